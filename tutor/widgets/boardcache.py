"""Boards of positions seen before, drawn once per kernel.

A page draws the same position again and again: a tutorial step gone back to, a move undone, a
position loaded twice, a reading switched back. ``board_svg(state, **options)`` here is the game's
``tutor.render.<game>.board_svg`` through a bounded cache keyed on the position (states are equal and
hash alike when their ``_key()`` is: the game, its options and the position), the last actions (the
renderers mark the last action, so the history is part of the key), the drawing options and the language
the board's words are drawn in (:func:`tutor.core.i18n.current`: an Italian page's board is never served
to a Polish one). Options
that cannot be a key (a list, a dict) are drawn afresh. SVG text is immutable: a cached board cannot
be changed by whoever asked for it.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable

from tutor.core import State
from tutor.games import game_info
from tutor.core.i18n import current

#: boards kept per kernel: 20-60 KB each, so at most a few MB
MAX_BOARDS = 128


def renderer(game_name: str) -> Callable[..., str]:
    """The game's ``board_svg``, as its registry entry declares it."""
    return game_info(game_name).board_svg


def board_svg(state: State, **options: Any) -> str:
    """The board of ``state`` as SVG, from the cache when drawn before with the same options."""
    key = tuple(sorted(options.items()))
    try:
        hash(key)
    except TypeError:  # e.g. a list of targets: not a key, draw it
        return renderer(state.game.name)(state, **options)
    return cached_board(state.game.name, state, tuple(state.history), key, current())


@lru_cache(maxsize=MAX_BOARDS)
def cached_board(game_name: str, state: State, history: tuple, options: tuple, lang: str = "") -> str:
    """The cache behind :func:`board_svg` (``history``, ``options`` and ``lang``, the language the board is
    drawn in, which is the current one, are part of the key only)."""
    return renderer(game_name)(state, **dict(options))
