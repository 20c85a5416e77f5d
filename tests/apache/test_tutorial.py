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


def _answer_words(action) -> list[str]:
    """What would give a step's answer away in its prompt: the hand card to play, or the Indian to name."""
    from tutor.games.apache import actions as A
    from tutor.games.apache.cards import KINDS, card_name
    if action.verb == A.PLAY:
        kind = KINDS[action.kind]
        return [f"your {kind}", f"{kind} hand card", f"play your"]
    if action.verb in (A.CAPTURE, A.MARRY):
        return [card_name(action.card)]
    return []


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.id)
def test_no_prompt_names_its_answer(step):
    """Issue #21: 'claim' said which hand card to play, 'shared_booty' which prisoner to take; the learner
    must find the answer on the board."""
    state = step.start()
    prompt = step.prompt.lower()
    for text in step.accepted:
        for words in _answer_words(state.parse_action(text)):
            assert words not in prompt, (step.id, words)


def test_claiming_and_waiting_are_advice_that_agrees():
    """Issue #21: 'claim' (three buffalo) called waiting wrong because a rival may come, 'wait' (two buffalo)
    called claiming wrong because nobody could take them yet. Now the claim step has a rival hunter face up
    (the reason to claim), the wait step has none, and both say the rules allow the other choice."""
    by_id = {s.id: s for s in STEPS}
    claim, wait = by_id["claim"].start(), by_id["wait"].start()
    assert claim.can_claim(1, 3) and not any(wait.can_claim(seat, 3) for seat in (1, 2))  # 3 = hunter
    assert "allowed" in str(by_id["claim"].feedback["close"])
    assert "allow" in str(by_id["wait"].feedback["red plays hunter"])
    assert "claim one buffalo" not in by_id["wait"].prompt
    for step in STEPS:
        assert not step.explanation.startswith("Right"), step.id


def test_a_chiefs_refused_claim_suggests_a_prisoner_on_the_table():
    """Issue #21: in the chief step, 'red takes totem poles' suggested capturing a green warrior, who is not there."""
    step = next(s for s in STEPS if s.id == "chief")
    feedback = attempt(step, step.start(), "red takes totem poles")
    assert not feedback.right and "green warrior" not in feedback.message and "yellow hunter" in feedback.message
