"""Fort Apache's playout engine (issue #19): whole games from any position, in Cython's pure-Python mode.

It mirrors the rules engine (:mod:`.legal`, :mod:`.transitions`, :mod:`.bots`), which stays the one source
of rule truth: one compact MUTABLE state (:class:`Fast`: small integers, C arrays when compiled), the legal
actions in exactly the rules engine's sorted order (so ``rng.choice`` picks the same one), the transitions,
the chance rolls drawn as :func:`tutor.core.play.sample_chance` draws them (one ``rng.random()`` against the
cumulative weights), the start-of-turn effects, the end of the battle and its :class:`tutor.core.Outcome`,
and both registry bots: ``random`` and ``heuristic`` (:class:`.bots.HeuristicBot`: the same scores, in the
same floating-point operations, the same ties broken by the same ``rng`` draw).

An action is an int code (verb, who and up to two arguments); the rules engine's :class:`.actions.Action` is
built only for :func:`trace`. ``setup.py`` compiles this file to ``_playout_c`` with Cython; uncompiled it
runs as it is. Tested by ``tests/sim/test_playout_engines.py`` (every configuration, from the start and
mid-game, random and each bot, both builds: action for action against :func:`tutor.sim.engines.reference_trace`)
and ``tests/fort_apache/test_playout.py`` (the samples, edited positions, every reading with many seeds).
"""
from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import cython

from . import actions as A
from .board import (BUILDING_OF, BUILDINGS, CAMP_OF_ZONE, CAMPS, CLIMB, FIRE, GATE, GATE_REPAIR, INSIDE,
                    KIND, KINDLE, MOVES, PLACES, RIDE, ZONE, ZONES, COWBOY_MOVES, EXTINGUISH_SPOT, REPAIR_SPOT,
                    BUILDING_ZONE, shot_table)
from .cards import CARDS, DECK, EFFECTS
from .constants import ENDS, OVER as _OVER
from .legal import withdrawn_this_turn
from .state import State

BOTS = frozenset({"random", "heuristic"})

# --- constants (as in the rules engine) --------------------------------------------------------------
NP = cython.declare(cython.int, 29)
NF = cython.declare(cython.int, 10)
NC = cython.declare(cython.int, 4)
ACT_ = cython.declare(cython.int, 0)
ROLL_ = cython.declare(cython.int, 1)
SAVE_ = cython.declare(cython.int, 2)
WITHDRAW_ = cython.declare(cython.int, 3)
OVER_ = cython.declare(cython.int, 4)
SHOT_K = cython.declare(cython.int, 0)
ARROW_K = cython.declare(cython.int, 1)
MELEE_K = cython.declare(cython.int, 2)
CLIMB_K = cython.declare(cython.int, 3)
GATE_K = cython.declare(cython.int, 4)
V_ROLL = cython.declare(cython.int, 0)
V_HITS = cython.declare(cython.int, 1)
V_MOVE = cython.declare(cython.int, 2)
V_SHOOT = cython.declare(cython.int, 3)
V_FIRE = cython.declare(cython.int, 4)
V_KINDLE = cython.declare(cython.int, 5)
V_MELEE = cython.declare(cython.int, 6)
V_CLIMB = cython.declare(cython.int, 7)
V_WITHDRAW = cython.declare(cython.int, 8)
V_CARD = cython.declare(cython.int, 9)
V_TAKE = cython.declare(cython.int, 10)
V_END = cython.declare(cython.int, 11)
V_ASSAULT = cython.declare(cython.int, 12)
E_SURVIVE = cython.declare(cython.int, 0)
E_AMMO = cython.declare(cython.int, 1)
E_ENERGY = cython.declare(cython.int, 2)
E_BOOST = cython.declare(cython.int, 3)
E_STAND = cython.declare(cython.int, 4)
E_QUENCH = cython.declare(cython.int, 5)
K_CAVALRY = cython.declare(cython.int, 0)
K_CLIMBING = cython.declare(cython.int, 1)
K_GATE = cython.declare(cython.int, 2)
K_WALKWAY = cython.declare(cython.int, 3)
K_YARD = cython.declare(cython.int, 4)
K_BUILDING = cython.declare(cython.int, 5)
K_EXTINGUISH = cython.declare(cython.int, 6)
K_REPAIR = cython.declare(cython.int, 7)
K_CAMP = cython.declare(cython.int, 8)
GATE_P = cython.declare(cython.int, 8)
GATE_REP = cython.declare(cython.int, 26)
INF_STEPS = cython.declare(cython.int, 1000)
MAXP = cython.declare(cython.int, 32)
SPEND = cython.declare(cython.double, 0.5)
_KINDS = ("cavalry", "climbing", "gate", "walkway", "yard", "building", "extinguish", "repair", "camp")


