"""Bots: whole games, sensible choices, and reaction speed deciding who claims first."""
import random

import pytest

from tests.apache.helpers import conserved, position
from tutor.core import bots as core_bots
from tutor.games import apache
from tutor.games.apache.bots import GreedyBot, PatientBot, RandomBot, play_game, play_window

RYP = "apache red,yellow,purple base"


@pytest.mark.parametrize("bot", [RandomBot(), GreedyBot(), PatientBot()], ids=lambda b: b.name)
def test_bots_play_whole_games(bot):
    game = apache.Game(colours=("red", "yellow", "green", "blue"), variants=apache.VARIANTS)
    final = play_game(game, [bot] * 4, random.Random(3))
    assert final.is_terminal and sum(final.scores()) > 30
    conserved(final)
    assert game.replay(final.history) == final


def test_greedy_and_patient_bots_never_make_a_punishable_play():
    game = apache.Game(colours=("red", "yellow", "green"), variants=("warpath", "wedding"))
    for seed in range(5):
        final = play_game(game, [GreedyBot(), PatientBot(), GreedyBot()], random.Random(seed))
        assert sum(final.out) == 0


def test_greedy_claims_at_once_but_patient_waits_for_more_buffalo():
    state = position(f"{RYP} | window yellow | table rH B | piles - / - / - | out - | pow -")
    rng = random.Random(0)
    assert GreedyBot().window_play(state, 0, rng) == apache.cards.HUNTER
    assert PatientBot().window_play(state, 0, rng) is None


def test_patient_claims_when_a_rival_could_take_its_booty_first():
    state = position(f"{RYP} | window yellow | table rH yH B | piles - / - / - | out - | pow -")
    assert PatientBot().window_play(state, 0, random.Random(0)) == apache.cards.HUNTER
    chief = position(f"{RYP} | window yellow | table rH yC T B | piles - / - / - | out - | pow -")
    assert PatientBot().window_play(chief, 0, random.Random(0)) == apache.cards.HUNTER


def test_chief_bot_takes_the_prisoner_that_denies_a_rival_most():
    state = position(f"{RYP} | window yellow | table rC yH pW 3B T | piles - / - / - | out - | pow -")
    state = state.apply(state.parse_action("red plays chief")).apply(state.parse_action("close"))
    assert str(GreedyBot().step(state, random.Random(0))) == "red captures yellow hunter"


def test_the_faster_bot_lands_first_and_claims_first():
    state = position(f"{RYP} | window yellow | table rH yH 3B | piles - / - / - | out - | pow -")
    slow, fast = GreedyBot(reaction=2.0), GreedyBot(reaction=0.2)
    closed = play_window(state, [slow, fast, slow], random.Random(0))
    assert [seat for seat, _, _ in closed.powwow] == [1, 0]
    final = closed.apply(closed.legal_actions()[0])
    assert final.scores() == (0, 4, 0)


def test_play_game_needs_one_bot_per_seat():
    with pytest.raises(ValueError, match="3 players need 3 bots"):
        play_game(apache.Game(), [GreedyBot()], random.Random(0))


def test_the_claim_window_seats_only_apache_bots():
    """A window needs every seat's window decision: any bot (the core's random bot) or a person's empty seat
    is refused before a card lands."""
    state = position(f"{RYP} | window yellow | table rH yH 3B | piles - / - / - | out - | pow -")
    for seat in (core_bots.RandomBot(), None):
        with pytest.raises(TypeError, match="Apache bots at every seat"):
            play_window(state, [GreedyBot(), seat, GreedyBot()], random.Random(0))
