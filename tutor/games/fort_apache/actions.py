"""Fort Apache actions and their text.

An action is an :class:`Action` of a verb and the fields that verb uses (each field means one thing);
it sorts by its fields, and its ``str`` is lowercase English that :func:`parse_action` reads back.
Figures are ``cowboy 1``-``cowboy 4`` and ``indian 1``-``indian 6`` (indices 0-3 and 4-9); places are
the board's names.

========  ===================================================  =====================================
verb      text                                                 meaning
========  ===================================================  =====================================
ROLL      ``roll 4``                                           chance: one die
HITS      ``roll 2 hits``                                      chance: hits among the gate's 3 dice
MOVE      ``cowboy 2 moves from north walkway to north yard``  one step (energy unless free)
SHOOT     ``cowboy 2 shoots from north walkway at indian 4``   one ammunition, then a roll
FIRE      ``indian 3 shoots a fire arrow from north cavalry    one ammunition, then a roll
          at magazine``
KINDLE    ``indian 3 sets fire to granary``                    from inside the building, no roll
MELEE     ``cowboy 2 attacks indian 4``                        same place, free, then a roll
CLIMB     ``indian 3 climbs at east``                          one energy, then a roll
WITHDRAW  ``cowboy 2 withdraws to magazine``                   the control card sends a figure away
CARD      ``indians play war cry for indian 3``,               a card (``for`` a figure, ``at`` a
          ``cowboys play bucket brigade at well``              building, when it needs a target)
TAKE_HIT  ``cowboys take the hit``                             decline to play a survive card
END       ``end turn``                                         the side to move ends its turn
ASSAULT   ``indians assault the gate``                         three standing Indians at the gate:
                                                               one energy, then three dice
========  ===================================================  =====================================
"""
from __future__ import annotations

import re
from typing import NamedTuple

from tutor.core import NotationError
from tutor.core.notation import MAX_ACTION, bounded, excerpt, read_int

from .board import BUILDINGS, INDEX, PLACES, SIDES, ZONES
from .cards import CARDS, TARGETED
from .constants import FIGURES, NONE, NUM_COWBOYS, NUM_INDIANS

ROLL, HITS, MOVE, SHOOT, FIRE, KINDLE, MELEE, CLIMB, WITHDRAW, CARD, TAKE_HIT, END, ASSAULT = range(13)
__all__ = ["Action", "END_TURN", "FIGURES", "NONE", "NUM_COWBOYS", "NUM_INDIANS", "figure_name", "parse_action",
           "side_of"]


def figure_name(figure: int) -> str:
    """``cowboy 2`` for 1, ``indian 1`` for 4."""
    return f"cowboy {figure + 1}" if figure < NUM_COWBOYS else f"indian {figure - NUM_COWBOYS + 1}"


def side_of(figure: int) -> int:
    return 0 if figure < NUM_COWBOYS else 1


class Action(NamedTuple):
    """One action; the fields a verb does not use are NONE (the order of the fields is the sort order)."""

    verb: int
    #: who acts: the figure, or the side that plays a card, takes a hit or assaults the gate
    who: int = NONE
    #: ROLL: the face rolled
    face: int = NONE
    #: HITS: how many of the gate's three dice hit
    hits: int = NONE
    #: CARD: the card played (its index in CARDS)
    card: int = NONE
    #: MOVE, SHOOT, FIRE: where the figure stands
    place: int = NONE
    #: MOVE, WITHDRAW: where the figure goes
    to: int = NONE
    #: SHOOT, MELEE: the enemy figure aimed at
    enemy: int = NONE
    #: FIRE, KINDLE, a card that puts out a fire: the building
    building: int = NONE
    #: CLIMB: the zone whose wall is climbed
    zone: int = NONE
    #: a card that stands a figure up: the figure
    ally: int = NONE

    def __str__(self) -> str:
        try:
            return self._text()
        except (IndexError, KeyError, TypeError):  # a hand-built action with fields out of range
            return f"malformed action {tuple(self)}"

    def _text(self) -> str:
        verb, who = self.verb, self.who
        if verb == ROLL:
            return f"roll {self.face}"
        if verb == HITS:
            return f"roll {self.hits} hit" + ("" if self.hits == 1 else "s")
        if verb == END:
            return "end turn"
        if verb == CARD:
            text = f"{SIDES[who]} play {CARDS[self.card].name}"
            target = TARGETED.get(CARDS[self.card].effect)
            if target == "figure":
                text += f" for {figure_name(self.ally)}"
            elif target == "building":
                text += f" at {BUILDINGS[self.building]}"
            return text
        if verb == TAKE_HIT:
            return f"{SIDES[who]} take the hit"
        if verb == ASSAULT:
            return "indians assault the gate"
        name = figure_name(who)
        if verb == MOVE:
            return f"{name} moves from {PLACES[self.place]} to {PLACES[self.to]}"
        if verb == SHOOT:
            return f"{name} shoots from {PLACES[self.place]} at {figure_name(self.enemy)}"
        if verb == FIRE:
            return f"{name} shoots a fire arrow from {PLACES[self.place]} at {BUILDINGS[self.building]}"
        if verb == KINDLE:
            return f"{name} sets fire to {BUILDINGS[self.building]}"
        if verb == MELEE:
            return f"{name} attacks {figure_name(self.enemy)}"
        if verb == CLIMB:
            return f"{name} climbs at {ZONES[self.zone]}"
        return f"{name} withdraws to {PLACES[self.to]}"


