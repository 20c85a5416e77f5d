"""How long a game review takes: ``python -m benchmarks.review [--games 2] [--moves 60] [--quick]``.

For each registered game, ``--games`` games of the rollout bots (seeded; the smallest table) are cut after their
first ``--moves`` moves that a player chose among several (chance outcomes, window closes and forced moves between
them are kept in the record but not reviewed; a game with fewer choices is reviewed whole), and the cut record is
reviewed with :func:`tutor.analysis.review` at the default budget (``SECONDS_PER_MOVE`` a move, each move's ranking
stopping early once decided). Reported: the wall time (the issue's aim: a 60-move game reviewed within 30 s), the
moves reviewed and the actions of the record, the games behind each move, and the grades given. Written to
``benchmarks/results/review.md``.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter

from tutor.analysis import review
from tutor.analysis.review import CONFIRM, GRADES, SECONDS_PER_MOVE, to_review
from tutor.core import State
from tutor.core.api import Action
from tutor.core.bots import play_game
from tutor.games import GameInfo, registered_games

from .report import head, table, write


def record(info: GameInfo, moves: int, seed: int) -> tuple[State, tuple[Action, ...]]:
    """A rollout-bot game at the smallest table, cut right after its ``moves``-th choice (whole if it has fewer)."""
    game = info.seated(info.players[0])
    bots = [info.bots[info.rollout]() for _ in range(game.num_players)]
    start = game.new_state()
    actions = play_game(game, bots, random.Random(seed), window=info.window).history
    chosen = to_review(start, actions)
    if len(chosen) > moves:
        actions = actions[:chosen[moves - 1][0] + 1]
    return start, tuple(actions)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--quick", action="store_true", help="one game of 10 moves a game, not written")
    args = parser.parse_args()
    games, moves = (1, 10) if args.quick else (args.games, args.moves)
    lines = head("A game reviewed: the wall time of a review at the default budget (issue #20)",
                 f"{games} rollout-bot games a game at the smallest table, each cut after its first {moves} moves "
                 "that a player chose; one process. The machine is shared with other work while this runs (see the "
                 "load average): the figures are slower than on a quiet machine.")
    lines += table("game", "seed", ">moves reviewed", ">actions in the record", ">wall s", ">s a move",
                   ">games a move (median)", "grades")
    walls = {}
    for info in registered_games():
        for seed in range(games):
            start, actions = record(info, moves, seed)
            began = time.perf_counter()
            result = review(start, actions, seed=seed)
            wall = time.perf_counter() - began
            walls.setdefault(info.title, []).append(wall)
            counts = Counter(m.grade for m in result.moves)
            grades = ", ".join(f"{name} {counts[name]}" for name, _ in GRADES if counts[name])
            per = wall / max(1, len(result.moves))
            games_each = statistics.median(m.played.games for m in result.moves) if result.moves else 0
            lines.append(f"| {info.title} | {seed} | {len(result.moves)} | {len(actions)} | {wall:.1f} | {per:.2f} | "
                         f"{games_each:,.0f} | {grades} |")
            print(lines[-1], flush=True)
    lines += ["", f"Budget: {SECONDS_PER_MOVE:g} s a move for its ranking (stopping early once decided), and as much "
              f"again for a move that seems to lose more than {CONFIRM:.0%} (it is played again against the leader on "
              "fresh games). Games a move: the games behind the played move's value. Apache's records hold few "
              "choices: most of its actions are reveals and the claim window's closes (not reviewed). "
              f"The aim: a {moves}-move game reviewed within 30 s on a quiet 2-core machine; slowest here: "
              + ", ".join(f"{title} {max(w):.1f} s" for title, w in walls.items()) + "."]
    write("review", lines, quick=args.quick)


if __name__ == "__main__":
    main()
