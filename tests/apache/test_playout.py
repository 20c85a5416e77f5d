"""Apache's playout engine (``tutor/games/apache/playout.py``) on hard cases, both builds: the rules engine's games.

The shared differential test (``tests/sim/test_playout_engines.py``) runs every configuration with one bot
for all seats; here: every variant together with each non-default reading, mixed bots at one table, edited
positions (buffalo under the pile and Warpath raids, a claim to settle, the last window), a window reached
mid-way with a card already on the board (the rules engine's play_window asks that seat again), and the
outcomes of ``play`` against the rules engine's.
"""
from __future__ import annotations

import random

import pytest

from tutor.core.play import random_action
from tutor.games import apache
from tutor.games.apache import playout
from tutor.sim import engines
from tutor.sim.compiled import builds
from tutor.sim.runner import task_seeds

BUILDS = builds(playout)
IDS = [b.__name__.rsplit(".", 1)[1] for b in BUILDS]
BOTS = ("greedy", "patient", "random")


def both(state, seeds, bots, build):
    assert engines.differences(state, seeds, bots, engine=build) == [], (state.notation(), bots)


@pytest.mark.parametrize("build", BUILDS, ids=IDS)
@pytest.mark.parametrize("options", [{}, {"victory_pile": "stack"}, {"victory_pile": "buffalo_bottom"},
                                     {"next_revealer": "clockwise", "last_window": "until_quiet"},
                                     {"chief_captures_own_colour": "no", "chief_captures_chiefs": "no",
                                      "wedding_partner": "other_colour", "wedding_allies": "none",
                                      "shared_booty_allies": "not_other_players"}],
                         ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()) or "defaults")
def test_every_variant_with_mixed_bots(build, options):
    for colours in (("red", "purple"), ("green", "red", "blue", "yellow")):
        game = apache.Game(colours=colours, variants=apache.VARIANTS, **options)
        n = len(colours)
        start = game.new_state()
        both(start, task_seeds(11, 3), None, build)
        both(start, task_seeds(12, 2), tuple(BOTS[i % 3] for i in range(n)), build)
        both(start, task_seeds(13, 2), tuple(BOTS[(i + 1) % 3] for i in range(n)), build)


EDITED = [
    # Warpath with buffalo under the piles, a tomahawk to take and a punished play to settle
    "apache red,yellow,purple warpath | resolve red | table rW 2A B | piles B.B.rH / yC.B.T / B | out - | pow rW yH!",
    # buffalo stacked on top (Warpath takes the topmost), two players: two buffalo per rival
    "apache red,yellow warpath+shared_booty victory_pile=stack | window red | table rW gW A 2B | piles rH.B / B.yC.B.B "
    "| out - | pow -",
    # a chief's capture under Wedding, prisoners and spouses face up
    "apache red,yellow,green wedding+shared_booty | resolve yellow | table yC rH gH bH yM T P | piles - / - / - | out - "
    "| pow yC rH",
    # the sample position of the registry
    "apache red,yellow,purple,green base | window yellow | table yW pC pM pH 3B N | piles - / - / - / - | out - | pow rM!",
]


@pytest.mark.parametrize("build", BUILDS, ids=IDS)
@pytest.mark.parametrize("text", EDITED, ids=range(len(EDITED)))
def test_edited_positions(build, text):
    state = apache.Game.parse(text)
    n = state.game.num_players
    both(state, task_seeds(21, 4), None, build)
    for bot in BOTS:
        if state.powwow and state.phase_name == "window":
            continue  # a window reached mid-way: see below
        both(state, task_seeds(22, 2), (bot,) * n, build)


@pytest.mark.parametrize("build", BUILDS, ids=IDS)
def test_play_gives_the_rules_engines_outcomes(build):
    state = apache.Game(colours=("red", "yellow", "green", "blue", "purple"), variants=("warpath",)).new_state()
    seeds = task_seeds(3, 6)
    assert build.play(state, seeds, None) == engines.reference(state, seeds, None)
    bots = ("patient", "greedy", "random", "patient", "greedy")
    assert build.play(state, seeds, bots) == engines.reference(state, seeds, bots)
    rng = random.Random(4)
    while not state.is_terminal:
        state = state.apply(random_action(state, rng))
    assert build.play(state, [1, 2], None) == [state.outcome()] * 2
    assert build.trace(state, 1, bots) == ([], state.outcome())


MID_WINDOW = "apache red,yellow warpath+wedding+shared_booty | window yellow | table rH gW bH 3B A N P | piles - / - " \
             "| out - | pow yH! rM!"


@pytest.mark.parametrize("build", BUILDS, ids=IDS)
def test_a_window_reached_mid_way(build):
    """Red's maiden lies on the board when the bots take over the window: only the seats off the board are asked
    (bots.play_window), and the engine plays the same games."""
    state = apache.Game.parse(MID_WINDOW)
    for bot in BOTS:
        both(state, task_seeds(31, 4), (bot, bot), build)
    both(state, task_seeds(32, 4), ("random", "patient"), build)


@pytest.mark.parametrize("build", BUILDS, ids=IDS)
def test_any_seed_draws_as_random_Random_does(build):
    """The compiled build seeds its own Mersenne Twister as Random(seed) does: ints of any size and sign, and
    (through Random's own state) any other seed."""
    state = apache.Game(colours=("red", "yellow", "green"), variants=apache.VARIANTS).new_state()
    for seed in (0, 1, -5, 2 ** 32 - 1, 2 ** 32, 2 ** 100 + 7, "abc", 3.5):
        both(state, [seed], None, build)
        both(state, [seed], ("random", "patient", "greedy"), build)
