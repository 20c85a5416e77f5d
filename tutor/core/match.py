"""A match between people and bots: the logic behind every play page, for every game.

No drawing and no widgets here. A :class:`Match` owns the state, the moves played (so the log can be
written for any viewer, hiding what that viewer may not see), an undo stack, and moves bots and chance
along until a person is to act. Anything a person asks for that the rules refuse raises
:class:`MatchError` carrying the verdict, and changes nothing.

Games with a real-time element (Apache's claim window) subclass it and use a :class:`Clock`, so the
widgets run timers on the kernel's event loop and the tests on a manual clock.
"""
from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass, field
from typing import Callable, Generic, Protocol, Sequence, cast

from .api import TERMINAL, Action, Game, NotationError, State, StateT, Verdict
from .bots import BackgroundBot, Bot, Window, advance
from .i18n import Joined, M


class Handle(Protocol):
    def cancel(self) -> None: ...


class Clock(Protocol):
    def call_later(self, delay: float, callback: Callable[[], None]) -> Handle: ...


class LoopClock:
    """Timers on the running asyncio loop (the Jupyter kernel's)."""

    def call_later(self, delay: float, callback: Callable[[], None]) -> Handle:
        return asyncio.get_event_loop().call_later(delay, callback)


class MatchError(ValueError):
    """A request the match cannot carry out now; the message says why and nothing changed."""

    def __init__(self, message: str, verdict: Verdict | None = None):
        super().__init__(message)
        self.verdict = verdict


@dataclass(frozen=True)
class Move(Generic[StateT]):
    """One action played: the state before, the action, the state after."""

    before: StateT
    action: Action
    after: StateT


def narrate(move: Move, viewer: int | None) -> list[str]:
    """The default log lines of a move: who did what, then what happened by itself."""
    actor = move.before.actor(move.action)
    who = move.before.game.player_name(actor) if actor >= 0 else ""
    text = move.before.describe(move.action)
    lines = [M("{who}: {action}", who=who, action=text) if who and not str.__str__(text).startswith(who) else text]
    lines += [Joined(("    ", event), "") for event in getattr(move.after, "events", ())]
    return lines


