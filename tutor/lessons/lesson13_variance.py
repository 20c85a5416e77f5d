"""Lesson 13: variance and standard deviation, on the hits of a volley of Fort Apache's cowboys.

Four cowboys fire one shot each: two at the Indians who got into the fort (three hit faces), two at riders in
the cavalry ring (one hit face). The number of hits has a distribution (every roll of the four dice counted,
:func:`tutor.prob.dice.successes`), a mean (lesson 7's expected value) and a spread: the variance
``E[(X - mean)²]``, whose square root is the standard deviation. Lesson 3's volley (four shots at the climbing
ring) has the same mean and a larger spread. The simulation estimates the variance as the average squared
distance of simulated volleys from the exact mean.
"""
from __future__ import annotations

import math
import random
from fractions import Fraction

from tutor.core.i18n import Joined, M, Message, P
from tutor.games.fort_apache import odds as fa
from tutor.games.fort_apache.state import Game
from tutor.games.fort_apache.tutorial import position
from tutor.prob import dice

from . import Lesson, Mistake, scene
from .exercises import Exercise

#: two Indians got into the fort (north and east yards), two ride in the cavalry ring (south and west), two rest
#: in their camps; the four cowboys are on the walkways, the cowboys to act
INDIANS = "north-yard east-yard south-cavalry west-cavalry northwest-camp southeast-camp"
POSITION = position(indians=INDIANS)
STATE = Game.parse(POSITION)
#: the volley: each cowboy (1 to 4) and the Indian (1 to 4) he fires at, and that Indian's ring
PLAN: tuple[tuple[int, int, fa.Position], ...] = ((1, 1, "fort"), (2, 2, "fort"), (3, 3, "cavalry"), (4, 4, "cavalry"))
# Fractions (tutor.prob.dice works them out without sympy), equal to fa.hit_chance(...): this page loads no sympy
P_FORT = dice.hit_fraction(fa.HIT_FACES["cowboys", "fort"])
P_CAVALRY = dice.hit_fraction(fa.HIT_FACES["cowboys", "cavalry"])
P_CLIMBING = dice.hit_fraction(fa.HIT_FACES["cowboys", "climbing"])
CHANCES = [dice.hit_fraction(fa.HIT_FACES["cowboys", ring]) for _, _, ring in PLAN]
VOLLEY = dice.successes(CHANCES)  # the chance of each number of hits
SHOTS = len(PLAN)


def mean(distribution: dict[int, Fraction]) -> Fraction:
    """The expected value: each value times its chance, added up (lesson 7)."""
    return sum((k * p for k, p in distribution.items()), Fraction(0))


def variance(distribution: dict[int, Fraction]) -> Fraction:
    """The average squared distance from the mean, each value weighted by its chance."""
    centre = mean(distribution)
    return sum(((k - centre) ** 2 * p for k, p in distribution.items()), Fraction(0))


def exact_sd(value: Fraction) -> Fraction:
    """The standard deviation from a variance whose numerator and denominator are squares, exactly (most
    variances have an irrational root: a lesson asks for those as variances, or shows their root as text)."""
    top, bottom = math.isqrt(value.numerator), math.isqrt(value.denominator)
    if Fraction(top, bottom) ** 2 != value:
        raise ValueError(M("{value} is not the square of a fraction", value=str(value)))
    return Fraction(top, bottom)


def sd_text(value: Fraction) -> Message:
    """A standard deviation as text: the exact root and its decimal, ``√(8/9) ≈ 0.943``."""
    return M("√({variance}) ≈ {sd:.3f}", variance=str(value), sd=math.sqrt(value))


MEAN = mean(VOLLEY)
SQUARES = sum((k * k * p for k, p in VOLLEY.items()), Fraction(0))  # E[X²]
EXACT = variance(VOLLEY)
#: lesson 3's volley: four shots at the climbing ring, the same mean
CLIMBING_VOLLEY = dice.successes([P_CLIMBING] * SHOTS)
CLIMBING_MEAN = mean(CLIMBING_VOLLEY)
CLIMBING_VARIANCE = variance(CLIMBING_VOLLEY)
#: one shot is a 0-or-1 variable: its variance p(1 - p)
CAVALRY_SHOT = variance({0: 1 - P_CAVALRY, 1: P_CAVALRY})
FORT_SHOT_SD = exact_sd(variance({0: 1 - P_FORT, 1: P_FORT}))
#: the same volley fired in two turns (independent dice): the total hits
TWO_TURNS = variance(dice.successes(CHANCES * 2))


