"""The two 9-card decks, read from ``data/cards.json`` (reconstructed but for the four named cards)."""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .board import SIDES

DATA = Path(__file__).parent / "data" / "cards.json"
EFFECTS = ("survive", "refill_ammo", "refill_energy", "boost", "stand_up", "quench")
TARGETED = {"stand_up": "figure", "quench": "building"}


@dataclass(frozen=True, slots=True)
class Card:
    """One kind of card (a dataclass, not a NamedTuple: ``count`` would hide the tuple's method)."""

    side: int
    name: str
    count: int
    effect: str
    named: str | None  # the Spanish name when the preview names the card, else None (reconstructed)


def _load(data: dict[str, Any]) -> tuple[Card, ...]:
    cards = tuple(Card(SIDES.index(c["side"]), c["name"], c["count"], c["effect"], c["named"])
                  for c in data["cards"])
    for side in range(2):
        if sum(c.count for c in cards if c.side == side) != 9:
            raise ValueError(f"the {SIDES[side]} deck must hold 9 cards")
    if any(c.effect not in EFFECTS for c in cards):
        raise ValueError(f"card effects are: {', '.join(EFFECTS)}")
    return cards


_DATA = json.loads(DATA.read_text(encoding="utf-8"))
CARDS = _load(_DATA)
#: whether the decks are reconstructed, and the note the app shows about them
RECONSTRUCTED: bool = _DATA["reconstructed"]
NOTE: str = _DATA["note"]
#: the card indices of each side, in file order
DECK = tuple(tuple(i for i, c in enumerate(CARDS) if c.side == side) for side in range(2))


def full_hand(side: int) -> tuple[int, ...]:
    """Copies left of each of the side's cards at the start (in DECK order)."""
    return tuple(CARDS[i].count for i in DECK[side])


def in_hand(side: int, hand: tuple[int, ...]) -> list[tuple[int, int]]:
    """Each of the side's cards (its index in CARDS) with the copies left of it in ``hand``."""
    return list(zip(DECK[side], hand))


def copies(side: int, hand: tuple[int, ...], card: int) -> int:
    """The copies of ``card`` left in the side's ``hand``."""
    return hand[DECK[side].index(card)]


def after_playing(side: int, hand: tuple[int, ...], card: int) -> tuple[int, ...]:
    """The side's ``hand`` after one copy of ``card`` is played."""
    return tuple(n - (c == card) for c, n in in_hand(side, hand))


def without(side: int, hand: tuple[int, ...], effect: str) -> tuple[int, ...]:
    """The side's ``hand`` without any card that has ``effect``."""
    return tuple(0 if CARDS[c].effect == effect else n for c, n in in_hand(side, hand))
