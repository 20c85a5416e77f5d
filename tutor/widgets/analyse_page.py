"""The analyse page every game's analyse page is built on: the position box, its link and the message
line, and its long jobs (:class:`tutor.widgets.jobs.Job`) run on a pool."""
from __future__ import annotations

from concurrent.futures import Executor
from html import escape
from typing import Callable, Generic, Iterator, TypeVar, cast

import ipywidgets as widgets

from tutor.core import NotationError
from tutor.core.api import StateT
from tutor.core.i18n import M, Message, tr
from tutor.games import game_info

from . import bounded
from .common import MessageLine, reason_of
from .jobs import Chunk, Job, pool_for
from .links import link_html
from .preview import Previewed

T = TypeVar("T")


#: an analyse page's boards and plots shrink to the page's width on a narrow screen, keeping their proportions
FIT = ("<style>.tutor-analyse svg, .tutor-analyse img {max-width: 100%; height: auto} "
       ".tutor-analyse table {display: block; max-width: 100%; overflow-x: auto} "  # wide tables scroll
       # ... and show that they do: a shadow on the side where columns are hidden (it goes at either end)
       ".tutor-analyse table {background: linear-gradient(to right, #fff 30%, rgba(255,255,255,0)) left / 2.5em 100%, "
       "linear-gradient(to left, #fff 30%, rgba(255,255,255,0)) right / 2.5em 100%, "
       "radial-gradient(farthest-side at 0 50%, rgba(0,0,0,.3), rgba(0,0,0,0)) left / 1em 100%, "
       "radial-gradient(farthest-side at 100% 50%, rgba(0,0,0,.3), rgba(0,0,0,0)) right / 1em 100%; "
       "background-repeat: no-repeat; background-attachment: local, local, scroll, scroll} "
       # rows let the shadow through (JupyterLab paints odd rows opaque white), and a scrollbar stays visible
       ".tutor-analyse table tbody tr:nth-child(odd) {background: transparent} "
       ".tutor-analyse table tbody tr:nth-child(even) {background: rgba(0, 0, 0, .045)} "
       ".tutor-analyse table::-webkit-scrollbar {height: 6px} "
       ".tutor-analyse table::-webkit-scrollbar-thumb {background: #9C8B6E; border-radius: 3px} "
       ".tutor-analyse .jupyter-widgets, .tutor-analyse .widget-inline-hbox {max-width: 100%; box-sizing: border-box} "
       ".tutor-analyse .widget-text input {min-width: 0} "
       # an HTML widget's or an output's content is no wider than the page, so a wide table scrolls in its own box
       ".tutor-analyse .widget-html > .widget-html-content {flex-shrink: 1; min-width: 0; max-width: 100%} "
       ".tutor-analyse .jp-OutputArea-child, .tutor-analyse .jp-OutputArea-output {display: block; "
       "min-width: 0; max-width: 100%}</style>")  # the position box stays inside a phone's width


def limit_note(text: Message) -> widgets.HTML:
    """A line under a size field saying its maximum and why (``text``, with the number in it). A page's
    simulation keeps every game it played until its run ends, and its kernel must stay within the share of
    the server's memory a page is given (``serve/classroom.py``, 200 MB): each page bounds its fields so that
    a run at their maximum does (measured in ``benchmarks/results/kernels.md``)."""
    note = widgets.HTML(f"<small>{escape(tr(text))}</small>")
    note.add_class("tutor-limit")
    return note


class AnalysePage(Previewed, widgets.VBox, Generic[StateT]):
    """What every analyse page shares: the position box (Enter reads it), its link and the message
    line, shown together at the top of the page (:meth:`position_panel`: a link that cannot be read is
    said where the eye is), and its long jobs run on a pool (:meth:`run_job`). A page builds its panels
    after ``super().__init__``, sets ``children`` (the position panel first) and calls
    :meth:`show_position`; :meth:`show` redraws its panels for ``self.state``. Generic in the game's state
    (``AnalysePage[tribu.State]``), as :class:`PlayPage` is."""

    game_id = ""
    prefix = ""
    MESSAGE_CLASS = ""  # default: <prefix>-analyse-message
    executor: Executor | None = None  # where long jobs run; None: a new process pool for each run

    def __init__(self, position: str | None, default: Callable[[], StateT], *, textarea: bool = False,
                 fallback: str = M("Here is an example.")) -> None:
        super().__init__()
        self.add_class("tutor-analyse")
        self.info = game_info(self.game_id)
        self.problem = ""
        state: StateT | None = None
        if position:
            try:
                state = self.parse(position.strip())
            except (NotationError, ValueError) as error:
                self.problem = M("The position in the link cannot be read: {error}. {fallback}",
                                 error=reason_of(error), fallback=fallback)
        self.state: StateT = state or default()
        if textarea:
            self.position = bounded.Textarea(value=self.state.notation(),
                                             layout=widgets.Layout(width="100%", height="5em"))
        else:
            self.position = bounded.Text(value=self.state.notation(), description=tr(M("Position")),
                                         continuous_update=False, layout=widgets.Layout(width="100%"))
            self.position.observe(lambda _: self.load(), "value")
        self.position.add_class(f"{self.prefix}-position")
        self.message = MessageLine()
        self.message.add_class(self.MESSAGE_CLASS or f"{self.prefix}-analyse-message")
        self.link = widgets.HTML()

    def parse(self, text: str) -> StateT:
        """A position string of the page's game (NotationError or ValueError says what is wrong)."""
        return cast(StateT, self.info.game.parse(text))  # the registry's game reads states of its own class

    def position_panel(self, intro: str, *extra: widgets.Widget) -> widgets.VBox:
        """The top of the page: ``intro`` (HTML), the message line (a problem with the link shows here, above
        the position box it explains), the position box, ``extra`` widgets (a load button) and the link."""
        panel = widgets.VBox([widgets.HTML(FIT + tr(intro)), self.message, self.position, *extra, self.link])
        panel.add_class("tutor-position-panel")
        return panel

    def run_job(self, job: Job, steps: Callable[[Executor], Iterator[Chunk[T]]], draw: Callable[[T], None]) -> None:
        """Start ``job``: ``steps(pool)`` runs its chunks on the page's executor, or on a process pool made for
        this run and shut down when the job ends (finished, decided, cancelled or failed)."""
        def pooled() -> Iterator[Chunk[T]]:
            pool, release = pool_for(self.executor)
            try:
                yield from steps(pool)
            finally:
                release()

        job.start(pooled, draw)

    def load(self) -> None:
        """Read the position box; a bad one keeps the last good position and says why."""
        try:
            state = self.parse(self.position.value.strip())
        except (NotationError, ValueError) as error:
            self.message.show(M("That position cannot be read: {error}", error=reason_of(error)), "error")
            return
        self.message.show("")
        self.state = state
        self.show_position()

    def show_position(self) -> None:
        """Link to the position and redraw the page's panels; a problem with the link is said once."""
        self.link.value = link_html(self.state.notation())
        self.show()
        if self.problem:
            self.message.show(self.problem, "error")
            self.problem = ""

    def show(self) -> None:
        """Redraw the page's panels for ``self.state``."""
