"""Scoring examples worked by hand, on small graphs built for the purpose and on real boards."""
import networkx as nx
import pytest
from hypothesis import given, settings, strategies as st

from tests.apacze.helpers import start2
from tests.apacze.test_board import boards
from tutor.games.apacze.board import field_graph, same_terrain_graph
from tutor.games.apacze.scoring import gains, rank, score_regions


def prairie(*animals: int) -> nx.Graph:
    """A path of prairie fields f0 - f1 - ... with these bison, plus one river field r off f0."""
    graph = nx.Graph()
    for i, n in enumerate(animals):
        graph.add_node((i, 0, "a"), terrain="prairie", animals=n)
        if i:
            graph.add_edge((i - 1, 0, "a"), (i, 0, "a"))
    graph.add_node((0, 0, "r"), terrain="river", animals=5)
    graph.add_edge((0, 0, "a"), (0, 0, "r"))
    return graph


def f(i: int) -> tuple:
    return (i, 0, "a")


def places(region) -> dict[int, tuple[int, int]]:
    return {s.player: (s.place, s.gain) for s in region.standings}


def test_largest_building_leads_then_half_then_own_fields():
    # 2+2+3+1 = 8 bison. Player 0 has a teepee of 3, player 1 of 2 with 4 Indians, player 2 only
    # Indians on the 3-bison field: 1st takes 8, 2nd 8 // 2 = 4, 3rd the 3 bison of its own field.
    graph = prairie(2, 2, 3, 1)
    [region] = score_regions(graph, {f(1): (1, 4), f(2): (2, 2)}, {f(0): (0, 3), f(1): (1, 2)})
    assert region.animals == 8 and region.animal == "bison"
    assert places(region) == {0: (1, 8), 1: (2, 4), 2: (3, 3)}
    assert "red 1st with size 3 and 0 Indians: all, 8" in region.reason


def test_ties_go_to_the_next_size_then_to_indians():
    graph = prairie(2, 2, 3, 1)
    buildings = {f(0): (0, 3), f(1): (0, 1), f(2): (1, 3), f(3): (1, 2)}
    [region] = score_regions(graph, {}, buildings)
    assert places(region) == {1: (1, 8), 0: (2, 4)}  # (3, 2) beats (3, 1)
    [region] = score_regions(graph, {f(0): (0, 1), f(2): (1, 2)}, {f(0): (0, 3), f(2): (1, 3)})
    assert places(region) == {1: (1, 8), 0: (2, 4)}  # same building, more Indians


@pytest.mark.rules("apacze.score.ties")
def test_tied_players_share_the_lower_place():
    graph = prairie(2, 2, 3, 1)
    indians = {f(0): (0, 2), f(1): (1, 2), f(3): (2, 1)}
    [region] = score_regions(graph, indians, {f(0): (0, 2), f(1): (1, 2)})
    # players 0 and 1 tie for first: both are second and take 4; player 2 is third: 1 bison
    assert places(region) == {0: (2, 4), 1: (2, 4), 2: (3, 1)}
    assert "tied, so the lower place" in region.reason
    # three tied for first are all third: each takes the animals of its own fields
    [region] = score_regions(graph, {f(0): (0, 1), f(1): (1, 1), f(2): (2, 1)}, {})
    assert places(region) == {0: (3, 2), 1: (3, 2), 2: (3, 3)}


@pytest.mark.rules("apacze.score.ties")
def test_three_tied_take_the_lowest_place_they_span_or_the_next_by_the_reading():
    """Issue #21: "tied players take the lower place" is clear for two; for three or more the register
    reads it as the lowest of the places they span, with the place just below their best as an option."""
    graph = prairie(2, 2, 3, 1)
    indians = {f(0): (0, 1), f(1): (1, 1), f(2): (2, 1), f(3): (3, 0 + 1)}
    buildings = {f(3): (3, 1)}   # player 3 leads with a building; 0, 1 and 2 tie behind
    [region] = score_regions(graph, indians, buildings)
    assert places(region) == {3: (1, 8), 0: (4, 2), 1: (4, 2), 2: (4, 3)}
    [region] = score_regions(graph, indians, buildings, tied_places="next")
    assert places(region) == {3: (1, 8), 0: (3, 2), 1: (3, 2), 2: (3, 3)}
    three = {f(0): (0, 1), f(1): (1, 1), f(2): (2, 1)}
    [region] = score_regions(graph, three, {}, tied_places="next")   # three tied for first: all second
    assert places(region) == {0: (2, 4), 1: (2, 4), 2: (2, 4)}
    assert rank({0: (1,), 1: (1,), 2: (1,), 3: (0,)}, "next") == {0: 2, 1: 2, 2: 2, 3: 4}
    assert rank({0: (1,), 1: (1,), 2: (0,)}, "next") == rank({0: (1,), 1: (1,), 2: (0,)}) == {0: 2, 1: 2, 2: 3}


