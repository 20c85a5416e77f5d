"""Apache's playout engine (issue #19): whole games from any rules-engine position, fast.

A compact MUTABLE position (:class:`Pos`: counts per card type in C arrays, the Pow-Wow board as a small
queue, each victory pile as a run of card ints) with its own legal actions, transitions, chance and the
greedy, patient and random bots, written in Cython's pure-Python mode: ``setup.py`` compiles this same file
to ``_playout_c`` (then a whole game runs in C, with no Python call per step: it draws from its own copy of
``random.Random``'s Mersenne Twister, seeded as ``Random(seed)`` seeds it), and uncompiled it runs as ordinary
Python drawing from ``random.Random(seed)`` itself. It MIRRORS the rules engine (``legal.py``, ``transitions.py``,
``bots.py``, :func:`tutor.core.play.random_action`, :func:`tutor.core.bots.advance` and
:func:`.bots.play_window`), which stays the only source of rule truth: for the same seed it plays the same
actions, draws the same chance outcomes and ends with the same :class:`tutor.core.Outcome`.

* random games (``bots=None``): a reveal is one ``rng.random()`` against the face-down counts in card-type
  order (``sample_chance``); any other step is ``rng.choice(legal_actions)``, reproduced as the same
  ``getrandbits`` draws as ``Random._randbelow`` over the rules engine's sorted action list (plays by
  colour, then kind, then ``close``; claims: takes, captures, marriages by card), without building it;
* bot games: the claim window of :func:`.bots.play_window` (each bot decides in seat order, its reaction
  time ``uniform(0.7, 1.3)`` drawn at once; plays land fastest first, ties by seat; bots that look again
  are asked after every landing) and each bot's claim with its tie-breaks and its ``rng.choice``.

Tested by ``tests/sim/test_playout_engines.py`` (every configuration, from the start and mid-game, random
play and each bot, both builds: the same action texts and outcome as the rules engine, seed for seed) and
``tests/apache/test_playout.py`` (more seeds, mixed bots, variants together, edited positions).
"""
from __future__ import annotations

from typing import Any

import cython

from tutor.core import Outcome
from tutor.core.api import evolve

# card types (see cards.py): Indian = colour * 4 + kind, then the booty
BUFFALO = cython.declare(cython.int, 20)
TOTEM = cython.declare(cython.int, 21)
TOMAHAWK = cython.declare(cython.int, 22)
NECKLACE = cython.declare(cython.int, 23)
TEEPEE = cython.declare(cython.int, 24)
CHIEF = cython.declare(cython.int, 0)
MAIDEN = cython.declare(cython.int, 2)
# phases (constants.py)
REVEAL = cython.declare(cython.int, 0)
WINDOW = cython.declare(cython.int, 1)
RESOLVE = cython.declare(cython.int, 2)
RESOLVE_LAST = cython.declare(cython.int, 3)
OVER = cython.declare(cython.int, 4)
# verbs (actions.py); a claim option is verb * 32 + card, a traced action verb * 1000 + colour * 100 + kind/card
V_REVEAL = cython.declare(cython.int, 0)
V_PLAY = cython.declare(cython.int, 1)
V_CLOSE = cython.declare(cython.int, 2)
V_TAKE = cython.declare(cython.int, 3)
V_CAPTURE = cython.declare(cython.int, 4)
V_MARRY = cython.declare(cython.int, 5)
# bots per seat: 0 uniform random play (bots=None), then the registry's bots
B_NONE = cython.declare(cython.int, 0)
B_RANDOM = cython.declare(cython.int, 1)
B_GREEDY = cython.declare(cython.int, 2)
B_PATIENT = cython.declare(cython.int, 3)
# the Mersenne Twister's constants (CPython's _randommodule.c)
MT_UPPER = cython.declare(cython.uint, 0x80000000)
MT_LOWER = cython.declare(cython.uint, 0x7fffffff)
MT_MATRIX_A = cython.declare(cython.uint, 0x9908b0df)
MT_TEMPER_B = cython.declare(cython.uint, 0x9d2c5680)
MT_TEMPER_C = cython.declare(cython.uint, 0xefc60000)
#: a victory pile lives in PC slots of ``Pos.pile``, laid from BASE (room to slide buffalo under it)
PC = cython.declare(cython.int, 360)
BASE = cython.declare(cython.int, 120)

BOTS = frozenset({"random", "greedy", "patient"})
_BOT_KINDS = {"random": 1, "greedy": 2, "patient": 3}


@cython.cfunc
@cython.inline
def usual(kind: cython.int) -> cython.int:
    """The booty an Indian of this kind takes as usual: chief totem poles, warrior tomahawks, maiden
    necklaces, hunter buffalo."""
    return 20 + (kind + 1) % 4


