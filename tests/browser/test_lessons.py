"""The probability lesson pages in headless Chromium: every one renders without errors, and an exercise
answered right and wrong gets the right feedback."""
from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import SLOW, assert_no_browser_errors, expect_no_python_error
from tutor.lessons.lesson01_sample_spaces import LESSON

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
PAGES = sorted(path.relative_to(NOTEBOOKS).as_posix() for path in (NOTEBOOKS / "lessons").rglob("*.ipynb")
               if ".ipynb_checkpoints" not in path.parts)
EXERCISED = "lessons/01-sample-spaces.ipynb"  # rendered (and checked for errors) by the exercise test


@pytest.mark.parametrize("path", [path for path in PAGES if path != EXERCISED])
def test_lesson_page_renders_without_errors(page: Page, voila_url, browser_errors, path: str):
    page.goto(f"{voila_url}/voila/render/{path}")
    if path == "lessons/index.ipynb":
        expect(page.get_by_role("heading", level=1, name="Probability lessons")).to_be_visible(timeout=SLOW)
    else:
        expect(page.locator(".lesson-app")).to_be_visible(timeout=SLOW)
        expect(page.locator(".lesson-app h2")).to_contain_text("Lesson ")
    expect_no_python_error(page)
    assert_no_browser_errors(page, browser_errors)


def test_right_and_wrong_answers_get_their_feedback(page: Page, voila_url, browser_errors):
    page.goto(f"{voila_url}/voila/render/{EXERCISED}")
    expect(page.locator(".lesson-app")).to_be_visible(timeout=SLOW)
    right, wrong = LESSON.exercises[:2]
    answers, checks, feedback = (page.locator(f".{cls}") for cls in ("lesson-answer input", "lesson-check",
                                                                     "lesson-feedback"))
    answers.nth(0).fill(str(right.answer))
    checks.nth(0).click()
    expect(feedback.nth(0)).to_contain_text("Right")
    answers.nth(1).fill(str(wrong.exact + Fraction(1, wrong.exact.denominator)))
    checks.nth(1).click()
    expect(feedback.nth(1)).to_contain_text("Not quite")
    expect(feedback.nth(1)).to_contain_text(wrong.hint)
    assert_no_browser_errors(page, browser_errors)
