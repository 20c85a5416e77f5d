"""The analysis board (notebooks/board.ipynb) in a real browser, for every registered game, at a desktop's width
and at a phone's (390 x 844, touch): it opens at a game's sample position (through the link each landing card
gives), a ranking appears, hovering a move (desktop) or tapping it (phone) shows it on the board, a click plays it,
and at a phone's width nothing makes the page scroll sideways."""
from __future__ import annotations

import re
from urllib.parse import urlencode

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.helpers import PYTHON_ERRORS, SLOW, collect_errors, expect_no_python_error, own_page, shot
from tests.browser.test_phone import layout_problems
from tutor.games import GameInfo, registered_games

pytestmark = pytest.mark.browser

GAMES = [pytest.param(info, id=info.id) for info in registered_games()]
ROWS = ".board-ranking tr.board-row"
BOARD = ".board-board .tutor-board-view"


def board_url(voila_url: str, info: GameInfo) -> str:
    return f"{voila_url}/voila/render/board.ipynb?{urlencode({'position': info.samples[0], 'lang': 'en'})}"


def open_board(page: Page, voila_url: str, info: GameInfo, *, touch: bool = False) -> None:
    """Open the board at the game's sample, past a chance node, and wait for a ranking with more than one move."""
    page.goto(board_url(voila_url, info))
    expect(page.locator(".board-position").first).to_contain_text(info.title, timeout=SLOW)
    expect_no_python_error(page)
    for _ in range(5):
        chance = page.locator(".board-chance")
        if chance.is_visible():
            status = page.locator(".board-status").inner_html()
            chance.click()
            expect(page.locator(".board-status")).not_to_have_js_property("innerHTML", status)
        expect(page.locator(ROWS).first).to_be_visible(timeout=SLOW)
        if page.locator(ROWS).count() > 1:
            return
        play(page, page.locator(ROWS).first, touch)   # one move only (a turn's end): play it
    raise AssertionError(f"{info.id}: no position with a choice of moves")


def play(page: Page, row, touch: bool) -> None:
    before = page.locator(".board-position").inner_html()
    if touch:
        if "board-shown" not in (row.get_attribute("class") or ""):
            row.tap()   # a first tap shows the move (it is marked), a second plays it
            expect(row).to_have_class(re.compile("board-shown"))
        row.tap()
    else:
        row.click()
    expect(page.locator(".board-position")).not_to_have_js_property("innerHTML", before)
    expect(page.locator(".board-back")).to_be_enabled()


def shown_on_the_board(page: Page, touch: bool) -> bool:
    """Hover (or tap) the rows in turn until one changes the board (a move drawn as chosen on it)."""
    board = page.locator(BOARD)
    for n in range(min(6, page.locator(ROWS).count())):
        before = board.inner_html()
        row = page.locator(ROWS).nth(n)
        if touch:
            row.tap()
        else:
            row.hover()
        try:
            expect(board).not_to_have_js_property("innerHTML", before, timeout=5_000)
        except AssertionError:
            continue
        expect(page.locator(".board-message")).to_contain_text("Shown on the board")
        return True
    return False


def check(page: Page, voila_url: str, info: GameInfo, touch: bool, errors: list[str]) -> list[str]:
    open_board(page, voila_url, info, touch=touch)
    problems = []
    expect(page.locator(".board-status")).to_contain_text("stand behind this ranking")
    if not shown_on_the_board(page, touch):
        problems.append(f"{info.id}: no move hovered or tapped changed the board")
    shot(page, f"board-{info.id}-{'phone' if touch else 'desktop'}")
    if touch:
        page.wait_for_timeout(300)
        problems += layout_problems(page, f"board.ipynb ({info.id})")
    play(page, page.locator(ROWS).first, touch)   # the position after it: ranked, or chance (or the end) to say so
    expect(page.locator(".board-status")).to_contain_text(
        re.compile("stand behind this ranking|chance moves here|the game is over"), timeout=SLOW)
    before = page.locator(".board-position").inner_html()
    page.locator(".board-back").click()
    expect(page.locator(".board-position")).not_to_have_js_property("innerHTML", before)
    expect(page.locator(ROWS).first).to_be_visible(timeout=SLOW)
    if page.locator(".board-stop").is_enabled():
        page.locator(".board-stop").click()
    expect(page.locator(".board-resume")).to_be_enabled()
    for text in PYTHON_ERRORS:
        expect(page.get_by_text(text)).to_have_count(0)
    problems += [f"{info.id}: {e}" for e in errors]
    errors.clear()
    return problems


@pytest.mark.parametrize("info", GAMES)
def test_the_board_ranks_and_shows_moves_at_a_desktop_width(browser: Browser, voila_url, info):
    with own_page(browser) as page:
        problems = check(page, voila_url, info, False, collect_errors(page, voila_url))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("info", GAMES)
def test_the_board_fits_a_phone_and_a_tap_shows_a_move(browser: Browser, voila_url, info):
    with own_page(browser, phone=True) as page:
        problems = check(page, voila_url, info, True, collect_errors(page, voila_url))
    assert not problems, "\n".join(problems)


def test_the_board_without_a_position_offers_each_game(browser: Browser, voila_url):
    with own_page(browser) as page:
        page.goto(f"{voila_url}/voila/render/board.ipynb?lang=en")
        for info in registered_games():
            expect(page.locator(f".board-pick-{info.id}")).to_be_visible(timeout=SLOW)
        page.locator(".board-paste input").fill("chess e4")
        page.locator(".board-open").click()
        expect(page.locator(".board-message")).to_contain_text("starts with its game")
        page.locator(".board-pick-tribu").click()
        expect(page.locator(ROWS).first).to_be_visible(timeout=SLOW)


def test_a_landing_card_opens_the_board_at_its_game(browser: Browser, voila_url):
    with own_page(browser) as page:
        page.goto(f"{voila_url}/voila/render/index.ipynb?lang=en")
        link = page.locator("#game-tribu .board-landing-link")
        expect(link).to_be_visible(timeout=SLOW)
        with page.context.expect_page(timeout=SLOW) as opened:   # an output's link opens in a new tab under Voila
            link.click()
        board = opened.value
        board.set_default_timeout(60_000)
        expect(board.locator(".board-position").first).to_contain_text("Tribù Indiani", timeout=SLOW)
        expect(board.locator(ROWS).first).to_be_visible(timeout=SLOW)
        expect_no_python_error(board)
