"""Every page at a phone's width (390 x 844 CSS px, device scale 3, touch), measured (issue #21):

* the page does not scroll sideways (``document.scrollWidth`` <= the viewport's width): what is wider than the
  screen (a board zoomed in, an analyse table) scrolls inside its own box;
* no button's text is cut (``scrollWidth <= clientWidth``, no ellipsis);
* every board target can be tapped at 44 CSS px or more: as drawn, or after one tap on the board that zooms
  in around the tapped place (the board's tap-to-zoom);
* a play page's board starts in the first half of the first screen (its top < 422 px: it started 670-800 px
  down, under the page's introduction, now folded under its title on a phone), so the bots are not playing
  while a phone user scrolls to find the board;
* a wide analyse table scrolls inside a box that shows it does (a shadow at the edge that hides columns).

One test per kind of page, visiting that page of every game in turn in one tab (each page opens a kernel:
the run keeps their number modest).
"""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import SLOW, expect_no_python_error, shot
from tutor.games import registered_games

pytestmark = pytest.mark.browser

GAMES = registered_games()
WIDTH, HEIGHT = 390, 844
TAP = 44  # CSS px: the smallest comfortable tap target


@pytest.fixture
def browser_context_args(browser_context_args):
    """A phone: 390 x 844 CSS px, three device pixels to each, a touch screen."""
    return {**browser_context_args, "viewport": {"width": WIDTH, "height": HEIGHT}, "device_scale_factor": 3,
            "has_touch": True}


#: what the page measures of itself: sideways scrolling, cut buttons, the first board's top and targets
MEASURE = """() => {
    const seen = (e) => e.offsetParent !== null && e.getClientRects().length > 0;
    const cut = Array.from(document.querySelectorAll('button')).filter(seen)
        .filter(b => b.scrollWidth > b.clientWidth + 1 || /\u2026/.test(b.textContent))
        .map(b => `${b.textContent.trim()} (${b.scrollWidth} > ${b.clientWidth})`);
    const board = Array.from(document.querySelectorAll('.tutor-board-widget')).find(seen);
    const top = board ? board.getBoundingClientRect().top + window.scrollY : null;
    const wide = Array.from(document.querySelectorAll('#rendered_cells *')).filter(seen).filter(e => {
        const r = e.getBoundingClientRect();
        if (r.right <= window.innerWidth + 1) return false;
        for (let p = e.parentElement; p; p = p.parentElement) {   // inside a box that scrolls or clips: fine
            const s = getComputedStyle(p);
            if (/(auto|scroll|hidden)/.test(s.overflowX) && p.getBoundingClientRect().right <= window.innerWidth + 1)
                return false;
        }
        return true;
    }).slice(0, 5).map(e => `${e.tagName.toLowerCase()}.${e.className && e.className.baseVal === undefined ?
        e.className : ''} right=${Math.round(e.getBoundingClientRect().right)}`);
    const tables = Array.from(document.querySelectorAll('table')).filter(seen);
    const beyond = tables.filter(t => t.getBoundingClientRect().right > window.innerWidth + 1)
        .map(t => `table ${Math.round(t.getBoundingClientRect().width)} px wide: ${t.textContent.trim().slice(0, 40)}`);
    const hidden = tables.filter(t => t.scrollWidth > t.clientWidth + 1).filter(t => {
            const s = getComputedStyle(t);
            return !(/(auto|scroll)/.test(s.overflowX) && /gradient/.test(s.backgroundImage));
        }).map(t => `table ${t.scrollWidth} px wide in ${t.clientWidth} px: ${t.textContent.trim().slice(0, 40)}`);
    return {scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth, cut, top, wide, hidden, beyond};
}"""

#: the smallest side of the board's targets as shown, and how many there are
TARGETS = """(board) => {
    const sizes = Array.from(board.querySelectorAll('[data-target]')).map(g => {
        const r = g.getBoundingClientRect(); return Math.min(r.width, r.height); });
    return {count: sizes.length, smallest: sizes.length ? Math.min(...sizes) : null};
}"""

#: the targets inside the board's visible box (after a zoom: those around the tapped place), smallest side
VISIBLE_TARGETS = """(board) => {
    const view = board.querySelector('.tutor-board-view') || board;
    const box = view.getBoundingClientRect();
    const sizes = Array.from(board.querySelectorAll('[data-target]')).map(g => g.getBoundingClientRect())
        .filter(r => r.width > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top
                     && r.left >= box.left - 1 && r.right <= box.right + 1)
        .map(r => Math.min(r.width, r.height));
    return {count: sizes.length, smallest: sizes.length ? Math.min(...sizes) : null,
            zoomed: view.classList.contains('zoomed')};
}"""


def open_phone_page(page: Page, url: str, ready: str = "#rendered_cells") -> None:
    page.goto(url)
    expect(page.locator(ready).first).to_be_visible(timeout=SLOW)
    expect_no_python_error(page)
    page.wait_for_timeout(500)  # the widgets' layout settles (fonts, the board's fit)


