"""Apacze i Komancze's playout engine (issue #19): whole games from any position, in compiled code.

It mirrors the rules engine (:mod:`.legal`, :mod:`.transitions`, :mod:`.board`, :mod:`.scoring`,
:mod:`.bots`) on a compact MUTABLE form of the position: small integers in fixed-size arrays. The board
(:class:`Board`: tiles, fields, their joins and regions, the open squares) is copied only when a tile is
placed; the rest of a position (:class:`St`: phase, hands, tracks, camps, Indians and buildings per field,
the action under way) is a few hundred integers. An action is one 64-bit integer whose order is
``Action.order``'s (verb, then what the action names), so a sorted list of them is the rules engine's
legal list, item for item; random play and the bots draw from ``random.Random(seed)`` exactly as
:func:`tutor.core.play.random_action`, :func:`tutor.core.bots.advance` and :mod:`.bots` do
(``rng._randbelow(n)`` is what ``rng.choice`` draws, one ``rng.random()`` per tile drawn).

Bots played here (``BOTS``): ``random``, ``greedy`` and ``builder`` (the greedy look-ahead: each action
applied to a copy, the action under way finished greedily, the round's standing counted).

Cython's pure-Python mode: ``setup.py`` compiles this file to ``_playout_c``; uncompiled it runs as it is.
Tested by ``tests/sim/test_playout_engines.py`` (every configuration, both builds, random and each bot,
from the start and mid-game: the same actions, chance outcomes and outcome as the rules engine) and
``tests/apacze/test_playout.py``.
"""
from __future__ import annotations

import random

from typing import TYPE_CHECKING, Any

import cython

from tutor.core import Outcome
from tutor.core.i18n import M

from . import actions as A
from .actions import Action
from .constants import ACT, DRAW, GATHER, MOVE, OVER, PAY, PUT, SETTLE
from .tiles import KIND_BY_ID, START_TILES, TERRAINS, TILE_KINDS

if TYPE_CHECKING:
    from .state import State

#: the bots this engine plays, by their names in the registry
BOTS = frozenset({"random", "greedy", "builder"})

# --- numbers (C constants when compiled) ---------------------------------------------------------------
C_DRAW = cython.declare(cython.int, DRAW)
C_ACT = cython.declare(cython.int, ACT)
C_PUT = cython.declare(cython.int, PUT)
C_MOVE = cython.declare(cython.int, MOVE)
C_GATHER = cython.declare(cython.int, GATHER)
C_PAY = cython.declare(cython.int, PAY)
C_SETTLE = cython.declare(cython.int, SETTLE)
C_OVER = cython.declare(cython.int, OVER)

V_DRAW = cython.declare(cython.int, A.DRAW)
V_PLACE = cython.declare(cython.int, A.PLACE)
V_PUT = cython.declare(cython.int, A.PUT)
V_BUILD = cython.declare(cython.int, A.BUILD)
V_ENLARGE = cython.declare(cython.int, A.ENLARGE)
V_START = cython.declare(cython.int, A.START)
V_MOVE = cython.declare(cython.int, A.MOVE)
V_GATHER = cython.declare(cython.int, A.GATHER)
V_BRING = cython.declare(cython.int, A.BRING)
V_FINISH = cython.declare(cython.int, A.FINISH)
V_GIVE_UP = cython.declare(cython.int, A.GIVE_UP)
V_PAY = cython.declare(cython.int, A.PAY)
V_BUY = cython.declare(cython.int, A.BUY)
V_EXCHANGE = cython.declare(cython.int, A.EXCHANGE)

#: an action code: verb << VSH | sort value << ASH | field numbers (the sort value orders like Action.order)
VSH = cython.declare(cython.int, 44)
ASH = cython.declare(cython.int, 12)
SORT_MASK = cython.declare(cython.longlong, (1 << 32) - 1)

CHANCE_P = cython.declare(cython.int, -1)
TERMINAL_P = cython.declare(cython.int, -2)
LIMIT = cython.declare(cython.int, 15)
DEG = cython.declare(cython.int, 32)       # joins one field may have (at most 26)
RIVER = cython.declare(cython.int, 1)
N_KINDS = cython.declare(cython.int, len(TILE_KINDS))
TOTAL_INDIANS = cython.declare(cython.int, 9)

# --- the tiles as numbers ---------------------------------------------------------------------------
_KINDS = list(TILE_KINDS) + [s.kind for s in START_TILES]
_KIND_INDEX = {k.id: i for i, k in enumerate(_KINDS)}
_KIND_INDEX.update({k.id: i for i, k in enumerate(TILE_KINDS)})  # a terrain kind's own number
for _k in _KINDS:
    assert sorted(_k.fields) == list("abc"[:len(_k.fields)]), _k.id  # letters a, b, c in order
_ROT = []      # (kind * 4 + turn) * 16 + ring position -> letter number
_KTER = []     # kind * 3 + letter -> terrain number (-1: no such field)
_KANI = []     # kind * 3 + letter -> animals
_KNL = []      # kind -> letters
for _k in _KINDS:
    for _q in range(4):
        _ROT += [ord(c) - 97 for c in _k.rotated(_q)]
    _letters = sorted(_k.fields)
    _KNL.append(len(_letters))
    for _i in range(3):
        _f = _k.fields.get("abc"[_i])
        _KTER.append(-1 if _f is None else TERRAINS.index(_f.terrain))
        _KANI.append(0 if _f is None else _f.animals)
_KCOUNT = [k.count for k in TILE_KINDS]
_START = [(s.x, s.y) for s in START_TILES]
assert len(_START) == 3 and len(_KINDS) <= 11
_SIDES = ((0, 1), (1, 0), (0, -1), (-1, 0))
_CORNER_POINTS = ((0, 1), (1, 1), (1, 0), (0, 0))

_REASON = M("the terrain tiles have run out; the most animals in all wins")
_REASON_TIE = M("the terrain tiles have run out; the most animals in all wins; a tie goes to the most "
                "animals in one's smallest kind")


@cython.cfunc
@cython.inline
def mk(verb: cython.int, sortv: cython.longlong, aux: cython.int) -> cython.longlong:
    v: cython.longlong = verb
    return (v << VSH) | (sortv << ASH) | aux


@cython.cfunc
@cython.inline
def verb_of(code: cython.longlong) -> cython.int:
    return code >> VSH


@cython.cfunc
@cython.inline
def sort_of(code: cython.longlong) -> cython.longlong:
    return (code >> ASH) & SORT_MASK


@cython.cfunc
@cython.inline
def square_key(x: cython.int, y: cython.int) -> cython.int:
    return (x + 32) * 64 + (y + 32)


# --- the board ---------------------------------------------------------------------------------------

