"""The core's shared pieces, on a toy game: legality from the legal set, the Game base, bounded
notation, the Match, the bot driver and the tournament."""
from __future__ import annotations

import random

import pytest

from tests.core.toy import Action, Game, TakeOne
from tutor.core import IllegalAction, NotationError
from tutor.core.bots import RandomBot, play_game
from tutor.core.conformance import random_sim
from tutor.core.match import Match, MatchError
from tutor.core.notation import excerpt, read_int
from tutor.sim.tournament import Table, seatings, tournament


def test_the_toy_passes_the_contract_under_both_readings():
    for last in ("wins", "loses"):
        random_sim(Game(last=last), games=30, seed=1)


def test_game_base_equality_hash_and_repr():
    assert Game() == Game(last="wins") and hash(Game()) == hash(Game(last="wins"))
    assert Game() != Game(last="loses") and Game() != Game(players=3)
    assert repr(Game()) == "toy.Game(players=2)"
    assert repr(Game(players=3, last="loses")) == "toy.Game(players=3, last='loses')"
    with pytest.raises(ValueError, match="choose one of"):
        Game(last="maybe")


def test_check_takes_its_yes_from_the_legal_set_and_its_words_from_explain():
    state = Game.parse("toy 2 | 1 0")
    assert state.check(Action("take", 1)).ok
    verdict = state.check(Action("take", 2))
    assert not verdict.ok and verdict.reason == "only 1 stone(s) left" and verdict.rule == "toy.take"
    with pytest.raises(IllegalAction):
        state.apply(Action("take", 2))


@pytest.mark.parametrize("bad", [None, 3, "take 1", [1], object(), Action("take", -5)])
def test_anything_that_is_not_a_legal_action_is_refused_cleanly(bad):
    state = Game.parse("toy 2 | 4 1")
    assert not state.check(bad).ok
    with pytest.raises(IllegalAction):
        state.apply(bad)


@pytest.mark.parametrize("text, message", [
    ("toy 2 players=3 | 4 0", "not an option"),
    ("toy 2 last=wins last=loses | 4 0", "twice"),
    ("toy 2 | 9999999999999999999999 0", "out of range"),
    ("toy 2 | \u00b2 0", "whole number"),
    ("toy 7 | 4 0", "out of range"),
    ("toy 2 | 4", "should be"),
    ("chess 2 | 4 0", "starts with"),
    ("toy 2 | 4 0 | x", "2 fields"),
])
def test_bad_positions_get_a_short_clear_message(text, message):
    with pytest.raises(NotationError, match=message) as caught:
        Game.parse(text)
    assert len(str(caught.value)) < 200


def test_parsers_bound_their_input_before_reading_it():
    with pytest.raises(NotationError, match="too long"):
        Game.parse("toy 2 | " + "9" * 50_000 + " 0")
    with pytest.raises(NotationError, match="must be text"):
        Game.parse(None)
    with pytest.raises(NotationError):
        Game().new_state().parse_action(None)
    with pytest.raises(NotationError, match="out of range"):
        read_int("1" * 5000, "n", 0, 10)
    assert excerpt("x" * 1000).endswith("…'") and len(excerpt("x" * 1000)) < 50


def test_play_game_drives_bots_and_chance_to_the_end():
    final = play_game(Game(), [TakeOne(), RandomBot()], random.Random(3))
    assert final.is_terminal and final.history[0].verb == "pile"
    assert final == Game().replay(final.history)


def test_match_moves_bots_and_chance_and_undoes_a_persons_move():
    match = Match(Game(), [None, TakeOne()], seed=4)
    assert match.waiting_for_person() and match.to_move() == 0
    before = match.current
    match.act("take 1")
    assert match.current.pile == before.pile - 2  # the bot replied with one stone
    assert match.log()[-2:] == ["player 1: take 1", "player 2: take 1"]
    match.undo()
    assert match.current == before and match.log()[-1] == "(undone)"


def test_match_refuses_an_illegal_move_with_its_verdict_and_changes_nothing():
    match = Match(Game(), [None, TakeOne()], state=Game.parse("toy 2 | 1 0"))
    with pytest.raises(MatchError) as caught:
        match.act(Action("take", 2))
    assert caught.value.verdict.rule == "toy.take"
    with pytest.raises(MatchError):
        match.act("jump 1")
    with pytest.raises(MatchError):
        match.load("toy 2 | broken")
    assert match.current == Game.parse("toy 2 | 1 0") and not match.moves


def test_match_loads_a_position_and_finishes_the_game():
    match = Match(Game(), [None, TakeOne()], seed=1)
    match.load("toy 2 | 2 0")
    match.act("take 2")
    assert match.current.is_terminal
    assert "game over: player 1 wins" in match.log()[-1]


def test_seat_rotation_puts_every_entrant_on_every_seat():
    assert seatings(3, 3) == [(0, 1, 2), (2, 0, 1), (1, 2, 0)]
    assert seatings(2, 3, rotate=False) == [(0, 1)] * 3


def test_a_tournament_credits_wins_to_entrants_whatever_their_seat():
    table = Table(Game, (), (TakeOne, RandomBot))
    standings, results = tournament(table, 40, seed=2, executor=_Inline())
    assert [s.bot for s in standings] == ["one", "random"]
    assert sum(s.wins.value for s in standings) == pytest.approx(1.0)
    assert all(len(r.scores) == 2 for r in results)
    again, _ = tournament(table, 40, seed=2, executor=_Inline())
    assert again == standings


class _Inline:
    """An executor that runs tasks at once, in this process."""

    def submit(self, fn, *args):
        from concurrent.futures import Future
        future: Future = Future()
        future.set_result(fn(*args))
        return future
