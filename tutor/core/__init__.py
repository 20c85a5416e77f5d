"""The game-agnostic rules core: the contract, rule references, interpretations, conformance."""
from .api import (CHANCE, SIMULTANEOUS, TERMINAL, Event, Game, IllegalAction, NotationError, Outcome,
                  Rules, State, StateT, Verdict, player_label)
from .interpretations import Interpretation, Reading, resolve_options
from .rules import Rule, register, rule, rules

__all__ = [
    "CHANCE", "SIMULTANEOUS", "TERMINAL", "Event", "Game", "IllegalAction", "NotationError", "Outcome",
    "Rules", "State", "StateT", "Verdict", "Interpretation", "Reading", "resolve_options", "Rule", "register", "rule",
    "rules", "player_label",
]
