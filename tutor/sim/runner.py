"""Run many independent seeded tasks on an executor, in chunks, reporting progress or streaming results.

Each task gets its own seed, drawn in order from ``random.Random(seed)``, so results depend only on the
master seed and the items: never on the executor, the number of workers or the chunk size.
"""
from __future__ import annotations

import math
import random
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from typing import Callable, Generator, Sequence, TypeVar

Item = TypeVar("Item")
Result = TypeVar("Result")
Progress = Callable[[int, int], None]


def task_seeds(seed: int, count: int) -> list[int]:
    """One 64-bit seed per task, derived from the master seed."""
    rng = random.Random(seed)
    return [rng.getrandbits(64) for _ in range(count)]


def _run_chunk(task: Callable[[Item, int], Result], chunk: list[tuple[Item, int]]) -> list[Result]:
    return [task(item, seed) for item, seed in chunk]


def stream(task: Callable[[Item, int], Result], items: Sequence[Item], *, seed: int,
           executor: Executor | None = None, workers: int | None = None, chunk_size: int | None = None,
           ahead: int = 4) -> Generator[tuple[int, int, list[Result]], None, None]:
    """``(done, total, results)`` after each chunk: the results of the first ``done`` items, in order.

    The same per-task seeds as :func:`run`, so the results never depend on the chunking. At most ``ahead``
    chunks are in flight at once; closing the iterator (``close()``, or leaving a ``for`` loop over it and
    dropping it) submits nothing more and cancels the chunks not yet started. Without an ``executor`` a
    ``ProcessPoolExecutor(workers)`` is created and shut down here.
    """
    items = list(items)
    total = len(items)
    seeds = task_seeds(seed, total)
    size = chunk_size or max(1, math.ceil(total / 20))
    starts = iter(range(0, total, size))
    own = executor is None
    pool: Executor = ProcessPoolExecutor(workers) if executor is None else executor
    pending: dict[int, Future] = {}
    results: list = []

    def submit() -> bool:
        start = next(starts, None)
        if start is None:
            return False
        chunk = list(zip(items[start:start + size], seeds[start:start + size]))
        pending[start] = pool.submit(_run_chunk, task, chunk)
        return True

    try:
        for _ in range(max(1, ahead)):  # run() asks for every chunk at once: stop at the last
            if not submit():
                break
        while pending:
            results += pending.pop(len(results)).result()   # the next chunk in order
            submit()
            yield len(results), total, results[:]
    finally:
        for future in pending.values():
            future.cancel()
        if own:
            pool.shutdown(wait=False, cancel_futures=True)


def run(task: Callable[[Item, int], Result], items: Sequence[Item], *, seed: int,
        executor: Executor | None = None, workers: int | None = None, chunk_size: int | None = None,
        progress: Progress | None = None) -> list[Result]:
    """``[task(item, seed_i) for each item]``, computed on ``executor``, in the order of ``items``.

    ``task`` must be a picklable top-level function (and the items picklable) for a process pool.
    Without an ``executor`` a ``ProcessPoolExecutor(workers)`` is created and shut down here. Work is
    sent in chunks of ``chunk_size`` tasks (by default about 20 chunks in all), through :func:`stream`;
    ``progress(done, total)`` is called in the calling thread each time the next chunk in order finishes.
    """
    results: list = []
    for done, total, results in stream(task, items, seed=seed, executor=executor, workers=workers,
                                       chunk_size=chunk_size, ahead=1_000_000):
        if progress:
            progress(done, total)
    return results


class InlineExecutor(Executor):
    """An executor that runs each task at once in the calling thread (for tests and tiny jobs)."""

    def submit(self, fn, /, *args, **kwargs) -> Future:  # type: ignore[override]
        future: Future = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as error:  # noqa: BLE001 - handed to whoever reads the future
            future.set_exception(error)
        return future
