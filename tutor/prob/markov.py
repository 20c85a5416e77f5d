"""Absorbing Markov chains, exactly.

A chain is given as a transition dict ``{state: {next_state: chance, ...}, ...}``; each row must add up to 1.
A state with no row (or whose row returns to itself with chance 1) is *absorbing*: once there, the chain
stays. Ordering the transient states first, the transition matrix is ``[[Q, R], [0, I]]`` and the
fundamental matrix ``N = (I - Q)**-1`` counts the visits to each transient state, so

    expected steps to absorption = N * 1        absorption chances = N * R

and the distribution after ``n`` steps is a row of ``P**n``. Everything is a sympy ``Matrix`` of
``Rational`` entries, so every answer is exact. Nothing here knows any game. Sympy is imported when the
first chain is built, not with this module. A chain whose chances are all ``fractions.Fraction`` is worked
out with Fractions instead, without sympy: its ``matrix`` and ``fundamental`` are then lists of rows of
Fractions (:class:`Rows`), and its answers Fractions.
"""
from __future__ import annotations

from collections.abc import Hashable, Mapping
from fractions import Fraction
from typing import TYPE_CHECKING

from tutor.core.i18n import M

if TYPE_CHECKING:
    from sympy import Rational

State = Hashable


class Rows(list[list[Fraction]]):
    """A matrix of Fractions as a list of its rows; ``tolist()`` as a sympy ``Matrix`` has it."""

    def tolist(self) -> list[list[Fraction]]:
        return [list(row) for row in self]


def _product(a: list[list[Fraction]], b: list[list[Fraction]], columns: int) -> Rows:
    return Rows([[sum((x * b[k][j] for k, x in enumerate(row)), Fraction(0)) for j in range(columns)] for row in a])


def _inverse(a: list[list[Fraction]]) -> Rows:
    """The inverse by Gauss-Jordan elimination; ValueError when ``a`` has none."""
    n = len(a)
    m = [[*row, *(Fraction(int(i == j)) for j in range(n))] for i, row in enumerate(a)]
    for col in range(n):
        pivot = next((r for r in range(col, n) if m[r][col] != 0), None)
        if pivot is None:
            raise ValueError("singular")
        m[col], m[pivot] = m[pivot], m[col]
        m[col] = [x / m[col][col] for x in m[col]]
        for r in range(n):
            if r != col and m[r][col] != 0:
                factor = m[r][col]
                m[r] = [x - factor * y for x, y in zip(m[r], m[col])]
    return Rows([row[n:] for row in m])


class AbsorbingChain:
    """An absorbing Markov chain built from a transition dict; see the module docstring."""

    def __init__(self, transitions: Mapping[State, Mapping[State, Rational]]) -> None:
        states = list(dict.fromkeys([*transitions, *(t for row in transitions.values() for t in row)]))
        for state, row in transitions.items():
            if any(not 0 <= p <= 1 for p in row.values()) or sum(row.values()) != 1:
                raise ValueError(M("the chances out of {state} must lie in [0, 1] and add up to 1", state=repr(state)))
        self.absorbing = [s for s in states if transitions.get(s, {s: 1}).get(s) == 1]
        self.transient = [s for s in states if s not in self.absorbing]
        self.states = self.transient + self.absorbing
        self._index = {s: i for i, s in enumerate(self.states)}
        chances = [p for row in transitions.values() for p in row.values()]
        self._fractions = bool(chances) and all(isinstance(p, Fraction) for p in chances)
        if self._fractions:
            self._with_fractions(transitions)
            return
        from sympy import Matrix, Rational, eye, ones, zeros

        self.matrix = Matrix(len(self.states), len(self.states),
                             lambda i, j: Rational(transitions.get(self.states[i], {}).get(self.states[j], 0)))
        for s in self.absorbing:
            self.matrix[self._index[s], self._index[s]] = 1
        t = len(self.transient)
        q, r = self.matrix[:t, :t], self.matrix[:t, t:]
        try:
            self.fundamental = (eye(t) - q).inv() if t else zeros(0, 0)
        except ValueError:
            raise ValueError(M("some transient states can never reach an absorbing state")) from None
        self._absorption = self.fundamental * r
        self._steps = self.fundamental * ones(t, 1)

    def _with_fractions(self, transitions: Mapping[State, Mapping[State, Rational]]) -> None:
        """The same chain worked out with Fractions (every chance given is one)."""
        self.matrix = Rows([[Fraction(int(a == b)) if a in self.absorbing else Fraction(transitions[a].get(b, 0))
                             for b in self.states] for a in self.states])
        t = len(self.transient)
        q = [row[:t] for row in self.matrix[:t]]
        r = [row[t:] for row in self.matrix[:t]]
        try:
            self.fundamental = _inverse([[int(i == j) - x for j, x in enumerate(row)] for i, row in enumerate(q)])
        except ValueError:
            raise ValueError(M("some transient states can never reach an absorbing state")) from None
        self._absorption = _product(self.fundamental, r, len(self.absorbing))
        self._steps = [sum(row, Fraction(0)) for row in self.fundamental]

    def _number(self, value: int) -> Rational:
        """A whole number as this chain's kind of number."""
        if self._fractions:
            return Fraction(value)
        from sympy import Rational

        return Rational(value)

    def _check(self, state: State) -> None:
        if state not in self._index:
            raise ValueError(M("the chain has no state {state}", state=repr(state)))

    def absorption_probabilities(self, start: State) -> dict[State, Rational]:
        """The chance of ending in each absorbing state, starting from ``start``."""
        self._check(start)
        if start in self.absorbing:
            return {s: self._number(int(s == start)) for s in self.absorbing}
        row = self._index[start]
        if self._fractions:
            return {s: self._absorption[row][j] for j, s in enumerate(self.absorbing)}
        return {s: self._absorption[row, j] for j, s in enumerate(self.absorbing)}

    def expected_steps(self, start: State) -> Rational:
        """The average number of steps from ``start`` until the chain is absorbed."""
        self._check(start)
        return self._number(0) if start in self.absorbing else self._steps[self._index[start]]

    def distribution_after(self, start: State, steps: int) -> dict[State, Rational]:
        """The chance of being in each state after ``steps`` steps from ``start``."""
        self._check(start)
        if steps < 0:
            raise ValueError(M("cannot take {steps} steps", steps=steps))
        if self._fractions:  # the start's row times P**steps, P squared as the steps' bits say
            size = len(self.states)
            vector: list[list[Fraction]] = [[Fraction(int(s == start)) for s in self.states]]
            power: list[list[Fraction]] = self.matrix
            while steps:
                if steps & 1:
                    vector = _product(vector, power, size)
                steps >>= 1
                if steps:
                    power = _product(power, power, size)
            return dict(zip(self.states, vector[0]))
        from sympy import Matrix

        row = Matrix([[int(s == start) for s in self.states]]) * self.matrix ** steps
        return dict(zip(self.states, row))