def simulate(n: int, seed: int) -> float:
    """Fire the volley ``n`` times; the average squared distance of its hits from the exact mean (an estimate of
    the variance)."""
    rng = random.Random(seed)
    faces = [fa.HIT_FACES["cowboys", ring] for _, _, ring in PLAN]
    total = 0.0
    for _ in range(n):
        hits = sum(rng.randint(1, 6) in hit for hit in faces)
        total += (hits - float(MEAN)) ** 2
    return total / n


board = scene(STATE)


def _terms(weight: str) -> str:
    """A derivation's sum over the numbers of hits k: ``weight`` (with ``{k}`` and ``{mean}``) times P(k)."""
    return " + ".join(f"{weight.format(k=k, mean=MEAN)}*({p})" for k, p in sorted(VOLLEY.items()))


FORT, CAVALRY = len(fa.HIT_FACES["cowboys", "fort"]), len(fa.HIT_FACES["cowboys", "cavalry"])

EXERCISES = (
    Exercise("l13-cavalry-shot", M("One cowboy fires at a rider in the cavalry ring: his number of hits is 1 or 0. What "
                                   "is its variance?"),
             CAVALRY_SHOT,
             M("Its mean is the chance p of a hit: average the squared distance from p over the two outcomes."),
             M("(0 - {p})² × {q} + (1 - {p})² × {p} = {p} × {q} = {v}.", p=P_CAVALRY, q=1 - P_CAVALRY, v=CAVALRY_SHOT),
             kind="average",
             hints=(M("For a variable that is 1 with chance p and 0 otherwise, the variance is p(1 - p)."),),
             mistakes=(Mistake(P_CAVALRY, M("That is E[X²], the mean of the squares: subtract the square of the "
                                            "mean.")),
                       Mistake(P_CAVALRY ** 2, M("That is the square of the mean, not the spread around it.")))),
    Exercise("l13-fort-sd", M("One cowboy fires at an Indian inside the fort. What is the standard deviation of his "
                              "number of hits (1 or 0)?"),
             FORT_SHOT_SD,
             M("First the variance p(1 - p), then its square root."),
             M("√({p} × {q}) = √({v}) = {sd}.", p=P_FORT, q=1 - P_FORT, v=FORT_SHOT_SD ** 2, sd=FORT_SHOT_SD),
             kind="average",
             hints=(M("Here p = {p}: the variance is a perfect square.", p=P_FORT),),
             mistakes=(Mistake(FORT_SHOT_SD ** 2, M("That is the variance; the standard deviation is its square "
                                                   "root.")),)),
    Exercise("l13-climbing", M("Lesson 3's volley: each of the four cowboys fires at a rider in the climbing ring. What "
                               "is the variance of its number of hits? Compare it with this volley's {v}.", v=EXACT),
             CLIMBING_VARIANCE,
             M("The shots are independent: add the four variances p(1 - p)."),
             M("{shots} × {p} × {q} = {v}: more than {here}, with the same mean {mean}.", shots=SHOTS, p=P_CLIMBING,
               q=1 - P_CLIMBING, v=CLIMBING_VARIANCE, here=EXACT, mean=CLIMBING_MEAN),
             kind="average",
             hints=(M("One shot at the climbing ring hits with chance {p}.", p=P_CLIMBING),),
             mistakes=(Mistake(CLIMBING_MEAN, M("That is the mean number of hits, not their spread.")),
                       Mistake(SHOTS * P_CLIMBING ** 2, M("n p² is not the variance: each shot adds p(1 - p).")),
                       Mistake(CLIMBING_VARIANCE + CLIMBING_MEAN ** 2,
                               M("That is E[X²], the mean of the squares: subtract the square of the mean.")))),
    Exercise("l13-two-turns", M("Suppose the cowboys fire the same volley again in the next turn, at Indians in the same "
                                "rings, with fresh dice. What is the variance of the total number of hits over the two "
                                "turns?"),
             TWO_TURNS,
             M("The two volleys are independent: their variances add up."),
             M("Var(X₁ + X₂) = Var(X₁) + Var(X₂) = 2 × {v} = {total}; the standard deviation grows only √2 times, to "
               "{sd}.", v=EXACT, total=TWO_TURNS, sd=sd_text(TWO_TURNS)),
             kind="average",
             hints=(M("Two volleys are not one volley counted twice: 2X would have variance 4 Var(X)."),),
             mistakes=(Mistake(4 * EXACT, M("That is the variance of twice one volley (2X): two independent volleys "
                                            "partly even out, so add their variances.")),
                       Mistake(2 * MEAN, M("That is the mean of the total, not its spread.")))),
)

