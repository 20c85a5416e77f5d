"""tutor.analysis.review: a game's moves judged against the best move, graded; turning points; cancellation."""
from __future__ import annotations

import random

import pytest

from tutor.analysis import Ranker, review
from tutor.analysis.ranking import MoveValue
from tutor.analysis.review import CONFIRM_BATCH, GRADES, LEAD, MoveReview, Review, grade, leader, reviewing, to_review
from tutor.core import State
from tutor.core.api import CHANCE, SIMULTANEOUS
from tutor.core.bots import play_game
from tutor.games import game_info
from tutor.sim import Estimate

from .test_ranking import LAST_TAKE, WINS_AT_ONCE, mid_game

#: Fort Apache, the Indians to move at the gate (found in a game of the heuristic bots, seed 6): shooting at the
#: cowboy on the walkway wins about 0.6 of the games played on, climbing the south wall about 0.2
FORT = ("fort_apache | turn indians 17 act | cowboys x x south-walkway x | indians gate x x x x x | buildings "
        "magazine=1 well=1 granary=1 gate=0 | supply cowboys=a5/1,e3/0 indians=a4/1,e4/1 | cards "
        "cowboys=0.1.2.1.0.1 indians=0.0.0.0.0 played=- boost=no | pending - | threat - withdraw - last -")
FORT_BEST, FORT_BAD = "indian 1 shoots from gate at cowboy 3", "indian 1 moves from gate to south climbing"

#: per game: a position, a move that is obviously best there (it wins at once, or the games say so) and a
#: deliberately bad one (it loses at once, or gives away the win available at once)
SCRIPTED = {
    "apache": (WINS_AT_ONCE["apache"][0], "blue takes tomahawks", "blue takes teepees"),        # loses at once
    "fort_apache": (FORT, FORT_BEST, FORT_BAD),
    "tribu": (WINS_AT_ONCE["tribu"][0], "play tribu shaman", "swap active on chain b for lupo"),  # the win given away
    "apacze": (WINS_AT_ONCE["apacze"][0], "exchange 3 turkey for bison", "buy canoe 3"),        # loses at once
}


def action(state: State, text: str):
    (found,) = [a for a in state.legal_actions() if str(a) == text]
    return found


def played_on(state: State, first, moves: int, seed: int = 0) -> list:
    """``first`` then ``moves`` more actions of the game's rollout bot (chance drawn), as a game record would hold."""
    info = game_info(state.game.name)
    bots = [info.bots[info.rollout]() for _ in range(state.game.num_players)]
    after = state.apply(first)
    end = play_game(state.game, bots, random.Random(seed), after, window=info.window,
                    until=lambda s: len(s.history) >= len(after.history) + moves)
    return [first, *end.history[len(after.history):]]


@pytest.mark.parametrize("game_id", sorted(SCRIPTED))
def test_a_deliberately_bad_move_is_a_mistake_or_a_blunder_and_the_best_move_is_best(game_id):
    text, best_text, bad_text = SCRIPTED[game_id]
    start = game_info(game_id).parse(text)
    bad = action(start, bad_text)
    game = played_on(start, bad, moves=4)
    result = review(start, game, seconds_per_move=None, rounds=6, seed=1)
    first = result.moves[0]
    assert first.index == 0 and first.action == bad and first.player == start.current_player
    assert result.at(0) is first and all(result.at(m.index) is m for m in result.moves)
    assert result.at(len(game)) is None
    assert first.grade in ("mistake", "blunder"), (first.grade, first.loss)
    assert first.loss == first.best.win.value - first.played.win.value >= 0.2
    assert first.best.text == best_text or first.best.win.value == 1
    assert first.played.games >= first.best.games  # the played move was kept in contention however far behind
    assert first.played.win.high < first.best.win.low  # told apart from the best: a mistake can be said
    # judged on fresh games of the two moves (the leader's value from its own ranking is the luckiest of several)
    assert first.confirmed and first.best.action == first.ranking.moves[0].action
    assert first.played.games == first.best.games == 6 * CONFIRM_BATCH // 2   # every round of the budget played

    best = review(start, [action(start, best_text)], seconds_per_move=None, rounds=6, seed=1).moves[0]
    assert best.grade == "best" and best.loss == 0 and best.is_best


