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

from dataclasses import dataclass, fields
from operator import attrgetter
from functools import total_ordering
from typing import Callable

from tutor.core import NotationError
from tutor.core.actions import Phrases
from tutor.core.api import cached
from tutor.core.i18n import M, Mc, Message, P
from tutor.core.notation import excerpt, read_int

from .constants import ACTION_TYPES, INDIAN, MAX_COORD, MOVE_KINDS, PIECE_NAMES as PIECES, TEEPEE, FieldId
from .tiles import ANIMALS, KIND_BY_ID
from .words import action_type, animal, piece as piece_term, tile_kind

(DRAW, PLACE, PUT, BUILD, ENLARGE, START, MOVE, GATHER, BRING, FINISH, GIVE_UP, PAY, BUY,
 EXCHANGE) = range(14)
#: what the field-naming fields of an action hold when its verb names no such field
NO_FIELD: FieldId = (0, 0, "")

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
    field: FieldId = NO_FIELD       # build, enlarge: where the piece stands; gather: where Indians come
    source: FieldId = NO_FIELD      # move, bring: where the Indian comes from
    target: FieldId = NO_FIELD      # move: where it goes
    kind: int = 0                   # start: long (0) or short (1) move
    given_up: int = 0               # give up: the action type given up
    gain: int | None = None         # give up, exchange: the animal gained (give up: None for nothing)
    spend: int = 0                  # pay, exchange: the animal paid or given away

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

    @property
    def gained(self) -> int:
        """The animal gained by an exchange or by giving up an action for one (not for nothing)."""
        if self.gain is None:
            raise ValueError(M("{action} gains no animal", action=str(self)))
        return self.gain

    @cached
    def order(self) -> tuple:
        """:meth:`_order`, computed once per action (the legal lists reuse their actions, see
        :data:`tutor.games.apacze.legal.action`, and sort them in every position)."""
        return self._order()

    def __eq__(self, other: object) -> bool:
        """The dataclass's equality (every field alike), cheaper. The core finds an action among the
        legal ones by comparing it with each in turn, and those have their :attr:`order` (a function
        of the fields) already: different orders mean different actions; else all fields are compared."""
        if other.__class__ is not Action:
            return NotImplemented
        mine = self.__dict__.get("order")
        if mine is not None:
            theirs = other.__dict__.get("order")
            if theirs is not None and mine != theirs:
                return False
        return _field_values(self) == _field_values(other)

    def sort_key(self) -> tuple:
        """What actions sort by (``sorted(actions, key=Action.sort_key)`` is ``sorted(actions)``, faster)."""
        return self.order

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Action):
            return NotImplemented
        return self.order < other.order

    def __str__(self) -> str:
        return _TEXTS[self.verb](self)


#: every field of an action, read in one call (its equality)
_field_values = attrgetter(*(f.name for f in fields(Action)))


def _put_text(a: Action) -> str:
    return "put no indians" if a.indians == 0 else f"put {a.indians} indian{'s' * (a.indians > 1)} on {a.letter}"


#: each verb's text (read back by :data:`PHRASES`)
_TEXTS: dict[int, Callable[[Action], str]] = {
    DRAW: lambda a: f"draw {a.tile}",
    PLACE: lambda a: f"place at {a.square[0]},{a.square[1]} turned {90 * a.turn}",
    PUT: _put_text,
    BUILD: lambda a: f"build {PIECES[a.piece]} {a.size} at {field_text(a.field)}",
    ENLARGE: lambda a: f"enlarge {PIECES[a.piece]} at {field_text(a.field)} to {a.size}",
    START: lambda a: f"start {MOVE_KINDS[a.kind]} move",
    MOVE: lambda a: f"move indian from {field_text(a.source)} to {field_text(a.target)}",
    GATHER: lambda a: f"gather at {field_text(a.field)}",
    BRING: lambda a: f"bring indian from {field_text(a.source)}",
    FINISH: lambda a: "finish",
    GIVE_UP: lambda a: f"give up {ACTION_TYPES[a.given_up]} for {'nothing' if a.gain is None else ANIMALS[a.gain]}",
    PAY: lambda a: f"pay {ANIMALS[a.spend]}",
    BUY: lambda a: "buy indian" if a.piece == INDIAN else f"buy {PIECES[a.piece]} {a.size}",
    EXCHANGE: lambda a: f"exchange 3 {ANIMALS[a.spend]} for {ANIMALS[a.gained]}",
}


