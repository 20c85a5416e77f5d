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


#: the words that would hand the learner the answer, for the steps whose prompts used to name it (issue #21)
GIVEAWAYS = {"cowboys_move": ("magazine",), "ride": ("end the turn", "end your turn", "hold your fire"),
             "burn_down": ("end the turn", "end your turn"), "gate": ("pull", "assault", "rope"),
             "survive": ("by a hair", "save him", "survive"), "draw": ("end the turn", "end your turn"),
             "turn_limit": ("end the turn", "end your turn")}


@pytest.mark.parametrize("step_id", sorted(GIVEAWAYS))
def test_prompts_leave_the_answer_to_the_learner(step_id):
    step = BY_ID[step_id]
    prompt = str(step.prompt).lower()
    assert not [word for word in GIVEAWAYS[step_id] if word in prompt], prompt
    assert not [answer for answer in step.accepted if answer in prompt]


def test_explanations_do_not_repeat_the_pages_right():
    assert not [s.id for s in STEPS if str(s.explanation).lower().startswith(("right", "correct", "yes"))]


def test_the_control_card_is_taught_before_the_step_that_needs_it():
    order = [s.id for s in STEPS]
    assert order.index("melee") > max(order.index(i) for i in ("withdraw_ammo", "withdraw_food", "camp"))


def test_old_numbered_links_open_the_same_steps():
    assert STEPS[7].id != "melee"  # the order changed...
    assert STEPS[STEPS.index_of("8")].id == "melee" and STEPS[STEPS.index_of("17")].id == "camp"  # ...old links did not
    assert STEPS[STEPS.index_of("melee")].id == "melee"
