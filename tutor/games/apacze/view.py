"""What one player may see of a position: everything but the other players' tiles in hand.

The tiles a player draws are secret until placed; everything else lies open on the table. A
:class:`View` keeps the position with the hidden tiles taken out (bots decide from it) and who holds a
tile (that much the table shows); :func:`tutor.games.apacze.notation.write_view` writes it as text.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import State


@dataclass(frozen=True)
class View:
    """``viewer``'s view: ``position`` is the state without the other players' tiles in hand and
    without the history (whose draws would tell them); ``holding`` says who holds a tile."""

    viewer: int
    position: "State"
    holding: tuple[bool, ...]

    @property
    def hand(self) -> str | None:
        """The viewer's own tile in hand, if any."""
        return self.position.hands[self.viewer]


def view_of(state: "State", viewer: int) -> View:
    """What ``viewer`` sees of ``state``."""
    hands = tuple(h if p == viewer else None for p, h in enumerate(state.hands))
    return View(viewer, replace(state, hands=hands, history=()),
                tuple(h is not None for h in state.hands))
