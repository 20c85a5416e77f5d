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

import functools
from abc import ABC, abstractmethod
from dataclasses import dataclass, fields, is_dataclass
from itertools import repeat
from operator import is_
from typing import Any, Callable, cast, ClassVar, Generic, Hashable, Mapping, Self, Sequence, TypeVar, overload

from .i18n import M, Message, render
from .interpretations import Interpretation, resolve_options
from .rules import CITED

CHANCE = -1
SIMULTANEOUS = -2
TERMINAL = -4
#: a setting's default that :meth:`Game.__repr__` shows whatever its value
ALWAYS: Any = object()

Action = Any  # each game defines its own hashable, orderable action type with a readable str()
_T = TypeVar("_T")
#: per frozen dataclass: its field names (a set, to check changes) and a getter of their values
#: per frozen dataclass: its field names, as a tuple and a set (to check changes), and the names of the
#: values computed once per object (:class:`cached`, :class:`functools.cached_property`)
_FIELDS: dict[type, tuple[tuple[str, ...], frozenset[str], tuple[str, ...]]] = {}


def evolve(obj: _T, /, **changes: Any) -> _T:
    """A copy of the frozen dataclass ``obj`` with ``changes``: the one way states are updated.

    What :func:`dataclasses.replace` does, without calling ``__init__`` (no game's state has a
    ``__post_init__``: :func:`_field_names` refuses one), several times faster. Only the fields are
    copied: values cached on ``obj`` (its legal set, ``functools.cached_property`` values) belong to
    ``obj`` alone and are computed afresh on the copy. An unknown field name raises TypeError."""
    cls = obj.__class__
    try:
        names, known, computed = _FIELDS[cls]
    except KeyError:
        names, known, computed = _FIELDS[cls] = _field_names(cls)
    if not changes.keys() <= known:
        raise TypeError(f"{cls.__qualname__} has no field {', '.join(sorted(changes.keys() - known))}")
    new = object.__new__(cls)
    data = obj.__dict__.copy()  # the fields, and whatever was computed on obj: dropped below
    if len(data) != len(names):
        for name in computed:
            data.pop(name, None)
        if len(data) != len(names):  # anything else kept on obj
            data = {name: data[name] for name in names}
    data.update(changes)
    object.__setattr__(new, "__dict__", data)
    return new


class cached(Generic[_T]):
    """A value computed once per object and kept in its ``__dict__`` (so :func:`evolve` drops it):
    :class:`functools.cached_property` without its lock, which costs more than most of what a state
    caches (a state is not shared between threads while it is being read for the first time, and
    computing a value twice gives the same value)."""

    def __init__(self, func: Callable[[Any], _T]):
        self.func = func
        self.name = func.__name__
        self.__doc__ = func.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, owner: type) -> "cached[_T]": ...

    @overload
    def __get__(self, obj: object, owner: type) -> _T: ...

    def __get__(self, obj: object | None, owner: type) -> "_T | cached[_T]":
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.func(obj)
        return value


def _field_names(cls: type) -> tuple[tuple[str, ...], frozenset[str], tuple[str, ...]]:
    if hasattr(cls, "__post_init__") or not is_dataclass(cls):
        raise TypeError(f"evolve copies the fields of plain dataclasses; {cls.__qualname__} is not one")
    names = tuple(f.name for f in fields(cls))
    computed = {name for klass in cls.__mro__ for name, value in vars(klass).items()
                if isinstance(value, (cached, functools.cached_property))}
    return names, frozenset(names), tuple(sorted(computed))


def player_label(player: int) -> str:
    """A seat as people count players: seat 0 is ``player 1`` (positions and action fields count from 0)."""
    return M("player {number}", number=player + 1)


class Event(Message):
    """Something that happened by itself during an action (a fire spreading, a figure dying): a message,
    naming the rule that made it happen (``rule``, a rule id; "" when none). Like every message it is a
    ``str`` (its English), so logs, tests and drawings read it as words; pages render it in the reader's
    language and link its rule without reading the words: ``Event(M("{who} dies", who=...), rule)``."""

    rule: str

    def __new__(cls, text: str, rule: str = "") -> "Event":
        if isinstance(text, Message):
            event = cast(Event, super().__new__(cls, text.msgid, text.params, plural=text.plural,
                                                counted=text.counted, context=text.context))
        else:  # a plain text: shown as it is in every language (to be made a message)
            event = cast(Event, super().__new__(cls, "{text}", {"text": text}))
        event.rule = rule
        if CITED.ids is not None and rule:  # a test is recording the rules it exercises (core.rules.recording)
            CITED.ids.add(rule)
        return event

    def __reduce__(self) -> tuple:
        return _event, (Message(self.msgid, self.params, plural=self.plural, counted=self.counted,
                                context=self.context), self.rule)


