"""Fort Apache by clicks: every legal action of random battles has its own click path, none a prefix of
another, each id drawn as a target when live (the checks are those of the Apacze test)."""
from __future__ import annotations

import random
import re

import pytest

from tests.render.test_apacze_targets import check_clicks, play_by_clicks, random_positions
from tutor.games import fort_apache
from tutor.games.fort_apache import actions as A
from tutor.games.fort_apache.board import INDEX, PLACES
from tutor.games.fort_apache.render import board_svg, click_path


@pytest.mark.parametrize("options, seed", [
    ({}, 1),
    ({"gate": "damage", "first": "cowboys", "indian_start": "camps", "climb": "next_turn"}, 2),
    ({"cowboy_move": "step", "exhausted_moves": "free", "explosion": "zone", "card_boxes": "6"}, 3),
])
def test_every_legal_action_has_a_unique_drawn_click_path(options: dict, seed: int) -> None:
    seen: set[str] = set()
    verbs: set[int] = set()
    for state in random_positions(fort_apache.Game(**options), seed, every=2,
                                  always=lambda s: s.phase_name != "act"):
        seen |= check_clicks(state, board_svg, click_path)
        verbs |= {a.verb for a in state.legal_actions()}
    assert {i.split(":")[0] for i in seen} >= {"figure", "place", "card", "button"}
    assert {A.MOVE, A.SHOOT, A.CARD, A.END} <= verbs


def test_chance_has_paths_too() -> None:
    """A roll's faces are the dice drawn in the panel (a tutorial may script one); the gate's hits are buttons."""
    rng = random.Random(5)
    state = fort_apache.Game().new_state()
    while not state.is_chance:
        state = state.apply(next((a for a in state.legal_actions() if a.verb == A.SHOOT), None)
                            or rng.choice(state.legal_actions()))
    check_clicks(state, board_svg, click_path)
    assert {click_path(state, a)[0] for a in state.legal_actions()} <= {f"die:{k}" for k in range(1, 7)}


def test_a_shot_and_a_fight_at_the_same_enemy_are_told_apart_by_a_button() -> None:
    found = None
    rng = random.Random(11)
    for _ in range(20):  # random battles until a figure may both shoot and fight the same enemy
        state = fort_apache.Game().new_state()
        while not state.is_terminal and found is None:
            legal = state.legal_actions()
            for a in legal:
                if a.verb == A.MELEE and any(b.verb == A.SHOOT and (b.who, b.enemy) == (a.who, a.enemy) for b in legal):
                    found = (state, a)
            state = state.apply(rng.choice(legal))
        if found:
            break
    assert found, "no position with both a shot and a fight at one enemy"
    state, melee = found
    shot = next(b for b in state.legal_actions() if b.verb == A.SHOOT and (b.who, b.enemy) == (melee.who, melee.enemy))
    assert click_path(state, melee)[:2] == click_path(state, shot)[:2]
    assert (click_path(state, melee)[2], click_path(state, shot)[2]) == ("button:melee", "button:shoot")


def test_a_move_is_a_figure_then_a_place() -> None:
    state = fort_apache.Game().new_state()
    while state.is_chance or not any(a.verb == A.MOVE for a in state.legal_actions()):
        state = state.apply(state.legal_actions()[0])
    move = next(a for a in state.legal_actions() if a.verb == A.MOVE)
    path = click_path(state, move)
    assert path[0].startswith("figure:") and path[1] == "place:" + PLACES[move.to].replace(" ", "-")
    assert INDEX[path[1].removeprefix("place:").replace("-", " ")] == move.to



@pytest.mark.rules("fort_apache.resolve.dice")
def test_the_play_page_plays_a_whole_battle_by_board_clicks_alone() -> None:
    """The person's dice roll with the drawn roll button, every move by its targets; what happens by
    itself is said with its rule."""
    from tutor.widgets.fort_apache_play import PlayApp

    app = PlayApp(seed=6)
    said: list[str] = []
    app.message.observe(lambda change: said.append(change["new"]), "value")
    clicks = play_by_clicks(app, 6)
    assert clicks > 5 and app.state.outcome() is not None and "Battle over" in app.status.value
    assert any("fort_apache.resolve.dice" in s for s in said)
    assert "Battle over" in app.message.value
    rolled = sum(1 for a in app.state.history if a.verb in (A.ROLL, A.HITS))
    assert rolled > 0


def test_the_persons_roll_is_a_drawn_button() -> None:
    from tutor.widgets.fort_apache_play import PlayApp

    app = PlayApp(seed=1)
    rng = random.Random(1)
    while "button:roll" not in app.board.live:
        live = [t for t in app.board.live if t != "button:end-turn"] or list(app.board.live)
        app.board.click(rng.choice(live))
    assert app.board.live == ["button:roll"] and "roll the dice" in app.board.svg
    before = len(app.state.history)
    app.board.click("button:roll")
    assert len(app.state.history) > before and app.state.history[before].verb in (A.ROLL, A.HITS)


def test_a_refused_click_says_why_with_the_rule() -> None:
    from tutor.widgets.fort_apache_play import PlayApp

    app = PlayApp(seed=4)
    rng = random.Random(4)

    def refused() -> list[str]:
        return [t for t in re.findall(r'data-target="([^"]+)"', app.board.svg) if t not in app.board.live]

    while not refused():  # play on until something the rules refuse is drawn (a figure that has acted, a card)
        assert not app.state.is_terminal, "no refused try was ever drawn"
        app.board.click(rng.choice(list(app.board.live)))
    state = app.state
    app.board.click(refused()[0])
    assert "Not allowed" in app.message.value and "[" in app.message.value and app.state is state
