"""The legal actions of a position, phase by phase (unsorted; the State sorts them): the one source of legality."""
from __future__ import annotations

from functools import lru_cache
from operator import attrgetter
from typing import TYPE_CHECKING, Iterator

from . import actions as A
from .actions import Action
from .board import FieldId
from .constants import (ACT, ACTIONS_PER_ROUND, CANOE, COST, DRAW, GATHER, INDIAN, LIMIT, MAX_INDIANS, MOVE,
                        MOVE_STEPS, OVER, PAY, PUT, SETTLE, T_CANOE, T_GATHER, T_LONG, T_PLACE, T_SHORT, T_TEEPEE,
                        TEEPEE, TERRAIN_OF_PIECE)
from .tiles import TILE_KINDS

if TYPE_CHECKING:
    from .state import State


#: ``Action(...)``, one object per action: actions are immutable values, building one is dear (a frozen
#: dataclass of 15 fields) and the same few recur in every position, so the legal lists share them
action = lru_cache(maxsize=1 << 14)(Action)
#: what actions sort by (:attr:`Action.order`, read in C)
_ORDER = attrgetter("order")


def legal_actions(state: "State", player: int | None) -> list[Action]:
    """Sorted legal actions; ``player`` keeps only that player's (only the player to move has any)."""
    if player is not None and player != state.current_player:
        return []
    return sorted(unsorted_actions(state), key=_ORDER)


def unsorted_actions(state: "State") -> list[Action]:
    """The legal actions, phase by phase."""
    phase = state.phase
    if phase == OVER:
        return []
    if phase == DRAW:
        return [action(A.DRAW, tile=k.id) for k, n in zip(TILE_KINDS, state.pile) if n]
    p = state.current_player
    if phase == ACT:
        return main_actions(state, p) + trades(state, p)
    if phase == SETTLE:
        return trades(state, p, settling=True)
    if phase == PUT:
        out = put_actions(state, p)
    elif phase == MOVE:
        out = move_actions(state, p)
    elif phase == GATHER:
        out = bring_actions(state, p)
    else:
        assert phase == PAY
        out = [action(A.PAY, spend=a) for a in range(3) if state.animals[p][a]]
    return out + (trades(state, p) if trades_any_time(state) else [])


def trades_any_time(state: "State") -> bool:
    """Whether buying and exchanging are open in the middle of an action too (option ``trade_time``)."""
    return state.game.options["trade_time"] == "any_decision"


def committed(state: "State") -> int:
    """Animals the action under way will cost whatever comes next (a trade must leave them)."""
    phase = state.phase
    if phase == PAY:
        return state.paying.owed
    if phase == MOVE:
        return COST[state.moving.moved]
    if phase == GATHER:
        return COST[state.gathering.brought]
    return 0


def affordable(state: "State", player: int, indians: int) -> bool:
    """Whether the player has the animals for an action using this many Indians."""
    return indians <= MAX_INDIANS and COST[indians] <= sum(state.animals[player])


def can_gain(state: "State", player: int, animal: int) -> bool:
    """Whether one more of this animal fits on the player's track."""
    return state.game.options["track_limit"] == "none" or state.animals[player][animal] < LIMIT


def must_place(state: "State", player: int) -> bool:
    """The tile must be placed now: it is the player's last action of the round."""
    used = state.used[player]
    return T_PLACE not in used and len(used) == ACTIONS_PER_ROUND - 1


def main_actions(state: "State", p: int) -> list[Action]:
    used = state.used[p]
    out = []
    if T_PLACE not in used:
        out += place_actions(state.spots())
    if must_place(state, p):
        return out
    if T_TEEPEE not in used:
        out += build_actions(state, p, TEEPEE)
    if T_CANOE not in used:
        out += build_actions(state, p, CANOE)
    for kind, t in ((0, T_LONG), (1, T_SHORT)):
        if t not in used and in_play(state, t) and next(each_move(state, p, MOVE_STEPS[kind], {}), None):
            out.append(action(A.START, kind=kind))
    own = [f for f, owner, _ in state.indians if owner == p]
    if T_GATHER not in used and len(own) > 1:
        out += [action(A.GATHER, field=f) for f in own]
    gains: list[int | None] = []  # what giving up an action gains: each animal that fits (else nothing, None)
    if state.game.options["give_up"] == "animal":
        gains = [a for a in range(3) if can_gain(state, p, a)]
    out += [action(A.GIVE_UP, given_up=t, gain=a) for t in range(1, 6) if t not in used and in_play(state, t)
            for a in gains or [None]]
    return out


