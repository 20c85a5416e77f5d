"""Tribù Indiani: hand-picked positions and actions that cannot arise are refused with a short NotationError
(issue #11). Random mutations of this game's positions are in ``tests/test_fuzz.py``, for every game."""
from __future__ import annotations

import pytest

from tests.tribu.helpers import position
from tutor.core import NotationError
from tutor.games import tribu
from tutor.games.tribu import INFO


def _refused(text: str, words: str) -> None:
    with pytest.raises(NotationError, match=words) as caught:
        tribu.Game.parse(text)
    assert len(str(caught.value)) < 400


def test_huge_counts_are_refused_before_anything_is_built():
    sample = INFO.samples[0]
    _refused(sample.replace("hands shaman", "hands 9223372036854775808*lupo shaman"), "out of range")
    _refused(sample.replace("4*lupo", "9" * 5000 + "*lupo"), "out of range")
    _refused(sample.replace("turns 8", "turns " + "9" * 5000), "out of range")


def test_header_keys_are_options_never_constructor_keywords():
    sample = INFO.samples[0]
    _refused(sample.replace("tribu 3", "tribu 2 players=3"), "not an option")
    _refused(sample.replace("tribu 3", "tribu 3 self=1"), "not an option")
    _refused(sample.replace("tribu 3", "tribu 3 ties=play_on ties=play_on"), "given twice")


def test_impossible_positions_are_refused():
    attacked = position("- / lupo", "shaman[lupo] / warrior.sun-flag", "start 0")
    attacked = attacked.apply(attacked.parse_action("attack player 2 chain a with lupo from chain a"))
    text = attacked.notation()
    assert "| answer 1 0 13 18 0 0 |" in text  # attacker, verb, card (lupo), attacker's chain, attacked chain
    _refused(text.replace("answer 1 0 13 18 0 0", "answer 1 0 13 18 0 3"), "cannot be hit")
    _refused(text.replace("answer 1 0 13 18 0 0", "answer 1 0 13 18 5 0"), "no chain F")
    _refused(text.replace("answer 1 0 13 18 0 0", "answer 1 1 13 18 0 0"), "another player")
    drawn = position("lupo / moon", "- / -", "drawn 0").notation()
    _refused(drawn.replace("| discard - |", "| discard lupo |").replace("hands lupo /", "hands - /"), "holds no card")
    owed = position("lupo / moon", "- / -", "discard3 0 1").notation()
    _refused(owed.replace("discard3 0 1", "discard3 0 2"), "owes 2")


def test_a_hand_past_what_its_turn_can_hold_is_refused():
    """Five cards at the end of every turn, one more once drawn, up to three more with Draw three (rule
    tribu.hand.size, :func:`validate.hand_limit`). A random mutation found an edited position with seven cards
    after the draw: it was accepted, and Draw three then dealt a hand of nine that ``Game.parse`` refused."""
    six = "draw-three lupo moon canoe totem salmon"
    drawn = position(f"{six} / shaman", "- / -", "drawn 0")
    state = drawn.apply(drawn.parse_action("play draw three"))
    while state.phase == "draw3":
        state = state.apply(state.chance_outcomes()[0][0])
    assert state.phase == "discard3" and len(state.hands[0]) == 8
    assert tribu.Game.parse(state.notation()) == state
    for hands, phase, words in [(f"{six} steal / shaman", "drawn 0", "player 1 holds 7 cards"),
                                (f"{six} / shaman", "start 0", "player 1 holds 6 cards"),
                                (f"shaman / {six}", "drawn 0", "player 2 holds 6 cards"),
                                (f"{six} steal / shaman", "discard3 0 1", "player 1 holds 7 cards")]:
        with pytest.raises(NotationError, match=words):
            position(hands, "- / -", phase)
