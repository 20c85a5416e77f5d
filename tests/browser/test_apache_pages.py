"""The Apache pages in headless Chromium: they render without errors, and clicks reach the kernel."""
from __future__ import annotations

import re
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import SLOW, assert_no_browser_errors, expect_changed, open_page, redrawn

pytestmark = pytest.mark.browser

#: the buttons of the table's current moment: turn a card, play a hand card, let it pass, choose a claim
CONTROLS = ".apache-facedown, [class*='apache-hand-'], [class*='apache-pass-'], .apache-claim"
CLAIMABLE = "apache red,yellow,green base | window red | table rH 3B | piles - / - / - | out - | pow -"


def open_apache(page: Page, url: str) -> None:
    open_page(page, url, ".apache-board svg")


def play_calm(page: Page) -> None:
    """Start a calm game: a claim window waits for the person. In real time it closes 2.5 s after the
    last card, which a loaded machine can spend between drawing the table and the test's click."""
    page.get_by_text("New game: opponents, variants, rule readings").click()
    page.get_by_role("button", name="calm", exact=True).click()
    with redrawn(page, CONTROLS):
        page.locator(".apache-start").click()


def test_play_page_reveal_claim_and_bad_position(page: Page, voila_url, browser_errors):
    open_apache(page, voila_url + "/voila/render/apache/play.ipynb")
    play_calm(page)
    board = page.locator(".apache-board")
    position = page.locator(".apache-position input")
    before = board.inner_html()
    page.locator(".apache-facedown").click()
    expect(position).to_have_value(re.compile(r"\| window"))
    expect_changed(board, before)  # a card was turned: the board changed

    shown = position.input_value()
    page.locator(".apache-paste input").fill("apache nonsense")
    page.locator(".apache-load").click()
    expect(page.locator(".tutor-error")).to_contain_text("6 fields")
    expect(position).to_have_value(shown)  # a bad string changes nothing

    page.locator(".apache-paste input").fill(CLAIMABLE)
    with redrawn(page, CONTROLS):
        page.locator(".apache-load").click()
    expect(position).to_have_value(CLAIMABLE)
    page.locator(".apache-hand-red-hunter").click()
    # the window closes, the only claim settles itself: the victory pile grows to hunter + 3 buffalo
    expect(position).to_have_value(re.compile(re.escape("piles rH.B.B.B")))
    expect(page.locator(".tutor-log")).to_contain_text("red plays hunter (you)")
    assert_no_browser_errors(page, browser_errors)


def test_analyse_page_shows_odds_and_runs_the_simulation(page: Page, voila_url, browser_errors):
    open_apache(page, voila_url + "/voila/render/apache/analyse.ipynb")
    expect(page.locator(".apache-odds")).to_contain_text("Wait")
    page.locator(".apache-run").click()
    expect(page.locator(".apache-sim-output img")).to_be_visible(timeout=3 * SLOW)  # the first estimates
    page.locator(".apache-cancel").click()  # the whole run is long: the first estimates are enough here
    expect(page.locator(".apache-job-status")).to_contain_text(re.compile("Cancelled|Stopped early|Done"),
                                                               timeout=SLOW)
    page.locator(".apache-position input").fill("apache nonsense")
    page.locator(".apache-position input").press("Enter")
    expect(page.locator(".apache-analyse-message")).to_contain_text("cannot be read")
    assert_no_browser_errors(page, browser_errors)


def test_play_page_bots_react_in_real_time(page: Page, voila_url, browser_errors):
    """Yellow's bot sees red's chief threaten its hunter, claims on the clock, and the window closes itself."""
    open_apache(page, voila_url + "/voila/render/apache/play.ipynb")
    threatened = "apache red,yellow,green base | window green | table yH rC T 3B | piles - / - / - | out - | pow -"
    page.locator(".apache-paste input").fill(threatened)
    page.locator(".apache-load").click()
    expect(page.locator(".apache-position input")).to_have_value(re.compile(re.escape("piles - / yH.B.B.B")))
    expect(page.locator(".tutor-log")).to_contain_text("yellow plays hunter")
    assert_no_browser_errors(page, browser_errors)


def test_a_link_opens_the_play_page_at_its_position(page: Page, voila_url, browser_errors):
    open_apache(page, voila_url + "/voila/render/apache/play.ipynb?position=" + quote(CLAIMABLE))
    # In real time the window closes on the clock and the bots play on, maybe before the page is drawn:
    # the log names the position the game started from, the position box shows the same table.
    expect(page.locator(".tutor-log")).to_contain_text(f"position loaded: {CLAIMABLE}")
    table = CLAIMABLE.split(" | ", 1)[0]
    expect(page.locator(".apache-position input")).to_have_value(re.compile("^" + re.escape(table + " | ")))
    expect(page.locator(".tutor-position-link")).to_have_attribute(
        "href", re.compile("^" + re.escape("/voila/render/apache/play.ipynb?position=apache")))
    assert_no_browser_errors(page, browser_errors)
