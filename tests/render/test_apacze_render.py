"""The Apacze i Komancze renderer: standalone SVG for every kind of position, showing what matters."""
from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

from tutor.games import apacze
from tutor.games.apacze.board import regions
from tutor.core.bots import play_game
from tutor.games.apacze.bots import GreedyBot, RandomBot
from tests.helpers import replay
from tutor.games.apacze.render import board_svg, region_graph, regions_svg, scoring

NS = "{http://www.w3.org/2000/svg}"


def with_class(root: ET.Element, name: str) -> list[ET.Element]:
    return [e for e in root.iter() if name in (e.get("class") or "").split()]


def text_of(element: ET.Element) -> str:
    return " ".join(" ".join(element.itertext()).split())


@pytest.fixture(scope="module")
def finished() -> apacze.State:
    return play_game(apacze.Game(players=3), [GreedyBot(), RandomBot(), RandomBot()], random.Random(4))


def assert_standalone(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == NS + "svg"
    assert root.get("viewBox", "").startswith("0 0 ")
    for element in root.iter():
        assert element.tag.removeprefix(NS) not in ("script", "image", "foreignObject", "a")
    return root


def test_every_state_of_a_game_renders(finished: apacze.State) -> None:
    for n, state in enumerate(replay(finished)):
        if n % 3 and not state.is_terminal:
            continue  # every third state keeps the test quick
        root = assert_standalone(board_svg(state))
        assert len(with_class(root, "tile")) == len(state.placements)
        assert len(with_class(root, "player")) == 3
        assert len(with_class(root, "region-score")) == len(state.scoring())


@pytest.mark.parametrize("players", [2, 4])
def test_other_player_counts_render(players: int) -> None:
    final = play_game(apacze.Game(players=players), [RandomBot()] * players, random.Random(players))
    for state in list(replay(final))[::25] + [final]:
        assert_standalone(board_svg(state))
        assert_standalone(regions_svg(state))


def test_pieces_regions_and_marks(finished: apacze.State) -> None:
    root = assert_standalone(board_svg(finished))
    assert with_class(root, "reconstructed") and with_class(root, "reconstructed-note")
    assert len(with_class(root, "indians")) == len(finished.indians)
    buildings = with_class(root, "building")
    assert len(buildings) == len(finished.buildings)
    assert {b.get("data-piece") for b in buildings} <= {"teepee", "canoe"}
    tags = [t.get("data-region") for t in with_class(root, "region-tag")]
    assert tags == [f"R{i + 1}" for i in range(len(finished.scoring()))]
    assert "won" in text_of(root.find(NS + "title"))


def test_turn_last_action_and_scoring_reasons() -> None:
    state = apacze.Game(players=2).new_state()
    state = state.apply(state.parse_action("draw ford")).apply(state.parse_action("draw bend"))
    state = state.apply(state.parse_action("place at 1,0 turned 0")).apply(state.parse_action("put 1 indian on a"))
    root = assert_standalone(board_svg(state))
    assert "yellow chooses an action" in text_of(with_class(root, "turn")[0])
    assert text_of(with_class(root, "last-action")[0]) == "last action: put 1 indian on a"
    (score,) = with_class(root, "region-score")
    assert "red 1st" in text_of(score) and "prairie region" in text_of(score)
    assert scoring(state)[0].reason.startswith("prairie region")
    assert with_class(root, "spot"), "yellow may place: the open squares are shown"
    assert not with_class(assert_standalone(board_svg(state, spots=False)), "spot")


def test_highlight_outlines_the_given_fields(finished: apacze.State) -> None:
    region = finished.scoring()[0].fields
    root = assert_standalone(board_svg(finished, highlight=region))
    (outline,) = with_class(root, "highlight")
    assert len(list(outline)) >= 3


def test_regions_graph(finished: apacze.State) -> None:
    graph = region_graph(finished)
    assert graph.number_of_nodes() == len(regions(finished.graph))
    root = assert_standalone(regions_svg(finished))
    assert len(with_class(root, "region-node")) == graph.number_of_nodes()
    assert len(with_class(root, "region-edge")) == graph.number_of_edges()
    for a, b in graph.edges:
        assert graph.nodes[a]["terrain"] != graph.nodes[b]["terrain"]


def test_a_viewer_sees_no_other_players_tile() -> None:
    state = apacze.Game(players=2).new_state()
    state = state.apply(state.parse_action("draw ford"))
    assert "draw ford" in board_svg(state) and "draw ford" in board_svg(state, viewer=0)
    hidden = board_svg(state, viewer=1)
    assert "ford" not in hidden and "red drew a tile in secret" in hidden
    state = state.apply(state.parse_action("draw bend"))
    assert "in hand: ford" in board_svg(state, viewer=0) and "in hand: ford" not in board_svg(state, viewer=1)
