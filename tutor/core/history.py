"""A state's history kept as a persistent linked list, read as a tuple.

Every state carries the actions that led to it (``state.history``). Extending a tuple at every step
copies it, so a whole game cost time quadratic in its length (a random Tribù game runs to about 4,700
actions: at its end the copy was more than the rest of the step). Instead each new state stores a
:class:`Step` (the history before it, and its own action), made in constant time, and the tuple is
built only when somebody reads ``state.history``. A game's State class gets this with the
:func:`persistent_history` decorator and extends its history with :func:`extended`; every reader still
sees the same tuple as before (``len``, slices, ``==``, ``+`` all unchanged). :func:`recent_actions`
reads the latest actions without building the tuple.
"""
from __future__ import annotations

from typing import Any, Iterator, TypeVar

_C = TypeVar("_C", bound=type)


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

        Each remembered tuple is read once into a local, so that threads reading at once each get one
        whole (a thread that finds a tuple already handed on walks further back: slower, never wrong)."""
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

    def __reduce__(self) -> tuple:
        """Pickled (by multiprocessing, dask, deepcopy) as the plain tuple, never as a deep chain of steps."""
        return tuple, (self.actions(),)


class HistoryField:
    """The ``history`` attribute of a state class: stores what it is given (a tuple, or a :class:`Step`
    from :func:`extended`) in the instance and reads it back as a tuple.

    Installed on the class after the dataclass is made (:func:`persistent_history`), so the dataclass
    keeps ``history`` as an ordinary field (its ``__init__``, ``fields``, ``replace`` and
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


def persistent_history(cls: _C) -> _C:
    """Class decorator, outside ``@dataclass``: the state's ``history`` field is kept as :class:`Step` s."""
    setattr(cls, "history", HistoryField())
    return cls


def extended(state: object, action: Any) -> Step:
    """``state``'s history followed by ``action``, in constant time (the tuple is not built)."""
    return Step(state.__dict__["history"], action)


def recent_actions(state: object) -> Iterator[Any]:
    """``state``'s actions from the latest back to the first, without building the history tuple."""
    trail = state.__dict__["history"]
    while isinstance(trail, Step):
        known = trail.known  # read once: another thread may hand it on meanwhile
        if known is not None:
            yield from reversed(known)
            return
        yield trail.action
        trail = trail.before
    yield from reversed(trail)
