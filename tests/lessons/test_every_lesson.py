"""What every lesson must have, and its exercises' checkers, over all lessons."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from sympy import Rational, sympify

from tests.lessons.test_lessons_1_5 import EXPRESSIONS as FIRST_FIVE
from tests.lessons.test_lessons_6_10 import EXPRESSIONS as LAST_FIVE
from tests.lessons.test_lessons_11_14 import EXPRESSIONS as ELEVEN_FOURTEEN
from tests.lessons.test_lessons_12_13 import EXPRESSIONS as TWELVE_THIRTEEN
from tutor.lessons import Lesson, check, lessons

LESSONS = lessons()
EXPRESSIONS = {**FIRST_FIVE, **LAST_FIVE, **ELEVEN_FOURTEEN, **TWELVE_THIRTEEN}  # a student-style expression for every exercise's answer


def test_there_are_fourteen_lessons_in_order():
    assert [x.number for x in LESSONS] == list(range(1, 15))


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda x: f"lesson{x.number}")
def test_lesson_is_complete(lesson: Lesson):
    assert len(lesson.exercises) >= 3
    assert len({e.id for e in lesson.exercises}) == len(lesson.exercises)
    assert sympify(lesson.derivation[-1][1]) == lesson.exact  # the derivation ends at the answer
    assert ET.fromstring(lesson.board()).tag == "{http://www.w3.org/2000/svg}svg"


CASES = [(lesson, exercise) for lesson in LESSONS for exercise in lesson.exercises]


@pytest.mark.parametrize("lesson, exercise", CASES, ids=[f"{x.number}-{e.id}" for x, e in CASES])
def test_every_exercise_says_what_kind_of_answer_it_wants(lesson, exercise):
    assert exercise.kind in ("probability", "count", "average")
    if exercise.kind == "probability":
        assert 0 <= exercise.answer <= 1
    if exercise.kind == "count":
        assert exercise.exact.denominator == 1 and exercise.answer >= 0  # a sympy number or a Fraction


@pytest.mark.parametrize("lesson, exercise", CASES, ids=[f"{x.number}-{e.id}" for x, e in CASES])
def test_checker_accepts_equivalent_forms_and_refuses_near_misses(lesson, exercise):
    answer = exercise.answer
    accepted = [str(answer), f"{float(answer):.6f}", EXPRESSIONS[lesson.number, exercise.id]]
    percentage = f"{float(answer) * 100:.4f}%"
    if exercise.kind == "probability":
        accepted.append(percentage)
    else:  # a percentage answers a probability only, never a count or an average
        assert not check(exercise, percentage).ok
        assert "percentage" in check(exercise, percentage).message
    for text in accepted:
        assert check(exercise, text).ok, text
    for text in (str(answer + Rational(1, 1000)), f"{float(answer) + 0.01:.4f}"):
        result = check(exercise, text)
        assert not result.ok, text
        assert exercise.hint in result.message
