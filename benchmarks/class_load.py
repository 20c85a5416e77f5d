"""A class arrives at once (issue #25): ``python -m benchmarks.class_load [--warm | --cold] [--quick]``.

Starts the server as ``make serve`` starts it (``serve.launch.start_voila`` on notebooks/ with the shipped
settings in serve/, pools on), waits until its pools have started, then sends a class: ``--visitors``
(30) visitors arriving within ``--seconds`` (20), at times drawn uniformly at random with ``--seed`` (the
arrivals of a Poisson process given their number), each on one page of :data:`MIX` (the four games' play
pages and two lessons, dealt in turn in a seeded order). Each visitor requests its page, becomes usable,
clicks (a play page: a move; a lesson: answers its first question and checks it) and, once every visitor
has clicked or failed, leaves as a closed tab does (Voila's shutdown beacon): the class stays on its pages
together, then the bell.

Most visitors are protocol clients (``benchmarks/voila_client.py``: the page's HTML, then its kernel
websocket as Voila's front end uses it); ``--browsers`` (2) of them are real headless Chromium pages
(Debian's /usr/bin/chromium), timed in the page as ``benchmarks/voila_pages.py`` does, as a check that
the protocol client's *usable* agrees with a browser's. Thirty browsers on two cores would measure
Chromium, not the server.

Measured: per visitor its page, arrival, first picture (the HTML carrying the page's picture arrived:
``tutor/widgets/preview.py``), usable (protocol: the websocket connected and every widget's state
received; browser: the board widget, or a lesson's first widget, drawn), the click (to the kernel idle
again after it; browser: to the page changing) and whether it got the app at all (a page without it is a
FAIL); the server's memory (the server process and every kernel, RSS, sampled every second) and kernel
count over time; the pools before anyone arrived; the reclaim 30, 90 and 180 s after the last visitor left
(the last past the pools' idle time).

``--warm`` first warms the server for the class (``ClassroomKernelManager.class_size`` and
``class_pages``: the pages of the mix) and waits for the warm-up to be ready; ``--cold`` runs without;
the default runs both, each on a fresh server, and writes ``benchmarks/results/class_load.md`` with the
machine's load (``--quick``: 8 visitors in 6 s, one browser, printed only).
"""
from __future__ import annotations

import argparse
import asyncio
import json
import random
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import psutil

from benchmarks import report
from benchmarks.voila_client import Choice, ProtocolVisitor, Visit, allow_many_requests
from serve.launch import ROOT, kernel_process, kernel_processes, start_voila, stop

MB = 2**20
CHROMIUM = "/usr/bin/chromium"
#: the pages a class opens, dealt in turn (seeded order), and what a visitor does there once
MIX: tuple[tuple[str, str, Choice], ...] = (
    ("apache/play.ipynb", "play", Choice(button="Face-down cards")),  # turn a card
    ("fort_apache/play.ipynb", "play", Choice(button="cowboys")),  # the cowboys' first move
    ("tribu/play.ipynb", "play", Choice(button="draw")),
    ("apacze/play.ipynb", "play", Choice(button="Do it")),
    ("lessons/01-sample-spaces.ipynb", "lesson", Choice(button="Check", answer="1/2")),
    ("lessons/03-binomial-law.ipynb", "lesson", Choice(button="Check", answer="1/2")),
)
KIND = {page: kind for page, kind, _ in MIX}
#: the aims (issue #25): usable within (max, median) seconds
AIMS = {"warm": (5.0, 2.0), "cold": (20.0, None)}
#: what the log says once the class's warm-up is ready, or ready as far as it fits (serve/classroom.py)
WARM_READY = re.compile(r"Warm-up ready")
IOPUB_TIMEOUT = "Timeout waiting for IOPub output"
RECLAIM_AFTER = (30, 90, 180)  # 180: past the pools' idle time (POOL_IDLE, 120 s), demand's extra kernels gone
PAGE_TIMEOUT = 180.0  # s: a visitor gives up past this (a page, its widgets, its click)


@dataclass
class Planned:
    arrival: float
    page: str
    choice: Choice
    browser: bool


