"""Apache's tutorial: the learner acts as red, every rule is taught, answers have the promised outcomes.

Every step's right and wrong choices are walked for every game in tests/test_tutorial_feedback.py."""
import pytest

from tutor.core import CHANCE, SIMULTANEOUS, rules
from tutor.games import apache
from tutor.games.apache.tutorial import LEARNER, STEPS, attempt


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.id)
def test_the_learner_is_the_one_to_act(step):
    state = step.start()
    actor = {state.actor(state.parse_action(a)) for a in step.accepted}
    assert actor <= {LEARNER, CHANCE, SIMULTANEOUS}


def test_the_tutorial_covers_every_apache_rule():
    taught = {r for step in STEPS for r in step.rules}
    assert taught == {r.id for r in rules("apache.") if not r.id.startswith("apache.interp")}


def test_a_rivals_card_is_not_played_for_them():
    step = next(s for s in STEPS if s.id == "claim")
    state = step.start()
    feedback = attempt(step, state, "yellow plays hunter")
    assert not feedback.right and feedback.state == state and "You play red" in feedback.message


def test_an_empty_claim_is_played_so_its_cost_shows():
    step = next(s for s in STEPS if s.id == "punishment")
    state = step.start()
    feedback = attempt(step, state, "red plays maiden")
    assert not feedback.right and "punishes" in feedback.message and "necklace" in feedback.message
    assert len(feedback.state.piles[LEARNER]) == len(state.piles[LEARNER]) - 2


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
