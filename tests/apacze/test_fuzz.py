"""Mutated Apacze i Komancze position strings (issue #11): refused with a NotationError, or sound.

Mutations start from the registry's sample and from positions random play reaches under several
readings: fields and tokens deleted, duplicated or swapped; numbers made huge, negative, non-ASCII or
5000 digits long; option keys of every kind in the header. A position that is read passes the contract
(:func:`tutor.core.conformance.check_state`, with :func:`validate.problems` as invariant) for 50
random steps.
"""
from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.core import NotationError
from tutor.core.conformance import check_state
from tutor.core.play import random_action
from tutor.games import apacze
from tutor.games.apacze import INFO
from tutor.games.apacze.validate import problems


def _reached(seed: int, count: int) -> list[str]:
    """``count`` positions random play reaches under each of a few readings, and each game's end."""
    rng = random.Random(seed)
    found = []
    for settings_ in ({"players": 2}, {"players": 3, "track_limit": "spend", "short_move": "no"},
                      {"players": 4, "distance": "unlimited", "track_limit": "none", "give_up": "nothing"}):
        state, taken = apacze.Game(**settings_).new_state(), 0
        while not state.is_terminal:
            if taken < count and rng.random() < 0.05:
                found.append(state.notation())
                taken += 1
            state = state.apply(random_action(state, rng))
        found.append(state.notation())
    return found


SEEDS = list(INFO.samples) + _reached(5, 8)
NUMBERS = ["9223372036854775808", "-1", "-0", "0", "1", "4", "15", "16", "999999", "\u00b2", "\u0663",
           "1\u0660", "9" * 5000, "", "+1", "1_0"]
KEYS = ["players", "self", "options", "give_up", "give_up", "distance", "track_limit", "short_move", "shop",
        "final_tie", "lower_places", "tiles", "__class__", "x", ""]
VALUES = ["3", "1", "nothing", "unlimited", "none", "lose", "no", "all_sizes", "9" * 5000, "\u00b2", "-1", "", "="]
SPLIT = r"([ ,/.=|:@x])"


def invariant(state) -> None:
    assert not problems(state), problems(state)


@st.composite
def mutated(draw) -> str:
    text = draw(st.sampled_from(SEEDS))
    for _ in range(draw(st.integers(1, 3))):
        how = draw(st.sampled_from(["field", "token", "token", "number", "number", "option", "char"]))
        if how in ("field", "token"):
            parts = text.split("|") if how == "field" else re.split(SPLIT, text)
            i, j = draw(st.integers(0, len(parts) - 1)), draw(st.integers(0, len(parts) - 1))
            what = draw(st.sampled_from(["delete", "duplicate", "swap"]))
            if what == "delete":
                del parts[i]
            elif what == "duplicate":
                parts.insert(j, parts[i])
            else:
                parts[i], parts[j] = parts[j], parts[i]
            text = ("|" if how == "field" else "").join(parts)
        elif how == "number":
            spans = [m.span() for m in re.finditer(r"[0-9]+", text)]
            if spans:
                start, end = draw(st.sampled_from(spans))
                text = text[:start] + draw(st.sampled_from(NUMBERS)) + text[end:]
        elif how == "option":
            head, sep, rest = text.partition("|")
            words = [f"{draw(st.sampled_from(KEYS))}={draw(st.sampled_from(VALUES))}"
                     for _ in range(draw(st.integers(1, 3)))]
            text = " ".join([head.rstrip(), *words]) + " " + sep + rest
        else:
            i = draw(st.integers(0, len(text)))
            text = text[:i] + draw(st.sampled_from(["x", "-", "?", "P", "G", "t4", "c3", "9", "\u00b2", " "])) + text[i:]
    return text


def _sound_for_50_steps(state, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(50):
        check_state(state, invariant)
        if state.is_terminal:
            break
        state = state.apply(random_action(state, rng))


@settings(max_examples=150, deadline=None)
@given(mutated(), st.integers(0, 2**16))
def test_mutated_positions_are_refused_or_sound(text, seed):
    try:
        state = apacze.Game.parse(text)
    except NotationError as error:
        assert len(str(error)) < 400
        return
    _sound_for_50_steps(state, seed)


def test_the_seeds_are_sound():
    for text in SEEDS:
        check_state(apacze.Game.parse(text), invariant)


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
