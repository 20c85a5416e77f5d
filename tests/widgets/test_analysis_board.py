"""The analysis board page (tutor.widgets.analysis_board), without a browser: opening positions, the ranking
table, best and equal marks, hover and click messages from the table's anywidget, chance nodes, Stop and Resume."""
from __future__ import annotations

import threading
import time
from urllib.parse import parse_qs, urlsplit

import pytest

from tutor.analysis import Ranking
from tutor.analysis.ranking import MoveValue
from tutor.core.api import CHANCE, SIMULTANEOUS
from tutor.games import game_info, registered_games
from tutor.sim import Estimate
from tutor.widgets.analysis_board import BoardApp, RankingTable
from tutor.widgets.landing import game_html

from .helpers import buttons

GAMES = [pytest.param(info, id=info.id) for info in registered_games()]


@pytest.fixture
def pages():
    """Make pages; every page's ranking thread is stopped and joined at the end (no thread left behind)."""
    made: list[BoardApp] = []
    before = set(threading.enumerate())

    def make(position=None, **kwargs) -> BoardApp:
        kwargs.setdefault("background", False)
        kwargs.setdefault("rounds", 1)
        app = BoardApp(position, **kwargs)
        made.append(app)
        return app

    yield make
    for app in made:
        app.close()
    left = [t for t in threading.enumerate() if t not in before and t.is_alive()]
    assert not left, f"threads left running: {left}"


def one(box, cls):
    found = buttons(box, cls)
    assert len(found) == 1, f"{len(found)} widgets of class {cls}"
    return found[0]


def ranked(app: BoardApp) -> BoardApp:
    """Past a chance node (letting chance move) to a position with a ranking."""
    for _ in range(10):
        if app.state.current_player != CHANCE:
            break
        one(app, "board-chance").click()
    return app


@pytest.mark.parametrize("info", GAMES)
def test_every_game_opens_from_its_sample_with_a_sorted_ranking(pages, info):
    app = pages()
    assert app.main.layout.display == "none" and not app.table.rows   # no position yet: the picker
    one(app, f"board-pick-{info.id}").click()
    assert app.state.notation() == info.parse(info.samples[0]).notation()
    ranked(app)
    assert app.ranking is not None
    rows = app.table.rows
    assert [r["key"] for r in rows] == [m.text for m in app.ranking.moves]
    assert {r["key"] for r in rows} == {str(a) for a in app.state.legal_actions(app.ranker.player)}
    values = [m.win.value for m in app.ranking.moves]
    assert values == sorted(values, reverse=True)
    assert all(r["move"] and r["value"] and r["games"] for r in rows)
    assert str(app.ranking.games) in app.status.value.replace(",", "")
    assert info.title in app.position.value


@pytest.mark.parametrize("info", GAMES)
def test_a_link_opens_the_board_at_its_position(pages, info):
    state = ranked(pages(info.samples[0])).state
    app = pages(state.notation())
    assert app.state.notation() == state.notation()
    link = one(app, "board-link").value
    query = parse_qs(urlsplit(link.split("href='")[1].split("'")[0].replace("&amp;", "&")).query)
    assert query["position"] == [state.notation()]


def test_a_bad_pasted_position_says_why_and_keeps_the_page(pages):
    info = game_info("apache")
    app = pages(info.samples[0])
    before, rows = app.state, app.table.rows
    for text in ("chess e4 e5", "apache nonsense | here", ""):
        one(app, "board-paste").value = text
        one(app, "board-open").click()
        assert app.state is before and app.table.rows == rows
        assert "tutor-error" in app.message.value
    assert "chess" in pages("chess e4").message.value  # a link that cannot be read says so too


def test_a_pasted_position_opens(pages):
    app = pages(game_info("apache").samples[0])
    tribu = game_info("tribu").samples[0]
    one(app, "board-paste").value = tribu
    one(app, "board-open").click()
    assert app.state.game.name == "tribu" and app.table.rows and "tutor-error" not in app.message.value


def test_a_chance_node_says_so_and_shows_no_table(pages):
    app = pages(game_info("fort_apache").samples[0])
    assert app.state.current_player == CHANCE
    assert "chance moves here" in app.status.value
    assert app.table not in app.side.children and app.ranker is None
    assert one(app, "board-chance").layout.display != "none"
    one(app, "board-chance").click()
    assert app.state.current_player != CHANCE and app.table.rows
    one(app, "board-back").click()
    assert app.state.current_player == CHANCE


def test_the_end_of_a_game_says_so(pages):
    import random

    from tutor.core.play import random_action, sample_chance

    info = game_info("tribu")
    state, rng = info.parse(info.samples[0]), random.Random(1)
    while not state.is_terminal:
        state = state.apply(sample_chance(state, rng) if state.current_player == CHANCE else random_action(state, rng))
    app = pages(state.notation())
    assert "the game is over" in app.status.value and app.table not in app.side.children


