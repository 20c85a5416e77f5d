"""Whether an Apacze i Komancze position could arise in a game: the one check of a position read from text.

:func:`problems` lists what is wrong (an empty list: nothing); :func:`validate` raises NotationError
with them. :meth:`Game.parse` refuses a position with a problem, and the conformance tests run the
check as an invariant on every state random play reaches.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.core import NotationError
from tutor.core.i18n import Joined, M, Message, P

from .board import SIDES, START_PLACEMENTS, tile_distance
from .constants import (ACTIONS_PER_ROUND, COLOURS, COST, DRAW, GATHER, LIMIT, MOVE, OVER, PAY, PUT,
                        SETTLE, T_GATHER, T_LONG, T_PLACE, T_SHORT, UNDER_WAY)
from .tiles import TILE_KINDS
from .words import animals, colour, tile_kind

if TYPE_CHECKING:
    from .state import State

#: how far from a start tile a tile may lie, by the ``distance`` option
REACH = {"orthogonal": 3, "diagonal": 3, "unlimited": None}


def problems(state: "State") -> list[Message]:
    """What makes ``state`` a position no game reaches (empty when it could arise)."""
    found = _tiles(state) + _pieces(state) + _turns(state) + _tracks(state)
    if not found:
        found = _phase(state)
    if not found and not state.is_terminal and not state.legal_actions():
        found.append(M("nothing can be done in this position"))
    return found


def validate(state: "State") -> None:
    """Raise NotationError naming the first problems of ``state``, if it has any."""
    found = problems(state)
    if found:
        raise NotationError(Joined(found[:3], "; "))


def _tiles(state: "State") -> list[Message]:
    """The box's tiles, every placed tile joined to the start column and within reach of it."""
    game = state.game
    found: list[Message] = []
    for kind, left in zip(TILE_KINDS, state.pile):
        if left < 0:
            found.append(P("the position uses {n} {kind} tile; the box holds {box}",
                             "the position uses {n} {kind} tiles; the box holds {box}", n=kind.count - left,
                             kind=tile_kind(kind.id), box=kind.count))
    if state.drawn > game.tiles:
        found.append(P("{n} tile is out; a {players}-player game uses {tiles}",
                         "{n} tiles are out; a {players}-player game uses {tiles}", n=state.drawn,
                         players=game.players, tiles=game.tiles))
    squares = {(p.x, p.y) for p in state.placements}
    joined = {(p.x, p.y) for p in START_PLACEMENTS}
    frontier = list(joined)
    while frontier:
        x, y = frontier.pop()
        for dx, dy in SIDES:
            if (x + dx, y + dy) in squares - joined:
                joined.add((x + dx, y + dy))
                frontier.append((x + dx, y + dy))
    for square in sorted(squares - joined):
        found.append(M("the tile at {square} is not joined edge to edge to the start tiles",
                       square=_at(*square)))
    metric = game.options["distance"]
    reach = REACH[metric]
    if reach is not None:
        for p in state.placements:
            far = min(tile_distance((p.x, p.y), (s.x, s.y), metric) for s in START_PLACEMENTS)
            if far > reach:
                found.append(P("the tile at {square} is {n} tile from the start tiles; {most} at most",
                                 "the tile at {square} is {n} tiles from the start tiles; {most} at most",
                                 n=far, square=_at(p.x, p.y), most=reach))
    return found


def _at(x: int, y: int) -> str:
    return f"{x},{y}"


def _pieces(state: "State") -> list[Message]:
    """No colour has more Indians, teepees or canoes than it owns in all."""
    total_indians, sizes = state.game.shop()
    found: list[Message] = []
    for player in range(state.game.players):
        on_board = sum(n for _, p, n in state.indians if p == player)
        bad = state.camp[player][0] + on_board > total_indians
        for piece in (0, 1):
            left = list(sizes)
            owned = list(state.camp[player].sizes(piece)) + [s for _, p, k, s in state.buildings
                                                              if p == player and k == piece]
            for s in owned:
                if s not in left:
                    bad = True
                    break
                left.remove(s)
        if bad:
            found.append(M("{colour} has more pieces than a colour holds", colour=colour(player)))
    return found


