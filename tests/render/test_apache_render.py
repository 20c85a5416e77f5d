"""The Apache renderer: valid standalone SVG for any position, showing what a player needs to see."""
from __future__ import annotations

import random
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from tutor.games import apache
from tutor.games.apache import actions as A
from tutor.games.apache.bots import GreedyBot, PatientBot, RandomBot, play_game
from tutor.games.apache.cards import COLOURS, KINDS, NUM_TYPES, card_name
from tests.helpers import act, replay
from tutor.games.apache.render import COLOUR_STYLE, SHAPE_GLYPHS, board_svg, card_svg, hand_card_svg

NS = "{http://www.w3.org/2000/svg}"
START = "apache red,yellow,purple base | window red | table rH 2B T | piles rH.B / - / - | out - | pow yH!"


def svg_root(state: apache.State, **kwargs) -> ET.Element:
    return ET.fromstring(board_svg(state, **kwargs))


def with_class(root: ET.Element, name: str) -> list[ET.Element]:
    return [e for e in root.iter() if name in (e.get("class") or "").split()]


def text_of(element: ET.Element) -> str:
    return " ".join(" ".join(element.itertext()).split())


def player_row(root: ET.Element, seat: int) -> ET.Element:
    (row,) = [e for e in with_class(root, "player") if e.get("data-seat") == str(seat)]
    return row


def assert_standalone(svg: str) -> None:
    root = ET.fromstring(svg)
    assert root.tag == NS + "svg"
    assert root.get("viewBox", "").startswith("0 0 960 ")
    assert root.get("width") and root.get("height")
    for element in root.iter():
        assert element.tag.removeprefix(NS) not in ("script", "image", "foreignObject", "a")
        assert not any("href" in key for key in element.attrib)
    assert "url(" not in svg and "http://" not in svg.replace('xmlns="http://www.w3.org/2000/svg"', "")


@pytest.mark.parametrize("colours, variants, bot, seed", [
    (("red", "yellow"), (), GreedyBot(), 1),
    (("red", "yellow", "purple"), ("warpath",), RandomBot(), 2),
    (("green", "blue", "purple", "red"), ("wedding", "shared_booty"), PatientBot(), 3),
    (COLOURS, apache.VARIANTS, GreedyBot(), 4),
])
def test_every_state_of_a_bot_game_is_standalone_svg(colours, variants, bot, seed):
    game = apache.Game(colours=colours, variants=variants)
    final = play_game(game, [bot] * game.num_players, random.Random(seed))
    for n, state in enumerate(replay(final)):
        assert_standalone(board_svg(state, viewer=n % game.num_players))


def test_width_scales_the_drawing_and_output_is_deterministic():
    state = apache.Game.parse(START)
    small = ET.fromstring(board_svg(state, width=480))
    assert small.get("width") == "480"
    viewbox_height = float(small.get("viewBox").split()[3])
    assert int(small.get("height")) == round(480 * viewbox_height / 960)
    assert board_svg(state) == board_svg(apache.Game.parse(START))


def test_face_down_count_is_written_and_the_spread_shrinks():
    game = apache.Game()
    new = svg_root(game.new_state())
    (count,) = with_class(new, "face-down-count")
    assert text_of(count) == "114 face down"
    later = apache.Game.parse(START)
    (count,) = with_class(svg_root(later), "face-down-count")
    assert text_of(count) == f"{sum(later.down)} face down"
    assert 1 <= len(with_class(svg_root(later), "card-back")) <= 20
    final = play_game(game, [GreedyBot()] * 3, random.Random(5))
    assert text_of(with_class(svg_root(final), "face-down-count")[0]) == "0 face down"
    assert not with_class(svg_root(final), "card-back")


@pytest.mark.parametrize("card", [0, 7, 13, 18, 20, 21, 24])
def test_reveal_highlights_the_revealed_card_and_captions_it(card):
    name = card_name(card)
    state = act(apache.Game().new_state(), f"reveal {name}")
    root = svg_root(state)
    (last,) = with_class(root, "last-action")
    assert last.get("data-card") == name
    assert name in text_of(last)  # the card drawn inside the highlight is that card
    (caption,) = with_class(root, "last-caption")
    assert text_of(caption) == f"Last action: reveal {name}"


def test_powwow_pile_is_in_speed_order_fastest_at_the_bottom():
    state = act(apache.Game.parse(START), "red plays hunter", "purple plays chief")
    entries = with_class(svg_root(state), "powwow-entry")
    assert [(int(e.get("data-seat")), e.get("data-kind")) for e in entries] == \
        [(seat, KINDS[kind]) for seat, kind, _ in state.powwow] == [(1, "hunter"), (0, "hunter"), (2, "chief")]
    assert [e.get("data-rank") for e in entries] == ["1", "2", "3"]
    heights = [float(e.get("data-y")) for e in entries]
    assert heights == sorted(heights, reverse=True)  # each later play lies higher up
    last = with_class(svg_root(state), "last-action")
    assert [e.get("data-card") for e in last] == ["purple chief"]


def test_punished_plays_are_marked_and_good_ones_are_not():
    state = act(apache.Game.parse(START), "red plays hunter")
    entries = with_class(svg_root(state), "powwow-entry")
    marks = {e.get("data-seat"): ("punishable" in e.get("class"), text_of(e)) for e in entries}
    assert marks["1"][0] and "punished" in marks["1"][1]  # yellow hunter: no yellow Indian face up
    assert not marks["0"][0] and "punished" not in marks["0"][1]


