"""The $title tutorial: one idea at a time, each on a scripted position (data: ``data/tutorial.toml``, the
format of :mod:`tutor.core.tutorial`)."""
from __future__ import annotations

from tutor.core import tutorial
from tutor.core.tutorial import load_steps

from .state import Game


class Step(tutorial.Step):
    """A $title step: its position is a position string."""

    parse = staticmethod(Game.parse)


STEPS: tuple[Step, ...] = load_steps(__package__, Step)
