"""Exact odds in any Apache position: what the next reveals may bring, and whether to claim or wait.

The face-down cards lie mixed on the table, so every reveal is a face-down card taken at random: the
next ``k`` reveals are ``k`` draws without replacement from ``state.down`` (claims in between take only
face-up cards, so they do not change these odds). Every chance is an exact sympy ``Rational`` (sympy is
imported when first needed), or a ``fractions.Fraction`` where asked (``claim_or_wait(..., fraction=True)``,
for a lesson page that loads no sympy).

**Claim now or wait one reveal?** (:func:`claim_or_wait`) Claims are valued as the bots value them
(:func:`tutor.games.apache.bots._value`: cards brought to the victory pile). Claiming now is worth the
best claim on the table, assuming you are first onto the Pow-Wow board. Waiting is worth, for every card
the next reveal can bring, the best claim you could then make *that no rival could take first*: the
risk model is that a rival who could then take the same booty, or your Indian (the last one of its kind
face up) as prisoner or spouse, does so before you, and you get nothing from that claim. A rival who can
already take it now can still take it after the reveal (unless a second copy of your Indian comes up),
so waiting is then worth next to nothing. The look-ahead is one reveal, as the patient bot's.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Sequence
from functools import lru_cache

from tutor.prob import cards as draws

from . import actions as A
from .bots import GreedyBot, PatientBot, _value, best_claim, play_game, threatened
from tutor.core.i18n import M, Joined, Message

from .cards import (CHIEF, COLOURS, KIND_TERMS, KINDS, NUM_TYPES, TEEPEE, USUAL_BOOTY, card_term, colour_term,
                    indian)
from .constants import WINDOW
from .legal import claim_options
from .state import Game, State

if TYPE_CHECKING:
    from sympy import Rational


def _exact(numerator: int, denominator: int = 1, *, fraction: bool) -> Rational:
    """``numerator / denominator`` as a Fraction (``fraction``) or a sympy Rational."""
    if fraction:
        return Fraction(numerator, denominator)
    from sympy import Rational

    return Rational(numerator, denominator)


def percent(p: Rational) -> Message:
    """``3/8 ≈ 0.375 (37.5%)``: a chance as a fraction, a decimal and a percentage (for the reader's language)."""
    if p in (0, 1):
        return M("0 (none)") if p == 0 else M("1 (certain)")
    return M("{fraction} ≈ {p:.3f} ({p:.1%})", fraction=str(p), p=float(p))


def _card_list(cards: tuple[int, ...]) -> Message | str:
    """``buffalo``, ``yellow chief or purple chief``; ``no card`` for none."""
    if not cards:
        return M("no card")
    names = [card_term(c) for c in cards]
    if len(names) == 1:
        return names[0]
    return M("{cards} or {last}", cards=Joined(names[:-1], ", "), last=names[-1])


@dataclass(frozen=True)
class RevealChance:
    """The chance that at least one of the next ``reveals`` cards is one of ``cards``."""

    what: str                 # in words (a message), e.g. "more buffalo"
    cards: tuple[int, ...]    # the card types that count
    wanted: int               # how many of those lie face down
    face_down: int            # how many cards lie face down in all
    reveals: int              # how many reveals are looked at (at most ``face_down``)
    probability: Rational     # at least one of them among the reveals
    expected: Rational        # how many of them the reveals bring on average

    def explain(self) -> Message:
        if not self.reveals:
            return M("{what}: no card is left face down, so no reveal can bring one.", what=self.what)
        if self.reveals == 1:
            return M("{what}: {wanted} of the {face_down} face-down cards ({cards}). The chance that the next "
                     "reveal brings one is {p}.", what=self.what, wanted=self.wanted, face_down=self.face_down,
                     cards=_card_list(self.cards), p=percent(self.probability))
        return M("{what}: {wanted} of the {face_down} face-down cards ({cards}). The chance that at least one of "
                 "the next {n} reveals brings one is {p}; on average the {n} reveals bring {expected:.2f} of them.",
                 what=self.what, wanted=self.wanted, face_down=self.face_down, cards=_card_list(self.cards),
                 n=self.reveals, p=percent(self.probability), expected=float(self.expected))


@lru_cache(maxsize=4096)  # asked again for every seat and hand card of a position seen before
def reveal_chance(state: State, cards: tuple[int, ...], reveals: int = 1, what: str = "") -> RevealChance:
    """The chance that the next ``reveals`` reveals (fewer if fewer cards are left) bring one of ``cards``."""
    if reveals < 1:
        raise ValueError(M("look at one reveal or more"))
    total = sum(state.down)
    wanted = sum(state.down[c] for c in set(cards))
    k = min(reveals, total)
    return RevealChance(what or _card_list(cards), tuple(cards), wanted, total, k,
                        draws.at_least(total, wanted, k), draws.expected_hits(total, wanted, k))


def hand_card_chances(state: State, seat: int, kind: int, reveals: int = 1) -> list[RevealChance]:
    """What the seat's hand card wants from the next reveals: its Indian (while none lies face up),
    more of its usual booty, a teepee, and any of these."""
    colour = state.game.seat_colours[seat]
    me = indian(colour, kind)
    wants = []
    if not state.table[me]:
        wants.append((M("your {card}", card=card_term(me)), (me,)))
    booty = USUAL_BOOTY[kind]
    wants.append((M("more {booty}", booty=card_term(booty, 2)), (booty,)))
    wants.append((M("a teepee"), (TEEPEE,)))
    chances = [reveal_chance(state, cards, reveals, what) for what, cards in wants]
    union = tuple(c for _, cards in wants for c in cards)
    chances.append(reveal_chance(state, union, reveals, M("any card your {kind} wants", kind=KIND_TERMS[kind])))
    return chances


def rival_chief_chance(state: State, seat: int, reveals: int = 1) -> RevealChance:
    """The chance that the reveals bring the chief of a rival who has no chief face up yet."""
    game = state.game
    chiefs = tuple(indian(c, CHIEF) for s, c in enumerate(game.seat_colours)
                   if s != seat and not state.table[indian(c, CHIEF)])
    what = M("a new rival chief") if chiefs else M("a new rival chief (every rival has a chief face up already)")
    return reveal_chance(state, chiefs, reveals, what)


@dataclass(frozen=True)
class RevealOutcome:
    """One card the next reveal can bring, and what waiting is then worth."""

    card: int
    probability: Rational
    value: int          # the best claim no rival could take first after this reveal (0 if none)
    threatened: bool    # a rival could then take the claim you could make now


@dataclass(frozen=True)
class WaitOdds:
    """Claim now against wait one reveal, for one seat and hand card (see the module's risk model)."""

    colour: str
    kind: str
    claim: str | None          # the best claim now, e.g. "red takes buffalo"; None if it cannot claim
    now: int                   # cards that claim brings now (0 if none)
    wait: Rational             # expected cards after waiting one reveal
    better: Rational           # chance that the next reveal makes a richer claim that stays safe
    risk: Rational             # chance that after the next reveal a rival could take the claim first
    contested: bool            # a rival could take it already now
    outcomes: tuple[RevealOutcome, ...]

    @property
    def gain(self) -> Rational:
        """Expected cards won (or lost, if negative) by waiting instead of claiming now."""
        return self.wait - self.now

    @property
    def worse(self) -> Rational:
        """Chance that after the next reveal the best safe claim is worth less than claiming now."""
        return sum((o.probability for o in self.outcomes if o.value < self.now), self.wait * 0)  # wait's kind of 0

    @property
    def advice(self) -> str:
        """``wait``, ``claim now``, ``either`` or ``nothing to claim``."""
        if self.gain > 0:
            return "wait"
        if self.gain < 0:
            return "claim now"
        return "either" if self.now else "nothing to claim"

    def explain(self) -> Joined:
        """The odds in words, one line per point (``Joined`` with newlines: render, then split the lines)."""
        who = colour_term(COLOURS.index(self.colour))
        kind = KIND_TERMS[KINDS.index(self.kind)]
        lines: list[Message] = []
        if self.claim:
            lines.append(M("Now: {who}'s {kind} can claim ({claim}), worth {n} cards for the victory pile.",
                           who=who, kind=kind, claim=A.describe(A.parse_action(self.claim)), n=self.now))
        else:
            lines.append(M("Now: {who}'s {kind} cannot claim anything (playing it would be punished).",
                           who=who, kind=kind))
        if self.contested:
            lines.append(M("A rival could take this claim right now too: if you want it, be quick."))
        if not self.outcomes:
            lines.append(M("No card is left face down, so there is nothing to wait for."))
            return Joined(lines, "\n")
        if not self.claim:
            lines.append(M("The next reveal lets you claim with chance {p}; on average that is worth {wait} ≈ "
                           "{cards:.2f} cards.", p=percent(self.better), wait=str(self.wait), cards=float(self.wait)))
            return Joined(lines, "\n")
        lines.append(M("If you wait one reveal, the next card gives you a richer claim that no rival can take "
                       "first with chance {better}. It lets a rival take your claim first with chance {risk} (we "
                       "assume a rival who can take it does so before you); all in all it leaves you worse off "
                       "with chance {worse}.", better=percent(self.better), risk=percent(self.risk),
                       worse=percent(self.worse)))
        lines.append(M("On average waiting is worth {wait} ≈ {cards:.2f} cards, against {now} now.",
                       wait=str(self.wait), cards=float(self.wait), now=self.now))
        if self.advice == "wait":
            lines.append(M("Waiting pays: about {gain:.2f} cards more on average.", gain=float(self.gain)))
        elif self.advice == "claim now":
            lines.append(M("Claim now: waiting costs about {loss:.2f} cards on average.", loss=float(-self.gain)))
        else:
            lines.append(M("Waiting and claiming now are worth the same on average."))
        return Joined(lines, "\n")


def _safe_value(state: State, table: tuple[int, ...], seat: int, kind: int) -> int:
    """The most cards a claim brings on ``table`` among those no rival could take first (0 if none)."""
    game = state.game
    colour = game.seat_colours[seat]
    return max((_value(game, table, colour, kind, o, state.piles, seat)
                for o in claim_options(game, table, colour, kind)
                if not threatened(game, table, seat, kind, o)), default=0)


@lru_cache(maxsize=1024)  # a position's exact odds, asked again as the page is redrawn
def claim_or_wait(state: State, seat: int, kind: int, *, fraction: bool = False) -> WaitOdds:
    """Exact expected cards from claiming now against waiting one reveal (see the module docstring); its chances
    are Fractions with ``fraction``, else sympy Rationals."""
    game = state.game
    found = best_claim(state, seat, kind)
    claim, now = found if found else (None, 0)
    total = sum(state.down)
    outcomes = []
    for card in range(NUM_TYPES):
        if not state.down[card]:
            continue
        table = state.table[:card] + (state.table[card] + 1,) + state.table[card + 1:]
        lost = claim is not None and threatened(game, table, seat, kind, claim)
        outcomes.append(RevealOutcome(card, _exact(state.down[card], total, fraction=fraction),
                                      _safe_value(state, table, seat, kind), lost))
    return WaitOdds(
        colour=COLOURS[game.seat_colours[seat]], kind=KINDS[kind], claim=str(claim) if claim else None, now=now,
        wait=sum((o.probability * o.value for o in outcomes), _exact(0, fraction=fraction)),
        better=sum((o.probability for o in outcomes if o.value > now), _exact(0, fraction=fraction)),
        risk=sum((o.probability for o in outcomes if o.threatened), _exact(0, fraction=fraction)),
        contested=claim is not None and threatened(game, state.table, seat, kind, claim),
        outcomes=tuple(outcomes))


def _waiting_pays(state: State) -> bool:
    """Whether a hand card of seat 0 could claim 4 cards or more now, yet waiting pays."""
    odds = (claim_or_wait(state, 0, kind) for kind in state.hand(0))
    return any(o.now >= 4 and o.advice == "wait" for o in odds)


def example_position(seed: int = 4, min_reveals: int = 30) -> State:
    """A mid-game position where waiting is a real question, taken from a seeded bot game.

    Plays a three-player base game (a patient red bot against two greedy ones) and returns the first
    claim window, at least ``min_reveals`` reveals in, where red could claim 4 cards or more and the
    exact odds still say that waiting pays; if that game has no such moment, the next seed is tried.
    """
    game = Game()
    for attempt in range(seed, seed + 100):
        final = play_game(game, [PatientBot(), GreedyBot(), GreedyBot()], random.Random(attempt))
        state, reveals = game.new_state(), 0
        for action in final.history:
            state = state.apply(action)
            reveals += action.verb == A.REVEAL
            if state.phase == WINDOW and not state.powwow and reveals >= min_reveals and _waiting_pays(state):
                return state
    raise RuntimeError("no seeded game had a position where waiting pays")


def board_odds(state: State, player: int, actions: Sequence[object]) -> tuple[dict[str, Message], list[Message]]:
    """The analysis board's exact odds (``GameInfo.odds``): for each kind of card in ``player``'s hand, the chance
    that the next reveal turns it up, while face-down cards remain."""
    if sum(state.down) == 0:
        return {}, []
    found = [hand_card_chances(state, player, kind, 1)[-1] for kind in sorted(set(state.hand(player)))]
    if not found:
        return {}, []
    return {}, [M("Exact odds of the next reveal for {who}'s hand cards:", who=state.game.player_name(player)),
                *(chance.explain() for chance in found)]
