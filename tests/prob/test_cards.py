"""Exact card-drawing chances checked against brute-force enumeration of ordered draws."""
from fractions import Fraction
from itertools import permutations

import pytest
from sympy import Rational
from sympy.stats import Hypergeometric, density

from tutor.prob import cards


def enumerate_draws(total: int, wanted: int, draws: int) -> dict[int, Fraction]:
    """Every ordered sequence of ``draws`` distinct cards from a deck whose first ``wanted`` cards are wanted."""
    counts: dict[int, int] = {}
    sequences = list(permutations(range(total), draws))
    for seq in sequences:
        hits = sum(card < wanted for card in seq)
        counts[hits] = counts.get(hits, 0) + 1
    return {hits: Fraction(n, len(sequences)) for hits, n in counts.items()}


DECKS = [(total, wanted, draws) for total in range(0, 7) for wanted in range(total + 1) for draws in range(total + 1)]


@pytest.mark.parametrize("total,wanted,draws", DECKS)
def test_distribution_matches_enumeration(total, wanted, draws):
    brute = enumerate_draws(total, wanted, draws)
    exact = cards.distribution(total, wanted, draws)
    assert {j: Fraction(int(p.p), int(p.q)) for j, p in exact.items() if p} == brute
    assert sum(exact.values()) == 1
    for hits in range(draws + 2):
        at_least = sum((p for j, p in brute.items() if j >= hits), Fraction(0))
        assert cards.at_least(total, wanted, draws, hits) == at_least
        assert cards.exactly(total, wanted, draws, hits) == brute.get(hits, 0)
    assert cards.expected_hits(total, wanted, draws) == sum((j * p for j, p in brute.items()), Fraction(0))


@pytest.mark.parametrize("total,wanted", [(1, 1), (4, 1), (5, 2), (6, 3), (7, 7)])
def test_expected_draws_to_first_matches_enumeration(total, wanted):
    orders = list(permutations(range(total)))
    first = [next(i for i, card in enumerate(order, 1) if card < wanted) for order in orders]
    assert cards.expected_draws_to_first(total, wanted) == Fraction(sum(first), len(orders))


def test_results_are_exact_sympy_rationals_and_agree_with_sympy_stats():
    p = cards.at_least(114, 33, 5)
    assert isinstance(p, Rational) and p == Rational(131149, 158878)
    assert cards.distribution(20, 6, 4) == density(Hypergeometric("X", 20, 6, 4)).dict


def test_impossible_decks_are_refused():
    with pytest.raises(ValueError, match="cannot hold"):
        cards.at_least(5, 6, 1)
    with pytest.raises(ValueError, match="cannot draw"):
        cards.distribution(5, 2, 6)
    with pytest.raises(ValueError, match="none will ever be drawn"):
        cards.expected_draws_to_first(5, 0)


@pytest.mark.parametrize("total,wanted,draws", [(6, 2, 3), (110, 31, 3), (52, 4, 5), (5, 0, 2), (0, 0, 0)])
def test_fractions_are_the_same_chances(total, wanted, draws):
    """``fraction=True`` gives Fractions equal to the Rationals (a page that only counts loads no sympy)."""
    as_fractions = cards.distribution(total, wanted, draws, fraction=True)
    assert as_fractions == cards.distribution(total, wanted, draws)
    assert all(type(p) is Fraction for p in as_fractions.values())
    for hits in range(-1, draws + 2):
        assert cards.at_least(total, wanted, draws, hits, fraction=True) == cards.at_least(total, wanted, draws, hits)
        assert type(cards.at_least(total, wanted, draws, hits, fraction=True)) is Fraction
    assert cards.expected_hits(total, wanted, draws, fraction=True) == cards.expected_hits(total, wanted, draws)
    if wanted:
        assert cards.expected_draws_to_first(total, wanted, fraction=True) == cards.expected_draws_to_first(total, wanted)
