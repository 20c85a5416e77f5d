"""The Tribù Indiani game log as one player may read it: hidden cards stay hidden."""
from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.core import player_label
from tutor.core.i18n import M, Message
from tutor.core.match import Move

from . import actions as A
from .actions import Action, describe
from .words import card, letter

if TYPE_CHECKING:
    from .state import State

#: actions whose card stays face down: others read them without the card
SECRET = (A.ACTIVATE, A.SWAP)


def log_line(state: State, action: Action, viewer: int | None) -> Message | None:
    """How ``action`` (about to be applied to ``state``) reads in the log for ``viewer``, a message; None
    for a card dealt. Drawn cards and cards laid face down are named only to their owner."""
    if action.verb == A.CARD:
        if state.phase == "deal":
            return None
        who = state.player
        if who == viewer:
            return M("{who} draws {card}", who=player_label(who), card=card(action.card))
        return M("{who} draws a card", who=player_label(who))
    if action.verb == A.BOARD:
        return M("{who} gets the {card} Capo Tribù board", who=player_label(state.player), card=card(action.card))
    who = state.current_player
    if action.verb in SECRET and who != viewer:
        return M("{who}: puts a card face down beside chain {chain}", who=player_label(who),
                 chain=letter(action.chain))
    return M("{who}: {action}", who=player_label(who), action=describe(action))


def narrate(move: Move, viewer: int | None) -> list[str]:
    """A move's log lines for :class:`tutor.core.match.Match`: :func:`log_line`, nothing for a card dealt."""
    line = log_line(move.before, move.action, viewer)
    return [line] if line else []
