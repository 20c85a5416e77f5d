"""The rules contract every game implements.

Modelled on OpenSpiel's game API and python-chess's Board/Move:

* a :class:`Game` is an immutable configuration (players, variants, interpretation options);
* a :class:`State` is immutable: :meth:`State.apply` returns a new state;
* randomness is explicit: at a chance node ``current_player`` is :data:`CHANCE` and
  :meth:`State.chance_outcomes` lists ``(action, weight)`` pairs with integer weights,
  so a tutorial can script a reveal or a die and an analysis can enumerate them.
  Setup randomness is a chance node too, which is why ``Game.new_state`` takes no seed:
  :func:`tutor.core.play.sample_chance` resolves chance with any ``random.Random``;
* a simultaneous window (Apache's claim window) has ``current_player == SIMULTANEOUS``.
  Every action in it names the player who makes it (:meth:`State.actor`); the order in
  which such actions are applied is the order in which they happened at the table
  (in Apache, the speed order on the Pow-Wow board). ``legal_actions(player)`` gives one
  player's choices; ``legal_actions()`` gives everybody's, including the action that
  closes the window, whose actor is :data:`SIMULTANEOUS`.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, Hashable, Sequence

CHANCE = -1
SIMULTANEOUS = -2
TERMINAL = -4

Action = Any  # each game defines its own hashable, orderable action type with a readable str()


@dataclass(frozen=True)
class Verdict:
    """Whether an action may be taken, and why, citing a rule id.

    ``penalty`` is set when the rules allow the action but punish it (Apache's mistaken play):
    ``ok`` is then True and ``penalty`` says what it will cost.
    """

    ok: bool
    rule: str
    reason: str
    penalty: str | None = None

    def __bool__(self) -> bool:
        return self.ok

    def __str__(self) -> str:
        head = "allowed" if self.ok else "not allowed"
        text = f"{head}: {self.reason} [{self.rule}]"
        return f"{text} (penalty: {self.penalty})" if self.penalty else text


class IllegalAction(ValueError):
    """Raised by :meth:`State.apply` for an action its verdict refuses."""

    def __init__(self, action: Action, verdict: Verdict):
        super().__init__(f"{action}: {verdict.reason} [{verdict.rule}]")
        self.action = action
        self.verdict = verdict


class NotationError(ValueError):
    """A position string, saved game or action text that cannot be read; says what is wrong."""


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended: a score per player, the winners (ties share) and why."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str


class Game(ABC):
    """An immutable game configuration."""

    name: str

    @property
    @abstractmethod
    def num_players(self) -> int: ...

    @abstractmethod
    def new_state(self) -> "State":
        """The position before the first action."""

    @classmethod
    @abstractmethod
    def parse(cls, notation: str) -> "State":
        """Rebuild a state (and its game) from :meth:`State.notation`; raises NotationError."""

    @abstractmethod
    def max_game_length(self) -> int:
        """An upper bound on the number of actions in one game."""

    def player_name(self, player: int) -> str:
        return f"player {player}"

    def replay(self, actions: Sequence[Action]) -> "State":
        """Apply ``actions`` one by one from the start; illegal ones raise IllegalAction."""
        state = self.new_state()
        for action in actions:
            state = state.apply(action)
        return state


class State(ABC):
    """An immutable position. Subclasses keep their data in ``_key()`` for equality."""

    game: Game
    history: tuple[Action, ...]

    @property
    @abstractmethod
    def current_player(self) -> int:
        """A player index, CHANCE, SIMULTANEOUS or TERMINAL."""

    @abstractmethod
    def legal_actions(self, player: int | None = None) -> list[Action]:
        """Sorted legal actions; ``player`` keeps only that player's. Empty when terminal."""

    @abstractmethod
    def chance_outcomes(self) -> list[tuple[Action, int]]:
        """At a chance node, each outcome with a positive integer weight; else empty."""

    @abstractmethod
    def check(self, action: Action) -> Verdict:
        """Whether ``action`` is allowed here, why, and at what cost."""

    @abstractmethod
    def apply(self, action: Action) -> "State":
        """The state after ``action``; raises IllegalAction when the verdict refuses it."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """None while the game goes on."""

    @abstractmethod
    def notation(self) -> str:
        """A compact, copyable position string; ``type(game).parse`` reads it back."""

    @abstractmethod
    def parse_action(self, text: str) -> Action:
        """Read an action's text (as ``str(action)`` writes it); raises NotationError."""

    @abstractmethod
    def actor(self, action: Action) -> int:
        """Who makes ``action``: a player, CHANCE, or SIMULTANEOUS for closing a window."""

    @abstractmethod
    def _key(self) -> Hashable:
        """Everything that defines the position (not the history)."""

    @property
    def is_terminal(self) -> bool:
        return self.current_player == TERMINAL

    @property
    def is_chance(self) -> bool:
        return self.current_player == CHANCE

    def observation(self, player: int) -> str:
        """What ``player`` may see. Games with hidden information override this."""
        return self.notation()

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._key() == other._key()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self._key())
