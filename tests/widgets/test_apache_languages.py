"""The Apache pages' own texts in the page's language (#18): under the pseudo-language every label,
button, status line and choice the Apache pages make is wrapped in ⟦…⟧ (the shared page bases are
checked by their own tests); in Italian the buttons and the status line speak Italian."""
from __future__ import annotations

import re

from tests.apache.test_languages import escaped
from tests.apache.test_match import ManualClock
from tutor.core.i18n import using
from tutor.games.apache import Game
from tutor.widgets.apache_analyse import odds_html, results_html
from tutor.widgets.apache_learn import LearnApp
from tutor.widgets.apache_play import PlayApp
from tests.widgets.helpers import buttons

WINDOW = ("apache red,yellow,purple base | window yellow | table rH 3B N pC T yW | piles rH.B.B / yC.T / - "
          "| out - | pow -")


def _clean(text: str) -> None:
    """No English outside the brackets in ``text`` (HTML: its tags, styles and entities aside)."""
    text = re.sub(r"<style>.*?</style>|<[^>]*>|&#?[a-z0-9]+;", " ", text, flags=re.S)
    assert not escaped(text), f"English outside the catalogs: {escaped(text)} in {text!r}"


def test_the_play_page_speaks_the_pseudo_language():
    with using("xx"):
        app = PlayApp(clock=ManualClock(), seed=3)
        app.paste.value = WINDOW
        buttons(app, "apache-load")[0].click()
        _clean(app.prompt(app.state))
        for choice in app.click_choices():
            _clean(str(choice.text))
        for name in ("apache-hand-red-hunter", "apache-hand-red-maiden", "apache-pass-red", "apache-hint"):
            for button in buttons(app, name):
                _clean(button.description)
                _clean(button.tooltip or "")
        buttons(app, "apache-hint")[0].click()
        _clean(app.message.value)
        for widget in (app.setup.colour, app.setup.mode, app.setup.speed, *app.setup.variants, *app.setup.reactions):
            _clean(widget.description or "")
        _clean(" ".join(label for label, _ in app.setup.colour.options))


def test_the_play_page_in_italian():
    with using("it"):
        app = PlayApp(clock=ManualClock(), seed=3)
        app.paste.value = WINDOW
        buttons(app, "apache-load")[0].click()
        assert "Reclama con una carta tribù" in app.prompt(app.state)
        assert buttons(app, "apache-pass-red")[0].description == "lascia passare"
        assert buttons(app, "apache-hand-red-hunter")[0].description == "R Cacciatore"


def test_the_learn_page_labels_and_the_analyse_tables_speak_the_pseudo_language():
    with using("xx"):
        app = LearnApp()
        for answer in ("reveal buffalo", "close", "red plays hunter", "red takes buffalo"):
            _clean(app.label(answer))
        state = Game.parse(WINDOW)
        _clean(odds_html(state, 0, 3, 2))
    with using("it"):
        assert LearnApp().label("red plays hunter") == "rosso gioca: Cacciatore"


def test_the_analyse_results_in_polish():
    from tests.apache.test_experiments import fake

    with using("pl"):
        html = results_html([fake(2, "patient", 0.6, 0.7)])
    assert "Jeden cierpliwy bot wśród zachłannych wygrał" in html
