"""Drawing cards without replacement, exactly.

A shuffled deck (or a face-down pile) of ``total`` cards holds ``wanted`` cards of interest; the next
``draws`` cards are turned up. The number of wanted cards among them follows the hypergeometric law:

    P(exactly j) = C(wanted, j) * C(total - wanted, draws - j) / C(total, draws)

Every function returns a sympy ``Rational`` (an exact fraction), or with ``fraction=True`` a
``fractions.Fraction`` (for a page that only counts: sympy is then never imported). The binomial
coefficients are whole numbers from ``math.comb``, fast for decks of hundreds of cards. Nothing here knows
any game.
"""
from __future__ import annotations

from fractions import Fraction
from math import comb as binomial
from typing import TYPE_CHECKING

from tutor.core.i18n import M

if TYPE_CHECKING:
    from sympy import Rational


def _exact(numerator: int, denominator: int = 1, *, fraction: bool) -> Rational:
    """``numerator / denominator`` as a Fraction (``fraction``) or a sympy Rational."""
    if fraction:
        return Fraction(numerator, denominator)
    from sympy import Rational

    return Rational(numerator, denominator)


def _check(total: int, wanted: int, draws: int) -> None:
    if not 0 <= wanted <= total:
        raise ValueError(M("a deck of {total} cards cannot hold {wanted} wanted cards", total=total, wanted=wanted))
    if not 0 <= draws <= total:
        raise ValueError(M("cannot draw {draws} cards from a deck of {total}", draws=draws, total=total))


def exactly(total: int, wanted: int, draws: int, hits: int, *, fraction: bool = False) -> Rational:
    """The chance that exactly ``hits`` of the ``draws`` cards drawn are wanted ones."""
    _check(total, wanted, draws)
    if not 0 <= hits <= draws:
        return _exact(0, fraction=fraction)
    return _exact(binomial(wanted, hits) * binomial(total - wanted, draws - hits), binomial(total, draws),
                  fraction=fraction)


def distribution(total: int, wanted: int, draws: int, *, fraction: bool = False) -> dict[int, Rational]:
    """Every possible number of wanted cards among the draws, with its chance (they add up to 1)."""
    _check(total, wanted, draws)
    low, high = max(0, draws - (total - wanted)), min(wanted, draws)
    return {hits: exactly(total, wanted, draws, hits, fraction=fraction) for hits in range(low, high + 1)}


def at_least(total: int, wanted: int, draws: int, hits: int = 1, *, fraction: bool = False) -> Rational:
    """The chance that at least ``hits`` of the draws are wanted cards.

    For ``hits=1`` this is one minus the chance that every draw misses:
    ``1 - C(total - wanted, draws) / C(total, draws)``.
    """
    _check(total, wanted, draws)
    if hits <= 0:
        return _exact(1, fraction=fraction)
    if hits == 1:
        return 1 - _exact(binomial(total - wanted, draws), binomial(total, draws), fraction=fraction)
    return sum((p for j, p in distribution(total, wanted, draws, fraction=fraction).items() if j >= hits),
               _exact(0, fraction=fraction))


def expected_hits(total: int, wanted: int, draws: int, *, fraction: bool = False) -> Rational:
    """The average number of wanted cards among the draws: ``draws * wanted / total``."""
    _check(total, wanted, draws)
    return _exact(draws * wanted, total, fraction=fraction) if total else _exact(0, fraction=fraction)


def expected_draws_to_first(total: int, wanted: int, *, fraction: bool = False) -> Rational:
    """The average number of draws up to and including the first wanted card: ``(total+1)/(wanted+1)``."""
    _check(total, wanted, 0)
    if wanted == 0:
        raise ValueError(M("with no wanted card in the deck, none will ever be drawn"))
    return _exact(total + 1, wanted + 1, fraction=fraction)
