"""Apacze i Komancze actions and their text.

An action is an :class:`Action`: its ``verb`` and the fields that verb uses, each with one meaning
(the others keep their defaults); it sorts by verb, then by what it names, in the order its text
names them. ``str(action)`` is lowercase English that :func:`parse_action` reads back. A field is
written ``x,y:letter`` (``0,1:b`` is field b of the tile at x=0, y=1).

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
BUY          ``buy indian`` / ``buy teepee 3``      from the shop, at any of one's decisions
EXCHANGE     ``exchange 3 bison for salmon``        three alike for one of any kind
===========  =====================================  ==============================================
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import total_ordering

from tutor.core import NotationError
from tutor.core.notation import MAX_ACTION, bounded, excerpt, read_int

from .constants import ACTION_TYPES, INDIAN, MAX_COORD, MOVE_KINDS, PIECE_NAMES as PIECES, TEEPEE
from .tiles import ANIMALS, KIND_BY_ID

(DRAW, PLACE, PUT, BUILD, ENLARGE, START, MOVE, GATHER, BRING, FINISH, GIVE_UP, PAY, BUY,
 EXCHANGE) = range(14)
#: a field of the board: x, y and the letter of one of that tile's fields
FieldId = tuple[int, int, str]

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


def field_text(field: FieldId) -> str:
    x, y, letter = field
    return f"{x},{y}:{letter}"


@total_ordering
@dataclass(frozen=True)
class Action:
    """One action. ``verb`` says which; each other field serves the verbs named beside it."""

    verb: int
    tile: str = ""                  # draw: the tile kind drawn
    square: tuple[int, int] = (0, 0)  # place: where the tile goes
    turn: int = 0                   # place: quarter turns clockwise
    indians: int = 0                # put: Indians onto the new tile (0: none)
    letter: str = ""                # put: the new tile's field they go onto
    piece: int = TEEPEE             # build, enlarge, buy: teepee, canoe or indian
    size: int = 0                   # build, buy: the piece's size; enlarge: the new size
    field: FieldId | None = None    # build, enlarge: where the piece stands; gather: where Indians come
    source: FieldId | None = None   # move, bring: where the Indian comes from
    target: FieldId | None = None   # move: where it goes
    kind: int = 0                   # start: long (0) or short (1) move
    given_up: int = 0               # give up: the action type given up
    gain: int | None = None         # give up, exchange: the animal gained (give up: None for nothing)
    spend: int | None = None        # pay, exchange: the animal paid or given away

    def _order(self) -> tuple:
        """What the action names, in the order its text names it (actions sort by this)."""
        v = self.verb
        if v == DRAW:
            return v, self.tile
        if v == PLACE:
            return (v, *self.square, self.turn)
        if v == PUT:
            return v, self.indians, self.letter
        if v in (BUILD, ENLARGE):
            return (v, self.piece, self.size, *self.field)
        if v == START:
            return v, self.kind
        if v == MOVE:
            return (v, *self.source, *self.target)
        if v in (GATHER, BRING):
            return (v, *(self.field if v == GATHER else self.source))
        if v == GIVE_UP:
            return v, self.given_up, -1 if self.gain is None else self.gain
        if v == PAY:
            return v, self.spend
        if v == BUY:
            return v, self.piece, self.size
        if v == EXCHANGE:
            return v, self.spend, self.gain
        return (v,)

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Action):
            return NotImplemented
        return self._order() < other._order()

    def __str__(self) -> str:
        v = self.verb
        if v == DRAW:
            return f"draw {self.tile}"
        if v == PLACE:
            return f"place at {self.square[0]},{self.square[1]} turned {90 * self.turn}"
        if v == PUT:
            n = self.indians
            return "put no indians" if n == 0 else f"put {n} indian{'s' * (n > 1)} on {self.letter}"
        if v == BUILD:
            return f"build {PIECES[self.piece]} {self.size} at {field_text(self.field)}"
        if v == ENLARGE:
            return f"enlarge {PIECES[self.piece]} at {field_text(self.field)} to {self.size}"
        if v == START:
            return f"start {MOVE_KINDS[self.kind]} move"
        if v == MOVE:
            return f"move indian from {field_text(self.source)} to {field_text(self.target)}"
        if v == GATHER:
            return f"gather at {field_text(self.field)}"
        if v == BRING:
            return f"bring indian from {field_text(self.source)}"
        if v == FINISH:
            return "finish"
        if v == GIVE_UP:
            return f"give up {ACTION_TYPES[self.given_up]} for {'nothing' if self.gain is None else ANIMALS[self.gain]}"
        if v == PAY:
            return f"pay {ANIMALS[self.spend]}"
        if v == BUY:
            return "buy indian" if self.piece == INDIAN else f"buy {PIECES[self.piece]} {self.size}"
        return f"exchange 3 {ANIMALS[self.spend]} for {ANIMALS[self.gain]}"


def coordinate(token: str) -> int:
    """An x or y of the board, within the reach of the tiles."""
    return read_int(token, "a coordinate", -MAX_COORD, MAX_COORD)


def _field(groups: tuple) -> tuple[int, int, str]:
    return coordinate(groups[0]), coordinate(groups[1]), groups[2]


def _build(verb: int, g: tuple, text: str) -> Action:
    if verb == DRAW:
        if g[0] not in KIND_BY_ID:
            raise NotationError(f"{excerpt(text)}: there is no tile called {excerpt(g[0])}")
        return Action(DRAW, tile=g[0])
    if verb == PLACE:
        return Action(PLACE, square=(coordinate(g[0]), coordinate(g[1])), turn=int(g[2]) // 90)
    if verb == PUT:
        n = 0 if g[0] == "no" else int(g[0])
        if (n == 0) != (g[1] is None) or n > 5:
            raise NotationError(f"{excerpt(text)}: say 'put no indians' or 'put N indians on LETTER' with N from 1 to 5")
        return Action(PUT, indians=n, letter=g[1] or "")
    if verb == BUILD:
        return Action(BUILD, piece=PIECES.index(g[0]), size=int(g[1]), field=_field(g[2:]))
    if verb == ENLARGE:
        return Action(ENLARGE, piece=PIECES.index(g[0]), size=int(g[4]), field=_field(g[1:4]))
    if verb == START:
        return Action(START, kind=MOVE_KINDS.index(g[0]))
    if verb == MOVE:
        return Action(MOVE, source=_field(g[:3]), target=_field(g[3:]))
    if verb == GATHER:
        return Action(GATHER, field=_field(g))
    if verb == BRING:
        return Action(BRING, source=_field(g))
    if verb == FINISH:
        return Action(FINISH)
    if verb == GIVE_UP:
        return Action(GIVE_UP, given_up=ACTION_TYPES.index(g[0]), gain=ANIMALS.index(g[1]) if g[1] != "nothing" else None)
    if verb == PAY:
        return Action(PAY, spend=ANIMALS.index(g[0]))
    if verb == BUY:
        piece = PIECES.index(g[0])
        if (piece == INDIAN) != (g[1] is None):
            raise NotationError(f"{excerpt(text)}: say 'buy indian', or a teepee or canoe with its size, e.g. 'buy canoe 3'")
        return Action(BUY, piece=piece, size=int(g[1] or 1))
    return Action(EXCHANGE, spend=ANIMALS.index(g[0]), gain=ANIMALS.index(g[1]))


def parse_action(text: str) -> Action:
    """Read an action from its text; extra spaces and capitals are forgiven."""
    clean = " ".join(bounded(text, "an action", MAX_ACTION).lower().split())
    for verb, pattern in _PATTERNS:
        match = pattern.fullmatch(clean)
        if match:
            return _build(verb, match.groups(), text)
    raise NotationError(f"{excerpt(text)} is not an Apacze i Komancze action; examples: " + ", ".join(
        repr(e) for e in EXAMPLES))
