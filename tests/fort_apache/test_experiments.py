"""How often do the cowboys hold? Seeded, reproducible on any executor, summarised in plain words."""
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import pytest

from tutor.games.fort_apache.experiments import (READINGS, Battle, answer, battles, play_battle, simulate,
                                             summarise)
from tutor.games.fort_apache.constants import COWBOYS_WIN, DRAW_LIMIT, INDIANS_WIN


def test_same_seed_same_results_on_one_or_two_workers_and_threads():
    with ThreadPoolExecutor(2) as pool:
        threads = simulate(games=8, seed=3, executor=pool)
    assert simulate(games=8, seed=3, workers=1) == threads == simulate(games=8, seed=3, workers=2)
    with ProcessPoolExecutor(2) as pool:
        assert simulate(games=8, seed=3, executor=pool) == threads
    assert simulate(games=8, seed=4, workers=2) != threads


def test_shares_add_up_and_progress_reaches_the_total():
    seen = []
    with ThreadPoolExecutor(2) as pool:
        results = simulate(games=12, seed=0, executor=pool, progress=lambda done, total: seen.append((done, total)))
    assert [r.reading for r in results] == list(READINGS)
    assert seen[-1] == (24, 24)
    for r in results:
        assert r.games == 12
        assert r.win.value + r.draw.value + r.fall.value == pytest.approx(1)
        assert r.hold.value == pytest.approx(1 - r.fall.value)
        assert r.hold.low <= r.hold.value <= r.hold.high


def test_each_battle_uses_its_reading():
    plan = battles(2, {"damage": {"gate": "damage"}}, cowboys="random")
    assert plan == [Battle("damage", (("gate", "damage"),), "random", "heuristic")] * 2
    end, rounds, gate = play_battle(plan[0], 5)
    assert end in (COWBOYS_WIN, INDIANS_WIN, DRAW_LIMIT) and rounds >= 1 and isinstance(gate, bool)


def test_the_answer_in_plain_words():
    outcomes = [(INDIANS_WIN, 10, True)] * 10 + [(COWBOYS_WIN, 20, False)] * 10
    text = answer(summarise(battles(10), outcomes))
    assert "Under the one roll reading the cowboys hold the fort in 0% of 10 battles" in text
    assert "the fort falls in 100%, and the gate gives way in 100%" in text
    assert "clearly safer under the damage reading" in text
    close = answer(summarise(battles(4), [(INDIANS_WIN, 5, False), (DRAW_LIMIT, 30, False)] * 4))
    assert "cannot be told apart" in close


def test_too_few_battles_are_refused():
    with pytest.raises(ValueError, match="at least 2"):
        simulate(games=1)
