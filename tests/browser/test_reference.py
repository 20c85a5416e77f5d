"""The rules reference page in a real browser, at a laptop's and a phone's width: the search filters the
rules as you type, a ``?rule=`` link opens the page on that rule, and a refused move on a play page links
its rule id to the rule on the reference page. Screenshots go to ``test-artifacts/`` (git-ignored)."""
from __future__ import annotations

from urllib.parse import urlencode

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import SLOW, assert_no_browser_errors, expect_no_python_error, open_page, shot
from tutor.core import NotationError, rule
from tutor.games import game_info
from tutor.widgets.reference import reference, rule_href

pytestmark = pytest.mark.browser

WIDTHS = [pytest.param((1366, 900), id="desktop"), pytest.param((390, 844), id="phone")]
#: no part of the page is wider than the screen (a phone would cut it off)
FITS = "() => document.documentElement.scrollWidth <= window.innerWidth + 1"


def rules_url(game_id: str, **query: str) -> str:
    return f"/voila/render/{game_id}/rules.ipynb" + (f"?{urlencode(query)}" if query else "")


def listed(page: Page) -> list[str]:
    return page.locator(".tutor-rule").evaluate_all("rules => rules.map(r => r.dataset.rule)")


@pytest.mark.parametrize("size", WIDTHS)
def test_the_search_filters_the_rules_as_you_type(page: Page, voila_url, browser_errors, size):
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    ref = reference("apache")
    open_page(page, voila_url + rules_url("apache"), ".tutor-rules-search input")
    expect(page.locator(".tutor-rule")).to_have_count(len(ref.entries), timeout=SLOW)
    expect_no_python_error(page)
    last = page.locator(".tutor-rules-contents a").last  # the sections' contents scroll to a section
    last.click()
    expect(page.locator(last.get_attribute("href"))).to_be_in_viewport()
    search = page.locator(".tutor-rules-search input")
    search.scroll_into_view_if_needed()
    search.press_sequentially("Chief")  # key by key, as a person types; any case
    wanted = [entry.rule.id for entry in ref.search("Chief")]
    assert 0 < len(wanted) < len(ref.entries)
    expect(page.locator(".tutor-rule")).to_have_count(len(wanted))
    assert listed(page) == wanted
    expect(page.locator(".tutor-rules-count")).to_contain_text(f"{len(wanted)} of {len(ref.entries)} rules match")
    page.wait_for_function(FITS)
    shot(page, f"reference-search-{width}")
    search.fill("no such word anywhere")
    expect(page.locator(".tutor-rule")).to_have_count(0)
    expect(page.locator(".tutor-rules-count")).to_contain_text("No rule matches")
    page.locator(".tutor-rules-all").click()
    expect(page.locator(".tutor-rule")).to_have_count(len(ref.entries))
    assert_no_browser_errors(page, browser_errors)


@pytest.mark.parametrize("size", WIDTHS)
def test_a_rule_link_opens_the_page_on_that_rule(page: Page, voila_url, browser_errors, size):
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    entry = reference("fort_apache").entries[-1]
    open_page(page, voila_url + rules_url("fort_apache", rule=entry.rule.id), ".tutor-rule")
    expect(page.locator(".tutor-rule")).to_have_count(1, timeout=SLOW)
    shown = page.locator(f".tutor-rule[data-rule='{entry.rule.id}']")
    expect(shown).to_be_visible()
    expect(shown).to_contain_text(entry.rule.title)
    expect(page.locator(".tutor-rules-search input")).to_have_value(entry.rule.id)
    if entry.steps:
        expect(shown.locator("a[href^='learn.ipynb?step=']").first).to_be_visible()
    expect_no_python_error(page)
    page.wait_for_function(FITS)
    shot(page, f"reference-rule-{width}")
    assert_no_browser_errors(page, browser_errors)


def refused_text(game_id: str) -> tuple[str, str]:
    """An action text the game refuses in its first sample (from its tutorial's answers), and the rule id
    the refusal cites."""
    info = game_info(game_id)
    state = info.parse(info.samples[0])
    steps = info.tutorial
    for text in [step.wrong for step in steps] + [answer for step in steps for answer in step.accepted]:
        try:
            verdict = state.check(state.parse_action(text))
        except NotationError:
            continue
        if not verdict.ok:
            return text, verdict.rule
    raise AssertionError(f"no tutorial answer is refused in {game_id}'s first sample")


@pytest.mark.parametrize("size", WIDTHS)
def test_a_refused_move_links_to_its_rule_on_the_reference_page(page: Page, voila_url, browser_errors, size):
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    info = game_info("apacze")
    text, rule_id = refused_text(info.id)
    open_page(page, f"{voila_url}/voila/render/{info.id}/play.ipynb?{urlencode({'position': info.samples[0]})}",
              ".apacze-typed input")
    box = page.locator(".apacze-typed input")
    box.fill(text)
    box.press("Enter")
    link = page.locator(".apacze-message a.tutor-rule-link")
    expect(link).to_have_text(str(rule(rule_id).title))  # the rule's name (the page is in English)
    expect(link).to_have_attribute("data-rule", rule_id)
    expect(link).to_have_attribute("href", rule_href(info.id, rule_id))
    shot(page, f"reference-verdict-link-{width}")
    with page.context.expect_page() as opened:
        link.click()
    reference_page = opened.value
    reference_page.set_viewport_size({"width": width, "height": height})
    expect(reference_page.locator(".tutor-rule")).to_have_count(1, timeout=SLOW)
    expect(reference_page.locator(f".tutor-rule[data-rule='{rule_id}']")).to_be_visible()
    reference_page.close()
    assert_no_browser_errors(page, browser_errors)


def test_a_rules_tutorial_link_opens_the_learn_page_at_that_step(page: Page, voila_url, browser_errors):
    page.set_viewport_size({"width": 1366, "height": 900})
    entry = next(e for e in reversed(reference("tribu").entries) if e.steps and e.steps[0][0] > 1)
    n, _, step_id = entry.steps[0]
    open_page(page, voila_url + rules_url("tribu", rule=entry.rule.id), ".tutor-rule")
    link = page.locator(f".tutor-rule[data-rule='{entry.rule.id}'] a[href^='learn.ipynb?step={step_id}&']")
    with page.context.expect_page() as opened:
        link.click()
    learn = opened.value
    expect(learn.get_by_text(f"Step {n} of ")).to_be_visible(timeout=SLOW)
    learn.close()
    assert_no_browser_errors(page, browser_errors)
