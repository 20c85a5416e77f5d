"""The Apacze i Komancze analyse page: a scoring explainer for any position string.

For every occupied region: who is where, with what, and why the ranking falls as it does; for
any legal action of the player to move: what it would change in this round's scoring; the
regions graph; and a comparison of the bot strategies over many games. Tests drive it without a
browser: set ``position.value`` and click ``load_button``, set ``region.value`` or ``move.value``,
or click ``run_button`` (with ``background=False`` the comparison runs at once, else ``job.wait()``).
"""
from __future__ import annotations

from concurrent.futures import Executor
from html import escape

import ipywidgets as widgets

from tutor.core.i18n import Joined, M, P, number, tr

from tutor.games.apacze import Game, State
from tutor.games.apacze.bots import BOTS
from tutor.games.apacze.experiments import BotResult
from tutor.games.apacze.scoring import ORDINALS, RegionScore
from tutor.games.apacze.tiles import TERRAINS
from tutor.games.apacze.words import animal as animal_term, term
from tutor.games.apacze.render import PLAYER_NAMES, region_tags, regions_svg, scoring
from tutor.sim.tournament import Standing, Table, tournament_stream

from . import bounded
from .boardcache import board_svg  # a position seen before is drawn once
from .common import button
from .analyse_page import AnalysePage
from .jobs import Job, clear_of, stopping_rule

RANKING = M("Ranking: largest building first, then the next sizes, then Indians; tied players share "
             "the lower place. First takes all, second half rounded down, third and fourth the animals on their "
             "own fields.")
STYLE = ("<style>.tutor-table td, .tutor-table th {padding: 2px 10px; text-align: left; "
         "border-bottom: 1px solid #D8C39A}</style>")
#: a position from the middle of a game between bots, with several contested regions
EXAMPLE = ("apacze 3 | round 2 | act 0 | hands fork diagonal fork | animals 14.13.13/14.11.14/13.13.13 | "
           "camp i3 t2 c12/i3 t2 c12/i2 t12 c12 | used -/-/- | tiles -3,0:ford@1 -3,1:bend@1 -2,-1:bend@0 "
           "-2,0:ford@2 -1,-1:bend@0 -1,0:ford@2 | indians -3,0:a=2x1 -3,1:b=2x1 -1,-1:a=1x1 -1,-1:b=0x1 | "
           "buildings -2,0:c=1t1 -1,-1:c=0t1")


def plural(region: RegionScore) -> str:
    """The region's animal, counted (a term in the page's language)."""
    return animal_term(TERRAINS.index(region.terrain), region.animals)


def heading(text: str) -> widgets.HTML:
    """A section's heading, in the page's language."""
    return widgets.HTML(f"<h4>{escape(tr(text))}</h4>")


def ranking() -> str:
    return f"<p><small>{escape(tr(RANKING))}</small></p>"


def region_html(region: RegionScore, tag: str) -> str:
    """One region's standings as a table, and the sentence that explains them."""
    rows = "".join(
        f"<tr><td>{tr(PLAYER_NAMES[s.player])}</td><td>{tr(ORDINALS[s.place])}</td>"
        f"<td>{', '.join(map(str, s.sizes)) or '-'}</td><td>{s.indians}</td><td>{s.own_animals}</td>"
        f"<td><b>{s.gain}</b></td></tr>" for s in region.standings)
    head = P("{tag}: {terrain}, {n} field, {total} {animals}", "{tag}: {terrain}, {n} fields, {total} {animals}",
             n=len(region.fields), tag=tag, terrain=term(region.terrain), total=region.animals, animals=plural(region))
    titles = "".join(f"<th>{escape(tr(t))}</th>" for t in (M("player"), M("place"), M("buildings"), term("indian", 2),
                                                          M("animals on own fields"), M("gains")))
    return (f"{STYLE}<h4>{escape(tr(head))}</h4>"
            f"<table class='tutor-table'><tr>{titles}</tr>{rows}</table>"
            f"<p>{escape(tr(region.reason))}.</p>")