@cython.final
@cython.cclass
class Board:
    """Tiles (slot t: its fields are 3t, 3t+1, 3t+2), fields, joins, regions, open squares, river corners."""

    nt: cython.int
    tx: cython.int[20]
    ty: cython.int[20]
    tk: cython.int[20]
    tr: cython.int[20]
    fter: cython.int[60]
    fani: cython.int[60]
    fkey: cython.int[60]
    freg: cython.int[60]
    rani: cython.int[60]
    adjn: cython.int[60]
    adj: cython.int[1920]
    ns: cython.int
    spot: cython.int[96]
    ncp: cython.int
    cpk: cython.int[96]
    cpf: cython.int[96]

    def __init__(self):
        if not cython.compiled:
            self.tx, self.ty, self.tk, self.tr = [0] * 20, [0] * 20, [0] * 20, [0] * 20
            self.fter, self.fani, self.fkey, self.freg = [0] * 60, [0] * 60, [0] * 60, [0] * 60
            self.rani, self.adjn, self.adj = [0] * 60, [0] * 60, [0] * 1920
            self.spot, self.cpk, self.cpf = [0] * 96, [0] * 96, [0] * 96
        self.nt = 0
        self.ns = 0
        self.ncp = 0


@cython.cfunc
def board_copy(b: Board) -> Board:
    new: Board = Board.__new__(Board)
    new.nt, new.ns, new.ncp = b.nt, b.ns, b.ncp
    if cython.compiled:
        new.tx[:] = b.tx
        new.ty[:] = b.ty
        new.tk[:] = b.tk
        new.tr[:] = b.tr
        new.fter[:] = b.fter
        new.fani[:] = b.fani
        new.fkey[:] = b.fkey
        new.freg[:] = b.freg
        new.rani[:] = b.rani
        new.adjn[:] = b.adjn
        new.adj[:] = b.adj
        new.spot[:] = b.spot
        new.cpk[:] = b.cpk
        new.cpf[:] = b.cpf
    else:
        new.tx, new.ty, new.tk, new.tr = b.tx[:], b.ty[:], b.tk[:], b.tr[:]
        new.fter, new.fani, new.fkey, new.freg = b.fter[:], b.fani[:], b.fkey[:], b.freg[:]
        new.rani, new.adjn, new.adj = b.rani[:], b.adjn[:], b.adj[:]
        new.spot, new.cpk, new.cpf = b.spot[:], b.cpk[:], b.cpf[:]
    return new


@cython.cfunc
def slot_at(b: Board, x: cython.int, y: cython.int) -> cython.int:
    t: cython.int
    for t in range(b.nt):
        if b.tx[t] == x and b.ty[t] == y:
            return t
    return -1


@cython.cfunc
def join(b: Board, f: cython.int, g: cython.int) -> cython.void:
    """Join two fields (once); same terrain: their regions become one."""
    k: cython.int
    n: cython.int = b.adjn[f]
    base: cython.int = f * DEG
    for k in range(n):
        if b.adj[base + k] == g:
            return
    b.adj[base + n] = g
    b.adjn[f] = n + 1
    n = b.adjn[g]
    b.adj[g * DEG + n] = f
    b.adjn[g] = n + 1
    if b.fter[f] != b.fter[g]:
        return
    keep: cython.int = b.freg[f]
    gone: cython.int = b.freg[g]
    if keep == gone:
        return
    nf: cython.int = b.nt * 3
    for k in range(nf):
        if b.freg[k] == gone:
            b.freg[k] = keep
    b.rani[keep] += b.rani[gone]


@cython.cfunc
def within(e: Eng, x: cython.int, y: cython.int) -> cython.bint:
    """Whether a square is within the distance limit of a start tile."""
    if e.dist == 2:
        return True
    i: cython.int
    dx: cython.int
    dy: cython.int
    d: cython.int
    for i in range(3):
        dx = x - e.sx[i]
        dy = y - e.sy[i]
        if dx < 0:
            dx = -dx
        if dy < 0:
            dy = -dy
        if e.dist == 0:
            d = dx + dy
        else:
            d = dx if dx > dy else dy
        if d <= 3:
            return True
    return False


@cython.cfunc
@cython.inline
def ring_of(b: Board, t: cython.int) -> cython.int:
    """Where slot t's turned ring starts in ``Eng.rot``."""
    return (b.tk[t] * 4 + b.tr[t]) * 16


@cython.cfunc
def add_tile(e: Eng, b: Board, x: cython.int, y: cython.int, k: cython.int, r: cython.int) -> cython.int:
    """Add a tile in place (to a board just copied, or being built), as Board._add does; returns its slot."""
    t: cython.int = b.nt
    b.nt = t + 1
    b.tx[t] = x
    b.ty[t] = y
    b.tk[t] = k
    b.tr[t] = r
    li: cython.int
    f: cython.int
    for li in range(3):
        f = 3 * t + li
        b.adjn[f] = 0
        b.freg[f] = f
        b.fter[f] = e.kter[k * 3 + li]
        b.fani[f] = e.kani[k * 3 + li]
        b.rani[f] = b.fani[f]
        b.fkey[f] = square_key(x, y) * 4 + li
    ring: cython.int = ring_of(b, t)
    i: cython.int
    a: cython.int
    c: cython.int
    for i in range(16):
        a = e.rot[ring + i]
        c = e.rot[ring + (i + 1) % 16]
        if a != c:
            join(b, 3 * t + a, 3 * t + c)
    side: cython.int
    o: cython.int
    oring: cython.int
    j: cython.int
    for side in range(4):
        o = slot_at(b, x + e.sdx[side], y + e.sdy[side])
        if o < 0:
            continue
        oring = ring_of(b, o)
        for j in range(1, 4):
            join(b, 3 * t + e.rot[ring + 4 * side + j], 3 * o + e.rot[oring + 4 * ((side + 2) % 4) + 4 - j])
    pk: cython.int
    m: cython.int
    for c in range(4):
        a = e.rot[ring + 4 * c]
        if e.kter[k * 3 + a] != RIVER:
            continue
        f = 3 * t + a
        pk = square_key(x + e.cdx[c], y + e.cdy[c])
        for m in range(b.ncp):
            if b.cpk[m] == pk:
                join(b, f, b.cpf[m])
        b.cpk[b.ncp] = pk
        b.cpf[b.ncp] = f
        b.ncp += 1
    # the open squares: this one is taken; its empty neighbours within reach open
    key: cython.int = square_key(x, y)
    for i in range(b.ns):
        if b.spot[i] == key:
            for j in range(i, b.ns - 1):
                b.spot[j] = b.spot[j + 1]
            b.ns -= 1
            break
    nx: cython.int
    ny: cython.int
    for side in range(4):
        nx = x + e.sdx[side]
        ny = y + e.sdy[side]
        if slot_at(b, nx, ny) >= 0 or not within(e, nx, ny):
            continue
        key = square_key(nx, ny)
        i = 0
        while i < b.ns and b.spot[i] < key:
            i += 1
        if i < b.ns and b.spot[i] == key:
            continue
        j = b.ns
        while j > i:
            b.spot[j] = b.spot[j - 1]
            j -= 1
        b.spot[i] = key
        b.ns += 1
    return t