@cython.cclass
class Tables:
    """The board and the cards as flat integer tables (built once, at import)."""

    kind: cython.int[29]
    zone: cython.int[29]
    bof: cython.int[29]
    inside: cython.int[29]
    ride: cython.int[29]
    climb_to: cython.int[29]
    kindle: cython.int[29]
    camp_of: cython.int[29]
    is_camp: cython.int[29]
    fire_faces: cython.int[87]
    shot: cython.int[1682]
    mv_n: cython.int[87]
    mv_to: cython.int[2523]
    mv_cost: cython.int[2523]
    mv_req: cython.int[2523]
    cost_of: cython.int[2523]
    dist: cython.int[3364]
    ext_spot: cython.int[3]
    rep_spot: cython.int[3]
    walkway: cython.int[4]
    blast: cython.int[29]
    effect: cython.int[11]
    card_side: cython.int[11]

    def __init__(self):
        self.kind = [_KINDS.index(KIND[p]) for p in range(NP)]
        self.zone = [ZONES.index(ZONE[p]) for p in range(NP)]
        self.bof = [BUILDING_OF[p] for p in range(NP)]
        self.inside = [1 if INSIDE[p] else 0 for p in range(NP)]
        self.ride = [RIDE.get(p, -1) for p in range(NP)]
        self.climb_to = [CLIMB[p][0] if p in CLIMB else -1 for p in range(NP)]
        self.kindle = [KINDLE.get(p, -1) for p in range(NP)]
        self.camp_of = [CAMP_OF_ZONE[ZONE[p]] for p in range(NP)]
        self.is_camp = [1 if p in CAMPS else 0 for p in range(NP)]
        self.fire_faces = [FIRE.get(p, {}).get(b, 0) for p in range(NP) for b in range(3)]
        self.shot = [shot_table(side, p).get(t, 0) for side in range(2) for p in range(NP) for t in range(NP)]
        tabs = (COWBOY_MOVES["zone"], COWBOY_MOVES["step"], MOVES[1])
        mv_n, mv_to, mv_cost, mv_req, cost_of = [], [0] * 2523, [0] * 2523, [0] * 2523, [0] * 2523
        for t, tab in enumerate(tabs):
            for p in range(NP):
                items = sorted(tab.get(p, {}).items())
                mv_n.append(len(items))
                for k, (to, (cost, req)) in enumerate(items):
                    i = (t * NP + p) * NP + k
                    mv_to[i], mv_cost[i], mv_req[i] = to, cost, 1 if req else 0
                    cost_of[(t * NP + p) * NP + to] = cost
        self.mv_n, self.mv_to, self.mv_cost, self.mv_req, self.cost_of = mv_n, mv_to, mv_cost, mv_req, cost_of
        from .bots import distances
        dist = []
        for side, broken, reading in ((0, False, "zone"), (0, False, "step"), (1, False, "zone"), (1, True, "zone")):
            table = distances(side, broken, reading)
            dist += [table[a].get(b, INF_STEPS) for a in range(NP) for b in range(NP)]
        self.dist = dist
        self.ext_spot = list(EXTINGUISH_SPOT)
        self.rep_spot = list(REPAIR_SPOT)
        self.walkway = [next(p for p in range(NP) if KIND[p] == "walkway" and ZONE[p] == z) for z in ZONES]
        north = BUILDING_ZONE[0]
        self.blast = [1 if ZONE[p] == north and KIND[p] in ("yard", "walkway") else 0 for p in range(NP)]
        self.effect = [EFFECTS.index(c.effect) for c in CARDS]
        self.card_side = [c.side for c in CARDS]


T = cython.declare(Tables, Tables())
assert tuple(DECK[0]) == tuple(range(6)) and tuple(DECK[1]) == tuple(range(6, 11)) and len(CARDS) == 11
assert tuple(BUILDINGS) == ("magazine", "well", "granary") and GATE == 8 and GATE_REPAIR == 26 and len(PLACES) == NP


@cython.cclass
class Fast:
    """One position, mutable: the rules engine's fields as small integers, plus the game's options."""

    # options
    first: cython.int
    boxes: cython.int
    burn: cython.int
    limit: cython.int
    one_roll: cython.int
    blast_zone: cython.int
    at_once: cython.int
    mtab: cython.int
    free_moves: cython.int
    everyone: cython.int
    wiped_draw: cython.int
    # position
    side: cython.int
    round: cython.int
    phase: cython.int
    laid: cython.int
    climbing: cython.int
    gate: cython.int
    boost: cython.int
    threat: cython.int
    withdraw: cython.int
    last: cython.int
    end: cython.int
    resting: cython.int
    places: cython.int[10]
    fire: cython.int[3]
    damage: cython.int[3]
    track: cython.int[8]
    hands: cython.int[11]
    played: cython.int[2]
    npend: cython.int
    pk: cython.int[32]
    pw: cython.int[32]
    pt: cython.int[32]
    pf: cython.int[32]
    # scratch: legal actions, scores, a second buffer, the bot's reading
    nacts: cython.int
    acts: cython.int[256]
    sc: cython.double[256]
    buf: cython.int[256]
    ties: cython.int[256]
    m_energy: cython.int
    m_ammo: cython.int
    m_stuck: cython.int
    cost: cython.double[4]
    at_gate: cython.int
    plans: cython.int
    ng: cython.int
    g_place: cython.int[16]
    g_value: cython.double[16]
    g_near: cython.int[16]

    def __init__(self):
        self.places = [0] * 10
        self.fire = [0] * 3
        self.damage = [0] * 3
        self.track = [0] * 8
        self.hands = [0] * 11
        self.played = [0] * 2
        self.pk = [0] * 32
        self.pw = [0] * 32
        self.pt = [0] * 32
        self.pf = [0] * 32
        self.acts = [0] * 256
        self.sc = [0.0] * 256
        self.buf = [0] * 256
        self.ties = [0] * 256
        self.cost = [0.0] * 4
        self.g_place = [0] * 16
        self.g_value = [0.0] * 16
        self.g_near = [0] * 16


@cython.cfunc
def copy_into(d: Fast, s: Fast) -> cython.void:
    i: cython.int
    d.first, d.boxes, d.burn, d.limit = s.first, s.boxes, s.burn, s.limit
    d.one_roll, d.blast_zone, d.at_once, d.mtab, d.free_moves = s.one_roll, s.blast_zone, s.at_once, s.mtab, s.free_moves
    d.everyone, d.wiped_draw = s.everyone, s.wiped_draw
    d.side, d.round, d.phase, d.laid, d.climbing, d.gate = s.side, s.round, s.phase, s.laid, s.climbing, s.gate
    d.boost, d.threat, d.withdraw, d.last, d.end, d.resting = s.boost, s.threat, s.withdraw, s.last, s.end, s.resting
    for i in range(10):
        d.places[i] = s.places[i]
    for i in range(3):
        d.fire[i] = s.fire[i]
        d.damage[i] = s.damage[i]
    for i in range(8):
        d.track[i] = s.track[i]
    for i in range(11):
        d.hands[i] = s.hands[i]
    d.played[0] = s.played[0]
    d.played[1] = s.played[1]
    d.npend = s.npend
    for i in range(s.npend):
        d.pk[i], d.pw[i], d.pt[i], d.pf[i] = s.pk[i], s.pw[i], s.pt[i], s.pf[i]


