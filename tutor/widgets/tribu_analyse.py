"""The Tribù Indiani analyse page: exact odds of drawing the Diorama a chain needs, and bots compared.

``AnalyseApp()`` is the whole page. Tests drive it without a browser: set ``position.value``,
``seat.value`` or ``turns.value``, or click ``run_button`` (with ``background=False`` the comparison runs
at once, else ``job.wait()``).
"""
from __future__ import annotations

import random
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from html import escape

import ipywidgets as widgets

from tutor.core.i18n import M, P, number, tr
from tutor.games.tribu import Game, State
from tutor.core.bots import advance
from tutor.games.tribu.bots import RandomBot, SensibleBot
from tutor.games.tribu.experiments import Comparison, challenge_scores, first_challenge_over
from tutor.games.tribu.odds import chain_odds
from tutor.games.tribu.words import card as card_name
from tutor.games.tribu.words import letter
from tutor.sim import mean_ci
from tutor.sim.tournament import Table, tournament_stream

from . import bounded
from .boardcache import board_svg  # a position seen before is drawn once
from .common import player_label
from .analyse_page import AnalysePage
from .jobs import FIRST_LOOK, Chunk, Job, clear_of, interleave

STYLE = ("<style>.tutor-table td, .tutor-table th {padding: 2px 10px; text-align: left; "
         "border-bottom: 1px solid #D8C39A}</style>")
HORIZON = 8  # turns shown in the odds table


def example_position(seed: int = 3, actions: int = 120) -> State:
    """A position from the middle of a challenge between sensible bots: chains under way."""
    rng = random.Random(seed)
    state = Game(players=2).new_state()
    bots = (SensibleBot(), SensibleBot())
    while len(state.history) < actions or state.phase != "start" or state.current_player != 0:
        after = advance(state, bots, rng)
        assert isinstance(after, State)  # Tribù's states move on to Tribù's states
        state = after
    return state


def odds_html(state: State, seat: int, turns: int) -> str:
    """For each of the seat's chains: what it needs next and the exact chance to draw it within
    1 to ``HORIZON`` turns, the chosen ``turns`` highlighted."""
    view = state.view(seat)
    if not view.mine:
        return f"<p>{escape(tr(NO_CHAIN))}</p>"
    head = "".join(f"<th>{escape(tr(turns_head(k)))}</th>" for k in range(1, HORIZON + 1))
    rows = []
    for i, chain in enumerate(view.mine):
        cells = []
        for k in range(1, HORIZON + 1):
            p = chain_odds(view, state.game, i, k).probability
            mark = " style='background:#F6ECD6; font-weight:bold'" if k == turns else ""
            cells.append(f"<td{mark} title='{p}'>{number(float(p), '.1%')}</td>")
        odds = chain_odds(view, state.game, i, turns)
        wanted = ", ".join(tr(card_name(t)) for t in odds.wanted) or tr(NOTHING)
        named = tr(M("{letter}: {tribu}", letter=letter(i), tribu=card_name(chain.tribu)))
        copies = tr(M("{copies} of {unseen}", copies=odds.copies, unseen=odds.unseen))
        rows.append(f"<tr><td>{escape(named)}</td><td>{escape(wanted)}</td><td>{escape(copies)}</td>"
                    f"{''.join(cells)}</tr>")
    exact = "".join(f"<li>{escape(tr(chain_odds(view, state.game, i, turns).explain()))}</li>"
                    for i in range(len(view.mine)))
    heads = "".join(f"<th>{escape(tr(h))}</th>" for h in (M("chain"), M("needs next"), M("unseen copies")))
    return (f"{STYLE}<table class='tutor-table tribu-odds'><tr>{heads}{head}</tr>"
            f"{''.join(rows)}</table><ul>{exact}</ul>{tr(MODEL)}")


#: how the odds are counted, said on the page
MODEL = M("<p class='tribu-odds-model'><small>How these odds are counted: a card is unseen unless this player "
          "can see it (in their hand, in a chain, face up on the discard pile, played, or a Block card lying face "
          "up beside a chain). The other players draw between this player's turns, so within k turns this player "
          "draws at most k cards, and fewer when the draw pile runs out first.</small></p>")
