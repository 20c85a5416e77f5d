"""What every benchmark's report shares: the machine line, table heads and writing ``results/<name>.md``."""
from __future__ import annotations

import os
import platform
import subprocess
import sys
import time
from pathlib import Path

RESULTS = Path(__file__).parent / "results"
ROOT = Path(__file__).resolve().parent.parent
#: the engine before the speed work of issue #14 (the seeded-games record was made with it)
BEFORE_SPEED_WORK = "d668e3a"


def unpack(commit: str, into: Path) -> Path:
    """The ``tutor`` package of ``commit``, unpacked into ``into`` (an earlier engine to compare with)."""
    archive = subprocess.run(["git", "archive", commit, "tutor"], cwd=ROOT, capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    return into


def run_elsewhere(tree: Path, module: str, *args: str) -> str:
    """``python -m <module> <args>`` importing ``tutor`` from ``tree``; its last line of output."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(tree), str(ROOT)]))
    out = subprocess.run([sys.executable, "-m", module, *args], env=env, cwd=tree, capture_output=True, text=True,
                         check=True).stdout
    return out.splitlines()[-1]


def machine(extra: str = "") -> str:
    """Python, machine, cores, date and the load average when the run started (others' work slows a run)."""
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "unknown"
    line = (f"Python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores, "
            f"{time.strftime('%Y-%m-%d %H:%M')}; load average at the start {load}.")
    return f"{line} {extra}".strip()


def head(title: str, extra: str = "") -> list[str]:
    """A report's first lines: its title and the machine line."""
    return [f"# {title}", "", machine(extra), ""]


def table(*columns: str) -> list[str]:
    """A Markdown table head; a column whose name starts with ``>`` is a number (right-aligned)."""
    names = [c.lstrip(">") for c in columns]
    rules = ["---:" if c.startswith(">") else "---" for c in columns]
    return [f"| {' | '.join(names)} |", f"| {' | '.join(rules)} |"]


def write(name: str, lines: list[str], quick: bool = False) -> None:
    """Write ``results/<name>.md`` (not for a quick smoke run, whose figures mean little)."""
    if quick:
        return
    out = RESULTS / f"{name}.md"
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {out}")