@cython.cclass
class Pos:
    """The game's configuration (set once per call) and a mutable position (copied per game)."""

    # configuration
    np: cython.int
    seat_col: cython.int[5]
    col_order: cython.int[5]  # the seats by ascending colour (the order of a window's sorted plays)
    owner: cython.int[5]
    warpath: cython.bint
    wedding: cython.bint
    shared: cython.bint
    bb: cython.bint  # buffalo go under the victory pile
    last_played: cython.bint
    lw_one: cython.bint
    wed_allies_none: cython.bint
    per_rival: cython.int
    npris: cython.int[5]
    pris: cython.int[100]  # colour * 20 + i: the Indian types the colour's chief may capture
    nsp: cython.int[10]
    sp: cython.int[200]  # (colour * 2 + maiden) * 20 + i: the types the colour's Indian may marry
    allied: cython.int[25]  # claimant colour * 5 + colour: 1 when that colour's look-alikes join a claim
    botk: cython.int[5]
    # position
    phase: cython.int
    turn: cython.int
    ndown: cython.int
    down: cython.int[25]
    table: cython.int[25]
    pw_seat: cython.int[8]
    pw_kind: cython.int[8]
    pw_pun: cython.int[8]
    pw_h: cython.int
    pw_n: cython.int
    pile: cython.int[1800]
    pst: cython.int[5]
    pen: cython.int[5]
    nbuf: cython.int[5]  # buffalo in each victory pile
    # scratch
    opt: cython.int[64]
    opt2: cython.int[64]
    val: cython.int[64]
    won: cython.int[128]
    mark: cython.int[25]
    wt: cython.double[5]
    wk: cython.int[5]
    wpend: cython.int[5]
    wwait: cython.int[5]
    wlook: cython.int[5]
    # the draws and the trace
    rnd: Any
    grb: Any
    mt: cython.uint[624]
    mti: cython.int
    tracing: cython.bint
    rec: list

    def __init__(self):
        if not cython.compiled:
            for name, n in (("seat_col", 5), ("col_order", 5), ("owner", 5), ("npris", 5), ("pris", 100),
                            ("nsp", 10), ("sp", 200), ("allied", 25), ("botk", 5), ("down", 25), ("table", 25),
                            ("pw_seat", 8), ("pw_kind", 8), ("pw_pun", 8), ("pile", 1800), ("pst", 5),
                            ("pen", 5), ("nbuf", 5), ("opt", 64), ("opt2", 64), ("val", 64), ("won", 128),
                            ("mark", 25), ("mt", 624), ("wk", 5), ("wpend", 5), ("wwait", 5), ("wlook", 5)):
                setattr(self, name, [0] * n)
            self.wt = [0.0] * 5
        self.rec = []
        self.tracing = False

    # --- set-up ---------------------------------------------------------------------------------

    def configure(self, state) -> None:
        """The configuration and the position of a rules-engine ``state``."""
        game = state.game
        i: cython.int
        c: cython.int
        j: cython.int
        self.np = game.num_players
        for i in range(5):
            self.owner[i] = game.owner[i]
        for i in range(self.np):
            self.seat_col[i] = game.seat_colours[i]
        j = 0
        for c in range(5):
            if game.owner[c] >= 0:
                self.col_order[j] = game.owner[c]
                j += 1
        self.warpath = game.warpath
        self.wedding = game.wedding
        self.shared = game.shared_booty
        self.bb = game.buffalo_bottom
        options = game.options
        self.last_played = options["next_revealer"] == "last_played"
        self.lw_one = options["last_window"] == "one"
        self.wed_allies_none = options["wedding_allies"] == "none"
        self.per_rival = 2 if self.np == 2 else 1
        for c in range(5):
            types = game.prisoner_types[c]
            self.npris[c] = len(types)
            for i in range(len(types)):
                self.pris[c * 20 + i] = types[i]
            for j in range(2):
                types = game.spouse_types[c][j]
                self.nsp[c * 2 + j] = len(types)
                for i in range(len(types)):
                    self.sp[(c * 2 + j) * 20 + i] = types[i]
            for i in range(5):
                if game.allied_colours is not None:
                    self.allied[c * 5 + i] = i in game.allied_colours
                else:
                    self.allied[c * 5 + i] = game.owner[i] < 0 or i == c
        self.phase = state.phase
        self.turn = state.turn
        self.ndown = 0
        for i in range(25):
            self.down[i] = state.down[i]
            self.table[i] = state.table[i]
            self.ndown += state.down[i]
        self.pw_h = 0
        self.pw_n = len(state.powwow)
        for i in range(self.pw_n):
            play = state.powwow[i]
            self.pw_seat[i] = play.seat
            self.pw_kind[i] = play.kind
            self.pw_pun[i] = play.punishable
        for i in range(self.np):
            pile = state.piles[i]
            self.pst[i] = BASE
            self.pen[i] = BASE + len(pile)
            self.nbuf[i] = 0
            for j in range(len(pile)):
                self.pile[i * PC + BASE + j] = pile[j]
                if pile[j] == BUFFALO:
                    self.nbuf[i] += 1

    @cython.ccall
    def copy_config(self, other: Pos):
        """This position's configuration and position from ``other``."""
        i: cython.int
        self.np = other.np
        for i in range(5):
            self.seat_col[i] = other.seat_col[i]
            self.col_order[i] = other.col_order[i]
            self.owner[i] = other.owner[i]
            self.npris[i] = other.npris[i]
            self.botk[i] = other.botk[i]
        for i in range(100):
            self.pris[i] = other.pris[i]
        for i in range(10):
            self.nsp[i] = other.nsp[i]
        for i in range(200):
            self.sp[i] = other.sp[i]
        for i in range(25):
            self.allied[i] = other.allied[i]
        self.warpath = other.warpath
        self.wedding = other.wedding
        self.shared = other.shared
        self.bb = other.bb
        self.last_played = other.last_played
        self.lw_one = other.lw_one
        self.wed_allies_none = other.wed_allies_none
        self.per_rival = other.per_rival
        self.load(other)

    @cython.ccall
    def load(self, other: Pos):
        """The position (not the configuration) of ``other``."""
        i: cython.int
        j: cython.int
        self.phase = other.phase
        self.turn = other.turn
        self.ndown = other.ndown
        for i in range(25):
            self.down[i] = other.down[i]
            self.table[i] = other.table[i]
        self.pw_h = other.pw_h
        self.pw_n = other.pw_n
        for i in range(8):
            self.pw_seat[i] = other.pw_seat[i]
            self.pw_kind[i] = other.pw_kind[i]
            self.pw_pun[i] = other.pw_pun[i]
        for i in range(self.np):
            self.pst[i] = other.pst[i]
            self.pen[i] = other.pen[i]
            self.nbuf[i] = other.nbuf[i]
            for j in range(i * PC + other.pst[i], i * PC + other.pen[i]):
                self.pile[j] = other.pile[j]

    # --- the draws ------------------------------------------------------------------------------

    @cython.cfunc
    def randbelow(self, n: cython.int) -> cython.int:
        """``Random._randbelow(n)``: getrandbits(n.bit_length()) until below n (what ``choice`` draws)."""
        k: cython.int = 0
        m: cython.int = n
        r: cython.int
        while m:
            k += 1
            m >>= 1
        r = self.bits(k)
        while r >= n:
            r = self.bits(k)
        return r

    @cython.cfunc
    def bits(self, k: cython.int) -> cython.int:
        """``rng.getrandbits(k)`` for 0 < k <= 32."""
        if not cython.compiled:
            return self.grb(k)
        return self.genrand() >> (32 - k)

    @cython.cfunc
    def draw(self) -> cython.double:
        """``rng.random()``."""
        a: cython.uint
        b: cython.uint
        if cython.compiled:
            a = self.genrand() >> 5
            b = self.genrand() >> 6
            return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0)
        return self.rnd()

    # The compiled build draws from its own copy of random.Random's Mersenne Twister (CPython's
    # _randommodule.c), seeded as Random(seed) seeds it: the same numbers without a Python call per draw.

    @cython.cfunc
    def genrand(self) -> cython.uint:
        y: cython.uint
        kk: cython.int
        if self.mti >= 624:
            for kk in range(227):
                y = (self.mt[kk] & MT_UPPER) | (self.mt[kk + 1] & MT_LOWER)
                self.mt[kk] = self.mt[kk + 397] ^ (y >> 1) ^ ((y & 1) * MT_MATRIX_A)
            for kk in range(227, 623):
                y = (self.mt[kk] & MT_UPPER) | (self.mt[kk + 1] & MT_LOWER)
                self.mt[kk] = self.mt[kk - 227] ^ (y >> 1) ^ ((y & 1) * MT_MATRIX_A)
            y = (self.mt[623] & MT_UPPER) | (self.mt[0] & MT_LOWER)
            self.mt[623] = self.mt[396] ^ (y >> 1) ^ ((y & 1) * MT_MATRIX_A)
            self.mti = 0
        y = self.mt[self.mti]
        self.mti += 1
        y ^= y >> 11
        y ^= (y << 7) & MT_TEMPER_B
        y ^= (y << 15) & MT_TEMPER_C
        y ^= y >> 18
        return y

    @cython.cfunc
    def init_by_array(self, key: list):
        """init_genrand(19650218) then init_by_array(key), as random_seed does for an int seed."""
        i: cython.int
        j: cython.int
        k: cython.int
        n: cython.int = len(key)
        w: cython.uint
        self.mt[0] = 19650218
        for i in range(1, 624):
            self.mt[i] = 1812433253 * (self.mt[i - 1] ^ (self.mt[i - 1] >> 30)) + i
        self.mti = 624
        i = 1
        j = 0
        k = 624 if 624 > n else n
        while k:
            w = key[j]
            self.mt[i] = (self.mt[i] ^ ((self.mt[i - 1] ^ (self.mt[i - 1] >> 30)) * 1664525)) + w + j
            i += 1
            j += 1
            if i >= 624:
                self.mt[0] = self.mt[623]
                i = 1
            if j >= n:
                j = 0
            k -= 1
        k = 623
        while k:
            self.mt[i] = (self.mt[i] ^ ((self.mt[i - 1] ^ (self.mt[i - 1] >> 30)) * 1566083941)) - i
            i += 1
            if i >= 624:
                self.mt[0] = self.mt[623]
                i = 1
            k -= 1
        self.mt[0] = MT_UPPER

    @cython.ccall
    def seed(self, seed):
        """Draw as ``random.Random(seed)`` draws."""
        i: cython.int
        if cython.compiled:
            if type(seed) is int:
                n = abs(seed)
                key = []
                while True:
                    key.append(n & 0xFFFFFFFF)
                    n >>= 32
                    if not n:
                        break
                self.init_by_array(key)
            else:
                import random
                state = random.Random(seed).getstate()[1]
                for i in range(624):
                    self.mt[i] = state[i]
                self.mti = state[624]
        else:
            import random
            rng = random.Random(seed)
            self.rnd = rng.random
            self.grb = rng.getrandbits

    @cython.cfunc
    def record(self, code: cython.int):
        if self.tracing:
            self.rec.append(code)

    # --- what may be claimed --------------------------------------------------------------------

    @cython.cfunc
    def can_claim(self, colour: cython.int, kind: cython.int) -> cython.bint:
        """legal.can_claim on the table."""
        me: cython.int = colour * 4 + kind
        i: cython.int
        p: cython.int
        if not self.table[me]:
            return False
        if self.table[TEEPEE]:
            return True
        if kind == CHIEF:
            if self.table[TOTEM] <= 0:
                return False
            for i in range(self.npris[colour]):
                p = self.pris[colour * 20 + i]
                if self.table[p] - (p == me) > 0:
                    return True
            return False
        return self.table[usual(kind)] > 0

    @cython.cfunc
    def options(self, colour: cython.int, kind: cython.int, out: cython.p_int) -> cython.int:
        """legal.claim_options, sorted, as verb * 32 + card in ``out``; their number."""
        me: cython.int = colour * 4 + kind
        n: cython.int = 0
        i: cython.int
        p: cython.int
        base: cython.int
        if not self.table[me]:
            return 0
        if kind == CHIEF:
            if self.table[TEEPEE]:
                out[n] = V_TAKE * 32 + TEEPEE
                n += 1
            if self.table[TOTEM]:
                for i in range(self.npris[colour]):
                    p = self.pris[colour * 20 + i]
                    if self.table[p] - (p == me) > 0:
                        out[n] = V_CAPTURE * 32 + p
                        n += 1
        else:
            if self.table[usual(kind)]:
                out[n] = V_TAKE * 32 + usual(kind)
                n += 1
            if self.table[TEEPEE]:
                out[n] = V_TAKE * 32 + TEEPEE
                n += 1
        if self.table[TEEPEE] and self.wedding:
            base = (colour * 2 + (kind == MAIDEN)) * 20
            for i in range(self.nsp[colour * 2 + (kind == MAIDEN)]):
                p = self.sp[base + i]
                if self.table[p]:
                    out[n] = V_MARRY * 32 + p
                    n += 1
        return n

    @cython.cfunc
    def value(self, colour: cython.int, kind: cython.int, option: cython.int, seat: cython.int) -> cython.int:
        """bots._value: the cards the claim brings the seat's victory pile (allies and a Warpath raid too)."""
        me: cython.int = colour * 4 + kind
        verb: cython.int = option >> 5
        card: cython.int = option & 31
        n: cython.int = 1
        c: cython.int
        ally: cython.int
        s: cython.int
        if verb != V_TAKE:
            n += 1
        if self.shared and not (verb == V_MARRY and self.wed_allies_none):
            for c in range(5):
                if self.allied[colour * 5 + c]:
                    ally = c * 4 + kind
                    n += self.table[ally] - (ally == me) - (verb != V_TAKE and ally == card)
        if verb == V_TAKE:
            n += self.table[card]
        elif verb == V_CAPTURE:
            n += self.table[TOTEM]
        else:
            n += self.table[TEEPEE]
        if self.warpath and verb == V_TAKE and card == TOMAHAWK:
            for s in range(self.np):
                if s != seat:
                    n += self.nbuf[s] if self.nbuf[s] < self.per_rival else self.per_rival
        return n

    # --- transitions ----------------------------------------------------------------------------

    @cython.cfunc
    def reveal(self):
        """sample_chance: one rng.random() against the face-down counts in card-type order; then reveal."""
        x: cython.double = self.draw() * (self.ndown + 0.0)
        cum: cython.int = 0
        t: cython.int
        pick: cython.int = -1
        for t in range(25):
            if self.down[t] > 0:
                cum += self.down[t]
                pick = t
                if x < cum:
                    break
        self.down[pick] -= 1
        self.ndown -= 1
        self.table[pick] += 1
        self.phase = WINDOW
        self.record(V_REVEAL * 1000 + pick)

    @cython.cfunc
    def played(self, seat: cython.int) -> cython.int:
        """The kind the seat has on the Pow-Wow board, or -1."""
        i: cython.int
        for i in range(self.pw_h, self.pw_n):
            if self.pw_seat[i] == seat:
                return self.pw_kind[i]
        return -1

    @cython.cfunc
    def play(self, seat: cython.int, kind: cython.int):
        """A hand card lands on the Pow-Wow board, marked when it could claim nothing."""
        colour: cython.int = self.seat_col[seat]
        self.pw_seat[self.pw_n] = seat
        self.pw_kind[self.pw_n] = kind
        self.pw_pun[self.pw_n] = not self.can_claim(colour, kind)
        self.pw_n += 1
        self.record(V_PLAY * 1000 + colour * 100 + kind)

    @cython.cfunc
    def close(self):
        """The window closes: who reveals next, then the claims settle (or the game ends)."""
        i: cython.int
        productive: cython.bint = False
        last: cython.bint = self.ndown == 0
        self.record(V_CLOSE * 1000)
        if self.pw_n > self.pw_h and self.last_played:
            self.turn = self.pw_seat[self.pw_n - 1]
        else:
            self.turn = (self.turn + 1) % self.np
        if self.pw_n == self.pw_h:
            self.phase = OVER if last else REVEAL
            return
        for i in range(self.pw_h, self.pw_n):
            if not self.pw_pun[i]:
                productive = True
        self.phase = RESOLVE_LAST if last and (self.lw_one or not productive) else RESOLVE
        self.settle()

    @cython.cfunc
    def settle(self):
        """Claims that need no choice settle (punished plays, nothing left); the resolution ends when the
        board is empty."""
        seat: cython.int
        kind: cython.int
        size: cython.int
        j: cython.int
        while self.pw_h < self.pw_n:
            seat = self.pw_seat[self.pw_h]
            kind = self.pw_kind[self.pw_h]
            if self.pw_pun[self.pw_h]:
                size = self.pen[seat] - self.pst[seat]
                for j in range(2 if size >= 2 else size):
                    self.pen[seat] -= 1
                    if self.pile[seat * PC + self.pen[seat]] == BUFFALO:
                        self.nbuf[seat] -= 1
            elif self.can_claim(self.seat_col[seat], kind):
                break
            self.pw_h += 1
        if self.pw_h == self.pw_n:
            self.pw_h = 0
            self.pw_n = 0
            if self.phase == RESOLVE_LAST:
                self.phase = OVER
            else:
                self.phase = REVEAL if self.ndown else WINDOW

    @cython.cfunc
    def lay(self, seat: cython.int, n: cython.int):
        """add_to_pile: the ``n`` cards in ``won`` onto the seat's victory pile (buffalo underneath when
        the pile keeps them there)."""
        i: cython.int
        card: cython.int
        base: cython.int = seat * PC
        for i in range(n):
            card = self.won[i]
            if card == BUFFALO:
                self.nbuf[seat] += 1
                if self.bb:
                    self.pst[seat] -= 1
                    self.pile[base + self.pst[seat]] = BUFFALO
                    continue
            self.pile[base + self.pen[seat]] = card
            self.pen[seat] += 1

    @cython.cfunc
    def claim(self, option: cython.int):
        """The lowest hand card's claim (claim_cards, add_to_pile, the Warpath raid), then settle."""
        seat: cython.int = self.pw_seat[self.pw_h]
        kind: cython.int = self.pw_kind[self.pw_h]
        colour: cython.int = self.seat_col[seat]
        me: cython.int = colour * 4 + kind
        verb: cython.int = option >> 5
        card: cython.int = option & 31
        n: cython.int = 1
        c: cython.int
        ally: cython.int
        k: cython.int
        booty: cython.int
        self.record(verb * 1000 + colour * 100 + card)
        self.table[me] -= 1
        self.won[0] = me
        if verb != V_TAKE:
            self.table[card] -= 1
            self.won[n] = card
            n += 1
        if self.shared and not (verb == V_MARRY and self.wed_allies_none):
            for c in range(5):
                if self.allied[colour * 5 + c]:
                    ally = c * 4 + kind
                    for k in range(self.table[ally]):
                        self.won[n] = ally
                        n += 1
                    self.table[ally] = 0
        booty = card if verb == V_TAKE else (TOTEM if verb == V_CAPTURE else TEEPEE)
        for k in range(self.table[booty]):
            self.won[n] = booty
            n += 1
        self.table[booty] = 0
        self.lay(seat, n)
        if self.warpath and verb == V_TAKE and card == TOMAHAWK:
            self.raid(seat)
        self.pw_h += 1
        self.settle()

    @cython.cfunc
    def raid(self, seat: cython.int):
        """The Warpath raid: buffalo from every rival's pile, at its handy end."""
        rival: cython.int
        taken: cython.int
        i: cython.int
        j: cython.int
        base: cython.int
        for rival in range(self.np):
            if rival == seat:
                continue
            taken = 0
            base = rival * PC
            while taken < self.per_rival and self.nbuf[rival] > 0:
                if self.bb:  # the lowest buffalo; the cards under it move up
                    i = self.pst[rival]
                    while self.pile[base + i] != BUFFALO:
                        i += 1
                    j = i
                    while j > self.pst[rival]:
                        self.pile[base + j] = self.pile[base + j - 1]
                        j -= 1
                    self.pst[rival] += 1
                else:  # the topmost buffalo; the cards above it move down
                    i = self.pen[rival] - 1
                    while self.pile[base + i] != BUFFALO:
                        i -= 1
                    for j in range(i, self.pen[rival] - 1):
                        self.pile[base + j] = self.pile[base + j + 1]
                    self.pen[rival] -= 1
                self.nbuf[rival] -= 1
                taken += 1
            if taken:
                for i in range(taken):
                    self.won[i] = BUFFALO
                self.lay(seat, taken)

    # --- random play ----------------------------------------------------------------------------

    @cython.cfunc
    def random_step(self):
        """random_action: chance by its weights, else rng.choice of the sorted legal actions."""
        i: cython.int
        n: cython.int
        seat: cython.int
        free: cython.int = 0
        if self.phase == REVEAL:
            self.reveal()
        elif self.phase == WINDOW:
            for i in range(self.np):
                if self.played(i) < 0:
                    free += 1
            n = self.randbelow(4 * free + 1)
            if n == 4 * free:
                self.close()
                return
            for i in range(self.np):
                seat = self.col_order[i]
                if self.played(seat) >= 0:
                    continue
                if n < 4:
                    self.play(seat, n)
                    return
                n -= 4
        else:
            seat = self.pw_seat[self.pw_h]
            n = self.options(self.seat_col[seat], self.pw_kind[self.pw_h], self.opt)
            self.claim(self.opt[self.randbelow(n)])

    # --- the bots -------------------------------------------------------------------------------

    @cython.cfunc
    def playable(self, seat: cython.int, out: cython.p_int) -> cython.int:
        """The hand's kinds that could claim now, in hand order."""
        colour: cython.int = self.seat_col[seat]
        mine: cython.int = self.played(seat)
        k: cython.int
        n: cython.int = 0
        for k in range(4):
            if k != mine and self.can_claim(colour, k):
                out[n] = k
                n += 1
        return n

    @cython.cfunc
    def richest(self, seat: cython.int, kind: cython.int) -> cython.int:
        """bots._richest: the first richest claim's option in ``opt[0]`` and its value (-1: none)."""
        colour: cython.int = self.seat_col[seat]
        n: cython.int = self.options(colour, kind, self.opt2)
        i: cython.int
        v: cython.int
        best: cython.int = -1
        for i in range(n):
            v = self.value(colour, kind, self.opt2[i], seat)
            if v > best:
                best = v
                self.opt[0] = self.opt2[i]
        return best

    @cython.cfunc
    def threatened(self, seat: cython.int, kind: cython.int, booty: cython.int, marking: cython.bint) -> cython.bint:
        """bots.threatened on the table: may a rival take this booty or the claimant's last face-up Indian?
        With ``marking``, every table entry read is marked (the types a reveal could change the answer by)."""
        me: cython.int = self.seat_col[seat] * 4 + kind
        rival: cython.int
        rc: cython.int
        rk: cython.int
        card: cython.int
        i: cython.int
        p: cython.int
        u: cython.int
        base: cython.int
        for rival in range(self.np):
            if rival == seat:
                continue
            rc = self.seat_col[rival]
            for rk in range(4):
                card = rc * 4 + rk
                if marking:
                    self.mark[card] = 1
                if not self.table[card]:
                    continue
                if marking:
                    self.mark[TEEPEE] = 1
                    self.mark[me] = 1
                if rk == CHIEF:
                    if marking:
                        self.mark[TOTEM] = 1
                    if self.table[TOTEM]:
                        for i in range(self.npris[rc]):
                            p = self.pris[rc * 20 + i]
                            if marking:
                                self.mark[p] = 1
                            if self.table[p] - (p == card) > 0:
                                if booty == TOTEM or (p == me and self.table[me] == 1):
                                    return True
                else:
                    u = usual(rk)
                    if marking:
                        self.mark[u] = 1
                    if self.table[u] and u == booty:
                        return True
                if self.table[TEEPEE]:
                    if booty == TEEPEE:
                        return True
                    if self.wedding:
                        base = (rc * 2 + (rk == MAIDEN)) * 20
                        for i in range(self.nsp[rc * 2 + (rk == MAIDEN)]):
                            p = self.sp[base + i]
                            if marking:
                                self.mark[p] = 1
                            if self.table[p] and p == me and self.table[me] == 1:
                                return True
        return False

    @cython.cfunc
    def risk(self, seat: cython.int, kind: cython.int, booty: cython.int) -> cython.double:
        """bots._risk: 1 when a rival can take the claim first now, else the chance the next reveal lets one."""
        c: cython.int
        risky: cython.int = 0
        for c in range(25):
            self.mark[c] = 0
        if self.threatened(seat, kind, booty, True):
            return 1.0
        for c in range(25):
            if self.mark[c] and self.down[c]:
                self.table[c] += 1
                if self.threatened(seat, kind, booty, False):
                    risky += self.down[c]
                self.table[c] -= 1
        if self.ndown:
            return risky / cython.cast(cython.double, self.ndown)
        return 0.0

    @cython.cfunc
    def window_play(self, seat: cython.int) -> cython.int:
        """The bot's Bot.window_play: the kind it plays now, or -1 to wait."""
        bot: cython.int = self.botk[seat]
        n: cython.int
        i: cython.int
        kind: cython.int
        v: cython.int
        best: cython.int
        best_kind: cython.int
        hurry: cython.bint
        gain: cython.double
        risk: cython.double
        booty: cython.int
        option: cython.int
        colour: cython.int = self.seat_col[seat]
        if bot == B_RANDOM:
            n = self.playable(seat, self.val)
            if n and self.draw() < 0.3:
                return self.val[self.randbelow(n)]
            return -1
        # greedy and patient: no Indian of the colour face up, no claim (the usual case, quickly)
        if not (self.table[colour * 4] or self.table[colour * 4 + 1] or self.table[colour * 4 + 2]
                or self.table[colour * 4 + 3]):
            return -1
        n = self.playable(seat, self.val)
        if bot == B_GREEDY:
            if n < 2:
                return self.val[0] if n else -1
            best = -1
            best_kind = -1
            for i in range(n):
                v = self.richest(seat, self.val[i])
                if v >= 0 and (best_kind < 0 or v > best):
                    best = v
                    best_kind = self.val[i]
            return best_kind
        # patient
        if not n:
            return -1
        best_kind = -1
        best = 0
        hurry = self.ndown == 0
        if not hurry:
            for i in range(self.pw_h, self.pw_n):
                if self.pw_seat[i] != seat:
                    hurry = True
        for i in range(n):
            kind = self.val[i]
            v = self.richest(seat, kind)
            if v < 0 or v <= best:
                continue
            option = self.opt[0]
            booty = option & 31 if option >> 5 == V_TAKE else (TOTEM if option >> 5 == V_CAPTURE else TEEPEE)
            gain = self.down[booty] / cython.cast(cython.double, self.ndown) if self.ndown else 0.0
            if hurry or gain == 0.0:
                best_kind = kind
                best = v
                continue
            risk = self.risk(seat, kind, booty)
            if (1 - risk) * (v + gain) <= v:
                best_kind = kind
                best = v
        return best_kind

    @cython.cfunc
    def denial(self, option: cython.int) -> cython.int:
        """bots._denial: what the prisoner's or spouse's owner could claim with it now."""
        card: cython.int = option & 31
        colour: cython.int
        kind: cython.int
        n: cython.int
        i: cython.int
        v: cython.int
        best: cython.int = 0
        if option >> 5 == V_TAKE:
            return 0
        colour = card >> 2
        kind = card & 3
        if self.owner[colour] < 0:
            return 0
        n = self.options(colour, kind, self.opt2)
        for i in range(n):
            v = self.value(colour, kind, self.opt2[i], self.owner[colour])
            if v > best:
                best = v
        return best

    @cython.cfunc
    def bot_step(self):
        """The claim of the bot whose hand card is lowest on the board (Bot.step)."""
        seat: cython.int = self.pw_seat[self.pw_h]
        kind: cython.int = self.pw_kind[self.pw_h]
        colour: cython.int = self.seat_col[seat]
        n: cython.int = self.options(colour, kind, self.opt)
        i: cython.int
        best: cython.int = -1
        top: cython.int = -1
        m: cython.int = 0
        if self.botk[seat] == B_RANDOM:
            self.claim(self.opt[self.randbelow(n)])
            return
        for i in range(n):
            self.val[i] = self.value(colour, kind, self.opt[i], seat)
            if self.val[i] > best:
                best = self.val[i]
        for i in range(n):  # the richest, then the most denied: val holds the denial of the richest, else -1
            if self.val[i] == best:
                self.val[i] = self.denial(self.opt[i])
                if self.val[i] > top:
                    top = self.val[i]
            else:
                self.val[i] = -1
        for i in range(n):
            if self.val[i] == top:
                self.opt[m] = self.opt[i]
                m += 1
        self.claim(self.opt[self.randbelow(m)])

    @cython.cfunc
    def consider(self, now: cython.double, again: cython.bint):
        """play_window's consider: each waiting seat in order (only those that look again, after a landing)
        decides, and a play is due after its reaction time."""
        seat: cython.int
        kind: cython.int
        for seat in range(self.np):
            if not self.wwait[seat] or (again and not self.wlook[seat]):
                continue
            kind = self.window_play(seat)
            if kind >= 0:
                self.wt[seat] = now + 1.0 * (0.7 + (1.3 - 0.7) * self.draw())
                self.wk[seat] = kind
                self.wpend[seat] = 1
                self.wwait[seat] = 0

    @cython.cfunc
    def window(self):
        """bots.play_window: the claim window in simulated real time, then close."""
        seat: cython.int
        first: cython.int
        for seat in range(self.np):
            self.wwait[seat] = self.played(seat) < 0  # a window reached mid-way: seats on the board have played
            self.wpend[seat] = 0
            self.wlook[seat] = self.botk[seat] != B_GREEDY
        self.consider(0.0, False)
        while True:
            first = -1
            for seat in range(self.np):  # the earliest play lands first (ties by seat, as the heap's tuples)
                if self.wpend[seat] and (first < 0 or self.wt[seat] < self.wt[first]):
                    first = seat
            if first < 0:
                break
            self.wpend[first] = 0
            self.play(first, self.wk[first])
            self.consider(self.wt[first], True)
        self.close()

    # --- whole games ----------------------------------------------------------------------------

    @cython.ccall
    def run(self, seed, bots: cython.bint):
        """Play to the end drawing as ``random.Random(seed)``: uniformly random play, or the bots in ``botk``."""
        self.seed(seed)
        if not bots:
            while self.phase != OVER:
                self.random_step()
            return
        while self.phase != OVER:
            if self.phase == REVEAL:
                self.reveal()
            elif self.phase == WINDOW:
                self.window()
            else:
                self.bot_step()

    @cython.ccall
    def scores(self) -> tuple:
        return tuple([self.pen[i] - self.pst[i] for i in range(self.np)])


