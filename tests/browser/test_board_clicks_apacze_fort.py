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
import re

import pytest
from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.browser.helpers import assert_no_browser_errors, open_page
from tests.browser.test_board_clicks import VIEWPORTS, fits, shot

pytestmark = pytest.mark.browser

MOVES = 15  # at least this many moves (changes of the position string) in a whole Apacze game
APACZE_CLICKS = 1000
#: clicks at most before a battle must be over (a random battle by clicks takes about 30 to 150)
FORT_CLICKS = 600

#: a point inside the target whose topmost element belongs to it (a fan-shaped field's bounding box
#: centre may lie outside it), in the page's coordinates; null when none is visible
POINT_INSIDE = """g => {
    const box = g.getBoundingClientRect();
    for (const fx of [0.5, 0.35, 0.65, 0.2, 0.8, 0.5, 0.5, 0.1, 0.9]) {
        for (const fy of [0.5, 0.35, 0.65, 0.2, 0.8, 0.1, 0.9]) {
            const x = box.left + fx * box.width, y = box.top + fy * box.height;
            const hit = document.elementFromPoint(x, y);
            if (hit && hit.closest('[data-target]') === g) return [x, y];
        }
    }
    return null;
}"""


def live_ids(page: Page, prefix: str) -> list[str]:
    return page.locator(f".{prefix}-board [data-target].live").evaluate_all(
        "els => els.map(e => e.getAttribute('data-target'))")


def click_target(page: Page, prefix: str, target: str, *, live: bool = True) -> bool:
    """A real mouse click at a point of the target that no other element covers; False when the board
    was redrawn meanwhile (the caller reads it again)."""
    g = page.locator(f'.{prefix}-board [data-target="{target}"]' + (".live" if live else "")).first
    try:
        g.scroll_into_view_if_needed(timeout=5_000)
        point = g.evaluate(POINT_INSIDE, timeout=5_000)
    except Exception:  # noqa: BLE001 - the element went away with a redraw
        return False
    if point is None:
        return False
    page.mouse.click(*point)
    return True


#: what a click changes, as a page script: the position string, the board (its chosen and live targets
#: come with it) and the message line (a refused click changes only that)
SNAPSHOT = """prefix => {
    const text = (selector) => { const e = document.querySelector(selector); return e ? e.textContent : ''; };
    const box = document.querySelector('.' + prefix + '-position input');
    const board = document.querySelector('.' + prefix + '-board');
    return [box ? box.value : '', board ? board.innerHTML : '', text('.' + prefix + '-message'),
            text('.' + prefix + '-status')].join(' // ');
}"""


def snapshot(page: Page, prefix: str) -> str:
    return page.evaluate(SNAPSHOT, prefix)


def click_and_wait(page: Page, prefix: str, target: str) -> bool:
    """Click ``target`` and wait until the page shows what it did. False when the click did not happen
    (the board was redrawn meanwhile) or nothing showed: the board read before the click was an old one
    (a redraw came in parts), so the next reading of the board starts again."""
    before = snapshot(page, prefix)
    if not click_target(page, prefix, target):
        return False
    try:
        page.wait_for_function(f"before => ({SNAPSHOT})({prefix!r}) !== before", arg=before, timeout=20_000)
    except PlaywrightTimeout:
        return False
    return True


def play_by_clicks(page: Page, prefix: str, over: str, *, moves: int | None, clicks: int, seed: int) -> tuple[int, int]:
    """Click live targets (chosen with ``seed``) until the status says ``over``, ``moves`` moves are
    made or ``clicks`` clicks are spent; returns (moves, clicks)."""
    rng = random.Random(seed)
    status = page.locator(f".{prefix}-status")
    position = page.locator(f".{prefix}-position input")
    made = spent = 0
    while spent < clicks and (moves is None or made < moves):
        # the next thing to click, or the end (the status line may be redrawn a moment after the board)
        expect(page.locator(f".{prefix}-board [data-target].live, .{prefix}-status:has-text('{over}')").first
               ).to_be_attached()
        if over in (status.text_content() or ""):
            break
        ids = live_ids(page, prefix)
        if not ids:
            continue
        shown = position.input_value()
        spent += 1
        if click_and_wait(page, prefix, rng.choice(ids)):
            made += position.input_value() != shown
    return made, spent


@pytest.mark.parametrize("size", VIEWPORTS)
def test_apacze_is_played_to_the_end_by_clicking_the_board(page: Page, voila_url, browser_errors, size):
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    open_page(page, voila_url + "/voila/render/apacze/play.ipynb", ".apacze-board svg")
    fits(page, width)
    # the tile in hand is live; a long move is drawn but refused (no Indian on the board yet), with its rule
    expect(page.locator('.apacze-board [data-target^="hand:"].live')).to_be_attached()
    position = page.locator(".apacze-position input")
    shown = position.input_value()
    assert click_target(page, "apacze", "button:long-move", live=False)
    expect(page.locator(".apacze-message")).to_contain_text("Not allowed")
    expect(page.locator(".apacze-message")).to_contain_text("apacze.move.long")
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
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    open_page(page, voila_url + "/voila/render/fort_apache/play.ipynb", ".fort-board svg")
    fits(page, width)
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
    for _ in range(200):  # play on until a try the rules refuse is drawn: a figure that has acted, a card
        if refused.count():
            break
        expect(page.locator(".fort-board [data-target].live").first).to_be_attached()
        ids = live_ids(page, "fort")
        if ids:
            click_and_wait(page, "fort", rng.choice(ids))
    target = refused.first.get_attribute("data-target")
    position = page.locator(".fort-position input")
    shown = position.input_value()
    assert click_target(page, "fort", target, live=False)
    expect(page.locator(".fort-message")).to_contain_text("Not allowed")
    expect(page.locator(".fort-message")).to_contain_text(re.compile(r"fort_apache\.[a-z_.]+"))
    expect(position).to_have_value(shown)
    assert_no_browser_errors(page, browser_errors)