def value(action, win: float, half: float, games: int = 100) -> MoveValue:
    return MoveValue(action, Estimate(win, win - half, win + half, games), Estimate(win, win, win, games),
                     (win,), games)


def test_best_and_equal_marks_follow_the_ranking(pages):
    app = pages(game_info("apacze").samples[0])
    state, player = app.state, app.ranker.player
    a, b, c = state.legal_actions(player)[:3]
    separated = Ranking(state, player, (value(a, 0.8, 0.05), value(b, 0.5, 0.05), value(c, 0.4, 0.05)), 300, 1.0,
                        False)
    app.show(separated)
    rows = app.table.rows
    assert [r["best"] for r in rows] == [True, False, False] and not any(r["equal"] for r in rows)
    assert "★" in rows[0]["mark"] and "Decided" in app.status.value
    equal = Ranking(state, player, (value(a, 0.50, 0.01), value(b, 0.49, 0.01), value(c, 0.2, 0.01)), 300, 1.0,
                    False)
    app.show(equal)
    rows = app.table.rows
    assert [r["equal"] for r in rows] == [True, True, False] and not any(r["best"] for r in rows)
    assert "as good as each other" in app.status.value
    open_ = Ranking(state, player, (value(a, 0.5, 0.2), value(b, 0.45, 0.2), value(c, 0.4, 0.2)), 30, 0.1, False)
    app.show(open_)
    assert not any(r["best"] or r["equal"] for r in app.table.rows) and "Not decided" in app.status.value


def test_hover_shows_the_move_on_the_board_and_click_plays_it(pages):
    info = game_info("tribu")
    app = pages(info.samples[0])
    plain = app.board.svg
    key = app.table.rows[0]["key"]
    action = app.action_of(key)
    path = [p for p in info.click_path(app.state, action) if not p.startswith("button:")]
    assert path
    app.table._received(app.table, {"kind": "hover", "key": key}, [])   # what the browser sends
    assert app.board.selected == path and app.board.svg != plain
    assert app.state.describe(action) in app.message.value
    app.table.hover(None)
    assert app.board.selected == [] and app.board.svg == plain
    before = app.state
    app.table._received(app.table, {"kind": "click", "key": key}, [])
    assert app.state == before.apply(action) and app.history == [before]
    assert not one(app, "board-back").disabled
    one(app, "board-back").click()
    assert app.state == before and app.history == []
    app.table.click("no such move")
    assert app.state == before and "tutor-error" in app.message.value
    app.table._received(app.table, {"kind": "click", "key": 3}, [])   # a malformed message changes nothing
    assert app.state == before


def test_a_simultaneous_window_ranks_the_player_chosen(pages):
    app = pages(game_info("apache").samples[0])
    assert app.state.current_player == SIMULTANEOUS
    menu = one(app, "board-player")
    players = [p for _, p in menu.options]
    assert len(players) > 1 and app.ranker.player == players[0]
    menu.value = players[1]
    assert app.ranker.player == players[1]
    assert {r["key"] for r in app.table.rows} == {str(a) for a in app.state.legal_actions(players[1])}


def test_hidden_games_draw_the_board_for_the_ranked_player_and_say_what_the_ranking_knows(pages):
    app = pages(game_info("tribu").samples[0])
    assert app.viewer() == app.ranker.player
    assert app.state.game.player_name(app.ranker.player) in app.note.value
    assert ("The ranking is for what" in app.note.value) == app.ranker.hidden
    assert pages(game_info("fort_apache").samples[0]).viewer() is None


def test_fort_apache_dice_odds_stand_beside_the_moves_they_concern(pages):
    from tutor.games.fort_apache.odds import action_chance

    app = ranked(pages(game_info("fort_apache").samples[0]))
    for _ in range(30):  # play the leading move until a position where some move rolls dice
        if any(action_chance(app.state, a) for a in app.state.legal_actions(app.ranker.player)):
            break
        app.play(app.table.rows[0]["key"])
        ranked(app)
    with_odds = [r for r in app.table.rows if r["odds"]]
    assert with_odds and all("%" in r["odds"] for r in with_odds)
    assert all(bool(r["odds"]) == bool(action_chance(app.state, app.action_of(r["key"]))) for r in app.table.rows)
    assert app.odds.value


def test_apacze_shows_no_exact_odds(pages):
    app = pages(game_info("apacze").samples[0])
    assert app.odds.value == "" and not any(r["odds"] for r in app.table.rows)


