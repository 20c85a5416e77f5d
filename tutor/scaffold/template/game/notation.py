"""$title position strings: ``$game_id 2 | 6 4 ? ? | 0`` (the header: the id, the players and the options that
differ from their defaults; the piles, ``?`` for a pile not dealt yet; the player to move).

Written by :func:`write`, read by :func:`read` with the bounded helpers of :mod:`tutor.core.notation`."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tutor.core import NotationError
from tutor.core.i18n import M
from tutor.core.notation import build, excerpt, fields, read_header, read_int, write_header

from .constants import MAX_PILE, PILES, PLAYERS

if TYPE_CHECKING:
    from .state import Game, State


def write(state: "State") -> str:
    piles = " ".join("?" if stones is None else str(stones) for stones in state.piles)
    return f"{write_header(state.game, [str(state.game.players)])} | {piles} | {state.mover}"


def read(text: object, game_class: "type[Game]") -> "tuple[Game, dict[str, Any]]":
    """The game and the State's fields a position string gives; NotationError when it cannot be read."""
    head, body, mover = fields(text, 3, "$title")
    (players,), options = read_header(head, game_class, 1)
    game = build(game_class, read_int(players, M("the players"), min(PLAYERS), max(PLAYERS)), **options)
    words = body.split()
    if len(words) != len(PILES):
        raise NotationError(M("{text} should be the stones of the {n} piles", text=excerpt(body), n=len(PILES)))
    piles = tuple(None if word == "?" else read_int(word, M("a pile"), 0, MAX_PILE) for word in words)
    return game, {"piles": piles, "mover": read_int(mover, M("the player to move"), 0, game.players - 1)}
