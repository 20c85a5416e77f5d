"""The Tribù learn app driven by clicks, without a browser."""
from tutor.games.tribu.tutorial import STEPS
from tutor.widgets.tribu_learn import LearnApp, candidate_answers
from tests.widgets.helpers import buttons




def test_every_step_offers_its_right_and_wrong_answers():
    for step in STEPS:
        offered = candidate_answers(step, step.start())
        assert set(step.accepted) | {step.wrong} <= set(offered), step.id


def test_learn_app_walks_through_a_step():
    app = LearnApp()
    order = next(i for i, s in enumerate(STEPS) if s.id == "order")  # vases in order
    app.go(order)
    board = app.board.value
    next(b for b in buttons(app, "tribu-answer") if b.description == "extend chain a with diorama peace pipe").click()
    assert "next vase of warrior is flag" in app.feedback.value and not app.solved
    next(b for b in buttons(app, "tribu-answer") if b.description == "extend chain a with diorama sun flag").click()
    assert app.solved and "Right!" in app.feedback.value and app.board.value != board
    assert buttons(app, "tribu-answer") == []
    buttons(app, "tribu-next")[0].click()
    assert app.index == order + 1 and not app.solved
    app.typed.value = "discard bear"
    buttons(app, "tribu-try")[0].click()
    assert "no card called" in app.feedback.value
    buttons(app, "tribu-back")[0].click()
    assert app.index == order
