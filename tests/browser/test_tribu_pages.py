"""The Tribù pages in headless Chromium: they render without errors, and clicks reach the kernel."""
from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

SLOW = 60_000  # ms: the kernel starts and runs the notebook before the first widget exists


def open_page(page: Page, url: str) -> None:
    page.goto(url)
    expect(page.locator(".tribu-board svg").first).to_be_visible(timeout=SLOW)


def test_learn_page_judges_answers(page: Page, voila_url, browser_errors):
    open_page(page, voila_url + "/voila/render/tribu/learn.ipynb")
    expect(page.locator(".tribu-step")).to_contain_text("Step 1 of")
    page.locator(".tribu-next").click()
    expect(page.locator(".tribu-step")).to_contain_text("Step 2 of")
    page.get_by_role("button", name="extend chain 0 with diorama peace pipe").click()
    expect(page.locator(".tutor-message")).to_contain_text("next vase of warrior is flag")
    board = page.locator(".tribu-board").inner_html()
    page.get_by_role("button", name="extend chain 0 with diorama sun flag").click()
    expect(page.locator(".tutor-message")).to_contain_text("Right!")
    assert page.locator(".tribu-board").inner_html() != board
    page.wait_for_load_state("networkidle")
    assert browser_errors == [], "\n".join(browser_errors)


def test_play_page_draws_and_refuses_a_bad_position(page: Page, voila_url, browser_errors):
    open_page(page, voila_url + "/voila/render/tribu/play.ipynb")
    board = page.locator(".tribu-board")
    before = board.inner_html()
    page.get_by_role("button", name="draw", exact=True).click()
    expect(page.locator(".tutor-log")).to_contain_text("player 0 draws")
    assert board.inner_html() != before  # the drawn card is in the hand
    page.get_by_text("Position string (spoiler)").click()
    page.locator(".tribu-paste input").fill("tribu 2 | nonsense")
    page.locator(".tribu-load").click()
    expect(page.locator(".tutor-error")).to_contain_text("9 fields")
    page.wait_for_load_state("networkidle")
    assert browser_errors == [], "\n".join(browser_errors)


def test_analyse_page_shows_odds_and_explains_a_bad_position(page: Page, voila_url, browser_errors):
    open_page(page, voila_url + "/voila/render/tribu/analyse.ipynb")
    expect(page.locator(".tribu-odds")).to_contain_text("needs next")
    expect(page.locator(".tribu-results")).to_contain_text("sensible bot wins", timeout=SLOW)
    page.locator(".tribu-run").click()  # the quick look played 4 challenges per table; the button 40
    expect(page.locator(".tribu-results td").nth(1)).to_have_text("40", timeout=SLOW)
    page.locator(".tribu-position input").fill("tribu 2 | oops")
    page.locator(".tribu-position input").press("Enter")
    expect(page.locator(".tribu-analyse-message")).to_contain_text("cannot be read")
    page.wait_for_load_state("networkidle")
    assert browser_errors == [], "\n".join(browser_errors)
