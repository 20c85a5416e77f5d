"""Feedback that teaches (issue #24): a wrong answer told apart from an imprecise right one, a probability
outside 0-1 said so, common mistakes named, hints in stages and the worked answer after three wrong tries,
and the forms students write (mixed numbers, x, brackets side by side, 6C3, vulgar fractions, roots,
superscripts, scientific notation) read exactly, or refused with a message."""
from __future__ import annotations

import unicodedata
from fractions import Fraction
from math import comb

import ipywidgets as widgets
import pytest
from hypothesis import given, settings, strategies as st

from tutor.core.i18n import M
from tutor.lessons import lesson, lesson04_waiting_times, lessons
from tutor.lessons.answers import MAX_BITS, MAX_DIGITS, MAX_EXPONENT, VULGAR, AnswerError, parse, read
from tutor.lessons.exercises import VERDICTS, Exercise, Mistake, check, hint_after
from tutor.prob.dice import expected_tries
from tutor.widgets.lesson import WORKED_AFTER, ExerciseBox

SIXTH = Exercise("sixth", M("q"), Fraction(1, 6), M("Count the faces."), M("One face of six."),
                 hints=(M("Which faces win?"), M("One of six faces wins.")))
SIXTEEN = Exercise("sixteen", M("q"), Fraction(16, 81), M("Multiply the chances."), M("(4/9)^2."))
FIVE_EIGHTEENTHS = Exercise("p", M("q"), Fraction(5, 18), M("Count the pairs."), M("5 of 36 pairs... 10/36."))
WAIT = next(e for e in lesson(4).exercises if e.kind == "average")  # the assaults until a success: 1/p


def rounded(value: Fraction, places: int) -> str:
    """``value`` (not negative) rounded half up to ``places`` decimals, as text."""
    units = int(value * 10 ** places + Fraction(1, 2))
    whole, rest = divmod(units, 10 ** places)
    return f"{whole}.{rest:0{places}d}" if places else str(whole)


# -- a wrong answer is not an imprecise right one --------------------------------------------------


@pytest.mark.parametrize("exercise, text", [(SIXTH, "0.5"), (SIXTEEN, "0.8"), (SIXTH, "0.3"), (SIXTH, "20%")])
def test_a_short_decimal_that_is_not_the_answer_rounded_is_simply_wrong(exercise, text):
    result = check(exercise, text)
    assert not result.ok and result.verdict == "wrong"
    assert exercise.hint in result.message and "significant" not in result.message


@pytest.mark.parametrize("exercise, places", [(SIXTH, 1), (SIXTH, 2), (SIXTEEN, 1), (SIXTEEN, 2)])
def test_the_answer_rounded_to_too_few_digits_is_on_the_right_track(exercise, places):
    for text in (rounded(exercise.exact, places), rounded(exercise.exact * 100, max(places - 2, 0)) + "%"):
        result = check(exercise, text)
        assert not result.ok and result.verdict == "imprecise", text
        assert "right track" in result.message and f"at least {exercise.digits} significant" in result.message
        assert exercise.hint not in result.message
    assert check(exercise, rounded(exercise.exact, 4)).ok


# -- out of range, and the missing % sign ----------------------------------------------------------


def test_a_probability_outside_0_and_1_is_said_so():
    assert "negative" in check(SIXTH, "-1/6").message
    assert "more than 1" in check(SIXTH, "1.5").message and "probability" in check(SIXTH, "7/6").message
    assert "more than 100%" in check(SIXTH, "150%").message
    for text in ("-1/6", "1.5", "150%"):
        result = check(SIXTH, text)
        assert result.verdict == "wrong" and SIXTH.hint in result.message and result.mistake is not None
    assert check(WAIT, str(WAIT.exact + 10)).mistake is None  # an average may be above 1


@pytest.mark.parametrize("places", [0, 1, 2, 3])
def test_a_percentage_without_its_sign_is_named(places):
    typed = rounded(FIVE_EIGHTEENTHS.exact * 100, places)  # 28, 27.8, 27.78, 27.778
    message = check(FIVE_EIGHTEENTHS, typed).message
    assert f"Did you mean {typed}%?" in message and FIVE_EIGHTEENTHS.hint in message
    assert "Did you mean" not in check(FIVE_EIGHTEENTHS, "35.5").message  # over 1, but not the answer in %
    assert "more than 1" in check(FIVE_EIGHTEENTHS, "35.5").message


