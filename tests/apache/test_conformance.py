"""random_sim over every player count and variant combination: more than 2,000 games per run."""
import itertools

import pytest

from tests.apache.helpers import conserved
from tutor.core.conformance import random_sim
from tutor.games import apache
from tutor.games.apache.validate import problems

COLOURS = ("red", "yellow", "green", "blue", "purple")
VARIANT_SETS = [combo for n in range(4) for combo in itertools.combinations(apache.VARIANTS, n)]
GAMES_PER_CONFIG = 64  # 4 player counts x 8 variant sets x 64 = 2,048 games


def valid(state: apache.State) -> None:
    """Cards conserved and the validator content: what every position reached in play satisfies."""
    conserved(state)
    assert not problems(state), problems(state)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("variants", VARIANT_SETS, ids=lambda v: "+".join(v) or "base")
def test_random_sim(players, variants):
    game = apache.Game(colours=COLOURS[:players], variants=variants)
    finals = random_sim(game, games=GAMES_PER_CONFIG, seed=players * 100 + len(variants),
                        invariant=valid, check_every=9)
    assert len(finals) == GAMES_PER_CONFIG


NON_DEFAULT_OPTIONS = [
    {"next_revealer": "clockwise"},
    {"last_window": "until_quiet"},
    {"chief_captures_own_colour": "no", "chief_captures_chiefs": "no"},
    {"victory_pile": "stack"},
    {"victory_pile": "buffalo_bottom"},
    {"wedding_partner": "other_colour", "wedding_allies": "none"},
    {"shared_booty_allies": "not_other_players"},
]


@pytest.mark.parametrize("options", NON_DEFAULT_OPTIONS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()))
def test_random_sim_with_each_interpretation(options):
    game = apache.Game(colours=("red", "yellow", "green"), variants=apache.VARIANTS, first_player=2, **options)
    random_sim(game, games=12, seed=7, invariant=valid, check_every=3)