def convert(state: State) -> Fast:
    """The rules engine's position as a :class:`Fast` one (once per call of :func:`play`)."""
    o = state.game.options
    s = Fast()
    s.first = state.game.first
    s.boxes = state.game.boxes
    s.burn = state.game.burn_limit
    s.limit = state.game.turn_limit
    s.one_roll = 1 if o["gate"] == "one_roll" else 0
    s.blast_zone = 1 if o["explosion"] == "zone" else 0
    s.at_once = 1 if o["climb"] == "at_once" else 0
    s.mtab = 0 if o["cowboy_move"] == "zone" else 1
    s.free_moves = 0 if o["exhausted_moves"] == "none" else 1
    s.everyone = 1 if o["inside_faces"] == "everyone" else 0
    s.wiped_draw = 1 if o["wiped_out"] == "draw" else 0
    s.side, s.round, s.phase = state.side, state.round, state.phase
    s.laid, s.climbing, s.gate = state.laid, state.climbing, state.gate
    s.boost, s.threat, s.withdraw, s.last, s.end = int(state.boost), state.threat, state.withdraw, state.last, state.end
    resting = 0
    if state.phase != _OVER:
        for f in withdrawn_this_turn(state):
            resting |= 1 << f
    s.resting = resting
    for i in range(10):
        s.places[i] = state.places[i]
    for i in range(3):
        s.fire[i] = 1 if state.fire[i] else 0
        s.damage[i] = state.damage[i]
    for side in range(2):
        for j in range(4):
            s.track[side * 4 + j] = state.tracks[side][j]
        for card, left in zip(DECK[side], state.hands[side]):
            s.hands[card] = left
        s.played[side] = 1 if state.played[side] else 0
    if len(state.pending) > MAXP - 2:
        raise ValueError("too many pending rolls")
    s.npend = len(state.pending)
    for i, roll in enumerate(state.pending):
        s.pk[i], s.pw[i], s.pt[i], s.pf[i] = roll.kind, roll.who, roll.target, roll.faces
    return s


# --- reading the position -------------------------------------------------------------------------

@cython.cfunc
@cython.inline
def code(verb: cython.int, who: cython.int, a: cython.int, b: cython.int) -> cython.int:
    return verb | ((who + 1) << 4) | ((a + 1) << 9) | ((b + 1) << 15)


@cython.cfunc
@cython.inline
def destroyed(s: Fast, b: cython.int) -> cython.bint:
    return s.damage[b] >= s.burn


@cython.cfunc
@cython.inline
def flammable(s: Fast, b: cython.int) -> cython.bint:
    return s.damage[b] < s.burn and not s.fire[b]


@cython.cfunc
@cython.inline
def exhausted(s: Fast, side: cython.int, track: cython.int) -> cython.bint:
    return s.track[side * 4 + 2 * track + 1] >= s.boxes


@cython.cfunc
def any_alive(s: Fast, side: cython.int) -> cython.bint:
    f: cython.int
    lo: cython.int = 0 if side == 0 else NC
    hi: cython.int = NC if side == 0 else NF
    for f in range(lo, hi):
        if s.places[f] >= 0:
            return True
    return False


@cython.cfunc
def standing_count(s: Fast, side: cython.int) -> cython.int:
    f: cython.int
    n: cython.int = 0
    lo: cython.int = 0 if side == 0 else NC
    hi: cython.int = NC if side == 0 else NF
    for f in range(lo, hi):
        if s.places[f] >= 0 and not (s.laid >> f) & 1:
            n += 1
    return n


@cython.cfunc
def survive_card(s: Fast, side: cython.int) -> cython.int:
    c: cython.int
    if s.played[side]:
        return -1
    for c in range(11):
        if T.card_side[c] == side and T.effect[c] == E_SURVIVE and s.hands[c]:
            return c
    return -1


@cython.cfunc
def has_candidates(s: Fast) -> cython.bint:
    f: cython.int
    lo: cython.int = 0 if s.side == 0 else NC
    hi: cython.int = NC if s.side == 0 else NF
    for f in range(lo, hi):
        if s.places[f] >= 0 and not (s.laid >> f) & 1 and not T.is_camp[s.places[f]]:
            return True
    return s.last >= 0 and s.places[s.last] >= 0


@cython.cfunc
def supply_place(s: Fast, f: cython.int) -> cython.int:
    p: cython.int = s.places[f]
    if f >= NC:
        return p if T.is_camp[p] else T.camp_of[p]
    return 17 if s.withdraw == 0 else 23  # the magazine, the granary


# --- legal actions ----------------------------------------------------------------------------------

@cython.cfunc
def set_means(s: Fast, side: cython.int) -> cython.void:
    s.m_energy = not exhausted(s, side, 1)
    s.m_ammo = not exhausted(s, side, 0)
    s.m_stuck = exhausted(s, side, 1) and not s.free_moves


@cython.cfunc
def fig_verb(s: Fast, f: cython.int, verb: cython.int, out: cython.p_int, n: cython.int) -> cython.int:
    """Append figure ``f``'s actions of ``verb`` (in sort order) to ``out`` from ``n``; the new length."""
    side: cython.int = 0 if f < NC else 1
    place: cython.int = s.places[f]
    e0: cython.int = NC if side == 0 else 0
    e1: cython.int = NF if side == 0 else NC
    e: cython.int
    k: cython.int
    i: cython.int
    to: cython.int
    b: cython.int
    base: cython.int
    if verb == V_MOVE:
        if s.m_stuck:
            return n
        base = (s.mtab if side == 0 else 2) * NP + place
        for k in range(T.mv_n[base]):
            i = base * NP + k
            to = T.mv_to[i]
            if (T.mv_cost[i] and not s.m_energy) or (T.mv_req[i] and s.gate < 3):
                continue
            b = T.bof[to]
            if b >= 0 and destroyed(s, b):
                continue
            out[n] = code(V_MOVE, f, to, -1)
            n += 1
    elif verb == V_SHOOT:
        if s.m_ammo:
            base = (side * NP + place) * NP
            for e in range(e0, e1):
                to = s.places[e]
                if to >= 0 and T.shot[base + to] > 0:
                    out[n] = code(V_SHOOT, f, e, -1)
                    n += 1
    elif verb == V_FIRE:
        if side == 1 and s.m_ammo:
            for b in range(3):
                if T.fire_faces[place * 3 + b] > 0 and flammable(s, b):
                    out[n] = code(V_FIRE, f, b, -1)
                    n += 1
    elif verb == V_KINDLE:
        if side == 1 and s.m_ammo:
            b = T.kindle[place]
            if b >= 0 and flammable(s, b):
                out[n] = code(V_KINDLE, f, b, -1)
                n += 1
    elif verb == V_MELEE:
        for e in range(e0, e1):
            if s.places[e] == place:
                out[n] = code(V_MELEE, f, e, -1)
                n += 1
    elif verb == V_CLIMB:
        if T.climb_to[place] >= 0 and s.m_energy:
            out[n] = code(V_CLIMB, f, T.zone[place], -1)
            n += 1
    return n


