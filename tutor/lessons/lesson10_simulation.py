"""Lesson 10: simulation against exact answers, the law of large numbers and confidence intervals.

The question comes from lesson 4: will three Indians at the gate of Fort Apache bring it down (all three
dice on 1, 3 or 5 at once) within a few assaults? The exact chance is ``1 - (7/8)^n``; seeded simulations of
growing size approach it. Each simulation runs in :data:`BATCHES` seeded batches, as the page's Simulate button
does (:data:`tutor.widgets.lesson.BATCHES`); the mean of the batch means is the estimate, and Student's t
interval on them (:func:`tutor.sim.stats.t_interval`, 19 degrees of freedom) says how far off it can be: its
width shrinks like ``1/sqrt(n)``.
"""
from __future__ import annotations

import math
import random
from fractions import Fraction
from statistics import NormalDist

from tutor.core.i18n import M, Message
from tutor.games import fort_apache
from tutor.games.fort_apache import odds as fa
from tutor.games.fort_apache.render import board_svg
from tutor.prob import dice
from tutor.sim.stats import student_t, t_interval

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
# Fractions (tutor.prob.dice works them out without sympy), equal to fa.gate_falls_in_one_attempt("one-roll"),
# fa.hit_chance("cowboys", "climbing") and fa.gate_within(TURNS, "one-roll"): this page loads no sympy
ONE = dice.successes([dice.hit_fraction(fa.ALL_ODD)] * DICE)[DICE]
#: the cowboy on the south walkway shoots at the Indians at the gate as at the climbing ring
SHOT = dice.hit_fraction(fa.HIT_FACES["cowboys", "climbing"])
EXACT = dice.within(ONE, TURNS)
SIZES = (100, 1_000, 10_000)
SEED = 10
BATCHES = 20  # as many as the page's Simulate button runs (tutor.widgets.lesson.BATCHES)
T_95 = student_t(BATCHES - 1, 0.95)


def simulate(n: int, seed: int) -> float:
    """Play ``n`` series of up to TURNS assaults (three dice each); the share in which the gate falls."""
    rng = random.Random(seed)
    falls = 0
    for _ in range(n):
        falls += any(all(rng.randint(1, 6) in fa.ALL_ODD for _ in range(DICE)) for _ in range(TURNS))
    return falls / n


def board() -> str:
    return board_svg(STATE)


