"""The Apacze i Komancze game log as one player may read it: a tile drawn is named only to its drawer."""
from __future__ import annotations

from tutor.core.match import Move

from . import actions as A
from .constants import COLOURS


def narrate(move: Move, viewer: int | None) -> list[str]:
    """A move's log lines for :class:`tutor.core.match.Match`: who did what, then every region scored.

    A draw is secret: ``viewer`` reads which tile only when it drew it."""
    before, action = move.before, move.action
    if action.verb == A.DRAW:
        drawer = before.mover
        line = f"{COLOURS[drawer]} draws " + (f"a {action.tile} tile" if viewer == drawer else "a tile")
    else:
        line = f"{COLOURS[before.current_player]}: {action}"
    return [line] + [f"  scored: {event}" for event in move.after.events]
