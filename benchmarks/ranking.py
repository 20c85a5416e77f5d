"""How soon the analysis board answers: ``python -m benchmarks.ranking [--positions 10] [--limit 5]``.

For each registered game, ``--positions`` mid-game positions (the rollout bots' own games, seeded, stopped at
evenly spread points of the game, a player to move with at least two moves) are ranked with
:class:`tutor.analysis.Ranker` as the board ranks them: the time to the first ranking (the first round), and the
time until the best move is decided or the leaders are said to be as good as each other (the issue's aims: first
ranking within 1 s, decided within 5 s). A position not decided within ``--limit`` seconds is reported as such.
Written to ``benchmarks/results/ranking.md``.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

from tutor.analysis import Ranker
from tutor.core import State
from tutor.core.bots import advance
from tutor.games import GameInfo, registered_games

from .report import head, table, write


def positions(info: GameInfo, count: int, seed: int = 1) -> list[State]:
    """``count`` positions of the rollout bots' games at the largest table, spread evenly through a game."""
    rng = random.Random(seed)
    players = info.players[-1]
    game = info.seated(players)
    found: list[State] = []
    while len(found) < count:
        bots = [info.bots[info.rollout]() for _ in range(players)]
        states = [game.new_state()]
        while not states[-1].is_terminal:
            states.append(advance(states[-1], bots, rng, info.window))
        choices = [s for s in states if s.current_player >= 0 and len(s.legal_actions(s.current_player)) > 1]
        want = len(found)
        point = (want % count + 0.5) / count   # 5%, 15%, ... 95% of the way through
        if choices:
            found.append(choices[min(len(choices) - 1, int(point * len(choices)))])
    return found


def measure(state: State, limit: float, seed: int) -> tuple[float, float | None, int, int]:
    """Seconds to the first ranking, to the decision (None if not within ``limit``), games played, moves."""
    began = time.perf_counter()
    first: list[float] = []
    ranker = Ranker(state, seed=seed)
    ranking = ranker.step(limit, on_round=lambda _: first.append(time.perf_counter()) if not first else None)
    end = time.perf_counter()
    return first[0] - began, (end - began) if ranking.decided else None, ranking.games, len(ranking.moves)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=10)
    parser.add_argument("--limit", type=float, default=5.0)
    parser.add_argument("--quick", action="store_true", help="two positions a game, not written")
    args = parser.parse_args()
    count = 2 if args.quick else args.positions
    lines = head("The analysis board's ranking: time to the first ranking and to the decision (issue #20)",
                 f"{count} positions a game (the rollout bots' games, spread from opening to end), one process.")
    lines += table("game", "rollout", ">moves (median)", ">first ranking median s", ">first ranking max s",
                   ">decided within limit", ">decision median s", ">decision max s", ">games (median)")
    for info in registered_games():
        rows = [measure(state, args.limit, seed=i) for i, state in enumerate(positions(info, count))]
        firsts = [r[0] for r in rows]
        decided = [r[1] for r in rows if r[1] is not None]
        lines.append(f"| {info.title} | {info.rollout} | {statistics.median(r[3] for r in rows):.0f} | "
                     f"{statistics.median(firsts):.2f} | {max(firsts):.2f} | {len(decided)} of {len(rows)} | "
                     f"{statistics.median(decided) if decided else float('nan'):.2f} | "
                     f"{max(decided) if decided else float('nan'):.2f} | {statistics.median(r[2] for r in rows):,.0f} |")
        print(lines[-1], flush=True)
    lines += ["", f"Limit {args.limit:g} s a position: the aims are a first ranking within 1 s and a decision (the best "
              "move, or the leaders as good as each other) within 5 s."]
    write("ranking", lines, quick=args.quick)


if __name__ == "__main__":
    main()
