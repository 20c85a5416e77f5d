"""Every page of every registered game, derived from the registry (``tutor.games.registered_games``):
each renders its widgets with no Python error shown; each play and analyse page opens at the position
its link names (the game's first sample) and links to it, and a malformed link opens the default
position with a message. A game registered tomorrow is tested here without a line to add.
(One page per test: leaving a Voila page in the same tab logs a refused kernel shutdown.)"""
from __future__ import annotations

import re
from urllib.parse import quote, quote_plus, urlencode

import pytest
from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from tests.browser.helpers import SLOW, assert_no_browser_errors, expect_changed, expect_no_python_error, shot
from tutor.games import GameInfo, registered_games
from tests.helpers import page_module

pytestmark = pytest.mark.browser

GAMES = registered_games()
#: the pages that take a position from their link and link to their own
POSITIONED = ("play", "analyse")
EVERY_PAGE = [pytest.param(info, name, id=f"{info.id}/{name}") for info in GAMES for name in info.pages]
POSITIONED_PAGES = [pytest.param(info, name, id=f"{info.id}/{name}")
                    for info in GAMES for name in info.pages if name in POSITIONED]

#: true when some text field of the page (position box, text area) holds exactly ``value``
FIELD_SHOWS = """value => Array.from(document.querySelectorAll('input, textarea')).some(f => f.value === value)"""
#: the same, or the game's log says it started from ``value``
FIELD_SHOWS_OR_LOGGED = """value => Array.from(document.querySelectorAll('input, textarea')).some(f => f.value === value)
    || Array.from(document.querySelectorAll('.tutor-log')).some(log => log.textContent.includes('position loaded: ' + value))"""
#: true when some field starts with the game's prefix and none holds the malformed text
FIELD_SHOWS_DEFAULT = """([prefix, bad]) => {
    const values = Array.from(document.querySelectorAll('input, textarea')).map(f => f.value);
    return values.some(v => v.startsWith(prefix)) && !values.some(v => v.includes(bad));
}"""


def wait_until(page: Page, condition: str, arg, what: str) -> None:
    """Wait for a condition on the page's text fields; on time-out say what they hold."""
    try:
        page.wait_for_function(condition, arg=arg)
    except PlaywrightTimeoutError:
        fields = page.locator("input, textarea").evaluate_all("fields => fields.map(f => f.value)")
        pytest.fail(f"{what}; the page's fields hold:\n" + "\n".join(map(repr, fields)), pytrace=False)


def re_prefix(text: str) -> re.Pattern:
    """Matches any text that starts with ``text``."""
    return re.compile("^" + re.escape(text))


def render(info: GameInfo, name: str) -> str:
    return f"/voila/render/{info.notebook(name)}"


def realtime(info: GameInfo, name: str) -> bool:
    """A play page whose bots claim on the clock: the linked position moves on before the page is drawn."""
    return name == "play" and info.window is not None


def expect_rendered(page: Page) -> None:
    """Voila ran every cell (its spinner is gone, the cells are shown) and every output holds a widget
    or text: a widget view that failed shows "Error displaying widget", which expect_no_python_error sees."""
    expect(page.locator("#loading")).to_have_count(0, timeout=SLOW)
    expect(page.locator("#rendered_cells")).to_be_visible()
    expect(page.locator(".jp-OutputArea-output .jupyter-widgets").first).to_be_visible()
    page.wait_for_function("""() => Array.from(document.querySelectorAll('.jp-OutputArea-output'))
                                  .every(out => out.childElementCount > 0 || out.textContent.trim() !== '')""")


