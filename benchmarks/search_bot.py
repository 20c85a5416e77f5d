"""The search bot against each game's best heuristic bot: ``python -m benchmarks.search_bot [--seconds 1.0]
[--games 40] [--players 2] [--game apache ...] [--quick]``.

For each registered game (or each ``--game``): first the game's best heuristic bot is picked by a quick seat-rotated
tournament of its candidates on the compiled playout engine (Apache greedy vs patient, Apacze greedy vs builder;
Fort Apache and Tribu have one heuristic bot each); then :class:`tutor.analysis.search.SearchBot` at ``--seconds`` a
move plays ``--games`` games against that bot at a table of ``--players`` (one search bot, the other seats the
heuristic bot), its seat turning round from game to game (Fort Apache: cowboys and Indians in turn). Reported: the
search bot's share of the wins (ties shared) with its Wilson 95% interval against the fair share 1/players, its
share of the points where the game scores (its points over the table's, mean with a normal 95% interval), and the
search bot's moves and mean time per move. Written to ``benchmarks/results/search_bot.md`` (not with ``--quick``).

What a full run takes: the time a move times the moves the search bot is asked for. Measured in tuning runs at
2 players (a game's calls, of which those with one choice are answered at once): Apache about 130 calls but only
some 20 with a choice (its claim windows), Fort Apache about 75, Tribu about 280 (its turns are many small
actions), Apacze about 72. At 1 s a move and 40 games a game that is some 15 minutes (Apache), 50 (Fort Apache),
3 hours (Tribu) and 50 minutes (Apacze) of one core: about five hours.
"""
from __future__ import annotations

import argparse
import random
import time
from typing import Any, cast

from tutor.analysis.search import SearchBot
from tutor.core.bots import play_game
from tutor.games import GameInfo, registered_games
from tutor.sim import mean_ci, wilson
from tutor.sim.tournament import Table, tournament

from .report import head, table, write

#: the heuristic bots worth comparing, per game (the others are random)
CANDIDATES = {"apache": ("greedy", "patient"), "fort_apache": ("heuristic",), "tribu": ("sensible",),
              "apacze": ("greedy", "builder")}


def best_heuristic(info: GameInfo, players: int, games: int, seed: int) -> tuple[str, str]:
    """The strongest of the game's heuristic bots (a seat-rotated tournament of them when there are several), and
    how it was found."""
    names = CANDIDATES.get(info.id, tuple(n for n in info.bots if n != "random"))
    if len(names) == 1:
        return names[0], "the only heuristic bot"
    game = info.seated(players)
    seats = tuple(cast(type, info.bots[names[i % len(names)]]) for i in range(players))
    settings = tuple(sorted(dict(info.table(players)).items())) if info.players != (players,) else ()
    full = tuple(sorted({**info.full, **dict(settings)}.items()))
    standings, _ = tournament(Table(type(game), full, seats, window=info.window), games, seed=seed)
    by_bot: dict[str, list[Any]] = {}
    for s in standings:
        by_bot.setdefault(s.bot, []).append(s.wins.value)
    shares = {bot: sum(v) / len(v) for bot, v in by_bot.items()}
    best = max(shares, key=lambda b: shares[b])
    said = ", ".join(f"{b} {shares[b]:.3f}" for b in names)
    return best, f"win share per seat over {games} games: {said}"


def match(info: GameInfo, opponent: str, players: int, games: int, seconds: float, seed: int) -> dict[str, Any]:
    """``games`` games of one search bot against ``opponent`` at the other seats, the search bot's seat turning."""
    game = info.seated(players)
    wins, points, moves, spent = 0.0, [], 0, 0.0
    scored, top = True, 0

    class Timed(SearchBot):
        def step(self, state: Any, rng: random.Random, stop: Any = None) -> Any:
            nonlocal moves, spent
            began = time.perf_counter()
            try:
                return super().step(state, rng, stop)
            finally:
                moves, spent = moves + 1, spent + time.perf_counter() - began

        def window_play(self, state: Any, seat: int, rng: random.Random) -> int | None:
            nonlocal moves, spent
            began = time.perf_counter()
            try:
                return super().window_play(state, seat, rng)
            finally:
                moves, spent = moves + 1, spent + time.perf_counter() - began

    began = time.perf_counter()
    for g in range(games):
        seat = g % players
        bots: list[Any] = [info.bots[opponent]() for _ in range(players)]
        bots[seat] = Timed(seconds=seconds, seed=seed + g)
        final = play_game(game, bots, random.Random(seed * 7919 + g), window=info.window)
        outcome = final.outcome()
        assert outcome is not None
        if seat in outcome.winners:
            wins += 1 / len(outcome.winners)
        total = sum(outcome.scores)
        scored = scored and min(outcome.scores) >= 0  # a share of points means nothing where points go below 0
        top = max(top, *outcome.scores)  # a game of wins and losses only (0 or 1) scores no points
        points.append(outcome.scores[seat] / total if total > 0 else 1 / players)
        print(f"  {info.id} game {g + 1}/{games}: search at seat {seat}, scores {outcome.scores}, "
              f"winners {outcome.winners}", flush=True)
    return {"wins": wilson(wins, games), "points": mean_ci(points) if scored and top > 1 and games > 1 else None,
            "moves": moves, "per_move": spent / max(1, moves), "wall": time.perf_counter() - began}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="the search bot's time a move")
    parser.add_argument("--games", type=int, default=40, help="games per game")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--pick-games", type=int, default=400, help="games of the heuristic bots' tournament")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--no-write", action="store_true", help="print only (a tuning run)")
    parser.add_argument("--quick", action="store_true", help="a smoke run: 0.05 s a move, 2 games, no file")
    args = parser.parse_args()
    if args.quick:
        args.seconds, args.games, args.pick_games = 0.05, 2, 20
    lines = head("The search bot (SO-ISMCTS) against each game's best heuristic bot",
                 f"Settings: {args.seconds} s a move, {args.games} games a game, {args.players} players, seed "
                 f"{args.seed}.")
    lines += ["The search bot's seat turns round from game to game; the other seats play the game's best heuristic "
              "bot. Fair share = 1/players. Points share: the search bot's points over the table's, where the game "
              "scores.", ""]
    lines += table("game", "opponent (how picked)", ">games", ">win share [95%]", "verdict", ">points share [95%]",
                   ">moves searched", ">s a move", ">wall s")
    fair = 1 / args.players
    for info in registered_games():
        if args.game and info.id not in args.game:
            continue
        if args.players not in info.players:
            continue
        opponent, how = best_heuristic(info, args.players, args.pick_games, args.seed)
        print(f"{info.id}: opponent {opponent} ({how})", flush=True)
        r = match(info, opponent, args.players, args.games, args.seconds, args.seed)
        w = r["wins"]
        verdict = "above" if w.low > fair else "below" if w.high < fair else "within"
        pts = r["points"]
        points = f"{pts.value:.3f} [{pts.low:.3f}, {pts.high:.3f}]" if pts is not None else "-"
        row = (f"| {info.id} | {opponent} ({how}) | {args.games} | {w.value:.3f} [{w.low:.3f}, {w.high:.3f}] | "
               f"{verdict} | {points} | {r['moves']} | {r['per_move']:.2f} | {r['wall']:.0f} |")
        print(row, flush=True)
        lines.append(row)
    print("\n".join(lines))
    write("search_bot", lines, args.quick or args.no_write)


if __name__ == "__main__":
    main()
