"""The Voila landing page (notebooks/index.ipynb) in headless Chromium."""
from __future__ import annotations

import re
import time
from pathlib import Path, PurePosixPath
from urllib.parse import unquote, urljoin, urlsplit

import pytest
from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from tests.browser.helpers import SLOW, assert_no_browser_errors, expect_no_python_error
from tutor.core import rules
from tutor.games import registered_games
from tutor.lessons import listings

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
LANDING = "/voila/render/index.ipynb"
GAMES = registered_games()
#: what the landing page lists: every registered game, then the lessons (not a game)
SECTIONS = [info.title for info in GAMES] + ["Probability lessons"]
AUDIENCES = ["Learners", "Teachers", "Players"]


def dead_links(hrefs: list[str], page_url: str) -> list[str]:
    """Relative links that do not open an existing notebook under Voila's render URL."""
    dead = []
    for href in hrefs:
        if urlsplit(href).scheme or href.startswith("#"):
            continue  # external links and in-page anchors
        target = urlsplit(urljoin(page_url, href))
        if target.netloc != urlsplit(page_url).netloc or not target.path.startswith("/voila/render/"):
            dead.append(f"{href} -> {target.path} (not a Voila render URL)")
            continue
        relative = PurePosixPath(unquote(target.path.removeprefix("/voila/render/")))
        if not (NOTEBOOKS / relative).is_file():
            dead.append(f"{href} -> notebooks/{relative} (no such notebook)")
    return dead


def render_paths(hrefs: list[str], page_url: str) -> set[str]:
    """The notebooks (relative to notebooks/) that the relative links open under Voila's render URL."""
    paths = set()
    for href in hrefs:
        if urlsplit(href).scheme or href.startswith("#"):
            continue
        target = urlsplit(urljoin(page_url, href)).path  # without a query (?position=...)
        if target.startswith("/voila/render/"):
            paths.add(unquote(target.removeprefix("/voila/render/")))
    return paths


def test_dead_links_helper():
    page_url = "http://127.0.0.1:1234" + LANDING
    assert dead_links(["index.ipynb", "https://example.org/x", "#games"], page_url) == []
    assert dead_links(["apache/no-such.ipynb"], page_url) == [
        "apache/no-such.ipynb -> notebooks/apache/no-such.ipynb (no such notebook)"]


def test_landing_page(page: Page, voila_url, browser_errors, record_property):
    """Renders title, audiences and games, each game's live rule list, a link to every page of every
    registered game, no dead links, no errors."""
    started = time.perf_counter()
    page.goto(voila_url + LANDING)
    landing = page.locator(".tutor-landing")
    # Generous: the kernel starts and runs the notebook before the widget exists (about 3 s here).
    expect(landing).to_be_visible(timeout=SLOW)
    seconds = time.perf_counter() - started
    record_property("request_to_widget_visible_s", round(seconds, 2))
    print(f"page request to widget visible: {seconds:.2f} s")

    # By accessible name: the rendered heading also holds a "¶" anchor link.
    expect(page.get_by_role("heading", level=1, name="Tabletop Tutor")).to_be_visible()
    for text in AUDIENCES + SECTIONS:
        expect(page.get_by_text(text).first).to_be_visible()

    # One section per registered game lists exactly its rules, in order, with their titles; the first
    # is open, each other is filled when opened.
    for number, info in enumerate(GAMES):
        expected = rules(f"{info.id}.")
        if number:
            landing.get_by_text(re.compile(rf"^{re.escape(info.title)}: \d+ rules$")).click()
        rows = landing.locator("table.tutor-rule-list:visible tbody tr")
        expect(rows).to_have_count(len(expected))
        expect(rows.locator("td:nth-child(1)")).to_have_text([r.id for r in expected])
        expect(rows.locator("td:nth-child(2)")).to_have_text([r.title for r in expected])

    # Voila's default: code cells are not sent to the browser at all.
    assert "add_class" not in page.content()

    # Every page of every registered game is linked (waiting: a widget may draw links after the text).
    pages = [info.notebook(name) for info in GAMES for name in info.pages]
    wanted = [f"{voila_url}/voila/render/{path}" for path in pages]
    try:
        page.wait_for_function("""wanted => {
            const linked = new Set(Array.from(document.querySelectorAll('a[href]'), a => a.href.split('?')[0]));
            return wanted.every(url => linked.has(url));
        }""", arg=wanted)
    except PlaywrightTimeoutError:
        pass  # the assertion below names what is missing
    hrefs = page.locator("a[href]").evaluate_all("links => links.map(a => a.getAttribute('href'))")
    linked = render_paths(hrefs, voila_url + LANDING)
    missing = [path for path in pages if path not in linked]
    assert missing == [], "registered pages the landing page does not link:\n" + "\n".join(missing)

    # Games still 'coming soon' must not be links that 404.
    dead = dead_links(hrefs, voila_url + LANDING)
    assert dead == [], "dead links on the landing page:\n" + "\n".join(dead)

    # Errors raised after first paint (a widget view failing late) have surfaced by now.
    expect_no_python_error(page)
    assert_no_browser_errors(page, browser_errors)


ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
#: no part of the page is wider than the screen (a phone would cut it off)
FITS = "() => document.documentElement.scrollWidth <= window.innerWidth + 1"


@pytest.mark.parametrize("size", [pytest.param((1366, 900), id="desktop"), pytest.param((390, 844), id="phone")])
def test_landing_shows_each_games_board_and_a_separate_teachers_section(page: Page, voila_url, browser_errors,
                                                                        size):
    """A picture of every game's board, drawn and fitting the screen; the lessons for students; a "For teachers"
    section below them that links no teacher's version (those open from a class's teacher link, #24)."""
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    page.goto(voila_url + LANDING)
    expect(page.locator(".tutor-landing")).to_be_visible(timeout=SLOW)
    pictures = page.locator("img.tutor-game-picture")
    expect(pictures).to_have_count(len(GAMES))
    for n, info in enumerate(GAMES):
        picture = pictures.nth(n)
        picture.scroll_into_view_if_needed()
        expect(picture).to_be_visible()
        expect(picture).to_have_attribute("alt", f"The {info.title} board in the middle of a game")
        page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=picture.element_handle())
        box = picture.bounding_box()
        assert box is not None and 0 < box["width"] <= min(width, 360) and box["x"] >= 0
        ratio = picture.evaluate("img => img.naturalHeight / img.naturalWidth")
        assert abs(box["height"] / box["width"] - ratio) < 0.02   # scaled, not stretched
    page.wait_for_function(FITS)

    students = page.locator(".tutor-lessons a")
    teachers = page.locator(".tutor-teachers")
    expect(students).to_have_count(len(listings()))
    expect(teachers.locator("a")).to_have_count(0)   # students' pages lead to no teacher's version (#24)
    assert all("teacher/" not in href for href in students.evaluate_all("a => a.map(x => x.getAttribute('href'))"))
    heading = page.get_by_role("heading", level=2, name="For teachers")
    expect(heading).to_be_visible()
    below = heading.evaluate("(h, first) => !!(h.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING)",
                             teachers.element_handle())
    after_students = students.last.evaluate(
        "(a, h) => !!(a.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_FOLLOWING)", heading.element_handle())
    assert below and after_students
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"landing-{width}.png"), full_page=True)
    expect_no_python_error(page)
    assert_no_browser_errors(page, browser_errors)
