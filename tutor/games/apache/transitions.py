"""What an Apache action does: each function returns the state after it (the state is immutable).

Each action makes one ``tutor.core.api.evolve`` of the state. Claims that need no choice (a punished
play, or nothing left to take) settle by themselves in :func:`settle` and are told in the new
state's ``events``. What happened is recorded as ``(wording, details)`` pairs in the state's
``happened`` and put into words only when ``events`` is read: a playout never reads it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

from tutor.core.api import evolve
from tutor.core.history import Step, extended
from tutor.core.rules import cite

from . import actions as A
from .actions import Action
from tutor.core.api import Event as Told
from tutor.core.i18n import M, P, Joined, Message

from .cards import BUFFALO, COLOURS, KIND_TERMS, TOMAHAWK, card_term, colour_of, colour_term, indian, is_indian
from .constants import OVER, RESOLVE, RESOLVE_LAST, REVEAL, WINDOW, Play
from .legal import booty_of, can_claim, claim_options

if TYPE_CHECKING:
    from .state import Game, State


def apply(state: "State", action: Action) -> "State":
    """The state after a legal ``action`` (its history extended, its events those of this action)."""
    history = extended(state, action)
    if action.verb == A.REVEAL:
        return reveal(state, action.card, history)
    if action.verb == A.PLAY:
        return play(state, action.colour, action.kind, history)
    if action.verb == A.CLOSE:
        return close(state, history)
    return claim(state, action, history)


def reveal(state: "State", card: int, history: Step) -> "State":
    """A face-down card comes up; the claim window opens."""
    if is_indian(card) and state.game.owner[colour_of(card)] < 0:
        cite("apache.turn.unowned")  # an Indian nobody owns stays face up (no verdict or event names it)
    return evolve(state, phase=WINDOW, down=_moved(state.down, card, -1), table=_moved(state.table, card, 1),
                   history=history, happened=())


def play(state: "State", colour: int, kind: int, history: Step) -> "State":
    """A hand card lands on the Pow-Wow board, marked when it could claim nothing."""
    seat = state.game.owner[colour]
    punishable = not can_claim(state.game, state.table, colour, kind)
    return evolve(state, powwow=state.powwow + (Play(seat, kind, punishable),), history=history, happened=())


def close(state: "State", history: Step) -> "State":
    """The window closes: who reveals next, then the claims settle (or the game ends)."""
    game, powwow = state.game, state.powwow
    if powwow and game.options["next_revealer"] == "last_played":
        turn = powwow[-1].seat
    else:
        turn = (state.turn + 1) % game.num_players
    cite("apache.turn.next_revealer")  # for a test marked with the rule (no verdict or event names it)
    last = not any(state.down)
    if last:
        cite("apache.end.last_window")
    if not powwow:
        return evolve(state, phase=OVER if last else REVEAL, turn=turn, history=history, happened=())
    productive = any(not p.punishable for p in powwow)
    final = last and (game.options["last_window"] == "one" or not productive)
    return settle(state, RESOLVE_LAST if final else RESOLVE, state.table, state.piles, powwow, [],
                  turn=turn, history=history)


def claim(state: "State", action: Action, history: Step) -> "State":
    """The lowest hand card's claim: the cards go to the victory pile (and Warpath raids)."""
    game = state.game
    seat, kind, _ = state.powwow[0]
    colour = game.seat_colours[seat]
    won, table = claim_cards(game, state.table, colour, kind, action)
    piles = list(state.piles)
    piles[seat] = add_to_pile(piles[seat], won, game.buffalo_bottom)
    events: list[Event] = [(_claimed, (colour, tuple(won)))]
    if game.warpath and action.verb == A.TAKE and action.card == TOMAHAWK:
        events.extend(warpath(game, piles, seat))
    return settle(state, state.phase, table, tuple(piles), state.powwow[1:], events, history=history)


def settle(state: "State", phase: int, table: tuple, piles: tuple, powwow: tuple, events: list[Event],
           **changes) -> "State":
    """The state with claims that need no choice settled (recorded in ``events``) and the resolution
    finished when the Pow-Wow board is empty; ``phase``, ``table``, ``piles``, ``powwow`` and
    ``changes`` are the state's new fields before settling."""
    game, out = state.game, state.out
    while powwow:
        seat, kind, punishable = powwow[0]
        colour = game.seat_colours[seat]
        if punishable:
            pile = piles[seat]
            lost = pile[-2:]
            for card in lost:
                out = _moved(out, card, 1)
            piles = piles[:seat] + (pile[:-2],) + piles[seat + 1:]
            events.append((_punished, (colour, kind, lost)))
        elif claim_options(game, table, colour, kind):
            break
        else:
            events.append((_nothing_left, (colour, kind)))
        powwow = powwow[1:]
    if not powwow:
        phase = OVER if phase == RESOLVE_LAST else (REVEAL if any(state.down) else WINDOW)
    return evolve(state, phase=phase, table=table, piles=piles, out=out, powwow=powwow, happened=tuple(events),
                   **changes)


# --- what a claim takes ---------------------------------------------------------------------------


