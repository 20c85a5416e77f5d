"""Apacze i Komancze experiments: which bot strategy does best?

One bot of each kind at a table, the seats turning round from game to game
(:func:`tutor.sim.tournament.tournament`): each kind's win share with a Wilson interval and its mean
score.
"""
from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import dataclass

from tutor.sim import Estimate
from tutor.sim.tournament import Table, tournament

from .bots import BOTS
from .state import Game


def compare_bots(kinds: tuple[str, ...], games: int, seed: int, executor: Executor | None = None) -> list[BotResult]:
    """One bot of each kind at a table of ``len(kinds)`` players, ``games`` (at least 2) games with the seats
    turning round (:func:`tutor.sim.tournament.tournament`): each kind's win share (Wilson 95% interval)
    and mean score."""
    table = Table(Game, (("players", len(kinds)),), tuple(BOTS[k] for k in kinds))
    standings, _ = tournament(table, games, seed=seed, executor=executor)
    return [BotResult(kind, s.games, s.wins, s.score) for kind, s in zip(kinds, standings)]


@dataclass(frozen=True)
class BotResult:
    """How one bot kind did: its share of the wins (a tie shares the win) and its mean score."""

    kind: str
    games: int
    wins: Estimate
    score: Estimate


__all__ = ["BotResult", "compare_bots"]
