"""The position editor of every registered game in a real browser, at 1366 and at 390 px wide: build a
position by clicking (the board's targets, or the place list where the drawing has no element), see the
problem reported for an impossible one, and open a possible one in play. Screenshots go to
``test-artifacts/`` (one per game, width and outcome)."""
from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import ARTIFACTS, SLOW, assert_no_browser_errors, expect_no_python_error
from tests.browser.test_every_page import FIELD_SHOWS_OR_LOGGED, expect_rendered, wait_until
from tutor.games import registered_games

pytestmark = pytest.mark.browser

WIDTHS = {1366: 900, 390: 844}
PREFIX = {"apache": "apache", "fort_apache": "fort", "tribu": "tribu", "apacze": "apacze"}

#: per game, clicks that give a position that can be played, then clicks that make it impossible and a
#: part of the reason shown. A click is (piece label or None for Remove, target id); ("phase", name)
#: chooses the phase.
STEPS = {
    "apache": {"build": [("buffalo", "prairie"), ("green warrior", "prairie")],
               "break": [("phase", "over")], "reason": "comes only after the final reveal"},
    "fort_apache": {"build": [("cowboy 1", "place:north-yard"), (None, "figure:i6")],
                    "break": [("cowboy 2", "place:east-cavalry")], "reason": "cowboys never leave the fort"},
    "tribu": {"build": [("shaman (Tribù)", "chains:0"), ("lupo (Evento)", "hand:1")],
              "break": [("shaman (Tribù)", "chains:0")], "reason": "two chains of one Tribù"},
    "apacze": {"build": [("red Indian", "field:0,0:a"), ("yellow Indian", "field:0,2:a")],
               "break": [("phase", "act")], "reason": "must have placed it this round",
               # the built position waits on the tiles' draw (chance): the play page draws them at once, and a
               # game with secret tiles logs no position string, so what must stay is the Indians placed
               "kept": "indians 0,0:a=0x1 0,2:a=1x1"},
}
#: the play page logged the position it opened and shows one that keeps what the editor built
LOADED_AND_KEPT = """kept => Array.from(document.querySelectorAll('.tutor-log')).some(log => log.textContent.includes('position loaded'))
    && Array.from(document.querySelectorAll('input, textarea')).some(f => f.value.includes(kept))"""
CASES = [pytest.param(info.id, width, id=f"{info.id}-{width}") for info in registered_games() for width in WIDTHS]


def choose(page: Page, cls: str, text: str) -> None:
    """Pick the option of the dropdown ``.cls`` whose label contains ``text``."""
    select = page.locator(f".{cls} select")
    label = select.locator("option", has_text=text).first.text_content()
    select.select_option(label=label)


def click_place(page: Page, prefix: str, target: str, before: str, hint: str) -> None:
    """Click ``target`` on the board when it is drawn there (once its hover text says ``hint``: the board
    is redrawn when the tool or the piece changes), else pick it in the place list and Apply; wait until
    the position box changes (or a message says why not)."""
    on_board = page.locator(f".{prefix}-editor-board [data-target='{target}']")
    if on_board.count():
        expect(on_board.first).to_have_attribute("aria-label", re.compile("^" + re.escape(hint)))
        on_board.first.click(force=True)
    else:
        choose(page, f"{prefix}-place", f"({target})")
        page.locator(f".{prefix}-apply").click()
    page.wait_for_function(
        """([before, prefix]) => {
            const box = document.querySelector('.' + prefix + '-position input');
            const said = document.querySelector('.' + prefix + '-editor-message');
            return (box && box.value !== before) || (said && said.textContent.includes('Not possible'));
        }""", arg=[before, prefix])


def position(page: Page, prefix: str) -> str:
    return page.locator(f".{prefix}-position input").input_value()


def run(page: Page, prefix: str, steps) -> None:
    for piece, target in steps:
        before = position(page, prefix)
        if piece == "phase":
            choose(page, f"{prefix}-phase", target)
            page.wait_for_function("([b, p]) => document.querySelector('.' + p + '-position input').value !== b",
                                   arg=[before, prefix])
            continue
        page.locator(f".{prefix}-tool button", has_text="Remove" if piece is None else "Place").click()
        if piece is not None:
            choose(page, f"{prefix}-piece", piece)
        hint = "remove from:" if piece is None else f"put {piece}"
        click_place(page, prefix, target, before, hint)
        expect(page.locator(f".{prefix}-editor-message")).not_to_contain_text("Not possible")


@pytest.mark.parametrize(("game_id", "width"), CASES)
def test_the_editor_builds_refuses_and_opens_a_position(page: Page, voila_url, browser_errors, game_id: str,
                                                        width: int):
    prefix, steps = PREFIX[game_id], STEPS[game_id]
    ARTIFACTS.mkdir(exist_ok=True)
    page.set_viewport_size({"width": width, "height": WIDTHS[width]})
    page.goto(f"{voila_url}/voila/render/{game_id}/setup.ipynb")
    expect_rendered(page)
    expect(page.locator(f".{prefix}-possible")).to_be_visible(timeout=SLOW)
    board = page.locator(f".{prefix}-editor-board")
    box = board.bounding_box()
    assert box is not None and box["width"] <= width, "the board is wider than the window"

    run(page, prefix, steps["build"])
    expect(page.locator(f".{prefix}-possible")).to_be_visible()
    page.screenshot(path=str(ARTIFACTS / f"editor-{game_id}-{width}-possible.png"), full_page=True)
    built = position(page, prefix)
    opener = page.locator(f".{prefix}-open-play")
    href = opener.get_attribute("href")
    assert href and parse_qs(urlsplit(href).query)["position"][0] == built
    analyse = page.locator(f".{prefix}-open-analyse").get_attribute("href")
    assert analyse and parse_qs(urlsplit(analyse).query)["position"][0] == built

    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=voila_url)
    copy = page.locator(f".{prefix}-copy-link button")
    copy.click()
    expect(copy).to_have_text("Link copied")
    copied = page.evaluate("() => navigator.clipboard.readText()")
    assert copied.startswith(voila_url + "/") and urlsplit(copied).path.endswith(f"/{game_id}/play.ipynb")
    assert parse_qs(urlsplit(copied).query)["position"][0] == built

    run(page, prefix, steps["break"])
    problems = page.locator(f".{prefix}-impossible")
    expect(problems).to_contain_text(steps["reason"])
    expect(page.locator(f".{prefix}-open-play")).to_have_count(0)
    problems.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / f"editor-{game_id}-{width}-impossible.png"), full_page=True)
    page.locator(f".{prefix}-editor-undo").click()
    expect(page.locator(f".{prefix}-possible")).to_be_visible()
    expect_no_python_error(page)
    assert_no_browser_errors(page, browser_errors)

    with page.context.expect_page() as opened:
        page.locator(f".{prefix}-open-play").click()
    play = opened.value
    play.set_viewport_size({"width": width, "height": WIDTHS[width]})
    play.wait_for_load_state()
    expect_rendered(play)
    if "kept" in steps:
        wait_until(play, LOADED_AND_KEPT, steps["kept"], "the play page did not open at the edited position")
    else:
        wait_until(play, FIELD_SHOWS_OR_LOGGED, built, "the play page did not open at the edited position")
    expect_no_python_error(play)
    play.screenshot(path=str(ARTIFACTS / f"editor-{game_id}-{width}-play.png"), full_page=True)
    play.close()
