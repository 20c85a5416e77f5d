"""Whole games from any position (``tutor.sim.playouts``): the one entry point for random playouts, bot games and rollouts.

:func:`playouts` plays ``games`` games on from a state (a start, a linked or edited position, any
reading of the register) and returns each game's :class:`tutor.core.Outcome`, as ``state.outcome()``
gives it at the end. ``bots=None`` plays uniformly random legal actions (chance by its weights, a
simultaneous window by random actions of anyone, closing included: :func:`tutor.core.play.random_action`);
otherwise ``bots`` names one bot per seat, by its name in the game's registry entry.

Each game declares how its whole games are played once (:func:`declare`; the registry does it for every
registered game): its bots by name, its simultaneous window, and optionally its playout ``engine``
(:class:`PlayoutEngine`: ``tutor/games/<game>/playout.py``, compiled where the machine could build it,
:mod:`tutor.sim.compiled`), which plays the same games faster: the same actions, the same chance outcomes
and the same outcome for the same seed (:func:`differences`, the differential test). The engine plays the
bots it knows (``engine.BOTS``); games with any other bot are played by the rules engine. Game ``i`` of a call is played with ``random.Random(task_seeds(seed, games)[i])``, so the
results depend on the seed and the position only: never on the executor or the engine.
"""
from __future__ import annotations

import random
from concurrent.futures import Executor
from dataclasses import dataclass
from functools import partial
from typing import Callable, Mapping, Protocol, Sequence

from tutor.core import Outcome, State
from tutor.core.bots import Bot, Window, advance
from tutor.core.i18n import Joined, M
from tutor.core.play import random_action

from .runner import InlineExecutor, Progress, run, task_seeds


class PlayoutEngine(Protocol):
    """A game's playout engine (a module: ``tutor/games/<game>/playout.py`` or its compiled build).

    It starts from any state of the rules engine (a start, a link, the editor, every reading of the
    register) and plays on in its own compact form, drawing from ``random.Random(seed)`` exactly as the
    rules engine does (:func:`tutor.core.play.random_action`, :func:`tutor.core.bots.advance` and the bots)."""

    #: the bots it plays, by their names in the game's registry entry ("random" is ``bots=None``)
    BOTS: frozenset[str]

    def play(self, state: State, seeds: Sequence[int], bots: tuple[str, ...] | None) -> list[Outcome]:
        """One game per seed from ``state``: each one's outcome, as ``state.outcome()`` gives it at the end."""
        ...

    def trace(self, state: State, seed: int, bots: tuple[str, ...] | None) -> tuple[list[str], Outcome]:
        """One game: the text of every action played (``str(action)``, chance included) and its outcome."""
        ...



@dataclass(frozen=True)
class Declaration:
    """How one game's whole games are played: its bots by name, its simultaneous window, a faster engine."""

    bots: Mapping[str, Callable[[], Bot]]
    window: Window | None = None
    engine: PlayoutEngine | None = None

    def engine_for(self, bots: tuple[str, ...] | None) -> PlayoutEngine | None:
        """The playout engine if it plays these bots (None: the rules engine plays them)."""
        if self.engine is None or (bots is not None and not set(bots) <= self.engine.BOTS):
            return None
        return self.engine


_DECLARED: dict[str, Declaration] = {}


def declare(name: str, *, bots: Mapping[str, Callable[[], Bot]], window: Window | None = None,
            engine: PlayoutEngine | None = None) -> None:
    """Say how the game ``name`` plays whole games (see the module's docstring)."""
    _DECLARED[name] = Declaration(dict(bots), window, engine)


def declaration(name: str) -> Declaration:
    try:
        return _DECLARED[name]
    except KeyError:
        raise KeyError(f"no playouts declared for {name!r} (import tutor.games)") from None


def play_out(state: State, seed: int, bots: tuple[str, ...] | None = None) -> Outcome:
    """One game from ``state`` to its end with the rules engine (the reference every faster engine matches)."""
    outcome = _finish(state, seed, bots).outcome()
    assert outcome is not None  # a finished game has one
    return outcome


def reference_trace(state: State, seed: int, bots: tuple[str, ...] | None = None) -> tuple[list[str], Outcome]:
    """One game with the rules engine: the text of every action played and the outcome (what
    :meth:`PlayoutEngine.trace` must give)."""
    final = _finish(state, seed, bots)
    outcome = final.outcome()
    assert outcome is not None
    return [str(action) for action in list(final.history)[len(state.history):]], outcome


def _finish(state: State, seed: int, bots: tuple[str, ...] | None) -> State:
    rng = random.Random(seed)
    if bots is None:
        while not state.is_terminal:
            state = state.apply(random_action(state, rng))
    else:
        known = declaration(state.game.name)
        players = [known.bots[name]() for name in bots]
        while not state.is_terminal:
            state = advance(state, players, rng, known.window)
    return state


def reference(state: State, seeds: Sequence[int], bots: tuple[str, ...] | None = None) -> list[Outcome]:
    """The rules engine's games, one per seed."""
    return [play_out(state, seed, bots) for seed in seeds]


def _chunk(state: State, bots: tuple[str, ...] | None, use_engine: bool, seeds: Sequence[int], _: int) -> list[Outcome]:
    engine = declaration(state.game.name).engine_for(bots) if use_engine else None
    return engine.play(state, seeds, bots) if engine is not None else reference(state, seeds, bots)


def playouts(state: State, games: int, *, seed: int, bots: Sequence[str] | None = None,
             executor: Executor | None = None, engine: bool = True, chunk: int = 50,
             progress: Progress | None = None) -> list[Outcome]:
    """``games`` games from ``state`` (see the module's docstring); ``engine=False`` uses the rules engine
    even where a faster one is declared. Without an ``executor`` the games are played here."""
    if games < 0:
        raise ValueError(M("the number of games cannot be negative"))
    names = None if bots is None else tuple(bots)
    known = declaration(state.game.name)
    if names is not None:
        if len(names) != state.game.num_players:
            raise ValueError(M("{n} players need {n} bots, got {got}", n=state.game.num_players, got=len(names)))
        unknown = [name for name in names if name not in known.bots]
        if unknown:
            raise ValueError(M("no bot {bot}; bots are {bots}", bot=repr(unknown[0]), bots=Joined(known.bots, ", ")))
    seeds = task_seeds(seed, games)
    blocks = [seeds[i:i + chunk] for i in range(0, games, chunk)]
    told = None if progress is None else (lambda done, _: progress(min(done * chunk, games), games))
    results = run(partial(_chunk, state, names, engine), blocks, seed=0, executor=executor or InlineExecutor(),
                  chunk_size=1, progress=told)
    return [outcome for block in results for outcome in block]


def differences(state: State, seeds: Sequence[int], bots: tuple[str, ...] | None = None,
                engine: PlayoutEngine | None = None) -> list[int]:
    """The seeds whose game ``engine`` (by default the declared one) plays otherwise than the rules engine:
    another action or chance outcome at some step, or another outcome (the differential test)."""
    engine = engine or declaration(state.game.name).engine_for(bots)
    if engine is None:
        return []
    return [seed for seed in seeds if engine.trace(state, seed, bots) != reference_trace(state, seed, bots)]


__all__ = ["Declaration", "PlayoutEngine", "declare", "declaration", "differences", "play_out", "playouts",
           "reference", "reference_trace"]

