"""Why an Apache action is or is not allowed: a plain-language reason and the rule that decides it.

Only the words: whether an action is allowed is decided by :mod:`.legal` (the core's ``check``
takes its yes/no from the legal set and its reason from :func:`explain`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.core import Verdict
from tutor.core.i18n import M, P, Joined, Message
from tutor.core.notation import excerpt

from . import actions as A
from .actions import Action
from .cards import (BOOTY, BOX, CHIEF, COLOURS, HUNTER, INDIANS, KIND_TERMS, KINDS, MAIDEN, NUM_TYPES, TEEPEE, TOTEM,
                    USUAL_BOOTY, WARRIOR, card_term, colour_term, indian, is_indian, is_male, kind_of)
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
        return Verdict(False, "apache.claim.window", M("{action} is not an Apache action",
                                                       action=excerpt(repr(action))))
    if state.phase == OVER:
        return Verdict(False, "apache.end.scoring", M("the game is over"))
    if action.verb == A.REVEAL:
        return _reveal(state, action)
    if action.verb in (A.PLAY, A.CLOSE):
        return _window(state, action)
    return _claim(state, action)


def _reveal(state: "State", action: Action) -> Verdict:
    if state.phase != REVEAL:
        return Verdict(False, "apache.turn.reveal",
                       M("no card is revealed while a claim window is open or claims are being settled"))
    if not 0 <= action.card < NUM_TYPES or action.colour != A.NO_COLOUR:
        return Verdict(False, "apache.setup.box", M("{action} names no prairie card", action=repr(action)))
    if not state.down[action.card]:
        return Verdict(False, "apache.setup.box",
                       M("no {card} is face down any more (the box has {n})", card=card_term(action.card),
                         n=BOX[action.card]))
    turn = colour_term(state.game.seat_colours[state.turn])
    return Verdict(True, "apache.turn.reveal",
                   P("{who} reveals; {n} of the {total} face-down cards are a {card}",
                     "{who} reveals; {n} of the {total} face-down cards are a {card}", n=state.down[action.card],
                     who=turn, total=sum(state.down), card=card_term(action.card)))


def _window(state: "State", action: Action) -> Verdict:
    if state.phase != WINDOW:
        if state.phase in (RESOLVE, RESOLVE_LAST):
            return Verdict(False, "apache.claim.window", M("the claim window is not open: claims are being settled"))
        return Verdict(False, "apache.claim.window", M("the claim window is not open: a card must be revealed first"))
    if action.verb == A.CLOSE:
        played = len(state.powwow)
        if not played:
            return Verdict(True, "apache.claim.window", M("nobody else plays: the window closes"))
        return Verdict(True, "apache.claim.window",
                       P("nobody else plays: the window closes and {n} claim(s) settle",
                         "nobody else plays: the window closes and {n} claim(s) settle", n=played))
    game = state.game
    if not 0 <= action.colour < len(COLOURS) or game.owner[action.colour] < 0:
        name = colour_term(action.colour) if 0 <= action.colour < len(COLOURS) else str(action.colour)
        return Verdict(False, "apache.setup.hands", M("nobody plays {colour} in this game", colour=name))
    if not 0 <= action.kind < len(KINDS):
        return Verdict(False, "apache.setup.hands", M("a hand card is a chief, warrior, maiden or hunter"))
    seat = game.owner[action.colour]
    colour, kind = action.colour, action.kind
    who = colour_term(colour)
    if any(s == seat for s, _, _ in state.powwow):
        return Verdict(False, "apache.claim.one_card",
                       M("{who} already has a hand card on the Pow-Wow board for this reveal", who=who))
    options = claim_options(game, state.table, colour, kind)
    if options:
        choices = Joined([A.claim_words(o) for o in options], "; ")
        ahead = len(state.powwow)
        card = card_term(indian(colour, kind))
        if ahead:
            return Verdict(True, "apache.claim.matching_indian",
                           P("the {card} lies face up and can claim: {choices} ({n} faster claim(s) settle first)",
                             "the {card} lies face up and can claim: {choices} ({n} faster claim(s) settle first)",
                             n=ahead, card=card, choices=choices))
        return Verdict(True, "apache.claim.matching_indian",
                       M("the {card} lies face up and can claim: {choices}", card=card, choices=choices))
    pile = state.piles[seat]
    if pile:
        penalty = M("{who} will lose the top two cards of the victory pile: {cards}", who=who,
                    cards=describe_cards(pile[-2:]))
    else:
        penalty = M("{who} will lose the top two cards of the victory pile: nothing, since the victory pile is empty",
                    who=who)
    return Verdict(True, "apache.claim.punishment", _why_nothing(state, colour, kind), penalty=penalty)


def _why_nothing(state: "State", colour: int, kind: int) -> Message:
    """Why this Indian could not claim anything now."""
    table = state.table
    card = card_term(indian(colour, kind))
    if not table[indian(colour, kind)]:
        return M("no {card} lies face up, so this hand card cannot claim anything", card=card)
    if kind == CHIEF:
        if not table[TOTEM]:
            return M("the {card} needs a face-up totem pole (or a teepee) to claim", card=card)
        me = indian(colour, kind)
        males = [c for c in INDIANS if is_male(c) and table[c] - (c == me) > 0]
        if not males:
            return M("the {card} needs another male Indian face up to take prisoner (or a teepee)", card=card)
        forbidden = sorted({_forbidding(state, colour, c) for c in males if c != me})
        if not forbidden:  # only his twin lies there
            return M("the only other male Indian face up is the {card}'s twin, and of two identical Indians one "
                     "claims while the other stays on the table (a teepee would do)", card=card)
        return M("the male Indians face up cannot be taken prisoner under the reading in force ({options}), "
                 "and there is no teepee", options=Joined([f"{o}=no" for o in forbidden], ", "))
    return M("no {booty} or teepee lies face up for the {card} to claim", booty=card_term(USUAL_BOOTY[kind]),
             card=card)


def _claim(state: "State", action: Action) -> Verdict:
    if not 0 <= action.colour < len(COLOURS) or state.game.owner[action.colour] < 0:
        name = colour_term(action.colour) if 0 <= action.colour < len(COLOURS) else str(action.colour)
        return Verdict(False, "apache.setup.hands", M("nobody plays {colour} in this game", colour=name))
    if state.phase == REVEAL:
        return Verdict(False, "apache.claim.window",
                       M("nothing can be claimed yet: a card is revealed first, then a claim starts with a hand card "
                         "played onto the Pow-Wow board (e.g. '{example}')", example=_play_for(action)))
    if state.phase == WINDOW:
        return Verdict(False, "apache.claim.window",
                       M("a claim starts with a hand card played onto the Pow-Wow board (e.g. '{example}'); what it "
                         "takes is chosen when the window has closed", example=_play_for(action)))
    game = state.game
    seat, kind, _ = state.powwow[0]
    colour = game.seat_colours[seat]
    if game.owner[action.colour] not in {p.seat for p in state.powwow}:
        return Verdict(False, "apache.claim.window",
                       M("only a player with a hand card on the Pow-Wow board claims now, and {who} has none there",
                         who=colour_term(action.colour)))
    if action.colour != colour:
        return Verdict(False, "apache.claim.speed",
                       M("it is {who}'s turn to claim: that hand card is lowest on the Pow-Wow board",
                         who=colour_term(colour)))
    table = state.table
    me = indian(colour, kind)
    if action in claim_options(game, table, colour, kind):
        return Verdict(True, _rule_of(action, kind), M("the {card} {claim}", card=card_term(me),
                                                       claim=A.claim_words(action)))
    card = action.card
    if action.verb == A.TAKE:
        if card == TEEPEE:
            return Verdict(False, "apache.booty.teepees", M("no teepee lies face up"))
        if kind == CHIEF and card == TOTEM:
            captures = [o for o in claim_options(game, table, colour, kind) if o.verb == A.CAPTURE]
            if not captures:  # no prisoner here: the chief can only take the teepees
                return Verdict(False, "apache.booty.chief",
                               M("a chief claims the totem poles only with a prisoner, and none can be taken here"))
            return Verdict(False, "apache.booty.chief",
                           M("a chief claims the totem poles by naming a prisoner: '{example}'",
                             example=A.describe(captures[0])))
        got = card_term(card, 2) if card in BOOTY else str(card)
        if kind == CHIEF:
            return Verdict(False, _USUAL_RULE[kind],
                           M("a chief claims totem poles and a prisoner (or teepees), not {got}", got=got))
        if card not in BOOTY or card != USUAL_BOOTY[kind]:
            return Verdict(False, _USUAL_RULE[kind], M("a {kind} claims {wanted} (or teepees), not {got}",
                                                       kind=KIND_TERMS[kind],
                                                       wanted=card_term(USUAL_BOOTY[kind], 2), got=got))
        return Verdict(False, _USUAL_RULE[kind], M("no {booty} lies face up", booty=card_term(card)))
    if not is_indian(card):
        return Verdict(False, "apache.claim.window", M("{action} names no Indian card", action=repr(action)))
    if action.verb == A.CAPTURE:
        return _capture_refused(state, colour, kind, me, card)
    return _marry_refused(state, colour, kind, me, card)


def _capture_refused(state: "State", colour: int, kind: int, me: int, card: int) -> Verdict:
    rule = "apache.booty.chief"
    if kind != CHIEF:
        return Verdict(False, rule, M("only a chief takes prisoners"))
    if not state.table[TOTEM]:
        return Verdict(False, rule, M("a chief takes a prisoner only while a totem pole lies face up"))
    if not is_male(card):
        return Verdict(False, rule, M("a chief takes only male Indians prisoner, and a {card} is not one",
                                      card=card_term(card)))
    if card == me and state.table[card] < 2:
        return Verdict(False, rule, M("no other {card} lies face up", card=card_term(card)))
    if card == me:
        return Verdict(False, "apache.claim.one_indian",
                       M("a chief cannot take his twin prisoner: of two identical Indians one claims and the other "
                         "stays on the table"))
    if not state.table[card]:
        return Verdict(False, rule, M("no {card} lies face up", card=card_term(card)))
    if card not in prisoners(state.game, state.table, colour, me):
        return Verdict(False, rule, M("the reading in force ({option}=no) forbids this prisoner",
                                      option=_forbidding(state, colour, card)))
    return Verdict(False, rule, M("this prisoner cannot be taken"))


def _play_for(action: Action) -> Message:
    """The hand card a claim would be made with, as a play: '{colour} plays hunter' for buffalo."""
    colour = action.colour if 0 <= action.colour < len(COLOURS) else 0
    if action.verb == A.TAKE and action.card in USUAL_BOOTY.values():
        kind = next(k for k, booty in USUAL_BOOTY.items() if booty == action.card)
    elif action.verb == A.MARRY and 0 <= action.card < NUM_TYPES and is_indian(action.card) \
            and kind_of(action.card) != MAIDEN:
        kind = MAIDEN
    elif action.verb == A.TAKE or action.verb == A.MARRY:
        kind = HUNTER
    else:
        kind = CHIEF
    return A.describe(A.play(colour, kind))


def _forbidding(state: "State", colour: int, card: int) -> str:
    """The option whose reading in force forbids this chief's prisoner (a chief, or one of his own colour)."""
    if kind_of(card) == CHIEF and state.game.options["chief_captures_chiefs"] == "no":
        return "chief_captures_chiefs"
    return "chief_captures_own_colour"


def _marry_refused(state: "State", colour: int, kind: int, me: int, card: int) -> Verdict:
    rule = "apache.variant.wedding"
    if not state.game.wedding:
        return Verdict(False, rule, M("weddings belong to the Wedding variant, which is not in play"))
    if not state.table[TEEPEE]:
        return Verdict(False, rule, M("a wedding needs a teepee face up"))
    if (kind_of(card) == MAIDEN) == (kind == MAIDEN):
        return Verdict(False, rule, M("a maiden marries a male Indian, and a male Indian marries a maiden"))
    if not state.table[card]:
        return Verdict(False, rule, M("no {card} lies face up", card=card_term(card)))
    if card not in spouses(state.game, state.table, colour, me):
        return Verdict(False, rule, M("the reading in force (wedding_partner=other_colour) asks for another colour"))
    return Verdict(False, rule, M("this wedding cannot take place"))


def _rule_of(action: Action, kind: int) -> str:
    if action.verb == A.MARRY:
        return "apache.variant.wedding"
    if action.verb == A.TAKE and action.card == TEEPEE:
        return "apache.booty.teepees"
    return _USUAL_RULE[kind]

