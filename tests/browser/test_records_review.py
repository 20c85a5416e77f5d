"""A play page's game record, move list and review in a real browser, for every registered game, at a desktop's
width and at a phone's (390 x 844, touch): a record pasted and loaded, the game saved again as the same record,
the move list stepping back through the game on the board and returning, and the game's review showing its
graded moves; at a phone's width nothing makes the page scroll sideways."""
from __future__ import annotations

import random
import re

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.helpers import PYTHON_ERRORS, SLOW, collect_errors, expect_no_python_error, own_page, shot
from tests.browser.test_phone import layout_problems
from tests.helpers import page_module
from tutor.core import records
from tutor.core.bots import advance
from tutor.games import GameInfo, registered_games

pytestmark = pytest.mark.browser

GAMES = [pytest.param(info, id=info.id) for info in registered_games()]
#: the moves of the recorded game (chance included): enough for a few choices to review, few enough to review fast
MOVES = 16


def recorded_game(info: GameInfo) -> str:
    """The record of a game of the rollout bots, its first ``MOVES`` moves."""
    rng = random.Random(7)
    game = info.seated(info.players[0])
    bots = [info.bots[info.rollout]() for _ in range(game.num_players)]
    start = state = game.new_state()
    while len(state.history) < MOVES and not state.is_terminal:
        state = advance(state, bots, rng, info.window)
    return records.write(start, list(state.history)[:MOVES])


def section(page: Page, title: str) -> None:
    """Open a section of the play page's game tools by its title."""
    page.get_by_text(title, exact=True).first.click()


def check(page: Page, voila_url: str, info: GameInfo, touch: bool, errors: list[str]) -> list[str]:
    p = page_module(info.id, "play").PlayApp.prefix
    text = recorded_game(info)
    page.goto(f"{voila_url}/voila/render/{info.id}/play.ipynb?lang=en")
    expect(page.locator(f".{p}-board .tutor-board-view")).to_be_visible(timeout=SLOW)
    expect_no_python_error(page)
    problems: list[str] = []

    # load a record, then save the game: the same record's moves come back
    section(page, "Save or load the game")
    page.locator(f".{p}-load-text textarea").fill(text)
    page.locator(f".{p}-load-record").click()
    expect(page.locator(f".{p}-message")).to_contain_text(f"Game loaded: {MOVES} moves", timeout=SLOW)
    page.locator(f".{p}-save").click()
    saved = page.locator(f".{p}-save-text textarea")
    expect(saved).to_have_value(re.compile("Format: 1"), timeout=SLOW)
    # the same moves (where the record ends at chance or a bot's turn, the game has gone on from there)
    assert records.read(saved.input_value()).actions[:MOVES] == records.read(text).actions
    expect(page.locator(f".{p}-save-link a")).to_have_attribute("download", f"{info.id}-game.txt")

    # the move list: back to the start on the board, then back to the game
    section(page, "Moves: step through the game")
    board = page.locator(f".{p}-board .tutor-board-view")
    expect(page.locator(f".{p}-moves-list select option").nth(MOVES)).to_contain_text(f"{MOVES}. ", timeout=SLOW)
    now = board.inner_html()
    page.locator(f".{p}-moves-first").click()
    expect(board).not_to_have_js_property("innerHTML", now)
    expect(page.locator(f"div.{p}-status")).to_contain_text("Looking back at the game")
    expect(page.locator(f".{p}-moves-link a")).to_have_attribute("href", re.compile(r"board\.ipynb\?position="))
    page.locator(f".{p}-moves-back-to-game").click()
    expect(page.locator(f"div.{p}-status")).not_to_contain_text("Looking back at the game")
    if touch:
        page.wait_for_timeout(300)
        problems += layout_problems(page, f"{info.id}/play.ipynb with its move list")

    # the review of the loaded game: its moves graded
    section(page, "Review this game")
    page.locator(f".{p}-review").click()
    if info.hidden:  # a shared screen would show every hand: the review waits for a click
        page.locator(".tutor-review-start").click()
    table = page.locator(".tutor-review-table")
    expect(table).to_contain_text(re.compile("best|good|inaccuracy|mistake|blunder"), timeout=SLOW)
    expect(page.locator(".tutor-review-status")).to_contain_text(re.compile("[Rr]eviewed|[Dd]one"), timeout=SLOW)
    shot(page, f"records-review-{info.id}-{'phone' if touch else 'desktop'}")
    if touch:
        problems += layout_problems(page, f"{info.id}/play.ipynb with its review")
    for words in PYTHON_ERRORS:
        expect(page.get_by_text(words)).to_have_count(0)
    problems += [f"{info.id}: {e}" for e in errors]
    errors.clear()
    return problems


@pytest.mark.parametrize("info", GAMES)
def test_a_record_loads_saves_steps_and_is_reviewed_at_a_desktop_width(browser: Browser, voila_url, info):
    with own_page(browser) as page:
        problems = check(page, voila_url, info, False, collect_errors(page, voila_url))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("info", GAMES)
def test_a_record_loads_saves_steps_and_is_reviewed_on_a_phone(browser: Browser, voila_url, info):
    with own_page(browser, phone=True) as page:
        problems = check(page, voila_url, info, True, collect_errors(page, voila_url))
    assert not problems, "\n".join(problems)
