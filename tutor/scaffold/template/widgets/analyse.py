"""The $title analyse page: a position, and bots playing it on many times (who wins from here?).

``AnalyseApp(position)`` is the whole page. Tests drive it without a browser: set ``position.value`` and
click ``play_on_button`` (with ``background=False`` the games are played at once, else ``job.wait()``).
"""
from __future__ import annotations

from concurrent.futures import Executor
from functools import partial
from html import escape
from typing import Iterator

import ipywidgets as widgets

from tutor.core import Outcome
from tutor.core.i18n import M, P, tr
from tutor.games import game_info
from tutor.sim import stream, wilson
from tutor.sim.engines import play_out
from tutor.widgets import bounded
from tutor.widgets.analyse_page import AnalysePage
from tutor.widgets.jobs import Chunk, Job

INFO = game_info("$game_id")
CHUNK = 20  # games per chunk


def shares_html(outcomes: list[Outcome], players: int) -> str:
    """How often each player won the games played on, with 95% intervals."""
    n = len(outcomes)
    rows = []
    for player in range(players):
        share = wilson(sum(player in o.winners for o in outcomes), n)
        said = M("player {n}: {value:.0%} ({low:.0%}–{high:.0%})", n=player + 1, value=share.value, low=share.low,
                 high=share.high)
        rows.append(f"<li>{escape(tr(said))}</li>")
    played = P("Played on {n} time from this position:", "Played on {n} times from this position:", n=n)
    return f"<p class='$game_id-play-on-result'>{escape(tr(played))}</p><ul>{''.join(rows)}</ul>"


class AnalyseApp(AnalysePage):
    """Paste a position; the page draws it and plays it on with bots, showing how often each player wins."""

    game_id, prefix = "$game_id", "$game_id"

    def __init__(self, position: str | None = None, *, games: int = 200, seed: int = 0,
                 executor: Executor | None = None, background: bool = True) -> None:
        super().__init__(position, lambda: INFO.parse(INFO.samples[0]))
        self.seed = seed
        self.executor = executor  # None: a process pool for each run
        self.board = widgets.HTML()
        self.board.add_class("$game_id-board")
        self.games = bounded.BoundedIntText(value=games, min=2, max=100_000, description=tr(M("Games")))
        self.job = Job("$game_id-play-on", M("Play on from here"), background=background)
        self.play_on_button = self.job.run_button
        self.play_on_button.on_click(lambda _: self.play_on())
        self.result = widgets.HTML()
        intro = M("The bots play the position on to its end many times; the shares tighten as more games are played.")
        heading = M("Who wins from here?")
        self.children = [self.position_panel(f"<h2>{escape(tr(heading))}</h2>"),
                         self.board, widgets.HTML(f"<p>{escape(tr(intro))}</p>"), self.games,
                         self.job.box, self.result]
        self.show_position()

    def show(self) -> None:
        self.board.value = INFO.board_svg(self.state)
        self.result.value = ""

    def play_on(self) -> None:
        """Play the position on with the registry's first bot in every seat, showing the shares as they come."""
        state, total = self.state, self.games.value
        bots = (next(iter(INFO.bots)),) * state.game.num_players

        def steps(pool: Executor) -> Iterator[Chunk]:
            for done, _, outcomes in stream(partial(play_out, bots=bots), [state] * total, seed=self.seed,
                                            executor=pool, chunk_size=CHUNK):
                yield done, total, outcomes, False

        self.run_job(self.job, steps, self.draw)

    def draw(self, outcomes: list[Outcome]) -> None:
        self.result.value = shares_html(outcomes, self.state.game.num_players)
