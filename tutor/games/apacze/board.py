"""The board as networkx graphs: fields, regions, movement and where a tile may go.

A placed tile is a :class:`Placement`; a field on the board is ``(x, y, letter)``. :func:`field_graph`
joins fields that share a border (inside a tile, or across a shared tile edge) and river fields that
meet at a tile corner. Land never joins through a corner, so the same graph is the movement graph.
A region is a connected set of fields of one terrain (:func:`regions`).
"""
from __future__ import annotations

from collections import defaultdict
from functools import lru_cache
from typing import Iterable, NamedTuple

import networkx as nx

from .tiles import KIND_BY_ID, START_TILES, TileKind

FieldId = tuple[int, int, str]
SIDES = ((0, 1), (1, 0), (0, -1), (-1, 0))  # north, east, south, west
CORNER_POINTS = ((0, 1), (1, 1), (1, 0), (0, 0))  # ring 0, 4, 8, 12 -> offset of the grid point


class Placement(NamedTuple):
    x: int
    y: int
    kind: str
    rotation: int  # quarter turns clockwise

    @property
    def tile(self) -> TileKind:
        return KIND_BY_ID[self.kind]

    @property
    def ring(self) -> str:
        return self.tile.rotated(self.rotation)


START_PLACEMENTS = tuple(Placement(s.x, s.y, s.kind.id, 0) for s in START_TILES)


def field_graph(placements: Iterable[Placement]) -> nx.Graph:
    """Every field of the placed tiles, with ``terrain`` and ``animals``; edges where fields meet
    (edge attribute ``via``: ``tile``, ``edge`` or ``corner``)."""
    graph = nx.Graph()
    at = {(p.x, p.y): p for p in placements}
    corners: dict[tuple[int, int], list[FieldId]] = defaultdict(list)
    for (x, y), p in at.items():
        ring, fields = p.ring, p.tile.fields
        for letter, field in fields.items():
            graph.add_node((x, y, letter), terrain=field.terrain, animals=field.animals)
        for i in range(16):
            a, b = ring[i], ring[(i + 1) % 16]
            if a != b:
                graph.add_edge((x, y, a), (x, y, b), via="tile")
        for side in (0, 1):  # east and north neighbours; the others see us from their side
            dx, dy = SIDES[side]
            other = at.get((x + dx, y + dy))
            if other is None:
                continue
            facing = other.ring
            for j in (1, 2, 3):
                mine = ring[4 * side + j]
                theirs = facing[4 * ((side + 2) % 4) + 4 - j]
                graph.add_edge((x, y, mine), (x + dx, y + dy, theirs), via="edge")
        for c, (cx, cy) in enumerate(CORNER_POINTS):
            letter = ring[4 * c]
            if fields[letter].terrain == "river":
                corners[(x + cx, y + cy)].append((x, y, letter))
    for rivers in corners.values():
        for i, a in enumerate(rivers):
            for b in rivers[i + 1:]:
                if not graph.has_edge(a, b):
                    graph.add_edge(a, b, via="corner")
    return graph


@lru_cache(maxsize=512)
def board_graph(placements: tuple[Placement, ...]) -> nx.Graph:
    """:func:`field_graph`, remembered for the boards seen lately (a game revisits its board often);
    shared, so read it, never change it."""
    return field_graph(placements)


def regions(graph: nx.Graph) -> list[list[FieldId]]:
    """Connected fields of one terrain, each region sorted, in the graph's node order.

    A plain graph search over same-terrain edges: linear in fields plus edges."""
    terrain = nx.get_node_attributes(graph, "terrain")
    adjacency = graph.adj
    seen: set = set()
    found = []
    for start in graph:
        if start in seen:
            continue
        seen.add(start)
        region, frontier, kind = [start], [start], terrain[start]
        while frontier:
            node = frontier.pop()
            for other in adjacency[node]:
                if other not in seen and terrain[other] == kind:
                    seen.add(other)
                    region.append(other)
                    frontier.append(other)
        found.append(sorted(region))
    return found


def region_graph(graph: nx.Graph) -> nx.Graph:
    """Regions as nodes (``terrain``, ``animals``, ``fields``), joined where two regions meet."""
    found = regions(graph)
    index = {f: i for i, region in enumerate(found) for f in region}
    out = nx.Graph()
    for i, region in enumerate(found):
        out.add_node(i, terrain=graph.nodes[region[0]]["terrain"], fields=tuple(region),
                     animals=sum(graph.nodes[f]["animals"] for f in region))
    out.add_edges_from((index[a], index[b]) for a, b in graph.edges if index[a] != index[b])
    return out


def same_terrain_graph(graph: nx.Graph) -> nx.Graph:
    """All fields, joined only where they have one terrain (its components are the regions)."""
    terrain = nx.get_node_attributes(graph, "terrain")
    sub = nx.Graph()
    sub.add_nodes_from(graph.nodes(data=True))
    sub.add_edges_from((a, b) for a, b in graph.edges if terrain[a] == terrain[b])
    return sub


def reachable(graph: nx.Graph, start: FieldId, steps: int) -> dict[FieldId, int]:
    """Fields reachable from ``start`` in 1 to ``steps`` moves, with the fewest moves needed."""
    found = nx.single_source_shortest_path_length(graph, start, cutoff=steps)
    return {f: d for f, d in found.items() if d > 0}


def tile_distance(a: tuple[int, int], b: tuple[int, int], metric: str) -> int:
    """Tiles from ``a`` to ``b``: ``orthogonal`` counts steps across edges, ``diagonal`` lets a
    step cross a corner."""
    dx, dy = abs(a[0] - b[0]), abs(a[1] - b[1])
    return dx + dy if metric == "orthogonal" else max(dx, dy)


def open_spots(placements: Iterable[Placement], limit: int | None, metric: str) -> list[tuple[int, int]]:
    """Empty squares sharing an edge with a placed tile, at most ``limit`` tiles from a start tile
    (``limit`` None: anywhere)."""
    taken = {(p.x, p.y) for p in placements}
    starts = [(p.x, p.y) for p in START_PLACEMENTS]
    spots = {(x + dx, y + dy) for x, y in taken for dx, dy in SIDES} - taken
    if limit is not None:
        spots = {s for s in spots if min(tile_distance(s, t, metric) for t in starts) <= limit}
    return sorted(spots)
