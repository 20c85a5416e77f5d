"""Tribù Indiani bots.

A bot sees only what its player sees: ``step`` reads ``state.view(seat)`` (a :class:`View`: the other
hands, the other players' active cards and the draw pile hidden) and picks one of the legal actions from
that view. The legal actions themselves depend only on the mover's own view (their hand, their active
cards, the table). Games are played by :func:`tutor.core.bots.play_game`; the comparison of the sensible
bot with random ones is in :mod:`.experiments`.
"""
from __future__ import annotations

import random
from typing import Sequence

from . import actions as A
from .actions import Action
from .cards import CARDS, DIORAMA, EVENTO, MULTIDIORAMA, PROTEZIONE, TOTEM, TRIBU
from .chains import Chain
from .state import Game, State
from .view import View


class Bot:
    """A bot chooses one of the mover's legal actions from the mover's view (the core's Bot protocol)."""

    name = "bot"

    def step(self, state: State, rng: random.Random) -> Action:
        """The action this bot plays for the player to move in ``state``. A forced move (a turn that can
        only draw, say) needs no view and no weighing; it is still drawn with ``rng.choice``, as every
        choice is, so the same seed plays the same game."""
        legal = state.legal_actions()
        if len(legal) == 1:
            return rng.choice(legal)
        return self.choose(state.view(state.current_player), legal, rng)

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        raise NotImplementedError


class RandomBot(Bot):
    """Any legal action, uniformly at random."""

    name = "random"

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        return rng.choice(list(legal))


class SensibleBot(Bot):
    """Scores every legal action with simple rules of thumb and plays the best (ties at random):
    extend and complete chains, guard them, attack and steal the leader's Dioramas, keep useful cards."""

    name = "sensible"

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        judge = Appraisal(view)
        scored = [(judge.score(a), a) for a in legal]
        best = max(s for s, _ in scored)
        return rng.choice([a for s, a in scored if s == best])


class Appraisal:
    """The sensible bot's rules of thumb applied to one view. A turn offers many actions that ask the same
    questions (is this card worth keeping? does it fit one of my chains?), so each answer is remembered
    for the view's lifetime (a view never changes)."""

    def __init__(self, view: View):
        self.view = view
        self.mine = view.mine
        self._fits: dict[int, bool] = {}
        self._useful: dict[int, float] = {}

    def fits_mine(self, card: int) -> bool:
        """Whether ``card`` may extend one of the viewer's chains now."""
        fits = self._fits.get(card)
        if fits is None:
            fits = self._fits[card] = any(chain.accepts(card) for chain in self.mine)
        return fits

    def usefulness(self, card: int) -> float:
        """How much keeping ``card`` in the hand is worth to the viewer (discard the least useful)."""
        value = self._useful.get(card)
        if value is None:
            value = self._useful[card] = self._usefulness(card)
        return value

    def _usefulness(self, card: int) -> float:
        view, c = self.view, CARDS[card]
        if c.kind == DIORAMA:
            if self.fits_mine(card):
                return 10 + c.spheres
            later = any(c.vase in CARDS[ch.tribu].vases[len(ch.dioramas):] for ch in self.mine)
            return 5 + c.spheres if later or card == MULTIDIORAMA else 1 + c.spheres / 10
        if c.kind == TRIBU:
            if card in {ch.tribu for ch in self.mine}:
                return 0
            return 8 if card in view.boards[view.seat:view.seat + 1] else 4
        if c.kind in (EVENTO, PROTEZIONE):
            return 6 + c.power
        return 5  # an Azione

    def score(self, action: Action) -> float:
        """The sensible bot's value of ``action`` (the most frequent verbs first)."""
        view, mine = self.view, self.mine
        verb, card = action.verb, action.card
        if verb == A.DISCARD:
            return 20 - self.usefulness(card)
        if verb == A.DRAW:
            return 30
        if verb == A.DRAW_DISCARD:
            return 50 if self.fits_mine(view.discard[-1]) else 5
        if verb == A.ANSWER:
            return 10 + CARDS[card].power
        if verb in (A.DECLINE, A.SKIP):
            return 0
        if verb == A.USE:
            return 60 + CARDS[card].spheres + 10 * mine[action.onto].complete
        if verb == A.ATTACK:
            target = view.chains[action.player][action.target]
            lost = target.dioramas[-CARDS[card].power:]
            return 40 + sum(CARDS[c].spheres for c in lost) * _threat(view, action.player)
        if verb == A.EXTEND:
            chain = mine[action.chain]
            return 100 + CARDS[card].spheres + 5 * len(chain.dioramas) + 20 * (len(chain.dioramas) == 2)
        if verb == A.PLAY_STEAL:
            stolen = view.chains[action.player][action.target].cards[-1]
            return 90 + CARDS[stolen].spheres
        if verb == A.LAY_TRIBU:
            bare = Chain((card,))
            first = any(bare.accepts(c) for c in view.hand)
            return 70 if first or card in view.boards[view.seat:view.seat + 1] else 12
        if verb == A.ACTIVATE:
            return self._activation(card, mine[action.chain])
        if verb == A.PLAY_BLOCK:
            chain = view.chains[action.player][action.target]
            return 25 + 3 * len(chain.dioramas) * _threat(view, action.player)
        if verb == A.PLAY_DRAW3:
            return 22 if sum(self.usefulness(c) < 5 for c in view.hand) >= 2 else 8
        return 1  # SWAP: rarely worth a turn

    def _activation(self, card: int, chain: Chain) -> float:
        """Activating ``card`` beside ``chain``: feathers by the longest unguarded chain, an Evento
        when a rival has something to attack, a Diorama that will fit one of the chains later."""
        view = self.view
        kind = CARDS[card].kind
        if kind == PROTEZIONE:
            return 35 + 5 * len(chain.dioramas) if chain.dioramas and not chain.protected else 8
        if kind == EVENTO:
            targets = any(ch.dioramas and not ch.protected
                          for p, chains in enumerate(view.chains) if p != view.seat for ch in chains)
            return 45 if targets else 10
        if card == TOTEM:
            return 40 if any(len(ch.dioramas) == 2 for ch in self.mine) else 6
        return 30 if self.usefulness(card) >= 5 else 6


def usefulness(view: View, card: int) -> float:
    """How much keeping ``card`` in the hand is worth to the viewer (discard the least useful)."""
    return Appraisal(view).usefulness(card)


def _threat(view: View, player: int) -> float:
    """How much hurting ``player`` is worth: more against the leader."""
    return 1 + (view.totals[player] - min(view.totals)) / 50


def score(view: View, action: Action) -> float:
    """The sensible bot's value of ``action`` in ``view``."""
    return Appraisal(view).score(action)


BOTS: dict[str, type[Bot]] = {"random": RandomBot, "sensible": SensibleBot}
