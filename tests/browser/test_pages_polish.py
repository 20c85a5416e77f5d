"""Plain words and page titles in a real browser, at a laptop's and a phone's width: each page's tab names its
game and page, a setup panel offers the rule readings in plain words, and an analyse page opened from a broken
link says so at the top, where it can be read without scrolling. Screenshots go to ``test-artifacts/``
(git-ignored)."""
from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlencode

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import (
    ARTIFACTS,
    SLOW,
    assert_no_browser_errors,
    expect_no_python_error,
    open_page,
    shot,
)
from tutor.games import game_info, registered_games
from tutor.widgets.landing import notebook_titles

pytestmark = pytest.mark.browser

WIDTHS = [pytest.param((1366, 900), id="desktop"), pytest.param((390, 844), id="phone")]
TITLES = notebook_titles()
#: one page of each registered game (each kind of page in turn), the lessons' pages and the landing page
TITLED = (["index.ipynb", "lessons/index.ipynb", "lessons/03-binomial-law.ipynb", "lessons/teacher/03-binomial-law.ipynb"]
          + [info.notebook(info.pages[n % len(info.pages)]) for n, info in enumerate(registered_games())])


@pytest.mark.parametrize("path", TITLED)
def test_each_page_tab_names_its_game_and_page(page: Page, voila_url, path: str):
    page.goto(f"{voila_url}/voila/render/{path}")
    expect(page).to_have_title(TITLES[path])
    assert not page.title().endswith(".ipynb") and page.title() != Path(path).stem


@pytest.mark.parametrize("size", WIDTHS)
def test_a_setup_panel_offers_rule_readings_in_plain_words(page: Page, voila_url, browser_errors, size):
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    info = game_info("fort_apache")
    gate = next(i for i in info.game.INTERPRETATIONS if i.option == "gate")
    open_page(page, f"{voila_url}/voila/render/{info.notebook('play')}", ".fort-board")
    expect_no_python_error(page)
    page.get_by_text(re.compile(r"^New \w+: .*rule readings$")).click()   # the setup panel's accordion
    page.get_by_text("Rule readings where the rulebook is unclear").click()
    readings = page.locator(".fort-setup-readings")
    expect(readings.get_by_text(gate.question)).to_be_visible()
    choice = readings.locator(".tutor-reading-choice select").first
    expect(choice).to_be_visible()
    labels = [text.replace("\xa0", " ") for text in choice.locator("option").all_inner_texts()]  # widgets' nbsp
    assert labels == [r.label + (" (the usual reading)" if r.value == gate.default else "") for r in gate.readings]
    expect(readings.locator(".tutor-reading-meaning").first).to_have_text(gate.reading(gate.default).text)
    choice.select_option(index=gate.values.index("damage"))
    expect(readings.locator(".tutor-reading-meaning").first).to_have_text(gate.reading("damage").text)
    text = readings.inner_text()
    for entry in info.game.INTERPRETATIONS:
        if entry.option:
            assert f"{entry.option}=" not in text and entry.question in text
    assert "one_roll" not in text and "gate=" not in text
    readings.scroll_into_view_if_needed()
    shot(page, f"setup-readings-{width}")
    assert_no_browser_errors(page, browser_errors)


@pytest.mark.parametrize("size", WIDTHS)
@pytest.mark.parametrize("game_id", ["fort_apache", "apache"])
def test_an_analyse_pages_broken_link_error_shows_without_scrolling(page: Page, voila_url, browser_errors, size,
                                                                    game_id):
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    url = f"{voila_url}/voila/render/{game_info(game_id).notebook('analyse')}?{urlencode({'position': 'no such position'})}"
    open_page(page, url, ".tutor-position-panel")
    message = page.locator(".tutor-position-panel .tutor-message")
    expect(message).to_contain_text("The position in the link cannot be read", timeout=SLOW)
    expect(message).to_be_in_viewport()
    box = message.bounding_box()
    assert box is not None and box["y"] + box["height"] <= height, "the error is below the fold"
    assert page.evaluate("window.scrollY") == 0
    expect_no_python_error(page)
    shot(page, f"analyse-broken-link-{game_id}-{width}")
    assert_no_browser_errors(page, browser_errors)


@pytest.mark.parametrize("size", WIDTHS)
def test_fort_apache_plots_are_sharp_and_keep_their_proportions(page: Page, voila_url, browser_errors, size):
    """The exact odds' plots are SVG pictures: as wide as the page allows up to their own width, the height
    following the width (a stretched picture would change its proportions)."""
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    open_page(page, f"{voila_url}/voila/render/{game_info('fort_apache').notebook('analyse')}", ".fort-gate-plot")
    for cls in ("fort-gate-plot", "fort-volley-plot"):
        plot = page.locator(f"img.{cls}")
        plot.scroll_into_view_if_needed()
        expect(plot).to_be_visible()
        assert plot.get_attribute("src").startswith("data:image/svg+xml;base64,")
        page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=plot.element_handle())
        natural = plot.evaluate("img => [img.naturalWidth, img.naturalHeight]")
        box = plot.bounding_box()
        assert box is not None and box["width"] <= min(natural[0], width) + 1 and box["x"] >= 0
        assert box["x"] + box["width"] <= width
        assert abs(box["height"] / box["width"] - natural[1] / natural[0]) < 0.02
        if width >= natural[0] + 100:
            assert box["width"] >= natural[0] - 1   # full size where it fits: not shrunk, so not blurred
    page.locator("img.fort-gate-plot").screenshot(path=str(ARTIFACTS / f"fort-gate-plot-{width}.png"))
    expect_no_python_error(page)
    assert_no_browser_errors(page, browser_errors)


@pytest.mark.parametrize("info", [pytest.param(i, id=i.id) for i in registered_games()])
def test_an_analyse_page_fits_a_phone(page: Page, voila_url, browser_errors, info):
    """At 390 px nothing of an analyse page (the position box included) reaches past the screen's right edge:
    the page never scrolls sideways (a wide table scrolls inside its own box)."""
    page.set_viewport_size({"width": 390, "height": 844})
    open_page(page, f"{voila_url}/voila/render/{info.notebook('analyse')}", ".tutor-position-panel")
    expect_no_python_error(page)
    box = page.locator(".tutor-position-panel input, .tutor-position-panel textarea").first.bounding_box()
    assert box is not None and box["x"] + box["width"] <= 390, box
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    assert_no_browser_errors(page, browser_errors)
