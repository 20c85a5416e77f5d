"""Apache's cards: 45 Indian cards and 69 booty cards on the prairie, 4 hand cards per player.

A prairie card type is an int: :func:`indian` of a colour and a kind (0-19), or a booty type (20-24);
:func:`colour_of` and :func:`kind_of` read an Indian back. Nothing else relies on the encoding. Cards
of one type are alike, so places hold counts or sequences of these ints.
"""
from __future__ import annotations

from tutor.core.i18n import Term

COLOURS = ("red", "yellow", "green", "blue", "purple")
COLOUR_CODES = "rygbp"
KINDS = ("chief", "warrior", "maiden", "hunter")
KIND_CODES = "CWMH"
CHIEF, WARRIOR, MAIDEN, HUNTER = range(4)
INDIANS_PER_COLOUR = {CHIEF: 2, WARRIOR: 2, MAIDEN: 2, HUNTER: 3}

BUFFALO, TOTEM, TOMAHAWK, NECKLACE, TEEPEE = range(20, 25)
BOOTY = (BUFFALO, TOTEM, TOMAHAWK, NECKLACE, TEEPEE)
BOOTY_NAMES = {BUFFALO: "buffalo", TOTEM: "totem pole", TOMAHAWK: "tomahawk", NECKLACE: "necklace", TEEPEE: "teepee"}
BOOTY_PLURALS = {BUFFALO: "buffalo", TOTEM: "totem poles", TOMAHAWK: "tomahawks", NECKLACE: "necklaces", TEEPEE: "teepees"}
BOOTY_CODES = {BUFFALO: "B", TOTEM: "T", TOMAHAWK: "A", NECKLACE: "N", TEEPEE: "P"}
BOOTY_COUNTS = {BUFFALO: 33, TOTEM: 9, TOMAHAWK: 9, NECKLACE: 9, TEEPEE: 9}
#: the booty an Indian claims as usual (the chief's is totem poles and a prisoner)
USUAL_BOOTY = {CHIEF: TOTEM, WARRIOR: TOMAHAWK, MAIDEN: NECKLACE, HUNTER: BUFFALO}

NUM_TYPES = 25
HAND_CARDS_PER_PLAYER = 4


def indian(colour: int, kind: int) -> int:
    return colour * 4 + kind


def colour_of(card: int) -> int:
    return card // 4


def kind_of(card: int) -> int:
    return card % 4


def is_indian(card: int) -> bool:
    return 0 <= card < 20


def is_male(card: int) -> bool:
    return is_indian(card) and kind_of(card) != MAIDEN


#: every Indian card type, colour by colour
INDIANS = tuple(indian(colour, kind) for colour in range(len(COLOURS)) for kind in range(len(KINDS)))


_INDIANS_OF = tuple(tuple(indian(colour, kind) for kind in range(len(KINDS))) for colour in range(len(COLOURS)))


def indians_of(colour: int) -> tuple[int, ...]:
    """The colour's four Indian card types, chief to hunter."""
    return _INDIANS_OF[colour]


def box_counts() -> tuple[int, ...]:
    """How many prairie cards of each type the box holds (114 in all)."""
    counts = [0] * NUM_TYPES
    for colour in range(len(COLOURS)):
        for kind, n in INDIANS_PER_COLOUR.items():
            counts[indian(colour, kind)] = n
    for booty, n in BOOTY_COUNTS.items():
        counts[booty] = n
    return tuple(counts)


BOX = box_counts()


def card_name(card: int) -> str:
    """``red hunter`` or ``buffalo``."""
    if is_indian(card):
        return f"{COLOURS[colour_of(card)]} {KINDS[kind_of(card)]}"
    return BOOTY_NAMES[card]


def card_code(card: int) -> str:
    """Two letters for an Indian (``rH``), one capital for booty (``B``)."""
    if is_indian(card):
        return COLOUR_CODES[colour_of(card)] + KIND_CODES[kind_of(card)]
    return BOOTY_CODES[card]


#: the glossary key of each booty type (``Term("apache", key)``)
BOOTY_KEYS = {BUFFALO: "buffalo", TOTEM: "totem", TOMAHAWK: "tomahawk", NECKLACE: "necklace", TEEPEE: "teepee"}
#: each colour and kind as a game term, in the reader's language
COLOUR_TERMS = tuple(Term("apache", c) for c in COLOURS)
KIND_TERMS = tuple(Term("apache", k) for k in KINDS)


def card_term(card: int, n: int = 1) -> Term:
    """A prairie card as the reader's rulebook names it (``red hunter``, ``Cacciatore rosso``); ``n``
    chooses the plural form. Its English is :func:`card_name` (and the plural with ``n``)."""
    if is_indian(card):
        return Term("apache", f"{COLOURS[colour_of(card)]}_{KINDS[kind_of(card)]}", n)
    return Term("apache", BOOTY_KEYS[card], n)


def colour_term(colour: int) -> Term:
    """A colour, and the player who plays it."""
    return COLOUR_TERMS[colour]


#: the phases of a turn as game terms (their English is the position string's word: ``window``)
PHASE_TERMS = tuple(Term("apache", key) for key in ("phase_reveal", "phase_window", "phase_resolve",
                                                    "phase_resolve_last", "phase_over"))


def phase_term(phase: int) -> Term:
    return PHASE_TERMS[phase]


CARD_BY_NAME = {card_name(c): c for c in range(NUM_TYPES)}
CARD_BY_CODE = {card_code(c): c for c in range(NUM_TYPES)}