def _turns(state: "State") -> list[Message]:
    """Tiles in hand, actions marked and actions done fit the phase, and the actions marked and the turns
    left this round make four per player (no fifth action; the tile is placed by the last one at the latest)."""
    game, phase = state.game, state.phase
    n, holder = game.players, state.holder
    held = [h is not None for h in state.hands]
    found: list[Message] = []
    if phase == DRAW:
        drawers = sum(held)
        if held != [(p - holder) % n < drawers for p in range(n)]:
            found.append(M("tiles are drawn in turn from the totem holder: the holders do not match"))
        if state.done or any(state.used):
            found.append(M("no action is taken before every player has drawn"))
        if state.drawn + n - drawers > game.tiles:
            found.append(M("too few tiles are left for every player to draw"))
        return found
    if phase == OVER:
        return found
    last = ACTIONS_PER_ROUND * n
    if (phase == SETTLE) != (state.done == last):
        return [P("{n} action done does not fit the {phase} phase", "{n} actions done do not fit the {phase} phase",
                  n=state.done, phase=state.phase_name)]
    for p in range(n):
        used = state.used[p]
        if not held[p] and T_PLACE not in used:
            found.append(M("a player without a tile in hand must have placed it this round (code P): {colour}",
                           colour=colour(p)))
        if game.options["short_move"] != "yes" and T_SHORT in used:
            found.append(M("{colour} marked the short move, which this reading does not play", colour=colour(p)))
        turns = sum((holder + i) % n == p for i in range(state.done, last))
        if phase in UNDER_WAY and p == state.mover:
            turns -= 1
            if not used:
                found.append(M("an action under way must be marked"))
        if len(used) + turns != ACTIONS_PER_ROUND:
            found.append(P("{colour} has marked {n} action and has {turns} left this round: {total} a round, "
                           "not {four}",
                           "{colour} has marked {n} actions and has {turns} left this round: {total} a round, "
                           "not {four}", n=len(used), colour=colour(p),
                           turns=P("{n} turn", "{n} turns", n=turns),
                           total=P("{n} action", "{n} actions", n=len(used) + turns), four=ACTIONS_PER_ROUND))
    return found


def _tracks(state: "State") -> list[Message]:
    """Tracks stay within the limit, unless their owner is settling (``spend``) or there is none."""
    rule = state.game.options["track_limit"]
    if rule == "none":
        return []
    settling = state.settling.queue if state.phase == SETTLE else ()
    return [M("{colour}'s track is above {limit} outside the settling", colour=colour(p), limit=LIMIT)
            if rule == "spend" else M("{colour}'s track is above {limit}", colour=colour(p), limit=LIMIT)
            for p, have in enumerate(state.animals) if max(have) > LIMIT and p not in settling]


def _phase(state: "State") -> list[Message]:
    """What the phase needs matches the board: the tile just placed, the Indians moving, the cost."""
    phase, p = state.phase, state.mover
    own = {f: n for f, q, n in state.indians if q == p}
    wealth = sum(state.animals[p])
    used = state.used[p] if phase not in (DRAW, OVER) else ()
    if phase == PUT:
        if (state.putting.x, state.putting.y) not in {(t.x, t.y) for t in state.placements[len(START_PLACEMENTS):]}:
            return [M("the put phase names a square without a terrain tile")]
    if phase == MOVE:
        kind, moved, arrivals = state.moving
        if (T_LONG, T_SHORT)[kind] not in used:
            return [M("a move under way must be marked (code L or S)")]
        if kind == 1 and state.game.options["short_move"] != "yes":
            return [M("the short move is not played under this reading")]
        if moved != sum(n for _, n in arrivals) or any(own.get(f, 0) < n for f, n in arrivals):
            return [M("a move's count must equal its arrivals, on fields with the mover's Indians")]
        if COST[moved] > wealth:
            return [P("moving {n} Indian costs {cost}; the mover has {have}",
                      "moving {n} Indians costs {cost}; the mover has {have}", n=moved, cost=animals(COST[moved]),
                      have=wealth)]
    if phase == GATHER:
        target, brought = state.gathering
        if T_GATHER not in used:
            return [M("a gathering under way must be marked (code G)")]
        if own.get(target, 0) <= brought:
            return [M("gathering needs the mover's Indians on its field, more than were brought")]
        if COST[brought] > wealth:
            return [P("gathering {n} Indian costs {cost}; the mover has {have}",
                      "gathering {n} Indians costs {cost}; the mover has {have}", n=brought,
                      cost=animals(COST[brought]), have=wealth)]
    if phase == PAY and state.paying.owed > wealth:
        return [P("the mover owes {n} animal and has {have}", "the mover owes {n} animals and has {have}",
                  n=state.paying.owed, have=wealth)]
    if phase == SETTLE:
        if state.game.options["track_limit"] != "spend":
            return [M("tracks are settled only under the 'spend' reading of the track limit")]
        n, holder = state.game.players, state.holder
        above = tuple(sorted((q for q in range(n) if max(state.animals[q]) > LIMIT), key=lambda q: (q - holder) % n))
        if state.settling.queue != above:
            return [M("the player settling must be above 15 on a track, the players above 15 settle in turn order")]
    return []
