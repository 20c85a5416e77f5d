"""The Tribù bots: legal choices, finished games, and decisions from the player's own view only."""
from dataclasses import replace
import random

import pytest

from tests.tribu.helpers import position
from tutor.core.bots import play_game
from tutor.core.play import sample_chance
from tutor.games import tribu
from tutor.games.tribu.bots import RandomBot, SensibleBot
from tutor.games.tribu.experiments import compare
from tutor.games.tribu.view import HIDDEN


@pytest.mark.parametrize("bots", [(RandomBot(), RandomBot()), (SensibleBot(), RandomBot()),
                                  (SensibleBot(), SensibleBot(), SensibleBot())])
def test_games_finish_with_legal_moves(bots):
    game = tribu.Game(players=len(bots))
    final = play_game(game, bots, random.Random(5))
    assert final.is_terminal and final.outcome() is not None
    assert game.replay(final.history) == final  # every action was legal when played


def test_view_hides_other_hands_and_actives():
    state = position("canoe lupo / moon", "hunter.salmon[lupo] / shaman.red-statue[courage-feathers]")
    view = state.view(0)
    assert view.hand == (tribu.cards.BY_NAME["canoe"], tribu.cards.BY_NAME["lupo"])
    assert view.hand_sizes == (2, 1)
    assert view.mine[0].active == tribu.cards.BY_NAME["lupo"] and view.chains[1][0].active == HIDDEN
    assert view.deck_size == sum(state.deck)


def _other_hands_changed(state: tribu.State, rng: random.Random) -> tribu.State:
    """The same position with the other players' hands dealt afresh from the draw pile."""
    me = state.current_player
    pool = [t for t, n in enumerate(state.deck) for _ in range(n)]
    pool += [c for p, hand in enumerate(state.hands) if p != me for c in hand]
    rng.shuffle(pool)
    hands, deck = list(state.hands), [0] * len(state.deck)
    for p in range(len(hands)):
        if p != me:
            hands[p], pool = tuple(sorted(pool[:len(hands[p])])), pool[len(hands[p]):]
    for card in pool:
        deck[card] += 1
    return replace(state, hands=tuple(hands), deck=tuple(deck))


@pytest.mark.parametrize("bot", [SensibleBot(), RandomBot()])
def test_choice_ignores_the_other_hands(bot):
    rng = random.Random(2)
    state = tribu.Game(players=3).new_state()
    checked = 0
    while not state.is_terminal and checked < 150:
        if state.is_chance:
            state = state.apply(sample_chance(state, rng))
            continue
        other = _other_hands_changed(state, random.Random(checked))
        assert other.view(state.current_player) == state.view(state.current_player)
        assert other.observation(state.current_player) == state.observation(state.current_player)
        assert bot.step(state, random.Random(checked)) == bot.step(other, random.Random(checked))
        checked += 1
        state = state.apply(bot.step(state, rng))
    assert checked == 150


def test_sensible_bot_extends_and_answers():
    state = position("canoe lupo moon / moon", "hunter.salmon / -")
    assert str(SensibleBot().step(state, random.Random(0))) == "extend chain a with diorama moon"  # hunter: river, hearth
    attacked = position("canoe / moon", "hunter.salmon[courage-feathers] / shaman[lupo]", "start 1")
    attacked = attacked.apply(attacked.parse_action("attack player 1 chain a with lupo from chain a"))
    assert str(SensibleBot().step(attacked, random.Random(0))) == "answer with courage feathers from chain a"


def test_compare_puts_numbers_on_the_sensible_bot():
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(2) as pool:
        results = compare(players=(2,), challenges=6, seed=1, executor=pool)
    [two] = results
    assert two.challenges == 6 and two.fair == 0.5
    assert two.wins.low <= two.wins.value <= two.wins.high
    assert two.sensible.value > two.others.value

