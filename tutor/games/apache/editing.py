"""Setting up an Apache position by hand: the edits the position editor offers.

Every game's ``editing`` module has the same shape (the editor page, :mod:`tutor.widgets.editor`, reads
only these names):

* ``PIECES``: the palette, ``(piece id, label)`` pairs (here: the prairie cards, the hand cards for a
  seat's place on the Pow-Wow board, "onto the Pow-Wow board" for a hand card clicked in a hand, the mark);
* :func:`blank`: the position an editor starts from when asked for an empty table;
* :func:`places`: where a click can edit, ``{target id: hint}`` (the ids are the board's target words);
* :func:`place` puts a palette piece at a place, :func:`remove` takes away what a place holds;
* :data:`PHASES` and :func:`set_phase`, :func:`set_turn`; :func:`counters` and :func:`set_counter` for
  the numbers a position holds (none in Apache: the scores are the victory piles).

Each edit is a pure function: it returns a new State and never changes the one given. An edit that the
State cannot even hold (a buffalo on the Pow-Wow board, a card taken from an empty pile) raises
ValueError with the reason. Whether the position could arise is *not* decided here:
:func:`tutor.games.apache.validate.problems` says that, as it does for ``Game.parse``.

Cards come from the face-down deck and go back to it: the face-down counts are always the box minus
the cards placed, so the counts stay whole (placing a fourth red hunter is allowed as an edit; the
validation then says that the box holds three).
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tutor.core.editing import CounterKey, Counters, check_counter
from tutor.core.i18n import M, Joined, Message, Term

from .cards import (BOX, CARD_BY_CODE, COLOURS, KIND_CODES, KIND_TERMS, KINDS, NUM_TYPES, card_code, card_name,
                    card_term, colour_term)
from .constants import PHASE_NAMES, WINDOW, Play
from .legal import can_claim

if TYPE_CHECKING:
    from .state import Game, State

#: the palette: every prairie card by its code, then the four hand cards (for the Pow-Wow board) and the
#: mark of a play that could claim nothing when it landed
PIECES: tuple[tuple[str, str], ...] = (
    tuple((card_code(c), card_term(c)) for c in range(NUM_TYPES))
    + tuple((f"hand:{code}", M("{kind} (hand card)", kind=KIND_TERMS[k])) for k, code in enumerate(KIND_CODES))
    + (("powwow", M("a hand card onto the Pow-Wow board (click it in a hand)")),
       ("mark", M("'!' mark: a play that could claim nothing")),))
#: the phases a position may be set in
#: the phases as the position string names them, each with its words for the editor's phase list
PHASES = {name: Term("apache", "phase_" + name.replace("-", "_")) for name in PHASE_NAMES}
#: what the editor says about hidden cards: Apache has none in hand that matter (hands are open)
HIDDEN = ""


def blank(game: "Game") -> "State":
    """Every prairie card face down, the first player to reveal."""
    return game.new_state()


def _card(piece: str) -> int:
    if piece not in CARD_BY_CODE:
        raise ValueError(M("{piece} is not a prairie card (e.g. rH for the red hunter, B for a buffalo)",
                           piece=repr(piece)))
    return CARD_BY_CODE[piece]


def _card_target(card: int) -> str:
    """A face-up card kind as the board's target id: ``card:red-hunter``, ``card:buffalo``."""
    return "card:" + card_name(card).replace(" ", "-")


_BY_TARGET = {_card_target(c): c for c in range(NUM_TYPES)}


def _seat(state: "State", colour: str) -> int:
    if colour not in COLOURS:
        raise ValueError(M("{colour} is not a colour", colour=repr(colour)))
    seat = state.game.owner[COLOURS.index(colour)]
    if seat < 0:
        raise ValueError(M("nobody plays {colour} at this table", colour=colour_term(COLOURS.index(colour))))
    return seat


