"""What each Fort Apache action does, and what happens by itself at the start of a turn.

:func:`apply` gives the state after a legal action, settled for its next decision or roll. It copies the
position once, with ``tutor.core.api.evolve``, and the functions below fill in that copy: each takes a
state under construction, changes its fields with :func:`change` and returns it. Nobody else holds such a
state until :func:`apply` (or ``Game.new_state``) returns it, so changing it in place is as safe as a new
copy per change, and a step costs one copy of the position instead of five or so. Once returned, a state
is frozen like any other. What happens by itself is told in the new state's ``events``, for the log.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from tutor.core.api import Event, evolve
from tutor.core.i18n import M, Message, P, Term
from tutor.core.history import extended
from tutor.core.rules import cite

from . import actions as A
from .actions import Action, building_term, figure_words, place_term, side_of, side_term
from .board import (BUILDING_ZONE, BUILDINGS, CLIMB, COWBOYS, EXTINGUISH_SPOT, GATE, GATE_DAMAGE_TO_BREAK,
                    GATE_REPAIR, INDIANS, KIND, PLACES, REPAIR_SPOT, RIDE, ZONE, building_places)
from .cards import CARDS, after_playing, without
from .constants import (ACT, AMMO, ARROW, CLIMBING, COWBOYS_WIN, DEAD, DRAW_LIMIT, DRAW_SUPPLIES, DRAW_WIPED,
                        ENERGY, FIGURES, GATE_ROLL, INDIANS_WIN, MAGAZINE, MELEE, NONE, OVER, ROLL, SAVE, SHOT, SUPPLY, TRACK_NAMES,
                        WELL, WITHDRAW, Roll)
from .legal import assault_gang, survive_card, withdraw_candidates

if TYPE_CHECKING:
    from .state import State

#: the rule of each cowboy supply building, by track (AMMO, ENERGY: see ``SUPPLY``)
SUPPLY_RULES = ("fort_apache.magazine.supply", "fort_apache.granary.supply")


def apply(state: "State", action: Action) -> "State":
    """The state after the legal ``action``, its history one longer and its events new: one copy of
    ``state``, then changed in place by the verb's function."""
    return APPLY[action.verb](evolve(state, history=extended(state, action), events=()), action)


# --- small changes ---------------------------------------------------------------------------------

def change(s: "State", **fields: Any) -> "State":
    """``s``, a state under construction (see the module's docstring), with ``fields`` set in place.

    Only the position's fields change: nothing here reads a value a state caches (its legal set), so
    there is no cached value to go stale."""
    s.__dict__.update(fields)
    return s


T = TypeVar("T")


def _put(values: tuple[T, ...], i: int, value: T) -> tuple[T, ...]:
    return values[:i] + (value,) + values[i + 1:]


def say(s: "State", text: Message, rule: str) -> "State":
    """``s`` with ``text`` told among its events, as an :class:`Event` naming the rule that made it happen."""
    return change(s, events=s.events + (Event(text, rule),))


def kill(s: "State", f: int, why: Message, rule: str = "fort_apache.resolve.dice") -> "State":
    bit = ~(1 << f)
    return say(change(s, places=_put(s.places, f, DEAD), laid=s.laid & bit, climbing=s.climbing & bit,
                      resting=s.resting & bit),
               M("{figure} dies ({why})", figure=figure_words(f), why=why), rule)


def move(s: "State", f: int, place: int) -> "State":
    """``f`` to ``place``; a climber that moves away gives up its climb."""
    return change(s, places=_put(s.places, f, place), climbing=s.climbing & ~(1 << f))


def lay(s: "State", f: int) -> "State":
    return change(s, laid=s.laid | 1 << f, last=f)


