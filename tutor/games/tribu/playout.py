"""Tribù Indiani's playout engine (issue #19): whole games from any position, in Cython's pure-Python mode.

It mirrors the rules engine (:mod:`~tutor.games.tribu.legal`, :mod:`~tutor.games.tribu.transitions`,
:mod:`~tutor.games.tribu.scoring`, the sensible bot of :mod:`~tutor.games.tribu.bots`) on one compact
mutable state of small integers (:class:`Playout`): card counts per type for the draw pile and the hands,
the discard pile as a buffer of cards with a face-down flag each, the chains as fixed-size arrays. It plays
from the full state (hands and face-down cards included), as the rules engine's playouts do; the sensible
bot reads only what its view shows. Legal actions are listed in the rules engine's exact order (as sortable
integer codes), chance outcomes in ``State.chance_outcomes()`` order with the same weights, and every
choice draws from ``random.Random(seed)`` exactly as :func:`tutor.core.play.random_action`,
:func:`tutor.core.bots.advance` and the bots do (``rng.choice`` is ``rng._randbelow(len)``, a chance
outcome one ``rng.random()`` against the cumulative weights). The compiled build (``setup.py``:
``_playout_c``) runs the Mersenne Twister itself, on the state taken from ``random.Random(seed)``, with
Python's very arithmetic (``getrandbits``, ``random``); the pure-Python module calls the ``Random`` object.

The rules engine stays the only source of rule truth: ``tests/sim/test_playout_engines.py`` (every table
size, every reading of the register, from the start and mid-game, random and the sensible bot, both builds)
and ``tests/tribu/test_playout.py`` check that both builds play the same actions, chance outcomes and
outcome as the rules engine for the same seeds (:func:`tutor.sim.engines.differences`).
"""
from __future__ import annotations

import random
import typing

import cython

from tutor.core import Outcome
from tutor.core.i18n import M

from .actions import Action
from .cards import BLOCK as _BLOCK
from .cards import BOARDS as _BOARDS
from .cards import CARDS as _CARDS
from .cards import DRAW_THREE as _DRAW_THREE
from .cards import MULTIDIORAMA as _MULTI
from .cards import STEAL as _STEAL
from .cards import TOTEM as _TOTEM
from .constants import HAND_SIZE as _HAND_SIZE
from .constants import MAX_CHALLENGES as _MAX_CHALLENGES
from .constants import MAX_ROUNDS as _MAX_ROUNDS
from .constants import PHASES as _PHASES
from .constants import TARGET as _TARGET

#: the bots played here, by their registry names ("random" plays as ``bots=None`` does)
BOTS = frozenset({"random", "sensible"})

# --- sizes (fixed arrays) ------------------------------------------------------------------------
MAXC = cython.declare(cython.int, 32)  # card types
MAXP = cython.declare(cython.int, 4)  # players
MAXCH = cython.declare(cython.int, 8)  # chains per player (one per Tribù type)
CHD = cython.declare(cython.int, 4)  # Dioramas per chain (three vases and the Totem)
BUF = cython.declare(cython.int, 1024)  # the discard pile's buffer
MAXA = cython.declare(cython.int, 512)  # legal actions

# --- phases (the order of constants.PHASES) ------------------------------------------------------
P_BOARD = cython.declare(cython.int, 0)
P_DEAL = cython.declare(cython.int, 1)
P_START = cython.declare(cython.int, 2)
P_DRAWING = cython.declare(cython.int, 3)
P_DRAWN = cython.declare(cython.int, 4)
P_SWAPPED = cython.declare(cython.int, 5)
P_DRAW3 = cython.declare(cython.int, 6)
P_DISCARD3 = cython.declare(cython.int, 7)
P_ANSWER = cython.declare(cython.int, 8)
P_OVER = cython.declare(cython.int, 9)
assert _PHASES == ("board", "deal", "start", "drawing", "drawn", "swapped", "draw3", "discard3", "answer", "over")

# --- verbs (actions.py) ------------------------------------------------------------------------------
V_BOARD = cython.declare(cython.int, 0)
V_CARD = cython.declare(cython.int, 1)
V_DRAW = cython.declare(cython.int, 2)
V_DRAW_DISCARD = cython.declare(cython.int, 3)
V_DISCARD = cython.declare(cython.int, 4)
V_LAY_TRIBU = cython.declare(cython.int, 5)
V_EXTEND = cython.declare(cython.int, 6)
V_ACTIVATE = cython.declare(cython.int, 7)
V_SWAP = cython.declare(cython.int, 8)
V_PLAY_DRAW3 = cython.declare(cython.int, 9)
V_PLAY_BLOCK = cython.declare(cython.int, 10)
V_PLAY_STEAL = cython.declare(cython.int, 11)
V_USE = cython.declare(cython.int, 12)
V_ATTACK = cython.declare(cython.int, 13)
V_ANSWER = cython.declare(cython.int, 14)
V_DECLINE = cython.declare(cython.int, 15)
V_SKIP = cython.declare(cython.int, 16)

# --- card kinds ----------------------------------------------------------------------------------------
K_TRIBU = cython.declare(cython.int, 0)
K_DIORAMA = cython.declare(cython.int, 1)
K_EVENTO = cython.declare(cython.int, 2)
K_AZIONE = cython.declare(cython.int, 3)
K_PROTEZIONE = cython.declare(cython.int, 4)

# --- card tables, read from cards.py once --------------------------------------------------------------
NC = cython.declare(cython.int, len(_CARDS))
NBOARDS = cython.declare(cython.int, len(_BOARDS))
TOTEM = cython.declare(cython.int, _TOTEM)
MULTI = cython.declare(cython.int, _MULTI)
DRAW_THREE = cython.declare(cython.int, _DRAW_THREE)
BLOCK = cython.declare(cython.int, _BLOCK)
STEAL = cython.declare(cython.int, _STEAL)
HAND_SIZE = cython.declare(cython.int, _HAND_SIZE)
MAX_ROUNDS = cython.declare(cython.int, _MAX_ROUNDS)
MAX_CHALLENGES = cython.declare(cython.int, _MAX_CHALLENGES)
TARGET = cython.declare(cython.int, _TARGET)

KIND = cython.declare(cython.int[32])
SPH = cython.declare(cython.int[32])
POWER = cython.declare(cython.int[32])
COLOUR = cython.declare(cython.int[32])
VASE = cython.declare(cython.int[32])  # a Diorama's vase (an id; -1 for the Multidiorama and the Totem)
TVASE = cython.declare(cython.int[96])  # a Tribù's three vases (ids), card * 3 + place
ACTIVE_OK = cython.declare(cython.int[32])
BOARD_CARDS = cython.declare(cython.int[8])
if not cython.compiled:
    KIND, SPH, POWER, COLOUR, VASE, ACTIVE_OK = ([0] * 32 for _ in range(6))
    TVASE = [-1] * 96
    BOARD_CARDS = [0] * 8


