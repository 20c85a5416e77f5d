"""The Apacze i Komancze bots: legal choices, finished games, and the fast scoring they use."""
from __future__ import annotations

import random
from concurrent.futures import ThreadPoolExecutor

import pytest

from tutor.games import apacze
from tutor.core.bots import play_game
from tutor.games.apacze.bots import BOTS, RandomBot, round_totals
from tutor.games.apacze.experiments import compare_bots
from tutor.sim.tournament import Table, tournament


@pytest.mark.parametrize("name", sorted(BOTS))
def test_every_choice_is_legal(name: str) -> None:
    rng = random.Random(7)
    bot = BOTS[name]()
    state = apacze.Game(players=3).new_state()
    for _ in range(80):
        if state.is_chance:
            state = state.apply(state.chance_outcomes()[0][0])
            continue
        action = bot.step(state, rng)
        assert action in state.legal_actions()
        state = state.apply(action)


def test_round_totals_match_the_scoring() -> None:
    rng = random.Random(3)
    state = apacze.Game(players=4).new_state()
    while not state.is_terminal:
        assert round_totals(state) == [sum(g) for g in state.round_gains()]
        state = state.apply(state.chance_outcomes()[0][0] if state.is_chance else rng.choice(state.legal_actions()))


def test_play_game_wants_one_bot_per_player() -> None:
    with pytest.raises(ValueError):
        play_game(apacze.Game(players=2), [RandomBot()], random.Random(0))


def test_compare_bots_turns_the_seats_round() -> None:
    with ThreadPoolExecutor(1) as pool:
        results = compare_bots(("random", "greedy"), 2, seed=5, executor=pool)
    assert [r.kind for r in results] == ["random", "greedy"]
    assert sum(r.wins.value for r in results) == pytest.approx(1.0)
    standings, games = tournament(Table(apacze.Game, (("players", 2),), (BOTS["greedy"], BOTS["random"])), 2, seed=5)
    assert [s.bot for s in standings] == ["greedy", "random"]
    assert all(len(g.scores) == 2 and g.winners for g in games)


def test_bots_decide_from_their_view_only() -> None:
    """A bot's choice does not depend on the other players' tiles in hand."""
    state = apacze.Game(players=3).new_state()
    for kind in ("ford", "bend", "fork"):
        state = state.apply(state.parse_action(f"draw {kind}"))
    other = apacze.Game.parse(state.notation().replace("hands ford bend fork", "hands ford fork bend"))
    for name, bot in BOTS.items():
        assert bot().step(state, random.Random(1)) == bot().step(other, random.Random(1)), name
        assert bot.name == name