def spend(s: "State", side: int, track: int) -> "State":
    """One box down; at the red box, a refill (and a trip for supplies) or an exhausted column."""
    # for a test marked with these rules (no verdict or event names them)
    cite("fort_apache.action.cost")
    cite("fort_apache.control.tracks")
    white, black = s.tracks[side].markers(track)
    white += 1
    boxes = s.game.boxes
    if white >= boxes:
        if side == COWBOYS:
            cite(SUPPLY_RULES[track])  # the magazine or the granary refills the column, or is gone
        if side == COWBOYS and s.destroyed(SUPPLY[track]):
            white = black = boxes
            s = say(s, M("the cowboys' {track} is spent and {building} is gone: no more",
                         track=Term("fort_apache", TRACK_NAMES[track]), building=building_term(SUPPLY[track], True)), "fort_apache.control.lost_building")
        else:
            black += 1
            white = black
            s = say(change(s, withdraw=track), P("the {side}' {track} marker reaches the red box: a figure goes for supplies ({n} box left)",
                                                  "the {side}' {track} marker reaches the red box: a figure goes for supplies ({n} boxes left)",
                                                  n=boxes - black, side=side_term(side),
                                                  track=Term("fort_apache", TRACK_NAMES[track])),
                    "fort_apache.control.withdraw")
    return change(s, tracks=_put(s.tracks, side, s.tracks[side].set(track, white, black)))


def set_fire(s: "State", building: int, burning: bool) -> "State":
    return change(s, fire=_put(s.fire, building, burning))


def set_damage(s: "State", building: int, damage: int) -> "State":
    return change(s, damage=_put(s.damage, building, damage))


def destroy(s: "State", building: int) -> "State":
    """The building burns down: whoever is in it dies (the magazine may take its zone), and a supply
    building takes its refill card out of the cowboys' hand."""
    s = set_damage(set_fire(s, building, False), building, s.game.burn_limit)
    name = building_term(building, True)
    s = say(s, M("{building} burns down and explodes", building=name) if building == MAGAZINE
            else M("{building} burns down", building=name),
            "fort_apache.magazine.explosion" if building == MAGAZINE else "fort_apache.building.rubble")
    places = set(building_places(building))
    if building == MAGAZINE and s.game.options["explosion"] == "zone":
        zone = BUILDING_ZONE[building]
        places |= {p for p in range(len(PLACES)) if ZONE[p] == zone and KIND[p] in ("yard", "walkway")}
    for f in range(FIGURES):
        if s.places[f] in places:
            s = kill(s, f, M("caught in {building}", building=name), "fort_apache.magazine.explosion")
    if building in SUPPLY:
        effect = ("refill_ammo", "refill_energy")[SUPPLY.index(building)]
        s = change(s, hands=(without(COWBOYS, s.hands[COWBOYS], effect), s.hands[INDIANS]))
    return s


def hit(s: "State", victim: int, why: Message) -> "State":
    """A hit lands: a survive decision if the victim's side may play one, else death."""
    if survive_card(s, side_of(victim)) != NONE:
        return say(change(s, threat=victim), M("{figure} is hit", figure=figure_words(victim)), "fort_apache.cards.survive")
    return kill(s, victim, why)


# --- turns -----------------------------------------------------------------------------------------

def begin_turn(s: "State") -> "State":
    """Start-of-turn effects for ``s.side``; returns the state ready for its first decision."""
    cite("fort_apache.turn.start")  # for a test marked with the rule (no verdict or event names it)
    return settle(cowboy_start(s) if s.side == COWBOYS else indian_start(s))


def cowboy_start(s: "State") -> "State":
    """Fires put out and repairs by the cowboys standing on the spots, then the fires burn."""
    manned = {s.places[f] for f in s.alive(COWBOYS)}
    for b in range(len(BUILDINGS)):
        if s.destroyed(b):
            continue
        if s.fire[b] and EXTINGUISH_SPOT[b] in manned and not s.destroyed(WELL):
            s = say(set_fire(s, b, False), M("the fire in {building} is out", building=building_term(b, True)), "fort_apache.well.water")
        if s.damage[b] and REPAIR_SPOT[b] in manned:
            s = say(set_damage(s, b, s.damage[b] - 1), M("{building} is repaired by one box", building=building_term(b, True)),
                    "fort_apache.building.repair")
    if 0 < s.gate < GATE_DAMAGE_TO_BREAK and GATE_REPAIR in manned:
        s = say(change(s, gate=s.gate - 1), M("the gate is repaired by one point"), "fort_apache.building.repair")
    for b in range(len(BUILDINGS)):
        if s.fire[b]:
            cite("fort_apache.building.rubble")  # the rubble marker moves on (the event names the fire's rule)
            s = set_damage(s, b, s.damage[b] + 1)
            s = destroy(s, b) if s.destroyed(b) else say(s, M("{building} burns: rubble marker on box {box}",
                                                             building=building_term(b, True), box=s.damage[b]),
                                                         "fort_apache.building.fire")
    return s


