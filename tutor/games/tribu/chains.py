"""Chains on the table and what they score: pure functions shared by the engine and scoring."""
from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from .cards import CARDS, MULTIDIORAMA, TOTEM, fits


class Chain(NamedTuple):
    """One chain: ``cards`` is its Tribù then its Dioramas in vase order (the Totem last);
    ``active`` the face-down card beside it (-1: none); ``fresh`` when laid during the owner's
    current turn; ``blocked`` when a Block card lies beside it."""

    cards: tuple[int, ...]
    active: int = -1
    fresh: bool = False
    blocked: bool = False

    @property
    def tribu(self) -> int:
        return self.cards[0]

    @property
    def dioramas(self) -> tuple[int, ...]:
        return self.cards[1:]

    @property
    def complete(self) -> bool:
        """Three Dioramas in place (a Totem may follow)."""
        return len(self.dioramas) >= 3

    @property
    def protected(self) -> bool:
        """A Totem closes the chain: it can no longer be attacked or stolen from."""
        return TOTEM in self.dioramas

    def accepts(self, diorama: int) -> bool:
        """Whether ``diorama`` may be laid next on this chain (the rule is :func:`~.cards.fits`)."""
        return _accepts(self.cards, diorama)


@lru_cache(maxsize=1 << 16)
def _accepts(cards: tuple[int, ...], diorama: int) -> bool:
    """:func:`~.cards.fits` remembered per chain and card: the legal moves, the bots and the odds ask the
    same few questions (a chain is a Tribù and at most four Dioramas in vase order) millions of times."""
    return fits(cards[0], cards[1:], diorama)


def is_magic(chain: Chain, multidiorama: str) -> bool:
    """A protected chain whose three vase Dioramas show spheres of one colour. With
    ``multidiorama="neutral"`` the Multidiorama's spheres of both colours leave the colour alone;
    with ``"not_magic"`` a chain holding it is never magic."""
    if not chain.protected:
        return False
    vases = chain.dioramas[:3]
    if MULTIDIORAMA in vases and multidiorama == "not_magic":
        return False
    colours = {CARDS[c].colour for c in vases if c != MULTIDIORAMA}
    return len(colours) <= 1


def card_spheres(card: int, tribu_spheres: str) -> int:
    """The spheres a card is worth; a Tribù's only when ``tribu_spheres == "count"``."""
    c = CARDS[card]
    if c.kind == "tribu" and tribu_spheres != "count":
        return 0
    return c.spheres


def describe(chain: Chain):
    """``shaman: red statue, desert wind`` for messages (a message, its cards in the reader's language)."""
    from tutor.core.i18n import Joined, M

    from .words import card

    if len(chain.cards) == 1:
        return M("{tribu} (no Diorama yet)", tribu=card(chain.cards[0]))
    return M("{tribu}: {dioramas}", tribu=card(chain.cards[0]), dioramas=Joined(map(card, chain.cards[1:]), ", "))