def test_apaches_last_take_each_move_graded_by_its_exact_value():
    # red's three moves win for sure, lose for sure, or leave the marriage to the last reveal (one chance in two)
    start = game_info("apache").parse(LAST_TAKE)
    grades = {str(a): review(start, [a], seconds_per_move=None, rounds=4, seed=0).moves[0]
              for a in start.legal_actions()}
    assert {text: m.grade for text, m in grades.items()} == {
        "red takes buffalo": "best", "red takes teepees": "blunder", "red marries green maiden": "blunder"}
    assert grades["red takes teepees"].loss == 1
    assert abs(grades["red marries green maiden"].loss - 0.5) < 0.25


def test_the_game_turns_where_the_player_ahead_throws_the_win_away():
    start = game_info("apache").parse(LAST_TAKE)
    losing = played_on(start, action(start, "red takes teepees"), moves=20)
    thrown = review(start, losing, seconds_per_move=None, rounds=3, seed=0)
    assert [m.index for m in thrown.turning_points] == [0]     # red led (its best move wins); after it, yellow
    assert thrown.moves[0].leader == 1 and leader(thrown.moves[0].best.shares) == 0
    kept = review(start, played_on(start, action(start, "red takes buffalo"), moves=20), seconds_per_move=None,
                  rounds=3, seed=0)
    assert kept.turning_points == ()


def value(text: str, shares: tuple[float, ...], player: int = 0) -> MoveValue:
    """A move's value (``text`` stands for the action) for ``player``, these shares, an interval of 0.05 each side."""
    share = shares[player]
    win = Estimate(share, max(0.0, share - 0.05), min(1.0, share + 0.05), 100)
    return MoveValue(text, win, Estimate(share, share, share, 100), shares, 100)  # type: ignore[arg-type]


def scripted_review(moves: list[tuple[tuple[float, float], float]]) -> Review:
    """A two-player review whose moves (seat 0, then 1, in turn) leave these win shares (seat 0, seat 1) and lose
    this much against the best move at their position."""
    start = game_info("apache").parse(LAST_TAKE)
    ranking = Ranker(start).ranking()
    reviewed = []
    for i, (shares, loss) in enumerate(moves):
        player = i % 2
        mine = shares[player] + loss
        best = value("best", (mine, 1 - mine) if player == 0 else (1 - mine, mine), player)
        played = value("played", shares, player)
        reviewed.append(MoveReview(i, player, "played", played, best, loss, grade(loss),  # type: ignore[arg-type]
                                   start, ranking))
    return Review(start, tuple(m.action for m in reviewed), tuple(reviewed), len(reviewed), 0, 0.0)


def test_turning_points_are_where_the_clear_leader_changes():
    shares = [(0.5, 0.5), (0.7, 0.3), (0.68, 0.32), (0.52, 0.48), (0.3, 0.7), (0.49, 0.51), (0.8, 0.2)]
    scripted = scripted_review([(s, 0.0) for s in shares])
    # no one leads at first; seat 0 takes the lead at move 1 (not a turn: nobody led), keeps it through a close
    # position (move 3: less than LEAD apart), loses it at move 4 and wins it back at move 6
    assert [m.leader for m in scripted.moves] == [None, 0, 0, None, 1, None, 0]
    assert [m.index for m in scripted.turning_points] == [4, 6]
    assert LEAD == 0.05


def test_costliest_moves_and_the_summary():
    losses = [0.0, 0.3, 0.2, 0.05, 0.35]
    scripted = scripted_review([((0.4, 0.6), loss) for loss in losses])
    assert [m.grade for m in scripted.moves] == ["best", "blunder", "mistake", "good", "blunder"]
    assert [m.index for m in scripted.costliest()] == [4, 1, 2]
    assert [m.index for m in scripted.costliest(player=1, n=5)] == [1, 3]
    summary = scripted.summary()
    assert (summary[0].moves, summary[1].moves) == (3, 2)
    assert summary[0].average_loss == pytest.approx((0.0 + 0.2 + 0.35) / 3)
    assert summary[0].grades == {"best": 1, "good": 0, "inaccuracy": 0, "mistake": 1, "blunder": 1}
    assert summary[1].grades == {"best": 0, "good": 1, "inaccuracy": 0, "mistake": 0, "blunder": 1}


