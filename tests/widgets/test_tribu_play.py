"""The Tribù play app driven by clicks, without a browser."""
from tests.widgets.helpers import buttons
from tutor.games.tribu.tutorial import table
from tutor.widgets.tribu_play import PlayApp

ATTACKED = table("canoe block / moon lupo", "hunter.salmon.moon[courage-feathers] / shaman.red-statue[bisonte]",
                 phase="start 1")


def click(app, description):
    next(b for b in buttons(app, "tribu-action") if b.description == description).click()


def test_a_turn_against_a_bot_then_undo():
    app = PlayApp(seed=2)
    board = app.board.value
    click(app, "draw")
    assert app.board.value != board and "player 1: draw" in app.log_view.value
    discard = next(b for b in buttons(app, "tribu-action") if b.description.startswith("discard"))
    assert "turn ends" in discard.tooltip
    discard.click()
    assert app.state.current_player == 0 and "player 2: " in app.log_view.value  # the bot has played
    buttons(app, "tribu-undo")[0].click()
    buttons(app, "tribu-undo")[0].click()
    assert app.state.phase == "start" and app.board.value == board and "player 1: draw" not in app.log_view.value
    buttons(app, "tribu-undo")[0].click()
    assert "nothing to undo" in app.message.value


def test_typed_actions_are_checked():
    app = PlayApp(seed=2)
    app.typed.value = "discard lupo"
    buttons(app, "tribu-try")[0].click()
    assert "Not allowed" in app.message.value and "draw first" in app.message.value
    app.typed.value = "dance"
    buttons(app, "tribu-try")[0].click()
    assert "not a Tribù Indiani action" in app.message.value


def test_load_position_and_bad_string():
    app = PlayApp(seed=2)
    before = app.position.value
    app.paste.value = "tribu 9 | nonsense"
    buttons(app, "tribu-load")[0].click()
    assert "cannot be read" in app.message.value and "tutor-error" in app.message.value
    assert app.position.value == before
    app.paste.value = ATTACKED
    buttons(app, "tribu-load")[0].click()  # the bot attacks with its buffalo: you answer
    assert app.state.phase == "answer" and app.state.current_player == 0
    click(app, "answer with courage feathers from chain a")
    assert app.state.chains[0][0].cards[-1] != app.state.chains[0][0].tribu
    assert "?position=tribu" in app.link.value


def test_hot_seat_hides_hands_between_players():
    app = PlayApp(seed=2)
    app.setup.hot_seat.value = True
    buttons(app, "tribu-start")[0].click()
    click(app, "draw")
    next(b for b in buttons(app, "tribu-action") if b.description.startswith("discard")).click()
    assert app.board.value == "" and "Pass the screen to player 2" in app.status.value
    assert buttons(app, "tribu-action") == []
    buttons(app, "tribu-reveal")[0].click()
    assert app.viewer == 1 and "Player 2 (you)" in app.status.value and "view of player 2" in app.board.value
    assert buttons(app, "tribu-action")


def test_setup_chooses_players_and_readings():
    app = PlayApp(seed=1)
    app.setup.players.value = 3
    app.setup.options["block"].value = "chain_only"
    buttons(app, "tribu-start")[0].click()
    assert app.state.game.num_players == 3 and app.state.game.options["block"] == "chain_only"
    assert "changed from the default" in app.readings.value
