"""A state's history kept as a persistent linked list, read as a tuple.

A Tribù game runs to thousands of actions (random games to about 4,700). Extending the history tuple at
every step copies it (and touches every action in it), so a whole game cost time quadratic in its length:
at the end of a long random game that copy was more than the rest of the step. Instead each new state
stores a :class:`Step` (the history before it, and its own action), made in constant time, and the tuple
is built only when somebody reads ``state.history``; :class:`HistoryField` does that on the ``State``
class, so every reader still sees the same tuple as before (``len``, slices, ``==``, ``+`` all unchanged).
"""
from __future__ import annotations

from typing import Any


class Step:
    """The history ``before`` (a tuple or another Step) followed by ``action``; states share their steps.

    The latest tuple built along a chain of steps is remembered (``known``), so reading the history move
    after move extends it instead of walking the whole chain again. Only one is kept per chain: a later
    state's steps keep every earlier step alive, and a tuple kept on each would hold the game's history
    once per move read (quadratic memory over a long game)."""

    __slots__ = ("before", "action", "known")

    def __init__(self, before: "tuple | Step", action: Any):
        self.before = before
        self.action = action
        self.known: tuple | None = None

    def actions(self) -> tuple:
        """The whole history as a tuple: walk back to the nearest built tuple, then extend it once.
        Each remembered tuple is read once into a local, so two threads reading at once both get it whole."""
        known = self.known
        if known is not None:
            return known
        newer = []
        trail: tuple | Step = self
        while isinstance(trail, Step):
            older = trail.known
            if older is not None:
                trail.known = None  # handed on to this later step
                break
            newer.append(trail.action)
            trail = trail.before
        else:
            older = trail
        newer.reverse()
        known = self.known = older + tuple(newer)
        return known

    def __reduce__(self):
        """Pickled (by multiprocessing, dask, deepcopy) as the plain tuple, never as a deep chain of steps."""
        return tuple, (self.actions(),)


class HistoryField:
    """The ``history`` attribute of a state class: stores what it is given (a tuple, or a :class:`Step`) in the instance and reads it back as a tuple.

    It is installed on the class after the dataclass is made (``setattr(State, "history", HistoryField())``), so the
    dataclass keeps ``history`` as an ordinary field (its ``__init__``, ``fields``, ``replace`` and
    :func:`tutor.core.api.evolve` see it as before) while reads go through :meth:`__get__`."""

    def __init__(self, name: str = "history"):
        self.name = name

    def __get__(self, obj: object, owner: type | None = None) -> Any:
        if obj is None:
            return self
        trail = obj.__dict__[self.name]
        return trail if isinstance(trail, tuple) else trail.actions()

    def __set__(self, obj: object, value: Any) -> None:
        """Only a dataclass ``__init__`` sets it (through ``object.__setattr__``); the state is frozen otherwise."""
        obj.__dict__[self.name] = value if isinstance(value, Step) else tuple(value)

