"""Apacze i Komancze: hand-picked positions and actions that cannot arise are refused with a short NotationError
(issue #11). Random mutations of this game's positions are in ``tests/test_fuzz.py``, for every game."""
from __future__ import annotations

import pytest

from tutor.core import NotationError
from tutor.games import apacze
from tutor.games.apacze import INFO

SAMPLE = INFO.samples[0]


@pytest.mark.parametrize("old, new, words", [
    ("animals 3.3.7/", "animals " + "9" * 5000 + ".3.7/", "out of range"),
    ("animals 3.3.7/", "animals 999999.3.7/", "out of range"),
    ("animals 3.3.7/", "animals 30.3.7/", "track is above 15"),
    ("animals 3.3.7/", "animals \u00b2.3.7/", "whole number"),
    ("act 5 | hands - - - | animals 3.3.7/1.9.10/7.13.2 | camp i1 t12 c23/i3 t123 c12/i1 t12 c12 | used P/",
     "pay 5 10 | hands - - - | animals 3.3.2/1.9.10/7.13.2 | camp i1 t12 c23/i3 t123 c12/i1 t12 c12 | used PT/",
     "owes 10 animals"),                                         # more than the mover has
    ("act 5", "act 12", "do not fit the act phase"),             # a fifth action each
    ("act 5", "act " + "9" * 5000, "out of range"),
    ("used P/PS/PS", "used PSLG/PS/PS", "not 4"),
    ("act 5", "act 0", "not 4"),                                 # marks for actions not taken yet
    ("act 5", "act 8", "not 4"),                                 # actions taken without a mark
    ("act 5", "move 5 long -1", "Indians moved"),                # negative pending value
    ("act 5", "gather 5 at 0,1:b -2", "Indians brought"),
    ("1,2:ford@0", "3,2:ford@0", "not joined"),                  # a tile touching nothing
    ("round 1", "round 9223372036854775808", "round N"),
    ("indians -1,1:c=0x1", "indians -1,1:c=0x" + "9" * 5000, "out of range"),
    ("apacze 3", "apacze 3 players=3", "not an option"),
    ("apacze 3", "apacze 3 self=1", "not an option"),
    ("apacze 3", "apacze 3 shop=all_sizes shop=all_sizes", "given twice"),
])
def test_broken_positions_are_refused(old, new, words):
    assert old in SAMPLE
    with pytest.raises(NotationError, match=words) as caught:
        apacze.Game.parse(SAMPLE.replace(old, new, 1))
    assert len(str(caught.value)) < 400


@pytest.mark.parametrize("bad", [None, 42, "x" * 5000, "place at " + "9" * 5000 + ",0 turned 0",
                                 "place at \u0663,0 turned 90", "put \u00b2 indians on a",
                                 "move indian from 0,0:a to 9999999,0:a"])
def test_unreadable_actions_are_refused(bad):
    with pytest.raises(NotationError) as caught:
        apacze.parse_action(bad)
    assert len(str(caught.value)) < 400
