"""Readings of the register decided for issue #21, each reading tested."""
import pytest

from tests.fort_apache.helpers import act, position, texts
from tutor.core import NotationError
from tutor.games import fort_apache

#: an Indian stands on the east walkway (inside the fort); the others ride in the cavalry rings
INSIDE = "north-cavalry east-walkway north-cavalry south-cavalry south-cavalry south-cavalry"


def faces_after(state, text):
    return act(state, text).pending[0].faces


@pytest.mark.parametrize("reading,at_rider,at_walkway", [("involved", 1, 3), ("everyone", 3, 3)])
def test_a_cowboy_shooting_a_rider_while_an_indian_is_inside(reading, at_rider, at_walkway):
    state = position(indians=INSIDE, options=f"inside_faces={reading}")
    assert faces_after(state, "cowboy 1 shoots from north walkway at indian 1") == at_rider
    assert faces_after(state, "cowboy 1 shoots from north walkway at indian 2") == at_walkway
    assert state.aim_faces(fort_apache.parse_action("cowboy 1 shoots from north walkway at indian 1")) == at_rider


@pytest.mark.parametrize("reading,faces", [("involved", 1), ("everyone", 3)])
def test_a_rider_shooting_or_firing_while_an_indian_is_inside(reading, faces):
    state = position(indians=INSIDE, side="indians", options=f"inside_faces={reading}")
    assert faces_after(state, "indian 1 shoots from north cavalry at cowboy 1") == faces
    fire = next(str(a) for a in state.legal_actions() if str(a).startswith("indian 1 shoots a fire arrow"))
    assert faces_after(state, fire) == faces


@pytest.mark.parametrize("reading", ["involved", "everyone"])
def test_with_nobody_inside_both_readings_keep_the_rings(reading):
    state = position(options=f"inside_faces={reading}")
    assert faces_after(state, "cowboy 1 shoots from north walkway at indian 1") == 1


def test_the_verdict_states_the_faces_in_force():
    text = "cowboy 1 shoots from north walkway at indian 1"
    involved = position(indians=INSIDE).check(fort_apache.parse_action(text))
    everyone = position(indians=INSIDE, options="inside_faces=everyone").check(fort_apache.parse_action(text))
    assert involved.ok and everyone.ok and involved.reason != everyone.reason


#: the last cowboy and the last Indian in the magazine, whose fire destroys it when the cowboys' turn begins
COLLAPSE = dict(side="indians", cowboys="magazine x x x", indians="magazine x x x x x",
                buildings="magazine=3f well=0 granary=0 gate=0")


@pytest.mark.parametrize("reading,end,scores", [("indians", "indians-win", (0, 1)), ("draw", "draw-wiped", (0, 0))])
def test_both_sides_wiped_out_in_one_collapse(reading, end, scores):
    state = act(position(**COLLAPSE, options=f"wiped_out={reading}"), "end turn")
    assert not state.alive(0) and not state.alive(1)
    assert state.is_terminal and state.notation().split(" | ")[1].endswith(end)
    assert state.outcome().scores == scores
    assert fort_apache.Game.parse(state.notation()) == state


def test_a_wiped_out_draw_is_read_only_under_its_reading():
    over = act(position(**COLLAPSE, options="wiped_out=draw"), "end turn").notation()
    with pytest.raises(NotationError, match="does not match"):
        fort_apache.Game.parse(over.replace("fort_apache wiped_out=draw", "fort_apache"))


# --- which three Indians pull the gate (issue #21): the player's choice ----------------------------------------

FOUR_AT_GATE = dict(side="indians", indians="gate gate gate gate north-cavalry south-cavalry")


def test_with_four_at_the_gate_the_player_chooses_the_three():
    state = position(**FOUR_AT_GATE)
    assaults = [t for t in texts(state) if "assault" in t]
    assert assaults == ["indians 1, 2 and 3 assault the gate", "indians 1, 2 and 4 assault the gate",
                        "indians 1, 3 and 4 assault the gate", "indians 2, 3 and 4 assault the gate"]
    after = act(state, "indians 1, 3 and 4 assault the gate")
    assert [f for f in range(4, 10) if after.is_laid(f)] == [4, 6, 7]  # indian 2 still stands
    assert fort_apache.parse_action("indians 4, 1 and 3 assault the gate") == state.parse_action(assaults[2])


def test_with_exactly_three_the_assault_names_none():
    state = position(side="indians", indians="gate gate gate north-cavalry north-cavalry south-cavalry")
    assert [t for t in texts(state) if "assault" in t] == ["indians assault the gate"]
    # naming the only three there reads as the same action
    assert state.parse_action("indians 1, 2 and 3 assault the gate") == state.parse_action("indians assault the gate")


def test_an_old_assault_text_still_means_the_three_lowest():
    state = position(**FOUR_AT_GATE)
    old = state.parse_action("indians assault the gate")
    assert str(old) == "indians 1, 2 and 3 assault the gate" and state.is_legal(old)


@pytest.mark.parametrize("text", ["indians 1, 1 and 2 assault the gate", "indians 1, 2 and 7 assault the gate"])
def test_a_bad_gang_says_what_is_wrong(text):
    with pytest.raises(NotationError):
        fort_apache.parse_action(text)


@pytest.mark.rules("fort_apache.gate.assault")
def test_a_gang_not_at_the_gate_is_refused_with_the_rule():
    state = position(side="indians", indians="gate gate gate gate north-cavalry south-cavalry")
    verdict = state.check(fort_apache.parse_action("indians 1, 2 and 5 assault the gate"))
    assert not verdict.ok and verdict.rule == "fort_apache.gate.assault" and "named" in verdict.reason
