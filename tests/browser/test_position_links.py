"""Position links in headless Chromium, on every page that takes a position: the link opens the page at
its position and the page links to it; a malformed link opens the default position with a message.
(Two tests per page: leaving a Voila page in the same tab logs a refused kernel shutdown.)"""
from __future__ import annotations

from urllib.parse import quote, urlencode

import pytest
from playwright.sync_api import Page, expect

from tests.widgets.test_links_all_games import BY_NAME

pytestmark = pytest.mark.browser

SLOW = 60_000  # ms: the kernel starts and runs the notebook before the first widget exists
#: page name -> its notebook under notebooks/ and its position field
PAGES = {
    "apache play": ("apache/play.ipynb", ".apache-position input"),
    "apache analyse": ("apache/analyse.ipynb", ".apache-position input"),
    "fort apache play": ("fort_apache/play.ipynb", ".fort-position input"),
    "fort apache analyse": ("fort_apache/analyse.ipynb", ".fort-position input"),
    "tribu play": ("tribu/play.ipynb", ".tribu-position input"),
    "tribu analyse": ("tribu/analyse.ipynb", ".tribu-position input"),
    "apacze play": ("apacze/play.ipynb", ".apacze-position input"),
    "apacze analyse": ("apacze/analyse.ipynb", ".apacze-position textarea"),
}


def open_at(page: Page, url: str) -> None:
    page.goto(url)
    expect(page.locator(".tutor-position-link").first).to_be_attached(timeout=SLOW)


#: Apache's play page runs in real time, its bots move on at once: test_apache_pages.py opens its link
@pytest.mark.parametrize("name", [name for name in PAGES if name != "apache play"])
def test_a_link_opens_the_page_at_its_position(page: Page, voila_url, browser_errors, name: str):
    notebook, field = PAGES[name]
    position = BY_NAME[name].position
    render = f"/voila/render/{notebook}"

    open_at(page, f"{voila_url}{render}?position={quote(position)}")
    expect(page.locator(field)).to_have_value(position)
    href = page.locator(".tutor-position-link").first.get_attribute("href")
    assert href == f"{render}?{urlencode({'position': position})}"
    assert page.get_by_text("cannot be read").count() == 0
    page.wait_for_load_state("networkidle")
    assert browser_errors == [], "\n".join(browser_errors)


@pytest.mark.parametrize("name", PAGES)
def test_a_malformed_link_opens_the_default_position_with_a_message(page: Page, voila_url, browser_errors, name: str):
    notebook, field = PAGES[name]
    prefix = BY_NAME[name].prefix
    render = f"/voila/render/{notebook}"

    open_at(page, f"{voila_url}{render}?position={quote(prefix + ' nonsense')}")
    expect(page.get_by_text("cannot be read").first).to_be_visible()
    shown = page.locator(field).input_value()
    assert shown.startswith(prefix) and "nonsense" not in shown
    href = page.locator(".tutor-position-link").first.get_attribute("href")
    assert href.startswith(f"{render}?position={prefix}")
    page.wait_for_load_state("networkidle")
    assert browser_errors == [], "\n".join(browser_errors)
