"""Every game's play page: save the game as a record and load it back, a bad record, the move list, the links."""
from __future__ import annotations

from urllib.parse import unquote

import pytest

from tests.helpers import page_module
from tests.widgets.helpers import buttons
from tutor.core import records
from tutor.games import registered_games

GAMES = [info.id for info in registered_games()]


def play_some(app, moves: int = 8) -> None:
    """The person plays their first legal action a few times (the bots answer): a card Apache's person turns
    over (a chance node they click) too."""
    for _ in range(moves):
        state = app.state
        if state.is_terminal or not state.legal_actions() or not (app.table.waiting_for_person() or state.is_chance):
            return
        if not app.act(state.legal_actions()[0]):
            return


def one(app, cls: str):
    found = buttons(app, f"{app.prefix}-{cls}")
    assert len(found) == 1, cls
    return found[0]


def saved(app) -> str:
    one(app, "save").click()
    return one(app, "save-text").value


@pytest.mark.parametrize("game_id", GAMES)
def test_save_then_load_on_every_play_page(game_id: str) -> None:
    App = page_module(game_id, "play").PlayApp
    app = App(seed=3)
    play_some(app)
    text = saved(app)
    moves = app.table.moves
    start = moves[0].before if moves else app.state
    record = records.read(text)
    assert record.start == start and record.actions == tuple(m.action for m in moves) and record.final == app.state
    assert record.seats == records.seats_of(app.table.bots, app.info.bots)
    link = one(app, "save-link").value
    assert f"download='{game_id}-game.txt'" in link and unquote(link.split(",", 1)[1].split("'")[0]) == text

    other = App(seed=11)
    one(other, "load-text").value = text
    one(other, "load-record").click()
    assert "Game loaded" in other.message.value
    loaded = other.table.moves
    assert [m.action for m in loaded[:len(moves)]] == [m.action for m in moves]
    assert (loaded[len(moves) - 1].after if moves else other.table.moves[0].before if loaded else other.state) == app.state
    if other.table.moves == loaded[:len(moves)]:   # nobody played on (the person takes the seat to act)
        assert other.state == app.state
    assert records.read(saved(other)).actions[:len(moves)] == record.actions


@pytest.mark.parametrize("game_id", GAMES)
def test_a_bad_record_keeps_the_game(game_id: str) -> None:
    app = page_module(game_id, "play").PlayApp(seed=3)
    play_some(app, 3)
    before, count = app.state, len(app.table.moves)
    for bad in ("not a record", saved(app).replace("Format: 1", "Format: 9"), saved(app) + "999. nonsense\n"):
        one(app, "load-text").value = bad
        one(app, "load-record").click()
        assert "cannot be read" in app.message.value and "tutor-error" in app.message.value
        assert app.state == before and len(app.table.moves) == count
    assert "line 1" in app.message.value or "line" in app.message.value


def test_a_record_of_another_game_is_refused() -> None:
    tribu = page_module("tribu", "play").PlayApp(seed=3)
    fort = page_module("fort_apache", "play").PlayApp(seed=3)
    before = fort.state
    one(fort, "load-text").value = saved(tribu)
    one(fort, "load-record").click()
    assert "tribu" in fort.message.value and fort.state == before


def test_stepping_through_the_moves_shows_each_position_and_returns() -> None:
    App = page_module("fort_apache", "play").PlayApp
    app = App(seed=3)
    play_some(app, 3)
    moves = app.table.moves
    assert len(moves) >= 3
    live = app.board.svg
    view = app.moves_view
    assert len(view.list.options) == 1     # written only when it is seen
    app.game_tools.selected_index = 0
    assert len(view.list.options) == len(moves) + 1
    assert view.list.options[1][0].startswith("1. ")
    one(app, "moves-first").click()
    assert app.board.svg == app.draw(moves[0].before, app.viewer) and app.board.live == []
    assert "Looking back" in app.status.value and app.control_box.children == ()
    assert "board.ipynb?position=" in one(app, "moves-link").value
    one(app, "moves-forward").click()
    one(app, "moves-forward").click()
    assert view.step == 2 and app.board.svg == app.draw(moves[1].after, app.viewer)
    one(app, "moves-back").click()
    assert app.board.svg == app.draw(moves[0].after, app.viewer)
    view.list.index = 3      # a click on move 3
    assert view.step == 3 and app.board.svg == app.draw(moves[2].after, app.viewer)
    one(app, "moves-last").click()
    assert view.step == len(moves)
    one(app, "moves-back-to-game").click()
    assert view.step is None and "Looking back" not in app.status.value
    assert app.board.live != [] or not app.clickable()
    assert app.board.svg == live or app.state != moves[-1].after
    one(app, "moves-first").click()
    assert app.act(app.state.legal_actions()[0])   # playing on goes back to the game
    assert view.step is None and len(view.list.options) == len(app.table.moves) + 1
    one(app, "moves-first").click()
    app.game_tools.selected_index = 1      # closing the list while looking back returns to the game
    assert view.step is None and "Looking back" not in app.status.value


def test_the_move_list_hides_what_the_viewer_may_not_see() -> None:
    app = page_module("tribu", "play").PlayApp(seed=2)
    play_some(app, 4)
    app.game_tools.selected_index = 0
    options = [label.split(". ", 1)[1] for label, _ in app.moves_view.list.options[1:]]
    said = [app.narrate(move, app.viewer) for move in app.table.moves]
    assert options == [str(lines[0]) if lines else "(not seen)" for lines in said]
    assert "(not seen)" in options   # the cards dealt to the bot are not shown
    assert all(label in app.log_view.value for label in options if label != "(not seen)")


@pytest.mark.parametrize("game_id", GAMES)
def test_analyse_this_position_link(game_id: str) -> None:
    app = page_module(game_id, "play").PlayApp(seed=3)
    link = one(app, "analyse").value
    assert "Analyse this position" in link and "board.ipynb?position=" in link
    assert game_id in unquote(link).replace("+", " ")


def test_review_starts_from_the_game(monkeypatch) -> None:
    app = page_module("fort_apache", "play").PlayApp(seed=3)
    play_some(app, 2)
    asked = []
    monkeypatch.setattr(app.review, "show_game", lambda start, actions: asked.append((start, tuple(actions))))
    one(app, "review").click()
    moves = app.table.moves
    assert asked == [(moves[0].before, tuple(m.action for m in moves))]


def test_a_hand_over_screen_hides_the_moves_and_the_record() -> None:
    app = page_module("tribu", "play").PlayApp(seed=2)
    app.setup.hot_seat.value = True
    one(app, "start").click()
    app.game_tools.selected_index = 0
    app.act(app.state.legal_actions()[0])          # draw
    one(app, "save").click()
    assert one(app, "save-text").value             # player 1 at the screen may save
    app.act(next(a for a in app.state.legal_actions() if str(a).startswith("discard")))
    assert app.handing_over() and "Pass the screen" in app.status.value
    assert app.moves_view.layout.display == "none" and one(app, "save-text").value == ""
    assert one(app, "analyse").value == ""
    one(app, "save").click()
    assert one(app, "save-text").value == "" and "handed over" in app.message.value
    one(app, "reveal").click()
    assert app.moves_view.layout.display is None and "Analyse this position" in one(app, "analyse").value
