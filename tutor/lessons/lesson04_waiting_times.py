"""Lesson 4: waiting times, the geometric law and its expectation, on Fort Apache's gate."""
from __future__ import annotations

import random
from typing import Literal

from tutor.core.i18n import Joined, M, Term
from tutor.games.fort_apache.actions import figure_words
from tutor.games.fort_apache.board import COWBOYS, PLACES
from tutor.games.fort_apache.state import Game
from tutor.games.fort_apache.tutorial import position
from tutor.prob import dice
from tutor.games.fort_apache import odds as fa

from . import Exercise, Lesson, scene, share

READING: Literal["one-roll"] = "one-roll"
TURNS = 5
LONG = 10
ON_TURN = 3
DICE = 3  # Indians at the gate
INDIANS = "gate gate gate north-cavalry north-cavalry north-cavalry"
POSITION = position("indians", indians=INDIANS)
STATE = Game.parse(POSITION)
#: the cowboy on the south walkway can shoot at the Indians at the gate, as at the climbing ring
SHOOTER = next(f for f in STATE.alive(COWBOYS) if PLACES[STATE.places[f]] == "south walkway")
SHOT_FACES = fa.HIT_FACES["cowboys", "climbing"]


#: three Indians at the gate, assaulting it turn after turn
board = scene(STATE)


def falls(rng: random.Random) -> bool:
    """One assault under the strict reading: every die must show an odd face."""
    return all(rng.randint(1, 6) in fa.ALL_ODD for _ in range(DICE))


def simulate(n: int, seed: int) -> float:
    """The share of ``n`` sieges in which the gate falls within five assaults."""
    return share(n, seed, lambda rng: any(falls(rng) for _ in range(TURNS)))


# Fractions (tutor.prob.dice works them out without sympy), equal to what fa.gate_falls_in_one_attempt,
# fa.gate_within and fa.expected_gate_turns say under the one-roll reading: this page loads no sympy
DIE = dice.hit_fraction(fa.ALL_ODD)
P = dice.successes([DIE] * DICE)[DICE]
EXACT = dice.within(P, TURNS)
WITHIN_LONG = dice.within(P, LONG)
EXPECTED = dice.expected_tries(P)
EXACTLY_ON = dice.within(P, ON_TURN) - dice.within(P, ON_TURN - 1)
SHOT = dice.hit_fraction(SHOT_FACES)  # fa.hit_chance("cowboys", "climbing")
SHOT_FIRST = (1 - SHOT) * P
FACES_TEXT = Joined(sorted(SHOT_FACES), ", ")
SHOOTER_NAME = figure_words(SHOOTER)

LESSON = Lesson(
    number=4,
    title=M("Waiting times: the geometric law"),
    teaches=M("Repeating a try until it succeeds, the first success comes within n tries with chance "
              "1 - (1 - p)^n, and after 1/p tries on average."),
    game=M("Fort Apache"),
    intro=M("The Indians assault the gate again and again until it gives way. How long will the cowboys hold? "
            "Waiting for a first success follows the geometric law, and its average is one over the chance."),
    situation=M("<p>{dice} Indians stand at the gate. In the strictest reading of the rules the gate falls only "
                "when all {dice} of their dice succeed in the same assault; if not, they try again next turn, with "
                "fresh dice. <b>What is the chance that the gate has fallen within {turns} assaults?</b></p>"
                "<p><b>What this leaves out.</b> The lesson counts assaults, not turns, and takes the three Indians "
                "to be at the gate for every one of them. In the game, {shooter} on the south walkway may shoot at "
                "them in each cowboy turn between two assaults, hitting on the faces {faces} (chance {shot}); a hit leaves "
                "fewer than {dice} Indians at the gate, and there is no assault until another Indian moves up to "
                "it. So his shots can only delay the assaults (they can also shoot back at him); every assault "
                "that does happen still brings the gate down with chance {p}. The last exercise puts one of his "
                "shots into the computation.</p>",
                dice=DICE, turns=TURNS, shooter=SHOOTER_NAME, faces=FACES_TEXT, shot=SHOT, p=P),
    assumptions=M("The tutor's default one-roll reading of the gate: it falls only when all {dice} dice succeed in "
                  "the same assault. The Indians never play their card '{feather}': in the last exercise it would save "
                  "the Indian the cowboy hits, and the assault would go ahead. No other card changes a die.",
                  dice=DICE, feather=Term("fort_apache", "by a feather")),
    teacher_notes=M("The average waiting time 1/p (exercise 3) is an expected value, introduced in lesson 3 (exercise "
                    "2) and treated fully in lesson 7. A frequent wrong answer is 1/p - 1, which counts only the "
                    "failed assaults: ask whether the assault that brings the gate down is counted."),
    board=board,
    derivation=(
        (M("One assault succeeds when all {dice} dice show odd faces", dice=DICE),
         f"({DIE})**{DICE}"),
        (M("One assault fails"), f"1 - {P}"),
        (M("The gate still stands after {turns} independent assaults", turns=TURNS), f"(1 - {P})**{TURNS}"),
        (M("So it has fallen within {turns} assaults", turns=TURNS), f"1 - (1 - {P})**{TURNS}"),
    ),
    exact=EXACT,
    simulate=simulate,
    exercises=(
        Exercise("long", M("What is the chance that the gate has fallen within {long} assaults?", long=LONG),
                 WITHIN_LONG, M("Find the chance that every assault fails, then take the complement."),
                 M("All {long} fail with chance (1 - {p})^{long}, so 1 - ({q})^{long} = {within}.", long=LONG, p=P,
                   q=1 - P, within=WITHIN_LONG),
                 kind="probability"),
        Exercise("on_turn", M("What is the chance that the gate falls exactly at assault {turn}, not before?",
                              turn=ON_TURN),
                 EXACTLY_ON, M("The first {before} assaults fail and the next one succeeds.", before=ON_TURN - 1),
                 M("({q})^{before} × {p} = {exactly}.", q=1 - P, before=ON_TURN - 1, p=P, exactly=EXACTLY_ON),
                 kind="probability"),
        Exercise("mean", M("On average, how many assaults does it take to bring the gate down? The average is the "
                           "expected value of lesson 3: every number of assaults the siege can take times its chance, "
                           "all added up."),
                 EXPECTED, M("The sum 1 × p + 2 × (1 - p) p + 3 × (1 - p)² p + ... comes to 1/p: the average "
                             "waiting time for a success of chance p is 1/p tries."),
                 M("1/p = 1/({p}) = {expected} assaults, counting the one that succeeds.", p=P, expected=EXPECTED),
                 kind="average"),
        Exercise("shooter", M("Before the next assault, {shooter} on the south walkway shoots once at one of the "
                              "{dice} Indians at the gate, hitting on the faces {faces}. A hit leaves too few Indians for that "
                              "assault. What is the chance that the gate falls at that next assault?",
                              shooter=SHOOTER_NAME, dice=DICE, faces=FACES_TEXT),
                 SHOT_FIRST, M("The assault happens only if his shot misses; then all three dice must succeed. "
                               "Multiply the two chances."),
                 M("He misses with chance 1 - {shot} = {miss}; then the assault succeeds with chance {p}: "
                   "{miss} × {p} = {first}.", shot=SHOT, miss=1 - SHOT, p=P, first=SHOT_FIRST),
                 kind="probability"),
    ),
)
