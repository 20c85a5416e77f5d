"""Classroom probability lessons built on the four games.

Each lesson is a :class:`Lesson` in its own module (``lesson01_sample_spaces.py`` ...), registered in
:data:`LESSONS` in order. Every number a lesson states or expects is computed by the library
(:mod:`tutor.prob`, the game engines), never typed in.
"""
from __future__ import annotations

import ast
import importlib
import pkgutil
import random
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from tutor.core.i18n import Message
from tutor.games import game_info

from .exercises import Check, Exercise, Mistake, check

if TYPE_CHECKING:  # sympy is imported where a number is computed, not with every page
    from sympy import Expr


@dataclass(frozen=True)
class Lesson:
    """One lesson.

    Every text is a message (:mod:`tutor.core.i18n`), rendered in the page's language: ``title``,
    ``teaches``, ``game``, ``intro`` (the lesson page's introduction), ``situation`` (HTML), each step of
    ``derivation`` and every text of ``exercises``. ``situation`` (HTML) and ``board()`` (an SVG string of the game situation) set the scene;
    ``derivation`` is the exact answer step by step, each step (explanation, value or
    expression as text); ``exact`` is the final exact answer (a ``fractions.Fraction``: the lessons count
    with Fractions, so that their pages load no sympy; a sympy number is taken too); ``simulate(n, seed)`` estimates it from
    n random trials (so a page can show the estimate approaching ``exact``); ``exercises`` are checked
    at once. ``teaches`` says in one sentence what the student learns. ``assumptions`` says what the lesson
    takes for granted of the game (which rule reading, which cards are left out, reconstructed data);
    ``teacher_notes`` are shown in the teacher's version only (how to run the lesson, what students get
    wrong); ``extension`` marks a lesson beyond the 14-18 syllabus.
    """

    number: int
    title: Message
    teaches: Message
    game: Message
    situation: Message
    board: Callable[[], str]
    derivation: tuple[tuple[Message, str | Message], ...]
    exact: Expr | Fraction
    simulate: Callable[[int, int], float]
    exercises: tuple[Exercise, ...]
    intro: Message = Message("")
    assumptions: Message = Message("")
    teacher_notes: Message = Message("")
    extension: bool = False


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


@dataclass(frozen=True)
class Listing:
    """What a list of the lessons shows of one lesson (the start page, the lessons' index); ``extension`` marks a
    lesson beyond the 14-18 syllabus."""

    number: int
    title: Message
    teaches: Message
    game: Message
    extension: bool = False


def listings() -> list[Listing]:
    """Every lesson's :class:`Listing`, in order, read from its module's ``LESSON = Lesson(...)`` without running
    the module (a lesson computes its numbers as it is imported); a lesson whose listing is not
    written there as plain literals (``number=3``, ``title=M("...")``, ``extension=True``) is imported instead."""
    found = []
    for module in pkgutil.iter_modules(__path__):
        if module.name.startswith("lesson"):
            path = Path(module.module_finder.path) / f"{module.name}.py"  # type: ignore[union-attr]
            found.append(_listed(path) or _imported(module.name))
    return sorted(found, key=lambda listing: listing.number)


def _imported(name: str) -> Listing:
    found = importlib.import_module(f"{__name__}.{name}").LESSON
    return Listing(found.number, found.title, found.teaches, found.game, found.extension)


def _listed(path: Path) -> Listing | None:
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"))
    except (OSError, SyntaxError, ValueError):
        return None
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Lesson":
            given = {keyword.arg: keyword.value for keyword in node.keywords}
            try:
                number = ast.literal_eval(given["number"])
                texts = [_plain_message(given[name]) for name in ("title", "teaches", "game")]
                extension = ast.literal_eval(given["extension"]) if "extension" in given else False
            except (KeyError, ValueError):
                return None
            if not isinstance(number, int) or not isinstance(extension, bool):
                return None
            title, teaches, game = texts
            return Listing(number, title, teaches, game, extension)
    return None


def _plain_message(node: ast.expr) -> Message:
    """``M("...")`` with one literal text and no parameters, as the message it makes; ValueError otherwise."""
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "M"
            and len(node.args) == 1 and not node.keywords):
        text = ast.literal_eval(node.args[0])
        if isinstance(text, str):
            return Message(text, {})
    raise ValueError("not a plain message")


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


__all__ = ["Lesson", "Listing", "Exercise", "Mistake", "Check", "check", "lessons", "listings", "lesson", "scene", "share"]
