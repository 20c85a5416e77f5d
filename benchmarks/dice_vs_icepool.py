"""Exact dice questions three ways: ``python -m benchmarks.dice_vs_icepool``.

Answers the same success-counting questions with :mod:`tutor.prob.dice` (binomial law or generating
polynomials), with icepool (a test-only dependency) and with sums of ``sympy.stats`` Bernoulli variables,
checks that all three agree, and prints each one's best time and its ratio to ``tutor.prob.dice``.
sympy caches results, so both sympy-based answers clear its cache before every run (a cold answer, as when
a user asks a new question). Not imported by the tests.
"""
from __future__ import annotations

import timeit
from collections.abc import Callable
from fractions import Fraction

import icepool
from sympy import Eq, Rational
from sympy.core.cache import clear_cache
from sympy.stats import Bernoulli, P

from tutor.prob import dice

ODD = {1, 3, 5}
QUESTIONS: dict[str, tuple[list[set[int]], int]] = {
    "gate: 3 successes on 3d6 (1, 3, 5)": ([ODD] * 3, 3),
    "mixed volley: >= 2 hits, rings 1/2/3/3/2 faces": ([{1}, {1, 3}, ODD, ODD, {1, 3}], 2),
    "8 dice at 2 faces: >= 3 hits": ([{2, 4}] * 8, 3),
}


def with_tutor(hit_faces: list[set[int]], k: int) -> Rational:
    clear_cache()
    return dice.at_least(dice.successes([dice.hit_chance(faces) for faces in hit_faces]), k)


def with_icepool(hit_faces: list[set[int]], k: int) -> Fraction:
    volley = sum((icepool.d6.map(lambda face, faces=faces: int(face in faces)) for faces in hit_faces),
                 icepool.Die([0]))
    return volley.probability(">=", k)


def with_sympy_stats(hit_faces: list[set[int]], k: int) -> Rational:
    clear_cache()
    hits = sum(Bernoulli(f"D{i}", Rational(len(faces), 6)) for i, faces in enumerate(hit_faces))
    return sum((P(Eq(hits, j)) for j in range(k, len(hit_faces) + 1)), Rational(0))


def best_time(answer: Callable[[], object], budget: float = 0.5) -> float:
    """The best of a few repeats, each as many runs as fit in about ``budget`` seconds."""
    runs, elapsed = 1, timeit.timeit(answer, number=1)
    if elapsed < budget:
        runs = max(1, int(budget / max(elapsed, 1e-7)))
    return min(timeit.repeat(answer, number=runs, repeat=3)) / runs


def main() -> None:
    print(f"{'question':<50} {'tutor.prob':>11} {'icepool':>11} {'sympy.stats':>12} "
          f"{'icepool/tutor':>14} {'stats/tutor':>12}")
    for name, (hit_faces, k) in QUESTIONS.items():
        answers = [with_tutor(hit_faces, k), with_icepool(hit_faces, k), with_sympy_stats(hit_faces, k)]
        assert answers[0] == answers[1] == answers[2], (name, answers)
        times = [best_time(lambda f=f: f(hit_faces, k)) for f in (with_tutor, with_icepool, with_sympy_stats)]
        print(f"{name:<50} {times[0] * 1e3:>9.3f}ms {times[1] * 1e3:>9.3f}ms {times[2] * 1e3:>10.3f}ms "
              f"{times[1] / times[0]:>14.2f} {times[2] / times[0]:>12.1f}   (answer {answers[0]})")


if __name__ == "__main__":
    main()
