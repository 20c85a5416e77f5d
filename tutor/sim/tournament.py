"""Bots against bots over many seeded games: seat rotation, shared wins, Wilson intervals.

Every "compare the bots" analysis is one call of :func:`tournament`: the entrants sit at one table,
and from game to game the seats turn round (game ``g`` seats entrant ``i`` at ``(i + g) % n``), so no
seat's advantage favours anyone; for games whose seats are sides (Fort Apache's cowboys and Indians)
``rotate=False`` keeps them. A tie shares the win. The games run on :func:`tutor.sim.run`, so any
executor (a process pool, a Dask cluster) gives the same results for the same seed. A table played to its
end with the game's registered bots and window is played by the game's playout engine where it has one
(:mod:`tutor.sim.engines`: the same game, in compiled code).
:func:`tournament_stream` yields the standings after each chunk of games, for pages that draw them as
they come and stop once the question is decided.
"""
from __future__ import annotations

import math
import random
from concurrent.futures import Executor
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable, Generator, Sequence

from tutor.core import Game, Outcome, State
from tutor.core.bots import play_game
from tutor.core.i18n import M

from .engines import declaration

from .runner import Progress, stream
from .stats import Estimate, mean_ci, wilson

#: ``(scores, winners)`` of a finished table, when a game scores something other than its outcome
#: a game's own state class goes in (so ``Any``: a callable is contravariant in its argument)
Scorer = Callable[[Any], tuple[Sequence[int], Sequence[int]]]


@dataclass(frozen=True)
class Table:
    """One game to play: the game's class and settings, one bot class per seat, how to play a
    simultaneous window, when to stop (default: the end of the game) and how to score it."""

    game: type[Game]
    settings: tuple[tuple[str, Any], ...]
    seats: tuple[type, ...]
    window: Callable[..., Any] | None = None  # a game's own Window (its own state type)
    until: Callable[[Any], bool] | None = None
    score: Scorer | None = None
    record: Callable[[Any], Any] | None = None


@dataclass(frozen=True)
class Result:
    """How one table ended: scores and winners by seat, and anything the table records."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    record: Any = None


def play_table(table: Table, seed: int) -> Result:
    """Play one seeded table (a picklable task for :func:`tutor.sim.run`)."""
    game = _game(table.game, table.settings)
    fast = played_by_engine(table, game, seed)
    if fast is not None:
        return Result(fast.scores, fast.winners)
    final = play_game(game, [bot() for bot in table.seats], random.Random(seed), window=table.window,
                      until=table.until)
    if table.score is not None:
        scores, winners = table.score(final)
    else:
        outcome = final.outcome()
        assert outcome is not None, "a table stopped before the end needs its own score"
        scores, winners = outcome.scores, outcome.winners
    return Result(tuple(scores), tuple(winners), table.record(final) if table.record else None)


@lru_cache(maxsize=64)
def _game(game: type[Game], settings: tuple[tuple[str, Any], ...]) -> Game:
    """The table's game, made once per process: a game is immutable, and making one (its tables of legal
    combinations) costs more than a whole game on a playout engine."""
    return game(**dict(settings))


def played_by_engine(table: Table, game: Game, seed: int) -> Outcome | None:
    """The table's game played by the game's playout engine, or None where the engine cannot play it: a table
    stopped early, scored or recorded otherwise, a bot or window other than the registered ones, a bot the
    engine does not play."""
    if table.until is not None or table.score is not None or table.record is not None:
        return None
    try:
        known = declaration(game.name)
    except KeyError:
        return None
    names = tuple(getattr(bot, "name", "") for bot in table.seats)
    if table.window is not known.window or any(known.bots.get(name) is not bot for name, bot in zip(names, table.seats)):
        return None
    engine = known.engine_for(names)
    return None if engine is None else engine.play(game.new_state(), [seed], names)[0]


@dataclass(frozen=True)
class Standing:
    """How one entrant did: its share of the wins (95% Wilson interval) and its mean score."""

    entrant: int
    bot: str
    games: int
    wins: Estimate
    score: Estimate
    #: the share of wins an entrant no better than the others would get: 1 / entrants
    fair: float

    @property
    def verdict(self) -> str:
        """``above``, ``below`` or ``within`` the fair share, judged by the interval."""
        return "above" if self.wins.low > self.fair else "below" if self.wins.high < self.fair else "within"


def seatings(entrants: int, games: int, rotate: bool = True) -> list[tuple[int, ...]]:
    """For each game, the entrant sitting at each seat."""
    return [tuple((seat - g) % entrants if rotate else seat for seat in range(entrants)) for g in range(games)]


def standings_of(table: Table, plan: Sequence[tuple[int, ...]],
                 results: Sequence[Result]) -> tuple[list[Standing], list[Result]]:
    """Each entrant's standing over the games played so far (the first ``len(results)`` of ``plan``), and
    every game's result in entrant order."""
    n, games = len(table.seats), len(results)
    standings, by_entrant = [], []
    for entrant in range(n):
        wins, scores = 0.0, []
        for seats, result in zip(plan, results):
            seat = seats.index(entrant)
            scores.append(result.scores[seat])
            if seat in result.winners:
                wins += 1 / len(result.winners)
        standings.append(Standing(entrant, getattr(table.seats[entrant], "name", table.seats[entrant].__name__),
                                  games, wilson(wins, games), mean_ci(scores), 1 / n))
    for seats, result in zip(plan, results):
        order = [seats.index(e) for e in range(n)]
        by_entrant.append(Result(tuple(result.scores[s] for s in order),
                                 tuple(sorted(seats[w] for w in result.winners)), result.record))
    return standings, by_entrant


def tournament_stream(table: Table, games: int, *, seed: int = 0, rotate: bool = True,
                      executor: Executor | None = None, workers: int | None = None, chunk_size: int | None = None,
                      ahead: int = 4) -> Generator[tuple[list[Standing], list[Result]], None, None]:
    """:func:`tournament` as it goes: the standings and results (as there) after each chunk of games, in
    order, from the first chunk (at least 2 games) on; the same games for the same seed whatever the
    chunking. Closing the iterator stops the games (:func:`tutor.sim.stream`)."""
    if games < 2:
        raise ValueError(M("play at least 2 games"))
    n = len(table.seats)
    plan = seatings(n, games, rotate)
    tables = [Table(table.game, table.settings, tuple(table.seats[e] for e in seats), table.window, table.until,
                    table.score, table.record) for seats in plan]
    chunks = stream(play_table, tables, seed=seed, executor=executor, workers=workers,
                    chunk_size=chunk_size or math.ceil(games / 20), ahead=ahead)
    try:
        for _, _, results in chunks:
            if len(results) >= 2:
                yield standings_of(table, plan, results)
    finally:
        chunks.close()


def tournament(table: Table, games: int, *, seed: int = 0, rotate: bool = True,
               executor: Executor | None = None, workers: int | None = None,
               progress: Progress | None = None) -> tuple[list[Standing], list[Result]]:
    """Play ``games`` games (at least 2) of ``table``, whose seats list the entrants; each entrant's
    standing, and every game's result in entrant order (a game's ``record`` kept as it is)."""
    last: tuple[list[Standing], list[Result]] = ([], [])
    for last in tournament_stream(table, games, seed=seed, rotate=rotate, executor=executor, workers=workers,
                                  ahead=1_000_000):
        if progress:
            progress(len(last[1]), games)
    return last
