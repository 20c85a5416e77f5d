"""Whether a Fort Apache position could arise in a game: the one check of a position read from text.

:func:`problems` lists what is wrong (an empty list: nothing); :meth:`Game.parse` refuses a position
with a problem, and the conformance tests run it as an invariant on every state random play reaches.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import FIGURES, NONE, figure_name, side_of
from .board import BUILDING_OF, BUILDINGS, CLIMB, COWBOYS, GATE, GATE_DAMAGE_TO_BREAK, INDIANS, INSIDE, SIDES
from .cards import full_hand
from .constants import (ACT, ARROW, CLIMBING, COWBOYS_WIN, DEAD, DRAW_LIMIT, DRAW_SUPPLIES, GATE_ROLL, INDIANS_WIN,
                        MELEE, OVER, PHASE_NAMES, ROLL, SAVE, SHOT, WITHDRAW)
from .legal import survive_card

if TYPE_CHECKING:
    from .state import State


def problems(state: "State") -> list[str]:
    """What makes ``state`` a position no game reaches (empty when it could arise)."""
    found = _figures(state) + _cards(state) + _phase(state)
    found += [f"pending roll {i + 1}: {p}" for i, roll in enumerate(state.pending) for p in _roll(state, i, roll)]
    if not found and state.phase != OVER and not state.legal_actions():
        found.append("nothing can be done in this position")
    return found


def _figures(state: "State") -> list[str]:
    found = []
    for f in range(FIGURES):
        place, name = state.places[f], figure_name(f)
        if place == DEAD:
            if state.is_laid(f) or state.is_climbing(f):
                found.append(f"{name} is dead, so it is neither laid down nor climbing")
            continue
        if side_of(f) == COWBOYS and not INSIDE[place]:
            found.append(f"{name}: cowboys never leave the fort")
        building = BUILDING_OF[place]
        if building >= 0 and state.destroyed(building):
            found.append(f"{name} stands in the {BUILDINGS[building]}, which is destroyed")
        if state.is_climbing(f) and (side_of(f) != INDIANS or place not in CLIMB):
            found.append(f"{name} climbs, but only an Indian in a climbing ring climbs")
        if state.is_laid(f) and side_of(f) != state.side:
            found.append(f"{name} is laid down, but only the side whose turn it is has acted")
    for b, name in enumerate(BUILDINGS):
        if state.fire[b] and state.destroyed(b):
            found.append(f"the {name} is destroyed, so it no longer burns")
    if state.game.options["gate"] == "one_roll" and 0 < state.gate < GATE_DAMAGE_TO_BREAK:
        found.append("under the one-roll reading the gate stands undamaged or is broken")
    return found


def _cards(state: "State") -> list[str]:
    found = [f"the {SIDES[side]} played a card this turn but still hold every card" for side in (COWBOYS, INDIANS)
             if state.played[side] and state.hands[side] == full_hand(side)]
    if state.boost and state.phase not in (ACT, WITHDRAW):
        found.append("a boost waits only while the side to move decides")
    return found


def _phase(state: "State") -> list[str]:
    """The phase must match what is waiting, and the battle's end what is on the board."""
    phase, game = state.phase, state.game
    name = PHASE_NAMES[phase]
    alive = [bool(state.alive(side)) for side in (COWBOYS, INDIANS)]
    found = []
    if phase == OVER:
        ended = {COWBOYS_WIN: alive == [True, False], INDIANS_WIN: not alive[COWBOYS],
                 DRAW_SUPPLIES: all(alive) and all(state.exhausted(s, t) for s in (0, 1) for t in (0, 1)),
                 DRAW_LIMIT: all(alive) and state.round == game.turn_limit + 1}
        if not ended[state.end]:
            found.append("the way the battle ended does not match the board")
        return found
    if not all(alive):
        found.append(f"the {SIDES[alive.index(False)]} are all dead, so the battle is over")
    if state.round > game.turn_limit:
        found.append(f"round {state.round} is past the limit of {game.turn_limit}")
    if phase == ROLL and not state.pending:
        found.append("the roll phase needs a pending roll")
    if phase in (ACT, WITHDRAW) and (state.pending or state.threat != NONE):
        found.append(f"nothing can be pending in the {name} phase")
    if (phase == SAVE) != (state.threat != NONE):
        found.append("the save phase needs a threatened figure, and only it has one")
    if phase == SAVE and side_of(state.threat) == state.side:
        found.append(f"{figure_name(state.threat)} can only be hit in the other side's turn")
    if phase == SAVE and state.places[state.threat] != DEAD and survive_card(state, side_of(state.threat)) == NONE:
        found.append(f"{figure_name(state.threat)}'s side has no survive card it may play now")
    if phase == WITHDRAW and state.withdraw == NONE:
        found.append("the withdraw phase needs a column (ammunition or energy)")
    if phase == ACT and state.withdraw != NONE:
        found.append("a figure going for supplies is chosen before the side acts again")
    for f, what in ((state.threat, "hit"), (state.last, "last to act")):
        if f != NONE and state.places[f] == DEAD:
            found.append(f"{figure_name(f)} ({what}) is dead")
    if state.last != NONE and side_of(state.last) != state.side:
        found.append(f"{figure_name(state.last)} cannot have acted last in the {SIDES[state.side]}' turn")
    return found


def _roll(state: "State", index: int, roll) -> list[str]:
    """What is wrong with one pending roll (the ``index``-th)."""
    kind, who, target, faces = roll
    if kind == GATE_ROLL:
        at_gate = sum(side_of(f) == INDIANS for f in state.at(GATE))
        if who != NONE or target != GATE or faces != 3:
            return ["the gate's roll reads gate/-/gate/3"]
        if state.side != INDIANS or state.gate_broken or at_gate < 3 or index != len(state.pending) - 1:
            return ["the gate is rolled for last at the start of the Indians' turn, by three Indians at a "
                    "standing gate"]
        return []
    if who == NONE or state.places[who] == DEAD:
        return ["the figure that rolls must be alive"]
    if kind == CLIMBING:
        if side_of(who) != INDIANS or state.places[who] not in CLIMB or target != state.places[who] or faces != 3:
            return [f"{figure_name(who)} climbs only from the climbing ring it stands in, with 3 faces"]
        if state.side != INDIANS or any(r.kind in (SHOT, ARROW, MELEE) for r in state.pending[:index]):
            return ["climbs are rolled at the start of the Indians' turn"]
        if any(r.kind == CLIMBING and r.who == who for r in state.pending[:index]):
            return [f"{figure_name(who)} climbs once"]
        return []
    if index != 0 or side_of(who) != state.side:
        return ["a shot, a fire arrow or a melee is rolled at once, by the side whose turn it is"]
    if kind == ARROW:
        if side_of(who) != INDIANS or not 0 <= target < len(BUILDINGS) or state.destroyed(target):
            return ["only an Indian shoots fire arrows, at a building still standing"]
        return []
    if target == NONE or side_of(target) == side_of(who):
        return [f"{figure_name(who)} {'shoots' if kind == SHOT else 'attacks'} an enemy figure"]
    if kind == MELEE and (faces != 3 or state.places[target] not in (state.places[who], DEAD)):
        return ["a melee is fought in one place, with 3 faces"]
    return []