def describe(action: Action) -> Message:
    """The action in words a person reads (the log, the pages), in the reader's language; its English is
    the action's text (``str(action)``)."""
    v = action.verb
    if v == DRAW:
        return M("draw {tile}", tile=tile_kind(action.tile))
    if v == PLACE:
        return M("place at {x},{y} turned {degrees}", x=str(action.square[0]), y=str(action.square[1]),
                 degrees=90 * action.turn)
    if v == PUT:
        if action.indians == 0:
            return M("put no indians")
        return P("put {n} indian on {letter}", "put {n} indians on {letter}", n=action.indians, letter=action.letter)
    if v == BUILD:
        return M("build {piece} {size} at {field}", piece=piece_term(action.piece), size=action.size,
                 field=field_text(action.field))
    if v == ENLARGE:
        return M("enlarge {piece} at {field} to {size}", piece=piece_term(action.piece), size=action.size,
                 field=field_text(action.field))
    if v == START:
        return M("start long move") if action.kind == 0 else M("start short move")
    if v == MOVE:
        return M("move indian from {source} to {target}", source=field_text(action.source),
                 target=field_text(action.target))
    if v == GATHER:
        return M("gather at {field}", field=field_text(action.field))
    if v == BRING:
        return M("bring indian from {source}", source=field_text(action.source))
    if v == FINISH:
        return Mc("apacze action", "finish")
    if v == GIVE_UP:
        if action.gain is None:
            return M("give up {action} for nothing", action=action_type(action.given_up))
        return M("give up {action} for {animal}", action=action_type(action.given_up), animal=animal(action.gain))
    if v == PAY:
        return M("pay {animal}", animal=animal(action.spend))
    if v == BUY:
        if action.piece == INDIAN:
            return M("buy indian")
        return M("buy {piece} {size}", piece=piece_term(action.piece), size=action.size)
    return M("exchange 3 {give} for {get}", give=animal(action.spend, 3), get=animal(action.gained))


def coordinate(token: str) -> int:
    """An x or y of the board, within the reach of the tiles."""
    return read_int(token, "a coordinate", -MAX_COORD, MAX_COORD)


def _field(groups: tuple) -> tuple[int, int, str]:
    return coordinate(groups[0]), coordinate(groups[1]), groups[2]


def _draw(g: tuple, text: str) -> Action:
    if g[0] not in KIND_BY_ID:
        raise NotationError(M("{text}: there is no tile called {name}", text=excerpt(text), name=excerpt(g[0])))
    return Action(DRAW, tile=g[0])


def _put(g: tuple, text: str) -> Action:
    n = 0 if g[0] == "no" else int(g[0])
    if (n == 0) != (g[1] is None) or n > 5:
        raise NotationError(M("{text}: say 'put no indians' or 'put N indians on LETTER' with N from 1 to 5",
                              text=excerpt(text)))
    return Action(PUT, indians=n, letter=g[1] or "")


def _buy(g: tuple, text: str) -> Action:
    piece = PIECES.index(g[0])
    if (piece == INDIAN) != (g[1] is None):
        raise NotationError(M("{text}: say 'buy indian', or a teepee or canoe with its size, e.g. 'buy canoe 3'",
                              text=excerpt(text)))
    return Action(BUY, piece=piece, size=int(g[1] or 1))


_FIELD = r"(-?[0-9]+),(-?[0-9]+):([a-z])"
_ANIMAL = r"(bison|salmon|turkey)"
PHRASES = Phrases("Apacze i Komancze", [
    (r"draw ([a-z-]+)", _draw),
    (r"place at (-?[0-9]+),(-?[0-9]+) turned (0|90|180|270)",
     lambda g, _: Action(PLACE, square=(coordinate(g[0]), coordinate(g[1])), turn=int(g[2]) // 90)),
    (r"put (no|[0-9]) indians?(?: on ([a-z]))?", _put),
    (rf"build (teepee|canoe) ([1-4]) at {_FIELD}",
     lambda g, _: Action(BUILD, piece=PIECES.index(g[0]), size=int(g[1]), field=_field(g[2:]))),
    (rf"enlarge (teepee|canoe) at {_FIELD} to ([1-4])",
     lambda g, _: Action(ENLARGE, piece=PIECES.index(g[0]), size=int(g[4]), field=_field(g[1:4]))),
    (r"start (long|short) move", lambda g, _: Action(START, kind=MOVE_KINDS.index(g[0]))),
    (rf"move indian from {_FIELD} to {_FIELD}", lambda g, _: Action(MOVE, source=_field(g[:3]), target=_field(g[3:]))),
    (rf"gather at {_FIELD}", lambda g, _: Action(GATHER, field=_field(g))),
    (rf"bring indian from {_FIELD}", lambda g, _: Action(BRING, source=_field(g))),
    (r"finish", lambda g, _: Action(FINISH)),
    (rf"give up (place|teepee|canoe|long move|short move|gathering) for ({_ANIMAL[1:-1]}|nothing)",
     lambda g, _: Action(GIVE_UP, given_up=ACTION_TYPES.index(g[0]),
                         gain=ANIMALS.index(g[1]) if g[1] != "nothing" else None)),
    (rf"pay {_ANIMAL}", lambda g, _: Action(PAY, spend=ANIMALS.index(g[0]))),
    (r"buy (indian|teepee|canoe) ?([1-4])?", _buy),
    (rf"exchange 3 {_ANIMAL} for {_ANIMAL}",
     lambda g, _: Action(EXCHANGE, spend=ANIMALS.index(g[0]), gain=ANIMALS.index(g[1]))),
], EXAMPLES)


def parse_action(text: object) -> Action:
    """Read an action from its text; extra spaces and capitals are forgiven."""
    return PHRASES.parse(text)
