"""Apache bots, and the claim window played by them.

A bot answers two questions: in a claim window, which hand card (if any) to play
(:meth:`Bot.window_play`); when its claim settles, which claim to make (:meth:`Bot.step`, the core
bot protocol). Every bot has a ``reaction`` time in seconds: in a window, plays land on the Pow-Wow
board in the order of the bots' reaction times (each drawn around ``reaction``), and when a card
lands the bots that have not played look again, so a bot can rush to save an Indian from a rival
chief (:func:`play_window`, the registry's ``window``). Bots read only the face-up position, like a
player at the table. :data:`play_game` is the core driver with Apache's window.
"""
from __future__ import annotations

import functools
from collections import abc
import heapq
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Sequence

from tutor.core import bots as core_bots

from . import actions as A
from .actions import Action
from .cards import BUFFALO, KINDS, TOMAHAWK, colour_of, indian, indians_of, kind_of
from .legal import booty_of, can_claim, claim_options
from .transitions import claim_cards

if TYPE_CHECKING:
    from .state import Game, State


def _value(game: Game, table, colour: int, kind: int, action: Action, piles, seat: int) -> int:
    """How many cards ``action`` brings the seat's victory pile (allies and warpath raids included)."""
    value = len(claim_cards(game, table, colour, kind, action)[0])
    if game.warpath and action.verb == A.TAKE and action.card == TOMAHAWK:
        per_rival = 2 if game.num_players == 2 else 1
        value += sum(min(per_rival, pile.count(BUFFALO)) for s, pile in enumerate(piles) if s != seat)
    return value


def threatened(game: Game, table: Sequence[int], seat: int, kind: int, claim: Action) -> bool:
    """Whether a rival could, on ``table``, take the claim's booty or the claimant's last face-up Indian."""
    me = indian(game.seat_colours[seat], kind)
    booty = booty_of(claim)
    for rival, colour in enumerate(game.seat_colours):
        if rival == seat:
            continue
        for rival_kind, card in enumerate(indians_of(colour)):
            if not table[card]:
                continue  # that rival Indian is not face up: it claims nothing
            for option in claim_options(game, table, colour, rival_kind):
                if booty_of(option) == booty or (option.verb != A.TAKE and option.card == me and table[me] == 1):
                    return True
    return False


def best_claim(state: State, seat: int, kind: int, rng: random.Random | None = None) -> tuple[Action, int] | None:
    """The seat's richest claim with this hand card on the current table, and its value."""
    game = state.game
    colour = game.seat_colours[seat]
    options = claim_options(game, state.table, colour, kind)
    if not options:
        return None
    scored = [(_value(game, state.table, colour, kind, o, state.piles, seat), _denial(state, o), o) for o in options]
    best = max(v for v, _, _ in scored)
    top = [(d, o) for v, d, o in scored if v == best]
    top_denial = max(d for d, _ in top)
    choices = [o for d, o in top if d == top_denial]
    return (rng.choice(choices) if rng else choices[0]), best


def _richest(state: State, seat: int, kind: int) -> tuple[Action, int] | None:
    """Like :func:`best_claim`, without the prisoner tie-break: what a window decision needs, fast."""
    game = state.game
    colour = game.seat_colours[seat]
    best = None
    for option in claim_options(game, state.table, colour, kind):
        value = _value(game, state.table, colour, kind, option, state.piles, seat)
        if best is None or value > best[1]:
            best = (option, value)
    return best


def _denial(state: State, action: Action) -> int:
    """For a prisoner or spouse: how much its owner could claim with it now (taking it denies that)."""
    if action.verb == A.TAKE:
        return 0
    game = state.game
    owner_colour, kind = colour_of(action.card), kind_of(action.card)
    if game.owner[owner_colour] < 0:
        return 0
    options = claim_options(game, state.table, owner_colour, kind)
    return max((_value(game, state.table, owner_colour, kind, o, state.piles, game.owner[owner_colour])
                for o in options), default=0)