def test_each_colour_has_its_own_fill_letter_and_shape():
    assert [COLOUR_STYLE[c][1] for c in range(5)] == list("RYGBP")
    assert len({style[0] for style in COLOUR_STYLE.values()}) == 5
    assert len({style[2] for style in COLOUR_STYLE.values()}) == 5
    assert all(style[2] in SHAPE_GLYPHS for style in COLOUR_STYLE.values())
    root = svg_root(apache.Game(colours=COLOURS).new_state())
    for seat, colour in enumerate(COLOURS):
        row = player_row(root, seat)
        cards = with_class(row, "hand-card")
        assert [c.get("data-card") for c in cards] == [f"{colour} {kind}" for kind in KINDS]
        assert all(COLOUR_STYLE[seat][1] in list(c.itertext()) for c in cards)


def test_what_each_hand_card_can_claim_is_listed_per_player():
    state = apache.Game.parse(
        "apache red,yellow,purple base | window red | table rH rC yW 2B T P | piles - / - / - | out - | pow -")
    root = svg_root(state)

    def claims(seat: int) -> str:
        return " ".join(text_of(e) for e in with_class(player_row(root, seat), "claim"))

    # a chief's options are long, so they wrap, but never inside one option
    assert claims(0) == ("C chief: takes teepees, captures red hunter, captures yellow warrior "
                         "H hunter: takes buffalo, takes teepees would be punished: warrior, maiden")
    assert claims(1) == "W warrior: takes teepees would be punished: chief, maiden, hunter"
    assert claims(2) == "would be punished: chief, warrior, maiden, hunter"


def test_a_claim_highlights_the_claimants_pile_and_events_are_listed():
    state = act(apache.Game.parse(START), "red plays hunter", "close")
    assert state.phase_name == "resolve"
    root = svg_root(state)
    assert any("choices: takes buffalo" in text_of(e) for e in with_class(root, "choices"))
    state = act(state, "red takes buffalo")
    root = svg_root(state)
    (last,) = with_class(root, "last-action")
    assert last.get("data-action") == "red takes buffalo"
    assert last in list(player_row(root, 0).iter())
    events = [text_of(e) for e in with_class(root, "event")]
    assert state.events and events == ["\u2022 " + event for event in state.events]


def test_final_position_names_the_winners():
    game = apache.Game(colours=("red", "yellow", "green", "blue"))
    final = play_game(game, [GreedyBot()] * 4, random.Random(7))
    outcome = final.outcome()
    root = svg_root(final)
    title = root.find(NS + "title").text
    assert "game over" in title and all(game.colours[s] in title for s in outcome.winners)
    for seat in range(4):
        row = player_row(root, seat)
        assert [text_of(e) for e in with_class(row, "tag-winner")] == (["winner"] if seat in outcome.winners else [])
        (result,) = with_class(row, "result")
        prefix = "winner" if seat in outcome.winners else "final score"
        assert text_of(result) == f"{prefix}: {outcome.scores[seat]} cards"


def test_a_repeat_window_after_the_last_card_names_no_revealer():
    game = apache.Game(colours=("red", "yellow", "purple"), last_window="until_quiet")
    final = play_game(game, [GreedyBot()] * 3, random.Random(0))
    repeat = next(s for s in replay(final) if s.phase_name == "window" and s.history[-1].verb not in (
        A.REVEAL, A.PLAY))
    root = svg_root(repeat)
    assert "claim window open again" in root.find(NS + "title").text
    assert not any(with_class(root, "tag-revealed"))
    after_reveal = next(s for s in replay(final) if s.phase_name == "window")
    root = svg_root(after_reveal)
    turn = game.colours[after_reveal.turn]
    assert f"after {turn}'s reveal" in root.find(NS + "title").text
    assert [text_of(e) for e in with_class(player_row(root, after_reveal.turn), "tag-revealed")] == ["revealed"]


def test_a_position_from_notation_has_no_last_action():
    root = svg_root(apache.Game.parse(START))
    assert text_of(with_class(root, "last-caption")[0]).startswith("Last action: none recorded")
    assert not with_class(root, "last-action")
    root = svg_root(apache.Game().new_state())
    assert text_of(with_class(root, "last-caption")[0]) == "Last action: none yet (a new game)"


def test_viewer_row_is_emphasised():
    root = svg_root(apache.Game.parse(START), viewer=2)
    assert [e.get("data-seat") for e in with_class(root, "viewer")] == ["2"]
    assert [text_of(e) for e in with_class(player_row(root, 2), "tag-you")] == ["you"]
    assert not with_class(svg_root(apache.Game.parse(START)), "viewer")


def test_single_cards_are_groups_named_after_the_card():
    for card in range(NUM_TYPES):
        group = ET.fromstring(f'<svg xmlns="http://www.w3.org/2000/svg">{card_svg(card, x=5, y=6, scale=0.5)}</svg>')[0]
        assert group.tag == NS + "g" and group.get("data-card") == card_name(card)
        assert "translate(5 6) scale(0.5)" == group.get("transform")
    group = ET.fromstring(f'<svg xmlns="http://www.w3.org/2000/svg">{hand_card_svg(3, 2)}</svg>')[0]
    assert group.get("data-card") == "blue maiden" and {"M", "B", "maiden"} <= set(group.itertext())


def test_renderer_imports_no_widget_or_plotting_library():
    code = ("import sys, tutor.games.apache.render; "
            "assert not {'ipywidgets', 'matplotlib'} & set(sys.modules), 'widget import'")
    subprocess.run([sys.executable, "-c", code], check=True)