@dataclass
class Match(Generic[StateT]):
    """People and bots at one table. ``bots[seat]`` is None for a person. ``Match[tribu.State]``: the states
    of the game's own class (what ``game`` makes).

    ``narrate(move, viewer)`` writes a move's log lines (a game with secrets hides them from the
    viewer); ``window`` plays a simultaneous window when every seat is a bot."""

    game: Game
    bots: Sequence[Bot | None]
    seed: int | None = None
    state: StateT | None = None
    narrate: Callable[[Move[StateT], int | None], list[str]] = narrate
    window: Window | None = None
    on_change: Callable[["Match"], None] = lambda match: None

    def __post_init__(self) -> None:
        if len(self.bots) != self.game.num_players:
            raise MatchError(M("{n} seats need {n} entries in bots", n=self.game.num_players))
        self.rng = random.Random(self.seed)
        if self.state is None:
            self.state = cast(StateT, self.game.new_state())  # a game makes states of its own State class
        self.moves: list[Move[StateT]] = []
        self.notes: list[tuple[int, str]] = []  # (number of moves then, line) for loads and undos
        self._undo: list[tuple[StateT, int]] = []
        self.advance()

    # --- what people do --------------------------------------------------------------------------

    @property
    def people(self) -> list[int]:
        return [seat for seat, bot in enumerate(self.bots) if bot is None]

    @property
    def current(self) -> StateT:
        assert self.state is not None
        return self.state

    def parse(self, text: str) -> Action:
        """An action typed by a person; MatchError says what cannot be read."""
        try:
            return self.current.read_action(text)   # as the page words moves, or the notation
        except NotationError as error:
            raise MatchError(error.args[0] if error.args else str(error)) from None

    def check(self, action: Action) -> Verdict:
        return self.current.check(action)

    def act(self, action: Action | str) -> None:
        """A person plays ``action`` (or its text); bots and chance then play until a person is to act."""
        state = self.current
        if isinstance(action, str):
            action = self.parse(action)
        verdict = state.check(action)
        if not verdict.ok:
            raise MatchError(verdict.reason, verdict)
        actor = state.actor(action)
        if actor >= 0 and self.bots[actor] is not None:
            raise MatchError(M("{player} is played by a bot", player=self.game.player_name(actor)))
        self._remember()
        self._apply(action)
        self.advance()

    def undo(self) -> None:
        """Back to just before the last thing a person did (the bots' replies go too)."""
        if not self._undo:
            raise MatchError(M("nothing to undo"))
        self.state, size = self._undo.pop()
        del self.moves[size:]
        self.notes = [(n, line) for n, line in self.notes if n <= size]
        self.notes.append((size, M("(undone)")))
        self.advance()

    def load(self, notation: str) -> None:
        """Continue from a position string; a bad one raises MatchError and changes nothing."""
        try:
            state = cast(StateT, type(self.game).parse(notation))  # the game reads states of its own class
        except NotationError as error:
            raise MatchError(error.args[0] if error.args else str(error)) from None
        if state.game.num_players != self.game.num_players:
            raise MatchError(M("this table has {seats} seats; the position has {players}",
                               seats=self.game.num_players, players=state.game.num_players))
        self._remember()
        self.game, self.state = state.game, state
        self.notes.append((len(self.moves), M("position loaded")))
        self.advance()

    # --- reading the match ---------------------------------------------------------------------

    def log(self, viewer: int | None = None) -> list[str]:
        """The game so far in words, oldest first, as ``viewer`` may see it (None: a spectator)."""
        notes: dict[int, list[str]] = {}
        for n, line in self.notes:
            notes.setdefault(n, []).append(line)
        lines: list[str] = []
        for n, move in enumerate(self.moves):
            lines += notes.get(n, [])
            lines += self.narrate(move, viewer)
        lines += notes.get(len(self.moves), [])
        if self.current.current_player == TERMINAL:
            lines.append(self.result())
        return lines

    def result(self) -> str:
        """Who won, in words (empty while the game goes on)."""
        outcome = self.current.outcome()
        if outcome is None:
            return ""
        names = [self.game.player_name(w) for w in outcome.winners]
        if len(names) == 1:
            return M("game over: {winner} wins ({reason})", winner=names[0], reason=outcome.reason)
        return M("game over: {winners} and {last} win ({reason})", winners=Joined(names[:-1], ", "), last=names[-1],
                 reason=outcome.reason)

    def to_move(self) -> int:
        return self.current.current_player

    # --- moving the table along ----------------------------------------------------------------

    def _remember(self) -> None:
        self._undo.append((self.current, len(self.moves)))

    def _apply(self, action: Action) -> None:
        before = self.current
        self.state = before.apply(action)
        self.moves.append(Move(before, action, self.state))

    def _replay(self, later: State) -> None:
        """Record, move by move, the actions that lead from the current state to ``later``."""
        for action in later.history[len(self.current.history):]:
            self._apply(action)

    def waiting_for_person(self) -> bool:
        """Whether the game waits for a person (or is over)."""
        state = self.current
        mover = state.current_player
        if state.is_terminal or state.is_chance:
            return state.is_terminal
        if mover >= 0:
            return self.bots[mover] is None
        return bool(self.people)  # a simultaneous window with people at the table

    def background_bot(self) -> BackgroundBot | None:
        """The bot that thinks in the background (:class:`~tutor.core.bots.BackgroundBot`) the match waits for: the
        one to move, unless the match waits for a person; else None."""
        state = self.current
        if state.current_player < 0 or state.is_terminal or self.waiting_for_person():
            return None
        bot = self.bots[state.current_player]
        return bot if isinstance(bot, BackgroundBot) else None

    def play_background(self, action: Action) -> None:
        """The move found for :meth:`background_bot` (in a page's background thread): played, then bots and chance
        play on. Not undone by itself: Undo takes back the person's move before it too."""
        state = self.current
        if self.background_bot() is None:
            raise MatchError(M("no bot that thinks in the background is to move"))
        verdict = state.check(action)
        if not verdict.ok:
            raise MatchError(verdict.reason, verdict)
        self._apply(action)
        self.advance()

    def advance(self) -> None:
        """Let chance and bots act until a person must act, a bot that thinks in the background is to move
        (:meth:`background_bot`: a page works out its move) or the game ends."""
        while not self.waiting_for_person() and self.background_bot() is None:
            self._replay(advance(self.current, self.bots, self.rng, self.window))
        self.on_change(self)
