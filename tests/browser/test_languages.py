"""Every page in every language, in a real browser (issue #18).

* Under the pseudo-language (``?lang=xx``) every message is wrapped in ``⟦…⟧``: any visible text left
  unwrapped (numbers, rule ids, position strings and the language menu's names aside) is English that
  escaped the catalogs, and fails the test.
* Each page opens in Italian, Polish and Spanish, at a laptop's and then a phone's width, without errors
  and without anything cut off; it says it is in that language (``<nav class='tutor-languages'>`` marks
  it) and its links to other pages keep the language.
* A browser that prefers Polish and names no ``?lang=`` gets Polish; an old link (no ``lang``) still opens.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.clicks import fits
from tests.browser.helpers import SLOW, assert_no_browser_errors, expect_no_python_error, shot
from tutor.core.i18n import NAMES
from tutor.games import registered_games
from tests.helpers import unwrapped

pytestmark = pytest.mark.browser
NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"

GAMES = registered_games()
LESSONS = ["lessons/index.ipynb", "lessons/01-sample-spaces.ipynb", "lessons/05-drawing-without-replacement.ipynb",
           "lessons/09-graphs-and-regions.ipynb"]
#: every page of every game, the landing page and lessons (all ten under the pseudo-language)
PAGES = ["index.ipynb"] + [info.notebook(name) for info in GAMES for name in info.pages] + LESSONS
#: under the pseudo-language: every page, every lesson and its teacher's version
PSEUDO_PAGES = sorted(set(PAGES) | {str(p.relative_to(NOTEBOOKS)) for p in NOTEBOOKS.glob("lessons/**/*.ipynb")})
SIZES = ((1366, 900), (390, 844))

#: what the reader can see, line by line (inline marks such as bold stay inside their line), the texts of the
#: boards' SVG, the options of selects and the aria-labels
VISIBLE_TEXTS = """() => {
    const root = document.querySelector('#rendered_cells') || document.body;
    for (const nav of root.querySelectorAll('.tutor-languages')) nav.dataset.skip = '1';
    const out = [];
    const clone = root.cloneNode(true);
    for (const el of clone.querySelectorAll('.tutor-languages, script, style, svg, select')) el.remove();
    const holder = document.createElement('div');
    holder.style.cssText = 'position:absolute; left:-99999px; width:1200px';
    holder.appendChild(clone);
    document.body.appendChild(holder);
    out.push(...holder.innerText.split('\\n'));
    holder.remove();
    for (const t of root.querySelectorAll('svg text, svg title')) out.push(t.textContent);
    for (const o of root.querySelectorAll('option')) out.push(o.textContent);
    for (const el of root.querySelectorAll('[aria-label]')) out.push(el.getAttribute('aria-label'));
    return out.map(t => t.trim()).filter(t => t);
}"""
#: names, not texts: the games' titles, the product's name
TITLES = {info.title for info in GAMES} | {"Tabletop Tutor"}
#: what may stand outside the wrapping: a rule id, a position string's or an action's words are notation





def open_rendered(page: Page, url: str) -> None:
    page.goto(url)
    expect(page.locator("#loading")).to_have_count(0, timeout=SLOW)
    expect(page.locator(".tutor-languages").first).to_be_visible(timeout=SLOW)
    expect_no_python_error(page)


def settle(page: Page) -> None:
    """Wait until the page's text stops changing (widgets arrive, plots and jobs fill in), and no widget is still
    Voila's "Loading widget..." placeholder (on a loaded machine it can stand still longer than a poll)."""
    page.wait_for_function("() => !document.body.innerText.includes('Loading widget...')", timeout=SLOW)
    page.wait_for_function("""() => {
        const now = document.body.innerText.length;
        const last = window.__tutorLength; window.__tutorLength = now;
        return last === now;
    }""", polling=700, timeout=SLOW)


def test_unwrapped_words_are_found():
    assert unwrapped("⟦a ⟦red⟧ card⟧ and more [apache.claim.window] 12") == ["and", "more"]


@pytest.mark.parametrize("path", PSEUDO_PAGES)
def test_under_the_pseudo_language_no_page_shows_an_unwrapped_text(page: Page, voila_url, browser_errors, path):
    open_rendered(page, f"{voila_url}/voila/render/{path}?lang=xx")
    settle(page)
    left = {}
    for text in page.evaluate(VISIBLE_TEXTS):
        words = unwrapped(text)
        if words and text not in TITLES:
            left[text[:120]] = words
    shot(page, f"pseudo-{path.replace('/', '-')}")
    assert not left, f"{len(left)} text(s) escaped the catalogs on {path}:\n" + "\n".join(
        f"{text!r}: {words}" for text, words in list(left.items())[:40])
    assert_no_browser_errors(page, browser_errors)


@pytest.mark.parametrize("lang", ["it", "pl", "es"])
@pytest.mark.parametrize("path", PAGES)
def test_every_page_opens_in_each_language_on_a_laptop_and_a_phone(page: Page, voila_url, browser_errors, lang, path):
    width, height = SIZES[0]
    page.set_viewport_size({"width": width, "height": height})
    open_rendered(page, f"{voila_url}/voila/render/{path}?lang={lang}")
    menu = page.locator(".tutor-languages").first
    expect(menu.locator(f"b[lang='{lang}']")).to_have_text(NAMES[lang])
    settle(page)
    fits(page, width)
    links = page.locator("#rendered_cells a[href*='.ipynb']").evaluate_all("as => as.map(a => a.getAttribute('href'))")
    assert all(f"lang={lang}" in href for href in links), [h for h in links if f"lang={lang}" not in h][:5]
    width, height = SIZES[1]
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_timeout(300)
    fits(page, width)
    shot(page, f"{lang}-phone-{path.replace('/', '-')}")
    assert_no_browser_errors(page, browser_errors)


@pytest.fixture
def polish_browser(browser):
    context = browser.new_context(locale="pl-PL", extra_http_headers={"Accept-Language": "pl-PL,pl;q=0.9,en;q=0.5"})
    yield context
    context.close()


def test_a_browser_that_prefers_polish_gets_polish_and_an_old_link_still_opens(polish_browser, voila_url):
    page = polish_browser.new_page()
    info = GAMES[0]
    page.goto(f"{voila_url}/voila/render/{info.notebook('play')}?position={info.samples[0]}")
    expect(page.locator(".tutor-languages b[lang='pl']").first).to_be_visible(timeout=SLOW)
    expect_no_python_error(page)
    page.close()
