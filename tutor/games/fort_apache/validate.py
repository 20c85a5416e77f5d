"""Whether a Fort Apache position could arise in a game: the one check of a position read from text.

:func:`problems` lists what is wrong (an empty list: nothing); :meth:`Game.parse` refuses a position
with a problem, and the conformance tests run it as an invariant on every state random play reaches.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.core.i18n import M, Message, Term

from .actions import FIGURES, NONE, building_term, figure_words, side_of, side_term
from .board import BUILDING_OF, BUILDINGS, CAMPS, CLIMB, COWBOYS, GATE, GATE_DAMAGE_TO_BREAK, INDEX, INDIANS, INSIDE
from .cards import full_hand
from .constants import (ACT, ARROW, CLIMBING, COWBOYS_WIN, DEAD, DRAW_LIMIT, DRAW_SUPPLIES, DRAW_WIPED, GATE_ROLL,
                        INDIANS_WIN, MELEE, OVER, PHASE_NAMES, ROLL, SAVE, SHOT, SUPPLY, WITHDRAW, Roll)
from .legal import survive_card

if TYPE_CHECKING:
    from .state import State

#: where each side's figures go for supplies: the cowboys to the magazine or the granary, the Indians to a camp
SUPPLY_PLACES = (frozenset(INDEX[BUILDINGS[b]] for b in SUPPLY), frozenset(CAMPS))


def problems(state: "State") -> list[Message]:
    """What makes ``state`` a position no game reaches (empty when it could arise)."""
    found = _figures(state) + _cards(state) + _phase(state)
    found += [M("pending roll {number}: {problem}", number=i + 1, problem=p) for i, roll in enumerate(state.pending) for p in _roll(state, i, roll)]
    if not found and state.phase != OVER and not state.legal_actions():
        found.append(M("nothing can be done in this position"))
    return found


def _figures(state: "State") -> list[Message]:
    found = []
    for f in range(FIGURES):
        place, name = state.places[f], figure_words(f)
        if place == DEAD:
            if state.is_laid(f) or state.is_climbing(f):
                found.append(M("{figure} is dead, so it is neither laid down nor climbing", figure=name))
            continue
        if side_of(f) == COWBOYS and not INSIDE[place]:
            found.append(M("{figure}: cowboys never leave the fort", figure=name))
        building = BUILDING_OF[place]
        if building >= 0 and state.destroyed(building):
            found.append(M("{figure} stands in {building}, which is destroyed", figure=name, building=building_term(building, True)))
        if state.is_climbing(f) and (side_of(f) != INDIANS or place not in CLIMB):
            found.append(M("{figure} climbs, but only an Indian in a climbing ring climbs", figure=name))
        if state.is_laid(f) and side_of(f) != state.side:
            found.append(M("{figure} is laid down, but only the side whose turn it is has acted", figure=name))
        if state.is_resting(f) and place not in SUPPLY_PLACES[side_of(f)]:
            found.append(M("{figure} went for supplies this turn, so it lies down where supplies are fetched", figure=name))
    for b in range(len(BUILDINGS)):
        if state.fire[b] and state.destroyed(b):
            found.append(M("{building} is destroyed, so it no longer burns", building=building_term(b, True)))
    if state.game.options["gate"] == "one_roll" and 0 < state.gate < GATE_DAMAGE_TO_BREAK:
        found.append(M("under the one-roll reading the gate stands undamaged or is broken"))
    return found


def _cards(state: "State") -> list[Message]:
    found = [M("the {side} played a card this turn but still hold every card", side=side_term(side)) for side in (COWBOYS, INDIANS)
             if state.played[side] and state.hands[side] == full_hand(side)]
    if state.boost and state.phase not in (ACT, WITHDRAW):
        found.append(M("a boost waits only while the side to move decides"))
    return found


def _phase(state: "State") -> list[Message]:
    """The phase must match what is waiting, and the battle's end what is on the board."""
    phase, game = state.phase, state.game
    name = PHASE_NAMES[phase]
    alive = [bool(state.alive(side)) for side in (COWBOYS, INDIANS)]
    found = []
    if phase == OVER:
        wiped = not any(alive)
        ended = {COWBOYS_WIN: alive == [True, False],
                 INDIANS_WIN: not alive[COWBOYS] and not (wiped and game.wiped_draw),
                 DRAW_WIPED: wiped and game.wiped_draw,
                 DRAW_SUPPLIES: all(alive) and all(state.exhausted(s, t) for s in (0, 1) for t in (0, 1)),
                 DRAW_LIMIT: all(alive) and state.round == game.turn_limit + 1}
        if not ended[state.end]:
            found.append(M("the way the battle ended does not match the board"))
        return found
    if not all(alive):
        found.append(M("the {side} are all dead, so the battle is over", side=side_term(alive.index(False))))
    if state.round > game.turn_limit:
        found.append(M("round {round} is past the limit of {limit}", round=state.round, limit=game.turn_limit))
    if phase == ROLL and not state.pending:
        found.append(M("the roll phase needs a pending roll"))
    if phase in (ACT, WITHDRAW) and (state.pending or state.threat != NONE):
        found.append(M("nothing can be pending in the {phase} phase", phase=Term("fort_apache", "phase " + name)))
    if (phase == SAVE) != (state.threat != NONE):
        found.append(M("the save phase needs a threatened figure, and only it has one"))
    if phase == SAVE and side_of(state.threat) == state.side:
        found.append(M("{figure} can only be hit in the other side's turn", figure=figure_words(state.threat)))
    if phase == SAVE and state.places[state.threat] != DEAD and survive_card(state, side_of(state.threat)) == NONE:
        found.append(M("{figure}'s side has no survive card it may play now", figure=figure_words(state.threat)))
    if phase == WITHDRAW and state.withdraw == NONE:
        found.append(M("the withdraw phase needs a column (ammunition or energy)"))
    if phase == ACT and state.withdraw != NONE:
        found.append(M("a figure going for supplies is chosen before the side acts again"))
    for f, what in ((state.threat, M("{figure} (hit) is dead")), (state.last, M("{figure} (last to act) is dead"))):
        if f != NONE and state.places[f] == DEAD:
            found.append(what.fill(figure=figure_words(f)))
    if state.last != NONE and side_of(state.last) != state.side:
        found.append(M("{figure} cannot have acted last in the {side}' turn", figure=figure_words(state.last), side=side_term(state.side)))
    return found


