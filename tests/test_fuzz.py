"""Mutated position strings, for every registered game (issue #11): each mutation is refused with a
NotationError (short) or gives a position that survives 50 random steps under the contract's checks,
with the game's own validation (``validate.problems``) as invariant.

The positions mutated are the registry's samples and positions random play reaches under every reading
of the register; the mutations delete, duplicate or swap fields and tokens, put huge, negative,
non-ASCII or 5000-digit numbers in place of numbers, add option keys of every kind to the header
(the register's, a constructor's, nonsense), swap words in from elsewhere, and insert stray characters.
Each game's own file (``tests/<game>/test_fuzz.py``) keeps its hand-picked impossible positions.
"""
from __future__ import annotations

import random
import re
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.core import NotationError
from tutor.core.conformance import check_state
from tutor.core.play import random_action
from tutor.games import GameInfo, registered_games

GAMES = registered_games()
NUMBERS = ["9223372036854775808", "-1", "-0", "0", "1", "4", "15", "99", "999999", "\u00b2", "\u0663", "1\u0660",
           "9" * 5000, "", "+1", "1_0"]
NONSENSE_KEYS = ["players", "colours", "variants", "first_player", "first", "self", "options", "name",
                 "__class__", "\uff46irst", "first=", "x", ""]
VALUES = ["3", "1", "no", "yes", "9" * 5000, "\u00b2", "-1", "", "="]
SPLIT = r"([ ,/.;=|:@*\[\]x])"
STRAY = ["x", "*", "[", "]", "!", "#", "-", ";", "/", "=", "|", "\u00b2", " "]


def problems(info: GameInfo):
    return info.problems


@lru_cache(maxsize=None)
def seeds(game_id: str) -> tuple[str, ...]:
    """The samples, and positions random play reaches under the default and under every other reading."""
    info = next(i for i in GAMES if i.id == game_id)
    rng = random.Random(7)
    found = list(info.samples)
    settings_ = [{}] + [{i.option: r.value} for i in info.game.INTERPRETATIONS if i.option
                        for r in i.readings if r.value != i.default]
    for extra in settings_:
        state = info.game(**{**info.full, **extra}).new_state()
        marks = sorted(rng.sample(range(1, 400), 2))
        steps = 0
        while not state.is_terminal:
            if steps in marks:
                found.append(state.notation())
            state = state.apply(random_action(state, rng))
            steps += 1
        found.append(state.notation())
    return tuple(found)


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
def mutated(draw, info: GameInfo) -> str:
    pool = seeds(info.id)
    text = draw(st.sampled_from(pool))
    keys = [i.option for i in info.game.INTERPRETATIONS if i.option] + NONSENSE_KEYS
    values = [r.value for i in info.game.INTERPRETATIONS for r in i.readings] + VALUES
    for _ in range(draw(st.integers(1, 3))):
        how = draw(st.sampled_from(["field", "token", "token", "number", "nudge", "nudge", "nudge", "option", "word",
                                    "word", "char"]))
        if how == "field":
            text = "|".join(_moved(draw, text.split("|")))
        elif how == "token":
            text = "".join(_moved(draw, re.split(SPLIT, text)))
        elif how == "number":
            spans = [m.span() for m in re.finditer(r"[0-9]+", text)]
            if spans:
                start, end = draw(st.sampled_from(spans))
                text = text[:start] + draw(st.sampled_from(NUMBERS)) + text[end:]
        elif how == "nudge":  # a nearby number: often a position that can still be read, and must be sound
            spans = [m.span() for m in re.finditer(r"(?<![0-9])[0-9]{1,9}(?![0-9])", text)]
            if spans:
                start, end = draw(st.sampled_from(spans))
                value = int(text[start:end]) + draw(st.sampled_from([-2, -1, 1, 2]))
                text = text[:start] + str(max(0, value)) + text[end:]
        elif how == "option":
            head, sep, rest = text.partition("|")
            words = [f"{draw(st.sampled_from(keys))}={draw(st.sampled_from(values))}"
                     for _ in range(draw(st.integers(1, 3)))]
            text = " ".join([head.rstrip(), *words]) + " " + sep + rest
        elif how == "word":
            spans = [m.span() for m in re.finditer(r"[A-Za-z][A-Za-z_-]*", text)]
            other = draw(st.sampled_from(pool))
            words = re.findall(r"[A-Za-z][A-Za-z_-]*", other) + ["dragon", "x"]
            if spans:
                start, end = draw(st.sampled_from(spans))
                text = text[:start] + draw(st.sampled_from(words)) + text[end:]
        else:
            i = draw(st.integers(0, len(text)))
            text = text[:i] + draw(st.sampled_from(STRAY)) + text[i:]
    return text


@pytest.mark.parametrize("info", GAMES, ids=[info.id for info in GAMES])
def test_the_seeds_are_sound(info):
    check = problems(info)
    for text in seeds(info.id):
        check_state(info.game.parse(text), lambda state: _valid(check, state))


@pytest.mark.parametrize("info", GAMES, ids=[info.id for info in GAMES])
def test_mutated_positions_are_refused_or_sound(info):
    check = problems(info)

    # derandomized: the same 300 mutations every run, so that a failure replays (a random run found a Tribù
    # position that deals a hand past eight cards; see the issue note)
    @settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True,
              database=None)
    @given(mutated(info), st.integers(0, 2**16))
    def run(text, seed):
        try:
            state = info.game.parse(text)
        except NotationError as error:
            assert len(str(error)) < 400
            return
        rng = random.Random(seed)
        for _ in range(50):
            check_state(state, lambda s: _valid(check, s))
            if state.is_terminal:
                break
            state = state.apply(random_action(state, rng))

    run()


def _valid(check, state) -> None:
    found = check(state)
    assert not found, found
