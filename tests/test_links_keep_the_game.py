"""Links and loads keep everything that decides the next moves (issue #21).

A position string is what a link, a saved game and the editor carry. For random reachable states of every
registered game, under every configuration, the state read back from its own position string must offer
exactly the same legal actions, and must go on doing so along the same continuation: a field the string
forgets (a trip already made this turn, a choice waiting) shows up as a move one of the two allows.
"""
from __future__ import annotations

import random

import pytest

from tutor.core.play import random_action
from tutor.games import registered_games

CASES = [(info, label, game) for info in registered_games() for label, game in info.configurations()]
#: how far each read-back state is followed beside the original
AHEAD = 8


def texts(state) -> list[str]:
    return [str(a) for a in state.legal_actions()]


@pytest.mark.parametrize("info,label,game", CASES, ids=[f"{i.id}-{label}" for i, label, _ in CASES])
def test_a_position_read_back_offers_the_same_moves(info, label, game):
    rng = random.Random(f"{info.id}:{label}")
    for _ in range(3):
        state = game.new_state()
        steps = 0
        while not state.is_terminal and steps < game.max_game_length():
            if rng.random() < 0.25:
                again = type(game).parse(state.notation())
                original = state
                follow = random.Random(rng.random())
                for ahead in range(AHEAD):
                    assert texts(again) == texts(original), (
                        f"{ahead} moves after reading back {original.notation()!r}")
                    if original.is_terminal:
                        break
                    action = random_action(original, follow)
                    original, again = original.apply(action), again.apply(action)
            state = state.apply(random_action(state, rng))
            steps += 1
