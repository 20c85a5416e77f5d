"""The Fort Apache tutorial: one idea at a time, each on a scripted position.

A :class:`Step` sets up a position (a position string plus scripted actions) and asks the learner to act
for the side whose turn it is. :func:`attempt` judges the answer: a right one is played, followed by the
step's scripted actions (``after``), which fix the dice that follow, so nothing is left to luck; an
answer the game refuses is refused with its verdict and rule; every other choice gets the step's word
on why it misses the point. The steps are data, in ``data/tutorial.toml`` (their positions given as the
fields of :func:`position`); the format is :mod:`tutor.core.tutorial`'s.
"""
from __future__ import annotations

from tutor.core import tutorial
from tutor.core.tutorial import Feedback, attempt, load_steps

from .state import Game, State

CARDS_FULL = "cowboys=2.2.2.1.1.1 indians=2.2.2.1.2"
WALKWAYS = "north-walkway east-walkway south-walkway west-walkway"
RINGS = "north-cavalry north-cavalry north-cavalry south-cavalry south-cavalry south-cavalry"


def position(side: str = "cowboys", cowboys: str = WALKWAYS, indians: str = RINGS, *, options: str = "",
             rnd: int = 1, phase: str = "act", buildings: str = "magazine=0 well=0 granary=0 gate=0",
             supply: str = "cowboys=a0/0,e0/0 indians=a0/0,e0/0", cards: str = CARDS_FULL, played: str = "-",
             tail: str = "threat - withdraw - last -") -> str:
    """A position string from the fields a step changes (see notation.py); defaults fill the rest."""
    return " | ".join([f"fort_apache {options}".strip(), f"turn {side} {rnd} {phase}", f"cowboys {cowboys}",
                       f"indians {indians}", f"buildings {buildings}", f"supply {supply}",
                       f"cards {cards} played={played} boost=no", "pending -", tail])


class Step(tutorial.Step[State]):
    """A Fort Apache step; ``after`` starts with the roll that decides a right answer, when there is one
    (``roll 2``, ``roll 3 hits``)."""

    parse = staticmethod(Game.parse)


__all__ = ["STEPS", "Step", "Feedback", "attempt", "position"]

STEPS: tuple[Step, ...] = load_steps(__package__, Step, position)
