"""Lesson 3: the binomial law, on the hits of a volley of Fort Apache's cowboys."""
from __future__ import annotations

from sympy import binomial

from tutor.games.fort_apache.state import Game
from tutor.games.fort_apache.tutorial import position
from tutor.prob import dice
from tutor.prob import fort_apache as fa

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


P = fa.hit_chance("cowboys", "climbing")
VOLLEY = fa.volley("cowboys", ["climbing"] * SHOOTERS)
EXACT = VOLLEY[HITS]
NONE = VOLLEY[0]
MEAN = sum(k * q for k, q in VOLLEY.items())
P_FORT = fa.hit_chance("indians", "fort")
FORT = dice.at_least(fa.volley("indians", ["fort"] * INDIANS_IN_FORT), INDIANS_IN_FORT // 2)
FORT_WAYS = sum(binomial(INDIANS_IN_FORT, k) for k in range(INDIANS_IN_FORT // 2, INDIANS_IN_FORT + 1))

LESSON = Lesson(
    number=3,
    title="The binomial law",
    teaches="The number of successes among n independent tries, each succeeding with chance p, follows the "
            "binomial law: C(n, k) p^k (1 - p)^(n - k).",
    game="Fort Apache",
    situation=f"<p>The {SHOOTERS} cowboys stand on the walkways and each shoots at the Indian in the climbing "
              f"ring of his zone. Each shot hits with the same chance, whatever the others do. "
              f"<b>What is the chance that exactly {HITS} of the {SHOOTERS} shots hit?</b></p>",
    board=board,
    derivation=(
        ("One shot at the climbing ring hits", str(P)),
        (f"One particular order, {HITS} hits then {SHOOTERS - HITS} misses",
         f"({P})**{HITS} * (1 - {P})**{SHOOTERS - HITS}"),
        (f"The number of orders: choose which {HITS} of the {SHOOTERS} shots hit", f"binomial({SHOOTERS}, {HITS})"),
        ("Every order is as likely: multiply",
         f"binomial({SHOOTERS}, {HITS}) * ({P})**{HITS} * (1 - {P})**{SHOOTERS - HITS}"),
    ),
    exact=EXACT,
    simulate=simulate,
    exercises=(
        Exercise("none", f"What is the chance that none of the {SHOOTERS} shots hits?",
                 NONE, "Every shot must miss: multiply the chance of a miss.",
                 f"A miss has chance {1 - P}; {SHOOTERS} misses: ({1 - P})^{SHOOTERS} = {NONE}.",
                 kind="probability"),
        Exercise("mean", f"On average, how many of the {SHOOTERS} shots hit?",
                 MEAN, "The average of a binomial law is n times p.",
                 f"n p = {SHOOTERS} × {P} = {MEAN} (the same as adding k times the chance of k hits).",
                 kind="average"),
        Exercise("fort", f"{INDIANS_IN_FORT} Indians inside the fort strike, each hitting on an odd face. What "
                 f"is the chance of at least {INDIANS_IN_FORT // 2} hits?",
                 FORT, "Add the binomial chances of every number of hits from the smallest allowed upwards.",
                 f"Each hits with chance {P_FORT}; the sum of C({INDIANS_IN_FORT}, k) ({P_FORT})^{INDIANS_IN_FORT} "
                 f"for k from {INDIANS_IN_FORT // 2} to {INDIANS_IN_FORT} is {FORT} ({FORT_WAYS} of the "
                 f"{P_FORT ** -INDIANS_IN_FORT} equally likely outcomes).",
                 kind="probability"),
    ),
)
