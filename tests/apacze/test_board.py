"""The board graphs: regions, edges, corners, rotation and the distance limit."""
import networkx as nx
from hypothesis import given, settings, strategies as st

from tutor.games.apacze.board import (START_PLACEMENTS, Board, Placement, board_of, board_regions, field_graph,
                                      open_spots, reachable, regions, same_terrain_graph, tile_distance)
from tutor.games.apacze.tiles import TILE_KINDS, TileKind, load


def board(*tiles: tuple) -> tuple[Placement, ...]:
    return START_PLACEMENTS + tuple(Placement(*t) for t in tiles)


@st.composite
def boards(draw) -> tuple[Placement, ...]:
    """A board grown tile by tile from the start column, any kind, any turn, no distance limit."""
    placed = list(START_PLACEMENTS)
    for _ in range(draw(st.integers(0, 25))):
        spot = draw(st.sampled_from(open_spots(placed, None, "orthogonal")))
        kind = draw(st.sampled_from(TILE_KINDS))
        placed.append(Placement(*spot, kind.id, draw(st.integers(0, 3))))
    return tuple(placed)


@settings(max_examples=60, deadline=None)
@given(boards())
def test_regions_are_the_connected_components_of_one_terrain(placements):
    graph = field_graph(placements)
    mine = sorted(map(tuple, regions(graph)))
    theirs = sorted(tuple(sorted(c)) for c in nx.connected_components(same_terrain_graph(graph)))
    assert mine == theirs
    terrain = nx.get_node_attributes(graph, "terrain")
    assert all(len({terrain[f] for f in region}) == 1 for region in mine)


@settings(max_examples=60, deadline=None)
@given(boards())
def test_corners_join_only_rivers_and_edges_only_neighbours(placements):
    graph = field_graph(placements)
    for a, b, via in graph.edges(data="via"):
        (ax, ay, _), (bx, by, _) = a, b
        if via == "corner":
            assert graph.nodes[a]["terrain"] == graph.nodes[b]["terrain"] == "river"
            assert max(abs(ax - bx), abs(ay - by)) == 1
        elif via == "edge":
            assert abs(ax - bx) + abs(ay - by) == 1
        else:
            assert (ax, ay) == (bx, by)


def test_the_start_column_makes_three_long_regions():
    graph = field_graph(START_PLACEMENTS)
    found = {graph.nodes[r[0]]["terrain"]: r for r in regions(graph)}
    assert found["river"] == [(0, 0, "b"), (0, 1, "b"), (0, 2, "b")]
    assert len(found) == 3 and all(len(r) == 3 for r in found.values())


def test_edge_thirds_face_each_other():
    # a ford turned a quarter sits east of the start: its river runs east-west and meets mountains
    graph = field_graph(board((1, 0, "ford", 1)))
    assert graph.has_edge((0, 0, "c"), (1, 0, "a")) and graph.has_edge((0, 0, "c"), (1, 0, "b"))
    assert graph.has_edge((0, 0, "c"), (1, 0, "c"))
    # unturned, its prairie faces the start tile's mountains along the whole edge
    graph = field_graph(board((1, 0, "ford", 0)))
    assert [n for n in graph[(0, 0, "c")] if n[0] == 1] == [(1, 0, "a")]


def test_rotation_shifts_the_ring_by_a_side():
    bend = next(k for k in TILE_KINDS if k.id == "bend")
    assert bend.rotated(0) == bend.ring
    assert bend.rotated(1) == bend.ring[-4:] + bend.ring[:-4]
    assert bend.rotated(4) == bend.ring


def test_land_touching_at_a_corner_is_not_joined_but_rivers_are():
    # diagonals at (1,-1) and (2,0): rivers run SW-NE corner to corner and meet at point (2,0)
    placements = board((1, -1, "diagonal", 0), (2, 0, "diagonal", 0), (1, 0, "plain", 0))
    graph = field_graph(placements)
    assert graph.edges[(1, -1, "b"), (2, 0, "b")]["via"] == "corner"
    assert graph.nodes[(1, -1, "c")]["terrain"] == "mountains"
    # the mountains of (1,-1) and (2,0) touch only at that corner point: not joined
    assert not graph.has_edge((1, -1, "c"), (2, 0, "c"))
    assert not nx.has_path(same_terrain_graph(graph).subgraph([(1, -1, "c"), (2, 0, "c")]),
                           (1, -1, "c"), (2, 0, "c"))


