"""The shortcuts of the speed work (issue #14) give exactly what the plain definitions give.

Each shortcut is compared with the plain computation it replaces, on every window position of seeded
random games at several tables and options: who a chief may capture and who may marry (worked out once
per game), the patient bot's risk (only the card types the threat test read are tried again), the
events worded only when read, and the bots that are not asked again when a card lands.
"""
from __future__ import annotations

import itertools
import random

import pytest

from tests.apache.helpers import position
from tutor.core.play import random_action
from tutor.games import apache
from tutor.games.apache import bots
from tutor.games.apache.bots import GreedyBot, PatientBot, RandomBot, play_window
from tutor.games.apache.cards import CHIEF, INDIANS, MAIDEN, colour_of, indian, kind_of
from tutor.games.apache.constants import WINDOW
from tutor.games.apache.legal import claim_options, prisoners, spouses

TABLES = [
    apache.Game(colours=("red", "yellow", "purple")),
    apache.Game(colours=("red", "yellow", "green", "blue"), variants=apache.VARIANTS),
    apache.Game(colours=("red", "blue"), variants=("wedding", "warpath"), chief_captures_own_colour="no",
                chief_captures_chiefs="no", wedding_partner="other_colour"),
]


def window_positions(game: apache.Game, seeds: range):
    """Every claim-window position of seeded random games."""
    for seed in seeds:
        rng, state = random.Random(seed), game.new_state()
        while not state.is_terminal:
            if state.phase == WINDOW:
                yield state
            state = state.apply(random_action(state, rng))


@pytest.mark.parametrize("game", TABLES, ids=repr)
def test_prisoners_and_spouses_are_the_face_up_ones_the_options_allow(game):
    own = game.options["chief_captures_own_colour"] == "yes"
    chiefs = game.options["chief_captures_chiefs"] == "yes"
    other_only = game.options["wedding_partner"] == "other_colour"
    for state in itertools.islice(window_positions(game, range(3)), 0, None, 7):
        table = state.table
        for colour, kind in itertools.product(game.seat_colours, range(4)):
            me = indian(colour, kind)
            assert prisoners(game, table, colour, me) == [
                card for card in INDIANS if kind_of(card) != MAIDEN and (chiefs or kind_of(card) != CHIEF)
                and (own or colour_of(card) != colour) and card != indian(colour, CHIEF)  # never his twin
                and table[card] - (card == me) > 0]
            assert spouses(game, table, colour, me) == [
                card for card in INDIANS if (kind_of(card) == MAIDEN) != (kind == MAIDEN) and table[card]
                and not (other_only and colour_of(card) == colour)]


def every_card_risk(state, seat, kind, action) -> float:
    """The patient bot's risk the plain way: one more card of every face-down type is tried."""
    game, table, down = state.game, state.table, state.down
    if bots.threatened(game, table, seat, kind, action):
        return 1.0
    risky = sum(count for card, count in enumerate(down) if count and bots.threatened(
        game, table[:card] + (table[card] + 1,) + table[card + 1:], seat, kind, action))
    return risky / sum(down) if any(down) else 0.0


@pytest.mark.parametrize("game", TABLES, ids=repr)
def test_risk_tries_only_the_card_types_the_threat_test_read_and_loses_nothing(game):
    compared = 0
    for state in window_positions(game, range(4)):
        for seat, kind in itertools.product(range(game.num_players), range(4)):
            for option in claim_options(game, state.table, game.seat_colours[seat], kind):
                assert bots._risk(state, seat, kind, option) == every_card_risk(state, seat, kind, option)
                compared += 1
    assert compared > 500


def test_the_read_recorder_notes_indexes_slices_and_iteration():
    reads = bots._Reads((5, 0, 7, 1))
    assert reads[2] == 7 and reads[-1] == 1 and reads.read == {2, 3}
    assert reads[0:2] == (5, 0) and reads.read == {0, 1, 2, 3}
    again = bots._Reads((5, 0, 7, 1))
    assert list(again) == [5, 0, 7, 1] and again.read == {0, 1, 2, 3}
    with pytest.raises(IndexError):
        again[4]


def test_events_are_worded_when_read_as_they_were_written():
    state = position("apache red,yellow,purple warpath | window yellow | table rW yH A P | "
                     "piles B / B.B / - | out - | pow -")
    for text in ("red plays warrior", "yellow plays hunter", "purple plays chief", "close", "red takes tomahawks"):
        state = state.apply(state.parse_action(text))
    assert len(state.happened) == 2 and "events" not in state.__dict__  # recorded, not yet worded
    assert state.events == ("red claims red warrior, 1 tomahawk", "warpath: red takes 1 buffalo from yellow")
    state = state.apply(state.parse_action("yellow takes teepees"))
    assert state.events == ("yellow claims yellow hunter, 1 teepee", "purple's chief could not claim anything "
                            "when played: punished, loses nothing (empty victory pile)")
    assert state.apply(state.legal_actions()[0]).events == ()  # a reveal tells nothing


class Counting(GreedyBot):
    """A greedy bot that notes the Pow-Wow board each time it is asked."""

    asked: list


class Watching(Counting):
    """The same bot, asked again after every card that lands."""

    looks_again = True


def counting(bot_class, reaction: float):
    bot = bot_class(reaction=reaction)
    object.__setattr__(bot, "asked", [])
    original = bot.window_play
    object.__setattr__(bot, "window_play", lambda state, seat, rng: bot.asked.append(len(state.powwow))
                       or original(state, seat, rng))
    return bot


def test_a_bot_that_reads_no_pow_wow_board_is_asked_once_per_window_with_the_same_result():
    state = position("apache red,yellow,purple base | window yellow | table rH pM 3B N | "
                     "piles - / - / - | out - | pow -")  # yellow has no Indian face up: it waits
    fast = GreedyBot(reaction=0.1)
    once, every = counting(Counting, 5.0), counting(Watching, 5.0)
    closed = play_window(state, [fast, once, fast], random.Random(0))
    assert once.asked == [0]  # not asked again when red's and purple's cards landed
    assert play_window(state, [fast, every, fast], random.Random(0)).history == closed.history
    assert every.asked == [0, 1, 2]  # asked each time, it gave the same answer
    assert sorted(play[:2] for play in closed.powwow) == [(0, 3), (2, 2)]
    assert not GreedyBot.looks_again and PatientBot.looks_again and RandomBot.looks_again
