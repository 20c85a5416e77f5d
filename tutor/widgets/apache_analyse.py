"""The Apache analyse page: exact odds for any position, and the simulation "does waiting pay?".

``AnalyseApp()`` is the whole page (a ``VBox``); building it runs no simulation. Tests drive it without a
browser: set ``position.value``, ``seat.value``, ``kind.value`` or ``reveals.value``, or call
``run_button.click()`` (with ``background=False`` the simulation runs at once, else ``job.wait()``).
"""
from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import Executor
from html import escape

import ipywidgets as widgets

from tutor.core.i18n import M, Joined, Term, number, tr
from tutor.games.apache import Game, State
from tutor.games.apache.cards import KIND_TERMS, KINDS, card_term, colour_term
from tutor.games.apache.odds import (RevealChance, WaitOdds, claim_or_wait, example_position, hand_card_chances,
                                     percent, rival_chief_chance)
from tutor.games.apache.experiments import MATCHUPS, PLAYER_COUNTS, Matchup, answer, summarise, table
from . import bounded
from .boardcache import board_svg  # a position seen before is drawn once
from tutor.sim.tournament import tournament_stream

from .analyse_page import AnalysePage, limit_note
from .jobs import Chunk, Job, clear_of, interleave, stopping_rule

STYLE = ("<style>.tutor-table td, .tutor-table th {padding: 2px 10px; text-align: left; "
         "border-bottom: 1px solid #D8C39A} .tutor-advice {color: #1E6B3A}</style>")
ADVICE = {"wait": M("Wait"), "claim now": M("Claim now"), "either": M("Either: it makes no difference on average"),
          "nothing to claim": M("Nothing to claim")}
#: each bot's name (a game term) for the results table
_BOT = {"patient": Term("apache", "bot_patient"), "greedy": Term("apache", "bot_greedy"),
        "random": Term("apache", "bot_random")}
_VERDICT = {"above": M("above"), "below": M("below"), "within": M("within")}
#: games per table at most: 8 tables of 5,000 games keep about 45 MB (1.1 kB a game) until the run ends, within
#: the 200 MB a page's kernel may use with matplotlib and sympy loaded (was 100,000: 335-410 MB, issue #25)
MAX_GAMES = 5_000
LIMIT = M("At most {n} games per table: every game played is kept in the page's memory until the run ends, "
          "and one server holds the pages of a whole class.")


def _cells(texts) -> str:
    """Table header cells, each text rendered and escaped."""
    return "".join(f"<th>{escape(tr(text))}</th>" for text in texts)


def _of(n: int, total: int) -> str:
    return escape(tr(M("{n} of {total}", n=n, total=total)))


def _chance_rows(chances: list[RevealChance]) -> str:
    rows = "".join(f"<tr><td>{escape(tr(c.what))}</td><td>{_of(c.wanted, c.face_down)}"
                   f"</td><td>{c.probability}</td><td>{number(float(c.probability), '.1%')}</td>"
                   f"<td>{number(float(c.expected), '.2f')}</td></tr>" for c in chances)
    heads = _cells((M("a reveal brings"), M("face down"), M("chance"), "≈", M("how many on average")))
    return f"<table class='tutor-table tutor-odds'><tr>{heads}</tr>{rows}</table>"


def _outcome_rows(odds: WaitOdds) -> str:
    """What waiting brings, grouped by the value of the claim after the next reveal."""
    groups: dict[int, list] = {}
    for o in odds.outcomes:
        groups.setdefault(o.value, []).append(o)
    rows = "".join(
        f"<tr><td>{value}</td><td>{escape(tr(percent(sum(o.probability for o in group))))}</td>"
        f"<td>{escape(tr(Joined([card_term(o.card) for o in group], ', ')))}</td></tr>"
        for value, group in sorted(groups.items(), reverse=True))
    heads = _cells((M("cards if you wait"), M("chance"), M("when the next card is")))
    return f"<table class='tutor-table tutor-outcomes'><tr>{heads}</tr>{rows}</table>"


