"""The Tribù pages in headless Chromium: they render without errors, and clicks reach the kernel."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import SLOW, assert_no_browser_errors, expect_changed, open_page

pytestmark = pytest.mark.browser


def open_tribu(page: Page, url: str) -> None:
    open_page(page, url, ".tribu-board svg")


def test_play_page_draws_and_refuses_a_bad_position(page: Page, voila_url, browser_errors):
    open_tribu(page, voila_url + "/voila/render/tribu/play.ipynb")
    board = page.locator(".tribu-board")
    before = board.inner_html()
    page.locator("button.tribu-action").filter(has_text=re.compile("^draw$")).click()  # the button, not the board's deck
    expect(page.locator(".tutor-log")).to_contain_text("player 1 draws")
    expect_changed(board, before)  # the drawn card is in the hand
    page.get_by_text("Position string (spoiler)").click()
    page.locator(".tribu-paste input").fill("tribu 2 | nonsense")
    page.locator(".tribu-load").click()
    expect(page.locator(".tutor-error")).to_contain_text("9 fields")
    assert_no_browser_errors(page, browser_errors)


def test_analyse_page_shows_odds_and_explains_a_bad_position(page: Page, voila_url, browser_errors):
    open_tribu(page, voila_url + "/voila/render/tribu/analyse.ipynb")
    expect(page.locator(".tribu-odds")).to_contain_text("needs next")
    page.locator(".tribu-run").click()  # 40 challenges at each of the two table sizes, shown as they end
    expect(page.locator(".tribu-results")).to_contain_text("sensible bot wins", timeout=SLOW)
    # all of them, or fewer once the answer is clear (the page's stopping rule)
    expect(page.locator(".tribu-job-status")).to_contain_text(
        re.compile(r"Done: all 80 challenges|Stopped early after \d+ of 80 challenges"), timeout=3 * SLOW)
    page.locator(".tribu-position input").fill("tribu 2 | oops")
    page.locator(".tribu-position input").press("Enter")
    expect(page.locator(".tribu-analyse-message")).to_contain_text("cannot be read")
    assert_no_browser_errors(page, browser_errors)