# --- a position -------------------------------------------------------------------------------------

@cython.final
@cython.cclass
class St:
    """A position: ``b`` (shared until a tile is placed), and per player hands, tracks (``anim[3p + kind]``),
    camps (``campb[10p + 5 piece + size]``: pieces of each size), action types used (bits); per field the
    Indians (``ip`` owner, ``inn`` count) and building (``bp`` owner, ``bpc`` piece, ``bsz`` size, 0: none);
    the action under way (``px`` tile slot, ``mkind``/``moved``/``arr`` a move, ``gt``/``brought`` a
    gathering, ``owed``, ``q`` the players still to settle)."""

    b: Board
    phase: cython.int
    rnd: cython.int
    done: cython.int
    hand: cython.int[4]
    anim: cython.int[12]
    campi: cython.int[4]
    campb: cython.int[40]
    used: cython.int[4]
    pile: cython.int[8]
    ip: cython.int[60]
    inn: cython.int[60]
    bp: cython.int[60]
    bpc: cython.int[60]
    bsz: cython.int[60]
    arr: cython.int[60]
    q: cython.int[4]
    qn: cython.int
    px: cython.int
    mkind: cython.int
    moved: cython.int
    gt: cython.int
    brought: cython.int
    owed: cython.int

    def __init__(self):
        if not cython.compiled:
            self.hand, self.anim, self.campi, self.campb = [0] * 4, [0] * 12, [0] * 4, [0] * 40
            self.used, self.pile, self.q = [0] * 4, [0] * 8, [0] * 4
            self.ip, self.inn, self.bp, self.bpc, self.bsz, self.arr = \
                [0] * 60, [0] * 60, [0] * 60, [0] * 60, [0] * 60, [0] * 60
        self.phase = self.rnd = self.done = self.qn = self.px = 0
        self.mkind = self.moved = self.gt = self.brought = self.owed = 0


@cython.cfunc
def st_copy(s: St) -> St:
    new: St = St.__new__(St)
    new.b = s.b
    new.phase, new.rnd, new.done, new.qn, new.px = s.phase, s.rnd, s.done, s.qn, s.px
    new.mkind, new.moved, new.gt, new.brought, new.owed = s.mkind, s.moved, s.gt, s.brought, s.owed
    if cython.compiled:
        new.hand[:] = s.hand
        new.anim[:] = s.anim
        new.campi[:] = s.campi
        new.campb[:] = s.campb
        new.used[:] = s.used
        new.pile[:] = s.pile
        new.q[:] = s.q
        new.ip[:] = s.ip
        new.inn[:] = s.inn
        new.bp[:] = s.bp
        new.bpc[:] = s.bpc
        new.bsz[:] = s.bsz
        new.arr[:] = s.arr
    else:
        new.hand, new.anim, new.campi, new.campb = s.hand[:], s.anim[:], s.campi[:], s.campb[:]
        new.used, new.pile, new.q = s.used[:], s.pile[:], s.q[:]
        new.ip, new.inn, new.bp, new.bpc, new.bsz, new.arr = \
            s.ip[:], s.inn[:], s.bp[:], s.bpc[:], s.bsz[:], s.arr[:]
    return new


@cython.final
@cython.cclass
class Buf:
    """A list of action codes."""

    a: cython.longlong[1024]
    n: cython.int

    def __init__(self):
        if not cython.compiled:
            self.a = [0] * 1024
        self.n = 0


@cython.cfunc
@cython.inline
def push(out: Buf, code: cython.longlong) -> cython.void:
    out.a[out.n] = code
    out.n += 1


@cython.cfunc
def sort_buf(out: Buf) -> cython.void:
    i: cython.int
    j: cython.int
    x: cython.longlong
    if cython.compiled:
        for i in range(1, out.n):
            x = out.a[i]
            j = i - 1
            while j >= 0 and out.a[j] > x:
                out.a[j + 1] = out.a[j]
                j -= 1
            out.a[j + 1] = x
    else:
        out.a[:out.n] = sorted(out.a[:out.n])


@cython.cfunc
def contains(out: Buf, code: cython.longlong) -> cython.bint:
    i: cython.int
    for i in range(out.n):
        if out.a[i] == code:
            return True
    return False


# --- the game's settings, tables and scratch space ---------------------------------------------------

