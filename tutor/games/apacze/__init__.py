"""Apacze i Komancze (Bison: Thunder on the Prairie): tiles, regions, scoring and the full rules.

>>> from tutor.games import apacze
>>> state = apacze.Game(players=2).new_state()
>>> state = state.apply(state.parse_action("draw ford")).apply(state.parse_action("draw bend"))
>>> state.check(state.parse_action("place at 1,0 turned 90")).rule
'apacze.place.edge'
>>> print(state.check(state.parse_action("place at 0,4 turned 0")))
not allowed: 0,4 shares no edge with a tile on the table [apacze.place.edge]
"""
from .actions import Action, parse_action
from .engine import Game, State
from .rulebook import INTERPRETATIONS, RULES
from .scoring import RegionScore, Standing, score_regions

__all__ = ["Action", "Game", "State", "INTERPRETATIONS", "RULES", "RegionScore", "Standing", "parse_action",
           "score_regions"]
