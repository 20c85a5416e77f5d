"""The answer reader never runs what a student types, refuses what it cannot read with a short message,
keeps every computation small, and the checker rounds instead of cutting and knows what kind of answer
each exercise wants (issue #11)."""
from __future__ import annotations

import builtins
import re
from contextlib import contextmanager
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st
from sympy import Rational

from tutor.lessons import answers, lesson
from tutor.lessons.answers import EXCERPT, MAX_BITS, MAX_CHOOSE, MAX_EXPONENT, AnswerError, parse
from tutor.lessons.exercises import Exercise, check, read

SIXTH = Exercise("sixth", "q", Rational(1, 6), "count the faces", "worked")
MEAN_BUFFALO = next(e for e in lesson(5).exercises if e.id == "mean")  # 93/110 buffalo on average
TURNS = next(e for e in lesson(8).exercises if e.id == "l8-burn")  # 4 cowboy turns
NEEDED = next(e for e in lesson(10).exercises if e.id == "l10-needed")  # 1094 trials


def refused(exercise: Exercise, text: str, *words: str) -> str:
    """Check that ``text`` is refused with a message holding every one of ``words``; the message."""
    result = check(exercise, text)
    assert not result.ok, text
    for word in words:
        assert word in result.message, (text, result.message)
    return result.message


# -- nothing is ever run ---------------------------------------------------------------------------


@pytest.mark.parametrize("template", ["__import__('os').system('touch {}')",
                                      "__import__('os').system('touch {}')*0 + 1/6"])
def test_code_is_refused_and_nothing_runs(tmp_path: Path, template: str, monkeypatch):
    sentinel = tmp_path / "ran"
    text = template.format(sentinel)

    def forbidden(*args, **kwargs):
        raise AssertionError("the reader must not evaluate anything")

    monkeypatch.setattr(builtins, "eval", forbidden)
    monkeypatch.setattr(builtins, "exec", forbidden)
    message = refused(SIXTH, text, "letters", "__import__")
    with pytest.raises(AnswerError):
        read(text)
    assert not sentinel.exists()
    assert str(tmp_path) not in message  # a short excerpt, not the whole answer


def test_the_reader_has_no_evaluating_calls_in_it():
    from tutor.lessons import exercises

    for module in (answers, exercises):
        source = Path(module.__file__).read_text()
        assert not re.search(r"(?<![\w.])(eval|exec|compile|__import__)\(", source), module.__name__
        assert not re.search(r"sympify|parse_expr|literal_eval", source), module.__name__
    assert "sympy" not in Path(answers.__file__).read_text()


# -- clear messages instead of hangs and crashes ---------------------------------------------------


@pytest.mark.parametrize("text, words", [
    ("10**10**10", "power may be at most 100"),
    ("9**9**9", "power may be at most 100"),
    ("12345678901234567890^100", "too big"),
    ("(10^100)^100", "too big"),
    ("C(1000,500)*C(1000,500)*C(1000,500)*C(1000,500)*C(1000,500)", "too big"),
    ("factorial(10**7)", "letters"),
    ("0." + "1" * 50_000, "too long"),
    ("0." + "1" * 40, "too many digits"),
    ("[1/6]", "round brackets"),
    ("{1/6}", "round brackets"),
    ("1/6, 1/6", "single answer"),
    ("1/6,1/6", "comma"),
    ("1/0", "divides by zero"),
    ("2^(1/2)", "whole number"),
    ("sqrt(2)", "not a fraction"),
    ("C(1001, 3)", "from 0 to 1000"),
    ("C(10)", "two numbers"),
    ("(1/6", "not closed"),
    ("1/6)", "no '('"),
    ("5.", "digits after"),
    ("2 3", "operation"),
    ("1.2.3", "one decimal point"),
    ("(" * 21 + "1" + ")" * 21, "inside each other"),
    ("-" * 25 + "1", "inside each other"),
    ("", "type an answer"),
])
def test_unreadable_answers_get_a_clear_short_message(text, words):
    message = refused(SIXTH, text, words)
    assert len(message) < 250
    if len(text) > EXCERPT:
        assert text not in message


