"""Lesson 3: the binomial law, on the hits of a volley of Fort Apache's cowboys."""
from __future__ import annotations

from math import comb

from tutor.core.i18n import Joined, M, Term
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
MEAN = sum(k * q for k, q in VOLLEY.items())  # the expected value, term by term as the lesson shows it
MEAN_TERMS = Joined([f"{k} × {q}" for k, q in VOLLEY.items()], " + ")
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
    assumptions=M("Every cowboy has the ammunition for his shot and no card is played (the cowboys' card "
                  "'{sharpshooter}' would make a shot hit on three faces, the Indians' card '{feather}' would cancel a "
                  "hit). Each cowboy shoots at a different Indian, and no die knows of the others.",
                  sharpshooter=Term("fort_apache", "sharpshooter"), feather=Term("fort_apache", "by a feather")),
    teacher_notes=M("Expected value first appears here, in exercise 2, before lesson 7 treats it fully: the exercise "
                    "says what an average of a random number is, and its worked answer adds every number of hits "
                    "times its chance. Lessons 4 and 5 rely on this, so do not skip exercise 2; a class tally of 20 "
                    "volleys, averaged, shows the number settling near n p."),
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
        Exercise("mean", M("On average, how many of the {shooters} shots hit? The average of a number that chance "
                           "decides is its expected value: every value it can take times that value's chance, all "
                           "added up, here 0 × P(0) + 1 × P(1) + ... + {shooters} × P({shooters}), P(k) being the "
                           "chance of k hits.", shooters=SHOOTERS),
                 MEAN, M("Add k × P(k) for every k from 0 to {shooters}; for a binomial law that sum always comes to n "
                         "times p.", shooters=SHOOTERS),
                 M("{terms} = {mean}, the same as n p = {shooters} × {p}.", terms=MEAN_TERMS, mean=MEAN,
                   shooters=SHOOTERS, p=P),
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
