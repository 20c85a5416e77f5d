"""The Fort Apache board as a networkx graph, read from ``data/board.json`` (reconstructed).

Nodes are the places where figures stand (``north cavalry``, ``east walkway``, ``magazine repair``...).
Edges are keyed by kind: ``move`` (who may step there and the energy it costs), ``ride`` (the riders'
free clockwise ride), ``climb`` (the climbing roll), ``shoot`` (who may shoot from there at figures in
the target place, with how many hit faces), ``fire`` (fire arrows at a building) and ``kindle`` (set
fire from inside a building, no roll). The engine reads the lookup tables built here from the same data,
in the graph's order, without networkx (imported only when a page asks for the graph itself).
"""
from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, TypeVar

if TYPE_CHECKING:
    import networkx as nx

DATA = Path(__file__).parent / "data" / "board.json"
COWBOYS, INDIANS = 0, 1
#: a side's name (the odds and the glossary name the sides so)
Side = Literal["cowboys", "indians"]
SIDES: tuple[Side, Side] = ("cowboys", "indians")
HIT_FACES = ((2, 4, 6), (1, 3, 5))  # cowboys hit on even faces, Indians on odd ones; first n by position


@lru_cache(maxsize=1)
def board_data() -> dict:
    """The raw board file (``reconstructed`` is true: the preview has no drawing)."""
    return json.loads(DATA.read_text(encoding="utf-8"))


def board_graph() -> nx.MultiDiGraph:
    """The board: places as nodes (kind, zone, building), edges keyed by kind with their attributes."""
    import networkx as nx

    data = board_data()
    graph = nx.MultiDiGraph(reconstructed=data["reconstructed"], note=data["note"])
    for place in data["places"]:
        graph.add_node(place["name"], **{k: v for k, v in place.items() if k != "name"})
    for edge in data["edges"]:
        attrs = {k: v for k, v in edge.items() if k not in ("source", "target")}
        graph.add_edge(edge["source"], edge["target"], key=edge["kind"], **attrs)
    return graph


def _graph_order(data: dict) -> tuple[dict[str, dict[str, Any]], dict[str, dict[str, dict[str, dict[str, Any]]]]]:
    """The board's places (name: attributes) and edges (source: target: kind: attributes), in the order
    :func:`board_graph` lists them (places as the file lists them; edges by source place, then target in
    the order first met, then kind), read without networkx."""
    nodes = {place["name"]: {k: v for k, v in place.items() if k != "name"} for place in data["places"]}
    edges: dict[str, dict[str, dict[str, dict[str, Any]]]] = {name: {} for name in nodes}
    for edge in data["edges"]:
        if edge["source"] not in nodes or edge["target"] not in nodes:
            raise ValueError(f"board.json: an edge names an unknown place: {edge}")
        attrs = {k: v for k, v in edge.items() if k not in ("source", "target")}
        edges[edge["source"]].setdefault(edge["target"], {}).setdefault(edge["kind"], {}).update(attrs)
    return nodes, edges


_DATA = board_data()
_NODES, _EDGES = _graph_order(_DATA)
PLACES: tuple[str, ...] = tuple(_NODES)
INDEX = {name: i for i, name in enumerate(PLACES)}
KIND = tuple(_NODES[p]["kind"] for p in PLACES)
ZONE = tuple(_NODES[p]["zone"] for p in PLACES)
ZONES: tuple[str, ...] = tuple(_DATA["zones_clockwise"])
BUILDINGS: tuple[str, ...] = tuple(_DATA["buildings"])
BUILDING_ZONE = tuple(_DATA["buildings"][b]["zone"] for b in BUILDINGS)
RUBBLE_BOXES = tuple(_DATA["buildings"][b]["rubble_boxes"] for b in BUILDINGS)
#: the building a place belongs to (index into BUILDINGS), -1 for none (the gate repair spot too)
BUILDING_OF = tuple(BUILDINGS.index(_NODES[p]["building"]) if _NODES[p].get("building") in BUILDINGS
                    else -1 for p in PLACES)
GATE = INDEX[_DATA["gate"]["place"]]
GATE_REPAIR = INDEX[_DATA["gate"]["repair"]]
GATE_DAMAGE_TO_BREAK = _DATA["gate"]["damage_to_break"]
CAMPS = tuple(INDEX[c] for c in _DATA["camps"])
CAMP_OF_ZONE = {z: INDEX[c] for c, zs in _DATA["camps"].items() for z in zs}
INSIDE_KINDS = frozenset({"walkway", "yard", "building", "extinguish", "repair"})
INSIDE = tuple(k in INSIDE_KINDS for k in KIND)


