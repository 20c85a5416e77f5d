"""Voila page timings in headless Chromium: ``python -m benchmarks.voila_pages [--runs N]``.

The time from a page's request to its board being seen (its first picture, written into the HTML) and
to the board widget being visible (a lesson: its first widget), for
every registered game's play, analyse and learn pages and two lessons, served as `make serve` serves
them (the shipped configuration in serve/), twice in the same run: without preheating (every page
starts its kernel when asked for), and preheated (each measured page has a pool of one ready kernel;
every load waits until the pool has refilled and its kernel has gone quiet, as a visitor arriving at
a quiet server would find it). A bare one-widget page (``benchmarks/pages/bare.ipynb``) is measured in
both servers: the aim compares each preheated page with the bare page *without* preheating, measured in
the same run. Written to ``benchmarks/results/voila_pages.md``, with the machine's load (``uptime``):
other work on the machine slows every figure. Needs Debian's chromium at /usr/bin/chromium.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

import psutil
from playwright.sync_api import Browser, BrowserContext, sync_playwright

from serve.launch import kernel_processes, start_voila, stop
from tutor.games import registered_games

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results" / "voila_pages.md"
#: with --new-visitors: every load in a new browser context, its cache empty (as issue #14's first figures)
RESULTS_NEW = ROOT / "benchmarks" / "results" / "voila_pages_new_visitors.md"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
#: a game page's board seen: the page's first picture (``tutor-preview-board``, written into the HTML by
#: the served template, see tutor/widgets/preview.py) or the board widget of class ``<prefix>-board``
BOARD = "[class*='-board'] svg"
#: the board live: the widget itself, drawn by Voila's front end (clickable, with the page's controls)
LIVE = "#rendered_cells [class*='-board'] svg"
#: a lesson's first widget drawn
WIDGET = ".jp-OutputArea-output .jupyter-widgets"
BARE = ("bare one-widget page", "bare.ipynb", ".bare-board", "bare")
LIVE_OF = {"game": LIVE, "lesson": WIDGET, "bare": ".bare-board"}
LESSONS = ("lessons/01-sample-spaces.ipynb", "lessons/03-binomial-law.ipynb")
AIM_PAGE, AIM_RATIO = 0.8, 0.5  # s; preheated page against the bare page without preheating
PAGE_TIMEOUT = 120_000  # ms


def pages() -> list[tuple[str, str, str, str]]:
    """(label, notebook path, what must be visible, kind) for every measured page."""
    found = []
    for info in registered_games():
        for name in ("play", "analyse", "learn"):
            if name in info.pages:
                found.append((f"{info.title}: {name}", info.notebook(name), BOARD, "game"))
    for lesson in LESSONS:
        found.append((f"lesson {Path(lesson).stem}", lesson, f".tutor-preview .lesson-board svg, {WIDGET}", "lesson"))
    return [*found, BARE]


def served_folder() -> Path:
    """notebooks/ as `make serve` serves it, plus the bare page at its root."""
    folder = Path(tempfile.mkdtemp(prefix="voila-pages-"))
    shutil.copytree(ROOT / "notebooks", folder, dirs_exist_ok=True,
                    ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    shutil.copy(ROOT / "benchmarks" / "pages" / "bare.ipynb", folder / "bare.ipynb")
    return folder


def wait_quiet(server_pid: int, timeout: float = 60) -> None:
    """Until the server's kernels use less than a tenth of a core together (preheating done)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        kernels = kernel_processes(server_pid)
        try:
            before = sum(sum(k.cpu_times()[:2]) for k in kernels)
            time.sleep(0.5)
            after = sum(sum(k.cpu_times()[:2]) for k in kernels)
        except psutil.Error:
            continue
        if after - before < 0.05:
            return


def wait_pool(log: Path, path: str, uses: int, timeout: float = 120) -> None:
    """Until Voila has filled ``path``'s pool once more than it has handed out a kernel from it."""
    deadline = time.monotonic() + timeout
    filled = f"Kernel pool of {path} is filled"
    used = re.compile(rf"Using pre-heated kernel: \S+ for {re.escape(path)}\n")
    while time.monotonic() < deadline:
        text = log.read_text(errors="replace")
        if text.count(filled) > uses and len(used.findall(text)) == uses:
            return
        time.sleep(0.2)
    raise RuntimeError(f"the pool of {path} did not refill")


