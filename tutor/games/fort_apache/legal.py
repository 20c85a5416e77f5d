"""What may be done in a Fort Apache position: the one source of legality (:func:`legal_actions`)."""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import TYPE_CHECKING, NamedTuple, Sequence

from . import actions as A
from .actions import Action, side_of
from .board import (BUILDING_OF, BUILDINGS, CAMPS, CLIMB, COWBOYS, FIRE, GATE, INDEX, INDIANS, KINDLE, ZONE, ZONES,
                    camp_for, move_table, shot_table)
from .cards import CARDS, in_hand
from .constants import (AMMO, DEAD, ENERGY, FIGURES, GATE_ROLL, GATE_WEIGHTS, NONE, NUM_COWBOYS, OVER, ROLL, SAVE,
                        SUPPLY, WELL, WITHDRAW)

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
        return [_card(victim_side, survive_card(state, victim_side)), Action(A.TAKE_HIT, victim_side)]
    if state.phase == WITHDRAW:
        return sorted(Action(A.WITHDRAW, f, to=supply_place(state, f)) for f in withdraw_candidates(state))
    means = _means(state, state.side)
    # the figures' actions grouped by verb, figure by figure, then the cards, the end and the assault: the
    # order the actions sort in, so the sort below only confirms it
    places = state.places
    by_figure = [_figure_groups(f, places[f], means) for f in state.standing(state.side)]
    found = [a for by_verb in zip(*by_figure) for group in by_verb for a in group]
    return sorted(found + card_actions(state) + [A.END_TURN] + assault_actions(state))


def gang(state: "State") -> list[int]:
    """The standing Indians at the gate, lowest-numbered first: any three of them may assault it."""
    return [f for f in state.standing(INDIANS) if state.places[f] == GATE]


def assault_actions(state: "State") -> list[Action]:
    """The gate assault: an action of three standing Indians at a standing gate, for one energy. With
    exactly three there, one action naming none; with more, one per choice of three (the player's)."""
    if state.side != INDIANS or state.gate_broken or not state.can_spend(INDIANS, ENERGY):
        return []
    there = gang(state)
    if len(there) < 3:
        return []
    if len(there) == 3:
        return [ASSAULT]
    return sorted(Action(A.ASSAULT, INDIANS, gang=A.gang_mask(three)) for three in combinations(there, 3))


def assault_gang(state: "State", action: Action) -> list[int]:
    """The three Indians who pull in ``action``: those it names, else the three lowest-numbered standing
    at the gate (the only three, or what a text from before the choice meant)."""
    return A.gang_of(action) if action.gang != NONE else gang(state)[:3]


ASSAULT = Action(A.ASSAULT, INDIANS)


def withdrawn_this_turn(state: "State") -> set[int]:
    """The figures sent for supplies this turn: they rest until the turn ends (LA CARTA DE CONTROL).

    Kept in the position (``State.resting``, written in its string), not read from the history, so a
    position read from a link or a saved game knows them too."""
    return {f for f in range(len(state.places)) if state.is_resting(f)}


#: the outcomes of one die, and of the gate's three dice as hits, with their weights (the same every time)
DIE = tuple((Action(A.ROLL, face=face), 1) for face in range(1, 7))
GATE_DICE = tuple((Action(A.HITS, hits=k), w) for k, w in enumerate(GATE_WEIGHTS))


def chance_outcomes(state: "State") -> list[tuple[Action, int]]:
    """The first pending roll's outcomes with their weights; empty unless a roll is pending."""
    if state.phase != ROLL:
        return []
    return list(GATE_DICE if state.pending[0].kind == GATE_ROLL else DIE)


class _Means(NamedTuple):
    """What a side has for all its figures' actions, read once per position, not once per figure: energy,
    ammunition, whether it may still move, where each enemy figure stands (DEAD when killed), whether the
    gate is broken, which buildings are destroyed and which may be set on fire, and the ``cowboy_move``
    reading in force. With a figure and its place, this is all its actions depend on."""

    energy: bool
    ammo: bool
    stuck: bool
    enemy_places: tuple[int, ...]
    broken: bool
    destroyed: tuple[bool, ...]
    flammable: tuple[bool, ...]
    reading: str


def _means(state: "State", side: int) -> _Means:
    game = state.game
    stuck = state.exhausted(side, ENERGY) and game.options["exhausted_moves"] == "none"
    destroyed, flammable = _buildings(state.damage, state.fire, game.burn_limit)
    enemy_places = state.places[NUM_COWBOYS:] if side == COWBOYS else state.places[:NUM_COWBOYS]
    return _Means(state.can_spend(side, ENERGY), state.can_spend(side, AMMO), stuck, enemy_places,
                  state.gate_broken, destroyed, flammable, game.options["cowboy_move"])


@lru_cache(maxsize=1024)
def _buildings(damage: tuple[int, ...], fire: tuple[bool, ...], burn_limit: int
               ) -> tuple[tuple[bool, ...], tuple[bool, ...]]:
    """Which buildings are destroyed, and which may be set on fire (standing and not burning)."""
    destroyed = tuple(d >= burn_limit for d in damage)
    return destroyed, tuple(not gone and not burning for gone, burning in zip(destroyed, fire))