def layout_problems(page: Page, name: str) -> list[str]:
    """What is wrong with the page's layout at a phone's width (empty: nothing)."""
    found = page.evaluate(MEASURE)
    problems = []
    if found["scrollWidth"] > found["width"]:
        problems.append(f"{name}: the page scrolls sideways ({found['scrollWidth']} > {found['width']} px): "
                        f"{found['wide']}")
    problems += [f"{name}: button text cut: {b}" for b in found["cut"]]
    problems += [f"{name}: a wide table scrolls with no cue that it does: {t}" for t in found["hidden"]]
    problems += [f"{name}: a table reaches past the screen's edge instead of scrolling in its own box: {t}"
                 for t in found["beyond"]]
    return problems


def tap_problems(page: Page, name: str) -> list[str]:
    """Board targets under 44 px that one tap on the board does not make 44 px or more."""
    board = page.locator(".tutor-board-widget").first
    before = board.evaluate(TARGETS)
    if not before["count"] or before["smallest"] >= TAP:
        return []
    small = board.locator("[data-target]").evaluate_all(
        f"gs => gs.map((g, i) => [i, g.getBoundingClientRect()]).filter(([i, r]) => Math.min(r.width, r.height) < {TAP})"
        ".map(([i]) => i)")
    target = board.locator("[data-target]").nth(small[0])
    target.scroll_into_view_if_needed()
    box = target.bounding_box()
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.wait_for_timeout(300)
    after = board.evaluate(VISIBLE_TARGETS)
    if not after["zoomed"]:
        return [f"{name}: targets {before['smallest']:.0f} px and a tap does not zoom in"]
    if after["count"] and after["smallest"] < TAP:
        return [f"{name}: after a tap-to-zoom the targets around it are {after['smallest']:.0f} px (< {TAP})"]
    return []


def visit(page: Page, voila_url: str, kind: str, boards: bool = True) -> list[str]:
    problems = []
    for info in GAMES:
        if kind not in info.pages:
            continue
        name = f"{info.id}/{kind}"
        open_phone_page(page, f"{voila_url}/voila/render/{info.notebook(kind)}",
                        ".tutor-board-widget svg" if boards else ".jupyter-widgets")
        if kind == "analyse":   # its tables and plots are drawn once its widgets are
            page.wait_for_timeout(1500)
        shot(page, f"phone-{info.id}-{kind}")
        problems += layout_problems(page, name)
        if boards:
            problems += tap_problems(page, name)
            problems += layout_problems(page, name + " (zoomed)")
    return problems


def test_play_pages_fit_a_phone_with_the_board_on_the_first_screen(page: Page, voila_url):
    problems = []
    for info in GAMES:
        name = f"{info.id}/play"
        open_phone_page(page, f"{voila_url}/voila/render/{info.notebook('play')}", ".tutor-board-widget svg")
        top = page.evaluate(MEASURE)["top"]
        if top is None or top >= HEIGHT / 2:
            problems.append(f"{name}: the board starts {top} px down, not in the first half of the screen "
                            f"({HEIGHT} px): a phone user scrolls while the bots play")
        shot(page, f"phone-{info.id}-play")
        problems += layout_problems(page, name)
        problems += tap_problems(page, name)
        problems += layout_problems(page, name + " (zoomed)")
    assert not problems, "\n".join(problems)


def test_learn_pages_fit_a_phone_and_their_boards_can_be_tapped(page: Page, voila_url):
    problems = visit(page, voila_url, "learn")
    assert not problems, "\n".join(problems)


def test_analyse_pages_fit_a_phone_and_their_wide_tables_scroll_in_a_box_that_says_so(page: Page, voila_url):
    """Every analyse page as it opens, then Apache's after a short simulation: its results table (600 px and
    more) scrolls in its own box, with the cue, and its closing words are shown."""
    problems = visit(page, voila_url, "analyse", boards=False)
    games = page.locator(".widget-text input[type=number]").first
    page.goto(f"{voila_url}/voila/render/apache/analyse.ipynb")
    expect(games).to_be_visible(timeout=SLOW)
    games.fill("16")
    games.press("Enter")
    page.locator(".apache-run").click()
    expect(page.locator(".apache-job-status")).to_contain_text(re.compile("Done|Stopped early"), timeout=SLOW)
    expect(page.locator(".tutor-analyse table")).to_have_count(3)
    wide = page.locator(".tutor-analyse table").nth(2).evaluate("t => t.scrollWidth > t.clientWidth")
    shot(page, "phone-apache-analyse-results")
    problems += layout_problems(page, "apache/analyse (results)")
    assert wide and not problems, "\n".join(problems) or "the results table is not wider than the phone"


@pytest.mark.parametrize("kind", ["rules", "setup"])
def test_rules_and_setup_pages_fit_a_phone(page: Page, voila_url, kind):
    problems = visit(page, voila_url, kind, boards=False)
    assert not problems, "\n".join(problems)


def test_the_landing_page_and_the_lessons_fit_a_phone(page: Page, voila_url):
    problems = []
    for path in ("index.ipynb", "lessons/index.ipynb", "lessons/01-sample-spaces.ipynb"):
        open_phone_page(page, f"{voila_url}/voila/render/{path}")
        problems += layout_problems(page, path)
    assert not problems, "\n".join(problems)
