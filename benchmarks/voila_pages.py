"""Voila page timings in headless Chromium: ``python -m benchmarks.voila_pages [--runs N]``.

For the Apache play page and, in the same run, a bare one-widget page: the time from the page request
to the board (widget) being visible, and from a click to the redrawn board. Written to
``benchmarks/results/voila_pages.md``. Needs Debian's chromium at /usr/bin/chromium.
"""
from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PAGES = {
    "Apache play page": ("notebooks/apache/play.ipynb", ".apache-board svg", ".apache-facedown", ".apache-board"),
    "bare one-widget page": ("benchmarks/pages/bare.ipynb", ".bare-board", ".bare-button", ".bare-board"),
}


def start_voila(port: int) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-m", "voila", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
                             str(ROOT)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(300):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/voila/static/voila.js", timeout=2)
            return proc
        except OSError:
            time.sleep(0.1)
    proc.terminate()
    raise RuntimeError("Voila did not start")


def measure(page: Page, url: str, visible: str, click: str, board: str) -> tuple[float, float]:
    start = time.perf_counter()
    page.goto(url)
    page.locator(visible).first.wait_for(timeout=60_000)
    loaded = time.perf_counter() - start
    before = page.locator(board).first.inner_html()
    start = time.perf_counter()
    page.locator(click).first.click()
    page.wait_for_function("([sel, old]) => document.querySelector(sel).innerHTML !== old", arg=[board, before],
                           timeout=30_000)
    return loaded, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--port", type=int, default=8877)
    args = parser.parse_args()
    proc = start_voila(args.port)
    results: dict[str, list[tuple[float, float]]] = {name: [] for name in PAGES}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            for _ in range(args.runs):
                for name, (path, visible, click, board) in PAGES.items():
                    page = browser.new_page()
                    results[name].append(measure(page, f"http://127.0.0.1:{args.port}/voila/render/{path}",
                                                 visible, click, board))
                    page.close()
            browser.close()
    finally:
        proc.terminate()
    lines = ["# Voila page timings", "", f"{time.strftime('%Y-%m-%d')}, {args.runs} runs each, headless Chromium, "
             "median (min-max) in seconds.", "", "| page | request to board visible | click to redraw |",
             "| --- | ---: | ---: |"]
    for name, runs in results.items():
        loads, clicks = [r[0] for r in runs], [r[1] for r in runs]
        lines.append(f"| {name} | {statistics.median(loads):.2f} ({min(loads):.2f}-{max(loads):.2f}) | "
                     f"{statistics.median(clicks):.3f} ({min(clicks):.3f}-{max(clicks):.3f}) |")
    print("\n".join(lines))
    out = ROOT / "benchmarks" / "results" / "voila_pages.md"
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