class _Reach(NamedTuple):
    """What figure ``f`` standing at a place could do whatever the rest of the position, as ready-made
    actions (they are immutable values, so each is built once): its shots (the places it may shoot at,
    and the shot at each enemy), its fire arrows and kindling (each with its building), its attack on each
    enemy and its climb. :func:`_figure_groups` keeps those the position allows."""

    targets: frozenset[int]
    shots: dict[int, Action]
    fires: tuple[tuple[int, Action], ...]
    kindle: tuple[tuple[int, Action], ...]
    melee: dict[int, Action]
    climb: tuple[Action, ...]


@lru_cache(maxsize=None)
def _reach(f: int, place: int) -> _Reach:
    side = side_of(f)
    enemies = range(NUM_COWBOYS) if side == INDIANS else range(NUM_COWBOYS, FIGURES)
    fires: tuple[tuple[int, Action], ...] = ()
    kindle: tuple[tuple[int, Action], ...] = ()
    if side == INDIANS:
        fires = tuple((b, Action(A.FIRE, f, place=place, building=b)) for b in sorted(FIRE.get(place, {})))
        if place in KINDLE:
            kindle = ((KINDLE[place], Action(A.KINDLE, f, building=KINDLE[place])),)
    climb = (Action(A.CLIMB, f, zone=ZONES.index(ZONE[place])),) if place in CLIMB else ()
    return _Reach(frozenset(shot_table(side, place)), {e: Action(A.SHOOT, f, place=place, enemy=e) for e in enemies},
                  fires, kindle, {e: Action(A.MELEE, f, enemy=e) for e in enemies}, climb)


@lru_cache(maxsize=None)
def _moves(reading: str, f: int, place: int, energy: bool, broken: bool, destroyed: tuple[bool, ...]
           ) -> tuple[Action, ...]:
    """Figure ``f``'s steps from ``place`` (by destination), given whether its side has energy, whether the
    gate is broken and which buildings are destroyed, under the ``cowboy_move`` reading: built once for
    each such case (the steps depend on nothing else)."""
    found = []
    for to, (cost, requires) in sorted(move_table(side_of(f), reading).get(place, {}).items()):
        if (cost and not energy) or (requires and not broken):
            continue
        if BUILDING_OF[to] >= 0 and destroyed[BUILDING_OF[to]]:
            continue
        found.append(Action(A.MOVE, f, place=place, to=to))
    return tuple(found)


@lru_cache(maxsize=1 << 16)
def _figure_groups(f: int, place: int, means: _Means) -> tuple[Sequence[Action], ...]:
    """What standing figure ``f`` at ``place`` may do, one group per verb in the verbs' order (step, shoot,
    set fire by arrow, set fire from inside, fight, climb), each group in sort order. A function of
    immutable values, so it is cached: within a turn the same figure is asked again after each action."""
    reach = _reach(f, place)
    moves = () if means.stuck else _moves(means.reading, f, place, means.energy, means.broken, means.destroyed)
    first_enemy = NUM_COWBOYS if side_of(f) == COWBOYS else 0
    enemies = [(first_enemy + i, at) for i, at in enumerate(means.enemy_places) if at != DEAD]
    shots: Sequence[Action] = ()
    fires: Sequence[Action] = ()
    kindle: Sequence[Action] = ()
    if means.ammo:
        shots = tuple(reach.shots[e] for e, at in enemies if at in reach.targets)
        fires = tuple(a for b, a in reach.fires if means.flammable[b])
        kindle = tuple(a for b, a in reach.kindle if means.flammable[b])
    melee = tuple(reach.melee[e] for e, at in enemies if at == place)
    return moves, shots, fires, kindle, melee, reach.climb if means.energy else ()


def figure_actions(state: "State", f: int, means: _Means | None = None) -> list[Action]:
    """What standing figure ``f`` may do: step, shoot, set fire, fight, climb (``means``: its side's,
    when the caller has read them already)."""
    groups = _figure_groups(f, state.places[f], means or _means(state, side_of(f)))
    return [a for group in groups for a in group]


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
                found.append(_card(side, card))
        elif effect == "boost" and not state.boost:
            found.append(_card(side, card))
        elif effect == "stand_up":
            resting = withdrawn_this_turn(state)
            found += [_card(side, card, ally=f) for f in state.alive(side) if state.is_laid(f) and f not in resting]
        elif effect == "quench" and not state.destroyed(WELL):
            found += [_card(side, card, building=b) for b in range(len(BUILDINGS))
                      if state.fire[b] and not state.destroyed(b)]
    return found


@lru_cache(maxsize=None)
def _card(side: int, card: int, building: int = NONE, ally: int = NONE) -> Action:
    """The side playing ``card`` (at a building, for a figure): built once (actions are immutable values)."""
    return Action(A.CARD, side, card=card, building=building, ally=ally)


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
