"""Lesson 10: simulation against exact answers, the law of large numbers and confidence intervals.

The question comes from lesson 4: will three Indians at the gate of Fort Apache bring it down (all three
dice on 1, 3 or 5 at once) within a few assaults? The exact chance is ``1 - (7/8)^n``; seeded simulations of
growing size approach it, and the Wilson interval (:func:`tutor.sim.wilson`) says how far off an estimate
from n trials can be: its width shrinks like ``1/sqrt(n)``.
"""
from __future__ import annotations

import random

from sympy import Rational, ceiling, sqrt

from tutor.games import fort_apache
from tutor.prob import fort_apache as fa
from tutor.render.fort_apache import board_svg
from tutor.sim import wilson

from . import Lesson
from .exercises import Exercise

#: three Indians at the gate, the other three in the west cavalry ring
POSITION = ("fort_apache | turn indians 1 act | cowboys north-walkway east-walkway south-walkway west-walkway "
            "| indians gate gate gate west-cavalry west-cavalry west-cavalry "
            "| buildings magazine=0 well=0 granary=0 gate=0 | supply cowboys=a0/0,e0/0 indians=a0/0,e0/0 "
            "| cards cowboys=2.2.2.1.1.1 indians=2.2.2.1.2 played=- boost=no | pending - "
            "| threat - withdraw - last -")
STATE = fort_apache.Game.parse(POSITION)
TURNS = 4
DICE = 3
ONE = fa.gate_falls_in_one_attempt("one-roll")
#: the cowboy on the south walkway shoots at the Indians at the gate as at the climbing ring
SHOT = fa.hit_chance("cowboys", "climbing")
EXACT = fa.gate_within(TURNS, "one-roll")
SIZES = (100, 1_000, 10_000)
SEED = 10


def simulate(n: int, seed: int) -> float:
    """Play ``n`` series of up to TURNS assaults (three dice each); the share in which the gate falls."""
    rng = random.Random(seed)
    falls = 0
    for _ in range(n):
        falls += any(all(rng.randint(1, 6) in fa.ALL_ODD for _ in range(DICE)) for _ in range(TURNS))
    return falls / n


def board() -> str:
    return board_svg(STATE)


def _estimate_row(n: int) -> tuple[str, str]:
    """A derivation step: the estimate from ``n`` seeded trials, its Wilson interval and its error."""
    estimate = wilson(round(simulate(n, SEED) * n), n)
    inside = "contains" if estimate.contains(float(EXACT)) else "misses"
    return (f"{n:,} seeded trials: estimate and 95% Wilson interval, which {inside} the exact value",
            f"{estimate} (off by {abs(estimate.value - float(EXACT)):.4f})")


SE_TRIALS = 700
SE = sqrt(ONE * (1 - ONE) / SE_TRIALS)
TARGET_SE = Rational(1, 100)
NEEDED = ceiling(ONE * (1 - ONE) / TARGET_SE ** 2)
MEAN_TRIALS = 400

EXERCISES = (
    Exercise("l10-exact", f"What is the exact chance that the gate falls within {TURNS} assaults?",
             EXACT,
             "The complement: the gate stands after every assault.",
             f"1 - (1 - {ONE})^{TURNS} = {EXACT}.",
             kind="probability"),
    Exercise("l10-se", f"One assault brings the gate down with chance {ONE}. A simulation plays {SE_TRIALS} "
             "single assaults. What is the standard error sqrt(p(1-p)/n) of the share of falls?",
             SE,
             "Put p and n into sqrt(p(1-p)/n).",
             f"sqrt({ONE}·{1 - ONE}/{SE_TRIALS}) = {SE}.",
             kind="probability"),
    Exercise("l10-needed", f"How many single assaults must be simulated at least for that standard error to be "
             f"{TARGET_SE} or less?",
             NEEDED,
             "Solve sqrt(p(1-p)/n) ≤ target for n, and round up to a whole number of trials.",
             f"n ≥ p(1-p)/target² = {ONE * (1 - ONE) / TARGET_SE ** 2}, so {NEEDED} trials.",
             kind="count"),
    Exercise("l10-mean", f"How many falls do {MEAN_TRIALS} single assaults bring on average?",
             MEAN_TRIALS * ONE,
             "The expected count is n times the chance of one success.",
             f"{MEAN_TRIALS} × {ONE} = {MEAN_TRIALS * ONE}.",
             kind="average"),
)

LESSON = Lesson(
    number=10,
    title="Simulation against exact answers",
    teaches="The share of successes in many independent trials approaches the exact chance (the law of large "
            "numbers), and a confidence interval says how close n trials get: about 1/sqrt(n).",
    game="Fort Apache",
    situation=(f"<p>Three Indians stand at the gate. In each Indian turn they assault it together: the gate "
               f"falls if all {DICE} dice show an odd face. (This is the one-roll reading of the gate; see "
               f"lesson 4.)</p><p><b>What this leaves out.</b> Like lesson 4, this counts assaults, not turns, "
               f"and takes the three Indians to be at the gate for each of them. In the game the cowboy on the "
               f"south walkway may shoot at them between two assaults (he hits with chance {SHOT}), and after a "
               f"hit there is no assault until a third Indian is back at the gate. Both the exact answer and the "
               f"simulation leave his shots out: they say how likely the gate is to fall in {TURNS} assaults that "
               f"do happen, not in {TURNS} Indian turns.</p><p><b>Question:</b> what is the chance that the gate "
               f"falls within {TURNS} assaults, and how many simulated games does it take to see it?</p>"),
    board=board,
    derivation=(
        (f"One assault: all {DICE} dice odd", str(ONE)),
        *(_estimate_row(n) for n in SIZES),
        (f"Ten times more trials make the interval about sqrt(10) ≈ {float(sqrt(10)):.2f} times narrower",
         f"standard error at n = {SIZES[-1]:,}: {float(sqrt(EXACT * (1 - EXACT) / SIZES[-1])):.4f}"),
        (f"Exact: within {TURNS} assaults, 1 - (1 - p)^{TURNS}", f"1 - (1 - {ONE})**{TURNS}"),
    ),
    exact=EXACT,
    simulate=simulate,
    exercises=EXERCISES,
)
