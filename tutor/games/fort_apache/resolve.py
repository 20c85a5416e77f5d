"""What each action does: one function per verb, each taking the fresh copy of the state that
:meth:`State.apply` made and returning it settled (ready for its next decision or roll)."""
from __future__ import annotations

from . import actions as A
from .actions import Action, figure_name, side_of
from .board import BUILDINGS, CLIMB, FIRE, GATE_DAMAGE_TO_BREAK, INDIANS, MOVES, PLACES, SHOTS
from .cards import CARDS, DECK
from .engine import (AMMO, ARROW, COWBOYS, DEAD, DRAW_LIMIT, DRAW_SUPPLIES, ENERGY, MELEE, NONE, OVER, SHOT, Roll,
                     State)


def _roll(s: State, action: Action) -> State:
    roll, s.pending = s.pending[0], s.pending[1:]
    side = side_of(roll.who)
    hit = action.a in s.faces(side, roll.faces)
    who = figure_name(roll.who)
    if roll.kind in (SHOT, MELEE):
        s._say(f"{who} {'hits' if hit else 'misses'} {figure_name(roll.target)}")
        if hit and s.places[roll.target] != DEAD:
            s._hit(roll.target, f"{'shot' if roll.kind == SHOT else 'struck'} by {who}")
    elif roll.kind == ARROW:
        s._say(f"the fire arrow {'sets the ' + BUILDINGS[roll.target] + ' on fire' if hit else 'misses'}")
        if hit:
            s._set_fire(roll.target, True)
    elif hit:
        walkway = CLIMB[s.places[roll.who]][0]
        s._move(roll.who, walkway)
        s._say(f"{who} climbs over the wall onto the {PLACES[walkway]}")
    else:
        s._say(f"{who} fails to climb")
    return s._settle()


def _gate_roll(s: State, action: Action) -> State:
    s.pending = s.pending[1:]
    hits = action.a
    if s.game.options["gate"] == "one_roll":
        s.gate = GATE_DAMAGE_TO_BREAK if hits == 3 else 0
    else:
        s.gate = min(GATE_DAMAGE_TO_BREAK, s.gate + hits)
    s._say("the gate falls" if s.gate_broken else f"the gate holds (damage {s.gate})")
    return s._settle()


def _move_action(s: State, action: Action) -> State:
    f, to = action.who, action.b
    s._lay(f)
    cost = MOVES[side_of(f)][action.a][to][0]
    s._move(f, to)
    if cost:
        s._spend(side_of(f), ENERGY)
    return s._settle()


def _shoot(s: State, action: Action) -> State:
    f = action.who
    s._lay(f)
    faces = 3 if s.boost else SHOTS[side_of(f)][action.a][s.places[action.b]]
    s.boost = False
    s._spend(side_of(f), AMMO)
    s.pending = (Roll(SHOT, f, action.b, faces),) + s.pending
    return s._settle()


def _fire(s: State, action: Action) -> State:
    f = action.who
    s._lay(f)
    faces = 3 if s.boost else FIRE[action.a][action.b]
    s.boost = False
    s._spend(INDIANS, AMMO)
    s.pending = (Roll(ARROW, f, action.b, faces),) + s.pending
    return s._settle()


def _kindle(s: State, action: Action) -> State:
    s._lay(action.who)
    s._spend(INDIANS, AMMO)
    s._set_fire(action.a, True)
    s._say(f"the {BUILDINGS[action.a]} is on fire")
    return s._settle()


def _melee(s: State, action: Action) -> State:
    s._lay(action.who)
    s.boost = False
    s.pending = (Roll(MELEE, action.who, action.a, 3),) + s.pending
    return s._settle()


def _climb(s: State, action: Action) -> State:
    s._lay(action.who)
    s.climbing |= 1 << action.who
    s._spend(INDIANS, ENERGY)
    return s._settle()


def _withdraw(s: State, action: Action) -> State:
    f = action.who
    s._move(f, action.a)
    s.laid |= 1 << f
    s.withdraw = NONE
    s._say(f"{figure_name(f)} goes to the {PLACES[action.a]}")
    return s._settle()


def _card(s: State, action: Action) -> State:
    side, card = action.who, action.a
    slot = DECK[side].index(card)
    hand = list(s.hands[side])
    hand[slot] -= 1
    s.hands = tuple(tuple(hand) if i == side else h for i, h in enumerate(s.hands))
    s.played = tuple(True if i == side else p for i, p in enumerate(s.played))
    effect = CARDS[card].effect
    if effect == "survive":
        s._say(f"{figure_name(s.threat)} survives the hit")
        s.threat = NONE
    elif effect in ("refill_ammo", "refill_energy"):
        track = AMMO if effect == "refill_ammo" else ENERGY
        tracks = list(s.tracks[side])
        tracks[2 * track] = tracks[2 * track + 1]
        s.tracks = tuple(tuple(tracks) if i == side else t for i, t in enumerate(s.tracks))
    elif effect == "boost":
        s.boost = True
    elif effect == "stand_up":
        s.laid &= ~(1 << action.b)
    else:
        s._set_fire(action.b, False)
    return s._settle()


def _take_hit(s: State, action: Action) -> State:
    victim, s.threat = s.threat, NONE
    s._kill(victim, "hit")
    return s._settle()


def _end_turn(s: State, action: Action) -> State:
    s.laid, s.boost, s.played, s.last = 0, False, (False, False), NONE
    s.side = 1 - s.side
    if s.side == s.game.first:
        s.round += 1
    if all(s.exhausted(side, track) for side in (COWBOYS, INDIANS) for track in (AMMO, ENERGY)):
        s.phase, s.end = OVER, DRAW_SUPPLIES
        return s
    if s.round > s.game.turn_limit:
        s.phase, s.end = OVER, DRAW_LIMIT
        return s
    return s._begin_turn()


APPLY = {A.ROLL: _roll, A.HITS: _gate_roll, A.MOVE: _move_action, A.SHOOT: _shoot, A.FIRE: _fire,
          A.KINDLE: _kindle, A.MELEE: _melee, A.CLIMB: _climb, A.WITHDRAW: _withdraw, A.CARD: _card,
          A.TAKE_HIT: _take_hit, A.END: _end_turn}
