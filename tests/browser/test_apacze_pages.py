"""The Apacze i Komancze pages in headless Chromium: they render without errors, clicks reach the
kernel and redraw the board, a bad position string is refused with a clear error."""
from __future__ import annotations

import re
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import assert_no_browser_errors, expect_changed, open_page
from tutor.games.apacze.tutorial import STEPS

pytestmark = pytest.mark.browser

START = STEPS[0].position  # two players, red to place a tile


def open_apacze(page: Page, url: str) -> None:
    open_page(page, url, ".apacze-board svg")


def test_play_page_acts_and_refuses_a_bad_position(page: Page, voila_url, browser_errors):
    open_apacze(page, voila_url + "/voila/render/apacze/play.ipynb?position=" + quote(START))
    position = page.locator(".apacze-position input")
    expect(position).to_have_value(START)
    expect(page.locator(".tutor-position-link")).to_have_attribute(
        "href", re.compile("^" + re.escape("/voila/render/apacze/play.ipynb?position=apacze")))
    board = page.locator(".apacze-board")
    before = board.inner_html()
    page.locator(".apacze-do").click()  # place the tile at the first free square
    expect(position).not_to_have_value(re.compile(re.escape("tiles - ")))
    expect_changed(board, before)
    shown = position.input_value()
    page.get_by_text("Position string (spoiler)").click()  # the tiles in hand are secret: the string sits folded
    page.locator(".apacze-paste input").fill("apacze nonsense")
    page.locator(".apacze-load").click()
    expect(page.locator(".tutor-error")).to_contain_text("cannot be read")
    expect(position).to_have_value(shown)
    assert_no_browser_errors(page, browser_errors)


def test_analyse_page_explains_and_refuses_a_bad_position(page: Page, voila_url, browser_errors):
    open_apacze(page, voila_url + "/voila/render/apacze/analyse.ipynb")
    expect(page.locator(".apacze-explain")).to_contain_text("1st")
    expect(page.locator(".apacze-regions svg")).to_be_visible()
    page.locator(".apacze-position textarea").fill("apacze nonsense")
    page.locator(".apacze-load").click()
    expect(page.locator(".tutor-error")).to_contain_text("cannot be read")
    assert_no_browser_errors(page, browser_errors)
