"""The Fort Apache renderer: valid standalone SVG for any position, showing what a player needs to see."""
from __future__ import annotations

import random
import xml.etree.ElementTree as ET

from tests.fort_apache.helpers import act, position
from tutor.core.play import random_action
from tutor.games import fort_apache
from tutor.games.fort_apache.render import board_svg

NS = "{http://www.w3.org/2000/svg}"


def root_of(state: fort_apache.State) -> ET.Element:
    return ET.fromstring(board_svg(state))


def with_class(root: ET.Element, name: str) -> list[ET.Element]:
    return [e for e in root.iter() if name in (e.get("class") or "").split()]


def test_every_position_of_random_games_is_valid_svg():
    rng = random.Random(7)
    for game in (fort_apache.Game(), fort_apache.Game(gate="damage", first="cowboys", indian_start="camps")):
        for _ in range(4):
            state = game.new_state()
            while not state.is_terminal and len(state.history) < 400:
                if rng.random() < 0.2:
                    root = root_of(state)
                    figures = with_class(root, "figure")
                    assert len(figures) == sum(len(state.alive(s)) for s in (0, 1))
                state = state.apply(random_action(state, rng))
            root_of(state)


def test_figures_sides_laid_down_and_the_dead():
    state = position(cowboys="north-walkway* east-walkway x west-walkway",
                     indians="north-cavalry x x south-cavalry south-cavalry south-climbing^")
    root = root_of(state)
    cowboys, indians = with_class(root, "cowboy"), with_class(root, "indian")
    assert len(cowboys) == 3 and len(indians) == 4
    laid = with_class(root, "laid")
    assert [e.get("data-figure") for e in laid] == ["cowboy 1"]
    titles = " ".join(e.find(NS + "title").text for e in indians)
    assert "climbing" in titles
    assert all(e.find(f"{NS}text").text.startswith(("C", "I")) for e in cowboys + indians)


def test_buildings_gate_tracks_and_the_reconstructed_note():
    state = position(options="gate=damage", buildings="magazine=2f well=x granary=0 gate=2",
                     supply="cowboys=a3/1,e0/0 indians=a0/0,e6/6")
    root = root_of(state)
    burning = with_class(root, "burning")
    assert [e.get("data-building") for e in burning] == ["magazine"]
    assert [e.get("data-building") for e in with_class(root, "destroyed")] == ["well"]
    assert with_class(root, "gate")[0].get("data-damage") == "2"
    tracks = {(e.get("data-side"), e.get("data-track")): (e.get("data-white"), e.get("data-black"))
              for e in with_class(root, "track")}
    assert tracks["cowboys", "ammunition"] == ("3", "1") and tracks["indians", "energy"] == ("6", "6")
    assert with_class(root, "reconstructed") and "reconstructed" in root.find(NS + "desc").text
    broken = root_of(position(buildings="magazine=0 well=0 granary=0 gate=x"))
    assert "broken" in with_class(broken, "gate")[0].get("class")


def test_pending_roll_last_action_and_events():
    state = act(position(), "cowboy 1 shoots from north walkway at indian 1")
    root = root_of(state)
    last = with_class(root, "last-action")
    assert last and last[0].get("data-action") == "cowboy 1 shoots from north walkway at indian 1"
    pending = " ".join(with_class(root, "pending-roll")[0].itertext())
    assert "cowboy 1" in pending and "hits on 2" in pending
    assert with_class(root, "pending-line")
    rolled = act(state, "roll 2")
    root = root_of(rolled)
    assert with_class(root, "dice")[0].get("data-action") == "roll 2"
    events = " ".join(" ".join(e.itertext()) for e in with_class(root, "event"))
    assert "cowboy 1 hits indian 1" in events


def test_whose_turn_and_the_result():
    root = root_of(position(side="indians"))
    assert with_class(root, "turn")[0].get("data-side") == "indians"
    over = act(position(cowboys="north-walkway x x x", indians="north-cavalry x x x x x", side="indians"),
               "indian 1 shoots from north cavalry at cowboy 1", "roll 1")
    if over.phase_name == "save":
        over = act(over, "cowboys take the hit")
    assert over.is_terminal
    assert "fallen" in " ".join(with_class(root_of(over), "result")[0].itertext())


def test_states_show_themselves_in_jupyter():
    from tutor.games import fort_apache

    assert fort_apache.Game().new_state()._repr_svg_().startswith("<svg")