def batch_means(n: int, seed: int = SEED) -> list[float]:
    """``n`` trials as :data:`BATCHES` batches of ``n // BATCHES``, batch ``i`` seeded ``seed + i``: each batch's
    share of falls (what the page's Simulate button computes)."""
    return [simulate(n // BATCHES, seed + i) for i in range(BATCHES)]


def _estimate_row(n: int) -> tuple[Message, Message]:
    """A derivation step: the estimate from ``n`` seeded trials in batches, the t interval of the batch means, and
    its error."""
    estimate = t_interval(batch_means(n))
    if estimate.contains(float(EXACT)):
        step = M("{n:,} seeded trials in {batches} batches: mean of the batch means and its 95% interval, which "
                 "contains the exact value", n=n, batches=BATCHES)
    else:
        step = M("{n:,} seeded trials in {batches} batches: mean of the batch means and its 95% interval, which "
                 "misses the exact value", n=n, batches=BATCHES)
    return step, M("{value:.4f} [{low:.4f}, {high:.4f}] (off by {off:.4f})", value=estimate.value, low=estimate.low,
                   high=estimate.high, off=abs(estimate.value - float(EXACT)))


def exact_root(square: Fraction) -> Fraction:
    """The exact square root of a fraction whose numerator and denominator are squares."""
    top, bottom = math.isqrt(square.numerator), math.isqrt(square.denominator)
    if Fraction(top, bottom) ** 2 != square:
        raise ValueError(M("{square} is not the square of a fraction", square=str(square)))
    return Fraction(top, bottom)


SE_TRIALS = 700  # chosen so that the standard error is a fraction: sqrt(7/64 / 700) = 1/80
SE = exact_root(ONE * (1 - ONE) / SE_TRIALS)
TARGET_SE = Fraction(1, 100)
NEEDED = math.ceil(ONE * (1 - ONE) / TARGET_SE ** 2)
MEAN_TRIALS = 400

EXERCISES = (
    Exercise("l10-exact", M("What is the exact chance that the gate falls within {turns} assaults?", turns=TURNS),
             EXACT,
             M("The complement: the gate stands after every assault."),
             M("1 - (1 - {one})^{turns} = {exact}.", one=ONE, turns=TURNS, exact=EXACT),
             kind="probability"),
    Exercise("l10-se", M("One assault brings the gate down with chance {one}. A simulation plays {trials} single "
                         "assaults. What is the standard error sqrt(p(1-p)/n) of the share of falls?", one=ONE,
                         trials=SE_TRIALS),
             SE,
             M("Put p and n into sqrt(p(1-p)/n)."),
             M("sqrt({one}·{q}/{trials}) = {se}.", one=ONE, q=1 - ONE, trials=SE_TRIALS, se=SE),
             kind="probability"),
    Exercise("l10-needed", M("How many single assaults must be simulated at least for that standard error to be "
                             "{target} or less?", target=TARGET_SE),
             NEEDED,
             M("Solve sqrt(p(1-p)/n) ≤ target for n, and round up to a whole number of trials."),
             M("n ≥ p(1-p)/target² = {bound}, so {needed} trials.", bound=ONE * (1 - ONE) / TARGET_SE ** 2,
               needed=NEEDED),
             kind="count"),
    Exercise("l10-mean", M("How many falls do {trials} single assaults bring on average?", trials=MEAN_TRIALS),
             MEAN_TRIALS * ONE,
             M("The expected count is n times the chance of one success."),
             M("{trials} × {one} = {mean}.", trials=MEAN_TRIALS, one=ONE, mean=MEAN_TRIALS * ONE),
             kind="average"),
)

LESSON = Lesson(
    number=10,
    extension=True,
    title=M("Simulation against exact answers"),
    teaches=M("The share of successes in many independent trials approaches the exact chance (the law of large "
              "numbers), and a confidence interval says how close n trials get: about 1/sqrt(n)."),
    game=M("Fort Apache"),
    intro=M("A simulation and an exact answer should agree, and the more trials, the closer they get. This lesson "
            "puts the gate of Fort Apache through seeded simulations of growing size and shows how a confidence "
            "interval says how far off n trials can be."),
    situation=M("<p>Three Indians stand at the gate. In each Indian turn they assault it together: the gate falls if "
                "all {dice} dice show an odd face. (This is the one-roll reading of the gate; see lesson 4.)</p>"
                "<p><b>What this leaves out.</b> Like lesson 4, this counts assaults, not turns, and takes the three "
                "Indians to be at the gate for each of them. In the game the cowboy on the south walkway may shoot "
                "at them between two assaults (he hits with chance {shot}), and after a hit there is no assault "
                "until a third Indian is back at the gate. Both the exact answer and the simulation leave his shots "
                "out: they say how likely the gate is to fall in {turns} assaults that do happen, not in {turns} "
                "Indian turns.</p><p><b>Question:</b> what is the chance that the gate falls within {turns} "
                "assaults, and how many simulated games does it take to see it?</p>", dice=DICE, shot=SHOT,
                turns=TURNS),
    assumptions=M("The one-roll reading of the gate, no card played, and the three Indians at the gate for every "
                  "assault (see the situation). The interval takes the {batches} batch shares as independent (each "
                  "batch has its own seed) and roughly normal, which holds better the more trials each batch has.",
                  batches=BATCHES),
    teacher_notes=M("An extension beyond the 14-18 syllabus: standard error and Student's t. Let students press "
                    "Simulate several times: about one interval in twenty misses the exact value. The derivation's "
                    "intervals come from {batches} batch means, exactly as the Simulate button's do.",
                    batches=BATCHES),
    board=board,
    derivation=(
        (M("One assault: all {dice} dice odd", dice=DICE), str(ONE)),
        (M("A simulation of n trials runs as {batches} batches of n/{batches}, each with its own seed, and the "
           "{batches} batch shares scatter around the exact value. The interval is mean ± t·s/√{batches}: s is the "
           "batch shares' standard deviation, and t is Student's for {df} degrees of freedom, a little more than the "
           "normal law's {z:.2f} because s itself is estimated from only {batches} values",
           batches=BATCHES, df=BATCHES - 1, z=NormalDist().inv_cdf(0.975)),
         M("t = {t:.3f}", t=T_95)),
        *(_estimate_row(n) for n in SIZES),
        (M("Ten times more trials make the interval about sqrt(10) ≈ {root:.2f} times narrower",
           root=math.sqrt(10)),
         M("standard error at n = {n:,}: {se:.4f}", n=SIZES[-1],
           se=math.sqrt(EXACT * (1 - EXACT) / SIZES[-1]))),
        (M("Exact: within {turns} assaults, 1 - (1 - p)^{turns}", turns=TURNS), f"1 - (1 - {ONE})**{TURNS}"),
    ),
    exact=EXACT,
    simulate=simulate,
    exercises=EXERCISES,
)
