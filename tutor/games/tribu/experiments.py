"""Tribù Indiani experiments: the sensible bot against random ones over many first challenges.

Each table seats one :class:`~.bots.SensibleBot` among :class:`~.bots.RandomBot` players; the seats
turn round from challenge to challenge (:func:`tutor.sim.tournament.tournament`), and each result
carries a Wilson interval for the win share and mean-score intervals.
"""
from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Sequence

from tutor.sim import Estimate, mean_ci
from tutor.sim.tournament import Table, tournament

from .bots import RandomBot, SensibleBot
from .state import Game, State


def first_challenge_over(state: State) -> bool:
    """Stop a table once its first challenge is scored."""
    return state.challenge > 1 or state.is_terminal


def challenge_scores(state: State) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The first challenge's spheres and its winners (ties share)."""
    best = max(state.last)
    return state.last, tuple(p for p, s in enumerate(state.last) if s == best)


@dataclass(frozen=True)
class Comparison:
    """A sensible bot among random bots over many challenges: its win share against the fair share
    ``1 / players``, and mean scores, each with a 95% interval."""

    players: int
    challenges: int
    wins: Estimate
    sensible: Estimate
    others: Estimate

    @property
    def fair(self) -> float:
        return 1 / self.players


def compare(players: Sequence[int] = (2, 3), challenges: int = 20, seed: int = 0,
            executor: Executor | None = None) -> list[Comparison]:
    """Play ``challenges`` first challenges per table size, one sensible bot among random bots, the
    seats turning round from challenge to challenge."""
    results = []
    for n in players:
        table = Table(Game, (("players", n),), (SensibleBot,) + (RandomBot,) * (n - 1),
                      until=first_challenge_over, score=challenge_scores)
        standings, games = tournament(table, challenges, seed=seed + n, executor=executor)
        others = [sum(g.scores[1:]) / (n - 1) for g in games]
        results.append(Comparison(n, challenges, standings[0].wins, standings[0].score, mean_ci(others)))
    return results