def plan(visitors: int, seconds: float, seed: int, browsers: int) -> list[Planned]:
    """Arrival times (uniform in [0, seconds), sorted: a Poisson process given its count) and pages
    (:data:`MIX` dealt in turn from a seeded shuffle); the browsers spread through the class."""
    rng = random.Random(seed)
    times = sorted(rng.uniform(0, seconds) for _ in range(visitors))
    order = list(range(len(MIX)))
    rng.shuffle(order)
    in_browser = {round((k + 1) * visitors / (browsers + 1)) - 1 for k in range(min(browsers, visitors))}
    out = []
    for i, arrival in enumerate(times):
        page, _, choice = MIX[order[i % len(MIX)]]
        out.append(Planned(round(arrival, 2), page, choice, i in in_browser))
    return out


# -- the server's memory and kernels ---------------------------------------------------------------


@dataclass
class Sample:
    t: float  # s since the class began (negative: before)
    kernels: int
    server_mb: float
    kernels_mb: float
    pids: tuple[int, ...] = ()

    @property
    def total_mb(self) -> float:
        return self.server_mb + self.kernels_mb


def sample(pid: int, t: float) -> Sample:
    kernels = kernel_processes(pid)
    kernels_mb = 0.0
    for kernel in kernels:
        try:
            kernels_mb += kernel.memory_info().rss / MB
        except psutil.Error:
            continue
    try:
        server_mb = psutil.Process(pid).memory_info().rss / MB
    except psutil.Error:
        server_mb = 0.0
    return Sample(t, len(kernels), server_mb, kernels_mb, tuple(k.pid for k in kernels))


def kernel_ids(pid: int) -> str:
    """The command lines of the server's kernels (each names its kernel's connection file, hence its id)."""
    lines = []
    for kernel in kernel_processes(pid):
        try:
            lines.append(" ".join(kernel.cmdline()))
        except psutil.Error:
            continue
    return "\n".join(lines)


class Sampler:
    """The server's memory and kernel count, every second, in the background."""

    def __init__(self, pid: int, zero: float, every: float = 1.0):
        self.pid, self.zero, self.every = pid, zero, every
        self.samples: list[Sample] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.is_set():
            self.samples.append(sample(self.pid, time.monotonic() - self.zero))
            self._stop.wait(self.every)

    def __enter__(self) -> Sampler:
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join(timeout=10)


def wait_pools(proc, log: Path, warm: bool, timeout: float = 600, settle: float = 10) -> float:
    """Until the pools have started: (warm) the log says the warm-up is ready, and the kernel count has not
    changed for ``settle`` seconds with the kernels quiet (under a tenth of a core together). The seconds
    it took."""
    began = time.monotonic()
    deadline = began + timeout
    last, since = -1, time.monotonic()
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the server exited with code {proc.returncode}")
        kernels = kernel_processes(proc.pid)
        if len(kernels) != last:
            last, since = len(kernels), time.monotonic()
        ready = not warm or WARM_READY.search(log.read_text(errors="replace")) is not None
        if ready and time.monotonic() - since >= settle:
            try:
                before = sum(sum(k.cpu_times()[:2]) for k in kernels)
                time.sleep(1)
                after = sum(sum(k.cpu_times()[:2]) for k in kernels)
            except psutil.Error:
                continue
            if after - before < 0.1:
                return time.monotonic() - began
        time.sleep(1)
    raise RuntimeError(f"the pools did not settle within {timeout:.0f} s" +
                       (" (no warm-up ready in the log)" if warm else ""))


# -- the visitors --------------------------------------------------------------------------------


class Bell:
    """Rings once every visitor has done its part (clicked, or given up): then the class leaves together."""

    def __init__(self, visitors: int):
        self.waiting, self.visitors, self.rung = 0, visitors, asyncio.Event()

    async def wait(self) -> None:
        self.waiting += 1
        if self.waiting >= self.visitors:
            self.rung.set()
        await self.rung.wait()


