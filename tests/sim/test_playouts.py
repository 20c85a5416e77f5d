"""tutor.sim.playouts: whole games from any position, random or by named bots, the same whatever runs them."""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from types import SimpleNamespace

import pytest

from tutor.core import Outcome
from tutor.games import registered_games
from tutor.sim import engines as module
from tutor.sim.engines import differences, play_out, playouts, reference, reference_trace
from tutor.sim.runner import task_seeds

GAMES = registered_games()


def bots_of(info):
    """One named bot per seat: the game's first bot that is not the random one."""
    name = next((n for n in info.bots if n != "random"), next(iter(info.bots)))
    return (name,) * info.game.parse(info.samples[0]).game.num_players


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_random_playouts_from_a_linked_position_end_as_the_rules_engine_ends_them(info):
    state = info.parse(info.samples[0])
    outcomes = playouts(state, 6, seed=7)
    assert len(outcomes) == 6 and all(isinstance(o, Outcome) for o in outcomes)
    assert outcomes == [play_out(state, s) for s in task_seeds(7, 6)]
    assert playouts(state, 6, seed=7) == outcomes            # the seed decides
    with ThreadPoolExecutor(2) as pool:
        assert playouts(state, 6, seed=7, executor=pool, chunk=4) == outcomes   # not the executor or chunking


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_bot_games_from_the_start_are_seeded_and_scored(info):
    state = info.parse(info.samples[0]).game.new_state()   # the sample's table, from its first action
    names = (bots_of(info)[0],) * state.game.num_players
    seen = []
    outcomes = playouts(state, 3, seed=1, bots=names, chunk=1, progress=lambda done, total: seen.append((done, total)))
    assert outcomes == reference(state, task_seeds(1, 3), names)
    assert seen[-1] == (3, 3)
    for outcome in outcomes:
        assert len(outcome.scores) == state.game.num_players and outcome.winners


def test_unknown_bots_and_wrong_counts_are_refused_with_what_there_is():
    info = GAMES[0]
    state = info.parse(info.samples[0])
    with pytest.raises(ValueError, match="no bot 'nobody'; bots are"):
        playouts(state, 1, seed=0, bots=("nobody",) * state.game.num_players)
    with pytest.raises(ValueError, match="need"):
        playouts(state, 1, seed=0, bots=("random",))
    with pytest.raises(ValueError):
        playouts(state, -1, seed=0)


def test_a_declared_engine_is_used_and_checked_against_the_rules_engine(monkeypatch):
    info = GAMES[0]
    state = info.parse(info.samples[0])
    known = module.declaration(info.id)
    calls = []

    def faster(start, seeds, bots):
        calls.append(len(seeds))
        return reference(start, seeds, bots)

    honest = SimpleNamespace(BOTS=frozenset(), play=faster, trace=reference_trace)
    monkeypatch.setitem(module._DECLARED, info.id, module.Declaration(known.bots, known.window, honest))
    assert playouts(state, 5, seed=3) == playouts(state, 5, seed=3, engine=False)
    assert calls and differences(state, task_seeds(3, 5)) == []
    calls.clear()
    names = bots_of(info)
    playouts(state, 2, seed=3, bots=names)              # a bot the engine does not know: the rules engine plays
    assert calls == []

    def wrong_outcome(start, seed, bots):
        actions, outcome = reference_trace(start, seed, bots)
        return actions, Outcome(tuple(0 for _ in outcome.scores), (), "")

    def wrong_action(start, seed, bots):
        actions, outcome = reference_trace(start, seed, bots)
        return actions[:-1] + ["an action the rules engine did not play"], outcome

    for trace in (wrong_outcome, wrong_action):
        liar = SimpleNamespace(BOTS=frozenset(), play=faster, trace=trace)
        monkeypatch.setitem(module._DECLARED, info.id, module.Declaration(known.bots, known.window, liar))
        assert differences(state, task_seeds(3, 5)) == task_seeds(3, 5)
