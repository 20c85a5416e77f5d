"""Every tutorial step played through: the right answer moves on, the wrong one is refused or explained."""
import pytest

from tutor.core import CHANCE, SIMULTANEOUS, rules
from tutor.games import apache
from tutor.games.apache.tutorial import LEARNER, STEPS, attempt


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.id)
def test_right_answer_moves_on(step):
    state = step.start()
    assert step.accepted and all(state.check(state.parse_action(a)).ok for a in step.accepted)
    for answer in step.accepted:
        feedback = attempt(step, state, answer)
        assert feedback.right and feedback.message == step.explanation
        assert feedback.state != state


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.id)
def test_wrong_answer_is_refused_punished_or_explained(step):
    state = step.start()
    feedback = attempt(step, state, step.wrong)
    assert not feedback.right and feedback.rule and len(feedback.message) > 20
    verdict = state.check(state.parse_action(step.wrong))
    if not verdict.ok:
        assert feedback.state == state and verdict.reason in feedback.message
    elif verdict.penalty:
        assert "punishes" in feedback.message
    else:
        assert step.why_not and feedback.message == step.why_not


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.id)
def test_the_learner_is_the_one_to_act(step):
    state = step.start()
    actor = {state.actor(state.parse_action(a)) for a in step.accepted}
    assert actor <= {LEARNER, CHANCE, SIMULTANEOUS}


def test_the_tutorial_covers_every_apache_rule():
    taught = {r for step in STEPS for r in step.rules}
    assert taught == {r.id for r in rules("apache.") if not r.id.startswith("apache.interp")}


def test_a_typo_gets_a_clear_message():
    step = STEPS[1]
    feedback = attempt(step, step.start(), "red plays shaman")
    assert not feedback.right and "hand card" in feedback.message


def test_outcomes_promised_by_explanations():
    by_id = {s.id: s for s in STEPS}
    final = attempt(by_id["last_window"], by_id["last_window"].start(), "red plays hunter").state
    assert final.is_terminal and final.outcome().scores == (4, 2)
    raid = attempt(by_id["warpath"], by_id["warpath"].start(), "red takes tomahawks").state
    assert raid.scores() == (5, 1, 1)
    shared = attempt(by_id["shared_booty"], by_id["shared_booty"].start(), "red captures green warrior").state
    assert shared.scores()[0] == 7
    nxt = by_id["next_revealer"].start()
    assert nxt.is_chance and nxt.turn == LEARNER
