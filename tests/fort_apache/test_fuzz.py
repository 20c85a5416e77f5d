"""Fort Apache: hand-picked positions and actions that cannot arise are refused with a short NotationError
(issue #11). Random mutations of this game's positions are in ``tests/test_fuzz.py``, for every game."""
from __future__ import annotations

from tutor.core import NotationError
from tutor.games import fort_apache
from tutor.games.fort_apache import INFO


def test_a_climbing_mark_outside_the_climbing_ring_is_refused():
    sample = INFO.samples[0]
    assert "east-cavalry*" in sample
    for text in (sample.replace("east-cavalry*", "east-cavalry^", 1),
                 sample.replace("pending arrow/i2/well/2", "pending climb/i3/east-cavalry/3")):
        try:
            fort_apache.Game.parse(text)
        except NotationError as error:
            assert "climb" in str(error)
        else:
            raise AssertionError(f"read: {text}")


def test_out_of_range_actions_are_illegal_not_crashes():
    state = fort_apache.Game.parse(INFO.samples[0])
    A = fort_apache.Action
    for bad in (A(99, 99, 99, 99), A(2, 99, 0, 0), A(2, 0, 999, -7), A(9, 5, 999), A(10, 7), A(0, -1, 99)):
        verdict = state.check(bad)
        assert not verdict.ok
        try:
            state.apply(bad)
        except ValueError:
            pass
        else:
            raise AssertionError(bad)


def test_huge_counts_are_refused_before_anything_is_built():
    sample = INFO.samples[0]
    for text in (sample.replace("turn indians 3", "turn indians " + "9" * 5000),
                 sample.replace("2.2.2.0.0.1", "9223372036854775808.2.2.0.0.1"),
                 sample.replace("a3/0", "a" + "9" * 5000 + "/0"),
                 sample.replace("arrow/i2/well/2", "arrow/i2/well/" + "9" * 5000)):
        try:
            fort_apache.Game.parse(text)
        except NotationError as error:
            assert len(str(error)) < 400
        else:
            raise AssertionError(text[:80])
