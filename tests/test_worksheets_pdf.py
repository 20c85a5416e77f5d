"""Every lesson's worksheet and answer key as PDF, made as `make worksheets` and the server make them (Debian's
headless Chromium through Playwright, one browser for the whole module), and read back with pypdf: the pages
are there, of the paper's size, with the lesson's title and first exercise as text, and the key's exact answers.

Every lesson (the new ones too), both pages, A4 and Letter, in English; then one lesson's pages in each other
language.
"""
from __future__ import annotations

import io
import re
import unicodedata

import pytest

from tutor.core.i18n import LANGUAGES, M, render
from tutor.lessons import lesson, listings
from tutor.lessons.printing import KINDS, PAPERS, print_html

pytestmark = pytest.mark.browser

NUMBERS = [listing.number for listing in listings()]
POINTS = {"a4": (595, 842), "letter": (612, 792)}  # the papers' sizes in PDF points (1/72 inch)
OTHER = [lang for lang in LANGUAGES if lang != "en"]
PAGES = ([(number, kind, paper, "en") for number in NUMBERS for kind in KINDS for paper in PAPERS]
         + [(NUMBERS[i % len(NUMBERS)], kind, paper, lang) for i, lang in enumerate(OTHER, start=2)
            for kind in KINDS for paper in PAPERS])


@pytest.fixture(scope="module")
def maker():
    from serve.printing import PdfMaker, chromium_problem

    problem = chromium_problem()
    if problem:
        pytest.fail(problem, pytrace=False)
    with PdfMaker() as made:
        yield made


def words(text: str) -> str:
    """A text as a PDF's extracted text gives it back: whitespace (line ends too) collapsed, the font's
    ligatures (``ﬁ``) read as their letters."""
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).strip()


def test_every_paper_has_its_size_in_points():
    assert set(POINTS) == set(PAPERS)
    for name, paper in PAPERS.items():  # 1 mm = 72 / 25.4 points
        assert (round(paper.width_mm * 72 / 25.4), round(paper.height_mm * 72 / 25.4)) == POINTS[name]


@pytest.mark.parametrize("number, kind, paper, lang", PAGES)
def test_the_pdf(maker, number, kind, paper, lang):
    from pypdf import PdfReader

    found = lesson(number)
    reader = PdfReader(io.BytesIO(maker.pdf(print_html(found, kind, paper=paper, lang=lang), paper)))
    assert len(reader.pages) >= 1
    width, height = POINTS[paper]
    for at, page in enumerate(reader.pages, start=1):
        box = page.mediabox
        assert abs(float(box.width) - width) <= 1 and abs(float(box.height) - height) <= 1, \
            f"page {at} is {float(box.width)} x {float(box.height)} pt, not {paper}"
    text = words(" ".join(page.extract_text() for page in reader.pages))
    title = render(M("Lesson {number}: {title}", number=number, title=found.title), lang)
    assert words(title) in text
    assert words(render(found.exercises[0].question, lang)) in text
    name = (M("Answer key - lesson {number}: {title}", number=number, title=found.title) if kind == "key" else
            M("Worksheet - lesson {number}: {title}", number=number, title=found.title))
    assert reader.metadata is not None and reader.metadata.title == render(name, lang)
    if lang == "en":  # every page says which it is; an exercise is never split between two pages
        pages = [words(page.extract_text()) for page in reader.pages]
        for at, page_text in enumerate(pages, start=1):
            assert f"Page {at} of {len(pages)}" in page_text and words(title) in page_text
        for n, exercise in enumerate(found.exercises, start=1):
            heading = f"Exercise {n}. " + words(render(exercise.question, lang))[:40]
            on = [text for text in pages if heading in text]
            assert len(on) == 1, f"lesson {number}'s {kind}: exercise {n} is on {len(on)} pages"
            after = words(render(exercise.worked, lang))[-40:] if kind == "key" else "Your answer and your working:"
            end = on[0][on[0].index(heading):]
            assert after in end, f"lesson {number}'s {kind}: exercise {n} is split between two pages"
    answers = [str(e.exact) if e.exact.denominator != 1 else str(e.exact.numerator) for e in found.exercises]
    if kind == "key":
        missing = [answer for answer in answers if answer not in text]
        assert not missing, f"the key of lesson {number} ({lang}) lacks the exact answers {missing}"
        assert words(render(found.exercises[0].worked, lang)) in text
    else:
        assert words(render(found.exercises[0].worked, lang)) not in text
