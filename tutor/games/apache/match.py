"""A match of Apache between people and bots, in real time or calm: the logic behind the play page.

No drawing and no widgets here. :class:`Match` is the core match (:class:`tutor.core.match.Match`:
moves, log, undo, load, bots and chance) with Apache's real-time claim window. Time comes from a
:class:`Clock`, so the widgets use the kernel's event loop and the tests a manual clock.

* Real time (the default): when a claim window opens, each bot decides and its card lands after its
  reaction time; a person's click lands when it comes. The window closes after ``quiet`` seconds
  without a new card and with no bot still about to play.
* Calm: the window waits until every person has played or passed; then the cards land in the order
  of the bots' reaction times and ``your_speed`` for the people.
"""
from __future__ import annotations

import functools
import random
from dataclasses import dataclass, field
from typing import Callable, Sequence

from tutor.core import SIMULTANEOUS, NotationError
from tutor.core import match as core_match
from tutor.core.bots import Window
from tutor.core.match import Clock, Handle, LoopClock, MatchError, Move
from tutor.core.play import sample_chance

from tutor.core.i18n import M, P, Joined, Message

from . import actions as A
from .bots import Bot, PatientBot, apache_bot, best_claim, play_window
from .cards import KIND_TERMS, colour_term
from .constants import OVER, RESOLVE, RESOLVE_LAST, REVEAL, WINDOW
from .legal import claim_options
from .state import Game, State

__all__ = ["Clock", "LoopClock", "Match", "MatchError", "narrate", "winners"]


def winners(game: Game, seats: Sequence[int]) -> Message | str:
    """The winners' colours, ``red and yellow``, in the reader's language."""
    names = [colour_term(game.seat_colours[s]) for s in seats]
    if len(names) == 1:
        return names[0]
    return M("{names} and {last}", names=Joined(names[:-1], ", "), last=names[-1])


@dataclass(frozen=True)
class Decided(Bot):
    """A person's decision in calm mode, replayed as a bot with a fixed choice and speed."""

    kind: int | None = None
    looks_again = False  # the choice is made: a card landing does not change it

    def window_play(self, state: State, seat: int, rng: random.Random) -> int | None:
        return self.kind


def narrate(move: Move[State], viewer: int | None) -> list[str]:
    """A move's log lines, as messages: the action in words (``(you)`` when the viewer made it), then what
    settled by itself, indented. Their English is the action's text and the events' English."""
    action: Message = A.describe(move.action)
    if viewer is not None and move.before.actor(move.action) == viewer:
        action = M("{action} (you)", action=action)
    return [action] + [Joined(("    ", event), "") for event in move.after.events]


