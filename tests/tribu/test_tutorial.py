"""The Tribù tutorial: every step starts as the learner's turn and every card is accounted for, before and after.

Every step's right and wrong choices are walked for every game in tests/test_tutorial_feedback.py."""
import re

import pytest

from tests.tribu.helpers import conserved
from tutor.core import rule
from tutor.games.tribu.tutorial import LEARNER, STEPS, attempt, table


@pytest.mark.parametrize("step", STEPS, ids=[s.id for s in STEPS])
def test_step_plays(step):
    state = step.start()
    conserved(state)
    assert state.current_player == LEARNER
    assert all(rule(r) for r in step.rules)
    for answer in step.accepted:
        conserved(attempt(step, state, answer).state)


def test_the_tour_covers_the_brief():
    ids = {s.id for s in STEPS}
    assert {"tribu", "order", "activate", "attack", "defend", "draw_three", "block", "steal", "scoring"} <= ids


def test_scoring_step_scores_what_it_says():
    step = next(s for s in STEPS if s.id == "scoring")
    result = attempt(step, step.start(), step.accepted[0])
    assert result.state.last == (55, 4) and "55" in step.explanation
    assert result.state.challenge == 2


def test_typos_are_explained():
    step = STEPS[0]
    assert "not a Tribù Indiani action" in attempt(step, step.start(), "lay the warrior").message
    assert "no card called" in attempt(step, step.start(), "discard bear").message


def test_table_puts_the_rest_in_the_draw_pile():
    from tutor.games.tribu import Game
    state = Game.parse(table("canoe / moon", "hunter.salmon / -"))
    assert sum(state.deck) == 100 - 4


# --- issue #21: every rule taught, prompts that do not give the answer, feedback that fits the choice ---

def _step(step_id):
    return next(s for s in STEPS if s.id == step_id)


#: words a step's prompt must not contain: they would name the right answer
GIVEAWAYS = {
    "deal": ["shaman"], "tribu": ["warrior"], "draw": ["draw from", "take the"], "one_card": ["lightning"],
    "discard": ["sky flag"], "clones": ["healer"], "magic": ["warrior"], "swap": ["swap", "courage"],
    "activate": ["activate", "courage", "put your"], "attack": ["attack"], "defend": ["answer", "courage"],
    "draw_three": ["draw three", "draws three", "three cards"], "block": ["block"], "steal": ["steal"],
    "reshuffle": ["shuffle"], "target": ["canoe"], "limits": ["pipe"],
}


@pytest.mark.parametrize("step_id", sorted(GIVEAWAYS))
def test_the_prompt_does_not_name_its_answer(step_id):
    prompt = str(_step(step_id).prompt).lower()
    assert not [w for w in GIVEAWAYS[step_id] if w in prompt]


def test_activating_the_totem_is_not_told_that_the_totem_stays_in_hand():
    step = _step("totem")
    for choice in ("activate totem on chain a", "activate totem on chain b"):
        message = str(attempt(step, step.start(), choice).message)
        assert "stays in hand" not in message and "activated Totem" in message, choice


@pytest.mark.parametrize("step", STEPS, ids=[s.id for s in STEPS])
def test_a_choice_is_not_put_where_a_card_name_belongs(step):
    """'Discarding 'discard block'': a feedback text names the whole choice, never a verb and then the choice."""
    state = step.start()
    for action in state.legal_actions():
        if str(action) in step.accepted:
            continue
        message = str(attempt(step, state, str(action)).message)
        assert not re.search(r"\b\w+ing '(discard|activate|play|extend|swap|draw|attack)\b", message), message


@pytest.mark.rules("tribu.diorama.multidiorama")
def test_new_steps_teach_what_the_table_decides():
    """The rules added for issue #21, each decided on its step's table."""
    deal = _step("deal").start()
    assert deal.boards and deal.board(LEARNER) == deal.boards[0] and deal.challenge == 1 and deal.dealer == LEARNER
    assert [len(h) for h in deal.hands] == [6, 5]            # five dealt each, the dealer has drawn
    clones = _step("clones")
    assert not clones.start().check(clones.start().parse_action("play tribu hunter")).ok
    multi = _step("multidiorama")
    assert multi.start().check(multi.start().parse_action(multi.wrong)).rule == "tribu.diorama.multidiorama"
    reshuffle = _step("reshuffle").start()
    assert sum(reshuffle.deck) == 1 and sum(reshuffle.played) == 4
    drawn = reshuffle.apply(reshuffle.parse_action("draw"))
    assert sum(drawn.deck) == 1  # not yet: the pile is shuffled back when its last card is drawn
    drawn = drawn.apply(drawn.parse_action("card desert wind"))
    assert drawn.discard == reshuffle.discard[-1:] and sum(drawn.played) == 4
    assert sum(drawn.deck) == len(reshuffle.discard) - 1
    target = _step("target")
    over = attempt(target, target.start(), target.accepted[0]).state
    assert over.is_terminal and over.outcome().winners == (LEARNER,) and max(over.totals) >= 100
    limits = _step("limits")
    for answer, winners in ((limits.accepted[0], (0,)), ("extend chain b with diorama canoe", (0, 1)),
                            ("discard lupo", (1,))):
        start = limits.start()
        end = start.apply(start.parse_action(answer))
        assert end.is_terminal and max(end.totals) < 100 and end.outcome().winners == winners, answer


def test_no_explanation_opens_with_a_verdict_word():
    """The page says "Right!" before the explanation: an explanation opening "Right:" would say it twice."""
    from tutor.core.i18n import using
    for lang in ("en", "it", "pl", "es"):
        with using(lang):
            for step in STEPS:
                text = step.explanation.render(lang)
                assert not re.match(r"\W*(right|correct|giusto|esatto|dobrze|brawo|correcto|bien)\b", text, re.I), \
                    (lang, step.id, text)


def test_the_reshuffle_step_follows_the_rule_of_the_last_card():
    step = _step("reshuffle")
    assert "last card" in str(step.explanation) and "empty" not in str(step.prompt).lower()
