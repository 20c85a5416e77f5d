"""What one Tribù Indiani player may see: :class:`View`, built directly from a state.

A player sees their own hand and active cards, how many cards every other player holds, every card
face up on the table and on the discard and played piles, and the draw pile only as a number. Face-down
cards (other players' active cards, an active card lost under the discard pile) show as :data:`HIDDEN`.
Bots, odds and the drawing read a view, never the hidden parts of a state.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .chains import Chain

if TYPE_CHECKING:
    from .state import Game

#: a face-down card the viewer cannot see (another player's active card, a card face down in the discard pile)
HIDDEN = -2


@dataclass(frozen=True)
class View:
    """One player's view: ``hand`` is the viewer's own; ``hand_sizes`` every player's card count;
    chains of other players show ``HIDDEN`` for a face-down active card, and so does the discard pile
    for a card lying face down in it; the draw pile is a count."""

    seat: int
    game: "Game"
    challenge: int
    dealer: int
    turns: int
    totals: tuple[int, ...]
    last: tuple[int, ...]
    boards: tuple[int, ...]
    phase: str
    player: int
    pending: tuple
    deck_size: int
    discard: tuple[int, ...]
    played: tuple[int, ...]
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    chains: tuple[tuple[Chain, ...], ...]

    @property
    def players(self) -> int:
        return self.game.num_players

    @property
    def mine(self) -> tuple[Chain, ...]:
        return self.chains[self.seat]


def view_of(state: Any, seat: int) -> View:
    """What player ``seat`` sees of ``state``."""
    if not (isinstance(seat, int) and 0 <= seat < state.game.num_players):
        raise ValueError(f"there is no player {seat!r}")
    chains = tuple(mine if p == seat else tuple(c if c.active < 0 else c._replace(active=HIDDEN) for c in mine)
                   for p, mine in enumerate(state.chains))
    down = set(state.face_down)
    discard = tuple(HIDDEN if i in down else card for i, card in enumerate(state.discard))
    return View(seat, state.game, state.challenge, state.dealer, state.turns, state.totals, state.last,
                state.boards, state.phase, state.player, state.pending, sum(state.deck), discard,
                state.played, state.hands[seat], tuple(len(h) for h in state.hands), chains)
