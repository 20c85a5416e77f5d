"""Apacze i Komancze actions and their text.

An action is ``Action(verb, args)``; it sorts by verb, then arguments. ``str(action)`` is
lowercase English that :func:`parse_action` reads back. A field is written ``x,y:letter``
(``0,1:b`` is field b of the tile at x=0, y=1).

===========  =====================================  ==============================================
verb         text                                   meaning
===========  =====================================  ==============================================
DRAW         ``draw ford``                          chance: the tile a player draws in secret
PLACE        ``place at 1,0 turned 90``             the tile in hand goes there, turned clockwise
PUT          ``put 3 indians on b`` / ``put no      Indians from the camp onto a field of the
             indians``                              tile just placed
BUILD        ``build teepee 2 at 0,1:a``            a teepee or canoe from the camp
ENLARGE      ``enlarge canoe at 0,1:b to 3``        swap one's own piece for a larger one
START        ``start long move`` / ``start short    the move of up to 5 Indians by 1-3 fields, or
             move``                                 by 1 field
MOVE         ``move indian from 0,1:a to 1,1:a``    one Indian of the move under way
GATHER       ``gather at 0,1:a``                    start gathering on a field with own Indians
BRING        ``bring indian from 2,1:c``            one Indian of the gathering
FINISH       ``finish``                             end the move or the gathering
GIVE_UP      ``give up canoe for salmon``           an action given up for one animal
PAY          ``pay bison``                          one animal of the action's cost
BUY          ``buy indian`` / ``buy teepee 3``      from the shop, at any time on one's turn
EXCHANGE     ``exchange 3 bison for salmon``        three alike for one of another kind
===========  =====================================  ==============================================
"""
from __future__ import annotations

import re
from typing import NamedTuple

from tutor.core import NotationError
from tutor.core.notation import MAX_ACTION, bounded, excerpt, read_int

from .constants import (ACTION_TYPES, CANOE, INDIAN, MAX_COORD, PIECE_NAMES as PIECES, T_CANOE, T_GATHER,
                        T_LONG, T_PLACE, T_SHORT, T_TEEPEE, TEEPEE)
from .tiles import ANIMALS, KIND_BY_ID

(DRAW, PLACE, PUT, BUILD, ENLARGE, START, MOVE, GATHER, BRING, FINISH, GIVE_UP, PAY, BUY,
 EXCHANGE) = range(14)
_FIELD = r"(-?[0-9]+),(-?[0-9]+):([a-z])"
_PATTERNS = [
    (DRAW, re.compile(r"draw ([a-z-]+)")),
    (PLACE, re.compile(r"place at (-?[0-9]+),(-?[0-9]+) turned (0|90|180|270)")),
    (PUT, re.compile(r"put (no|[0-9]) indians?(?: on ([a-z]))?")),
    (BUILD, re.compile(rf"build (teepee|canoe) ([1-4]) at {_FIELD}")),
    (ENLARGE, re.compile(rf"enlarge (teepee|canoe) at {_FIELD} to ([1-4])")),
    (START, re.compile(r"start (long|short) move")),
    (MOVE, re.compile(rf"move indian from {_FIELD} to {_FIELD}")),
    (GATHER, re.compile(rf"gather at {_FIELD}")),
    (BRING, re.compile(rf"bring indian from {_FIELD}")),
    (FINISH, re.compile(r"finish")),
    (GIVE_UP, re.compile(r"give up (place|teepee|canoe|long move|short move|gathering) for (bison|salmon|turkey|nothing)")),
    (PAY, re.compile(r"pay (bison|salmon|turkey)")),
    (BUY, re.compile(r"buy (indian|teepee|canoe) ?([1-4])?")),
    (EXCHANGE, re.compile(r"exchange 3 (bison|salmon|turkey) for (bison|salmon|turkey)")),
]
EXAMPLES = ("draw ford", "place at 1,0 turned 90", "put 2 indians on a", "build teepee 1 at 0,0:a",
            "start long move", "move indian from 0,0:a to 0,1:a", "finish", "give up canoe for salmon",
            "pay bison", "buy teepee 3", "exchange 3 bison for salmon")


def field_text(field: tuple[int, int, str]) -> str:
    x, y, letter = field
    return f"{x},{y}:{letter}"


