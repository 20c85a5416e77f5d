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
from fractions import Fraction

from tutor.core.i18n import Joined, M, Message
from tutor.games import fort_apache
from tutor.games.fort_apache.actions import figure_words
from tutor.games.fort_apache.board import BUILDINGS, COWBOYS, INDIANS, PLACES
from tutor.games.fort_apache import odds as fa
from tutor.prob import dice
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
# Fractions, equal to fa.hit_chance("indians", "climbing") and fa.hit_chance("cowboys", "climbing"): the chain
# is then worked out with Fractions too, and this page loads no sympy
ARROW = dice.hit_fraction(ARROW_FACES)
SHOT = dice.hit_fraction(SHOT_FACES)
INTACT = "intact"
SAVED, DESTROYED = "saved", "destroyed"


def fire_rows(arrow: Fraction, shot: Fraction) -> dict[object, dict[object, Fraction]]:
    """The chain's transitions. One step is a round: the Indian turn, then the cowboy turn. States at the
    start of the Indian turn: "intact" (not burning, the archer alive) or the rubble box the burning
    granary's marker is on; then "saved" (the archer is dead before the fire caught) or "destroyed"."""
    rows: dict[object, dict[object, Fraction]] = {
        INTACT: {BOXES[0]: arrow, SAVED: (1 - arrow) * shot, INTACT: (1 - arrow) * (1 - shot)}}
    for box in BOXES:
        rows[box] = {box + 1 if box + 1 < BURN_LIMIT else DESTROYED: Fraction(1)}
    return rows


ROWS = fire_rows(ARROW, SHOT)
CHAIN = AbsorbingChain(ROWS)
ENDS = CHAIN.absorption_probabilities(INTACT)
EXACT = ENDS[DESTROYED]
ROUNDS = CHAIN.expected_steps(INTACT)
GOES_ON = (1 - ARROW) * (1 - SHOT)
#: without the cowboy's shots the fire always catches in the end: rounds until the first arrow hits
NO_SHOOTER = 1 / ARROW
STILL_INTACT = CHAIN.distribution_after(INTACT, 2).get(INTACT, Fraction(0))
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


def matrix_text(rows: list[list[Fraction]]) -> str:
    """A matrix as the derivation shows it: ``[[4/9, 1/3, 0], [0, 1, 0], ...]``."""
    return "[" + ", ".join("[" + ", ".join(str(x) for x in row) + "]" for row in rows) + "]"


def _faces(faces) -> Joined:
    return Joined(sorted(faces), ", ")


ARCHER_NAME, SHOOTER_NAME = figure_words(ARCHER), figure_words(SHOOTER)
#: the chain's states in the reader's words (the rubble boxes are numbers)
STATE_WORDS: dict[object, Message] = {INTACT: M("intact"), SAVED: M("saved"), DESTROYED: M("destroyed")}


def _states() -> Joined:
    return Joined([STATE_WORDS.get(state, state) for state in CHAIN.states], ", ")


def _ends() -> Joined:
    return Joined([M("{state}: {p}", state=STATE_WORDS[end], p=chance) for end, chance in ENDS.items()], ", ")

EXERCISES = (
    Exercise("l8-no-shooter", M("Suppose {shooter} had no ammunition left and could not shoot. How many rounds "
                                "would it take on average until a fire arrow sets the granary alight?",
                                shooter=SHOOTER_NAME),
             NO_SHOOTER,
             M("Each round is a fresh try that succeeds with the same chance: the waiting time of lesson 4."),
             M("Each arrow hits with chance {p}, so on average 1/({p}) = {rounds} rounds.", p=ARROW,
               rounds=NO_SHOOTER),
             kind="average"),
    Exercise("l8-rounds", M("With both sides shooting every round, how many rounds pass on average until the chain "
                            "ends: the archer shot down before the fire caught, or the granary destroyed?"),
             ROUNDS,
             M("Sum the row of the fundamental matrix N = (I - Q)^-1 for the intact granary: the expected visits to "
               "every state before the chain ends."),
             M("N·1 for the intact granary = {rounds}.", rounds=ROUNDS),
             kind="average"),
    Exercise("l8-intact", M("What is the chance that after two rounds the granary is still not burning and the "
                            "archer is still alive?"),
             STILL_INTACT,
             M("In each round the arrow must miss and then the cowboy must miss too; take two steps of the chain."),
             M("One round goes on with chance (1 - {arrow})(1 - {shot}) = {goes_on}; two rounds: ({goes_on})^2 = "
               "{intact}.", arrow=ARROW, shot=SHOT, goes_on=GOES_ON, intact=STILL_INTACT),
             kind="probability"),
    Exercise("l8-burn", M("The fire has just caught. How many cowboy turns later is the granary destroyed?"),
             Fraction(BURN_TURNS),
             M("At each cowboy turn the marker is placed or moves on one box; the granary is destroyed when it "
               "leaves box {last}.", last=BOXES[-1]),
             M("The marker goes onto boxes {boxes} at the first {n} cowboy turns, and leaves box {last} at cowboy "
               "turn {turn}.", boxes=Joined(BOXES, ", "), n=len(BOXES), last=BOXES[-1], turn=BURN_TURNS),
             kind="count"),
)

