"""The $title analyse page: a position, and who wins it with perfect play."""
from __future__ import annotations

from html import escape
from typing import Any, cast

import ipywidgets as widgets

from tutor.core import State
from tutor.core.i18n import M, tr
from tutor.games import game_info
from tutor.widgets.analyse_page import AnalysePage

INFO = game_info("$game_id")


def verdict(state: State) -> str:
    """Who wins with perfect play (the game's own analysis, ``State.perfect_winner``), in words."""
    if state.is_terminal:
        return tr(M("The game is over."))
    winner = cast(Any, state).perfect_winner()  # a $title State (the registry's game reads only its own)
    if winner is None:
        return tr(M("Perfect play is worked out for two players once every pile is dealt."))
    return tr(M("With perfect play player {n} wins.", n=winner + 1))


class AnalyseApp(AnalysePage):
    """Paste a position; the page draws it and says who wins it with perfect play."""

    game_id, prefix = "$game_id", "$game_id"

    def __init__(self, position: str | None = None, *, background: bool = True) -> None:
        super().__init__(position, lambda: INFO.parse(INFO.samples[0]))
        self.board = widgets.HTML()
        self.board.add_class("$game_id-board")
        self.answer = widgets.HTML()
        self.answer.add_class("$game_id-answer")
        self.children = [self.position_panel(f"<h2>{escape(tr(M('Who wins from here?')))}</h2>"),
                         self.board, self.answer]
        self.show_position()

    def show(self) -> None:
        self.board.value = INFO.board_svg(self.state)
        self.answer.value = f"<p>{escape(verdict(self.state))}</p>"
