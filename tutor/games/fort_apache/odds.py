"""Exact chances of Fort Apache's dice from a position: what the next roll, or an action, would do.

The numbers come from :mod:`tutor.prob.fort_apache`; this module only knows which roll follows
which action and with how many hit faces.
"""
from __future__ import annotations

from functools import lru_cache

from sympy import Rational

from tutor.core.i18n import M, Message

from tutor.prob.fort_apache import burn_down, climber_gets_in, gate_falls_in_one_attempt, hit_chance

from . import actions as A
from .actions import Action, side_of
from .board import GATE, SIDES
from .constants import CLIMBING, GATE_ROLL
from .state import State

#: hit faces -> the ring that gives them, as tutor.prob.fort_apache names it
RING = {1: "cavalry", 2: "climbing", 3: "fort"}
GATE_READING = {"one_roll": "one-roll", "damage": "damage"}


@lru_cache(maxsize=256)  # exact odds of a position seen before come from here
def gate_chance(state: State) -> Rational:
    """The chance that the gate falls at the next attempt, under the reading in force."""
    reading = GATE_READING[state.game.options["gate"]]
    return gate_falls_in_one_attempt(reading, state.gate if reading == "damage" else 0)


def burn_chance(state: State, building: int, extinguish_chance: Rational) -> dict[str, Rational]:
    """The fate of a burning ``building`` from its rubble box now, if the cowboys put the fire out with
    ``extinguish_chance`` each cowboy turn, under the ``burn_down`` reading in force."""
    return burn_down(extinguish_chance, state.damage[building], state.game.options["burn_down"])


@lru_cache(maxsize=1024)
def roll_chance(state: State) -> tuple[Message, Rational]:
    """What the first pending roll decides, and the chance it succeeds."""
    roll = state.pending[0]
    if roll.kind == GATE_ROLL:
        return M("the gate falls"), gate_chance(state)
    if roll.kind == CLIMBING:
        return M("gets over the wall"), climber_gets_in(1)
    return M("hits"), hit_chance(SIDES[side_of(roll.who)], RING[roll.faces])


@lru_cache(maxsize=4096)  # every legal action of the positions a page shows
def action_chance(state: State, action: Action) -> tuple[Message, Rational] | None:
    """What a die will decide after ``action`` and its chance of success; None when no die decides it."""
    if action.verb in (A.SHOOT, A.FIRE, A.MELEE, A.ASSAULT):
        return roll_chance(state.apply(action))
    if action.verb == A.CLIMB:
        if state.game.options["climb"] == "at_once":
            return roll_chance(state.apply(action))
        return M("next turn: gets over the wall"), climber_gets_in(1)
    if action.verb == A.MOVE and action.to == GATE and not state.gate_broken \
            and len([f for f in state.at(GATE) if side_of(f) == 1]) == 2:
        return (M("third at the gate; if all three are still there next turn (the cowboys' turn between is "
                  "not counted) and they assault, the gate falls"), gate_chance(state))
    return None
