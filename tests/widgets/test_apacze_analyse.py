"""The Apacze i Komancze analyse app driven without a browser."""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from tutor.widgets.apacze_analyse import AnalyseApp


def test_explains_regions_and_what_an_action_changes():
    app = AnalyseApp()
    assert "region-node" in app.graph.value and "region-tag" in app.board.value
    assert app.explain.value.count("<table") == len(app.scored) > 1
    app.region.value = 0
    assert 'class="highlight"' in app.board.value and "1st" in app.explain.value
    place = next(v for _, v in app.move.options if v.startswith("place"))
    app.move.value = place
    assert "change" in app.change.value


def test_bad_position_keeps_the_last_good_one():
    app = AnalyseApp()
    board = app.board.value
    app.position.value = "apacze 9 | what"
    app.load_button.click()
    assert "cannot be read" in app.message.value and app.board.value == board


def test_compares_the_bots():
    with ThreadPoolExecutor(1) as pool:
        app = AnalyseApp(games=2, executor=pool, background=False)
        app.run_button.click()
    assert all(kind in app.results.value for kind in ("random", "greedy", "builder"))
    assert "95% interval" in app.results.value
