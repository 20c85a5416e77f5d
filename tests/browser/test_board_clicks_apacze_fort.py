"""Apacze i Komancze and Fort Apache played by clicking only their boards' targets in headless Chromium,
at a laptop's (1366x900) and a phone's (390x844) size: real mouse clicks on live targets (read from the
page's ``data-target`` attributes, chosen at random with a fixed seed), the round's scoring and the
dice read by clicking drawn buttons, a refused click that says why with its rule, the page no wider
than the screen. Screenshots go to ``test-artifacts/``.

Both games are played to their end: an Apacze game against two bots takes its person about 120 clicks
(the round's scoring read region by region included), a Fort Apache battle 30 to 150; each is a round
trip to the kernel, about 40 s a game on an idle machine. The same games by board clicks alone are
played in Python by tests/render/test_apacze_targets.py and test_fort_apache_targets.py."""
from __future__ import annotations

import random

import pytest
from playwright.sync_api import Page, expect

from tests.browser.clicks import (VIEWPORTS, click_and_wait, click_target, fits, live_ids, open_play_page,
                                  play_by_clicks, settle)
from tests.browser.helpers import assert_no_browser_errors, open_page, shot

pytestmark = pytest.mark.browser

MOVES = 15  # at least this many moves (changes of the position string) in a whole Apacze game
APACZE_CLICKS = 1000
#: clicks at most before a battle must be over (a random battle by clicks takes about 30 to 150)
FORT_CLICKS = 600


@pytest.mark.parametrize("size", VIEWPORTS)
def test_apacze_is_played_to_the_end_by_clicking_the_board(page: Page, voila_url, browser_errors, size):
    width = open_play_page(page, voila_url, "apacze", "apacze", size)
    # the tile in hand is live; a long move is drawn but refused (no Indian on the board yet), with its rule
    expect(page.locator('.apacze-board [data-target^="hand:"].live')).to_be_attached()
    position = page.locator(".apacze-position input")
    shown = position.input_value()
    assert click_target(page, "apacze", "button:long-move", live=False)
    expect(page.locator(".apacze-message")).to_contain_text("Not allowed")
    expect(page.locator('.apacze-message a.tutor-rule-link[data-rule="apacze.move.long"]')).to_be_attached()
    expect(position).to_have_value(shown)
    # the tile in hand, a spot, a turn: a placed tile in three clicks
    hand = live_ids(page, "apacze")
    assert any(i.startswith("hand:") for i in hand)
    assert click_target(page, "apacze", next(i for i in hand if i.startswith("hand:")))
    expect(page.locator('.apacze-board [data-target^="spot:"].live').first).to_be_attached()
    made, spent = play_by_clicks(page, "apacze", "Game over", moves=None, clicks=APACZE_CLICKS, seed=width)
    assert made > MOVES and spent < APACZE_CLICKS
    expect(page.locator(".apacze-status")).to_contain_text("Game over")
    expect(page.locator(".tutor-log").first).to_contain_text("red")
    fits(page, width)
    shot(page, f"board-clicks-apacze-{width}")
    assert_no_browser_errors(page, browser_errors)


@pytest.mark.parametrize("size", VIEWPORTS)
def test_fort_apache_is_played_to_the_end_by_clicking_the_board(page: Page, voila_url, browser_errors, size):
    width = open_play_page(page, voila_url, "fort_apache", "fort", size)
    expect(page.locator(".fort-board [data-target].live").first).to_be_attached()
    made, spent = play_by_clicks(page, "fort", "Battle over", moves=None, clicks=FORT_CLICKS, seed=width)
    expect(page.locator(".fort-status")).to_contain_text("Battle over")
    expect(page.locator(".tutor-log").first).to_contain_text("(you)")
    assert made > 0 and spent < FORT_CLICKS
    fits(page, width)
    shot(page, f"board-clicks-fort-{width}")
    assert_no_browser_errors(page, browser_errors)


def test_fort_apache_refuses_a_click_with_its_rule(page: Page, voila_url, browser_errors):
    open_page(page, voila_url + "/voila/render/fort_apache/play.ipynb", ".fort-board svg")
    rng = random.Random(3)
    refused = page.locator('.fort-board [data-target][aria-label^="not now"]')  # a refused try, not a chosen target
    status = page.locator("div.fort-status")
    position = page.locator(".fort-position input")
    for _ in range(200):  # play on until a try the rules refuse is drawn: a figure that has acted, a card
        # wait for the page to settle: the bots' replies to a click come in several redraws
        settle(page, "fort", "Battle over")
        assert "Battle over" not in (status.text_content() or ""), "the battle ended before a refused try was drawn"
        if refused.count():
            target = refused.first.get_attribute("data-target")
            shown = position.input_value()
            if click_target(page, "fort", target, live=False):
                break
            continue  # redrawn meanwhile: read the board again
        click_and_wait(page, "fort", rng.choice(live_ids(page, "fort")))
    else:
        pytest.fail("no refused try was drawn in 200 moves")
    expect(page.locator(".fort-message")).to_contain_text("Not allowed")
    expect(page.locator('.fort-message a.tutor-rule-link[data-rule^="fort_apache."]')).to_be_attached()
    expect(position).to_have_value(shown)
    assert_no_browser_errors(page, browser_errors)
