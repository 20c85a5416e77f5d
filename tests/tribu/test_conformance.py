"""random_sim for 2, 3 and 4 players (99 games); every reading of every option is played by tests/test_contract.py."""
import pytest

from tests.tribu.helpers import conserved
from tutor.core.conformance import random_sim
from tutor.games import tribu

GAMES = 11  # per (players, part): 3 x 3 x 11 = 99 games


@pytest.mark.parametrize("part", range(3))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_sim(players, part):
    finals = random_sim(tribu.Game(players=players), games=GAMES, seed=players * 10 + part,
                        invariant=conserved, check_every=97)
    assert all(f.outcome().scores == f.totals for f in finals)


def test_random_sim_with_the_short_printing():
    """``printing`` is a setting, not an option of the register: the contract test does not play it."""
    random_sim(tribu.Game(players=3, printing="96"), games=2, seed=5, invariant=conserved, check_every=53)
