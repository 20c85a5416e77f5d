"""Browser tests: a real Voila server and Debian's headless Chromium, driven by Playwright.

Every test process (each pytest-xdist worker too) starts its own Voila on its own free port, once,
and stops it at the end of the session. Chromium is Debian's ``/usr/bin/chromium``: Playwright's
own browser builds are never downloaded (``playwright install`` is not part of the setup).
"""
from __future__ import annotations

import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from serve.launch import free_port, stop, tail
from tests.browser.helpers import SLOW, WAIT

# Every assertion on page content waits for its condition: a loaded 2-core machine can take many
# seconds between a click and the kernel's redraw, so the default is generous (Playwright's is 5 s).
expect.set_options(timeout=WAIT)

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
START_TIMEOUT = 90  # seconds for Voila to answer; it is usually ready in 1-3 s
START_ATTEMPTS = 3  # a free port can be taken between choosing it and Voila binding it


@pytest.fixture
def page(page: Page) -> Page:
    """pytest-playwright's page, with generous defaults for actions, waits and navigation."""
    page.set_default_timeout(WAIT)
    page.set_default_navigation_timeout(SLOW)
    return page


def _die_with_parent() -> None:
    """In the server's process before it starts: Linux sends it SIGTERM when the test process that started it
    dies, however that process is stopped (Voila then stops its kernels), so no server outlives a test run."""
    try:
        import ctypes
        import signal

        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, int(signal.SIGTERM))  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):  # not Linux: the session fixture's stop() is all there is
        pass


def _start_voila(log_path: Path) -> tuple[subprocess.Popen, str]:
    port = free_port()
    base_url = f"http://127.0.0.1:{port}"
    cmd = [sys.executable, "-m", "voila", "--no-browser", f"--port={port}",
           "--Voila.ip=127.0.0.1", "--VoilaConfiguration.http_header_envs=['Accept-Language']", "notebooks/"]
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(cmd, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, start_new_session=True, preexec_fn=_die_with_parent)
    # Poll a static file: every GET of a notebook page would start a kernel and run the notebook.
    probe = f"{base_url}/voila/static/voila.js"
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"Voila exited with code {proc.returncode}:\n{tail(log_path)}")
        try:
            with urllib.request.urlopen(probe, timeout=2) as response:
                if response.status == 200:
                    return proc, base_url
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            pass
        time.sleep(0.1)
    stop(proc)
    raise RuntimeError(f"Voila did not answer {probe} within {START_TIMEOUT} s:\n{tail(log_path)}")


@pytest.fixture(scope="session")
def voila_url(tmp_path_factory):
    """Base URL of a Voila server serving notebooks/, e.g. ``http://127.0.0.1:41234``."""
    log_dir = tmp_path_factory.mktemp("voila")
    errors = []
    for attempt in range(1, START_ATTEMPTS + 1):
        log_path = log_dir / f"voila-{attempt}.log"
        try:
            proc, base_url = _start_voila(log_path)
        except RuntimeError as exc:  # most likely the port was taken meanwhile: try another
            errors.append(str(exc))
            continue
        try:
            yield base_url
        finally:
            stop(proc)
        return
    pytest.fail("Voila did not start:\n\n" + "\n\n".join(errors), pytrace=False)


# Voila's "lab" template links Font Awesome from a CDN (voila/templates/lab/index.html.j2), while
# voila.js already bundles Font Awesome 5 itself. Offline (CI, a classroom) the CDN request fails
# with a console error that says nothing about the app, so the test answers it with empty CSS.
BUNDLED_ELSEWHERE = ("https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@",)


@pytest.fixture
def browser_errors(page, voila_url):
    """Everything that went wrong in the browser, as text; a passing page leaves it empty.

    Collects console messages of type error, uncaught exceptions (pageerror) and requests to any
    server other than the test's Voila: the app must work offline. Attached before the test
    navigates, so nothing from page load is missed.
    """
    errors: list[str] = []

    def outside(route):
        url = route.request.url
        if url.startswith(BUNDLED_ELSEWHERE):
            route.fulfill(status=200, content_type="text/css", body="/* bundled in voila.js */")
        else:
            errors.append(f"request outside the app: {url}")
            route.abort()

    page.route(lambda url: not url.startswith(voila_url + "/"), outside)
    page.on("console", lambda msg: errors.append(f"console.error: {msg.text} at {msg.location}")
            if msg.type == "error" else None)
    page.on("pageerror", lambda exc: errors.append(f"pageerror: {exc}"))
    return errors
