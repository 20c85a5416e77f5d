"""The lesson page driven by clicks in plain Python: answers checked, hints, teacher's worked answers,
the simulation panel."""
from __future__ import annotations

from fractions import Fraction

import ipywidgets as widgets

from tutor.lessons.lesson02_complement_independence import LESSON
from tutor.widgets.lesson import LessonApp, value_html


def answer(app: LessonApp, index: int, text: str) -> str:
    """Type ``text`` into exercise ``index``, click its Check button, return the feedback shown."""
    box = app.exercises[index]
    box.answer.value = text
    check_button = next(w for w in box.children[1].children if isinstance(w, widgets.Button))
    assert "lesson-check" in check_button._dom_classes
    check_button.click()
    return box.feedback.value


def test_right_and_wrong_answers_get_feedback_and_the_hint():
    app = LessonApp(LESSON)
    exercise = LESSON.exercises[0]
    assert "lesson-right" in answer(app, 0, str(exercise.answer))
    assert "lesson-right" in answer(app, 0, f"{float(exercise.answer):.4f}")
    wrong = answer(app, 0, str(exercise.exact + Fraction(1, exercise.exact.denominator)))
    assert "lesson-wrong" in wrong and exercise.hint in wrong
    assert "lesson-wrong" in answer(app, 0, "a lot")
    assert "lesson-feedback" in app.exercises[0].feedback._dom_classes


def test_teacher_mode_shows_worked_answers_and_student_mode_hides_them():
    def worked(app: LessonApp) -> list[str]:
        return [w.value for box in app.exercises for w in box.children if "lesson-worked" in w._dom_classes]

    assert worked(LessonApp(LESSON)) == []
    shown = worked(LessonApp(LESSON, teacher=True))
    assert len(shown) == len(LESSON.exercises)
    assert all(str(e.answer) in text for e, text in zip(LESSON.exercises, shown))


def test_page_shows_the_situation_the_steps_and_the_exact_answer():
    html = "".join(w.value for w in LessonApp(LESSON).children if isinstance(w, widgets.HTML))
    assert f"Lesson {LESSON.number}: {LESSON.title}" in html
    assert "<svg" in html and html.count("<li>") >= len(LESSON.derivation)
    assert f"<b>{LESSON.exact}</b> ≈ {float(LESSON.exact):.4f}" in html


def test_simulate_shows_an_estimate_with_its_interval_and_a_plot():
    app = LessonApp(LESSON)
    app.trials.value = 1000
    simulate = app.children[3].children[1].children[1]
    assert "lesson-simulate" in simulate._dom_classes
    assert app.plot.layout.display == "none"  # no empty image before the first run
    simulate.click()
    assert app.plot.layout.display == ""
    assert "1000 trials" in app.estimate.value and "95% interval" in app.estimate.value
    assert bytes(app.plot.value).startswith(b"\x89PNG")
    first = app.estimate.value
    simulate.click()
    assert app.estimate.value != first  # a fresh seed each run


def test_step_values_show_fraction_and_decimal():
    assert value_html("1 - (1/2)**3") == "<code>1 - (1/2)**3</code> = <b>7/8</b> ≈ 0.8750"
    assert value_html("6") == "<b>6</b>"
    assert value_html("{1, 2, 3}") == "<code>{1, 2, 3}</code>"


def _by_sympy(text: str) -> str:
    """value_html as it was before plain arithmetic was worked out with Fraction: every text through sympify."""
    from sympy import SympifyError, sympify

    from tutor.core.i18n import number

    try:
        value = sympify(text)
    except (SympifyError, SyntaxError, TypeError):
        return f"<code>{text}</code>"
    if not getattr(value, "is_number", False):
        return f"<code>{text}</code>"
    shown = f"<code>{text}</code> = " if str(value) != text.replace(" ", "") else ""
    decimal = "" if value.is_integer else f" ≈ {number(float(value), '.4f')}"
    return f"{shown}<b>{value}</b>{decimal}"


