"""What one page's kernel weighs: ``python -m benchmarks.kernel_weight [--pages SUBSTRING ...]``.

Starts the real server as ``make serve`` does (``serve.launch.start_voila`` with the shipped settings in
``serve/``), without pools (``--ClassroomKernelManager.pool_size=0``: every page starts its own kernel, as the
second student on a page does), and GETs each page kind one after the other with a plain HTTP request: the
start page, each game's play, learn, rules and analyse page, the lessons' index, every lesson and the analysis
board. Once the HTML has come (Voila has run the notebook) and the kernel is idle, it records the kernel
process's RSS, USS and CPU seconds (psutil), then closes the page as a browser does (Voila's shutdown, with
the ``_xsrf`` cookie as a form field) before the next one. No front end connects, so the widgets' states are
not sent: a page in a browser weighs about the same (the states are built in the kernel either way).

The analyse pages' maximum (``--no-maximum`` leaves it out) is measured in this process, not in a served
kernel (a run at the maximum takes longer than a benchmark should): the page is built as its notebook builds
it, its simulation run once small (loading matplotlib) and once larger on a pool of two worker processes, and
the memory kept per game played is extrapolated to every table run to the page's own maximum.

Aims (issue #25): a play page's kernel <= 70 MB RSS, a lesson's <= 90 MB; an analyse page at its maximum
within the 200 MB a kernel is assumed to take (``serve/classroom.py``, ``KERNEL_MEMORY_MB``). Written to
``benchmarks/results/kernels.md`` with the machine and its load (``uptime``).
"""
from __future__ import annotations

import argparse
import gc
import http.cookiejar
import os
import platform
import re
import subprocess
import tempfile
import time
import urllib.parse
import urllib.request
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

import psutil

from serve.launch import kernel_process, start_voila, stop
from tutor.games import registered_games

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results" / "kernels.md"
MB = 2**20
AIMS = {"play": 70, "lesson": 90}  # MB RSS
CAP_MB = 200  # serve/classroom.py KERNEL_MEMORY_MB
#: a kernel is idle once its CPU time stops growing for this long
QUIET = 1.0
KERNEL_ID = re.compile(r'"kernelId":\s*"([0-9a-f-]{36})"')


@dataclass
class Weight:
    label: str
    page: str
    kind: str
    rss: float = 0.0  # MB
    uss: float = 0.0
    cpu: float = 0.0  # s, user + system
    error: str = ""


def pages() -> list[tuple[str, str, str]]:
    """(label, notebook, kind) for every page kind a visitor opens."""
    found = [("start page", "index.ipynb", "start")]
    for info in registered_games():
        for name in ("play", "learn", "rules", "analyse"):
            if name in info.pages:
                found.append((f"{info.title}: {name}", info.notebook(name), name))
    found.append(("lessons' index", "lessons/index.ipynb", "index"))
    for path in sorted((ROOT / "notebooks" / "lessons").glob("[0-9]*.ipynb")):
        found.append((f"lesson {path.stem}", f"lessons/{path.name}", "lesson"))
    found.append(("analysis board", "board.ipynb", "board"))
    return found


def settle(proc: psutil.Process, timeout: float = 60) -> None:
    """Wait until the kernel's CPU time stops growing (idle)."""
    deadline = time.monotonic() + timeout
    last = -1.0
    while time.monotonic() < deadline:
        times = proc.cpu_times()
        now = times.user + times.system
        if now - last < 0.02:
            return
        last = now
        time.sleep(QUIET)