@pytest.mark.parametrize(("info", "name"), EVERY_PAGE)
def test_every_page_renders_its_widgets_without_errors(page: Page, voila_url, browser_errors, info: GameInfo,
                                                       name: str):
    url = voila_url + render(info, name)
    sample = info.samples[0]
    if name in POSITIONED:
        url += "?" + urlencode({"position": sample})
    page.goto(url)
    expect_rendered(page)
    expect_no_python_error(page)
    if name in POSITIONED:
        link = page.locator(".tutor-position-link").first
        if realtime(info, name):
            # the bots may have moved on by the time the page is drawn: the page shows the linked
            # position, or its log says the game started from it; the box shows the same table
            table = sample.split(" | ", 1)[0]
            wait_until(page, FIELD_SHOWS_OR_LOGGED, sample, f"neither a field nor the log shows {sample!r}")
            wait_until(page, """table => Array.from(document.querySelectorAll('input, textarea'))
                                         .some(f => f.value.startsWith(table + ' | '))""", table,
                       f"no field shows a position at the table {table!r}")
            expect(link).to_have_attribute("href", re_prefix(f"{render(info, name)}?position={quote_plus(table)}"))
        else:
            wait_until(page, FIELD_SHOWS, sample, f"no field shows the linked position {sample!r}")
            expect(link).to_have_attribute("href", f"{render(info, name)}?{urlencode({'position': sample, 'lang': 'en'})}")
        expect(page.get_by_text("cannot be read")).to_have_count(0)
    assert_no_browser_errors(page, browser_errors)


@pytest.mark.parametrize(("info", "name"), POSITIONED_PAGES)
def test_a_malformed_link_opens_the_default_position_with_a_message(page: Page, voila_url, browser_errors,
                                                                    info: GameInfo, name: str):
    prefix = info.id
    page.goto(f"{voila_url}{render(info, name)}?position={quote(prefix + ' nonsense')}")
    expect_rendered(page)
    expect(page.get_by_text("cannot be read").first).to_be_visible()
    wait_until(page, FIELD_SHOWS_DEFAULT, [prefix, "nonsense"], f"no field shows a default {prefix} position")
    expect(page.locator(".tutor-position-link").first).to_have_attribute(
        "href", re_prefix(f"{render(info, name)}?position={prefix}"))
    assert_no_browser_errors(page, browser_errors)


def offered_wrong_answer(app) -> tuple[int, str]:
    """The first step (counted from 1) whose wrong answer is one of its buttons, and that answer."""
    for number, step in enumerate(app.steps, 1):
        if step.wrong in app.candidates(step, step.start()):
            return number, step.wrong
    raise AssertionError("no step offers its wrong answer as a button")


LEARN_PAGES = [pytest.param(info, id=info.id) for info in GAMES if "learn" in info.pages]
WIDTHS = [pytest.param((1366, 900), id="1366"), pytest.param((390, 844), id="390")]


@pytest.mark.parametrize("size", WIDTHS)
@pytest.mark.parametrize("info", LEARN_PAGES)
def test_learn_page_explains_a_wrong_answer_then_takes_the_right_one(page: Page, voila_url, browser_errors,
                                                                    info: GameInfo, size):
    """Built from the game's own tutorial and learn page, at a laptop's and a phone's width: open at a step
    by its link, click a wrong answer and read that choice's own feedback, try again, click the right
    answer, see the board change, go on. A screenshot of the feedback goes to ``test-artifacts/``."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    app = page_module(info.id, "learn").LearnApp()
    number, wrong = offered_wrong_answer(app)
    step = app.steps[number - 1]
    page.goto(voila_url + render(info, "learn") + f"?step={step.id}")
    expect_rendered(page)
    heading, board = page.locator(f".{app.prefix}-step"), page.locator(f".{app.prefix}-board")
    expect(heading).to_contain_text(f"Step {number} of {len(app.steps)}")
    page.get_by_role("button", name=app.label(wrong), exact=True).and_(page.locator(f".{app.prefix}-answer")).click()
    feedback = step.judge(step.start(), wrong).message
    expect(page.locator(".tutor-message")).to_contain_text("Not quite.")
    expect(page.locator(".tutor-message")).to_contain_text(feedback.split(" [")[0][:60])
    shot(page, f"learn-feedback-{info.id}-{size[0]}")
    page.locator(f".{app.prefix}-retry").click()
    expect(page.locator(".tutor-message")).not_to_contain_text("Not quite.")
    before = board.inner_html()
    page.get_by_role("button", name=app.label(step.accepted[0]), exact=True).and_(page.locator(f".{app.prefix}-answer")).click()
    expect(page.locator(".tutor-message")).to_contain_text("Right!")
    expect_changed(board, before)
    page.locator(f".{app.prefix}-next").click()
    expect(heading).to_contain_text(f"Step {number + 1} of")
    assert_no_browser_errors(page, browser_errors)
