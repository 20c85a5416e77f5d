"""The class load test's visitor (benchmarks/voila_client.py, driven by benchmarks/class_load.py) against the
real server with the shipped configuration: three visitors arriving together on two play pages and a lesson
each get their page's picture and app, their click or answer is answered with the page's updates, and their
kernels stop when they leave. No timing is asserted (the benchmark measures)."""
from __future__ import annotations

import time

import pytest

from benchmarks import class_load
from benchmarks.voila_client import Choice, allow_many_requests
from serve.launch import ROOT, kernel_process, stop

from .conftest import start
from .test_guard import run

PLANNED = [
    class_load.Planned(0.0, "apache/play.ipynb", Choice(button="Face-down cards"), browser=False),
    class_load.Planned(0.3, "tribu/play.ipynb", Choice(button="draw"), browser=False),
    class_load.Planned(0.6, "lessons/01-sample-spaces.ipynb", Choice(button="Check", answer="1/2"), browser=False),
]


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    # pools on, as `make serve`, but for one of the visited pages only: one visitor is served from a pool,
    # the others start their kernel when they ask
    server = start(tmp_path_factory, "class-load", ROOT / "notebooks",
                   "--ClassroomKernelManager.preheated_pages=apache/play.ipynb")
    yield server
    stop(server.proc)


def run_class(url: str) -> list:
    """send_class on a loop of its own, in a thread (a Playwright test may leave a loop on this one)."""
    async def main():
        allow_many_requests()
        return await class_load.send_class(url, PLANNED, time.monotonic())

    return run(main())[0]


def test_three_visitors_get_their_app_and_their_click_is_answered(served):
    visits = run_class(served.url)
    assert [v.page for v in visits] == [p.page for p in PLANNED]
    for visit in visits:
        where = f"{visit.page}: {visit}\n{served.describe()}"
        assert visit.status == 200, where
        assert visit.kernel_id, where
        assert visit.first_picture is not None, where  # the HTML carried the page's picture
        assert visit.widgets >= 1 and not visit.cell_error, where
        assert visit.usable is not None and visit.got_app, where
        assert visit.click is not None and visit.click_updates >= 1, where  # the page answered the click
        assert visit.left and not visit.error, where
    assert {v.clicked for v in visits} >= {"draw", "Check"}
    # Leaving shut each visitor's kernel down (Voila's shutdown beacon, as a closed tab sends it).
    deadline = time.monotonic() + 30
    while any(kernel_process(served.proc.pid, v.kernel_id) for v in visits):
        assert time.monotonic() < deadline, f"a visitor's kernel outlived its page\n{served.describe()}"
        time.sleep(0.5)


def test_the_class_plan_is_seeded_and_spread():
    planned = class_load.plan(30, 20, seed=1, browsers=2)
    assert planned == class_load.plan(30, 20, seed=1, browsers=2)
    assert planned != class_load.plan(30, 20, seed=2, browsers=2)
    arrivals = [p.arrival for p in planned]
    assert arrivals == sorted(arrivals) and 0 <= arrivals[0] and arrivals[-1] < 20
    assert sum(p.browser for p in planned) == 2
    pages = [p.page for p in planned]
    assert {pages.count(page) for page, _, _ in class_load.MIX} == {30 // len(class_load.MIX)}
    assert class_load.class_size(planned) == 30 // len(class_load.MIX)