def test_grades_follow_the_thresholds_and_a_move_inside_the_best_interval_is_at_worst_good():
    bounds = dict(GRADES)
    assert [grade(x) for x in (0, bounds["best"], 0.04, 0.08, 0.15, 0.5)] == \
        ["best", "best", "good", "inaccuracy", "mistake", "blunder"]
    assert grade(0.5, inside_best=True) == "good"
    assert grade(0.01, inside_best=True) == "best"
    assert grade(0.5, apart=False) == "inaccuracy" and grade(0.08, apart=False) == "inaccuracy"
    assert grade(0.04, apart=False) == "good" and grade(0.5, inside_best=True, apart=False) == "good"
    assert list(bounds) == ["best", "good", "inaccuracy", "mistake", "blunder"]


@pytest.mark.parametrize("game_id", sorted(SCRIPTED))
def test_only_choices_are_reviewed(game_id):
    info = game_info(game_id)
    game = info.seated(info.players[0])
    bots = [info.bots[info.rollout]() for _ in range(game.num_players)]
    record = play_game(game, bots, random.Random(3), window=info.window).history[:80]
    chosen = to_review(game.new_state(), record)
    assert chosen, "a game has choices"
    for index, before, player, act in chosen:
        assert player == before.actor(act) and player not in (CHANCE, SIMULTANEOUS)
        assert len(before.legal_actions(player)) > 1
    state, indices = game.new_state(), {c[0] for c in chosen}
    for index, act in enumerate(record):  # everything left out is chance, a window's close or a forced move
        if index not in indices:
            actor = state.actor(act)
            assert actor in (CHANCE, SIMULTANEOUS) or len(state.legal_actions(actor)) == 1
        state = state.apply(act)


def test_the_same_seed_and_rounds_give_the_same_review():
    state = mid_game("fort_apache", seed=5, steps=20)
    info = game_info("fort_apache")
    record = play_game(state.game, [info.bots["heuristic"]() for _ in range(2)], random.Random(1), state,
                       until=lambda s: len(s.history) >= len(state.history) + 8).history[len(state.history):]
    first = review(state, record, seconds_per_move=None, rounds=2, seed=4)
    again = review(state, record, seconds_per_move=None, rounds=2, seed=4)
    assert first.complete and first.moves
    assert [(m.index, m.grade, m.played.win, m.best.win, m.played.games) for m in first.moves] == \
        [(m.index, m.grade, m.played.win, m.best.win, m.played.games) for m in again.moves]


def test_progress_is_reported_and_stop_cancels_the_review():
    start = game_info("apache").parse(LAST_TAKE)
    seen: list[tuple[int, int]] = []
    whole = review(start, [action(start, "red takes buffalo")], seconds_per_move=None, rounds=1, progress=lambda d, t:
                   seen.append((d, t)))
    assert seen == [(0, 1), (1, 1)] and whole.complete
    state = mid_game("apacze", seed=2, steps=10)
    info = game_info("apacze")
    record = play_game(state.game, [info.bots["random"]() for _ in range(state.game.num_players)], random.Random(2),
                       state, until=lambda s: len(s.history) >= len(state.history) + 12).history[len(state.history):]
    asked = []

    def stop() -> bool:
        asked.append(1)
        return len(seen) >= 2

    seen.clear()
    stopped = review(state, record, seconds_per_move=None, rounds=2, progress=lambda d, t: seen.append((d, t)),
                     stop=stop)
    assert not stopped.complete and len(stopped.moves) == 1 < stopped.total
    assert asked and seen[-1] == (1, stopped.total)


def test_a_review_needs_a_budget_and_a_legal_game():
    start = game_info("apache").parse(LAST_TAKE)
    with pytest.raises(ValueError, match="budget"):
        list(reviewing(start, [], seconds_per_move=None, rounds=None))
    empty = review(start, [], rounds=1)
    assert empty.moves == () and empty.complete and empty.turning_points == () and empty.costliest() == ()