async def protocol_visitor(url: str, planned: Planned, bell: Bell) -> Visit:
    visitor = ProtocolVisitor(url, planned.page)
    visitor.visit.arrival = planned.arrival
    try:
        await visitor.open(PAGE_TIMEOUT)
        await visitor.connect(PAGE_TIMEOUT)
        await visitor.click(planned.choice, PAGE_TIMEOUT)
    except Exception as exc:  # noqa: BLE001 - one visitor's failure is a result, not the end of the run
        visitor.visit.error = visitor.visit.error or f"{type(exc).__name__}: {exc}"[:200]
    await bell.wait()
    await visitor.leave()
    return visitor.visit


def selectors(page: str) -> tuple[str, str]:
    """(first picture, usable) in a browser, as benchmarks/voila_pages.py reads them."""
    from benchmarks.voila_pages import LIVE, WIDGET

    live = LIVE if KIND[page] == "play" else WIDGET
    return f".tutor-preview svg, {live}", live


#: in the page: the first DOM change in the rendered cells after a click (performance.now, ms)
CLICK_WATCH = """() => {
    const times = window.__tutorClick = {};
    document.addEventListener('click', () => {
        if (times.click !== undefined) { return; }
        times.click = performance.now();
        const cells = document.getElementById('rendered_cells');
        new MutationObserver((_, observer) => {
            if (times.changed === undefined) { times.changed = performance.now(); observer.disconnect(); }
        }).observe(cells, {subtree: true, childList: true, attributes: true, characterData: true});
    }, true);
}"""


async def browser_visitor(browser, url: str, planned: Planned, bell: Bell) -> Visit:
    from benchmarks.voila_pages import WATCH

    visit = Visit(planned.page, arrival=planned.arrival, browser=True)
    seen, live = selectors(planned.page)
    context = await browser.new_context()
    page = await context.new_page()
    try:
        await page.add_init_script(f"({WATCH})({json.dumps([seen, live])})")
        await page.add_init_script(f"({CLICK_WATCH})()")
        response = await page.goto(f"{url}/voila/render/{planned.page}", wait_until="commit",
                                   timeout=PAGE_TIMEOUT * 1000)
        visit.status = response.status if response is not None else None
        try:
            await page.wait_for_function("() => window.__tutorTimes && window.__tutorTimes.live !== undefined",
                                         timeout=PAGE_TIMEOUT * 1000, polling=100)
        except Exception:  # noqa: BLE001 - a page without its app: a FAIL, reported
            visit.error = f"no widget drawn within {PAGE_TIMEOUT:.0f} s"
        times = await page.evaluate("""() => Object.assign(
            {html: (performance.getEntriesByType('navigation')[0] || {}).responseEnd},
            window.__tutorTimes || {})""")
        visit.html = times["html"] / 1000 if times.get("html") else None
        visit.first_picture = times["seen"] / 1000 if times.get("seen") is not None else None
        visit.usable = times["live"] / 1000 if times.get("live") is not None else None
        visit.widgets = 1 if visit.usable is not None else 0
        visit.kernel_id = str(await page.evaluate("""() => {
            const config = document.getElementById('jupyter-config-data');
            return config ? (JSON.parse(config.textContent).kernelId || '') : ''; }"""))
        if visit.usable is not None:
            cells = page.locator("#rendered_cells")
            if planned.choice.answer is not None:
                await cells.locator(".widget-text input").first.fill(planned.choice.answer, timeout=30_000)
            button = cells.locator("button", has_text=planned.choice.button).first
            if not await button.count():
                button = cells.locator("button").first
            visit.clicked = (await button.inner_text(timeout=30_000)).strip()
            await button.click(timeout=30_000)
            try:
                await page.wait_for_function("() => window.__tutorClick.changed !== undefined",
                                             timeout=PAGE_TIMEOUT * 1000, polling=50)
                click = await page.evaluate("() => window.__tutorClick")
                visit.click = (click["changed"] - click["click"]) / 1000
            except Exception:  # noqa: BLE001
                visit.error = "the click changed nothing on the page"
    except Exception as exc:  # noqa: BLE001
        visit.error = visit.error or f"{type(exc).__name__}: {exc}"[:200]
    await bell.wait()
    try:
        await page.close(run_before_unload=True)  # as a tab is closed: Voila's shutdown beacon
        visit.left = True
        await asyncio.sleep(1)  # the beacon is sent as the page unloads
    finally:
        await context.close()
    return visit


