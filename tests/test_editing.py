"""The position editors' model (``tutor.games.<id>.editing``), for every registered game.

Each game's edits build a position click by click (edit sequence -> position string -> ``Game.parse``
-> the play and analyse pages open at it), refuse an edit the position cannot hold with a reason and
change nothing, and leave the verdict on an impossible position to the game's ``validate.problems``.
"""
from __future__ import annotations

import inspect
from typing import Any

import pytest

from tutor.core import NotationError
from tutor.core.editing import CounterKey
from tutor.games import game_info, registered_games
from tests.helpers import page_module

GAMES = [info.id for info in registered_games()]

#: per game, from its package's ``data/checks.toml`` (``[editor]``, read through the registry): the table, a
#: sequence of edits giving a position that can be played, and a sequence giving an impossible one with (a part
#: of) the reason the game's validation gives (``refusal``)
CASES: dict[str, dict[str, Any]] = {
    info.id: {"game": info.checks["editor"]["game"], "build": [tuple(s) for s in info.checks["editor"]["build"]],
              "impossible": [tuple(s) for s in info.checks["editor"]["impossible"]],
              "reason": info.checks["editor"]["refusal"]}
    for info in registered_games() if "editor" in info.checks}


def editing(game_id: str):
    return game_info(game_id).editing


def validation(game_id: str):
    return game_info(game_id)


def start(game_id: str):
    info = next(i for i in registered_games() if i.id == game_id)
    return editing(game_id).blank(info.game(**CASES[game_id]["game"]))


def counter_key(edit: Any, state: Any, label: str) -> CounterKey:
    """The key of the counter a case names by its label (in English)."""
    keys = [counter.key for counter in edit.counters(state) if counter.label == label]
    assert keys, f"no counter labelled {label!r}"
    return keys[0]


def run(game_id: str, steps) -> Any:
    edit = editing(game_id)
    state = start(game_id)
    for step in steps:
        verb, *args = step
        if verb == "counter":
            args = [counter_key(edit, state, args[0]), *args[1:]]
        state = {"place": edit.place, "remove": edit.remove, "phase": edit.set_phase, "turn": edit.set_turn,
                 "counter": edit.set_counter}[verb](state, *args)
        assert state.history == (), step
    return state


def page(game_id: str, kind: str, position: str):
    module = page_module(game_id, kind)
    app = module.PlayApp if kind == "play" else module.AnalyseApp
    takes = inspect.signature(app).parameters
    extra: dict[str, Any] = {"seed": 1} if "seed" in takes and kind == "play" else {}
    if "clock" in takes:
        from tests.apache.test_match import ManualClock
        extra["clock"] = ManualClock()
    return app(position, **extra)


def test_every_registered_game_has_an_editing_module_of_the_same_shape():
    assert set(CASES) == set(GAMES), "a registered game has no [editor] case in its data/checks.toml"
    names = ("PIECES", "PHASES", "HIDDEN", "blank", "places", "place", "remove", "phase", "set_phase", "turn",
             "set_turn", "counters", "set_counter")
    for game_id in GAMES:
        edit = editing(game_id)
        assert all(hasattr(edit, name) for name in names), game_id
        assert edit.PIECES and len({p for p, _ in edit.PIECES}) == len(edit.PIECES), game_id


@pytest.mark.parametrize("game_id", GAMES)
def test_an_edit_sequence_builds_a_position_that_opens_in_play_and_in_analysis(game_id: str):
    state = run(game_id, CASES[game_id]["build"])
    assert validation(game_id).problems(state) == []
    text = state.notation()
    parsed = state.game.parse(text)
    assert parsed.notation() == text and parsed == state
    play = page(game_id, "play", text)
    assert "cannot be read" not in play.message.value
    moves = play.match.moves
    first = moves[0].before if moves else play.state
    assert first.notation() == text, "the play page did not start at the edited position"
    analyse = page(game_id, "analyse", text)
    assert analyse.state.notation() == text and "cannot be read" not in analyse.message.value


