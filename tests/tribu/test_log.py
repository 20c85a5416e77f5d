"""The game log as one player reads it: others' drawn cards and face-down cards stay hidden."""
import random

from tutor.core.play import random_action
from tutor.games import tribu
from tutor.games.tribu import actions as A
from tutor.games.tribu.constants import chain_label
from tutor.games.tribu.log import SECRET, log_line


def test_the_log_never_names_another_players_hidden_card():
    state = tribu.Game(players=2).new_state()
    rng = random.Random(4)
    hidden_draws = hidden_lays = 0
    for _ in range(600):
        if state.is_terminal:
            break
        action = random_action(state, rng)
        line = log_line(state, action, viewer=0)
        if action.verb == A.CARD and state.phase != "deal" and state.player != 0:
            assert line.endswith("draws a card"), line
            hidden_draws += 1
        if action.verb in SECRET and state.current_player != 0:
            assert line.endswith(f"face down beside {chain_label(action.chain)}"), line
            hidden_lays += 1
        state = state.apply(action)
    assert hidden_draws > 0