def indian_start(s: "State") -> "State":
    """Climbers roll (under the ``climb=next_turn`` reading) and riders ride one zone clockwise."""
    rolls, riders = [], 0
    for f in s.alive(INDIANS):
        if s.is_climbing(f):
            rolls.append(Roll(CLIMBING, f, s.places[f], 3))
        elif s.places[f] in RIDE:
            s = move(s, f, RIDE[s.places[f]])
            riders += 1
    s = change(s, climbing=0)
    if riders:
        cite("fort_apache.board.zones")  # the riders ride into the next zone (the event names the ride's rule)
        s = say(s, P("{n} rider rides one zone clockwise", "{n} riders ride one zone clockwise", n=riders), "fort_apache.turn.ride")
    return change(s, pending=s.pending + tuple(rolls))


def settle(s: "State") -> "State":
    """Choose the next phase: the battle's end, a survive decision, a roll, a withdrawal, or acting."""
    cowboys, indians = s.any_alive(COWBOYS), s.any_alive(INDIANS)
    if not cowboys or not indians:
        wiped = not cowboys and not indians and s.game.wiped_draw  # both at once (a collapse): by the reading
        return change(s, phase=OVER, end=COWBOYS_WIN if cowboys else DRAW_WIPED if wiped else INDIANS_WIN)
    if s.threat != NONE:
        return change(s, phase=SAVE)
    if s.pending:
        return change(s, phase=ROLL)
    if s.withdraw != NONE and withdraw_candidates(s):
        return change(s, phase=WITHDRAW)
    return change(s, withdraw=NONE, phase=ACT)


# --- one function per verb -------------------------------------------------------------------------

def _roll(s: "State", action: Action) -> "State":
    roll, s = s.pending[0], change(s, pending=s.pending[1:])
    success = action.face in s.faces(side_of(roll.who), roll.faces)
    who = figure_words(roll.who) if roll.who >= 0 else None
    if roll.kind in (SHOT, MELEE):
        s = say(s, M("{figure} hits {enemy}", figure=who, enemy=figure_words(roll.target)) if success
                else M("{figure} misses {enemy}", figure=who, enemy=figure_words(roll.target)),
                "fort_apache.resolve.dice")
        if success and s.places[roll.target] != DEAD:
            s = hit(s, roll.target, M("shot by {figure}", figure=who) if roll.kind == SHOT
                    else M("struck by {figure}", figure=who))
    elif roll.kind == ARROW:
        s = say(s, M("the fire arrow sets {building} on fire", building=building_term(roll.target, True)) if success
                else M("the fire arrow misses"), "fort_apache.indians.fire_arrow")
        if success:
            s = set_fire(s, roll.target, True)
    elif success:
        walkway = CLIMB[s.places[roll.who]][0]
        s = say(move(s, roll.who, walkway), M("{figure} climbs over the wall onto {place}", figure=who, place=place_term(walkway, True)),
                "fort_apache.indians.climb")
    else:
        s = say(s, M("{figure} fails to climb", figure=who), "fort_apache.indians.climb")
    return settle(s)


def _gate_roll(s: "State", action: Action) -> "State":
    hits = action.hits
    if s.game.options["gate"] == "one_roll":
        gate = GATE_DAMAGE_TO_BREAK if hits == 3 else 0
    else:
        gate = min(GATE_DAMAGE_TO_BREAK, s.gate + hits)
    s = change(s, pending=s.pending[1:], gate=gate)
    return settle(say(s, M("the gate falls") if s.gate_broken else M("the gate holds (damage {damage})", damage=s.gate),
                      "fort_apache.gate.assault"))


def _move(s: "State", action: Action) -> "State":
    f, to = action.who, action.to
    if side_of(f) == INDIANS:
        cite("fort_apache.board.rings")  # an Indian moves between the rings (no verdict or event names the rule)
    cost = s.game.moves[side_of(f)][action.place][to][0]
    s = move(lay(s, f), f, to)
    return settle(spend(s, side_of(f), ENERGY) if cost else s)


def _roll_after(s: "State", action: Action, kind: int, target: int, faces: int, track: int | None) -> "State":
    """The figure lies down, spends from ``track`` if any, and its roll at ``target`` comes first."""
    s = change(lay(s, action.who), boost=False)
    if track is not None:
        s = spend(s, side_of(action.who), track)
    return settle(change(s, pending=(Roll(kind, action.who, target, faces),) + s.pending))


