"""Tribù Indiani's words for what people read: a card, a kind, a vase or a colour as a game term of the
glossary (``data/glossary.toml``), in the reader's language; a chain by its letter, a player counted from 1."""
from __future__ import annotations

from tutor.core.i18n import M, Message, Term

from .cards import CARDS
from .constants import CHAIN_LETTERS

GAME = "tribu"


def term(key: str, n: int = 1) -> Term:
    """A game term of Tribù's glossary."""
    return Term(GAME, key, n)


def card(index: int, n: int = 1) -> Term | Message:
    """A card type by its name (``red statue`` in English, ``statua votiva rossa`` in Italian)."""
    if 0 <= index < len(CARDS):
        return Term(GAME, CARDS[index].name.replace(" ", "_"), n)
    return M("card #{number}", number=index)


def kind(name: str) -> Term:
    """A kind of card: ``tribu``, ``diorama``, ``evento``, ``azione``, ``protezione``."""
    return Term(GAME, name)


def vase(name: str) -> Term:
    """A vase icon (``statue``, ``storm``, ... ``any``, ``totem``)."""
    return Term(GAME, "vase_" + name)


def colour(name: str, n: int = 1) -> Term | str:
    """A sphere colour (``red``, ``blue``); other values as they are."""
    return Term(GAME, name, n) if name in ("red", "blue") else name


def letter(index: int) -> str:
    """A chain as pages name it: its capital letter (``A`` for chain 0), a number from 1 past the letters."""
    return CHAIN_LETTERS[index].upper() if 0 <= index < len(CHAIN_LETTERS) else str(index + 1)


def chain(index: int) -> Message:
    """``chain A``."""
    return M("chain {letter}", letter=letter(index))
