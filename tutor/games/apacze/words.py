"""Apacze i Komancze's game terms as glossary Terms (``data/glossary.toml``), for the texts people read."""
from __future__ import annotations

from tutor.core.i18n import Message, P, Term

GAME = "apacze"
COLOUR_KEYS = ("red", "yellow", "green", "blue")
ANIMAL_KEYS = ("bison", "salmon", "turkey")
TERRAIN_KEYS = ("prairie", "river", "mountains")
PIECE_KEYS = ("teepee", "canoe", "indian")
ACTION_KEYS = ("act_place", "act_teepee", "act_canoe", "act_long", "act_short", "act_gather")


def term(key: str, n: int = 1) -> Term:
    """A term of this game's glossary."""
    return Term(GAME, key, n)


def colour(player: int) -> Term:
    """A player, by the colour of their pieces."""
    return Term(GAME, COLOUR_KEYS[player])


def animal(kind: int, n: int = 1) -> Term:
    return Term(GAME, ANIMAL_KEYS[kind], n)


def terrain(name: str) -> Term:
    return Term(GAME, name)


def piece(kind: int, n: int = 1) -> Term:
    return Term(GAME, PIECE_KEYS[kind], n)


def action_type(kind: int) -> Term:
    return Term(GAME, ACTION_KEYS[kind])


def animals(n: int) -> Message:
    """A count of animals of any kinds ("1 animal", "4 animals"), with the language's plural forms."""
    return P("{n} animal", "{n} animals", n=n)


def tile_kind(kind: str) -> Term:
    """A kind of tile (``ford``, ``totem-base``) by its name."""
    return Term(GAME, kind)
