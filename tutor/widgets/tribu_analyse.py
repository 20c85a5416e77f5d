"""The Tribù Indiani analyse page: exact odds of drawing the Diorama a chain needs, and bots compared.

``AnalyseApp()`` is the whole page. Tests drive it without a browser: set ``position.value``,
``seat.value`` or ``turns.value``, or click ``run_button`` (with ``background=False`` the comparison runs
at once, else ``job.wait()``).
"""
from __future__ import annotations

import random
from concurrent.futures import ThreadPoolExecutor
from html import escape

import ipywidgets as widgets

from tutor.games.tribu import CARDS, Game, State
from tutor.core.bots import advance
from tutor.games.tribu.bots import RandomBot, SensibleBot
from tutor.games.tribu.experiments import Comparison, challenge_scores, first_challenge_over
from tutor.games.tribu.odds import chain_odds
from tutor.sim import mean_ci
from tutor.sim.tournament import Table, tournament_stream

from . import bounded
from .boardcache import board_svg  # a position seen before is drawn once
from .common import player_label
from .pages import AnalysePage, Job, clear_of, interleave, stopping_rule

STYLE = ("<style>.tutor-table td, .tutor-table th {padding: 2px 10px; text-align: left; "
         "border-bottom: 1px solid #D8C39A}</style>")
HORIZON = 8  # turns shown in the odds table


def example_position(seed: int = 3, actions: int = 120) -> State:
    """A position from the middle of a challenge between sensible bots: chains under way."""
    rng = random.Random(seed)
    state = Game(players=2).new_state()
    bots = (SensibleBot(), SensibleBot())
    while len(state.history) < actions or state.phase != "start" or state.current_player != 0:
        state = advance(state, bots, rng)
    return state


def odds_html(state: State, seat: int, turns: int) -> str:
    """For each of the seat's chains: what it needs next and the exact chance to draw it within
    1 to ``HORIZON`` turns, the chosen ``turns`` highlighted."""
    view = state.view(seat)
    if not view.mine:
        return "<p>This player has no chain yet: nothing to draw for.</p>"
    head = "".join(f"<th>{k} turn{'s' if k > 1 else ''}</th>" for k in range(1, HORIZON + 1))
    rows = []
    for i, chain in enumerate(view.mine):
        cells = []
        for k in range(1, HORIZON + 1):
            p = chain_odds(view, state.game, i, k).probability
            mark = " style='background:#F6ECD6; font-weight:bold'" if k == turns else ""
            cells.append(f"<td{mark} title='{p}'>{float(p):.1%}</td>")
        odds = chain_odds(view, state.game, i, turns)
        wanted = ", ".join(CARDS[t].name for t in odds.wanted) or "nothing"
        rows.append(f"<tr><td>{i}: {escape(CARDS[chain.tribu].name)}</td><td>{escape(wanted)}</td>"
                    f"<td>{odds.copies} of {odds.unseen}</td>{''.join(cells)}</tr>")
    exact = "".join(f"<li>{escape(chain_odds(view, state.game, i, turns).explain())}</li>"
                    for i in range(len(view.mine)))
    return (f"{STYLE}<table class='tutor-table tribu-odds'><tr><th>chain</th><th>needs next</th>"
            f"<th>unseen copies</th>{head}</tr>{''.join(rows)}</table><ul>{exact}</ul>{MODEL}")


#: how the odds are counted, said on the page
MODEL = ("<p class='tribu-odds-model'><small>How these odds are counted: a card is unseen unless this player "
         "can see it (in their hand, in a chain, face up on the discard pile, played, or a Block card lying face "
         "up beside a chain). The other players draw between this player's turns, so within k turns this player "
         "draws at most k cards, and fewer when the draw pile runs out first.</small></p>")


def results_html(results: list[Comparison]) -> str:
    """One row per table size: the sensible bot's share of challenge wins and the mean scores."""
    rows = "".join(
        f"<tr><td>{c.players}</td><td>{c.challenges}</td><td>{c.wins.value:.0%}</td>"
        f"<td>{c.wins.low:.0%}–{c.wins.high:.0%}</td><td>{c.fair:.0%}</td>"
        f"<td>{c.sensible.value:.1f} ± {c.sensible.high - c.sensible.value:.1f}</td>"
        f"<td>{c.others.value:.1f} ± {c.others.high - c.others.value:.1f}</td></tr>" for c in results)
    return (f"{STYLE}<table class='tutor-table tribu-results'><tr><th>players</th><th>challenges</th>"
            "<th>sensible bot wins</th><th>95% interval</th><th>fair share</th><th>its mean spheres</th>"
            f"<th>random bots' mean spheres</th></tr>{rows}</table>")