def _tables() -> None:
    """Fill the card tables from :data:`~tutor.games.tribu.cards.CARDS` (the data file a user may edit)."""
    kinds = {"tribu": 0, "diorama": 1, "evento": 2, "azione": 3, "protezione": 4}
    vases: dict[str, int] = {}
    colours: dict[str, int] = {}
    if len(_CARDS) > 32 or len(_BOARDS) > 8 or sum(c.kind == "tribu" for c in _CARDS) > 8:
        raise ValueError("the Tribù playout engine holds at most 32 card types, 8 boards and 8 Tribù types")
    for c in _CARDS:
        i = c.index
        KIND[i] = kinds[c.kind]
        SPH[i] = c.spheres
        POWER[i] = c.power
        COLOUR[i] = colours.setdefault(c.colour, len(colours))
        ACTIVE_OK[i] = 1 if c.can_be_active else 0
        VASE[i] = -1
        if c.kind == "diorama" and not c.is_multidiorama and not c.is_totem:
            VASE[i] = vases.setdefault(c.vase, len(vases))
        if c.kind == "tribu":
            if len(c.vases) != 3:
                raise ValueError("a Tribù card has three vases")
            for k, v in enumerate(c.vases):
                TVASE[i * 3 + k] = vases.setdefault(v, len(vases))
    for k, b in enumerate(_BOARDS):
        BOARD_CARDS[k] = b


_tables()

_PHASE_OF = {name: i for i, name in enumerate(_PHASES)}
_REASONS = (
    "a player reached {target} spheres after challenge {challenge}; the most spheres wins, ties share the win",
    "a player reached {target} spheres after challenge {challenge}; the most spheres wins",
    "the tutor's limit of {limit} challenges was reached; the most spheres wins, ties share the win",
    "the tutor's limit of {limit} challenges was reached; the most spheres wins",
)


@cython.cfunc
@cython.exceptval(check=False)
@cython.inline
def code(verb: cython.int, card: cython.int, chain: cython.int, player: cython.int, target: cython.int,
         onto: cython.int) -> cython.int:
    """An action as one int that sorts as the rules engine's Action tuples do (fields + 1 in 8 or 4 bits)."""
    return (verb << 24) | ((card + 1) << 16) | ((chain + 1) << 12) | ((player + 1) << 8) | ((target + 1) << 4) | (onto + 1)


def action_of(c: int) -> Action:
    """The rules engine's Action for a code (for traces only)."""
    return Action(c >> 24, ((c >> 16) & 255) - 1, ((c >> 12) & 15) - 1, ((c >> 8) & 15) - 1, ((c >> 4) & 15) - 1,
                  (c & 15) - 1)


#: the Mersenne Twister's constants, typed (an untyped literal past 2**31 would be a Python int in C)
MT_MATRIX = cython.declare(cython.uint, 0x9908b0df)
MT_UPPER = cython.declare(cython.uint, 0x80000000)
MT_LOWER = cython.declare(cython.uint, 0x7fffffff)
MT_B = cython.declare(cython.uint, 0x9d2c5680)
MT_C = cython.declare(cython.uint, 0xefc60000)


@cython.final
@cython.cclass
class Rng:
    """The draws of ``random.Random(seed)``: compiled, the Mersenne Twister run here on the generator's state
    (``getrandbits`` and ``random`` as CPython computes them); pure, the Random object itself."""

    py: object
    mt: cython.uint[624]
    idx: cython.int

    def __init__(self, seed):
        i: cython.int
        self.py = random.Random(seed)
        if cython.compiled:
            state = self.py.getstate()[1]
            for i in range(624):
                self.mt[i] = state[i]
            self.idx = state[624]

    @cython.cfunc
    @cython.exceptval(check=False)
    def u32(self) -> cython.uint:
        y: cython.uint
        kk: cython.int
        if self.idx >= 624:
            for kk in range(624 - 397):
                y = (self.mt[kk] & MT_UPPER) | (self.mt[kk + 1] & MT_LOWER)
                self.mt[kk] = self.mt[kk + 397] ^ (y >> 1) ^ (MT_MATRIX if (y & 1) else 0)
            for kk in range(624 - 397, 623):
                y = (self.mt[kk] & MT_UPPER) | (self.mt[kk + 1] & MT_LOWER)
                self.mt[kk] = self.mt[kk + 397 - 624] ^ (y >> 1) ^ (MT_MATRIX if (y & 1) else 0)
            y = (self.mt[623] & MT_UPPER) | (self.mt[0] & MT_LOWER)
            self.mt[623] = self.mt[396] ^ (y >> 1) ^ (MT_MATRIX if (y & 1) else 0)
            self.idx = 0
        y = self.mt[self.idx]
        self.idx += 1
        y ^= y >> 11
        y ^= (y << 7) & MT_B
        y ^= (y << 15) & MT_C
        y ^= y >> 18
        return y

    @cython.cfunc
    @cython.exceptval(check=False)
    def random(self) -> cython.double:
        a: cython.uint
        b: cython.uint
        if not cython.compiled:
            return self.py.random()  # type: ignore[attr-defined]
        a = self.u32() >> 5
        b = self.u32() >> 6
        return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0)

    @cython.cfunc
    @cython.exceptval(check=False)
    def below(self, n: cython.int) -> cython.int:
        """``rng._randbelow(n)``: what ``rng.choice`` of ``n`` items draws."""
        k: cython.int
        r: cython.uint
        if not cython.compiled:
            return self.py._randbelow(n)  # type: ignore[attr-defined]
        k = 0
        while (n >> k) != 0:
            k += 1
        r = self.u32() >> (32 - k)
        while r >= cython.cast(cython.uint, n):
            r = self.u32() >> (32 - k)
        return r


