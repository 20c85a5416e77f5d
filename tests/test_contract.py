"""The shared contract test: every registered game, under every reading of its register.

Nothing here names a game: the games come from :func:`tutor.games.registered_games` and the readings
from each game's interpretation register, so a new game or a new option is covered the moment it is
declared, and a game cannot be left out.
"""
from __future__ import annotations

import zlib
from pathlib import Path

import pytest

import tutor.games
from tutor.core import NotationError, rules
from tutor.core.conformance import check_state, random_sim
from tutor.games import PAGES, registered_games
from tests.helpers import page_module

ROOT = Path(__file__).resolve().parents[1]
GAMES = registered_games()
IDS = [info.id for info in GAMES]
READINGS = [(info, option, value) for info in GAMES for i in info.game.INTERPRETATIONS if i.option
            for option, value in [(i.option, r.value) for r in i.readings]]


def test_every_game_package_is_registered():
    # every tutor/games folder on the path (a game made by the scaffold elsewhere too)
    packages = sorted(p.name for folder in tutor.games.__path__ for p in Path(folder).iterdir()
                      if (p / "__init__.py").exists() and not p.name.startswith("_"))
    assert sorted(IDS) == packages


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_declaration(info):
    assert info.game.name == info.id
    assert info.game.INTERPRETATIONS, "every game keeps an interpretation register"
    assert rules(f"{info.id}."), "every game registers its rules"
    for book in info.rulebooks:  # in shared/seeds, or the game's own rules text in its package's data/
        assert info.rulebook_file(book).exists() or not (ROOT.parent / "shared").exists(), book
    assert set(info.players) and all(n >= 1 for n in info.players)
    assert info.bots and "random" in info.bots
    for page in info.pages:
        assert page in PAGES
        assert (info.root / "notebooks" / info.notebook(page)).exists()
        page_module(info.id, page)


@pytest.mark.parametrize("info,option,value", READINGS,
                         ids=[f"{info.id}-{option}={value}" for info, option, value in READINGS])
def test_conformance_under_every_reading(info, option, value):
    """Random games under each reading of every option (the others at their defaults)."""
    game = info.game(**{**info.full, option: value})
    assert game.options[option] == value
    # a seed of its own per reading, the same in every process (str hashes are salted per process), so that
    # a failure replays
    seed = zlib.crc32(f"{info.id}:{option}={value}".encode()) % 1000
    random_sim(game, games=2, seed=seed, check_every=5)


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_samples_round_trip(info):
    for sample in info.samples:
        state = info.parse(sample)
        check_state(state)
        assert state.notation() == sample
        assert type(state.game).parse(state.notation()) == state


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_each_player_count_starts(info):
    for players in info.players:
        state = info.seated(players).new_state()
        assert state.game.num_players == players
        check_state(state)


@pytest.mark.parametrize("info", GAMES, ids=IDS)
@pytest.mark.parametrize("bad", [None, 42, b"bytes", "", "x" * 100_000, "\u00b2" * 10, "|" * 50])
def test_unreadable_positions_are_refused_clearly(info, bad):
    with pytest.raises(NotationError) as caught:
        info.game.parse(bad)
    assert len(str(caught.value)) < 400


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_malformed_actions_are_refused(info):
    state = info.parse(info.samples[0])
    for bad in [None, 42, "text", (1, 2, 3), object()]:
        verdict = state.check(bad)
        assert not verdict.ok and verdict.reason
        with pytest.raises(ValueError):  # IllegalAction
            state.apply(bad)
    with pytest.raises(NotationError):
        state.parse_action(None)
    with pytest.raises(NotationError):
        state.parse_action("x" * 100_000)


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_board_shows_itself_in_jupyter(info):
    state = info.parse(info.samples[0])
    assert state._repr_svg_().lstrip().startswith("<svg")
    assert info.board_svg(state).lstrip().startswith("<svg")
    assert info.board_svg(state, viewer=0).lstrip().startswith("<svg")