def weigh(base_url: str, server_pid: int, label: str, page: str, kind: str) -> Weight:
    weight = Weight(label, page, kind)
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    try:
        with opener.open(f"{base_url}/voila/render/{page}", timeout=180) as response:
            html = response.read(32 * MB).decode("utf-8", errors="replace")
    except OSError as error:
        weight.error = repr(error)[:120]
        return weight
    match = KERNEL_ID.search(html)
    if match is None:
        weight.error = "no kernel id in the page"
        return weight
    kernel_id = match.group(1)
    try:
        proc = kernel_process(server_pid, kernel_id)
        if proc is None:
            weight.error = "kernel process not found"
            return weight
        settle(proc)
        info, times = proc.memory_full_info(), proc.cpu_times()
        weight.rss, weight.uss, weight.cpu = info.rss / MB, info.uss / MB, times.user + times.system
    except psutil.Error as error:
        weight.error = repr(error)[:120]
    finally:
        xsrf = next((c.value for c in jar if c.name == "_xsrf"), "")
        body = urllib.parse.urlencode({"_xsrf": xsrf}).encode()
        try:
            opener.open(urllib.request.Request(f"{base_url}/voila/api/shutdown/{kernel_id}", data=body), timeout=60)
        except OSError as error:
            weight.error = weight.error or f"shutdown: {error!r}"[:120]
    return weight


def weigh_all(chosen: list[tuple[str, str, str]]) -> list[Weight]:
    with tempfile.TemporaryDirectory() as tmp:
        proc, base_url = start_voila(ROOT / "notebooks", Path(tmp) / "voila.log",
                                     "--ClassroomKernelManager.pool_size=0")
        try:
            weights = []
            for label, page, kind in chosen:
                weights.append(weigh(base_url, proc.pid, label, page, kind))
                print(weights[-1], flush=True)
                time.sleep(1)  # the closed page's kernel stops
            return weights
        finally:
            stop(proc)


# -- an analyse page at its maximum (in this process) --------------------------------------------------


def rss() -> float:
    gc.collect()
    return psutil.Process().memory_info().rss / MB


#: (page module, app class, the field whose maximum bounds a run, games played in the measured run, the unit)
MAXIMA = (("apache_analyse", "AnalyseApp", "games", 2000, "games per table"),
          ("fort_apache_analyse", "FortAnalyseApp", "games", 1000, "battles per reading"))


def analyse_maximum() -> list[str]:
    """Rows: each bounded analyse page built, after a first small run (matplotlib loaded), the memory kept
    per game played in a larger run, and the page at its maximum: every table run to the field's maximum
    (none stopping early), extrapolated linearly."""
    import importlib
    from concurrent.futures import ProcessPoolExecutor

    rows = []
    with ProcessPoolExecutor(2) as pool:
        for module_name, class_name, field_name, size, unit in MAXIMA:
            began = rss()
            app = getattr(importlib.import_module(f"tutor.widgets.{module_name}"), class_name)(
                executor=pool, background=False)
            built = rss()
            app.simulate(4)  # the first results: the plot's matplotlib
            warm = rss()
            results = app.simulate(size)
            played = sum(r.games for r in results)
            per_game = max(0.0, rss() - warm) / played
            limit = getattr(app, field_name).max
            at_max = warm + per_game * limit * len(results)
            rows.append(f"| `{module_name}` | {built - began:.0f} | {warm:.0f} | {played} in {len(results)} tables: "
                        f"{per_game * MB / 1000:.1f} kB a game | {limit:,} {unit} | {at_max:.0f} "
                        f"{'✓' if at_max <= CAP_MB else '✗'} |")
            print(rows[-1], flush=True)
            del app
    return rows


# -- the report -----------------------------------------------------------------------------------------


def verdict(weight: Weight) -> str:
    aim = AIMS.get("lesson" if weight.kind == "lesson" else "play" if weight.kind == "play" else "", None)
    if aim is None:
        return "" if weight.rss <= CAP_MB else f"over the cap ({CAP_MB})"
    return f"≤ {aim} ✓" if weight.rss <= aim else f"≤ {aim} ✗"


