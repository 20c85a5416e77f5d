"""Clickable boards, for every registered game: each legal action of sample and random positions has
its own click path (the target ids a person clicks, in order: the ``click_path`` of its registry entry), no
path is the start of another, and every id of every path is drawn as a target when it is offered.

Chance states are left out: their actions are outcomes (a card turned, a die rolled), not clicks. A game
whose renderer has no ``click_path`` fails: every registered game's board can be clicked.
"""
from __future__ import annotations

import random
import re
from typing import Iterator

import pytest

from tutor.core.play import sample_chance
from tutor.games import GameInfo, registered_games

STATES = 120   # positions checked per game
TARGET = re.compile(r'data-target="([^"]*)"')


def params() -> list:
    return [pytest.param(info, id=info.id) for info in registered_games()]


def positions(info: GameInfo) -> Iterator:
    """The samples, then positions of random games at every table size, with every variant on too."""
    for text in info.samples:
        yield info.game.parse(text)
    rng = random.Random(13)
    for n, players in enumerate(info.players * 2):
        settings = dict(info.full) if n >= len(info.players) else {}
        if len(info.players) > 1:
            settings["players"] = players
        try:
            state = info.game(**settings).new_state()
        except (TypeError, ValueError):  # a game whose table size is not a 'players' setting (Apache)
            settings.pop("players", None)
            state = info.game(**settings).new_state()
        for step in range(3000):
            if state.is_terminal:
                break
            if not state.is_chance and step % 3 == 0:
                yield state
            state = state.apply(sample_chance(state, rng) if state.is_chance else rng.choice(state.legal_actions()))


@pytest.mark.parametrize("info", params())
def test_every_legal_action_has_its_own_click_path_drawn_as_targets(info: GameInfo):
    click_path = info.click_path
    assert click_path is not None, f"{info.id} declares no click_path"
    checked = 0
    for state in positions(info):
        if state.is_chance or state.is_terminal:
            continue
        legal = state.legal_actions()
        paths = {click_path(state, action): action for action in legal}
        assert len(paths) == len(legal), f"two actions share a click path at {state.notation()}"
        for path, action in paths.items():
            assert path and all(isinstance(step, str) and step for step in path), (action, path)
            longer = [other for other in paths if len(other) > len(path) and other[:len(path)] == path]
            assert not longer, f"{action}'s path {path} starts {paths[longer[0]]}'s {longer[0]}"
        offered: dict[tuple[str, ...], set[str]] = {}
        for path in paths:
            for k, step in enumerate(path):
                offered.setdefault(path[:k], set()).add(step)
        viewer = state.current_player if state.current_player >= 0 else None
        for prefix, steps in offered.items():
            svg = info.board_svg(state, viewer=viewer, targets={s: f"hint {s}" for s in steps}, selected=prefix)
            drawn = set(TARGET.findall(svg))
            assert steps <= drawn, f"not drawn after {prefix}: {sorted(steps - drawn)} at {state.notation()}"
            assert set(prefix) <= drawn, f"chosen targets not drawn: {prefix}"
        checked += 1
        if checked >= STATES:
            break
    assert checked > 10


@pytest.mark.parametrize("info", params())
def test_without_targets_nothing_is_clickable(info: GameInfo):
    click_path = info.click_path
    assert click_path is not None, f"{info.id} declares no click_path"
    state = info.game.parse(info.samples[0])
    assert "data-target" not in info.board_svg(state)


@pytest.mark.parametrize("info", params())
def test_a_whole_game_is_played_by_following_click_paths_alone(info: GameInfo):
    """From the start to the end, each move chosen one click at a time among the live targets that the one
    click controller offers (``tutor.widgets.board.live_targets``), until the clicks make a whole path."""
    from tutor.widgets.board import Choice, live_targets

    click_path = info.click_path
    assert click_path is not None
    rng = random.Random(8)
    state = info.game().new_state()
    moves = 0
    while not state.is_terminal:
        if state.is_chance:
            state = state.apply(sample_chance(state, rng))
            continue
        choices = [Choice(click_path(state, a), str(a), lambda: None) for a in state.legal_actions()]
        by_path = {c.path: a for c, a in zip(choices, state.legal_actions())}
        chosen: tuple[str, ...] = ()
        while chosen not in by_path:
            live = sorted(live_targets(choices, chosen))
            assert live, f"no live target after {chosen}"
            chosen += (rng.choice(live),)
        state = state.apply(by_path[chosen])
        moves += 1
    assert state.outcome() is not None and moves > 10