@cython.cfunc
def legal(s: Fast) -> cython.int:
    """The legal actions of the side to decide into ``s.acts``, in the rules engine's order; their number."""
    n: cython.int = 0
    f: cython.int
    c: cython.int
    b: cython.int
    verb: cython.int
    side: cython.int = s.side
    lo: cython.int
    hi: cython.int
    eff: cython.int
    k: cython.int
    f1: cython.int
    f2: cython.int
    f3: cython.int
    out: cython.p_int = s.acts
    if s.phase == SAVE_:
        side = 0 if s.threat < NC else 1
        out[0] = code(V_CARD, side, survive_card(s, side), -1)
        out[1] = code(V_TAKE, side, -1, -1)
        s.nacts = 2
        return 2
    lo = 0 if side == 0 else NC
    hi = NC if side == 0 else NF
    if s.phase == WITHDRAW_:
        for f in range(lo, hi):
            if s.places[f] >= 0 and not (s.laid >> f) & 1 and not T.is_camp[s.places[f]]:
                out[n] = code(V_WITHDRAW, f, supply_place(s, f), -1)
                n += 1
        if n == 0 and s.last >= 0 and s.places[s.last] >= 0:
            out[n] = code(V_WITHDRAW, s.last, supply_place(s, s.last), -1)
            n += 1
        s.nacts = n
        return n
    set_means(s, side)
    for verb in range(V_MOVE, V_CLIMB + 1):
        for f in range(lo, hi):
            if s.places[f] >= 0 and not (s.laid >> f) & 1:
                n = fig_verb(s, f, verb, out, n)
    if not s.played[side]:
        for c in range(11):
            if T.card_side[c] != side or not s.hands[c]:
                continue
            eff = T.effect[c]
            if eff == E_AMMO or eff == E_ENERGY:
                b = 0 if eff == E_AMMO else 1
                if s.track[side * 4 + 2 * b] > s.track[side * 4 + 2 * b + 1] and not exhausted(s, side, b):
                    out[n] = code(V_CARD, side, c, -1)
                    n += 1
            elif eff == E_BOOST:
                if not s.boost:
                    out[n] = code(V_CARD, side, c, -1)
                    n += 1
            elif eff == E_STAND:
                for f in range(lo, hi):
                    if s.places[f] >= 0 and (s.laid >> f) & 1 and not (s.resting >> f) & 1 \
                            and not (T.is_camp[s.places[f]] and f >= NC):
                        out[n] = code(V_CARD, side, c, f)
                        n += 1
            elif eff == E_QUENCH:
                if not destroyed(s, 1):
                    for b in range(3):
                        if s.fire[b] and not destroyed(s, b):
                            out[n] = code(V_CARD, side, c, b)
                            n += 1
    out[n] = code(V_END, -1, -1, -1)
    n += 1
    if side == 1 and s.gate < 3 and s.m_energy:
        k = gang_size(s)
        if k == 3:
            out[n] = code(V_ASSAULT, 1, -1, -1)
            n += 1
        elif k > 3:  # the player's choice of three, in the rules engine's order (by mask: highest Indian first)
            for f3 in range(NC, NF):
                for f2 in range(NC, f3):
                    for f1 in range(NC, f2):
                        if at_gate_standing(s, f1) and at_gate_standing(s, f2) and at_gate_standing(s, f3):
                            out[n] = code(V_ASSAULT, 1, ((1 << f1) | (1 << f2) | (1 << f3)) >> NC, -1)
                            n += 1
    s.nacts = n
    return n


@cython.cfunc
@cython.inline
def at_gate_standing(s: Fast, f: cython.int) -> cython.bint:
    return s.places[f] == GATE_P and not (s.laid >> f) & 1


@cython.cfunc
def gang_size(s: Fast) -> cython.int:
    f: cython.int
    k: cython.int = 0
    for f in range(NC, NF):
        if s.places[f] == GATE_P and not (s.laid >> f) & 1:
            k += 1
    return k


# --- transitions ------------------------------------------------------------------------------------

@cython.cfunc
def kill(s: Fast, f: cython.int) -> cython.void:
    s.places[f] = -1
    s.laid &= ~(1 << f)
    s.climbing &= ~(1 << f)


@cython.cfunc
def move_fig(s: Fast, f: cython.int, to: cython.int) -> cython.void:
    s.places[f] = to
    s.climbing &= ~(1 << f)


@cython.cfunc
def lay(s: Fast, f: cython.int) -> cython.void:
    s.laid |= 1 << f
    s.last = f


@cython.cfunc
def spend(s: Fast, side: cython.int, track: cython.int) -> cython.void:
    i: cython.int = side * 4 + 2 * track
    white: cython.int = s.track[i] + 1
    black: cython.int = s.track[i + 1]
    if white >= s.boxes:
        if side == 0 and destroyed(s, 0 if track == 0 else 2):
            white = s.boxes
            black = s.boxes
        else:
            black += 1
            white = black
            s.withdraw = track
    s.track[i] = white
    s.track[i + 1] = black


