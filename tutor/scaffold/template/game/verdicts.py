"""Why a $title action is or is not allowed, citing the rule (the words only: legality is :mod:`.legal`'s)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tutor.core import Verdict
from tutor.core.i18n import M

from .actions import DEAL, TAKE
from .constants import DEAL as DEALT, MAX_TAKE, PILES
from .legal import undealt

if TYPE_CHECKING:
    from .state import State

SETUP, TAKING, END = "$game_id.setup.piles", "$game_id.turn.take", "$game_id.end.last"


def explain(state: "State", action: Any) -> Verdict:
    """The verdict on ``action`` in ``state``."""
    pile = undealt(state)
    if pile is not None:
        if action.verb != DEAL or action.pile != pile or action.count not in dict(DEALT):
            return Verdict(False, SETUP, M("chance deals pile {pile} first, 4 to 8 stones", pile=PILES[pile]))
        return Verdict(True, SETUP, M("pile {pile} gets {count} stones", pile=PILES[pile], count=action.count))
    if action.verb != TAKE:
        return Verdict(False, SETUP, M("the piles are dealt already"))
    if state.is_terminal:
        return Verdict(False, END, M("every pile is empty: the game is over"))
    stones = state.piles[action.pile]
    if not 1 <= action.count <= MAX_TAKE:
        return Verdict(False, TAKING, M("a turn takes 1, 2 or 3 stones, not {count}", count=action.count))
    if stones is None or action.count > stones:
        return Verdict(False, TAKING, M("pile {pile} holds only {stones} stones", pile=PILES[action.pile],
                                        stones=stones or 0))
    return Verdict(True, TAKING, M("{count} of the {stones} stones of pile {pile}", count=action.count,
                                   stones=stones, pile=PILES[action.pile]))
