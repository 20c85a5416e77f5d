"""Absorbing Markov chains, exactly.

A chain is given as a transition dict ``{state: {next_state: chance, ...}, ...}``; each row must add up to 1.
A state with no row (or whose row returns to itself with chance 1) is *absorbing*: once there, the chain
stays. Ordering the transient states first, the transition matrix is ``[[Q, R], [0, I]]`` and the
fundamental matrix ``N = (I - Q)**-1`` counts the visits to each transient state, so

    expected steps to absorption = N * 1        absorption chances = N * R

and the distribution after ``n`` steps is a row of ``P**n``. Everything is a sympy ``Matrix`` of
``Rational`` entries, so every answer is exact. Nothing here knows any game. Sympy is imported when the
first chain is built, not with this module.
"""
from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import TYPE_CHECKING

from tutor.core.i18n import M

if TYPE_CHECKING:
    from sympy import Rational

State = Hashable


class AbsorbingChain:
    """An absorbing Markov chain built from a transition dict; see the module docstring."""

    def __init__(self, transitions: Mapping[State, Mapping[State, Rational]]) -> None:
        from sympy import Matrix, Rational, eye, ones, zeros

        states = list(dict.fromkeys([*transitions, *(t for row in transitions.values() for t in row)]))
        for state, row in transitions.items():
            if any(not 0 <= p <= 1 for p in row.values()) or sum(row.values()) != 1:
                raise ValueError(M("the chances out of {state} must lie in [0, 1] and add up to 1", state=repr(state)))
        self.absorbing = [s for s in states if transitions.get(s, {s: 1}).get(s) == 1]
        self.transient = [s for s in states if s not in self.absorbing]
        self.states = self.transient + self.absorbing
        self._index = {s: i for i, s in enumerate(self.states)}
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

    def _check(self, state: State) -> None:
        if state not in self._index:
            raise ValueError(M("the chain has no state {state}", state=repr(state)))

    def absorption_probabilities(self, start: State) -> dict[State, Rational]:
        """The chance of ending in each absorbing state, starting from ``start``."""
        from sympy import Rational

        self._check(start)
        if start in self.absorbing:
            return {s: Rational(int(s == start)) for s in self.absorbing}
        row = self._index[start]
        return {s: self._absorption[row, j] for j, s in enumerate(self.absorbing)}

    def expected_steps(self, start: State) -> Rational:
        """The average number of steps from ``start`` until the chain is absorbed."""
        from sympy import Rational

        self._check(start)
        return Rational(0) if start in self.absorbing else self._steps[self._index[start]]

    def distribution_after(self, start: State, steps: int) -> dict[State, Rational]:
        """The chance of being in each state after ``steps`` steps from ``start``."""
        from sympy import Matrix

        self._check(start)
        if steps < 0:
            raise ValueError(M("cannot take {steps} steps", steps=steps))
        row = Matrix([[int(s == start) for s in self.states]]) * self.matrix ** steps
        return dict(zip(self.states, row))
