"""The print-ready pages of every lesson (tutor.lessons.printing): every lesson, both pages, every language.

Each page is read back with the standard library's HTML parser, as a browser would read it: its texts
(the lesson's own, rendered in the page's language), the board's SVG inside it, the CSS page size, and
nothing of an answer on the students' worksheet. A lesson with hostile texts shows them escaped.
"""
from __future__ import annotations

import dataclasses
import re
import xml.etree.ElementTree as ET
from fractions import Fraction
from html.parser import HTMLParser

import pytest

from tutor.core.i18n import LANGUAGES, M, render, using
from tutor.lessons import Exercise, lesson, listings
from tutor.lessons.printing import KINDS, PAPERS, board_element, print_html

NUMBERS = [listing.number for listing in listings()]  # every lesson, the new ones too
VOID = {"meta", "br", "img", "input", "link", "hr"}


class Page(HTMLParser):
    """A page as a browser reads it: its visible texts (whitespace collapsed), its tags, and what is in its svg."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.texts: list[tuple[tuple[str, ...], str]] = []  # (the open tags, a text)
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.style = ""
        self.svg: list[str] = []  # the tags inside the page's svg elements, in order
        self.attributes: set[str] = set()  # the names of the attributes of every tag outside the svg
        self.feed(html)
        self.close()

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        if tag == "svg" or "svg" in self.stack:
            self.svg.append(tag)
        else:
            self.attributes.update(name for name, _ in attrs)
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if tag in self.stack:
            del self.stack[len(self.stack) - 1 - self.stack[::-1].index(tag):]

    def handle_data(self, data):
        if "style" in self.stack:
            self.style += data
        else:
            self.texts.append((tuple(self.stack), data))

    def text(self, *, svg: bool = False) -> str:
        """The page's body text, whitespace collapsed (the board's texts only if ``svg``)."""
        kept = [data for tags, data in self.texts if "body" in tags and (svg or "svg" not in tags)]
        return collapse(" ".join(kept))


def collapse(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def plain(html: str) -> str:
    """An HTML text's words, as the reader sees them."""
    parsed = Page("<body>" + html + "</body>")
    return parsed.text()


def contains(page_text: str, text: str) -> bool:
    return collapse(text) in page_text


def lesson_texts(found, lang: str) -> list[str]:
    """Every text of the lesson both pages show, in ``lang``."""
    texts = [render(found.title, lang), render(found.teaches, lang), render(found.game, lang),
             plain(render(found.situation, lang))]
    if str.__str__(found.assumptions).strip():
        texts.append(plain(render(found.assumptions, lang)))
    texts += [render(exercise.question, lang) for exercise in found.exercises]
    return texts


def key_texts(found, lang: str) -> list[str]:
    """What only the answer key shows, in ``lang``."""
    texts = [render(exercise.worked, lang) for exercise in found.exercises]
    texts += [render(exercise.hint, lang) for exercise in found.exercises]
    texts += [render(step, lang) for step, _ in found.derivation]
    if str.__str__(found.teacher_notes).strip():
        texts.append(plain(render(found.teacher_notes, lang)))
    return texts