LESSON = Lesson(
    number=13,
    title=M("Variance and standard deviation: how far do the hits spread?"),
    teaches=M("The variance is the average squared distance from the mean, E[(X - μ)²]; its square root, the "
              "standard deviation, measures the spread in the variable's own units. Two volleys with the same mean "
              "can spread differently."),
    game=M("Fort Apache"),
    intro=M("Lesson 7 weighed every outcome by its chance to find the expected value: what happens on average. Two "
            "volleys with the same average can still behave very differently: one brings about the same number of "
            "hits every time, the other all or nothing. The variance and the standard deviation measure that "
            "spread."),
    situation=M("<p>The cowboys' turn. Two Indians have got into the fort and stand in the north and east yards; two "
                "more ride in the cavalry ring, south and west; the other two rest in their camps. Each of the four "
                "cowboys on the walkways fires one shot at a different Indian: the north and east cowboys at the two "
                "inside the fort (a hit on {fort} of the six faces), the south and west cowboys at the rider of their "
                "own zone (a hit on {cavalry} face only).</p><p><b>Question:</b> how many Indians does the volley hit "
                "on average, and how far does that number spread around its average: what are its variance and its "
                "standard deviation?</p>", fort=FORT, cavalry=CAVALRY),
    board=board,
    derivation=(
        (M("One shot into the fort hits with chance"), str(P_FORT)),
        (M("One shot at the cavalry ring hits with chance"), str(P_CAVALRY)),
        (M("The distribution of the hits X, every roll of the {shots} dice counted", shots=SHOTS),
         Joined([P("{n} hit: {p}", "{n} hits: {p}", n=k, p=p) for k, p in sorted(VOLLEY.items())], "; ")),
        (M("The mean μ: each number of hits times its chance, added up (lesson 7)"), _terms("{k}")),
        (M("The same mean shot by shot: the mean of a sum is the sum of the means"),
         " + ".join(str(p) for p in CHANCES)),
        (M("The variance: each squared distance from the mean, (k - μ)², times its chance, added up"),
         _terms("({k} - {mean})**2")),
        (M("The standard deviation: the square root of the variance, in hits"), sd_text(EXACT)),
        (M("Shot by shot: the variances of independent shots add up, p(1 - p) each"),
         " + ".join(f"{p}*{1 - p}" for p in CHANCES)),
        (M("Lesson 3's volley (four shots at the climbing ring) has the same mean, {mean}, but spreads more: its "
           "standard deviation is {sd}, its variance", mean=CLIMBING_MEAN, sd=sd_text(CLIMBING_VARIANCE)),
         f"{SHOTS}*{P_CLIMBING}*{1 - P_CLIMBING}"),
        (M("This volley's variance again, by the shortcut: the mean of the squares E[X²] minus the square of the mean"),
         f"{SQUARES} - ({MEAN})**2"),
    ),
    exact=EXACT,
    simulate=simulate,
    exercises=EXERCISES,
    assumptions=M("<p>Each cowboy fires at his own Indian, chosen before the volley: a cowboy does not switch targets "
                  "when a comrade misses, and no shot's target has been hit before it. No card is played (none that "
                  "changes a shot, none that saves a hit Indian), so a hit is a die showing a hit face. The hit faces "
                  "follow the game's default reading: they depend on where the Indian in the shot stands, so a rider "
                  "outside is hit on one face even while Indians are inside the fort (under the other reading every "
                  "shot would then hit on three). Fort Apache's board is reconstructed from the rulebook's "
                  "description.</p>"),
    teacher_notes=M("<p>Open with lessons 3 and 7: both volleys hit {mean} Indians on average, so ask the class which "
                    "one they would rather rely on. Let pairs roll four dice for each volley twenty times and plot "
                    "the hits: the spread shows before any formula. Then compute the variance from the table, and "
                    "show why the distances are squared: the plain distances k - μ always average to 0.</p><p>What "
                    "students get wrong: forgetting to subtract μ² in the shortcut (they give E[X²]); giving the "
                    "variance where the standard deviation is asked (its unit is hits squared); adding standard "
                    "deviations instead of variances; and taking Var(2X) for the variance of two independent "
                    "volleys. A standard deviation is usually irrational: the exercises ask for it only where the "
                    "variance is a perfect square. About 40 minutes.</p>", mean=MEAN),
)
