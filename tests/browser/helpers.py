"""What the browser tests share: how long to wait, how to open a page, and what counts as an error.

Every assertion on page content waits for its condition (Playwright's ``expect`` retries until the
timeout): on a loaded 2-core machine a kernel's reply can take many seconds to reach the page.
"""
from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from playwright.sync_api import Browser, Locator, Page, expect

#: ms: the kernel starts and runs the notebook before the first widget exists; a loaded machine is slow
SLOW = 90_000
#: ms: the default for every ``expect`` and every page action (set in conftest.py)
WAIT = 60_000

#: what Voila or the widgets show when Python failed: a cell's error (tracebacks hidden or not), a
#: widget whose model never arrived
PYTHON_ERRORS = ("Traceback (most recent call last)", "There was an error when executing cell",
                 "Error displaying widget", "Cell execution timed out")
#: a cell's error output, as the lab template renders it
ERROR_OUTPUT = "[data-mime-type='application/vnd.jupyter.stderr']"


def open_page(page: Page, url: str, ready: str) -> None:
    """Go to ``url`` and wait until the widget matched by ``ready`` is visible."""
    page.goto(url)
    expect(page.locator(ready).first).to_be_visible(timeout=SLOW)


def expect_no_python_error(page: Page) -> None:
    """The page shows no error output and no traceback text."""
    expect(page.locator(ERROR_OUTPUT)).to_have_count(0)
    for text in PYTHON_ERRORS:
        expect(page.get_by_text(text)).to_have_count(0)


def expect_changed(locator: Locator, before: str) -> None:
    """Wait until the element's HTML differs from ``before`` (e.g. a board redrawn by the kernel)."""
    expect(locator).not_to_have_js_property("innerHTML", before)


def assert_no_browser_errors(page: Page, errors: list[str]) -> None:
    """After the page has settled, nothing went wrong in the browser (see the ``browser_errors`` fixture).
    (A linked Apache position opens calm, so no page changes its widgets while the browser draws them.)"""
    page.wait_for_load_state("networkidle")
    assert errors == [], "errors in the browser:\n" + "\n".join(errors)


@contextmanager
def redrawn(page: Page, selector: str) -> Iterator[None]:
    """Wait, after the block, until every element now matching ``selector`` is gone from the page.

    A play page draws new buttons for each moment of the game, after the position box: a button of
    the moment before still answers a click, on the game it belonged to, and the click is lost. Wrap
    the action that changes the game (a new game, a loaded position) so that the next click finds
    the new buttons."""
    stale = page.locator(selector).element_handles()
    yield
    for element in stale:
        element.wait_for_element_state("hidden")


#: screenshots kept as test artifacts (git-ignored)
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


def shot(page: Page, name: str) -> None:
    """A screenshot of the whole page, kept as ``test-artifacts/<name>.png``."""
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


# Voila's "lab" template links Font Awesome from a CDN (voila/templates/lab/index.html.j2), while
# voila.js already bundles Font Awesome 5 itself. Offline (CI, a classroom) the CDN request fails
# with a console error that says nothing about the app, so the test answers it with empty CSS.
BUNDLED_ELSEWHERE = ("https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@",)


def collect_errors(page: Page, voila_url: str) -> list[str]:
    """Everything that goes wrong in ``page`` from now on, as text (a passing page leaves it empty): console errors,
    uncaught exceptions and requests to any server other than the test's Voila (the app must work offline)."""
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


#: a desktop's window, and a phone's (390 x 844 CSS px, three device pixels to each, a touch screen)
DESKTOP = {"viewport": {"width": 1366, "height": 900}}
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 3, "has_touch": True}


@contextmanager
def own_page(browser: Browser, *, phone: bool = False) -> Iterator[Page]:
    """A page in a browser context of its own, at a desktop's or a phone's size, closed afterwards."""
    context = browser.new_context(**(PHONE if phone else DESKTOP))
    try:
        page = context.new_page()
        page.set_default_timeout(WAIT)
        yield page
    finally:
        context.close()
