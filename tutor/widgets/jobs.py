"""Long jobs on a page, and the sequential stopping rule they follow.

A :class:`Job` runs one long computation (many games) in a background thread, with its progress bar, run and
cancel buttons and a redraw per chunk; it stops by itself once the answer is clear (:func:`clear_of`, checked
only at doubling numbers of games: :func:`is_look`). :func:`interleave` advances several streams (tables)
in turn, and :func:`pool_for` gives a job its executor.
"""
from __future__ import annotations

import contextvars
import logging
import threading
import time
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass
from html import escape
from typing import Callable, Iterator, Sequence, TypeVar

import ipywidgets as widgets

from tutor.core.i18n import M, Message, P, tr
from tutor.sim import Estimate, wilson

T = TypeVar("T")


#: the confidence of the interval that decides a sequential stop (the pages show 95% intervals)
STOP_CONFIDENCE = 0.99
#: the first look: the stopping rule is checked at 16, 32, 64, 128... games (doubling sizes)
FIRST_LOOK = 16


#: the confidence of the intervals the pages show
SHOWN_CONFIDENCE = 0.95
#: the usual condition of a sequential stop (``{p}``: :data:`STOP_CONFIDENCE`)
CLEAR_OF_FAIR = M("its {p:.0%} interval lies wholly above or below the fair share", p=STOP_CONFIDENCE)


def stopping_rule(who: str, clear: str = CLEAR_OF_FAIR) -> str:
    """The page's words for the sequential stopping rule, in the page's language: ``who`` stops once
    ``clear`` (messages, or plain texts)."""
    return tr(M("{who} stops by itself once the answer is clear: when {clear}. That is checked only at doubling "
                "numbers of games ({first}, {second}, {third}, {fourth}...), with a {strict:.0%} interval rather "
                "than the {shown:.0%} one shown, so that looking several times does not make a wrong early answer "
                "likely. Otherwise it plays all the games asked for.",
                who=who, clear=clear, first=FIRST_LOOK, second=2 * FIRST_LOOK, third=4 * FIRST_LOOK,
                fourth=8 * FIRST_LOOK, strict=STOP_CONFIDENCE, shown=SHOWN_CONFIDENCE))


Chunk = tuple[int, int, T, bool]   # games done, games asked for, what to draw, whether the answer is decided

#: how a job's status line says its end, for each unit it counts (``Job(unit=...)``): (total, done) -> message
JOB_ENDS: dict[str, dict[str, Callable[[int, int], Message]]] = {
    "games": {
        "tables": lambda n, done: P("after {done} of {n} game.", "after {done} of {n} games.", n=n, done=done),
        "done": lambda n, done: P("Done: all {n} game played.", "Done: all {n} games played.", n=n),
        "decided": lambda n, done: P(
            "after {done} of {n} game: the answer is clear (the stopping rule is above).",
            "after {done} of {n} games: the answer is clear (the stopping rule is above).",
            n=n, done=done),
        "cancelled": lambda n, done: P(
            "after {done} of {n} game: the results shown are from those {done}.",
            "after {done} of {n} games: the results shown are from those {done}.", n=n, done=done),
    },
    "battles": {
        "tables": lambda n, done: P("after {done} of {n} battle.", "after {done} of {n} battles.", n=n, done=done),
        "done": lambda n, done: P("Done: all {n} battle played.", "Done: all {n} battles played.", n=n),
        "decided": lambda n, done: P(
            "after {done} of {n} battle: the answer is clear (the stopping rule is above).",
            "after {done} of {n} battles: the answer is clear (the stopping rule is above).",
            n=n, done=done),
        "cancelled": lambda n, done: P(
            "after {done} of {n} battle: the results shown are from those {done}.",
            "after {done} of {n} battles: the results shown are from those {done}.", n=n, done=done),
    },
    "challenges": {
        "tables": lambda n, done: P("after {done} of {n} challenge.", "after {done} of {n} challenges.", n=n, done=done),
        "done": lambda n, done: P("Done: all {n} challenge played.", "Done: all {n} challenges played.", n=n),
        "decided": lambda n, done: P(
            "after {done} of {n} challenge: the answer is clear (the stopping rule is above).",
            "after {done} of {n} challenges: the answer is clear (the stopping rule is above).",
            n=n, done=done),
        "cancelled": lambda n, done: P(
            "after {done} of {n} challenge: the results shown are from those {done}.",
            "after {done} of {n} challenges: the results shown are from those {done}.",
            n=n, done=done),
    },
}
log = logging.getLogger(__name__)


