"""The position editor page (``tutor.widgets.editor.EditorPage``) for every registered game, driven as a
person would: clicks on the board's targets (or the place list), the turn and phase controls, undo; the
problems beside the board; the links that open the position in play and analysis."""
from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest

from tests.test_editing import CASES, counter_key
from tests.widgets.helpers import buttons
from tutor.games import registered_games
from tutor.widgets.editor import sibling_link
from tests.helpers import page_module

GAMES = [info.id for info in registered_games()]


def editor(game_id: str, position: str | None = None):
    app = page_module(game_id, "setup").SetupApp(position)
    info = next(i for i in registered_games() if i.id == game_id)
    if position is None:   # the tests' table: the one the model tests use
        app.state = app.edit.blank(info.game(**CASES[game_id]["game"]))
        app.show()
    return app


def do(app, step) -> None:
    """One step of a model test's edit sequence, made through the page's controls."""
    verb, *args = step
    if verb in ("place", "remove"):
        target = args[0]
        app.tool.value = "Place" if verb == "place" else "Remove"
        if verb == "place":
            app.piece.value = args[1]
        if target in app.board.live:
            app.board.click(target)   # what a click on the board sends
        else:
            app.place_list.value = target
            buttons(app, f"{app.prefix}-apply")[0].click()
    elif verb == "phase":
        app.phase.value = args[0]
    elif verb == "turn":
        app.turn.value = args[0]
    else:
        app.counter_fields[counter_key(app.edit, app.state, args[0])].value = args[1]


def hrefs(app, cls: str) -> list[str]:
    html = app.links.value
    found = []
    for part in html.split(f"class='{cls}")[1:]:
        found.append(part.split("href='", 1)[1].split("'", 1)[0].replace("&amp;", "&"))
    return found


def position_of(href: str) -> str:
    return parse_qs(urlsplit(href).query)["position"][0]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_page_builds_a_position_that_opens_in_play_and_in_analysis(game_id: str):
    app = editor(game_id)
    for step in CASES[game_id]["build"]:
        do(app, step)
        assert "Not possible" not in app.message.value, (step, app.message.value)
    assert f"{app.prefix}-possible" in app.problems.value, app.problems.value
    text = app.state.notation()
    assert app.position.value == text
    (play,) = hrefs(app, f"{app.prefix}-open-play")
    (analyse,) = hrefs(app, f"{app.prefix}-open-analyse")
    assert urlsplit(play).path.endswith("play.ipynb") and urlsplit(analyse).path.endswith("analyse.ipynb")
    assert position_of(play) == position_of(analyse) == text
    page = page_module(game_id, "play")
    opened = page.PlayApp(position_of(play), **({"seed": 1} if game_id != "apache" else {}))
    first = opened.match.moves[0].before if opened.match.moves else opened.state
    assert first.notation() == text


@pytest.mark.parametrize("game_id", GAMES)
def test_an_impossible_position_is_refused_with_its_reason_and_no_play_link(game_id: str):
    app = editor(game_id)
    for step in CASES[game_id]["impossible"]:
        do(app, step)
    assert f"{app.prefix}-impossible" in app.problems.value
    assert CASES[game_id]["reason"] in app.problems.value.replace("&#x27;", "'")
    assert not hrefs(app, f"{app.prefix}-open-play") and f"{app.prefix}-not-playable" in app.links.value
    buttons(app, f"{app.prefix}-editor-undo")[0].click()
    app.position.value = app.position.value  # nothing to read again
    while app.history:
        app.undo()
    assert f"{app.prefix}-possible" in app.problems.value, "undoing every edit gives the table back"


@pytest.mark.parametrize("game_id", GAMES)
def test_an_edit_the_position_cannot_hold_says_why_and_changes_nothing(game_id: str):
    app = editor(game_id)
    before = app.state.notation()
    app.tool.value = "Remove"
    refused = 0
    for target in list(app.edit.places(app.state)):
        app.click(target)
        if "Not possible" in app.message.value:
            refused += 1
            assert app.state.notation() == before
        app.state = app.edit.blank(app.state.game)
        app.show()
        before = app.state.notation()
    assert refused, "removing from an empty table should be refused somewhere"
    app.click(None)
    assert "Choose a place" in app.message.value


@pytest.mark.parametrize("game_id", GAMES)
def test_the_editor_opens_at_a_linked_position_and_says_when_a_link_cannot_be_read(game_id: str):
    info = next(i for i in registered_games() if i.id == game_id)
    app = editor(game_id, info.samples[0])
    opened = info.parse(info.samples[0]).notation()  # an older string is read, and written as today's
    assert app.state.notation() == opened and app.position.value == opened
    bad = editor(game_id, f"{game_id} nonsense")
    assert "cannot be read" in bad.message.value
    bad.position.value = info.samples[0]
    assert bad.state.notation() == opened and "Position loaded" in bad.message.value
    bad.position.value = "garbage"
    assert "cannot be read" in bad.message.value and bad.state.notation() == opened


