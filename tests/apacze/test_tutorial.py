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
    assert {s.id for s in STEPS if s.choices} == set(STANDINGS)


def test_the_round_ends_and_scores_after_the_last_step() -> None:
    step = STEPS[-1]
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
    step = STEPS[0]
    result = attempt(step, step.start(), "fly away")
    assert not result.right and "not an Apacze i Komancze action" in result.message