def wait_for(condition, timeout=60.0):
    end = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < end, "the page never got there"
        time.sleep(0.02)


def test_stop_and_resume_in_the_background(pages):
    app = pages(game_info("apacze").samples[0], background=True, rounds=None)
    wait_for(lambda: app.ranking is not None and app.table.rows)
    stop, resume = one(app, "board-stop"), one(app, "board-resume")
    if app.running:
        assert not stop.disabled and resume.disabled
        stop.click()
        app.wait(60)
    assert not app.running and app.status_kind in ("stopped", "decided")
    assert resume.disabled is False and stop.disabled
    games = app.ranking.games
    resume.click()
    assert app.running or app.ranking.games > games
    wait_for(lambda: app.ranking.games > games)
    app.stop()
    app.wait(60)
    assert not app.running and "Resume refines further" in app.status.value


def test_a_ranking_stops_by_itself_once_decided(pages):
    app = pages(game_info("fort_apache").samples[0], background=True, rounds=None)
    one(app, "board-chance").click()   # one move: decided at once
    app.wait(60)
    assert app.status_kind == "decided" and app.ranking.decided
    assert "stopped by itself" in app.status.value


def test_the_ranking_table_is_an_anywidget_reporting_rows():
    table = RankingTable()
    seen = []
    table.on_hover(seen.append)
    table.on_click(lambda key: seen.append(("click", key)))
    table._received(table, {"kind": "hover", "key": "a"}, [])
    table._received(table, {"kind": "hover", "key": None}, [])
    table._received(table, {"kind": "click", "key": "b"}, [])
    table._received(table, {"kind": "click", "key": "x" * 1000}, [])
    table._received(table, "nonsense", [])
    assert seen == ["a", None, ("click", "b")]
    assert table.head["move"] and table.head["value"]


@pytest.mark.parametrize("info", GAMES)
def test_each_landing_card_links_to_the_board(info):
    html = game_html(info)
    assert "board-landing-link" in html and "board.ipynb?position=" in html


def test_the_editor_links_a_valid_position_to_the_board():
    from tutor.widgets.apache_setup import SetupApp

    info = game_info("apache")
    app = SetupApp(position=info.samples[0])
    assert "board-editor-link" in app.links.value and "board.ipynb?position=" in app.links.value


@pytest.mark.parametrize(("game", "points"), [("fort_apache", False), ("apacze", True)])
def test_points_are_shown_where_the_game_scores_beyond_a_win(pages, game, points):
    app = ranked(pages(game_info(game).samples[0]))
    assert app.table.scored is points


def test_apache_shows_the_next_reveals_odds_for_the_ranked_players_hand(pages):
    from tutor.games.apache.odds import hand_card_chances

    app = pages(game_info("apache").samples[0])
    state, player = app.state, app.ranker.player
    kinds = sorted(set(state.hand(player)))
    assert kinds and "face-down cards" in app.odds.value
    from tutor.core.i18n import tr

    for kind in kinds:
        assert tr(hand_card_chances(state, player, kind, 1)[-1].explain()).split(":")[0] in app.odds.value


def test_tribu_shows_the_next_draws_odds_for_the_ranked_players_chains():
    import random

    from tutor.core.i18n import tr
    from tutor.core.play import random_action
    from tutor.games.tribu.odds import all_chain_odds
    from tutor.games.tribu.view import view_of
    from tutor.widgets.analysis_board import exact_odds

    info = game_info("tribu")
    state, rng = info.parse(info.samples[0]), random.Random(3)
    for _ in range(200):
        if state.is_terminal:
            break
        if state.current_player >= 0:
            odds = [o for o in all_chain_odds(view_of(state, state.current_player), state.game, 1) if o.wanted]
            if odds:
                per_move, lines = exact_odds(info, state, state.current_player, state.legal_actions())
                assert not per_move and lines[1:] == [tr(o.explain()) for o in odds]
                return
        state = state.apply(random_action(state, rng))
    pytest.fail("no position where the player to move has a chain waiting for a card")


def test_every_input_of_the_board_holds_against_a_scripted_front_end(pages):
    from ipywidgets.widgets import widget as widget_module

    from tests.widgets.test_bounded import INPUTS, OUTPUTS, attack
    from tutor.widgets import bounded

    before = set(widget_module._instances)
    app = pages(game_info("apache").samples[0])   # a simultaneous window: the player menu is offered
    made = [w for key, w in list(widget_module._instances.items()) if key not in before]
    inputs = [w for w in made if isinstance(w, INPUTS) and not isinstance(w, OUTPUTS)]
    assert inputs and all(isinstance(w, bounded.Guarded) for w in inputs)
    for widget in inputs:
        attack(widget)
    assert app.state.game.name == "apache"
