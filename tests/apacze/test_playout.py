"""Apacze's playout engine (tutor/games/apacze/playout.py) on the hard cases the shared differential test
may not reach: positions in the middle of an action (a move with arrivals, a gathering, a payment, Indians
just put), settling a track above 15, mixed bots at one table, the sample position and the rarer readings
together; on both builds (pure Python and compiled)."""
from __future__ import annotations

import random

import pytest

from tutor.core.play import random_action
from tutor.games import apacze
from tutor.games.apacze import playout
from tutor.games.apacze.constants import GATHER, MOVE, PAY, PUT, SETTLE
from tutor.sim.compiled import builds
from tutor.sim.engines import differences, reference

BUILDS = builds(playout)
IDS = [build.__name__.rsplit(".", 1)[1] for build in BUILDS]


def reached(game, phase, seed, more=lambda state: True):
    """A position of ``phase`` that random play from the start reaches (None if this seed's game has none)."""
    rng = random.Random(seed)
    state = game.new_state()
    while not state.is_terminal:
        if state.phase == phase and more(state):
            return state
        state = state.apply(random_action(state, rng))
    return None


def positions(game, phase, more=lambda state: True, count=2):
    found = []
    for seed in range(400):
        state = reached(game, phase, seed, more)
        if state is not None:
            found.append(state)
            if len(found) == count:
                break
    assert found, f"no position in phase {phase}"
    return found


GAMES = [apacze.Game(players=3), apacze.Game(players=2, trade_time="any_decision", track_limit="lose"),
         apacze.Game(players=4, give_up="nothing", short_move="no", lower_places="nothing", distance="unlimited",
                      final_tie="shared", track_limit="none", shop="all_sizes", tied_places="next")]
CASES = [(PUT, lambda s: True), (MOVE, lambda s: bool(s.moving.arrivals)), (GATHER, lambda s: s.gathering.brought > 0),
         (PAY, lambda s: True)]


@pytest.mark.parametrize("build", BUILDS, ids=IDS)
@pytest.mark.parametrize("game", GAMES, ids=["default", "any-lose", "variants"])
@pytest.mark.parametrize("phase,more", CASES, ids=["put", "move", "gather", "pay"])
def test_games_from_the_middle_of_an_action(build, game, phase, more):
    for state in positions(game, phase, more):
        for bots in (None, ("greedy",) * game.players, ("builder",) * game.players):
            assert differences(state, [1, 2], bots, engine=build) == [], (state.notation(), bots)


@pytest.mark.parametrize("build", BUILDS, ids=IDS)
def test_settling_a_track_above_15(build):
    game = apacze.Game(players=2)
    for state in positions(game, SETTLE):
        for bots in (None, ("greedy", "builder")):
            assert differences(state, [3, 4], bots, engine=build) == [], state.notation()


@pytest.mark.parametrize("build", BUILDS, ids=IDS)
def test_mixed_bots_at_one_table(build):
    for game in (apacze.Game(players=3), apacze.Game(players=4, trade_time="any_decision")):
        bots = ("random", "greedy", "builder", "greedy")[:game.players]
        assert differences(game.new_state(), [5, 6], bots, engine=build) == []


@pytest.mark.parametrize("build", BUILDS, ids=IDS)
def test_the_sample_with_bots_and_play_gives_the_traced_outcomes(build):
    state = apacze.INFO.parse(apacze.INFO.samples[0])
    assert differences(state, [7, 8], ("greedy", "builder", "random"), engine=build) == []
    seeds = [11, 12, 13]
    assert build.play(state, seeds, None) == reference(state, seeds, None)
    assert build.play(state, seeds, ("builder",) * 3) == [build.trace(state, seed, ("builder",) * 3)[1]
                                                           for seed in seeds]


@pytest.mark.parametrize("tied", ["lowest", "next"])
def test_the_playout_scores_three_tied_players_by_the_reading(tied):
    """The playout's region scoring (pure-Python source of the compiled engine) places three players tied
    for first as the rules engine does under each reading of apacze.interp.tied_places."""
    from tutor.games.apacze import playout
    from tutor.games.apacze.bots import round_totals
    text = ("apacze 3 | round 0 | act 0 | hands ford bend peaks | animals 10.10.10/10.10.10/10.10.10 "
            "| camp i4 t12 c12/i4 t12 c12/i4 t12 c12 | used -/-/- | tiles - "
            "| indians 0,0:a=0x1 0,1:a=1x1 0,2:a=2x1 0,0:c=0x1 | buildings -")
    # third place earns nothing here, so the two readings differ: third (0) or second (half of 3 bison, 1)
    state = apacze.Game.parse(text.replace("apacze 3", f"apacze 3 lower_places=nothing tied_places={tied}"))
    e, s = playout.convert(state)
    playout.region_gains(e, s)
    assert list(e.tot[:3]) == round_totals(state) == [sum(g) for g in state.round_gains()]
    assert round_totals(state) == ([0 + 3, 0, 0] if tied == "lowest" else [1 + 3, 1, 1])
