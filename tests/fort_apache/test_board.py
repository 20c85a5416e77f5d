"""The reconstructed board graph: places, rings, moves and lines of fire."""
import networkx as nx

from tutor.games.fort_apache import board
from tutor.games.fort_apache.board import board_graph

ZONES = ("north", "east", "south", "west")


def _kind(graph, kind):
    view = nx.DiGraph()
    view.add_edges_from((u, v, d) for u, v, k, d in graph.edges(keys=True, data=True) if k == kind)
    return view


def test_board_is_marked_reconstructed_with_a_note():
    graph = board_graph()
    assert graph.graph["reconstructed"] is True
    assert "drawing is missing" in graph.graph["note"]


def test_every_zone_has_its_rings_walkway_and_yard():
    graph = board_graph()
    for zone in ZONES:
        for kind in ("cavalry", "climbing", "walkway", "yard"):
            node = graph.nodes[f"{zone} {kind}"]
            assert (node["kind"], node["zone"]) == (kind, zone)


def test_every_place_has_its_own_drawing_position():
    positions = [tuple(xy) for _, xy in board_graph().nodes(data="xy")]
    assert len(set(positions)) == len(positions) == len(board.PLACES)


def test_every_building_has_its_spots_and_rubble_track():
    graph = board_graph()
    data = board.board_data()
    for name in ("magazine", "granary", "well"):
        assert graph.nodes[f"{name} extinguish"]["building"] == name
        assert graph.nodes[f"{name} repair"]["building"] == name
        assert data["buildings"][name]["fire_spot"] and data["buildings"][name]["rubble_boxes"] == 3
    assert graph.nodes["well"]["zone"] == "east"
    zones = {graph.nodes[b]["zone"] for b in ("magazine", "granary", "well")} | {graph.nodes["gate"]["zone"]}
    assert zones == set(ZONES)  # one building per zone, the gate in the fourth


def test_the_camps_are_north_west_and_south_east():
    assert board.CAMP_OF_ZONE == {"north": board.INDEX["northwest camp"], "west": board.INDEX["northwest camp"],
                                  "east": board.INDEX["southeast camp"], "south": board.INDEX["southeast camp"]}


def test_every_place_is_reached_by_moves_the_ride_and_climbing():
    graph = board_graph()
    travel = nx.compose_all([_kind(graph, k) for k in ("move", "ride", "climb")])
    assert set(travel) == set(graph)
    assert nx.is_weakly_connected(travel)
    # riding out of a camp an Indian can reach every place but the other camp (camps are reached by withdrawing)
    assert set(graph) - nx.descendants(travel, "northwest camp") == {"northwest camp", "southeast camp"}
    inside = [p for p in graph if board.INSIDE[board.INDEX[p]]]
    assert nx.is_strongly_connected(_kind(graph, "move").subgraph(inside))


def test_the_ride_is_one_clockwise_cycle_of_the_cavalry_ring():
    ride = _kind(board_graph(), "ride")
    cycle = nx.find_cycle(ride, "north cavalry")
    assert [u for u, _ in cycle] == [f"{z} cavalry" for z in ZONES]
    assert all(d["cost"] == 0 and d["who"] == ["indians"] for _, _, d in ride.edges(data=True))


def test_cowboys_never_step_outside_the_fort():
    for place, steps in board.MOVES[0].items():
        assert board.INSIDE[place] and all(board.INSIDE[to] for to in steps)


def test_moving_within_a_building_is_free_and_other_moves_cost_one_energy():
    steps = board.MOVES[0]
    magazine = board.INDEX["magazine"]
    assert steps[magazine][board.INDEX["magazine repair"]] == (0, "")
    assert steps[board.INDEX["north yard"]][magazine] == (1, "")


def test_line_of_fire_from_outside_only_reaches_your_own_zone():
    graph = board_graph()
    for u, v, k, d in graph.edges(keys=True, data=True):
        if k in ("shoot", "fire") and not board.INSIDE[board.INDEX[u]]:
            assert graph.nodes[u]["zone"] == graph.nodes[v]["zone"], (u, v)
        if k == "shoot" and not board.INSIDE[board.INDEX[v]]:
            assert graph.nodes[u]["kind"] == "walkway" and graph.nodes[u]["zone"] == graph.nodes[v]["zone"]


def test_from_inside_the_fort_every_open_place_inside_is_in_reach_with_three_faces():
    open_fort = [p for p in board.PLACES if board.KIND[board.INDEX[p]] in ("walkway", "yard")]
    for side in (0, 1):
        for u in open_fort:
            targets = board.SHOTS[side][board.INDEX[u]]
            assert all(targets[board.INDEX[v]] == 3 for v in open_fort)


def test_figures_in_a_building_are_shot_only_from_inside_it():
    magazine = board.INDEX["magazine"]
    for side in (0, 1):
        shooters = [u for u, targets in board.SHOTS[side].items() if magazine in targets]
        assert {board.BUILDING_OF[u] for u in shooters} == {board.BUILDINGS.index("magazine")}


def test_hit_faces_grow_from_cavalry_to_climbing_to_inside():
    shots = board.SHOTS[1]
    assert shots[board.INDEX["east cavalry"]][board.INDEX["east walkway"]] == 1
    assert shots[board.INDEX["east climbing"]][board.INDEX["east walkway"]] == 2
    assert board.SHOTS[0][board.INDEX["east walkway"]][board.INDEX["east climbing"]] == 2
    assert board.FIRE[board.INDEX["east cavalry"]] == {board.BUILDINGS.index("well"): 1}


def test_the_engine_tables_are_read_in_the_graphs_order_without_networkx():
    """board.py builds its tables from board.json without networkx (a page imports it only for the graph):
    the same places, attributes and edges, in the order the networkx graph lists them."""
    from tutor.games.fort_apache import board

    graph = board.board_graph()
    assert tuple(graph.nodes) == board.PLACES
    assert all(dict(graph.nodes[p]) == board._NODES[p] for p in board.PLACES)
    for kind in ("move", "ride", "climb", "shoot", "fire", "kindle"):
        expected = [(board.INDEX[u], board.INDEX[v], a) for u, v, k, a in graph.edges(keys=True, data=True) if k == kind]
        assert list(board._edges(kind)) == expected, kind
