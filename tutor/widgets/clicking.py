"""Clickable boards beyond the play page: which targets play which action, for any game.

The play page (:class:`tutor.widgets.play_page.PlayPage`) and the learn page
(:class:`tutor.widgets.learn.LearnApp`) both drive a :class:`tutor.widgets.board.BoardWidget` with a
:class:`tutor.widgets.board.ClickController`; the controller needs :class:`tutor.widgets.board.Choice` s,
each a path of target ids from the game's renderer (``tutor.render.<game>.click_path(state, action)``).
This module finds that renderer function and builds the choices for a list of action texts, so a page
only says what a whole path does (``play(text)``).
"""
from __future__ import annotations

import functools
from typing import Callable, Iterable

from tutor.core import NotationError, State
from tutor.games import game_info

from .board import Choice

PathOf = Callable[[State, object], tuple[str, ...]]


def path_function(game_name: str) -> PathOf | None:
    """The game's ``click_path`` (its registry entry's), or None when the game's board cannot be clicked."""
    return game_info(game_name).click_path


def text_choices(state: State, texts: Iterable[str], play: Callable[[str], object]) -> list[Choice]:
    """One choice per action text (in the order given, repeats dropped) whose whole path plays
    ``play(text)``. A text the state cannot read, or whose path is taken by an earlier text, a prefix of an
    earlier one's or extended by it, is left out: every path stays unique and none is a prefix of another
    (so put the texts that matter most first)."""
    path_of = path_function(state.game.name)
    if path_of is None:
        return []
    choices: list[Choice] = []
    seen: set[str] = set()
    for text in texts:
        if text in seen:
            continue
        seen.add(text)
        try:
            action = state.parse_action(text)
            path = tuple(path_of(state, action))
        except (NotationError, ValueError, KeyError, IndexError, AttributeError, TypeError):
            continue
        if not path or any(_clash(path, other.path) for other in choices):
            continue
        choices.append(Choice(path, state.describe(action), functools.partial(play, text)))
    return choices


def _clash(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """Whether one path is the other or begins it."""
    n = min(len(a), len(b))
    return a[:n] == b[:n]
