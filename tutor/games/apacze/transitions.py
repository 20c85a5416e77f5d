"""What each (legal) action does: :func:`step` returns the next State."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions as A
from .actions import Action
from .board import Placement, START_PLACEMENTS
from .engine import ACT, ACTIONS_PER_ROUND, COST, DRAW, GATHER, LIMIT, MOVE, OVER, PAY, PUT, SETTLE, with_count
from .scoring import gains

if TYPE_CHECKING:
    from .engine import State

_TYPE_OF_START = (A.T_LONG, A.T_SHORT)


def step(state: "State", action: Action) -> "State":
    """The state after a legal ``action``."""
    s = state.replace(history=state.history + (action,))
    p, verb, args = state.current_player, action.verb, action.args
    if verb == A.DRAW:
        hands = _set(state.hands, state.mover, args[0])
        full = all(h is not None for h in hands)
        return s.replace(hands=hands, phase=ACT if full else DRAW)
    if verb == A.PLACE:
        x, y, rotation = args
        placed = tuple(sorted(state.placements[len(START_PLACEMENTS):] +
                              (Placement(x, y, state.hands[p], rotation),)))
        return _mark(s, p, A.T_PLACE).replace(placements=START_PLACEMENTS + placed,
                                              hands=_set(state.hands, p, None), phase=PUT, pending=(x, y))
    if verb == A.PUT:
        n, letter = args
        if n:
            x, y = state.pending
            s = s.replace(indians=with_count(state.indians, (x, y, letter), p, n),
                          camp=_camp(state.camp, p, indians=-n))
        return _charge(s, n)
    if verb in (A.BUILD, A.ENLARGE):
        return _build(s, p, action)
    if verb == A.START:
        return _mark(s, p, _TYPE_OF_START[args[0]]).replace(phase=MOVE, pending=(args[0], 0, ()))
    if verb == A.MOVE:
        kind, moved, arrivals = state.pending
        source, target = args[:3], args[3:]
        indians = with_count(with_count(state.indians, source, p, -1), target, p, 1)
        arrived = dict(arrivals)
        arrived[target] = arrived.get(target, 0) + 1
        return s.replace(indians=indians, pending=(kind, moved + 1, tuple(sorted(arrived.items()))))
    if verb == A.GATHER:
        return _mark(s, p, A.T_GATHER).replace(phase=GATHER, pending=(args, 0))
    if verb == A.BRING:
        target, brought = state.pending
        indians = with_count(with_count(state.indians, args, p, -1), target, p, 1)
        return s.replace(indians=indians, pending=(target, brought + 1))
    if verb == A.FINISH:
        return _charge(s, state.pending[1])
    if verb == A.GIVE_UP:
        kind, animal = args
        s = _mark(s, p, kind)
        if animal >= 0:
            s = s.replace(animals=_add(state.animals, p, {animal: 1}))
        return _finish(s)
    if verb == A.PAY:
        s = s.replace(animals=_add(state.animals, p, {args[0]: -1}))
        owed = state.pending[0] - 1
        return s.replace(pending=(owed,)) if owed else _finish(s)
    if verb == A.BUY:
        piece, size = args
        s = s.replace(animals=_add(state.animals, p, {a: -size for a in range(3)}),
                      camp=_camp(state.camp, p, indians=1) if piece == A.INDIAN
                      else _camp(state.camp, p, piece=piece, add=size))
    else:  # EXCHANGE
        give, get = args
        s = s.replace(animals=_add(state.animals, p, {give: -3, get: 1}))
    return _settled(s) if state.phase == SETTLE else s


def before_scoring(before: "State", action: Action, after: "State") -> "State":
    """The board after the round's last action (``after``, already scored) with the animals as they
    were just before the scoring (the last action's own payment or give-up counted), so a page can
    show the scoring region by region before applying it."""
    p = before.current_player
    have = list(before.animals[p])
    if action.verb == A.PAY:
        have[action.args[0]] -= 1
    elif action.verb == A.GIVE_UP and action.args[1] >= 0:
        have[action.args[1]] += 1
    return after.replace(animals=before.animals[:p] + (tuple(have),) + before.animals[p + 1:])


def _build(s: "State", p: int, action: Action) -> "State":
    piece, size = action.args[:2]
    field = action.args[2:]
    buildings = s.buildings_on()
    old = buildings[field][2] if action.verb == A.ENLARGE else 0
    used = size - old
    buildings[field] = (p, piece, size)
    camp = _camp(s.camp, p, piece=piece, add=old, remove=size)
    camp = _camp(camp, p, indians=used)
    s = _mark(s, p, A.T_TEEPEE if piece == A.TEEPEE else A.T_CANOE).replace(
        buildings=tuple(sorted((f,) + v for f, v in buildings.items())),
        indians=with_count(s.indians, field, p, -used), camp=camp)
    return _charge(s, used)


def _charge(s: "State", indians: int) -> "State":
    """Ask for the action's cost, or end the action when it is free."""
    owed = COST[indians]
    return s.replace(phase=PAY, pending=(owed,)) if owed else _finish(s)


def _finish(s: "State") -> "State":
    """One action done: the next player's turn, or the round's scoring after the last one."""
    done = s.done + 1
    if done < ACTIONS_PER_ROUND * s.game.players:
        return s.replace(done=done, phase=ACT, pending=())
    return _score_round(s.replace(done=done, pending=()))


def _score_round(s: "State") -> "State":
    """Every region scores (the reasons become the events); tracks above 15 are cut (``lose``) or
    settled by their owners in turn order (``spend``)."""
    scored = s.scoring()
    won = gains(scored, s.game.players)
    animals = tuple(tuple(a + w for a, w in zip(have, gain)) for have, gain in zip(s.animals, won))
    rule = s.game.options["track_limit"]
    if rule == "lose":
        animals = tuple(tuple(min(a, LIMIT) for a in have) for have in animals)
    events = tuple(r.reason for r in scored)
    s = s.replace(animals=animals, events=events)
    n = s.game.players
    over = tuple(q % n for q in range(s.holder, s.holder + n) if max(animals[q % n]) > LIMIT)
    if rule == "spend" and over:
        return s.replace(phase=SETTLE, pending=over, events=events)
    return _next_round(s)


def _settled(s: "State") -> "State":
    """In the settle phase: the player is done when every track is back within the limit."""
    queue = s.pending
    if max(s.animals[queue[0]]) > LIMIT:
        return s
    return s.replace(pending=queue[1:]) if len(queue) > 1 else _next_round(s)


def _next_round(s: "State") -> "State":
    """The action cubes come back and the totem passes on; or the game ends with the tiles."""
    if s.drawn + s.game.players > s.game.tiles or s.round + 1 >= s.game.rounds:  # the tiles have run out
        return s.replace(phase=OVER, pending=(), events=s.events)
    n = s.game.players
    return s.replace(phase=DRAW, round_=s.round + 1, done=0, used=((),) * n, pending=(), events=s.events)


def _mark(s: "State", p: int, kind: int) -> "State":
    return s.replace(used=_set(s.used, p, tuple(sorted(s.used[p] + (kind,)))))


def _set(values: tuple, i: int, value) -> tuple:
    return values[:i] + (value,) + values[i + 1:]


def _add(animals: tuple, p: int, delta: dict[int, int]) -> tuple:
    return _set(animals, p, tuple(a + delta.get(i, 0) for i, a in enumerate(animals[p])))


def _camp(camp: tuple, p: int, indians: int = 0, piece: int | None = None, add: int = 0,
          remove: int = 0) -> tuple:
    """The camps with ``player``'s Indians changed and a piece size added to / removed from a kind."""
    men, teepees, canoes = camp[p]
    kinds = [teepees, canoes]
    if piece is not None:
        sizes = list(kinds[piece])
        if remove:
            sizes.remove(remove)
        if add:
            sizes.append(add)
        kinds[piece] = tuple(sorted(sizes))
    return _set(camp, p, (men + indians, kinds[0], kinds[1]))