def odds_html(state: State, seat: int, kind: int, reveals: int) -> str:
    """The exact odds for one seat and hand card, as HTML."""
    odds = claim_or_wait(state, seat, kind)
    explanation = "".join(f"<p>{escape(line)}</p>" for line in tr(odds.explain()).splitlines())
    chances = hand_card_chances(state, seat, kind, reveals) + [rival_chief_chance(state, seat, reveals)]
    within = M("What the next reveal may bring (at least one)") if reveals == 1 else \
        M("What the next {n} reveals may bring (at least one)", n=reveals)
    question = escape(tr(M("Claim now or wait?")))
    return (f"{STYLE}<h4>{question} <span class='tutor-advice'>"
            f"{escape(tr(ADVICE[odds.advice]))}</span></h4>{explanation}"
            + (_outcome_rows(odds) if odds.outcomes else "")
            + f"<h4>{escape(tr(within))}</h4>{_chance_rows(chances)}")


def results_html(matchups: list[Matchup]) -> str:
    """The experiment's answer and a table of every match-up."""
    rows = "".join(
        f"<tr><td>{m.players}</td><td>{_among(m)}</td><td>{m.games}</td>"
        f"<td>{number(m.win_share.value, '.1%')}</td><td>{number(100 * m.win_share.low, '.1f')}–"
        f"{number(m.win_share.high, '.1%')}</td>"
        f"<td>{number(float(m.fair_share), '.1%')}</td><td>{escape(tr(_VERDICT[m.verdict]))}</td>"
        f"<td>{number(m.score.value, '.1f')} ± {number(m.score.high - m.score.value, '.1f')}</td>"
        f"<td>{number(m.crowd_score.value, '.1f')}</td></tr>" for m in matchups)
    heads = _cells((M("players"), M("table"), M("games"), M("lone bot's wins"), M("95% interval"), M("fair share"),
                    M("against fair"), M("lone bot's mean score"), M("others' mean score")))
    return (f"{STYLE}<p>{escape(tr(answer(matchups)))}</p><table class='tutor-table tutor-results'><tr>"
            f"{heads}</tr>{rows}</table>")


def _among(m: Matchup) -> str:
    return escape(tr(M("one {lone} among {crowd}", lone=_BOT.get(m.lone, m.lone), crowd=_BOT.get(m.crowd, m.crowd))))


def results_plot(matchups: list[Matchup]) -> str:
    """The lone bots' win shares with 95% error bars against the fair-share line, as an SVG picture."""
    from matplotlib.figure import Figure  # with the first results, not with the page

    from .plots import chart

    fig = Figure(figsize=(6.4, 3.6))
    ax = fig.add_subplot()
    counts = sorted({m.players for m in matchups})
    ax.plot(counts, [1 / n for n in counts], "k--", label=tr(M("fair share 1/n")))
    among = {"patient": M("one patient bot among greedy bots"), "greedy": M("one greedy bot among patient bots")}
    for lone, crowd, offset in (("patient", "greedy", -0.05), ("greedy", "patient", 0.05)):
        ms = [m for m in matchups if m.lone == lone]
        ax.errorbar([m.players + offset for m in ms], [m.win_share.value for m in ms], capsize=4, marker="o",
                    linestyle="none", label=tr(among[lone]),
                    yerr=[[m.win_share.value - m.win_share.low for m in ms],
                          [m.win_share.high - m.win_share.value for m in ms]])
    ax.set_xticks(counts)
    ax.set_xlabel(tr(M("players")))
    return chart(fig, title=tr(M("Does waiting pay?")), ylabel=tr(M("share of games won")), cls="apache-plot",
                 alt=tr(M("The lone bots' share of games won at each number of players, against the fair share")))


