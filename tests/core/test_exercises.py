"""The exercise checker accepts every equivalent form of the right answer and refuses near misses."""
import pytest
from sympy import Rational, sqrt

from tutor.lessons.exercises import Exercise, check

FIVE_18 = Exercise("t", "q", Rational(5, 18), "count the hit faces", "worked")


@pytest.mark.parametrize("text", ["5/18", "10/36", "1 - 13/18", "5/(3*6)", "0.2778", "0.278", "27.78%",
                                  "27.8 %", "0,2778", "0.27777778"])
def test_equivalent_forms_are_accepted(text):
    assert check(FIVE_18, text).ok, text


# 0.2777 and 27.77% cut 0.27777… off instead of rounding it
@pytest.mark.parametrize("text", ["5/17", "0.2776", "0.2777", "27.77%", "0.279", "1/4", "27.6%", "-5/18"])
def test_near_misses_are_refused_with_the_hint(text):
    result = check(FIVE_18, text)
    assert not result.ok and "count the hit faces" in result.message, text


@pytest.mark.parametrize("text, words", [("0.28", "significant"), ("28%", "significant"), ("0.3", "significant"),
                                         ("0.2", "Not quite. Hint"),  # not 5/18 rounded: wrong, not imprecise (#24)
                                         ("", "type an answer"),
                                         ("x/3", "letters"), ("5//", "cannot|can't|not a number")])
def test_unreadable_or_vague_answers_say_why(text, words):
    import re
    result = check(FIVE_18, text)
    assert not result.ok and re.search(words, result.message), (text, result.message)


def test_answers_are_fractions_and_a_square_root_counts_only_when_it_is_one():
    with pytest.raises(ValueError, match="fraction"):
        Exercise("r", "q", sqrt(2) / 2, "h", "w")
    eighth = Exercise("e", "q", sqrt(Rational(1, 64)), "h", "w")  # sympy makes this 1/8
    assert check(eighth, "sqrt(1/64)").ok and check(eighth, "0.125").ok
    result = check(eighth, "sqrt(2)/2")
    assert not result.ok and "not a fraction" in result.message


def test_commas_are_decimal_commas_only_in_a_plain_number():
    from sympy import binomial
    choose = Exercise("c", "q", binomial(96, 5), "h", "w")
    assert check(choose, "binomial(96, 5)").ok and check(choose, "binomial(96,5)").ok
    assert check(FIVE_18, "0,2778").ok