def test_fields_inside_a_tile_border_each_other_only_along_the_ring():
    graph = field_graph(board((1, 0, "fork", 0)))
    inside = {tuple(sorted((a[2], b[2]))) for a, b, via in graph.edges(data="via")
              if via == "tile" and a[:2] == (1, 0)}
    assert inside == {("a", "b"), ("b", "c")}  # the river parts the mountains from the prairie (one field)


def test_distance_limit_counts_edge_steps_from_the_nearest_start_tile():
    assert tile_distance((3, 0), (0, 0), "orthogonal") == 3
    assert tile_distance((2, 2), (0, 0), "orthogonal") == 4
    assert tile_distance((2, 2), (0, 0), "diagonal") == 2
    row = [Placement(x, 0, "plain", 0) for x in (1, 2, 3)]
    assert (4, 0) not in open_spots(START_PLACEMENTS + tuple(row), 3, "orthogonal")
    assert (4, 0) in open_spots(START_PLACEMENTS + tuple(row), None, "orthogonal")
    assert (3, -1) not in open_spots(START_PLACEMENTS + tuple(row), 3, "orthogonal")
    assert (3, -1) in open_spots(START_PLACEMENTS + tuple(row), 3, "diagonal")


def test_the_data_file_is_marked_reconstructed_and_complete():
    import json
    from tutor.games.apacze.tiles import DATA_FILE
    data = json.loads(DATA_FILE.read_text())
    assert data["reconstructed"] is True and "edit" in data["note"]
    starts, kinds, _ = load()
    assert len(starts) == 3 and sum(k.count for k in kinds) == 16
    assert all(isinstance(k, TileKind) for k in kinds)


def _board_agrees_with_graph(board_: Board, graph: nx.Graph) -> None:
    """A Board holds the field graph's fields, joins and regions, and finds the same reach."""
    assert board_.terrain == nx.get_node_attributes(graph, "terrain")
    assert board_.animals == nx.get_node_attributes(graph, "animals")
    assert {f: sorted(n) for f, n in board_.adjacency.items()} == {f: sorted(graph[f]) for f in graph}
    assert sorted(tuple(sorted(r)) for r in board_.region_fields.values()) == sorted(map(tuple, regions(graph)))
    for number, fields in board_.region_fields.items():
        assert all(board_.region_of[f] == number for f in fields)
        assert board_.region_animals[number] == sum(board_.animals[f] for f in fields)
    for start in list(graph)[::7]:
        for steps in (1, 3):
            assert board_.reach(start, steps) == reachable(graph, start, steps)


@settings(max_examples=60, deadline=None)
@given(boards())
def test_a_board_built_from_scratch_is_the_field_graph(placements):
    _board_agrees_with_graph(Board.built(placements), field_graph(placements))


@settings(max_examples=60, deadline=None)
@given(boards(), st.randoms(use_true_random=False))
def test_a_board_grown_tile_by_tile_is_the_field_graph_of_each_step(placements, rng):
    """Each tile added to its parent's board (in any order: a tile may close a gap between regions
    placed before it) gives the field graph of the board so far; the parent is left as it was."""
    extra = list(placements[len(START_PLACEMENTS):])
    rng.shuffle(extra)
    grown = Board.built(START_PLACEMENTS)
    so_far = START_PLACEMENTS
    for p in extra:
        before = {f: tuple(n) for f, n in grown.adjacency.items()}, dict(grown.region_of)
        child = grown.with_tile(p)
        assert ({f: tuple(n) for f, n in grown.adjacency.items()}, grown.region_of) == before
        so_far += (p,)
        _board_agrees_with_graph(child, field_graph(so_far))
        grown = child


def test_board_of_derives_a_board_from_its_parent_and_remembers_it():
    parent = START_PLACEMENTS + (Placement(1, 0, "ford", 1),)
    child = parent + (Placement(1, 1, "bend", 2),)
    assert board_of(child) is board_of(child)
    _board_agrees_with_graph(board_of(parent), field_graph(parent))
    _board_agrees_with_graph(board_of(child), field_graph(child))


@settings(max_examples=60, deadline=None)
@given(boards())
def test_board_regions_are_the_field_graphs_regions_in_its_order(placements):
    assert board_regions(placements) == regions(field_graph(placements))
