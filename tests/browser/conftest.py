"""Browser tests: the real server `make serve` starts (Voila with the shipped configuration in serve/)
and Debian's headless Chromium, driven by Playwright.

Every test process (each pytest-xdist worker too) starts its own server on its own free port, once,
and stops it with its kernels at the end of the session. Chromium is Debian's ``/usr/bin/chromium``:
Playwright's own browser builds are never downloaded (``playwright install`` is not part of the setup).
"""
from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from serve.launch import ROOT, start_voila, stop
from tests.browser.helpers import SLOW, WAIT, collect_errors

# Every assertion on page content waits for its condition: a loaded 2-core machine can take many
# seconds between a click and the kernel's redraw, so the default is generous (Playwright's is 5 s).
expect.set_options(timeout=WAIT)

START_TIMEOUT = 90  # seconds for Voila to answer; it is usually ready in 1-3 s

#: The shipped settings (serve/: the guarded sockets, kernel owners, the cap, culling, the page texts), with
#: two changes a test run needs: a closed page's kernel goes 10 s after its page disconnected (not 5 min:
#: a run opens several hundred pages, and without this their kernels stayed alive, ~100 MB each, until the
#: machine swapped), and no pools of preheated kernels (one per page and server would hold ~3 GB
#: before the first test; tests/browser/test_preheat.py and tests/server/ run the pools).
SETTINGS = (
    "--MappingKernelManager.cull_idle_timeout=10",
    "--MappingKernelManager.cull_interval=2",
    "--ClassroomKernelManager.pool_size=0",
    # the teacher's versions open here like any page (the 403 without a teacher's link: tests/server/test_classes.py)
    "--ClassroomKernelManager.teacher_places=",
)


@pytest.fixture
def page(page: Page) -> Page:
    """pytest-playwright's page, with generous defaults for actions, waits and navigation."""
    page.set_default_timeout(WAIT)
    page.set_default_navigation_timeout(SLOW)
    return page


@pytest.fixture(scope="session")
def voila_url(tmp_path_factory):
    """Base URL of the server serving notebooks/, e.g. ``http://127.0.0.1:41234``."""
    log = tmp_path_factory.mktemp("voila") / "voila.log"
    try:
        proc, base_url = start_voila(ROOT / "notebooks", log, *SETTINGS, timeout=START_TIMEOUT)
    except RuntimeError as exc:
        pytest.fail(str(exc), pytrace=False)
    try:
        yield base_url
    finally:
        stop(proc)


@pytest.fixture
def browser_errors(page, voila_url):
    """Everything that went wrong in the browser, as text; a passing page leaves it empty.

    Collects console messages of type error, uncaught exceptions (pageerror) and requests to any
    server other than the test's Voila: the app must work offline. Attached before the test
    navigates, so nothing from page load is missed.
    """
    return collect_errors(page, voila_url)