def _roll(state: "State", index: int, roll: Roll) -> list[Message]:
    """What is wrong with one pending roll (the ``index``-th)."""
    kind, who, target, faces = roll
    if kind == GATE_ROLL:
        at_gate = sum(side_of(f) == INDIANS for f in state.at(GATE))
        if who != NONE or target != GATE or faces != 3:
            return [M("the gate's roll reads gate/-/gate/3")]
        if state.side != INDIANS or state.gate_broken or at_gate < 3 or index != len(state.pending) - 1:
            return [M("the gate's roll follows an assault, in the Indians' turn: three Indians at a standing gate "
                      "act together, and their three dice are rolled at once")]
        return []
    if who == NONE or state.places[who] == DEAD:
        return [M("the figure that rolls must be alive")]
    if kind == CLIMBING:
        if side_of(who) != INDIANS or state.places[who] not in CLIMB or target != state.places[who] or faces != 3:
            return [M("{figure} climbs only from the climbing ring it stands in, with 3 faces", figure=figure_words(who))]
        if state.side != INDIANS or any(r.kind in (SHOT, ARROW, MELEE) for r in state.pending[:index]):
            return [M("a climb is rolled at once, in the Indians' turn (the climb reading in force)")
                    if state.game.options["climb"] == "at_once"
                    else M("climbs are rolled at the start of the Indians' turn (the climb reading in force)")]
        if any(r.kind == CLIMBING and r.who == who for r in state.pending[:index]):
            return [M("{figure} climbs once", figure=figure_words(who))]
        return []
    if index != 0 or side_of(who) != state.side:
        return [M("a shot, a fire arrow or a melee is rolled at once, by the side whose turn it is")]
    if kind == ARROW:
        if side_of(who) != INDIANS or not 0 <= target < len(BUILDINGS) or state.destroyed(target):
            return [M("only an Indian shoots fire arrows, at a building still standing")]
        return []
    if target == NONE or side_of(target) == side_of(who):
        return [(M("{figure} shoots an enemy figure", figure=figure_words(who)) if kind == SHOT else M("{figure} attacks an enemy figure", figure=figure_words(who)))]
    if kind == MELEE and (faces != 3 or state.places[target] not in (state.places[who], DEAD)):
        return [M("a melee is fought in one place, with 3 faces")]
    return []
