"""Clickable boards in headless Chromium, at a laptop's and a phone's width: Apache and Tribù played by
clicking only the board's targets (the first live one each time, read from the page's ``data-target``
attributes), Enter in the move box plays a move, a refused click says why with its rule, a linked Apache
position opens calm, and the page fits a 390 px screen. Screenshots go to ``test-artifacts/``.

Apache (calm) is played to the end by clicks, about 150 moves (some 30 s on an idle machine); a whole
Tribù game too, about 250 moves and 500 clicks (a hand card, then where it goes; some 2 minutes a width)."""
from __future__ import annotations

import re
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from tests.browser.clicks import VIEWPORTS, click_target, fits, live_ids, open_play_page, play_by_clicks
from tests.browser.helpers import assert_no_browser_errors, open_page, shot

pytestmark = pytest.mark.browser

TRIBU_CLICKS = 10_000  # far more than a game of Tribù takes (about 500)
APACHE_CLICKS = 3_000  # far more than a game of Apache takes (about 150)
CLAIMABLE = "apache red,yellow,green base | window red | table rH 3B | piles - / - / - | out - | pow -"


def calm(page: Page) -> None:
    page.get_by_text("New game: opponents, variants, rule readings").click()
    page.get_by_role("button", name="calm", exact=True).click()
    page.locator(".apache-start").click()
    expect(page.locator(".tutor-message")).to_contain_text("New game")


@pytest.mark.parametrize("size", VIEWPORTS)
def test_apache_is_played_by_clicking_the_board(page: Page, voila_url, browser_errors, size):
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    open_page(page, voila_url + "/voila/render/apache/play.ipynb", ".apache-board svg")
    calm(page)
    fits(page, width)
    # a hand card cannot be played before a card is turned: the click says why, with its rule
    expect(page.locator('.apache-board [data-target="prairie"].live')).to_be_attached()
    page.locator('.apache-board [data-target="hand:red:hunter"] rect').first.click()
    expect(page.locator(".apache-message")).to_contain_text("Not allowed")
    expect(page.locator('.apache-message a.tutor-rule-link[data-rule="apache.claim.window"]')).to_be_attached()
    # the keyboard does what a click does: focus the face-down cards and press Enter
    position = page.locator(".apache-position input")
    shown = position.input_value()
    page.locator('.apache-board [data-target="prairie"]').focus()
    page.keyboard.press("Enter")
    expect(position).not_to_have_value(shown)
    made, spent = play_by_clicks(page, "apache", "Game over", clicks=APACHE_CLICKS)
    expect(page.locator("div.apache-status")).to_contain_text("Game over")
    assert 10 < made and spent < APACHE_CLICKS
    expect(page.locator(".tutor-log").first).to_contain_text(re.compile(r"reveal .*\n(.*\n)*reveal "))
    fits(page, width)
    shot(page, f"board-clicks-apache-{width}")
    assert_no_browser_errors(page, browser_errors)


@pytest.mark.parametrize("size", VIEWPORTS)
def test_tribu_is_played_by_clicking_the_board(page: Page, voila_url, browser_errors, size):
    width = open_play_page(page, voila_url, "tribu", "tribu", size)
    expect(page.locator('.tribu-board [data-target="deck"].live')).to_be_attached()
    # before drawing, a hand card cannot go anywhere: the click says why, with its rule
    refused = page.locator(".tribu-board [data-target^='hand:']:not(.live)").first
    refused.locator("rect").first.click()
    expect(page.locator(".tribu-message")).to_contain_text("Not allowed")
    expect(page.locator('.tribu-message a.tutor-rule-link[data-rule^="tribu."]')).to_be_attached()
    # Enter in the move box plays the move typed there
    position = page.locator(".tribu-position input")
    shown = position.input_value()
    page.locator(".tribu-typed input").fill("draw")
    page.locator(".tribu-typed input").press("Enter")
    expect(position).not_to_have_value(shown)
    expect(page.locator(".tutor-log")).to_contain_text("player 1: draw")
    # a click on a hand card chooses it (the places it can go light up); Escape forgets the choice
    first = live_ids(page, "tribu")
    hand = next(t for t in first if t.startswith("hand:"))
    assert click_target(page, "tribu", hand)
    # (two cards of one kind in hand are one target: both are drawn chosen)
    expect(page.locator(f'.tribu-board [data-target="{hand}"].selected').first).to_be_attached()
    expect(page.locator('.tribu-board [data-target="discard"].live')).to_be_attached()
    page.locator(f'.tribu-board [data-target="{hand}"]').first.press("Escape")
    expect(page.locator(".tribu-board [data-target].selected")).to_have_count(0)
    expect(page.locator(".tribu-message")).to_contain_text("Choice cleared")
    # a hand card, then the discard pile: a move in two clicks
    made, spent = play_by_clicks(page, "tribu", "Game over", clicks=TRIBU_CLICKS)
    assert made > 0 and spent < TRIBU_CLICKS
    expect(page.locator("div.tribu-status")).to_contain_text("Game over")
    fits(page, width)
    shot(page, f"board-clicks-tribu-{width}")
    assert_no_browser_errors(page, browser_errors)