# -- named mistakes --------------------------------------------------------------------------------


def test_the_complement_is_named_exactly_or_rounded_with_enough_digits():
    for exercise in (SIXTH, SIXTEEN, FIVE_EIGHTEENTHS):
        for text in (str(1 - exercise.exact), rounded(1 - exercise.exact, 4), f"1 - ({exercise.exact})"):
            result = check(exercise, text)
            assert result.verdict == "wrong" and "1 minus the answer" in result.message, text
            assert exercise.hint in result.message
    # 0.8 is 65/81 (the complement of 16/81) rounded, but with one digit it is only a wrong answer
    assert check(SIXTEEN, "0.8").mistake is None


def test_an_average_one_away_is_named_as_counting_the_success_or_not():
    assert WAIT.exact == Fraction(expected_tries(lesson04_waiting_times.P))  # 1/p: a waiting time
    for text in (str(WAIT.exact - 1), str(WAIT.exact + 1), rounded(WAIT.exact - 1, 3)):
        result = check(WAIT, text)
        assert result.verdict == "wrong" and "one away" in result.message and "1/p - 1" in result.message, text
    assert check(WAIT, str(WAIT.exact + 2)).mistake is None
    assert "one away" not in check(SIXTH, "7/6").message  # only for an average


MISTAKES = [(x, e, m) for x in lessons() for e in x.exercises for m in e.mistakes]


def test_lessons_5_and_6_name_their_common_mistakes():
    named = {(x.number, e.id) for x, e, _ in MISTAKES}
    assert {(5, "at_least"), (5, "tribu"), (6, "l6-buffalo"), (6, "l6-two-buffalo")} <= named
    with_replacement = [m for x, e, m in MISTAKES if x.number in (5, 6) and "with replacement" in m.name]
    assert len(with_replacement) >= 3
    assert any("P(B | A)" in m.name and "P(A and B)" in m.name for x, e, m in MISTAKES if x.number == 6)


@pytest.mark.parametrize("lesson_, exercise, mistake", MISTAKES,
                         ids=[f"{x.number}-{e.id}-{i}" for i, (x, e, m) in enumerate(MISTAKES)])
def test_every_exercise_mistake_is_named_as_a_fraction_and_as_a_decimal(lesson_, exercise, mistake):
    value = Fraction(mistake.value)
    assert value != exercise.exact
    decimal = rounded(value, exercise.digits + 2)
    assert not check(exercise, decimal).ok  # a mistake never reads as the answer
    for text in (str(value), decimal):
        result = check(exercise, text)
        assert result.mistake == mistake.name and mistake.name in result.message, text
        assert exercise.hint in result.message


def test_a_mistake_needs_the_digits_a_right_answer_needs():
    exercise = Exercise("m", M("q"), Fraction(1, 3), M("h"), M("w"),
                        mistakes=(Mistake(Fraction(3, 10), M("You used the wrong pile.")),))
    assert check(exercise, "0.300").mistake == exercise.mistakes[0].name
    assert check(exercise, "0.3").mistake is None  # 0.3 is also 1/3 rounded: imprecise, not a mistake
    assert check(exercise, "0.3").verdict == "imprecise"


# -- staged hints ----------------------------------------------------------------------------------


def test_hints_come_in_stages_and_the_last_repeats():
    staged = [hint_after(SIXTH, n) for n in range(1, 6)]
    assert staged == [SIXTH.hint, *SIXTH.hints, SIXTH.hints[-1], SIXTH.hints[-1]]
    assert [check(SIXTH, "0.5", tries=n).message.params["hint"] for n in range(4)] == staged[:4]
    assert all(hint_after(SIXTEEN, n) == SIXTEEN.hint for n in range(1, 4))  # no further hints: the one again


def test_a_verdict_agrees_with_ok():
    assert {check(SIXTH, t).verdict for t in ("1/6", "0.2", "0.5", "a lot")} == set(VERDICTS)
    from tutor.lessons.exercises import Check

    with pytest.raises(ValueError):
        Check(True, M("x"), "wrong")