def claim_cards(game: "Game", table: Sequence[int], colour: int, kind: int, action: Action) -> tuple[list[int], tuple]:
    """The cards a claim takes from ``table`` (the claimant's Indian, its prisoner or spouse, allies under
    Shared booty, all of the booty) and the table it leaves. Warpath raids come on top."""
    left = list(table)
    me = indian(colour, kind)
    left[me] -= 1
    won = [me]
    if action.verb != A.TAKE:
        left[action.card] -= 1
        won.append(action.card)
    if game.shared_booty and not (action.verb == A.MARRY and game.options["wedding_allies"] == "none"):
        cite("apache.variant.shared_booty")  # for a test marked with the rule (no verdict or event names it)
        allied = game.allied_colours if game.allied_colours is not None else \
            tuple(c for c in range(len(COLOURS)) if game.owner[c] < 0 or c == colour)
        for c in allied:
            ally = indian(c, kind)
            won.extend([ally] * left[ally])
            left[ally] = 0
    booty = booty_of(action)
    won.extend([booty] * left[booty])
    left[booty] = 0
    return won, tuple(left)


def add_to_pile(pile: tuple, cards: Sequence[int], buffalo_bottom: bool) -> tuple:
    """Lay claimed cards on a victory pile (listed bottom to top)."""
    if not buffalo_bottom:
        return pile + tuple(cards)
    buffalo = tuple(c for c in cards if c == BUFFALO)
    return buffalo + pile + tuple(c for c in cards if c != BUFFALO)


def warpath(game: "Game", piles: list, seat: int) -> list[Event]:
    """The Warpath raid: the warrior's seat takes buffalo from every other pile (mutates ``piles``)."""
    cite("apache.variant.warpath")  # for a test marked with the rule (its events are worded only when read)
    per_rival = 2 if game.num_players == 2 else 1
    events: list[Event] = []
    for rival in range(game.num_players):
        if rival == seat:
            continue
        pile = list(piles[rival])
        taken = 0
        while taken < per_rival and BUFFALO in pile:
            # the buffalo at the handy end: the bottom when buffalo are kept underneath, else the top
            index = pile.index(BUFFALO) if game.buffalo_bottom else len(pile) - 1 - pile[::-1].index(BUFFALO)
            del pile[index]
            taken += 1
        if taken:
            piles[rival] = tuple(pile)
            piles[seat] = add_to_pile(piles[seat], [BUFFALO] * taken, game.buffalo_bottom)
            events.append((_raided, (game.seat_colours[seat], taken, game.seat_colours[rival])))
    return events or [(_no_raid, (game.seat_colours[seat],))]


# --- what happened, in words -----------------------------------------------------------------------

#: something that happened by itself: a wording function and its details, put into words by :func:`tell`
Event = tuple[Callable[..., Told], tuple]


def tell(event: Event) -> Told:
    """An event in words for the log: a message naming the rule that made it happen."""
    wording, details = event
    return wording(*details)


def _claimed(colour: int, won: Sequence[int]) -> Told:
    return Told(M("{who} claims {cards}", who=colour_term(colour), cards=describe_cards(won)),
                "apache.claim.victory_pile")


def _punished(colour: int, kind: int, lost: Sequence[int]) -> Told:
    if not lost:
        return Told(M("{who}'s {kind} could not claim anything when played: punished, loses nothing "
                      "(empty victory pile)", who=colour_term(colour), kind=KIND_TERMS[kind]),
                    "apache.claim.punishment")
    return Told(M("{who}'s {kind} could not claim anything when played: punished, loses {cards}",
                  who=colour_term(colour), kind=KIND_TERMS[kind], cards=describe_cards(lost)),
                "apache.claim.punishment")


def _nothing_left(colour: int, kind: int) -> Told:
    return Told(M("{card}: nothing left to claim (a faster player took it); no punishment",
                  card=card_term(indian(colour, kind))), "apache.claim.too_late")


def _raided(colour: int, taken: int, rival: int) -> Told:
    return Told(P("warpath: {who} takes {n} buffalo from {rival}", "warpath: {who} takes {n} buffalo from {rival}",
                  n=taken, who=colour_term(colour), rival=colour_term(rival)), "apache.variant.warpath")


def _no_raid(colour: int) -> Told:
    return Told(M("warpath: no rival of {who} has a buffalo to lose", who=colour_term(colour)),
                "apache.variant.warpath")


def describe_cards(cards: Sequence[int]) -> Joined:
    """``red hunter, 2 buffalo`` in first-seen order, in the reader's language."""
    counts: dict[int, int] = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    parts: list[Message | str] = []
    for c, n in counts.items():
        if is_indian(c):
            parts.append(card_term(c) if n == 1 else M("{n} x {card}", n=n, card=card_term(c)))
        else:
            parts.append(M("{n} {booty}", n=n, booty=card_term(c, n)))
    return Joined(parts, ", ")


def _moved(counts: tuple, card: int, change: int) -> tuple:
    """``counts`` with one card type's count changed."""
    return counts[:card] + (counts[card] + change,) + counts[card + 1:]
