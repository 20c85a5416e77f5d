"""What every game's position editor shares (each game's ``editing.py``, used by the editor page).

A game's ``counters(state)`` names the numbers a position holds besides its pieces, each as
``(value, lowest, highest)``; :func:`check_counter` is the one check of a new value for one of them.
"""
from __future__ import annotations

from typing import Mapping

from .i18n import M

#: counter name -> (value now, lowest allowed, highest allowed)
Counters = dict[str, tuple[int, int, int]]


def check_counter(known: Mapping[str, tuple[int, int, int]], name: str, value: object, position: str) -> int:
    """``value`` if it may be set for the counter ``name`` of ``known``; else ValueError saying why
    (``position`` names the kind of position, e.g. "a Fort Apache position")."""
    if name not in known:
        raise ValueError(M("{position} has no number called {name}", position=position, name=repr(name)))
    _, low, high = known[name]
    if not (isinstance(value, int) and not isinstance(value, bool) and low <= value <= high):
        raise ValueError(M("{name} goes from {low} to {high}, not {value}", name=name, low=low, high=high,
                           value=repr(value)))
    return value
