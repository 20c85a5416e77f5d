"""How soon the analyse pages' long jobs answer: ``python -m benchmarks.streaming``.

For each page's long job (as a visitor runs it: a process pool of this machine's cores, the page's
default size) this measures the time to build the page (no simulation runs then), the time from the
click to the first estimate drawn, and the time to the end: the answer decided by the sequential
stopping rule, or every game asked for played. Written to ``benchmarks/results/streaming.md``.
"""
from __future__ import annotations

import os
import platform
import subprocess
import time
from pathlib import Path
from typing import Callable

from tutor.games.apache.experiments import does_waiting_pay
from tutor.games.apacze.bots import BOTS
from tutor.games.apacze.experiments import compare_bots
from tutor.widgets import apache_analyse, apacze_analyse, fort_apache_analyse, tribu_analyse


def measure(build: Callable[[], object], job: str, draw: str, start: str) -> dict:
    """Build a page, start one of its jobs in the background and time its first draw and its end."""
    began = time.perf_counter()
    page = build()
    built = time.perf_counter() - began
    first: list[float] = []
    drawn = getattr(page, draw)

    def timed_draw(value):
        first.append(time.perf_counter())
        drawn(value)

    setattr(page, draw, timed_draw)
    the_job = getattr(page, job)
    load = os.getloadavg()[0]
    clicked = time.perf_counter()
    getattr(page, start)()
    the_job.wait()
    ended = time.perf_counter()
    return {"build": built, "first": first[0] - clicked if first else float("nan"), "end": ended - clicked,
            "outcome": the_job.outcome, "done": the_job.done, "total": the_job.progress.max, "load": load}


JOBS = [
    ("Apache: does waiting pay? (400 games per table, 8 tables)",
     lambda: apache_analyse.AnalyseApp(games=400), "job", "draw", "simulate"),
    ("Apacze: compare the bots (30 games)", lambda: apacze_analyse.AnalyseApp(games=30), "job", "draw", "compare"),
    ("Tribù: compare the bots (40 challenges per table size, 2 sizes)",
     lambda: tribu_analyse.AnalyseApp(challenges=40), "job", "draw", "simulate"),
    ("Fort Apache: battles (200 per reading, 2 readings)",
     lambda: fort_apache_analyse.FortAnalyseApp(games=200), "job", "draw", "simulate"),
    ("Fort Apache: play on from the start (200 battles)",
     lambda: fort_apache_analyse.FortAnalyseApp(games=200), "play_on_job", "show_ends", "play_on"),
]


#: the same experiments as one blocking call (as the pages ran them before streaming): nothing shows until the end
BLOCKING = [
    ("Apache, blocking `does_waiting_pay(400)`", lambda: does_waiting_pay(400, seed=0)),
    ("Apacze, blocking `compare_bots(..., 30)`", lambda: compare_bots(tuple(BOTS), 30, seed=1)),
]


#: issue #14's aims for every long job: the first estimate within 1 s of the click, the answer within 3 s
AIM_FIRST, AIM_END = 1.0, 3.0


#: why the one job that misses its aim misses it, written under the table
WHY = ("Why Apache's \"does waiting pay?\" is not decided within 3 s: four of its eight tables sit at their fair "
       "share, so no 99% interval ever clears it and each of those runs to the 400 games asked (the stopping rule "
       "cannot tell \"no difference\" sooner); some 2,800 bot games at about 420 games/s on two processes take "
       "about 6.6 s. Reaching 3 s would take bot games about 2.2x faster (why the engine is not: "
       "`apache_engine.md`, `playouts.md`), or a question that can end on \"no real difference\" (an "
       "equivalence margin around the fair share), which would change what the page asks; not done.")


def verdict(m: dict) -> str:
    """The aims met, or by how much they are missed."""
    misses = []
    if not m["first"] <= AIM_FIRST:
        misses.append(f"first +{m['first'] - AIM_FIRST:.2f} s")
    if not m["end"] <= AIM_END:
        misses.append(f"end +{m['end'] - AIM_END:.1f} s")
    return "met" if not misses else "not met: " + ", ".join(misses)


def uptime() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def main() -> None:
    before = uptime()
    lines = ["# Streaming answers on the analyse pages", "",
             f"Python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores, "
             f"{time.strftime('%Y-%m-%d %H:%M')}. Each job runs as on the page: in a background thread, on a "
             "new process pool of every core, the page's default size; *first estimate* is the time from the "
             "click to the first results drawn, *end* the time to the answer decided by the stopping rule "
             "(99% interval at 16, 32, 64... games) or to the last game asked for. *Load* is the machine's "
             "1-minute load average when the job started (other work on the machine slows every figure). The "
             "last rows run the Apache and Apacze experiments as one blocking call, as the pages did before, "
             "under the same load, for comparison. The aim (issue #14): first estimate ≤ 1 s, decided ≤ 3 s.", "",
             "| job | page built (s) | first estimate (s) | end (s) | how it ended | games played | load | aim |",
             "| --- | ---: | ---: | ---: | --- | ---: | ---: | --- |"]
    for name, build, job, draw, start in JOBS:
        m = measure(build, job, draw, start)
        lines.append(f"| {name} | {m['build']:.2f} | {m['first']:.2f} | {m['end']:.1f} | {m['outcome']} | "
                     f"{m['done']} of {m['total']} | {m['load']:.1f} | {verdict(m)} |")
        print(lines[-1], flush=True)
    for name, call in BLOCKING:
        load, began = os.getloadavg()[0], time.perf_counter()
        call()
        seconds = time.perf_counter() - began
        lines.append(f"| {name}, for comparison | - | {seconds:.2f} | {seconds:.1f} | done | all | {load:.1f} | - |")
        print(lines[-1], flush=True)
    lines += ["", WHY, "", f"Machine load (`uptime`): before `{before}`; after `{uptime()}`."]
    out = Path(__file__).parent / "results" / "streaming.md"
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
