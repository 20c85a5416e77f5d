"""Absorbing chains checked against path enumeration, matrix powers and known closed forms."""
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sympy import Rational

from tutor.prob.markov import AbsorbingChain


def enumerate_paths(transitions, start, steps: int) -> dict:
    """The chance of each state after ``steps`` steps, summing the chance of every path (no matrices)."""
    paths = {(start,): Rational(1)}
    for _ in range(steps):
        paths = {path + (nxt,): p * q for path, p in paths.items()
                 for nxt, q in transitions.get(path[-1], {path[-1]: 1}).items() if q}
    ends = {}
    for path, p in paths.items():
        ends[path[-1]] = ends.get(path[-1], 0) + p
    return ends


def ruin(n: int, up: Rational) -> dict:
    """Gambler's ruin on 0..n: step up with chance ``up``, down otherwise; 0 and n absorb."""
    return {k: {k + 1: up, k - 1: 1 - up} for k in range(1, n)}


@pytest.mark.parametrize("n", [2, 3, 5, 8])
def test_fair_gamblers_ruin_known_values(n):
    chain = AbsorbingChain(ruin(n, Rational(1, 2)))
    for k in range(n + 1):
        assert chain.absorption_probabilities(k) == {n: Rational(k, n), 0: Rational(n - k, n)}
        assert chain.expected_steps(k) == k * (n - k)


def test_biased_gamblers_ruin_known_value():
    up, n, k = Rational(1, 3), 6, 2
    ratio = (1 - up) / up
    chain = AbsorbingChain(ruin(n, up))
    assert chain.absorption_probabilities(k)[n] == (1 - ratio ** k) / (1 - ratio ** n)


@st.composite
def chains(draw):
    """A random chain: transient states 0..t-1 and absorbing "A", "B"; each transient state can be absorbed."""
    t = draw(st.integers(1, 4))
    transitions = {}
    for s in range(t):
        weights = draw(st.lists(st.integers(0, 4), min_size=t + 2, max_size=t + 2))
        weights[t + draw(st.integers(0, 1))] += 1
        total = sum(weights)
        targets = [*range(t), "A", "B"]
        transitions[s] = {target: Rational(w, total) for target, w in zip(targets, weights) if w}
    return transitions


@settings(max_examples=40, deadline=None)
@given(chains(), st.integers(0, 6))
def test_distribution_after_matches_path_enumeration(transitions, steps):
    chain = AbsorbingChain(transitions)
    brute = enumerate_paths(transitions, 0, steps)
    exact = chain.distribution_after(0, steps)
    assert {s: p for s, p in exact.items() if p} == brute
    assert sum(exact.values()) == 1


@settings(max_examples=40, deadline=None)
@given(chains())
def test_absorption_solves_first_step_equations_and_matches_long_powers(transitions):
    chain = AbsorbingChain(transitions)
    for s in transitions:
        row = transitions[s]
        h = chain.absorption_probabilities(s)
        assert sum(h.values()) == 1
        # first-step analysis: h(s) = sum_t P(s, t) h(t) and E(s) = 1 + sum_t P(s, t) E(t), exactly
        for a in chain.absorbing:
            assert h[a] == sum(p * chain.absorption_probabilities(t)[a] for t, p in row.items())
        assert chain.expected_steps(s) == 1 + sum(p * chain.expected_steps(t) for t, p in row.items())
    # and the absorption chances are the limit of the matrix powers
    limit = chain.distribution_after(0, 200)
    for a, p in chain.absorption_probabilities(0).items():
        assert float(limit[a]) == pytest.approx(float(p), abs=1e-9)


def test_acyclic_chain_matches_path_enumeration_exactly():
    transitions = {
        "start": {"left": Rational(1, 3), "right": Rational(2, 3)},
        "left": {"win": Rational(1, 2), "lose": Rational(1, 2)},
        "right": {"win": Rational(1, 4), "end": Rational(3, 4)},
        "end": {"lose": Rational(1)},
    }
    chain = AbsorbingChain(transitions)
    assert set(chain.absorbing) == {"win", "lose"}
    brute = enumerate_paths(transitions, "start", 3)  # every path is absorbed within 3 steps
    assert chain.absorption_probabilities("start") == brute

    def absorbed_by(n: int) -> Rational:
        return sum((p for s, p in enumerate_paths(transitions, "start", n).items() if s in ("win", "lose")), Rational(0))

    # E[T] = sum over n >= 0 of P(T > n), and T <= 3
    assert chain.expected_steps("start") == sum(1 - absorbed_by(n) for n in range(3))


def test_bad_chains_are_refused():
    with pytest.raises(ValueError, match="add up to 1"):
        AbsorbingChain({0: {1: Rational(1, 2)}})
    with pytest.raises(ValueError, match="never reach"):
        AbsorbingChain({0: {1: Rational(1)}, 1: {0: Rational(1)}})
    chain = AbsorbingChain(ruin(3, Rational(1, 2)))
    with pytest.raises(ValueError, match="no state"):
        chain.expected_steps(7)
    with pytest.raises(ValueError, match="cannot take"):
        chain.distribution_after(1, -1)


@pytest.mark.parametrize("exact", [Fraction, Rational])
def test_a_chain_of_fractions_is_worked_out_with_fractions_alike(exact):
    """The same chain given in Fractions (worked out without sympy) and in sympy Rationals: the same answers."""
    def rows(k):
        return {0: {1: k(1, 3), "saved": k(2, 9), 0: k(4, 9)}, 1: {2: k(1, 1)}, 2: {"destroyed": k(1, 1)},
                "loop": {"loop": k(1, 1)}}

    chain, sympy_chain = AbsorbingChain(rows(exact)), AbsorbingChain(rows(Rational))
    assert chain.matrix.tolist() == sympy_chain.matrix.tolist()
    assert chain.fundamental.tolist() == sympy_chain.fundamental.tolist()
    for start in chain.states:
        assert chain.absorption_probabilities(start) == sympy_chain.absorption_probabilities(start)
        assert chain.expected_steps(start) == sympy_chain.expected_steps(start)
        for steps in (0, 1, 2, 5, 64):
            assert chain.distribution_after(start, steps) == sympy_chain.distribution_after(start, steps)
    kinds = {type(p) for p in [*chain.absorption_probabilities(0).values(), chain.expected_steps(0),
                               *chain.distribution_after(0, 3).values()]}
    assert (kinds == {Fraction}) == (exact is Fraction)
    with pytest.raises(ValueError, match="never reach"):
        AbsorbingChain({0: {1: exact(1, 1)}, 1: {0: exact(1, 1)}, 2: {3: exact(1, 1)}})
