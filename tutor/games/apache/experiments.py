"""The experiment "does waiting pay?": patient bots against greedy bots, as bot tournaments.

For each number of players, two match-ups are played, each a :func:`tutor.sim.tournament.tournament`:
one patient bot among greedy bots, and one greedy bot among patient bots. The seats turn round the
table from game to game, so no seat's advantage favours the lone bot. If waiting pays, the lone
patient bot wins more than its fair share ``1/players`` of the games and the lone greedy bot less.
"""
from __future__ import annotations

from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass
from fractions import Fraction
from typing import Sequence

from tutor.core.i18n import M, Joined, Message
from tutor.sim import Estimate, Progress, mean_ci
from tutor.sim.tournament import Result, Standing, Table, tournament

from .bots import BOTS, play_window
from .cards import COLOURS
from .state import Game

PLAYER_COUNTS = (2, 3, 4, 5)
MATCHUPS = (("patient", "greedy"), ("greedy", "patient"))  # (the lone bot, the bot on every other seat)
#: each match-up in words (whole phrases: the bots' names agree with their nouns in other languages)
_AMONG = {("patient", "greedy"): M("one patient bot among greedy bots"),
          ("greedy", "patient"): M("one greedy bot among patient bots")}
_EACH = {"greedy": M("for each greedy bot"), "patient": M("for each patient bot")}


@dataclass(frozen=True)
class Matchup:
    """How the lone bot did: its share of the wins (ties shared) and its mean score, with 95% intervals."""

    players: int
    lone: str
    crowd: str
    games: int
    win_share: Estimate
    score: Estimate
    crowd_score: Estimate   # the mean score of one of the other seats

    @property
    def fair_share(self) -> Fraction:
        return Fraction(1, self.players)

    @property
    def verdict(self) -> str:
        """``above``, ``below`` or ``within`` the fair share, judged by the interval."""
        fair = float(self.fair_share)
        return "above" if self.win_share.low > fair else "below" if self.win_share.high < fair else "within"

    def explain(self) -> Message:
        w = self.win_share
        fair = float(self.fair_share)
        share = {"above": M("above its fair share of {fair:.1%}", fair=fair),
                 "below": M("below its fair share of {fair:.1%}", fair=fair),
                 "within": M("within its fair share of {fair:.1%}", fair=fair)}[self.verdict]
        among = _AMONG.get((self.lone, self.crowd)) or M("one {lone} bot among {crowd} bots", lone=self.lone,
                                                         crowd=self.crowd)
        each = _EACH.get(self.crowd) or M("for each {crowd} bot", crowd=self.crowd)
        return M("{players} players, {among}: it won {won:.1%} of {games} games (95% interval {low:.1%} to "
                 "{high:.1%}), {share}; it scored {score:.1f} cards on average against {crowd_score:.1f} {each}.",
                 players=self.players, among=among, won=w.value, games=self.games, low=w.low, high=w.high,
                 share=share, score=self.score.value, crowd_score=self.crowd_score.value, each=each)


def table(players: int, lone: str, crowd: str, variants: Sequence[str] = ()) -> Table:
    """The match-up's table: the lone bot is entrant 0, the crowd's bot every other entrant."""
    return Table(Game, (("colours", COLOURS[:players]), ("variants", tuple(variants))),
                 (BOTS[lone],) + (BOTS[crowd],) * (players - 1), window=play_window)


def summarise(players: int, lone: str, crowd: str, standings: Sequence[Standing],
              results: Sequence[Result]) -> Matchup:
    """The lone bot's :class:`Matchup` from its tournament (results in entrant order, the lone bot first)."""
    lone_bot = standings[0]
    others = [(sum(r.scores) - r.scores[0]) / (players - 1) for r in results]
    return Matchup(players, lone, crowd, lone_bot.games, lone_bot.wins, lone_bot.score, mean_ci(others))


def does_waiting_pay(games: int = 400, players: Sequence[int] = PLAYER_COUNTS, variants: Sequence[str] = (), *,
                     seed: int = 0, executor: Executor | None = None, workers: int | None = None,
                     progress: Progress | None = None) -> list[Matchup]:
    """Run the experiment: ``games`` games (at least 2) per player count and match-up."""
    if games < 2:
        raise ValueError(M("play at least 2 games per match-up"))
    plan = [(n, lone, crowd) for n in players for lone, crowd in MATCHUPS]
    pool = executor or ProcessPoolExecutor(workers)
    matchups = []
    try:
        for index, (n, lone, crowd) in enumerate(plan):
            done = index * games
            report = None if progress is None else (
                lambda finished, _, done=done: progress(done + finished, games * len(plan)))
            standings, results = tournament(table(n, lone, crowd, variants), games, seed=seed * 100 + index,
                                            executor=pool, progress=report)
            matchups.append(summarise(n, lone, crowd, standings, results))
    finally:
        if executor is None:
            pool.shutdown()
    return matchups


def answer(matchups: Sequence[Matchup]) -> Joined:
    """The experiment's answer in plain words (in the reader's language)."""
    words = {"above": lambda players: M("more than its fair share at {players} players", players=players),
             "within": lambda players: M("about its fair share at {players} players", players=players),
             "below": lambda players: M("less than its fair share at {players} players", players=players)}
    won = {("patient", "greedy"): lambda said: M("One patient bot among greedy bots won {said}.", said=said),
           ("greedy", "patient"): lambda said: M("One greedy bot among patient bots won {said}.", said=said)}
    parts: list[Message] = []
    for lone, crowd in MATCHUPS:
        said = [words[verdict](Joined(players, ", ")) for verdict in words
                if (players := [str(m.players) for m in matchups if m.lone == lone and m.verdict == verdict])]
        if said:
            parts.append(won[(lone, crowd)](Joined(said, "; ")))
    favour = [m for m in matchups if m.verdict == ("above" if m.lone == "patient" else "below")]
    against = [m for m in matchups if m.verdict == ("below" if m.lone == "patient" else "above")]
    if favour and against:
        conclusion = M("No clear answer: the results point both ways.")
    elif favour or against:
        everywhere = len(favour or against) == len(matchups)
        if favour:
            conclusion = M("Waiting pays at every table size tried.") if everywhere else \
                M("Waiting pays wherever the difference is clear; more games would settle the rest.")
        else:
            conclusion = M("Waiting costs at every table size tried.") if everywhere else \
                M("Waiting costs wherever the difference is clear; more games would settle the rest.")
    else:
        conclusion = M("No clear answer yet: play more games.")
    return Joined(parts + [conclusion], " ")
