"""Exercises whose answers the library computes, and a checker that accepts every equivalent form.

A student may answer ``5/18``, ``0.2778``, ``27.78%``, ``0,2778`` or ``1 - 13/18``. The answer is read by
:mod:`tutor.lessons.answers`, a small calculator that never runs what it is given, and compared with the
exact answer as a fraction. A fraction or a calculation must be exactly equal. A single decimal or
percentage must be the exact answer rounded to the places it shows (``0.167``, ``0.1667`` or ``16.7%``
for 1/6, not ``0.166``), with at least ``digits`` significant digits (so ``0.28`` is refused where three
are asked for). Each exercise says what ``kind`` of answer it wants: a percentage answers only a
probability, never a count or an average. After a wrong answer the checker gives the exercise's hint.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from tutor.core.i18n import M, Message

from .answers import KINDS, AnswerError, Reading, excerpt, parse

if TYPE_CHECKING:  # sympy is imported where a number is computed, not with every page
    from sympy import Expr

__all__ = ["Exercise", "Mistake", "Check", "check", "read", "AnswerError", "KINDS"]



def exact_fraction(answer: Expr | Fraction | int) -> Fraction:
    """An exercise's exact answer (a sympy Rational, an int or a Fraction) as a Fraction."""
    if isinstance(answer, (int, Fraction)) and not isinstance(answer, bool):
        return Fraction(answer)
    if getattr(answer, "is_Rational", False):
        return Fraction(int(answer.p), int(answer.q))
    raise ValueError(f"an exercise's answer must be a fraction, and {answer} is not")


@dataclass(frozen=True)
class Mistake:
    """A wrong answer a student is likely to give, computed the way the mistake computes it (never typed in),
    and what the mistake is called (``M("You drew with replacement: ...")``), so that the feedback can name it."""

    value: Expr | Fraction
    name: Message


@dataclass(frozen=True)
class Exercise:
    """A question, its exact answer (computed, never typed in), a hint, and the worked answer.

    ``kind`` is what the answer is: "probability" (a percentage is accepted too), "count" or "average".
    ``digits`` is the fewest significant digits a decimal answer must show. ``hints`` are further hints,
    given in turn after ``hint`` (staged hints); ``mistakes`` are the exercise's own common wrong answers.
    """

    id: str
    question: Message
    answer: Expr | Fraction
    hint: Message
    worked: Message
    digits: int = 3
    kind: str = "probability"
    hints: tuple[Message, ...] = ()
    mistakes: tuple[Mistake, ...] = ()

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"exercise {self.id}: kind must be one of {KINDS}, not {self.kind!r}")
        exact_fraction(self.answer)  # an answer that is not a fraction fails when the lesson is built

    @property
    def exact(self) -> Fraction:
        """The exact answer as a Fraction."""
        return exact_fraction(self.answer)


@dataclass(frozen=True)
class Check:
    ok: bool
    message: Message


def read(text: str, kind: str | None = None) -> Fraction:
    """A student's answer as an exact Fraction: a whole number, fraction, decimal, percentage or
    calculation. Raises :class:`AnswerError` (a ValueError) saying why an answer cannot be read."""
    return parse(text, kind).value


def _about(exact: Fraction) -> Message | int:
    """The exact answer as the feedback shows it: ``5/18 ≈ 0.2778`` (a decimal comma where the language has one)."""
    if exact.denominator == 1:
        return exact.numerator
    return M("{fraction} ≈ {value:.4g}", fraction=str(exact), value=float(exact))


def check(exercise: Exercise, text: str) -> Check:
    """Whether ``text`` answers ``exercise``, and what to tell the student (a message), in the page's
    language: the answer is read with the language's number forms (:func:`tutor.lessons.answers.parse`)."""
    try:
        reading: Reading = parse(text, exercise.kind)
    except AnswerError as error:
        return Check(False, error.message)
    if reading.percent and exercise.kind != "probability":
        quote = excerpt(text.strip())
        if exercise.kind == "count":
            return Check(False, M("{answer} is a percentage, but this answer is a count, not a probability: give "
                                  "the number itself.", answer=quote))
        return Check(False, M("{answer} is a percentage, but this answer is an average, not a probability: give "
                              "the number itself.", answer=quote))
    exact = exercise.exact
    if reading.value == exact:
        return Check(True, M("Right: {exact}.", exact=_about(exact)))
    hint = M("Not quite. Hint: {hint}", hint=exercise.hint)
    if reading.decimals is None:  # a whole number, a fraction or a calculation: exactly right or wrong
        if reading.rounded:
            hint = M("Not quite. Hint: {hint} (A calculation is checked exactly: write its numbers as fractions, "
                     "not rounded decimals.)", hint=exercise.hint)
        return Check(False, hint)
    if reading.significant < exercise.digits:
        return Check(False, M("Give at least {n} significant digits, or the exact fraction.", n=exercise.digits))
    if 2 * abs(reading.value - exact) * 10 ** reading.decimals <= 1:  # within half a unit of the last place
        return Check(True, M("Right: the exact value is {exact}.", exact=_about(exact)))
    return Check(False, hint)
