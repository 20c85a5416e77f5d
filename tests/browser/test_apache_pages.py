"""The Apache pages in headless Chromium: they render without errors, and clicks reach the kernel."""
from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

SLOW = 60_000  # ms: the kernel starts and runs the notebook before the first widget exists
CLAIMABLE = "apache red,yellow,green base | window red | table rH 3B | piles - / - / - | out - | pow -"


def open_page(page: Page, url: str) -> None:
    page.goto(url)
    expect(page.locator(".apache-board svg").first).to_be_visible(timeout=SLOW)


def position(page: Page) -> str:
    return page.locator(".apache-position input").input_value()


def test_learn_page_judges_an_answer(page: Page, voila_url, browser_errors):
    open_page(page, voila_url + "/voila/render/apache/learn.ipynb")
    expect(page.locator(".apache-step")).to_contain_text("Step 1 of")
    page.locator(".apache-next").click()
    expect(page.locator(".apache-step")).to_contain_text("Step 2 of")
    page.get_by_role("button", name="red plays maiden").click()
    expect(page.locator(".tutor-message")).to_contain_text("punishes")
    page.locator(".apache-retry").click()
    page.get_by_role("button", name="red plays hunter").click()
    expect(page.locator(".tutor-message")).to_contain_text("Right!")
    page.wait_for_load_state("networkidle")
    assert browser_errors == [], "\n".join(browser_errors)


def test_play_page_reveal_claim_and_bad_position(page: Page, voila_url, browser_errors):
    open_page(page, voila_url + "/voila/render/apache/play.ipynb")
    board = page.locator(".apache-board")
    before = board.inner_html()
    page.locator(".apache-facedown").click()
    page.wait_for_function("() => document.querySelector('.apache-position input').value.includes('| window')",
                           timeout=10_000)
    assert board.inner_html() != before  # a card was turned: the board changed

    shown = position(page)
    page.locator(".apache-paste input").fill("apache nonsense")
    page.locator(".apache-load").click()
    expect(page.locator(".tutor-error")).to_contain_text("6 fields")
    assert position(page) == shown  # a bad string changes nothing

    page.locator(".apache-paste input").fill(CLAIMABLE)
    page.locator(".apache-load").click()
    page.wait_for_function(f"() => document.querySelector('.apache-position input').value === {CLAIMABLE!r}",
                           timeout=10_000)
    page.locator(".apache-hand-red-hunter").click()
    # the window closes, the only claim settles itself: the victory pile grows to hunter + 3 buffalo
    page.wait_for_function("() => document.querySelector('.apache-position input').value.includes('piles rH.B.B.B')",
                           timeout=15_000)
    expect(page.locator(".tutor-log")).to_contain_text("red plays hunter (you)")
    page.wait_for_load_state("networkidle")
    assert browser_errors == [], "\n".join(browser_errors)


def test_analyse_page_shows_odds_and_runs_the_simulation(page: Page, voila_url, browser_errors):
    open_page(page, voila_url + "/voila/render/apache/analyse.ipynb")
    expect(page.locator(".apache-odds")).to_contain_text("Wait", timeout=10_000)
    expect(page.locator(".apache-sim-output img")).to_be_visible(timeout=SLOW)  # the quick first look
    page.locator(".apache-position input").fill("apache nonsense")
    page.locator(".apache-position input").press("Enter")
    expect(page.locator(".apache-analyse-message")).to_contain_text("cannot be read")
    page.wait_for_load_state("networkidle")
    assert browser_errors == [], "\n".join(browser_errors)


def test_play_page_bots_react_in_real_time(page: Page, voila_url, browser_errors):
    """Yellow's bot sees red's chief threaten its hunter, claims on the clock, and the window closes itself."""
    open_page(page, voila_url + "/voila/render/apache/play.ipynb")
    threatened = "apache red,yellow,green base | window green | table yH rC T 3B | piles - / - / - | out - | pow -"
    page.locator(".apache-paste input").fill(threatened)
    page.locator(".apache-load").click()
    page.wait_for_function("() => document.querySelector('.apache-position input').value.includes('piles - / yH.B.B.B')",
                           timeout=20_000)
    expect(page.locator(".tutor-log")).to_contain_text("yellow plays hunter")
    page.wait_for_load_state("networkidle")
    assert browser_errors == [], "\n".join(browser_errors)


def test_a_link_opens_the_play_page_at_its_position(page: Page, voila_url, browser_errors):
    from urllib.parse import quote

    open_page(page, voila_url + "/voila/render/apache/play.ipynb?position=" + quote(CLAIMABLE))
    assert position(page) == CLAIMABLE
    href = page.locator(".tutor-position-link").get_attribute("href")
    assert href.startswith("/voila/render/apache/play.ipynb?position=apache")
    page.wait_for_load_state("networkidle")
    assert browser_errors == [], "\n".join(browser_errors)
