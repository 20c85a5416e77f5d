"""Apache: hand-picked positions and actions that cannot arise are refused with a short NotationError
(issue #11). Random mutations of this game's positions are in ``tests/test_fuzz.py``, for every game."""
from __future__ import annotations

from tutor.core import NotationError
from tutor.games import apache, game_info


def test_keywords_that_are_not_options_are_refused():
    sample = game_info("apache").samples[0]
    for key in ["self", "players", "colours", "first_player", "variants"]:
        text = sample.replace(" base |", f" base {key}=1 |")
        try:
            apache.Game.parse(text)
        except NotationError:
            continue
        raise AssertionError(f"{key}=1 was read")


def test_huge_counts_are_refused_before_anything_is_built():
    sample = "apache red,yellow base | reveal red | table {} | piles - / - | out - | pow -"
    for count in ["9223372036854775808B", "9" * 5000 + "B", "٣B", "²B", "-3B"]:
        try:
            apache.Game.parse(sample.format(count))
        except NotationError as error:
            assert len(str(error)) < 400
        else:
            raise AssertionError(count)