def _shoot(s: "State", action: Action) -> "State":
    if side_of(action.who) == COWBOYS:
        cite("fort_apache.cowboys.shoot")  # for a test marked with the rule (no verdict or event names it)
    return _roll_after(s, action, SHOT, action.enemy, s.aim_faces(action), AMMO)


def _fire(s: "State", action: Action) -> "State":
    return _roll_after(s, action, ARROW, action.building, s.aim_faces(action), AMMO)


def _melee(s: "State", action: Action) -> "State":
    return _roll_after(s, action, MELEE, action.enemy, 3, None)


def _kindle(s: "State", action: Action) -> "State":
    s = set_fire(spend(lay(s, action.who), INDIANS, AMMO), action.building, True)
    return settle(say(s, M("{building} is on fire", building=building_term(action.building, True)), "fort_apache.fire.kindle"))


def _climb(s: "State", action: Action) -> "State":
    if s.game.options["climb"] == "at_once":
        return _roll_after(s, action, CLIMBING, s.places[action.who], 3, ENERGY)
    s = lay(s, action.who)
    return settle(spend(change(s, climbing=s.climbing | 1 << action.who), INDIANS, ENERGY))


def _assault(s: "State", action: Action) -> "State":
    """Three standing Indians at the gate lie down, one energy is spent, and the three dice follow."""
    for f in assault_gang(s, action):
        s = lay(s, f)
    s = spend(s, INDIANS, ENERGY)
    return settle(change(s, pending=(Roll(GATE_ROLL, NONE, GATE, 3),) + s.pending))


def _withdraw(s: "State", action: Action) -> "State":
    f = action.who
    if side_of(f) == INDIANS:
        cite("fort_apache.camp.retreat")  # to the camp of its side of the fort (the event names the withdrawal)
    s = move(s, f, action.to)
    s = change(s, laid=s.laid | 1 << f, resting=s.resting | 1 << f, withdraw=NONE)
    return settle(say(s, M("{figure} goes to {place}", figure=figure_words(f), place=place_term(action.to, True)), "fort_apache.control.withdraw"))


def _card(s: "State", action: Action) -> "State":
    side, card = action.who, action.card
    s = change(s, hands=_put(s.hands, side, after_playing(side, s.hands[side], card)),
                played=_put(s.played, side, True))
    effect = CARDS[card].effect
    if effect == "survive":
        s = change(say(s, M("{figure} survives the hit", figure=figure_words(s.threat)), "fort_apache.cards.survive"), threat=NONE)
    elif effect in ("refill_ammo", "refill_energy"):
        cite("fort_apache.cards.effects")  # a refill without a trip (no verdict or event names the rule)
        track = AMMO if effect == "refill_ammo" else ENERGY
        black = s.tracks[side].markers(track)[1]
        s = change(s, tracks=_put(s.tracks, side, s.tracks[side].set(track, black, black)))
    elif effect == "boost":
        s = change(s, boost=True)
    elif effect == "stand_up":
        s = change(s, laid=s.laid & ~(1 << action.ally))
    else:
        s = set_fire(s, action.building, False)
    return settle(s)


def _take_hit(s: "State", action: Action) -> "State":
    victim = s.threat
    return settle(kill(change(s, threat=NONE), victim, M("hit")))


def _end_turn(s: "State", action: Action) -> "State":
    side = 1 - s.side
    s = change(s, laid=0, resting=0, boost=False, played=(False, False), last=NONE, side=side,
                round=s.round + (side == s.game.first))
    if all(s.exhausted(side, track) for side in (COWBOYS, INDIANS) for track in (AMMO, ENERGY)):
        return change(s, phase=OVER, end=DRAW_SUPPLIES)
    if s.round > s.game.turn_limit:
        return change(s, phase=OVER, end=DRAW_LIMIT)
    return begin_turn(s)


APPLY = {A.ROLL: _roll, A.HITS: _gate_roll, A.MOVE: _move, A.SHOOT: _shoot, A.FIRE: _fire, A.KINDLE: _kindle,
         A.MELEE: _melee, A.CLIMB: _climb, A.WITHDRAW: _withdraw, A.CARD: _card, A.TAKE_HIT: _take_hit,
         A.END: _end_turn, A.ASSAULT: _assault}