LESSON = Lesson(
    number=8,
    extension=True,
    title=M("Markov chains: a building on fire"),
    teaches=M("When the next step depends only on the state now, the chances of where a process ends and how long "
              "it takes come from its transition matrix."),
    game=M("Fort Apache"),
    intro=M("An Indian shoots fire arrows at the granary of Fort Apache while a cowboy shoots back at him, and once "
            "the granary burns its rubble marker moves from box to box until the building is lost. Each round "
            "depends only on where things stand now, so a transition matrix tells how the duel ends and how long "
            "it lasts."),
    situation=M("<p>The well has burnt down, so no fire in the fort can be put out any more. In the west climbing "
                "ring, {archer} shoots a fire arrow at the granary in every Indian turn; it catches on the faces "
                "{arrow_faces} (chance {arrow}). In every cowboy turn {shooter}, on the west walkway, shoots at the "
                "archer and kills him on the faces {shot_faces} (chance {shot}). Once the granary burns, its rubble "
                "marker goes onto box 1 at the next cowboy turn and moves on one box at every cowboy turn after "
                "that; leaving box {last} destroys the granary.</p>"
                "<p><b>Assumptions.</b> Only these two fight: nobody else shoots at them, no card is played (the "
                "cards that change a die or give a second action are already spent), and a trip for supplies never "
                "takes either of them away. The game's limit on rounds and on supplies is left out: it matters only "
                "if the duel lasts very long.</p>"
                "<p><b>Question:</b> what is the chance that the granary is destroyed before the archer is shot "
                "down?</p>", archer=ARCHER_NAME, arrow_faces=_faces(ARROW_FACES), arrow=ARROW, shooter=SHOOTER_NAME,
                shot_faces=_faces(SHOT_FACES), shot=SHOT, last=BOXES[-1]),
    assumptions=M("Fort Apache's board and most of its cards are reconstructed (the rulebook's drawings are missing), "
                  "and the granary is destroyed when its rubble marker leaves box {last}, the tutor's default "
                  "reading of burning down. The situation says what else is left out.", last=BOXES[-1]),
    teacher_notes=M("An extension beyond the 14-18 syllabus: it needs matrices. Without them, keep to the tree of one "
                    "round, the chance that a round decides the duel and the share of those rounds in which the arrow "
                    "caught (the last step of the derivation). Exercise 1 revisits lesson 4's waiting time."),
    board=board,
    derivation=(
        (M("States at the start of each Indian turn: the granary intact, or burning with its marker on a box; then "
           "'saved' (the archer is dead) and 'destroyed' (absorbing)"), _states()),
        (M("The fire arrow catches ({faces})", faces=_faces(ARROW_FACES)), str(ARROW)),
        (M("If it missed, the cowboy's shot kills the archer ({faces})", faces=_faces(SHOT_FACES)),
         f"(1 - {ARROW}) * {SHOT}"),
        (M("Both miss: the next round starts as this one did"), f"(1 - {ARROW}) * (1 - {SHOT})"),
        (M("Transition matrix P = [[Q, R], [0, I]]"), matrix_text(CHAIN.matrix.tolist())),
        (M("Fundamental matrix N = (I - Q)^-1 (expected visits to each transient state)"),
         matrix_text(CHAIN.fundamental.tolist())),
        (M("Absorption chances N·R from the intact granary"), _ends()),
        (M("Expected rounds N·1 from the intact granary"), str(ROUNDS)),
        (M("Destroyed: the round that ends the duel is one where the arrow caught"),
         f"{ARROW} / (1 - (1 - {ARROW}) * (1 - {SHOT}))"),
    ),
    exact=EXACT,
    simulate=simulate,
    exercises=EXERCISES,
)
