"""A game's moves, numbered, to step through: first / back / forward / last, or a click on a move.

The play page holds one (:class:`tutor.widgets.play_page.PlayPage`): it gives the moves' words (as its log
words them, for what its viewer may see) and is told which step is chosen (``on_step(index)``: 0 the start,
``i`` the position after move ``i``; None back to the game). The page draws that position on its board,
read-only, and the list offers a link to open it on the analysis board.
"""
from __future__ import annotations

from html import escape
from typing import Callable, Sequence

import ipywidgets as widgets

from tutor.core.i18n import M, tr

from . import bounded
from .common import button
from .links import board_link


class Select(bounded._Choice, widgets.Select):
    """A list whose value is always one of the options the page offers."""


class MoveList(widgets.VBox):
    """Every move numbered, and the buttons to step through them. ``on_step(index | None)`` is called when the
    step changes (None: back to the game). ``positions(index)`` gives the position string at a step, for the
    analysis board's link (None: no link, when it would show what the viewer may not see)."""

    def __init__(self, prefix: str, on_step: Callable[[int | None], None],
                 positions: Callable[[int], str | None]) -> None:
        p = self.prefix = prefix
        self.on_step, self.positions = on_step, positions
        self.step: int | None = None
        self._count = 0
        self._quiet = False
        self.list = Select(options=[(tr(M("start")), 0)], rows=8, layout=widgets.Layout(width="100%"))
        self.list.add_class(f"{p}-moves-list")
        self.list.observe(self._picked, "index")
        self.first = button("⏮", lambda: self.go(0), cls=f"{p}-moves-first", tooltip=M("the start"))
        self.back = button("◀", lambda: self.go((self.step if self.step is not None else self._count) - 1),
                           cls=f"{p}-moves-back", tooltip=M("one move back"))
        self.forward = button("▶", lambda: self.go((self.step if self.step is not None else self._count) + 1),
                              cls=f"{p}-moves-forward", tooltip=M("one move forward"))
        self.last = button("⏭", lambda: self.go(self._count), cls=f"{p}-moves-last", tooltip=M("after the last move"))
        self.back_to_game = button(M("Back to the game"), lambda: self.go(None), cls=f"{p}-moves-back-to-game")
        self.where = widgets.HTML()
        self.where.add_class(f"{p}-moves-where")
        self.link = widgets.HTML()
        self.link.add_class(f"{p}-moves-link")
        steps = widgets.HBox([self.first, self.back, self.forward, self.last, self.back_to_game],
                             layout=widgets.Layout(flex_flow="row wrap"))
        super().__init__([steps, self.where, self.list, self.link], layout=widgets.Layout(max_width="100%"))
        self.add_class(f"{p}-moves")
        self._show()

    def show(self, lines: Sequence[str]) -> None:
        """The moves in words (a message or text each, move 1 first)."""
        self._count = len(lines)
        options = [(tr(M("start")), 0)] + [(f"{n}. {tr(line)}", n) for n, line in enumerate(lines, 1)]
        if self.step is not None and self.step > self._count:
            self.step = self._count
        self._quiet = True
        try:
            self.list.options = options
            self.list.index = self.step if self.step is not None else None
        finally:
            self._quiet = False
        self._show()

    def reset(self) -> None:
        """Back to the game, without telling the page (it is redrawing)."""
        self.step = None
        self._quiet = True
        try:
            self.list.index = None
        finally:
            self._quiet = False
        self._show()

    def go(self, step: int | None) -> None:
        """Show the position at ``step`` (kept between the start and the last move), or go back to the game."""
        self.step = None if step is None else max(0, min(step, self._count))
        self._quiet = True
        try:
            self.list.index = self.step
        finally:
            self._quiet = False
        self._show()
        self.on_step(self.step)

    def _picked(self, change: dict) -> None:
        if not self._quiet and change["new"] is not None:
            self.go(change["new"])

    def _show(self) -> None:
        stepping = self.step is not None
        self.back_to_game.disabled = not stepping
        self.first.disabled = self.back.disabled = stepping and self.step == 0
        self.forward.disabled = self.last.disabled = stepping and self.step == self._count
        if self.step is None:
            self.where.value = ""
            self.link.value = ""
            return
        at = M("the start") if self.step == 0 else M("after move {n} of {count}", n=self.step, count=self._count)
        looking = M("Looking back: {at}.", at=at)
        self.where.value = f"<b>{escape(tr(looking))}</b>"
        notation = self.positions(self.step)
        if notation is None:
            self.link.value = ""
            return
        href = escape(board_link(notation), quote=True)
        words = escape(tr(M("Open on the analysis board")))
        self.link.value = f"<a class='{self.prefix}-moves-board-link' href='{href}' target='_blank'>{words}</a>"
