"""$title: $summary

>>> from tutor.games.$game_id import Game
>>> str(Game().new_state().legal_actions()[0])
'deal 4 to a'
"""
from tutor.core.i18n import M
from tutor.games import GameInfo, register_game

from . import bots, editing, render, validate
from .actions import Action, parse_action
from .rulebook import INTERPRETATIONS, RULES, STATEMENTS
from .state import Game, State
from .tutorial import STEPS

INFO = register_game(GameInfo(
    id="$game_id", title="$title", game=Game, order=int("$order"),  # order: its place on the landing page
    summary=M("$summary"),
    rulebooks=("rules.en.txt",), players=(2, 3),
    samples=("$game_id 2 | 4 2 3 1 | 1", "$game_id 3 last_stone=loses | 5 ? ? ? | 0"),
    bots=bots.BOTS,
    board_svg=render.board_svg, click_path=render.click_path, problems=validate.problems, editing=editing,
    tutorial=STEPS, statements=STATEMENTS, hidden=False,
))

__all__ = ["Action", "Game", "INFO", "INTERPRETATIONS", "RULES", "State", "parse_action"]
