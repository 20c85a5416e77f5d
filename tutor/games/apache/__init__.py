"""Apache (Stefan Dorra, 2007): the complete rules engine, variants included.

>>> from tutor.games import apache
>>> game = apache.Game(colours=("red", "yellow", "purple"), variants=("warpath",))
>>> state = game.new_state().apply(apache.parse_action("reveal red hunter"))
>>> str(state.check(apache.parse_action("red plays hunter")).rule)
'apache.claim.punishment'
"""
from .actions import Action, parse_action
from .constants import VARIANTS
from .state import Game, State
from .rulebook import INTERPRETATIONS, RULES

from tutor.core.i18n import M
from tutor.games import GameInfo, register_game
from . import editing, render, validate
from .rulebook import STATEMENTS
from .tutorial import STEPS
from .bots import BOTS, play_window
from .cards import COLOURS
from tutor.sim.compiled import fastest
from . import playout

def _board_odds(state, player, actions):
    """The analysis board's exact odds, from odds.py (imported when first asked: it needs sympy)."""
    from .odds import board_odds

    return board_odds(state, player, actions)


INFO = register_game(GameInfo(
    id='apache', title='Apache', game=Game, order=1,
    summary=M('Stefan Dorra, 2007. A card game of quick reactions for 2 to 5 players: cards are turned face up one at a time, and everyone races to claim the booty their Indians can take, with a penalty for grabbing too eagerly.'),
    rulebooks=('apache.en.txt', 'apache.it.txt'), players=(2, 3, 4, 5),
    samples=('apache red,yellow,purple,green base | window yellow | table yW pC pM pH 3B N | piles - / - / - / - | out - | pow rM!',),
    bots=BOTS, rollout="greedy", odds=_board_odds, window=play_window,
    playout=fastest(playout),
    table=lambda n: {"colours": COLOURS[:n]},
    full={"variants": VARIANTS},
    reconstructed='',
    board_svg=render.board_svg, click_path=render.click_path, problems=validate.problems, editing=editing,
    tutorial=STEPS, statements=STATEMENTS, hidden=False,
))

__all__ = ["Action", "Game", "State", "VARIANTS", "INTERPRETATIONS", "RULES", "parse_action"]
