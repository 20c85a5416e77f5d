"""Tribù Indiani's cards, read from the reconstructed data file ``data/cards.json``.

A card type is an int, its index in :data:`CARDS`. Cards of one type are alike, so hands and
piles hold counts or sorted tuples of these ints.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from tutor.core.i18n import M
from tutor.core.rules import cite

DATA_FILE = Path(__file__).with_name("data") / "cards.json"
TRIBU, DIORAMA, EVENTO, AZIONE, PROTEZIONE = "tribu", "diorama", "evento", "azione", "protezione"
ANY_VASE, TOTEM_VASE = "any", "totem"


@dataclass(frozen=True)
class Card:
    """One card type. ``vases`` is a Tribù's three vase icons in order; ``vase`` is the icon a
    Diorama fills; ``power`` is how many vases an Evento destroys or a Protezione guards."""

    index: int
    kind: str
    name: str
    spheres: int = 0
    colour: str = "none"
    vases: tuple[str, ...] = ()
    vase: str = ""
    power: int = 0

    @property
    def is_multidiorama(self) -> bool:
        return self.vase == ANY_VASE

    @property
    def is_totem(self) -> bool:
        return self.vase == TOTEM_VASE

    @property
    def can_be_active(self) -> bool:
        """Every card may be activated except Tribù and Azione cards."""
        return self.kind in (DIORAMA, EVENTO, PROTEZIONE)


def _load(path: Path) -> tuple[dict, tuple[Card, ...]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    cards: list[Card] = []
    for entry in data["tribu"]:
        cards.append(Card(len(cards), TRIBU, entry["id"], entry["spheres"], vases=tuple(entry["vases"])))
    for entry in data["diorama"]:
        cards.append(Card(len(cards), DIORAMA, entry["id"], entry["spheres"], entry["colour"], vase=entry["vase"]))
    for entry in data["evento"]:
        cards.append(Card(len(cards), EVENTO, entry["id"], power=entry["destroys"]))
    for entry in data["azione"]:
        cards.append(Card(len(cards), AZIONE, entry["id"]))
    for entry in data["protezione"]:
        cards.append(Card(len(cards), PROTEZIONE, entry["id"], power=entry["guards"]))
    return data, tuple(cards)


DATA, CARDS = _load(DATA_FILE)
RECONSTRUCTED: bool = DATA["reconstructed"]
#: what the data file says about its reconstruction, for the app to show (a message when the file's note is
#: the one written here: a user who edits the file's note sees their own words)
NOTE = M("Reconstructed card list. The rulebook's card pictures are missing: it gives the counts (100 cards: "
         '20 Tribu, 52 Diorama, 8 Evento, 12 Azione, 8 Protezione; 4 Capo Tribu boards), one worked Tribu card'
         ' (three spheres; vases: votive statue, then desert wind or lightning, then sun flag or sky flag), '
         'the Multidiorama (three spheres of both colours), the Totem (five spheres) and the feathers. '
         'Character names, the other vases, sphere counts and colours below are guesses. A user with the box '
         'can edit this file; the engine reads everything from it.')
DATA_NOTE: str = NOTE if DATA["note"] == NOTE else DATA["note"]
COPIES: int = DATA["copies"]
BY_NAME = {c.name: c.index for c in CARDS}
PRINTINGS = tuple(DATA["printings"])
#: the Tribù type pictured on each Capo Tribù board
BOARDS = tuple(BY_NAME[name] for name in DATA["boards"])
MULTIDIORAMA = next(c.index for c in CARDS if c.is_multidiorama)
TOTEM = next(c.index for c in CARDS if c.is_totem)
DRAW_THREE, BLOCK, STEAL = (BY_NAME[n] for n in ("draw three", "block", "steal"))
#: the Diorama types, and whether each card type is one (looked up once per turn's end)
DIORAMAS = tuple(c.index for c in CARDS if c.kind == DIORAMA)
IS_DIORAMA = tuple(c.kind == DIORAMA for c in CARDS)
#: per card type: its kind, and whether it may be activated (read for every card of a hand at every turn)
KINDS = tuple(c.kind for c in CARDS)
CAN_BE_ACTIVE = tuple(c.can_be_active for c in CARDS)


def code(card: int) -> str:
    """A card as position strings write it: its name with ``-`` for spaces (``red-statue``)."""
    return CARDS[card].name.replace(" ", "-")


def deck(printing: str = "100") -> tuple[int, ...]:
    """How many cards of each type the printing's deck holds."""
    cite("tribu.setup.cards")  # for a test marked with the rule (no verdict or event names it)
    left_out = set(DATA["printings"][printing]["without"])
    return tuple(0 if c.name in left_out else COPIES for c in CARDS)


def fits(tribu: int, placed: tuple[int, ...], diorama: int) -> bool:
    """Whether ``diorama`` may follow the Dioramas ``placed`` on a chain of ``tribu``: the next vase
    in order, a Multidiorama (once per chain) instead of any vase, or the Totem on a complete chain."""
    card = CARDS[diorama]
    if card.kind != DIORAMA:
        return False
    if card.is_totem:
        return len(placed) == 3
    if len(placed) >= 3:
        return False
    if card.is_multidiorama:
        return MULTIDIORAMA not in placed
    return card.vase == CARDS[tribu].vases[len(placed)]
