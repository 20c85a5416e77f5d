"""The Apacze i Komancze tutorial: one rule at a time, each on a scripted board, the learner as red.

Steps and their judging come from :mod:`tutor.core.tutorial`; the setup, the scoring and the end of
the game are taught by questions (the core's ``choices``; a scoring question is about one region); one
step scores a whole round, the last ones play the last round's last action. Every board is built from the
three start tiles of the totem (prairie west, river in the middle, mountains east, one animal per
field) and a few more tiles. The steps are data, in ``data/tutorial.toml`` (their positions given as
the fields of :func:`board`).
"""
from __future__ import annotations

from dataclasses import dataclass

from tutor.core import tutorial
from tutor.core.tutorial import Feedback, attempt, load_steps

from .board import FieldId
from .state import Game, State

LEARNER = 0  # the learner plays red, the first player

__all__ = ["LEARNER", "STEPS", "Step", "Feedback", "attempt", "board"]


def board(players: int = 2, phase: str = "act 0", hands: str = "ford bend", camp: str = "", used: str = "",
          tiles: str = "-", indians: str = "-", buildings: str = "-", round_: int = 0, animals: str = "") -> str:
    """A position string: 10 of each animal, the usual camp, nothing used, unless told otherwise."""
    animals = animals or "/".join(["10.10.10"] * players)
    camp = camp or "/".join(["i4 t12 c12"] * players)
    used = used or "/".join(["-"] * players)
    return (f"apacze {players} | round {round_} | {phase} | hands {hands} | animals {animals} | camp {camp} "
            f"| used {used} | tiles {tiles} | indians {indians} | buildings {buildings}")


@dataclass(frozen=True)
class Step(tutorial.Step[State]):
    """An Apacze i Komancze step; ``region`` is a field of the region the step is about (the page
    highlights that region)."""

    region: FieldId | None = None

    parse = staticmethod(Game.parse)
    learner = LEARNER

    def region_fields(self, state: State) -> tuple[FieldId, ...]:
        """The fields of the step's region (empty when it has none)."""
        if self.region is None:
            return ()
        return next(r.fields for r in state.scoring() if self.region in r.fields)


STEPS: tuple[Step, ...] = load_steps(__package__, Step, board)
