"""The core's tutorial feedback: how a step's ``feedback`` keys find a choice, and how questions are judged."""
from __future__ import annotations

import pytest

from tutor.core.tutorial import Step, is_group, reply, steps_from

FEEDBACK = {
    "red plays maiden": "The maiden has no necklace to take.",
    "yellow plays * | purple plays *": "'{choice}' is another player's card. [toy.setup.hands]",
    "red plays *": "'{choice}' finds no Indian of its kind face up.",
}
STEP = Step("toy", "A toy step", ("toy.claim.window",), "-", "Claim?", ("red plays hunter",), "Right.",
            "red plays maiden", feedback=FEEDBACK)
QUESTION = Step("ask", "A question", ("toy.end.scoring",), "-", "Who wins?", ("red",), "Red has more cards.",
                "yellow", feedback={"yellow": "Yellow has two cards fewer.", "tied": "Not tied: four against two."},
                choices=("red", "yellow", "tied"))


def test_a_choice_of_its_own_wins_over_a_group():
    assert reply(STEP, "red plays maiden") == ("red plays maiden", "The maiden has no necklace to take.",
                                               "toy.claim.window")
    assert reply(STEP, "red plays chief")[0] == "red plays *"


def test_a_group_names_the_choice_and_cites_its_rule():
    key, text, cited = reply(STEP, "purple plays chief")
    assert key == "yellow plays * | purple plays *" and is_group(key)
    assert text == "'purple plays chief' is another player's card." and cited == "toy.setup.hands"


def test_a_choice_nobody_wrote_about_has_no_reply():
    assert reply(STEP, "close") is None and not is_group("close")


def test_a_question_judges_its_choices_and_refuses_the_rest():
    right = QUESTION.judge(None, "red")
    assert right.right and right.message == "Red has more cards."
    wrong = QUESTION.judge(None, "tied")
    assert not wrong.right and wrong.message == "Not tied: four against two." and wrong.rule == "toy.end.scoring"
    other = QUESTION.judge(None, "blue" * 50)
    assert not other.right and "'red', 'yellow', 'tied'" in other.message and len(other.message) < 120


def test_a_tutorial_file_with_a_mistake_says_where():
    good = {"id": "a", "title": "A", "rules": ["toy.claim.window"], "position": "-", "prompt": "?",
            "accepted": ["close"], "explanation": "!", "wrong": "red plays chief",
            "feedback": {"red plays *": "@empty"}}
    (step,) = steps_from({"texts": {"empty": "No Indian of its kind."}, "step": [good]}, Step)
    assert step.accepted == ("close",) and step.feedback == {"red plays *": "No Indian of its kind."}
    for data, words in [({"step": [good]}, "'@empty', which [texts] does not hold"),
                        ({"step": [{**good, "colour": "red"}]}, "unknown fields colour"),
                        ({"texts": {"empty": "-"}, "step": [{**good, "position": {"hands": "-"}}]}, "position builder"),
                        ({"texts": {"empty": "-"}, "step": [{"id": "b"}]}, "missing")]:
        with pytest.raises(ValueError, match="step 1 ") as error:
            steps_from(data, Step)
        assert words in str(error.value)
