"""What every analyse page shares (the AnalysePage base): the position panel at the top, where a broken link is
said, and long jobs run on the page's executor or a pool of their own."""
from concurrent.futures import ThreadPoolExecutor

import pytest

import tutor.widgets.analyse_page as analyse_page
from tutor.games import game_info, registered_games
from tutor.widgets.analyse_page import AnalysePage
from tutor.widgets.jobs import Job
from tests.helpers import page_module

GAMES = registered_games()
BROKEN = "not a position at all"


def analyse_app(info, position):
    return page_module(info.id, "analyse").AnalyseApp(position, background=False)


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_a_broken_link_is_said_at_the_top_beside_the_position_box(info):
    app = analyse_app(info, BROKEN)
    top = app.children[0]
    assert "tutor-position-panel" in top._dom_classes
    assert app.position in top.children and app.message in top.children and app.link in top.children
    assert "The position in the link cannot be read" in app.message.value and "tutor-error" in app.message.value
    assert app.state.notation() == app.position.value   # the page opened its usual position instead
    assert "Link to this position" in app.link.value


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_a_good_link_opens_its_position_with_no_message(info):
    app = analyse_app(info, info.samples[0])
    assert app.message.value == "" and app.state == info.parse(info.samples[0])


class Counting(AnalysePage):
    game_id, prefix = "fort_apache", "test"

    def __init__(self, executor=None):
        super().__init__(None, lambda: game_info("fort_apache").game().new_state())
        self.executor = executor
        self.shown = []


def test_run_job_uses_the_pages_executor_and_draws_each_chunk():
    with ThreadPoolExecutor(1) as pool:
        page = Counting(pool)
        job = Job("test", "Run", background=False)
        seen = []

        def steps(given):
            seen.append(given)
            for n in (1, 2, 3):
                yield n, 3, n * 10, False

        page.run_job(job, steps, page.shown.append)
    assert seen == [pool] and page.shown[-1] == 30 and job.outcome == "done"


def test_run_job_releases_its_own_pool_even_when_the_job_fails(monkeypatch):
    released = []
    monkeypatch.setattr(analyse_page, "pool_for", lambda executor: ("own pool", lambda: released.append(True)))
    page = Counting(None)
    job = Job("test", "Run", background=False)

    def steps(pool):
        assert pool == "own pool"
        yield 1, 2, "half", False
        raise RuntimeError("a worker died")

    page.run_job(job, steps, page.shown.append)
    assert job.outcome == "failed" and released == [True] and page.shown == ["half"]
