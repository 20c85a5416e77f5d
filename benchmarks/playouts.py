"""Playout speed of every registered game on one core: ``python -m benchmarks.playouts [--quick]``.

For each game in the registry: random playouts (uniformly random legal actions, exact chance), in steps
per second, and bot games (every seat played by the game's first bot that is not the random one), in
games and steps per second. Results are printed and written to ``benchmarks/results/playouts.md``.
Issue #14 asks for at least three times the speeds measured before the one-shape move (Apache 142k,
Fort Apache 42k, Tribù 48k, Apacze 12k random steps per second).
"""
from __future__ import annotations

import argparse
import os
import platform
import random
import time
from pathlib import Path

from tutor.core.bots import play_game
from tutor.core.play import random_action
from tutor.games import registered_games

BEFORE = {"apache": 142_000, "fort_apache": 42_000, "tribu": 48_000, "apacze": 12_000}


def random_steps(game, seconds: float, seed: int = 1) -> tuple[int, float]:
    """Random playouts for about ``seconds``: (steps, seconds taken)."""
    rng = random.Random(seed)
    steps, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_state()
        while not state.is_terminal:
            state = state.apply(random_action(state, rng))
        steps += len(state.history)
    return steps, time.perf_counter() - start


def bot_games(info, game, seconds: float, seed: int = 1) -> tuple[int, int, float]:
    """Bot games for about ``seconds``: (games, steps, seconds taken)."""
    name = next(n for n in info.bots if n != "random")
    rng = random.Random(seed)
    games = steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        bots = [info.bots[name]() for _ in range(game.num_players)]
        steps += len(play_game(game, bots, rng, window=info.window).history)
        games += 1
    return games, steps, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a short smoke run, nothing written")
    args = parser.parse_args()
    seconds = 1.0 if args.quick else 10.0
    lines = ["# Playout speed, one core", "",
             f"Python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores, "
             f"{time.strftime('%Y-%m-%d')}; about {seconds:g} s per measurement.", "",
             "| game | random steps/s | before the move | × | bot | bot games/s | bot steps/s |",
             "| --- | ---: | ---: | ---: | --- | ---: | ---: |"]
    for info in registered_games():
        game = info.game(**info.full)
        steps, taken = random_steps(game, seconds)
        games, bot_steps, bot_taken = bot_games(info, game, seconds)
        rate = steps / taken
        name = next(n for n in info.bots if n != "random")
        lines.append(f"| {info.title} | {rate:,.0f} | {BEFORE[info.id]:,} | {rate / BEFORE[info.id]:.2f} | {name} | "
                     f"{games / bot_taken:,.1f} | {bot_steps / bot_taken:,.0f} |")
        print(lines[-1], flush=True)
    if not args.quick:
        out = Path(__file__).parent / "results" / "playouts.md"
        out.write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"wrote {out}")


if __name__ == "__main__":
    main()