# -- the page counts the tries ---------------------------------------------------------------------


def click(box: ExerciseBox, text: str) -> str:
    box.answer.value = text
    next(w for w in box.children[1].children if isinstance(w, widgets.Button)).click()
    return box.feedback.value


def worked(box: ExerciseBox) -> list[str]:
    return [w.value for w in box.children if "lesson-worked" in w._dom_classes]


def test_checking_again_and_again_stages_the_hints_then_shows_the_worked_answer_for_good():
    box = ExerciseBox(1, SIXTH)
    assert "lesson-wrong" in click(box, "a lot") and box.wrong == 0  # unreadable: not a try
    assert "lesson-imprecise" in click(box, "0.17") and box.wrong == 0  # on the right track: not a wrong try
    shown = [click(box, "0.5") for _ in range(4)]
    assert [SIXTH.hint in shown[0], SIXTH.hints[0] in shown[1], SIXTH.hints[1] in shown[2],
            SIXTH.hints[1] in shown[3]] == [True] * 4
    assert SIXTH.hints[0] not in shown[0] and box.wrong == 4 and box.tries == 6
    assert "lesson-worked-note" in shown[WORKED_AFTER - 1] and "lesson-worked-note" not in shown[WORKED_AFTER]
    [details] = worked(box)
    assert "Show the worked answer" in details and str(SIXTH.worked) in details and "1/6" in details
    assert "<details>" in details  # folded until the student opens it
    assert "lesson-right" in click(box, "1/6")
    assert worked(box) == [details]  # it stays, once


def test_the_worked_answer_is_not_shown_before_three_wrong_tries():
    box = ExerciseBox(1, SIXTH)
    for _ in range(WORKED_AFTER - 1):
        click(box, "0.5")
    assert worked(box) == []
    click(box, "0.5")
    assert len(worked(box)) == 1


def test_the_teachers_box_shows_the_worked_answer_once_from_the_start():
    box = ExerciseBox(1, SIXTH, teacher=True)
    assert len(worked(box)) == 1
    for _ in range(WORKED_AFTER + 1):
        click(box, "0.5")
    assert len(worked(box)) == 1 and "Show the worked answer" not in worked(box)[0]


# -- the forms students write ----------------------------------------------------------------------


@pytest.mark.parametrize("text, value", [
    ("1 1/3", Fraction(4, 3)), ("-2 1/4", -(2 + Fraction(1, 4))), ("1⅓", Fraction(4, 3)), ("1 ⅓", Fraction(4, 3)),
    ("2 x 3", 6), ("2X3", 6), ("1/6x5", Fraction(5, 6)), ("2x(1/3)", Fraction(2, 3)), ("50%x2", 1),
    ("(1/6)(5/6)", Fraction(5, 36)), ("2(1/3)", Fraction(2, 3)), ("2 (1/3)", Fraction(2, 3)),
    ("C(6,3)(1/2)^3(1/2)^3", comb(6, 3) * Fraction(1, 2) ** 6), ("(5/6)^2(1/6)", Fraction(5, 6) ** 2 / 6),
    ("nCr(6,3)", comb(6, 3)), ("6C3", comb(6, 3)), ("6 C 3", comb(6, 3)), ("C(6,3)", comb(6, 3)),
    ("2*6C3", 2 * comb(6, 3)), ("6C3/2^6", Fraction(comb(6, 3), 64)),
    ("⅙", Fraction(1, 6)), ("½", Fraction(1, 2)), ("⅚", Fraction(5, 6)), ("⅞ - ⅛", Fraction(3, 4)),
    ("√(1/4)", Fraction(1, 2)), ("√4", 2), ("√⅑", Fraction(1, 3)), ("sqrt(1/4)", Fraction(1, 2)),
    ("(5/6)²", Fraction(25, 36)), ("2³", 8), ("10⁻³", Fraction(1, 1000)), ("1 - (5/6)³", 1 - Fraction(5, 6) ** 3),
    ("1.5e-3", Fraction(15, 10 ** 4)), ("1.5E-3", Fraction(15, 10 ** 4)), ("1.5×10^-3", Fraction(15, 10 ** 4)),
    ("1.5·10⁻³", Fraction(15, 10 ** 4)), ("1.5 x 10^(-3)", Fraction(15, 10 ** 4)), ("2.5e2", 250),
])
def test_school_and_calculator_forms_read_exactly(text, value):
    assert read(text, "probability", "en") == value


