"""The review of a whole game on a page: :class:`ReviewPanel`.

``panel.show_game(start, actions)`` reviews the game (:func:`tutor.analysis.review.reviewing`) in a background
thread, with a progress bar and a Cancel button (what was reviewed when it stopped stays shown), then shows a table:
each move a player chose, who made it, the move played and its value (the player's win chance in the games played
on from it) against the best move's, the best move, the grade, turning points marked, and a link that opens the
position before the move on the analysis board; above it, the costliest moves and every player's summary.

In a game where players hold what others cannot see (``GameInfo.hidden``), the review shows every player's moves:
on a shared screen that reveals hands, so the panel says so and waits for a click before it starts.
"""
from __future__ import annotations

import logging
import os
import threading
import time
from html import escape
from typing import Mapping, Sequence

import ipywidgets as widgets

from tutor.analysis.review import CONFIRM, GRADE_WORDS, GRADES, SECONDS_PER_MOVE, MoveReview, Review, reviewing
from tutor.core import State
from tutor.core.api import Action
from tutor.core.i18n import M, P, current, number, tr, using
from tutor.games import game_info

from .links import board_link

log = logging.getLogger(__name__)

#: texts shown inside the page's HTML (messages written here, where the catalogs' extraction finds them)
CANCELLING = M("Cancelling...")
FAILED = M("The review failed")
TRY_AGAIN = M("try again.")
COSTLIEST = M("The costliest moves")
PLAYER = M("Player")
MOVES_REVIEWED = M("Moves reviewed")
AVERAGE_LOSS = M("Average loss")
TURNED = M("here the game turned")
OPEN_ON_BOARD = M("open on the board")

#: s: the table is drawn again at most this often while the review runs (and once at its end)
REDRAW = 0.5


def _percent(value: float) -> str:
    return number(value, ".0%")