@cython.final
@cython.cclass
class Playout:
    """One Tribù game in small integers (see the module's docstring); ``load`` copies another."""

    # the table (fixed for a game)
    n: cython.int
    to_close: cython.int
    o_chain_only: cython.int
    o_skip_turn: cython.int
    o_left: cython.int
    o_swap_act: cython.int
    o_five_at_end: cython.int
    o_tribu_count: cython.int
    o_not_magic: cython.int
    o_not_playable: cython.int
    o_lost_fd: cython.int
    o_play_on: cython.int
    o_block_refused: cython.int
    o_at_once: cython.int
    deck0: cython.int[32]
    # the position
    challenge: cython.int
    dealer: cython.int
    turns: cython.int
    phase: cython.int
    player: cython.int
    nboards: cython.int
    totals: cython.int[4]
    boards: cython.int[4]
    left: cython.int
    att_attacker: cython.int
    att_verb: cython.int
    att_card: cython.int
    att_chain: cython.int
    att_target: cython.int
    deck: cython.int[32]
    decksum: cython.int
    dbuf: cython.int[1024]
    dfd: cython.int[1024]
    dlo: cython.int
    dhi: cython.int
    hand: cython.int[128]
    hsize: cython.int[4]
    nch: cython.int[4]
    ch_tribu: cython.int[32]
    ch_n: cython.int[32]
    ch_d: cython.int[128]
    ch_active: cython.int[32]
    ch_fresh: cython.int[32]
    ch_blocked: cython.int[32]
    # scratch
    acts: cython.int[512]
    bot: cython.int[4]
    tmp: cython.int[32]

    def __init__(self):
        if not cython.compiled:
            self.deck0 = [0] * 32
            self.totals = [0] * 4
            self.boards = [-1] * 4
            self.deck = [0] * 32
            self.dbuf = [0] * 1024
            self.dfd = [0] * 1024
            self.hand = [0] * 128
            self.hsize = [0] * 4
            self.nch = [0] * 4
            self.ch_tribu = [0] * 32
            self.ch_n = [0] * 32
            self.ch_d = [0] * 128
            self.ch_active = [-1] * 32
            self.ch_fresh = [0] * 32
            self.ch_blocked = [0] * 32
            self.acts = [0] * 512
            self.bot = [0] * 4
            self.tmp = [0] * 32

    # --- copying and converting -------------------------------------------------------------------

    @cython.cfunc
    @cython.exceptval(check=False)
    def load(self, o: Playout) -> cython.void:
        """This game becomes a copy of ``o`` (the position; the discard buffer only where it is used)."""
        i: cython.int
        self.n = o.n
        self.to_close = o.to_close
        self.o_chain_only = o.o_chain_only
        self.o_skip_turn = o.o_skip_turn
        self.o_left = o.o_left
        self.o_swap_act = o.o_swap_act
        self.o_five_at_end = o.o_five_at_end
        self.o_tribu_count = o.o_tribu_count
        self.o_not_magic = o.o_not_magic
        self.o_not_playable = o.o_not_playable
        self.o_lost_fd = o.o_lost_fd
        self.o_play_on = o.o_play_on
        self.o_block_refused = o.o_block_refused
        self.o_at_once = o.o_at_once
        self.challenge = o.challenge
        self.dealer = o.dealer
        self.turns = o.turns
        self.phase = o.phase
        self.player = o.player
        self.nboards = o.nboards
        self.left = o.left
        self.att_attacker = o.att_attacker
        self.att_verb = o.att_verb
        self.att_card = o.att_card
        self.att_chain = o.att_chain
        self.att_target = o.att_target
        self.decksum = o.decksum
        self.dlo = o.dlo
        self.dhi = o.dhi
        for i in range(32):
            self.deck0[i] = o.deck0[i]
            self.deck[i] = o.deck[i]
            self.ch_tribu[i] = o.ch_tribu[i]
            self.ch_n[i] = o.ch_n[i]
            self.ch_active[i] = o.ch_active[i]
            self.ch_fresh[i] = o.ch_fresh[i]
            self.ch_blocked[i] = o.ch_blocked[i]
        for i in range(128):
            self.hand[i] = o.hand[i]
            self.ch_d[i] = o.ch_d[i]
        for i in range(4):
            self.totals[i] = o.totals[i]
            self.boards[i] = o.boards[i]
            self.hsize[i] = o.hsize[i]
            self.nch[i] = o.nch[i]
            self.bot[i] = o.bot[i]
        for i in range(o.dlo, o.dhi):
            self.dbuf[i] = o.dbuf[i]
            self.dfd[i] = o.dfd[i]

    def convert(self, state) -> None:
        """Read the rules engine's ``state`` (any position, any reading of the register)."""
        game = state.game
        opts = game.options
        n = game.num_players
        self.n = n
        self.to_close = game.chains_to_close
        self.o_chain_only = opts["block"] == "chain_only"
        self.o_skip_turn = opts["block"] == "skip_turn"
        self.o_left = opts["targets"] == "left_neighbour"
        self.o_swap_act = opts["swap_then_activate"] == "yes"
        self.o_five_at_end = opts["hand_size"] == "five_at_end"
        self.o_tribu_count = opts["tribu_spheres"] == "count"
        self.o_not_magic = opts["multidiorama_colour"] == "not_magic"
        self.o_not_playable = opts["strength_vs_bisonte"] == "not_playable"
        self.o_lost_fd = opts["lost_active"] == "face_down"
        self.o_play_on = opts["ties"] == "play_on"
        self.o_block_refused = opts["second_block"] == "refused"
        self.o_at_once = opts["dioramas_out"] == "at_once"
        for t in range(32):
            self.deck0[t] = game.deck[t] if t < NC else 0
            self.deck[t] = state.deck[t] if t < NC else 0
        self.decksum = sum(state.deck)
        self.challenge = state.challenge
        self.dealer = state.dealer
        self.turns = state.turns
        self.phase = _PHASE_OF[state.phase]
        self.player = state.player
        self.nboards = len(state.boards)
        for p in range(4):
            self.totals[p] = state.totals[p] if p < n else 0
            self.boards[p] = state.boards[p] if p < len(state.boards) else -1
        pending = state.pending
        self.left = 0
        self.att_attacker = self.att_verb = self.att_card = self.att_chain = self.att_target = -1
        if state.phase in ("deal", "draw3", "discard3"):
            self.left = pending.left
        elif state.phase == "answer":
            self.att_attacker, self.att_verb, self.att_card, self.att_chain, self.att_target = pending
        self.dlo = (BUF - len(state.discard)) // 2
        self.dhi = self.dlo + len(state.discard)
        down = set(state.face_down)
        for i, card in enumerate(state.discard):
            self.dbuf[self.dlo + i] = card
            self.dfd[self.dlo + i] = 1 if i in down else 0
        for i in range(128):
            self.hand[i] = 0
            self.ch_d[i] = -1
        for p in range(4):
            self.hsize[p] = 0
            self.nch[p] = 0
            self.bot[p] = 0
        for p in range(n):
            for card in state.hands[p]:
                self.hand[p * MAXC + card] += 1
            self.hsize[p] = len(state.hands[p])
            self.nch[p] = len(state.chains[p])
            for i, chain in enumerate(state.chains[p]):
                b = p * MAXCH + i
                self.ch_tribu[b] = chain.cards[0]
                self.ch_n[b] = len(chain.cards) - 1
                for k, d in enumerate(chain.cards[1:]):
                    self.ch_d[b * CHD + k] = d
                self.ch_active[b] = chain.active
                self.ch_fresh[b] = 1 if chain.fresh else 0
                self.ch_blocked[b] = 1 if chain.blocked else 0

    def outcome(self) -> Outcome:
        """``state.outcome()`` of the finished game."""
        n = self.n
        totals = tuple(self.totals[p] for p in range(n))
        best = max(totals)
        winners = tuple(p for p in range(n) if totals[p] == best)
        tie = len(winners) > 1
        if best >= TARGET:
            why = M(_REASONS[0 if tie else 1], target=TARGET, challenge=self.challenge)
        else:
            why = M(_REASONS[2 if tie else 3], limit=MAX_CHALLENGES)
        return Outcome(totals, winners, why)

    # --- reading the position --------------------------------------------------------------------

    @cython.cfunc
    @cython.exceptval(check=False)
    def accepts(self, b: cython.int, d: cython.int) -> cython.bint:
        """chains.fits: whether Diorama ``d`` may follow on chain ``b`` (player * MAXCH + index)."""
        nd: cython.int = self.ch_n[b]
        k: cython.int
        if KIND[d] != K_DIORAMA:
            return False
        if d == TOTEM:
            return nd == 3
        if nd >= 3:
            return False
        if d == MULTI:
            for k in range(nd):
                if self.ch_d[b * CHD + k] == MULTI:
                    return False
            return True
        return VASE[d] == TVASE[self.ch_tribu[b] * 3 + nd]

    @cython.cfunc
    @cython.exceptval(check=False)
    def protected(self, b: cython.int) -> cython.bint:
        k: cython.int
        for k in range(self.ch_n[b]):
            if self.ch_d[b * CHD + k] == TOTEM:
                return True
        return False

    @cython.cfunc
    @cython.exceptval(check=False)
    def hittable(self, b: cython.int) -> cython.bint:
        return self.ch_n[b] > 0 and not self.protected(b)

    @cython.cfunc
    @cython.exceptval(check=False)
    def skips_turn(self, p: cython.int) -> cython.bint:
        i: cython.int
        if not self.o_skip_turn:
            return False
        for i in range(self.nch[p]):
            if self.ch_blocked[p * MAXCH + i]:
                return True
        return False

    @cython.cfunc
    @cython.exceptval(check=False)
    def frozen(self, b: cython.int) -> cython.bint:
        return self.o_chain_only and self.ch_blocked[b] != 0

    @cython.cfunc
    @cython.exceptval(check=False)
    def top_visible(self) -> cython.int:
        if self.dhi == self.dlo or self.dfd[self.dhi - 1]:
            return -1
        return self.dbuf[self.dhi - 1]

    @cython.cfunc
    @cython.exceptval(check=False)
    def last_card(self, b: cython.int) -> cython.int:
        if self.ch_n[b] == 0:
            return self.ch_tribu[b]
        return self.ch_d[b * CHD + self.ch_n[b] - 1]

    # --- legal actions ---------------------------------------------------------------------------

    @cython.cfunc
    @cython.exceptval(check=False)
    def sort(self, lo: cython.int, hi: cython.int) -> cython.void:
        i: cython.int
        j: cython.int
        x: cython.int
        for i in range(lo + 1, hi):
            x = self.acts[i]
            j = i - 1
            while j >= lo and self.acts[j] > x:
                self.acts[j + 1] = self.acts[j]
                j -= 1
            self.acts[j + 1] = x

    @cython.cfunc
    @cython.exceptval(check=False)
    def legal(self) -> cython.int:
        """The mover's legal actions in ``self.acts``, in the rules engine's order; their number."""
        ph: cython.int = self.phase
        p: cython.int = self.player
        k: cython.int = 0
        k0: cython.int
        i: cython.int
        j: cython.int
        q: cython.int
        t: cython.int
        a: cython.int
        b: cython.int
        n: cython.int = self.n
        top: cython.int
        base: cython.int = p * MAXCH
        hb: cython.int = p * MAXC
        nc: cython.int = self.nch[p]
        has_open: cython.bint
        if ph == P_START:
            if self.skips_turn(p):
                self.acts[0] = code(V_SKIP, -1, -1, -1, -1, -1)
                return 1
            if self.decksum > 0 or self.dhi - self.dlo > self.kept():
                self.acts[k] = code(V_DRAW, -1, -1, -1, -1, -1)
                k += 1
            top = self.top_visible()
            if top >= 0 and KIND[top] == K_DIORAMA:
                self.acts[k] = code(V_DRAW_DISCARD, -1, -1, -1, -1, -1)
                k += 1
            k0 = k
            for i in range(nc):
                a = self.ch_active[base + i]
                if a < 0 or self.frozen(base + i):
                    continue
                if KIND[a] == K_DIORAMA:
                    for j in range(nc):
                        if not self.frozen(base + j) and self.accepts(base + j, a):
                            self.acts[k] = code(V_USE, a, i, -1, -1, j)
                            k += 1
                elif KIND[a] == K_EVENTO:
                    for q in range(n):
                        if q == p or (self.o_left and q != (p + 1) % n):
                            continue
                        for t in range(self.nch[q]):
                            if self.hittable(q * MAXCH + t):
                                self.acts[k] = code(V_ATTACK, a, i, q, t, -1)
                                k += 1
            if k - k0 > 1:
                self.sort(k0, k)
            return k
        if ph == P_DRAWN or ph == P_SWAPPED:
            for t in range(NC):
                if self.hand[hb + t]:
                    self.acts[k] = code(V_DISCARD, t, -1, -1, -1, -1)
                    k += 1
            for t in range(NC):
                if self.hand[hb + t] and KIND[t] == K_TRIBU:
                    for i in range(nc):
                        if self.ch_tribu[base + i] == t:
                            break
                    else:
                        self.acts[k] = code(V_LAY_TRIBU, t, -1, -1, -1, -1)
                        k += 1
            has_open = False
            for j in range(nc):
                if not self.frozen(base + j):
                    has_open = True
                    break
            if has_open:
                for t in range(NC):
                    if self.hand[hb + t] and KIND[t] == K_DIORAMA:
                        for j in range(nc):
                            if not self.frozen(base + j) and self.accepts(base + j, t):
                                self.acts[k] = code(V_EXTEND, t, j, -1, -1, -1)
                                k += 1
                if ph == P_DRAWN or self.o_swap_act:
                    for t in range(NC):
                        if self.hand[hb + t] and ACTIVE_OK[t]:
                            for j in range(nc):
                                if not self.frozen(base + j) and self.ch_active[base + j] < 0:
                                    self.acts[k] = code(V_ACTIVATE, t, j, -1, -1, -1)
                                    k += 1
                    if ph == P_DRAWN:
                        for t in range(NC):
                            if self.hand[hb + t] and ACTIVE_OK[t]:
                                for j in range(nc):
                                    a = self.ch_active[base + j]
                                    if not self.frozen(base + j) and a >= 0 and a != t:
                                        self.acts[k] = code(V_SWAP, t, j, -1, -1, -1)
                                        k += 1
            if self.hand[hb + DRAW_THREE]:
                self.acts[k] = code(V_PLAY_DRAW3, -1, -1, -1, -1, -1)
                k += 1
            if self.hand[hb + BLOCK]:
                for q in range(n):
                    if q == p or (self.o_left and q != (p + 1) % n):
                        continue
                    if self.o_block_refused and self.skips_turn(q):
                        continue
                    for t in range(self.nch[q]):
                        if not self.ch_blocked[q * MAXCH + t]:
                            self.acts[k] = code(V_PLAY_BLOCK, -1, -1, q, t, -1)
                            k += 1
            if self.hand[hb + STEAL]:
                k0 = k
                for q in range(n):
                    if q == p or (self.o_left and q != (p + 1) % n):
                        continue
                    for t in range(self.nch[q]):
                        b = q * MAXCH + t
                        if self.hittable(b):
                            a = self.last_card(b)
                            for j in range(nc):
                                if not self.frozen(base + j) and self.accepts(base + j, a):
                                    self.acts[k] = code(V_PLAY_STEAL, -1, j, q, t, -1)
                                    k += 1
                if k - k0 > 1:
                    self.sort(k0, k)
            return k
        if ph == P_DISCARD3:
            for t in range(NC):
                if self.hand[hb + t]:
                    self.acts[k] = code(V_DISCARD, t, -1, -1, -1, -1)
                    k += 1
            return k
        if ph == P_ANSWER:
            for j in range(nc):
                a = self.ch_active[base + j]
                if a < 0 or KIND[a] != K_PROTEZIONE:
                    continue
                if self.att_verb == V_ATTACK and self.o_not_playable and POWER[a] < POWER[self.att_card]:
                    continue
                self.acts[k] = code(V_ANSWER, a, j, -1, -1, -1)
                k += 1
            if k > 1:
                self.sort(0, k)
            self.acts[k] = code(V_DECLINE, -1, -1, -1, -1, -1)
            return k + 1
        return 0

    # --- the discard pile ----------------------------------------------------------------------------

    @cython.cfunc
    @cython.exceptval(check=False)
    def recentre(self, extra: cython.int) -> cython.void:
        """Move the pile to the middle of its buffer (room for ``extra`` cards below it)."""
        size: cython.int = self.dhi - self.dlo
        lo: cython.int = (BUF - size) // 2
        i: cython.int
        if lo < extra:
            lo = extra
        if lo < self.dlo:
            for i in range(size):
                self.dbuf[lo + i] = self.dbuf[self.dlo + i]
                self.dfd[lo + i] = self.dfd[self.dlo + i]
        elif lo > self.dlo:
            for i in range(size - 1, -1, -1):
                self.dbuf[lo + i] = self.dbuf[self.dlo + i]
                self.dfd[lo + i] = self.dfd[self.dlo + i]
        self.dlo = lo
        self.dhi = lo + size

    @cython.cfunc
    @cython.exceptval(check=False)
    def under(self, card: cython.int, down: cython.int) -> cython.void:
        """One card under the discard pile (callers put the pile's new lowest card last)."""
        if self.dlo == 0:
            self.recentre(1)
        self.dlo -= 1
        self.dbuf[self.dlo] = card
        self.dfd[self.dlo] = down

    @cython.cfunc
    @cython.exceptval(check=False)
    def on_top(self, card: cython.int) -> cython.void:
        if self.dhi == BUF:
            self.recentre(0)
        self.dbuf[self.dhi] = card
        self.dfd[self.dhi] = 0
        self.dhi += 1

    @cython.cfunc
    @cython.exceptval(check=False)
    def reshuffle(self) -> cython.void:
        """transitions._reshuffled: an empty draw pile takes the discard pile, but its top card when face up."""
        i: cython.int
        keep: cython.int = self.kept()
        if self.decksum or self.dhi - self.dlo <= keep:
            return
        for i in range(self.dlo, self.dhi - keep):
            self.deck[self.dbuf[i]] += 1
        self.decksum += self.dhi - keep - self.dlo
        self.dlo = self.dhi - keep  # the face-up top card stays where it lies

    @cython.cfunc
    @cython.exceptval(check=False)
    def kept(self) -> cython.int:
        """legal.kept_on_reshuffle: the face-up top card stays on the table; a face-down one is shuffled in."""
        if self.dhi == self.dlo or self.dfd[self.dhi - 1]:
            return 0
        return 1

    # --- transitions -------------------------------------------------------------------------------

    @cython.cfunc
    @cython.exceptval(check=False)
    def new_challenge(self, challenge: cython.int, dealer: cython.int) -> cython.void:
        i: cython.int
        self.challenge = challenge
        self.dealer = dealer
        self.turns = 0
        self.phase = P_DEAL
        self.player = dealer
        self.left = HAND_SIZE * self.n
        self.decksum = 0
        for i in range(32):
            self.deck[i] = self.deck0[i]
            self.decksum += self.deck0[i]
        self.dlo = BUF // 2
        self.dhi = self.dlo
        for i in range(128):
            self.hand[i] = 0
        for i in range(4):
            self.hsize[i] = 0
            self.nch[i] = 0

    @cython.cfunc
    @cython.exceptval(check=False)
    def chance(self, rng: Rng) -> cython.int:
        """One chance outcome drawn as tutor.core.play.sample_chance draws it, applied; its code."""
        x: cython.double
        cum: cython.int = 0
        total: cython.int = 0
        t: cython.int
        last: cython.int = -1
        i: cython.int
        taken: cython.bint
        if self.phase == P_BOARD:
            for t in range(NBOARDS):
                taken = False
                for i in range(self.nboards):
                    if self.boards[i] == BOARD_CARDS[t]:
                        taken = True
                if not taken:
                    total += 1
            x = rng.random() * (total + 0.0)
            for t in range(NBOARDS):
                taken = False
                for i in range(self.nboards):
                    if self.boards[i] == BOARD_CARDS[t]:
                        taken = True
                if taken:
                    continue
                cum += 1
                last = BOARD_CARDS[t]
                if cum > x or cum == total:
                    break
            self.boards[self.nboards] = last
            self.nboards += 1
            if self.nboards < self.n:
                self.player = self.nboards
            else:
                self.new_challenge(self.challenge, self.dealer)
            return code(V_BOARD, last, -1, -1, -1, -1)
        x = rng.random() * (self.decksum + 0.0)
        for t in range(NC):
            if self.deck[t]:
                cum += self.deck[t]
                last = t
                if cum > x or cum == self.decksum:
                    break
        self.card(last)
        return code(V_CARD, last, -1, -1, -1, -1)

    @cython.cfunc
    @cython.exceptval(check=False)
    def card(self, card: cython.int) -> cython.void:
        p: cython.int = self.player
        n: cython.int = self.n
        receiver: cython.int
        self.deck[card] -= 1
        self.decksum -= 1
        if self.phase == P_DEAL:
            receiver = (self.dealer + 1 + HAND_SIZE * n - self.left) % n
            self.hand[receiver * MAXC + card] += 1
            self.hsize[receiver] += 1
            if self.left > 1:
                self.left -= 1
            else:
                self.left = 0
                self.phase = P_START
                self.player = self.dealer
            return
        self.hand[p * MAXC + card] += 1
        self.hsize[p] += 1
        if not self.decksum:  # the last card is drawn: the discard pile is shuffled back at once
            self.reshuffle()
        if self.o_at_once and KIND[card] == K_DIORAMA and not self.dioramas_left():
            self.finish_challenge(-1)
            return
        if self.phase == P_DRAWING:
            self.phase = P_DRAWN
            return
        self.left -= 1
        self.next_draw3()

    @cython.cfunc
    @cython.exceptval(check=False)
    def next_draw3(self) -> cython.void:
        left: cython.int
        hand: cython.int
        if self.left > 0:
            if self.decksum:
                return
            self.reshuffle()
            if self.decksum:
                return
        hand = self.hsize[self.player]
        if self.o_five_at_end:
            left = hand - HAND_SIZE if hand > HAND_SIZE else 0
        else:
            left = hand if hand < 3 else 3
        if not left:
            self.left = 0
            self.end_turn()
            return
        self.phase = P_DISCARD3
        self.left = left

    @cython.cfunc
    @cython.exceptval(check=False)
    def take(self, p: cython.int, card: cython.int) -> cython.void:
        self.hand[p * MAXC + card] -= 1
        self.hsize[p] -= 1

    @cython.cfunc
    @cython.exceptval(check=False)
    def apply(self, c: cython.int) -> cython.void:
        """The legal action ``c`` (not chance)."""
        verb: cython.int = c >> 24
        card: cython.int = ((c >> 16) & 255) - 1
        chain: cython.int = ((c >> 12) & 15) - 1
        q: cython.int = ((c >> 8) & 15) - 1
        target: cython.int = ((c >> 4) & 15) - 1
        onto: cython.int = (c & 15) - 1
        p: cython.int = self.player
        b: cython.int
        i: cython.int
        top: cython.int
        if verb == V_DRAW:
            self.phase = P_DRAWING
            self.reshuffle()
        elif verb == V_DISCARD:
            self.take(p, card)
            self.on_top(card)
            if self.phase == P_DISCARD3 and self.left > 1:
                self.left -= 1
            else:
                self.left = 0
                self.end_turn()
        elif verb == V_EXTEND:
            b = p * MAXCH + chain
            self.ch_d[b * CHD + self.ch_n[b]] = card
            self.ch_n[b] += 1
            self.take(p, card)
            self.end_turn()
        elif verb == V_ACTIVATE:
            self.ch_active[p * MAXCH + chain] = card
            self.take(p, card)
            self.end_turn()
        elif verb == V_LAY_TRIBU:
            b = p * MAXCH + self.nch[p]
            self.nch[p] += 1
            self.ch_tribu[b] = card
            self.ch_n[b] = 0
            self.ch_active[b] = -1
            self.ch_fresh[b] = 1
            self.ch_blocked[b] = 0
            self.take(p, card)
            self.end_turn()
        elif verb == V_DRAW_DISCARD:
            self.dhi -= 1
            top = self.dbuf[self.dhi]
            self.hand[p * MAXC + top] += 1
            self.hsize[p] += 1
            self.phase = P_DRAWN
            if self.o_at_once and not self.dioramas_left():
                self.finish_challenge(-1)
        elif verb == V_SWAP:
            b = p * MAXCH + chain
            self.take(p, card)
            self.hand[p * MAXC + self.ch_active[b]] += 1
            self.hsize[p] += 1
            self.ch_active[b] = card
            self.phase = P_SWAPPED
        elif verb == V_PLAY_DRAW3:
            self.take(p, DRAW_THREE)
            self.phase = P_DRAW3
            self.left = 3
            self.next_draw3()
        elif verb == V_PLAY_BLOCK:
            self.ch_blocked[q * MAXCH + target] = 1
            self.take(p, BLOCK)
            self.end_turn()
        elif verb == V_PLAY_STEAL:
            self.take(p, STEAL)
            self.att_attacker = p
            self.att_verb = V_PLAY_STEAL
            self.att_card = STEAL
            self.att_chain = chain
            self.att_target = target
            self.phase = P_ANSWER
            self.player = q
        elif verb == V_USE:
            self.ch_active[p * MAXCH + chain] = -1
            b = p * MAXCH + onto
            self.ch_d[b * CHD + self.ch_n[b]] = card
            self.ch_n[b] += 1
            self.end_turn()
        elif verb == V_ATTACK:
            self.ch_active[p * MAXCH + chain] = -1
            self.att_attacker = p
            self.att_verb = V_ATTACK
            self.att_card = card
            self.att_chain = chain
            self.att_target = target
            self.phase = P_ANSWER
            self.player = q
            self.under(card, 0)
        elif verb == V_ANSWER:
            self.ch_active[p * MAXCH + chain] = -1
            self.under(card, 0)
            self.resolve(POWER[card])
        elif verb == V_DECLINE:
            self.resolve(0)
        elif verb == V_SKIP:
            for i in range(self.nch[p]):  # one Block card goes, the first chain's
                if self.ch_blocked[p * MAXCH + i]:
                    self.ch_blocked[p * MAXCH + i] = 0
                    break
            self.end_turn()

    @cython.cfunc
    @cython.exceptval(check=False)
    def resolve(self, guarded: cython.int) -> cython.void:
        """transitions._resolve: the pending attack or steal on the current player's chain."""
        victim: cython.int = self.player
        b: cython.int = victim * MAXCH + self.att_target
        lost: cython.int
        k: cython.int
        nd: cython.int = self.ch_n[b]
        mine: cython.int
        stolen: cython.int
        if self.att_verb == V_ATTACK:
            lost = POWER[self.att_card] - guarded
            if lost < 0:
                lost = 0
            if lost > nd:
                lost = nd
            if lost:
                for k in range(nd - 1, nd - lost - 1, -1):  # the first lost lowest: put under from the last
                    self.under(self.ch_d[b * CHD + k], 0)
                self.ch_n[b] = nd - lost
        elif not guarded:
            stolen = self.last_card(b)
            self.ch_n[b] = nd - 1
            mine = self.att_attacker * MAXCH + self.att_chain
            self.ch_d[mine * CHD + self.ch_n[mine]] = stolen
            self.ch_n[mine] += 1
        self.player = self.att_attacker
        self.end_turn()

    @cython.cfunc
    @cython.exceptval(check=False)
    def end_turn(self) -> cython.void:
        """transitions.end_turn: bare Tribù lost, Blocks leave (chain_only), then the next turn or the scores."""
        p: cython.int = self.player
        n: cython.int = self.n
        base: cython.int = p * MAXCH
        i: cython.int
        j: cython.int = 0
        k: cython.int
        b: cython.int
        nu: cython.int = 0
        complete: cython.int = 0
        board: cython.int = self.boards[p] if p < self.nboards else -1
        for i in range(self.nch[p]):
            b = base + i
            if self.o_chain_only:
                self.ch_blocked[b] = 0
            if self.ch_n[b] == 0 and not self.ch_fresh[b] and self.ch_tribu[b] != board:
                # lost: its Tribù (and active card) under the discard pile; tmp holds card, face-down pairs
                self.tmp[nu] = self.ch_tribu[b]
                self.tmp[nu + 1] = 0
                nu += 2
                if self.ch_active[b] >= 0:
                    self.tmp[nu] = self.ch_active[b]
                    self.tmp[nu + 1] = 1 if self.o_lost_fd else 0
                    nu += 2
                continue
            if j != i:
                self.ch_tribu[base + j] = self.ch_tribu[b]
                self.ch_n[base + j] = self.ch_n[b]
                for k in range(CHD):
                    self.ch_d[(base + j) * CHD + k] = self.ch_d[b * CHD + k]
                self.ch_active[base + j] = self.ch_active[b]
                self.ch_blocked[base + j] = self.ch_blocked[b]
            self.ch_fresh[base + j] = 0
            if self.ch_n[base + j] >= 3:
                complete += 1
            j += 1
        self.nch[p] = j
        k = nu - 2
        while k >= 0:
            self.under(self.tmp[k], self.tmp[k + 1])
            k -= 2
        self.turns += 1
        self.phase = P_START
        self.player = (p + 1) % n
        self.left = 0
        if complete >= self.to_close:
            self.finish_challenge(p)
            return
        if not self.dioramas_left() or self.turns >= MAX_ROUNDS * n:
            self.finish_challenge(-1)

    @cython.cfunc
    @cython.exceptval(check=False)
    def dioramas_left(self) -> cython.bint:
        """transitions._dioramas_left: a Diorama in the draw pile or the discard pile."""
        t: cython.int
        i: cython.int
        for t in range(NC):
            if KIND[t] == K_DIORAMA and self.deck[t]:
                return True
        for i in range(self.dlo, self.dhi):
            if KIND[self.dbuf[i]] == K_DIORAMA:
                return True
        return False

    @cython.cfunc
    @cython.exceptval(check=False)
    def sheet(self, p: cython.int, hostile: cython.bint) -> cython.int:
        """scoring.score_sheet(...).total for player ``p``."""
        total: cython.int = 0
        i: cython.int
        k: cython.int
        b: cython.int
        c: cython.int
        t: cython.int
        colour: cython.int
        magic: cython.bint
        board: cython.int = self.boards[p] if p < self.nboards else -1
        for i in range(self.nch[p]):
            b = p * MAXCH + i
            t = self.ch_tribu[b]
            if self.o_tribu_count:
                total += SPH[t]
            for k in range(self.ch_n[b]):
                total += SPH[self.ch_d[b * CHD + k]]
            if self.protected(b):
                magic = True
                colour = -1
                for k in range(self.ch_n[b] if self.ch_n[b] < 3 else 3):
                    c = self.ch_d[b * CHD + k]
                    if c == MULTI:
                        if self.o_not_magic:
                            magic = False
                        continue
                    if colour < 0:
                        colour = COLOUR[c]
                    elif COLOUR[c] != colour:
                        magic = False
                if magic:
                    total += 20 if t == board else 10
        if hostile:
            for c in range(NC):
                if self.hand[p * MAXC + c] and (KIND[c] != K_TRIBU or self.o_tribu_count):
                    total -= SPH[c] * self.hand[p * MAXC + c]
            for i in range(self.nch[p]):
                c = self.ch_active[p * MAXCH + i]
                if c >= 0 and (KIND[c] != K_TRIBU or self.o_tribu_count):
                    total -= SPH[c]
        return total

    @cython.cfunc
    @cython.exceptval(check=False)
    def finish_challenge(self, closer: cython.int) -> cython.void:
        p: cython.int
        n: cython.int = self.n
        best: cython.int = -1000000000
        count: cython.int = 0
        last: cython.int[4]
        if not cython.compiled:
            last = [0] * 4
        for p in range(n):
            last[p] = self.sheet(p, closer >= 0 and p != closer)
        for p in range(n):
            self.totals[p] += last[p]
            if self.totals[p] > best:
                best = self.totals[p]
                count = 1
            elif self.totals[p] == best:
                count += 1
        if (best >= TARGET and not (count > 1 and self.o_play_on)) or self.challenge >= MAX_CHALLENGES:
            self.phase = P_OVER
            self.player = 0
            return
        self.new_challenge(self.challenge + 1, (self.dealer + 1) % n)

    # --- the sensible bot (bots.SensibleBot, Appraisal) ---------------------------------------------

    @cython.cfunc
    @cython.exceptval(check=False)
    def fits_mine(self, p: cython.int, card: cython.int) -> cython.bint:
        i: cython.int
        for i in range(self.nch[p]):
            if self.accepts(p * MAXCH + i, card):
                return True
        return False

    @cython.cfunc
    @cython.exceptval(check=False)
    def usefulness(self, p: cython.int, card: cython.int) -> cython.double:
        kind: cython.int = KIND[card]
        i: cython.int
        k: cython.int
        b: cython.int
        later: cython.bint
        if kind == K_DIORAMA:
            if self.fits_mine(p, card):
                return 10 + SPH[card]
            later = False
            if VASE[card] >= 0:
                for i in range(self.nch[p]):
                    b = p * MAXCH + i
                    for k in range(self.ch_n[b], 3):
                        if TVASE[self.ch_tribu[b] * 3 + k] == VASE[card]:
                            later = True
            if later or card == MULTI:
                return 5 + SPH[card]
            return 1 + SPH[card] / 10.0
        if kind == K_TRIBU:
            for i in range(self.nch[p]):
                if self.ch_tribu[p * MAXCH + i] == card:
                    return 0
            return 8 if p < self.nboards and self.boards[p] == card else 4
        if kind == K_EVENTO or kind == K_PROTEZIONE:
            return 6 + POWER[card]
        return 5

    @cython.cfunc
    @cython.exceptval(check=False)
    def threat(self, q: cython.int) -> cython.double:
        low: cython.int = self.totals[0]
        i: cython.int
        for i in range(1, self.n):
            if self.totals[i] < low:
                low = self.totals[i]
        return 1 + (self.totals[q] - low) / 50.0

    @cython.cfunc
    @cython.exceptval(check=False)
    def score(self, c: cython.int) -> cython.double:
        """Appraisal.score of action ``c`` for the player to move."""
        verb: cython.int = c >> 24
        card: cython.int = ((c >> 16) & 255) - 1
        chain: cython.int = ((c >> 12) & 15) - 1
        q: cython.int = ((c >> 8) & 15) - 1
        target: cython.int = ((c >> 4) & 15) - 1
        onto: cython.int = (c & 15) - 1
        p: cython.int = self.player
        b: cython.int
        k: cython.int
        nd: cython.int
        lost: cython.int
        total: cython.int
        i: cython.int
        first: cython.bint
        kind: cython.int
        if verb == V_DISCARD:
            return 20 - self.usefulness(p, card)
        if verb == V_DRAW:
            return 30
        if verb == V_DRAW_DISCARD:
            return 50 if self.fits_mine(p, self.dbuf[self.dhi - 1]) else 5
        if verb == V_ANSWER:
            return 10 + POWER[card]
        if verb == V_DECLINE or verb == V_SKIP:
            return 0
        if verb == V_USE:
            return 60 + SPH[card] + 10 * (1 if self.ch_n[p * MAXCH + onto] >= 3 else 0)
        if verb == V_ATTACK:
            b = q * MAXCH + target
            nd = self.ch_n[b]
            lost = POWER[card]
            if lost > nd or lost <= 0:
                lost = nd
            total = 0
            for k in range(nd - lost, nd):
                total += SPH[self.ch_d[b * CHD + k]]
            return 40 + total * self.threat(q)
        if verb == V_EXTEND:
            nd = self.ch_n[p * MAXCH + chain]
            return 100 + SPH[card] + 5 * nd + 20 * (1 if nd == 2 else 0)
        if verb == V_PLAY_STEAL:
            return 90 + SPH[self.last_card(q * MAXCH + target)]
        if verb == V_LAY_TRIBU:
            first = False
            for i in range(NC):
                if self.hand[p * MAXC + i] and KIND[i] == K_DIORAMA and i != TOTEM and (
                        i == MULTI or VASE[i] == TVASE[card * 3]):
                    first = True
                    break
            return 70 if first or (p < self.nboards and self.boards[p] == card) else 12
        if verb == V_ACTIVATE:
            b = p * MAXCH + chain
            kind = KIND[card]
            if kind == K_PROTEZIONE:
                return 35 + 5 * self.ch_n[b] if self.ch_n[b] > 0 and not self.protected(b) else 8
            if kind == K_EVENTO:
                for q in range(self.n):
                    if q == p:
                        continue
                    for i in range(self.nch[q]):
                        if self.hittable(q * MAXCH + i):
                            return 45
                return 10
            if card == TOTEM:
                for i in range(self.nch[p]):
                    if self.ch_n[p * MAXCH + i] == 2:
                        return 40
                return 6
            return 30 if self.usefulness(p, card) >= 5 else 6
        if verb == V_PLAY_BLOCK:
            return 25 + 3 * self.ch_n[q * MAXCH + target] * self.threat(q)
        if verb == V_PLAY_DRAW3:
            total = 0
            for i in range(NC):
                if self.hand[p * MAXC + i] and self.usefulness(p, i) < 5:
                    total += self.hand[p * MAXC + i]
            return 22 if total >= 2 else 8
        return 1

    @cython.cfunc
    @cython.exceptval(check=False)
    def sensible(self, m: cython.int, rng: Rng) -> cython.int:
        """SensibleBot.choose among the ``m`` legal actions: the best scored, ties at random."""
        i: cython.int
        best: cython.double = 0
        s: cython.double
        count: cython.int = 0
        pick: cython.int
        scores: cython.double[512]
        if not cython.compiled:
            scores = [0.0] * 512
        for i in range(m):
            s = self.score(self.acts[i])
            scores[i] = s
            if i == 0 or s > best:
                best = s
        for i in range(m):
            if scores[i] == best:
                count += 1
        pick = rng.below(count)
        for i in range(m):
            if scores[i] == best:
                if pick == 0:
                    return self.acts[i]
                pick -= 1
        return self.acts[0]

    # --- whole games ---------------------------------------------------------------------------------

    @cython.cfunc
    def run(self, rng: Rng, log: typing.Optional[list]) -> cython.void:
        """Play to the end; ``log`` (or None) collects every action's code."""
        m: cython.int
        c: cython.int
        ph: cython.int
        while True:
            ph = self.phase
            if ph == P_OVER:
                return
            if ph == P_BOARD or ph == P_DEAL or ph == P_DRAWING or ph == P_DRAW3:
                c = self.chance(rng)
            else:
                m = self.legal()
                if m == 0:
                    raise IndexError("Cannot choose from an empty sequence")
                if self.bot[self.player] == 1 and m > 1:
                    c = self.sensible(m, rng)
                else:
                    c = self.acts[rng.below(m)]
                self.apply(c)
            if log is not None:
                log.append(c)


def _start(state, bots) -> Playout:
    start = Playout()
    start.convert(state)
    if bots is not None:
        for p, name in enumerate(bots):
            if name not in BOTS:
                raise ValueError(f"the Tribù playout engine does not play the bot {name!r}")
            start.bot[p] = 1 if name == "sensible" else 0
    return start


def play(state, seeds, bots=None) -> list:
    """One game per seed from ``state``: each one's outcome, as ``state.outcome()`` gives it at the end."""
    start: Playout = _start(state, bots)
    game: Playout = Playout()
    outcomes = []
    for seed in seeds:
        game.load(start)
        game.run(Rng(seed), None)
        outcomes.append(game.outcome())
    return outcomes


def trace(state, seed, bots=None) -> tuple:
    """One game: the text of every action played (chance included) and its outcome."""
    game: Playout = _start(state, bots)
    log: list = []
    game.run(Rng(seed), log)
    return [str(action_of(c)) for c in log], game.outcome()