class Action(NamedTuple):
    verb: int
    args: tuple = ()

    def __str__(self) -> str:
        v, a = self.verb, self.args
        if v == DRAW:
            return f"draw {a[0]}"
        if v == PLACE:
            return f"place at {a[0]},{a[1]} turned {90 * a[2]}"
        if v == PUT:
            return "put no indians" if a[0] == 0 else f"put {a[0]} indian{'s' * (a[0] > 1)} on {a[1]}"
        if v == BUILD:
            return f"build {PIECES[a[0]]} {a[1]} at {field_text(a[2:])}"
        if v == ENLARGE:
            return f"enlarge {PIECES[a[0]]} at {field_text(a[2:])} to {a[1]}"
        if v == START:
            return f"start {('long', 'short')[a[0]]} move"
        if v == MOVE:
            return f"move indian from {field_text(a[:3])} to {field_text(a[3:])}"
        if v == GATHER:
            return f"gather at {field_text(a)}"
        if v == BRING:
            return f"bring indian from {field_text(a)}"
        if v == FINISH:
            return "finish"
        if v == GIVE_UP:
            return f"give up {ACTION_TYPES[a[0]]} for {ANIMALS[a[1]] if a[1] >= 0 else 'nothing'}"
        if v == PAY:
            return f"pay {ANIMALS[a[0]]}"
        if v == BUY:
            return "buy indian" if a[0] == INDIAN else f"buy {PIECES[a[0]]} {a[1]}"
        return f"exchange 3 {ANIMALS[a[0]]} for {ANIMALS[a[1]]}"


def coordinate(token: str) -> int:
    """An x or y of the board, within the reach of the tiles."""
    return read_int(token, "a coordinate", -MAX_COORD, MAX_COORD)


def _field(groups: tuple) -> tuple[int, int, str]:
    return coordinate(groups[0]), coordinate(groups[1]), groups[2]


def _build(verb: int, g: tuple, text: str) -> Action:
    if verb == DRAW:
        if g[0] not in KIND_BY_ID:
            raise NotationError(f"{excerpt(text)}: there is no tile called {g[0]!r}")
        return Action(DRAW, (g[0],))
    if verb == PLACE:
        return Action(PLACE, (coordinate(g[0]), coordinate(g[1]), int(g[2]) // 90))
    if verb == PUT:
        n = 0 if g[0] == "no" else int(g[0])
        if (n == 0) != (g[1] is None) or n > 5:
            raise NotationError(f"{excerpt(text)}: say 'put no indians' or 'put N indians on LETTER' with N from 1 to 5")
        return Action(PUT, (n, g[1] or ""))
    if verb == BUILD:
        return Action(BUILD, (PIECES.index(g[0]), int(g[1])) + _field(g[2:]))
    if verb == ENLARGE:
        return Action(ENLARGE, (PIECES.index(g[0]), int(g[4])) + _field(g[1:4]))
    if verb == START:
        return Action(START, (("long", "short").index(g[0]),))
    if verb == MOVE:
        return Action(MOVE, _field(g[:3]) + _field(g[3:]))
    if verb in (GATHER, BRING):
        return Action(verb, _field(g))
    if verb == FINISH:
        return Action(FINISH)
    if verb == GIVE_UP:
        return Action(GIVE_UP, (ACTION_TYPES.index(g[0]), ANIMALS.index(g[1]) if g[1] != "nothing" else -1))
    if verb == PAY:
        return Action(PAY, (ANIMALS.index(g[0]),))
    if verb == BUY:
        piece = PIECES.index(g[0])
        if (piece == INDIAN) != (g[1] is None):
            raise NotationError(f"{excerpt(text)}: say 'buy indian', or a teepee or canoe with its size, e.g. 'buy canoe 3'")
        return Action(BUY, (piece, int(g[1] or 1)))
    if g[0] == g[1]:
        raise NotationError(f"{excerpt(text)}: exchange three animals for one of another kind")
    return Action(EXCHANGE, (ANIMALS.index(g[0]), ANIMALS.index(g[1])))


def parse_action(text: str) -> Action:
    """Read an action from its text; extra spaces and capitals are forgiven."""
    clean = " ".join(bounded(text, "an action", MAX_ACTION).lower().split())
    for verb, pattern in _PATTERNS:
        match = pattern.fullmatch(clean)
        if match:
            return _build(verb, match.groups(), text)
    raise NotationError(f"{excerpt(text)} is not an Apacze i Komancze action; examples: " + ", ".join(
        repr(e) for e in EXAMPLES))
