"""The experiment "does waiting pay?": its plan, its summaries and its reproducibility."""
from concurrent.futures import ThreadPoolExecutor
from fractions import Fraction

import pytest

from tutor.games.apache.bots import play_window
from tutor.games.apache.experiments import Matchup, answer, does_waiting_pay, summarise, table
from tutor.sim import Estimate, mean_ci, wilson
from tutor.sim.tournament import Result, Standing, tournament


def test_the_lone_bot_is_the_first_entrant_among_the_crowd():
    t = table(3, "patient", "greedy", ("warpath",))
    assert [bot.name for bot in t.seats] == ["patient", "greedy", "greedy"]
    assert dict(t.settings) == {"colours": ("red", "yellow", "green"), "variants": ("warpath",)}
    assert t.window is play_window


def test_one_tournament_gives_the_lone_bots_share():
    standings, results = tournament(table(2, "patient", "greedy"), 4, seed=12)
    m = summarise(2, "patient", "greedy", standings, results)
    assert (m.players, m.lone, m.crowd, m.games) == (2, "patient", "greedy", 4)
    assert m.win_share == standings[0].wins and m.score == standings[0].score


def test_summaries_share_tied_wins():
    results = [Result((30, 20), (0,)), Result((25, 25), (0, 1)), Result((10, 40), (1,))]
    standings = [Standing(0, "patient", 3, wilson(1.5, 3), mean_ci([30, 25, 10]), 0.5)]
    m = summarise(2, "patient", "greedy", standings, results)
    assert (m.players, m.lone, m.crowd, m.games) == (2, "patient", "greedy", 3)
    assert m.win_share == wilson(1.5, 3)             # a win, a shared win and a loss
    assert m.score == mean_ci([30, 25, 10]) and m.crowd_score == mean_ci([20, 25, 40])
    assert m.fair_share == Fraction(1, 2) and m.verdict == "within"


def test_the_experiment_is_reproducible_whatever_the_executor():
    calls = []
    with ThreadPoolExecutor(2) as pool:
        threads = does_waiting_pay(4, players=(2, 5), seed=3, executor=pool,
                                   progress=lambda done, total: calls.append((done, total)))
    assert does_waiting_pay(4, players=(2, 5), seed=3, workers=2) == threads
    assert calls[-1] == (16, 16)
    assert [(m.players, m.lone, m.games) for m in threads] == [
        (2, "patient", 4), (2, "greedy", 4), (5, "patient", 4), (5, "greedy", 4)]
    for m in threads:
        assert 0 <= m.win_share.low <= m.win_share.value <= m.win_share.high <= 1
        assert f"{m.players} players" in m.explain() and f"{float(m.fair_share):.1%}" in m.explain()


def test_too_few_games_are_refused():
    with pytest.raises(ValueError, match="at least 2 games"):
        does_waiting_pay(1)


def fake(players, lone, low, high):
    """A match-up whose win-share interval is [low, high]."""
    crowd = "greedy" if lone == "patient" else "patient"
    score = Estimate(30, 29, 31, 100)
    return Matchup(players, lone, crowd, 100, Estimate((low + high) / 2, low, high, 100), score, score)


def test_the_answer_in_plain_words():
    pays = [fake(2, "patient", 0.6, 0.7), fake(2, "greedy", 0.3, 0.4), fake(3, "patient", 0.3, 0.4),
            fake(3, "greedy", 0.2, 0.3)]
    text = answer(pays)
    assert "One patient bot among greedy bots won more than its fair share at 2 players; about its fair " \
           "share at 3 players." in text
    assert "One greedy bot among patient bots won less than its fair share at 2, 3 players." in text
    assert text.endswith("Waiting pays wherever the difference is clear; more games would settle the rest.")
    assert answer(pays[:2]).endswith("Waiting pays at every table size tried.")
    assert answer([fake(2, "patient", 0.2, 0.4)]).endswith("Waiting costs at every table size tried.")
    assert answer([fake(2, "patient", 0.6, 0.7), fake(2, "greedy", 0.6, 0.7)]).endswith("point both ways.")
    assert answer([fake(2, "patient", 0.4, 0.6)]).endswith("play more games.")