@dataclass(frozen=True)
class Bot:
    """A bot's common part: its mean reaction time in seconds."""

    reaction: float = 1.0
    name = "bot"
    #: whether the bot's window decision reads the Pow-Wow board (or rolls dice): then it looks again
    #: after every card that lands. A card landing changes nothing else a bot can see (the face-up
    #: table, the piles and its own hand stay as they were until the window closes), so a bot whose
    #: decision reads none of it would only repeat its first answer, and is not asked again.
    looks_again: ClassVar[bool] = True

    def reaction_time(self, rng: random.Random) -> float:
        return self.reaction * rng.uniform(0.7, 1.3)

    def window_play(self, state: State, seat: int, rng: random.Random) -> int | None:
        """The hand card kind to play now, or None to wait."""
        raise NotImplementedError

    def step(self, state: State, rng: random.Random) -> Action:
        """The claim to make when this bot's hand card is lowest on the Pow-Wow board."""
        raise NotImplementedError


@dataclass(frozen=True)
class RandomBot(Bot):
    """Now and then plays a random hand card that can claim, and claims at random."""

    eagerness: float = 0.3
    name = "random"
    looks_again = True  # each look is a fresh roll of the dice

    def window_play(self, state: State, seat: int, rng: random.Random) -> int | None:
        playable = [k for k in state.hand(seat) if state.can_claim(seat, k)]
        if playable and rng.random() < self.eagerness:
            return rng.choice(playable)
        return None

    def step(self, state: State, rng: random.Random) -> Action:
        return rng.choice(state.legal_actions())


@dataclass(frozen=True)
class GreedyBot(Bot):
    """Claims as soon as it may, with the hand card that brings the most cards now."""

    name = "greedy"
    looks_again = False  # it reads no Pow-Wow board

    def window_play(self, state: State, seat: int, rng: random.Random) -> int | None:
        playable = _playable(state, seat)
        if len(playable) < 2:  # nothing to weigh: the one hand card that can claim, or none
            return playable[0] if playable else None
        best = None
        for kind in playable:
            found = _richest(state, seat, kind)
            if found and (best is None or found[1] > best[1]):
                best = (kind, found[1])
        return best[0] if best else None

    def step(self, state: State, rng: random.Random) -> Action:
        seat, kind, _ = state.powwow[0]
        found = best_claim(state, seat, kind, rng)
        assert found is not None
        return found[0]


@dataclass(frozen=True)
class PatientBot(GreedyBot):
    """Waits for a richer claim unless the risk of losing it first outweighs the expected gain.

    One-step lookahead: claiming now is worth ``v`` cards. Waiting for one more reveal is worth
    ``(1 - risk) * (v + gain)``, where ``gain`` is the chance that the next card adds to this claim and
    ``risk`` the chance that a rival takes the claim first: certain when a rival can already claim
    the same booty or take this Indian prisoner, else the chance that the next reveal brings such a
    rival. In the last window, and when a rival's card is already on the Pow-Wow board, it claims.
    """

    patience: float = 1.0
    name = "patient"
    looks_again = True  # a rival's card on the Pow-Wow board makes it hurry

    def window_play(self, state: State, seat: int, rng: random.Random) -> int | None:
        playable = _playable(state, seat)
        if not playable:
            return None
        best_kind, best_value = None, 0
        hurry = not any(state.down) or any(play.seat != seat for play in state.powwow)
        for kind in playable:
            found = _richest(state, seat, kind)
            if not found or found[1] <= best_value:
                continue
            action, value = found
            gain = self.patience * _gain(state, action)
            if hurry or not gain or (1 - _risk(state, seat, kind, action)) * (value + gain) <= value:
                best_kind, best_value = kind, value
        return best_kind


