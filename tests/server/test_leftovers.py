"""No server, kernel or browser outlives a test run, however it is stopped (issue #25).

A CI job that times out, or a developer's Ctrl-C pressed twice, kills the test process without a word
(SIGKILL: no ``finally``, no fixture teardown). What the run started must still go:

- the server dies with the process that started it (``serve.launch.die_with_parent``: Linux's
  parent-death signal), and stops its kernels as it goes;
- a kernel whose server died without stopping it (SIGKILL, the out-of-memory killer) exits by itself
  (ipykernel's parent poller: its parent changed);
- the headless Chromium that Playwright started goes with Playwright's driver.

Each test runs a small "test run" in a child process, as pytest would, kills it (or its server) with
SIGKILL, and checks every process it had started is gone.
"""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time

import psutil
import pytest

from serve.launch import ROOT, kernel_processes

from .conftest import page_folder

#: s: a dying parent's signal, the server's shutdown of its kernels and the kernels' own poll (1 s)
GONE_WITHIN = 30

#: The child "test run": a server as the tests start it, one page opened in Chromium (its kernel
#: connected), then it prints the pids it started and waits to be killed.
CHILD = textwrap.dedent(
    """
    import json, sys, time, urllib.request
    from pathlib import Path
    from playwright.sync_api import sync_playwright
    from serve.launch import kernel_processes, start_voila

    folder, log = Path(sys.argv[1]), Path(sys.argv[2])
    proc, url = start_voila(folder, log, "--ClassroomKernelManager.pool_size=0")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        page = browser.new_page()
        page.goto(url + "/voila/render/bare.ipynb", timeout=90_000)
        page.wait_for_selector(".widget-button, .jupyter-widgets", timeout=90_000)
        deadline = time.monotonic() + 60
        while not kernel_processes(proc.pid) and time.monotonic() < deadline:
            time.sleep(0.2)
        import psutil
        me = psutil.Process()
        browsers = [p.pid for p in me.children(recursive=True)
                    if "chrom" in p.name().lower() or "node" in p.name().lower()]
        print(json.dumps({"server": proc.pid, "kernels": [k.pid for k in kernel_processes(proc.pid)],
                          "browser": browsers}), flush=True)
        time.sleep(3600)
    """
)


def alive(pids: list[int]) -> list[int]:
    """Those of ``pids`` still running (zombies waiting for their parent count as gone)."""
    left = []
    for pid in pids:
        try:
            if psutil.Process(pid).status() != psutil.STATUS_ZOMBIE:
                left.append(pid)
        except psutil.NoSuchProcess:
            continue
    return left


def wait_gone(pids: list[int], timeout: float = GONE_WITHIN) -> list[int]:
    deadline = time.monotonic() + timeout
    while alive(pids) and time.monotonic() < deadline:
        time.sleep(0.25)
    return alive(pids)


def kill_all(pids: list[int]) -> None:
    for pid in alive(pids):
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


@pytest.fixture
def test_run(tmp_path_factory):
    """A child process running a server and a browser page; yields (child, the pids it started)."""
    folder = page_folder(tmp_path_factory)
    log = tmp_path_factory.mktemp("leftovers") / "voila.log"
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(folder), str(log)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    started: list[int] = []
    try:
        line = child.stdout.readline() if child.stdout else ""
        if not line:
            child.kill()
            err = child.stderr.read() if child.stderr else ""
            pytest.fail(f"the child test run did not start its server and page:\n{err[-3000:]}")
        pids = json.loads(line)
        started = [pids["server"], *pids["kernels"], *pids["browser"]]
        assert pids["kernels"], "the page's kernel was not found"
        assert pids["browser"], "the browser's processes were not found"
        yield child, pids
    finally:
        child.kill()
        child.wait(timeout=30)
        kill_all(started)  # whatever a failing test left: never leave it running


def test_killing_the_test_run_stops_its_server_kernels_and_browser(test_run):
    child, pids = test_run
    everything = [pids["server"], *pids["kernels"], *pids["browser"]]
    assert alive(everything) == everything
    child.send_signal(signal.SIGKILL)  # as a CI timeout does: no teardown runs
    child.wait(timeout=30)
    assert wait_gone(everything) == []


def test_a_killed_server_leaves_no_kernel(test_run):
    _, pids = test_run
    assert kernel_processes(pids["server"])
    os.kill(pids["server"], signal.SIGKILL)  # the server cannot stop its kernels
    assert wait_gone(pids["kernels"]) == []
