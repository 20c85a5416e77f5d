"""Fort Apache's editor keeps a position the engine can play: a figure moved, marked or killed by hand is
no longer resting from a trip for supplies, and both sides wiped out end as the register reads it (#21)."""
from __future__ import annotations

from dataclasses import replace

from tutor.games.fort_apache import editing
from tutor.games.fort_apache.constants import DEAD, DRAW_WIPED, INDIANS_WIN
from tutor.games.fort_apache.state import Game
from tutor.games.fort_apache.validate import problems


def resting_cowboy():
    state = Game(first="cowboys").new_state()
    return replace(state, laid=state.laid | 1, resting=1)   # cowboy 1 went for supplies this turn


def test_a_cowboy_moved_marked_or_killed_by_hand_no_longer_rests():
    state = resting_cowboy()
    assert state.resting == 1
    moved = editing.place(state, "place:north-walkway", "figure:c1")
    assert moved.resting == 0 and not problems(moved)
    assert editing.place(state, "figure:c1", "laid").resting == 0
    assert editing.remove(state, "figure:c1").resting == 0
    assert editing.place(state, "figure:c2", "laid").resting == 1   # another figure's mark leaves it be


def test_both_sides_wiped_out_end_as_the_register_reads():
    for game, end in ((Game(), INDIANS_WIN), (Game(wiped_out="draw"), DRAW_WIPED)):
        state = game.new_state()
        state = replace(state, places=(DEAD,) * (len(state.places) - 1) + (state.places[-1],))
        over = editing.set_phase(state, "over") if "over" in editing.PHASES else state
        wiped = editing.remove(over, "figure:i6")
        assert wiped.end == end and not problems(wiped), problems(wiped)
