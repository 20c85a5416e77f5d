"""Fort Apache's playout engine (``tutor/games/fort_apache/playout.py``, issue #19) on hard positions.

The shared differential test (``tests/sim/test_playout_engines.py``) plays every configuration from the start
and from one random mid-game position. Here: edited positions that random play reaches seldom (burning and
destroyed buildings, a damaged or broken gate, exhausted columns, a survive decision, a trip for supplies,
declared climbs, a boost in play, free moves without energy), the rules engine's withdrawals of this turn
read from the history, and bot-played positions deep into the battle, each on both builds, random and with
every mix of the bots.
"""
from __future__ import annotations

import random

import pytest

from tutor.core.bots import advance
from tutor.core.play import random_action
from tutor.games import fort_apache
from tutor.games.fort_apache import playout
from tutor.games.fort_apache.bots import HeuristicBot, RandomBot
from tutor.sim.compiled import builds
from tutor.sim.engines import differences, reference

BUILDS = builds(playout)
PLAYERS = [None, ("heuristic", "heuristic"), ("random", "heuristic"), ("heuristic", "random")]
POSITIONS = [
 "fort_apache gate=damage | turn indians 5 act | cowboys magazine-extinguish well-repair gate-repair north-walkway | indians gate gate gate north-climbing east-cavalry x | buildings magazine=2f well=1 granary=3f gate=2 | supply cowboys=a5/2,e6/3 indians=a6/6,e2/1 | cards cowboys=1.1.1.1.1.1 indians=2.2.2.1.2 played=- boost=no | pending - | threat - withdraw - last -",
 "fort_apache climb=next_turn explosion=zone | turn cowboys 12 act | cowboys north-walkway north-yard magazine x | indians north-climbing^ east-climbing^ west-cavalry x south-yard magazine | buildings magazine=3f well=0 granary=x gate=x | supply cowboys=a6/6,e6/5 indians=a4/3,e6/5 | cards cowboys=1.0.1.1.1.1 indians=0.2.2.1.2 played=- boost=yes | pending - | threat - withdraw - last -",
 "fort_apache | turn indians 7 save | cowboys north-walkway east-walkway south-walkway west-walkway | indians north-climbing* east-climbing south-cavalry west-cavalry gate gate | buildings magazine=0 well=0 granary=0 gate=0 | supply cowboys=a1/0,e1/0 indians=a1/0,e1/0 | cards cowboys=2.2.2.1.1.1 indians=2.2.2.1.2 played=- boost=no | pending - | threat c1 withdraw - last i1",
 "fort_apache | turn indians 7 withdraw | cowboys north-walkway east-walkway south-walkway west-walkway | indians north-climbing* east-climbing south-cavalry west-cavalry gate gate | buildings magazine=0 well=0 granary=0 gate=0 | supply cowboys=a1/0,e1/0 indians=a1/1,e1/0 | cards cowboys=2.2.2.1.1.1 indians=2.2.2.1.2 played=- boost=no | pending - | threat - withdraw ammunition last i1",
 # issue #21: four at the gate (the player's choice of three), a cowboy resting after a trip, and the readings
 # inside_faces=everyone (an Indian in the yard, riders outside) and wiped_out=draw (the last cowboy and Indian in a
 # magazine about to burn down)
 "fort_apache | turn indians 4 act | cowboys north-walkway east-walkway south-walkway west-walkway | indians gate gate gate gate gate north-cavalry | buildings magazine=0 well=0 granary=0 gate=0 | supply cowboys=a1/0,e1/0 indians=a1/0,e1/0 | cards cowboys=2.2.2.1.1.1 indians=2.2.2.1.2 played=- boost=no | pending - | threat - withdraw - last -",
 "fort_apache | turn cowboys 3 act | cowboys north-walkway* magazine* south-walkway west-walkway | indians north-cavalry north-cavalry north-cavalry south-cavalry south-cavalry south-cavalry | buildings magazine=0 well=0 granary=0 gate=0 | supply cowboys=a1/1,e0/0 indians=a0/0,e0/0 | cards cowboys=2.2.2.1.1.1 indians=2.2.2.1.2 played=- boost=no | pending - | threat - withdraw - last c1 resting c2",
 "fort_apache inside_faces=everyone | turn cowboys 6 act | cowboys north-walkway east-walkway south-walkway west-walkway | indians north-yard north-cavalry north-cavalry east-climbing south-cavalry x | buildings magazine=0 well=0 granary=1f gate=0 | supply cowboys=a3/1,e2/1 indians=a2/1,e3/1 | cards cowboys=1.1.1.1.1.1 indians=1.1.1.1.1 played=- boost=no | pending - | threat - withdraw - last -",
 "fort_apache wiped_out=draw | turn indians 6 act | cowboys magazine x x x | indians magazine x x x x x | buildings magazine=3f well=0 granary=0 gate=0 | supply cowboys=a3/1,e2/1 indians=a2/1,e3/1 | cards cowboys=0.1.1.1.1.1 indians=0.1.1.1.1 played=- boost=no | pending - | threat - withdraw - last -",
 "fort_apache card_boxes=6 exhausted_moves=free cowboy_move=step | turn cowboys 29 act | cowboys magazine magazine-repair well x | indians x x x magazine-extinguish well gate-repair | buildings magazine=1 well=2f granary=0 gate=x | supply cowboys=a6/6,e5/5 indians=a6/6,e6/6 | cards cowboys=0.0.0.0.1.1 indians=0.0.0.0.1 played=- boost=no | pending - | threat - withdraw - last -",
]


