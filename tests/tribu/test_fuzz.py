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

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.tribu.helpers import position
from tutor.core import NotationError
from tutor.core.conformance import check_state
from tutor.core.play import random_action
from tutor.games import tribu
from tutor.games.tribu import INFO
from tutor.games.tribu.validate import problems


def _reached(seed: int, count: int) -> list[str]:
    """Positions random play reaches: ``count`` from a game under each of a few readings, and its end."""
    rng = random.Random(seed)
    found = []
    for options in ({}, {"players": 3, "block": "chain_only", "printing": "96"},
                    {"players": 4, "hand_size": "five_at_end", "targets": "left_neighbour"}):
        state, taken = tribu.Game(**options).new_state(), 0
        while not state.is_terminal:
            if taken < count and rng.random() < 0.01:
                found.append(state.notation())
                taken += 1
            state = state.apply(random_action(state, rng))
        found.append(state.notation())
    return found


SEEDS = list(INFO.samples) + _reached(3, 10)
NUMBERS = ["9223372036854775808", "-1", "-0", "0", "99", "\u00b2", "\u0663", "1\u0660", "9" * 5000, "", "+1", "1_0"]
KEYS = ["players", "self", "printing", "printing", "block", "ties", "targets", "hand_size", "name", "__class__",
        "options", "x", ""]
VALUES = ["3", "1", "96", "100", "chain_only", "play_on", "left_neighbour", "9" * 5000, "\u00b2", "-1", "", "="]
CARDS = ["lupo", "4*lupo", "9223372036854775808*lupo", "0*lupo", "\u0663*lupo", "totem", "[moon]", "[?]",
         "shaman.moon", "hunter[steal]", "dragon"]


def invariant(state) -> None:
    assert not problems(state), problems(state)


def _moved(draw, parts: list[str]) -> list[str]:
    """``parts`` with one of them deleted, duplicated or swapped with another."""
    i, j = draw(st.integers(0, len(parts) - 1)), draw(st.integers(0, len(parts) - 1))
    what = draw(st.sampled_from(["delete", "duplicate", "swap"]))
    if what == "delete":
        del parts[i]
    elif what == "duplicate":
        parts.insert(j, parts[i])
    else:
        parts[i], parts[j] = parts[j], parts[i]
    return parts


@st.composite
def mutated(draw) -> str:
    text = draw(st.sampled_from(SEEDS))
    for _ in range(draw(st.integers(1, 3))):
        how = draw(st.sampled_from(["field", "token", "number", "option", "card", "char"]))
        if how == "field":
            text = "|".join(_moved(draw, text.split("|")))
        elif how == "token":
            text = "".join(_moved(draw, re.split(r"([ ,/.;=|*\[\]])", text)))
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
        elif how == "card":
            spans = [m.span() for m in re.finditer(r"[a-z][a-z*\[\].-]*", text)]
            start, end = draw(st.sampled_from(spans))
            text = text[:start] + draw(st.sampled_from(CARDS)) + text[end:]
        else:
            i = draw(st.integers(0, len(text)))
            text = text[:i] + draw(st.sampled_from(["x", "*", "[", "]", "!", "#", "-", ";", "/", "\u00b2", " "])) + text[i:]
    return text


@settings(max_examples=150, deadline=None)
@given(mutated(), st.integers(0, 2**16))
def test_mutated_positions_are_refused_or_sound(text, seed):
    try:
        state = tribu.Game.parse(text)
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
        check_state(tribu.Game.parse(text), invariant)


def _refused(text: str, words: str) -> None:
    with pytest.raises(NotationError, match=words) as caught:
        tribu.Game.parse(text)
    assert len(str(caught.value)) < 400


def test_huge_counts_are_refused_before_anything_is_built():
    sample = INFO.samples[0]
    _refused(sample.replace("hands shaman", "hands 9223372036854775808*lupo shaman"), "out of range")
    _refused(sample.replace("4*lupo", "9" * 5000 + "*lupo"), "out of range")
    _refused(sample.replace("turns 8", "turns " + "9" * 5000), "out of range")


def test_header_keys_are_options_never_constructor_keywords():
    sample = INFO.samples[0]
    _refused(sample.replace("tribu 3", "tribu 2 players=3"), "not an option")
    _refused(sample.replace("tribu 3", "tribu 3 self=1"), "not an option")
    _refused(sample.replace("tribu 3", "tribu 3 ties=play_on ties=play_on"), "given twice")


def test_impossible_positions_are_refused():
    attacked = position("- / lupo", "shaman[lupo] / warrior.sun-flag", "start 0")
    attacked = attacked.apply(attacked.parse_action("attack player 1 chain 0 with lupo from chain 0"))
    text = attacked.notation()
    assert "| answer 1 0 13 18 0 0 |" in text  # attacker, verb, card (lupo), attacker's chain, attacked chain
    _refused(text.replace("answer 1 0 13 18 0 0", "answer 1 0 13 18 0 3"), "cannot be hit")
    _refused(text.replace("answer 1 0 13 18 0 0", "answer 1 0 13 18 5 0"), "no chain 5")
    _refused(text.replace("answer 1 0 13 18 0 0", "answer 1 1 13 18 0 0"), "another player")
    drawn = position("lupo / moon", "- / -", "drawn 0").notation()
    _refused(drawn.replace("| discard - |", "| discard lupo |").replace("hands lupo /", "hands - /"), "holds no card")
    owed = position("lupo / moon", "- / -", "discard3 0 1").notation()
    _refused(owed.replace("discard3 0 1", "discard3 0 2"), "owes 2")
