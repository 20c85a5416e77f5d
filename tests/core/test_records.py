"""Game records (tutor.core.records): every game and configuration read back exactly; every error named."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from tutor.core import NotationError, State
from tutor.core import records
from tutor.core.api import Action
from tutor.core.bots import play_game
from tutor.core.play import random_action, sample_chance
from tutor.games import game_info, registered_games

GAMES = registered_games()
CONFIGURATIONS = [(info.id, label) for info in GAMES for label, _ in info.configurations()]


def random_game(start: State, seed: int, limit: int = 400) -> list[Action]:
    rng = random.Random(seed)
    state = start
    actions: list[Action] = []
    while not state.is_terminal and len(actions) < limit:
        action = sample_chance(state, rng) if state.is_chance else random_action(state, rng)
        actions.append(action)
        state = state.apply(action)
    return actions


def round_trip(start: State, actions: list[Action], seats: tuple[str, ...] | None = None) -> records.Record:
    text = records.write(start, actions, seats=seats)
    record = records.read(text)
    final = start
    for action in actions:
        final = final.apply(action)
    assert record.start == start and record.start.notation() == start.notation()
    assert record.actions == tuple(actions)
    assert [str(a) for a in record.actions] == [str(a) for a in actions]
    assert record.final == final and record.final.notation() == final.notation()
    assert record.seats == (seats or (records.PERSON,) * start.game.num_players)
    assert len(record.states()) == len(actions) + 1
    assert records.write(record.start, record.actions, seats=record.seats) == text  # written again: the same text
    return record


@pytest.mark.parametrize("game_id,label", CONFIGURATIONS)
def test_every_configuration_round_trips(game_id: str, label: str) -> None:
    game = dict(game_info(game_id).configurations())[label]
    record = round_trip(game.new_state(), random_game(game.new_state(), seed=len(label)))
    assert record.game == game


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_games_from_each_sample_round_trip(info) -> None:
    for n, sample in enumerate(info.samples):
        start = info.parse(sample)
        round_trip(start, random_game(start, seed=n, limit=200))


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_the_header_says_the_game(info) -> None:
    game = info.seated(info.players[-1])
    bots = list(info.bots)[:1] * game.num_players
    actions = random_game(game.new_state(), seed=3, limit=10_000)
    text = records.write(game.new_state(), actions, seats=("person", *bots[1:]))
    header = dict(line.split(": ", 1) for line in text.split("\n\n")[0].splitlines()[1:])
    assert header["Format"] == "1" and header["Game"] == info.id
    assert header["Players"] == str(game.num_players)
    assert dict(o.split("=") for o in header["Options"].split(", ")) == game.options
    assert header["Seats"].split(", ") == ["person", *bots[1:]]
    assert info.parse(header["Start"]) == game.new_state()
    final = records.read(text).final
    assert ("Result" in header) == final.is_terminal
    if final.is_terminal:
        outcome = final.outcome()
        assert outcome is not None
        assert header["Result"].startswith(f"scores {', '.join(map(str, outcome.scores))}; winners ")


@settings(max_examples=25, deadline=None)
@given(game=st.sampled_from([game for info in GAMES for _, game in info.configurations()]),
       seed=st.integers(0, 10**6), cut=st.integers(0, 300))
def test_any_game_cut_anywhere_round_trips(game, seed: int, cut: int) -> None:
    round_trip(game.new_state(), random_game(game.new_state(), seed=seed, limit=cut))


def test_a_long_tribu_game() -> None:
    info = game_info("tribu")
    game = info.seated(4)
    final = play_game(game, [info.bots["sensible"]() for _ in range(4)], random.Random(7))
    assert final.is_terminal and len(final.history) > 300
    record = round_trip(game.new_state(), list(final.history), seats=("person", "sensible", "sensible", "sensible"))
    assert "Result: scores" in records.write(record.start, record.actions)


def test_seats_of_names_bots_and_people() -> None:
    info = game_info("apache")
    bot = info.bots["greedy"]()
    assert records.seats_of([None, bot], info.bots) == ("person", "greedy")


# --- errors ---------------------------------------------------------------------------------------

def a_record() -> str:
    game = game_info("fort_apache").game()
    return records.write(game.new_state(), random_game(game.new_state(), seed=1, limit=30))


def error_of(text: object, games=None) -> str:
    with pytest.raises(NotationError) as caught:
        records.read(text, games)
    return str(caught.value)


def edited(text: str, old: str, new: str) -> str:
    assert old in text
    return text.replace(old, new, 1)


def test_errors_name_their_line_and_what_is_wrong() -> None:
    text = a_record()
    lines = text.splitlines()
    first = lines.index("") + 2   # the line of action 1, counted from 1
    assert "line 1" in error_of("hello\n") and "starts with" in error_of("hello\n")
    assert "line 2" in error_of(edited(text, "Format: 1", "Format: 2")) and "format 2" in error_of(
        edited(text, "Format: 1", "Format: 2"))
    assert "whole number" in error_of(edited(text, "Format: 1", "Format: one"))
    assert "line 3" in error_of(edited(text, "Game: fort_apache", "Game: chess")) and "chess" in error_of(
        edited(text, "Game: fort_apache", "Game: chess"))
    assert "not a header line" in error_of(edited(text, "Players: 2", "Players 2"))
    assert "players" in error_of(edited(text, "Players: 2", "Players: 3"))
    assert "given twice" in error_of(edited(text, "Players: 2", "Players: 2\nPlayers: 2"))
    assert "no Seats line" in error_of("\n".join(line for line in lines if not line.startswith("Seats")))
    assert "seats" in error_of(edited(text, "Seats: person, person", "Seats: person"))
    assert "not a seat" in error_of(edited(text, "Seats: person, person", "Seats: person, <b>"))
    assert "options disagree" in error_of(edited(text, "gate=one_roll", "gate=damage"))
    assert "options disagree" in error_of(edited(text, "gate=one_roll, ", ""))
    assert "start position cannot be read" in error_of(edited(text, "Start: fort_apache", "Start: fort_apache |"))
    assert "start position cannot be read" in error_of(edited(text, "Start: fort_apache", "Start: apache"))
    assert f"line {first}" in error_of(edited(text, "\n1. ", "\n2. ")) and "numbered 1" in error_of(
        edited(text, "\n1. ", "\n2. "))
    assert "<number>. <action>" in error_of(edited(text, "\n1. ", "\n"))
    second = lines[first]   # action 2 (lines counted from 0)
    bad = edited(text, second, "2. fly to the moon")
    assert f"line {first + 1}" in error_of(bad) and "cannot be read" in error_of(bad)


def test_an_illegal_action_gives_the_verdicts_reason() -> None:
    game = game_info("fort_apache").game()
    start = game.new_state()
    actions = random_game(start, seed=1, limit=2)
    state = start.apply(actions[0])
    text = records.write(start, actions)
    # action 2 replaced by an action legal at the start but not after action 1: read, then refused with its reason
    refused = next(a for a in start.legal_actions() if not state.is_legal(a))
    message = error_of(edited(text, f"2. {actions[1]}", f"2. {refused}"))
    assert "cannot be played there" in message and state.check(refused).reason in message


def test_a_result_that_disagrees_or_a_game_played_on() -> None:
    game = game_info("apache").seated(2)
    actions = random_game(game.new_state(), seed=2, limit=10_000)
    text = records.write(game.new_state(), actions)
    assert "Result: scores" in text
    line = next(line for line in text.splitlines() if line.startswith("Result:"))
    assert "disagrees" in error_of(edited(text, line, "Result: scores 0, 0; winners none; x"))
    assert "not over" in error_of(edited(text, f"\n{len(actions)}. {actions[-1]}\n", "\n"))
    assert "over before" in error_of(text + f"{len(actions) + 1}. {actions[-1]}\n")


def test_records_are_bounded_before_they_are_read() -> None:
    assert "too long" in error_of("x" * (records.MAX_CHARS + 1))
    assert "lines" in error_of("\n" * records.MAX_LINES)
    assert "must be text" in error_of(b"bytes")
    game = game_info("fort_apache").game()
    text = records.write(game.new_state(), [])
    many = text + "".join(f"{n}. x\n" for n in range(1, game.max_game_length() + 2))
    assert "at most" in error_of(many)


def test_comments_and_a_given_game_class() -> None:
    text = a_record()
    commented = edited(text, "Format: 1\n", "Format: 1\n# a note\n") + "# the end\n"
    assert records.read("\ufeff" + text.replace("\n", "\r\n")).actions == records.read(text).actions  # as saved on Windows
    assert records.read(commented, game_info("fort_apache").game).actions == records.read(text).actions
    assert "not a game" in error_of(text, {"apache": game_info("apache").game})
    with pytest.raises(ValueError):
        records.write(game_info("fort_apache").game().new_state(), [], seats=("person",))
