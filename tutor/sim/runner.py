"""Run many independent seeded tasks on an executor, in chunks, reporting progress.

Each task gets its own seed, drawn in order from ``random.Random(seed)``, so results depend only on the
master seed and the items: never on the executor, the number of workers or the chunk size.
"""
from __future__ import annotations

import math
import random
from concurrent.futures import Executor, Future, ProcessPoolExecutor, as_completed
from typing import Callable, Sequence, TypeVar

Item = TypeVar("Item")
Result = TypeVar("Result")
Progress = Callable[[int, int], None]


def task_seeds(seed: int, count: int) -> list[int]:
    """One 64-bit seed per task, derived from the master seed."""
    rng = random.Random(seed)
    return [rng.getrandbits(64) for _ in range(count)]


def _run_chunk(task: Callable[[Item, int], Result], chunk: list[tuple[Item, int]]) -> list[Result]:
    return [task(item, seed) for item, seed in chunk]


def run(task: Callable[[Item, int], Result], items: Sequence[Item], *, seed: int,
        executor: Executor | None = None, workers: int | None = None, chunk_size: int | None = None,
        progress: Progress | None = None) -> list[Result]:
    """``[task(item, seed_i) for each item]``, computed on ``executor``, in the order of ``items``.

    ``task`` must be a picklable top-level function (and the items picklable) for a process pool.
    Without an ``executor`` a ``ProcessPoolExecutor(workers)`` is created and shut down here. Work is
    sent in chunks of ``chunk_size`` tasks (by default about 20 chunks in all); ``progress(done, total)``
    is called in the calling thread each time a chunk finishes.
    """
    items = list(items)
    total = len(items)
    seeds = task_seeds(seed, total)
    size = chunk_size or max(1, math.ceil(total / 20))
    own = executor is None
    pool: Executor = ProcessPoolExecutor(workers) if executor is None else executor
    futures: dict[Future, int] = {}
    results: list = [None] * total
    try:
        for start in range(0, total, size):
            chunk = list(zip(items[start:start + size], seeds[start:start + size]))
            futures[pool.submit(_run_chunk, task, chunk)] = start
        done = 0
        for future in as_completed(futures):
            chunk_results = future.result()
            start = futures[future]
            results[start:start + len(chunk_results)] = chunk_results
            done += len(chunk_results)
            if progress:
                progress(done, total)
    finally:
        for future in futures:
            future.cancel()
        if own:
            pool.shutdown()
    return results
