"""Exact dice chances checked against brute-force enumeration of every roll."""
import random
from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sympy import Rational

from tutor.prob import dice

FACES = range(1, 7)


def enumerate_volley(hit_faces: list[set[int]]) -> dict[int, Fraction]:
    """Roll one d6 per entry of ``hit_faces`` in every possible way and count the successes."""
    counts: dict[int, int] = {}
    for roll in product(FACES, repeat=len(hit_faces)):
        hits = sum(face in faces for face, faces in zip(roll, hit_faces))
        counts[hits] = counts.get(hits, 0) + 1
    return {k: Fraction(n, 6 ** len(hit_faces)) for k, n in counts.items()}


def test_hit_chance_counts_hit_faces():
    assert dice.hit_chance({1, 3, 5}) == Rational(1, 2)
    assert dice.hit_chance([2]) == Rational(1, 6)
    assert dice.hit_chance(set()) == 0
    assert dice.hit_chance({1, 2, 3, 4}, sides=8) == Rational(1, 2)
    with pytest.raises(ValueError, match="no face"):
        dice.hit_chance({0, 7})


face_sets = st.sets(st.sampled_from(FACES), max_size=6)


@settings(max_examples=60, deadline=None)
@given(st.lists(face_sets, max_size=5))
def test_volley_matches_enumeration(hit_faces):
    exact = dice.successes([dice.hit_chance(faces) for faces in hit_faces])
    brute = enumerate_volley(hit_faces)
    assert all(isinstance(p, Rational) for p in exact.values())
    assert {k: p for k, p in exact.items() if p} == brute
    for k in range(len(hit_faces) + 2):
        assert dice.at_least(exact, k) == sum((p for j, p in brute.items() if j >= k), Fraction(0))


@pytest.mark.parametrize("n", range(0, 6))
@pytest.mark.parametrize("faces", [set(), {1}, {1, 3}, {1, 3, 5}, {2, 3, 4, 5}, set(FACES)])
def test_alike_dice_follow_the_binomial_law(n, faces):
    p = dice.hit_chance(faces)
    brute = enumerate_volley([faces] * n)
    assert {k: q for k, q in dice.binomial_successes(n, p).items() if q} == brute
    assert {k: q for k, q in dice.successes([p] * n).items() if q} == brute


def test_known_values():
    three = dice.successes([Rational(1, 2)] * 3)
    assert three == {0: Rational(1, 8), 1: Rational(3, 8), 2: Rational(3, 8), 3: Rational(1, 8)}
    assert dice.at_least(three, 3) == Rational(1, 8)
    assert dice.expected_tries(Rational(1, 8)) == 8
    assert dice.within(Rational(1, 2), 3) == Rational(7, 8)


@pytest.mark.parametrize("p", [Rational(1, 6), Rational(1, 3), Rational(1, 2), Rational(5, 6), Rational(1)])
def test_waiting_times_match_enumeration(p):
    """Enumerate every sequence of tries: a die per try hitting on the first ``6p`` faces."""
    hit = set(range(1, int(p * 6) + 1))
    for n in range(5):
        rolls = list(product(FACES, repeat=n))
        assert dice.within(p, n) == Fraction(sum(any(f in hit for f in r) for r in rolls), len(rolls))
    # E[T] = sum over t >= 0 of P(T > t) = sum (1-p)^t, truncated where the tail is below 1e-12
    tail = sum(float((1 - p) ** t) for t in range(400))
    assert float(dice.expected_tries(p)) == pytest.approx(tail)


def test_waiting_time_against_seeded_simulation():
    rng = random.Random(4)
    p, runs, total, within_three = Rational(1, 3), 40_000, 0, 0
    for _ in range(runs):
        tries = 1
        while rng.randint(1, 6) > 2:
            tries += 1
        total += tries
        within_three += tries <= 3
    assert total / runs == pytest.approx(float(dice.expected_tries(p)), abs=0.05)
    assert within_three / runs == pytest.approx(float(dice.within(p, 3)), abs=0.01)


def test_bad_arguments_are_refused():
    with pytest.raises(ValueError, match="between 0 and 1"):
        dice.successes([Rational(1, 2), Rational(3, 2)])
    with pytest.raises(ValueError, match="cannot roll"):
        dice.binomial_successes(-1, Rational(1, 2))
    with pytest.raises(ValueError, match="never succeeds"):
        dice.expected_tries(Rational(0))
    with pytest.raises(ValueError, match="cannot make"):
        dice.within(Rational(1, 2), -1)


def test_fractions_in_fractions_out_without_sympy():
    """Given Fractions, the dice's answers are Fractions equal to the sympy ones (a page that counts loads no sympy)."""
    import os
    import subprocess
    import sys

    chances = [dice.hit_fraction([1, 3, 5]), dice.hit_fraction([2, 4]), dice.hit_fraction([2])]
    exact = dice.successes(chances)
    assert exact == dice.successes([dice.hit_chance([1, 3, 5]), dice.hit_chance([2, 4]), dice.hit_chance([2])])
    assert exact == {0: Fraction(5, 18), 1: Fraction(17, 36), 2: Fraction(2, 9), 3: Fraction(1, 36)}
    answers = [*exact.values(), dice.at_least(exact, 2), dice.within(Fraction(1, 8), 5), dice.expected_tries(Fraction(1, 8))]
    assert all(type(a) is Fraction for a in answers)
    assert answers[-3:] == [Fraction(1, 4), dice.within(Rational(1, 8), 5), 8]
    code = ("import sys; from fractions import Fraction; from tutor.prob import dice; "
            "d = dice.successes([dice.hit_fraction([1, 3])] * 4); dice.at_least(d, 2); dice.within(d[4], 3); "
            "dice.expected_tries(d[4]); print('sympy' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                         env={**os.environ, "PYTHONPATH": os.getcwd()})
    assert out.stdout.strip() == "False", out.stderr