@dataclass
class Match(core_match.Match[State]):
    """People and bots at one Apache table. ``bots[seat]`` is None for a person, else an Apache bot."""

    game: Game
    narrate: Callable[[Move[State], int | None], list[str]] = narrate
    window: Window | None = play_window
    realtime: bool = True
    your_speed: float = 1.0
    quiet: float = 2.5
    clock: Clock = field(default_factory=LoopClock)

    def __post_init__(self) -> None:
        self._timers: list[Handle] = []
        self._pending: set[int] = set()  # bots about to land a card in this window
        self._passed: set[int] = set()   # people who played or let this window pass
        self._choices: dict[int, int | None] = {}  # calm mode: what each person chose
        self._close_timer: Handle | None = None
        super().__post_init__()

    # --- what people do --------------------------------------------------------------------------

    def reveal(self) -> None:
        """A person turns a face-down card (it must be a person's turn to reveal)."""
        state = self.current
        if state.phase != REVEAL:
            raise MatchError(M("no card can be turned now: {reason}", reason=state.check(A.REVEALS[0]).reason))
        if self.bots[state.turn] is not None:
            raise MatchError(M("it is {who}'s turn to reveal", who=self._who(state.turn)))
        self._remember()
        self._apply(sample_chance(state, self.rng))
        self.advance()

    def play(self, seat: int, kind: int) -> None:
        """A person puts a hand card on the Pow-Wow board."""
        self._check_person(seat)
        if self.current.phase != WINDOW:
            raise MatchError(M("hand cards are played in the claim window, right after a reveal"))
        action = A.play(self.game.seat_colours[seat], kind)
        verdict = self.check(action)
        if not verdict.ok:
            raise MatchError(verdict.reason, verdict)
        self._remember()
        if self.realtime:
            self._apply(action)
            self._react()
            self.on_change(self)
        else:
            self._calm_decision(seat, kind)

    def pass_window(self, seat: int) -> None:
        """A person lets this window go by (in real time it only says so; the clock closes it)."""
        self._check_person(seat)
        if self.current.phase != WINDOW:
            raise MatchError(M("there is no claim window to pass"))
        if self.realtime:
            self._passed.add(seat)
            if self._window_settled():
                self._close_window()
            self.on_change(self)
            return
        self._remember()
        self._calm_decision(seat, None)

    def passed(self, seat: int) -> bool:
        """Whether the person at ``seat`` has let the open claim window pass."""
        on_board = any(play.seat == seat for play in self.current.powwow)
        return seat in self._passed and not on_board and self._choices.get(seat) is None

    def chosen(self, seat: int) -> int | None:
        """Calm mode: the hand card (kind) the person at ``seat`` chose in this window, not yet on the board."""
        return self._choices.get(seat)

    def undecided(self) -> list[int]:
        """The people who have neither played nor let the open claim window pass."""
        if self.current.phase != WINDOW:
            return []
        played = {play.seat for play in self.current.powwow}
        return [seat for seat in self.people if seat not in self._passed and seat not in played]

    def claim(self, text: str) -> None:
        """A person chooses the claim of the lowest hand card on the Pow-Wow board."""
        state = self.current
        mover = state.current_player
        if state.phase not in (RESOLVE, RESOLVE_LAST) or self.bots[mover] is not None:
            raise MatchError(M("it is not your claim to choose"))
        self.act(text)

    def undo(self) -> None:
        """Go back to just before the last thing a person did."""
        if self._undo:
            self._new_window()
        super().undo()

    def load(self, notation: str) -> None:
        """Continue from a position string; a bad one raises MatchError and changes nothing."""
        try:  # read first, so that a position the base class refuses leaves the window's timers running
            seats = type(self.game).parse(notation).game.num_players
        except NotationError:
            seats = None
        if seats == self.game.num_players:
            self._new_window()
        noted = len(self.notes)
        super().load(notation)
        self.notes[noted] = (self.notes[noted][0], M("position loaded: {position}", position=notation.strip()))

    def log(self, viewer: int | None = None) -> list[str]:
        """The game so far in words; by default as the one person at the table sees it."""
        if viewer is None and len(self.people) == 1:
            viewer = self.people[0]
        return super().log(viewer)

    def _who(self, seat: int) -> Message | str:
        return colour_term(self.game.seat_colours[seat])

    def result(self) -> str:
        """Who won, in words (empty while the game goes on)."""
        outcome = self.current.outcome()
        if outcome is None:
            return ""
        if len(outcome.winners) == 1:
            return M("game over: {names} wins with {n} cards", names=self._who(outcome.winners[0]),
                     n=max(outcome.scores))
        return M("game over: {names} win with {n} cards", names=winners(self.game, outcome.winners),
                 n=max(outcome.scores))

    def hint(self, seat: int) -> str:
        """What the seat could claim now, and what a patient player would do."""
        state = self.current
        if state.phase == REVEAL:
            return M("Nothing to claim until a card is turned; {who} reveals next.", who=self._who(state.turn))
        if state.phase in (RESOLVE, RESOLVE_LAST):
            if state.current_player != seat:
                return M("Claims are settling; wait for the next card.")
            found = best_claim(state, seat, state.powwow[0].kind)
            if not found:
                return M("Nothing left to claim.")
            return P("Your richest claim: {claim} ({n} cards).", "Your richest claim: {claim} ({n} cards).",
                     n=found[1], claim=A.describe(found[0]))
        if state.phase == OVER:
            return M("The game is over.")
        lines: list[Message] = []
        for kind in state.hand(seat):
            options = claim_options(self.game, state.table, self.game.seat_colours[seat], kind)
            if options:
                lines.append(M("your {kind} could: {claims}", kind=KIND_TERMS[kind],
                               claims=Joined([A.claim_words(o) for o in options], "; ")))
        if not lines:
            return M("None of {who}'s hand cards can claim anything now: playing one would be punished.",
                     who=self._who(seat))
        advice = PatientBot().window_play(state, seat, self.rng)
        lines.append(M("a patient player would play the {kind} now", kind=KIND_TERMS[advice]) if advice is not None
                     else M("a patient player would wait for more booty"))
        return M("{hints}.", hints=Joined(lines, "; "))

    # --- moving the table along ----------------------------------------------------------------

    def _check_person(self, seat: int) -> None:
        if not 0 <= seat < len(self.bots) or self.bots[seat] is not None:
            raise MatchError(M("seat {seat} is not played by a person", seat=seat))

    def advance(self) -> None:
        """Let bots and chance act until a person must act or a timer runs."""
        while True:
            state = self.current
            mover = state.current_player
            if state.is_terminal:
                break
            if state.is_chance:
                if self.bots[state.turn] is None:
                    break  # a person turns the card
                if self.realtime:
                    self._later(0.8, self._bot_reveal)
                    break
                self._apply(sample_chance(state, self.rng))
            elif mover == SIMULTANEOUS:
                if self.people and self.realtime:
                    self._react()
                if self.people:
                    break
                self._replay(play_window(state, self.bots, self.rng))
            elif (bot := self.bots[mover]) is not None:
                self._apply(bot.step(state, self.rng))
            elif len(state.legal_actions()) == 1:
                self._apply(state.legal_actions()[0])  # a person with one possible claim: no question to ask
            else:
                break
        self.on_change(self)

    def _bot_reveal(self) -> None:
        if self.current.phase == REVEAL and self.bots[self.current.turn] is not None:
            self._apply(sample_chance(self.current, self.rng))
            self.advance()

    def _react(self) -> None:
        """Real time: bots that have not played consider the table; reset the quiet timer."""
        state = self.current
        played = {play.seat for play in state.powwow}
        for seat, bot in enumerate(self.bots):
            if bot is None or seat in played or seat in self._pending:
                continue
            player = apache_bot(bot)
            kind = player.window_play(state, seat, self.rng)
            if kind is not None:
                self._pending.add(seat)
                self._later(player.reaction_time(self.rng), functools.partial(self._bot_plays, seat, kind))
        if self._window_settled():
            self._close_window()
            return
        if self._close_timer is not None:
            self._close_timer.cancel()
        self._close_timer = self.clock.call_later(self.quiet, self._quiet_close)

    def _bot_plays(self, seat: int, kind: int) -> None:
        self._pending.discard(seat)
        if self.current.phase != WINDOW:
            return
        action = A.play(self.game.seat_colours[seat], kind)
        if self.check(action).ok:
            self._apply(action)
        self._react()
        self.on_change(self)

    def _window_settled(self) -> bool:
        """No bot is about to play and every person has played or passed."""
        played = {play.seat for play in self.current.powwow}
        return not self._pending and all(seat in self._passed or seat in played for seat in self.people)

    def _quiet_close(self) -> None:
        if self.current.phase == WINDOW and not self._pending:
            self._close_window()

    def _close_window(self) -> None:
        self._cancel_timers()
        self._passed.clear()
        self._apply(A.CLOSE_ACTION)
        self.advance()

    def _calm_decision(self, seat: int, kind: int | None) -> None:
        """Calm mode: record a person's choice; when all have chosen, play the window out."""
        self._passed.add(seat)
        self._choices[seat] = kind
        if not set(self.people) <= self._passed:
            self.on_change(self)
            return
        bots = [bot if bot is not None else Decided(reaction=self.your_speed, kind=self._choices.get(s))
                for s, bot in enumerate(self.bots)]
        self._replay(play_window(self.current, bots, self.rng))
        self._passed.clear()
        self._choices = {}
        self.advance()

    def _new_window(self) -> None:
        """Forget the window in progress: its timers, passes and calm choices."""
        self._cancel_timers()
        self._passed.clear()
        self._choices = {}

    def _later(self, delay: float, callback: Callable[[], None]) -> None:
        self._timers.append(self.clock.call_later(delay, callback))

    def _cancel_timers(self) -> None:
        for timer in self._timers:
            timer.cancel()
        if self._close_timer is not None:
            self._close_timer.cancel()
        self._timers, self._pending, self._close_timer = [], set(), None
