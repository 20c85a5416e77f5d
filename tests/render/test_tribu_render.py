"""The Tribù renderer: well-formed SVG of one player's view that never shows hidden cards."""
import random
import xml.etree.ElementTree as ET

from tests.tribu.helpers import position
from tutor.games import tribu
from tutor.core.bots import play_game
from tutor.games.tribu.bots import SensibleBot
from tutor.games.tribu.render import board_svg

NS = "{http://www.w3.org/2000/svg}"


def with_class(root: ET.Element, name: str) -> list[ET.Element]:
    return [e for e in root.iter() if name in (e.get("class") or "").split()]


def text(root: ET.Element) -> str:
    return " ".join(" ".join(root.itertext()).split())


def test_view_shows_own_hand_and_chains_in_order_but_not_hidden_cards():
    state = position("canoe lupo / moon bisonte", "hunter.salmon[courage-feathers]# / shaman.red-statue[strength-feathers]")
    root = ET.fromstring(board_svg(state, viewer=0))
    assert root.tag == NS + "svg"
    assert len(with_class(root, "tribu-hand")) == 2
    assert len(with_class(root, "tribu-chain")) == 2
    words = text(root)
    assert "canoe" in words and "courage" in words and "BLOCKED" in words and "RECONSTRUCTED" in words
    assert "needs hearth" in words  # hunter's second vase waits
    assert "moon" not in words and "strength" not in words and "bisonte" not in words  # player 1's secrets
    assert len(with_class(root, "tribu-active")) == 2  # one face up (mine), one face down


def test_every_position_of_a_game_renders():
    final = play_game(tribu.Game(players=3), (SensibleBot(),) * 3, random.Random(1))
    state = tribu.Game(players=3).new_state()
    for i, action in enumerate(final.history):
        state = state.apply(action)
        if i % 97 == 0:
            for seat in range(3):
                ET.fromstring(board_svg(state, viewer=seat))
