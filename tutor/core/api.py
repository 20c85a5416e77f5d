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
from functools import cached_property
from typing import Any, ClassVar, Hashable, Mapping, Sequence

from .interpretations import Interpretation, resolve_options

CHANCE = -1
SIMULTANEOUS = -2
TERMINAL = -4
#: a setting's default that :meth:`Game.__repr__` shows whatever its value
ALWAYS: Any = object()

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
        super().__init__(f"{_excerpt(action)}: {verdict.reason} [{verdict.rule}]")
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
    """An immutable game configuration.

    A game declares its constructor's settings in :meth:`settings` and its interpretation register in
    ``INTERPRETATIONS``; the base class resolves options against the register (:meth:`resolve`) and
    derives equality, hashing and ``repr`` from the settings and the options, so no game writes them.
    """

    #: the registry id, also the first word of every position string (``apache``, ``tribu``, ...)
    name: str
    #: the game's interpretation register; entries with an ``option`` are keywords of the constructor
    INTERPRETATIONS: ClassVar[tuple[Interpretation, ...]] = ()
    #: the interpretation options in force (every option of the register, defaults filled in)
    options: dict[str, str]

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

    def settings(self) -> tuple[tuple[str, Any, Any], ...]:
        """The constructor's settings other than options: ``(keyword, value, default)`` each, in the
        constructor's order; ``repr`` shows a setting that differs from its default, always when the
        default is :data:`ALWAYS`."""
        return ()

    @classmethod
    def defaults(cls) -> dict[str, str]:
        """Every option of the register with its default reading."""
        return {i.option: i.default for i in cls.INTERPRETATIONS if i.option}

    def resolve(self, given: Mapping[str, str]) -> dict[str, str]:
        """The options in force: the register's defaults overridden by ``given`` (ValueError names a bad one)."""
        return resolve_options(self.INTERPRETATIONS, given)

    def player_name(self, player: int) -> str:
        return f"player {player}"

    def replay(self, actions: Sequence[Action]) -> "State":
        """Apply ``actions`` one by one from the start; illegal ones raise IllegalAction."""
        state = self.new_state()
        for action in actions:
            state = state.apply(action)
        return state

    def _key(self) -> Hashable:
        return (type(self), tuple(value for _, value, _ in self.settings()), tuple(sorted(self.options.items())))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        defaults = self.defaults()
        shown = [f"{k}={v!r}" for k, v, default in self.settings() if default is ALWAYS or v != default]
        shown += [f"{k}={v!r}" for k, v in self.options.items() if v != defaults.get(k)]
        return f"{self.name}.Game({', '.join(shown)})"


class State(ABC):
    """An immutable position. Subclasses keep their data in ``_key()`` for equality.

    Legality is defined once, by the legal set: a game writes :meth:`_legal_actions` (what may be
    done), :meth:`_apply` (what it does) and :meth:`explain` (why an action is or is not allowed).
    :meth:`check` takes its yes/no from the legal set and its words from :meth:`explain`;
    :meth:`apply` refuses anything outside the legal set with :class:`IllegalAction`, whatever the
    object it is given.
    """

    game: Game
    history: tuple[Action, ...]

    @property
    @abstractmethod
    def current_player(self) -> int:
        """A player index, CHANCE, SIMULTANEOUS or TERMINAL."""

    def _legal_actions(self, player: int | None) -> list[Action]:
        """Sorted legal actions; ``player`` keeps only that player's. Empty when terminal."""
        raise NotImplementedError

    def explain(self, action: Action) -> Verdict:
        """Why ``action`` is or is not allowed here (and at what cost), citing the rule.

        Only the words count: whether it is allowed is decided by the legal set. The conformance test
        checks that the explanation agrees with it."""
        raise NotImplementedError

    def _apply(self, action: Action) -> "State":
        """The state after a legal ``action``."""
        raise NotImplementedError

    @abstractmethod
    def chance_outcomes(self) -> list[tuple[Action, int]]:
        """At a chance node, each outcome with a positive integer weight; else empty."""

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

    # --- legality, defined once ------------------------------------------------------------------

    @cached_property
    def _all_legal(self) -> tuple[Action, ...]:
        return tuple(self._legal_actions(None))

    @cached_property
    def legal_set(self) -> frozenset[Action]:
        """Every legal action, as a set (computed once per state)."""
        return frozenset(self._all_legal)

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """Sorted legal actions; ``player`` keeps only that player's. Empty when terminal."""
        if player is None:
            return list(self._all_legal)
        return self._legal_actions(player)

    def is_legal(self, action: object) -> bool:
        """Whether ``action`` (any object at all) is one of the legal actions."""
        for listed in self._all_legal:  # the usual case, cheaply: the very object legal_actions() gave
            if listed is action:
                return True
        try:
            return action in self.legal_set
        except TypeError:  # unhashable: not an action
            return False

    def check(self, action: Action) -> Verdict:
        """Whether ``action`` is allowed here, why, and at what cost."""
        legal = self.is_legal(action)
        try:
            verdict = self.explain(action)
        except (AttributeError, IndexError, KeyError, TypeError, ValueError):
            verdict = Verdict(False, f"{self.game.name}.actions",
                              f"{_excerpt(action)} is not a well-formed action of this game")
        if verdict.ok == legal:
            return verdict
        # the explanation disagrees with the legal set (the conformance test reports this as a bug)
        return Verdict(legal, verdict.rule, verdict.reason if legal else
                       f"{_excerpt(action)} is not one of the moves allowed now", None)

    def apply(self, action: Action) -> "State":
        """The state after ``action``; raises IllegalAction when the verdict refuses it."""
        if not self.is_legal(action):
            raise IllegalAction(action, self.check(action))
        return self._apply(action)

    # --- reading the position --------------------------------------------------------------------

    @property
    def is_terminal(self) -> bool:
        return self.current_player == TERMINAL

    @property
    def is_chance(self) -> bool:
        return self.current_player == CHANCE

    def view(self, player: int) -> Any:
        """What ``player`` may see, as a typed value (bots, odds and drawings read it).

        Games with hidden information return their own view type; here it is the whole state."""
        return self

    def observation(self, player: int) -> str:
        """What ``player`` may see, as text. Games with hidden information override this."""
        return self.notation()

    def _repr_svg_(self) -> str:
        """Jupyter shows a state as its board, as python-chess does; the drawing is imported lazily
        (a rules module never imports a renderer when it is imported itself)."""
        import importlib

        return importlib.import_module(f"tutor.render.{self.game.name}").board_svg(self)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._key() == other._key()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self._key())


def _excerpt(thing: object, limit: int = 40) -> str:
    """A short quotation of anything, for messages (never the whole of a long input)."""
    try:
        text = str(thing)
    except Exception:  # a malformed object whose str() fails is still quoted
        text = object.__repr__(thing)
    return repr(text if len(text) <= limit else text[:limit] + "…")
