"""The playout engines against the rules engine (issue #19): ``python -m benchmarks.playout_engines``.

For each registered game with a playout engine, at its ``full`` settings (every variant on), from the start:
the same seeded games played three ways in the same run, alternately, in CPU seconds of this process
(``time.process_time``): by the rules engine (:func:`tutor.sim.engines.reference`), by the compiled build and
by the pure-Python build of the game's ``playout.py``. Random games first, then each bot the engine plays, every
seat that bot. Then 10,000 Apache bot games through ``tutor.sim.playouts`` on two processes (wall time), and,
with ``--differential``, 500 seeded games per configuration (every table size and reading of the register,
random and each bot) compared action for action with the rules engine on both builds.

Issue #19's aims: Apache >= 50x (random and bot games), the other games >= 20x, the pure build not slower than
the rules engine, 10,000 Apache bot games on two processes <= 1 s. Results go to
``benchmarks/results/playout_engines.md``.
"""
from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Callable

from benchmarks.report import head, table, write
from tutor.sim.runner import task_seeds


def cpu(work: Callable[[], object]) -> float:
    start = time.process_time()
    work()
    return time.process_time() - start


def timed(state, seeds, bots, ways: dict[str, Callable]) -> dict[str, float]:
    """CPU seconds of each way to play ``seeds`` from ``state``, measured in rounds, alternately (best of 3)."""
    best = {name: float("inf") for name in ways}
    for _ in range(3):
        for name, play in ways.items():
            best[name] = min(best[name], cpu(lambda: play(state, seeds, bots)))
    return best


def games_for(reference_seconds_per_game: float, budget: float) -> int:
    return max(5, min(2000, int(budget / max(reference_seconds_per_game, 1e-6))))


def speed_rows(info, budget: float) -> list[str]:
    from tutor.sim.compiled import builds
    from tutor.sim.engines import reference

    game = info.game(**info.full)
    state = game.new_state()
    built = builds(info.playout)
    ways = {"rules engine": reference, "pure": built[0].play}
    if len(built) == 2:
        ways["compiled"] = built[1].play
    rows = []
    kinds = [None] + [(bot,) * game.num_players for bot in sorted(built[0].BOTS) if bot != "random"]
    for bots in kinds:
        probe = cpu(lambda: reference(state, task_seeds(0, 3), bots)) / 3
        seeds = task_seeds(1, games_for(probe, budget))
        best = timed(state, seeds, bots, ways)
        base = best["rules engine"]
        compiled = best.get("compiled")
        rows.append(f"| {info.title} | {'random' if bots is None else bots[0]} | {len(seeds)} | "
                    f"{len(seeds) / base:,.1f} | "
                    + (f"{len(seeds) / compiled:,.0f} | **{base / compiled:.0f}×** | " if compiled else "– | – | ")
                    + f"{len(seeds) / best['pure']:,.1f} | {base / best['pure']:.2f}× |")
        print(rows[-1], flush=True)
    return rows


def many_apache_games(games: int = 10_000) -> str:
    from tutor.games import game_info
    from tutor.sim import playouts

    info = game_info("apache")
    state = info.game(**info.full).new_state()
    bot = next(n for n in sorted(info.playout.BOTS) if n != "random")
    with ProcessPoolExecutor(2) as pool:
        playouts(state, 100, seed=0, bots=(bot,) * state.game.num_players, executor=pool)  # the workers start
        start = time.perf_counter()
        playouts(state, games, seed=1, bots=(bot,) * state.game.num_players, executor=pool, chunk=games // 2)
        taken = time.perf_counter() - start
    return f"{games:,} Apache games of the {bot} bot through `tutor.sim.playouts` on two processes: {taken:.2f} s wall time."


def differential(games: int) -> list[str]:
    from tutor.games import registered_games
    from tutor.sim.compiled import builds
    from tutor.sim.engines import differences

    lines = table("game", "configuration", "build", "players", ">games", ">differences")
    for info in registered_games():
        if info.playout is None:
            continue
        for label, game in info.configurations():
            for build in builds(info.playout):
                kinds = [None] + [(bot,) * game.num_players for bot in sorted(build.BOTS)]
                for bots in kinds:
                    found = differences(game.new_state(), task_seeds(2, games), bots, engine=build)
                    lines.append(f"| {info.title} | {label} | {build.__name__.rsplit('.', 1)[1]} | "
                                 f"{'random' if bots is None else bots[0]} | {games} | {len(found)} |")
                    print(lines[-1], flush=True)
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a short smoke run, nothing written")
    parser.add_argument("--seconds", type=float, default=None, help="rules-engine CPU seconds per row (default 20)")
    parser.add_argument("--differential", type=int, nargs="?", const=500, default=0,
                        help="also play this many games per configuration against the rules engine (500)")
    args = parser.parse_args()
    budget = args.seconds or (1.0 if args.quick else 20.0)
    from tutor.games import registered_games
    from tutor.sim.compiled import status

    lines = head("Playout engines against the rules engine (issue #19)",
                 f"Same seeded games, same run, alternately, best of 3, CPU seconds of one process; about {budget:g} "
                 "s of the rules engine per row.")
    lines += table("game", "players", ">games", ">rules engine games/s", ">compiled games/s", ">compiled ×",
                   ">pure games/s", ">pure ×")
    for info in registered_games():
        if info.playout is not None:
            lines += speed_rows(info, budget)
    lines += ["", "Builds: " + ", ".join(f"{name}: {why or 'compiled'}" for name, why in sorted(status().items())), ""]
    if not args.quick and game_has_engine("apache"):
        lines += [many_apache_games(), ""]
    if args.differential:
        lines += [f"## Differential: {args.differential} games per configuration, both builds", ""]
        lines += differential(args.differential)
    write("playout_engines", lines, args.quick)


def game_has_engine(game_id: str) -> bool:
    from tutor.games import game_info

    return game_info(game_id).playout is not None


if __name__ == "__main__":
    main()