def _with(state: "State", **changes) -> "State":
    """The position with ``changes``: face-down counts follow (the box minus what is placed), the '!'
    marks of an open window follow the table, and the history is cleared (an edited position has none)."""
    new = replace(state, history=(), happened=(), **changes)
    placed = [t + o for t, o in zip(new.table, new.out)]
    for pile in new.piles:
        for card in pile:
            placed[card] += 1
    new = replace(new, down=tuple(b - p for b, p in zip(BOX, placed)))
    if new.phase == WINDOW:
        game = new.game
        new = replace(new, powwow=tuple(Play(s, k, not can_claim(game, new.table, game.seat_colours[s], k))
                                        for s, k, _ in new.powwow))
    return new


def _bump(counts: tuple[int, ...], card: int, by: int) -> tuple[int, ...]:
    return counts[:card] + (counts[card] + by,) + counts[card + 1:]


def places(state: "State") -> dict[str, Message]:
    """Where a click edits: the table, the out pile, each victory pile and each seat's place on the
    Pow-Wow board, and each kind of face-up card (to take one away)."""
    game = state.game
    found = {"prairie": M("the face-down cards: a card put here is turned face up"),
             "zone:table": M("the face-up cards on the table"), "zone:out": M("the cards out of the game")}
    for seat, colour in enumerate(game.colours):
        who = colour_term(game.seat_colours[seat])
        found[f"pile:{colour}"] = M("{who}'s victory pile (a card goes on top)", who=who)
        found[f"pow:{colour}"] = M("{who}'s hand card on the Pow-Wow board", who=who)
        for kind in state.hand(seat):
            found[f"hand:{colour}:{KINDS[kind]}"] = M("{who}'s {kind} in hand", who=who, kind=KIND_TERMS[kind])
    for card, n in enumerate(state.table):
        if n:
            found[_card_target(card)] = M("{n} x {card} face up (remove takes one back)", n=n, card=card_term(card))
    return found


def place(state: "State", target: str, piece: str) -> "State":
    """``piece`` put at ``target``: a prairie card onto the table, out of the game or on top of a victory
    pile; a hand card onto the Pow-Wow board (above the plays already there); the mark on a play."""
    where, _, name = target.partition(":")
    if where == "zone" and name in ("table", "out") or where in ("card", "prairie"):
        if piece.startswith("hand:") or piece == "mark":
            raise ValueError(M("only prairie cards lie on the table or out of the game"))
        card = _card(piece)
        if name == "out":
            return _with(state, out=_bump(state.out, card, 1))
        return _with(state, table=_bump(state.table, card, 1))
    if where == "pile":
        seat = _seat(state, name)
        if piece.startswith("hand:") or piece == "mark":
            raise ValueError(M("a victory pile holds prairie cards only"))
        piles = list(state.piles)
        piles[seat] = piles[seat] + (_card(piece),)
        return _with(state, piles=tuple(piles))
    if where == "hand":
        colour, _, kind_name = name.partition(":")
        seat = _seat(state, colour)
        if kind_name not in KINDS or KINDS.index(kind_name) not in state.hand(seat):
            raise ValueError(M("{colour} holds no {kind} in hand", colour=colour_term(COLOURS.index(colour)),
                               kind=KIND_TERMS[KINDS.index(kind_name)] if kind_name in KINDS else repr(kind_name)))
        if piece != "powwow":
            raise ValueError(M("a hand card can only go onto the Pow-Wow board: choose that piece"))
        return place(state, f"pow:{colour}", "hand:" + KIND_CODES[KINDS.index(kind_name)])
    if where == "pow":
        seat = _seat(state, name)
        if piece == "mark":
            if not any(s == seat for s, _, _ in state.powwow):
                raise ValueError(M("{colour} has no hand card on the Pow-Wow board to mark", colour=_who(name)))
            return _with(state, powwow=tuple(Play(s, k, not bad if s == seat else bad) for s, k, bad in state.powwow))
        if not piece.startswith("hand:") or piece[5:] not in KIND_CODES:
            raise ValueError(M("the Pow-Wow board holds hand cards (chief, warrior, maiden, hunter), not prairie cards"))
        if any(s == seat for s, _, _ in state.powwow):
            raise ValueError(M("{colour} already has a hand card on the Pow-Wow board: remove it first",
                               colour=_who(name)))
        kind = KIND_CODES.index(piece[5:])
        bad = not can_claim(state.game, state.table, state.game.seat_colours[seat], kind)
        return _with(state, powwow=state.powwow + (Play(seat, kind, bad),))
    raise ValueError(M("{target} is not a place on the Apache table", target=repr(target)))


