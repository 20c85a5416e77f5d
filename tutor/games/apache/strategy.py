"""The experiment "does waiting pay?": patient bots against greedy bots, by Monte Carlo.

For each number of players, two match-ups are played: one patient bot among greedy bots, and one greedy
bot among patient bots. The lone bot's seat turns round the table from game to game (game ``g`` puts it
on seat ``g % players``), so no seat's advantage favours it. If waiting pays, the lone patient bot wins
more than its fair share ``1/players`` of the games and the lone greedy bot less.
"""
from __future__ import annotations

import random
from concurrent.futures import Executor
from dataclasses import dataclass
from fractions import Fraction
from typing import Sequence

from tutor.sim import Estimate, Progress, mean_ci, run, wilson

from .bots import BOTS, play_game
from .cards import COLOURS
from .engine import Game

PLAYER_COUNTS = (2, 3, 4, 5)
MATCHUPS = (("patient", "greedy"), ("greedy", "patient"))  # (the lone bot, the bot on every other seat)


@dataclass(frozen=True)
class Table:
    """One game to play: ``players`` seats, the lone bot on ``seat`` and the crowd's bot elsewhere."""

    players: int
    lone: str
    crowd: str
    seat: int
    variants: tuple[str, ...] = ()


def play_table(table: Table, seed: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Play one seeded game; returns the scores and the winners (a picklable task for :func:`tutor.sim.run`)."""
    game = Game(COLOURS[:table.players], table.variants)
    bots = [BOTS[table.crowd]()] * table.players
    bots[table.seat] = BOTS[table.lone]()
    outcome = play_game(game, bots, random.Random(seed)).outcome()
    return outcome.scores, outcome.winners


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


def tables(games: int, players: Sequence[int] = PLAYER_COUNTS, variants: Sequence[str] = ()) -> list[Table]:
    """Every game of the experiment: ``games`` per player count and match-up, seats rotated."""
    return [Table(n, lone, crowd, g % n, tuple(variants))
            for n in players for lone, crowd in MATCHUPS for g in range(games)]


def summarise(plan: Sequence[Table], results: Sequence[tuple[tuple[int, ...], tuple[int, ...]]]) -> list[Matchup]:
    """One :class:`Matchup` per player count and match-up, in the order of ``plan``."""
    groups: dict[tuple[int, str, str], list] = {}
    for table, result in zip(plan, results):
        groups.setdefault((table.players, table.lone, table.crowd), []).append((table.seat, result))
    matchups = []
    for (n, lone, crowd), rows in groups.items():
        wins = sum(1 / len(winners) for seat, (_, winners) in rows if seat in winners)
        own = [scores[seat] for seat, (scores, _) in rows]
        others = [sum(scores) - scores[seat] for seat, (scores, _) in rows]
        matchups.append(Matchup(n, lone, crowd, len(rows), wilson(wins, len(rows)), mean_ci(own),
                                mean_ci([s / (n - 1) for s in others])))
    return matchups


def does_waiting_pay(games: int = 400, players: Sequence[int] = PLAYER_COUNTS, variants: Sequence[str] = (), *,
                     seed: int = 0, executor: Executor | None = None, workers: int | None = None,
                     progress: Progress | None = None) -> list[Matchup]:
    """Run the experiment: ``games`` games (at least 2) per player count and match-up."""
    if games < 2:
        raise ValueError("play at least 2 games per match-up")
    plan = tables(games, players, variants)
    results = run(play_table, plan, seed=seed, executor=executor, workers=workers, progress=progress)
    return summarise(plan, results)


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
