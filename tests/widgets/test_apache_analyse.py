"""The analyse page, driven without a browser: set values, click buttons, read what is shown."""
from concurrent.futures import ThreadPoolExecutor

import pytest

from tutor.games.apache.odds import example_position
from tutor.widgets.apache_analyse import AnalyseApp

RYP = "apache red,yellow,purple base"
LONE_HUNTER = f"{RYP} | window yellow | table rH B | piles - / - / - | out - | pow -"


@pytest.fixture
def app():
    with ThreadPoolExecutor(2) as pool:
        yield AnalyseApp(games=4, executor=pool, background=False)


def test_opens_on_the_example_position_with_its_odds(app):
    assert app.state == example_position()
    assert app.position.value == app.state.notation()
    assert [label for label, _ in app.seat.options] == ["red", "yellow", "purple"]
    assert app.kind.label == "hunter"   # red's richest claim
    assert "Claim now or wait?" in app.odds.value and "Wait" in app.odds.value
    assert app.board.value.startswith(("<svg", "<pre>"))


def test_a_bad_position_shows_an_error_and_keeps_the_state(app):
    state, odds = app.state, app.odds.value
    app.position.value = "apache red,yellow,purple base | window yellow | table 40B"
    assert "cannot be read" in app.message.value and "6 fields" in app.message.value
    assert app.state is state and app.odds.value == odds
    app.position.value = LONE_HUNTER.replace("table rH B", "table 34B")
    assert "the box holds 33" in app.message.value


def test_a_good_position_updates_the_odds(app):
    app.position.value = "nonsense"
    app.position.value = LONE_HUNTER
    assert app.message.value == ""
    assert app.state.notation() == LONE_HUNTER
    assert app.kind.label == "hunter"
    assert "61/28" in app.odds.value and "red takes buffalo" in app.odds.value
    assert "What the next reveal may bring" in app.odds.value


def test_seat_card_and_reveals_change_the_odds(app):
    app.position.value = LONE_HUNTER
    app.reveals.value = 3
    assert "the next 3 reveals" in app.odds.value and "1822/2849" in app.odds.value   # more buffalo
    app.kind.value = 2
    assert "red&#x27;s maiden cannot claim" in app.odds.value and "more necklaces" in app.odds.value
    app.seat.value = 1
    assert "yellow&#x27;s maiden" in app.odds.value


def test_the_run_button_runs_the_simulation_with_progress(app):
    app.run_button.click()
    assert len(app.results) == 8 and app.progress.value == app.progress.max == 4 * 8
    assert not app.run_button.disabled
    table, plot = app.output.outputs
    assert "fair share" in table["data"]["text/html"] and "one patient among greedy" in table["data"]["text/html"]
    assert "data:image/svg+xml;base64," in plot["data"]["text/html"] and "<img" in plot["data"]["text/html"]
    first = app.results
    assert app.simulate(games=4) == first     # same seed, same results



def test_a_run_is_bounded_so_that_the_page_stays_within_its_memory_and_says_so(app):
    from tutor.widgets.apache_analyse import MAX_GAMES

    app.games.value = 10 * MAX_GAMES
    assert app.games.value == app.games.max == MAX_GAMES
    assert "5,000 games per table" in app.limit.value and "memory" in app.limit.value
    assert app.limit in app.children