V = TypeVar("V")


def _edges(kind: str) -> Iterator[tuple[int, int, dict[str, Any]]]:
    for u, targets in _EDGES.items():
        for v, kinds in targets.items():
            if kind in kinds:
                yield INDEX[u], INDEX[v], kinds[kind]


def _by_side(kind: str, value: Callable[[dict[str, Any]], V]) -> tuple[dict[int, dict[int, V]], dict[int, dict[int, V]]]:
    tables: tuple[dict[int, dict[int, V]], dict[int, dict[int, V]]] = ({}, {})
    for u, v, attrs in _edges(kind):
        for side_name in attrs["who"]:
            tables[SIDES.index(side_name)].setdefault(u, {})[v] = value(attrs)
    return tables


#: MOVES[side][place] = {to: (energy cost, requirement or "")}
MOVES = _by_side("move", lambda a: (a["cost"], a.get("requires", "")))
#: SHOTS[side][place] = {target place: hit faces}
SHOTS = _by_side("shoot", lambda a: a["faces"])
RIDE = {u: v for u, v, _ in _edges("ride")}
CLIMB = {u: (v, a["cost"], a["faces"]) for u, v, a in _edges("climb")}
#: FIRE[place] = {building index: hit faces}; KINDLE[place] = building index
FIRE: dict[int, dict[int, int]] = {}
for _u, _v, _a in _edges("fire"):
    FIRE.setdefault(_u, {})[BUILDING_OF[_v]] = _a["faces"]
KINDLE = {u: BUILDING_OF[v] for u, v, _ in _edges("kindle")}


def _zone_moves() -> dict[int, dict[int, tuple[int, str]]]:
    """The cowboys' moves under the default ``cowboy_move=zone`` reading: one action and one energy take a
    cowboy from any place inside the fort to any other (a walkway, a yard, a building or one of its
    spots, the gate's repair spot), whatever the zone; between a building and its own spots it is free."""
    inside = [p for p in range(len(PLACES)) if INSIDE[p]]
    table: dict[int, dict[int, tuple[int, str]]] = {}
    for u in inside:
        same = BUILDING_OF[u]
        table[u] = {v: (0 if same >= 0 and BUILDING_OF[v] == same else 1, "") for v in inside if v != u}
    return table


#: the cowboys' move table by the ``cowboy_move`` reading: ``zone`` (the text's) or ``step`` (the board's edges)
COWBOY_MOVES = {"zone": _zone_moves(), "step": MOVES[COWBOYS]}


def move_table(side: int, cowboy_move: str) -> dict[int, dict[int, tuple[int, str]]]:
    """The side's moves, {place: {to: (energy cost, requirement)}}, under the ``cowboy_move`` reading."""
    return COWBOY_MOVES[cowboy_move] if side == COWBOYS else MOVES[INDIANS]


def building_shots(side: int, place: int) -> dict[int, int]:
    """Extra shots of a cowboy inside a building: at Indians inside the fort outside every building, with
    all three faces (LOS COWBOYS: with Indians inside, cowboys shoot from anywhere)."""
    if side != COWBOYS or BUILDING_OF[place] < 0 or not INSIDE[place]:
        return {}
    return {p: 3 for p in range(len(PLACES)) if INSIDE[p] and BUILDING_OF[p] < 0}


@lru_cache(maxsize=None)
def shot_table(side: int, place: int) -> dict[int, int]:
    """Where a figure of ``side`` at ``place`` may shoot: {target place: hit faces} (built once per place;
    read it, never change it)."""
    return {**SHOTS[side].get(place, {}), **building_shots(side, place)}


def place_code(place: int) -> str:
    """The place's name with hyphens (``north-walkway``), for position strings."""
    return PLACES[place].replace(" ", "-")


@lru_cache(maxsize=None)
def building_places(building: int) -> tuple[int, ...]:
    """The building and its spots."""
    return tuple(p for p in range(len(PLACES)) if BUILDING_OF[p] == building)


def _spot(building: int, kind: str) -> int:
    """The building's one spot of ``kind`` (``extinguish`` or ``repair``)."""
    spot, = (p for p in building_places(building) if KIND[p] == kind)
    return spot


#: each building's spot where a cowboy puts out its fire, and where one repairs it
EXTINGUISH_SPOT = tuple(_spot(b, "extinguish") for b in range(len(BUILDINGS)))
REPAIR_SPOT = tuple(_spot(b, "repair") for b in range(len(BUILDINGS)))


def camp_for(place: int) -> int:
    """The camp an Indian withdraws to from ``place``: the camp on its zone's side of the fort."""
    return CAMP_OF_ZONE[ZONE[place]]