def is_look(n: int) -> bool:
    """Whether the stopping rule is checked after ``n`` games: 16, 32, 64, 128..."""
    return n >= FIRST_LOOK and n & (n - 1) == 0


def clear_of(share: Estimate, fair: float) -> bool:
    """Whether a win share's 99% interval lies wholly above or below ``fair`` (at a look; else False)."""
    if not is_look(share.n):
        return False
    strict = wilson(share.value * share.n, share.n, STOP_CONFIDENCE)
    return strict.low > fair or strict.high < fair


@dataclass
class Tables:
    """What :func:`interleave` saw of the tables (streams) of the job it runs in: how many there are and how
    many the stopping rule ended (``stop`` held). The job's closing words say it (:meth:`Job.said`)."""

    count: int = 0
    stopped: int = 0


#: the tables of the job running in this thread (set by :meth:`Job._run`; None outside a job)
_TABLES: contextvars.ContextVar[Tables | None] = contextvars.ContextVar("tables", default=None)


def interleave(streams: Sequence[Iterator[T]], stop: Callable[[T], bool]) -> Iterator[list[T | None]]:
    """Advance the streams in turn, a step each, yielding the latest value of every stream (None before
    its first) after each step; a stream ends once ``stop(its latest value)`` holds. Closing this closes them.
    Inside a :class:`Job` it counts the streams and those ``stop`` ended, for the job's closing words."""
    latest: list[T | None] = [None] * len(streams)
    live = list(range(len(streams)))
    tables = _TABLES.get()
    if tables is not None:
        tables.count, tables.stopped = len(streams), 0
    try:
        while live:
            for i in list(live):
                value = next(streams[i], None)
                stopped = value is not None and stop(value)
                if stopped and tables is not None:
                    tables.stopped += 1
                if value is None or stopped:
                    live.remove(i)
                    _close(streams[i])
                if value is not None:
                    latest[i] = value
                    yield latest[:]
    finally:
        for s in streams:
            _close(s)


def _close(stream: object) -> None:
    """Close a generator (its ``finally`` cancels its games); a plain iterator needs nothing."""
    close = getattr(stream, "close", None)
    if close is not None:
        close()


def pool_for(executor: Executor | None) -> tuple[Executor, Callable[[], None]]:
    """The executor to use (a new process pool when None) and what to do when the job ends."""
    if executor is not None:
        return executor, lambda: None
    pool = ProcessPoolExecutor()
    return pool, lambda: pool.shutdown(wait=False, cancel_futures=True)