def place_actions(spots: tuple[tuple[int, int], ...] | list[tuple[int, int]]) -> list[Action]:
    """Placing the tile in hand on each spot, in each of its four turns."""
    return list(_place_actions(tuple(spots)))


@lru_cache(maxsize=1024)
def _place_actions(spots: tuple[tuple[int, int], ...]) -> tuple[Action, ...]:
    return tuple(action(A.PLACE, square=spot, turn=r) for spot in spots for r in range(4))


@lru_cache(maxsize=8192)
def move_action(source: FieldId, target: FieldId) -> Action:
    """Moving one Indian (actions are immutable: one object per move serves every position)."""
    return Action(A.MOVE, source=source, target=target)


def in_play(state: "State", kind: int) -> bool:
    """Whether an action type exists under the game's options (the short move may be switched off)."""
    return kind != T_SHORT or state.game.options["short_move"] == "yes"


def build_actions(state: "State", p: int, piece: int) -> list[Action]:
    """Building or enlarging a teepee (prairie, mountains) or canoe (river) with own Indians."""
    camp = sorted(set(state.camp[p].sizes(piece)))
    terrain = state.board.terrain
    buildings = state.buildings_on()
    out = []
    for field, owner, n in state.indians:
        if owner != p or terrain[field] not in TERRAIN_OF_PIECE[piece]:
            continue
        there = buildings.get(field)
        if there is None:
            out += [action(A.BUILD, piece=piece, size=s, field=field) for s in camp if s <= n and affordable(state, p, s)]
        elif there[0] == p and there[1] == piece:
            out += [action(A.ENLARGE, piece=piece, size=s, field=field) for s in camp
                    if s > there[2] and s - there[2] <= n and affordable(state, p, s - there[2])]
    return out


def moves(state: "State", p: int, steps: int, arrived: dict[FieldId, int]) -> list[Action]:
    """Moves of one own Indian that has not moved yet, to a field no other player's Indians hold."""
    return list(each_move(state, p, steps, arrived))


def each_move(state: "State", p: int, steps: int, arrived: dict[FieldId, int]) -> Iterator[Action]:
    """:func:`moves` one by one (whether a move may start needs only the first)."""
    occupant = {f: owner for f, owner, _ in state.indians}
    for field, owner, n in state.indians:
        if owner != p or n <= arrived.get(field, 0):
            continue
        for to in state.reach(field, steps):
            if occupant.get(to, p) == p:
                yield move_action(field, to)


def move_actions(state: "State", p: int) -> list[Action]:
    moving = state.moving
    out = []
    if moving.moved < MAX_INDIANS and affordable(state, p, moving.moved + 1):
        out = moves(state, p, MOVE_STEPS[moving.kind], dict(moving.arrivals))
    return out + ([action(A.FINISH)] if moving.moved else [])


def bring_actions(state: "State", p: int) -> list[Action]:
    target, brought = state.gathering
    out = []
    if brought < MAX_INDIANS and affordable(state, p, brought + 1):
        out = [action(A.BRING, source=f) for f, owner, _ in state.indians if owner == p and f != target]
    return out + ([action(A.FINISH)] if brought else [])


def put_actions(state: "State", p: int) -> list[Action]:
    x, y = state.putting
    tile = next(pl.tile for pl in state.placements if (pl.x, pl.y) == (x, y))
    letters = sorted(tile.fields)
    out = [action(A.PUT)]
    for n in range(1, min(MAX_INDIANS, state.camp[p][0]) + 1):
        if affordable(state, p, n):
            out += [action(A.PUT, indians=n, letter=letter) for letter in letters]
    return out


def trades(state: "State", p: int, settling: bool = False) -> list[Action]:
    """Buying from the shop and exchanging three alike for one of any kind (its own included); while
    settling a track above 15, only exchanges away from such a track (buying always lowers every
    track). In the middle of an action, a trade must leave the animals the action already costs."""
    have = state.animals[p]
    spare = sum(have) - committed(state)
    indians, teepees, canoes = state.shop(p)
    out = []
    if indians and min(have) >= 1 and spare >= 3:
        out.append(action(A.BUY, piece=INDIAN, size=1))
    for piece, sizes in ((TEEPEE, teepees), (CANOE, canoes)):
        out += [action(A.BUY, piece=piece, size=s) for s in sorted(set(sizes)) if min(have) >= s and spare >= 3 * s]
    for a in range(3):
        if have[a] < 3 or (settling and have[a] <= LIMIT) or spare < 2:
            continue
        out += [action(A.EXCHANGE, spend=a, gain=c) for c in range(3)
                if settling or c == a or can_gain(state, p, c)]
    return out
