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
import random
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from benchmarks.report import BEFORE_SPEED_WORK, head, run_elsewhere, table, unpack, write
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
    start = time.process_time()
    steps = work(game, games, seed=1)
    seconds = time.process_time() - start
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
    parser.add_argument("--against", default=BEFORE_SPEED_WORK, help="the earlier commit to compare with")
    parser.add_argument("--parallel", nargs=3, help=argparse.SUPPRESS)  # internal: name games workers -> seconds
    args = parser.parse_args()
    if args.parallel:
        name, games, procs = args.parallel
        print(parallel_bot_games(name, int(games), int(procs)))
        return
    n_random, n_bots, n_parallel = (20, 50, 400) if args.quick else (200, 500, 10_000)
    workers = os.cpu_count() or 1
    lines = head("Apache engine speed", "Single-core figures are CPU time of the measuring process.")
    lines += table("configuration", "workload", ">steps/s (1 core)", ">games/s (1 core)")
    for name, game in CONFIGS.items():
        for label, work, games in [("random legal actions", random_games, n_random), ("bots", bot_games, n_bots)]:
            steps, per_game = measure(work, game, games)
            lines.append(f"| {name} | {label} | {steps:,.0f} | {per_game:,.1f} |")
            print(lines[-1], flush=True)
    lines += ["", "Issue #14's aim: 10,000 bot games (3 players, base) in at most 3 seconds on 2 processes (it was "
              "11.5 s); wall time, so the load average above matters.", ""]
    lines += table("configuration", f">{n_parallel:,} bot games on {workers} processes: seconds",
                   f">before (commit {args.against}, same run)")
    with tempfile.TemporaryDirectory() as folder:
        tree = unpack(args.against, Path(folder))
        timings = {}
        for name in CONFIGS:
            before = float(run_elsewhere(tree, "benchmarks.apache_engine", "--parallel", name, str(n_parallel),
                                         str(workers)))
            timings[name] = now = parallel_bot_games(name, n_parallel, workers)
            lines.append(f"| {name} | {now:.1f} | {before:.1f} |")
            print(lines[-1], flush=True)
    base = timings["3 players, base"]
    lines += ["", f"The aim (3 s) {'is met' if base <= 3 else f'is missed by {base / 3:.1f}× in this run'}; why, and what "
              "would reach it: the note in `results/playouts.md` (after the bots' own shortcuts - a greedy bot is asked "
              "once per window, the patient bot's lookahead retries only the card types its threat test read - "
              "most of a bot game is the immutable State's per-step cost: apply, the legal tuple, a copy)."]
    write("apache_engine", lines, args.quick)


if __name__ == "__main__":
    main()