def test_every_vulgar_fraction_is_exact():
    assert len(VULGAR) >= 18
    for char, value in VULGAR.items():  # "<fraction> 0031 2044 0036": the digits of 1, a fraction slash, 6
        numerator, _slash, *denominator = unicodedata.decomposition(char).split()[1:]
        assert value == Fraction(int(chr(int(numerator, 16))), int("".join(chr(int(d, 16)) for d in denominator)))
        assert read(char) == value and read(f"2{char}") == 2 + value


@pytest.mark.parametrize("text, words", [
    ("√2", "not a fraction"), ("√(1/2)", "not a fraction"), ("1/2(3)", "ambiguous"), ("2 1/3 * 3", "mixed number"),
    ("1 + 2⅓", "mixed number"), ("1 234/567", "group thousands"), ("1 5/3", "less than 1"), ("1 1/0", "divides by zero"),
    ("1e200", "at most 100"), ("1.5×10^200", "at most 100"), ("6C3.5", "whole numbers"), ("1001C3", "from 0 to 1000"),
    ("x2", "letters"), ("2x", "missing at the end"), ("x", "letters"), ("6C", "letters"), ("√", "missing"),
    ("√-4", "missing after '√'"), ("(1/6)2", "operation"), ("²", "missing before"),
])
def test_every_new_form_is_refused_with_a_message(text, words):
    with pytest.raises(AnswerError) as refused:
        read(text, "probability", "en")
    assert words in str(refused.value)
    assert check(SIXTH, text).verdict == "unreadable"


def test_scientific_notation_is_compared_as_a_decimal_of_as_many_places():
    small = Exercise("s", M("q"), Fraction(1, 650), M("h"), M("w"))  # 0.0015385
    for text, places in (("1.54e-3", 5), ("1.54E-3", 5), ("1.54×10^-3", 5), ("1.54·10⁻³", 5), ("1.54 x 10^-3", 5),
                         ("1.538e-3", 6)):
        assert check(small, text).ok, text
        assert parse(text).single and parse(text).decimals == places  # like 0.00154 and 0.001538
    assert check(small, "1.5e-3").verdict == "imprecise"
    assert check(small, "1.53e-3").verdict == "wrong" and check(small, "1.6e-3").verdict == "wrong"
    big = Exercise("b", M("q"), 1094, M("h"), M("w"), kind="count")
    assert check(big, "1.09e3").ok and check(big, "1.094 × 10^3").ok and not check(big, "1.10e3").ok
    assert parse("1.5×10^-3 + 0").single is False  # a calculation is exact


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 99), st.integers(1, 99), st.integers(2, 99), st.sampled_from(["", "-"]))
def test_a_mixed_number_reads_as_its_whole_plus_its_fraction(whole, top, bottom, sign):
    text = f"{sign}{whole} {top}/{bottom}"
    if top >= bottom:
        with pytest.raises(AnswerError, match="less than 1"):
            read(text)
    else:
        assert read(text) == (-1 if sign else 1) * (whole + Fraction(top, bottom))


NEW_PIECES = ["1", "6", "10", "999", " ", "x", "X", "C", "nCr(", "C(", ",", "(", ")", "/", "*", "^", "-", "%", "⅙", "½",
              "²", "³", "⁻", "√", "e", "e-3", "E5", "×10^", "·10⁻³", "1 1/3", "2⅓", ".5", "e99", "1e100"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(NEW_PIECES), max_size=60).map("".join))
def test_the_new_forms_read_within_bounds_or_are_refused_with_a_short_message(text):
    try:
        reading = parse(text, "probability", "en")
    except AnswerError as error:
        assert 0 < len(str(error)) < 300
    else:
        assert max(abs(reading.value.numerator), reading.value.denominator).bit_length() <= MAX_BITS
        if reading.decimals is not None:
            assert reading.single and abs(reading.decimals) <= MAX_EXPONENT + MAX_DIGITS + 2