def test_a_linked_apache_position_opens_calm_and_waits(page: Page, voila_url, browser_errors):
    open_page(page, voila_url + "/voila/render/apache/play.ipynb?position=" + quote(CLAIMABLE), ".apache-board svg")
    expect(page.locator(".apache-position input")).to_have_value(CLAIMABLE)
    expect(page.locator("button[data-value='calm']")).to_have_class(re.compile("mod-active"))  # in the setup
    # the window waits for the person: their hunter, then the only claim settles itself
    assert click_target(page, "apache", "hand:red:hunter")
    expect(page.locator(".apache-position input")).to_have_value(re.compile(re.escape("piles rH.B.B.B")))
    assert_no_browser_errors(page, browser_errors)


@pytest.mark.parametrize("size", VIEWPORTS)
def test_a_broken_link_is_said_at_the_top_of_a_play_page(page: Page, voila_url, browser_errors, size):
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    open_page(page, voila_url + "/voila/render/apache/play.ipynb?position=" + quote("apache nonsense"),
              ".apache-board svg")
    message = page.locator(".apache-message")
    expect(message).to_contain_text("cannot be read")
    page.evaluate("() => window.scrollTo(0, 0)")
    message.evaluate("el => el.closest('.tutor-play-page').scrollIntoView({block: 'start'})")
    expect(message).to_be_in_viewport()  # with the page's top in view, the error is on screen too
    fits(page, width)
    shot(page, f"board-clicks-broken-link-{width}")
    assert_no_browser_errors(page, browser_errors)


def test_a_phone_can_zoom_the_board_in_to_tap_it_and_fit_it_back(page: Page, voila_url, browser_errors):
    """At 390 px the 960-unit Apache board is drawn small: "Zoom in" draws it at its own size inside a box
    that scrolls sideways (the page itself does not), a tap on a target still plays, "Fit to screen" shrinks
    it back. At a laptop's width there is no zoom button."""
    page.set_viewport_size({"width": 390, "height": 844})
    open_page(page, voila_url + "/voila/render/apache/play.ipynb", ".apache-board svg")
    zoom = page.locator(".apache-board .tutor-board-zoom")
    expect(zoom).to_have_text("Zoom in")
    svg = page.locator(".apache-board svg")
    fitted = svg.bounding_box()["width"]
    assert fitted <= 390
    zoom.click()
    expect(zoom).to_have_text("Fit to screen")
    expect(page.locator(".apache-board .tutor-board-view.zoomed")).to_be_attached()
    assert svg.bounding_box()["width"] >= 2 * fitted
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390 + 1  # the box scrolls, not the page
    shot(page, "board-zoomed-apache-390")
    position = page.locator(".apache-position input")
    shown = position.input_value()
    target = live_ids(page, "apache")[0]
    page.locator(f'.apache-board [data-target="{target}"].live').first.scroll_into_view_if_needed()
    click_target(page, "apache", target)
    expect(position).not_to_have_value(shown)
    expect(zoom).to_have_text("Fit to screen")  # the board stays zoomed as it is redrawn
    zoom.click()
    expect(zoom).to_have_text("Zoom in")
    assert svg.bounding_box()["width"] <= 390
    page.set_viewport_size({"width": 1366, "height": 900})
    expect(zoom).to_be_hidden()
    assert_no_browser_errors(page, browser_errors)


def test_a_click_that_chooses_sends_edits_of_the_board_not_the_board(page: Page, voila_url, browser_errors):
    """Issue #25: a click that only chooses (a hand card) brings edits of the board's SVG and the live and chosen
    targets, never the whole board; board.js applies every edit as it comes (it checks each against the board it
    holds and would ask for the whole board if one did not fit: it never has to) and marks the targets."""
    received: list[bytes] = []
    sent: list[bytes] = []

    def watch(socket) -> None:
        socket.on("framereceived", lambda payload: received.append(payload if isinstance(payload, bytes)
                                                                  else payload.encode()))
        socket.on("framesent", lambda payload: sent.append(payload if isinstance(payload, bytes)
                                                          else payload.encode()))

    page.on("websocket", watch)
    open_play_page(page, voila_url, "tribu", "tribu", (1366, 900))
    assert click_target(page, "tribu", "deck")
    expect(page.locator(".tribu-board [data-target^='hand:'].live").first).to_be_attached()
    received.clear()
    hand = next(t for t in live_ids(page, "tribu") if t.startswith("hand:"))
    assert click_target(page, "tribu", hand)
    expect(page.locator(f'.tribu-board [data-target="{hand}"].selected').first).to_be_attached()
    expect(page.locator('.tribu-board [data-target="discard"].live')).to_be_attached()
    assert any(b'"kind": "svg"' in frame for frame in received)  # the edits
    assert not any(b'"svg": "<svg' in frame for frame in received)  # not the whole board
    made, _ = play_by_clicks(page, "tribu", "Game over", clicks=40, seed=2)
    assert made > 5
    assert sum(b'"kind": "svg"' in frame for frame in received) > 10
    assert not any(b"svg-resync" in frame for frame in sent)
    assert_no_browser_errors(page, browser_errors)
