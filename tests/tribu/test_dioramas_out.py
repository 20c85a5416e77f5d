"""When "no Diorama left" closes a challenge (rule tribu.challenge.end, reading tribu.interp.dioramas_out): by
default at the end of the turn that drew or took the last one; under ``dioramas_out=at_once`` right then."""
import pytest

from tests.tribu.helpers import act, position, texts
from tutor.games import tribu


def _last_moon(options: str = "", deck: bool = True):
    """Player 0 to move; the one Diorama left in the piles is a moon, in the draw pile or on the discard pile."""
    state = position("lupo / lupo", "hunter.salmon / shaman.red-statue", "start 0", discard="moon",
                     rest="played", options=options)
    if deck:
        text = state.notation()
        assert "| deck - | discard moon |" in text
        state = tribu.Game.parse(text.replace("| deck - | discard moon |", "| deck moon | discard - |"))
    return state


def test_by_default_the_turn_that_draws_the_last_diorama_is_played_out():
    state = act(_last_moon(), "draw", "card moon")
    assert state.phase == "drawn" and state.challenge == 1
    assert "discard moon" in texts(state)
    kept = act(state, "discard moon")  # a Diorama is back in the piles: the challenge goes on
    assert kept.challenge == 1 and kept.phase == "start" and kept.current_player == 1
    closed = act(state, "discard lupo")
    assert closed.challenge == 2 and closed.last != ()


def test_option_dioramas_out_at_once_closes_the_challenge_on_the_draw():
    state = act(_last_moon("dioramas_out=at_once"), "draw", "card moon")
    assert state.challenge == 2 and state.phase == "deal" and state.last != ()
    taken = act(_last_moon("dioramas_out=at_once", deck=False), "draw from discard")
    assert taken.challenge == 2 and taken.phase == "deal"
    assert act(_last_moon(deck=False), "draw from discard").phase == "drawn"
