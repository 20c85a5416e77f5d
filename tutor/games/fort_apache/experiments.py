"""How often do the cowboys hold? Bot-against-bot battles under each reading of the rules, by Monte Carlo.

Every battle is played to its end by two bots (see :mod:`.bots`); it ends in a cowboys' win (every
Indian dead), a fallen fort (every cowboy dead) or a draw (supplies run dry, or the round limit). The
battles of each reading are one :func:`tutor.sim.tournament.tournament` with ``rotate=False`` (the seats
are the sides), each recording how it ended. The shares come with 95% Wilson intervals; the fort
*holds* when it does not fall.

>>> from concurrent.futures import ThreadPoolExecutor
>>> with ThreadPoolExecutor(2) as pool:
...     results = simulate(games=4, seed=1, executor=pool)
>>> [r.reading for r in results]
['one roll', 'damage']
"""
from __future__ import annotations

import random
from concurrent.futures import Executor
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Mapping, Sequence, cast

from tutor.core.bots import play_game
from tutor.core.i18n import Joined, M, Message
from tutor.sim import Estimate, Progress, mean_ci, wilson
from tutor.sim.tournament import Table, play_table, tournament

from .bots import BOTS, bots_for
from .constants import COWBOYS_WIN, INDIANS_WIN
from .state import Game, State

#: the readings compared by default: the gate's two readings, every other option at its default
READINGS: dict[str, dict[str, str]] = {"one roll": {"gate": "one_roll"}, "damage": {"gate": "damage"}}


@dataclass(frozen=True)
class Battle:
    """One battle to play: the game's options and each side's bot (``"heuristic"`` or ``"random"``)."""

    reading: str
    options: tuple[tuple[str, str], ...]
    cowboys: str = "heuristic"
    indians: str = "heuristic"


def record(final: State) -> tuple[int, int, bool]:
    """How a battle ended (an end code of .constants), the rounds it lasted and whether the gate was broken."""
    return final.end, final.round, final.gate_broken


def table(battle: Battle) -> Table:
    """The battle's table: the reading's game, the cowboys' bot in seat 0 and the Indians' in seat 1."""
    return Table(Game, battle.options, (BOTS[battle.cowboys], BOTS[battle.indians]), record=record)


def play_battle(battle: Battle, seed: int) -> tuple[int, int, bool]:
    """Play one seeded battle; returns its :func:`record`."""
    return play_table(table(battle), seed).record


@dataclass(frozen=True)
class Balance:
    """How the battles under one reading ended, each share with its 95% interval."""

    reading: str
    games: int
    win: Estimate    # every Indian dead
    draw: Estimate   # nobody wiped out
    fall: Estimate   # every cowboy dead
    hold: Estimate   # the fort does not fall: a win or a draw
    gate: Estimate   # the gate was broken by the end
    rounds: Estimate  # how long a battle lasted


def battles(games: int, readings: Mapping[str, Mapping[str, str]] = READINGS, cowboys: str = "heuristic",
            indians: str = "heuristic") -> list[Battle]:
    """``games`` battles per reading."""
    return [Battle(name, tuple(sorted(options.items())), cowboys, indians)
            for name, options in readings.items() for _ in range(games)]


@lru_cache(maxsize=8)
def _position(notation: str) -> State:
    """The position a string describes, read once per worker (a state is immutable, so battles share it)."""
    return Game.parse(notation)


def battle_from(notation: str, seed: int) -> int:
    """Play a battle on from a position, both sides by the heuristic bots; how it ended (an engine code).
    A picklable task for :func:`tutor.sim.run` (the analyse page's "play on")."""
    state = _position(notation)
    bots: list[Any] = list(bots_for("heuristic", "heuristic"))  # Fort Apache's bots, typed against its own State
    final = cast(State, play_game(state.game, bots, random.Random(seed), state))
    return final.end


def summarise(plan: Sequence[Battle], results: Sequence[tuple[int, int, bool]]) -> list[Balance]:
    """One :class:`Balance` per reading, in the order of ``plan``."""
    groups: dict[str, list[tuple[int, int, bool]]] = {}
    for battle, result in zip(plan, results):
        groups.setdefault(battle.reading, []).append(result)
    summary = []
    for reading, rows in groups.items():
        n = len(rows)
        wins = sum(end == COWBOYS_WIN for end, _, _ in rows)
        falls = sum(end == INDIANS_WIN for end, _, _ in rows)
        summary.append(Balance(reading, n, wilson(wins, n), wilson(n - wins - falls, n), wilson(falls, n),
                               wilson(n - falls, n), wilson(sum(gate for _, _, gate in rows), n),
                               mean_ci([r for _, r, _ in rows])))
    return summary


def simulate(games: int = 200, readings: Mapping[str, Mapping[str, str]] = READINGS, *,
             cowboys: str = "heuristic", indians: str = "heuristic", seed: int = 0,
             executor: Executor | None = None, workers: int | None = None,
             progress: Progress | None = None) -> list[Balance]:
    """Play ``games`` battles (at least 2) under each reading on ``executor`` and summarise them."""
    if games < 2:
        raise ValueError(M("play at least 2 battles per reading"))
    plan = battles(games, readings, cowboys, indians)
    total, results = len(plan), []
    for start in range(0, total, games):
        done = start

        def report(count: int, _: int, done: int = done) -> None:
            if progress is not None:
                progress(done + count, total)

        _, played = tournament(table(plan[start]), games, seed=seed, rotate=False, executor=executor,
                               workers=workers, progress=report)
        results += [result.record for result in played]
    return summarise(plan, results)


#: the default readings' names in the reader's words (another reading is shown by its own name)
READING_NAMES = {"one roll": M("one roll"), "damage": M("damage")}


def reading_name(reading: str) -> str:
    """A reading's name in the reader's words."""
    return READING_NAMES.get(reading, reading)


def answer(results: Sequence[Balance]) -> Joined:
    """The simulation's answer in plain words (messages, in the reader's language)."""
    parts: list[Message] = [
        M("Under the {reading} reading the cowboys hold the fort in {hold:.0%} of {games} battles "
          "(95% interval {low:.0%} to {high:.0%}): they win {win:.0%} and draw {draw:.0%}; the fort falls in "
          "{fall:.0%}, and the gate gives way in {gate:.0%}.", reading=reading_name(r.reading), hold=r.hold.value,
          games=r.games, low=r.hold.low, high=r.hold.high, win=r.win.value, draw=r.draw.value, fall=r.fall.value,
          gate=r.gate.value) for r in results]
    if len(results) == 2:
        a, b = results
        if a.hold.high < b.hold.low or b.hold.high < a.hold.low:
            safer = a if a.hold.value > b.hold.value else b
            parts.append(M("The fort is clearly safer under the {reading} reading.", reading=reading_name(safer.reading)))
        else:
            parts.append(M("The two readings cannot be told apart with this many battles: play more."))
    return Joined(parts, " ")
