"""Lesson 1: sample spaces and single events, on Fort Apache's hit faces."""
from __future__ import annotations

from tutor.games.fort_apache.state import Game
from tutor.games.fort_apache.tutorial import position
from tutor.prob import fort_apache as fa

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


def faces(side: fa.Side, ring: fa.Position) -> str:
    return ", ".join(map(str, sorted(fa.HIT_FACES[side, ring])))


EXACT = fa.hit_chance("cowboys", "climbing")
CAVALRY = fa.hit_chance("cowboys", "cavalry")
FORT = fa.hit_chance("indians", "fort")
BOTH_CAVALRY = CAVALRY ** 2

LESSON = Lesson(
    number=1,
    title="Sample spaces and single events",
    teaches="A chance is the number of outcomes in the event divided by the number of equally likely "
            "outcomes in the sample space.",
    game="Fort Apache",
    situation="<p>Cowboy 1 stands on the north walkway. One Indian rides in the north cavalry ring, "
              "another has come closer, into the climbing ring. The cowboy rolls one die to shoot. "
              f"Cowboys hit on even faces, but only some of them count: {faces('cowboys', 'cavalry')} "
              f"against the cavalry ring, {faces('cowboys', 'climbing')} against the climbing ring. "
              "<b>What is the chance that his shot hits the Indian in the climbing ring?</b></p>",
    board=board,
    derivation=(
        ("The sample space: every face the die can show, all equally likely", str(len(FACES))),
        (f"The event 'a hit': the faces {faces('cowboys', 'climbing')}", str(len(TARGET))),
        ("The chance: outcomes in the event over outcomes in the sample space", f"{len(TARGET)}/{len(FACES)}"),
    ),
    exact=EXACT,
    simulate=simulate,
    exercises=(
        Exercise("cavalry", "What is the chance that cowboy 1 hits the Indian in the cavalry ring?",
                 CAVALRY, "Only one face counts against the cavalry ring; how many faces does the die have?",
                 f"Only the face {faces('cowboys', 'cavalry')} hits, one outcome of {len(FACES)}: {CAVALRY}.",
                 kind="probability"),
        Exercise("fort", "An Indian inside the fort strikes at a cowboy. Indians hit on odd faces, and inside "
                 "the fort all of them count. What is the chance of a hit?",
                 FORT, "List the odd faces of a die and count them.",
                 f"The faces {faces('indians', 'fort')} hit: {len(fa.ALL_ODD)} outcomes of {len(FACES)}, {FORT}.",
                 kind="probability"),
        Exercise("two_dice", "Two cowboys each shoot once at Indians in the cavalry ring. The sample space of "
                 "two dice has "
                 f"{len(FACES) ** 2} equally likely pairs. What is the chance that both dice hit?",
                 BOTH_CAVALRY, "Count the pairs in which both dice show a hitting face.",
                 f"Each die hits with chance {CAVALRY}; of the {len(FACES) ** 2} pairs only one has both dice "
                 f"hitting, so {BOTH_CAVALRY}.",
                 kind="probability"),
    ),
)
