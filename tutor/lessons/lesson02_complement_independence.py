"""Lesson 2: complement and independence, on the three dice rolled at Fort Apache's gate."""
from __future__ import annotations

from math import comb

from tutor.core.i18n import Joined, M
from tutor.games.fort_apache.state import Game
from tutor.games.fort_apache.tutorial import position
from tutor.prob import dice
from tutor.games.fort_apache import odds as fa

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


# Fractions (tutor.prob.dice works them out without sympy), equal to fa's Rationals: this page loads no sympy
P = dice.hit_fraction(fa.ALL_ODD)
ROLL = dice.successes([P] * DICE)
EXACT = dice.at_least(ROLL, 1)
ALL_SUCCEED = ROLL[DICE]  # fa.gate_falls_in_one_attempt("one-roll")
AT_LEAST_TWO = dice.at_least(ROLL, 2)
CLIMBING = dice.hit_fraction(fa.HIT_FACES["cowboys", "climbing"])  # fa.hit_chance("cowboys", "climbing")
TWO_SHOTS = dice.at_least(dice.successes([CLIMBING] * SHOTS), 1)
ODD = Joined(sorted(fa.ALL_ODD), ", ")

LESSON = Lesson(
    number=2,
    title=M("Complement and independence"),
    teaches=M("Dice that do not influence each other multiply their chances, and 'at least one' is easiest as "
              "one minus 'none at all'."),
    game=M("Fort Apache"),
    intro=M("Three Indians pull at the gate of the fort, one die each. Dice do not talk to each other, so their "
            "chances multiply; and when a question says 'at least one', the quickest road is often through its "
            "opposite, 'none at all'."),
    situation=M("<p>{dice} Indians stand at the gate of the fort and assault it together: each rolls one die, and a "
                "die succeeds on an odd face ({odd}). One die knows nothing of the others, so the dice are "
                "<i>independent</i>. <b>What is the chance that at least one die succeeds?</b></p>",
                dice=DICE, odd=ODD),
    assumptions=M("The question matters under the damage reading of the gate, where every success is a point of "
                  "damage that stays until repaired: there, at least one success means the assault did harm. Under "
                  "the tutor's default one-roll reading the gate falls only when all {dice} dice succeed (exercise 1), "
                  "and fewer successes change nothing. No card is played, and nobody shoots at the Indians during the "
                  "assault.", dice=DICE),
    teacher_notes=M("Students often add the chances (1/2 + 1/2 + 1/2 is more than 1): ask what a chance above 1 would "
                    "mean. Drawing the tree of the three dice (8 equally likely branches) makes 'none at all' a single "
                    "branch, and the complement obvious."),
    board=board,
    derivation=(
        (M("One die succeeds on {odd}", odd=ODD), f"{len(fa.ALL_ODD)}/{SIDES}"),
        (M("So one die fails with the complementary chance"), f"1 - {P}"),
        (M("All {dice} independent dice fail: multiply", dice=DICE), f"(1 - {P})**{DICE}"),
        (M("At least one succeeds is the complement of 'all fail'"), f"1 - (1 - {P})**{DICE}"),
    ),
    exact=EXACT,
    simulate=simulate,
    exercises=(
        Exercise("all", M("In the strictest reading the gate falls only when all {dice} dice succeed at once. "
                          "What is the chance of that in one assault?", dice=DICE),
                 ALL_SUCCEED, M("The dice are independent: multiply the chance that one die succeeds by itself "
                                "once for each die, {dice} factors in all.", dice=DICE),
                 M("Each die succeeds with chance {p}, so all {dice}: ({p})^{dice} = {all}.", p=P, dice=DICE,
                   all=ALL_SUCCEED),
                 kind="probability"),
        Exercise("two", M("What is the chance that at least two of the {dice} dice succeed?", dice=DICE),
                 AT_LEAST_TWO, M("Count the ways to have exactly two successes, and add the case of three."),
                 M("Exactly two: {ways} ways to choose the two dice that succeed, {two} in all; all {dice}: {three}; "
                   "together {p}.", ways=comb(DICE, 2), two=ROLL[2], dice=DICE, three=ROLL[3], p=AT_LEAST_TWO),
                 kind="probability"),
        Exercise("shots", M("{shots} cowboys on the same walkway shoot at the Indian in the climbing ring of their "
                            "zone. What is the chance that at least one shot hits?", shots=SHOTS),
                 TWO_SHOTS, M("Find the chance that both shots miss, then take its complement."),
                 M("One shot misses with chance 1 - {p} = {miss}; all miss: ({miss})^{shots} = {none}; so at least "
                   "one hits: {p_hit}.", p=CLIMBING, miss=1 - CLIMBING, shots=SHOTS,
                   none=(1 - CLIMBING) ** SHOTS, p_hit=TWO_SHOTS),
                 kind="probability"),
    ),
)
