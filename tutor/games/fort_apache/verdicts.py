"""Why a Fort Apache action is or is not allowed: a plain-language reason and the rule that decides it."""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from tutor.core import Verdict
from tutor.core.i18n import Joined, M, Message, Term

from . import actions as A
from .actions import (FIGURES, Action, building_term, card_term, describe, figure_words, place_term, side_of,
                      side_term)
from .board import CLIMB, COWBOYS, FIRE, KINDLE, PLACES
from .cards import CARDS, copies
from .constants import ACT, AMMO, DEAD, DRAW_LIMIT, DRAW_SUPPLIES, ENERGY, OVER, ROLL, SAVE, TRACK_NAMES, WITHDRAW
from .legal import gang, withdrawn_this_turn

if TYPE_CHECKING:
    from .state import State

_OK_RULE = {A.ROLL: "fort_apache.resolve.dice", A.HITS: "fort_apache.gate.assault",
            A.SHOOT: "fort_apache.shoot.faces", A.FIRE: "fort_apache.indians.fire_arrow",
            A.KINDLE: "fort_apache.fire.kindle", A.MELEE: "fort_apache.melee", A.CLIMB: "fort_apache.indians.climb",
            A.WITHDRAW: "fort_apache.control.withdraw", A.CARD: "fort_apache.cards.one_per_turn",
            A.TAKE_HIT: "fort_apache.cards.survive", A.END: "fort_apache.action.one_each",
            A.ASSAULT: "fort_apache.gate.assault"}
#: the rule that ended the battle, by how it ended
_END_RULE = {DRAW_SUPPLIES: "fort_apache.end.draw", DRAW_LIMIT: "fort_apache.end.turn_limit"}
_PHASE_WORDS = {ROLL: M("a die must be rolled first"), SAVE: M("a hit is waiting: play a survive card or take it"),
                WITHDRAW: M("a figure must first go for supplies"), OVER: M("the battle is over")}


def explain(state: "State", action: Action) -> Verdict:
    """The verdict on ``action`` in ``state``."""
    if not isinstance(action, Action):
        return Verdict(False, "fort_apache.action.one_each", M("{action} is not a Fort Apache action", action=repr(action)))
    if state.is_legal(action):
        return Verdict(True, _ok_rule(action), _ok_reason(state, action))
    if state.phase == OVER:
        return Verdict(False, _END_RULE.get(state.end, "fort_apache.end.wipe_out"), M("the battle is over"))
    if state.phase == ROLL:
        return Verdict(False, "fort_apache.resolve.dice", M("the dice decide now: {roll}", roll=_rolling(state)))
    if action.verb in (A.ROLL, A.HITS):
        return Verdict(False, "fort_apache.resolve.dice", M("no roll is pending"))
    if state.phase != ACT and action.verb not in _PHASE_VERBS[state.phase]:
        return Verdict(False, _PHASE_RULE[state.phase], _PHASE_WORDS[state.phase])
    if action.verb in (A.CARD, A.TAKE_HIT):
        return _card(state, action)
    if action.verb == A.WITHDRAW:
        return Verdict(False, "fort_apache.control.withdraw", M("only a standing figure (or, if none, the last "
                       "that acted) goes for supplies, and only to its camp or the supply building"))
    if action.verb == A.END:
        return Verdict(False, "fort_apache.action.one_each", M("a turn ends only when its side decides"))
    if action.verb == A.ASSAULT:
        return _assault(state, action)
    return _figure(state, action)


_PHASE_VERBS = {SAVE: (A.CARD, A.TAKE_HIT), WITHDRAW: (A.WITHDRAW,)}
_PHASE_RULE = {SAVE: "fort_apache.cards.survive", WITHDRAW: "fort_apache.control.withdraw",
               ROLL: "fort_apache.resolve.dice", OVER: "fort_apache.end.wipe_out"}


def _ok_rule(action: Action) -> str:
    if action.verb == A.MOVE:
        return "fort_apache.cowboys.move" if side_of(action.who) == 0 else "fort_apache.indians.move"
    return _OK_RULE[action.verb]


def faces_text(faces: Iterable[int]) -> Joined:
    """The faces that hit, ``2, 4, 6``."""
    return Joined(tuple(faces), ", ")


