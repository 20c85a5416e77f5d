"""Visitors' pages start in turn (issue #25): at most ``page_starts`` pages run their notebook at once, first come
first served, so that on 2 cores the first students of a class arriving together get their pages first instead of
everybody's finishing together late (benchmarks/results/class_load.md: usable max 20.9 s -> 5.1 s without a
warm-up). The page here writes when its notebook started and ended; with one page at a time no two overlap, and
every visitor still gets the whole page."""
from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor

import nbformat

from serve.launch import stop

from .conftest import BARE_PAGE, start
from .test_classroom import get

PAGES = 4


def timed_page(folder) -> None:
    """A page whose notebook takes a moment (1 s) and appends its start and end to ``runs.jsonl``."""
    page = nbformat.v4.new_notebook()
    page.metadata["kernelspec"] = json.loads(BARE_PAGE.read_text())["metadata"]["kernelspec"]
    log = folder / "runs.jsonl"
    page.cells = [nbformat.v4.new_code_cell(
        "import json, time\n"
        "began = time.time()\n"
        "time.sleep(1)\n"
        f"with open({str(log)!r}, 'a') as out:\n"
        "    out.write(json.dumps([began, time.time()]) + '\\n')\n"
        "print('page ready')"
    )]
    nbformat.write(page, folder / "timed.ipynb")


def test_pages_run_their_notebooks_in_turn(tmp_path_factory):
    folder = tmp_path_factory.mktemp("queue")
    timed_page(folder)
    server = start(tmp_path_factory, "queue", folder, "--ClassroomKernelManager.page_starts=1",
                   "--ClassroomKernelManager.pool_page_max=0")
    try:
        with ThreadPoolExecutor(PAGES) as pool:  # four visitors at once
            answers = list(pool.map(lambda _: get(server.url + "/voila/render/timed.ipynb", within=120),
                                    range(PAGES)))
    finally:
        stop(server.proc)
    assert [status for status, _, _ in answers] == [200] * PAGES
    assert all("page ready" in body for _, body, _ in answers)
    runs = sorted(json.loads(line) for line in (folder / "runs.jsonl").read_text().splitlines())
    assert len(runs) == PAGES
    for (_, end), (began, _) in zip(runs, runs[1:]):
        assert began >= end, f"two pages ran their notebooks at once: {runs}"
