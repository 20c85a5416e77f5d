"""What a Tribù Indiani player cannot see, dealt again: :func:`redeal` (information-set sampling).

From a seat the view (:mod:`.view`) shows the seat's own hand and chains, every card face up (chains,
Block cards, the discard pile but its face-down cards, the played pile) and the other hands and the draw
pile as counts. Hidden are: the other players' hands, the other players' active cards (face down beside
their chains), the cards lying face down in the discard pile (a lost chain's active card, under
``lost_active=face_down``) and what the draw pile holds. The draw pile keeps no order (a draw is a chance
node over the card types left, weighted by their counts), so dealing it again is dealing its counts.

:func:`redeal` gathers every hidden card (the box minus what the seat sees) and deals them again uniformly
at random over the hidden places, as if each card of the box were a card of its own: the face-down places
(active cards, face-down discards) take only cards that may be active (Diorama, Evento, Protezione: an
ordered sample of those hidden copies), then the other hands (their sizes kept) and the draw pile share
the rest in a shuffle. Every deal consistent with the view is equally likely.

Readings chosen here:

* memory is not modelled: a card a careful player saw and can still place (the top discard another player
  took into their hand, their own active card lost face down into the discard pile, which the view hides
  from its owner too) is dealt again like any other hidden card, since the view does not keep it;
* nothing is inferred from the other players' play (a uniform deal, not a posterior over their hands);
* in the rare position where the player to move is another player whose only legal actions came from
  their face-down active cards (a turn's start with no card to draw), a deal leaving them no action
  cannot arise and is dealt again.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from tutor.core.api import evolve

from .cards import CAN_BE_ACTIVE, CARDS
from .legal import legal

if TYPE_CHECKING:
    from .state import State

_TYPES = len(CARDS)
#: tries at a deal that leaves the player to move an action (see the module's last reading)
_TRIES = 200


def hidden_cards(state: "State", player: int) -> list[int]:
    """Every card ``player`` cannot see, one entry per card (the other hands, the other players' active cards,
    the face-down discards and the draw pile), sorted: the same for every position ``player`` sees alike, so that a
    deal drawn with the same random numbers never depends on where the hidden cards lie."""
    cards: list[int] = []
    for q, hand in enumerate(state.hands):
        if q != player:
            cards += hand
    for q, mine in enumerate(state.chains):
        if q != player:
            cards += [c.active for c in mine if c.active >= 0]
    cards += [state.discard[i] for i in state.face_down]
    for t, n in enumerate(state.deck):
        if n:
            cards += [t] * n
    return sorted(cards)


def redeal(state: "State", player: int, rng: random.Random) -> "State":
    """A position ``player`` cannot tell from ``state`` (the same view and observation, the same legal actions),
    every card they cannot see dealt again uniformly at random (see the module's docstring). The history and
    the game are ``state``'s."""
    n = state.game.num_players
    if not (isinstance(player, int) and 0 <= player < n):
        raise ValueError(f"there is no player {player!r}")
    # the face-down places: (seat, chain) of the other players' active cards, then the discard's face-down places
    slots = [(q, j) for q in range(n) if q != player for j, c in enumerate(state.chains[q]) if c.active >= 0]
    down = state.face_down
    others = [q for q in range(n) if q != player]
    if not (slots or down or any(state.hands[q] for q in others)):
        return state  # nothing hidden but the draw pile's counts, which are what they are
    pool = hidden_cards(state, player)
    for _ in range(_TRIES):
        dealt = _deal(state, player, pool, slots, down, rng)
        if not _stuck(dealt, player):
            return dealt
    return state  # never met in play: the position as it is can arise


def _deal(state: "State", player: int, pool: list[int], slots: list[tuple[int, int]], down: tuple[int, ...],
          rng: random.Random) -> "State":
    """One uniform deal of ``pool`` over the hidden places."""
    changes: dict = {}
    rest = pool
    faces = len(slots) + len(down)
    if faces:
        capable = [i for i, t in enumerate(pool) if CAN_BE_ACTIVE[t]]
        chosen = rng.sample(capable, faces)
        taken = set(chosen)
        faced = [pool[i] for i in chosen]
        rest = [t for i, t in enumerate(pool) if i not in taken]
        if slots:
            chains = list(state.chains)
            for (q, j), card in zip(slots, faced):
                mine = list(chains[q])
                mine[j] = mine[j]._replace(active=card)
                chains[q] = tuple(mine)
            changes["chains"] = tuple(chains)
        if down:
            discard = list(state.discard)
            for i, card in zip(down, faced[len(slots):]):
                discard[i] = card
            changes["discard"] = tuple(discard)
    else:
        rest = list(pool)
    rng.shuffle(rest)
    hands = list(state.hands)
    at = 0
    for q, hand in enumerate(state.hands):
        if q != player and hand:
            hands[q] = tuple(sorted(rest[at:at + len(hand)]))
            at += len(hand)
    deck = [0] * _TYPES
    for t in rest[at:]:
        deck[t] += 1
    changes["hands"] = tuple(hands)
    changes["deck"] = tuple(deck)
    return evolve(state, **changes)


def _stuck(state: "State", player: int) -> bool:
    """Whether another player to move was left without a legal action (only their active cards can do that:
    at a turn's start with nothing to draw)."""
    return state.phase == "start" and state.player != player and not legal(state)
