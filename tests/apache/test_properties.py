"""Hypothesis properties: card conservation, replay from history and from notation, check == legal."""
import random

from hypothesis import given, settings, strategies as st

from tests.apache.helpers import conserved
from tutor.core.bots import advance
from tutor.core.play import random_action
from tutor.games import apache
from tutor.games.apache import actions as A
from tutor.games.apache.bots import BOTS, play_window
from tutor.games.apache.cards import BOOTY, INDIANS, KINDS, NUM_TYPES

COLOURS = ("red", "yellow", "green", "blue", "purple")
ALL_ACTIONS = sorted(
    [A.reveal(t) for t in range(NUM_TYPES)] + [A.CLOSE_ACTION]
    + [A.play(c, k) for c in range(len(COLOURS)) for k in range(len(KINDS))]
    + [A.take(c, b) for c in range(len(COLOURS)) for b in BOOTY]
    + [A.capture(c, t) for c in range(len(COLOURS)) for t in INDIANS]
    + [A.marry(c, t) for c in range(len(COLOURS)) for t in INDIANS])

games = st.builds(
    lambda n, variants, options: apache.Game(colours=COLOURS[:n], variants=variants, **options),
    st.integers(2, 5),
    st.sets(st.sampled_from(apache.VARIANTS)),
    st.fixed_dictionaries({}, optional={
        i.option: st.sampled_from(i.values) for i in apache.INTERPRETATIONS if i.option}),
)


def bot_driven(game, rng, steps):
    """A state reached by bots (rich in real claims), advanced at most ``steps`` windows."""
    bots = [rng.choice(list(BOTS.values()))() for _ in range(game.num_players)]
    state = game.new_state()
    for _ in range(steps):
        if state.is_terminal:
            break
        state = advance(state, bots, rng, play_window)
    return state


@settings(max_examples=60, deadline=None)
@given(games, st.integers(0, 2**32), st.integers(0, 400))
def test_bot_positions_conserve_cards_and_round_trip(game, seed, steps):
    state = bot_driven(game, random.Random(seed), steps)
    conserved(state)
    assert game.replay(state.history) == state
    again = apache.Game.parse(state.notation())
    assert again == state and again.notation() == state.notation() and again.game == game
    legal = set(state.legal_actions())
    for action in ALL_ACTIONS:
        verdict = state.check(action)
        assert verdict.ok == (action in legal), (str(action), verdict)
        assert verdict.rule and verdict.reason


@settings(max_examples=40, deadline=None)
@given(games, st.integers(0, 2**32), st.integers(0, 1500))
def test_random_positions_conserve_cards(game, seed, steps):
    rng = random.Random(seed)
    state = game.new_state()
    for _ in range(steps):
        if state.is_terminal:
            break
        state = state.apply(random_action(state, rng))
        conserved(state)
    assert apache.Game.parse(state.notation()) == state
