"""What a $title action does."""
from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.core.api import evolve
from tutor.core.history import extended

from .actions import DEAL, Action

if TYPE_CHECKING:
    from .state import State


def apply(state: "State", action: Action) -> "State":
    """The state after a legal ``action`` (the core has checked it is legal)."""
    piles = list(state.piles)
    if action.verb == DEAL:
        piles[action.pile] = action.count
        return evolve(state, piles=tuple(piles), history=extended(state, action))
    stones = piles[action.pile]
    assert stones is not None  # a legal take is from a dealt pile
    piles[action.pile] = stones - action.count
    return evolve(state, piles=tuple(piles), mover=(state.mover + 1) % state.game.players,
                  history=extended(state, action))
