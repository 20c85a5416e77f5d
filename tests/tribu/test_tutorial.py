"""The Tribù tutorial: every step starts as the learner's turn and every card is accounted for, before and after.

Every step's right and wrong choices are walked for every game in tests/test_tutorial_feedback.py."""
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
