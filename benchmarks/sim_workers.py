"""One large Apache simulation on 1 and on 2 worker processes: ``python -m benchmarks.sim_workers [--quick]``.

The simulation is the strategy comparison "does waiting pay?" (``games`` bot games per table size and
match-up, 8 tables). It runs through :func:`tutor.sim.run` on a ``ProcessPoolExecutor`` of 1 and of 2
workers and, when ``distributed`` is installed, on a Dask ``LocalCluster`` of 1 and of 2 single-threaded
worker processes through ``Client.get_executor()``. Every run must give the same results. Wall times and
speed-ups are printed and written to ``benchmarks/results/sim_workers.md``.
"""
from __future__ import annotations

import argparse
import time
from concurrent.futures import Executor, ProcessPoolExecutor
from contextlib import AbstractContextManager, contextmanager
from typing import Callable, Iterator

from benchmarks.report import head, table, write
from tutor.games.apache.experiments import Matchup, does_waiting_pay

SEED = 2026
Setup = Callable[[int], AbstractContextManager[Executor]]


def process_pool(workers: int) -> AbstractContextManager[Executor]:
    return ProcessPoolExecutor(workers)


@contextmanager
def dask_cluster(workers: int) -> Iterator[Executor]:
    """A Dask executor on a local cluster of ``workers`` single-threaded processes (loopback only)."""
    from distributed import Client, LocalCluster

    with LocalCluster(n_workers=workers, processes=True, threads_per_worker=1, dashboard_address=None,
                      host="127.0.0.1") as cluster, Client(cluster) as client:
        yield client.get_executor()


def timed(setup: Setup, workers: int, games: int) -> tuple[float, float, list[Matchup]]:
    """Seconds to start the executor, seconds to run the simulation on it, and its results."""
    start = time.perf_counter()
    with setup(workers) as executor:
        ready = time.perf_counter()
        results = does_waiting_pay(games, seed=SEED, executor=executor)
        done = time.perf_counter()
    return ready - start, done - ready, results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer games (a smoke run)")
    args = parser.parse_args()
    games = 25 if args.quick else 500
    setups: dict[str, Setup] = {"ProcessPoolExecutor": process_pool}
    try:
        import distributed
        setups[f"Dask LocalCluster (distributed {distributed.__version__})"] = dask_cluster
    except ImportError:
        print("distributed is not installed: measuring the process pool only")
    lines = head("One simulation on 1 and 2 worker processes",
                 f"The simulation: `does_waiting_pay({games})` from `tutor.games.apache.experiments`, "
                 f"{8 * games:,} bot games, seed {SEED}, run by `tutor.sim.run` in 20 chunks. Start-up is the time "
                 "to start a cluster's scheduler and workers before the simulation is sent; a process pool starts "
                 "its workers on the first task, inside the simulation's time.")
    lines += table("executor", ">workers", ">start-up (s)", ">simulation (s)", ">speed-up")
    reference: list[Matchup] | None = None
    for name, setup in setups.items():
        one = None
        for workers in (1, 2):
            startup, seconds, results = timed(setup, workers, games)
            reference = reference or results
            if results != reference:
                raise AssertionError(f"{name} with {workers} workers gave different results")
            one = one or seconds
            lines.append(f"| {name} | {workers} | {startup:.1f} | {seconds:.1f} | {one / seconds:.2f}× |")
            print(lines[-1], flush=True)
    lines += ["", "Every run gave identical results: they depend on the seed only, never on the executor."]
    write("sim_workers", lines, args.quick)


if __name__ == "__main__":
    main()
