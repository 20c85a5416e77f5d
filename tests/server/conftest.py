"""Server tests: the real Voila server started with the shipped configuration (serve/), as
`make serve` starts it, with shorter timeouts where a test needs them.

Every server runs on its own free port (safe under pytest-xdist), serves a throwaway folder
holding the one-widget benchmark page (benchmarks/pages/bare.ipynb) unless a test asks for
notebooks/, and is stopped with its kernels at the end of the module. Chromium is Debian's
/usr/bin/chromium, as in tests/browser/.
"""
from __future__ import annotations

import json
import shutil
import threading
import time
from pathlib import Path

import nbformat
import pytest

from serve.launch import ROOT, kernel_processes, start_voila, stop, tail

BARE_PAGE = ROOT / "benchmarks" / "pages" / "bare.ipynb"
SECRET = "secret-internal-detail-7f3a"  # in the failing page's exception: must never reach a visitor


class Server:
    """A running Voila: its base URL, process and log."""

    def __init__(self, proc, url: str, log: Path):
        self.proc, self.url, self.log = proc, url, log

    def kernels(self) -> int:
        """Kernels alive: ipykernel processes under the server."""
        return len(kernel_processes(self.proc.pid))

    def log_text(self) -> str:
        return self.log.read_text(errors="replace")

    def wait_for_kernels(self, at_most: int, timeout: float) -> int:
        """Wait until at most ``at_most`` kernels are alive; return the count seen last."""
        deadline = time.monotonic() + timeout
        while True:
            count = self.kernels()
            if count <= at_most or time.monotonic() > deadline:
                return count
            time.sleep(0.25)

    def describe(self) -> str:
        return f"server log (last lines):\n{tail(self.log, 30)}"


class PeakCounter:
    """Samples the number of kernels in the background and keeps the highest count."""

    def __init__(self, server: Server, every: float = 0.2):
        self.server, self.every, self.peak = server, every, 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self):
        while not self._stop.is_set():
            self.peak = max(self.peak, self.server.kernels())
            self._stop.wait(self.every)

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self._stop.set()
        self._thread.join(timeout=5)


def page_folder(tmp_path_factory) -> Path:
    """A folder with the bare page and a page whose cell fails (with a secret in the error)."""
    folder = tmp_path_factory.mktemp("pages")
    shutil.copy(BARE_PAGE, folder / "bare.ipynb")
    broken = nbformat.v4.new_notebook()
    broken.metadata["kernelspec"] = json.loads(BARE_PAGE.read_text())["metadata"]["kernelspec"]
    broken.cells = [
        nbformat.v4.new_markdown_cell("A page whose second cell fails."),
        nbformat.v4.new_code_cell(f"raise ValueError({SECRET!r})"),
    ]
    nbformat.write(broken, folder / "broken.ipynb")
    return folder


def start(tmp_path_factory, name: str, root: Path, *settings: str) -> Server:
    log = tmp_path_factory.mktemp(name) / "voila.log"
    try:
        proc, url = start_voila(root, log, *settings)
    except RuntimeError as exc:
        pytest.fail(str(exc), pytrace=False)
    return Server(proc, url, log)


# Shortened for the tests (the shipped values are in serve/classroom.py): a kernel with no page
# connected is culled after 10 s idle, a never-connected one after 8 s (time enough for a loaded
# machine's browser to connect a page that has just rendered); both looked for every second.
SHORT_TIMEOUTS = (
    "--MappingKernelManager.cull_idle_timeout=10",
    "--MappingKernelManager.cull_interval=1",
    "--ClassroomKernelManager.unconnected_timeout=8",
    "--ClassroomKernelManager.check_interval=1",
    "--ClassroomKernelManager.max_kernels=60",
)


@pytest.fixture(scope="module")
def class_server(tmp_path_factory):
    """The shipped configuration with short timeouts, serving the bare and failing pages."""
    # no pools for demand: its tests count the kernels of pages (a page opened twenty times in a minute would keep
    # ready kernels of its own for 2 minutes; tests/server/test_warmup.py tests those)
    server = start(tmp_path_factory, "class", page_folder(tmp_path_factory), *SHORT_TIMEOUTS,
                   "--ClassroomKernelManager.pool_page_max=0")
    yield server
    stop(server.proc)


@pytest.fixture(scope="module")
def full_server(tmp_path_factory):
    """The shipped configuration with a cap of 2 kernels (shipped timeouts)."""
    server = start(
        tmp_path_factory, "full", page_folder(tmp_path_factory),
        "--ClassroomKernelManager.max_kernels=2",
    )
    yield server
    stop(server.proc)


@pytest.fixture(scope="module")
def app_server(tmp_path_factory):
    """Exactly what `make serve` serves: notebooks/ with the shipped configuration."""
    server = start(tmp_path_factory, "app", ROOT / "notebooks")
    yield server
    stop(server.proc)