#: in the page, from the document's first moment: the frame in which each selector is first seen (a
#: requestAnimationFrame callback runs just before the frame is painted), as milliseconds since the request
WATCH = """([seen, live]) => {
    const times = window.__tutorTimes = {};
    const shown = (selector) => Array.from(document.querySelectorAll(selector)).some(
        (e) => (e.checkVisibility ? e.checkVisibility() : e.getClientRects().length > 0));
    const look = () => {
        for (const [name, selector] of [['seen', seen], ['live', live]]) {
            if (times[name] === undefined && times['_' + name] === undefined && shown(selector)) {
                times['_' + name] = true;
                requestAnimationFrame(() => { times[name] = performance.now(); });
            }
        }
        if (times.live === undefined) { requestAnimationFrame(look); }
    };
    requestAnimationFrame(look);
}"""


def load_once(browser: Browser, url: str, visible: str, live: str,
              context: BrowserContext | None) -> tuple[float, float, float]:
    """Seconds from the request to the page's HTML received (the server's part: the notebook has run),
    to ``visible`` being visible (the board seen: its first picture or the widget) and to ``live`` being
    visible (the widget): in ``context`` (a visitor who has opened a page before, Voila's scripts in the
    browser's cache), or in a new context (a new visitor, cache empty). Read in the page itself (the
    Navigation Timing's end of the response; the frame in which each is first seen, checked every frame):
    a script running in the page (Voila's front end starting) delays any check from outside, not the
    painting of what is already there."""
    fresh = context is None
    if context is None:
        context = browser.new_context()
    page = context.new_page()
    try:
        page.add_init_script(f"({WATCH})({json.dumps([visible, live])})")
        page.goto(url, wait_until="domcontentloaded", timeout=PAGE_TIMEOUT)
        page.wait_for_function("() => window.__tutorTimes && window.__tutorTimes.live !== undefined",
                               timeout=PAGE_TIMEOUT, polling=100)
        times = page.evaluate("""() => Object.assign({html: performance.getEntriesByType('navigation')[0].responseEnd},
                                                     window.__tutorTimes)""")
        return times["html"] / 1000, times["seen"] / 1000, times["live"] / 1000
    finally:
        page.close(run_before_unload=True)  # as a tab is closed: the kernel is shut down
        if fresh:
            context.close()


def run_server(browser: Browser, folder: Path, preheated: bool, runs: int,
               new_visitors: bool) -> dict[str, list[tuple[float, float, float]]]:
    measured = pages()
    log = folder / ("voila-preheated.log" if preheated else "voila-cold.log")
    if preheated:
        settings = [f"--ClassroomKernelManager.preheated_pages={path}" for _, path, _, _ in measured]
        settings.append("--ClassroomKernelManager.pool_stagger=4")
    else:
        settings = ["--ClassroomKernelManager.pool_share=0"]  # no pools at all
    proc, url = start_voila(folder, log, *settings)
    times: dict[str, list[tuple[float, float, float]]] = {label: [] for label, _, _, _ in measured}
    visitor = None if new_visitors else browser.new_context()
    try:
        if visitor is not None:  # the visitor has opened a page before (untimed): scripts cached
            load_once(browser, f"{url}/voila/render/index.ipynb", WIDGET, WIDGET, visitor)  # a page with no pool here
        if preheated:  # every pool filled before the first load: not measuring the start-up's work
            for _, path, _, _ in measured:
                wait_pool(log, path, uses=0, timeout=300)
        for run in range(runs):
            for label, path, visible, kind in measured:
                if preheated:
                    wait_pool(log, path, uses=run)
                wait_quiet(proc.pid)
                times[label].append(load_once(browser, f"{url}/voila/render/{path}", visible, LIVE_OF[kind],
                                              visitor))
                html, board, live = times[label][-1]
                print(f"{'preheated' if preheated else 'cold':9} {label}: HTML {html:.2f} s, board seen {board:.2f} s, "
                      f"live {live:.2f} s", flush=True)
    finally:
        if visitor is not None:
            visitor.close()
        stop(proc)
    return times


