"""Lesson 8: Markov chains, a Fort Apache building under fire arrows.

An Indian in the west climbing ring shoots a fire arrow at the granary in every Indian turn, and the
cowboy on the west walkway shoots at him in every cowboy turn. The well has burnt down, so no fire can
be put out any more: once the granary burns, its rubble marker moves on one box at every cowboy turn
until the granary is destroyed. Taken round by round (an Indian turn and the cowboy turn after it), the
next state depends only on the state now, so this is an absorbing Markov chain
(:class:`tutor.prob.markov.AbsorbingChain`) with two ends: the archer shot down ("saved") or the
granary destroyed. The fundamental matrix ``N = (I - Q)^-1`` gives the chance of each end and the
expected number of rounds. The position is a real one (:data:`POSITION`), and the tests play every
step of the chain through the game engine.
"""
from __future__ import annotations

import random

from sympy import Rational

from tutor.games import fort_apache
from tutor.games.fort_apache.actions import figure_name
from tutor.games.fort_apache.board import BUILDINGS, COWBOYS, INDIANS, PLACES
from tutor.prob import fort_apache as fa
from tutor.prob.markov import AbsorbingChain

from . import Lesson, scene
from .exercises import Exercise

#: Indian turn of round 6. The well has burnt down; the granary (west) stands undamaged. Indian 1 is in
#: the west climbing ring, two Indians wait at the gate and three rest in their camps; cowboy 4 is on the
#: west walkway. The cards that would change a die (the Indians' 'by a feather' and 'fire rain', the
#: cowboys' 'sharpshooter') or give a second action ('war cry', 'second wind') have been played.
POSITION = ("fort_apache | turn indians 6 act | cowboys north-walkway east-walkway south-walkway west-walkway "
            "| indians west-climbing gate gate northwest-camp southeast-camp southeast-camp "
            "| buildings magazine=0 well=x granary=0 gate=0 | supply cowboys=a0/0,e0/0 indians=a0/0,e0/0 "
            "| cards cowboys=2.2.2.0.0.1 indians=0.2.2.0.0 played=- boost=no | pending - "
            "| threat - withdraw - last -")
STATE = fort_apache.Game.parse(POSITION)
GRANARY = BUILDINGS.index("granary")
ARCHER = next(f for f in STATE.alive(INDIANS) if PLACES[STATE.places[f]] == "west climbing")
SHOOTER = next(f for f in STATE.alive(COWBOYS) if PLACES[STATE.places[f]] == "west walkway")
#: the damage at which the granary is destroyed (the game's burn-down reading: the marker leaves box 3)
BURN_LIMIT = STATE.game.burn_limit
BOXES = tuple(range(1, BURN_LIMIT))
#: a fire arrow from the climbing ring hits on 1 or 3; a cowboy's shot at the climbing ring on 2 or 4
ARROW_FACES = fa.HIT_FACES["indians", "climbing"]
SHOT_FACES = fa.HIT_FACES["cowboys", "climbing"]
ARROW = fa.hit_chance("indians", "climbing")
SHOT = fa.hit_chance("cowboys", "climbing")
INTACT = "intact"
SAVED, DESTROYED = "saved", "destroyed"


def fire_rows(arrow: Rational, shot: Rational) -> dict[object, dict[object, Rational]]:
    """The chain's transitions. One step is a round: the Indian turn, then the cowboy turn. States at the
    start of the Indian turn: "intact" (not burning, the archer alive) or the rubble box the burning
    granary's marker is on; then "saved" (the archer is dead before the fire caught) or "destroyed"."""
    rows: dict[object, dict[object, Rational]] = {
        INTACT: {BOXES[0]: arrow, SAVED: (1 - arrow) * shot, INTACT: (1 - arrow) * (1 - shot)}}
    for box in BOXES:
        rows[box] = {box + 1 if box + 1 < BURN_LIMIT else DESTROYED: Rational(1)}
    return rows


ROWS = fire_rows(ARROW, SHOT)
CHAIN = AbsorbingChain(ROWS)
ENDS = CHAIN.absorption_probabilities(INTACT)
EXACT = ENDS[DESTROYED]
ROUNDS = CHAIN.expected_steps(INTACT)
GOES_ON = (1 - ARROW) * (1 - SHOT)
#: without the cowboy's shots the fire always catches in the end: rounds until the first arrow hits
NO_SHOOTER = 1 / ARROW
STILL_INTACT = CHAIN.distribution_after(INTACT, 2).get(INTACT, Rational(0))
#: cowboy turns from the fire catching to the granary's destruction (its marker placed, then moved on)
BURN_TURNS = len(BOXES) + 1


def simulate(n: int, seed: int) -> float:
    """Play the duel ``n`` times, the archer's die then the cowboy's die each round; the share of duels
    that end with the granary destroyed."""
    rng = random.Random(seed)
    destroyed = 0
    for _ in range(n):
        while True:
            if rng.randint(1, 6) in ARROW_FACES:
                destroyed += 1
                break
            if rng.randint(1, 6) in SHOT_FACES:
                break
    return destroyed / n


