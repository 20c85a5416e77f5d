"""Apache (Stefan Dorra, 2007): the complete rules engine, variants included.

>>> from tutor.games import apache
>>> game = apache.Game(colours=("red", "yellow", "purple"), variants=("warpath",))
>>> state = game.new_state().apply(apache.parse_action("reveal red hunter"))
>>> str(state.check(apache.parse_action("red plays hunter")).rule)
'apache.claim.punishment'
"""
from .actions import Action, parse_action
from .engine import VARIANTS, Game, State
from .rulebook import INTERPRETATIONS, RULES

__all__ = ["Action", "Game", "State", "VARIANTS", "INTERPRETATIONS", "RULES", "parse_action"]
