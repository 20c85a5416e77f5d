"""The Fort Apache learn and play apps driven without a browser: clicks run their handlers."""
import pytest

from tests.fort_apache.helpers import position
from tutor.games.fort_apache.tutorial import STEPS
from tutor.widgets.fort_apache_learn import LearnApp, candidate_answers
from tutor.widgets.fort_apache_play import PlayApp, action_odds
from tests.widgets.helpers import buttons




def click(app, cls, text=""):
    next(b for b in buttons(app, cls) if text in b.description).click()


def test_every_step_offers_its_right_and_its_wrong_answer_as_a_button():
    for step in STEPS:
        offered = candidate_answers(step, step.start())
        assert set(step.accepted) | {step.wrong} <= set(offered), step.id
        assert offered == sorted(offered)


@pytest.mark.rules("fort_apache.action.one_each")
def test_learn_app_walks_through_a_step():
    app = LearnApp()
    app.go(1)  # hit faces
    click(app, "fort-answer", "at indian 1")
    assert "hit only on a 2" in app.feedback.value and not app.solved
    click(app, "fort-answer", "at indian 2")
    assert app.solved and "Right!" in app.feedback.value
    assert "roll 4" in app.board.value
    click(app, "fort-next")
    assert app.index == 2 and not app.solved
    click(app, "fort-answer", "cowboy 1 shoots")
    assert "already acted" in app.feedback.value and "fort_apache.action.one_each" in app.feedback.value
    app.typed.value = "cowboy 7 shoots"
    click(app, "fort-try")
    assert "not a Fort Apache action" in app.feedback.value
    click(app, "fort-back")
    assert app.index == 1


def playable() -> PlayApp:
    """The cowboys (you) against the random bot, cowboys first."""
    app = PlayApp(seed=2)
    app.setup.bots[0].value = "random"
    app.setup.options["first"].value = "cowboys"
    click(app, "fort-start")
    return app


def test_play_app_figure_action_roll_and_undo():
    app = playable()
    assert app.state.side == 0 and "round 1" in app.status.value
    board = app.board.value
    click(app, "fort-figure", "C1 north walkway")
    shot = next(b for b in buttons(app, "fort-action") if "shoots" in b.description)
    assert "hits 1/6" in shot.description  # a rider in the cavalry ring: only a 2
    shot.click()
    assert app.board.value != board and app.state.is_chance
    assert "hits 1/6" in app.status.value
    click(app, "fort-roll")
    assert not app.state.pending and "(dice)" in app.log_view.value
    click(app, "fort-undo")
    assert app.state.phase_name == "act" and not app.state.laid
    assert "(you)" not in app.log_view.value


def test_play_app_positions_bad_and_good():
    app = playable()
    shown = app.position.value
    app.paste.value = "fort_apache nonsense"
    click(app, "fort-load")
    assert "tutor-error" in app.message.value and "9 fields" in app.message.value
    assert app.position.value == shown
    good = position(indians="gate gate south-cavalry x x x", side="indians").notation()
    app.setup.side.value = "indians"
    click(app, "fort-start")
    app.paste.value = good
    click(app, "fort-load")
    assert app.position.value == good and "Link to this position" in app.link.value
    click(app, "fort-figure", "I3 south cavalry")
    gate = next(b for b in buttons(app, "fort-action") if "to gate" in b.description)
    assert "the gate falls 1/8" in gate.description


def test_odds_of_every_kind_of_action():
    state = position(indians="north-climbing north-yard north-cavalry x x x", cowboys="north-walkway north-yard x x",
                     side="indians")
    odds = {str(a): action_odds(state, a) for a in state.legal_actions()}
    assert odds["indian 1 climbs at north"].endswith("1/2 ≈ 50.0%")
    assert "hits 1/3" in odds["indian 1 shoots from north climbing at cowboy 1"]
    assert "hits 1/2" in odds["indian 2 attacks cowboy 2"]
    assert odds["end turn"] == ""


def test_a_whole_battle_by_clicks_ends_with_a_result():
    app = PlayApp(seed=5)
    app.setup.bots[0].value = "heuristic"
    click(app, "fort-start")
    for _ in range(3000):
        if app.state.is_terminal:
            break
        if buttons(app, "fort-roll"):
            click(app, "fort-roll")
        elif buttons(app, "fort-end"):
            figures = buttons(app, "fort-figure")
            if figures and len(app.match.moves) % 3:
                figures[0].click()
                buttons(app, "fort-action")[0].click()
            else:
                click(app, "fort-end")
        else:
            buttons(app, "fort-action")[0].click()
    assert app.state.is_terminal and "Battle over" in app.status.value


def test_hot_seat_and_readings():
    app = PlayApp(seed=1)
    app.setup.hot_seat.value = True
    app.setup.options["gate"].value = "damage"
    click(app, "fort-start")
    assert app.match.people == [0, 1] and app.state.side == 1 and buttons(app, "fort-figure")
    assert "changed from the default" in app.readings.value


def test_every_step_is_solved_by_clicking_its_answer():
    app = LearnApp()
    for index, step in enumerate(STEPS):
        app.go(index)
        click(app, "fort-answer", step.accepted[0])
        assert app.solved and not buttons(app, "fort-answer"), step.id


def test_the_play_page_shows_its_odds_without_sympy():
    """The odds beside every action are fractions.Fraction (tutor.games.fort_apache.odds): a play page's kernel
    never loads sympy (about 32 MB), while the odds page and the lessons still get sympy Rationals."""
    import os
    import subprocess
    import sys

    code = ("import sys; from tests.fort_apache.helpers import position; "
            "from tutor.widgets.fort_apache_play import PlayApp, action_odds, roll_odds; PlayApp(seed=2); "
            "state = position(indians='north-climbing north-yard north-cavalry gate gate south-cavalry', "
            "cowboys='north-walkway north-yard x x', side='indians'); "
            "said = [str(action_odds(state, a)) for a in state.legal_actions()]; "
            "said += [str(roll_odds(s)) for a in state.legal_actions() if (s := state.apply(a)).pending]; "
            "print(sorted(m for m in ('sympy', 'mpmath') if m in sys.modules)); print(*said, sep='|')")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                         env={**os.environ, "PYTHONPATH": os.getcwd()})
    loaded, said = out.stdout.split("\n", 1)
    assert loaded == "[]", out.stderr
    assert "1/2 ≈ 50.0%" in said and "hits 1/3" in said and "the gate falls 1/8" in said, said
