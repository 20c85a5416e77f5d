"""The play page base (tutor.widgets.play_page) on every game whose play page is built on them."""
from __future__ import annotations

import inspect

import ipywidgets as widgets
import pytest

from tests.apache.test_match import ManualClock
from tests.widgets.helpers import buttons
from tutor.core import rule
from tutor.games import game_info, registered_games
from tutor.games.tribu.cards import CARDS
from tutor.widgets.play_page import PlayPage
from tutor.widgets.tribu_play import PlayApp as TribuPlay
from tests.helpers import page_module


def play_page(game_id: str) -> type[PlayPage]:
    return page_module(game_id, "play").PlayApp


ON_THE_BASE = [info.id for info in registered_games() if issubclass(play_page(info.id), PlayPage)]


def shown_text(box) -> str:
    """Everything a person can read on the page, but the setup and the rule readings (no secrets there)."""
    parts = []
    for child in getattr(box, "children", ()):
        if isinstance(child, widgets.Accordion) and ("New " in child.titles[0] or "readings" in child.titles[0]):
            continue
        if isinstance(child, (widgets.HTML, widgets.Text, widgets.Textarea)):
            parts.append(child.value)
        elif isinstance(child, widgets.Button):
            parts += [child.description, child.tooltip or ""]
        parts.append(shown_text(child))
    return "\n".join(parts)


def open_page(game_id: str, position: str | None = None) -> PlayPage:
    """A game's play page with a fixed seed (and the tests' manual clock, where it runs on a clock)."""
    app = play_page(game_id)
    clock = {"clock": ManualClock()} if "clock" in inspect.signature(app).parameters else {}
    return app(position, seed=1, **clock)


def play_once(app: PlayPage) -> None:
    """The person does one thing undo takes back: turns a card (Apache), or plays the first legal
    action, after rolling the dice that wait for them (Fort Apache)."""
    turn = buttons(app, f"{app.prefix}-facedown")
    if turn:
        turn[0].click()
        return
    if app.state.is_chance:
        buttons(app, f"{app.prefix}-roll")[0].click()
    assert app.persons_turn(app.state)
    assert app.act(app.state.legal_actions()[0])


def test_every_game_plays_on_the_base():
    assert ON_THE_BASE == [info.id for info in registered_games()]


@pytest.mark.parametrize("game_id", ON_THE_BASE)
def test_the_setup_panel_comes_from_the_registry(game_id: str):
    info = game_info(game_id)
    app = open_page(game_id)
    setup = app.setup
    assert set(setup.options) == {i.option for i in info.game.INTERPRETATIONS if i.option}
    assert (setup.players.min, setup.players.max) == (min(info.players), max(info.players))
    assert all([value for _, value in box.options] == [*info.bots, "search"] for box in setup.bots)  # + the search bot
    assert len(setup.bots) == max(info.players) - 1
    assert app.match.bots.count(None) == 1 and not app.setup.hot_seat.value


@pytest.mark.parametrize("game_id", ON_THE_BASE)
def test_undo_goes_back_to_before_the_persons_action(game_id: str):
    app = open_page(game_id)
    before = app.position.value
    play_once(app)
    assert app.position.value != before
    buttons(app, f"{app.prefix}-undo")[0].click()
    assert app.position.value == before and "Undone" in app.message.value and "(undone)" in app.log_view.value
    buttons(app, f"{app.prefix}-undo")[0].click()
    assert "nothing to undo" in app.message.value and "tutor-error" in app.message.value


@pytest.mark.parametrize("game_id", ON_THE_BASE)
def test_a_bad_position_keeps_the_game(game_id: str):
    app = open_page(game_id)
    before, log, board = app.position.value, app.log_view.value, app.board.value
    app.paste.value = f"{game_id} nonsense"
    buttons(app, f"{app.prefix}-load")[0].click()
    assert "cannot be read" in app.message.value and "tutor-error" in app.message.value
    assert (app.position.value, app.log_view.value, app.board.value) == (before, log, board)


@pytest.mark.parametrize("game_id", ON_THE_BASE)
def test_the_log_says_where_a_linked_game_started_without_secrets(game_id: str):
    sample = game_info(game_id).samples[0]
    app = open_page(game_id, sample)
    assert app.position.value == sample and "Position loaded" in app.message.value
    if app.info.hidden:
        assert "position loaded" in app.log_view.value and sample.split(" | ")[-2] not in app.log_view.value
    else:
        assert f"position loaded: {sample}" in app.log_view.value.replace("&gt;", ">").replace("&#x27;", "'")


def test_a_refused_move_shows_its_verdict_and_rule():
    app = TribuPlay(seed=2)
    verdict = app.state.check(app.state.parse_action("discard lupo"))
    app.typed.value = "discard lupo"  # Enter in the box
    assert not verdict.ok and "Not allowed" in app.message.value and "tutor-error" in app.message.value
    assert verdict.reason in app.message.value and verdict.rule in app.message.value
    assert rule(verdict.rule).text[:40] in app.message.value.replace("&#x27;", "'").replace("&quot;", '"')
    assert app.typed.value == "discard lupo"  # kept, to be corrected


def test_a_typed_move_is_played_and_the_box_emptied():
    app = TribuPlay(seed=2)
    app.typed.value = "draw"  # Enter in the box
    assert app.state.phase == "drawn" and "player 1: draw" in app.log_view.value
    assert app.typed.value == "" and "tutor-error" not in app.message.value
    app.typed.value = "dance"
    buttons(app, "tribu-try")[0].click()
    assert "not a Tribù Indiani action" in app.message.value and app.state.phase == "drawn"


@pytest.mark.parametrize("game_id", ON_THE_BASE)
def test_hot_seat_hands_the_screen_over_only_where_the_registry_says_players_hold_secrets(game_id: str):
    app = open_page(game_id)
    app.setup.hot_seat.value = True
    buttons(app, f"{app.prefix}-start")[0].click()
    seen = {app.state.current_player}
    handed = False
    for _ in range(60):
        state = app.state
        if state.is_terminal or app.handing_over():
            handed = app.handing_over()
            break
        chance = buttons(app, f"{app.prefix}-facedown") + buttons(app, f"{app.prefix}-roll")  # a card turned, dice
        if chance:
            chance[0].click()
        else:
            app.act(state.legal_actions()[0])
        seen.add(app.state.current_player)
    assert len({p for p in seen if p >= 0}) > 1, "the screen never went to another person"
    assert handed == game_info(game_id).hidden


def test_the_hot_seat_hand_over_shows_nothing_secret():
    app = TribuPlay(seed=2)
    app.setup.hot_seat.value = True
    buttons(app, "tribu-start")[0].click()
    app.typed.value = "draw"
    next(b for b in buttons(app, "tribu-action") if b.description.startswith("discard")).click()
    state = app.state
    assert state.current_player == 1 and app.handing_over()
    shown = shown_text(app).lower()
    assert "pass the screen to player 2" in shown
    names = {CARDS[card].name.lower() for hand in state.hands for card in hand}
    assert names and not [name for name in names if name in shown]
    assert state.notation() not in shown and app.log_view.value == "" and app.board.value == ""
    buttons(app, "tribu-reveal")[0].click()
    assert app.viewer == 1 and "view of player 2" in app.board.value and "player 1: draw" in app.log_view.value
    assert "player 1 draws a card" in app.log_view.value  # what player 1 drew stays theirs
