"""Streaming: results chunk by chunk, identical whatever the chunking, and cancellable; the streaming tournament."""
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.sim.test_sim import noisy
from tutor.games.apache.experiments import table as apache_table
from tutor.sim import InlineExecutor, run, stream
from tutor.sim.tournament import tournament, tournament_stream


def test_stream_yields_in_order_prefixes_that_end_with_the_run():
    items = range(23)
    whole = run(noisy, items, seed=3, workers=1)
    seen = list(stream(noisy, items, seed=3, executor=InlineExecutor(), chunk_size=5))
    assert [done for done, _, _ in seen] == [5, 10, 15, 20, 23]
    assert all(total == 23 and results == whole[:done] for done, total, results in seen)


@pytest.mark.parametrize("chunk_size, ahead", [(1, 1), (4, 2), (7, 10), (50, 3)])
def test_the_results_never_depend_on_the_chunking(chunk_size, ahead):
    whole = run(noisy, range(30), seed=8, executor=InlineExecutor())
    with ThreadPoolExecutor(3) as pool:
        *_, (done, _, results) = stream(noisy, range(30), seed=8, executor=pool, chunk_size=chunk_size, ahead=ahead)
    assert done == 30 and results == whole


def test_closing_the_stream_submits_no_more_and_cancels_what_waits():
    started = []
    gate = threading.Event()

    def slow(item, seed):
        started.append(item)
        gate.wait(1)
        return item

    with ThreadPoolExecutor(1) as pool:
        chunks = stream(slow, range(100), seed=0, executor=pool, chunk_size=2, ahead=3)
        gate.set()
        done, total, results = next(chunks)
        chunks.close()
        time.sleep(0.05)
    assert (done, total, results) == (2, 100, [0, 1])
    assert len(started) <= 6   # the first chunk, at most the two in flight; nothing more is submitted


def test_the_streaming_tournament_ends_where_the_tournament_does():
    table = apache_table(2, "patient", "greedy")
    whole_standings, whole_results = tournament(table, 12, seed=4, executor=InlineExecutor())
    steps = list(tournament_stream(table, 12, seed=4, executor=InlineExecutor(), chunk_size=5))
    assert [s[0].games for s, _ in steps] == [5, 10, 12]
    assert steps[-1] == (whole_standings, whole_results)
    assert steps[0][1] == whole_results[:5]
    with ThreadPoolExecutor(2) as pool:
        assert list(tournament_stream(table, 12, seed=4, executor=pool, chunk_size=3))[-1] == steps[-1]


def test_a_tournament_needs_two_games_and_a_first_chunk_of_two():
    with pytest.raises(ValueError):
        next(tournament_stream(apache_table(2, "patient", "greedy"), 1, executor=InlineExecutor()))
    first, _ = next(tournament_stream(apache_table(2, "patient", "greedy"), 6, executor=InlineExecutor(),
                                      chunk_size=1))
    assert first[0].games == 2
