"""Fort Apache (Hugo Jiménez, print and play): cowboys defend a fort against Indians, with dice.

>>> from tutor.games import fort_apache
>>> state = fort_apache.Game(gate="damage").new_state()
>>> str(state.legal_actions()[-1])
'end turn'
"""
from .actions import Action, parse_action
from .board import board_graph
from .state import Game, State
from .rulebook import INTERPRETATIONS, RULES

from tutor.core.i18n import M
from tutor.games import GameInfo, register_game
from . import editing, render, validate
from .rulebook import STATEMENTS
from .tutorial import STEPS
from . import bots as _bots
from tutor.sim.compiled import fastest
from . import playout

def _board_odds(state, player, actions):
    """The analysis board's exact odds, from odds.py (imported when first asked: it needs sympy)."""
    from .odds import board_odds

    return board_odds(state, player, actions)


INFO = register_game(GameInfo(
    id='fort_apache', title='Fort Apache', game=Game, order=2,
    summary=M('Hugo Jiménez, print and play. A dice game for 2 players: the cowboys defend a fort against the Indians.'),
    rulebooks=('fort-apache.es.txt',), players=(2,),
    samples=('fort_apache | turn indians 3 roll | cowboys east-yard east-yard granary west-walkway | indians west-climbing* east-climbing* east-cavalry* west-cavalry* east-climbing* west-climbing* | buildings magazine=0 well=0 granary=0 gate=0 | supply cowboys=a3/0,e1/1 indians=a2/0,e3/0 | cards cowboys=2.2.2.0.0.1 indians=1.1.1.1.1 played=indians boost=no | pending arrow/i2/well/2 | threat - withdraw - last i2',),
    bots=_bots.BOTS, rollout="heuristic", odds=_board_odds,
    reconstructed=M('the board and the cards'),
    playout=fastest(playout),
    board_svg=render.board_svg, click_path=render.click_path, problems=validate.problems, editing=editing,
    tutorial=STEPS, statements=STATEMENTS, hidden=False,
))

__all__ = ["Action", "Game", "State", "INTERPRETATIONS", "RULES", "board_graph", "parse_action"]