class AnalyseApp(AnalysePage):
    """Odds for a position from one player's view, and the bot comparison."""

    game_id, prefix = "tribu", "tribu"

    PLAYERS = (2, 3)  # the table sizes compared

    def __init__(self, position: str | None = None, challenges: int = 40, background: bool = True) -> None:
        super().__init__(position, example_position)
        self.seat = bounded.Dropdown(options=[(player_label(0), 0), (player_label(1), 1)], value=0,
                                     description="Whose view")
        self.turns = bounded.IntSlider(value=3, min=1, max=HORIZON, description="within k turns")
        self.board = widgets.HTML()
        self.board.add_class("tribu-board")
        self.odds = widgets.HTML()
        self.odds.add_class("tribu-odds-box")
        self.challenges = bounded.IntSlider(value=challenges, min=4, max=400, step=4, description="challenges")
        self.job = Job("tribu", "Compare the bots", unit="challenges", background=background)
        self.run_button, self.progress = self.job.run_button, self.job.progress
        self.run_button.on_click(lambda _: self.simulate())
        self.results = widgets.HTML()
        self.results.add_class("tribu-sim-output")
        self.results_shown: list[Comparison] = []
        self.seat.observe(lambda _: self.refresh(), "value")
        self.turns.observe(lambda _: self.refresh(), "value")
        self.children = [self.position_panel("<p>Paste a position string (copy one from the play page) and press "
                                             "Enter.</p>"),
                         widgets.HBox([self.seat, self.turns], layout=widgets.Layout(flex_flow="row wrap")), self.odds,
                         self.board, widgets.HTML("<h4>Sensible bot against random bots</h4><p>The shares show after the first "
                                      "challenges and tighten as more are played. " + stopping_rule(
                                          "Each table size", "the 99% interval of the sensible bot's win "
                                          "share lies wholly above or below its fair share")
                                      .replace("games", "challenges") + "</p>"),
                         self.challenges, self.job.box, self.results]
        self.show_position()

    def show(self) -> None:
        self.seat.options = [(player_label(p), p) for p in range(self.state.game.num_players)]
        self.refresh()

    def refresh(self) -> None:
        seat = self.seat.value
        self.odds.value = odds_html(self.state, seat, self.turns.value)
        self.board.value = board_svg(self.state, viewer=seat)

    def simulate(self, challenges: int | None = None) -> list[Comparison]:
        """Play the challenges, one sensible bot among random bots at each table size, showing the
        comparison as they end; each table size stops once its answer is clear."""
        challenges = challenges or self.challenges.value
        tables = [Table(Game, (("players", n),), (SensibleBot,) + (RandomBot,) * (n - 1),
                        until=first_challenge_over, score=challenge_scores) for n in self.PLAYERS]

        def steps():
            with ThreadPoolExecutor(2) as pool:
                streams = [tournament_stream(t, challenges, seed=n, executor=pool, chunk_size=4, ahead=4)
                           for n, t in zip(self.PLAYERS, tables)]
                for latest in interleave(streams, lambda s: clear_of(s[0][0].wins, s[0][0].fair)):
                    results = [Comparison(n, len(games), standings[0].wins, standings[0].score,
                                          mean_ci([sum(g.scores[1:]) / (n - 1) for g in games]))
                               for n, (standings, games) in ((n, step) for n, step in zip(self.PLAYERS, latest)
                                                             if step is not None)]
                    done = sum(c.challenges for c in results)
                    ended = len(results) == len(tables) and all(
                        c.challenges == challenges or clear_of(c.wins, c.fair) for c in results)
                    yield done, challenges * len(tables), results, ended and done < challenges * len(tables)

        self.job.start(steps, self.draw)
        return self.results_shown

    def draw(self, results: list[Comparison]) -> None:
        self.results_shown = results
        self.results.value = results_html(results)
