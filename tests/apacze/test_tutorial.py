"""The Apacze i Komancze tutorial: every step is well formed and every scoring question agrees with the
engine's scoring. Every step's right and wrong choices are walked in tests/test_tutorial_feedback.py."""
from __future__ import annotations

import pytest

from tutor.core import rule
from tutor.games.apacze.tutorial import LEARNER, STEPS, Step, attempt

#: for each scoring question: the region's standings the answer relies on, (player, place, gain)
STANDINGS = {
    "who_leads": {(1, 1, 3), (0, 2, 1)},
    "half": {(1, 1, 5), (0, 2, 2)},
    "tie": {(0, 2, 1), (1, 2, 1)},
    "next_size": {(0, 1, 3), (1, 2, 1)},
    "third": {(0, 1, 3), (1, 2, 1), (2, 3, 1)},
}


@pytest.mark.parametrize("step", STEPS, ids=[s.id for s in STEPS])
def test_step_is_well_formed(step: Step) -> None:
    for rule_id in step.rules:
        assert rule(rule_id).text
    state = step.start()
    assert state.current_player == LEARNER
    assert step.wrong not in step.accepted
    if step.choices:
        assert set(step.accepted) <= set(step.choices) and step.wrong in step.choices
    else:
        for text in step.accepted:
            assert state.check(state.parse_action(text)).ok, text


def test_the_scoring_questions_agree_with_the_engine() -> None:
    for step in STEPS:
        if step.id not in STANDINGS:
            continue
        state = step.start()
        fields = step.region_fields(state)
        (region,) = [r for r in state.scoring() if r.fields == fields]
        assert {(s.player, s.place, s.gain) for s in region.standings} == STANDINGS[step.id], step.id
    assert {s.id for s in STEPS if s.region is not None and s.choices} == set(STANDINGS)


def step_of(step_id: str) -> Step:
    return next(s for s in STEPS if s.id == step_id)


def test_the_round_ends_and_scores_after_the_round_end_step() -> None:
    step = step_of("round_end")
    result = attempt(step, step.start(), step.accepted[0])
    after = result.state
    assert after.phase_name == "draw" and after.round == step.start().round + 1
    assert after.animals[0] == (10, 11, 10) and after.animals[1] == (10, 11, 10)
    assert any("river region" in e for e in after.events)


def test_a_question_refuses_what_is_not_a_choice() -> None:
    step = next(s for s in STEPS if s.choices)
    result = attempt(step, step.start(), "purple")
    assert not result.right and all(f"'{c}'" in result.message for c in step.choices)


def test_unreadable_answers_are_explained() -> None:
    step = step_of("place")
    result = attempt(step, step.start(), "fly away")
    assert not result.right and "not an Apacze i Komancze action" in result.message


# --- issue #21: every rule taught, prompts that do not give their answer away, feedback that fits ---------

#: words a prompt used to give away (steps 2, 3 and 5 named their move; give_up named its action; place
#: pointed at the dashed squares, which are exactly the legal spots)
GIVEN_AWAY = {"place": ("dashed", "beside the totem", "any turn"),
              "put": ("put one", "1 indian", "one indian", "is free"),
              "one_player": ("0,0:a", "0,2:a", "move one"),
              "teepee": ("size 2", "build a teepee"),
              "give_up": ("give", "animal"),
              "gather": ("gather", "0,2:c"),
              "enlarge": ("enlarg", "to 2", "swap"),
              "buy": ("buy", "shop", "size 3"),
              "settle": ("exchange", "trade"),
              "winner": ("give up", "for turkey")}


@pytest.mark.parametrize("step", [s for s in STEPS if not s.choices], ids=[s.id for s in STEPS if not s.choices])
def test_no_prompt_names_its_answer(step: Step) -> None:
    state = step.start()
    prompt = str(step.prompt).lower()
    for text in step.accepted:
        assert text not in prompt and str(state.describe(state.parse_action(text))).lower() not in prompt, text
    for words in GIVEN_AWAY.get(step.id, ()):
        assert words not in prompt, (step.id, words)
    assert set(GIVEN_AWAY) <= {s.id for s in STEPS}


