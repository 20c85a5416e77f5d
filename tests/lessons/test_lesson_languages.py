"""The lessons speak the page's language: every text of every lesson page is a message (the pseudo-language
wraps all of it), Italian shows the key numbers with decimal commas, Polish plurals follow the count, and
the answer reader takes the numbers a student of each language types."""
from __future__ import annotations

import re
from fractions import Fraction

import ipywidgets as widgets
import pytest

from tutor.core.i18n import M, P, render, using
from tutor.lessons import Exercise, check, lesson, lessons
from tutor.lessons.answers import AnswerError, parse, read
from tutor.widgets.lesson import LessonApp, lesson_header, lessons_html

LESSONS = lessons()
WRAPPED = re.compile(r"⟦[^⟦⟧]*⟧")


def unwrapped(html: str) -> str:
    """What a reader sees that is not inside ⟦…⟧: the HTML's text without the board (the game's own
    drawing), styles, the language menu (each language's own name) and code (calculations)."""
    html = re.sub(r"<div class='lesson-board'.*?</div>", "", html, flags=re.S)
    html = re.sub(r"<(style|nav|code)\b.*?</\1>", "", html, flags=re.S)
    text = re.sub(r"<[^>]+>", " ", html)
    text = text.replace("&#x27;", "'").replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")
    while True:
        shorter = WRAPPED.sub(" ", text)
        if shorter == text:
            return text
        text = shorter


def words(html: str) -> list[str]:
    """Words left outside ⟦…⟧ (numbers, fractions and signs aside)."""
    return re.findall(r"[^\W\d_]{2,}", unwrapped(html))


def page_texts(app: LessonApp) -> list[str]:
    """Every text of a lesson page: its HTML, and the words of its inputs and buttons."""
    texts: list[str] = []

    def walk(widget: widgets.Widget) -> None:
        if isinstance(widget, widgets.HTML):
            texts.append(widget.value)
        elif isinstance(widget, widgets.Button):
            texts.extend([widget.description, widget.tooltip])
        elif isinstance(widget, widgets.Text):
            texts.append(widget.placeholder)
        elif isinstance(widget, widgets.IntSlider):
            texts.append(widget.description)
        for child in getattr(widget, "children", ()):
            walk(child)

    walk(app)
    return texts


@pytest.mark.parametrize("number", [x.number for x in LESSONS], ids=lambda n: f"lesson{n}")
def test_pseudo_language_wraps_every_text_of_a_lesson_page(number: int):
    found = lesson(number)
    with using("xx"):
        app = LessonApp(found, teacher=True)
        app.trials.value = 200
        app.simulate()
        box = app.exercises[0]
        for answer in (str(box.exercise.answer), "1/1000", "0.1", "2 ^ x", "", "50%"):
            box.answer.value = answer
            box.check()
            assert words(box.feedback.value) == [], (answer, box.feedback.value)
        texts = page_texts(app) + [lesson_header(found), lesson_header(found, teacher=True)]
        for text in texts:
            assert words(text) == [], text
        assert "⟦" in found.situation.render("xx") and "⟦" in render(found.title, "xx")


def test_pseudo_language_wraps_the_lessons_index():
    with using("xx"):
        assert words(lessons_html()) == []


def test_italian_page_shows_the_key_numbers_with_decimal_commas():
    found = lesson(2)  # at least one of three dice succeeds: 7/8
    with using("it"):
        app = LessonApp(found)
        html = "".join(w.value for w in app.children if isinstance(w, widgets.HTML))
        assert "Lezione 2: Evento complementare e indipendenza" in html
        assert "<b>7/8</b> ≈ 0,8750" in html and "0.8750" not in html
        app.trials.value = 1000
        app.simulate()
        estimate = app.estimate.value
        assert re.search(r"1000 prove: stima <b>0,\d{4}</b>, intervallo al 95% \[0,\d{4}; [01],\d{4}\]", estimate)
        assert "." not in re.sub(r"<[^>]+>", "", estimate).rstrip(".").replace("). ", "")
        exercise = found.exercises[0]  # all three dice: 1/8
        assert check(exercise, "0,125").message.render("it") == "Giusto: 1/8 ≈ 0,125."
        assert check(lesson(1).exercises[0], "0,167").message.render("it") == "Giusto: il valore esatto è 1/6 ≈ 0,1667."
        assert check(exercise, "1/8").message.render("it") == "Giusto: 1/8 ≈ 0,125."
        assert check(exercise, "0,250").message.render("it").startswith("Non proprio. Suggerimento: I dadi sono")


