"""Lesson 4: waiting times, the geometric law and its expectation, on Fort Apache's gate."""
from __future__ import annotations

import random
from typing import Literal

from tutor.games.fort_apache.actions import figure_name
from tutor.games.fort_apache.board import COWBOYS, PLACES
from tutor.games.fort_apache.state import Game
from tutor.games.fort_apache.tutorial import position
from tutor.prob import dice
from tutor.prob import fort_apache as fa

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


P = fa.gate_falls_in_one_attempt(READING)
EXACT = fa.gate_within(TURNS, READING)
WITHIN_LONG = fa.gate_within(LONG, READING)
EXPECTED = fa.expected_gate_turns(READING)
EXACTLY_ON = fa.gate_within(ON_TURN, READING) - fa.gate_within(ON_TURN - 1, READING)
SHOT = fa.hit_chance("cowboys", "climbing")
SHOT_FIRST = (1 - SHOT) * P
FACES_TEXT = " or ".join(map(str, sorted(SHOT_FACES)))

LESSON = Lesson(
    number=4,
    title="Waiting times: the geometric law",
    teaches="Repeating a try until it succeeds, the first success comes within n tries with chance "
            "1 - (1 - p)^n, and after 1/p tries on average.",
    game="Fort Apache",
    situation=f"<p>{DICE} Indians stand at the gate. In the strictest reading of the rules the gate falls only "
              f"when all {DICE} of their dice succeed in the same assault; if not, they try again next turn, "
              "with fresh dice. <b>What is the chance that the gate has fallen within "
              f"{TURNS} assaults?</b></p>"
              f"<p><b>What this leaves out.</b> The lesson counts assaults, not turns, and takes the three "
              f"Indians to be at the gate for every one of them. In the game, {figure_name(SHOOTER)} on the "
              f"south walkway may shoot at them in each cowboy turn between two assaults, hitting on "
              f"{FACES_TEXT} (chance {SHOT}); a hit leaves fewer than {DICE} Indians at the gate, and there is "
              f"no assault until another Indian moves up to it. So his shots can only delay the assaults (they "
              f"can also shoot back at him); every assault that does happen still brings the gate down with "
              f"chance {P}. The last exercise puts one of his shots into the computation.</p>",
    board=board,
    derivation=(
        (f"One assault succeeds when all {DICE} dice show odd faces", f"({dice.hit_chance(fa.ALL_ODD)})**{DICE}"),
        ("One assault fails", f"1 - {P}"),
        (f"The gate still stands after {TURNS} independent assaults", f"(1 - {P})**{TURNS}"),
        (f"So it has fallen within {TURNS} assaults", f"1 - (1 - {P})**{TURNS}"),
    ),
    exact=EXACT,
    simulate=simulate,
    exercises=(
        Exercise("long", f"What is the chance that the gate has fallen within {LONG} assaults?",
                 WITHIN_LONG, "Find the chance that every assault fails, then take the complement.",
                 f"All {LONG} fail with chance (1 - {P})^{LONG}, so 1 - ({1 - P})^{LONG} = {WITHIN_LONG}.",
                 kind="probability"),
        Exercise("on_turn", f"What is the chance that the gate falls exactly at assault {ON_TURN}, not before?",
                 EXACTLY_ON, f"The first {ON_TURN - 1} assaults fail and the next one succeeds.",
                 f"({1 - P})^{ON_TURN - 1} × {P} = {EXACTLY_ON}.",
                 kind="probability"),
        Exercise("mean", "On average, how many assaults does it take to bring the gate down?",
                 EXPECTED, "The average waiting time for a success of chance p is 1/p tries.",
                 f"1/p = 1/({P}) = {EXPECTED} assaults, counting the one that succeeds.",
                 kind="average"),
        Exercise("shooter", f"Before the next assault, {figure_name(SHOOTER)} on the south walkway shoots once at "
                 f"one of the {DICE} Indians at the gate, hitting on {FACES_TEXT}. A hit leaves too few Indians "
                 "for that assault. What is the chance that the gate falls at that next assault?",
                 SHOT_FIRST, "The assault happens only if his shot misses; then all three dice must succeed. "
                 "Multiply the two chances.",
                 f"He misses with chance 1 - {SHOT} = {1 - SHOT}; then the assault succeeds with chance {P}: "
                 f"{1 - SHOT} × {P} = {SHOT_FIRST}.",
                 kind="probability"),
    ),
)
