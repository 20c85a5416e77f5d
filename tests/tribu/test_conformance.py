"""random_sim for 2, 3 and 4 players (99 games) and under every non-default option (14 more): 113 in all."""
import pytest

from tests.tribu.helpers import conserved
from tutor.core.conformance import random_sim
from tutor.games import tribu

GAMES = 11  # per (players, part): 3 x 3 x 11 = 99 games, and 14 more under the options below


@pytest.mark.parametrize("part", range(3))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_sim(players, part):
    finals = random_sim(tribu.Game(players=players), games=GAMES, seed=players * 10 + part,
                        invariant=conserved, check_every=97)
    assert all(f.outcome().scores == f.totals for f in finals)


NON_DEFAULT = [
    {"printing": "96"},
    {"hand_size": "five_at_end"},
    {"tribu_spheres": "ignore", "multidiorama_colour": "not_magic"},
    {"strength_vs_bisonte": "not_playable"},
    {"block": "chain_only"},
    {"targets": "left_neighbour"},
    {"ties": "play_on"},
]


@pytest.mark.parametrize("options", NON_DEFAULT, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()))
def test_random_sim_with_each_option(options):
    random_sim(tribu.Game(players=3, **options), games=2, seed=5, invariant=conserved, check_every=53)