def summary(values: list[float]) -> str:
    return f"{statistics.median(values):.2f} ({min(values):.2f}-{max(values):.2f})"


def verdict(page: float, bare: float, kind: str) -> str:
    if kind == "bare":
        return "-"
    misses = []
    if page > AIM_PAGE:
        misses.append(f"{page - AIM_PAGE:.2f} s over {AIM_PAGE} s")
    if kind == "game" and page > AIM_RATIO * bare:
        misses.append(f"{page / bare:.2f}× the bare page")
    return "met" if not misses else "not met: " + ", ".join(misses)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--new-visitors", action="store_true",
                        help="every load in a new browser context (empty cache); written to " + RESULTS_NEW.name)
    args = parser.parse_args()
    folder = served_folder()
    uptime_before = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    began = time.strftime("%Y-%m-%d %H:%M")
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            cold = run_server(browser, folder, preheated=False, runs=args.runs, new_visitors=args.new_visitors)
            warm = run_server(browser, folder, preheated=True, runs=args.runs, new_visitors=args.new_visitors)
            browser.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    uptime_after = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    bare = statistics.median(board for _, board, _ in cold[BARE[0]])
    visitors = ("a new browser context per load (a new visitor: Voila's scripts not cached)" if args.new_visitors
                else "one browser context per server that has opened a page before (Voila's scripts cached, as "
                     "for a visitor who came through the start page)")
    lines = [
        "# Voila page timings: request to board visible",
        "",
        f"Python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores, {began}; headless "
        f"Chromium, {visitors}, {args.runs} loads per page and server, median (min-max) in "
        "seconds, from the request to the board (a lesson: its first widget) visible. Both servers run the "
        "shipped configuration (serve/); *preheated*: each measured page keeps one ready kernel, and each load "
        "waits until its pool has refilled and the kernels are quiet. The aim (issue #14): a game page "
        f"≤ {AIM_PAGE} s and ≤ {AIM_RATIO}× the bare page without preheating measured in this run "
        f"({bare:.2f} s); a lesson ≤ {AIM_PAGE} s.",
        "",
        f"Machine load (`uptime`): before `{uptime_before}`; after `{uptime_after}`. Other work on the machine "
        "slows every figure.",
        "",
        "*HTML* is the time to the page's HTML received (the server's part: the notebook has run); *board "
        "seen* the time to the board visible: on a game page its first picture, which the served template "
        "writes into the HTML (tutor/widgets/preview.py), or the widget if that came first; *board live* the "
        "time to the board widget visible (the browser has also loaded Voila's scripts, connected to the "
        "kernel and drawn the widgets: the board can be clicked and the controls are there). On a lesson, *seen* is "
        "its first picture (its texts and board down to the first control) or its first widget, *live* its "
        "first widget; on the bare page both are its widget. The aim is read on *board seen*. All three are "
        "read in the page, from the request: the Navigation Timing's end of the response, and the frame in "
        "which each is first seen (checked every frame; a check from outside the page would wait for "
        "Voila's scripts to finish running, which delays no painting).",
        "",
        "| page | HTML, without preheating | HTML, preheated | board seen, without preheating | board seen, "
        "preheated | board live, without preheating | board live, preheated | preheated board seen ÷ bare "
        "page | aim (preheated board seen) |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ]
    for label, _, _, kind in pages():
        page = statistics.median(board for _, board, _ in warm[label])
        cells = [summary([run[i] for run in times[label]]) for i in (0, 1, 2) for times in (cold, warm)]
        lines.append(f"| {label} | {' | '.join(cells)} | {page / bare:.2f} | {verdict(page, bare, kind)} |")
    print("\n".join(lines))
    (RESULTS_NEW if args.new_visitors else RESULTS).write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