class AnalyseApp(AnalysePage[State]):
    """A position, a seat and a hand card, the exact odds, and the waiting experiment."""

    game_id, prefix = "apache", "apache"

    CHUNK = 8  # games per chunk: a first estimate for every table after 64 games in all

    def __init__(self, position: str | None = None, *, games: int = 400, seed: int = 0,
                 executor: Executor | None = None, background: bool = True) -> None:
        super().__init__(position, example_position)
        self.seed = seed
        self.executor = executor  # None: the runner makes a process pool for each run
        self.results: list[Matchup] = []
        self.board = widgets.HTML()
        self.seat = bounded.Dropdown(description=tr(M("Seat")))
        self.kind = bounded.Dropdown(description=tr(M("Hand card")),
                                     options=[(tr(KIND_TERMS[i]), i) for i in range(len(KINDS))])
        self.reveals = bounded.IntSlider(value=1, min=1, max=10, description=tr(M("Within k reveals")),
                                         style={"description_width": "initial"})
        self.odds = widgets.HTML()
        self.games = bounded.BoundedIntText(value=min(games, MAX_GAMES), min=2, max=MAX_GAMES,
                                            description=tr(M("Games per table")), style={"description_width": "initial"})
        self.limit = limit_note(LIMIT.fill(n=number(MAX_GAMES, ",")))
        self.job = Job("apache", M("Run the simulation"), background=background)
        self.run_button, self.progress = self.job.run_button, self.job.progress
        self.output = widgets.Output()
        for widget, name in [(self.board, "apache-board"), (self.output, "apache-sim-output"),
                             (self.odds, "apache-odds")]:
            widget.add_class(name)
        self._loading = False
        for control in (self.seat, self.kind, self.reveals):
            control.observe(self._changed, "value")
        self.run_button.on_click(lambda _: self.simulate())
        who, clear = M("Each table"), M("the 99% interval of the lone bot's win share lies wholly above or below "
                                        "its fair share")
        rule = stopping_rule(who, clear)
        self.children = [
            self.position_panel(M("<h3>A position</h3><p>Paste a position string (copy one from the play page) and "
                                  "press Enter.</p>")),
            self.board,
            widgets.HBox([self.seat, self.kind, self.reveals]), self.odds,
            widgets.HTML(tr(M("<h3>Does waiting pay? A simulation</h3><p>Bots play whole games: one patient bot "
                              "among greedy ones, and one greedy bot among patient ones, at 2 to 5 players. The "
                              "estimates show after the first games and tighten as more are played. {rule}</p>",
                              rule=rule))),
            self.games, self.limit, self.job.box, self.output]
        self.show_position()

    def show(self) -> None:
        """Show a new state: seat 0 and its richest hand card are chosen."""
        state = self.state
        self._loading = True
        try:
            self.seat.options = [(tr(colour_term(colour)), seat) for seat, colour in enumerate(state.game.seat_colours)]
            self.seat.value = 0
            self.kind.value = max(range(4), key=lambda k: claim_or_wait(state, 0, k).now)
            self.reveals.max = max(1, min(10, sum(state.down)))
        finally:
            self._loading = False
        self.refresh()

    def _changed(self, _change: dict) -> None:
        if not self._loading:
            self.refresh()

    def refresh(self) -> None:
        """Redraw the board and the odds for the chosen seat, hand card and number of reveals."""
        self.board.value = board_svg(self.state, width=760)
        self.odds.value = odds_html(self.state, self.seat.value, self.kind.value, self.reveals.value)

    def simulate(self, games: int | None = None) -> list[Matchup]:
        """Run the experiment (``games`` per table, else the field's value), drawing the results as they
        come; each table stops once its answer is clear. Returns the results when run at once."""
        games = games or self.games.value
        plan = [(n, lone, crowd) for n in PLAYER_COUNTS for lone, crowd in MATCHUPS]

        def steps(pool: Executor) -> Iterator[Chunk[list[Matchup]]]:
            streams = [tournament_stream(table(n, lone, crowd), games, seed=self.seed * 100 + index, executor=pool,
                                         chunk_size=self.CHUNK, ahead=4)
                       for index, (n, lone, crowd) in enumerate(plan)]
            for latest in interleave(streams, lambda step: clear_of(step[0][0].wins, step[0][0].fair)):
                matchups = [summarise(n, lone, crowd, *step) for (n, lone, crowd), step in zip(plan, latest)
                            if step is not None]
                decided = len(matchups) == len(plan) and all(
                    clear_of(m.win_share, float(m.fair_share)) or m.games == games for m in matchups) and \
                    any(m.games < games for m in matchups)
                yield sum(m.games for m in matchups), games * len(plan), matchups, decided

        self.run_job(self.job, steps, self.draw)
        return self.results

    def draw(self, matchups: list[Matchup]) -> None:
        """Show the results so far: the answer, the table and the plot."""
        self.results = matchups
        self.output.outputs = (
            {"output_type": "display_data", "metadata": {},
             "data": {"text/html": results_html(matchups), "text/plain": tr(answer(matchups))}},
            {"output_type": "display_data", "metadata": {},
             "data": {"text/html": results_plot(matchups),
                      "text/plain": tr(M("win shares against the fair share"))}},
        )
