"""The Fort Apache learn and play pages in headless Chromium: they render without errors, clicks redraw."""
from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.fort_apache.helpers import position

pytestmark = pytest.mark.browser

SLOW = 60_000  # ms: the kernel starts and runs the notebook before the first widget exists
COWBOYS_TO_ACT = position().notation()


def open_page(page: Page, url: str) -> None:
    page.goto(url)
    expect(page.locator(".fort-board svg").first).to_be_visible(timeout=SLOW)


def test_learn_page_judges_answers(page: Page, voila_url, browser_errors):
    open_page(page, voila_url + "/voila/render/fort_apache/learn.ipynb")
    expect(page.locator(".fort-step")).to_contain_text("Step 1 of")
    page.get_by_role("button", name="cowboy 1 shoots from north walkway at indian 4").click()
    expect(page.locator(".tutor-message")).to_contain_text("does not allow")
    board = page.locator(".fort-board").inner_html()
    page.get_by_role("button", name="cowboy 1 shoots from north walkway at indian 1").click()
    expect(page.locator(".tutor-message")).to_contain_text("Right!")
    assert page.locator(".fort-board").inner_html() != board
    page.locator(".fort-next").click()
    expect(page.locator(".fort-step")).to_contain_text("Step 2 of")
    page.wait_for_load_state("networkidle")
    assert browser_errors == [], "\n".join(browser_errors)


def test_play_page_figure_action_and_bad_position(page: Page, voila_url, browser_errors):
    open_page(page, voila_url + "/voila/render/fort_apache/play.ipynb")
    shown = page.locator(".fort-position input").input_value()
    page.locator(".fort-paste input").fill("fort_apache nonsense")
    page.locator(".fort-load").click()
    expect(page.locator(".tutor-error")).to_contain_text("9 fields")
    assert page.locator(".fort-position input").input_value() == shown

    page.locator(".fort-paste input").fill(COWBOYS_TO_ACT)
    page.locator(".fort-load").click()
    page.wait_for_function(f"() => document.querySelector('.fort-position input').value === {COWBOYS_TO_ACT!r}",
                           timeout=10_000)
    board = page.locator(".fort-board").inner_html()
    page.locator(".fort-figure").first.click()
    page.get_by_role("button", name="moves from north walkway to north yard").click()
    page.wait_for_function("() => document.querySelector('.fort-position input').value.includes('cowboys north-yard*')",
                           timeout=10_000)
    assert page.locator(".fort-board").inner_html() != board
    expect(page.locator(".tutor-log")).to_contain_text("(you)")
    page.wait_for_load_state("networkidle")
    assert browser_errors == [], "\n".join(browser_errors)


def test_a_link_opens_the_play_page_at_its_position(page: Page, voila_url, browser_errors):
    from urllib.parse import quote

    open_page(page, voila_url + "/voila/render/fort_apache/play.ipynb?position=" + quote(COWBOYS_TO_ACT))
    assert page.locator(".fort-position input").input_value() == COWBOYS_TO_ACT
    href = page.locator(".tutor-position-link").get_attribute("href")
    assert href.startswith("/voila/render/fort_apache/play.ipynb?position=fort_apache")
    page.wait_for_load_state("networkidle")
    assert browser_errors == [], "\n".join(browser_errors)


def test_analyse_page_shows_both_gate_readings_and_the_balance(page: Page, voila_url, browser_errors):
    page.goto(voila_url + "/voila/render/fort_apache/analyse.ipynb")
    expect(page.locator(".fort-gate")).to_contain_text("three successes in one roll", timeout=SLOW)
    expect(page.locator(".fort-gate")).to_contain_text("each success is a point of damage")
    page.locator(".fort-volley").scroll_into_view_if_needed()
    expect(page.locator(".fort-run")).to_be_visible()
    page.wait_for_load_state("networkidle")
    assert browser_errors == [], "\n".join(browser_errors)
