"""The Apacze i Komancze pages in headless Chromium: they render without errors, clicks reach the
kernel and redraw the board, a bad position string is refused with a clear error."""
from __future__ import annotations

from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from tutor.games.apacze.tutorial import STEPS

pytestmark = pytest.mark.browser

SLOW = 60_000  # ms: the kernel starts and runs the notebook before the first widget exists
START = STEPS[0].position  # two players, red to place a tile


def open_page(page: Page, url: str) -> None:
    page.goto(url)
    expect(page.locator(".apacze-board svg").first).to_be_visible(timeout=SLOW)


def test_learn_page_judges_an_answer(page: Page, voila_url, browser_errors):
    open_page(page, voila_url + "/voila/render/apacze/learn.ipynb")
    expect(page.locator(".apacze-step")).to_contain_text("Step 1 of")
    page.get_by_role("button", name="place at 0,4 turned 0").click()
    expect(page.locator(".tutor-message")).to_contain_text("does not allow")
    board = page.locator(".apacze-board").inner_html()
    page.get_by_role("button", name="place at 1,0 turned 0").click()
    expect(page.locator(".tutor-message")).to_contain_text("Right!")
    assert page.locator(".apacze-board").inner_html() != board
    page.wait_for_load_state("networkidle")
    assert browser_errors == [], "\n".join(browser_errors)


def test_play_page_acts_and_refuses_a_bad_position(page: Page, voila_url, browser_errors):
    open_page(page, voila_url + "/voila/render/apacze/play.ipynb?position=" + quote(START))
    position = page.locator(".apacze-position input")
    assert position.input_value() == START
    href = page.locator(".tutor-position-link").get_attribute("href")
    assert href.startswith("/voila/render/apacze/play.ipynb?position=apacze")
    board = page.locator(".apacze-board").inner_html()
    page.locator(".apacze-do").click()  # place the tile at the first free square
    page.wait_for_function("() => !document.querySelector('.apacze-position input').value.includes('tiles - ')",
                           timeout=10_000)
    assert page.locator(".apacze-board").inner_html() != board
    shown = position.input_value()
    page.locator(".apacze-paste input").fill("apacze nonsense")
    page.locator(".apacze-load").click()
    expect(page.locator(".tutor-error")).to_contain_text("cannot be read")
    assert position.input_value() == shown
    page.wait_for_load_state("networkidle")
    assert browser_errors == [], "\n".join(browser_errors)


def test_analyse_page_explains_and_refuses_a_bad_position(page: Page, voila_url, browser_errors):
    open_page(page, voila_url + "/voila/render/apacze/analyse.ipynb")
    expect(page.locator(".apacze-explain")).to_contain_text("1st")
    expect(page.locator(".apacze-regions svg")).to_be_visible()
    page.locator(".apacze-position textarea").fill("apacze nonsense")
    page.locator(".apacze-load").click()
    expect(page.locator(".tutor-error")).to_contain_text("cannot be read")
    page.wait_for_load_state("networkidle")
    assert browser_errors == [], "\n".join(browser_errors)