@cython.cfunc
def destroy(s: Fast, b: cython.int) -> cython.void:
    f: cython.int
    p: cython.int
    c: cython.int
    s.fire[b] = 0
    s.damage[b] = s.burn
    for f in range(NF):
        p = s.places[f]
        if p >= 0 and (T.bof[p] == b or (b == 0 and s.blast_zone and T.blast[p])):
            kill(s, f)
    if b == 0 or b == 2:
        for c in range(11):
            if T.card_side[c] == 0 and T.effect[c] == (E_AMMO if b == 0 else E_ENERGY):
                s.hands[c] = 0


@cython.cfunc
def hit(s: Fast, victim: cython.int) -> cython.void:
    if survive_card(s, 0 if victim < NC else 1) >= 0:
        s.threat = victim
    else:
        kill(s, victim)


@cython.cfunc
def manned(s: Fast, place: cython.int) -> cython.bint:
    f: cython.int
    for f in range(NC):
        if s.places[f] == place:
            return True
    return False


@cython.cfunc
def begin_turn(s: Fast) -> cython.void:
    b: cython.int
    f: cython.int
    p: cython.int
    if s.side == 0:
        for b in range(3):
            if destroyed(s, b):
                continue
            if s.fire[b] and manned(s, T.ext_spot[b]) and not destroyed(s, 1):
                s.fire[b] = 0
            if s.damage[b] and manned(s, T.rep_spot[b]):
                s.damage[b] -= 1
        if 0 < s.gate < 3 and manned(s, GATE_REP):
            s.gate -= 1
        for b in range(3):
            if s.fire[b]:
                s.damage[b] += 1
                if destroyed(s, b):
                    destroy(s, b)
    else:
        for f in range(NC, NF):
            p = s.places[f]
            if p < 0:
                continue
            if (s.climbing >> f) & 1:
                s.pk[s.npend], s.pw[s.npend], s.pt[s.npend], s.pf[s.npend] = CLIMB_K, f, p, 3
                s.npend += 1
            elif T.ride[p] >= 0:
                move_fig(s, f, T.ride[p])
        s.climbing = 0
    settle(s)


@cython.cfunc
def settle(s: Fast) -> cython.void:
    cowboys: cython.bint = any_alive(s, 0)
    indians: cython.bint = any_alive(s, 1)
    if not cowboys or not indians:
        s.phase = OVER_
        s.end = 0 if cowboys else (4 if not indians and s.wiped_draw else 1)
    elif s.threat >= 0:
        s.phase = SAVE_
    elif s.npend:
        s.phase = ROLL_
    elif s.withdraw >= 0 and has_candidates(s):
        s.phase = WITHDRAW_
    else:
        s.withdraw = -1
        s.phase = ACT_


@cython.cfunc
def all_three(s: Fast) -> cython.bint:
    """Whether a shot or a fire arrow hits on three faces whatever the board says: after a boost card, or
    under ``inside_faces=everyone`` while an Indian is inside the fort (State.aim_faces)."""
    f: cython.int
    if s.boost:
        return True
    if s.everyone:
        for f in range(NC, NF):
            if s.places[f] >= 0 and T.inside[s.places[f]]:
                return True
    return False


@cython.cfunc
def push_front(s: Fast, kind: cython.int, who: cython.int, target: cython.int, faces: cython.int) -> cython.void:
    i: cython.int
    for i in range(s.npend, 0, -1):
        s.pk[i], s.pw[i], s.pt[i], s.pf[i] = s.pk[i - 1], s.pw[i - 1], s.pt[i - 1], s.pf[i - 1]
    s.pk[0], s.pw[0], s.pt[0], s.pf[0] = kind, who, target, faces
    s.npend += 1


@cython.cfunc
def pop_front(s: Fast) -> cython.void:
    i: cython.int
    for i in range(1, s.npend):
        s.pk[i - 1], s.pw[i - 1], s.pt[i - 1], s.pf[i - 1] = s.pk[i], s.pw[i], s.pt[i], s.pf[i]
    s.npend -= 1


@cython.cfunc
def roll_index(s: Fast, r: cython.double) -> cython.int:
    """sample_chance's pick for ``r = rng.random()``: bisect over the cumulative weights."""
    x: cython.double
    k: cython.int
    if s.pk[0] == GATE_K:
        x = r * 216.0
        return (x >= 27.0) + (x >= 108.0) + (x >= 189.0)
    x = r * 6.0
    k = 0
    while k < 5 and x >= k + 1.0:
        k += 1
    return k


@cython.cfunc
def apply_chance(s: Fast, k: cython.int) -> cython.void:
    """Outcome ``k`` of the first pending roll: ``roll k+1``, or ``roll k hits`` for the gate."""
    kind: cython.int = s.pk[0]
    who: cython.int = s.pw[0]
    target: cython.int = s.pt[0]
    faces: cython.int = s.pf[0]
    face: cython.int = k + 1
    success: cython.bint
    pop_front(s)
    if kind == GATE_K:
        if s.one_roll:
            s.gate = 3 if k == 3 else 0
        else:
            s.gate = min(3, s.gate + k)
        settle(s)
        return
    if who < NC:
        success = face % 2 == 0 and face <= 2 * faces
    else:
        success = face % 2 == 1 and face <= 2 * faces - 1
    if kind == SHOT_K or kind == MELEE_K:
        if success and s.places[target] >= 0:
            hit(s, target)
    elif kind == ARROW_K:
        if success:
            s.fire[target] = 1
    elif success:
        move_fig(s, who, T.climb_to[s.places[who]])
    settle(s)


@cython.cfunc
def roll_after(s: Fast, f: cython.int, kind: cython.int, target: cython.int, faces: cython.int,
               track: cython.int) -> cython.void:
    lay(s, f)
    s.boost = 0
    if track >= 0:
        spend(s, 0 if f < NC else 1, track)
    push_front(s, kind, f, target, faces)
    settle(s)


