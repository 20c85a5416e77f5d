"""The board shown before a round is scored: scoring it gives exactly the animals the engine awards."""
import random

from tutor.core.play import sample_chance
from tutor.games import apacze
from tutor.games.apacze.bots import GreedyBot, RandomBot
from tutor.games.apacze.scoring import gains
from tutor.games.apacze.transitions import before_scoring


def test_the_pre_scoring_board_plus_the_gains_is_the_scored_board():
    game = apacze.Game(players=3)
    bots = [GreedyBot(), RandomBot(), RandomBot()]
    rng = random.Random(2)
    state, rounds = game.new_state(), 0
    while not state.is_terminal:
        action = sample_chance(state, rng) if state.is_chance else bots[state.current_player].step(state, rng)
        after = state.apply(action)
        scored = state.phase_name not in ("settle", "draw") and after.events and \
            (after.round != state.round or after.phase_name in ("settle", "over"))
        if scored:
            shown = before_scoring(state, action, after)
            won = gains(shown.scoring(), game.players)
            assert [[a + w for a, w in zip(have, gain)] for have, gain in zip(shown.animals, won)] == \
                [list(have) for have in after.animals]
            rounds += 1
        state = after
    assert rounds >= 3
