"""The Apache play page driven without a browser (clicks run their handlers): issue #21's rough edges."""
import pytest

from tests.apache.test_match import ManualClock
from tests.widgets.helpers import buttons
from tutor.widgets.apache_play import PlayApp

WINDOW = "apache red,yellow,purple base | window red | table rH 3B | piles - / - / - | out - | pow -"


def hot_seat(realtime: bool) -> PlayApp:
    app = PlayApp(clock=ManualClock(), seed=2)
    app.setup.hot_seat.value = True
    app.setup.mode.value = "real time" if realtime else "calm"
    buttons(app, "apache-start")[0].click()
    app.paste.value = WINDOW
    buttons(app, "apache-load")[0].click()
    assert app.match.people == [0, 1, 2] and app.state.phase_name == "window"
    return app


def test_letting_a_moment_pass_in_hot_seat_says_so():
    """Issue #21: in hot-seat, 'let it pass' changed nothing on the page."""
    for realtime in (True, False):
        app = hot_seat(realtime)
        buttons(app, "apache-pass-red")[0].click()
        assert "red lets this moment pass" in app.message.value
        assert "still to decide: yellow, purple" in app.message.value
        assert not buttons(app, "apache-pass-red") and "you let this moment pass" in app.control_box.children[0].value
        buttons(app, "apache-pass-yellow")[0].click()
        assert "still to decide: purple" in app.message.value


def test_a_calm_hot_seat_choice_is_shown_until_everyone_has_decided():
    app = hot_seat(False)
    buttons(app, "apache-hand-red-hunter")[0].click()
    assert "your hunter is chosen" in app.control_box.children[0].value
    buttons(app, "apache-pass-yellow")[0].click()
    buttons(app, "apache-pass-purple")[0].click()
    assert app.state.scores()[0] == 4  # the window played out: the hunter took the buffalo


@pytest.mark.rules("apache.claim.window")
def test_a_claim_typed_before_any_reveal_cites_the_claim_window_rule():
    """Issue #21: 'red takes buffalo' typed at the start cited the speed rule (fastest claims first)."""
    app = PlayApp(clock=ManualClock(), seed=1)
    assert app.state.phase_name == "reveal"
    app.typed.value = "red takes buffalo"
    app.play_typed()
    assert "apache.claim.window" in app.message.value and "apache.claim.speed" not in app.message.value
    assert "red plays hunter" in app.message.value


def test_the_typing_hint_suggests_a_play_not_a_claim():
    """The hint suggested 'red takes buffalo', which is refused everywhere but when one's own claim settles
    (at the start it was refused, citing the wrong rule): the page now suggests playing a hand card."""
    app = PlayApp(clock=ManualClock(), seed=1)
    assert "red plays hunter" in app.typed.placeholder and "takes" not in app.typed.placeholder