def test_a_derivations_arithmetic_is_shown_as_sympy_shows_it_without_sympy():
    from tutor.core.i18n import Joined, Message, Term
    from tutor.lessons import lessons
    from tutor.widgets.lesson import _arithmetic

    texts = [value for lesson in lessons() for _, value in lesson.derivation
             if isinstance(value, str) and not isinstance(value, (Message, Term, Joined))]
    texts += ["0", "-1/3", "2**-2", "binomial(5, 0) - 3/4", "(2/6)", "2/", "x + 1", "sqrt(4)", "0.5",
              "[1, 2]", "1,5", "binomial(3, 5)"]
    for text in texts:
        assert value_html(text) == _by_sympy(text), text
    assert _arithmetic("1 - (1 - 1/2)**3") == Fraction(7, 8) and _arithmetic("binomial(110, 3)") == 215820
    assert _arithmetic("0.5") is None and _arithmetic("x + 1") is None and _arithmetic("1/0") is None


def test_the_lessons_are_shown_without_sympy():
    """Every lesson only counts: its numbers are Fractions and their pages load no sympy (about 32 MB a
    kernel); an exercise is still checked."""
    import os
    import subprocess
    import sys

    code = ("import sys; from tutor.lessons import lesson; from tutor.widgets.lesson import LessonApp, lesson_header; "
            "apps = [LessonApp(lesson(n), teacher=True) for n in range(1, 15) if lesson_header(lesson(n))]; "
            "box = apps[0].exercises[2]; box.answer.value = '1/36'; box.check(); "
            "print(sorted(m for m in ('sympy', 'mpmath') if m in sys.modules)); print(box.feedback.value)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                         env={**os.environ, "PYTHONPATH": os.getcwd()})
    loaded, feedback = out.stdout.split("\n", 1)
    assert loaded == "[]" and "lesson-right" in feedback, out.stderr


def test_the_page_states_its_assumptions_and_the_teachers_version_its_notes():
    from html import escape

    from tutor.core.i18n import tr
    from tutor.lessons import lesson

    for number in range(1, 15):
        found = lesson(number)
        assert found.assumptions and found.teacher_notes, number
        student = LessonApp(found).children[0].value
        teacher = LessonApp(found, teacher=True).children[0].value
        assumed = escape(tr(found.assumptions))
        assert "What this lesson assumes:" in student and assumed in student and assumed in teacher
        assert escape(tr(found.teacher_notes)) in teacher and "Teacher&#x27;s notes:" in teacher
        assert "lesson-teacher-notes" not in student and escape(tr(found.teacher_notes)) not in student


def test_extension_lessons_are_marked_on_their_page_and_in_the_list():
    from tutor.lessons import lesson
    from tutor.widgets.lesson import EXTENSION, lessons_html

    for number in range(1, 15):
        header = LessonApp(lesson(number)).children[0].value
        assert ("lesson-extension" in header) == lesson(number).extension == (number in (8, 10))
        assert (str(EXTENSION) in header) == (number in (8, 10))
    rows = lessons_html().split("<tr>")
    marked = {int(row.split("<td>")[1].split("<")[0]) for row in rows if "lesson-extension" in row}
    assert {8, 10} <= marked and not marked & (set(range(1, 8)) | {9})
    assert str(EXTENSION) == "extension: beyond the 14-18 syllabus"


def test_expected_value_is_explained_where_it_is_first_used():
    """Lesson 3 is the first to ask for an average: its exercise says what an expected value is, and its worked answer
    adds every number of hits times its chance; lessons 4 and 5 send the teacher back to it."""
    from tutor.lessons import lesson
    from tutor.lessons.lesson03_binomial import MEAN, VOLLEY

    first = [n for n in range(1, 15) if any(e.kind == "average" for e in lesson(n).exercises)][0]
    assert first == 3
    mean = next(e for e in lesson(3).exercises if e.kind == "average")
    assert "expected value" in mean.question and "P(k)" in mean.question
    assert all(f"{k} × {q}" in mean.worked for k, q in VOLLEY.items()) and MEAN == sum(k * q for k, q in VOLLEY.items())
    for later in (4, 5, 7):
        assert "lesson 3" in lesson(later).teacher_notes
