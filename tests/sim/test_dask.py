"""tutor.sim on a Dask cluster: the same seed gives the same strategy comparison as on one machine.

A ``LocalCluster`` of two worker processes on the loopback interface stands in for a real cluster;
``Client.get_executor()`` is the only thing the analysis code sees.
"""
from concurrent.futures import ThreadPoolExecutor

import pytest

from tutor.games.apache.experiments import does_waiting_pay

distributed = pytest.importorskip("distributed")


@pytest.fixture(scope="module")
def client():
    """A client of two single-threaded worker processes, no dashboard, loopback only."""
    with distributed.LocalCluster(n_workers=2, processes=True, threads_per_worker=1, dashboard_address=None,
                                  host="127.0.0.1") as cluster, distributed.Client(cluster) as client:
        yield client


def test_a_strategy_comparison_on_a_dask_cluster_matches_one_machine(client):
    progress = []
    on_cluster = does_waiting_pay(games=4, players=(2, 3), seed=11, executor=client.get_executor(),
                                  progress=lambda done, total: progress.append((done, total)))
    with ThreadPoolExecutor(2) as pool:
        on_threads = does_waiting_pay(games=4, players=(2, 3), seed=11, executor=pool)
    assert on_cluster == on_threads
    assert [(m.players, m.lone, m.games) for m in on_cluster] == [
        (2, "patient", 4), (2, "greedy", 4), (3, "patient", 4), (3, "greedy", 4)]
    assert progress[-1] == (16, 16)
    assert len(client.scheduler_info()["workers"]) == 2


def test_a_different_seed_gives_different_games_on_the_cluster(client):
    executor = client.get_executor()
    assert (does_waiting_pay(games=4, players=(2,), seed=11, executor=executor)
            != does_waiting_pay(games=4, players=(2,), seed=12, executor=executor))
