"""Lessons 1-5: each exact value against brute-force enumeration, the simulation against the exact value,
and every exercise's checker on equivalent forms and near misses."""
from __future__ import annotations

import json
import re
from itertools import combinations, product
from pathlib import Path

import pytest
from sympy import Rational

from tutor.lessons import Lesson
from tutor.lessons import (lesson01_sample_spaces as l1, lesson02_complement_independence as l2,
                           lesson03_binomial as l3, lesson04_waiting_times as l4, lesson05_hypergeometric as l5)
from tutor.games.fort_apache import odds as fa

LESSONS = [l1.LESSON, l2.LESSON, l3.LESSON, l4.LESSON, l5.LESSON]
FACES = range(1, 7)

# How a student might write each answer as an expression (the expected values come from the library).
EXPRESSIONS = {
    (1, "cavalry"): "1 - 5/6", (1, "fort"): "3/6", (1, "two_dice"): "(1/6)^2",
    (2, "all"): "(1/2)^3", (2, "two"): "3*(1/2)^3 + (1/2)^3", (2, "shots"): "1 - (2/3)^2",
    (3, "none"): "(2/3)^4", (3, "mean"): "4 * 1/3", (3, "fort"): "42/64",
    (4, "long"): "1 - (7/8)^10", (4, "on_turn"): "(7/8)^2 * 1/8", (4, "mean"): "1/(1/8)",
    (4, "shooter"): "(1 - 1/3) * (1/2)^3",
    (5, "at_least"): "1 - (79*78*77)/(110*109*108)", (5, "mean"): "3 * 31/110",
    (5, "tribu"): "1 - (96*95*94*93*92)/(100*99*98*97*96)",
}


def share(outcomes, event) -> Rational:
    """The share of equally likely ``outcomes`` for which ``event`` holds."""
    outcomes = list(outcomes)
    return Rational(sum(1 for o in outcomes if event(o)), len(outcomes))


def brute_force(number: int) -> Rational:
    """Each lesson's question answered by listing every equally likely outcome."""
    if number == 1:
        return share(FACES, lambda face: face in l1.TARGET)
    if number == 2:
        return share(product(FACES, repeat=3), lambda roll: any(f in fa.ALL_ODD for f in roll))
    if number == 3:
        target = fa.HIT_FACES["cowboys", "climbing"]
        return share(product(FACES, repeat=4), lambda roll: sum(f in target for f in roll) == 2)
    if number == 4:
        assault = share(product(FACES, repeat=3), lambda roll: all(f in fa.ALL_ODD for f in roll))
        return sum((assault ** sum(s) * (1 - assault) ** (5 - sum(s)) for s in product((0, 1), repeat=5) if any(s)),
                   Rational(0))
    buffalo = set(range(l5.WANTED))  # number the face-down cards, the buffalo first
    return share(combinations(range(l5.FACE_DOWN), 3), lambda drawn: len(buffalo & set(drawn)) == 1)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda x: f"lesson{x.number}")
def test_exact_matches_brute_force(lesson: Lesson):
    assert lesson.exact == brute_force(lesson.number)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda x: f"lesson{x.number}")
def test_simulation_approaches_the_exact_value(lesson: Lesson):
    assert lesson.simulate(20_000, 7) == pytest.approx(float(lesson.exact), abs=0.02)




NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks" / "lessons"


def test_index_lists_every_lesson_and_its_links_exist():
    from tutor.lessons import lessons
    from tutor.widgets.lesson import lessons_html

    index = lessons_html()
    for lesson in LESSONS:
        assert f"<td>{lesson.number}</td><td><a href='" in index and f"'>{lesson.title}</a>" in index
    links = re.findall(r"href='([^'?#]+\.ipynb)", index)
    assert len(links) == 1 + len(lessons())  # the start page and each lesson: no teacher's version (#24)
    assert not any("teacher" in link for link in links)
    for link in links:
        assert (NOTEBOOKS / link).is_file(), link


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda x: f"lesson{x.number}")
def test_student_and_teacher_notebooks_open_their_lesson(lesson: Lesson):
    """Each notebook is one code cell: the page's language first, then the lesson's whole page (no Markdown:
    its texts are the lesson's messages), and the links of its header lead to notebooks that exist."""
    from tutor.widgets.lesson import lesson_header

    for folder, call, teacher in ((NOTEBOOKS, f"show_lesson({lesson.number});", False),
                                  (NOTEBOOKS / "teacher", f"show_lesson({lesson.number}, teacher=True);", True)):
        [path] = folder.glob(f"{lesson.number:02d}-*.ipynb")
        cells = json.loads(path.read_text())["cells"]
        assert [cell["cell_type"] for cell in cells] == ["code"]
        source = "".join(cells[0]["source"])
        assert source.index("page_language()") < source.index(call)
        header = lesson_header(lesson, teacher=teacher)
        assert f"Lesson {lesson.number}: {lesson.title}" in header and "tutor-languages" in header
        for link in re.findall(r"href='([^'?#]+\.ipynb)", header):
            assert (folder / link).resolve().is_file(), link


def test_the_counting_lessons_fractions_are_the_games_odds():
    """Lessons 1-4 work in Fractions (their pages load no sympy); each number is what the game's odds say."""
    from fractions import Fraction

    assert (l1.EXACT, l1.CAVALRY, l1.FORT) == (fa.hit_chance("cowboys", "climbing"), fa.hit_chance("cowboys", "cavalry"),
                                               fa.hit_chance("indians", "fort"))
    assert l2.ALL_SUCCEED == fa.gate_falls_in_one_attempt("one-roll") and l2.CLIMBING == fa.hit_chance("cowboys", "climbing")
    assert l3.VOLLEY == fa.volley("cowboys", ["climbing"] * l3.SHOOTERS)
    fort = fa.volley("indians", ["fort"] * l3.INDIANS_IN_FORT)  # sympy Rationals
    assert l3.FORT == sum(p for hits, p in fort.items() if hits >= l3.INDIANS_IN_FORT // 2)
    assert (l4.P, l4.EXACT, l4.WITHIN_LONG, l4.EXPECTED) == (
        fa.gate_falls_in_one_attempt(l4.READING), fa.gate_within(l4.TURNS, l4.READING),
        fa.gate_within(l4.LONG, l4.READING), fa.expected_gate_turns(l4.READING))
    assert all(isinstance(x, Fraction) for x in (l1.EXACT, l2.EXACT, l3.EXACT, l4.EXACT, l4.EXPECTED, l3.MEAN))
