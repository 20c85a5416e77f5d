"""Apacze i Komancze by clicks: every legal action of random positions has its own click path, none a
prefix of another, and every id of it is drawn as a target when it is live (tests/render/test_fort_apache_targets.py
does the same for Fort Apache)."""
from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from collections import defaultdict
from typing import Any, Callable, Iterator

import pytest

from tutor.core.play import sample_chance
from tutor.games import apacze
from tutor.games.apacze import actions as A
from tutor.games.apacze.render import board_svg, click_path



def random_positions(game: Any, seed: int, every: int = 1, always: Callable[[Any], bool] = lambda s: False
                     ) -> Iterator[Any]:
    """The positions of one random game (chance resolved at random too): every ``every``-th one, and
    every one where ``always`` holds."""
    rng = random.Random(seed)
    state = game.new_state()
    n = 0
    while not state.is_terminal:
        if not state.is_chance:
            if n % every == 0 or always(state):
                yield state
            n += 1
        state = state.apply(sample_chance(state, rng) if state.is_chance else rng.choice(state.legal_actions()))


def check_clicks(state: Any, draw: Callable[..., str], path_of: Callable[[Any, Any], tuple[str, ...]]) -> set[str]:
    """Every legal action's path is unique and no prefix of another; at each prefix, the next ids
    are drawn as targets (and nothing else is), with their hints and the chosen ids marked. Returns
    the ids seen."""
    paths = {action: path_of(state, action) for action in state.legal_actions()}
    assert all(paths.values()), "an empty click path"
    assert len(set(paths.values())) == len(paths), "two legal actions share a click path"
    complete = set(paths.values())
    nexts: dict[tuple[str, ...], set[str]] = defaultdict(set)
    for path in complete:
        assert not any(path[:k] in complete for k in range(1, len(path))), f"{path} extends another path"
        for k in range(len(path)):
            nexts[path[:k]].add(path[k])
    for prefix, ids in nexts.items():
        drawing = draw(state, targets={i: f"hint for {i}" for i in ids}, selected=prefix)
        root = ET.fromstring(drawing)
        drawn = {g.get("data-target"): g for g in root.iter() if g.get("data-target")}
        assert set(drawn) == ids | set(prefix), (prefix, (ids | set(prefix)) ^ set(drawn))
        for target_id, group in drawn.items():
            assert group.get("role") == "button" and group.get("tabindex") == "0"
            classes = group.get("class", "").split()
            assert "target" in classes and ("selected" in classes) == (target_id in prefix)
            if target_id in ids:
                assert group.get("aria-label") == f"hint for {target_id}"
    return {i for path in complete for i in path}


@pytest.mark.parametrize("players, options, seed", [
    (3, {}, 1),
    (2, {"give_up": "nothing", "trade_time": "any_decision", "distance": "diagonal"}, 2),
    (4, {"track_limit": "none", "shop": "all_sizes", "short_move": "no"}, 3),
])
def test_every_legal_action_has_a_unique_drawn_click_path(players: int, options: dict, seed: int) -> None:
    seen: set[str] = set()
    verbs: set[int] = set()
    for state in random_positions(apacze.Game(players=players, **options), seed, every=4,
                                    always=lambda s: s.phase_name != "act"):
        seen |= check_clicks(state, board_svg, click_path)
        verbs |= {a.verb for a in state.legal_actions()}
    kinds = {i.split(":")[0] for i in seen}
    assert {"hand", "spot", "field", "camp", "track", "button"} <= kinds
    assert {A.PLACE, A.PUT, A.BUILD, A.START, A.MOVE, A.FINISH, A.GIVE_UP} <= verbs


def test_paths_read_as_the_board_shows_them() -> None:
    state = next(s for s in random_positions(apacze.Game(players=3), 1) if s.phase_name == "act"
                 and any(a.verb == A.PLACE for a in s.legal_actions()))
    place = next(a for a in state.legal_actions() if a.verb == A.PLACE)
    x, y = place.square
    assert click_path(state, place) == (f"hand:{state.hands[state.mover]}", f"spot:{x},{y}",
                                        f"button:turn:{90 * place.turn}")
    drawn = board_svg(state, targets={f"spot:{x},{y}": "put the tile here"}, selected=[f"hand:{state.hands[state.mover]}"])
    assert 'aria-label="put the tile here"' in drawn and "<title>put the tile here</title>" in drawn
    assert 'class="target selected" data-target="hand:' in drawn  # the chosen tile is marked (a click takes it back)


def test_without_targets_the_drawing_is_the_plain_board() -> None:
    state = next(random_positions(apacze.Game(players=2), 4))
    assert "data-target" not in board_svg(state) and 'class="buttons"' not in board_svg(state)
    assert "data-target" not in board_svg(state, targets={})



def play_by_clicks(app: Any, seed: int, limit: int = 5000) -> int:
    """Click live targets of the page's board (chosen with ``seed``) until the game ends; the clicks made."""
    rng = random.Random(seed)
    clicks = 0
    while not app.state.is_terminal:
        live = list(app.board.live)
        assert live, f"nothing to click: {app.status.value}"
        app.board.click(rng.choice(live))
        clicks += 1
        assert clicks < limit
    return clicks


def test_the_play_page_plays_a_whole_game_by_board_clicks_alone() -> None:
    from tutor.widgets.apacze_play import PlayApp

    app = PlayApp(seed=5)
    app.setup.players.value = 2
    app.start()
    said: list[str] = []
    app.message.observe(lambda change: said.append(change["new"]), "value")
    assert play_by_clicks(app, 5) > 40
    assert app.state.outcome() is not None and "Game over" in app.status.value
    assert any("is scored" in s and "apacze.score.rank" in s for s in said)  # the scoring, with its rule
    assert "Game over" in app.message.value and "apacze.end.winner" in app.message.value


def test_a_refused_click_says_why_with_the_rule() -> None:
    from tutor.widgets.apacze_play import PlayApp

    app = PlayApp(seed=2)
    state = app.state
    # a move kind with nowhere to go (no Indian stands on the board yet) is drawn, refused, with its reason
    assert not any(a.verb == A.START for a in state.legal_actions())
    assert 'data-target="button:long-move"' in app.board.svg and "button:long-move" not in app.board.live
    app.board.click("button:long-move")
    assert "Not allowed" in app.message.value and "apacze.move.long" in app.message.value
    assert app.state is state  # nothing changed
