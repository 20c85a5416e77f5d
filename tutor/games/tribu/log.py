"""The Tribù Indiani game log as one player may read it: hidden cards stay hidden."""
from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.core import player_label
from tutor.core.match import Move

from . import actions as A
from .actions import Action
from .cards import CARDS
from .constants import chain_label

if TYPE_CHECKING:
    from .state import State

#: actions whose card stays face down: others read them without the card
SECRET = (A.ACTIVATE, A.SWAP)


def log_line(state: State, action: Action, viewer: int | None) -> str | None:
    """How ``action`` (about to be applied to ``state``) reads in the log for ``viewer``; None for
    a card dealt. Drawn cards and cards laid face down are named only to their owner."""
    if action.verb == A.CARD:
        if state.phase == "deal":
            return None
        who = state.player
        return f"{player_label(who)} draws " + (CARDS[action.card].name if who == viewer else "a card")
    if action.verb == A.BOARD:
        return f"{player_label(state.player)} gets the {CARDS[action.card].name} Capo Tribù board"
    who = state.current_player
    if action.verb in SECRET and who != viewer:
        text = f"puts a card face down beside {chain_label(action.chain)}"
    else:
        text = str(action)
    return f"{player_label(who)}: {text}"


def narrate(move: Move, viewer: int | None) -> list[str]:
    """A move's log lines for :class:`tutor.core.match.Match`: :func:`log_line`, nothing for a card dealt."""
    line = log_line(move.before, move.action, viewer)
    return [line] if line else []
