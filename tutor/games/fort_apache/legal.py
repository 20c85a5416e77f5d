"""What may be done in a Fort Apache position: the one source of legality (:func:`legal_actions`)."""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from . import actions as A
from .actions import Action, side_of
from .board import (BUILDING_OF, BUILDINGS, CAMPS, CLIMB, FIRE, GATE, INDEX, INDIANS, KINDLE, ZONE, ZONES,
                    camp_for)
from .cards import CARDS, in_hand
from .constants import AMMO, DEAD, ENERGY, GATE_ROLL, GATE_WEIGHTS, NONE, OVER, ROLL, SAVE, SUPPLY, WELL, WITHDRAW

if TYPE_CHECKING:
    from .state import State


def legal_actions(state: "State", player: int | None) -> list[Action]:
    """Every legal action of the player to move (or chance), sorted; ``player`` keeps only that player's
    (only the player to move has any); empty when the battle is over."""
    if state.phase == OVER or (player is not None and player != state.current_player):
        return []
    if state.phase == ROLL:
        return [a for a, _ in chance_outcomes(state)]
    if state.phase == SAVE:
        victim_side = side_of(state.threat)
        return [Action(A.CARD, victim_side, card=survive_card(state, victim_side)), Action(A.TAKE_HIT, victim_side)]
    if state.phase == WITHDRAW:
        return sorted(Action(A.WITHDRAW, f, to=supply_place(state, f)) for f in withdraw_candidates(state))
    means = _means(state, state.side)
    moves = [a for f in state.standing(state.side) for a in figure_actions(state, f, means)]
    return sorted(moves + assault_actions(state) + card_actions(state) + [A.END_TURN])


def gang(state: "State") -> list[int]:
    """The three lowest-numbered standing Indians at the gate, who would assault it (fewer: no assault)."""
    return [f for f in state.standing(INDIANS) if state.places[f] == GATE][:3]


def assault_actions(state: "State") -> list[Action]:
    """The gate assault: an action of three standing Indians at a standing gate, for one energy."""
    if state.side != INDIANS or state.gate_broken or len(gang(state)) < 3 or not state.can_spend(INDIANS, ENERGY):
        return []
    return [Action(A.ASSAULT, INDIANS)]


def withdrawn_this_turn(state: "State") -> set[int]:
    """The figures sent for supplies this turn: they rest until the turn ends (LA CARTA DE CONTROL).

    Read from the history since the last ``end turn``; a position read from a string has no history, so
    there an Indian lying in a camp counts as sent there this turn (only a withdrawal takes one there).
    """
    found = {f for f in range(len(state.places)) if state.is_laid(f) and state.places[f] in CAMPS}
    for action in reversed(state.history):
        if action.verb == A.END:
            break
        if action.verb == A.WITHDRAW:
            found.add(action.who)
    return found


def chance_outcomes(state: "State") -> list[tuple[Action, int]]:
    """The first pending roll's outcomes with their weights; empty unless a roll is pending."""
    if state.phase != ROLL:
        return []
    if state.pending[0].kind == GATE_ROLL:
        return [(Action(A.HITS, hits=k), w) for k, w in enumerate(GATE_WEIGHTS)]
    return [(Action(A.ROLL, face=face), 1) for face in range(1, 7)]


class _Means(NamedTuple):
    """What a side has for all its figures' actions: energy, ammunition, whether it may still move,
    and the enemy figures alive (read once per position, not once per figure)."""

    energy: bool
    ammo: bool
    stuck: bool
    enemies: list[int]


def _means(state: "State", side: int) -> _Means:
    stuck = state.exhausted(side, ENERGY) and state.game.options["exhausted_moves"] == "none"
    return _Means(state.can_spend(side, ENERGY), state.can_spend(side, AMMO), stuck, state.alive(1 - side))


def figure_actions(state: "State", f: int, means: _Means | None = None) -> list[Action]:
    """What standing figure ``f`` may do: step, shoot, set fire, fight, climb (``means``: its side's,
    when the caller has read them already)."""
    side, place = side_of(f), state.places[f]
    found = []
    energy, ammo, stuck, enemies = means or _means(state, side)
    if not stuck:
        broken = state.gate_broken
        for to, (cost, requires) in state.game.moves[side].get(place, {}).items():
            if (cost and not energy) or (requires and not broken):
                continue
            if BUILDING_OF[to] >= 0 and state.destroyed(BUILDING_OF[to]):
                continue
            found.append(Action(A.MOVE, f, place=place, to=to))
    if ammo:
        targets = state.game.shots(side, place)
        found += [Action(A.SHOOT, f, place=place, enemy=e) for e in enemies if state.places[e] in targets]
        if side == INDIANS:
            found += [Action(A.FIRE, f, place=place, building=b) for b in FIRE.get(place, {}) if flammable(state, b)]
            if place in KINDLE and flammable(state, KINDLE[place]):
                found.append(Action(A.KINDLE, f, building=KINDLE[place]))
    found += [Action(A.MELEE, f, enemy=e) for e in enemies if state.places[e] == place]
    if place in CLIMB and energy:
        found.append(Action(A.CLIMB, f, zone=ZONES.index(ZONE[place])))
    return found


def flammable(state: "State", building: int) -> bool:
    """Whether the building may be set on fire: standing and not already burning."""
    return not state.destroyed(building) and not state.fire[building]


def card_actions(state: "State") -> list[Action]:
    """The cards the side to move may play now (one a turn, each only where it does something)."""
    side = state.side
    if state.played[side]:
        return []
    found = []
    for card, left in in_hand(side, state.hands[side]):
        if not left:
            continue
        effect = CARDS[card].effect
        if effect in ("refill_ammo", "refill_energy"):
            track = AMMO if effect == "refill_ammo" else ENERGY
            white, black = state.tracks[side].markers(track)
            if white > black and not state.exhausted(side, track):
                found.append(Action(A.CARD, side, card=card))
        elif effect == "boost" and not state.boost:
            found.append(Action(A.CARD, side, card=card))
        elif effect == "stand_up":
            resting = withdrawn_this_turn(state)
            found += [Action(A.CARD, side, card=card, ally=f) for f in state.alive(side)
                      if state.is_laid(f) and f not in resting]
        elif effect == "quench" and not state.destroyed(WELL):
            found += [Action(A.CARD, side, card=card, building=b) for b in range(len(BUILDINGS))
                      if state.fire[b] and not state.destroyed(b)]
    return found


def survive_card(state: "State", side: int) -> int:
    """The side's survive card if it may play it now, else NONE."""
    if state.played[side]:
        return NONE
    for card, left in in_hand(side, state.hands[side]):
        if CARDS[card].effect == "survive" and left:
            return card
    return NONE


def withdraw_candidates(state: "State") -> list[int]:
    """The figures that may go for supplies: standing ones not in a camp, else the last that acted."""
    standing = [f for f in state.standing(state.side) if state.places[f] not in CAMPS]
    if standing:
        return standing
    return [state.last] if state.last != NONE and state.places[state.last] != DEAD else []


def supply_place(state: "State", f: int) -> int:
    """Where figure ``f`` goes for supplies: an Indian to its camp, a cowboy to the column's building."""
    if side_of(f) == INDIANS:
        return state.places[f] if state.places[f] in CAMPS else camp_for(state.places[f])
    return INDEX[BUILDINGS[SUPPLY[state.withdraw]]]
