"""Every game's ``redeal`` (what a player cannot see, dealt again): a position the player cannot tell from the one
dealt, which can arise and which the playout engines play; and the games without one hide nothing.

The game's own tests (``tests/<id>/test_redeal.py``) check what is dealt: the cards or tiles conserved, none
where the player saw it, each hidden deal as likely as the others."""
from __future__ import annotations

import random

import pytest

from tutor.core import State
from tutor.games import GameInfo, game_info, registered_games
from tutor.sim import playouts

from tests.helpers import random_states

DEALT = [info for info in registered_games() if info.redeal is not None]
CASES = [(info.id, label, game) for info in DEALT for label, game in info.configurations()]
#: how many positions of a random game a case redeals, from every seat (every phase met is among them)
POSITIONS = 30


def positions(info: GameInfo, game, seed: int) -> list[State]:
    """Positions of a random game of ``game``: the first of every phase met, and others spread over the game."""
    states = random_states(game.new_state(), seed, limit=3000)
    firsts: dict = {}
    for state in states:
        firsts.setdefault(state.phase, state)
    spread = states[::max(1, len(states) // POSITIONS)]
    return list(firsts.values()) + spread


def test_the_games_with_hidden_cards_deal_them_again():
    """Tribù's hands and face-down cards, Apacze's tiles in hand; Apache and Fort Apache hide nothing (below)."""
    assert {info.id for info in DEALT} == {"tribu", "apacze"}
    assert all(info.hidden for info in DEALT)


@pytest.mark.parametrize("game_id,label,game", CASES, ids=[f"{c[0]}-{c[1]}" for c in CASES])
def test_a_redeal_is_what_the_player_sees_and_can_arise(game_id, label, game):
    info = game_info(game_id)
    rng = random.Random(7)
    for state in positions(info, game, seed=len(label)):
        for player in range(game.num_players):
            dealt = info.redeal(state, player, rng)
            assert dealt.game is state.game
            assert dealt.history is state.history or dealt.history == state.history
            assert dealt.view(player) == state.view(player), state.notation()
            assert dealt.observation(player) == state.observation(player)
            assert dealt.current_player == state.current_player
            assert dealt.legal_actions(player) == state.legal_actions(player)
            assert not info.problems(dealt), (state.notation(), dealt.notation(), info.problems(dealt))
            assert dealt.notation() == info.parse(dealt.notation()).notation()


@pytest.mark.parametrize("game_id,label,game", CASES, ids=[f"{c[0]}-{c[1]}" for c in CASES])
def test_the_playout_engines_play_a_redeal(game_id, label, game):
    info = game_info(game_id)
    rng = random.Random(11)
    states = [s for s in positions(info, game, seed=3) if not s.is_terminal]
    n = game.num_players
    for state in states[::6]:
        dealt = info.redeal(state, state.current_player if state.current_player >= 0 else 0, rng)
        for bots in ([info.rollout] * n, None):
            outcomes = playouts(dealt, 20, seed=1, bots=bots)
            assert len(outcomes) == 20
            assert all(len(o.scores) == n for o in outcomes)


@pytest.mark.parametrize("info", DEALT, ids=[info.id for info in DEALT])
def test_what_is_hidden_varies_from_deal_to_deal(info):
    """Positions in the middle of a random game where a seat does not see the whole position: from that seat 200
    redeals give more than one position, and the seat's own view never changes."""
    game = info.seated(info.players[-1])
    states = random_states(game.new_state(), seed=2, limit=3000)
    middle = states[len(states) // 3: 2 * len(states) // 3: max(1, len(states) // 30)]
    rng = random.Random(3)
    checked = 0
    for state in middle:
        for player in range(game.num_players):
            if state.observation(player) == state.notation():
                continue
            dealt = [info.redeal(state, player, rng) for _ in range(200)]
            assert len({d.notation() for d in dealt}) > 1, state.notation()
            assert {d.observation(player) for d in dealt} == {state.observation(player)}
            checked += 1
    assert checked >= 5


def test_a_redeal_is_repeatable_from_its_seed():
    for info in DEALT:
        state = info.parse(info.samples[0])
        assert info.redeal(state, 0, random.Random(5)).notation() == info.redeal(state, 0, random.Random(5)).notation()


@pytest.mark.parametrize("info", DEALT, ids=[info.id for info in DEALT])
def test_a_seat_that_is_not_there_is_refused(info):
    state = info.parse(info.samples[0])
    with pytest.raises(ValueError):
        info.redeal(state, state.game.num_players, random.Random(1))


HIDING_NOTHING = [info for info in registered_games() if info.redeal is None]


@pytest.mark.parametrize("info", HIDING_NOTHING, ids=[info.id for info in HIDING_NOTHING])
def test_a_game_without_redeal_shows_every_player_the_whole_position(info):
    """Apache (face-down cards counted per type, no order kept: a reveal is a chance node; hands and Pow-Wow plays
    open) and Fort Apache (hands are the copies left of a known set; dice are chance nodes) hide nothing but chance
    still to come: every player's observation is the whole position, in every configuration and phase."""
    assert not info.hidden
    for label, game in info.configurations():
        for state in random_states(game.new_state(), seed=len(label), limit=400)[::7]:
            for player in range(game.num_players):
                assert state.observation(player) == state.notation()
                assert state.view(player) is state