def test_the_setup_questions() -> None:
    from tutor.games.apacze.constants import CAMP_INDIANS, CAMP_SIZES, START_ANIMALS, TILES_BY_PLAYERS
    from tutor.games.apacze.state import Game
    assert step_of("pile").accepted == (str(TILES_BY_PLAYERS[3]),)
    assert "20" in step_of("pile").choices and 5 not in TILES_BY_PLAYERS   # the fifth player's pile
    with pytest.raises(ValueError):
        Game(players=5)
    new = Game(players=2).new_state()
    assert new.camp[0] == (CAMP_INDIANS, CAMP_SIZES, CAMP_SIZES) == (4, (1, 2), (1, 2))
    assert new.animals[0] == (START_ANIMALS,) * 3 == (10, 10, 10)
    assert step_of("rounds").accepted == (str(Game(players=2).rounds),)


def test_turns_go_round_from_the_totem_holder() -> None:
    step = step_of("order")
    state = step.start()
    assert state.holder == 1 and state.current_player == LEARNER
    after = state.apply(state.parse_action("place at 1,0 turned 0")).apply(state.parse_action("put no indians"))
    assert after.current_player == 1 and step.accepted == ("yellow",)


def test_gathering_brings_indians_from_beyond_a_long_move() -> None:
    step = step_of("gather")
    state = step.start()
    assert (0, 2, "c") not in state.reach((0, 0, "a"), 3)
    after = attempt(step, state, "gather at 0,2:c").state
    assert after.indians_on()[(0, 2, "c")] == (0, 3) and sum(after.animals[0]) == 28


def test_enlarging_swaps_the_teepee_and_leads() -> None:
    step = step_of("enlarge")
    after = attempt(step, step.start(), step.accepted[0]).state
    assert after.buildings_on()[(0, 0, "a")] == (0, 0, 2) and after.camp[0].teepees == (1,)
    assert sum(after.animals[0]) == 30
    prairie = next(r for r in after.scoring() if (0, 0, "a") in r.fields)
    assert {(s.player, s.place) for s in prairie.standings} == {(0, 1), (1, 2)}
    refused = attempt(step, step.start(), "build teepee 2 at 0,0:a")   # the beginner's answer: the engine's verdict
    assert not refused.right and "already has a building" in refused.message and "Swap the one" in refused.message


def test_buying_the_larger_teepee_takes_the_lead() -> None:
    step = step_of("buy")
    state = step.start()
    assert not any(str(a).startswith("build teepee 3") for a in state.legal_actions())
    after = attempt(step, state, "buy teepee 3").state
    assert after.buildings_on()[(0, 0, "a")] == (0, 0, 3) and sum(after.animals[0]) == 30 - 9 - 4
    prairie = next(r for r in after.scoring() if (0, 0, "a") in r.fields)
    assert {(s.player, s.place) for s in prairie.standings} == {(0, 1), (1, 2)}
    level = state.apply(state.parse_action("build teepee 2 at 0,0:a"))
    prairie = next(r for r in level.scoring() if (0, 0, "a") in r.fields)
    assert {(s.player, s.place) for s in prairie.standings} == {(1, 1), (0, 2)}


def test_an_exchange_settles_the_track() -> None:
    step = step_of("settle")
    state = step.start()
    assert state.phase_name == "settle" and state.current_player == LEARNER
    for text in step.accepted:
        after = attempt(step, state, text).state
        assert after.phase_name == "draw" and max(after.animals[0]) <= 15 and sum(after.animals[0]) == 35
    assert attempt(step, state, "buy indian").state.phase_name == "settle"


def test_the_last_action_decides_the_winner() -> None:
    assert step_of("last_round").position == step_of("winner").position
    step = step_of("winner")
    state = step.start()
    assert state.round == state.game.rounds - 1 and state.drawn == state.game.tiles == 12
    for text in step.accepted:
        after = attempt(step, state, text).state
        assert after.is_terminal and after.outcome().winners == (0,), text
        assert [sum(a) for a in after.animals] == [33, 33]
    for text in ("give up canoe for bison", "give up gathering for salmon"):
        after = state.apply(state.parse_action(text))
        assert after.outcome().winners == (0, 1), text
        result = attempt(step, state, text)
        assert not result.right and ("bison" in result.message or "salmon" in result.message)


def test_the_put_feedback_fits_the_position() -> None:
    """The camp holds four Indians: five are refused for that, not because 'you have only one to put'."""
    step = step_of("put")
    state = step.start()
    assert state.camp[0].indians == 4
    result = attempt(step, state, "put 5 indians on a")
    assert not result.right and "only four" in result.message and "only one" not in result.message
    for text in ("put 2 indians on a", "put 4 indians on c"):
        result = attempt(step, state, text)
        assert not result.right and "without spending" in result.message, text
