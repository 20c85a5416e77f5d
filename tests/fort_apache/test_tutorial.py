"""Fort Apache's tutorial: scripted dice settle every answer, every rule is taught, outcomes as promised.

Every step's right and wrong choices are walked for every game in tests/test_tutorial_feedback.py."""
import pytest

from tutor.core import CHANCE, rules
from tutor.games.fort_apache.board import INDEX
from tutor.games.fort_apache.tutorial import STEPS, attempt

BY_ID = {s.id: s for s in STEPS}


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.id)
def test_right_answers_settle_every_die(step):
    state = step.start()
    assert state.phase_name in ("act", "save", "withdraw"), "the learner acts, never the dice"
    for answer in step.accepted:
        after = attempt(step, state, answer).state
        assert after.current_player != CHANCE, "scripted rolls settle every die"
        assert after.phase_name != "save", "no rival decision is left hanging"


def test_the_tutorial_covers_every_fort_apache_rule():
    taught = {r for step in STEPS for r in step.rules}
    assert taught == {r.id for r in rules("fort_apache.")}


def test_a_typo_gets_a_clear_message():
    step = STEPS[0]
    feedback = attempt(step, step.start(), "cowboy 9 shoots")
    assert not feedback.right and "not a Fort Apache action" in feedback.message


def right(step_id: str):
    step = BY_ID[step_id]
    return attempt(step, step.start(), step.accepted[0]).state


def test_outcomes_promised_by_explanations():
    assert right("zones").places[4] == -1  # indian 1 shot dead
    assert right("faces").places[5] == -1 and right("melee").places[4] == -1
    assert right("climb").places[4] == INDEX["north walkway"]
    assert not right("water").fire[2] and right("water").damage[2] == 1
    assert right("repair").damage[0] == 1
    burnt = right("burn_down")
    assert burnt.destroyed(0) and burnt.places[0] == -1 and burnt.hands[0][1] == 0
    assert right("gate").gate_broken
    assert right("withdraw_ammo").places[2] == INDEX["magazine"]
    assert right("withdraw_food").places[3] == INDEX["granary"]
    assert right("camp").places[7] == INDEX["southeast camp"]
    assert right("cards").tracks[0][:2] == (1, 1)
    assert right("survive").places[0] != -1
    assert right("win").outcome().winners == (1,)
    assert "supplies" in right("draw").outcome().reason or "ammunition" in right("draw").outcome().reason
    assert "rounds" in right("turn_limit").outcome().reason
