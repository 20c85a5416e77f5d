"""Lesson 8: Markov chains, a Fort Apache building on fire, with and without a firefighter.

The fire's state is the rubble box its marker stands on; each cowboy turn it is either put out or moves
on one box, and leaving the last box destroys the building. The chance of each move depends only on the
state now, so this is an absorbing Markov chain (:class:`tutor.prob.markov.AbsorbingChain`): the
fundamental matrix ``N = (I - Q)^-1`` gives the chance of destruction and the expected number of turns
(:func:`tutor.prob.fort_apache.burn_down` gives the same numbers).
"""
from __future__ import annotations

import random

from sympy import Rational

from tutor.games import fort_apache
from tutor.games.fort_apache.board import BUILDINGS
from tutor.prob import fort_apache as fa
from tutor.prob.markov import AbsorbingChain
from tutor.render.fort_apache import board_svg

from . import Lesson
from .exercises import Exercise

#: the granary burns with its marker on the first rubble box; a cowboy is in the granary, an Indian
#: in the north climbing ring
POSITION = ("fort_apache | turn cowboys 3 act | cowboys granary east-walkway south-walkway west-walkway "
            "| indians north-climbing east-cavalry east-cavalry west-cavalry west-cavalry west-cavalry "
            "| buildings magazine=0 well=0 granary=1f gate=0 | supply cowboys=a0/0,e0/0 indians=a0/0,e0/0 "
            "| cards cowboys=2.2.2.1.1.1 indians=2.2.2.1.2 played=- boost=no | pending - "
            "| threat - withdraw - last -")
STATE = fort_apache.Game.parse(POSITION)
GRANARY = BUILDINGS.index("granary")
RUBBLE = STATE.damage[GRANARY]
LAST_BOX = fa.RUBBLE_BOXES
#: the firefighter reaches the water spot unless the climbing Indian's die hits him on the way
STOPPED = fa.hit_chance("indians", "climbing")
PUT_OUT = 1 - STOPPED


def fire_chain(put_out: Rational) -> AbsorbingChain:
    """States: the rubble box (0 to LAST_BOX), then "put out" or "destroyed"."""
    return AbsorbingChain({box: {"put out": put_out, box + 1 if box < LAST_BOX else "destroyed": 1 - put_out}
                           for box in range(LAST_BOX + 1)})


CHAIN = fire_chain(PUT_OUT)
WITH = fa.burn_down(PUT_OUT, RUBBLE)
WITHOUT = fa.burn_down(Rational(0), RUBBLE)
EXACT = CHAIN.absorption_probabilities(RUBBLE)["destroyed"]


def simulate(n: int, seed: int) -> float:
    """Play the fire out ``n`` times, rolling the climbing Indian's die each cowboy turn; the share of
    fires that destroy the granary."""
    rng = random.Random(seed)
    hit_faces = fa.HIT_FACES["indians", "climbing"]
    destroyed = 0
    for _ in range(n):
        box = RUBBLE
        while box <= LAST_BOX and rng.randint(1, 6) in hit_faces:
            box += 1
        destroyed += box > LAST_BOX
    return destroyed / n


def board() -> str:
    return board_svg(STATE)


STILL_BURNING = sum((p for state, p in CHAIN.distribution_after(RUBBLE, 2).items() if state in CHAIN.transient),
                    Rational(0))
FRESH = fa.burn_down(PUT_OUT, 0)["destroyed"]

EXERCISES = (
    Exercise("l8-without", "Without a firefighter, how many cowboy turns does the fire last before the granary "
             "is destroyed?",
             WITHOUT["expected_turns"],
             "With nobody at the water, the marker moves on every cowboy turn until it leaves the last box.",
             f"From box {RUBBLE} the marker needs {WITHOUT['expected_turns']} moves to leave box {LAST_BOX}; "
             f"the granary is destroyed with chance {WITHOUT['destroyed']}.",
             kind="count"),
    Exercise("l8-turns", "With the firefighter, how many cowboy turns does the fire last on average (until it "
             "is put out or the granary is destroyed)?",
             WITH["expected_turns"],
             "Sum the rows of the fundamental matrix N = (I - Q)^-1, or: each turn the fire goes on with chance "
             f"{STOPPED}.",
             f"N·1 at box {RUBBLE} = {WITH['expected_turns']}.",
             kind="average"),
    Exercise("l8-burning", "With the firefighter, what is the chance that the granary is still burning after "
             "two cowboy turns?",
             STILL_BURNING,
             "Take two steps of the chain: the fire must go on twice.",
             f"Row {RUBBLE} of P², summed over the burning states: {STILL_BURNING}.",
             kind="probability"),
    Exercise("l8-fresh", "With the firefighter, what would the chance of destruction be for a building whose "
             "marker has not yet been placed (box 0)?",
             FRESH,
             "From box 0 the fire must go on one more turn than from box 1.",
             f"({STOPPED})^{LAST_BOX + 1} = {FRESH}.",
             kind="probability"),
)

LESSON = Lesson(
    number=8,
    title="Markov chains: a building on fire",
    teaches="When the next step depends only on the state now, the chances of where a process ends and how "
            "long it takes come from its transition matrix.",
    game="Fort Apache",
    situation=(f"<p>The granary burns; its rubble marker stands on box {RUBBLE} of {LAST_BOX}. At the start of "
               f"each cowboy turn a cowboy on the granary's water spot puts the fire out; otherwise the "
               f"marker moves on, and leaving box {LAST_BOX} destroys the granary.</p>"
               f"<p>A cowboy runs for the water every turn, but an Indian in the climbing ring shoots at him "
               f"and stops him on a hit (chance {STOPPED}), so the fire is put out with chance {PUT_OUT} each "
               f"turn.</p><p><b>Question:</b> with this firefighter, what is the chance that the granary is "
               f"destroyed? And without him?</p>"),
    board=board,
    derivation=(
        ("States: rubble boxes (burning), then 'put out' and 'destroyed' (absorbing)", str(CHAIN.states)),
        ("Transition matrix P = [[Q, R], [0, I]]", str(CHAIN.matrix.tolist())),
        ("Fundamental matrix N = (I - Q)^-1 (expected visits to each burning state)",
         str(CHAIN.fundamental.tolist())),
        (f"Absorption chances N·R from box {RUBBLE}", str(CHAIN.absorption_probabilities(RUBBLE))),
        (f"Expected cowboy turns N·1 from box {RUBBLE}", str(CHAIN.expected_steps(RUBBLE))),
        ("Without a firefighter (put out with chance 0): destroyed with chance", str(WITHOUT["destroyed"])),
        (f"With the firefighter: destroyed only if the fire goes on {LAST_BOX + 1 - RUBBLE} turns in a row",
         f"({STOPPED})**{LAST_BOX + 1 - RUBBLE}"),
    ),
    exact=EXACT,
    simulate=simulate,
    exercises=EXERCISES,
)
