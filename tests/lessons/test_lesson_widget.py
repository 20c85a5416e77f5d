"""The lesson page driven by clicks in plain Python: answers checked, hints, teacher's worked answers,
the simulation panel."""
from __future__ import annotations

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
    wrong = answer(app, 0, str(exercise.answer + 1 / exercise.answer.q))
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
