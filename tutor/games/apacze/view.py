"""What one player may see of a position: everything but the other players' tiles in hand.

The tiles a player draws are secret until placed; everything else lies open on the table. A
:class:`View` keeps the position with the hidden tiles taken out (bots decide from it) and who holds a
tile (that much the table shows); :func:`tutor.games.apacze.notation.write_view` writes it as text.
"""
from __future__ import annotations

from dataclasses import dataclass

from typing import TYPE_CHECKING

from tutor.core.api import evolve
from tutor.core.history import recent_actions

from tutor.core.i18n import M

from .actions import DRAW, describe
from .words import colour

if TYPE_CHECKING:
    from .state import State


@dataclass(frozen=True)
class View:
    """``viewer``'s view: ``position`` is the state without the other players' tiles in hand and
    without the history (whose draws would tell them); ``holding`` says who holds a tile."""

    viewer: int
    position: "State"
    holding: tuple[bool, ...]
    #: the last action as the viewer may read it (None before the first)
    last: str | None = None  # a message

    @property
    def hand(self) -> str | None:
        """The viewer's own tile in hand, if any."""
        return self.position.hands[self.viewer]


def view_of(state: "State", viewer: int) -> View:
    """What ``viewer`` sees of ``state``."""
    hands = tuple(h if p == viewer else None for p, h in enumerate(state.hands))
    return View(viewer, evolve(state, hands=hands, history=()), tuple(h is not None for h in state.hands),
                last_action(state, viewer))


def last_action(state: "State", viewer: int | None) -> str | None:
    """The last action in words (a message), as ``viewer`` may read it: another player's draw names no tile."""
    action = next(recent_actions(state), None)  # without building the history tuple
    if action is None:
        return None
    if action.verb != DRAW or viewer is None:
        return describe(action)
    # the draws go round from the totem holder: the last drawer is the last who holds a tile
    drawer = (state.holder + sum(h is not None for h in state.hands) - 1) % state.game.players
    return describe(action) if drawer == viewer else M("{who} drew a tile in secret", who=colour(drawer))