def report(weights: list[Weight], maximum: list[str], took: float, load_before: str, load_after: str) -> str:
    lines = [
        "# Page kernels' weight (`python -m benchmarks.kernel_weight`)",
        "",
        f"{datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC, {platform.node()}, {os.cpu_count()} cores, "
        f"{psutil.virtual_memory().total / 2**30:.0f} GB; Python {platform.python_version()}; took {took:.0f} s.",
        f"Load before: `{load_before}`; after: `{load_after}`.",
        "",
        "Served as `make serve` serves (the settings in `serve/`), without pools: each page GET alone (plain "
        "HTTP, no front end), its kernel measured once the HTML has come and the kernel is idle, then the page "
        "closed. RSS counts shared libraries in full; USS is what the kernel alone holds.",
        "",
        "| page | notebook | RSS MB | USS MB | CPU s | aim |",
        "| --- | --- | ---: | ---: | ---: | --- |",
    ]
    for w in weights:
        if w.error:
            lines.append(f"| {w.label} | `{w.page}` | | | | {w.error} |")
        else:
            lines.append(f"| {w.label} | `{w.page}` | {w.rss:.0f} | {w.uss:.0f} | {w.cpu:.2f} | {verdict(w)} |")
    if maximum:
        lines += [
            "",
            "## Analyse pages at their maximum",
            "",
            "Measured in the benchmark's own process (which had imported the server's side too), not in a served "
            "kernel: the page built as its notebook builds it, its simulation run once with 4 games (loading "
            "matplotlib: `after first run`), then larger on a pool of 2 worker processes (the workers' memory "
            "is theirs, not the kernel's); the memory kept per game played, extrapolated to every table run to "
            f"the field's maximum (none stopping early), compared with the cap's {CAP_MB} MB a kernel. A served "
            "kernel weighs about 10-15 MB more than this process for the same page (compare the table above). "
            "The other analyse pages are not measured here: Tribù's runs at most 400 challenges, Apacze's at most "
            "10,000 games of one table (and every job stops after 5 minutes). `built`: what the page added to this "
            "process after the pages above it (modules they share are counted once).",
            "",
            "| page | built (MB more) | after first run (MB) | measured run | maximum | at maximum (MB) |",
            "| --- | ---: | ---: | --- | ---: | ---: |",
            *maximum,
        ]
    lines += ["", "## Where the weight is (2026-11-27, issue #25)", "", *NOTES]
    return "\n".join(lines) + "\n"


#: what the pages over their aim load, and what would close the gap (by hand: update when it changes)
NOTES = [
    "- Every kernel: ipykernel, ipywidgets and anywidget take about 50 MB RSS before the page's code (a bare kernel "
    "measured by import alone: 38 MB). The wait for a preheated page's request no longer imports `voila.utils` "
    "(Jupyter Server, JupyterLab Server, jsonschema: about 45 MB and 2 CPU-s a kernel).",
    "- Sympy is about 32 MB of a kernel. No play page loads it: a position's odds (`tutor.games.fort_apache.odds`: "
    "`roll_chance`, `action_chance`) are `fractions.Fraction`, and `tutor.prob` imports sympy only in the functions "
    "that need it.",
    "- Every lesson counts in Fractions without sympy: `tutor.prob.dice` and `tutor.prob.markov.AbsorbingChain` "
    "answer in the kind of number they are given, `tutor.prob.cards` and Apache's `claim_or_wait` with "
    "`fraction=True`, and a derivation's plain arithmetic is shown without sympy (the analyse pages and the odds "
    "page keep sympy Rationals). Lesson 9 also loads networkx for its regions (about 12 MB).",
    "- The start page and the lessons' index list the lessons without running them (`tutor.lessons.listings`), "
    "and a game's page reads the pages' texts without importing the other games (`landing.game_folders`).",
    "- Analyse pages load sympy (exact odds) and matplotlib with their first results; their runs are bounded "
    "(5,000 games per table, 10,000 battles per reading) so that a run at the maximum stays within the cap.",
]


def uptime() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pages", nargs="*", help="only the pages whose notebook contains one of these")
    parser.add_argument("--no-maximum", action="store_true", help="leave out the analyse pages' maximum")
    args = parser.parse_args()
    chosen = [p for p in pages() if not args.pages or any(s in p[1] for s in args.pages)]
    load_before, began = uptime(), time.monotonic()
    weights = weigh_all(chosen)
    maximum = [] if args.no_maximum else analyse_maximum()
    RESULTS.write_text(report(weights, maximum, time.monotonic() - began, load_before, uptime()), encoding="utf-8")
    print(RESULTS.read_text(encoding="utf-8"))


if __name__ == "__main__":
    main()
