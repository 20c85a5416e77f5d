"""Every bot of every registered game beats random play by a stated margin.

One bot sits with random bots at each table size the game seats; the seats turn round from game to game
(:func:`tutor.sim.tournament`: game ``g`` seats entrant ``i`` at ``(i + g) % n``, so Fort Apache's bot plays
the cowboys and the Indians in turn), every game from a fixed seed, played by the game's compiled playout
engine where it has one. A tie shares the win. The bot passes when the Wilson 95% lower bound of its share
of the wins is above the fair share (1 / players) plus the game's margin.

Each game states its margin in its package's ``data/checks.toml`` (``[bots] margin = ...``, optionally
``games = ...``): a regression floor below what its bots reach today (the lowest bound over the bots and the
table sizes, minus the fair share, is in the comment beside it).
"""
from __future__ import annotations

import pytest

from tutor.games import GameInfo, registered_games
from tutor.sim.runner import InlineExecutor
from tutor.sim.tournament import Table, tournament

SEED = 22


def cases() -> list[tuple[GameInfo, str, int]]:
    return [(info, bot, players) for info in registered_games() for bot in info.bots if bot != "random"
            for players in info.players]


def stated(info: GameInfo, key: str):
    value = info.checks.get("bots", {}).get(key)
    if value is None and key == "margin":
        pytest.fail(f"{info.id}: state the margin its bots must beat random play by ([bots] margin in the package's "
                    f"data/checks.toml)")
    return value


@pytest.mark.parametrize("info, bot, players", cases(), ids=[f"{i.id}-{b}-{n}p" for i, b, n in cases()])
def test_the_bot_wins_more_than_its_fair_share_against_random_bots(info: GameInfo, bot: str, players: int):
    margin, games = stated(info, "margin"), stated(info, "games") or 2000
    settings = () if info.players == (players,) else tuple(sorted(info.table(players).items()))
    seats = (info.bots[bot],) + (info.bots["random"],) * (players - 1)
    standings, results = tournament(Table(info.game, settings, seats, info.window), games, seed=SEED,
                                    executor=InlineExecutor())
    assert len(results) == games
    ours = standings[0]
    assert ours.fair == pytest.approx(1 / players)
    assert ours.wins.low > ours.fair + margin, (
        f"{bot} won {ours.wins.value:.1%} of {games} games with {players - 1} random bots (95% bound "
        f"{ours.wins.low:.1%}); it must clear the fair share {ours.fair:.1%} by {margin:.0%}")
    # the random bots share the rest: none of them is the one doing well
    assert all(other.wins.value < ours.wins.value for other in standings[1:])