async def send_class(url: str, planned: list[Planned], zero: float, browser=None) -> tuple[list[Visit], float]:
    """Every visitor at its arrival time (seconds after ``zero``); all leave once every visitor has clicked
    or failed. The visits, in arrival order, and the time (after ``zero``) the last one left."""
    bell = Bell(len(planned))

    async def one(p: Planned) -> Visit:
        await asyncio.sleep(max(0.0, zero + p.arrival - time.monotonic()))
        if p.browser and browser is not None:
            return await browser_visitor(browser, url, p, bell)
        return await protocol_visitor(url, p, bell)

    tasks = [asyncio.ensure_future(one(p)) for p in planned]
    try:
        visits = await asyncio.gather(*tasks)
    finally:
        for task in tasks:
            task.cancel()
    return list(visits), time.monotonic() - zero


# -- one mode: a fresh server, the class, the reclaim ---------------------------------------------


@dataclass
class Outcome:
    mode: str
    settings: list[str]
    visits: list[Visit] = field(default_factory=list)
    samples: list[Sample] = field(default_factory=list)
    pools_before: Sample | None = None
    pools_took: float = 0.0
    left_at: float = 0.0
    reclaim: dict[int, tuple[Sample, int]] = field(default_factory=dict)  # after s -> sample, visitors' kernels
    iopub_timeouts: int = 0
    full_pages: int = 0
    error: str = ""
    ready_before: str = ""  # the kernels' command lines before the class: a visitor served from one of them
    started_during: int = 0  # kernels started while the class was there (the visitors' own and refills)

    def from_ready(self, visit: Visit) -> bool:
        return bool(visit.kernel_id) and visit.kernel_id in self.ready_before


def class_size(planned: list[Planned]) -> int:
    """Students a warm-up expects on each page: the most visitors any one page gets (the teacher says which
    pages the lesson uses and for how many students; ``class_size`` is per page)."""
    counts: dict[str, int] = {}
    for p in planned:
        counts[p.page] = counts.get(p.page, 0) + 1
    return max(counts.values(), default=1)


def server_settings(warm: bool, pages: list[str], size: int) -> list[str]:
    """The settings added to `make serve`'s: (warm) `make serve CLASS=<size> PAGES="<pages>"`."""
    if not warm:
        return []
    settings = [f"--ClassroomKernelManager.class_size={size}"]
    settings += [f"--ClassroomKernelManager.class_pages={page}" for page in pages]
    return settings


def run_mode(mode: str, planned: list[Planned], logs: Path, browsers: int, reclaim: tuple[int, ...],
             size: int) -> Outcome:
    pages = list(dict.fromkeys(p.page for p in planned))
    outcome = Outcome(mode, server_settings(mode == "warm", pages, size))
    log = logs / f"voila-{mode}.log"
    proc, url = start_voila(ROOT / "notebooks", log, *outcome.settings)
    playwright = None
    try:
        print(f"[{mode}] server up at {url}; waiting for its pools", flush=True)
        outcome.pools_took = wait_pools(proc, log, warm=mode == "warm")
        zero = time.monotonic() + 2
        outcome.pools_before = sample(proc.pid, -2)
        outcome.ready_before = kernel_ids(proc.pid)
        print(f"[{mode}] pools settled after {outcome.pools_took:.0f} s: {outcome.pools_before.kernels} kernels, "
              f"{outcome.pools_before.kernels_mb:.0f} MB; the class arrives", flush=True)
        with Sampler(proc.pid, zero) as sampler:
            async def main() -> tuple[list[Visit], float]:
                nonlocal playwright
                allow_many_requests()
                browser = None
                if browsers:
                    from playwright.async_api import async_playwright

                    from benchmarks.voila_pages import ARGS

                    playwright = await async_playwright().start()
                    browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
                try:
                    return await send_class(url, planned, zero, browser)
                finally:
                    if browser is not None:
                        await browser.close()
                    if playwright is not None:
                        await playwright.stop()

            outcome.visits, outcome.left_at = asyncio.run(main())
            print(f"[{mode}] the last visitor left at {outcome.left_at:.1f} s", flush=True)
            ids = [v.kernel_id for v in outcome.visits if v.kernel_id]
            for after in reclaim:
                time.sleep(max(0.0, zero + outcome.left_at + after - time.monotonic()))
                alive = sum(kernel_process(proc.pid, kid) is not None for kid in ids)
                outcome.reclaim[after] = (sample(proc.pid, outcome.left_at + after), alive)
                print(f"[{mode}] {after} s after: {outcome.reclaim[after][0].kernels} kernels, "
                      f"{alive} of them the visitors'", flush=True)
            outcome.samples = list(sampler.samples)
            before = set(outcome.pools_before.pids)
            outcome.started_during = len({p for s in outcome.samples if s.t <= outcome.left_at
                                          for p in s.pids} - before)
    finally:
        stop(proc)
    text = log.read_text(errors="replace")
    outcome.iopub_timeouts = text.count(IOPUB_TIMEOUT)
    outcome.full_pages = sum(v.status == 503 for v in outcome.visits)
    return outcome