@cython.final
@cython.cclass
class Eng:
    n: cython.int
    tiles: cython.int
    rounds: cython.int
    give_animal: cython.bint
    short: cython.bint
    lower_own: cython.bint
    tied_next: cython.bint    # tied players take the place just below their best (not the lowest they span)
    dist: cython.int          # 0 orthogonal, 1 diagonal, 2 unlimited
    tie_smallest: cython.bint
    track: cython.int         # 0 spend, 1 lose, 2 none
    anytime: cython.bint
    shopn: cython.int[5]
    rot: cython.int[704]
    kter: cython.int[33]
    kani: cython.int[33]
    knl: cython.int[11]
    kcount: cython.int[8]
    sx: cython.int[3]
    sy: cython.int[3]
    sdx: cython.int[4]
    sdy: cython.int[4]
    cdx: cython.int[4]
    cdy: cython.int[4]
    cost: cython.int[8]
    # scratch
    seen: cython.int[60]
    rq: cython.int[64]
    own: cython.int[60]
    occ: cython.int[60]
    rdone: cython.int[60]
    stamp: cython.int
    rlist: cython.int[60]
    pres: cython.int[60]
    rkey: cython.int[240]
    rown: cython.int[240]
    gk: cython.int[12]
    tot: cython.int[4]
    vals: cython.longlong[1024]
    ties: cython.longlong[1024]
    b0: Buf
    bc: Buf
    bf: Buf
    # the game being played
    bots: cython.int[4]       # 0 random, 1 greedy, 2 builder
    rb: Any                   # rng._randbelow
    rr: Any                   # rng.random
    log: Any                  # a list of codes when tracing, else None

    def __init__(self, game):
        if not cython.compiled:
            self.shopn, self.rot, self.kter, self.kani = [0] * 5, [0] * 704, [0] * 33, [0] * 33
            self.knl, self.kcount, self.sx, self.sy = [0] * 11, [0] * 8, [0] * 3, [0] * 3
            self.sdx, self.sdy, self.cdx, self.cdy, self.cost = [0] * 4, [0] * 4, [0] * 4, [0] * 4, [0] * 8
            self.seen, self.rq, self.own, self.occ, self.rdone = [0] * 60, [0] * 64, [0] * 60, [0] * 60, [0] * 60
            self.rlist, self.pres, self.rkey, self.rown = [0] * 60, [0] * 60, [0] * 240, [0] * 240
            self.gk, self.tot, self.vals, self.ties = [0] * 12, [0] * 4, [0] * 1024, [0] * 1024
            self.bots = [0] * 4
        options = game.options
        self.n = game.players
        self.tiles = game.tiles
        self.rounds = game.rounds
        self.give_animal = options["give_up"] == "animal"
        self.short = options["short_move"] == "yes"
        self.lower_own = options["lower_places"] == "own_fields"
        self.tied_next = options["tied_places"] == "next"
        self.dist = ("orthogonal", "diagonal", "unlimited").index(options["distance"])
        self.tie_smallest = options["final_tie"] == "smallest_kind"
        self.track = ("spend", "lose", "none").index(options["track_limit"])
        self.anytime = options["trade_time"] == "any_decision"
        _, sizes = game.shop()
        i: cython.int
        for i in range(5):
            self.shopn[i] = 0
        for size in sizes:
            self.shopn[size] += 1
        for i in range(len(_ROT)):
            self.rot[i] = _ROT[i]
        for i in range(len(_KTER)):
            self.kter[i] = _KTER[i]
            self.kani[i] = _KANI[i]
        for i in range(len(_KNL)):
            self.knl[i] = _KNL[i]
        for i in range(len(_KCOUNT)):
            self.kcount[i] = _KCOUNT[i]
        for i in range(3):
            self.sx[i] = _START[i][0]
            self.sy[i] = _START[i][1]
        for i in range(4):
            self.sdx[i], self.sdy[i] = _SIDES[i]
            self.cdx[i], self.cdy[i] = _CORNER_POINTS[i]
        for i, c in enumerate((0, 0, 2, 4, 7, 10, 1000, 1000)):
            self.cost[i] = c
        self.stamp = 0
        self.b0, self.bc, self.bf = Buf(), Buf(), Buf()
        self.log = None


# --- reading a position ------------------------------------------------------------------------------

@cython.cfunc
def current(e: Eng, s: St) -> cython.int:
    if s.phase == C_DRAW:
        return CHANCE_P
    if s.phase == C_OVER:
        return TERMINAL_P
    if s.phase == C_SETTLE:
        return s.q[0]
    return (s.rnd + s.done) % e.n


@cython.cfunc
@cython.inline
def total(s: St, p: cython.int) -> cython.int:
    return s.anim[3 * p] + s.anim[3 * p + 1] + s.anim[3 * p + 2]


@cython.cfunc
@cython.inline
def can_gain(e: Eng, s: St, p: cython.int, a: cython.int) -> cython.bint:
    return e.track == 2 or s.anim[3 * p + a] < LIMIT


@cython.cfunc
def reach(e: Eng, b: Board, start: cython.int, steps: cython.int) -> cython.int:
    """Fields reachable from ``start`` in 1 to ``steps`` joins: ``e.rq[1:returned]``."""
    nf: cython.int = b.nt * 3
    i: cython.int
    k: cython.int
    f: cython.int
    g: cython.int
    for i in range(nf):
        e.seen[i] = 0
    e.seen[start] = 1
    e.rq[0] = start
    lo: cython.int = 0
    hi: cython.int = 1
    top: cython.int
    d: cython.int
    for d in range(steps):
        top = hi
        for i in range(lo, hi):
            f = e.rq[i]
            for k in range(b.adjn[f]):
                g = b.adj[f * DEG + k]
                if not e.seen[g]:
                    e.seen[g] = 1
                    e.rq[top] = g
                    top += 1
        lo = hi
        hi = top
    return hi


@cython.cfunc
def moves(e: Eng, s: St, p: cython.int, steps: cython.int, out: Buf, first: cython.bint) -> cython.bint:
    """Moves of one own Indian that has not moved yet to a field no other player's Indians hold (``first``:
    only whether there is one, before a move starts: no arrivals yet)."""
    b: Board = s.b
    nf: cython.int = b.nt * 3
    f: cython.int
    g: cython.int
    i: cython.int
    hi: cython.int
    fk: cython.longlong
    found: cython.bint = False
    for f in range(nf):
        if s.inn[f] <= 0 or s.ip[f] != p or (not first and s.inn[f] <= s.arr[f]):
            continue
        hi = reach(e, b, f, steps)
        for i in range(1, hi):
            g = e.rq[i]
            if s.inn[g] == 0 or s.ip[g] == p:
                if first:
                    return True
                found = True
                fk = b.fkey[f]
                push(out, mk(V_MOVE, (fk << 14) | b.fkey[g], f * 64 + g))
    return found


@cython.cfunc
def builds(e: Eng, s: St, p: cython.int, piece: cython.int, no: cython.int, out: Buf) -> cython.void:
    b: Board = s.b
    tot: cython.int = total(s, p)
    i: cython.int
    f: cython.int
    n: cython.int
    sz: cython.int
    old: cython.int
    ter: cython.int
    base: cython.int = 10 * p + 5 * piece
    for i in range(no):
        f = e.own[i]
        ter = b.fter[f]
        if (piece == 0) == (ter == RIVER):
            continue
        n = s.inn[f]
        if s.bsz[f] == 0:
            for sz in range(1, 5):
                if s.campb[base + sz] > 0 and sz <= n and e.cost[sz] <= tot:
                    push(out, mk(V_BUILD, ((piece * 8 + sz) << 14) | b.fkey[f], f))
        elif s.bp[f] == p and s.bpc[f] == piece:
            old = s.bsz[f]
            for sz in range(old + 1, 5):
                if s.campb[base + sz] > 0 and sz - old <= n and e.cost[sz - old] <= tot:
                    push(out, mk(V_ENLARGE, ((piece * 8 + sz) << 14) | b.fkey[f], f))


