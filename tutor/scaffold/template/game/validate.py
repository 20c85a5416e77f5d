"""Whether a $title position could arise: the one validation (``Game.parse``, the editor, the tests)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.core.i18n import M, Message

from .constants import MAX_PILE, PILES

if TYPE_CHECKING:
    from .state import State


def problems(state: "State") -> list[Message]:
    """What makes ``state`` impossible (empty: it could arise)."""
    found = []
    piles = state.piles
    for p, stones in enumerate(piles):
        if stones is not None and any(earlier is None for earlier in piles[:p]):
            found.append(M("pile {pile} is dealt before pile {first}: chance deals them in order",
                           pile=PILES[p], first=PILES[piles.index(None)]))
        if stones is not None and not 0 <= stones <= MAX_PILE:
            found.append(M("pile {pile} holds {stones} stones; {most} at most", pile=PILES[p], stones=stones,
                           most=MAX_PILE))
    if not 0 <= state.mover < state.game.players:
        found.append(M("player {n} is not at the table", n=state.mover + 1))
    return found