class Job:
    """One long job on a page: its run and cancel buttons, progress bar and status line (``box``). ``start``
    runs the job in a background thread (with ``background=False``, at once: for tests): ``steps()``
    yields ``(done, total, value, decided)`` after each chunk and ``draw(value)`` shows ``value`` (the
    first at once, then at most every ``REDRAW`` seconds or four times as long as a draw takes, and the
    last); the job ends when the steps run
    out, one says the answer is decided, or Cancel is pressed."""

    REDRAW = 0.3
    #: s: a job is stopped (as if cancelled) after this long, whatever it was asked (issue #23)
    MAX_SECONDS = 300.0

    def __init__(self, prefix: str, label: str, *, unit: str = "games", background: bool = True) -> None:
        self.unit = unit
        self.background = background
        self.run_button = widgets.Button(description=tr(label), button_style="primary")
        self.run_button.add_class(f"{prefix}-run")
        self.cancel_button = widgets.Button(description=tr(M("Cancel")), disabled=True)
        self.cancel_button.add_class(f"{prefix}-cancel")
        self.cancel_button.on_click(lambda _: self.cancel())
        self.progress = widgets.IntProgress(value=0, min=0, max=1, description=tr(M("Progress")))
        self.status = widgets.HTML()
        self.status.add_class(f"{prefix}-job-status")
        self.box = widgets.VBox([widgets.HBox([self.run_button, self.cancel_button, self.progress]), self.status])
        self.outcome = ""   # "running", then "done", "decided", "cancelled" or "failed"
        self.done = 0
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        return self.outcome == "running"

    def start(self, steps: Callable[[], Iterator[Chunk[T]]], draw: Callable[[T], None]) -> None:
        """Run the job unless one is running."""
        if self.running:
            return
        self._cancel.clear()
        self.outcome, self.done = "running", 0
        self.run_button.disabled, self.cancel_button.disabled = True, False
        self.progress.max, self.progress.value = 1, 0
        running = M("Running: the first results show as soon as the first games end.")
        self.status.value = f"<i>{escape(tr(running))}</i>"
        if self.background:
            self._thread = threading.Thread(target=self._run, args=(steps, draw), daemon=True)
            self._thread.start()
        else:
            self._run(steps, draw)

    def cancel(self) -> None:
        """Stop after the chunk under way; what was played so far stays shown."""
        if self.running:
            self._cancel.set()
            self.cancel_button.disabled = True
            cancelling = M("Cancelling...")
            self.status.value = f"<i>{escape(tr(cancelling))}</i>"

    def wait(self, timeout: float | None = None) -> None:
        """Wait for a job running in the background to end."""
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self, steps: Callable[[], Iterator[Chunk[T]]], draw: Callable[[T], None]) -> None:
        chunks: Iterator[Chunk[T]] | None = None
        outcome, total, shown, gap, pending = "done", 0, 0.0, self.REDRAW, None
        deadline = time.monotonic() + self.MAX_SECONDS
        tables = Tables()
        token = _TABLES.set(tables)
        try:
            chunks = steps()
            for self.done, total, value, decided in chunks:
                self.progress.max, self.progress.value = max(1, total), self.done
                pending = value
                if not shown or time.monotonic() - shown >= gap:
                    began = time.monotonic()
                    draw(value)
                    shown, pending = time.monotonic(), None
                    gap = max(self.REDRAW, 4 * (shown - began))  # drawing takes at most a fifth of the time
                if decided or self._cancel.is_set() or time.monotonic() > deadline:
                    outcome = "decided" if decided else "cancelled"
                    break
            if pending is not None:
                draw(pending)
        except Exception:  # noqa: BLE001 - the page says it failed; the server's log has the details
            log.exception("a long job failed")
            outcome = "failed"
        finally:
            _close(chunks)
            _TABLES.reset(token)
            self.outcome = outcome
            self.status.value = self.said(outcome, self.done, total, tables)
            self.run_button.disabled, self.cancel_button.disabled = False, True

    def said(self, outcome: str, done: int, total: int, tables: Tables | None = None) -> str:
        """The status line once the job has ended (HTML, in the page's language): a bold head and what
        follows, each a message of its own (a text a person reads is never split by a tag inside a message).
        A job of several tables (``tables``, from :func:`interleave`) that stopped early says how many of them
        the stopping rule ended and how many played all their games."""
        head = {"failed": M("The job failed"), "decided": M("Stopped early"), "cancelled": M("Cancelled")}.get(outcome)
        if outcome == "failed":
            then = M("nothing more can be shown. Try again, or fewer games.")
            return f"<b>{escape(tr(head))}</b>: {escape(tr(then))}"
        words = JOB_ENDS.get(str.__str__(self.unit))
        if outcome == "decided" and tables is not None and tables.count > 1:
            after = (words["tables"](total, done) if words is not None else
                     M("after {done} of {n} {unit}.", done=done, n=total, unit=tr(self.unit)))
            rest = tables.count - tables.stopped
            which = (M("All {count} tables stopped once their answer was clear (the stopping rule is above).",
                       count=tables.count) if rest <= 0 else
                     P("{stopped} of {count} tables stopped once their answer was clear; the other one played all "
                       "its games (the stopping rule is above).",
                       "{stopped} of {count} tables stopped once their answer was clear; the other {n} played all "
                       "their games (the stopping rule is above).", n=rest, stopped=tables.stopped,
                       count=tables.count))
            return f"<b>{escape(tr(head))}</b> {escape(tr(after))} {escape(tr(which))}"
        if words is None:  # a unit without its own words: said as given
            unit = tr(self.unit)
            body = {"done": M("Done: all {n} {unit} played.", n=total, unit=unit),
                    "decided": M("after {done} of {n} {unit}: the answer is clear (the stopping rule is above).",
                                 done=done, n=total, unit=unit),
                    "cancelled": M("after {done} of {n} {unit}: the results shown are from those {done}.",
                                   done=done, n=total, unit=unit)}[outcome]
        else:
            body = words[outcome](total, done)
        return f"<b>{escape(tr(head))}</b> {escape(tr(body))}" if head else escape(tr(body))