# -- the report ----------------------------------------------------------------------------------


def fmt(x: float | None, digits: int = 2) -> str:
    return "-" if x is None else f"{x:.{digits}f}"


def med_max(values: Sequence[float | None]) -> str:
    got = [v for v in values if v is not None]
    if not got:
        return "-"
    return f"{statistics.median(got):.2f} / {max(got):.2f}"


def verdict(outcome: Outcome) -> list[str]:
    visits = outcome.visits
    failed = [v for v in visits if not v.got_app]
    usable = [v.usable for v in visits if v.usable is not None]
    lines = [f"- every visitor gets the app: {'met' if not failed else 'NOT met'} "
             f"({len(visits) - len(failed)} of {len(visits)}; FAIL: {len(failed)})"]
    top, median = AIMS[outcome.mode]
    if usable:
        worst, mid = max(usable), statistics.median(usable)
        ok = not failed and worst <= top and (median is None or mid <= median)
        aim = f"every page usable ≤ {top:.0f} s" + (f", median ≤ {median:.0f} s" if median else "")
        lines.append(f"- {aim}: {'met' if ok else 'NOT met'} (max {worst:.2f} s, median {mid:.2f} s"
                     f"{'' if not failed else ', pages without the app not counted in the times'})")
    return lines


def mode_lines(outcome: Outcome) -> list[str]:
    title = "after a warm-up for the class" if outcome.mode == "warm" else "without a warm-up"
    lines = [f"## {outcome.mode}: {title}", ""]
    settings = " ".join(f"`{s}`" for s in outcome.settings) or "none (the shipped settings as `make serve`)"
    lines += [f"Settings added to `make serve`'s: {settings}.", ""]
    if outcome.error:
        lines += [f"**The run failed:** {outcome.error}", ""]
        return lines
    lines += ["Aims (issue #25):", "", *verdict(outcome), ""]
    before = outcome.pools_before
    if before is not None:
        lines += [f"Pools before anyone arrived (settled {outcome.pools_took:.0f} s after the server answered): "
                  f"{before.kernels} kernels, {before.kernels_mb:.0f} MB RSS (the server process "
                  f"{before.server_mb:.0f} MB more).", ""]
    lines += report.table("visitor", "page", "client", ">arrival (s)", ">first picture (s)", ">HTML (s)",
                          ">usable (s)", ">click (s)", "clicked", "kernel", "got the app")
    for i, v in enumerate(outcome.visits, 1):
        got = "yes" if v.got_app else f"**FAIL** ({v.error or 'no widgets in the page'})"
        if v.got_app and v.error:
            got += f" ({v.error})"
        lines.append(f"| {i} | {v.page} | {'Chromium' if v.browser else 'protocol'} | {v.arrival:.2f} | "
                     f"{fmt(v.first_picture)} | {fmt(v.html)} | {fmt(v.usable)} | {fmt(v.click)} | "
                     f"{v.clicked.replace('|', '/')[:30]} | {'ready' if outcome.from_ready(v) else 'new'} | {got} |")
    lines += ["", "Median / max per page (protocol and browser visitors together; seconds from the request):", ""]
    lines += report.table("page", ">visitors", ">got the app", ">first picture", ">usable", ">click")
    for page in dict.fromkeys(v.page for v in outcome.visits):
        mine = [v for v in outcome.visits if v.page == page]
        lines.append(f"| {page} | {len(mine)} | {sum(v.got_app for v in mine)} | "
                     f"{med_max([v.first_picture for v in mine])} | {med_max([v.usable for v in mine])} | "
                     f"{med_max([v.click for v in mine])} |")
    for kind in ("play", "lesson"):
        mine = [v for v in outcome.visits if KIND.get(v.page) == kind]
        if mine:
            lines.append(f"| all {kind} pages | {len(mine)} | {sum(v.got_app for v in mine)} | "
                         f"{med_max([v.first_picture for v in mine])} | {med_max([v.usable for v in mine])} | "
                         f"{med_max([v.click for v in mine])} |")
    browsers = [v for v in outcome.visits if v.browser]
    if browsers:
        lines += ["", "Chromium against the protocol client (usable, same page, the protocol visitors of that page):", ""]
        for v in browsers:
            same = [w.usable for w in outcome.visits if w.page == v.page and not w.browser and w.usable is not None]
            lines.append(f"- {v.page}, arrived at {v.arrival:.2f} s: Chromium usable {fmt(v.usable)} s "
                         f"(board seen {fmt(v.first_picture)} s); protocol visitors of that page: "
                         f"{med_max(same)} (median / max)")
    if outcome.samples:
        peak = max(outcome.samples, key=lambda s: s.total_mb)
        most = max(s.kernels for s in outcome.samples)
        ready = sum(outcome.from_ready(v) for v in outcome.visits)
        lines += ["", f"Kernels: {ready} of {len(outcome.visits)} visitors were served from a kernel ready before "
                      f"the class arrived (*kernel* ready; new: started or refilled after); {outcome.started_during} "
                      "kernels were started while the class was there (the visitors' own and the pools' refills)."]
        lines += ["", f"Server memory (the server process and every kernel, RSS, sampled every second): peak "
                      f"{peak.total_mb:.0f} MB at {peak.t:.0f} s ({peak.kernels} kernels); most kernels at once "
                      f"{most}. Voila's executor timeouts (`{IOPUB_TIMEOUT}`) in the log: "
                      f"{outcome.iopub_timeouts}; visitors told the server is full (503): {outcome.full_pages}.",
                  ""]
        lines += report.table(">t (s)", ">kernels", ">memory (MB)")
        next_t = 0.0
        for s in outcome.samples:  # every 5 s while the class is there, then every 30 s
            if s.t >= next_t:
                lines.append(f"| {s.t:.0f} | {s.kernels} | {s.total_mb:.0f} |")
                step = 5.0 if s.t < outcome.left_at + 10 else 30.0
                next_t = s.t - (s.t % step) + step
    if outcome.reclaim:
        lines += ["", f"Reclaim (the last visitor left at {outcome.left_at:.1f} s after the class began):", ""]
        lines += report.table("after the last left", ">kernels", ">of them the visitors'", ">memory (MB)")
        for after, (s, alive) in sorted(outcome.reclaim.items()):
            lines.append(f"| {after} s | {s.kernels} | {alive} | {s.total_mb:.0f} |")
    return lines + [""]


