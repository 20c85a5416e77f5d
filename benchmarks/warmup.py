"""Pools and a class's warm-up (issue #25): ``python -m benchmarks.warmup [--quick]``.

How many notebooks may start at once (``ClassroomKernelManager.pool_starts``) so that a class's
warm-up is quick and the pages visitors open meanwhile still show their first picture fast, on this
machine. For each setting, a fresh server as ``make serve`` starts it (notebooks/, the shipped
settings) warms a class (``class_size`` :data:`CLASS` on :data:`CLASS_PAGES`) from its start, while
a visitor opens a page that has no pool every :data:`EVERY` seconds (the pages of :data:`COLD_PAGES`,
each once: a page asked for gets a pool, so a second visit would not be cold). Measured per setting:
the time until the warm-up was ready (its log line), and per visit the time to the first picture
(the HTML carrying the page's picture, ``tutor/widgets/preview.py``) and to the whole HTML. A first
run without a warm-up gives the same visits on an otherwise quiet server, and the pools before
anyone arrives (kernels and their memory, RSS, once they have all started).

Writes ``benchmarks/results/warmup.md`` with the machine's load (``--quick``: one setting, printed).
"""
from __future__ import annotations

import argparse
import http.client
import re
import statistics
import tempfile
import threading
import time
from pathlib import Path

from benchmarks import report
from serve.launch import ROOT, kernel_processes, start_voila, stop

CLASS = 6
CLASS_PAGES = ("apache/play.ipynb", "lessons/01-sample-spaces.ipynb")
COLD_PAGES = (
    "apache/learn.ipynb", "tribu/rules.ipynb", "lessons/02-complement-and-independence.ipynb",
    "fort_apache/learn.ipynb", "apacze/rules.ipynb", "lessons/03-binomial-law.ipynb",
    "tribu/learn.ipynb", "apache/rules.ipynb",
)
EVERY = 5.0  # s between two visitors
STARTS = (1, 2, 3)
PREVIEW = b'<div class="tutor-preview"'
READY = re.compile(r"Warm-up ready[^\n]*\((\d+) s\)")


def visit(base: str, page: str) -> tuple[float | None, float]:
    """(first picture, whole HTML) in seconds for a GET of ``page`` (picture None if none came)."""
    host, port = base.removeprefix("http://").split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=120)
    start = time.monotonic()
    picture = None
    conn.request("GET", f"/voila/render/{page}")
    response = conn.getresponse()
    seen = b""
    while chunk := response.read1(65536):
        seen = seen[-64:] + chunk
        if picture is None and PREVIEW in seen:
            picture = time.monotonic() - start
    conn.close()
    return picture, time.monotonic() - start


def memory_mb(pid: int) -> tuple[int, int]:
    kernels = kernel_processes(pid)
    total = 0
    for k in kernels:
        try:
            total += k.memory_info().rss
        except Exception:  # noqa: BLE001 - it ended meanwhile
            continue
    return len(kernels), total // 2**20


