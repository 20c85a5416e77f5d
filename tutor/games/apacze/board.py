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
    (edge attribute ``via``: ``tile``, ``edge`` or ``corner``).

    Nodes are listed in the order they are first named (a tile's fields, then the fields of its east
    and north neighbours that share an edge with it) and edges in the order they are found; the graph is
    then built in two bulk calls, which give it just that node and neighbour order."""
    at = {(p.x, p.y): p for p in placements}
    nodes: dict[FieldId, dict] = {}
    edges: dict[tuple[FieldId, FieldId], str] = {}   # each edge once, in the order found: its last ``via``
    corners: dict[tuple[int, int], list[FieldId]] = defaultdict(list)

    def join(a: FieldId, b: FieldId, via: str) -> None:
        nodes.setdefault(a, {})
        nodes.setdefault(b, {})
        key = (b, a) if (b, a) in edges else (a, b)
        edges[key] = via

    for (x, y), p in at.items():
        fields, inner, rivers = _tile_parts(p)
        for field, attributes in fields:
            nodes.setdefault(field, {}).update(attributes)
        edges.update(inner)  # a tile's own fields: no other tile joins them
        ring = p.ring
        for side in (0, 1):  # east and north neighbours; the others see us from their side
            dx, dy = SIDES[side]
            other = at.get((x + dx, y + dy))
            if other is None:
                continue
            facing = other.ring
            for j in (1, 2, 3):
                mine = ring[4 * side + j]
                theirs = facing[4 * ((side + 2) % 4) + 4 - j]
                join((x, y, mine), (x + dx, y + dy, theirs), "edge")
        for point, field in rivers:
            corners[point].append(field)
    for found in corners.values():
        for i, a in enumerate(found):
            for b in found[i + 1:]:
                if (a, b) not in edges and (b, a) not in edges:
                    join(a, b, "corner")
    graph = nx.Graph()
    graph.add_nodes_from(nodes.items())
    graph.add_edges_from((a, b, {"via": via}) for (a, b), via in edges.items())
    return graph


@lru_cache(maxsize=4096)
def _tile_parts(p: Placement) -> tuple[tuple[tuple[FieldId, dict], ...], dict[tuple[FieldId, FieldId], str],
                                       tuple[tuple[tuple[int, int], FieldId], ...]]:
    """One placed tile's part of the field graph: its fields with their attributes, the edges between
    them (where the ring of 16 border segments changes field), and its river fields at each corner
    point of the grid. Remembered: the same placement recurs on every later board (read, never change)."""
    x, y, ring, fields = p.x, p.y, p.ring, p.tile.fields
    nodes = tuple(((x, y, letter), {"terrain": field.terrain, "animals": field.animals})
                  for letter, field in fields.items())
    inner: dict[tuple[FieldId, FieldId], str] = {}
    for i in range(16):
        a, b = (x, y, ring[i]), (x, y, ring[(i + 1) % 16])
        if a != b and (b, a) not in inner:
            inner[(a, b)] = "tile"
    rivers = tuple(((x + cx, y + cy), (x, y, ring[4 * c])) for c, (cx, cy) in enumerate(CORNER_POINTS)
                   if fields[ring[4 * c]].terrain == "river")
    return nodes, inner, rivers


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


def open_spots(placements: Iterable[Placement], limit: int | None, metric: str) -> tuple[tuple[int, int], ...]:
    """Empty squares sharing an edge with a placed tile, at most ``limit`` tiles from a start tile
    (``limit`` None: anywhere), sorted; remembered for the boards seen lately."""
    return _open_spots(tuple(placements), limit, metric)


@lru_cache(maxsize=1024)
def _open_spots(placements: tuple[Placement, ...], limit: int | None, metric: str) -> tuple[tuple[int, int], ...]:
    taken = {(p.x, p.y) for p in placements}
    starts = [(p.x, p.y) for p in START_PLACEMENTS]
    spots = {(x + dx, y + dy) for x, y in taken for dx, dy in SIDES} - taken
    if limit is not None:
        spots = {s for s in spots if min(tile_distance(s, t, metric) for t in starts) <= limit}
    return tuple(sorted(spots))
