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

from tutor.sim import Estimate, Progress, mean_ci
from tutor.sim.tournament import Result, Standing, Table, tournament

from .bots import BOTS, play_window
from .cards import COLOURS
from .state import Game

PLAYER_COUNTS = (2, 3, 4, 5)
MATCHUPS = (("patient", "greedy"), ("greedy", "patient"))  # (the lone bot, the bot on every other seat)


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

    def explain(self) -> str:
        w = self.win_share
        return (f"{self.players} players, one {self.lone} bot among {self.crowd} bots: it won {w.value:.1%} of "
                f"{self.games} games (95% interval {w.low:.1%} to {w.high:.1%}), {self.verdict} its fair share "
                f"of {float(self.fair_share):.1%}; it scored {self.score.value:.1f} cards on average against "
                f"{self.crowd_score.value:.1f} for each {self.crowd} bot.")


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
        raise ValueError("play at least 2 games per match-up")
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


def answer(matchups: Sequence[Matchup]) -> str:
    """The experiment's answer in plain words."""
    words = {"above": "more than", "within": "about", "below": "less than"}
    parts = []
    for lone, crowd in MATCHUPS:
        said = [f"{words[verdict]} its fair share at {', '.join(players)} players" for verdict in words
                if (players := [str(m.players) for m in matchups if m.lone == lone and m.verdict == verdict])]
        if said:
            parts.append(f"One {lone} bot among {crowd} bots won " + "; ".join(said) + ".")
    favour = [m for m in matchups if m.verdict == ("above" if m.lone == "patient" else "below")]
    against = [m for m in matchups if m.verdict == ("below" if m.lone == "patient" else "above")]
    if favour and against:
        conclusion = "No clear answer: the results point both ways."
    elif favour or against:
        clear = favour or against
        conclusion = ("Waiting pays" if favour else "Waiting costs") + (
            " at every table size tried." if len(clear) == len(matchups)
            else " wherever the difference is clear; more games would settle the rest.")
    else:
        conclusion = "No clear answer yet: play more games."
    return " ".join(parts + [conclusion])
