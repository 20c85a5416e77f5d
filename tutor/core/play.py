"""Small helpers to drive any game: sample chance, pick random legal actions."""
from __future__ import annotations

import random
from fractions import Fraction

from .api import Action, State


def sample_chance(state: State, rng: random.Random) -> Action:
    """One chance outcome of ``state``, drawn with its exact weight."""
    outcomes = state.chance_outcomes()
    actions = [a for a, _ in outcomes]
    weights = [w for _, w in outcomes]
    return rng.choices(actions, weights)[0]


def chance_probabilities(state: State) -> dict[Action, Fraction]:
    """Each chance outcome with its exact probability."""
    outcomes = state.chance_outcomes()
    total = sum(w for _, w in outcomes)
    return {a: Fraction(w, total) for a, w in outcomes}


def random_action(state: State, rng: random.Random) -> Action:
    """A chance outcome at a chance node, else a uniformly random legal action."""
    if state.is_chance:
        return sample_chance(state, rng)
    return rng.choice(state.legal_actions())