def _rolling(state: "State") -> Message:
    roll = state.pending[0]
    if roll.who < 0:
        return M("three dice for the gate")
    return M("{figure} hits on {faces}", figure=figure_words(roll.who),
             faces=faces_text(state.faces(side_of(roll.who), roll.faces)))


def _ok_reason(state: "State", action: Action) -> Message:
    verb = action.verb
    if verb in (A.ROLL, A.HITS):
        return _rolling(state)
    if verb == A.END:
        return M("the {side} end their turn; their figures stand up again", side=side_term(state.side))
    if verb in (A.CARD, A.TAKE_HIT, A.WITHDRAW):
        return describe(action)
    if verb == A.ASSAULT:
        return M("three Indians at the gate lie down and spend one energy; three dice hit on 1, 3, 5")
    side = side_of(action.who)
    if verb == A.MOVE:
        cost = state.game.moves[side][action.place][action.to][0]
        return M("one step, one energy") if cost else M("one step, free")
    if verb == A.SHOOT:
        n = state.aim_faces(action)
        return M("one ammunition; hits on {faces}", faces=faces_text(state.faces(side, n)))
    if verb == A.FIRE:
        n = state.aim_faces(action)
        return M("one ammunition; sets {building} on fire on {faces}", building=building_term(action.building, True),
                 faces=faces_text(state.faces(1, n)))
    if verb == A.KINDLE:
        return M("one ammunition; no roll needed from inside")
    if verb == A.MELEE:
        return M("free; hits on {faces}", faces=faces_text(state.faces(side, 3)))
    if state.game.options["climb"] == "at_once":
        return M("one energy; the die gets him over the wall on 1, 3 or 5")
    return M("one energy now; the roll (1, 3 or 5) comes at the start of the next Indian turn")


def _assault(state: "State", action: Action) -> Verdict:
    rule = "fort_apache.gate.assault"
    if state.side != 1:
        return Verdict(False, rule, M("only the Indians assault the gate, in their turn"))
    if state.gate_broken:
        return Verdict(False, rule, M("the gate is already down"))
    there = gang(state)
    if len(there) < 3:
        return Verdict(False, rule, M("three Indians who have not acted this turn must stand at the gate"))
    named = A.gang_of(action)
    if named and (len(named) != 3 or not set(named) <= set(there)):
        return Verdict(False, rule, M("the three Indians named must stand at the gate and not have acted this turn"))
    return Verdict(False, "fort_apache.control.reserve", M("the Indians have no energy left"))


def _card(state: "State", action: Action) -> Verdict:
    rule = "fort_apache.cards.one_per_turn"
    side = action.who
    known = action.verb == A.TAKE_HIT or (0 <= action.card < len(CARDS) and CARDS[action.card].side == side)
    if not 0 <= side < 2 or not known:
        return Verdict(False, rule, M("no such card in that side's deck"))
    if state.phase == SAVE:
        return Verdict(False, "fort_apache.cards.survive", M("only the survive card, or taking the hit, answers a hit"))
    if action.verb == A.TAKE_HIT or CARDS[action.card].effect == "survive":
        return Verdict(False, "fort_apache.cards.survive", M("a survive card is played only when a figure is hit"))
    if side != state.side:
        return Verdict(False, rule, M("it is the {side}' turn; the other side plays only a survive card, when hit",
                                         side=side_term(state.side)))
    if state.played[side]:
        return Verdict(False, rule, M("the {side} have already played a card this turn",
                                         side=side_term(side)))
    card = CARDS[action.card]
    if not copies(side, state.hands[side], action.card):
        return Verdict(False, rule, M("no {card} card is left (each card is used once)",
                                         card=card_term(action.card)))
    if card.effect == "stand_up" and action.ally in withdrawn_this_turn(state):
        return Verdict(False, "fort_apache.control.withdraw", M("{figure} went for supplies this turn and does not act again until the turn ends",
                         figure=figure_words(action.ally)))
    return Verdict(False, "fort_apache.cards.effects", M("{card} would do nothing now (or names a wrong target)",
                                                                  card=card_term(action.card)))


