"""$title's own tests: every rule of its ``data/rulebook.toml`` exercised by a test marked with it
(``@pytest.mark.rules``: a marked test must cite the rule while it runs, by a verdict or an action applied).

Written by the scaffold for its template game; add a test for each rule of your game.
"""
from __future__ import annotations

import pytest

from tutor.games import game_info

INFO = game_info("$game_id")


def texts(state) -> list[str]:
    return [str(action) for action in state.legal_actions()]


@pytest.mark.rules("$game_id.setup.piles")
def test_chance_deals_the_piles_in_order():
    state = INFO.game().new_state()
    assert state.is_chance
    assert [(str(a), w) for a, w in state.chance_outcomes()] == [
        ("deal 4 to a", 1), ("deal 5 to a", 2), ("deal 6 to a", 3), ("deal 7 to a", 2), ("deal 8 to a", 1)]
    verdict = state.check(state.parse_action("deal 6 to b"))
    assert not verdict.ok and verdict.rule == "$game_id.setup.piles"
    dealt = state.apply(state.parse_action("deal 6 to a"))
    assert dealt.notation() == "$game_id 2 | 6 ? ? ? | 0" and dealt.is_chance


@pytest.mark.rules("$game_id.turn.take")
def test_a_turn_takes_one_to_three_stones_from_one_pile():
    state = INFO.parse("$game_id 2 | 4 2 0 1 | 0")
    assert texts(state) == ["take 1 from a", "take 2 from a", "take 3 from a", "take 1 from b", "take 2 from b",
                            "take 1 from d"]
    for refused in ("take 4 from a", "take 1 from c", "take 3 from b"):
        verdict = state.check(state.parse_action(refused))
        assert not verdict.ok and verdict.rule == "$game_id.turn.take", refused
    after = state.apply(state.parse_action("take 3 from a"))
    assert after.notation() == "$game_id 2 | 1 2 0 1 | 1"


@pytest.mark.rules("$game_id.end.last")
@pytest.mark.parametrize("reading, winners", [("wins", (1,)), ("loses", (0,))])
def test_the_last_stone_wins_or_loses_as_the_reading_says(reading, winners):
    options = "" if reading == "wins" else " last_stone=loses"
    state = INFO.parse(f"$game_id 2{options} | 2 0 0 0 | 1").apply(INFO.game().new_state().parse_action("take 2 from a"))
    assert state.is_terminal and state.outcome().winners == winners
    verdict = state.check(state.parse_action("take 1 from a"))
    assert not verdict.ok and verdict.rule == "$game_id.end.last"