@cython.cfunc
def apply(s: Fast, a: cython.int) -> cython.void:
    verb: cython.int = a & 15
    who: cython.int = ((a >> 4) & 31) - 1
    x: cython.int = ((a >> 9) & 63) - 1
    y: cython.int = ((a >> 15) & 63) - 1
    side: cython.int = 0 if who < NC else 1
    place: cython.int
    faces: cython.int
    f: cython.int
    k: cython.int
    eff: cython.int
    if verb == V_MOVE:
        place = s.places[who]
        lay(s, who)
        move_fig(s, who, x)
        if T.cost_of[((s.mtab if side == 0 else 2) * NP + place) * NP + x]:
            spend(s, side, 1)
        settle(s)
    elif verb == V_SHOOT:
        faces = 3 if all_three(s) else T.shot[(side * NP + s.places[who]) * NP + s.places[x]]
        roll_after(s, who, SHOT_K, x, faces, 0)
    elif verb == V_FIRE:
        faces = 3 if all_three(s) else T.fire_faces[s.places[who] * 3 + x]
        roll_after(s, who, ARROW_K, x, faces, 0)
    elif verb == V_MELEE:
        roll_after(s, who, MELEE_K, x, 3, -1)
    elif verb == V_KINDLE:
        lay(s, who)
        spend(s, 1, 0)
        s.fire[x] = 1
        settle(s)
    elif verb == V_CLIMB:
        if s.at_once:
            roll_after(s, who, CLIMB_K, s.places[who], 3, 1)
        else:
            lay(s, who)
            s.climbing |= 1 << who
            spend(s, 1, 1)
            settle(s)
    elif verb == V_ASSAULT:
        k = 0
        for f in range(NC, NF):
            if x >= 0:  # the three the action names
                if (x << NC) >> f & 1:
                    lay(s, f)
            elif k < 3 and s.places[f] == GATE_P and not (s.laid >> f) & 1:
                lay(s, f)
                k += 1
        spend(s, 1, 1)
        push_front(s, GATE_K, -1, GATE_P, 3)
        settle(s)
    elif verb == V_WITHDRAW:
        move_fig(s, who, x)
        s.laid |= 1 << who
        s.resting |= 1 << who
        s.withdraw = -1
        settle(s)
    elif verb == V_CARD:
        side = who
        s.hands[x] -= 1
        s.played[side] = 1
        eff = T.effect[x]
        if eff == E_SURVIVE:
            s.threat = -1
        elif eff == E_AMMO or eff == E_ENERGY:
            k = side * 4 + (0 if eff == E_AMMO else 2)
            s.track[k] = s.track[k + 1]
        elif eff == E_BOOST:
            s.boost = 1
        elif eff == E_STAND:
            s.laid &= ~(1 << y)
        else:
            s.fire[y] = 0
        settle(s)
    elif verb == V_TAKE:
        f = s.threat
        s.threat = -1
        kill(s, f)
        settle(s)
    else:  # end turn
        side = 1 - s.side
        s.laid = 0
        s.boost = 0
        s.played[0] = 0
        s.played[1] = 0
        s.last = -1
        s.resting = 0
        s.side = side
        if side == s.first:
            s.round += 1
        if exhausted(s, 0, 0) and exhausted(s, 0, 1) and exhausted(s, 1, 0) and exhausted(s, 1, 1):
            s.phase = OVER_
            s.end = 2
        elif s.round > s.limit:
            s.phase = OVER_
            s.end = 3
        else:
            begin_turn(s)


# --- the heuristic bot (bots.HeuristicBot) ------------------------------------------------------------

@cython.cfunc
def cost(s: Fast, side: cython.int, track: cython.int) -> cython.double:
    rounds_left: cython.int = s.limit - s.round + 1
    white: cython.int = s.track[side * 4 + 2 * track]
    black: cython.int = s.track[side * 4 + 2 * track + 1]
    left: cython.int
    refills: cython.int
    if black >= s.boxes:
        left = 0
    else:
        refills = 0 if side == 0 and destroyed(s, 0 if track == 0 else 2) else s.boxes - black - 1
        left = s.boxes - white + refills * (refills + 1) // 2
    return SPEND / 5 if left >= rounds_left else SPEND


@cython.cfunc
def zone_threat(s: Fast, z: cython.int) -> cython.double:
    threat: cython.double = 0.0
    f: cython.int
    p: cython.int
    for f in range(NC, NF):
        p = s.places[f]
        if p >= 0 and T.zone[p] == z and not T.inside[p]:
            if T.kind[p] == K_CLIMBING:
                threat += 2.0
            elif T.kind[p] == K_GATE:
                threat += 1.0
    return threat


@cython.cfunc
def worth(s: Fast, f: cython.int) -> cython.double:
    p: cython.int = s.places[f]
    k: cython.int = T.kind[p]
    b: cython.int = T.bof[p]
    if f >= NC:
        if T.inside[p]:
            return 5.0
        if k == K_GATE:
            return 3.0
        if k == K_CLIMBING:
            return 2.0
        return 0.0
    if k == K_WALKWAY:
        return 2.0 + zone_threat(s, T.zone[p])
    if k == K_EXTINGUISH and s.fire[b]:
        return 6.0 + s.damage[b]
    if p == GATE_REP and s.gate:
        return 5.0
    return 0.0


@cython.cfunc
def indian_danger(s: Fast, f: cython.int) -> cython.double:
    p: cython.int = s.places[f]
    k: cython.int = T.kind[p]
    if T.inside[p]:
        return 10.0
    if k == K_CLIMBING:
        return 8.0 if (s.climbing >> f) & 1 else 5.0
    if p == GATE_P:
        return 3.0 + s.at_gate + s.gate
    return 2.0 if k == K_CAVALRY else 0.0


@cython.cfunc
def read_position(s: Fast) -> cython.void:
    f: cython.int
    s.cost[0] = cost(s, 0, 0)
    s.cost[1] = cost(s, 0, 1)
    s.cost[2] = cost(s, 1, 0)
    s.cost[3] = cost(s, 1, 1)
    s.at_gate = 0
    for f in range(NC, NF):
        if s.places[f] == GATE_P:
            s.at_gate += 1
    s.plans = 0