def _figure(state: "State", action: Action) -> Verdict:
    f = action.who
    if not 0 <= f < FIGURES:
        return Verdict(False, "fort_apache.action.one_each", M("no such figure"))
    side, name = side_of(f), figure_words(f)
    if side != state.side:
        return Verdict(False, "fort_apache.action.one_each", M("{figure} is not on the side whose turn it is", figure=name))
    place = state.places[f]
    if place == DEAD:
        return Verdict(False, "fort_apache.resolve.dice", M("{figure} is dead", figure=name))
    if state.is_laid(f):
        return Verdict(False, "fort_apache.action.one_each", M("{figure} has already acted this turn (laid down)", figure=name))
    verb = action.verb
    if verb in (A.MOVE, A.SHOOT, A.FIRE) and action.place != place:
        return Verdict(False, "fort_apache.action.one_each", M("{figure} stands on {place}, not {other}", figure=name, place=place_term(place, True),
                         other=place_term(action.place, True) if 0 <= action.place < len(PLACES) else "?"))
    needs = {A.MOVE: ENERGY, A.CLIMB: ENERGY, A.SHOOT: AMMO, A.FIRE: AMMO, A.KINDLE: AMMO}.get(verb)
    if needs is not None and not state.can_spend(side, needs) and not (verb == A.MOVE and _free(state, side, action)):
        return Verdict(False, "fort_apache.control.reserve",
                       M("the {side} have no {track} left", side=side_term(side),
                         track=Term("fort_apache", TRACK_NAMES[needs])))
    if verb == A.MOVE and state.exhausted(side, ENERGY) and state.game.options["exhausted_moves"] == "none":
        return Verdict(False, "fort_apache.control.reserve", M("the {side} have no energy left: nobody moves, not even inside a building",
                                                                  side=side_term(side)))
    if verb == A.MOVE:
        rule = "fort_apache.cowboys.move" if side == 0 else "fort_apache.indians.move"
        if action.to not in state.game.moves[side].get(place, {}):
            return Verdict(False, rule, M("{figure} cannot step from {place} to {to} in one move", figure=name,
                             place=place_term(place, True), to=place_term(action.to)) if 0 <= action.to < len(PLACES)
                           else M("{figure} cannot step from {place} to there in one move", figure=name,
                                  place=place_term(place, True)))
        if state.game.moves[side][place][action.to][1]:
            return Verdict(False, "fort_apache.gate.assault", M("the gate still stands"))
        return Verdict(False, "fort_apache.building.rubble", M("that building is destroyed"))
    if verb == A.SHOOT:
        return Verdict(False, "fort_apache.shoot.line_of_fire", M("{figure} has no line of fire from {place} to that target (outside, only targets in your own "
                         "zone; figures in a building only from inside it)", figure=name, place=place_term(place, True)))
    if verb in (A.FIRE, A.KINDLE) and side == COWBOYS:
        return Verdict(False, _OK_RULE[verb], M("only Indians set buildings on fire"))
    if verb == A.FIRE:
        return Verdict(False, "fort_apache.indians.fire_arrow", M("that building cannot be set on fire from here "
                       "(not in your zone, already burning, or destroyed)") if place in FIRE
                       else M("no fire arrow can be shot from {place}", place=place_term(place, True)))
    if verb == A.KINDLE:
        return Verdict(False, "fort_apache.fire.kindle", M("from inside a building an Indian sets fire only to that "
                       "building, and only while it stands and does not burn yet") if place in KINDLE
                       else M("{figure} sets fire without a roll only from inside a building", figure=name))
    if verb == A.MELEE:
        return Verdict(False, "fort_apache.melee", M("melee needs an enemy in the same place"))
    if verb == A.CLIMB:
        if side == COWBOYS:
            return Verdict(False, "fort_apache.indians.climb", M("only Indians climb the walls"))
        return Verdict(False, "fort_apache.indians.climb", M("only an Indian in the climbing ring climbs, in its zone")
                       if place in CLIMB else M("{figure} is not in a climbing ring", figure=name))
    return Verdict(False, "fort_apache.action.one_each", M("{action} is not possible now", action=describe(action)))


def _free(state: "State", side: int, action: Action) -> bool:
    step = state.game.moves[side].get(action.place, {}).get(action.to)
    return step is not None and step[0] == 0
