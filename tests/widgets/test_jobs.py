"""Long jobs on the analyse pages: a first estimate before the end, the buttons, cancel, sequential stopping."""
import threading

from tutor.sim import Estimate, InlineExecutor, wilson
from tutor.widgets.apache_analyse import AnalyseApp as ApacheApp
from tutor.widgets.fort_apache_analyse import FortAnalyseApp
from tutor.widgets.jobs import Job, clear_of, interleave, is_look


def counted(total: int, share: float, chunk: int = 8, gate: threading.Event | None = None):
    """Steps of a job counting wins at a steady ``share`` (as the pages' steps do), waiting on ``gate``
    after the first chunk."""
    def steps():
        for done in range(chunk, total + 1, chunk):
            estimate = wilson(share * done, done)
            yield done, total, estimate, clear_of(estimate, 0.5)
            if gate is not None:
                gate.wait(5)
    return steps


def test_a_job_shows_a_first_estimate_before_it_ends_and_disables_its_button_meanwhile():
    job, drawn, gate = Job("test", "Run"), [], threading.Event()
    job.start(counted(64, 0.5, gate=gate), drawn.append)
    try:
        for _ in range(100):
            if drawn:
                break
            threading.Event().wait(0.02)
        assert drawn and drawn[0].n == 8 and job.running
        assert job.run_button.disabled and not job.cancel_button.disabled
        assert job.progress.value == 8 and job.progress.max == 64
    finally:
        gate.set()
        job.wait(5)
    assert job.outcome == "done" and drawn[-1].n == 64 and "all 64 games" in job.status.value
    assert not job.run_button.disabled and job.cancel_button.disabled


def test_cancel_stops_the_job_and_the_page_says_so():
    job, drawn, gate = Job("test", "Run"), [], threading.Event()
    job.start(counted(64, 0.5, gate=gate), drawn.append)
    job.cancel()
    gate.set()
    job.wait(5)
    assert job.outcome == "cancelled" and drawn[-1].n < 64
    assert "Cancelled" in job.status.value and not job.run_button.disabled


def test_sequential_stopping_stops_early_on_a_clear_case_and_runs_to_the_end_on_a_tie():
    job, drawn = Job("test", "Run", background=False), []
    job.start(counted(256, 0.9), drawn.append)
    assert job.outcome == "decided" and drawn[-1].n == 16 and "Stopped early" in job.status.value
    job.start(counted(256, 0.5), drawn.append)
    assert job.outcome == "done" and drawn[-1].n == 256


def test_the_stopping_rule_looks_only_at_doubling_sizes_with_a_99_percent_interval():
    assert [n for n in range(1, 300) if is_look(n)] == [16, 32, 64, 128, 256]
    clear = Estimate(0.75, 0.55, 0.9, 20)      # 95% clear of 1/2 but not a look
    assert not clear_of(clear, 0.5)
    assert clear_of(wilson(24, 32), 0.5)        # 75% of 32: even the 99% interval is above 1/2
    assert wilson(22, 32).low > 0.5 and not clear_of(wilson(22, 32), 0.5)   # 95% clear, 99% not


def test_interleave_takes_turns_and_ends_each_stream_on_its_own():
    seen = list(interleave([iter([1, 2, 3, 4]), iter([10, 20])], lambda v: v == 2))
    assert seen == [[1, None], [1, 10], [2, 10], [2, 20]]


def test_the_apache_page_shows_its_board_first_and_a_first_estimate_before_the_end():
    app = ApacheApp(games=32, executor=InlineExecutor())
    assert app.results == [] and app.output.outputs == () and app.board.value
    shown = []
    app.draw = lambda matchups: shown.append([m.games for m in matchups])
    app.job.background = False
    app.simulate()
    assert shown[0] == [8] and app.job.outcome in ("done", "decided")
    assert app.progress.value == app.job.done <= 8 * 32 and not app.run_button.disabled


def test_the_apache_page_can_be_cancelled():
    app = ApacheApp(games=400, executor=InlineExecutor())
    app.simulate()
    app.job.cancel()
    app.job.wait(60)
    assert app.job.outcome == "cancelled" and sum(m.games for m in app.results) < 8 * 400
    assert "Cancelled" in app.job.status.value and not app.run_button.disabled


def test_the_fort_page_plays_on_in_the_background():
    app = FortAnalyseApp(games=4, executor=InlineExecutor())
    assert app.play_on_result.value == "" and app.summary.value == ""
    app.play_on(4)
    app.play_on_job.wait(60)
    assert len(app.ends) == 4 and "Played on 4 times" in app.play_on_result.value
