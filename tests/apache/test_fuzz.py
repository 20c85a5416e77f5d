"""Fuzzing the position parser: every mutation of a valid position is refused clearly or is playable.

Mutations of the registry's samples and of positions reached by random play: fields and tokens
deleted, duplicated and swapped; huge, negative and non-ASCII numbers; option keys of every kind.
Each either raises NotationError or gives a state that passes the validator and the conformance
checks for 50 random steps.
"""
import random

from hypothesis import given, settings, strategies as st

from tutor.core import NotationError
from tutor.core.conformance import check_state
from tutor.core.play import random_action
from tutor.games import apache, game_info
from tutor.games.apache.cards import CARD_BY_CODE
from tutor.games.apache.validate import problems

COLOURS = ("red", "yellow", "green", "blue", "purple")


def _reached(seed: int) -> str:
    """A position reached by random play from a random table."""
    rng = random.Random(seed)
    players = rng.randint(2, 5)
    game = apache.Game(colours=COLOURS[:players], variants=rng.sample(apache.VARIANTS, rng.randint(0, 3)),
                       first_player=rng.randrange(players),
                       **{i.option: rng.choice(i.values) for i in apache.INTERPRETATIONS if i.option})
    state = game.new_state()
    for _ in range(rng.randint(0, 600)):
        if state.is_terminal:
            break
        state = state.apply(random_action(state, rng))
    return state.notation()


SOURCES = list(game_info("apache").samples) + [_reached(seed) for seed in range(12)]
NUMBERS = ["9223372036854775808", "9" * 5000, "-3", "0", "²", "٣", "3²", "１", "+2", "00", "1e3", ""]
OPTION_KEYS = ["colours", "variants", "first_player", "options", "self", "players", "first", "speed",
              "next_revealer", "victory_pile", "last_window", "__class__", "ｆirst", "first="]
OPTION_VALUES = ["1", "x", "clockwise", "stack", "until_quiet", "yes", "", "red,yellow", "-1", "9" * 5000, "²"]


FIELD_MUTATIONS = ["delete field", "duplicate field", "swap fields"]
TOKEN_MUTATIONS = ["delete token", "duplicate token", "swap tokens", "number", "option", "replace token", "card"]
CARD_TOKENS = sorted(CARD_BY_CODE) + [f"{n}{code}" for n in (2, 3) for code in ("B", "T", "P", "rH", "yC")] + [
    colour + kind + mark for colour in "rygbp" for kind in "CWMH" for mark in ("", "!")]


def _valid(state) -> None:
    assert not problems(state), problems(state)


@st.composite
def mutated(draw) -> str:
    fields = [field.split() for field in draw(st.sampled_from(SOURCES)).split("|")]
    for _ in range(draw(st.integers(1, 2))):
        kind = draw(st.sampled_from(FIELD_MUTATIONS + TOKEN_MUTATIONS * 4))
        f = draw(st.integers(0, len(fields) - 1))
        if kind == "delete field" and len(fields) > 1:
            del fields[f]
        elif kind == "duplicate field":
            fields.insert(f, list(fields[f]))
        elif kind == "swap fields":
            g = draw(st.integers(0, len(fields) - 1))
            fields[f], fields[g] = fields[g], fields[f]
        elif kind == "option":
            key, value = draw(st.sampled_from(OPTION_KEYS)), draw(st.sampled_from(OPTION_VALUES))
            fields[0].insert(draw(st.integers(0, len(fields[0]))), f"{key}={value}")
        elif fields[f]:
            t = draw(st.integers(0, len(fields[f]) - 1))
            token = fields[f][t]
            if kind == "delete token":
                del fields[f][t]
            elif kind == "duplicate token":
                fields[f].insert(t, token)
            elif kind == "swap tokens":
                g = draw(st.sampled_from([f, f, draw(st.integers(0, len(fields) - 1))]))
                if fields[g]:
                    u = draw(st.integers(0, len(fields[g]) - 1))
                    fields[f][t], fields[g][u] = fields[g][u], token
            elif kind == "card":
                fields[f][t] = draw(st.sampled_from(CARD_TOKENS))
            elif kind == "number":
                fields[f][t] = draw(st.sampled_from(NUMBERS)) + token.lstrip("0123456789")
            else:
                fields[f][t] = draw(st.sampled_from(["-", "rH", "gH!", "B", "pow", "table", "over", "resolve",
                                                     "base", "warpath+wedding", "red,red", "red", "/", "."]))
    return " | ".join(" ".join(field) for field in fields)


@settings(max_examples=150, deadline=None)
@given(mutated(), st.integers(0, 2**16))
def test_a_mutated_position_is_refused_or_playable(text, seed):
    try:
        state = apache.Game.parse(text)
    except NotationError as error:
        assert len(str(error)) < 400
        return
    rng = random.Random(seed)
    for _ in range(50):
        check_state(state, _valid)
        if state.is_terminal:
            break
        state = state.apply(random_action(state, rng))


def test_the_sources_are_valid_positions():
    for text in SOURCES:
        state = apache.Game.parse(text)
        assert state.notation() == text and not problems(state)


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
