"""The search bot as an opponent, in headless Chromium: chosen in the setup with its thinking time, it answers the
person's move while the page says it is thinking, and Undo pressed while it thinks takes the person's move back
and stops the search (Tribù: the person moves first)."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import SLOW, assert_no_browser_errors, open_page

pytestmark = pytest.mark.browser

THINKING = re.compile("is thinking")


def person_turn(page: Page) -> None:
    """The person draws, then discards a card: the bot is to move."""
    page.locator("button.tribu-action").filter(has_text=re.compile("^draw$")).click()
    page.locator("button.tribu-action").filter(has_text=re.compile("^discard")).first.click()


def test_the_search_bot_answers_and_undo_while_it_thinks_cancels(page: Page, voila_url, browser_errors):
    open_page(page, voila_url + "/voila/render/tribu/play.ipynb", ".tribu-board svg")
    page.get_by_text("New game: players, bots, rule readings").click()
    select = page.locator(".tribu-opponent select").first
    label = select.locator("option", has_text="strong: searches").first.text_content()
    select.select_option(label=label)
    readout = page.locator(".tribu-thinking .widget-readout")
    expect(readout).to_be_visible()
    readout.fill("5.0")  # the longest thinking time: Undo lands while the bot thinks
    readout.press("Enter")
    expect(select.locator("option", has_text="about 5.0 s a move")).to_have_count(1)
    position = page.locator(".tribu-position input")
    dealt = position.input_value()
    page.locator(".tribu-start").click()
    expect(position).not_to_have_value(dealt)  # the new game is dealt (the old one said "New game" too)

    status = page.locator("div.tribu-status")  # (the board has a status line of its own)
    log = page.locator(".tutor-log")
    person_turn(page)
    expect(status).to_contain_text(THINKING)
    expect(status).to_contain_text("strong: searches about 5.0 s a move")
    expect(status).not_to_contain_text(THINKING, timeout=3 * SLOW)  # the bot's moves made, the person's turn again
    expect(log).to_contain_text("player 2")
    expect(status).to_contain_text("you")

    person_turn(page)
    expect(status).to_contain_text(THINKING)
    page.locator(".tribu-undo").click()
    expect(page.locator(".tutor-message")).to_contain_text("Undone")
    expect(status).not_to_contain_text(THINKING)
    expect(log).to_contain_text("(undone)")
    expect(page.locator("button.tribu-action").filter(has_text=re.compile("^discard")).first).to_be_visible()
    assert_no_browser_errors(page, browser_errors)
