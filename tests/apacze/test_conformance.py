"""random_sim for 2, 3 and 4 players (72 games), with the game's own check of every position; every
reading of the register is covered by tests/test_contract.py."""
import pytest

from tests.apacze.helpers import valid
from tutor.core.conformance import random_sim
from tutor.games import apacze

GAMES = 24


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_sim(players):
    finals = random_sim(apacze.Game(players=players), games=GAMES, seed=players, invariant=valid)
    assert len(finals) == GAMES
    for state in finals:
        assert state.drawn == state.game.tiles and state.round == state.game.rounds - 1
