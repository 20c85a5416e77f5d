"""Tribù Indiani (Sergio Fersini): the complete rules engine on a reconstructed card list.

>>> from tutor.games import tribu
>>> state = tribu.Game(players=2).new_state()
>>> str(state.legal_actions()[0])
'board shaman'
"""
from .actions import Action, parse_action
from .cards import CARDS, DATA_NOTE, RECONSTRUCTED
from .chains import Chain
from .state import Game, State
from .rulebook import INTERPRETATIONS, RULES

from tutor.core.i18n import M
from tutor.games import GameInfo, register_game
from . import editing, render, validate
from .rulebook import STATEMENTS
from .tutorial import STEPS
from .bots import BOTS
from tutor.sim.compiled import fastest
from . import playout
from . import redeal

def _board_odds(state, player, actions):
    """The analysis board's exact odds, from odds.py (imported when first asked: it needs sympy)."""
    from .odds import board_odds

    return board_odds(state, player, actions)


INFO = register_game(GameInfo(
    id='tribu', title='Tribù Indiani', game=Game, order=3,
    summary=M('Sergio Fersini. A card game for 2 to 4 players about building chains of cards, over challenges to 100 spheres.'),
    rulebooks=('tribu-indiani.it.txt',), players=(2, 3, 4),
    samples=('tribu 3 | challenge 1 dealer 0 turns 8 totals 0,0,0 last - | boards hunter,shaman,healer | start 2 | deck 3*shaman hunter 3*warrior 2*healer 3*scout 4*red-statue 3*blue-statue 4*desert-wind 4*lightning 3*sun-flag 3*sky-flag 2*campfire 3*moon 3*salmon 2*canoe 4*peace-pipe 2*multidiorama 4*totem 4*lupo 4*bisonte 4*draw-three 3*block 4*steal 3*courage-feathers 4*strength-feathers | discard hunter scout salmon canoe | played - | hands shaman healer sun-flag multidiorama courage-feathers / hunter blue-statue 2*campfire canoe / warrior sky-flag moon multidiorama block | chains hunter / healer / -',),
    bots=BOTS, rollout="sensible", odds=_board_odds,
    reconstructed=M('the card list'),
    playout=fastest(playout),
    board_svg=render.board_svg, click_path=render.click_path, problems=validate.problems, editing=editing,
    tutorial=STEPS, statements=STATEMENTS, hidden=True, redeal=redeal.redeal,
))

__all__ = ["Action", "CARDS", "Chain", "DATA_NOTE", "Game", "INTERPRETATIONS", "RECONSTRUCTED", "RULES", "State",
           "parse_action"]
