"""Apacze i Komancze numbers and names that every module shares (a leaf: it imports only the tile data).

Phases, the cost of an action by the Indians it uses, the track limit, pieces and sizes, the action
types of a round, and the bounds a position string is read within.
"""
from __future__ import annotations

from typing import NamedTuple

from .tiles import PIECES, START_TILES, TERRAIN_TILES, TILE_KINDS

#: the phases of a round (see :mod:`tutor.games.apacze.state`)
DRAW, ACT, PUT, MOVE, GATHER, PAY, SETTLE, OVER = range(8)
PHASE_NAMES = ("draw", "act", "put", "move", "gather", "pay", "settle", "over")
#: the phases in the middle of an action (it is marked, not yet finished)
UNDER_WAY = (PUT, MOVE, GATHER, PAY)

#: the players' colours, in seat order (the Apache colours)
COLOURS = ("red", "yellow", "green", "blue")
#: terrain tiles a game uses, by the number of players
TILES_BY_PLAYERS = {2: 12, 3: 15, 4: 16}
PLAYERS = tuple(TILES_BY_PLAYERS)
#: animals an action costs by the Indians it uses (0 to 5)
COST = (0, 0, 2, 4, 7, 10)
MAX_INDIANS = 5
ACTIONS_PER_ROUND = 4
#: the top of an animal track
LIMIT = PIECES["track_limit"]
START_ANIMALS = PIECES["start_animals"]
#: the sizes of teepees and canoes
SIZES = tuple(PIECES["sizes"])
CAMP_SIZES = tuple(PIECES["camp_sizes"])
#: Indian cubes a colour has in all, and in its camp at the start
INDIANS = PIECES["indians"]
CAMP_INDIANS = PIECES["camp_indians"]

#: the pieces a player builds or buys
PIECE_NAMES = ("teepee", "canoe", "indian")
TEEPEE, CANOE, INDIAN = range(3)
#: the terrains each building stands on
TERRAIN_OF_PIECE = {TEEPEE: ("prairie", "mountains"), CANOE: ("river",)}
#: the six action types of a round, each marked once with an action cube, and their letters
ACTION_TYPES = ("place", "teepee", "canoe", "long move", "short move", "gathering")
T_PLACE, T_TEEPEE, T_CANOE, T_LONG, T_SHORT, T_GATHER = range(6)
USED_CODES = "PTCLSG"
#: fields an Indian may go in a long and a short move
MOVE_KINDS = ("long", "short")
MOVE_STEPS = (3, 1)

#: the largest |x| or |y| a tile can reach: every terrain tile in a line from the start column
MAX_COORD = TERRAIN_TILES + max(abs(c) for s in START_TILES for c in (s.x, s.y)) + 1
#: the most animals all fields of a board can show
BOARD_ANIMALS = sum(sum(f.animals for f in s.kind.fields.values()) for s in START_TILES) + \
    TERRAIN_TILES * max(sum(f.animals for f in k.fields.values()) for k in TILE_KINDS)
#: the most animals of one kind a player can ever hold (no track limit, every region won every round)
MAX_TRACK = START_ANIMALS + max(TILES_BY_PLAYERS.values()) * (BOARD_ANIMALS + ACTIONS_PER_ROUND)


#: a field of the board: x, y and the letter of one of that tile's fields (``0,1:b``)
FieldId = tuple[int, int, str]


# --- what a player owns and what stands on the board ------------------------------------------------

class Camp(NamedTuple):
    """A player's camp: Indians, and the sizes of the teepees and canoes in it (sorted)."""

    indians: int
    teepees: tuple[int, ...]
    canoes: tuple[int, ...]

    def sizes(self, piece: int) -> tuple[int, ...]:
        """The sizes of the teepees (``piece`` :data:`TEEPEE`) or the canoes (:data:`CANOE`) in the camp."""
        return self.canoes if piece == CANOE else self.teepees


class Group(NamedTuple):
    """``indians`` Indians of ``player`` on ``field`` (one player's Indians per field)."""

    field: FieldId
    player: int
    indians: int


class Building(NamedTuple):
    """A teepee or canoe (``piece``) of ``size`` of ``player`` on ``field``."""

    field: FieldId
    player: int
    piece: int
    size: int


# --- what a phase in the middle of an action needs (``State.pending``) ------------------------------

class Putting(NamedTuple):
    """``put``: Indians may go onto the tile just placed at ``x``, ``y``."""

    x: int
    y: int


class Moving(NamedTuple):
    """``move``: a long (``kind`` 0) or short (1) move; Indians ``moved`` so far and ``arrivals``,
    sorted ``(field, count)`` pairs of where moved Indians stand (they may not move again)."""

    kind: int
    moved: int
    arrivals: tuple[tuple[FieldId, int], ...]


class Gathering(NamedTuple):
    """``gather``: Indians come to ``target``; ``brought`` so far."""

    target: FieldId
    brought: int


class Paying(NamedTuple):
    """``pay``: animals still ``owed`` for the action."""

    owed: int


class Settling(NamedTuple):
    """``settle``: the players still above the track limit, in turn order (the first settles now)."""

    queue: tuple[int, ...]
