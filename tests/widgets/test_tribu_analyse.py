"""The Tribù analyse app driven without a browser."""
from tests.widgets.helpers import buttons
from tutor.games.tribu.tutorial import table
from tutor.widgets.tribu_analyse import AnalyseApp

POSITION = table("canoe / moon lupo", "hunter.salmon ; scout / shaman.red-statue")


def test_odds_follow_position_seat_and_turns():
    app = AnalyseApp()
    assert "tribu-odds" in app.odds.value and "%" in app.odds.value
    app.position.value = POSITION
    assert "hunter" in app.odds.value and "campfire, moon, multidiorama" in app.odds.value
    within_3 = app.odds.value
    app.turns.value = 5
    assert app.odds.value != within_3 and "in 5 draws" in app.odds.value
    app.seat.value = 1
    assert "shaman" in app.odds.value and "desert wind, lightning" in app.odds.value


def test_a_bad_position_is_explained_and_changes_nothing():
    app = AnalyseApp()
    odds = app.odds.value
    app.position.value = "tribu 2 | oops"
    assert "cannot be read" in app.message.value and app.odds.value == odds


def test_comparison_runs():
    app = AnalyseApp(challenges=4, background=False)
    buttons(app, "tribu-run")[0].click()
    assert "tribu-results" in app.results.value and "sensible bot wins" in app.results.value


def test_a_bad_link_still_shows_the_example():
    app = AnalyseApp("tribu 2 | oops")
    assert "cannot be read" in app.message.value and "tribu-odds" in app.odds.value