def _outcome(pos: Pos, reason) -> Outcome:
    scores = pos.scores()
    best = max(scores)
    return Outcome(scores, tuple(p for p, s in enumerate(scores) if s == best), reason)


def _setup(state, bots):
    pos: Pos = Pos()
    work: Pos
    pos.configure(state)
    if bots is not None:
        for i, name in enumerate(bots):
            pos.botk[i] = _BOT_KINDS[name]
    work = Pos()
    work.copy_config(pos)
    reason = evolve(state, phase=OVER).outcome().reason  # the rules engine's own words
    return pos, work, reason


def play(state, seeds, bots=None) -> list:
    """One game per seed from the rules-engine ``state``: each one's outcome (PlayoutEngine.play)."""
    if state.is_terminal:
        return [state.outcome() for _ in seeds]
    pos: Pos
    work: Pos
    pos, work, reason = _setup(state, bots)
    results = []
    for seed in seeds:
        work.load(pos)
        work.run(seed, bots is not None)
        results.append(_outcome(work, reason))
    return results


def _action(code: int):
    from . import actions as A
    verb, colour, x = code // 1000, code // 100 % 10, code % 100
    if verb == V_REVEAL:
        return A.reveal(x)
    if verb == V_PLAY:
        return A.play(colour, x)
    if verb == V_CLOSE:
        return A.CLOSE_ACTION
    return (A.take, A.capture, A.marry)[verb - V_TAKE](colour, x)


def trace(state, seed, bots=None) -> tuple:
    """One game: the text of every action played and its outcome (PlayoutEngine.trace)."""
    if state.is_terminal:
        return [], state.outcome()
    pos: Pos
    work: Pos
    pos, work, reason = _setup(state, bots)
    work.tracing = True
    work.rec = []
    work.run(seed, bots is not None)
    return [str(_action(code)) for code in work.rec], _outcome(work, reason)
