"""What may be done in a $title position: the one source of legality."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import DEAL, TAKE, Action
from .constants import DEAL as DEALT, MAX_TAKE

if TYPE_CHECKING:
    from .state import State


def undealt(state: "State") -> int | None:
    """The first pile chance has not dealt yet, or None."""
    return next((p for p, stones in enumerate(state.piles) if stones is None), None)


def legal_actions(state: "State", player: int | None) -> list[Action]:
    """Sorted legal actions (``player``: only that player's); chance deals the piles in order."""
    pile = undealt(state)
    if pile is not None:
        return [] if player is not None else [Action(DEAL, pile, n) for n, _ in DEALT]
    if state.is_terminal or player not in (None, state.mover):
        return []
    return sorted(Action(TAKE, p, n) for p, stones in enumerate(state.piles) for n in range(1, MAX_TAKE + 1)
                  if stones is not None and n <= stones)


def chance_outcomes(state: "State") -> list[tuple[Action, int]]:
    pile = undealt(state)
    return [] if pile is None else [(Action(DEAL, pile, n), weight) for n, weight in DEALT]