END_TURN = Action(END)

_FIG = r"(cowboy|indian) ([0-9]+)"
_PATTERNS = [
    (re.compile(r"^roll ([1-6])$"), "roll"),
    (re.compile(r"^roll ([0-3]) hits?$"), "hits"),
    (re.compile(r"^end turn$"), "end"),
    (re.compile(r"^indians assault the gate$"), "assault"),
    (re.compile(r"^(cowboys|indians) take the hit$"), "take"),
    (re.compile(r"^(cowboys|indians) play (.+?)(?: (for|at) (.+))?$"), "card"),
    (re.compile(rf"^{_FIG} moves from (.+) to (.+)$"), "move"),
    (re.compile(rf"^{_FIG} shoots a fire arrow from (.+) at (.+)$"), "fire"),
    (re.compile(rf"^{_FIG} shoots from (.+) at {_FIG}$"), "shoot"),
    (re.compile(rf"^{_FIG} sets fire to (.+)$"), "kindle"),
    (re.compile(rf"^{_FIG} attacks {_FIG}$"), "melee"),
    (re.compile(rf"^{_FIG} climbs at (.+)$"), "climb"),
    (re.compile(rf"^{_FIG} withdraws to (.+)$"), "withdraw"),
]
EXAMPLES = ("'roll 4', 'end turn', 'cowboy 2 moves from north walkway to north yard', "
            "'cowboy 2 shoots from north walkway at indian 4', 'indian 3 climbs at east', "
            "'indian 1 shoots a fire arrow from north cavalry at magazine', 'cowboys play by a hair'")


def _figure(kind: str, number: str, text: str) -> int:
    limit = NUM_COWBOYS if kind == "cowboy" else NUM_INDIANS
    try:
        n = read_int(number, kind, 1, limit)
    except NotationError:
        raise NotationError(f"{excerpt(text, 60)}: there is no {kind} {excerpt(number, 10)} "
                            f"({kind}s are numbered 1 to {limit})") from None
    return n - 1 if kind == "cowboy" else NUM_COWBOYS + n - 1


def _lookup(names, name: str, what: str, text: str) -> int:
    if name not in names:
        raise NotationError(f"{excerpt(text, 60)}: {excerpt(name)} is not a {what}; choose from {', '.join(names)}")
    return names.index(name) if isinstance(names, tuple) else names[name]


def parse_action(text: object) -> Action:
    """Read an action from its text; extra spaces and capitals are forgiven."""
    clean = " ".join(bounded(text, "an action", MAX_ACTION).lower().split())
    for pattern, kind in _PATTERNS:
        m = pattern.match(clean)
        if m:
            return _build(kind, m.groups(), clean)
    raise NotationError(f"{excerpt(clean, 60)} is not a Fort Apache action; examples: {EXAMPLES}")


def _build(kind: str, g: tuple, text: str) -> Action:
    if kind == "roll":
        return Action(ROLL, face=int(g[0]))
    if kind == "hits":
        return Action(HITS, hits=int(g[0]))
    if kind == "end":
        return END_TURN
    if kind == "assault":
        return Action(ASSAULT, 1)
    if kind == "take":
        return Action(TAKE_HIT, SIDES.index(g[0]))
    if kind == "card":
        side = SIDES.index(g[0])
        names = {c.name: i for i, c in enumerate(CARDS) if c.side == side}
        card = _lookup(names, g[1], f"{g[0][:-1]} card", text)
        target = TARGETED.get(CARDS[card].effect)
        wanted = {"figure": "for", "building": "at"}.get(target)
        if g[2] != wanted:
            how = f"'{wanted} ...'" if wanted else "no target"
            raise NotationError(f"{excerpt(text, 60)}: {CARDS[card].name} takes {how}")
        if target == "figure":
            fm = re.match(rf"^{_FIG}$", g[3])
            if not fm:
                raise NotationError(f"{excerpt(text, 60)}: {excerpt(g[3])} is not a figure like 'indian 3'")
            return Action(CARD, side, card=card, ally=_figure(*fm.groups(), text))
        if target == "building":
            return Action(CARD, side, card=card, building=_lookup(BUILDINGS, g[3], "building", text))
        return Action(CARD, side, card=card)
    who = _figure(g[0], g[1], text)
    if kind == "move":
        return Action(MOVE, who, place=_lookup(INDEX, g[2], "place", text), to=_lookup(INDEX, g[3], "place", text))
    if kind == "shoot":
        return Action(SHOOT, who, place=_lookup(INDEX, g[2], "place", text), enemy=_figure(g[3], g[4], text))
    if kind == "fire":
        return Action(FIRE, who, place=_lookup(INDEX, g[2], "place", text),
                      building=_lookup(BUILDINGS, g[3], "building", text))
    if kind == "kindle":
        return Action(KINDLE, who, building=_lookup(BUILDINGS, g[2], "building", text))
    if kind == "melee":
        return Action(MELEE, who, enemy=_figure(g[2], g[3], text))
    if kind == "climb":
        return Action(CLIMB, who, zone=_lookup(ZONES, g[2], "zone", text))
    return Action(WITHDRAW, who, to=_lookup(INDEX, g[2], "place", text))