@cython.cfunc
def add_goal(s: Fast, goal: cython.int, value: cython.double) -> cython.void:
    c: cython.int
    best: cython.int = -1
    bs: cython.int = 0
    bb: cython.int = 0
    st: cython.int
    other: cython.int
    base: cython.int = s.mtab * NP * NP
    for c in range(NC):
        if s.places[c] < 0:
            continue
        st = T.dist[base + s.places[c] * NP + goal]
        other = 1 if T.bof[s.places[c]] != T.bof[goal] else 0
        if best < 0 or st < bs or (st == bs and other < bb):
            best, bs, bb = c, st, other
    s.g_place[s.ng] = goal
    s.g_value[s.ng] = value
    s.g_near[s.ng] = best
    s.ng += 1


@cython.cfunc
def make_plans(s: Fast) -> cython.void:
    """CowboyBot.goals and each goal's nearest cowboy (Reading.plans)."""
    b: cython.int
    z: cython.int
    s.ng = 0
    if not destroyed(s, 1):
        for b in range(3):
            if s.fire[b] and not manned(s, T.ext_spot[b]):
                add_goal(s, T.ext_spot[b], 6.0 + s.damage[b])
    if 0 < s.gate < 3 and not manned(s, GATE_REP):
        add_goal(s, GATE_REP, 5.0)
    for z in range(4):
        if not manned(s, T.walkway[z]):
            add_goal(s, T.walkway[z], 2.0 + zone_threat(s, z))
    s.plans = 1


@cython.cfunc
def indian_steps(s: Fast, here: cython.int) -> cython.int:
    base: cython.int = (3 if s.gate >= 3 else 2) * NP * NP + here * NP
    best: cython.int = -1
    c: cython.int
    d: cython.int
    for c in range(NC):
        if s.places[c] >= 0:
            d = T.dist[base + s.places[c]]
            if best < 0 or d < best:
                best = d
    return 0 if best < 0 else best


@cython.cfunc
def figure_score(s: Fast, a: cython.int) -> cython.double:
    verb: cython.int = a & 15
    who: cython.int = ((a >> 4) & 31) - 1
    x: cython.int = ((a >> 9) & 63) - 1
    place: cython.int = s.places[who]
    faces: cython.int
    i: cython.int
    f: cython.int
    k: cython.int
    found: cython.bint
    best: cython.double
    energy: cython.double
    ms: cython.double
    base: cython.int
    if s.side == 0:
        if verb == V_SHOOT:
            faces = 3 if all_three(s) else T.shot[(0 * NP + place) * NP + s.places[x]]
            return faces / 6.0 * indian_danger(s, x) - s.cost[0]
        if verb == V_MELEE:
            return 3 / 6.0 * indian_danger(s, x)
        if verb != V_MOVE:
            return -1.0
        if not s.plans:
            make_plans(s)
        found = False
        for i in range(s.ng):
            if s.g_near[i] == who:
                found = True
        if not found:
            return -1.0
        energy = s.cost[1] if T.cost_of[(s.mtab * NP + place) * NP + x] else 0.0
        base = s.mtab * NP * NP
        best = -1.0
        for i in range(s.ng):
            if s.g_near[i] != who:
                continue
            if T.dist[base + x * NP + s.g_place[i]] >= T.dist[base + place * NP + s.g_place[i]]:
                continue
            best = max(best, s.g_value[i] - worth(s, who) - energy)
        return best
    if verb == V_SHOOT:
        faces = 3 if all_three(s) else T.shot[(1 * NP + place) * NP + s.places[x]]
        return faces / 6.0 * 6.0 - s.cost[2]
    if verb == V_MELEE:
        return 3 / 6.0 * 6.0
    if verb == V_FIRE:
        faces = 3 if all_three(s) else T.fire_faces[place * 3 + x]
        return faces / 6.0 * 5.0 - s.cost[2]
    if verb == V_KINDLE:
        return 4.0 - s.cost[2]
    if verb == V_CLIMB:
        return 4.0 - s.cost[3]
    if verb == V_ASSAULT:
        return 5.0 - s.cost[3]
    # a move
    here: cython.int = place
    to: cython.int = x
    in_gang: cython.bint = False
    if T.kind[here] == K_CAMP:
        ms = 1.5
    else:
        if s.gate < 3:
            k = 0
            for f in range(NC, NF):
                if s.places[f] >= 0:
                    if f == who:
                        in_gang = k < 3
                    k += 1
        if T.kind[to] == K_CLIMBING and T.kind[here] == K_CAVALRY:
            ms = -1.0 if in_gang else 3.0
        elif to == GATE_P and s.gate < 3:
            ms = 3.5 + s.at_gate if s.at_gate < 3 else -1.0
        elif here == GATE_P and T.inside[to]:
            ms = 6.0
        elif T.inside[here] and T.inside[to]:
            ms = 2.0 if indian_steps(s, to) < indian_steps(s, here) else -1.0
        else:
            ms = -1.0
    if T.cost_of[(2 * NP + here) * NP + to]:
        return ms - s.cost[3]
    return ms


