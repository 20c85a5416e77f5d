"""Exercises whose answers the library computes, and a checker that accepts every equivalent form.

A student may answer ``5/18``, ``0.2778``, ``27.78%``, ``0,2778`` or ``1 - 13/18``. The answer is read by
:mod:`tutor.lessons.answers`, a small calculator that never runs what it is given, and compared with the
exact answer as a fraction. A fraction or a calculation must be exactly equal. A single decimal or
percentage must be the exact answer rounded to the places it shows (``0.167``, ``0.1667`` or ``16.7%``
for 1/6, not ``0.166``), with at least ``digits`` significant digits (so ``0.28`` is refused where three
are asked for). Each exercise says what ``kind`` of answer it wants: a percentage answers only a
probability, never a count or an average.

Feedback that teaches (issue #24):

* A wrong answer is told apart from an imprecise right one: a decimal that is the exact answer correctly
  rounded, but to fewer significant digits than asked (``0.17`` for 1/6), is "on the right track"
  (verdict ``imprecise``); a decimal that is not the exact answer rounded to its places (``0.5`` for 1/6,
  ``0.8`` for 16/81) is simply wrong, with the hint.
* A wrong answer gets a hint in stages: the first wrong try the exercise's ``hint``, the next ones its
  ``hints`` in turn, then the last one again (:func:`hint_after`). The page counts the tries.
* A wrong answer's likely mistake is named when it can be told from the exact answer: a probability that
  is negative or more than 1 (more than 100%), a percentage written without its ``%`` (``27.78`` for
  0.2778), the complement (1 − p), an average one away from the answer (1/p − 1 against 1/p, counting the
  success or not), and the exercise's own :class:`Mistake` s (with instead of without replacement,
  P(A and B) for P(A | B) ...). A reading matches a mistake as it would match the answer: exactly for a
  fraction or a calculation; for a decimal, rounded to the places it shows, with at least ``digits``
  significant digits (a missing ``%`` is named even with fewer: the value over 1 already says a lot).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TYPE_CHECKING

from tutor.core.i18n import M, Message, P

from .answers import KINDS, AnswerError, Reading, excerpt, parse

if TYPE_CHECKING:  # sympy is imported where a number is computed, not with every page
    from sympy import Expr

__all__ = ["Exercise", "Mistake", "Check", "check", "hint_after", "read", "AnswerError", "KINDS", "VERDICTS"]

#: what a check found: the right answer; the right answer rounded to too few digits; a wrong answer (a try
#: that counts for the staged hints); an answer that could not be read, or is not the kind asked (not a try)
VERDICTS = ("right", "imprecise", "wrong", "unreadable")


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
    """What a checked answer gets: whether it is right, the message for the student, the ``verdict`` (one of
    :data:`VERDICTS`; by default "right" or "wrong" as ``ok`` says) and the ``mistake`` named, if any."""

    ok: bool
    message: Message
    verdict: str = ""
    mistake: Message | None = None

    def __post_init__(self) -> None:
        if not self.verdict:
            object.__setattr__(self, "verdict", "right" if self.ok else "wrong")
        if self.verdict not in VERDICTS or self.ok != (self.verdict == "right"):
            raise ValueError(f"a check's verdict must be one of {VERDICTS} and agree with ok, not {self.verdict!r}")


def read(text: str, kind: str | None = None) -> Fraction:
    """A student's answer as an exact Fraction: a whole number, fraction, decimal, percentage or
    calculation. Raises :class:`AnswerError` (a ValueError) saying why an answer cannot be read."""
    return parse(text, kind).value


def _about(exact: Fraction) -> Message | int:
    """The exact answer as the feedback shows it: ``5/18 ≈ 0.2778`` (a decimal comma where the language has one)."""
    if exact.denominator == 1:
        return exact.numerator
    return M("{fraction} ≈ {value:.4g}", fraction=str(exact), value=float(exact))


def hint_after(exercise: Exercise, wrong: int) -> Message:
    """The hint after ``wrong`` wrong tries (1 for the first): ``hint``, then ``hints`` in turn, then the
    last of them again."""
    staged = (exercise.hint, *exercise.hints)
    return staged[max(0, min(wrong, len(staged)) - 1)]


def _rounds_to(reading: Reading, target: Fraction) -> bool:
    """Whether the reading is ``target``: exactly, or for a decimal, ``target`` rounded to the places it shows
    (within half a unit of its last place; its places may be negative in scientific notation)."""
    if reading.decimals is None:
        return reading.value == target
    return 2 * abs(reading.value - target) * Fraction(10) ** reading.decimals <= 1


def _reads_as(reading: Reading, target: Fraction, digits: int) -> bool:
    """Whether the reading is ``target`` as a right answer would be: exactly, or rounded with ``digits``
    significant digits."""
    return reading.value == target or (reading.decimals is not None and reading.significant >= digits
                                       and _rounds_to(reading, target))


def _mistake(exercise: Exercise, reading: Reading, text: str) -> Message | None:
    """The mistake a wrong answer likely is, named for the student; None when none is recognised."""
    exact, quote, probability = exercise.exact, excerpt(text), exercise.kind == "probability"
    if probability and reading.value > 1 and reading.single and not reading.percent \
            and _rounds_to(replace(reading, value=reading.value / 100, decimals=(reading.decimals or 0) + 2), exact):
        return M("{answer} is more than 1, and no probability is. Did you mean {percent}%? A percentage needs its "
                 "% sign.", answer=quote, percent=text)
    if probability and reading.value < 0:
        return M("{answer} is negative, and a probability never is: it runs from 0 (impossible) to 1 (certain).",
                 answer=quote)
    if probability and reading.value > 1:
        if reading.percent:
            return M("{answer} is more than 100%, and a probability never is: it runs from 0% to 100% (certain).",
                     answer=quote)
        return M("{answer} is more than 1, and a probability never is: it runs from 0 (impossible) to 1 (certain).",
                 answer=quote)
    for mistake in exercise.mistakes:
        if _reads_as(reading, exact_fraction(mistake.value), exercise.digits):
            return mistake.name
    if probability and _reads_as(reading, 1 - exact, exercise.digits):
        return M("{answer} is 1 minus the answer: the chance that it does not happen. Read again which event "
                 "the question asks about.", answer=quote)
    if exercise.kind == "average" and any(_reads_as(reading, exact + step, exercise.digits) for step in (1, -1)):
        return M("{answer} is one away from the answer: check whether you count the last step, the success "
                 "itself. Waiting for a chance p takes 1/p tries on average, the success included; 1/p - 1 of "
                 "them are failures.", answer=quote)
    return None


def check(exercise: Exercise, text: str, tries: int = 0) -> Check:
    """Whether ``text`` answers ``exercise``, and what to tell the student (a message), in the page's
    language: the answer is read with the language's number forms (:func:`tutor.lessons.answers.parse`).
    ``tries`` counts the wrong tries before this one: a wrong answer gets the hint for its stage
    (:func:`hint_after`) and, when it can be told, the name of its mistake (see the module's docstring)."""
    text = text.strip()
    try:
        reading: Reading = parse(text, exercise.kind)
    except AnswerError as error:
        return Check(False, error.message, "unreadable")
    if reading.percent and exercise.kind != "probability":
        quote = excerpt(text)
        if exercise.kind == "count":
            return Check(False, M("{answer} is a percentage, but this answer is a count, not a probability: give "
                                  "the number itself.", answer=quote), "unreadable")
        return Check(False, M("{answer} is a percentage, but this answer is an average, not a probability: give "
                              "the number itself.", answer=quote), "unreadable")
    exact = exercise.exact
    if reading.value == exact:
        return Check(True, M("Right: {exact}.", exact=_about(exact)))
    if reading.decimals is not None and _rounds_to(reading, exact):  # the exact answer, rounded
        if reading.significant >= exercise.digits:
            return Check(True, M("Right: the exact value is {exact}.", exact=_about(exact)))
        return Check(False, P("On the right track: {answer} is the answer rounded, but give at least {n} "
                              "significant digit, or the exact fraction.",
                              "On the right track: {answer} is the answer rounded, but give at least {n} "
                              "significant digits, or the exact fraction.", n=exercise.digits,
                              answer=excerpt(text)), "imprecise")
    hint = hint_after(exercise, tries + 1)
    mistake = _mistake(exercise, reading, text)
    if mistake is not None:
        return Check(False, M("Not quite: {mistake} Hint: {hint}", mistake=mistake, hint=hint), "wrong", mistake)
    if reading.rounded:  # a calculation with a decimal in it is checked exactly
        return Check(False, M("Not quite. Hint: {hint} (A calculation is checked exactly: write its numbers as "
                              "fractions, not rounded decimals.)", hint=hint))
    return Check(False, M("Not quite. Hint: {hint}", hint=hint))
