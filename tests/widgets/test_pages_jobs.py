"""A long job's closing words are true of what happened: a job of several tables that stops early says how
many tables the stopping rule ended and how many played all their games (issue #21)."""
from tutor.core.i18n import using
from tutor.sim import InlineExecutor, wilson
from tutor.widgets.apache_analyse import AnalyseApp as ApacheApp
from tutor.widgets.jobs import Job, clear_of, interleave


def table(total: int, share: float, chunk: int = 8):
    """One table's steps: its win share so far after each chunk, at a steady ``share``."""
    for done in range(chunk, total + 1, chunk):
        yield wilson(share * done, done)


def tables_job(shares: list[float], games: int = 64):
    """Steps of a job that plays one table per share, side by side, each stopping once its answer is clear,
    and says it is decided once every table is clear or full and one stopped before the end (as the pages do)."""
    def steps():
        streams = [table(games, share) for share in shares]
        for latest in interleave(streams, lambda e: clear_of(e, 0.5)):
            shown = [e for e in latest if e is not None]
            decided = len(shown) == len(shares) and all(clear_of(e, 0.5) or e.n == games for e in shown) \
                and any(e.n < games for e in shown)
            yield sum(e.n for e in shown), games * len(shares), shown, decided
    return steps


def test_a_job_whose_tables_partly_ran_all_their_games_says_how_many_stopped_early():
    job, drawn = Job("test", "Run", background=False), []
    job.start(tables_job([0.95, 0.5, 0.95, 0.5, 0.5]), drawn.append)
    assert job.outcome == "decided" and sorted(e.n for e in drawn[-1]) == [16, 16, 64, 64, 64]
    status = job.status.value
    assert "Stopped early" in status and "after 224 of 320 games." in status
    assert "2 of 5 tables stopped once their answer was clear; the other 3 played all their games" in status
    assert "the answer is clear" not in status


def test_one_table_left_and_every_table_stopped_are_said_as_such():
    job, drawn = Job("test", "Run", background=False), []
    job.start(tables_job([0.95, 0.5]), drawn.append)
    assert "1 of 2 tables stopped once their answer was clear; the other one played all its games" \
        in job.status.value
    job.start(tables_job([0.95, 0.95, 0.05]), drawn.append)
    assert job.outcome == "decided" and [e.n for e in drawn[-1]] == [16, 16, 16]
    assert "All 3 tables stopped once their answer was clear" in job.status.value
    job.start(tables_job([0.5, 0.5]), drawn.append)   # no table clear: all played, nothing stopped early
    assert job.outcome == "done" and "Done: all 128 games played." in job.status.value


def test_a_job_of_one_table_keeps_its_words_and_the_tables_words_are_translated():
    def one():
        for e in table(64, 0.95):
            yield e.n, 64, e, clear_of(e, 0.5)
    job = Job("test", "Run", background=False)
    job.start(one, lambda _: None)
    assert "after 16 of 64 games: the answer is clear" in job.status.value
    with using("pl"):
        job.start(tables_job([0.95, 0.5]), lambda _: None)
    assert "tables" not in job.status.value and "1" in job.status.value


def test_the_apache_simulation_says_which_of_its_eight_tables_stopped_early():
    app = ApacheApp(games=64, executor=InlineExecutor())
    app.job.background = False
    matchups = app.simulate()
    assert len(matchups) == 8
    early = sum(m.games < 64 for m in matchups)
    status = app.job.status.value
    if app.job.outcome == "decided" and early < 8:
        assert f"{early} of 8 tables stopped once their answer was clear" in status
    elif app.job.outcome == "decided":
        assert "All 8 tables stopped" in status
    else:
        assert app.job.outcome == "done" and early == 0 and "Done: all 512 games played." in status