def test_polish_and_spanish_render_a_lesson_and_its_plurals():
    cards = [P("{n} card", "{n} cards", n=n) for n in (1, 3, 5, 22)]
    assert [c.render("pl") for c in cards] == ["1 karta", "3 karty", "5 kart", "22 karty"]
    assert [c.render("es") for c in cards] == ["1 carta", "3 cartas", "5 cartas", "22 cartas"]
    found = lesson(3)
    assert render(found.title, "pl") == "Rozkład dwumianowy"
    assert render(found.title, "es") == "La distribución binomial"
    assert render(lesson(2).title, "pl") == "Zdarzenie przeciwne i niezależność"
    assert render(lesson(2).title, "es") == "Suceso contrario e independencia"
    with using("pl"):
        assert "warte 4 karty z" in render(lesson(7).derivation[2][0])  # the plural of the safe claim's cards
        header = lesson_header(found)
        assert "Lekcja 3: Rozkład dwumianowy" in header and "<code>0,333</code>" in header
        assert "href='index.ipynb?lang=pl'" in header  # links keep the language
    with using("es"):
        assert "<code>0,333</code>" in lesson_header(found)
        assert check(found.exercises[1], "1,3333").message.render("es").startswith("¡Correcto!")


def test_feedback_and_refusals_are_rendered_in_the_page_language():
    exercise = lesson(1).exercises[0]
    with using("it"):
        assert str(check(exercise, "2 ^ x").message).startswith("Non riesco a leggere '2 ^ x': contiene delle lettere")
    with using("pl"):
        assert str(check(exercise, "").message).startswith("Wpisz odpowiedź")
        assert "0,278" in str(check(exercise, "").message)
    with using("es"):
        assert str(check(exercise, "1/3").message).startswith("Todavía no. Pista: Contra la zona de caballería")
        assert str(check(exercise, "0,2").message) == ("Vas por buen camino: '0,2' es la respuesta redondeada, pero "
                                                       "da al menos 3 cifras significativas, o la fracción exacta.")
    with pytest.raises(AnswerError) as refused:
        read("1/0")
    assert refused.value.message.render("es") == "No puedo calcular '1/0': divide entre cero."


COUNT = Exercise("count", M("How many?"), 1234, M("Count."), M("1234."), kind="count")
QUARTER = Exercise("quarter", M("What chance?"), Fraction(1, 4), M("Divide."), M("1/4."), kind="probability")


@pytest.mark.parametrize("lang", ["it", "pl", "es", "en"])
@pytest.mark.parametrize("text", ["0,25", "25 %", "25\u00a0%", "25%", "1/4", "25,0 %"])
def test_a_quarter_is_accepted_as_every_language_writes_it(lang: str, text: str):
    with using(lang):
        assert check(QUARTER, text).ok, text


@pytest.mark.parametrize("lang, text", [("pl", "1 234"), ("pl", "1\u00a0234"), ("pl", "1\u202f234"), ("it", "1.234"),
                                        ("es", "1.234"), ("it", "1 234"), ("es", "1 234"), ("en", "1,234"),
                                        ("en", "1 234")])
def test_thousands_are_read_as_each_language_groups_them(lang: str, text: str):
    with using(lang):
        assert check(COUNT, text).ok, text


def test_grouped_numbers_decimal_commas_and_colons_by_language():
    assert read("1.234.567", "count", "it") == 1234567
    assert read("1.234,5", "average", "es") == Fraction(12345, 10)
    assert read("1.234", "probability", "it") == Fraction(1234, 1000)  # a decimal point where it is not a count
    assert read("1.234", "count", "pl") == Fraction(1234, 1000)  # Polish groups with spaces, never dots
    assert read("12 345,5", "average", "pl") == Fraction(123455, 10)
    assert read("1 - 0,5^2", "probability", "it") == Fraction(3, 4)  # a decimal comma inside a calculation
    assert read("3:4", "probability", "pl") == Fraction(3, 4)  # ':' divides, as at school
    assert read("C(10,3)", "count", "es") == 120  # inside C(…, …) a comma still separates
    assert parse("1 - 0,5^2", "probability", "it").rounded  # checked exactly, like any calculation
    for refused in ("1 - 0,5^2", "3:4"):  # in English a comma in a calculation and ':' stay refused
        with pytest.raises(AnswerError):
            read(refused, "probability", "en")
    with pytest.raises(AnswerError):
        read("1 23", "count", "pl")  # spaces group exactly three digits
    with pytest.raises(AnswerError):
        read("1 234 - 5", "count", "pl")  # grouping only in a single number


def test_every_lesson_notebook_is_one_code_cell_that_sets_the_language_first():
    """No Markdown a catalog cannot reach: each notebook's code cell reads the page's language, then shows a
    page whose texts are messages (students', teachers' and the index)."""
    import json
    from pathlib import Path

    folder = Path(__file__).resolve().parents[2] / "notebooks" / "lessons"
    paths = sorted(folder.rglob("*.ipynb"))
    assert len(paths) == 1 + 2 * len(LESSONS)
    for path in paths:
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        assert [c["cell_type"] for c in cells] == ["code"], path
        source = "".join(cells[0]["source"])
        assert source.index("page_language()") < source.index("show_lesson"), path
        assert not cells[0]["outputs"], path  # committed with outputs cleared
