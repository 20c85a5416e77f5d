"""The Fort Apache analyse page: the exact odds (:class:`FortOddsApp`), a position played on by bots, and
bot-against-bot balance.

``FortAnalyseApp(position)`` is the whole page (a ``VBox``); building it plays no battle. Tests drive it
without a browser: set ``position.value`` and click ``play_on_button``, or set ``games.value`` and call
``run_button.click()``, then read ``summary.value`` and ``plot.value`` (with ``background=False`` the
battles are played at once, else ``play_on_job.wait()`` or ``job.wait()``). The odds plots are drawn once
the page is displayed (in the background: the board is seen first); a test calls ``odds.draw_plots()``.
"""
from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import Executor
from html import escape
from typing import Any

import ipywidgets as widgets

from tutor.core.i18n import M, Message, P, number, tr
from tutor.games.fort_apache import Game, State
from tutor.games.fort_apache.experiments import (READINGS, Balance, answer, battle_from, battles, reading_name,
                                                 summarise, table as battle_table)
from tutor.games.fort_apache.constants import COWBOYS_WIN, INDIANS_WIN
from tutor.games.fort_apache.rulebook import INTERPRETATIONS
from tutor.sim import Estimate, stream, wilson
from tutor.sim.tournament import tournament_stream

from . import bounded
from .boardcache import board_svg  # a position seen before is drawn once
from .fort_apache_odds import FortOddsApp, table
from .analyse_page import AnalysePage, limit_note
from .jobs import Chunk, Job, clear_of, interleave, is_look, stopping_rule

SHARES = (("win", M("cowboys win"), "#4A9BE0"), ("draw", M("draw"), "#B8A47E"), ("fall", M("fort falls"), "#E8604C"))
GATE = next(i for i in INTERPRETATIONS if i.option == "gate")
#: the stopping rules' words: who stops, and when the answer is clear
PLAYING_ON = M("Playing on")
PLAY_ON_CLEAR = M("the 99% interval of how often the fort holds lies wholly above or below one half")
SIMULATION = M("The simulation")
READINGS_APART = M("the 99% intervals of how often the fort holds under the two readings no longer overlap")


def _share(e: Estimate) -> Message:
    return M("{value:.0%} ({low:.0%}–{high:.0%})", value=e.value, low=e.low, high=e.high)


#: battles per reading at most: 2 readings of 10,000 battles keep about 25 MB (1.2 kB a battle) until the run ends,
#: within the 200 MB a page's kernel may use (was 100,000, issue #25). Playing on keeps only how each battle ended.
MAX_BATTLES = 10_000
LIMIT = M("At most {n} battles per reading: every battle played is kept in the page's memory until the run ends, "
          "and one server holds the pages of a whole class.")


def _html(tag: str, text: Message) -> str:
    """``<tag>text</tag>``, the text rendered in the page's language and escaped."""
    return f"<{tag}>{escape(tr(text))}</{tag}>"


def _battles(rule: str) -> str:
    """The shared stopping rule's words, which count games, counting battles (English only: another
    language's words for games stay)."""
    return rule.replace("games", "battles")


def fort_clear(ends: list[int]) -> bool:
    """At a look: whether the 99% interval of how often the fort holds (does not fall) lies wholly above or
    below one half, so the answer to "does the fort hold from here?" is clear either way."""
    n = len(ends)
    return clear_of(wilson(n - ends.count(INDIANS_WIN), n), 0.5)


def play_on_html(ends: list[int]) -> str:
    """How the battles played on from one position ended: each share with its 95% interval."""
    n = len(ends)
    wins, falls = ends.count(COWBOYS_WIN), ends.count(INDIANS_WIN)
    hold = wilson(n - falls, n)
    text = P("Played on {n} time from this position, the cowboys hold the fort in {hold} of the battles: they win "
             "{win} and draw {draw}; the fort falls in {fall}.",
             "Played on {n} times from this position, the cowboys hold the fort in {hold} of the battles: they win "
             "{win} and draw {draw}; the fort falls in {fall}.", n=n, hold=_share(hold), win=_share(wilson(wins, n)),
             draw=_share(wilson(n - wins - falls, n)), fall=_share(wilson(falls, n)))
    verdict = (M("From here the fort more likely holds than falls.") if hold.low > 0.5 else
               M("From here the fort more likely falls than holds.") if hold.high < 0.5 else None)
    said = escape(tr(text)) + (" " + escape(tr(verdict)) if verdict is not None else "")
    return f"<p class='fort-play-on-result'>{said}</p>"