@cython.cfunc
def trades(e: Eng, s: St, p: cython.int, settling: cython.bint, committed: cython.int, out: Buf) -> cython.void:
    """Buying and exchanging (see legal.trades)."""
    b: Board = s.b
    a0: cython.int = s.anim[3 * p]
    a1: cython.int = s.anim[3 * p + 1]
    a2: cython.int = s.anim[3 * p + 2]
    least: cython.int = min(a0, a1, a2)
    spare: cython.int = a0 + a1 + a2 - committed
    nf: cython.int = b.nt * 3
    f: cython.int
    left: cython.int = TOTAL_INDIANS - s.campi[p]
    for f in range(nf):
        if s.inn[f] > 0 and s.ip[f] == p:
            left -= s.inn[f]
    if left != 0 and least >= 1 and spare >= 3:
        push(out, mk(V_BUY, 2 * 8 + 1, 0))
    piece: cython.int
    sz: cython.int
    for piece in range(2):
        for sz in range(1, 5):
            if least < sz or spare < 3 * sz:
                continue
            left = e.shopn[sz] - s.campb[10 * p + 5 * piece + sz]
            for f in range(nf):
                if s.bsz[f] == sz and s.bp[f] == p and s.bpc[f] == piece:
                    left -= 1
            if left > 0:
                push(out, mk(V_BUY, piece * 8 + sz, 0))
    a: cython.int
    c: cython.int
    have: cython.int
    for a in range(3):
        have = s.anim[3 * p + a]
        if have < 3 or (settling and have <= LIMIT) or spare < 2:
            continue
        for c in range(3):
            if settling or c == a or can_gain(e, s, p, c):
                push(out, mk(V_EXCHANGE, a * 4 + c, 0))


@cython.cfunc
def legal(e: Eng, s: St, out: Buf) -> cython.void:
    """The legal actions, sorted as the rules engine sorts them (none at a chance node or the end)."""
    out.n = 0
    ph: cython.int = s.phase
    if ph == C_DRAW or ph == C_OVER:
        return
    p: cython.int = current(e, s)
    b: Board = s.b
    nf: cython.int = b.nt * 3
    f: cython.int
    i: cython.int
    t: cython.int
    a: cython.int
    u: cython.int
    no: cython.int
    cnt: cython.int
    tot: cython.int = total(s, p)
    committed: cython.int = 0
    if ph == C_ACT:
        u = s.used[p]
        placed: cython.bint = (u & 1) != 0
        if not placed:
            for i in range(b.ns):
                for t in range(4):
                    push(out, mk(V_PLACE, b.spot[i] * 4 + t, 0))
        cnt = 0
        for t in range(6):
            if u & (1 << t):
                cnt += 1
        if placed or cnt != 3:
            no = 0
            for f in range(nf):
                if s.inn[f] > 0 and s.ip[f] == p:
                    e.own[no] = f
                    no += 1
            if not (u & 2):
                builds(e, s, p, 0, no, out)
            if not (u & 4):
                builds(e, s, p, 1, no, out)
            if not (u & 8) and moves(e, s, p, 3, out, True):
                push(out, mk(V_START, 0, 0))
            if e.short and not (u & 16) and moves(e, s, p, 1, out, True):
                push(out, mk(V_START, 1, 0))
            if not (u & 32) and no > 1:
                for i in range(no):
                    push(out, mk(V_GATHER, b.fkey[e.own[i]], e.own[i]))
            for t in range(1, 6):
                if (u & (1 << t)) or (t == 4 and not e.short):
                    continue
                cnt = 0
                if e.give_animal:
                    for a in range(3):
                        if can_gain(e, s, p, a):
                            push(out, mk(V_GIVE_UP, t * 8 + a + 1, 0))
                            cnt += 1
                if cnt == 0:
                    push(out, mk(V_GIVE_UP, t * 8, 0))
        trades(e, s, p, False, 0, out)
    elif ph == C_SETTLE:
        trades(e, s, p, True, 0, out)
    else:
        if ph == C_PUT:
            push(out, mk(V_PUT, 0, 0))
            cnt = e.knl[b.tk[s.px]]
            for i in range(1, min(5, s.campi[p]) + 1):
                if e.cost[i] <= tot:
                    for a in range(cnt):
                        push(out, mk(V_PUT, i * 8 + a + 1, 0))
        elif ph == C_MOVE:
            committed = e.cost[s.moved]
            if s.moved < 5 and e.cost[s.moved + 1] <= tot:
                moves(e, s, p, 3 if s.mkind == 0 else 1, out, False)
            if s.moved:
                push(out, mk(V_FINISH, 0, 0))
        elif ph == C_GATHER:
            committed = e.cost[s.brought]
            if s.brought < 5 and e.cost[s.brought + 1] <= tot:
                for f in range(nf):
                    if s.inn[f] > 0 and s.ip[f] == p and f != s.gt:
                        push(out, mk(V_BRING, b.fkey[f], f))
            if s.brought:
                push(out, mk(V_FINISH, 0, 0))
        else:  # PAY
            committed = s.owed
            for a in range(3):
                if s.anim[3 * p + a]:
                    push(out, mk(V_PAY, a, 0))
        if e.anytime:
            trades(e, s, p, False, committed, out)
    sort_buf(out)


# --- scoring -------------------------------------------------------------------------------------------

@cython.cfunc
def region_gains(e: Eng, s: St) -> cython.void:
    """What this round's scoring would give each player now, per kind: ``e.gk[3p + kind]``, and in all:
    ``e.tot[p]`` (scoring.score_found and bots._round_totals alike). A player's ranking key in a region
    is one integer, ``count of size 4 << 20 | ... | count of size 1 << 5 | Indians``: the order of
    (building sizes largest first, Indians)."""
    b: Board = s.b
    n: cython.int = e.n
    nf: cython.int = b.nt * 3
    i: cython.int
    f: cython.int
    p: cython.int
    q: cython.int
    o1: cython.int
    o2: cython.int
    r: cython.int
    nb: cython.int
    ni: cython.int
    pres: cython.int
    place: cython.int
    tied: cython.int
    gain: cython.int
    totalr: cython.int
    kind: cython.int
    key: cython.int
    stamp: cython.int = e.stamp + 1
    e.stamp = stamp
    for p in range(n):
        e.gk[3 * p] = 0
        e.gk[3 * p + 1] = 0
        e.gk[3 * p + 2] = 0
        e.tot[p] = 0
    nreg: cython.int = 0
    for f in range(nf):
        nb = s.bsz[f]
        ni = s.inn[f]
        if nb == 0 and ni == 0:
            continue
        r = b.freg[f]
        if e.rdone[r] != stamp:
            e.rdone[r] = stamp
            e.rlist[nreg] = r
            nreg += 1
            e.pres[r] = 0
            for p in range(n):
                e.rkey[4 * r + p] = 0
                e.rown[4 * r + p] = 0
        o1 = -1
        if nb:
            o1 = s.bp[f]
            e.rkey[4 * r + o1] += 1 << (5 * nb)
            e.rown[4 * r + o1] += b.fani[f]
            e.pres[r] |= 1 << o1
        if ni:
            o2 = s.ip[f]
            e.rkey[4 * r + o2] += ni
            if o2 != o1:
                e.rown[4 * r + o2] += b.fani[f]
                e.pres[r] |= 1 << o2
    for i in range(nreg):
        r = e.rlist[i]
        pres = e.pres[r]
        totalr = b.rani[r]
        kind = b.fter[r]
        for p in range(n):
            if not (pres & (1 << p)):
                continue
            key = e.rkey[4 * r + p]
            place = 0
            tied = 0
            for q in range(n):
                if (pres & (1 << q)) and e.rkey[4 * r + q] >= key:
                    place += 1
                    if q != p and e.rkey[4 * r + q] == key:
                        tied += 1
            if e.tied_next and tied > 1:   # three or more tied: the place just below their best
                place -= tied - 1
            if place == 1:
                gain = totalr
            elif place == 2:
                gain = totalr // 2
            elif e.lower_own:
                gain = e.rown[4 * r + p]
            else:
                gain = 0
            e.gk[3 * p + kind] += gain
            e.tot[p] += gain


