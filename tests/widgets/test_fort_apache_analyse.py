"""The Fort Apache analyse page, driven without a browser: the odds are there, the battles run on a click."""
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from tutor.games.fort_apache.constants import INDIANS_WIN
from tutor.widgets.fort_apache_analyse import FortAnalyseApp, fort_clear
from tutor.widgets.jobs import is_look
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


def test_plots_drawn_while_the_page_loads_are_sent_to_it_again():
    """A plot can be drawn before the browser has built its widget, and that update would be lost: once
    drawn, both pictures are sent to the page again after the pauses of ``RESEND``."""
    odds = FortOddsApp(plots_later=True)
    odds.RESEND = (1.0, 0.1)
    sent: list = []
    for image in (odds.volley_image, odds.gate_image):
        image.send_state = lambda key=None, image=image: sent.append((image, key))
    odds.draw_plots_later().join()
    sent.clear()  # what drawing sent; the pictures are sent again a second later
    deadline = time.monotonic() + 30
    while len(sent) < 4 and time.monotonic() < deadline:
        time.sleep(0.01)
    assert sent == [(odds.volley_image, "value"), (odds.gate_image, "value")] * 2
    assert "fort-gate-plot" in odds.gate_image.value


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


LOST = ("fort_apache | turn indians 3 act | cowboys north-walkway x x x | indians southeast-camp gate* gate "
        "west-walkway* west-walkway* west-walkway* | buildings magazine=0 well=0 granary=0 gate=0 | supply "
        "cowboys=a3/0,e0/0 indians=a5/0,e2/1 | cards cowboys=0.2.2.1.0.1 indians=1.2.2.0.1 played=- boost=no | "
        "pending - | threat - withdraw - last i2")  # one cowboy left, three Indians inside the fort


def test_playing_on_stops_once_it_is_clear_whether_the_fort_holds(app):
    app.position.value = LOST
    ends = app.play_on(200)
    assert app.play_on_job.outcome == "decided" and len(ends) < 200 and is_look(len(ends))
    assert fort_clear(ends) and not any(fort_clear(ends[:n]) for n in (16, 32, 64, 128) if n < len(ends))
    assert "more likely falls than holds" in app.play_on_result.value
    assert "Stopped early" in app.play_on_job.status.value
    app.position.value = app.info.game().new_state().notation()  # the start is close: no early answer at 32
    assert len(app.play_on(32)) == 32 and app.play_on_job.outcome == "done"


def test_a_clear_answer_needs_a_look_and_a_99_percent_interval_clear_of_one_half():
    falls = INDIANS_WIN
    assert not fort_clear([falls] * 15)            # 15 is not a look
    assert fort_clear([falls] * 16)                # 16 falls in 16: clearly more likely to fall
    assert not fort_clear([falls] * 9 + [0] * 7)   # 9 of 16: not clear


def test_a_run_is_bounded_so_that_the_page_stays_within_its_memory_and_says_so(app):
    from tutor.widgets.fort_apache_analyse import MAX_BATTLES

    app.games.value = 10 * MAX_BATTLES
    assert app.games.value == app.games.max == MAX_BATTLES
    assert "10,000 battles per reading" in app.limit.value and "memory" in app.limit.value
    assert app.limit in app.children