def _who(colour: str) -> Message | str:
    """A colour's name (checked already by :func:`_seat`) as a game term."""
    return colour_term(COLOURS.index(colour)) if colour in COLOURS else colour


def remove(state: "State", target: str) -> "State":
    """What ``target`` holds taken away (back into the face-down deck): one face-up card of a kind, the
    top card of a victory pile, a seat's hand card on the Pow-Wow board, the last card put out."""
    where, _, name = target.partition(":")
    if where == "card":
        if target not in _BY_TARGET:
            raise ValueError(M("{target} is not a prairie card", target=repr(target)))
        card = _BY_TARGET[target]
        if not state.table[card]:
            raise ValueError(M("no {card} lies face up", card=card_term(card)))
        return _with(state, table=_bump(state.table, card, -1))
    if where == "pile":
        seat = _seat(state, name)
        if not state.piles[seat]:
            raise ValueError(M("{colour}'s victory pile is empty", colour=_who(name)))
        piles = list(state.piles)
        piles[seat] = piles[seat][:-1]
        return _with(state, piles=tuple(piles))
    if where == "hand":
        raise ValueError(M("a hand card stays in its hand: remove a card from the Pow-Wow board to take it back"))
    if where == "pow":
        seat = _seat(state, name)
        if not any(s == seat for s, _, _ in state.powwow):
            raise ValueError(M("{colour} has no hand card on the Pow-Wow board", colour=_who(name)))
        return _with(state, powwow=tuple(p for p in state.powwow if p.seat != seat))
    if where == "zone" and name in ("table", "out"):
        counts = state.table if name == "table" else state.out
        present = [c for c in range(NUM_TYPES) if counts[c]]
        if not present:
            raise ValueError(M("no card is face up") if name == "table" else M("no card is out of the game"))
        if name == "table":
            return _with(state, table=_bump(counts, present[-1], -1))
        return _with(state, out=_bump(counts, present[-1], -1))
    if where == "prairie":
        raise ValueError(M("the face-down cards are whatever is not placed: remove a card where it lies"))
    raise ValueError(M("{target} is not a place on the Apache table", target=repr(target)))


def set_phase(state: "State", phase: str) -> "State":
    if phase not in PHASES:
        raise ValueError(M("{phase} is not a phase; choose from {phases}", phase=repr(phase),
                           phases=Joined(PHASE_NAMES, ", ")))
    return _with(state, phase=PHASE_NAMES.index(phase))


def set_turn(state: "State", player: int) -> "State":
    """The seat whose turn it is to reveal."""
    if not (isinstance(player, int) and 0 <= player < state.game.num_players):
        raise ValueError(M("seat {seat} is not at this table", seat=repr(player)))
    return _with(state, turn=player)


def turn(state: "State") -> int:
    """The seat whose turn it is (the editor's turn control shows it)."""
    return state.turn


def phase(state: "State") -> str:
    return PHASE_NAMES[state.phase]


def counters(state: "State") -> Counters:
    """Numbers the position holds besides its pieces: none in Apache."""
    return []


def set_counter(state: "State", key: CounterKey, value: int) -> "State":
    """Apache positions hold no numbers besides their cards: always refused, saying so."""
    check_counter(counters(state), key, value, "an Apache position")
    raise AssertionError("unreachable: an Apache position has no counters")

