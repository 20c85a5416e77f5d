"""Apache's constants: the variants, the phases of a turn and the default table (a leaf module).

Phases of a turn:

* ``reveal`` - a chance node: the player whose turn it is turns a face-down card up;
* ``window`` - the claim window, a simultaneous node: any player who has not played yet may play one
  hand card; plays are applied in the order they reach the Pow-Wow board (fastest first), and
  ``close`` ends the window;
* ``resolve`` - the claims settle from the bottom of the Pow-Wow pile up; the claimant at the bottom
  chooses what to claim. Claims with no choice (a punished play, or nothing left) settle by
  themselves and are reported in ``State.events``; ``resolve-last`` is the same, but the game
  ends when it is done;
* ``over`` - terminal.
"""
from __future__ import annotations

from typing import NamedTuple

VARIANTS = ("warpath", "wedding", "shared_booty")
REVEAL, WINDOW, RESOLVE, RESOLVE_LAST, OVER = range(5)
PHASE_NAMES = ("reveal", "window", "resolve", "resolve-last", "over")
#: the table of ``Game()``: three players
DEFAULT_COLOURS = ("red", "yellow", "purple")


class Play(NamedTuple):
    """A hand card on the Pow-Wow board: whose, which kind, and whether it could claim nothing when
    it landed (then it is punished when its turn to settle comes)."""

    seat: int
    kind: int
    punishable: bool