def _event(message: Message, rule: str) -> "Event":
    return Event(message, rule)


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

    def __post_init__(self) -> None:
        if CITED.ids is not None:  # a test is recording the rules it exercises (core.rules.recording)
            CITED.ids.add(self.rule)

    def __bool__(self) -> bool:
        return self.ok

    def __str__(self) -> str:
        return str(self.message())

    def message(self) -> Message:
        """The verdict as one message: allowed or not, why, the rule, and the penalty if any."""
        if self.penalty:
            return M("allowed: {reason} [{rule}] (penalty: {penalty})", reason=self.reason, rule=self.rule,
                     penalty=self.penalty)
        if self.ok:
            return M("allowed: {reason} [{rule}]", reason=self.reason, rule=self.rule)
        return M("not allowed: {reason} [{rule}]", reason=self.reason, rule=self.rule)


class IllegalAction(ValueError):
    """Raised by :meth:`State.apply` for an action its verdict refuses."""

    def __init__(self, action: Action, verdict: Verdict):
        super().__init__(M("{action}: {reason} [{rule}]", action=_excerpt(action), reason=verdict.reason,
                           rule=verdict.rule))
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
        """The player at seat ``player`` as people count them (seat 0 is player 1); a game whose players
        have names (colours, sides) says them instead."""
        return player_label(player)

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


#: each game's board drawing by game name, declared by the registry (``tutor.games.register_game``)
_DRAWINGS: dict[str, Callable[..., str]] = {}


def declare_drawing(game_name: str, board_svg: Callable[..., str]) -> None:
    """Say how states of the game ``game_name`` draw themselves (:meth:`State._repr_svg_`)."""
    _DRAWINGS[game_name] = board_svg


#: the state type a game's :class:`Rules` take
RulesOf = TypeVar("RulesOf")


@dataclass(frozen=True)
class Rules(Generic[RulesOf]):
    """A game's rules modules' functions, named once in its State's class body:
    ``RULES = Rules(legal.legal_actions, transitions.apply, verdicts.explain, position.write, A.parse_action,
    A.describe)``. The core's methods call them, so "go to definition" and mypy follow each role to its
    function (mypy checks each one's signature against its role)."""

    legal_actions: Callable[[RulesOf, int | None], list[Action]]
    apply: Callable[[RulesOf, Action], RulesOf]
    explain: Callable[[RulesOf, Action], Verdict]
    notation: Callable[[RulesOf], str]
    parse_action: Callable[[str], Action]
    describe: Callable[[Action], Message | str] = str


def _unwritten(*_: Any) -> Any:
    raise NotImplementedError("this game's State names no RULES and does not write this method")


