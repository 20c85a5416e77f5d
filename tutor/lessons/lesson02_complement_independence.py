"""Lesson 2: complement and independence, on the three dice rolled at Fort Apache's gate."""
from __future__ import annotations

from sympy import binomial

from tutor.games.fort_apache.state import Game
from tutor.games.fort_apache.tutorial import position
from tutor.prob import dice
from tutor.prob import fort_apache as fa

from . import Exercise, Lesson, scene, share

DICE = 3  # Indians needed at the gate
SHOTS = 2
SIDES = 6
INDIANS = "gate gate gate north-cavalry north-cavalry north-cavalry"
POSITION = position("indians", indians=INDIANS)
STATE = Game.parse(POSITION)


#: three Indians at the gate, ready to assault it
board = scene(STATE)


def simulate(n: int, seed: int) -> float:
    """The share of ``n`` assaults in which at least one of the three dice succeeds."""
    return share(n, seed, lambda rng: any(rng.randint(1, 6) in fa.ALL_ODD for _ in range(DICE)))


P = dice.hit_chance(fa.ALL_ODD)
ROLL = dice.successes([P] * DICE)
EXACT = dice.at_least(ROLL, 1)
ALL_SUCCEED = fa.gate_falls_in_one_attempt("one-roll")
AT_LEAST_TWO = dice.at_least(ROLL, 2)
CLIMBING = fa.hit_chance("cowboys", "climbing")
TWO_SHOTS = dice.at_least(dice.successes([CLIMBING] * SHOTS), 1)
ODD = ", ".join(map(str, sorted(fa.ALL_ODD)))

LESSON = Lesson(
    number=2,
    title="Complement and independence",
    teaches="Dice that do not influence each other multiply their chances, and 'at least one' is "
            "easiest as one minus 'none at all'.",
    game="Fort Apache",
    situation=f"<p>{DICE} Indians stand at the gate of the fort and assault it together: each rolls one die, "
              f"and a die succeeds on an odd face ({ODD}). One die knows nothing of the others, so the dice "
              "are <i>independent</i>. <b>What is the chance that at least one die succeeds?</b></p>",
    board=board,
    derivation=(
        (f"One die succeeds on {ODD}", f"{len(fa.ALL_ODD)}/{SIDES}"),
        ("So one die fails with the complementary chance", f"1 - {P}"),
        (f"All {DICE} independent dice fail: multiply", f"(1 - {P})**{DICE}"),
        ("At least one succeeds is the complement of 'all fail'", f"1 - (1 - {P})**{DICE}"),
    ),
    exact=EXACT,
    simulate=simulate,
    exercises=(
        Exercise("all", f"In the strictest reading the gate falls only when all {DICE} dice succeed at once. "
                 "What is the chance of that in one assault?",
                 ALL_SUCCEED, f"The dice are independent: multiply the chance that one die succeeds by itself "
                 f"once for each die, {DICE} factors in all.",
                 f"Each die succeeds with chance {P}, so all {DICE}: ({P})^{DICE} = {ALL_SUCCEED}.",
                 kind="probability"),
        Exercise("two", f"What is the chance that at least two of the {DICE} dice succeed?",
                 AT_LEAST_TWO, "Count the ways to have exactly two successes, and add the case of three.",
                 f"Exactly two: {binomial(DICE, 2)} ways to choose the two dice that succeed, {ROLL[2]} in "
                 f"all; all {DICE}: {ROLL[3]}; together {AT_LEAST_TWO}.",
                 kind="probability"),
        Exercise("shots", f"{SHOTS} cowboys on the same walkway shoot at the Indian in the climbing ring of their "
                 "zone. What is the chance that at least one shot hits?",
                 TWO_SHOTS, "Find the chance that both shots miss, then take its complement.",
                 f"One shot misses with chance 1 - {CLIMBING} = {1 - CLIMBING}; all miss: ({1 - CLIMBING})^{SHOTS} "
                 f"= {(1 - CLIMBING) ** SHOTS}; so at least one hits: {TWO_SHOTS}.",
                 kind="probability"),
    ),
)
