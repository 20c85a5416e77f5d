"""Apacze i Komancze scoring speed: ``python -m benchmarks.apacze_scoring [--quick]``.

Builds synthetic boards of 20 to 2,000 random tiles (grown edge to edge with no distance limit),
puts Indians and buildings of four players on about a third of the fields, and times
:func:`tutor.games.apacze.scoring.score_regions` (regions found, ranked and explained) next to
networkx's ``connected_components`` on the same-terrain graph of the same board. Cost per tile
that stays flat as the board grows means linear cost. Prints a Markdown table.
"""
from __future__ import annotations

import argparse
import random
import time

import networkx as nx

from tutor.games.apacze.board import START_PLACEMENTS, Placement, field_graph, same_terrain_graph
from tutor.games.apacze.scoring import score_regions
from tutor.games.apacze.tiles import TILE_KINDS

SIZES = (20, 50, 100, 200, 500, 1000, 2000)


def synthetic_board(tiles: int, rng: random.Random) -> tuple[Placement, ...]:
    """``tiles`` random tiles around the start column, each sharing an edge with one before it."""
    placed = {(p.x, p.y): p for p in START_PLACEMENTS}
    frontier = sorted({(x + dx, y + dy) for x, y in placed for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0))}
                      - set(placed))
    while len(placed) < tiles:
        spot = frontier.pop(rng.randrange(len(frontier)))
        if spot in placed:
            continue
        placed[spot] = Placement(*spot, rng.choice(TILE_KINDS).id, rng.randrange(4))
        x, y = spot
        frontier += [(x + dx, y + dy) for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0))
                     if (x + dx, y + dy) not in placed]
    return tuple(placed.values())


def pieces(graph: nx.Graph, rng: random.Random) -> tuple[dict, dict]:
    """Indians on a third of the fields, a building on a tenth; four players."""
    indians, buildings = {}, {}
    for field in graph:
        if rng.random() < 1 / 3:
            indians[field] = (rng.randrange(4), rng.randint(1, 5))
        if rng.random() < 0.1:
            buildings[field] = (rng.randrange(4), rng.randint(1, 4))
    return indians, buildings


def best_of(repeat: int, run) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def main(quick: bool = False) -> None:
    rng = random.Random(1)
    repeat = 3 if quick else 7
    print("| tiles | fields | edges | regions | score_regions ms | µs per tile | "
          "nx connected_components ms | µs per tile |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|")
    for tiles in SIZES[:4] if quick else SIZES:
        graph = field_graph(synthetic_board(tiles, rng))
        indians, buildings = pieces(graph, rng)
        same = same_terrain_graph(graph)
        ours = best_of(repeat, lambda: score_regions(graph, indians, buildings))
        theirs = best_of(repeat, lambda: list(nx.connected_components(same)))
        regions = nx.number_connected_components(same)
        print(f"| {tiles} | {graph.number_of_nodes()} | {graph.number_of_edges()} | {regions} | "
              f"{ours * 1e3:.2f} | {ours / tiles * 1e6:.1f} | {theirs * 1e3:.2f} | {theirs / tiles * 1e6:.1f} |")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="boards up to 200 tiles, fewer repeats")
    main(parser.parse_args().quick)
