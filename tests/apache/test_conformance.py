"""random_sim over every player count and variant combination: more than 2,000 games per run.

Each reading of the interpretation register is played by tests/test_contract.py."""
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
    """Cards conserved and nothing wrong by the validator: what every position reached in play satisfies."""
    conserved(state)
    assert not problems(state), problems(state)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("variants", VARIANT_SETS, ids=lambda v: "+".join(v) or "base")
def test_random_sim(players, variants):
    game = apache.Game(colours=COLOURS[:players], variants=variants)
    finals = random_sim(game, games=GAMES_PER_CONFIG, seed=players * 100 + len(variants),
                        invariant=valid, check_every=9)
    assert len(finals) == GAMES_PER_CONFIG
