"""Actions are values: equality, hashing and order agree with their fields, however they were made."""
import random
from dataclasses import astuple

from tutor.core.play import random_action
from tutor.games.apacze import Game
from tutor.games.apacze.actions import BUILD, PLACE, Action
from tutor.games.apacze.legal import action


def _actions_of_a_game(seed: int) -> list[Action]:
    rng, state, seen = random.Random(seed), Game(3).new_state(), []
    while not state.is_terminal:
        seen += state.legal_actions()
        state = state.apply(random_action(state, rng))
    return seen


def test_equality_is_fieldwise_whether_or_not_the_order_was_computed():
    made = _actions_of_a_game(3)[:400]
    fresh = [Action(*astuple(a)) for a in made]  # the same values, new objects, no order computed yet
    for a, b in zip(made, fresh):
        assert a == b and b == a and hash(a) == hash(b)
    rng = random.Random(1)
    for _ in range(3000):
        a, b = rng.choice(made), rng.choice(fresh)
        assert (a == b) == (astuple(a) == astuple(b)) == (b == a)
    # the same order but another field: still different
    placed = Action(PLACE, square=(1, 2))
    assert placed.order == Action(PLACE, square=(1, 2), tile="ford").order
    assert placed != Action(PLACE, square=(1, 2), tile="ford")
    assert Action(BUILD) == Action(BUILD) and placed != "place at 1,2 turned 0"


def test_shared_actions_are_the_same_values_and_sort_as_their_texts_name_them():
    assert action(PLACE, square=(1, 0), turn=2) is action(PLACE, square=(1, 0), turn=2)
    assert action(PLACE, square=(1, 0), turn=2) == Action(PLACE, square=(1, 0), turn=2)
    made = _actions_of_a_game(4)[:300]
    assert sorted(made) == sorted(made, key=Action.sort_key) == sorted(made, key=lambda a: a._order())