def test_a_power_too_big_is_refused_before_it_is_computed():
    with spying() as calls:
        for text in ("10**10**10", "9**9**9", "(10^100)^100", "2^1000", "12345678901234567890^100"):
            with pytest.raises(AnswerError):
                read(text)
    assert calls["powers"] == [(10, 10), (9, 9), (10, 100)]  # only the inner, small powers were worked out


# -- what numbers mean -----------------------------------------------------------------------------


@pytest.mark.parametrize("text, value", [
    ("C(10,3)", 120), ("C(10, 3)", 120), ("binom(10,3)", 120), ("binomial(96, 5)", 61124064), ("C(3, 5)", 0),
    ("1 - 5/6", Fraction(1, 6)), ("2^3^2", 512), ("-2^2", -4), ("2^-1", Fraction(1, 2)),
    ("(1/6)**2", Fraction(1, 36)), ("2 × 3 · 4 ÷ 6", 4), ("\u22121/6", Fraction(-1, 6)),
    ("50% * 50%", Fraction(1, 4)), ("sqrt(1/4)", Fraction(1, 2)), ("3*(1/2)^3 + (1/2)^3", Fraction(1, 2)),
    (".5", Fraction(1, 2)), ("1,000,000", 10 ** 6), ("1,094.5", Fraction(2189, 2)),
    ("0,2778", Fraction(2778, 10000)), ("27,78%", Fraction(2778, 10000)), ("  1/6  ", Fraction(1, 6)),
])
def test_values(text, value):
    assert read(text) == value and isinstance(read(text), Fraction)


def test_a_comma_before_three_digits_depends_on_the_kind_of_answer():
    assert read("1,094", "count") == 1094
    assert read("1,094", "probability") == read("1,094", "average") == Fraction(1094, 1000)
    with pytest.raises(AnswerError, match="1094 or 1.094"):
        read("1,094")  # no kind: ambiguous
    assert read("0,278", "count") == Fraction(278, 1000)  # never thousands: a leading 0
    assert read("1,5", "count") == Fraction(3, 2)
    assert check(NEEDED, "1,094").ok and check(NEEDED, "1094").ok and check(NEEDED, "C(10,3)*9 + 14").ok


def test_percentages_answer_probabilities_only():
    refused(TURNS, "400%", "percentage", "count")
    refused(MEAN_BUFFALO, "84.5%", "percentage", "average")
    assert check(TURNS, "4").ok and check(MEAN_BUFFALO, "0.845").ok and check(MEAN_BUFFALO, "93/110").ok
    assert check(SIXTH, "16.7%").ok


# -- round, don't cut ------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["0.167", "16.7%", "0.1667", "0,1667", "16.67%", "0.16667", "1/6", "2/12", "1 - 5/6"])
def test_a_rounded_decimal_or_an_equal_expression_is_right(text):
    assert check(SIXTH, text).ok, text


@pytest.mark.parametrize("text", ["0.166", "16.6%", "0.1666", "0,166", "1 - 0.833", "0.168"])
def test_a_cut_decimal_is_wrong(text):
    refused(SIXTH, text, "Not quite", SIXTH.hint)


def test_too_few_digits_are_refused():
    refused(SIXTH, "0.17", "significant")
    refused(SIXTH, "17%", "significant")


def test_a_half_way_decimal_may_round_either_way():
    eighth = Exercise("e", "q", Rational(1, 8), "h", "w", digits=2)
    assert check(eighth, "0.12").ok and check(eighth, "0.13").ok and not check(eighth, "0.14").ok


def test_every_kind_is_known_and_every_answer_a_fraction():
    with pytest.raises(ValueError):
        Exercise("k", "q", Rational(1, 2), "h", "w", kind="percentage")
    assert SIXTH.exact == Fraction(1, 6) and isinstance(SIXTH.exact, Fraction)