def run(starts: int | None, pages: tuple[str, ...]) -> dict:
    """One server: ``starts`` = pool_starts with a warm-up, None: no warm-up (the shipped value)."""
    settings = [] if starts is None else [
        f"--ClassroomKernelManager.pool_starts={starts}", f"--ClassroomKernelManager.class_size={CLASS}",
        *(f"--ClassroomKernelManager.class_pages={p}" for p in CLASS_PAGES),
    ]
    log = Path(tempfile.mkdtemp(prefix="bench-warmup-")) / "voila.log"
    for attempt in range(3):  # a free port can be taken meanwhile (something else answers the probe)
        try:
            proc, url = start_voila(ROOT / "notebooks", log, *settings)
            break
        except http.client.HTTPException:
            if attempt == 2:
                raise
    out: dict = {"starts": starts, "visits": []}
    try:
        t0 = time.monotonic()
        if starts is None:  # the pools before anyone arrives: wait until they have all started
            deadline = t0 + 180
            while time.monotonic() < deadline and log.read_text(errors="replace").count("is filled with") < 6:
                time.sleep(1)
            time.sleep(5)
            out["pools"] = memory_mb(proc.pid)
            out["pools_took"] = time.monotonic() - t0
        results: list[tuple[str, float | None, float]] = []
        threads = []
        for i, page in enumerate(pages):
            def one(page=page):
                picture, whole = visit(url, page)
                results.append((page, picture, whole))
            thread = threading.Thread(target=one)
            threads.append(thread)
            thread.start()
            if i < len(pages) - 1:
                time.sleep(EVERY)
        for thread in threads:
            thread.join(150)
        out["visits"] = results
        if starts is not None:
            deadline = time.monotonic() + 400
            while time.monotonic() < deadline and not READY.search(log.read_text(errors="replace")):
                time.sleep(1)
            found = READY.search(log.read_text(errors="replace"))
            out["ready"] = int(found.group(1)) if found else None
            out["peak"] = memory_mb(proc.pid)
    finally:
        stop(proc)
    return out


def summary(visits) -> tuple[str, str, str]:
    pictures = [p for _, p, _ in visits if p is not None]
    wholes = [w for _, _, w in visits]
    missing = len(visits) - len(pictures)
    med = f"{statistics.median(pictures):.1f}" if pictures else "-"
    top = f"{max(pictures):.1f}" if pictures else "-"
    whole = f"{statistics.median(wholes):.1f} / {max(wholes):.1f}" if wholes else "-"
    return med + (f" ({missing} pages have none)" if missing else ""), top, whole


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one setting, three visits, printed only")
    args = parser.parse_args()
    pages = COLD_PAGES[:3] if args.quick else COLD_PAGES
    settings: tuple[int | None, ...] = (2,) if args.quick else (None, *STARTS)
    lines = report.head("Pools and a class's warm-up (python -m benchmarks.warmup)")
    lines += [
        f"A fresh server per row (`make serve`'s settings, notebooks/); a warm-up of {CLASS} students on "
        f"{', '.join(CLASS_PAGES)} ({CLASS * len(CLASS_PAGES)} kernels) from the server's start, while a "
        f"visitor opens a page without a pool every {EVERY:g} s ({len(pages)} pages, each once). "
        "Times in seconds from the request.", "",
        *report.table("pool_starts", ">warm-up ready (s)", ">first picture: median", ">max",
                      ">whole HTML: median / max", ">kernels, RSS at the end"),
    ]
    baseline = None
    for starts in settings:
        out = run(starts, pages)
        med, top, whole = summary(out["visits"])
        if starts is None:
            baseline = out
            ready, kernels = "no warm-up", ""
        else:
            ready = "not ready" if out.get("ready") is None else str(out["ready"])
            kernels = "{} kernels, {} MB".format(*out["peak"])
        row = f"| {starts if starts is not None else '- (no warm-up)'} | {ready} | {med} | {top} | {whole} | {kernels} |"
        print(row, flush=True)
        lines.append(row)
    lines += ["", "The kernels at the end: the class's, the other pools' (start page, play pages, lessons' index) and "
              "the visitors' pages (not yet reclaimed). A page that has no picture (rules pages, some lessons) "
              "counts only in the whole-HTML column. `pool_starts` is the most notebooks starting at once "
              "(pool kernels warming and pages being sent): visitors' pages are never held back, pool "
              "kernels wait for a free slot."]
    if baseline is not None:
        count, mb = baseline["pools"]
        lines += ["", f"Pools before anyone arrives (shipped settings): {count} kernels, {mb} MB RSS, all started "
                      f"{baseline['pools_took']:.0f} s after the server."]
    print("\n".join(lines))
    report.write("warmup", lines, quick=args.quick)


if __name__ == "__main__":
    main()
