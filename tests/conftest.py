"""What every test folder that drives a browser shares: Debian's Chromium for pytest-playwright.

Chromium is Debian's ``/usr/bin/chromium`` (or ``TUTOR_CHROMIUM``): Playwright's own browser builds are
never downloaded (``playwright install`` is not part of the setup).
"""
from __future__ import annotations

import os

import pytest

CHROMIUM = os.environ.get("TUTOR_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    # Without these Chromium keeps trying to reach Google's services, which this network refuses.
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """pytest-playwright's launch arguments, pointed at Debian's Chromium."""
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(
            f"Chromium not found at {CHROMIUM}. The browser tests need Debian's chromium package: "
            "run `make chromium` (or `apt-get install chromium`), or set TUTOR_CHROMIUM to a "
            "Chromium executable. Do not run `playwright install`.",
            pytrace=False,
        )
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}