def test_hidden_information_games_say_the_editor_shows_every_hand():
    for game_id in GAMES:
        app = editor(game_id)
        says = "shows every" in " ".join(getattr(c, "value", "") for c in app.children)
        assert says == bool(app.edit.HIDDEN), game_id
    assert editor("tribu").edit.HIDDEN and editor("apacze").edit.HIDDEN


def test_links_go_beside_the_editors_notebook():
    env = {"SCRIPT_NAME": "/voila/render/notebooks/apache/setup.ipynb"}
    assert sibling_link("apache x", "play", env) == "/voila/render/notebooks/apache/play.ipynb?position=apache+x&lang=en"
    assert sibling_link("apache x", "analyse", {}) == "analyse.ipynb?position=apache+x&lang=en"  # the language kept


def test_the_board_offers_its_places_as_targets_where_the_drawing_has_them():
    app = editor("fort_apache")
    assert "place:north-yard" in app.board.live and "figure:c1" in app.board.live
    assert 'data-target="figure:c1"' in app.board.svg
    app.piece.value = "figure:c1"
    app.board.click("place:north-yard")
    assert "north-yard" in app.state.notation().split(" | ")[2]
    app.tool.value = "Remove"
    app.board.click("figure:c1")
    assert app.state.places[0] == -1


@pytest.mark.parametrize("game_id", GAMES)
def test_an_empty_table_for_each_number_of_players(game_id: str):
    info = next(i for i in registered_games() if i.id == game_id)
    app = editor(game_id)
    for players in info.players:
        app.players.value = players
        buttons(app, f"{app.prefix}-empty")[0].click()
        assert app.state.game.num_players == players and f"{app.prefix}-possible" in app.problems.value
    app.undo()
    assert app.state.game.num_players == info.players[-2 if len(info.players) > 1 else -1]


def test_apache_hand_cards_clicked_in_a_hand_go_onto_the_pow_wow_board():
    app = editor("apache")
    app.phase.value = "window"
    app.piece.value = "powwow"
    assert "hand:yellow:hunter" in app.board.live
    app.board.click("hand:yellow:hunter")
    assert app.state.notation().endswith("pow yH!") and "hand:yellow:hunter" not in app.board.live
    app.piece.value = "B"
    app.board.click("hand:red:chief")
    assert "Not possible: a hand card can only go onto the Pow-Wow board" in app.message.value
    app.undo()
    assert app.state.notation().endswith("pow -")


def test_a_position_too_broken_to_check_is_reported_not_raised():
    app = editor("fort_apache")
    app.check = lambda state: 1 / 0
    app.show()
    assert "cannot even be checked" in app.problems.value and "-not-playable" in app.links.value


@pytest.mark.parametrize("game_id", GAMES)
def test_every_place_can_be_clicked(game_id: str):
    """Every place the editor offers (a tile's square, a hand...) is a target on the board, not only in the
    place list, from the blank table through a whole build (issue #21: Apacze's tiles, Tribù's hands)."""
    app = editor(game_id)
    for step in [None, *CASES[game_id]["build"]]:
        if step is not None:
            do(app, step)
        places = app.places(app.state)
        assert set(places) <= set(app.board.live), sorted(set(places) - set(app.board.live))


def test_apacze_tiles_and_tribu_hands_are_placed_by_a_click():
    app = editor("apacze")
    app.tool.value, app.piece.value = "Place", "tile:ford"
    app.board.click("hand:0")
    assert app.state.hands[0] == "ford"
    square = next(t for t in app.board.live if t.startswith("spot:") and "empty square" in app.places(app.state)[t])
    app.piece.value = "tile:bend"
    app.board.click(square)
    x, y = map(int, square.removeprefix("spot:").split(","))
    assert any((t.x, t.y, t.kind) == (x, y, "bend") for t in app.state.placements)
    app = editor("tribu")
    app.tool.value, app.piece.value = "Place", "lupo"
    before = len(app.state.hands[1])
    app.board.click("hand:1")
    assert len(app.state.hands[1]) == before + 1


@pytest.mark.parametrize("game_id", GAMES)
def test_the_setup_pages_titles_take_the_games_article(game_id: str):
    """No 'Set up a Apache position': each title is one message per game (the article with it), never built."""
    import re

    from tutor.core.i18n import render
    from tutor.widgets.landing import page_header, page_text, page_title

    info = next(i for i in registered_games() if i.id == game_id)
    shown = [render(page_text(f"{game_id}/setup")["title"], "en"), render(page_title(info, "setup"), "en"),
             re.sub(r"<[^>]+>", " ", page_header(f"{game_id}/setup"))]
    for text in shown:
        assert not re.search(r"\b[Aa] [AEIOUaeiou]", text), text
    assert "Set up an " + info.title.split()[0] in shown[0] or not info.title[0] in "AEIOU"
