"""Lesson 3: the binomial law, on the hits of a volley of Fort Apache's cowboys."""
from __future__ import annotations

from math import comb

from tutor.core.i18n import M
from tutor.games.fort_apache.state import Game
from tutor.games.fort_apache.tutorial import position
from tutor.prob import dice
from tutor.games.fort_apache import odds as fa

from . import Exercise, Lesson, scene, share

SHOOTERS = 4  # one cowboy on each walkway
HITS = 2
INDIANS = "north-climbing east-climbing south-climbing west-climbing south-cavalry north-cavalry"
INDIANS_IN_FORT = 6
POSITION = position(indians=INDIANS)
STATE = Game.parse(POSITION)


#: four cowboys on the walkways, an Indian in the climbing ring of every zone
board = scene(STATE)


def simulate(n: int, seed: int) -> float:
    """The share of ``n`` volleys of four shots at the climbing ring that hit exactly twice."""
    target = fa.HIT_FACES["cowboys", "climbing"]
    return share(n, seed, lambda rng: sum(rng.randint(1, 6) in target for _ in range(SHOOTERS)) == HITS)


# Fractions (tutor.prob.dice works them out without sympy), equal to fa's Rationals: this page loads no sympy
P = dice.hit_fraction(fa.HIT_FACES["cowboys", "climbing"])  # fa.hit_chance("cowboys", "climbing")
VOLLEY = dice.successes([P] * SHOOTERS)  # fa.volley("cowboys", ["climbing"] * SHOOTERS)
EXACT = VOLLEY[HITS]
NONE = VOLLEY[0]
MEAN = sum(k * q for k, q in VOLLEY.items())
P_FORT = dice.hit_fraction(fa.HIT_FACES["indians", "fort"])
FORT = dice.at_least(dice.successes([P_FORT] * INDIANS_IN_FORT), INDIANS_IN_FORT // 2)
FORT_WAYS = sum(comb(INDIANS_IN_FORT, k) for k in range(INDIANS_IN_FORT // 2, INDIANS_IN_FORT + 1))

LESSON = Lesson(
    number=3,
    title=M("The binomial law"),
    teaches=M("The number of successes among n independent tries, each succeeding with chance p, follows the "
              "binomial law: C(n, k) p^k (1 - p)^(n - k)."),
    game=M("Fort Apache"),
    intro=M("Four cowboys fire a volley. How many shots hit? Each shot is the same small experiment, repeated; "
            "counting the orders in which the hits can come leads to the binomial law."),
    situation=M("<p>The {shooters} cowboys stand on the walkways and each shoots at the Indian in the climbing ring "
                "of his zone. Each shot hits with the same chance, whatever the others do. <b>What is the chance "
                "that exactly {hits} of the {shooters} shots hit?</b></p>", shooters=SHOOTERS, hits=HITS),
    board=board,
    derivation=(
        (M("One shot at the climbing ring hits"), str(P)),
        (M("One particular order, {hits} hits then {misses} misses", hits=HITS, misses=SHOOTERS - HITS),
         f"({P})**{HITS} * (1 - {P})**{SHOOTERS - HITS}"),
        (M("The number of orders: choose which {hits} of the {shooters} shots hit", hits=HITS, shooters=SHOOTERS),
         f"binomial({SHOOTERS}, {HITS})"),
        (M("Every order is as likely: multiply"),
         f"binomial({SHOOTERS}, {HITS}) * ({P})**{HITS} * (1 - {P})**{SHOOTERS - HITS}"),
    ),
    exact=EXACT,
    simulate=simulate,
    exercises=(
        Exercise("none", M("What is the chance that none of the {shooters} shots hits?", shooters=SHOOTERS),
                 NONE, M("Every shot must miss: multiply the chance of a miss."),
                 M("A miss has chance {miss}; {shooters} misses: ({miss})^{shooters} = {none}.", miss=1 - P,
                   shooters=SHOOTERS, none=NONE),
                 kind="probability"),
        Exercise("mean", M("On average, how many of the {shooters} shots hit?", shooters=SHOOTERS),
                 MEAN, M("The average of a binomial law is n times p."),
                 M("n p = {shooters} × {p} = {mean} (the same as adding k times the chance of k hits).",
                   shooters=SHOOTERS, p=P, mean=MEAN),
                 kind="average"),
        Exercise("fort", M("{indians} Indians inside the fort strike, each hitting on an odd face. What is the "
                           "chance of at least {half} hits?", indians=INDIANS_IN_FORT, half=INDIANS_IN_FORT // 2),
                 FORT, M("Add the binomial chances of every number of hits from the smallest allowed upwards."),
                 M("Each hits with chance {p}; the sum of C({indians}, k) ({p})^{indians} for k from {half} to "
                   "{indians} is {fort} ({ways} of the {outcomes} equally likely outcomes).", p=P_FORT,
                   indians=INDIANS_IN_FORT, half=INDIANS_IN_FORT // 2, fort=FORT, ways=FORT_WAYS,
                   outcomes=P_FORT ** -INDIANS_IN_FORT),
                 kind="probability"),
    ),
)
