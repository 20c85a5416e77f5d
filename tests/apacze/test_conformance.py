"""random_sim for 2, 3 and 4 players (72 games) and for every non-default interpretation."""
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


NON_DEFAULT_OPTIONS = [{i.option: r.value} for i in apacze.INTERPRETATIONS if i.option
                       for r in i.readings if r.value != i.default]


@pytest.mark.parametrize("options", NON_DEFAULT_OPTIONS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()))
def test_random_sim_with_each_interpretation(options):
    random_sim(apacze.Game(players=3, **options), games=6, seed=11, invariant=valid, check_every=2)
