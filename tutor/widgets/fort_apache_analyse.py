"""The Fort Apache analyse page: the exact odds (:class:`FortOddsApp`) and bot-against-bot balance.

``FortAnalyseApp()`` is the whole page (a ``VBox``). Tests drive it without a browser: set
``games.value`` and call ``run_button.click()``, then read ``summary.value`` and ``plot.value``.
"""
from __future__ import annotations

from concurrent.futures import Executor

import ipywidgets as widgets
from matplotlib.figure import Figure

from tutor.games.fort_apache.balance import READINGS, Balance, answer, simulate
from tutor.games.fort_apache.rulebook import INTERPRETATIONS
from tutor.sim import Estimate

from .fort_apache_odds import FortOddsApp, png, table

SHARES = (("win", "cowboys win", "#4A9BE0"), ("draw", "draw", "#B8A47E"), ("fall", "fort falls", "#E8604C"))
GATE = next(i for i in INTERPRETATIONS if i.option == "gate")


def _share(e: Estimate) -> str:
    return f"{e.value:.0%} ({e.low:.0%}–{e.high:.0%})"


def results_html(results: list[Balance]) -> str:
    """The answer in words and a table with every share and its 95% interval."""
    rows = [[f"{r.reading}: {GATE.reading(READINGS[r.reading]['gate']).text}", r.games,
             *(_share(getattr(r, key)) for key, _, _ in SHARES), _share(r.hold), _share(r.gate),
             f"{r.rounds.value:.1f}"] for r in results]
    headers = ["reading", "battles", *(label for _, label, _ in SHARES), "fort holds", "gate broken",
               "rounds on average"]
    return f"<p class='fort-answer'>{answer(results)}</p>" + table(headers, rows)


def results_png(results: list[Balance]) -> bytes:
    """Win, draw and fall shares per reading with their 95% intervals as error bars."""
    fig = Figure(figsize=(6.4, 3.2))
    ax = fig.subplots()
    width = 0.25
    for i, (key, label, colour) in enumerate(SHARES):
        estimates = [getattr(r, key) for r in results]
        ax.bar([x + (i - 1) * width for x in range(len(results))], [e.value for e in estimates], width,
               label=label, color=colour, capsize=4,
               yerr=[[max(0.0, e.value - e.low) for e in estimates], [max(0.0, e.high - e.value) for e in estimates]])
    ax.set_xticks(range(len(results)), [f"{r.reading} ({r.games} battles)" for r in results])
    ax.set_ylabel("share of battles")
    ax.set_ylim(0, 1)
    ax.set_title("How often do the cowboys hold?")
    ax.legend()
    return png(fig)


class FortAnalyseApp(widgets.VBox):
    """The exact odds, then battles between bots under each gate reading."""

    def __init__(self, *, games: int = 200, seed: int = 0, executor: Executor | None = None):
        self.seed = seed
        self.executor = executor  # None: the runner makes a process pool for each run
        self.results: list[Balance] = []
        self.odds = FortOddsApp()
        self.games = widgets.BoundedIntText(value=games, min=2, max=100_000, description="Battles per reading",
                                            style={"description_width": "initial"})
        self.run_button = widgets.Button(description="Run the battles", button_style="primary")
        self.run_button.add_class("fort-run")
        self.run_button.on_click(lambda _: self.simulate())
        self.progress = widgets.IntProgress(value=0, min=0, max=1, description="Progress")
        self.summary = widgets.HTML()
        self.summary.add_class("fort-balance")
        self.plot = widgets.Image(format="png")
        super().__init__([
            widgets.HTML("<h2>Exact odds</h2>"), self.odds,
            widgets.HTML("<h2>How often do the cowboys hold?</h2><p>Two bots fight whole battles, one for "
                         "each side, under each reading of the gate rule; every other rule reading is at its "
                         "default.</p>"),
            widgets.HBox([self.games, self.run_button]), self.progress, self.summary, self.plot])

    def simulate(self, games: int | None = None) -> list[Balance]:
        """Play ``games`` battles per reading (else the field's value) and show the results."""
        self.run_button.disabled = True
        self.progress.max, self.progress.value = 1, 0
        try:
            self.results = simulate(games or self.games.value, seed=self.seed, executor=self.executor,
                                    progress=self._progress)
            self.summary.value = results_html(self.results)
            self.plot.value = results_png(self.results)
        finally:
            self.run_button.disabled = False
        return self.results

    def _progress(self, done: int, total: int) -> None:
        self.progress.max, self.progress.value = total, done