def results_html(results: list[Balance]) -> str:
    """The answer in words and a table with every share and its 95% interval."""
    rows = [[M("{reading}: {text}", reading=reading_name(r.reading), text=GATE.reading(READINGS[r.reading]['gate']).text),
             r.games, *(_share(getattr(r, key)) for key, _, _ in SHARES), _share(r.hold), _share(r.gate),
             number(r.rounds.value, ".1f")] for r in results]
    headers = [M("reading"), M("battles"), *(label for _, label, _ in SHARES), M("fort holds"), M("gate broken"),
               M("rounds on average")]
    return f"<p class='fort-answer'>{escape(tr(answer(results)))}</p>" + table(headers, rows)


def results_plot(results: list[Balance]) -> str:
    """Win, draw and fall shares per reading with their 95% intervals as error bars (an SVG picture)."""
    from matplotlib.figure import Figure  # imported when the first results come, not with the page

    from .plots import chart

    fig = Figure(figsize=(6.4, 3.2))
    ax = fig.subplots()
    width = 0.25
    for i, (key, label, colour) in enumerate(SHARES):
        estimates = [getattr(r, key) for r in results]
        ax.bar([x + (i - 1) * width for x in range(len(results))], [e.value for e in estimates], width,
               label=tr(label), color=colour, capsize=4,
               yerr=[[max(0.0, e.value - e.low) for e in estimates], [max(0.0, e.high - e.value) for e in estimates]])
    ax.set_xticks(range(len(results)), [tr(P("gate: {reading}\n({n} battle)", "gate: {reading}\n({n} battles)",
                                            n=r.games, reading=reading_name(r.reading))) for r in results])
    ax.set_ylim(0, 1)
    ax.yaxis.set_major_formatter(lambda y, _: number(y, ".0%"))
    return chart(fig, title=M("How often do the cowboys hold?"), ylabel=M("share of battles"), cls="fort-balance-plot",
                 alt=M("How often the cowboys win, draw and lose under each reading of the gate rule"))


