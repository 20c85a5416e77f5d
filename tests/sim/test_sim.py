"""The Monte Carlo runner: reproducible whatever the executor, chunked, with progress; the intervals."""
import random
from concurrent.futures import ThreadPoolExecutor

import pytest

from tutor.sim import mean_ci, run, task_seeds, wilson


def noisy(item: int, seed: int) -> tuple[int, float]:
    """A picklable top-level task: the item and a random number from its own seed."""
    return item, random.Random(seed).random()


def failing(item: int, seed: int) -> int:
    if item == 3:
        raise RuntimeError("task 3 failed")
    return item


def test_same_seed_same_results_whatever_the_executor():
    items = range(37)
    one = run(noisy, items, seed=5, workers=1)
    assert run(noisy, items, seed=5, workers=2) == one
    with ThreadPoolExecutor(3) as pool:
        assert run(noisy, items, seed=5, executor=pool, chunk_size=4) == one
    assert [item for item, _ in one] == list(items)
    assert run(noisy, items, seed=6, workers=1) != one


def test_each_task_gets_its_own_seed_from_the_master_seed():
    seeds = task_seeds(9, 50)
    assert seeds == task_seeds(9, 50) and len(set(seeds)) == 50
    with ThreadPoolExecutor(2) as pool:
        first_two = [(i, random.Random(s).random()) for i, s in enumerate(seeds[:2])]
        assert run(noisy, [0, 1], seed=9, executor=pool) == first_two


def test_progress_is_called_as_chunks_finish():
    calls = []
    with ThreadPoolExecutor(2) as pool:
        run(noisy, range(10), seed=1, executor=pool, chunk_size=3,
            progress=lambda done, total: calls.append((done, total)))
    assert len(calls) == 4  # chunks of 3, 3, 3 and 1
    assert [total for _, total in calls] == [10] * 4
    assert [done for done, _ in calls] == sorted(done for done, _ in calls) and calls[-1] == (10, 10)


def test_a_failing_task_raises_and_leaves_a_given_executor_usable():
    with ThreadPoolExecutor(2) as pool:
        with pytest.raises(RuntimeError, match="task 3 failed"):
            run(failing, range(8), seed=0, executor=pool, chunk_size=2)
        assert run(failing, range(3), seed=0, executor=pool) == [0, 1, 2]
    with pytest.raises(RuntimeError, match="task 3 failed"):
        run(failing, range(8), seed=0, workers=2)


def test_no_items_no_work():
    assert run(noisy, [], seed=0, executor=ThreadPoolExecutor(1)) == []


@pytest.mark.parametrize("successes,n,low,high", [
    (8, 10, 0.4902, 0.9433), (0, 10, 0.0, 0.2775), (10, 10, 0.7225, 1.0), (50, 100, 0.4038, 0.5962),
    (1, 1, 0.2065, 1.0)])
def test_wilson_interval_known_values(successes, n, low, high):
    estimate = wilson(successes, n)
    assert estimate.value == successes / n
    assert estimate.low == pytest.approx(low, abs=1e-4) and estimate.high == pytest.approx(high, abs=1e-4)


def test_wilson_takes_shared_wins_and_other_confidence_levels():
    assert wilson(2.5, 10).value == 0.25
    narrow, wide = wilson(30, 100, confidence=0.9), wilson(30, 100, confidence=0.99)
    assert wide.low < narrow.low < 0.3 < narrow.high < wide.high
    with pytest.raises(ValueError):
        wilson(11, 10)
    with pytest.raises(ValueError):
        wilson(0, 0)
    with pytest.raises(ValueError):
        wilson(1, 2, confidence=1.5)


def test_mean_with_normal_interval():
    estimate = mean_ci([1, 2, 3, 4, 5])
    assert estimate.value == 3 and estimate.n == 5
    assert estimate.high - 3 == pytest.approx(1.959964 * 1.5811388 / 5 ** 0.5)
    assert estimate.contains(3) and not estimate.contains(5)
    with pytest.raises(ValueError, match="at least two"):
        mean_ci([1.0])
