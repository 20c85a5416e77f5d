"""Classroom probability lessons built on the four games.

Each lesson is a :class:`Lesson` in its own module (``lesson01_sample_spaces.py`` ...), registered in
:data:`LESSONS` in order. Every number a lesson states or expects is computed by the library
(:mod:`tutor.prob`, the game engines), never typed in.
"""
from __future__ import annotations

import importlib
import pkgutil
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from tutor.core.i18n import Message
from tutor.games import game_info

from .exercises import Check, Exercise, check

if TYPE_CHECKING:  # sympy is imported where a number is computed, not with every page
    from sympy import Expr


@dataclass(frozen=True)
class Lesson:
    """One lesson.

    Every text is a message (:mod:`tutor.core.i18n`), rendered in the page's language: ``title``,
    ``teaches``, ``game``, ``intro`` (the lesson page's introduction), ``situation`` (HTML), each step of
    ``derivation`` and every text of ``exercises``. ``situation`` (HTML) and ``board()`` (an SVG string of the game situation) set the scene;
    ``derivation`` is the exact answer step by step, each step (explanation, sympy value or
    expression as text); ``exact`` is the final exact answer; ``simulate(n, seed)`` estimates it from
    n random trials (so a page can show the estimate approaching ``exact``); ``exercises`` are checked
    at once. ``teaches`` says in one sentence what the student learns.
    """

    number: int
    title: Message
    teaches: Message
    game: Message
    situation: Message
    board: Callable[[], str]
    derivation: tuple[tuple[Message, str | Message], ...]
    exact: Expr
    simulate: Callable[[int, int], float]
    exercises: tuple[Exercise, ...]
    intro: Message = Message("")


def scene(state: Any, *, viewer: int | None = None) -> Callable[[], str]:
    """A lesson's ``board``: draws its game position with the game's own renderer
    (the ``board_svg`` its registry entry declares), as the game's pages do."""
    board_svg = game_info(state.game.name).board_svg
    return lambda: board_svg(state, viewer=viewer)


def share(n: int, seed: int, trial: Callable[[random.Random], bool]) -> float:
    """The share of ``n`` random trials that succeed, all drawn from one generator seeded with ``seed``
    (a lesson's ``simulate``)."""
    rng = random.Random(seed)
    return sum(bool(trial(rng)) for _ in range(n)) / n


def lessons() -> list[Lesson]:
    """Every lesson, in order: each module ``lessonNN_*`` of this package defines ``LESSON``."""
    found = []
    for module in pkgutil.iter_modules(__path__):
        if module.name.startswith("lesson"):
            found.append(importlib.import_module(f"{__name__}.{module.name}").LESSON)
    return sorted(found, key=lambda lesson: lesson.number)


def lesson(number: int) -> Lesson:
    """The lesson with this number; KeyError names the numbers there are. Its own module is imported first
    (``lessonNN_*``), so that a lesson's page does not compute the other nine; every lesson only if not there."""
    for module in pkgutil.iter_modules(__path__):
        if module.name.startswith(f"lesson{number:02d}_"):
            found = importlib.import_module(f"{__name__}.{module.name}").LESSON
            if found.number == number:
                return found
    for found in lessons():
        if found.number == number:
            return found
    raise KeyError(f"no lesson {number}; lessons are {[x.number for x in lessons()]}")


__all__ = ["Lesson", "Exercise", "Check", "check", "lessons", "lesson", "scene", "share"]