@cython.cfunc
def value(e: Eng, s: St, me: cython.int, weight: cython.int) -> cython.int:
    """GreedyBot.value: the lead over the best rival (tracks plus this round's scoring now, less the cost
    still owed), plus ``weight`` per size of one's own buildings."""
    region_gains(e, s)
    n: cython.int = e.n
    p: cython.int
    t: cython.int
    mine: cython.int = 0
    rival: cython.int = -1000000
    for p in range(n):
        t = total(s, p) + e.tot[p]
        if p == me:
            if s.phase == C_PAY:
                t -= s.owed
            mine = t
        elif t > rival:
            rival = t
    v: cython.int = mine - rival
    f: cython.int
    if weight:
        for f in range(s.b.nt * 3):
            if s.bsz[f] > 0 and s.bp[f] == me:
                v += weight * s.bsz[f]
    return v


# --- what an action does -------------------------------------------------------------------------------

@cython.cfunc
def next_round(e: Eng, s: St) -> cython.void:
    n: cython.int = e.n
    drawn: cython.int = s.b.nt - 3
    p: cython.int
    for p in range(n):
        if s.hand[p] >= 0:
            drawn += 1
    if drawn + n > e.tiles or s.rnd + 1 >= e.rounds:
        s.phase = C_OVER
        return
    s.phase = C_DRAW
    s.rnd += 1
    s.done = 0
    for p in range(n):
        s.used[p] = 0


@cython.cfunc
def score_round(e: Eng, s: St) -> cython.void:
    region_gains(e, s)
    n: cython.int = e.n
    p: cython.int
    a: cython.int
    q: cython.int
    for p in range(n):
        for a in range(3):
            s.anim[3 * p + a] += e.gk[3 * p + a]
            if e.track == 1 and s.anim[3 * p + a] > LIMIT:
                s.anim[3 * p + a] = LIMIT
    s.qn = 0
    if e.track == 0:
        for q in range(s.rnd, s.rnd + n):
            p = q % n
            if s.anim[3 * p] > LIMIT or s.anim[3 * p + 1] > LIMIT or s.anim[3 * p + 2] > LIMIT:
                s.q[s.qn] = p
                s.qn += 1
    if s.qn:
        s.phase = C_SETTLE
    else:
        next_round(e, s)


@cython.cfunc
def finish_action(e: Eng, s: St) -> cython.void:
    s.done += 1
    if s.done < 4 * e.n:
        s.phase = C_ACT
    else:
        score_round(e, s)


@cython.cfunc
def charge(e: Eng, s: St, k: cython.int) -> cython.void:
    owed: cython.int = e.cost[k]
    if owed:
        s.phase = C_PAY
        s.owed = owed
    else:
        finish_action(e, s)


@cython.cfunc
def settled(e: Eng, s: St) -> cython.void:
    p: cython.int = s.q[0]
    if s.anim[3 * p] > LIMIT or s.anim[3 * p + 1] > LIMIT or s.anim[3 * p + 2] > LIMIT:
        return
    i: cython.int
    if s.qn > 1:
        for i in range(s.qn - 1):
            s.q[i] = s.q[i + 1]
        s.qn -= 1
    else:
        s.qn = 0
        next_round(e, s)