def uptime() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--warm", action="store_true", help="only with a warm-up for the class")
    mode.add_argument("--cold", action="store_true", help="only without a warm-up")
    parser.add_argument("--visitors", type=int, default=None, help="default 30 (--quick: 8)")
    parser.add_argument("--seconds", type=float, default=None, help="default 20 (--quick: 6)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--browsers", type=int, default=None,
                        help="of the visitors, how many are real Chromium pages (default 2, --quick: 1)")
    parser.add_argument("--class-size", type=int, default=0,
                        help="--warm: students expected on each page (default: the most visitors one page gets)")
    parser.add_argument("--logs", default="", help="keep the servers' logs in this folder (default: thrown away)")
    parser.add_argument("--quick", action="store_true", help="a smoke run (8 visitors in 6 s, 1 browser), not written")
    args = parser.parse_args(argv)
    quick = (8, 6.0, 1) if args.quick else (30, 20.0, 2)
    args.visitors = quick[0] if args.visitors is None else args.visitors
    args.seconds = quick[1] if args.seconds is None else args.seconds
    args.browsers = quick[2] if args.browsers is None else args.browsers
    modes = ["warm"] if args.warm else ["cold"] if args.cold else ["cold", "warm"]
    planned = plan(args.visitors, args.seconds, args.seed, args.browsers)
    size = args.class_size or class_size(planned)
    load_before = uptime()
    lines = report.head(
        "A class arrives at once: the server under a class's load",
        f"{args.visitors} visitors within {args.seconds:.0f} s (seed {args.seed}), {args.browsers} of them in "
        f"headless Chromium. `uptime` before: `{load_before}`.")
    outcomes = []
    with tempfile.TemporaryDirectory(prefix="class-load-") as tmp:
        logs = Path(args.logs or tmp)
        logs.mkdir(parents=True, exist_ok=True)
        for m in modes:
            try:
                outcomes.append(run_mode(m, planned, logs, args.browsers, RECLAIM_AFTER, size))
            except RuntimeError as exc:  # e.g. no warm-up in this version of the server
                print(f"[{m}] failed: {exc}", file=sys.stderr)
                outcomes.append(Outcome(m, server_settings(m == "warm", [], size), error=str(exc)[:500]))
    lines[-1:-1] = [f"`uptime` after: `{uptime()}`. Other work on the machine slows every figure.", ""]
    lines += [
        "What a visitor does: requests its page, becomes usable, clicks once (a play page: a move; a lesson: "
        "answers its first question, 1/2, and checks it), waits until every visitor has done so, and leaves "
        "as a closed tab does (Voila's shutdown beacon). *First picture*: the page's HTML carrying its picture "
        "(tutor/widgets/preview.py) arrived (Chromium: the picture or the widget drawn); *usable*: the kernel "
        "websocket connected and every widget's state received (Chromium: the board widget, a lesson's first "
        "widget, drawn: Chromium also loads and runs Voila's scripts before it connects, a second or more the protocol "
        "client does not spend, see the comparison below each table); *click*: to the kernel idle again after it "
        "(Chromium: to the page changing). A visitor "
        "whose page has no app (no widget, a failed cell, or its widgets never came) is a **FAIL**. "
        f"Pages: {', '.join(p for p, _, _ in MIX)}. Run: `.venv/bin/python -m benchmarks.class_load`.",
        "",
    ]
    summary = report.table("mode", ">got the app", ">usable median (s)", ">usable max (s)", ">peak memory (MB)",
                           ">kernels before", f">kernels {RECLAIM_AFTER[-1]} s after")
    for o in outcomes:
        usable = [v.usable for v in o.visits if v.usable is not None]
        peak = max((s.total_mb for s in o.samples), default=0.0)
        after = o.reclaim.get(RECLAIM_AFTER[-1])
        summary.append(f"| {o.mode} | {sum(v.got_app for v in o.visits)} of {len(o.visits)} | "
                       f"{fmt(statistics.median(usable) if usable else None)} | {fmt(max(usable) if usable else None)} | "
                       f"{peak:.0f} | {o.pools_before.kernels if o.pools_before else '-'} | "
                       f"{after[0].kernels if after else '-'} |")
    lines += summary + [""]
    for o in outcomes:
        lines += mode_lines(o)
    print("\n".join(lines))
    report.write("class_load", lines, quick=args.quick)
    return 0 if all(not o.error and all(v.got_app for v in o.visits) for o in outcomes) else 1


if __name__ == "__main__":
    raise SystemExit(main())