class ReviewPanel(widgets.VBox):
    """A game's review: its progress, Cancel, then the costliest moves, each player's summary and every move."""

    def __init__(self, *, seconds_per_move: float | None = SECONDS_PER_MOVE, rounds: int | None = None,
                 seed: int = 0, background: bool = True, environ: Mapping[str, str] = os.environ) -> None:
        self.seconds_per_move, self.rounds, self.seed = seconds_per_move, rounds, seed
        self.background = background
        self.environ = environ
        self.note = widgets.HTML()
        self.note.add_class("tutor-review-note")
        self.start_button = widgets.Button(description=tr(M("Show the review")), button_style="primary")
        self.start_button.add_class("tutor-review-start")
        self.start_button.on_click(lambda _: self.start())
        self.cancel_button = widgets.Button(description=tr(M("Cancel")), disabled=True)
        self.cancel_button.add_class("tutor-review-cancel")
        self.cancel_button.on_click(lambda _: self.cancel())
        self.progress = widgets.IntProgress(value=0, min=0, max=1, description=tr(M("Progress")))
        self.progress.add_class("tutor-review-progress")
        self.status = widgets.HTML()
        self.status.add_class("tutor-review-status")
        self.summary = widgets.HTML()
        self.summary.add_class("tutor-review-summary")
        self.table = widgets.HTML()
        self.table.add_class("tutor-review-table")
        self.controls = widgets.HBox([self.start_button, self.cancel_button, self.progress])
        super().__init__([self.note, self.controls, self.status, self.summary, self.table])
        self.add_class("tutor-review")
        self.game: tuple[State, tuple[Action, ...]] | None = None
        self.review: Review | None = None
        self.lang = current()
        self.outcome = ""   # "waiting" (a hidden game's click), "running", then "done", "cancelled" or "failed"
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        self.start_button.layout.display = "none"

    @property
    def running(self) -> bool:
        return self.outcome == "running"

    def show_game(self, start: State, actions: Sequence[Action]) -> None:
        """Review the game ``actions`` played from ``start`` (a review under way is cancelled first); in a game
        with hidden hands, only once the start button is pressed."""
        self.cancel()
        self.wait()
        self.game = (start, tuple(actions))
        self.review = None
        self.summary.value = self.table.value = self.status.value = ""
        self.progress.max, self.progress.value = 1, 0
        if game_info(start.game.name).hidden:
            self.note.value = "<p>{}</p>".format(escape(tr(M(
                "In this game players hold what the others cannot see. The review shows every player's moves, and the "
                "best move it names for each may come from that player's hand (each move is judged from what its "
                "player could see; the positions it links to show every hand): on a shared screen it reveals hands. "
                "Show it when everyone may see."))))
            self.start_button.layout.display = None
            self.start_button.disabled = False
            self.outcome = "waiting"
        else:
            self.note.value = ""
            self.start_button.layout.display = "none"
            self.start()

    def start(self) -> None:
        """Start the review of the game shown (unless one is running)."""
        if self.game is None or self.running:
            return
        self._cancel.clear()
        self.lang = current()  # the thread draws in the page's language, whichever thread started it
        self.outcome = "running"
        self.start_button.disabled, self.cancel_button.disabled = True, False
        running = M("Reviewing: every move is judged by games played on from it; the table fills in as it goes.")
        self.status.value = f"<i>{escape(tr(running))}</i>"
        if self.background:
            self._thread = threading.Thread(target=self._run, daemon=True)
            self._thread.start()
        else:
            self._run()

    def cancel(self) -> None:
        """Stop after the round under way; the moves reviewed so far stay shown."""
        if self.running:
            self._cancel.set()
            self.cancel_button.disabled = True
            self.status.value = f"<i>{escape(tr(CANCELLING))}</i>"

    def wait(self, timeout: float | None = None) -> None:
        """Wait for a review running in the background to end."""
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self) -> None:
        with using(self.lang):
            self._review()

    def _review(self) -> None:
        assert self.game is not None
        start, actions = self.game
        outcome, shown = "done", 0.0
        latest: Review | None = None
        try:
            for latest in reviewing(start, actions, seconds_per_move=self.seconds_per_move, rounds=self.rounds,
                                    seed=self.seed, stop=self._cancel.is_set):
                self.review = latest
                self.progress.max, self.progress.value = max(1, latest.total), len(latest.moves)
                if time.monotonic() - shown >= REDRAW:
                    self.draw(latest)
                    shown = time.monotonic()
            if latest is not None and not latest.complete:
                outcome = "cancelled"
        except Exception:  # noqa: BLE001 - the page says it failed; the server's log has the details
            log.exception("a game review failed")
            outcome = "failed"
        finally:
            self.outcome = outcome
            if latest is not None:
                self.draw(latest)
            self.status.value = self.said(outcome, latest)
            self.cancel_button.disabled = True
            self.start_button.disabled = False

    def said(self, outcome: str, review: Review | None) -> str:
        """The status line once the review has ended (HTML, in the page's language)."""
        if outcome == "failed" or review is None:
            return f"<b>{escape(tr(FAILED))}</b>: {escape(tr(TRY_AGAIN))}"
        done, total = len(review.moves), review.total
        if outcome == "cancelled":
            words = P("Cancelled after {done} of {n} move: the table shows those {done}.",
                      "Cancelled after {done} of {n} moves: the table shows those {done}.", n=total, done=done)
        else:
            words = P("Done: the {n} move a player chose is reviewed (chance, forced moves and window closes "
                      "are left out).",
                      "Done: all {n} moves the players chose are reviewed (chance, forced moves and window closes "
                      "are left out).", n=total)
        return escape(tr(words))

    # --- drawing -----------------------------------------------------------------------------------------------

    def draw(self, review: Review) -> None:
        self.summary.value = self.summary_html(review)
        self.table.value = self.table_html(review)

    def _player(self, review: Review, seat: int) -> str:
        return escape(tr(review.start.game.player_name(seat)))

    def _move(self, state: State, action: Action) -> str:
        return escape(tr(state.describe(action)))

    def summary_html(self, review: Review) -> str:
        """The costliest moves first, then each player's moves, average loss and grades."""
        parts = []
        costliest = review.costliest()
        if costliest:
            items = "".join(
                "<li>{}</li>".format(escape(tr(M(
                    "move {number}, {who}: {played} lost {loss} of a win chance against {best}",
                    number=m.index + 1, who=tr(review.start.game.player_name(m.player)),
                    played=tr(m.before.describe(m.action)), loss=_percent(m.loss),
                    best=tr(m.before.describe(m.best.action))))))
                for m in costliest)
            parts.append(f"<p><b>{escape(tr(COSTLIEST))}</b></p>"
                         f"<ol class='tutor-review-costliest'>{items}</ol>")
        grades = "".join(f"<th>{escape(tr(GRADE_WORDS[name]))}</th>" for name, _ in GRADES)
        head = (f"<tr><th>{escape(tr(PLAYER))}</th><th>{escape(tr(MOVES_REVIEWED))}</th>"
                f"<th>{escape(tr(AVERAGE_LOSS))}</th>{grades}</tr>")
        rows = []
        for seat, s in review.summary().items():
            counts = "".join(f"<td>{s.grades.get(name, 0)}</td>" for name, _ in GRADES)
            rows.append(f"<tr><td>{self._player(review, seat)}</td><td>{s.moves}</td>"
                        f"<td>{escape(_percent(s.average_loss))}</td>{counts}</tr>")
        parts.append(f"<table class='tutor-review-players'>{head}{''.join(rows)}</table>")
        if review.turning_points:
            turns = ", ".join(str(m.index + 1) for m in review.turning_points)
            parts.append("<p class='tutor-review-turns'>{}</p>".format(escape(tr(P(
                "Here the game turned (the player with the best chance changed): move {moves}.",
                "Here the game turned (the player with the best chance changed): moves {moves}.",
                n=len(review.turning_points), moves=turns)))))
        explained = M("A move's value is its player's win chance in the games played on from it; the loss is the "
                      "best move's value minus the played move's.")
        bounds = dict(GRADES)
        graded = M("Grades by the win chance lost: best up to {best:.0%}, good up to {good:.0%}, an inaccuracy up to "
                   "{inaccuracy:.0%}, a mistake up to {mistake:.0%}, a blunder beyond. A move is called a mistake or a "
                   "blunder only where the games tell it apart from the best move, and a move that seems to lose "
                   "more than {confirm:.0%} is played again against the best on fresh games before it is judged.",
                   best=bounds["best"], good=bounds["good"], inaccuracy=bounds["inaccuracy"],
                   mistake=bounds["mistake"], confirm=CONFIRM or 0.0)
        parts.append(f"<p class='tutor-review-explained'><small>{escape(tr(explained))} {escape(tr(graded))}"
                     "</small></p>")
        return "".join(parts)

    def table_html(self, review: Review) -> str:
        """Every reviewed move, in the game's order."""
        columns = [M("Move"), M("Player"), M("Move played"), M("Its value"), M("Best move"), M("Best value"),
                   M("Grade"), M("Board")]
        head = "".join(f"<th>{escape(tr(c))}</th>" for c in columns)
        turning = {m.index for m in review.turning_points}
        rows = [self.row_html(review, m, m.index in turning) for m in review.moves]
        return f"<table class='tutor-review-moves'><tr>{head}</tr>{''.join(rows)}</table>"

    def row_html(self, review: Review, move: MoveReview, turned: bool) -> str:
        link = escape(board_link(move.before.notation(), self.environ), quote=True)
        best = (escape(tr(M("the same"))) if move.is_best else self._move(move.before, move.best.action))
        turn = (f" <span class='tutor-review-turn'>{escape(tr(TURNED))}</span>"
                if turned else "")
        classes = f"tutor-review-row tutor-review-{move.grade}" + (" tutor-review-turned" if turned else "")
        return (f"<tr class='{classes}'><td>{move.index + 1}</td><td>{self._player(review, move.player)}</td>"
                f"<td>{self._move(move.before, move.action)}{turn}</td>"
                f"<td>{escape(_percent(move.played.win.value))}</td><td>{best}</td>"
                f"<td>{escape(_percent(move.best.win.value))}</td>"
                f"<td class='tutor-review-grade'>{escape(tr(GRADE_WORDS[move.grade]))}</td>"
                f"<td><a class='tutor-review-link' href='{link}' target='_blank'>"
                f"{escape(tr(OPEN_ON_BOARD))}</a></td></tr>")


__all__ = ["REDRAW", "ReviewPanel"]
