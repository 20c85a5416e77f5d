"""What the learn page says after an answer (issue #21): praise said once, nonsense not answered with an
unrelated rule, and a punished answer shown with its cost, the learner told to try again, nothing given away."""
from __future__ import annotations

import re
from html import unescape

import pytest

from tutor.core.i18n import LANGUAGES, M, tr, using
from tutor.widgets.learn import after_opening
from tests.helpers import page_module
from tutor.games import registered_games

GAMES = [info.id for info in registered_games()]


def app_of(game: str):
    return page_module(game, "learn").LearnApp()


def shown(html: str) -> str:
    return unescape(re.sub(r"<[^>]+>", "", html))


def test_an_opening_that_repeats_the_praise_is_dropped():
    praise = M("Right! {message}")
    assert after_opening("Right: the hunter claims.", praise) == "The hunter claims."
    assert after_opening("Right! Two teepees beat one.", praise) == "Two teepees beat one."
    assert after_opening("Rightly so: nothing else.", praise) == "Rightly so: nothing else."
    assert after_opening("Right", praise) == "Right"


@pytest.mark.parametrize("lang", ["en", *LANGUAGES])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_right_answer_is_praised_once_on_every_step(game, lang):
    with using(lang):
        app = app_of(game)
        word = re.search(r"\w+", tr(M("Right! {message}"))).group(0).casefold()
        for index, step in enumerate(app.steps):
            app.go(index)
            app.answer(step.accepted[0])
            text = shown(app.feedback.value)
            assert app.solved, (step.id, text)
            opening = re.findall(r"\w+", text)[:2]
            assert opening[0].casefold() == word and opening[1].casefold() not in (word, "right"), (step.id, text)
            app.show_me()
            given = re.findall(r"\w+", shown(app.feedback.value).split(".", 1)[-1])
            assert given[:1] != [word] and given[:1] != ["Right"], (step.id, shown(app.feedback.value))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_nonsense_is_said_unreadable_with_no_rule(game):
    app = app_of(game)
    for index, step in enumerate(app.steps):
        app.go(index)
        app.answer("xyzzy plugh 42")
        assert not app.solved
        assert "tutor-rule-link" not in app.feedback.value, (step.id, app.feedback.value)
        assert not any(r in app.feedback.value for r in step.rules), step.id
        if not step.choices:
            assert "could not be read" in shown(app.feedback.value), step.id


def test_a_punished_answer_shows_its_cost_says_try_again_and_gives_nothing_away():
    app = app_of("apache")
    index = next(i for i, s in enumerate(app.steps) if s.id == "claim")
    app.go(index)
    app.answer("red plays chief")
    text = shown(app.feedback.value)
    assert "punishes" in text and "Try again" in text
    assert not app.solved and app.punished
    assert app.state != app.step.start()   # the cost shows on the board
    # nothing to press or click that would turn the next card (its name was on the old reveal button)
    assert list(app.answers.children) == [] and app.click_choices() == [] and app.board.live == []
    assert "chief" not in " ".join(b.description for b in app.answers.children)
    # the next answer replays the step from its start, and may solve it
    app.answer("red plays hunter")
    assert app.solved and not app.punished


def test_try_again_after_a_punished_answer_offers_the_steps_answers_again():
    app = app_of("apache")
    index = next(i for i, s in enumerate(app.steps) if s.id == "claim")
    app.go(index)
    app.answer("red plays chief")
    app.go(index)
    assert not app.punished and app.state == app.step.start()
    assert any("hunter" in b.description for b in app.answers.children)


def test_an_explanation_that_opens_with_right_is_not_praised_twice():
    from dataclasses import replace

    from tutor.core.tutorial import Steps
    from tutor.games.apache.tutorial import STEPS
    from tutor.widgets.apache_learn import LearnApp

    step = replace(STEPS[0], explanation=M("Right: the card is yours."))
    app = LearnApp(Steps((step,)))
    app.answer(step.accepted[0])
    assert shown(app.feedback.value) == "Right! The card is yours."
    app.show_me()
    assert "Right" not in shown(app.feedback.value)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_steps_rules_are_named_by_title_and_rulebook_section_not_by_id_or_file(game):
    app = app_of(game)
    for index, step in enumerate(app.steps):
        app.go(index)
        text = shown(app.rules_box.value)
        assert not any(r in text for r in step.rules), (step.id, text)  # ids only in links' addresses
        assert ".txt" not in text and "From the rulebook:" in text
