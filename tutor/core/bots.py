"""Bots and the one driver that plays them, after OpenSpiel's ``Bot.step`` and ``evaluate_bots``.

A bot is anything with ``step(state, rng) -> action`` that picks one of the current player's legal
actions (a bot of a hidden-information game reads ``state.view(player)``, never the hidden parts).
:func:`advance` makes one move of a game, whoever is to move; :func:`play_game` plays to the end.
A simultaneous node (Apache's claim window) is played by the game's own ``window`` function, since
who acts and in which order is part of its rules; the bots it seats are each a :class:`WindowBot`.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar, Protocol, Sequence, TypeVar, runtime_checkable

from .api import CHANCE, SIMULTANEOUS, Action, Game, State, StateT
from .play import sample_chance

#: the states a bot can play: a game's bots take its own State (``Bot[tribu.State]``); plain ``Bot`` is any bot
StateT_contra = TypeVar("StateT_contra", bound=State, contravariant=True)

#: plays a whole simultaneous window with these bots: ``window(state, bots, rng) -> state after it``; generic in
#: the game's state (plain ``Window`` is any game's)
Window = Callable[[StateT, Sequence["Bot"], random.Random], State]


class Bot(Protocol[StateT_contra]):
    """Chooses the current player's action."""

    name: str

    def step(self, state: StateT_contra, rng: random.Random) -> Action: ...


@runtime_checkable
class WindowBot(Protocol):
    """A bot that also decides in a window played in reaction time (Apache's claim window): the window function
    asks each seat's bot what to put down now (:meth:`window_play`: a choice of the game's, or None to wait), lands
    the choices in the order of the bots' reaction times (:meth:`reaction_time`), and asks again the bots that have
    not played after each one that lands, when they ``looks_again``. Any class with these members is one: a game's
    own bots and a game-agnostic one (the search bot of :mod:`tutor.analysis.search`) alike."""

    name: str
    #: whether the bot's window decision reads what lands (then it is asked again after every choice that lands)
    looks_again: ClassVar[bool]

    def step(self, state: Any, rng: random.Random) -> Action: ...

    def window_play(self, state: Any, seat: int, rng: random.Random) -> Any | None: ...

    def reaction_time(self, rng: random.Random) -> float: ...


@dataclass
class BackgroundBot:
    """A slow bot (a search) whose moves a page works out in a background thread, so that the page answers a click
    meanwhile: a :class:`tutor.core.match.Match` stops at its turn as at a person's (it does not call it), and the
    page plays the move it found with :meth:`~tutor.core.match.Match.play_background`. Where nothing waits (a whole
    game by :func:`play_game`) it is the bot it holds: ``step`` asks ``bot`` at once."""

    bot: Bot
    name: str = field(init=False)  # the bot's

    def __post_init__(self) -> None:
        self.name = self.bot.name

    def step(self, state: State, rng: random.Random) -> Action:
        return self.bot.step(state, rng)


class RandomBot:
    """Any legal action of the player to move, uniformly at random (a bot every game has)."""

    name = "random"

    def step(self, state: State, rng: random.Random) -> Action:
        return rng.choice(state.legal_actions(state.current_player))


def advance(state: State, bots: Sequence[Bot | None], rng: random.Random, window: Window | None = None) -> State:
    """One move: chance drawn from ``rng``, the window played by ``window``, or the mover's bot."""
    mover = state.current_player
    if mover == CHANCE:
        return state.apply(sample_chance(state, rng))
    if mover == SIMULTANEOUS:
        if window is None:
            raise ValueError(f"{state.game.name} has simultaneous moves: give play_game its window function")
        return window(state, bots, rng)  # type: ignore[arg-type]
    bot = bots[mover]
    if bot is None:
        raise ValueError(f"seat {mover} is a person, not a bot")
    return state.apply(bot.step(state, rng))


def play_game(game: Game, bots: Sequence[Bot], rng: random.Random, state: State | None = None, *,
              window: Window | None = None, until: Callable[[State], bool] | None = None) -> State:
    """Play from ``state`` (the start by default) with one bot per seat until the game ends or
    ``until(state)`` holds; returns the final state (its history is the game)."""
    if len(bots) != game.num_players:
        raise ValueError(f"{game.num_players} players need {game.num_players} bots, got {len(bots)}")
    state = state or game.new_state()
    while not state.is_terminal and not (until and until(state)):
        state = advance(state, bots, rng, window)
    return state
