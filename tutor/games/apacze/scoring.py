"""Scoring a round, region by region, as a pure function that explains itself.

In each region the players present are ranked by their buildings (teepees and canoes), largest
first, then by the next sizes, then by Indians; tied players share the lower place. First place
takes all the region's animals, second half of them rounded down, third and fourth the animals on
their own fields (fields with their Indians or their building).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

import networkx as nx

from .board import FieldId, regions
from .constants import COLOURS
from .tiles import ANIMALS, PLURALS, TERRAINS

ORDINALS = ("", "1st", "2nd", "3rd", "4th", "5th")


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
    reason: str

    @property
    def animal(self) -> str:
        return ANIMALS[TERRAINS.index(self.terrain)]


def rank(keys: Mapping[int, tuple]) -> dict[int, int]:
    """Places from ranking keys (higher is better); tied players share the lower place."""
    ordered = sorted(keys, key=lambda p: keys[p], reverse=True)
    places = {}
    i = 0
    while i < len(ordered):
        j = i
        while j < len(ordered) and keys[ordered[j]] == keys[ordered[i]]:
            j += 1
        for p in ordered[i:j]:
            places[p] = j
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
                  names: Sequence[str] | None = None) -> list[RegionScore]:
    """Every region where someone has a piece, scored.

    ``indians`` maps a field to (player, count); ``buildings`` maps a field to (player, size).
    Linear in the size of the board: one pass over the regions and their fields."""
    return score_found(regions(graph), nx.get_node_attributes(graph, "terrain"),
                       nx.get_node_attributes(graph, "animals"), indians, buildings, lower_places, names)


def score_found(found: Sequence[Sequence[FieldId]], terrain: Mapping[FieldId, str], animals: Mapping[FieldId, int],
                indians: Mapping[FieldId, tuple[int, int]], buildings: Mapping[FieldId, tuple[int, int]],
                lower_places: str = "own_fields", names: Sequence[str] | None = None) -> list[RegionScore]:
    """:func:`score_regions` of regions already found (``found``, in the order of :func:`regions`, and
    each field's terrain and animals): a position scores its board's regions, remembered per board."""
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
        places = rank(keys)
        standings = tuple(sorted(
            (Standing(p, places[p], keys[p][0], keys[p][1], own[p],
                      gain_for(places[p], total, own[p], lower_places)) for p in present),
            key=lambda s: (s.place, s.player)))
        kind = terrain[region[0]]
        scored.append(RegionScore(tuple(region), kind, total, standings,
                                  explain(kind, total, len(region), standings, names)))
    return scored


def explain(terrain: str, total: int, size: int, standings: Sequence[Standing],
            names: Sequence[str] | None = None) -> str:
    """A sentence per region: who placed where, on what, and what it earned."""
    animal = PLURALS[TERRAINS.index(terrain)]
    parts = []
    for s in standings:
        who = names[s.player] if names else COLOURS[s.player]
        pieces = ", ".join(f"size {n}" for n in s.sizes) or "no building"
        tie = " (tied, so the lower place)" if sum(o.place == s.place for o in standings) > 1 else ""
        share = {1: "all", 2: "half, rounded down"}.get(s.place, "the animals on own fields")
        parts.append(f"{who} {ORDINALS[s.place]}{tie} with {pieces} and {s.indians} Indians: "
                     f"{share}, {s.gain}")
    return f"{terrain} region of {size} fields with {total} {animal}: " + "; ".join(parts)


def gains(scored: Sequence[RegionScore], players: int) -> list[list[int]]:
    """Per player, the animals won this round as [bison, salmon, turkey]."""
    won = [[0, 0, 0] for _ in range(players)]
    for region in scored:
        kind = TERRAINS.index(region.terrain)
        for s in region.standings:
            won[s.player][kind] += s.gain
    return won
