"""$title bots, speaking the core protocol: ``step(state, rng) -> action`` (see :mod:`tutor.core.bots`)."""
from __future__ import annotations

import random
from functools import reduce
from typing import Callable, Mapping

from tutor.core.bots import Bot, RandomBot

from .actions import Action
from .constants import MAX_TAKE
from .state import State


class Sensible:
    """Leaves a position whose Nim sum is 0 when it can (the winning strategy when the last stone wins),
    else takes one stone from the biggest pile."""

    name = "sensible"

    def step(self, state: State, rng: random.Random) -> Action:
        legal = state.legal_actions()
        for action in legal:
            piles = [stones or 0 for stones in state.piles]
            piles[action.pile] -= action.count
            if reduce(lambda a, b: a ^ b, (stones % (MAX_TAKE + 1) for stones in piles), 0) == 0:
                return action
        biggest = max(state.piles, key=lambda stones: stones or 0)
        return next(a for a in legal if state.piles[a.pile] == biggest and a.count == 1)


BOTS: Mapping[str, Callable[[], Bot]] = {"sensible": Sensible, "random": RandomBot}