@pytest.mark.parametrize("game_id", GAMES)
def test_an_impossible_position_is_refused_with_the_reason(game_id: str):
    case = CASES[game_id]
    state = run(game_id, case["impossible"])
    found = validation(game_id).problems(state)
    assert any(case["reason"] in p for p in found), found
    with pytest.raises(NotationError):
        state.game.parse(state.notation())


@pytest.mark.parametrize("game_id", GAMES)
def test_every_edit_is_refused_with_a_reason_or_gives_a_position_that_writes_and_validates(game_id: str):
    """Every piece of the palette at every place: a ValueError with words, or a new state whose string
    is written and read back (or refused by the game's reader) and whose problems can be listed."""
    edit = editing(game_id)
    state = run(game_id, CASES[game_id]["build"])
    before = state.notation()
    made = refused = 0
    for target in edit.places(state):
        for piece, _ in edit.PIECES:
            try:
                new = edit.place(state, target, piece)
            except ValueError as error:
                assert len(str(error)) > 10
                refused += 1
                continue
            made += 1
            validation(game_id).problems(new)
            try:
                assert state.game.parse(new.notation()).notation() == new.notation()
            except NotationError:
                pass
        try:
            edit.remove(state, target)
        except ValueError as error:
            assert str(error)
    assert state.notation() == before, "an edit changed the state it was given"
    assert made and refused


@pytest.mark.parametrize("game_id", GAMES)
def test_bad_edits_say_why_and_change_nothing(game_id: str):
    edit = editing(game_id)
    state = start(game_id)
    before = state.notation()
    for call in (lambda: edit.place(state, "nowhere:1", edit.PIECES[0][0]),
                 lambda: edit.place(state, next(iter(edit.places(state))), "no-such-piece"),
                 lambda: edit.remove(state, "nowhere:1"),
                 lambda: edit.set_phase(state, "teatime"),
                 lambda: edit.set_turn(state, 9),
                 lambda: edit.set_counter(state, CounterKey("no such number"), 1)):
        with pytest.raises(ValueError) as error:
            call()
        assert str(error.value)
    for counter in edit.counters(state):
        assert counter.lowest <= counter.value <= counter.highest, counter.key
        with pytest.raises(ValueError):
            edit.set_counter(state, counter.key, counter.highest + 1)
    assert state.notation() == before


@pytest.mark.parametrize("game_id", GAMES)
def test_each_counter_is_set_by_its_key_and_by_nothing_else(game_id: str):
    """Setting a counter through its key changes that number only: read back under the same key, with every
    other counter the position still holds as it was (the key, not the label's words, says which number it is;
    a number may come or go with another, as the scores of the last challenge come with the second one)."""
    edit = editing(game_id)
    state = run(game_id, CASES[game_id]["build"])
    counters = edit.counters(state)
    if not counters:
        pytest.skip(f"{game_id} positions hold no numbers besides their pieces")
    before = {c.key: c.value for c in counters}
    assert len(before) == len(counters), "two counters share a key"
    for counter in counters:
        value = counter.lowest if counter.value != counter.lowest else counter.highest
        after = {c.key: c.value for c in edit.counters(edit.set_counter(state, counter.key, value))}
        assert after[counter.key] == value, counter.key
        others = [key for key in before if key in after and key != counter.key]
        assert [after[key] for key in others] == [before[key] for key in others], counter.key


@pytest.mark.parametrize("game_id", GAMES)
def test_placing_then_removing_gives_the_position_back(game_id: str):
    """For many placements, removing at the place clicked (or at a place the placement made) undoes it."""
    edit = editing(game_id)
    state = run(game_id, CASES[game_id]["build"])
    undone = 0
    for target in edit.places(state):
        for piece, _ in edit.PIECES:
            try:
                new = edit.place(state, target, piece)
            except ValueError:
                continue
            for t in [target, *(t for t in edit.places(new) if t not in edit.places(state))]:
                try:
                    if edit.remove(new, t) == state:
                        undone += 1
                        break
                except ValueError:
                    continue
    assert undone >= 3, "removing what was placed does not give the position back"
