"""Exercises whose answers the library computes, and a checker that accepts every equivalent form.

A student may answer ``5/18``, ``0.2778``, ``27.78%`` or ``1 - 13/18``: each is read with sympy and
compared with the exact answer. A fraction or expression must be exactly equal; a decimal or percentage
must agree within one unit of the last digit written (at least ``digits`` significant digits), so ``0.28`` is
refused where three digits are asked for and ``0.2778`` is accepted. After a wrong answer the checker
gives the exercise's hint.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from sympy import Expr, Rational, SympifyError, sympify

_DECIMAL_COMMA = re.compile(r"^-?\d+,\d+\s*%?$")
_DECIMAL = re.compile(r"^\s*-?\d*\.(\d+)\s*%?\s*$|^\s*-?\d+\s*%\s*$")


@dataclass(frozen=True)
class Exercise:
    """A question, its exact answer (computed, never typed in), a hint, and the worked answer."""

    id: str
    question: str
    answer: Expr
    hint: str
    worked: str
    digits: int = 3


@dataclass(frozen=True)
class Check:
    ok: bool
    message: str


def read(text: str) -> Expr:
    """A student's answer as a sympy value: a fraction, decimal, percentage or expression."""
    cleaned = text.strip().replace("×", "*").replace("÷", "/").replace("^", "**")
    if not cleaned:
        raise ValueError("type an answer: a fraction like 5/18, a decimal like 0.278, or a percentage")
    percent = cleaned.endswith("%")
    if percent:
        cleaned = cleaned[:-1]
    try:
        value = sympify(cleaned, rational=not _DECIMAL.match(text), evaluate=True)
    except (SympifyError, SyntaxError, TypeError):
        raise ValueError(f"{text!r} is not a number or an expression I can read") from None
    if not value.is_number:
        raise ValueError(f"{text!r} has letters in it: give a number")
    return value / 100 if percent else value


def check(exercise: Exercise, text: str) -> Check:
    """Whether ``text`` answers ``exercise``, and what to tell the student."""
    text = text.strip()
    if _DECIMAL_COMMA.match(text):  # 0,2778: a decimal comma, not an argument separator as in C(96, 5)
        text = text.replace(",", ".")
    try:
        value = read(text)
    except ValueError as error:
        return Check(False, str(error))
    exact = exercise.answer
    match = _DECIMAL.match(text.strip())
    if match is None:
        if (value - exact).equals(0):
            return Check(True, f"Right: {exact} (about {float(exact):.4g}).")
        return Check(False, f"Not quite. Hint: {exercise.hint}")
    shown = len((match.group(1) or "")) + (2 if text.strip().endswith("%") else 0)
    significant = len(re.sub(r"[^0-9]", "", text).lstrip("0"))
    tolerance = Rational(10) ** -shown  # rounded or cut off in the last digit shown
    if significant < exercise.digits and not (value - exact).equals(0):
        return Check(False, f"Give at least {exercise.digits} significant digits, or the exact fraction.")
    if abs((value - exact).evalf(30)) <= tolerance:
        return Check(True, f"Right: the exact value is {exact} ≈ {float(exact):.4g}.")
    return Check(False, f"Not quite. Hint: {exercise.hint}")
