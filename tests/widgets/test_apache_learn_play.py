"""The learn and play apps driven without a browser: clicks run their handlers, values fire observers."""
from tests.apache.test_match import ManualClock
from tutor.games.apache.tutorial import STEPS
from tutor.widgets.apache_learn import LearnApp, candidate_answers
from tutor.widgets.apache_play import PlayApp
from tests.widgets.helpers import buttons




def test_every_step_offers_its_right_and_its_wrong_answer_as_a_button():
    for step in STEPS:
        offered = candidate_answers(step, step.start())
        assert all(step.start().parse_action(text) for text in offered)
        assert set(step.accepted) <= set(offered), step.id
        state = step.start()
        assert step.wrong in offered or state.phase_name == "reveal", step.id  # there it can be typed


def test_learn_app_walks_through_a_step():
    app = LearnApp()
    app.go(1)  # claiming with a hand card
    wrong = next(b for b in buttons(app, "apache-answer") if b.description == "red plays maiden")
    wrong.click()
    assert "punishes" in app.feedback.value and not app.solved
    app.go(1)
    right = next(b for b in buttons(app, "apache-answer") if b.description == "red plays hunter")
    right.click()
    assert app.solved and "Right!" in app.feedback.value
    assert app.state.scores()[0] == 4
    buttons(app, "apache-next")[0].click()
    assert app.index == 2 and not app.solved
    app.typed.value = "red plays shaman"
    buttons(app, "apache-try")[0].click()
    assert "hand card" in app.feedback.value


def test_play_app_reveals_claims_and_refuses_bad_positions():
    clock = ManualClock()
    app = PlayApp(clock=clock, seed=3)
    board_before = app.board.value
    buttons(app, "apache-facedown")[0].click()
    assert app.board.value != board_before and "window" in app.position.value
    before = app.position.value
    app.paste.value = "apache red,yellow,green base | window red | table rH | piles - / - | out - | pow -"
    buttons(app, "apache-load")[0].click()
    assert "3 players" in app.message.value or "piles lists" in app.message.value
    assert app.position.value == before
    app.paste.value = "apache red,yellow,green base | window red | table rH 3B | piles - / - / - | out - | pow -"
    buttons(app, "apache-load")[0].click()
    assert app.position.value == app.paste.value
    buttons(app, "apache-hand-red-hunter")[0].click()
    clock.advance(10)
    assert app.match.state.scores()[0] == 4
    assert "red plays hunter (you)" in app.log_view.value
    buttons(app, "apache-undo")[0].click()
    assert app.match.state.scores()[0] == 0
    buttons(app, "apache-hint")[0].click()
    assert "hunter could" in app.message.value


def test_play_app_setup_starts_the_chosen_game():
    app = PlayApp(clock=ManualClock(), seed=1)
    app.setup.players.value = 5
    app.setup.variants[0].value = True
    app.setup.options["next_revealer"].value = "clockwise"
    app.setup.mode.value = "calm"
    buttons(app, "apache-start")[0].click()
    game = app.match.game
    assert game.num_players == 5 and game.variants == ("warpath",) and game.options["next_revealer"] == "clockwise"
    assert not app.match.realtime
    app.setup.hot_seat.value = True
    buttons(app, "apache-start")[0].click()
    assert app.match.people == [0, 1, 2, 3, 4]


def test_play_app_shows_the_readings_in_force():
    app = PlayApp(clock=ManualClock(), seed=1)
    assert "Who reveals after a claim?" in app.readings.value and "changed" not in app.readings.value
    app.setup.options["last_window"].value = "until_quiet"
    buttons(app, "apache-start")[0].click()
    assert "changed from the default" in app.readings.value
