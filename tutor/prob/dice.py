"""Rolling dice for successes, exactly.

A die *hits* when it shows one of its hit faces, so a single die succeeds with chance
``len(hit_faces) / sides``. A volley of dice, each with its own chance ``p_i``, has the generating polynomial

    prod_i ((1 - p_i) + p_i * x)

whose coefficient of ``x**k`` is the chance of exactly ``k`` successes. When every die is alike this is
the binomial law, also offered through ``sympy.stats.Binomial``. Repeating a try until it succeeds follows
the geometric law: the first success comes within ``n`` tries with chance ``1 - (1 - p)**n``, after
``1/p`` tries on average. Summing dice with ``sympy.stats`` would enumerate every roll, so nothing here
does. Nothing here knows any game.

The kind of number: :func:`hit_chance` gives a sympy ``Rational`` and :func:`hit_fraction` the same chance as a
``fractions.Fraction``; :func:`successes`, :func:`at_least`, :func:`within` and :func:`expected_tries`
answer in the kind of number they are given (Fractions are worked out with the standard library, without
sympy); :func:`binomial_successes` is sympy's. Sympy is imported by the first function that needs it, not
with this module: a page whose numbers are Fractions (a play page, a lesson that only counts) never loads it.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

from tutor.core.i18n import M

if TYPE_CHECKING:
    from sympy import Rational


def _check_chance(p: Rational) -> None:
    if not 0 <= p <= 1:
        raise ValueError(M("a chance must lie between 0 and 1, not {p}", p=str(p)))


def hit_fraction(hit_faces: Iterable[int], sides: int = 6) -> Fraction:
    """The chance that one fair die with ``sides`` faces shows one of ``hit_faces``, as a Fraction."""
    faces = set(hit_faces)
    if not faces <= set(range(1, sides + 1)):
        raise ValueError(M("a d{sides} has no face {faces}", sides=sides, faces=str(sorted(faces - set(range(1, sides + 1))))))
    return Fraction(len(faces), sides)


def hit_chance(hit_faces: Iterable[int], sides: int = 6) -> Rational:
    """The chance that one fair die with ``sides`` faces shows one of ``hit_faces``, as a sympy Rational."""
    from sympy import Rational

    chance = hit_fraction(hit_faces, sides)
    return Rational(chance.numerator, chance.denominator)


def _fractions(values: Iterable[object]) -> bool:
    """Whether there are values and every one is a Fraction (then the answer is worked out with Fractions,
    without sympy; no values at all answer in sympy Rationals, as before Fractions were taken)."""
    found = list(values)
    return bool(found) and all(isinstance(value, Fraction) for value in found)


def binomial_successes(dice: int, p: Rational) -> dict[int, Rational]:
    """Every number of successes on ``dice`` alike dice hitting with chance ``p``, via ``sympy.stats.Binomial``."""
    from sympy import Rational
    from sympy.stats import Binomial, density

    _check_chance(p)
    if dice < 0:
        raise ValueError(M("cannot roll {dice} dice", dice=dice))
    if dice == 0 or p in (0, 1):
        return {dice * int(p): Rational(1)}
    return {int(k): Rational(q) for k, q in density(Binomial("X", dice, p)).dict.items()}


def successes(chances: Sequence[Rational]) -> dict[int, Rational]:
    """Every number of successes in a volley where die ``i`` hits with chance ``chances[i]``.

    Multiplies the generating polynomials ``(1 - p) + p*x`` and reads the chance of ``k`` successes off the
    coefficient of ``x**k``; for alike dice this is the binomial law, faster than :func:`binomial_successes`.
    Given Fractions, the same product is worked out coefficient by coefficient with Fractions.
    """
    if _fractions(chances):
        coefficients = [Fraction(1)]
        for p in chances:
            _check_chance(p)
            shifted = zip([*coefficients, Fraction(0)], [Fraction(0), *coefficients])  # x**k and x**(k-1)
            coefficients = [missed * (1 - p) + hit * p for missed, hit in shifted]
        return dict(enumerate(coefficients))
    from sympy import Poly, Rational, Symbol

    x = Symbol("x")
    poly = Poly(1, x, domain="QQ")
    for p in chances:
        _check_chance(p)
        poly *= Poly([p, 1 - p], x, domain="QQ")
    return {k: Rational(q) for k, q in enumerate(reversed(poly.all_coeffs()))}


def at_least(distribution: dict[int, Rational], k: int) -> Rational:
    """The chance of ``k`` or more successes, from a distribution such as :func:`successes` returns."""
    if _fractions(distribution.values()):
        return sum((q for j, q in distribution.items() if j >= k), Fraction(0))
    from sympy import Rational

    return sum((q for j, q in distribution.items() if j >= k), Rational(0))


def within(p: Rational, tries: int) -> Rational:
    """The chance that a try succeeding with chance ``p`` succeeds at least once in ``tries`` tries."""
    _check_chance(p)
    if tries < 0:
        raise ValueError(M("cannot make {tries} tries", tries=tries))
    if isinstance(p, Fraction):
        return 1 - (1 - p) ** tries
    from sympy import Rational

    return 1 - (1 - Rational(p)) ** tries


def expected_tries(p: Rational) -> Rational:
    """The average number of tries up to and including the first success: ``1/p`` (the geometric law)."""
    _check_chance(p)
    if p == 0:
        raise ValueError(M("a try that never succeeds has no first success"))
    if isinstance(p, Fraction):
        return 1 / p
    from sympy import Rational

    return 1 / Rational(p)