def _playable(state: State, seat: int) -> list[int]:
    """The kinds in the seat's hand that could claim something now (its Indian of that kind is face up
    and has booty, a prisoner or a spouse to take), in hand order."""
    game, table = state.game, state.table
    colour = game.seat_colours[seat]
    if not any(map(table.__getitem__, indians_of(colour))):
        return []  # no Indian of the seat's colour face up: no hand card can claim (the usual case, quickly)
    return [kind for kind in state.hand(seat) if can_claim(game, table, colour, kind)]


def _gain(state: State, action: Action) -> float:
    """Expected extra cards the next reveal adds to this claim."""
    total = sum(state.down)
    return state.down[booty_of(action)] / total if total else 0.0


def _risk(state: State, seat: int, kind: int, action: Action) -> float:
    """The chance that a rival can take this claim's booty or Indian first: 1 when one can already,
    else the chance that the next reveal lets one.

    A reveal adds one card of a face-down type to the table. :func:`threatened` decides from the
    table's counts it reads, so one more card of a type it never read on this table cannot change
    its answer (every read goes through :class:`_Reads`): only the types it read are tried again."""
    game, table, down = state.game, state.table, state.down
    reads = _Reads(table)
    if threatened(game, reads, seat, kind, action):
        return 1.0
    total = sum(down)
    risky = 0
    for card in reads.read:
        if down[card]:
            after = table[:card] + (table[card] + 1,) + table[card + 1:]
            if threatened(game, after, seat, kind, action):
                risky += down[card]
    return risky / total if total else 0.0


class _Reads(abc.Sequence):
    """A table of counts per card type that remembers which types were read (by index, slice or
    iteration alike)."""

    def __init__(self, table: Sequence[int]):
        self.table = table
        self.read: set[int] = set()

    def __len__(self) -> int:
        return len(self.table)

    def __getitem__(self, index):
        if isinstance(index, slice):
            self.read.update(range(*index.indices(len(self.table))))
        else:
            self.read.add(range(len(self.table))[index])  # a negative index names its type too
        return self.table[index]


BOTS = {"random": RandomBot, "greedy": GreedyBot, "patient": PatientBot}


def play_window(state: State, bots: Sequence[core_bots.Bot | None], rng: random.Random) -> State:
    """Run one claim window in simulated real time and close it. Every seat is a bot that decides in the window
    (:func:`apache_bot`: an Apache bot, a person's decision replayed as one, or any other
    :class:`tutor.core.bots.WindowBot`); any other seat is refused with TypeError."""
    players = [apache_bot(bot) for bot in bots]
    heap: list[tuple[float, int, int]] = []
    on_board = {play.seat for play in state.powwow}  # a window reached mid-way: those seats have played
    waiting = [seat for seat in range(len(players)) if seat not in on_board]  # seats still to decide, in seat order

    def consider(now: float, seats: list[int]) -> None:
        for seat in seats:
            kind = players[seat].window_play(state, seat, rng)
            if kind is not None:
                heapq.heappush(heap, (now + players[seat].reaction_time(rng), seat, kind))
                waiting.remove(seat)

    consider(0.0, waiting[:])
    while heap:
        now, seat, kind = heapq.heappop(heap)
        state = state.apply(A.play(state.game.seat_colours[seat], kind))
        consider(now, [seat for seat in waiting if players[seat].looks_again])
    return state.apply(A.CLOSE_ACTION)


def apache_bot(bot: core_bots.Bot | None) -> core_bots.WindowBot:
    """``bot`` as a bot that also decides in the claim window (:class:`tutor.core.bots.WindowBot`: the bots here,
    and any other with ``window_play``, ``reaction_time`` and ``looks_again``); TypeError for any other."""
    if not isinstance(bot, core_bots.WindowBot):
        raise TypeError(f"an Apache claim window needs Apache bots at every seat (bots that decide in the window: "
                        f"window_play, reaction_time, looks_again), not {bot!r}")
    return bot


#: play to the end with one bot per seat: :func:`tutor.core.bots.play_game` with Apache's claim window
play_game = functools.partial(core_bots.play_game, window=play_window)
