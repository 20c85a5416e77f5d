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
from .state import Game, State
from .rulebook import INTERPRETATIONS, RULES
from .scoring import RegionScore, Standing, score_regions

from tutor.core.i18n import M
from tutor.games import GameInfo, register_game
from . import editing, render, validate
from .rulebook import STATEMENTS
from .tutorial import STEPS
from .bots import BOTS
from tutor.sim.compiled import fastest
from . import playout
from . import redeal

INFO = register_game(GameInfo(
    id='apacze', title='Apacze i Komancze', game=Game, order=4,
    summary=M('The Polish edition of Bison: Thunder on the Prairie (Kramer & Kiesling, 2006). Tile laying and area majority for 2 to 4 players.'),
    rulebooks=('apacze-i-komancze.pl.txt',), players=(2, 3, 4),
    samples=('apacze 3 | round 1 | act 5 | hands - - - | animals 3.3.7/1.9.10/7.13.2 | camp i1 t12 c23/i3 t123 c12/i1 t12 c12 | used P/PS/PS | tiles -1,1:bend@0 0,-2:mouth@2 0,-1:mouth@1 0,3:diagonal@3 0,4:diagonal@0 1,2:ford@0 | indians -1,1:c=0x1 0,-2:c=0x1 0,1:b=0x1 0,2:c=1x1 0,3:a=1x1 0,4:b=2x4 | buildings 0,1:b=0c1',),
    bots=BOTS, rollout="random",
    playout=fastest(playout),
    reconstructed=M('the tiles'),
    board_svg=render.board_svg, click_path=render.click_path, problems=validate.problems, editing=editing,
    tutorial=STEPS, statements=STATEMENTS, hidden=True, redeal=redeal.redeal,
))

__all__ = ["Action", "Game", "State", "INTERPRETATIONS", "RULES", "RegionScore", "Standing", "parse_action",
           "score_regions"]