@pytest.mark.parametrize("build", BUILDS, ids=lambda b: b.__name__.rsplit(".", 1)[1])
@pytest.mark.parametrize("text", POSITIONS, ids=range(len(POSITIONS)))
def test_edited_positions_play_alike(text, build):
    state = fort_apache.Game.parse(text)
    for bots in PLAYERS:
        assert differences(state, range(6), bots, engine=build) == [], (text, bots)


@pytest.mark.parametrize("build", BUILDS, ids=lambda b: b.__name__.rsplit(".", 1)[1])
@pytest.mark.parametrize("options", [{}, {"climb": "next_turn", "gate": "damage"},
                                     {"cowboy_move": "step", "exhausted_moves": "free", "card_boxes": "6"},
                                     {"burn_down": "third_box", "explosion": "zone", "first": "cowboys"}],
                         ids=["default", "climb-gate", "step-free-6", "burn-blast-first"])
def test_positions_deep_in_bot_games_play_alike(options, build):
    """Positions reached by the bots (further into the battle than random play goes) play alike."""
    game = fort_apache.Game(**options)
    for depth in (60, 150, 260):
        rng = random.Random(depth)
        state = game.new_state()
        players = [HeuristicBot(), HeuristicBot() if depth != 150 else RandomBot()]
        for _ in range(depth):
            if state.is_terminal:
                break
            state = advance(state, players, rng)
        for bots in PLAYERS:
            assert differences(state, range(3), bots, engine=build) == [], (state.notation(), bots)


def test_play_gives_the_rules_engines_outcomes_and_a_position_with_history():
    """``play`` (not only ``trace``) gives the rules engine's outcomes; a withdrawal read from the history
    (not from the position string) keeps its figure from a stand-up card, as in the rules engine."""
    rng = random.Random(3)
    state = fort_apache.Game().new_state()
    for _ in range(120):
        state = state.apply(random_action(state, rng))
    for build in BUILDS:
        assert build.play(state, range(10), None) == reference(state, range(10), None)
        assert build.play(state, range(4), ("heuristic",) * 2) == reference(state, range(4), ("heuristic",) * 2)


def test_a_figure_sent_for_supplies_this_turn_rests_as_in_the_rules_engine():
    """Just after a cowboy withdraws (known from the history only: a cowboy in a building may be anyone),
    the stand-up card is legal for the others and not for it: random play over that list plays alike."""
    rng = random.Random(1)
    state = fort_apache.Game().new_state()
    while not (state.history and state.history[-1].verb == fort_apache.actions.WITHDRAW and state.history[-1].who < 4):
        state = state.apply(random_action(state, rng))
    resting = state.history[-1].who
    stand_ups = [a for a in state.legal_actions() if a.verb == fort_apache.actions.CARD and a.ally >= 0]
    assert stand_ups and all(a.ally != resting for a in stand_ups)
    for build in BUILDS:
        for bots in PLAYERS:
            assert differences(state, range(20), bots, engine=build) == [], bots
