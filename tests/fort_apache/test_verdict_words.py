"""Verdicts and validation messages cite the rule in force (issue #21)."""
import pytest

from tests.fort_apache.helpers import act, position
from tutor.core import NotationError
from tutor.games import fort_apache


def verdict(state, text):
    return state.check(fort_apache.parse_action(text))


@pytest.mark.rules("fort_apache.fire.kindle")
def test_setting_fire_to_another_building_from_inside_cites_the_kindle_rule():
    state = position(side="indians", indians="granary north-cavalry north-cavalry south-cavalry south-cavalry south-cavalry")
    assert verdict(state, "indian 1 sets fire to granary").ok
    refused = verdict(state, "indian 1 sets fire to magazine")
    assert not refused.ok and refused.rule == "fort_apache.fire.kindle" and "only to that building" in refused.reason
    outside = verdict(state, "indian 2 sets fire to magazine")
    assert outside.rule == "fort_apache.fire.kindle" and "only from inside a building" in outside.reason


@pytest.mark.rules("fort_apache.indians.fire_arrow")
def test_a_fire_arrow_from_nowhere_cites_the_fire_arrow_rule():
    state = position(side="indians", indians="granary north-cavalry north-cavalry south-cavalry south-cavalry south-cavalry")
    refused = verdict(state, "indian 2 shoots a fire arrow from north cavalry at well")
    assert not refused.ok and refused.rule == "fort_apache.indians.fire_arrow"


def test_cowboys_neither_burn_nor_climb():
    state = position()
    assert "only Indians set buildings on fire" in verdict(state, "cowboy 1 sets fire to magazine").reason
    assert "only Indians climb" in verdict(state, "cowboy 1 climbs at north").reason


def test_a_gate_roll_out_of_place_is_explained_by_the_assault_as_an_action():
    with pytest.raises(NotationError) as error:
        position(phase="roll", pending="gate/-/gate/3", indians="gate gate gate north-cavalry south-cavalry south-cavalry")
    assert "follows an assault" in str(error.value) and "start of" not in str(error.value)


@pytest.mark.parametrize("reading,words", [("at_once", "rolled at once"), ("next_turn", "at the start of the Indians' turn")])
def test_a_climb_out_of_place_is_explained_by_the_climb_reading(reading, words):
    with pytest.raises(NotationError, match=words):
        position(phase="roll", pending="climb/i1/north-climbing/3", options=f"climb={reading}",
                 indians="north-climbing north-cavalry north-cavalry south-cavalry south-cavalry south-cavalry")


@pytest.mark.rules("fort_apache.end.turn_limit", "fort_apache.end.wipe_out")
def test_after_the_battle_a_move_cites_how_it_ended():
    last_round = position(side="indians", rnd=30, options="first=cowboys")
    over = act(last_round, "end turn")
    assert over.outcome() is not None and over.notation().split(" | ")[1].endswith("draw-limit")
    assert verdict(over, "end turn").rule == "fort_apache.end.turn_limit"
    assert verdict(act(position(**COLLAPSE), "end turn"), "end turn").rule == "fort_apache.end.wipe_out"


COLLAPSE = dict(side="indians", cowboys="magazine x x x", indians="magazine x x x x x",
                buildings="magazine=3f well=0 granary=0 gate=0")