# -- properties ------------------------------------------------------------------------------------


@contextmanager
def spying():
    """Record every power and every C(n, k) the reader works out."""
    calls: dict[str, list] = {"powers": [], "choose": []}
    raise_, comb = answers._raise, answers.comb

    def power(base, exponent):
        calls["powers"].append((base, exponent))
        return raise_(base, exponent)

    def choose(n, k):
        calls["choose"].append((n, k))
        return comb(n, k)

    answers._raise, answers.comb = power, choose
    try:
        yield calls
    finally:
        answers._raise, answers.comb = raise_, comb


PIECES = ["0", "1", "2", "9", "10", "99", "100", "12345", "99999999", ".5", "0,5", "1,094", "1,000,000", "+", "-",
          "*", "/", "^", "**", "%", "(", ")", ",", "C(", "binom(", "sqrt(", " ", "×", "÷", "−", "x", "[", "."]
grammar_like = st.lists(st.sampled_from(PIECES), max_size=100).map("".join)


def assert_reads_or_refuses(text: str) -> None:
    """``text`` reads as a small Fraction or raises AnswerError with a short message, and every power and
    C(n, k) worked out on the way was within bounds."""
    with spying() as calls:
        try:
            reading = parse(text, "probability")
        except AnswerError as error:
            message = str(error)
            assert 0 < len(message) < 300
            if len(text.strip()) > 2 * EXCERPT:
                assert text.strip() not in message
        else:
            assert isinstance(reading.value, Fraction)
            assert max(abs(reading.value.numerator), reading.value.denominator).bit_length() <= MAX_BITS
    for base, exponent in calls["powers"]:
        assert abs(exponent) <= MAX_EXPONENT
        size = max(abs(base.numerator), base.denominator).bit_length()
        assert size <= 1 or size * abs(exponent) <= MAX_BITS
    assert all(0 <= n <= MAX_CHOOSE for n, _ in calls["choose"])


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_any_text_reads_or_is_refused_with_an_answer_error(text):
    assert_reads_or_refuses(text)


@settings(max_examples=500, deadline=None)
@given(grammar_like)
def test_any_calculation_stays_within_bounds(text):
    assert_reads_or_refuses(text)


@settings(max_examples=200, deadline=None)
@given(st.integers(-10 ** 15, 10 ** 15), st.integers(1, 10 ** 15))
def test_a_fraction_reads_back_exactly(p, q):
    assert read(f"{p}/{q}") == Fraction(p, q)
    assert read(f"{p} / {q}", "count") == Fraction(p, q)


def rounded(value: Fraction, places: int) -> str:
    """``value`` (not negative) rounded half up to ``places`` decimals, as text."""
    units = int(value * 10 ** places + Fraction(1, 2))
    whole, rest = divmod(units, 10 ** places)
    return f"{whole}.{rest:0{places}d}"


probabilities = st.builds(lambda a, b: Fraction(min(a, b), max(a, b)), st.integers(1, 10 ** 6), st.integers(1, 10 ** 6))


@settings(max_examples=200, deadline=None)
@given(probabilities.filter(lambda x: x >= Fraction(1, 100)), st.integers(1, 6))
def test_a_percentage_or_decimal_of_a_probability_reads_back(value, places):
    exercise = Exercise("p", "q", Rational(value.numerator, value.denominator), "h", "w", digits=1)
    percentage = rounded(value * 100, places) + "%"
    decimal = rounded(value, places + 2)
    assert read(percentage) == read(decimal) == Fraction(decimal)
    assert check(exercise, percentage).ok and check(exercise, decimal).ok
    assert check(exercise, decimal.replace(".", ",")).ok
    unit = Fraction(1, 10 ** (places + 2))
    if abs(value - Fraction(decimal)) != unit / 2:  # off by one unit in the last place: wrong (ties aside)
        assert not check(exercise, rounded(Fraction(decimal) + unit, places + 2)).ok
