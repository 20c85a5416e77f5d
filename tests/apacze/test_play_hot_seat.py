"""The Apacze i Komancze play page in hot-seat (issue #21): a tile in hand is secret, so between two people
the shared hand-over screen shows only whose turn it is, and the board is drawn for the person at the
screen, never with another player's tile; a round's scoring (public) is read before the screen passes on."""
from __future__ import annotations

from tests.widgets.helpers import buttons as find
from tutor.games.apacze.tutorial import STEPS
from tutor.widgets.apacze_play import PlayApp


def hot_seat(players: int = 3, seed: int = 4) -> PlayApp:
    app = PlayApp(seed=seed)
    app.setup.hot_seat.value = True
    app.setup.players.value = players
    find(app, "apacze-start")[0].click()
    assert app.match.people == list(range(players))
    return app


def in_hand(kind: str) -> str:
    return f"in hand: {kind}"


def test_the_screen_is_handed_over_and_only_the_tile_of_the_person_at_it_is_drawn() -> None:
    app = hot_seat()
    state = app.state
    assert state.current_player == 0 == app.viewer and state.phase_name == "act"
    red, yellow = state.hands[0], state.hands[1]
    assert red and yellow and red != yellow and state.hands[2] not in (red, yellow)
    assert in_hand(red) in app.board.value and in_hand(yellow) not in app.board.value
    app.act(next(a for a in state.legal_actions() if not str(a).startswith("place")))  # red keeps the ford
    assert app.state.current_player == 1 and app.state.hands[0] == red
    # the hand-over screen: whose turn, and nothing of the board, the log, the position or the buttons
    assert "Pass the screen to yellow" in app.status.value
    assert app.board.value == "" and app.log_view.value == "" and app.position.value == ""
    assert find(app, "apacze-action") == [] and find(app, "apacze-do") == [] and app.click_choices() == []
    find(app, "apacze-reveal")[0].click()
    assert app.viewer == 1 and not find(app, "apacze-reveal")
    assert in_hand(yellow) in app.board.value and in_hand(red) not in app.board.value
    assert f'data-tile="{red}"' not in app.board.value
    assert find(app, "apacze-action") or find(app, "apacze-do")


def test_the_log_names_a_drawn_tile_only_to_the_person_at_the_screen() -> None:
    app = hot_seat()
    red, yellow = app.state.hands[0], app.state.hands[1]
    assert f"draws a {red} tile" in app.log_view.value and f"draws a {yellow} tile" not in app.log_view.value
    app.act(next(a for a in app.state.legal_actions() if not str(a).startswith("place")))
    find(app, "apacze-reveal")[0].click()
    assert f"draws a {yellow} tile" in app.log_view.value and f"draws a {red} tile" not in app.log_view.value


def test_the_scoring_is_read_before_the_screen_passes_on() -> None:
    step = next(s for s in STEPS if s.id == "round_end")   # red's last action of round 1: the river scores
    app = hot_seat(players=2)
    app.paste.value = step.position
    find(app, "apacze-load")[0].click()
    assert app.state.current_player == 0 == app.viewer
    assert "position loaded" in app.log_view.value and "apacze 2 |" not in app.log_view.value  # no spoiler
    assert app.act(step.accepted[0])
    for text in step.after:
        assert app.act(text), text
    assert app.match.review and not find(app, "apacze-reveal") and app.board.value   # read by red, shown
    assert "is scored, region 1 of" in app.status.value
    find(app, "apacze-apply")[0].click()
    state = app.state
    assert not app.match.review and state.current_player == 0 == state.holder   # the totem came back to red
    red, yellow = state.hands
    assert red != yellow and in_hand(red) in app.board.value and in_hand(yellow) not in app.board.value
    assert app.act(next(a for a in state.legal_actions() if not str(a).startswith("place")))
    assert "Pass the screen to yellow" in app.status.value and app.board.value == ""


def test_against_bots_there_is_no_hand_over() -> None:
    app = PlayApp(seed=4)
    app.setup.players.value = 2
    find(app, "apacze-start")[0].click()
    for _ in range(30):
        if app.match.review:
            find(app, "apacze-apply")[0].click()
        else:
            assert app.act(app.state.legal_actions()[-1])
        assert not find(app, "apacze-reveal") and app.board.value and app.viewer == 0
