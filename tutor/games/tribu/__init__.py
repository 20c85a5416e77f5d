"""Tribù Indiani (Sergio Fersini): the complete rules engine on a reconstructed card list.

>>> from tutor.games import tribu
>>> state = tribu.Game(players=2).new_state()
>>> str(state.legal_actions()[0])
'board shaman'
"""
from .actions import Action, parse_action
from .cards import CARDS, DATA_NOTE, RECONSTRUCTED
from .chains import Chain
from .engine import Game, State
from .rulebook import INTERPRETATIONS, RULES

__all__ = ["Action", "CARDS", "Chain", "DATA_NOTE", "Game", "INTERPRETATIONS", "RECONSTRUCTED", "RULES", "State",
           "parse_action"]
