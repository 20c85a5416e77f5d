"""What a teacher prints: a lesson's worksheet and its answer key, as print-ready HTML pages.

:func:`print_html` builds either page from the :class:`~tutor.lessons.Lesson` itself, in one language
(every message rendered in it, numbers formatted for it) and for one paper size (:data:`PAPERS`: A4 or
US Letter, set by the CSS ``@page`` rule, so that the browser prints, and Chromium's ``page.pdf``
makes, pages of that size):

- the **worksheet** (for the students): the lesson's title and game, what it teaches, what it assumes,
  the situation with the game's board, a space for the answer to the situation's question, then every
  exercise with a space for the answer and the working;
- the **answer key** (for the teacher) adds the teacher's notes, the exact answer step by step, and
  under every exercise its exact answer, its worked answer, its hints and the common wrong answers it
  names.

The page is an :mod:`xml.etree.ElementTree` tree serialized as HTML, so every text is escaped as it is
written. The two texts that are HTML by design (a lesson's situation, and its assumptions and teacher's
notes, which may mark words in bold) are read with :class:`html.parser.HTMLParser` and keep only the
harmless tags of :data:`INLINE_TAGS` and :data:`BLOCK_TAGS`, without any attribute. The board, an SVG
string from the game's renderer, is parsed as XML and copied element by element (so a board that is not
well-formed fails here, loudly, instead of breaking the page). Page-break rules keep an exercise, a
derivation step, a table and the board each on one page; every printed page ends with the lesson's title
and its page number (CSS page margin boxes, the title written as an escaped CSS string). Links given to
:func:`print_html` (the server's: the page's PDF, the other paper) show on screen only.
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from fractions import Fraction
from html.parser import HTMLParser
from typing import Any, Sequence
from urllib.parse import urlsplit

from tutor.core.i18n import Joined, M, Message, P, Term, current, number, render, using

from . import Lesson
from .answers import AnswerError, read

#: the two pages a lesson prints
KINDS: tuple[str, ...] = ("worksheet", "key")


@dataclass(frozen=True)
class Paper:
    """A paper size: its name in CSS ``@page { size: ... }`` and its width and height in millimetres."""

    css: str
    width_mm: float
    height_mm: float


#: the paper sizes a page is made for, by the name a link uses (``?paper=letter``)
PAPERS: dict[str, Paper] = {"a4": Paper("A4", 210, 297), "letter": Paper("letter", 215.9, 279.4)}
MARGIN_MM = 15  # every side of the page

#: tags kept (without attributes) from the HTML of a situation, assumptions or teacher's notes
INLINE_TAGS = frozenset({"b", "i", "em", "strong", "code", "sub", "sup", "br", "small"})
BLOCK_TAGS = frozenset({"p", "ul", "ol", "li", "table", "thead", "tbody", "tr", "th", "td"})  # a two-way table
#: tags whose content is dropped with them
DROPPED_TAGS = frozenset({"script", "style", "template", "iframe", "object", "svg", "math"})
MAX_BOARD = 2_000_000  # characters of a board's SVG read (the largest lesson board is about 60 000)

STYLE = """
@page { size: %(size)s; margin: %(margin)smm;
        @bottom-left { content: %(footer)s; font-size: 8pt; color: #555; }
        @bottom-right { content: %(page)s; font-size: 8pt; color: #555; } }
html { font-family: "DejaVu Sans", Verdana, Arial, sans-serif; font-size: 10.5pt; line-height: 1.35;
       color: #000; background: #fff; }
body { margin: 0; }
@media screen { body { max-width: %(width)smm; margin: 1em auto; padding: 0 1em; } }
h1 { font-size: 17pt; margin: 0 0 .2em 0; }
h2 { font-size: 13pt; margin: 1em 0 .4em 0; border-bottom: 1px solid #999; }
h1, h2, h3 { break-after: avoid; page-break-after: avoid; }
p { margin: .35em 0; orphans: 3; widows: 3; }
code { font-family: "DejaVu Sans Mono", monospace; font-size: 9.5pt; white-space: pre-wrap; word-break: break-word; }
.kind { font-size: 12pt; font-weight: bold; color: #333; margin: 0; }
.student { display: flex; gap: 2em; margin: .8em 0; }
.student span { flex: 1; border-bottom: 1px solid #000; padding-bottom: 1.2em; }
.extension { font-style: italic; }
.board { margin: .6em 0; text-align: center; break-inside: avoid; page-break-inside: avoid; }
.board svg { display: block; margin: 0 auto; width: 100%%; height: auto; max-height: 115mm; }
.space { border: 1px solid #555; border-radius: 2mm; min-height: 32mm; margin: .4em 0 .8em 0; padding: .3em .5em;
         color: #555; font-size: 9pt; }
.situation-answer .space { min-height: 22mm; }
.exercise, .derivation li, .notes, .situation-answer, .exact { break-inside: avoid; page-break-inside: avoid; }
.exercise { margin: 0 0 .6em 0; }
.answer { font-weight: bold; }
.worked, .hints, .mistakes { margin-left: 1.2em; }
.notes { border-left: 3px solid #555; padding-left: .8em; }
.screen-only { margin: 0 0 1em 0; padding: .4em .6em; background: #eef3f8; border-radius: 4px; }
@media print { .screen-only { display: none; } }
table { border-collapse: collapse; margin: .5em 0; break-inside: avoid; page-break-inside: avoid; }
th, td { border: 1px solid #666; padding: .15em .6em; text-align: center; }
"""


def print_html(lesson: Lesson, kind: str, *, paper: str = "a4", lang: str | None = None,
               links: Sequence[tuple[str, Any]] = ()) -> str:
    """The print-ready HTML page of ``lesson``'s worksheet or answer key (``kind``: see :data:`KINDS`) for
    ``paper`` (see :data:`PAPERS`), in ``lang`` (the current language by default). ``links`` (address, text)
    are shown above the page on screen, never printed (the page's PDF, the other paper...)."""
    if kind not in KINDS:
        raise ValueError(f"the kind of page must be one of {', '.join(KINDS)}, not {kind!r}")
    if paper not in PAPERS:
        raise ValueError(f"the paper must be one of {', '.join(PAPERS)}, not {paper!r}")
    for href, _ in links:
        if urlsplit(href).scheme not in ("", "http", "https"):
            raise ValueError(f"a print page links only to web addresses, not {href!r}")
    with using(lang or current()) as chosen:
        page = _page(lesson, kind == "key", PAPERS[paper], chosen)
        if links:
            nav = ET.Element("nav", {"class": "screen-only"})
            for n, (href, text) in enumerate(links):
                if n:
                    ET.SubElement(nav, "span").text = " · "
                ET.SubElement(nav, "a", href=href).text = render(text)
            page.find("body").insert(0, nav)  # type: ignore[union-attr]
        return "<!DOCTYPE html>\n" + ET.tostring(page, encoding="unicode", method="html")


def worksheet_html(lesson: Lesson, *, paper: str = "a4", lang: str | None = None) -> str:
    """The students' worksheet (:func:`print_html`)."""
    return print_html(lesson, "worksheet", paper=paper, lang=lang)


def key_html(lesson: Lesson, *, paper: str = "a4", lang: str | None = None) -> str:
    """The teacher's answer key (:func:`print_html`)."""
    return print_html(lesson, "key", paper=paper, lang=lang)


# ------------------------------------------------------------------------------------------------ the page


def _page(lesson: Lesson, key: bool, paper: Paper, lang: str) -> ET.Element:
    html = ET.Element("html", lang="en" if lang == "xx" else lang)
    head = ET.SubElement(html, "head")
    ET.SubElement(head, "meta", charset="utf-8")
    ET.SubElement(head, "meta", name="robots", content="noindex")
    page_title = (M("Answer key - lesson {number}: {title}", number=lesson.number, title=lesson.title) if key else
                  M("Worksheet - lesson {number}: {title}", number=lesson.number, title=lesson.title))
    _text(head, "title", page_title)
    style = ET.SubElement(head, "style")
    footer = M("Lesson {number}: {title}", number=lesson.number, title=lesson.title)
    counted = render(M("Page {page} of {pages}", page="\x00", pages="\x01"))  # the counters, in the language's order
    page_css = " ".join({"\x00": "counter(page)", "\x01": "counter(pages)"}.get(part) or css_string(part)
                        for part in re.split("(\x00|\x01)", counted))
    style.text = STYLE % {"size": paper.css, "margin": MARGIN_MM, "width": paper.width_mm - 2 * MARGIN_MM,
                          "footer": css_string(render(footer)), "page": page_css}
    body = ET.SubElement(html, "body", {"class": "key" if key else "worksheet"})

    header = ET.SubElement(body, "header")
    _text(header, "h1", M("Lesson {number}: {title}", number=lesson.number, title=lesson.title))
    _text(header, "p", M("Answer key (for the teacher)") if key else M("Worksheet"), cls="kind")
    _text(header, "p", M("Game: {game}", game=lesson.game), cls="game")
    if not key:
        student = ET.SubElement(header, "div", {"class": "student"})
        for label in (M("Name:"), M("Class:"), M("Date:")):
            _text(student, "span", label)
    learn = _text(header, "p", M("What you will learn:"), cls="teaches", bold=True)
    _tail(learn, lesson.teaches)
    if lesson.extension:
        _text(header, "p", M("Extension: beyond the 14-18 syllabus."), cls="extension")
    if _shown(lesson.assumptions):
        assumes = ET.SubElement(header, "div", {"class": "assumptions"})
        _text(assumes, "p", M("What this lesson assumes:"), bold=True)
        _fragment(assumes, lesson.assumptions)

    main = ET.SubElement(body, "main")
    if key and _shown(lesson.teacher_notes):
        notes = ET.SubElement(main, "section", {"class": "notes"})
        _text(notes, "h2", M("Teacher's notes"))
        _fragment(notes, lesson.teacher_notes)

    situation = ET.SubElement(main, "section", {"class": "situation"})
    _text(situation, "h2", M("The situation"))
    _fragment(situation, lesson.situation)
    figure = ET.SubElement(situation, "figure", {"class": "board"})
    figure.append(board_element(lesson.board()))
    if key:
        _derivation(main, lesson)
    else:
        answer = ET.SubElement(situation, "div", {"class": "situation-answer"})
        _text(answer, "div", M("Your answer to the question of the situation, with your working:"), cls="space")

    exercises = ET.SubElement(main, "section", {"class": "exercises"})
    _text(exercises, "h2", M("Exercises"))
    if not key and lesson.exercises:
        digits = max(exercise.digits for exercise in lesson.exercises)
        _text(exercises, "p", P("Give each answer as an exact fraction where you can, or as a decimal with at least "
                                "{n} significant digit.",
                                "Give each answer as an exact fraction where you can, or as a decimal with at least "
                                "{n} significant digits.", n=digits), cls="instructions")
    for n, exercise in enumerate(lesson.exercises, start=1):
        box = ET.SubElement(exercises, "div", {"class": "exercise", "id": f"exercise-{exercise.id}"})
        question = _text(box, "p", M("Exercise {number}.", number=n), cls="question", bold=True)
        _tail(question, exercise.question)
        if not key:
            _text(box, "div", M("Your answer and your working:"), cls="space")
            continue
        _text(box, "p", M("Answer: {answer}", answer=exact_text(exercise.exact)), cls="answer")
        worked = _text(box, "p", M("Worked answer:"), cls="worked", bold=True)
        _tail(worked, exercise.worked)
        hints = [exercise.hint, *exercise.hints]
        if any(_shown(hint) for hint in hints):
            listed = ET.SubElement(box, "div", {"class": "hints"})
            _text(listed, "p", P("Hint, as the page gives it after a wrong answer:",
                                 "Hints, in the order the page gives them after wrong answers:", n=len(hints)),
                  bold=True)
            items = ET.SubElement(listed, "ol")
            for hint in hints:
                _text(items, "li", hint)
        if exercise.mistakes:
            listed = ET.SubElement(box, "div", {"class": "mistakes"})
            _text(listed, "p", M("Common wrong answers:"), bold=True)
            items = ET.SubElement(listed, "ul")
            for mistake in exercise.mistakes:
                _text(items, "li", M("{answer}: {mistake}", answer=exact_text(_fraction(mistake.value)),
                                     mistake=mistake.name))
    return html


def _derivation(parent: ET.Element, lesson: Lesson) -> None:
    """The exact answer of the situation, step by step, and the exact answer itself."""
    section = ET.SubElement(parent, "section", {"class": "derivation"})
    _text(section, "h2", M("The exact answer, step by step"))
    steps = ET.SubElement(section, "ol")
    for step, value in lesson.derivation:
        _fill(ET.SubElement(steps, "li"), M("{step}: {value}", step=step, value=_MARK), value_element(value))
    _fill(ET.SubElement(section, "p", {"class": "exact"}), M("Exact answer: {exact}", exact=_MARK),
          _bold(exact_text(_fraction(lesson.exact))))


# ------------------------------------------------------------------------------------------------ numbers


def exact_text(value: Fraction) -> str | Message:
    """An exact answer as the page shows it: a whole number, or its fraction and decimal (``5/18 ≈ 0.2778``),
    the decimal written as the language writes it."""
    if value.denominator == 1:
        return number(value.numerator)
    return M("{fraction} ≈ {value:.4g}", fraction=str(value), value=float(value))


def _fraction(value: Any) -> Fraction:
    """A lesson's exact answer (a Fraction, or a sympy Rational) as a Fraction."""
    if isinstance(value, Fraction):
        return value
    if getattr(value, "is_Rational", False):
        return Fraction(int(value.p), int(value.q))
    raise ValueError(f"a lesson's exact answer must be a fraction, and {value!r} is not")


#: a derivation's value that is plain arithmetic on whole numbers, worked out exactly by the lessons'
#: own reader of answers (the same rule as the lesson page's)
ARITHMETIC = re.compile(r"(?:[0-9 +\-*/()]|binomial\(\s*[0-9]+\s*,\s*[0-9]+\s*\))+")


def value_element(value: str | Message) -> ET.Element:
    """A derivation step's value: words in the page's language, or the calculation (as code) with its exact
    value and its decimal when it is plain arithmetic; a list or matrix of values as code."""
    shown = ET.Element("span", {"class": "value"})
    if isinstance(value, (Message, Term, Joined)):
        shown.text = render(value)
        return shown
    worked: Fraction | None = None
    if not value.lstrip().startswith("[") and ARITHMETIC.fullmatch(value):
        try:
            worked = read(value, "average", lang="en")
        except AnswerError:
            worked = None
    code = ET.SubElement(shown, "code")
    code.text = value
    if worked is not None and str(worked) != value.replace(" ", ""):
        code.tail = " = "
        total = ET.SubElement(shown, "b")
        total.text = str(worked)
        if worked.denominator != 1:
            total.tail = " ≈ " + number(float(worked), ".4f")
    return shown


# ------------------------------------------------------------------------------------------------ texts

_MARK = "\x00"  # where an element goes in a rendered message (never in a message's own text)


def css_string(text: str) -> str:
    """``text`` as a CSS string (the page's footer): every character but letters, digits and spaces written as
    its hexadecimal escape, so that nothing in it can end the string, the rule or the ``<style>`` element."""
    return '"' + "".join(c if c.isalnum() and c.isascii() or c == " " else f"\\{ord(c):x} " for c in text) + '"'


def _shown(text: Any) -> bool:
    return bool(str.__str__(text).strip()) if isinstance(text, str) else text is not None


def _text(parent: ET.Element, tag: str, text: Any, *, cls: str | None = None, bold: bool = False) -> ET.Element:
    """A new element holding ``text`` rendered in the page's language (bold: inside a ``<b>``); returns the
    element whose tail continues the sentence (the ``<b>``, or the element itself)."""
    element = ET.SubElement(parent, tag, {"class": cls} if cls else {})
    if bold:
        inner = ET.SubElement(element, "b")
        inner.text = render(text)
        return inner
    element.text = render(text)
    return element


def _tail(element: ET.Element, text: Any) -> None:
    """``text`` after ``element`` (a bold label), separated by a space."""
    element.tail = " " + render(text)


def _bold(text: Any) -> ET.Element:
    element = ET.Element("b")
    element.text = render(text)
    return element


def _fill(parent: ET.Element, message: Message, element: ET.Element) -> None:
    """``message`` (one of whose parameters is :data:`_MARK`) rendered into ``parent``, with ``element`` where
    the mark falls: the language decides the order of the words around it."""
    before, _, after = render(message).partition(_MARK)
    parent.text = before
    parent.append(element)
    element.tail = (element.tail or "") + after


def _fragment(parent: ET.Element, html: Any) -> None:
    """An HTML text (a message rendered in the page's language) as elements of ``parent``: only the tags of
    :data:`INLINE_TAGS` and :data:`BLOCK_TAGS` are kept, without attributes; the text of any other tag is
    kept as text, except inside :data:`DROPPED_TAGS`. Plain text is kept as it is (in a paragraph)."""
    reader = _Fragment(parent)
    reader.feed(render(html))
    reader.close()


class _Fragment(HTMLParser):
    def __init__(self, parent: ET.Element) -> None:
        super().__init__(convert_charrefs=True)
        self.root = parent
        self.stack: list[ET.Element] = [parent]
        self.dropping = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in DROPPED_TAGS:
            self.dropping += 1
            return
        if self.dropping or tag not in INLINE_TAGS | BLOCK_TAGS:
            return
        if tag in INLINE_TAGS and len(self.stack) == 1:  # a bold word at the top level starts a paragraph
            self.stack.append(ET.SubElement(self.root, "p"))
        element = ET.SubElement(self.stack[-1], tag)
        if tag != "br":
            self.stack.append(element)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "br" and not self.dropping:
            ET.SubElement(self.stack[-1], "br")

    def handle_endtag(self, tag: str) -> None:
        if tag in DROPPED_TAGS:
            self.dropping = max(0, self.dropping - 1)
            return
        if self.dropping or tag not in INLINE_TAGS | BLOCK_TAGS or tag == "br":
            return
        for depth in range(len(self.stack) - 1, 0, -1):  # close it, and whatever was left open inside it
            if self.stack[depth].tag == tag:
                del self.stack[depth:]
                return

    def handle_data(self, data: str) -> None:
        if self.dropping or not data:
            return
        if len(self.stack) == 1:
            if not data.strip():
                return
            self.stack.append(ET.SubElement(self.root, "p"))
        element = self.stack[-1]
        if len(element):
            last = element[-1]
            last.tail = (last.tail or "") + data
        else:
            element.text = (element.text or "") + data

    def close(self) -> None:
        super().close()
        del self.stack[1:]


# ------------------------------------------------------------------------------------------------ the board


def board_element(svg: str) -> ET.Element:
    """A board's SVG (the game renderer's string) as an element to place in the HTML page: parsed as XML and
    copied without namespaces (inside HTML an ``<svg>`` is SVG by itself). ValueError if it is not SVG."""
    if len(svg) > MAX_BOARD:
        raise ValueError(f"a board's SVG has {len(svg)} characters, more than the {MAX_BOARD} a page takes")
    try:
        drawn = ET.fromstring(svg)
    except ET.ParseError as error:
        raise ValueError(f"a board's SVG is not well-formed XML: {error}") from None
    if _local(drawn.tag) != "svg":
        raise ValueError(f"a board must be an <svg> element, not <{_local(drawn.tag)}>")
    return _copy(drawn)


def _local(name: str) -> str:
    return name.rsplit("}", 1)[-1]


def _copy(element: ET.Element) -> ET.Element:
    copied = ET.Element(_local(element.tag), {_attribute(key): value for key, value in element.attrib.items()})
    copied.text, copied.tail = element.text, element.tail
    copied.extend(_copy(child) for child in element)
    return copied


def _attribute(name: str) -> str:
    if name.startswith("{http://www.w3.org/1999/xlink}"):
        return "xlink:" + _local(name)
    if name.startswith("{http://www.w3.org/XML/1998/namespace}"):
        return "xml:" + _local(name)
    return _local(name)


__all__ = ["KINDS", "PAPERS", "Paper", "print_html", "worksheet_html", "key_html", "board_element", "exact_text",
           "value_element"]
