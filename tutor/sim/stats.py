"""Summaries of Monte Carlo results with confidence intervals."""
from __future__ import annotations

import math
from dataclasses import dataclass
from statistics import NormalDist, fmean, stdev
from typing import Sequence

from tutor.core.i18n import M, Message


@dataclass(frozen=True)
class Estimate:
    """A value estimated from ``n`` samples and its confidence interval ``[low, high]``."""

    value: float
    low: float
    high: float
    n: int
    confidence: float = 0.95

    def __str__(self) -> str:
        return str(M("{value:.3f} [{low:.3f}, {high:.3f}]", value=self.value, low=self.low, high=self.high))

    def plus_minus(self, spec: str = ".1%") -> Message:
        """The estimate as ``value ± half its interval's width`` (``51.2% ± 3.1%``), formatted per language."""
        def formatted(x: float) -> Message:  # a number alone (no words): formatted when shown, in its language
            return Message("{x:" + spec + "}", {"x": x})

        return M("{value} ± {margin}", value=formatted(self.value), margin=formatted((self.high - self.low) / 2))

    def contains(self, x: float) -> bool:
        return self.low <= x <= self.high


def _z(confidence: float) -> float:
    if not 0 < confidence < 1:
        raise ValueError(M("the confidence level must lie between 0 and 1"))
    return NormalDist().inv_cdf(0.5 + confidence / 2)


def wilson(successes: float, n: int, confidence: float = 0.95) -> Estimate:
    """A success rate with its Wilson score interval.

    ``successes`` may be fractional (a shared win counts as a share). Unlike the textbook
    ``p +- z*sqrt(p(1-p)/n)``, the Wilson interval stays inside [0, 1] and is sound near 0 and 1.
    """
    if n <= 0:
        raise ValueError(M("a rate needs at least one trial"))
    if not 0 <= successes <= n:
        raise ValueError(M("{successes} successes in {n} trials is impossible", successes=successes, n=n))
    z = _z(confidence)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return Estimate(p, max(0.0, centre - half), min(1.0, centre + half), n, confidence)


def mean_ci(values: Sequence[float], confidence: float = 0.95) -> Estimate:
    """A mean with its normal-approximation interval ``mean +- z * s / sqrt(n)`` (sound for n of 30 or more)."""
    if len(values) < 2:
        raise ValueError(M("a confidence interval for a mean needs at least two values"))
    mean = fmean(values)
    half = _z(confidence) * stdev(values) / math.sqrt(len(values))
    return Estimate(mean, mean - half, mean + half, len(values), confidence)


def _t_central(t: float, df: int) -> float:
    """P(-t <= T <= t) for Student's t with a whole number ``df`` of degrees of freedom, in closed form
    (Abramowitz and Stegun 26.7.3 and 26.7.4: a finite sum in the angle atan(t / sqrt(df)))."""
    theta = math.atan(t / math.sqrt(df))
    sin, cos2 = math.sin(theta), math.cos(theta) ** 2
    if df % 2 == 0:  # sin(theta) * (1 + 1/2 cos^2 + 1*3/(2*4) cos^4 + ... up to cos^(df-2))
        term = total = 1.0
        for k in range(2, df, 2):
            term *= cos2 * (k - 1) / k
            total += term
        return sin * total
    if df == 1:
        return 2 * theta / math.pi
    term = total = math.sqrt(cos2)  # (2/pi) (theta + sin(theta) (cos + 2/3 cos^3 + ... up to cos^(df-2)))
    for k in range(3, df - 1, 2):
        term *= cos2 * (k - 1) / k
        total += term
    return 2 / math.pi * (theta + sin * total)


def student_t(df: int, confidence: float = 0.95) -> float:
    """The t with P(-t <= T <= t) = ``confidence`` for Student's t with ``df`` degrees of freedom
    (``student_t(19)`` is 2.093...): the central distribution inverted by bisection to float precision."""
    if not isinstance(df, int) or df < 1:
        raise ValueError(M("Student's t needs a whole number of degrees of freedom, at least 1, not {df}", df=df))
    _z(confidence)  # the same check of the level
    low, high = 0.0, 1.0
    while _t_central(high, df) < confidence:
        low, high = high, 2 * high
    for _ in range(200):
        middle = (low + high) / 2
        if middle in (low, high):
            break
        low, high = (middle, high) if _t_central(middle, df) < confidence else (low, middle)
    return high


def t_interval(values: Sequence[float], confidence: float = 0.95) -> Estimate:
    """A mean with its Student t interval ``mean +- t * s / sqrt(n)``, t for n - 1 degrees of freedom: sound
    for few values, each an average of many trials (batch means), where :func:`mean_ci`'s normal one is too
    narrow."""
    if len(values) < 2:
        raise ValueError(M("a confidence interval for a mean needs at least two values"))
    mean = fmean(values)
    half = student_t(len(values) - 1, confidence) * stdev(values) / math.sqrt(len(values))
    return Estimate(mean, mean - half, mean + half, len(values), confidence)