board = scene(STATE)


def _faces(faces) -> str:
    return " or ".join(map(str, sorted(faces)))


ARCHER_NAME, SHOOTER_NAME = figure_name(ARCHER), figure_name(SHOOTER)

EXERCISES = (
    Exercise("l8-no-shooter", f"Suppose {SHOOTER_NAME} had no ammunition left and could not shoot. How many "
             "rounds would it take on average until a fire arrow sets the granary alight?",
             NO_SHOOTER,
             "Each round is a fresh try that succeeds with the same chance: the waiting time of lesson 4.",
             f"Each arrow hits with chance {ARROW}, so on average 1/({ARROW}) = {NO_SHOOTER} rounds.",
             kind="average"),
    Exercise("l8-rounds", "With both sides shooting every round, how many rounds pass on average until the chain "
             "ends: the archer shot down before the fire caught, or the granary destroyed?",
             ROUNDS,
             "Sum the row of the fundamental matrix N = (I - Q)^-1 for the intact granary: the expected "
             "visits to every state before the chain ends.",
             f"N·1 for the intact granary = {ROUNDS}.",
             kind="average"),
    Exercise("l8-intact", "What is the chance that after two rounds the granary is still not burning and the "
             "archer is still alive?",
             STILL_INTACT,
             "In each round the arrow must miss and then the cowboy must miss too; take two steps of the chain.",
             f"One round goes on with chance (1 - {ARROW})(1 - {SHOT}) = {GOES_ON}; two rounds: "
             f"({GOES_ON})^2 = {STILL_INTACT}.",
             kind="probability"),
    Exercise("l8-burn", "The fire has just caught. How many cowboy turns later is the granary destroyed?",
             Rational(BURN_TURNS),
             "At each cowboy turn the marker is placed or moves on one box; the granary is destroyed when it "
             f"leaves box {BOXES[-1]}.",
             f"The marker goes onto boxes {', '.join(map(str, BOXES))} at the first {len(BOXES)} cowboy turns, "
             f"and leaves box {BOXES[-1]} at cowboy turn {BURN_TURNS}.",
             kind="count"),
)

LESSON = Lesson(
    number=8,
    title="Markov chains: a building on fire",
    teaches="When the next step depends only on the state now, the chances of where a process ends and how "
            "long it takes come from its transition matrix.",
    game="Fort Apache",
    situation=(f"<p>The well has burnt down, so no fire in the fort can be put out any more. "
               f"{ARCHER_NAME.capitalize()} stands in the west climbing ring and shoots a fire arrow at the "
               f"granary in every Indian turn; it catches on {_faces(ARROW_FACES)} (chance {ARROW}). In every "
               f"cowboy turn {SHOOTER_NAME}, on the west walkway, shoots at the archer and kills him on "
               f"{_faces(SHOT_FACES)} (chance {SHOT}). Once the granary burns, its rubble marker goes onto box 1 "
               f"at the next cowboy turn and moves on one box at every cowboy turn after that; leaving box "
               f"{BOXES[-1]} destroys the granary.</p>"
               f"<p><b>Assumptions.</b> Only these two fight: nobody else shoots at them, no card is played "
               f"(the cards that change a die or give a second action are already spent), and a trip for "
               f"supplies never takes either of them away. The game's limit on rounds and on supplies is left "
               f"out: it matters only if the duel lasts very long.</p>"
               f"<p><b>Question:</b> what is the chance that the granary is destroyed before the archer is "
               f"shot down?</p>"),
    board=board,
    derivation=(
        ("States at the start of each Indian turn: the granary intact, or burning with its marker on a box; "
         "then 'saved' (the archer is dead) and 'destroyed' (absorbing)", str(CHAIN.states)),
        (f"The fire arrow catches ({_faces(ARROW_FACES)})", str(ARROW)),
        (f"If it missed, the cowboy's shot kills the archer ({_faces(SHOT_FACES)})", f"(1 - {ARROW}) * {SHOT}"),
        ("Both miss: the next round starts as this one did", f"(1 - {ARROW}) * (1 - {SHOT})"),
        ("Transition matrix P = [[Q, R], [0, I]]", str(CHAIN.matrix.tolist())),
        ("Fundamental matrix N = (I - Q)^-1 (expected visits to each transient state)",
         str(CHAIN.fundamental.tolist())),
        ("Absorption chances N·R from the intact granary", str(ENDS)),
        ("Expected rounds N·1 from the intact granary", str(ROUNDS)),
        ("Destroyed: the round that ends the duel is one where the arrow caught",
         f"{ARROW} / (1 - (1 - {ARROW}) * (1 - {SHOT}))"),
    ),
    exact=EXACT,
    simulate=simulate,
    exercises=EXERCISES,
)
