"""What each (legal) action does: :func:`apply` returns the next State (built with :func:`tutor.core.api.evolve`)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.core.api import Event, evolve
from tutor.core.i18n import Joined, M, P
from tutor.core.history import extended
from tutor.core.rules import cite

from . import actions as A
from .actions import Action
from .board import FieldId, Placement, START_PLACEMENTS
from .constants import (ACT, ACTIONS_PER_ROUND, COST, DRAW, GATHER, INDIAN, LIMIT, MOVE, OVER, PAY, PUT, SETTLE,
                        T_CANOE, T_GATHER, T_LONG, T_PLACE, T_SHORT, T_TEEPEE, TEEPEE, Building, Camp, Gathering,
                        Group, Moving, Paying, Putting, Settling)
from .scoring import gains
from .words import colour

if TYPE_CHECKING:
    from .state import State

_TYPE_OF_START = (T_LONG, T_SHORT)


def apply(state: "State", action: Action) -> "State":
    """The state after a legal ``action``."""
    p, verb = state.current_player, action.verb
    logged = {"history": extended(state, action), "events": ()}  # every action: no state copied twice for it
    if verb == A.DRAW:
        hands = _set(state.hands, state.mover, action.tile)
        full = all(h is not None for h in hands)
        return evolve(state, **logged, hands=hands, phase=ACT if full else DRAW)
    if verb == A.MOVE:
        moving = state.moving
        source, target = action.source, action.target
        indians = with_count(with_count(state.indians, source, p, -1), target, p, 1)
        arrived = dict(moving.arrivals)
        arrived[target] = arrived.get(target, 0) + 1
        return evolve(state, **logged, indians=indians,
                      pending=Moving(moving.kind, moving.moved + 1, tuple(sorted(arrived.items()))))
    if verb == A.BRING:
        gathering = state.gathering
        indians = with_count(with_count(state.indians, action.source, p, -1), gathering.target, p, 1)
        return evolve(state, **logged, indians=indians, pending=Gathering(gathering.target, gathering.brought + 1))
    s = evolve(state, **logged)
    if verb == A.PLACE:
        x, y = action.square
        kind = state.hands[p]
        assert kind is not None  # placing is legal only with a tile in hand
        placed = tuple(sorted(state.placements[len(START_PLACEMENTS):] + (Placement(x, y, kind, action.turn),)))
        return evolve(_mark(s, p, T_PLACE), placements=START_PLACEMENTS + placed,
                       hands=_set(state.hands, p, None), phase=PUT, pending=Putting(x, y))
    if verb == A.PUT:
        n = action.indians
        if n:
            x, y = state.putting
            s = evolve(s, indians=with_count(state.indians, (x, y, action.letter), p, n),
                        camp=_camp(state.camp, p, indians=-n))
        return _charge(s, n)
    if verb in (A.BUILD, A.ENLARGE):
        return _build(s, p, action)
    if verb == A.START:
        return evolve(_mark(s, p, _TYPE_OF_START[action.kind]), phase=MOVE, pending=Moving(action.kind, 0, ()))
    if verb == A.GATHER:
        return evolve(_mark(s, p, T_GATHER), phase=GATHER, pending=Gathering(action.field, 0))
    if verb == A.FINISH:
        return _charge(s, state.moving.moved if state.phase == MOVE else state.gathering.brought)
    if verb == A.GIVE_UP:
        s = _mark(s, p, action.given_up)
        if action.gain is not None:
            s = evolve(s, animals=_add(state.animals, p, {action.gain: 1}))
        return _finish(s)
    if verb == A.PAY:
        s = evolve(s, animals=_add(state.animals, p, {action.spend: -1}))
        owed = state.paying.owed - 1
        return evolve(s, pending=Paying(owed)) if owed else _finish(s)
    if verb == A.BUY:
        piece, size = action.piece, action.size
        s = evolve(s, animals=_add(state.animals, p, {a: -size for a in range(3)}),
                    camp=_camp(state.camp, p, indians=1) if piece == INDIAN
                    else _camp(state.camp, p, piece=piece, add=size))
    else:  # EXCHANGE
        delta = {action.spend: -3}
        gain = action.gained
        delta[gain] = delta.get(gain, 0) + 1  # the same kind: two fewer
        s = evolve(s, animals=_add(state.animals, p, delta))
    return _settled(s) if state.phase == SETTLE else s


def before_scoring(before: "State", action: Action, after: "State") -> "State":
    """The board after the round's last action (``after``, already scored) with the animals as they
    were just before the scoring (the last action's own payment or give-up counted), so a page can
    show the scoring region by region before applying it."""
    p = before.current_player
    have = list(before.animals[p])
    if action.verb == A.PAY:
        have[action.spend] -= 1
    elif action.verb == A.GIVE_UP and action.gain is not None:
        have[action.gain] += 1
    return evolve(after, animals=_set(before.animals, p, tuple(have)), events=())


def with_count(pieces: tuple[Group, ...], field: FieldId, player: int, delta: int) -> tuple[Group, ...]:
    """The sorted Indians tuple (one :class:`Group` per field, sorted by field) with ``delta`` Indians of
    ``player`` added on ``field``."""
    for i, (f, _, n) in enumerate(pieces):
        if f == field:
            left = n + delta
            return pieces[:i] + ((Group(f, player, left),) if left else ()) + pieces[i + 1:]
        if f > field:
            break
    else:
        i = len(pieces)
    return pieces[:i] + (Group(field, player, delta),) + pieces[i:] if delta else pieces


def _build(s: "State", p: int, action: Action) -> "State":
    piece, size, field = action.piece, action.size, action.field
    buildings = s.buildings_on()
    old = buildings[field][2] if action.verb == A.ENLARGE else 0
    used = size - old
    buildings[field] = (p, piece, size)
    camp = _camp(s.camp, p, piece=piece, add=old, remove=size)
    camp = _camp(camp, p, indians=used)
    s = evolve(_mark(s, p, T_TEEPEE if piece == TEEPEE else T_CANOE),
                buildings=tuple(sorted(Building(f, *v) for f, v in buildings.items())),
                indians=with_count(s.indians, field, p, -used), camp=camp)
    return _charge(s, used)


def _charge(s: "State", indians: int) -> "State":
    """Ask for the action's cost, or end the action when it is free."""
    owed = COST[indians]
    return evolve(s, phase=PAY, pending=Paying(owed)) if owed else _finish(s)


def _finish(s: "State") -> "State":
    """One action done: the next player's turn, or the round's scoring after the last one."""
    cite("apacze.round.order")  # for a test marked with these rules (no verdict or event names them)
    done = s.done + 1
    if done < ACTIONS_PER_ROUND * s.game.players:
        return evolve(s, done=done, phase=ACT, pending=())
    return _score_round(evolve(s, done=done, pending=()))


def _score_round(s: "State") -> "State":
    """Every region scores (the reasons become the events); tracks above 15 are cut (``lose``) or
    settled by their owners in turn order (``spend``)."""
    cite("apacze.round.end")  # for a test marked with the rule (no verdict or event names it)
    scored = s.scoring()
    won = gains(scored, s.game.players)
    gained = tuple(tuple(a + w for a, w in zip(have, gain)) for have, gain in zip(s.animals, won))
    animals = gained
    rule = s.game.options["track_limit"]
    if rule == "lose":
        animals = tuple(tuple(min(a, LIMIT) for a in have) for have in animals)
    n = s.game.players
    over = tuple(q % n for q in range(s.holder, s.holder + n) if max(animals[q % n]) > LIMIT)
    s = evolve(s, animals=animals, events=_scoring_events(s, scored, won, gained, animals, over))
    if rule == "spend" and over:
        return evolve(s, phase=SETTLE, pending=Settling(over))
    return _next_round(s)


#: the rule of each region's scoring event (the play page shows these region by region)
REGION_RULE = "apacze.score.awards"


def _scoring_events(s: "State", scored: list, won: list, gained: tuple, animals: tuple, over: tuple) -> tuple:
    """What the round's scoring did, as events with their rules: the round's summary (regions and who won
    how many animals), each region's reason, the animals a full track lost, who must settle a track."""
    n = s.game.players
    wins = [M("{who} +{n}", who=colour(p), n=sum(w)) for p, w in enumerate(won) if sum(w)]
    summary = Joined(wins, ", ") if wins else M("no animals won")
    events = [Event(P("Round {round} is scored: {n} region ({gains})", "Round {round} is scored: {n} regions ({gains})",
                      n=len(scored), round=s.round + 1, gains=summary), "apacze.score.rank")]
    events += [Event(r.reason, REGION_RULE) for r in scored]
    lost = [M("{who} {n}", who=colour(p), n=sum(gained[p]) - sum(animals[p])) for p in range(n)
            if sum(gained[p]) > sum(animals[p])]
    if lost:
        events.append(Event(M("Animals above {limit} on a track are lost: {lost}", limit=LIMIT,
                              lost=Joined(lost, ", ")), "apacze.track.limit"))
    if s.game.options["track_limit"] == "spend" and over:
        events.append(Event(M("{who} must buy or exchange until every track is back at {limit} or less",
                              who=Joined([colour(p) for p in over], ", "), limit=LIMIT), "apacze.track.limit"))
    return tuple(events)


def _settled(s: "State") -> "State":
    """In the settle phase: the player is done when every track is back within the limit."""
    queue = s.settling.queue
    if max(s.animals[queue[0]]) > LIMIT:
        return s
    return evolve(s, pending=Settling(queue[1:])) if len(queue) > 1 else _next_round(s)


def _next_round(s: "State") -> "State":
    """The action cubes come back and the totem passes on; or the game ends with the tiles (when
    there are not enough for everyone to draw, or the last round is played)."""
    n = s.game.players
    if s.drawn + n > s.game.tiles or s.round + 1 >= s.game.rounds:
        cite("apacze.end.tiles")  # for a test marked with the rule (no verdict or event names it)
        return evolve(s, phase=OVER, pending=())
    return evolve(s, phase=DRAW, round=s.round + 1, done=0, used=((),) * n, pending=())


def _mark(s: "State", p: int, kind: int) -> "State":
    return evolve(s, used=_set(s.used, p, tuple(sorted(s.used[p] + (kind,)))))


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
    return _set(camp, p, Camp(men + indians, kinds[0], kinds[1]))
