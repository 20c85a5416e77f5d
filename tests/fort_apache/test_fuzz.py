"""Mutated position strings (issue #11): each is refused with a NotationError or gives a sound position.

The mutations start from the registry's sample and from positions reached by random play: fields and
tokens deleted, duplicated or swapped; numbers made huge, negative, non-ASCII or 5000 digits long;
option keys of every kind in the header. A position that is read must pass the contract
(:func:`tutor.core.conformance.check_state`, with :func:`validate.problems` as invariant) for 50
random steps.
"""
from __future__ import annotations

import random
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.core import NotationError
from tutor.core.conformance import check_state
from tutor.core.play import random_action
from tutor.games import fort_apache
from tutor.games.fort_apache import INFO
from tutor.games.fort_apache.validate import problems


def _reached(seed: int, count: int) -> list[str]:
    """Positions random play reaches: ``count`` from a game under each of a few readings, and its end."""
    rng = random.Random(seed)
    found = []
    for options in ({}, {"gate": "damage", "first": "cowboys"}, {"indian_start": "camps", "card_boxes": "7"}):
        state, taken = fort_apache.Game(**options).new_state(), 0
        while not state.is_terminal:
            if taken < count and rng.random() < 0.2:
                found.append(state.notation())
                taken += 1
            state = state.apply(random_action(state, rng))
        found.append(state.notation())
    return found


SEEDS = list(INFO.samples) + _reached(3, 12)
NUMBERS = ["9223372036854775808", "-1", "-0", "0", "99", "\u00b2", "\u0663", "1\u0660", "9" * 5000, "", "+1", "1_0"]
KEYS = ["players", "self", "options", "gate", "gate", "first", "turn_limit", "card_boxes", "name", "__class__",
        "explosion", "burn_down", "indian_start", "x", ""]
VALUES = ["3", "1", "damage", "one_roll", "cowboys", "9" * 5000, "\u00b2", "-1", "", "="]


def invariant(state) -> None:
    assert not problems(state), problems(state)


def _rearranged(draw, items: list[str]) -> list[str]:
    """``items`` with one of them deleted, duplicated elsewhere, or swapped with another."""
    items = list(items)
    i, j = draw(st.integers(0, len(items) - 1)), draw(st.integers(0, len(items) - 1))
    what = draw(st.sampled_from(["delete", "duplicate", "swap"]))
    if what == "delete":
        del items[i]
    elif what == "duplicate":
        items.insert(j, items[i])
    else:
        items[i], items[j] = items[j], items[i]
    return items


@st.composite
def mutated(draw) -> str:
    text = draw(st.sampled_from(SEEDS))
    for _ in range(draw(st.integers(1, 3))):
        how = draw(st.sampled_from(["field", "token", "number", "option", "char"]))
        if how == "field":
            text = "|".join(_rearranged(draw, text.split("|")))
        elif how == "token":
            text = "".join(_rearranged(draw, re.split(r"([ ,/.=|])", text)))
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
            text = text[:i] + draw(st.sampled_from(["x", "*", "^", "f", "-", "c9", "i7", "\u00b2", " "])) + text[i:]
    return text


@settings(max_examples=150, deadline=None)
@given(mutated(), st.integers(0, 2**16))
def test_mutated_positions_are_refused_or_sound(text, seed):
    try:
        state = fort_apache.Game.parse(text)
    except NotationError as error:
        assert len(str(error)) < 400
        return
    rng = random.Random(seed)
    for _ in range(50):
        check_state(state, invariant)
        if state.is_terminal:
            break
        state = state.apply(random_action(state, rng))


def test_the_seeds_are_sound():
    for text in SEEDS:
        check_state(fort_apache.Game.parse(text), invariant)


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
