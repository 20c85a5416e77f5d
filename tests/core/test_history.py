"""The history kept as steps (tutor/core/history.py), in every registered game: read as the tuple of the
actions played, shared by sibling states, pickled and copied as a plain tuple, and read backwards by
``recent_actions`` without building the tuple."""
from __future__ import annotations

import copy
import pickle
import random

import pytest

from tests.helpers import random_states
from tutor.core.history import Step, recent_actions
from tutor.core.play import random_action
from tutor.games import registered_games

GAMES = [pytest.param(info, id=info.id) for info in registered_games()]


def played(info, seed: int, limit: int = 400) -> tuple[list, list]:
    """The states of one random game (at most ``limit`` actions) and the actions played, drawn again with
    the same seed (not read from any history)."""
    states = random_states(info.game(**info.full).new_state(), seed, limit)
    rng = random.Random(seed)
    return states, [random_action(state, rng) for state in states[:-1]]


@pytest.mark.parametrize("info", GAMES)
def test_the_history_is_the_actions_played_kept_as_steps(info):
    states, actions = played(info, 1)
    final = states[-1]
    assert isinstance(final.__dict__["history"], Step)  # stored as steps...
    assert final.history == tuple(actions)  # ...read as the tuple of the actions played
    for n in (len(states) // 3, len(states) // 2, len(states) - 1):  # read in any order, any number of times
        assert states[n].history == tuple(actions[:n])
        assert list(recent_actions(states[n])) == actions[:n][::-1]
    assert final.history == tuple(actions) and states[1].history == tuple(actions[:1])


@pytest.mark.parametrize("info", GAMES)
def test_siblings_share_their_past_and_do_not_change_each_other(info):
    states, actions = played(info, 2, limit=60)
    middle = next(s for s in reversed(states) if not s.is_terminal)
    n = states.index(middle)
    choices = middle.legal_actions() or [a for a, _ in middle.chance_outcomes()]
    children = [middle.apply(a) for a in choices[:2]]
    assert [c.history for c in children] == [tuple(actions[:n]) + (a,) for a in choices[:2]]
    assert middle.history == tuple(actions[:n])


@pytest.mark.parametrize("copier", [lambda s: pickle.loads(pickle.dumps(s)), copy.deepcopy], ids=["pickle", "deepcopy"])
@pytest.mark.parametrize("info", GAMES)
def test_a_copied_state_keeps_its_history_as_a_plain_tuple(info, copier):
    final = played(info, 3, limit=200)[0][-1]
    copied = copier(final)
    assert copied == final and copied.history == final.history
    assert type(copied.__dict__["history"]) is tuple
    assert list(recent_actions(copied)) == list(reversed(final.history))


def test_threads_reading_histories_of_one_game_at_once_each_read_it_whole():
    from concurrent.futures import ThreadPoolExecutor

    info = next(i for i in registered_games() if i.id == "tribu")
    states, actions = played(info, 4, limit=3000)
    expected = {n: tuple(actions[:n]) for n in range(len(states))}
    order = list(range(len(states))) * 3
    random.Random(5).shuffle(order)
    with ThreadPoolExecutor(4) as pool:
        read = list(pool.map(lambda n: (n, states[n].history), order))
    assert all(history == expected[n] for n, history in read)