def test_fourth_place_and_the_lower_places_option():
    graph = prairie(2, 2, 3, 1)
    indians = {f(0): (0, 4), f(1): (1, 3), f(2): (2, 2), f(3): (3, 1)}
    [region] = score_regions(graph, indians, {})
    assert places(region) == {0: (1, 8), 1: (2, 4), 2: (3, 3), 3: (4, 1)}
    [region] = score_regions(graph, indians, {}, lower_places="nothing")
    assert places(region) == {0: (1, 8), 1: (2, 4), 2: (3, 0), 3: (4, 0)}


def test_regions_without_pieces_are_not_scored_and_gains_add_up_by_kind():
    graph = prairie(2, 2)
    scored = score_regions(graph, {(0, 0, "r"): (1, 1)}, {f(1): (0, 1)})
    assert [r.terrain for r in scored] == ["prairie", "river"]
    assert gains(scored, 2) == [[4, 0, 0], [0, 5, 0]]


def test_rank_shares_the_lower_place():
    assert rank({0: (5,), 1: (5,), 2: (3,), 3: (1,)}) == {0: 2, 1: 2, 2: 3, 3: 4}


def test_a_real_board_the_start_column():
    # the start column: 3 prairie fields (1 bison each), a river (1 salmon each), mountains
    state = start2("0,0:a=0x2 0,1:a=1x2 0,2:b=1x1", "0,2:a=0t1", camp="i2 t2 c12/i1 t12 c12")
    scored = {r.terrain: r for r in state.scoring()}
    assert places(scored["prairie"]) == {0: (1, 3), 1: (2, 1)}
    assert places(scored["river"]) == {1: (1, 3)}
    assert "mountains" not in scored
    assert state.round_gains() == [[3, 0, 0], [1, 3, 0]]


@settings(max_examples=40, deadline=None)
@given(boards(), st.randoms(use_true_random=False))
def test_scored_regions_are_components_and_places_follow_the_keys(placements, rng):
    graph = field_graph(placements)
    indians = {f: (rng.randrange(4), rng.randint(1, 5)) for f in graph if rng.random() < 0.4}
    buildings = {f: (rng.randrange(4), rng.randint(1, 4)) for f in graph if rng.random() < 0.2}
    components = {frozenset(c) for c in nx.connected_components(same_terrain_graph(graph))}
    for region in score_regions(graph, indians, buildings):
        assert frozenset(region.fields) in components
        assert region.animals == sum(graph.nodes[f]["animals"] for f in region.fields)
        keys = {s.player: (s.sizes, s.indians) for s in region.standings}
        for s in region.standings:
            assert s.place == sum(k >= keys[s.player] for k in keys.values())  # ties take the lower place
            assert s.gain == {1: region.animals, 2: region.animals // 2}.get(s.place, s.own_animals)


def test_a_position_scores_its_board_as_the_field_graph_does():
    """State.scoring reads the regions remembered per board and the Board's terrain and animals: the
    same regions, in the same order, with the same reasons as score_regions on the field graph."""
    import random

    from tutor.core.play import random_action
    from tutor.games.apacze import Game

    rng = random.Random(5)
    for players in (2, 3, 4):
        state = Game(players).new_state()
        while not state.is_terminal:
            if rng.random() < 0.1:
                pieces = {f: (p, s) for f, p, _, s in state.buildings}
                expected = score_regions(state.graph, state.indians_on(), pieces, state.game.options["lower_places"])
                assert state.scoring() == expected
            state = state.apply(random_action(state, rng))