def totals(scored: list[RegionScore], players: int) -> list[int]:
    """Per player, the animals all regions would bring this round."""
    won = [0] * players
    for region in scored:
        for s in region.standings:
            won[s.player] += s.gain
    return won


def change_html(state: State, after: State) -> str:
    """What an action changes in this round's scoring: per player, and per region that changes."""
    now, then = scoring(state), scoring(after)
    players = state.game.players
    before_totals, after_totals = totals(now, players), totals(then, players)
    rows = "".join(f"<tr><td>{tr(PLAYER_NAMES[p])}</td><td>{before_totals[p]}</td><td>{after_totals[p]}</td>"
                   f"<td><b>{after_totals[p] - before_totals[p]:+d}</b></td></tr>" for p in range(players))
    old = {r.reason for r in now}
    changed = [r.reason for r in then if r.reason not in old]
    gone = [r.reason for r in now if r.reason not in {t.reason for t in then}]
    said = [M("now: {reason}", reason=r) for r in changed] + [M("before: {reason}", reason=r) for r in gone]
    lines = "".join(f"<li>{escape(tr(line))}</li>" for line in said)
    titles = "".join(f"<th>{escape(tr(t))}</th>" for t in (M("player"), M("this round now"), M("after it"), M("change")))
    none = M("No region's scoring changes (yet: an action of several steps, like a move, changes it as its "
             "Indians go).")
    return (f"{STYLE}<table class='tutor-table'><tr>{titles}</tr>{rows}</table>"
            + (f"<ul>{lines}</ul>" if lines else f"<p>{escape(tr(none))}</p>"))


def interval(result: BotResult) -> str:
    return M("{low:.0%} to {high:.0%}", low=result.wins.low, high=result.wins.high)


def results_html(results: list[BotResult]) -> str:
    rows = "".join(f"<tr><td>{escape(tr(term(r.kind)))}</td><td>{r.games}</td>"
                   f"<td>{number(r.wins.value, '.0%')}</td>"
                   f"<td>{escape(tr(interval(r)))}</td>"
                   f"<td>{number(r.score.value, '.1f')}</td></tr>"
                   for r in results)
    titles = "".join(f"<th>{escape(tr(t))}</th>" for t in (M("bot"), M("games"), M("wins"), M("95% interval"),
                                                          M("mean animals")))
    return f"{STYLE}<table class='tutor-table'><tr>{titles}</tr>{rows}</table>"


