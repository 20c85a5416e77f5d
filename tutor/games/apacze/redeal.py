"""What an Apacze i Komancze player cannot see, dealt again: :func:`redeal` (information-set sampling).

Everything lies open on the table but the tiles the other players hold in hand (drawn in secret, shown
only when placed: :mod:`.view`) and the face-down pile, which keeps no order (a draw is a chance node over
the kinds left, weighted by their counts: :attr:`State.pile` is the box minus the tiles placed and held).
:func:`redeal` takes the tiles the other players hold back into the face-down pile and lets each of them
draw again, uniformly at random without replacement, keeping who holds a tile; the pile follows.

Readings chosen here: nothing is inferred from the other players' play (a uniform draw, not a posterior
over their tiles). A player's tile in hand changes none of their legal actions (a tile may be placed on
any open spot in any of its four turns), so every deal is a position that can arise.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from tutor.core.api import evolve

from .tiles import TILE_KINDS

if TYPE_CHECKING:
    from .state import State


def redeal(state: "State", player: int, rng: random.Random) -> "State":
    """A position ``player`` cannot tell from ``state`` (the same view and observation, the same legal actions),
    the tiles the other players hold drawn again at random from the tiles ``player`` has not seen. The history
    and the game are ``state``'s."""
    n = state.game.players
    if not (isinstance(player, int) and 0 <= player < n):
        raise ValueError(f"there is no player {player!r}")
    holders = [q for q, h in enumerate(state.hands) if q != player and h is not None]
    if not holders:
        return state
    pool: list[str] = []
    for kind, left in zip(TILE_KINDS, state.pile):
        if left:
            pool += [kind.id] * left
    pool += [state.hands[q] for q in holders]  # type: ignore[misc]  # holders hold a tile
    pool.sort()  # the same pool for every position the player sees alike: a deal never depends on where tiles lie
    hands = list(state.hands)
    for q, tile in zip(holders, rng.sample(pool, len(holders))):
        hands[q] = tile
    return evolve(state, hands=tuple(hands))
