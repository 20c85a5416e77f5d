"""Small helpers to drive any game: sample chance, pick random legal actions."""
from __future__ import annotations

import random
from bisect import bisect
from fractions import Fraction
from itertools import accumulate
from operator import itemgetter

from .api import Action, State


def sample_chance(state: State, rng: random.Random) -> Action:
    """One chance outcome of ``state``, drawn with its exact weight."""
    outcomes = state.chance_outcomes()
    if not outcomes:
        raise ValueError(f"not a chance node: {state.game.name} position with player {state.current_player} to move")
    # exactly what rng.choices(actions, weights)[0] draws (one rng.random()), without its checks and lists
    cumulative = list(accumulate(map(itemgetter(1), outcomes)))
    return outcomes[bisect(cumulative, rng.random() * (cumulative[-1] + 0.0), 0, len(outcomes) - 1)][0]


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
