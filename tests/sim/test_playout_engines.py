"""The differential test of every game's playout engine (issue #19): the same games as the rules engine.

For every registered game with a playout engine, on both of its builds (the pure-Python module and the
compiled one, when the build made it), in every configuration (each table size, each reading of the
register, every variant on) and from the start and from positions reached mid-game: seeded random games
and seeded games of each bot the engine plays (every seat that bot, then a table of mixed bots) give the same actions, the same chance outcomes and the same
outcome as the rules engine (:func:`tutor.sim.engines.differences`). A rule changed in one engine and not
in the other fails here. ``python -m benchmarks.playouts`` plays 500 games per configuration.
"""
from __future__ import annotations

import random
import shutil

import pytest

from tutor.core.play import random_action
from tutor.games import registered_games
from tutor.sim.compiled import builds, fastest, status
from tutor.sim.engines import differences, reference_trace
from tutor.sim.runner import task_seeds

WITH_ENGINE = [info for info in registered_games() if info.playout is not None]
#: seeded random games per configuration and starting point in `make test`, and games per kind of bot table
GAMES, BOT_GAMES = 3, 1


def mid_game(state, seed: int):
    """A position reached by random play from ``state``: somewhere in the first half of a typical game."""
    rng = random.Random(seed)
    steps = rng.randrange(1, 40)
    for _ in range(steps):
        if state.is_terminal:
            break
        state = state.apply(random_action(state, rng))
    return state


def kinds_of_players(build, seats: int) -> list:
    """Random play, each bot the engine plays at every seat, and (with two bots or more) a table of mixed bots,
    as a tournament seats them."""
    known = sorted(build.BOTS)
    kinds = [None] + [(bot,) * seats for bot in known]
    if len(known) > 1:
        kinds.append(tuple(known[seat % len(known)] for seat in range(seats)))
    return kinds


CASES = [(info, label, game) for info in WITH_ENGINE for label, game in info.configurations()]


@pytest.mark.parametrize("info,label,game", CASES, ids=[f"{info.id}-{label}" for info, label, game in CASES])
def test_the_playout_engine_plays_the_rules_engines_games(info, label, game):
    """Each game once on the rules engine, then on every build of the playout engine."""
    seed = sum(map(ord, f"{info.id} {label}"))  # the same in every process: a failure replays
    start = game.new_state()
    built = builds(info.playout)
    for state in (start, mid_game(start, seed)):
        for bots in kinds_of_players(built[0], state.game.num_players):
            for game_seed in task_seeds(seed, GAMES if bots is None else BOT_GAMES):
                expected = reference_trace(state, game_seed, bots)
                for build in built:
                    assert build.trace(state, game_seed, bots) == expected, (
                        f"{build.__name__} plays otherwise than the rules engine from {state.notation()!r} "
                        f"with {bots}, seed {game_seed}")


@pytest.mark.parametrize("info", WITH_ENGINE, ids=[info.id for info in WITH_ENGINE])
def test_the_sample_positions_play_alike(info):
    for sample in info.samples:
        state = info.parse(sample)
        for build in builds(info.playout):
            assert differences(state, task_seeds(5, GAMES), None, engine=build) == []


@pytest.mark.skipif(shutil.which("cc") is None and shutil.which("gcc") is None, reason="no C compiler here")
@pytest.mark.parametrize("info", WITH_ENGINE, ids=[info.id for info in WITH_ENGINE])
def test_where_a_compiler_is_the_playouts_run_compiled(info):
    """`make setup` compiled every engine and the build is current (an engine edited since is rebuilt by make)."""
    assert len(builds(info.playout)) == 2, f"{info.id}: no compiled build"
    assert info.playout is fastest(builds(info.playout)[0]) and not status()[builds(info.playout)[0].__name__], status()
