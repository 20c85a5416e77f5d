"""Learn boards answer clicks as play boards do: a whole path of clicks judges its action as typing it does."""
from __future__ import annotations


import pytest

from tutor.core.tutorial import Step
from tests.helpers import page_module
from tutor.games import registered_games

GAMES = [info.id for info in registered_games()]


def app_of(game: str):
    return page_module(game, "learn").LearnApp()


def path_of(app, text: str) -> tuple[str, ...]:
    choice = next((c for c in app.click_choices() if c.path and app.state.describe(app.state.parse_action(text))
                   == c.text), None)
    assert choice is not None, f"no clickable path plays {text!r}"
    return choice.path


def click(app, path: tuple[str, ...]) -> None:
    for target in path:
        assert target in app.board.live, f"{target} is not live ({app.board.live})"
        app.board.click(target)


def action_steps(game: str) -> list[tuple[int, Step]]:
    return [(i, s) for i, s in enumerate(app_of(game).steps) if not s.choices]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_clicking_the_right_answer_solves_every_step_as_typing_it_does(game):
    app, typed = app_of(game), app_of(game)
    for index, step in action_steps(game):
        app.go(index)
        typed.go(index)
        assert app.board.live, f"{game} step {step.id}: nothing on the board can be clicked"
        # a path that clicks one target twice (Apacze's "exchange 3 bison for bison") cannot be clicked: the
        # shared controller reads a second click on a chosen target as taking it back
        answer = next(a for a in step.accepted if len(set(path_of(app, a))) == len(path_of(app, a)))
        click(app, path_of(app, answer))
        typed.answer(answer)
        assert app.solved, f"{game} step {step.id}: the click did not solve the step: {app.feedback.value}"
        assert app.feedback.value == typed.feedback.value
        assert app.state == typed.state
        assert not app.board.live  # solved: nothing more to click


@pytest.mark.parametrize("game", sorted(GAMES))
def test_clicking_the_wrong_answer_gives_the_buttons_verdict(game):
    app, pressed = app_of(game), app_of(game)
    checked = 0
    for index, step in action_steps(game):
        app.go(index)
        pressed.go(index)
        offered = [c for c in app.click_choices() if c.text == app.state.describe(app.state.parse_action(step.wrong))]
        if not offered:
            continue
        click(app, offered[0].path)
        pressed.answer(step.wrong)
        assert not app.solved
        assert app.feedback.value == pressed.feedback.value, step.id
        assert app.state == pressed.state
        checked += 1
    assert checked >= 1


def test_a_question_step_has_nothing_to_click():
    app = app_of("apacze")
    index = next(i for i, s in enumerate(app.steps) if s.choices)
    app.go(index)
    assert app.click_choices() == [] and app.board.live == []
