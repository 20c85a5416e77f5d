"""The Fort Apache analyse page, driven without a browser: the odds are there, the battles run on a click."""
from concurrent.futures import ThreadPoolExecutor

import pytest

from tutor.widgets.fort_apache_analyse import FortAnalyseApp
from tutor.widgets.fort_apache_odds import FortOddsApp


@pytest.fixture
def app():
    with ThreadPoolExecutor(2) as pool:
        yield FortAnalyseApp(games=6, executor=pool, background=False)


def test_the_page_includes_the_exact_odds(app):
    assert isinstance(app.odds, FortOddsApp) and app.odds in app.children
    assert "1/6" in app.odds.hits.value
    assert app.summary.value == "" and "fort-run" in app.run_button._dom_classes


def test_the_run_button_plays_the_battles_with_progress(app):
    app.games.value = 5
    app.run_button.click()
    assert app.progress.value == app.progress.max == 2 * 5
    assert not app.run_button.disabled
    assert [r.reading for r in app.results] == ["one roll", "damage"]
    assert all(r.games == 5 for r in app.results)
    assert "the cowboys hold the fort in" in app.summary.value
    assert "fort falls" in app.summary.value
    assert "every hit is a point of damage" in app.summary.value   # the damage reading, in the register's words
    assert app.plot.value.startswith("<img class='tutor-plot fort-balance-plot'")
    assert "data:image/svg+xml;base64," in app.plot.value and "height:auto" in app.plot.value
    first = app.results
    assert app.simulate() == first   # same seed, same battles
