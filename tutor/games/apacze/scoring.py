"""Scoring a round, region by region, as a pure function that explains itself.

In each region the players present are ranked by their buildings (teepees and canoes), largest
first, then by the next sizes, then by Indians; tied players share the lower place. First place
takes all the region's animals, second half of them rounded down, third and fourth the animals on
their own fields (fields with their Indians or their building).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from tutor.core.i18n import Joined, M, Message, P
from tutor.core.rules import cite

from .board import FieldId, regions
from .tiles import ANIMALS, TERRAINS
from .words import animal as animal_term, colour, terrain as terrain_term

if TYPE_CHECKING:
    import networkx as nx

#: a place in a region, in words
ORDINALS = {1: M("1st"), 2: M("2nd"), 3: M("3rd"), 4: M("4th"), 5: M("5th")}


@dataclass(frozen=True)
class Standing:
    """One player's place in a region and what it earns."""

    player: int
    place: int
    sizes: tuple[int, ...]  # the player's building sizes here, largest first
    indians: int
    own_animals: int  # animals on the player's own fields in the region
    gain: int


@dataclass(frozen=True)
class RegionScore:
    """A scored region: its fields, animals, the ranking and why."""

    fields: tuple[FieldId, ...]
    terrain: str
    animals: int
    standings: tuple[Standing, ...]
    #: how the players are named in the reason (None: by colour)
    names: tuple[Any, ...] | None = field(default=None, compare=False)

    @property
    def animal(self) -> str:
        return ANIMALS[TERRAINS.index(self.terrain)]

    @property
    def reason(self) -> Message:
        """Who placed where, on what, and what it earned (a message, built when it is read)."""
        return explain(self.terrain, self.animals, len(self.fields), self.standings, self.names)


def rank(keys: Mapping[int, tuple], tied_places: str = "lowest") -> dict[int, int]:
    """Places from ranking keys (higher is better); tied players share the lower place: the lowest of the
    places they span (``lowest``: three tied for first are all third) or the one just below the best
    (``next``: all second), by the ``tied_places`` reading (apacze.interp.tied_places)."""
    ordered = sorted(keys, key=lambda p: keys[p], reverse=True)
    places = {}
    i = 0
    while i < len(ordered):
        j = i
        while j < len(ordered) and keys[ordered[j]] == keys[ordered[i]]:
            j += 1
        for p in ordered[i:j]:
            places[p] = j if tied_places == "lowest" or j - i == 1 else i + 2
        i = j
    return places


def gain_for(place: int, total: int, own: int, lower_places: str) -> int:
    """What a place earns: all, half rounded down, or (3rd and 4th) the animals on own fields."""
    if place == 1:
        return total
    if place == 2:
        return total // 2
    return own if lower_places == "own_fields" else 0


def score_regions(graph: nx.Graph, indians: Mapping[FieldId, tuple[int, int]],
                  buildings: Mapping[FieldId, tuple[int, int]], lower_places: str = "own_fields",
                  names: Sequence[str] | None = None, tied_places: str = "lowest") -> list[RegionScore]:
    """Every region where someone has a piece, scored.

    ``indians`` maps a field to (player, count); ``buildings`` maps a field to (player, size).
    Linear in the size of the board: one pass over the regions and their fields."""
    import networkx as nx

    return score_found(regions(graph), nx.get_node_attributes(graph, "terrain"),
                       nx.get_node_attributes(graph, "animals"), indians, buildings, lower_places, names,
                       tied_places)


def score_found(found: Sequence[Sequence[FieldId]], terrain: Mapping[FieldId, str], animals: Mapping[FieldId, int],
                indians: Mapping[FieldId, tuple[int, int]], buildings: Mapping[FieldId, tuple[int, int]],
                lower_places: str = "own_fields", names: Sequence[str] | None = None,
                tied_places: str = "lowest") -> list[RegionScore]:
    """:func:`score_regions` of regions already found (``found``, in the order of :func:`regions`, and
    each field's terrain and animals): a position scores its board's regions, remembered per board."""
    cite("apacze.field.regions")  # scored region by region (no verdict or event names the rule)
    scored = []
    for region in found:
        sizes: dict[int, list[int]] = {}
        men: dict[int, int] = {}
        own: dict[int, int] = {}
        for field in region:
            owners = set()
            if field in buildings:
                player, size = buildings[field]
                sizes.setdefault(player, []).append(size)
                owners.add(player)
            if field in indians:
                player, count = indians[field]
                men[player] = men.get(player, 0) + count
                owners.add(player)
            for player in owners:
                own[player] = own.get(player, 0) + animals[field]
        present = sorted(own)
        if not present:
            continue
        total = sum(animals[f] for f in region)
        keys = {p: (tuple(sorted(sizes.get(p, ()), reverse=True)), men.get(p, 0)) for p in present}
        places = rank(keys, tied_places)
        if len(set(places.values())) < len(places):
            cite("apacze.score.ties")  # a test marked with the rule sees it applied (no verdict names it)
        standings = tuple(sorted(
            (Standing(p, places[p], keys[p][0], keys[p][1], own[p],
                      gain_for(places[p], total, own[p], lower_places)) for p in present),
            key=lambda s: (s.place, s.player)))
        kind = terrain[region[0]]
        scored.append(RegionScore(tuple(region), kind, total, standings, tuple(names) if names else None))
    return scored


def explain(terrain: str, total: int, size: int, standings: Sequence[Standing],
            names: Sequence[Any] | None = None) -> Message:
    """A sentence per region: who placed where, on what, and what it earned."""
    animals = animal_term(TERRAINS.index(terrain), total)
    parts = []
    for s in standings:
        who = names[s.player] if names else colour(s.player)
        pieces = Joined([M("size {n}", n=n) for n in s.sizes], ", ") if s.sizes else M("no building")
        share = {1: M("all"), 2: M("half, rounded down")}.get(s.place, M("the animals on own fields"))
        indians = P("{n} Indian", "{n} Indians", n=s.indians)
        if sum(o.place == s.place for o in standings) > 1:
            part = M("{who} {place} (tied, so the lower place) with {pieces} and {indians}: {share}, {gain}",
                     who=who, place=ORDINALS[s.place], pieces=pieces, indians=indians, share=share, gain=s.gain)
        else:
            part = M("{who} {place} with {pieces} and {indians}: {share}, {gain}", who=who, place=ORDINALS[s.place],
                     pieces=pieces, indians=indians, share=share, gain=s.gain)
        parts.append(part)
    return P("{terrain} region of {n} field with {total} {animals}: {parts}",
             "{terrain} region of {n} fields with {total} {animals}: {parts}", n=size,
             terrain=terrain_term(terrain), total=total, animals=animals, parts=Joined(parts, "; "))


def gains(scored: Sequence[RegionScore], players: int) -> list[list[int]]:
    """Per player, the animals won this round as [bison, salmon, turkey]."""
    won = [[0, 0, 0] for _ in range(players)]
    for region in scored:
        kind = TERRAINS.index(region.terrain)
        for s in region.standings:
            won[s.player][kind] += s.gain
    return won
