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


def test_the_odds_plots_are_drawn_after_the_page_is_displayed_and_show_the_same(app):
    assert "fort-plot-coming" in app.odds.gate_image.value  # building the page drew no plot
    assert "fort-plot-coming" in app.odds.volley_image.value
    assert "application/vnd.jupyter.widget-view+json" in app._repr_mimebundle_()
    app.odds.draw_plots_later().join()
    eager = FortOddsApp()  # the odds on their own draw their plots at once
    assert "fort-gate-plot" in app.odds.gate_image.value and "fort-volley-plot" in app.odds.volley_image.value
    assert (app.odds.gate_image.value, app.odds.volley_image.value) == (eager.gate_image.value,
                                                                        eager.volley_image.value)
    for odds in (app.odds, eager):  # from then on the plots follow the sliders
        odds.turns.value, odds.side.value = 3, "cowboys"
    assert (app.odds.gate_image.value, app.odds.volley_image.value) == (eager.gate_image.value,
                                                                        eager.volley_image.value)
    assert app.odds.draw_plots_later() is app.odds.draw_plots_later()  # displayed again: drawn once


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
