"""The Apache tutorial: one rule at a time, each on a scripted position, the learner as red.

Steps and their judging come from :mod:`tutor.core.tutorial`; reveals are scripted, never left to luck.
The steps are data, in ``data/tutorial.toml``: every wrong choice a step's position allows has its
feedback, and the choices that miss for one reason (another player's card, a hand card with no Indian
of its own face up, naming the card a reveal brings) share a group and a text.
"""
from __future__ import annotations

from tutor.core import tutorial
from tutor.core.tutorial import Feedback, attempt, load_steps

from .state import Game, State

LEARNER = 0  # the learner plays red, the first seat


class Step(tutorial.Step[State]):
    """An Apache step; after a punished play the window closes, so the learner sees the cost."""

    parse = staticmethod(Game.parse)
    after_penalty = ("close",)
    learner = LEARNER


__all__ = ["LEARNER", "STEPS", "Step", "Feedback", "attempt"]

STEPS: tuple[Step, ...] = load_steps(__package__, Step)
