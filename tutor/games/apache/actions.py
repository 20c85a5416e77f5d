"""Apache actions and their text.

An action is ``Action(verb, colour, kind, card)``: who acts (a colour, or :data:`NO_COLOUR` for a
reveal or ``close``), the kind of the hand card played (only ``plays``) and the prairie card named
(the card revealed, the booty taken, the prisoner or the spouse). It sorts by verb, then colour,
kind and card, and its ``str`` is lowercase English that reads back with :func:`parse_action`:

=========  ===================================  ==========================================
verb       text                                 meaning
=========  ===================================  ==========================================
REVEAL     ``reveal red hunter``                chance: the card turned face up
PLAY       ``red plays hunter``                 a hand card lands on the Pow-Wow board
CLOSE      ``close``                            nobody else plays: the claim window ends
TAKE       ``red takes buffalo``                the claimant's Indian and all of that booty
CAPTURE    ``red captures green warrior``       a chief: all totem poles and this prisoner
MARRY      ``red marries yellow maiden``        Wedding: all teepees and this spouse
=========  ===================================  ==========================================
"""
from __future__ import annotations

from typing import NamedTuple

from tutor.core import NotationError
from tutor.core.i18n import M, Joined, Mc, Message
from tutor.core.notation import MAX_ACTION, bounded, excerpt

from .cards import (BOOTY, BOOTY_PLURALS, CARD_BY_NAME, COLOURS, KIND_TERMS, KINDS, NUM_TYPES, card_name, card_term,
                    colour_term, is_indian)

REVEAL, PLAY, CLOSE, TAKE, CAPTURE, MARRY = range(6)
NO_COLOUR = NO_KIND = NO_CARD = -1


class Action(NamedTuple):
    verb: int
    colour: int = NO_COLOUR
    kind: int = NO_KIND
    card: int = NO_CARD

    def __str__(self) -> str:
        if self.verb == REVEAL:
            return f"reveal {card_name(self.card)}"
        if self.verb == CLOSE:
            return "close"
        who = COLOURS[self.colour]
        if self.verb == PLAY:
            return f"{who} plays {KINDS[self.kind]}"
        if self.verb == TAKE:
            return f"{who} takes {BOOTY_PLURALS[self.card]}"
        verb = "captures" if self.verb == CAPTURE else "marries"
        return f"{who} {verb} {card_name(self.card)}"


def describe(action: Action) -> Message:
    """The action in words a person reads (the log, the pages), in the reader's language; its English is
    the action's text (``str(action)``)."""
    if action.verb == REVEAL:
        return M("reveal {card}", card=card_term(action.card))
    if action.verb == CLOSE:
        return Mc("apache action", "close")
    who = colour_term(action.colour)
    if action.verb == PLAY:
        return M("{who} plays {kind}", who=who, kind=KIND_TERMS[action.kind])
    if action.verb == TAKE:
        return M("{who} takes {booty}", who=who, booty=card_term(action.card, 2))
    if action.verb == CAPTURE:
        return M("{who} captures {card}", who=who, card=card_term(action.card))
    return M("{who} marries {card}", who=who, card=card_term(action.card))


def claim_words(action: Action) -> Message:
    """A claim without its claimant: ``takes buffalo``, ``captures green warrior``."""
    if action.verb == TAKE:
        return M("takes {booty}", booty=card_term(action.card, 2))
    if action.verb == CAPTURE:
        return M("captures {card}", card=card_term(action.card))
    return M("marries {card}", card=card_term(action.card))


CLOSE_ACTION = Action(CLOSE)
REVEALS = tuple(Action(REVEAL, card=t) for t in range(NUM_TYPES))
_BOOTY_BY_PLURAL = {BOOTY_PLURALS[b]: b for b in BOOTY}
_BOOTY_BY_PLURAL.update({"totems": BOOTY[1], "tents": BOOTY[4]})


def reveal(card: int) -> Action:
    return REVEALS[card]


#: every play and claim, made once: ``_MADE[verb][colour][kind or card]`` (actions are values, so one
#: object per action serves every state, and the core's legality check finds it by identity first)
_MADE = {verb: tuple(tuple(Action(verb, colour, kind=n) if verb == PLAY else Action(verb, colour, card=n)
                           for n in range(NUM_TYPES)) for colour in range(len(COLOURS)))
         for verb in (PLAY, TAKE, CAPTURE, MARRY)}
_PLAYS, _TAKES, _CAPTURES, _MARRIES = (_MADE[verb] for verb in (PLAY, TAKE, CAPTURE, MARRY))


def play(colour: int, kind: int) -> Action:
    return _PLAYS[colour][kind]


def take(colour: int, booty: int) -> Action:
    return _TAKES[colour][booty]


def capture(colour: int, prisoner: int) -> Action:
    return _CAPTURES[colour][prisoner]


def marry(colour: int, spouse: int) -> Action:
    return _MARRIES[colour][spouse]


def _indian_card(name: str, text: str) -> int:
    card = CARD_BY_NAME.get(name)
    if card is None or not is_indian(card):
        raise NotationError(M("{text}: {name} is not an Indian card (say e.g. 'green warrior')", text=text,
                              name=excerpt(name)))
    return card


def parse_action(text: object) -> Action:
    """Read an action from its text; extra spaces and capitals are forgiven."""
    words = bounded(text, M("an action"), MAX_ACTION).lower().split()
    text = excerpt(" ".join(words))
    if words == ["close"]:
        return CLOSE_ACTION
    if len(words) >= 2 and words[0] == "reveal":
        name = " ".join(words[1:])
        if name not in CARD_BY_NAME:
            raise NotationError(M("{text}: there is no prairie card called {name}", text=text, name=excerpt(name)))
        return reveal(CARD_BY_NAME[name])
    if len(words) < 3 or words[0] not in COLOURS:
        raise NotationError(M(
            "{text} is not an Apache action; examples: 'reveal buffalo', 'red plays hunter', "
            "'close', 'red takes buffalo', 'red captures green warrior', 'red marries yellow maiden'", text=text))
    colour, verb, rest = COLOURS.index(words[0]), words[1], " ".join(words[2:])
    if verb == "plays":
        if rest not in KINDS:
            raise NotationError(M("{text}: a hand card is one of {kinds}", text=text, kinds=Joined(KINDS, ", ")))
        return play(colour, KINDS.index(rest))
    if verb == "takes":
        if rest not in _BOOTY_BY_PLURAL:
            raise NotationError(M("{text}: booty is one of {booty}", text=text,
                                  booty=Joined(BOOTY_PLURALS.values(), ", ")))
        return take(colour, _BOOTY_BY_PLURAL[rest])
    if verb == "captures":
        return capture(colour, _indian_card(rest, text))
    if verb == "marries":
        return marry(colour, _indian_card(rest, text))
    raise NotationError(M("{text}: unknown verb {verb}; use plays, takes, captures or marries", text=text,
                          verb=excerpt(verb)))
