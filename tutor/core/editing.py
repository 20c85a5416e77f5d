"""What every game's position editor shares (each game's ``editing.py``, used by the editor page).

A game's ``counters(state)`` lists the numbers a position holds besides its pieces, each a :class:`Counter`:
a stable key (:class:`CounterKey`: which number, of which seat, at which index), the label a person reads
(a message), the value and its bounds. ``set_counter(state, key, value)`` dispatches on the key, never on
the label's words; :func:`check_counter` is the one check of a new value for one of them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .i18n import M


@dataclass(frozen=True)
class CounterKey:
    """Which number a counter is: ``name`` (the field, as the game's code calls it: ``"totals"``), the seat
    it belongs to and an index within that seat's numbers (an animal, a card, a track), 0 when unused."""

    name: str
    seat: int = 0
    index: int = 0


@dataclass(frozen=True)
class Counter:
    """One number a position holds: its key, its label (a message, rendered when shown), its value now and
    the lowest and highest values it may take."""

    key: CounterKey
    label: str
    value: int
    lowest: int
    highest: int


#: a position's counters, in the order the editor shows them
Counters = list[Counter]


def check_counter(known: Sequence[Counter], key: CounterKey, value: object, position: str) -> Counter:
    """The counter of ``known`` with ``key``, if ``value`` may be set for it; else ValueError saying why
    (``position`` names the kind of position, e.g. "a Fort Apache position")."""
    counter = next((c for c in known if c.key == key), None)
    if counter is None:
        raise ValueError(M("{position} has no number called {name}", position=position, name=repr(key.name)))
    if not (isinstance(value, int) and not isinstance(value, bool) and counter.lowest <= value <= counter.highest):
        raise ValueError(M("{name} goes from {low} to {high}, not {value}", name=counter.label, low=counter.lowest,
                           high=counter.highest, value=repr(value)))
    return counter
