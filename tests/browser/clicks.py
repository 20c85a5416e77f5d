"""Playing a page by clicking its board in headless Chromium, for the board-click browser tests: the
live targets read from the board's ``data-target`` attributes, a real mouse click at a point of a target
that nothing else covers, a wait until the page shows what the click did, whole games by clicks, the
page's width checked against the screen's and screenshots kept in ``test-artifacts/``."""
from __future__ import annotations

import random

import pytest
from playwright.sync_api import Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.browser.helpers import open_page

VIEWPORTS = [pytest.param((1366, 900), id="1366"), pytest.param((390, 844), id="390")]

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

#: what a click changes, as a page script: the position string, the board (its chosen and live targets
#: come with it) and the message line (a refused click changes only that)
SNAPSHOT = """prefix => {
    const text = (selector) => { const e = document.querySelector(selector); return e ? e.textContent : ''; };
    const box = document.querySelector('.' + prefix + '-position input');
    const board = document.querySelector('.' + prefix + '-board');
    return [box ? box.value : '', board ? board.innerHTML : '', text('.' + prefix + '-message'),
            text('.' + prefix + '-status')].join(' // ');
}"""

#: something to click on the board, or the status line saying the game is over
READY = """([prefix, over]) => {
    const status = document.querySelector('div.' + prefix + '-status');
    return document.querySelector('.' + prefix + '-board [data-target].live') !== null
        || (status !== null && status.textContent.includes(over));
}"""


#: READY, and the page unchanged for ``quiet`` ms: a click's replies (the move, the bots' moves, the redraws)
#: come in several messages, so a page that shows something to click may still be on its way
SETTLED = """([prefix, over, quiet]) => {
    const now = performance.now(), seen = (%s)(prefix);
    if (window.__tutorSeen !== seen) { window.__tutorSeen = seen; window.__tutorSince = now; return false; }
    return now - window.__tutorSince >= quiet && (%s)([prefix, over]);
}""" % (SNAPSHOT, READY)


def settle(page: Page, prefix: str, over: str, quiet: int = 500) -> None:
    """Wait until the page has something to click (or says ``over``) and has not changed for ``quiet`` ms."""
    page.wait_for_function(SETTLED, arg=[prefix, over, quiet], polling=100, timeout=60_000)


def fits(page: Page, width: int) -> None:
    """Nothing is cut off: the page does not scroll sideways, and the board is no wider than the screen."""
    overflow = page.evaluate("() => document.documentElement.scrollWidth")
    assert overflow <= width + 1, f"the page is {overflow} px wide on a {width} px screen"


def open_play_page(page: Page, voila_url: str, game_id: str, prefix: str, size: tuple[int, int]) -> int:
    """The game's play page at a screen of ``size``, its board drawn and nothing cut off; the width."""
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    open_page(page, f"{voila_url}/voila/render/{game_id}/play.ipynb", f".{prefix}-board svg")
    fits(page, width)
    return width


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


def play_by_clicks(page: Page, prefix: str, over: str, *, clicks: int, moves: int | None = None,
                   seed: int | None = None) -> tuple[int, int]:
    """Click live targets until the status says ``over``, ``moves`` moves are made or ``clicks`` clicks
    are spent: the first live target each time, or one chosen at random with ``seed``. Returns (moves
    made, clicks spent); a move is a change of the position string."""
    rng = random.Random(seed) if seed is not None else None
    status = page.locator(f"div.{prefix}-status")
    position = page.locator(f".{prefix}-position input")
    made = spent = 0
    while spent < clicks and (moves is None or made < moves):
        # the bots may still be moving: wait until there is something to click or the game has ended
        page.wait_for_function(READY, arg=[prefix, over], timeout=60_000)
        if over in (status.text_content() or ""):
            break
        ids = live_ids(page, prefix)
        if not ids:
            continue
        shown = position.input_value()
        spent += 1
        if click_and_wait(page, prefix, rng.choice(ids) if rng else ids[0]):
            made += position.input_value() != shown
    return made, spent
