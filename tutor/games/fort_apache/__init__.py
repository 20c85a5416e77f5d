"""Fort Apache (Hugo Jiménez, print and play): cowboys defend a fort against Indians, with dice.

>>> from tutor.games import fort_apache
>>> state = fort_apache.Game(gate="damage").new_state()
>>> str(state.legal_actions()[-1])
'end turn'
"""
from .actions import Action, parse_action
from .board import board_graph
from .engine import Game, State
from .rulebook import INTERPRETATIONS, RULES

__all__ = ["Action", "Game", "State", "INTERPRETATIONS", "RULES", "board_graph", "parse_action"]