class AnalyseApp(AnalysePage[State]):
    """Explain any position's scoring, try an action, see the regions graph, compare the bots."""

    game_id, prefix = "apacze", "apacze"
    MESSAGE_CLASS = "apacze-message"

    def __init__(self, position: str | None = None, games: int = 30, executor: Executor | None = None,
                 background: bool = True) -> None:
        super().__init__(position, lambda: Game.parse(EXAMPLE), textarea=True)
        self.executor = executor
        self.load_button = button(M("Explain this position"), self.load, cls="apacze-load", colour="#D9B77E")
        self.board = widgets.HTML()
        self.board.add_class("apacze-board")
        self.region = bounded.Dropdown(description=tr(M("Region")), layout=widgets.Layout(width="34em"))
        self.region.add_class("apacze-region")
        self.explain = widgets.HTML()
        self.explain.add_class("apacze-explain")
        self.move = bounded.Dropdown(description=tr(M("What if")), layout=widgets.Layout(width="34em"))
        self.move.add_class("apacze-move")
        self.change = widgets.HTML()
        self.change.add_class("apacze-change")
        self.graph = widgets.HTML()
        self.graph.add_class("apacze-regions")
        self.games = bounded.BoundedIntText(value=games, min=2, max=10_000, description=tr(M("Games")),
                                            layout=widgets.Layout(width="14em"))
        self.job = Job("apacze", M("Compare the bots"), background=background)
        self.run_button, self.progress = self.job.run_button, self.job.progress
        self.run_button.on_click(lambda _: self.compare())
        press = M("Press the button: greedy, builder and random bots play 3-player games, turning seats round. "
                  "The shares show after the first two games and tighten as more are played.")
        self.results = widgets.HTML("<p>" + escape(tr(press)) + " "
                                    + stopping_rule(M("The comparison"), M("the leading bot's 99% interval lies wholly "
                                                                           "above the fair share of 1/3 and the last "
                                                                           "one's wholly below"))
                                    + "</p>")
        self.results.add_class("apacze-compare")
        self.scored: list[RegionScore] = []
        self.region.observe(lambda _: self._show_region(), "value")
        self.move.observe(lambda _: self._show_change(), "value")
        self.children = [
            self.position_panel(tr(M("<b>Position string</b> (paste one from the play page):")), self.load_button),
            self.region, self.board, self.explain,
            heading(M("What would an action change?")), self.move, self.change,
            widgets.HTML(heading(M("The regions graph")).value + "<p>"
                         + escape(tr(M("A circle per region (its animals inside; tagged if occupied), a line where "
                                       "two regions meet."))) + "</p>"), self.graph,
            heading(M("Which bot strategy does best?")), self.games, self.job.box,
            self.results]
        self.show_position()

    def show(self) -> None:
        state = self.state
        self.scored = scoring(state)
        tags = region_tags(self.scored)
        options = [(tr(M("all regions")), -1)] + [
            (tr(M("{tag}: {terrain}, {total} {animals}, first {who}", tag=tags[r.fields][0], terrain=term(r.terrain),
                  total=r.animals, animals=plural(r),
                  who=Joined([PLAYER_NAMES[s.player] for s in r.standings
                              if s.place == min(o.place for o in r.standings)], " & "))), i)
            for i, r in enumerate(self.scored)]
        self.region.options = options
        self.region.value = -1
        self.move.options = [(tr(M("(choose an action)")), "")] + [(tr(state.describe(a)), str(a))
                                                                   for a in state.legal_actions()]
        self.move.value = ""
        self.graph.value = regions_svg(state)
        self._show_region()
        self._show_change()

    def _show_region(self) -> None:
        if self.region.value is None:
            return
        tags = region_tags(self.scored)
        if self.region.value < 0:
            self.board.value = board_svg(self.state)
            regions = "".join(region_html(r, tags[r.fields][0]) for r in self.scored)
            nothing = M("No region holds a piece: nothing scores.")
            self.explain.value = ranking() + regions if regions else f"<p>{escape(tr(nothing))}</p>"
            return
        region = self.scored[self.region.value]
        self.board.value = board_svg(self.state, highlight=region.fields)
        self.explain.value = ranking() + region_html(region, tags[region.fields][0])

    def _show_change(self) -> None:
        if not self.move.value:
            who = M("nobody (chance or game over)") if self.state.current_player < 0 else \
                PLAYER_NAMES[self.state.current_player]
            choose = M("Choose an action of the player to move ({who}).", who=who)
            self.change.value = f"<p>{escape(tr(choose))}</p>"
            return
        after = self.state.apply(self.state.parse_action(self.move.value))
        self.change.value = change_html(self.state, after)

    def compare(self) -> None:
        """Play the bot comparison, showing each bot's wins with a 95% interval as the games end; it stops
        once the best and the worst bot are clear of the fair share."""
        kinds = tuple(BOTS)
        table = Table(Game, (("players", len(kinds)),), tuple(BOTS[k] for k in kinds))
        games = self.games.value

        def steps(pool):
            for standings, _ in tournament_stream(table, games, seed=1, executor=pool, chunk_size=1, ahead=4):
                yield standings[0].games, games, standings, decided(standings)

        self.run_job(self.job, steps, self.draw)

    def draw(self, standings: list[Standing]) -> None:
        self.results.value = results_html([BotResult(kind, s.games, s.wins, s.score)
                                           for kind, s in zip(BOTS, standings)])


def decided(standings: list[Standing]) -> bool:
    """Whether the best bot's win share is clear above the fair share and the worst one's clear below."""
    ranked = sorted(standings, key=lambda s: s.wins.value)
    return clear_of(ranked[-1].wins, ranked[-1].fair) and clear_of(ranked[0].wins, ranked[0].fair)
