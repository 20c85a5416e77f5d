"""Why an Apache action is or is not allowed: a plain-language reason and the rule that decides it.

Only the words: whether an action is allowed is decided by :mod:`.legal` (the core's ``check``
takes its yes/no from the legal set and its reason from :func:`explain`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.core import Verdict
from tutor.core.notation import excerpt

from . import actions as A
from .actions import Action
from .cards import (BOOTY, BOOTY_NAMES, BOOTY_PLURALS, BOX, CHIEF, COLOURS, HUNTER, KINDS, MAIDEN, NUM_TYPES, TEEPEE,
                    TOTEM, USUAL_BOOTY, WARRIOR, card_name, indian, is_indian, is_male, kind_of)
from .constants import OVER, RESOLVE, RESOLVE_LAST, REVEAL, WINDOW
from .legal import claim_options, prisoners, spouses
from .transitions import describe_cards

if TYPE_CHECKING:
    from .state import State

_USUAL_RULE = {CHIEF: "apache.booty.chief", WARRIOR: "apache.booty.warrior", MAIDEN: "apache.booty.maiden",
               HUNTER: "apache.booty.hunter"}


def explain(state: "State", action: Action) -> Verdict:
    """Why ``action`` is or is not allowed in ``state``."""
    if not isinstance(action, Action) or not 0 <= action.verb <= A.MARRY:
        return Verdict(False, "apache.claim.window", f"{excerpt(repr(action))} is not an Apache action")
    if state.phase == OVER:
        return Verdict(False, "apache.end.scoring", "the game is over")
    if action.verb == A.REVEAL:
        return _reveal(state, action)
    if action.verb in (A.PLAY, A.CLOSE):
        return _window(state, action)
    return _claim(state, action)


def _reveal(state: "State", action: Action) -> Verdict:
    if state.phase != REVEAL:
        return Verdict(False, "apache.turn.reveal",
                       "no card is revealed while a claim window is open or claims are being settled")
    if not 0 <= action.card < NUM_TYPES or action.colour != A.NO_COLOUR:
        return Verdict(False, "apache.setup.box", f"{action!r} names no prairie card")
    if not state.down[action.card]:
        return Verdict(False, "apache.setup.box",
                       f"no {card_name(action.card)} is face down any more (the box has {BOX[action.card]})")
    turn = state.game.colours[state.turn]
    return Verdict(True, "apache.turn.reveal", f"{turn} reveals; {state.down[action.card]} of the "
                   f"{sum(state.down)} face-down cards are a {card_name(action.card)}")


def _window(state: "State", action: Action) -> Verdict:
    if state.phase != WINDOW:
        when = "claims are being settled" if state.phase in (RESOLVE, RESOLVE_LAST) else "a card must be revealed first"
        return Verdict(False, "apache.claim.window", f"the claim window is not open: {when}")
    if action.verb == A.CLOSE:
        played = len(state.powwow)
        return Verdict(True, "apache.claim.window",
                       "nobody else plays: the window closes" + (f" and {played} claim(s) settle" if played else ""))
    game = state.game
    if not 0 <= action.colour < len(COLOURS) or game.owner[action.colour] < 0:
        name = COLOURS[action.colour] if 0 <= action.colour < len(COLOURS) else str(action.colour)
        return Verdict(False, "apache.setup.hands", f"nobody plays {name} in this game")
    if not 0 <= action.kind < len(KINDS):
        return Verdict(False, "apache.setup.hands", "a hand card is a chief, warrior, maiden or hunter")
    seat = game.owner[action.colour]
    colour, kind = action.colour, action.kind
    who = COLOURS[colour]
    if any(s == seat for s, _, _ in state.powwow):
        return Verdict(False, "apache.claim.one_card", f"{who} already has a hand card on the Pow-Wow board "
                       "for this reveal")
    options = claim_options(game, state.table, colour, kind)
    if options:
        choices = "; ".join(str(o).split(" ", 1)[1] for o in options)
        ahead = len(state.powwow)
        note = f" ({ahead} faster claim(s) settle first)" if ahead else ""
        return Verdict(True, "apache.claim.matching_indian", f"the {who} {KINDS[kind]} lies face up and can "
                       f"claim: {choices}{note}")
    pile = state.piles[seat]
    cost = describe_cards(pile[-2:]) if pile else "nothing, since the victory pile is empty"
    return Verdict(True, "apache.claim.punishment", _why_nothing(state, colour, kind),
                   penalty=f"{who} will lose the top two cards of the victory pile: {cost}")


def _why_nothing(state: "State", colour: int, kind: int) -> str:
    """Why this Indian could not claim anything now."""
    table = state.table
    who = f"{COLOURS[colour]} {KINDS[kind]}"
    if not table[indian(colour, kind)]:
        return f"no {who} lies face up, so this hand card cannot claim anything"
    if kind == CHIEF:
        if not table[TOTEM]:
            return f"the {who} needs a face-up totem pole (or a teepee) to claim"
        return f"the {who} needs another male Indian face up to take prisoner (or a teepee)"
    return f"no {BOOTY_NAMES[USUAL_BOOTY[kind]]} or teepee lies face up for the {who} to claim"


def _claim(state: "State", action: Action) -> Verdict:
    if state.phase not in (RESOLVE, RESOLVE_LAST):
        return Verdict(False, "apache.claim.speed", "booty is claimed only when the claim window has closed, "
                       "by players with a hand card on the Pow-Wow board")
    game = state.game
    seat, kind, _ = state.powwow[0]
    colour = game.seat_colours[seat]
    if action.colour != colour:
        return Verdict(False, "apache.claim.speed", f"it is {COLOURS[colour]}'s turn to claim: that hand card "
                       "is lowest on the Pow-Wow board")
    who = f"{COLOURS[colour]} {KINDS[kind]}"
    table = state.table
    me = indian(colour, kind)
    if action in claim_options(game, table, colour, kind):
        return Verdict(True, _rule_of(action, kind), f"the {who} {str(action).split(' ', 1)[1]}")
    card = action.card
    if action.verb == A.TAKE:
        if card == TEEPEE:
            return Verdict(False, "apache.booty.teepees", "no teepee lies face up")
        if kind == CHIEF and card == TOTEM:
            return Verdict(False, "apache.booty.chief", "a chief claims the totem poles by naming a prisoner, "
                           f"e.g. '{COLOURS[colour]} captures green warrior'")
        if card not in BOOTY or card != USUAL_BOOTY[kind]:
            wanted = "totem poles and a prisoner" if kind == CHIEF else BOOTY_PLURALS[USUAL_BOOTY[kind]]
            got = BOOTY_PLURALS.get(card, str(card))
            return Verdict(False, _USUAL_RULE[kind], f"a {KINDS[kind]} claims {wanted} (or teepees), not {got}")
        return Verdict(False, _USUAL_RULE[kind], f"no {BOOTY_NAMES[card]} lies face up")
    if not is_indian(card):
        return Verdict(False, "apache.claim.window", f"{action!r} names no Indian card")
    if action.verb == A.CAPTURE:
        return _capture_refused(state, colour, kind, me, card)
    return _marry_refused(state, colour, kind, me, card)


def _capture_refused(state: "State", colour: int, kind: int, me: int, card: int) -> Verdict:
    rule = "apache.booty.chief"
    if kind != CHIEF:
        return Verdict(False, rule, "only a chief takes prisoners")
    if not state.table[TOTEM]:
        return Verdict(False, rule, "a chief takes a prisoner only while a totem pole lies face up")
    if not is_male(card):
        return Verdict(False, rule, f"a chief takes only male Indians prisoner, and a {card_name(card)} is not one")
    if state.table[card] - (card == me) <= 0:
        return Verdict(False, rule, f"no other {card_name(card)} lies face up")
    if card not in prisoners(state.game, state.table, colour, me):
        option = "chief_captures_chiefs" if kind_of(card) == CHIEF else "chief_captures_own_colour"
        return Verdict(False, rule, f"the reading in force ({option}=no) forbids this prisoner")
    return Verdict(False, rule, "this prisoner cannot be taken")


def _marry_refused(state: "State", colour: int, kind: int, me: int, card: int) -> Verdict:
    rule = "apache.variant.wedding"
    if not state.game.wedding:
        return Verdict(False, rule, "weddings belong to the Wedding variant, which is not in play")
    if not state.table[TEEPEE]:
        return Verdict(False, rule, "a wedding needs a teepee face up")
    if (kind_of(card) == MAIDEN) == (kind == MAIDEN):
        return Verdict(False, rule, "a maiden marries a male Indian, and a male Indian marries a maiden")
    if not state.table[card]:
        return Verdict(False, rule, f"no {card_name(card)} lies face up")
    if card not in spouses(state.game, state.table, colour, me):
        return Verdict(False, rule, "the reading in force (wedding_partner=other_colour) asks for another colour")
    return Verdict(False, rule, "this wedding cannot take place")


def _rule_of(action: Action, kind: int) -> str:
    if action.verb == A.MARRY:
        return "apache.variant.wedding"
    if action.verb == A.TAKE and action.card == TEEPEE:
        return "apache.booty.teepees"
    return _USUAL_RULE[kind]