@cython.cfunc
def card_score(s: Fast, a: cython.int) -> cython.double:
    who: cython.int = ((a >> 4) & 31) - 1
    x: cython.int = ((a >> 9) & 63) - 1
    y: cython.int = ((a >> 15) & 63) - 1
    side: cython.int = s.side
    eff: cython.int = T.effect[x]
    i: cython.int
    n: cython.int
    v: cython.int
    verb: cython.int
    r: cython.int
    any_roll: cython.bint
    best_now: cython.double
    best: cython.double
    sc: cython.double
    if eff == E_AMMO or eff == E_ENERGY:
        i = 0 if eff == E_AMMO else 1
        return 3.0 if s.track[side * 4 + 2 * i] >= s.boxes - 1 else -1.0
    if eff == E_BOOST:
        best_now = 0.0
        any_roll = False
        for i in range(s.nacts):
            r = s.acts[i]
            verb = r & 15
            if verb == V_SHOOT or verb == V_FIRE:
                sc = figure_score(s, r)
                if sc > best_now:
                    best_now = sc
                any_roll = True
        if not any_roll:
            return -1.0
        s.boost = 1
        best = 0.0
        n = 0
        for i in range(s.nacts):
            r = s.acts[i]
            verb = r & 15
            if verb == V_SHOOT or verb == V_FIRE:
                sc = figure_score(s, r)
                if n == 0 or sc > best:
                    best = sc
                n += 1
        s.boost = 0
        return best - best_now - SPEND
    if eff == E_STAND:
        if standing_count(s, side):
            return -1.0
        n = 0
        for v in range(V_MOVE, V_CLIMB + 1):
            n = fig_verb(s, y, v, s.buf, n)
        best = 0.0
        for i in range(n):
            sc = figure_score(s, s.buf[i])
            if i == 0 or sc > best:
                best = sc
        return best - SPEND
    if eff == E_QUENCH and side == 0:
        if manned(s, T.ext_spot[y]):
            return -1.0
        return 5.0 + s.damage[y]
    return -1.0


@cython.cfunc
def score(s: Fast, a: cython.int) -> cython.double:
    verb: cython.int = a & 15
    if verb == V_END:
        return 0.0
    if verb == V_WITHDRAW:
        return -worth(s, ((a >> 4) & 31) - 1)
    if verb == V_CARD:
        return card_score(s, a)
    return figure_score(s, a)


@cython.cfunc
def heuristic(s: Fast, randbelow: Any) -> cython.int:
    n: cython.int = legal(s)
    i: cython.int
    k: cython.int
    best: cython.double
    sc: cython.double
    if s.phase == SAVE_:
        return s.acts[0]
    read_position(s)
    best = 0.0
    for i in range(n):
        sc = score(s, s.acts[i])
        s.sc[i] = sc
        if i == 0 or sc > best:
            best = sc
    if s.phase != WITHDRAW_ and best <= 0:
        return code(V_END, -1, -1, -1)
    k = 0
    for i in range(n):
        if s.sc[i] == best:
            s.ties[k] = s.acts[i]
            k += 1
    return s.ties[randbelow(k)]


# --- whole games ------------------------------------------------------------------------------------

@cython.cfunc
def run(s: Fast, rng: Any, kinds: cython.int, record: Any) -> cython.void:
    """Play ``s`` to its end: ``kinds`` bit i set when seat i is the heuristic bot (else random);
    ``record``: None, or a list that gets each action's text."""
    rand = rng.random
    randbelow = rng._randbelow
    a: cython.int
    k: cython.int
    n: cython.int
    player: cython.int
    while s.phase != OVER_:
        if s.phase == ROLL_:
            k = roll_index(s, rand())
            if record is not None:
                record.append(str(A.Action(A.HITS, hits=k) if s.pk[0] == GATE_K else A.Action(A.ROLL, face=k + 1)))
            apply_chance(s, k)
            continue
        player = (0 if s.threat < NC else 1) if s.phase == SAVE_ else s.side
        if (kinds >> player) & 1:
            a = heuristic(s, randbelow)
        else:
            n = legal(s)
            a = s.acts[randbelow(n)]
        if record is not None:
            record.append(str(to_action(s, a)))
        apply(s, a)


def to_action(s: Fast, a: int) -> A.Action:
    """The rules engine's action for code ``a`` in position ``s`` (for traces only)."""
    verb, who, x, y = a & 15, ((a >> 4) & 31) - 1, ((a >> 9) & 63) - 1, ((a >> 15) & 63) - 1
    if verb == V_MOVE:
        return A.Action(A.MOVE, who, place=s.places[who], to=x)
    if verb == V_SHOOT:
        return A.Action(A.SHOOT, who, place=s.places[who], enemy=x)
    if verb == V_FIRE:
        return A.Action(A.FIRE, who, place=s.places[who], building=x)
    if verb == V_KINDLE:
        return A.Action(A.KINDLE, who, building=x)
    if verb == V_MELEE:
        return A.Action(A.MELEE, who, enemy=x)
    if verb == V_CLIMB:
        return A.Action(A.CLIMB, who, zone=x)
    if verb == V_WITHDRAW:
        return A.Action(A.WITHDRAW, who, to=x)
    if verb == V_CARD:
        eff = EFFECTS[T.effect[x]]
        return A.Action(A.CARD, who, card=x, building=y if eff == "quench" else -1, ally=y if eff == "stand_up" else -1)
    if verb == V_TAKE:
        return A.Action(A.TAKE_HIT, who)
    if verb == V_ASSAULT:
        return A.Action(A.ASSAULT, 1, gang=x << NC if x >= 0 else -1)
    return A.END_TURN


def _kinds(bots) -> int:
    if bots is None:
        return 0
    kinds = 0
    for seat, name in enumerate(bots):
        if name == "heuristic":
            kinds |= 1 << seat
        elif name != "random":
            raise ValueError(f"the playout engine does not play the bot {name!r}")
    return kinds


def _outcomes(state: State) -> list:
    """The five ways a battle ends, as ``state.outcome()`` gives them (the rules engine's own code)."""
    return [State.outcome(SimpleNamespace(phase=_OVER, end=end, game=state.game))  # type: ignore[arg-type]
            for end in range(len(ENDS))]


def play(state: State, seeds, bots=None) -> list:
    """One game per seed from ``state``: each one's outcome, as ``state.outcome()`` gives it at the end."""
    kinds: cython.int = _kinds(bots)
    ends = _outcomes(state)
    results = []
    s: Fast = Fast()
    start: Fast = convert(state)
    for seed in seeds:
        copy_into(s, start)
        run(s, random.Random(seed), kinds, None)
        results.append(ends[s.end])
    return results


def trace(state: State, seed: int, bots=None) -> tuple:
    """One game: the text of every action played (chance included) and its outcome."""
    s: Fast = convert(state)
    record: list = []
    run(s, random.Random(seed), _kinds(bots), record)
    return record, _outcomes(state)[s.end]


__all__ = ["BOTS", "Fast", "convert", "play", "trace"]
