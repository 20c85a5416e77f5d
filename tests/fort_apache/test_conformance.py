"""random_sim for each gate reading (200 games each; every reading of every option is covered by
tests/test_contract.py) and random games that end by the dice."""
import random

import pytest

from tutor.core.conformance import random_sim
from tutor.core.play import sample_chance
from tutor.games import fort_apache
from tutor.games.fort_apache.constants import DEAD
from tutor.games.fort_apache.validate import problems


def sane(state: fort_apache.State) -> None:
    """Markers stay on their cards, damage on its track, dead figures neither laid nor climbing, and the
    position passes the validation that reading a position string applies."""
    assert not problems(state), problems(state)
    for side in (0, 1):
        ammo_white, ammo_black, energy_white, energy_black = state.tracks[side]
        boxes = state.game.boxes
        assert 0 <= ammo_black <= ammo_white <= boxes and 0 <= energy_black <= energy_white <= boxes
    assert all(0 <= d <= state.game.burn_limit for d in state.damage)
    for f, place in enumerate(state.places):
        if place == DEAD:
            assert not state.laid >> f & 1 and not state.climbing >> f & 1


@pytest.mark.parametrize("gate", ["one_roll", "damage"])
def test_random_sim_each_gate_reading(gate):
    finals = random_sim(fort_apache.Game(gate=gate), games=200, seed=11, invariant=sane, check_every=4)
    assert len(finals) == 200


def test_aggressive_play_ends_battles_by_the_dice():
    """Random games that rarely end a turn early: the dice settle them, so the fort falls (and a cowboys'
    win, which random Indians rarely allow, is tested on scripted positions in the rulebook tests)."""

    game = fort_apache.Game(gate="damage")
    rng = random.Random(2)
    reasons = set()
    for _ in range(60):
        state = game.new_state()
        while not state.is_terminal:
            if state.is_chance:
                action = sample_chance(state, rng)
            else:
                legal = state.legal_actions()
                busy = [a for a in legal if str(a) != "end turn"]
                action = rng.choice(busy) if busy and rng.random() < 0.95 else legal[-1]
            state = state.apply(action)
        reasons.add(state.outcome().reason.split(":")[0])
    assert "every cowboy is dead" in reasons and len(reasons) >= 2
