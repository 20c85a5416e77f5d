"""The $title play page: a whole game against bots or hot-seat, on the shared play page."""
from __future__ import annotations

from typing import Any

from tutor.core import State
from tutor.games import game_info
from tutor.widgets.play_page import PlayPage

INFO = game_info("$game_id")


class PlayApp(PlayPage):
    """Play $title: click a stone to take it and every stone above it, or use the buttons."""

    game_id, prefix = "$game_id", "$game_id"

    def draw(self, state: State, viewer: int | None, targets: Any = None, selected: Any = ()) -> str:
        return INFO.board_svg(state, viewer=viewer, targets=targets, selected=tuple(selected))