@cython.cfunc
def apply(e: Eng, s: St, code: cython.longlong) -> cython.void:
    """Play a legal action (in place; a placed tile goes on a copy of the board)."""
    verb: cython.int = verb_of(code)
    sv: cython.int = sort_of(code)
    aux: cython.int = code & 4095
    n: cython.int = e.n
    p: cython.int
    i: cython.int
    f: cython.int
    g: cython.int
    k: cython.int
    if verb == V_DRAW:
        k = sv
        i = 0
        for p in range(n):
            if s.hand[p] >= 0:
                i += 1
        p = (s.rnd + i) % n
        if s.hand[p] >= 0:
            s.pile[s.hand[p]] += 1
        s.hand[p] = k
        s.pile[k] -= 1
        for i in range(n):
            if s.hand[i] < 0:
                return
        s.phase = C_ACT
        return
    p = current(e, s)
    if verb == V_MOVE:
        f = aux >> 6
        g = aux & 63
        s.inn[f] -= 1
        s.inn[g] += 1
        s.ip[g] = p
        s.arr[g] += 1
        s.moved += 1
    elif verb == V_BRING:
        s.inn[aux] -= 1
        s.inn[s.gt] += 1
        s.ip[s.gt] = p
        s.brought += 1
    elif verb == V_PLACE:
        k = sv >> 2
        b: Board = board_copy(s.b)
        s.b = b
        s.used[p] |= 1
        s.px = add_tile(e, b, k // 64 - 32, k % 64 - 32, s.hand[p], sv & 3)
        s.hand[p] = -1
        s.phase = C_PUT
    elif verb == V_PUT:
        k = sv >> 3
        if k:
            f = 3 * s.px + (sv & 7) - 1
            s.inn[f] += k
            s.ip[f] = p
            s.campi[p] -= k
        charge(e, s, k)
    elif verb == V_BUILD or verb == V_ENLARGE:
        f = aux
        piece: cython.int = sv >> 17
        size: cython.int = (sv >> 14) & 7
        old: cython.int = s.bsz[f] if verb == V_ENLARGE else 0
        k = size - old
        s.bp[f] = p
        s.bpc[f] = piece
        s.bsz[f] = size
        if old:
            s.campb[10 * p + 5 * piece + old] += 1
        s.campb[10 * p + 5 * piece + size] -= 1
        s.campi[p] += k
        s.inn[f] -= k
        s.used[p] |= 2 if piece == 0 else 4
        charge(e, s, k)
    elif verb == V_START:
        s.used[p] |= 8 if sv == 0 else 16
        s.phase = C_MOVE
        s.mkind = sv
        s.moved = 0
        for f in range(s.b.nt * 3):
            s.arr[f] = 0
    elif verb == V_GATHER:
        s.used[p] |= 32
        s.phase = C_GATHER
        s.gt = aux
        s.brought = 0
    elif verb == V_FINISH:
        charge(e, s, s.moved if s.phase == C_MOVE else s.brought)
    elif verb == V_GIVE_UP:
        s.used[p] |= 1 << (sv >> 3)
        k = sv & 7
        if k:
            s.anim[3 * p + k - 1] += 1
        finish_action(e, s)
    elif verb == V_PAY:
        s.anim[3 * p + sv] -= 1
        s.owed -= 1
        if s.owed == 0:
            finish_action(e, s)
    elif verb == V_BUY:
        k = sv & 7
        s.anim[3 * p] -= k
        s.anim[3 * p + 1] -= k
        s.anim[3 * p + 2] -= k
        if sv >> 3 == 2:
            s.campi[p] += 1
        else:
            s.campb[10 * p + 5 * (sv >> 3) + k] += 1
        if s.phase == C_SETTLE:
            settled(e, s)
    else:  # EXCHANGE
        s.anim[3 * p + (sv >> 2)] -= 3
        s.anim[3 * p + (sv & 3)] += 1
        if s.phase == C_SETTLE:
            settled(e, s)


@cython.cfunc
def chance(e: Eng, s: St) -> cython.longlong:
    """sample_chance: one rng.random() against the cumulative weights of the pile, in the kinds' order."""
    m: cython.int = 0
    k: cython.int
    totalw: cython.int = 0
    for k in range(N_KINDS):
        if s.pile[k] > 0:
            totalw += s.pile[k]
            m += 1
    x: cython.double = e.rr() * (totalw + 0.0)
    seen: cython.int = 0
    cum: cython.int = 0
    last: cython.int = -1
    for k in range(N_KINDS):
        if s.pile[k] > 0:
            seen += 1
            cum += s.pile[k]
            last = k
            if seen == m or x < cum:
                break
    return mk(V_DRAW, last, 0)


# --- the bots ----------------------------------------------------------------------------------------

@cython.cfunc
def finish(e: Eng, s: St, p: cython.int, weight: cython.int) -> St:
    """GreedyBot.finish: the action under way completed greedily (each step the first best; cost unpaid)."""
    cur: St = s
    best: St
    trial: St
    bestv: cython.int
    v: cython.int
    i: cython.int
    verb: cython.int
    out: Buf = e.bf
    while (cur.phase == C_PUT or cur.phase == C_MOVE or cur.phase == C_GATHER) and current(e, cur) == p:
        legal(e, cur, out)
        best = cython.cast(St, None)  # none yet (a typed St may be None)
        bestv = 0
        for i in range(out.n):
            verb = verb_of(out.a[i])
            if verb == V_BUY or verb == V_EXCHANGE:
                continue
            trial = st_copy(cur)
            apply(e, trial, out.a[i])
            v = value(e, trial, p, weight)
            if best is None or v > bestv:
                best = trial
                bestv = v
        cur = best
    return cur


@cython.cfunc
def decide(e: Eng, s: St, p: cython.int, weight: cython.int) -> cython.longlong:
    """GreedyBot.decide (weight 0) and BuilderBot.decide (weight 1)."""
    b0: Buf = e.b0
    legal(e, s, b0)
    ph: cython.int = s.phase
    i: cython.int
    j: cython.int
    verb: cython.int
    code: cython.longlong
    best: cython.longlong = -1
    bv: cython.int = 0
    v: cython.int
    k0: cython.int
    k1: cython.int
    b0v: cython.int
    b1v: cython.int
    if ph == C_PAY:
        bv = -1
        for i in range(b0.n):
            code = b0.a[i]
            if verb_of(code) == V_PAY:
                v = s.anim[3 * p + sort_of(code)]
                if v > bv:
                    bv = v
                    best = code
        return best
    if ph == C_SETTLE:
        b0v = 2
        b1v = 0
        for i in range(b0.n):
            code = b0.a[i]
            if verb_of(code) == V_EXCHANGE:
                k0 = 0
                k1 = s.anim[3 * p + (sort_of(code) & 3)]
            else:
                k0 = 1
                k1 = 0
            if k0 < b0v or (k0 == b0v and k1 < b1v):
                b0v = k0
                b1v = k1
                best = code
        return best
    a0: cython.int = s.anim[3 * p]
    a1: cython.int = s.anim[3 * p + 1]
    a2: cython.int = s.anim[3 * p + 2]
    if ph == C_ACT:
        # GreedyBot.trade: an Indian when the camp is empty; a track about to pass the limit exchanged
        if s.campi[p] == 0 and min(a0, a1, a2) >= 2:
            code = mk(V_BUY, 2 * 8 + 1, 0)
            if contains(b0, code):
                return code
        full: cython.int = 0
        if a1 > a0:
            full = 1
        if a2 > s.anim[3 * p + full]:
            full = 2
        if s.anim[3 * p + full] >= LIMIT - 1:
            low: cython.int = 0
            if a1 < a0:
                low = 1
            if a2 < s.anim[3 * p + low]:
                low = 2
            if low != full:
                code = mk(V_EXCHANGE, full * 4 + low, 0)
                if contains(b0, code):
                    return code
    cand: Buf = e.bc
    cand.n = 0
    trial: St
    places: cython.int = 0
    for i in range(b0.n):
        verb = verb_of(b0.a[i])
        if verb == V_BUY or verb == V_EXCHANGE:
            continue
        if verb == V_PLACE:
            places += 1
    if ph == C_ACT and places > 3:
        # GreedyBot.shortlist: the other actions, then the three best placements by the board alone
        for i in range(b0.n):
            verb = verb_of(b0.a[i])
            if verb != V_BUY and verb != V_EXCHANGE and verb != V_PLACE:
                push(cand, b0.a[i])
        for i in range(places):  # the placements come first in the sorted list
            trial = st_copy(s)
            apply(e, trial, b0.a[i])
            e.vals[i] = value(e, trial, p, weight)
        for j in range(3):
            k0 = -1
            for i in range(places):
                if e.vals[i] != -(1 << 40) and (k0 < 0 or e.vals[i] > e.vals[k0]):
                    k0 = i
            push(cand, b0.a[k0])
            e.vals[k0] = -(1 << 40)
    else:
        for i in range(b0.n):
            verb = verb_of(b0.a[i])
            if verb != V_BUY and verb != V_EXCHANGE:
                push(cand, b0.a[i])
    nt: cython.int = 0
    for i in range(cand.n):
        trial = st_copy(s)
        apply(e, trial, cand.a[i])
        trial = finish(e, trial, p, weight)
        v = value(e, trial, p, weight)
        if nt == 0 or v > bv:
            bv = v
            nt = 0
        if v == bv:
            e.ties[nt] = cand.a[i]
            nt += 1
    return e.ties[e.rb(nt)]


# --- whole games ---------------------------------------------------------------------------------------

@cython.cfunc
def run(e: Eng, s: St) -> St:
    """Play on to the end (``s`` changes)."""
    p: cython.int
    kind: cython.int
    code: cython.longlong
    b0: Buf = e.b0
    while s.phase != C_OVER:
        if s.phase == C_DRAW:
            code = chance(e, s)
        else:
            p = current(e, s)
            kind = e.bots[p]
            if kind == 0:
                legal(e, s, b0)
                code = b0.a[e.rb(b0.n)]
            else:
                code = decide(e, s, p, kind - 1)
        if e.log is not None:
            e.log.append(code)
        apply(e, s, code)
    return s


def outcome(e: Eng, s: St) -> Outcome:
    """State.outcome() of a finished game."""
    n = e.n
    scores = tuple(s.anim[3 * p] + s.anim[3 * p + 1] + s.anim[3 * p + 2] for p in range(n))
    best = max(scores)
    tied = [p for p in range(n) if scores[p] == best]
    reason = _REASON
    if len(tied) > 1 and e.tie_smallest:
        smallest = [min(s.anim[3 * p], s.anim[3 * p + 1], s.anim[3 * p + 2]) for p in range(n)]
        least = max(smallest[p] for p in tied)
        tied = [p for p in tied if smallest[p] == least]
        reason = _REASON_TIE
    return Outcome(scores, tuple(tied), reason)


def convert(state: State) -> tuple:
    """The rules engine's position as (Eng, St)."""
    game = state.game
    e = Eng(game)
    b = Board()
    for placement in state.placements:
        add_tile(e, b, placement.x, placement.y, _KIND_INDEX[placement.kind], placement.rotation)
    slots = {(b.tx[t], b.ty[t]): t for t in range(b.nt)}

    def field(f) -> int:
        return 3 * slots[(f[0], f[1])] + ord(f[2]) - 97

    s = St()
    s.b = b
    s.phase, s.rnd, s.done = state.phase, state.round, state.done
    for p in range(game.players):
        h = state.hands[p]
        s.hand[p] = -1 if h is None else _KIND_INDEX[h]
        for a in range(3):
            s.anim[3 * p + a] = state.animals[p][a]
        men, teepees, canoes = state.camp[p]
        s.campi[p] = men
        for piece, sizes in ((0, teepees), (1, canoes)):
            for size in sizes:
                s.campb[10 * p + 5 * piece + size] += 1
        s.used[p] = sum(1 << t for t in set(state.used[p]))
    for k, left in enumerate(state.pile):
        s.pile[k] = left
    for f, p, count in state.indians:
        s.ip[field(f)], s.inn[field(f)] = p, count
    for f, p, piece, size in state.buildings:
        s.bp[field(f)], s.bpc[field(f)], s.bsz[field(f)] = p, piece, size
    if state.phase == PUT:
        s.px = slots[(state.putting.x, state.putting.y)]
    elif state.phase == MOVE:
        moving = state.moving
        s.mkind, s.moved = moving.kind, moving.moved
        for f, count in moving.arrivals:
            s.arr[field(f)] = count
    elif state.phase == GATHER:
        gathering = state.gathering
        s.gt, s.brought = field(gathering.target), gathering.brought
    elif state.phase == PAY:
        s.owed = state.paying.owed
    elif state.phase == SETTLE:
        queue = state.settling.queue
        s.qn = len(queue)
        for i, p in enumerate(queue):
            s.q[i] = p
    return e, s


def _setup(e: Eng, bots) -> None:
    for p in range(e.n):
        e.bots[p] = 0 if bots is None else ("random", "greedy", "builder").index(bots[p])


def _start(e: Eng, seed) -> None:
    rng = random.Random(seed)
    e.rb = rng._randbelow  # type: ignore[attr-defined]  # what rng.choice draws with
    e.rr = rng.random


def play(state, seeds, bots=None) -> list:
    """One game per seed from ``state`` (see tutor.sim.engines.PlayoutEngine)."""
    e, s = convert(state)
    _setup(e, bots)
    out = []
    for seed in seeds:
        _start(e, seed)
        out.append(outcome(e, run(e, st_copy(s))))
    return out


def text(b: Board, code: int) -> str:
    """``str(action)`` of the rules engine's Action for a code (the trace only)."""
    verb, sv, aux = code >> VSH, (code >> ASH) & ((1 << 32) - 1), code & 4095

    def field(f: int) -> tuple:
        return (b.tx[f // 3], b.ty[f // 3], "abc"[f % 3])

    if verb == A.DRAW:
        action = Action(verb, tile=TILE_KINDS[sv].id)
    elif verb == A.PLACE:
        action = Action(verb, square=((sv >> 2) // 64 - 32, (sv >> 2) % 64 - 32), turn=sv & 3)
    elif verb == A.PUT:
        action = Action(verb, indians=sv >> 3, letter="abc"[(sv & 7) - 1] if sv >> 3 else "")
    elif verb in (A.BUILD, A.ENLARGE):
        action = Action(verb, piece=sv >> 17, size=(sv >> 14) & 7, field=field(aux))
    elif verb == A.START:
        action = Action(verb, kind=sv)
    elif verb == A.MOVE:
        action = Action(verb, source=field(aux >> 6), target=field(aux & 63))
    elif verb == A.GATHER:
        action = Action(verb, field=field(aux))
    elif verb == A.BRING:
        action = Action(verb, source=field(aux))
    elif verb == A.GIVE_UP:
        action = Action(verb, given_up=sv >> 3, gain=(sv & 7) - 1 if sv & 7 else None)
    elif verb == A.PAY:
        action = Action(verb, spend=sv)
    elif verb == A.BUY:
        action = Action(verb, piece=sv >> 3, size=sv & 7)
    elif verb == A.EXCHANGE:
        action = Action(verb, spend=sv >> 2, gain=sv & 3)
    else:
        action = Action(verb)
    return str(action)


def trace(state, seed, bots=None) -> tuple:
    """One game: the text of every action played and its outcome."""
    e: Eng
    s: St
    e, s = convert(state)
    _setup(e, bots)
    _start(e, seed)
    log: list[int] = []
    e.log = log
    final = run(e, st_copy(s))
    return [text(final.b, code) for code in log], outcome(e, final)
