"""The Apacze i Komancze game log as one player may read it: a tile drawn is named only to its drawer."""
from __future__ import annotations

from tutor.core.i18n import Joined, M
from tutor.core.match import Move

from . import actions as A
from .state import State
from .words import colour, tile_kind


def narrate(move: Move[State], viewer: int | None) -> list[str]:
    """A move's log lines for :class:`tutor.core.match.Match`: who did what, then what the round's scoring
    did (its events), as messages.

    A draw is secret: ``viewer`` reads which tile only when it drew it."""
    before, action = move.before, move.action
    if action.verb == A.DRAW:
        drawer = before.mover
        if viewer == drawer:
            line = M("{who} draws a {tile} tile", who=colour(drawer), tile=tile_kind(action.tile))
        else:
            line = M("{who} draws a tile", who=colour(drawer))
    else:
        line = M("{who}: {action}", who=colour(before.current_player), action=A.describe(action))
    lines: list[str] = [line]
    return lines + [Joined(("  ", event), "") for event in move.after.events]