class State(ABC):
    """An immutable position. Subclasses keep their data in ``_key()`` for equality.

    Legality is defined once, by the legal set: a game writes :meth:`_legal_actions` (what may be
    done), :meth:`_apply` (what it does) and :meth:`explain` (why an action is or is not allowed).
    :meth:`check` takes its yes/no from the legal set and its words from :meth:`explain`;
    :meth:`apply` refuses anything outside the legal set with :class:`IllegalAction`, whatever the
    object it is given. A game's State names its rules modules' functions once, in its class body
    (``RULES = Rules(legal.legal_actions, transitions.apply, ...)``), and these methods call them.
    """

    game: Game
    history: tuple[Action, ...]

    #: phases in which no single player moves, each with its mover (CHANCE, SIMULTANEOUS or TERMINAL)
    MOVERS: ClassVar[Mapping[Any, int]] = {}

    @property
    def current_player(self) -> int:
        """A player index, CHANCE, SIMULTANEOUS or TERMINAL: the phase's entry in ``MOVERS``, else
        :meth:`_player_to_move`."""
        mover = self.MOVERS.get(self.phase)  # type: ignore[attr-defined]
        return self._player_to_move() if mover is None else mover

    def _player_to_move(self) -> int:
        """The player to move in a phase not listed in ``MOVERS``."""
        raise NotImplementedError

    #: the game's rules functions, named once in its class body (:class:`Rules`); a game may instead write
    #: the methods below itself (the toy game of the tests does)
    RULES: ClassVar[Rules[Any]] = Rules(_unwritten, _unwritten, _unwritten, _unwritten, _unwritten, str)

    def _legal_actions(self, player: int | None) -> list[Action]:
        """Sorted legal actions; ``player`` keeps only that player's. Empty when terminal."""
        return self.RULES.legal_actions(self, player)

    def explain(self, action: Action) -> Verdict:
        """Why ``action`` is or is not allowed here (and at what cost), citing the rule.

        Only the words count: whether it is allowed is decided by the legal set. The conformance test
        checks that the explanation agrees with it."""
        return self.RULES.explain(self, action)

    def _apply(self, action: Action) -> Self:
        """The state after a legal ``action``."""
        return self.RULES.apply(self, action)

    @abstractmethod
    def chance_outcomes(self) -> list[tuple[Action, int]]:
        """At a chance node, each outcome with a positive integer weight; else empty."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """None while the game goes on."""

    def notation(self) -> str:
        """A compact, copyable position string; ``type(game).parse`` reads it back."""
        return self.RULES.notation(self)

    def parse_action(self, text: str) -> Action:
        """Read an action's text (as ``str(action)`` writes it); raises NotationError."""
        return self.RULES.parse_action(text)

    @classmethod
    def describe(cls, action: Action) -> Message | str:
        """An action in words a person reads (the log, the pages): a message, rendered in the reader's
        language. ``str(action)`` stays the action's text (English notation: links and saved games keep it);
        a game's ``actions.describe(action)``, named in its :class:`Rules`."""
        return cls.RULES.describe(action)

    def read_action(self, text: str, lang: str | None = None) -> Action:
        """An action typed by a person: one of the legal actions as :meth:`describe` words it in ``lang``
        (the current language by default; case and spacing aside), else the action's text
        (:meth:`parse_action`, English notation). Raises NotationError."""
        wanted = _words(text)
        if wanted:
            for action in self.legal_actions():
                if _words(render(self.describe(action), lang)) == wanted:
                    return action
        return self.parse_action(text)

    @abstractmethod
    def actor(self, action: Action) -> int:
        """Who makes ``action``: a player, CHANCE, or SIMULTANEOUS for closing a window."""

    @abstractmethod
    def _key(self) -> Hashable:
        """Everything that defines the position (not the history)."""

    # --- legality, defined once ------------------------------------------------------------------

    @cached
    def _all_legal(self) -> tuple[Action, ...]:
        return tuple(self._legal_actions(None))

    @cached
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
        # the usual case, cheaply: the very object legal_actions() gave (an identity scan in C, which calls
        # no game's __eq__); else a hash lookup in the legal set
        if any(map(is_, self._all_legal, repeat(action))):
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
                              M("{action} is not a well-formed action of this game", action=_excerpt(action)))
        if verdict.ok == legal:
            return verdict
        # the explanation disagrees with the legal set (the conformance test reports this as a bug)
        return Verdict(legal, verdict.rule, verdict.reason if legal else
                       M("{action} is not one of the moves allowed now", action=_excerpt(action)), None)

    def apply(self, action: Action) -> Self:
        """The state after ``action``; raises IllegalAction when the verdict refuses it."""
        if not self.is_legal(action):
            raise IllegalAction(action, self.check(action))
        if CITED.ids is not None:  # a test is recording: its verdict (read if asked) names the action's rule
            CITED.applied.append((self, action))
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
        """Jupyter shows a state as its board, as python-chess does: with the drawing its game declared in
        the registry (:func:`declare_drawing`; the core never imports a renderer)."""
        return _DRAWINGS[self.game.name](self)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._key() == other._key()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self._key())


#: a game's own State class, for what is generic in it (the match, the page bases, the tutorial steps):
#: ``class PlayApp(PlayPage[tribu.State])`` gives the page's methods the game's state type
StateT = TypeVar("StateT", bound=State)


def _words(text: str) -> str:
    """A typed text compared as words: case and runs of spaces ignored (bounded: a move is short)."""
    return " ".join(str(text)[:200].casefold().split())


def _excerpt(thing: object, limit: int = 40) -> str:
    """A short quotation of anything, for messages (never the whole of a long input)."""
    try:
        text = str(thing)
    except Exception:  # a malformed object whose str() fails is still quoted
        text = object.__repr__(thing)
    return repr(text if len(text) <= limit else text[:limit] + "…")
