"""Fort Apache's constants: figures, phases, columns, roll kinds, how a battle ends, the start, and the
named payloads of the phases. A leaf module: it reads only the board's data.

Phases:

* ``act`` - the side whose turn it is acts with its standing figures, plays a card or ends its turn;
* ``roll`` - a chance node for the first pending :class:`Roll`: one die (``roll 4``: shots, fire arrows,
  melee, climbs; each face weight 1) or the gate's three dice, given as the number of hits
  (``roll 2 hits``, binomial weights 27, 81, 81, 27 over 216);
* ``save`` - a hit is about to kill a figure (``threat``) whose side holds a survive card: that side
  plays it or takes the hit (so the victim's side moves in the rival's turn);
* ``withdraw`` - a control-card column (``withdraw``) reached its red box: the side picks a figure to
  send for supplies;
* ``over`` - terminal.
"""
from __future__ import annotations

from typing import NamedTuple

from .board import BUILDINGS

NUM_COWBOYS, NUM_INDIANS = 4, 6
FIGURES = NUM_COWBOYS + NUM_INDIANS
#: no figure, column, card or target
NONE = -1
#: the place of a dead figure
DEAD = -1

ACT, ROLL, SAVE, WITHDRAW, OVER = range(5)
PHASE_NAMES = ("act", "roll", "save", "withdraw", "over")

#: the control card's two columns
AMMO, ENERGY = 0, 1
TRACK_NAMES = ("ammunition", "energy")
MAGAZINE, WELL, GRANARY = (BUILDINGS.index(b) for b in ("magazine", "well", "granary"))
#: where cowboys go for ammunition, for energy
SUPPLY = (MAGAZINE, GRANARY)

#: pending roll kinds
SHOT, ARROW, MELEE, CLIMBING, GATE_ROLL = range(5)
ROLL_KINDS = ("shot", "arrow", "melee", "climb", "gate")
#: hits among three dice that hit on 3 faces each, out of 216
GATE_WEIGHTS = (27, 81, 81, 27)

#: how a battle ends
COWBOYS_WIN, INDIANS_WIN, DRAW_SUPPLIES, DRAW_LIMIT, DRAW_WIPED = range(5)
ENDS = ("cowboys-win", "indians-win", "draw-supplies", "draw-limit", "draw-wiped")

COWBOY_START = ("north walkway", "east walkway", "south walkway", "west walkway")
INDIAN_START = {"rings": ("north cavalry",) * 3 + ("south cavalry",) * 3,
                "camps": ("northwest camp",) * 3 + ("southeast camp",) * 3}


class Roll(NamedTuple):
    """The roll phase's payload, one pending roll: what for (a roll kind), who rolls (a figure, NONE
    for the gate), at what (a figure, a building or a place, by kind), with how many hit faces."""

    kind: int
    who: int
    target: int
    faces: int


class Supply(NamedTuple):
    """One side's control card: the white and the black marker of each column (0 is the icon, the
    game's ``boxes`` the red box); ``supply[2 * column]`` is a column's white marker."""

    ammo_white: int
    ammo_black: int
    energy_white: int
    energy_black: int

    def markers(self, column: int) -> tuple[int, int]:
        """The column's white and black marker."""
        return self[2 * column], self[2 * column + 1]

    def set(self, column: int, white: int, black: int) -> "Supply":
        """The card with the column's markers moved."""
        values = list(self)
        values[2 * column], values[2 * column + 1] = white, black
        return Supply(*values)
