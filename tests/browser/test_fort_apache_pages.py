"""The Fort Apache learn and play pages in headless Chromium: they render without errors, clicks redraw."""
from __future__ import annotations

import re
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import SLOW, assert_no_browser_errors, expect_changed, open_page, redrawn
from tests.fort_apache.helpers import position

pytestmark = pytest.mark.browser

COWBOYS_TO_ACT = position().notation()
#: the buttons of the current moment: roll, pick a figure, play a card, end the turn
CONTROLS = ".fort-roll, .fort-figure, .fort-card, .fort-end"


def open_fort(page: Page, url: str) -> None:
    open_page(page, url, ".fort-board svg")


def test_play_page_figure_action_and_bad_position(page: Page, voila_url, browser_errors):
    open_fort(page, voila_url + "/voila/render/fort_apache/play.ipynb")
    field = page.locator(".fort-position input")
    shown = field.input_value()
    page.locator(".fort-paste input").fill("fort_apache nonsense")
    page.locator(".fort-load").click()
    expect(page.locator(".tutor-error")).to_contain_text("9 fields")
    expect(field).to_have_value(shown)

    page.locator(".fort-paste input").fill(COWBOYS_TO_ACT)
    with redrawn(page, CONTROLS):
        page.locator(".fort-load").click()
    expect(field).to_have_value(COWBOYS_TO_ACT)
    board = page.locator(".fort-board")
    before = board.inner_html()
    page.locator(".fort-figure").first.click()
    page.locator("button").filter(has_text="moves from north walkway to north yard").click()  # not a board target
    expect(field).to_have_value(re.compile(re.escape("cowboys north-yard*")))
    expect_changed(board, before)
    expect(page.locator(".tutor-log")).to_contain_text("(you)")
    assert_no_browser_errors(page, browser_errors)


def test_a_link_opens_the_play_page_at_its_position(page: Page, voila_url, browser_errors):
    open_fort(page, voila_url + "/voila/render/fort_apache/play.ipynb?position=" + quote(COWBOYS_TO_ACT))
    expect(page.locator(".fort-position input")).to_have_value(COWBOYS_TO_ACT)
    expect(page.locator(".tutor-position-link")).to_have_attribute(
        "href", re.compile("^" + re.escape("/voila/render/fort_apache/play.ipynb?position=fort_apache")))
    assert_no_browser_errors(page, browser_errors)


def test_analyse_page_shows_both_gate_readings_and_the_balance(page: Page, voila_url, browser_errors):
    page.goto(voila_url + "/voila/render/fort_apache/analyse.ipynb")
    expect(page.locator(".fort-gate")).to_contain_text("three successes in one roll", timeout=SLOW)
    expect(page.locator(".fort-gate")).to_contain_text("each success is a point of damage")
    page.locator(".fort-volley").scroll_into_view_if_needed()
    expect(page.locator(".fort-run")).to_be_visible()
    assert_no_browser_errors(page, browser_errors)
