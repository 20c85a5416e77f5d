"""Lesson 1: sample spaces and single events, on Fort Apache's hit faces."""
from __future__ import annotations

from fractions import Fraction

from tutor.core.i18n import Joined, M, Term
from tutor.games.fort_apache.state import Game
from tutor.games.fort_apache.tutorial import position
from tutor.games.fort_apache import odds as fa

from . import Exercise, Lesson, scene, share

FACES = tuple(range(1, 7))
TARGET = fa.HIT_FACES["cowboys", "climbing"]
INDIANS = "north-cavalry north-climbing south-cavalry south-cavalry south-cavalry south-cavalry"
POSITION = position(indians=INDIANS)
STATE = Game.parse(POSITION)


#: cowboy 1 on the north walkway; one Indian in the north cavalry ring, one in the climbing ring
board = scene(STATE)


def simulate(n: int, seed: int) -> float:
    """The share of ``n`` rolled dice that show a face hitting the Indian in the climbing ring."""
    return share(n, seed, lambda rng: rng.randint(1, 6) in TARGET)


def faces(side: fa.Side, ring: fa.Position) -> Joined:
    return Joined(sorted(fa.HIT_FACES[side, ring]), ", ")


def chance(side: fa.Side, ring: fa.Position) -> Fraction:
    """One die's chance of a hit, counted as the lesson teaches: hit faces over faces (what
    :func:`tutor.games.fort_apache.odds.hit_chance` says, as a Fraction: this page loads no sympy)."""
    return Fraction(len(fa.HIT_FACES[side, ring]), len(FACES))


EXACT = chance("cowboys", "climbing")
CAVALRY = chance("cowboys", "cavalry")
FORT = chance("indians", "fort")
BOTH_CAVALRY = CAVALRY ** 2

LESSON = Lesson(
    number=1,
    title=M("Sample spaces and single events"),
    teaches=M("A chance is the number of outcomes in the event divided by the number of equally likely "
              "outcomes in the sample space."),
    game=M("Fort Apache"),
    intro=M("Before any chance can be worked out, list what can happen. A cowboy in Fort Apache rolls one die to "
            "shoot, and whether he hits depends on where the Indian stands. Counting the faces that hit against "
            "the faces there are gives the chance exactly."),
    situation=M("<p>Cowboy 1 stands on the north walkway. One Indian rides in the north cavalry ring, another has "
                "come closer, into the climbing ring. The cowboy rolls one die to shoot. Cowboys hit on even faces, "
                "but only some of them count: {cavalry} against the cavalry ring, {climbing} against the climbing "
                "ring. <b>What is the chance that his shot hits the Indian in the climbing ring?</b></p>",
                cavalry=faces("cowboys", "cavalry"), climbing=faces("cowboys", "climbing")),
    assumptions=M("No card is played: the cowboys' card '{sharpshooter}' would make the shot hit on three faces, "
                  "and the Indians' card '{feather}' would let a hit Indian survive. No Indian is inside the fort, so "
                  "each Indian is shot at with the faces of its own ring, as the rulebook gives them for each ring.",
                  sharpshooter=Term("fort_apache", "sharpshooter"), feather=Term("fort_apache", "by a feather")),
    teacher_notes=M("Let pairs of students shoot 30 times at the climbing ring with a real die and pool the class's "
                    "tallies before pressing Simulate. The usual mistake is to count every even face (3 of 6) instead "
                    "of the faces that hit this ring: ask students to write the event as a list before dividing."),
    board=board,
    derivation=(
        (M("The sample space: every face the die can show, all equally likely"), str(len(FACES))),
        (M("The event 'a hit': the faces {faces}", faces=faces("cowboys", "climbing")), str(len(TARGET))),
        (M("The chance: outcomes in the event over outcomes in the sample space"), f"{len(TARGET)}/{len(FACES)}"),
    ),
    exact=EXACT,
    simulate=simulate,
    exercises=(
        Exercise("cavalry", M("What is the chance that cowboy 1 hits the Indian in the cavalry ring?"),
                 CAVALRY, M("Only one face counts against the cavalry ring; how many faces does the die have?"),
                 M("Only the face {faces} hits, one outcome of {n}: {p}.", faces=faces("cowboys", "cavalry"),
                   n=len(FACES), p=CAVALRY),
                 kind="probability"),
        Exercise("fort", M("An Indian inside the fort strikes at a cowboy. Indians hit on odd faces, and inside "
                           "the fort all of them count. What is the chance of a hit?"),
                 FORT, M("List the odd faces of a die and count them."),
                 M("The faces {faces} hit: {k} outcomes of {n}, {p}.", faces=faces("indians", "fort"),
                   k=len(fa.ALL_ODD), n=len(FACES), p=FORT),
                 kind="probability"),
        Exercise("two_dice", M("Two cowboys each shoot once at Indians in the cavalry ring. The sample space of two "
                               "dice has {pairs} equally likely pairs. What is the chance that both dice hit?",
                               pairs=len(FACES) ** 2),
                 BOTH_CAVALRY, M("Count the pairs in which both dice show a hitting face."),
                 M("Each die hits with chance {p}; of the {pairs} pairs only one has both dice hitting, so {both}.",
                   p=CAVALRY, pairs=len(FACES) ** 2, both=BOTH_CAVALRY),
                 kind="probability"),
    ),
)
