"""Measure what serving a class costs: memory per kernel, kernels left after many visits.

    .venv/bin/python -m serve.measure            # both measurements (about 15 minutes)
    .venv/bin/python -m serve.measure memory     # memory of one kernel per page
    .venv/bin/python -m serve.measure visits     # kernels alive after N visits, with and without

Prints Markdown tables (results: benchmarks/results/reliability.md). Needs Debian's Chromium
(/usr/bin/chromium, or TUTOR_CHROMIUM). Every server is started as `make serve` starts it (see
serve/launch.py), on a free port on 127.0.0.1; "without" leaves out the configuration in serve/.
"""
from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from playwright.sync_api import sync_playwright

from serve import classroom
from serve.launch import ROOT, kernel_process, kernel_processes, start_voila, stop

CHROMIUM = os.environ.get("TUTOR_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
PAGES = [
    "index.ipynb",
    "apache/play.ipynb",
    "apache/analyse.ipynb",
    "tribu/play.ipynb",
    "apacze/play.ipynb",
    "fort_apache/play.ipynb",
    "lessons/03-binomial-law.ipynb",
]
MB = 2**20


def _open(context, url: str):
    page = context.new_page()
    page.goto(url)
    page.locator("#rendered_cells").wait_for(state="visible", timeout=120_000)
    page.wait_for_load_state("networkidle")
    return page


def _kernel_id(page) -> str:
    return page.evaluate(
        "JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId"
    )


def memory(browser, logs: Path) -> None:
    proc, url = start_voila(ROOT / "notebooks", logs / "memory.log")
    try:
        context = browser.new_context()
        print("| page | kernel RSS (MB) | kernel USS (MB) |")
        print("| --- | ---: | ---: |")
        rss_all = []
        for path in PAGES:
            page = _open(context, f"{url}/voila/render/{path}")
            time.sleep(2)  # let the kernel settle after the page's widgets connected
            kernel = kernel_process(proc.pid, _kernel_id(page))
            if kernel is None:
                raise RuntimeError(f"no kernel process for the page {path}")
            info = kernel.memory_full_info()
            rss_all.append(info.rss / MB)
            print(f"| {path} | {info.rss / MB:.0f} | {info.uss / MB:.0f} |")
            page.close(run_before_unload=True)
        print(f"\nmedian kernel RSS {statistics.median(rss_all):.0f} MB, "
              f"max {max(rss_all):.0f} MB")
        import psutil

        print(f"Voila server RSS: {psutil.Process(proc.pid).memory_info().rss / MB:.0f} MB")
        context.close()
    finally:
        stop(proc)


def _get(url: str) -> int:
    with urllib.request.urlopen(url, timeout=120) as response:
        response.read()
        return response.status


def visits(browser, logs: Path, n: int, waits: list[float]) -> None:
    page = "/voila/render/index.ipynb"
    print(f"{n} page visits in Chromium (opened, loaded, closed), then {n} bare GETs, of "
          f"notebooks/{page.rsplit('/', 1)[1]}; kernels alive (ipykernel processes) and their "
          "memory (RSS, MB):\n")
    later = " | ".join(f"{w:.0f} s later" for w in waits)
    print(f"| server | after the page visits | after the GETs too | {later} |")
    print("| --- | ---: | ---: |" + " ---: |" * len(waits))
    for label, config in (("without serve/ (plain `voila`)", False), ("with serve/", True)):
        proc, url = start_voila(ROOT / "notebooks", logs / f"visits-{config}.log", config=config)
        try:
            context = browser.new_context()
            for _ in range(n):
                _open(context, url + page).close(run_before_unload=True)
            time.sleep(1)
            cells = [str(len(kernel_processes(proc.pid)))]
            with ThreadPoolExecutor(4) as pool:
                list(pool.map(_get, [url + page] * n))
            start = time.monotonic()
            for wait in [0, *waits]:
                time.sleep(max(0.0, start + wait - time.monotonic()))
                kernels = kernel_processes(proc.pid)
                rss = sum(k.memory_info().rss for k in kernels) / MB
                cells.append(f"{len(kernels)} ({rss:.0f} MB)")
            print(f"| {label} | " + " | ".join(cells) + " |", flush=True)
            context.close()
        finally:
            stop(proc)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("what", nargs="?", choices=["memory", "visits", "all"], default="all")
    parser.add_argument("-n", type=int, default=20, help="visits of each kind (default 20)")
    waits = [
        classroom.UNCONNECTED_TIMEOUT + classroom.CHECK_INTERVAL + 10,  # unconnected pages
        classroom.CULL_IDLE_TIMEOUT + classroom.CULL_INTERVAL + 10,  # the culler
    ]
    parser.add_argument("--wait", type=float, nargs="+", default=waits,
                        help=f"seconds after the GETs to count again (default {waits})")
    args = parser.parse_args()
    limit = classroom.memory_limit_bytes()
    said = "unknown" if limit is None else f"{limit / 2**30:.1f} GiB"
    print(f"automatic cap on this machine: {classroom.automatic_cap()} kernels (memory limit {said})\n")
    with tempfile.TemporaryDirectory() as logs, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            if args.what in ("memory", "all"):
                memory(browser, Path(logs))
                print()
            if args.what in ("visits", "all"):
                visits(browser, Path(logs), args.n, args.wait)
        finally:
            browser.close()


if __name__ == "__main__":
    main()
