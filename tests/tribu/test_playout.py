"""Tribù's playout engine (``tutor/games/tribu/playout.py``) plays the rules engine's games in the hard cases.

The shared differential test (``tests/sim/test_playout_engines.py``) starts from the start and one mid-game
position per configuration; here the engine starts in every phase (an attack and a steal to answer, Draw
three's draws and discards, the deal, the boards), from an empty draw pile with a face-down top discard, at
the twelfth challenge and at a tie over 100 spheres, with mixed bots, on both builds.
"""
from __future__ import annotations

import random

import pytest

from tests.tribu.helpers import position
from tutor.core.play import random_action
from tutor.games import game_info, tribu
from tutor.games.tribu import playout
from tutor.sim.compiled import builds
from tutor.sim.engines import differences
from tutor.sim.runner import task_seeds

BUILDS = builds(playout)
SEEDS = task_seeds(19, 2)


def _players(n: int) -> list[tuple[str, ...] | None]:
    return [None, ("sensible",) * n, tuple("sensible" if p % 2 else "random" for p in range(n))]


def _alike(state) -> None:
    for build in BUILDS:
        for bots in _players(state.game.num_players):
            assert differences(state, SEEDS, bots, engine=build) == [], (build.__name__, bots, state.notation())


def _phases(game, seed: int) -> dict:
    """The first position of each phase (and of each kind of answer) met in seeded random games."""
    rng = random.Random(seed)
    found: dict = {}
    for _ in range(6):
        state = game.new_state()
        while not state.is_terminal:
            key = state.phase if state.phase != "answer" else ("answer", state.pending.verb)
            found.setdefault(key, state)
            state = state.apply(random_action(state, rng))
    return found


GAMES = [tribu.Game(players=2), tribu.Game(players=4, block="chain_only", targets="left_neighbour"),
         tribu.Game(players=3, printing="96", lost_active="face_up", swap_then_activate="yes",
                    hand_size="five_at_end", strength_vs_bisonte="not_playable")]


@pytest.mark.parametrize("game", GAMES, ids=["2", "4-chain_only-left", "3-96-options"])
def test_every_phase_plays_alike(game):
    found = _phases(game, 7)
    assert {"board", "deal", "start", "drawing", "drawn", "swapped", "draw3", "discard3"} <= set(found)
    assert any(isinstance(key, tuple) for key in found)  # an attack or a steal to answer
    for state in found.values():
        _alike(state)


def test_an_empty_draw_pile_with_a_face_down_top_card():
    _alike(position("lupo / moon", "- / -", "start 0", discard="canoe salmon [moon]", rest="played"))


def _near_the_end(options: str, totals: str, challenge: int) -> tribu.State:
    state = position("lupo canoe / moon", "shaman.red-statue.desert-wind / hunter.salmon", "start 0",
                     totals=totals, options=options)
    if challenge == 1:
        return state
    text = state.notation().replace("challenge 1 dealer 0", f"challenge {challenge} dealer {(challenge - 1) % 2}")
    return tribu.Game.parse(text.replace("last -", "last 0,0"))


@pytest.mark.parametrize("options,totals,challenge", [("ties=play_on", "95,95", 1), ("", "95,95", 1),
                                                      ("", "10,10", 12), ("tribu_spheres=ignore", "99,99", 11)])
def test_the_end_of_the_game(options, totals, challenge):
    _alike(_near_the_end(options, totals, challenge))


def test_the_sample_positions_with_bots():
    for sample in game_info("tribu").samples:
        _alike(tribu.Game.parse(sample))


def test_the_engine_is_declared_with_its_bots():
    info = game_info("tribu")
    assert info.playout in BUILDS and playout.BOTS == frozenset(info.bots)


def test_the_discard_pile_moves_in_its_buffer(monkeypatch):
    """A buffer barely larger than the deck makes the pure build move the discard pile (``Playout.recentre``)
    many times a game: the games stay the rules engine's."""
    moved = []
    recentre = playout.Playout.recentre
    monkeypatch.setattr(playout, "BUF", 104)
    monkeypatch.setattr(playout.Playout, "recentre", lambda self, extra: moved.append(extra) or recentre(self, extra))
    state = tribu.Game(players=4).new_state()
    assert differences(state, SEEDS, None, engine=playout) == []
    assert moved
