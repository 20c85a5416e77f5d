"""The experiment "does waiting pay?": its plan, its summaries and its reproducibility."""
from concurrent.futures import ThreadPoolExecutor
from fractions import Fraction

import pytest

from tutor.games.apache.strategy import (Matchup, Table, answer, does_waiting_pay, play_table, summarise,
                                         tables)
from tutor.sim import Estimate, mean_ci, wilson


def test_the_lone_bot_takes_every_seat_in_turn():
    plan = tables(6, players=(2, 3))
    assert len(plan) == 6 * 2 * 2
    for n in (2, 3):
        for lone in ("patient", "greedy"):
            seats = [t.seat for t in plan if t.players == n and t.lone == lone]
            assert sorted(seats) == sorted(list(range(n)) * (6 // n))
    assert {(t.lone, t.crowd) for t in plan} == {("patient", "greedy"), ("greedy", "patient")}


def test_one_game_gives_scores_and_winners():
    scores, winners = play_table(Table(3, "patient", "greedy", 1), seed=12)
    assert len(scores) == 3 and winners and all(scores[w] == max(scores) for w in winners)
    assert play_table(Table(3, "patient", "greedy", 1), seed=12) == (scores, winners)


def test_summaries_share_tied_wins():
    plan = [Table(2, "patient", "greedy", 0), Table(2, "patient", "greedy", 1), Table(2, "patient", "greedy", 0)]
    results = [((30, 20), (0,)), ((25, 25), (0, 1)), ((10, 40), (1,))]
    (m,) = summarise(plan, results)
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