class FortAnalyseApp(AnalysePage[State]):
    """The exact odds, a position played on by bots, then battles between bots under each gate reading."""

    game_id, prefix = "fort_apache", "fort"

    CHUNK = 8  # battles per chunk

    def __init__(self, position: str | None = None, *, games: int = 200, seed: int = 0,
                 executor: Executor | None = None, background: bool = True) -> None:
        super().__init__(position, lambda: Game().new_state(), fallback=M("Here is the start of a battle."))
        self.seed = seed
        self.executor = executor  # None: the runner makes a process pool for each run
        self.results: list[Balance] = []
        self.odds = FortOddsApp(plots_later=True)  # drawn once the page is displayed: the board comes first
        self.board = widgets.HTML()
        self.board.add_class("fort-board")
        self.replays = bounded.BoundedIntText(value=games, min=2, max=100_000, description=tr(M("Battles")),
                                              layout=widgets.Layout(width="14em"))
        self.play_on_job = Job("fort-play-on", M("Play on from here"), unit="battles", background=background)
        self.play_on_button = self.play_on_job.run_button
        self.play_on_button.add_class("fort-play-on")
        self.play_on_button.on_click(lambda _: self.play_on())
        self.play_on_result = widgets.HTML()
        self.ends: list[int] = []
        self.games = bounded.BoundedIntText(value=min(games, MAX_BATTLES), min=2, max=MAX_BATTLES,
                                            description=tr(M("Battles per reading")),
                                            style={"description_width": "initial"})
        self.limit = limit_note(LIMIT.fill(n=number(MAX_BATTLES, ",")))
        self.job = Job("fort", M("Run the battles"), unit="battles", background=background)
        self.run_button, self.progress = self.job.run_button, self.job.progress
        self.run_button.on_click(lambda _: self.simulate())
        self.summary = widgets.HTML()
        self.summary.add_class("fort-balance")
        self.plot = widgets.HTML()
        self.plot.add_class("fort-plot")
        self.children = [
            self.position_panel(_html("h2", M("Does the fort hold from here?"))
                                + _html("p", M("Paste a position string (copy one from the play page) and press "
                                               "Enter."))),
            self.board,
            widgets.HTML(_html("p", M("The two bots fight the battle on from this position many times. The shares "
                                      "show after the first battles and tighten as more are played. {rule}",
                                      rule=_battles(stopping_rule(PLAYING_ON, PLAY_ON_CLEAR))))),
            self.replays, self.play_on_job.box, self.play_on_result,
            widgets.HTML(_html("h2", M("Exact odds"))), self.odds,
            widgets.HTML(_html("h2", M("How often do the cowboys hold?"))
                         + _html("p", M("Two bots fight whole battles, one for each side, under each reading of the "
                                        "gate rule; every other rule reading is at its default. The shares show after "
                                        "the first battles and tighten as more are played. {rule}",
                                        rule=_battles(stopping_rule(SIMULATION, READINGS_APART))))),
            self.games, self.limit, self.job.box, self.summary, self.plot]
        self.show_position()

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The page's display; the odds plots start drawing then, in the background, so the board (and the
        page's picture, see :mod:`tutor.widgets.preview`) does not wait for matplotlib."""
        bundle = super()._repr_mimebundle_(**kwargs)
        self.odds.draw_plots_later()
        return bundle

    def show(self) -> None:
        """Draw the position; the last play-on result belonged to another position."""
        self.board.value = board_svg(self.state)
        self.play_on_result.value = ""

    def play_on(self, battles: int | None = None) -> list[int]:
        """Play ``battles`` battles (else the field's value) on from the position, showing how they ended as
        they end; they stop once it is clear whether the fort holds (:func:`fort_clear`). Returns the ends
        when run at once."""
        notation, total = self.state.notation(), battles or self.replays.value

        def steps(pool: Executor) -> Iterator[Chunk[list[int]]]:
            for done, _, ends in stream(battle_from, [notation] * total, seed=self.seed, executor=pool,
                                        chunk_size=self.CHUNK, ahead=4):
                yield done, total, ends, fort_clear(ends)

        self.run_job(self.play_on_job, steps, self.show_ends)
        return self.ends

    def show_ends(self, ends: list[int]) -> None:
        self.ends = ends
        self.play_on_result.value = play_on_html(ends)

    def simulate(self, games: int | None = None) -> list[Balance]:
        """Play ``games`` battles per reading (else the field's value), showing the results as they come; the
        battles stop once the two readings are told apart. Returns the results when run at once."""
        games = games or self.games.value
        plans = [battles(games, {name: options}) for name, options in READINGS.items()]

        def steps(pool: Executor) -> Iterator[Chunk[list[Balance]]]:
            streams = [tournament_stream(battle_table(plan[0]), games, seed=self.seed, rotate=False, executor=pool,
                                         chunk_size=self.CHUNK, ahead=4) for plan in plans]
            for latest in interleave(streams, lambda _: False):
                results = [summarise(plan, [r.record for r in step[1]])[0]
                           for plan, step in zip(plans, latest) if step is not None]
                yield sum(r.games for r in results), games * len(plans), results, told_apart(results)

        self.run_job(self.job, steps, self.draw)
        return self.results

    def draw(self, results: list[Balance]) -> None:
        self.results = results
        self.summary.value = results_html(results)
        self.plot.value = results_plot(results)


def told_apart(results: list[Balance]) -> bool:
    """At a look, with both readings at the same number of battles: whether their 99% intervals of how often
    the fort holds no longer overlap."""
    if len(results) != 2 or results[0].games != results[1].games or not is_look(results[0].games):
        return False
    a, b = (wilson(r.hold.value * r.games, r.games, 0.99) for r in results)
    return a.high < b.low or b.high < a.low


AnalyseApp = FortAnalyseApp  # the name every game's analyse page has
