"""Apache engine speed: ``make bench`` (or ``python -m benchmarks.apache_engine [--quick]``).

Measures, on one core, steps and whole games per second
* with uniformly random legal actions (the conformance workload), and
* with bots (the analysis workload: greedy and patient bots, real claims),
for 3 players base and 5 players with all variants; then the wall time of 10,000 bot games spread
over the machine's cores with a process pool. Results are printed and written to
``benchmarks/results/apache_engine.md``.
"""
from __future__ import annotations

import argparse
import os
import platform
import random
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from tutor.core.play import random_action
from tutor.games import apache
from tutor.games.apache.bots import GreedyBot, PatientBot, play_game

CONFIGS = {
    "3 players, base": apache.Game(colours=("red", "yellow", "purple")),
    "5 players, all variants": apache.Game(colours=("red", "yellow", "green", "blue", "purple"),
                                           variants=apache.VARIANTS),
}


def bots_for(game: apache.Game) -> list:
    return [PatientBot() if seat % 2 else GreedyBot() for seat in range(game.num_players)]


def random_games(game: apache.Game, games: int, seed: int) -> int:
    """Play random games; return the number of actions applied."""
    rng = random.Random(seed)
    steps = 0
    for _ in range(games):
        state = game.new_state()
        while not state.is_terminal:
            state = state.apply(random_action(state, rng))
        steps += len(state.history)
    return steps


def bot_games(game: apache.Game, games: int, seed: int) -> int:
    rng = random.Random(seed)
    bots = bots_for(game)
    return sum(len(play_game(game, bots, rng).history) for _ in range(games))


def measure(work, game: apache.Game, games: int) -> tuple[float, float]:
    start = time.perf_counter()
    steps = work(game, games, seed=1)
    seconds = time.perf_counter() - start
    return steps / seconds, games / seconds


def _chunk(args: tuple[str, int, int]) -> int:
    name, games, seed = args
    return bot_games(CONFIGS[name], games, seed)


def parallel_bot_games(name: str, games: int, workers: int) -> float:
    chunks = [(name, games // (workers * 4), seed) for seed in range(workers * 4)]
    start = time.perf_counter()
    with ProcessPoolExecutor(workers) as pool:
        list(pool.map(_chunk, chunks))
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer games (a smoke run)")
    args = parser.parse_args()
    n_random, n_bots, n_parallel = (20, 50, 400) if args.quick else (200, 500, 10_000)
    workers = os.cpu_count() or 1
    lines = ["# Apache engine speed", "",
             f"Python {platform.python_version()} on {platform.machine()}, {workers} cores, "
             f"{time.strftime('%Y-%m-%d')}.", "",
             "| configuration | workload | steps/s (1 core) | games/s (1 core) |", "| --- | --- | ---: | ---: |"]
    for name, game in CONFIGS.items():
        for label, work, games in [("random legal actions", random_games, n_random), ("bots", bot_games, n_bots)]:
            steps, per_game = measure(work, game, games)
            lines.append(f"| {name} | {label} | {steps:,.0f} | {per_game:,.1f} |")
            print(lines[-1], flush=True)
    lines += ["", "The aim set for the analysis pages: 10,000 bot games in under 5 seconds on a 2-core machine.", "",
              f"| configuration | {n_parallel:,} bot games on {workers} processes: seconds |", "| --- | ---: |"]
    for name in CONFIGS:
        lines.append(f"| {name} | {parallel_bot_games(name, n_parallel, workers):.1f} |")
        print(lines[-1], flush=True)
    if not args.quick:
        out = Path(__file__).parent / "results" / "apache_engine.md"
        out.write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"wrote {out}")


if __name__ == "__main__":
    main()