def exact_shown(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else str(value)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("number", NUMBERS)
def test_every_page_shows_the_lesson_in_its_language(number, kind, lang):
    found = lesson(number)
    html = print_html(found, kind, paper="a4", lang=lang)
    page = Page(html)
    assert html.startswith("<!DOCTYPE html>")
    assert ("html", {"lang": lang}) in page.tags
    text = page.text()
    missing = [t for t in lesson_texts(found, lang) if not contains(text, t)]
    assert not missing, f"lesson {number}'s {kind} in {lang} lacks {missing}"
    only_key = [t for t in key_texts(found, lang) if t.strip()]
    if kind == "key":
        missing = [t for t in only_key if not contains(text, t)]
        assert not missing, f"lesson {number}'s key in {lang} lacks {missing}"
        for exercise in found.exercises:
            assert exact_shown(exercise.exact) in text, f"lesson {number}'s key lacks exercise {exercise.id}'s answer"
        assert exact_shown(Fraction(str(found.exact))) in text
    else:  # the students' sheet gives nothing away
        shown = [t for t in (render(e.worked, lang) for e in found.exercises) if contains(text, t)]
        assert not shown, f"lesson {number}'s worksheet in {lang} shows the worked answers {shown}"
        with using(lang):
            heading = render(M("The exact answer, step by step"))
        assert heading not in text
        spaces = [attrs for tag, attrs in page.tags if attrs.get("class") == "space"]
        assert len(spaces) == len(found.exercises) + 1  # one for the situation's question, one per exercise


@pytest.mark.parametrize("number", NUMBERS)
def test_the_board_is_drawn_inside_the_page(number):
    found = lesson(number)
    drawn = ET.fromstring(found.board())
    tags = [element.tag.rsplit("}", 1)[-1] for element in drawn.iter()]
    for kind in KINDS:
        page = Page(print_html(found, kind, lang="en"))
        assert page.svg == tags, f"lesson {number}'s {kind} does not hold its board's SVG element for element"
        board_title = drawn.find("{http://www.w3.org/2000/svg}title")
        if board_title is not None:
            assert collapse(board_title.text or "") in page.text(svg=True)


@pytest.mark.parametrize("paper", PAPERS)
def test_the_page_size_is_the_papers(paper):
    other = next(name for name in PAPERS if name != paper)
    for number in NUMBERS:
        for kind in KINDS:
            style = Page(print_html(lesson(number), kind, paper=paper)).style
            size = re.search(r"@page\s*{[^}]*size:\s*([A-Za-z0-9]+)\s*;[^}]*margin:\s*[0-9]+mm", style)
            assert size and size.group(1) == PAPERS[paper].css, style[:200]
            assert PAPERS[other].css not in style.split("}")[0]
            # an exercise, a derivation step and the board are each kept on one page
            assert re.search(r"\.exercise[^{]*{[^}]*break-inside:\s*avoid", style)
            assert re.search(r"\.board\s*{[^}]*break-inside:\s*avoid", style)


HOSTILE = "<script>alert('x')</script> & <b onclick=\"steal()\">"


def test_every_text_is_escaped():
    found = lesson(NUMBERS[0])
    exercise = dataclasses.replace(found.exercises[0], question=M(HOSTILE), worked=M("W & <i>not markup</i>"))
    hostile = dataclasses.replace(
        found, title=M(HOSTILE), teaches=M("a < b & c > d"),
        situation=M("<p onclick='steal()'>Look <script>steal()</script><img src=x onerror=steal()>"
                    "<b style='x'>here</b> <a href='javascript:steal()'>there</a></p><style>body{}</style>"),
        teacher_notes=M("<p>Notes <iframe src='http://evil'></iframe><b>bold</b></p>"),
        exercises=(exercise, *found.exercises[1:]))
    for kind in KINDS:
        html = print_html(hostile, kind)
        page = Page(html)
        escaped = "&lt;script&gt;alert('x')&lt;/script&gt; &amp; &lt;b onclick=\"steal()\"&gt;"
        assert escaped in html
        # the style's footer holds the title's letters, safely (test_a_hostile_title_cannot_leave_the_footers_string)
        lowered = re.sub(r"<style>.*?</style>", "", html.replace(escaped, ""), flags=re.S).lower()
        for bad in ("<script", "onclick", "onerror", "<img", "<iframe", "javascript:", "<a ", "evil"):
            assert bad not in lowered, f"{bad!r} reached the {kind}"
        text = page.text()
        assert HOSTILE in text and "a < b & c > d" in text
        assert "Look here there" in text  # the words of a dropped tag are kept, a script's are not
        assert "steal()" not in text.replace(HOSTILE, "")
        # the situation's own bold is kept as bold, without its attributes; no attribute but the page's own
        assert ("b", {}) in page.tags
        assert page.attributes <= {"class", "id", "lang", "charset", "name", "content"}
    key = Page(print_html(hostile, "key")).text()
    assert "W & <i>not markup</i>" in key and "Notes bold" in key


def test_a_board_that_is_not_svg_is_refused():
    with pytest.raises(ValueError, match="not well-formed"):
        board_element("<svg><g></svg>")
    with pytest.raises(ValueError, match="must be an <svg>"):
        board_element("<div xmlns='http://www.w3.org/1999/xhtml'/>")
    found = lesson(NUMBERS[0])
    broken = dataclasses.replace(found, board=lambda: "<svg><rect></svg>")
    with pytest.raises(ValueError, match="not well-formed"):
        print_html(broken, "worksheet")


def test_unknown_pages_and_papers_are_refused():
    found = lesson(NUMBERS[0])
    with pytest.raises(ValueError, match="worksheet, key"):
        print_html(found, "solutions")
    with pytest.raises(ValueError, match="a4, letter"):
        print_html(found, "key", paper="legal")


def test_the_key_works_out_each_derivation_step_and_names_the_mistakes():
    found = lesson(3)  # its steps are arithmetic: each is shown with its exact value
    key = Page(print_html(found, "key", lang="it")).text()
    for _, value in found.derivation:
        assert value in key
    assert f"= {found.exact} ≈ {float(found.exact):.4f}".replace(".", ",") in key
    mistaken = dataclasses.replace(found.exercises[0], mistakes=(
        __import__("tutor.lessons", fromlist=["Mistake"]).Mistake(Fraction(1, 7), M("You counted the hits")),))
    with_mistake = dataclasses.replace(found, exercises=(mistaken,), extension=True,
                                       assumptions=M("No card is played."))
    key = Page(print_html(with_mistake, "key")).text()
    assert "1/7 ≈ 0.1429: You counted the hits" in key
    assert "Extension" in key and "No card is played." in key


def test_pseudo_language_wraps_every_text_of_the_page():
    """In the pseudo-language every text of the page comes wrapped: no English escaped the catalogs."""
    for number in NUMBERS:
        for kind in KINDS:
            page = Page(print_html(lesson(number), kind, lang="xx"))
            for tags, data in page.texts:
                if "body" not in tags or "svg" in tags or "code" in tags or not re.search(r"[A-Za-z]", data):
                    continue
                assert "⟦" in data or "⟧" in data, f"lesson {number}'s {kind}: {data!r} is not a message"


def test_an_exercise_answer_that_is_a_whole_number_is_written_as_one():
    found = lesson(NUMBERS[0])
    whole = Exercise("count", M("How many?"), Fraction(12), M("Count."), M("Twelve."), kind="count")
    key = Page(print_html(dataclasses.replace(found, exercises=(whole,)), "key")).text()
    assert re.search(r"\b12\b", key) and "12/1" not in key


def test_a_two_way_table_in_the_situation_is_kept_as_a_table():
    found = lesson(NUMBERS[0])
    table = M("<p>The cards:</p><table border='1'><tr><th>red</th><th onclick='x()'>black</th></tr>"
              "<tr><td>3</td><td>5</td></tr></table>")
    page = Page(print_html(dataclasses.replace(found, situation=table), "worksheet"))
    cells = [tag for tag, _ in page.tags if tag in ("table", "tr", "th", "td")]
    assert cells == ["table", "tr", "th", "th", "tr", "td", "td"]
    assert "The cards: red black 3 5" in page.text()
    assert page.attributes <= {"class", "id", "lang", "charset", "name", "content"}
    assert re.search(r"th, td\s*{[^}]*border", page.style)


def test_the_teachers_version_links_its_pages_to_print_and_the_students_does_not():
    from urllib.parse import urljoin, urlsplit

    from tutor.widgets.lesson import lesson_links, notebook_name

    for number in NUMBERS:
        found = lesson(number)
        page = f"http://server/voila/render/lessons/teacher/{notebook_name(found)}"  # where Voila serves it
        hrefs = [attrs["href"] or "" for tag, attrs in Page(lesson_links(found, teacher=True)).tags if tag == "a"]
        printed = {urlsplit(urljoin(page, href)).path for href in hrefs if "print" in href}
        assert printed == {f"/tutor/print/{number}/worksheet.html", f"/tutor/print/{number}/key.html"}
        assert "print" not in lesson_links(found)


def test_links_are_shown_on_screen_and_never_printed():
    found = lesson(NUMBERS[0])
    links = [("/tutor/print/1/worksheet.pdf?paper=a4&lang=it", M("This page as PDF")), ("../list?a=<b>", "A & B")]
    html = print_html(found, "worksheet", lang="it", links=links)
    page = Page(html)
    assert [attrs["href"] for tag, attrs in page.tags if tag == "a"] == [href for href, _ in links]
    assert 'href="../list?a=&lt;b&gt;"' not in html and "A &amp; B" in html  # escaped as attributes and text are
    nav = next(attrs for tag, attrs in page.tags if tag == "nav")
    assert nav["class"] == "screen-only"
    assert re.search(r"@media print\s*{\s*\.screen-only\s*{\s*display:\s*none", page.style)
    assert "<nav" not in print_html(found, "worksheet", lang="it")  # what the PDFs are made from
    with pytest.raises(ValueError, match="web addresses"):
        print_html(found, "worksheet", links=[("javascript:alert(1)", "x")])


def css_text(css: str) -> str:
    """A CSS string's text (its hexadecimal escapes read back)."""
    assert css.startswith('"') and css.endswith('"')
    return re.sub(r"\\([0-9a-fA-F]{1,6}) ?", lambda m: chr(int(m.group(1), 16)), css[1:-1])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_has_a_footer_with_the_lesson_and_the_page_number(lang):
    for number in NUMBERS:
        found = lesson(number)
        style = Page(print_html(found, "worksheet", lang=lang)).style
        left = re.search(r"@bottom-left\s*{\s*content:\s*(\"[^\"]*\");", style)
        right = re.search(r"@bottom-right\s*{\s*content:\s*([^;]*);", style)
        assert left and css_text(left.group(1)) == render(M("Lesson {number}: {title}", number=number,
                                                            title=found.title), lang)
        assert right and "counter(page)" in right.group(1) and "counter(pages)" in right.group(1)


def test_a_hostile_title_cannot_leave_the_footers_string():
    found = dataclasses.replace(lesson(NUMBERS[0]), title=M('"; } </style><script>x()</script> \\'))
    html = print_html(found, "key")
    style = Page(html).style
    assert "</style" not in style.lower() and "<script" not in html.lower()
    left = re.search(r"@bottom-left\s*{\s*content:\s*(\"[^\"]*\");", style)
    assert left and css_text(left.group(1)).endswith('"; } </style><script>x()</script> \\')
