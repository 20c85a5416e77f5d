"""Exact odds, from one player's view, of drawing the Diorama a chain needs within k turns.

The player knows the whole deck, their own hand and active cards, and every card face up (chains,
Block cards lying beside chains, discard and played piles). Every other card is *unseen*: in the draw
pile, in another hand, face down beside another player's chain or face down in the discard pile. All
arrangements of the unseen cards are equally likely, and the other players draw blindly too, so the
cards the player draws in their next ``k`` turns are ``k`` cards picked at random from the unseen ones:
the hypergeometric law, computed exactly with sympy.

The model counts one drawn card per turn for every player, the viewer and the others alike, and
ignores the discard pile being taken or reshuffled: the viewer's draws are the cards of the draw pile
at their turns (the others draw in between), so fewer than ``k`` when the pile runs out first.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Sequence

from sympy import Rational

from tutor.core.i18n import Joined, M, Message, P
from tutor.prob.cards import at_least

from .cards import BLOCK, CARDS, DIORAMA
from .chains import Chain
from .words import card as card_name
from .words import letter
from .view import View

if TYPE_CHECKING:
    from .state import Game, State


def needed(chain: Chain) -> tuple[int, ...]:
    """The Diorama types that can go next on ``chain`` (the Totem once it is complete)."""
    return tuple(t for t, card in enumerate(CARDS) if card.kind == DIORAMA and chain.accepts(t))


def unseen(view: View, game: Game) -> tuple[int, ...]:
    """How many cards of each type the viewer has not seen: the deck minus everything visible."""
    counts = list(game.deck)
    seen = list(view.hand) + list(view.discard)
    for chains in view.chains:
        for chain in chains:
            seen += list(chain.cards) + [chain.active]
    for card in seen:
        if card >= 0:  # not -1 (no card) nor a face-down card
            counts[card] -= 1
    for card, n in enumerate(view.played):
        counts[card] -= n
    counts[BLOCK] -= sum(chain.blocked for chains in view.chains for chain in chains)  # face up beside a chain
    return tuple(counts)


def draws_before(view: View) -> int:
    """How many cards the other players draw before the viewer's next draw (one per turn each)."""
    n = view.players
    if view.phase == "answer":  # the attacker's turn (they used an active card: no draw), then the next
        return (view.seat - view.pending[0] - 1) % n
    drawn = view.phase != "start"  # the current player has drawn already (or the turn is over)
    return (view.seat - view.player - drawn) % n


def my_draws(view: View, turns: int) -> int:
    """How many of the viewer's next ``turns`` draws the draw pile can give, the others drawing in between."""
    first, n = draws_before(view), view.players
    return sum(1 for j in range(turns) if first + n * j < view.deck_size)


@dataclass(frozen=True)
class ChainOdds:
    """The chance of drawing one of ``wanted`` (card types) in the next ``draws`` draws (the turns
    asked for, fewer when the draw pile runs out at the viewer's turns, see :func:`my_draws`)."""

    chain: int
    wanted: tuple[int, ...]
    copies: int
    unseen: int
    draws: int
    probability: Rational

    def explain(self) -> Message:
        """What the chain needs and the exact chance, in words (a message in the reader's language)."""
        names = Joined([card_name(t) for t in self.wanted], ", ") if self.wanted else \
            M("nothing (the chain is closed)")
        return P("chain {chain} needs {names}: {copies} of the {unseen} unseen cards; at least one in {n} draw: "
                 "{exact} ≈ {p:.1%}",
                 "chain {chain} needs {names}: {copies} of the {unseen} unseen cards; at least one in {n} draws: "
                 "{exact} ≈ {p:.1%}", n=self.draws, chain=letter(self.chain), names=names, copies=self.copies,
                 unseen=self.unseen, exact=str(self.probability), p=float(self.probability))


@lru_cache(maxsize=4096)  # the analyse page asks for every chain and every number of turns
def chain_odds(view: View, game: Game, chain: int, turns: int) -> ChainOdds:
    """The viewer's odds of drawing a Diorama their ``chain`` needs in their next ``turns`` draws."""
    counts = unseen(view, game)
    wanted = needed(view.mine[chain])
    copies = sum(counts[t] for t in wanted)
    total = sum(counts)
    draws = min(my_draws(view, turns), total)
    return ChainOdds(chain, wanted, copies, total, draws, at_least(total, copies, draws))


def all_chain_odds(view: View, game: Game, turns: int) -> list[ChainOdds]:
    """Odds for every chain of the viewer."""
    return [chain_odds(view, game, i, turns) for i in range(len(view.mine))]


def board_odds(state: "State", player: int, actions: Sequence[object]) -> tuple[dict[str, Message], list[Message]]:
    """The analysis board's exact odds (``GameInfo.odds``): for each of ``player``'s chains waiting for a card, the
    chance that the next draw brings one, from the cards ``player`` has not seen."""
    from .view import view_of

    odds = [o for o in all_chain_odds(view_of(state, player), state.game, 1) if o.wanted]
    if not odds:
        return {}, []
    return {}, [M("Exact odds of {who}'s next draw, from the cards {who} has not seen:",
                  who=state.game.player_name(player)), *(o.explain() for o in odds)]