#: what the odds table says for a closed chain
NOTHING = M("nothing")
NO_CHAIN = M("This player has no chain yet: nothing to draw for.")
VERSUS = M("Sensible bot against random bots")


def turns_head(k: int):
    """The odds table's column head: within ``k`` turns."""
    return P("{n} turn", "{n} turns", n=k)


SHARES = M("The shares show after the first challenges and tighten as more are played.")
#: the stopping rule, counted in challenges
STOPPING = M("Each table size stops by itself once the answer is clear: when the 99% interval of the sensible "
             "bot's win share lies wholly above or below its fair share. That is checked only at doubling numbers "
             "of challenges ({first}, {second}, {third}, {fourth}...), with a 99% interval rather than the 95% one "
             "shown, so that looking several times does not make a wrong early answer likely. Otherwise it plays "
             "all the challenges asked for.")


def results_html(results: list[Comparison]) -> str:
    """One row per table size: the sensible bot's share of challenge wins and the mean scores."""
    rows = "".join(
        f"<tr><td>{c.players}</td><td>{c.challenges}</td><td>{number(c.wins.value, '.0%')}</td>"
        f"<td>{number(c.wins.low, '.0%')}–{number(c.wins.high, '.0%')}</td><td>{number(c.fair, '.0%')}</td>"
        f"<td>{number(c.sensible.value, '.1f')} ± {number(c.sensible.high - c.sensible.value, '.1f')}</td>"
        f"<td>{number(c.others.value, '.1f')} ± {number(c.others.high - c.others.value, '.1f')}</td></tr>"
        for c in results)
    heads = "".join(f"<th>{escape(tr(h))}</th>" for h in (
        M("players"), M("challenges"), M("sensible bot wins"), M("95% interval"), M("fair share"),
        M("its mean spheres"), M("random bots' mean spheres")))
    return f"{STYLE}<table class='tutor-table tribu-results'><tr>{heads}</tr>{rows}</table>"


class AnalyseApp(AnalysePage[State]):
    """Odds for a position from one player's view, and the bot comparison."""

    game_id, prefix = "tribu", "tribu"

    PLAYERS = (2, 3)  # the table sizes compared

    def __init__(self, position: str | None = None, challenges: int = 40, background: bool = True) -> None:
        super().__init__(position, example_position)
        self.seat = bounded.Dropdown(options=[(player_label(0), 0), (player_label(1), 1)], value=0,
                                     description=tr(M("Whose view")))
        self.turns = bounded.IntSlider(value=3, min=1, max=HORIZON, description=tr(M("within k turns")))
        self.board = widgets.HTML()
        self.board.add_class("tribu-board")
        self.odds = widgets.HTML()
        self.odds.add_class("tribu-odds-box")
        self.challenges = bounded.IntSlider(value=challenges, min=4, max=400, step=4, description=tr(M("challenges")))
        self.job = Job("tribu", tr(M("Compare the bots")), unit=M("challenges"), background=background)
        self.run_button, self.progress = self.job.run_button, self.job.progress
        self.run_button.on_click(lambda _: self.simulate())
        self.results = widgets.HTML()
        self.results.add_class("tribu-sim-output")
        self.results_shown: list[Comparison] = []
        self.seat.observe(lambda _: self.refresh(), "value")
        self.turns.observe(lambda _: self.refresh(), "value")
        stopping = STOPPING.fill(first=FIRST_LOOK, second=2 * FIRST_LOOK, third=4 * FIRST_LOOK, fourth=8 * FIRST_LOOK)
        self.children = [self.position_panel(M("<p>Paste a position string (copy one from the play page) and press "
                                               "Enter.</p>")),
                         widgets.HBox([self.seat, self.turns], layout=widgets.Layout(flex_flow="row wrap")), self.odds,
                         self.board,
                         widgets.HTML(f"<h4>{escape(tr(VERSUS))}</h4><p>"
                                      f"{escape(tr(SHARES))} {escape(tr(stopping))}</p>"),
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

        def steps() -> Iterator[Chunk[list[Comparison]]]:
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
