"""A lost chain's face-down active card stays face down under the discard pile (rule tribu.chain.bare)."""
from tests.tribu.helpers import act, position, texts
from tutor.core.match import Move
from tutor.games import tribu
from tutor.games.tribu.cards import BY_NAME
from tutor.games.tribu.log import narrate
from tutor.games.tribu.odds import unseen
from tutor.games.tribu.view import HIDDEN
from tutor.games.tribu.render import board_svg


def _lost():
    """Player 0's bare healer (not their Capo) gets an active moon and is lost at the end of the turn."""
    before = position("moon canoe / salmon", "healer / -")
    return before, act(before, "activate moon on chain a")


def test_the_lost_active_card_lies_face_down_for_everyone():
    _, state = _lost()
    assert state.chains[0] == () and state.discard == (BY_NAME["healer"], BY_NAME["moon"])
    assert state.face_down == (1,)
    for seat in (0, 1):
        assert state.view(seat).discard == (BY_NAME["healer"], HIDDEN)
        assert "discard healer [?] |" in state.observation(seat)
        assert "moon" not in board_svg(state, viewer=seat).split("Your hand")[0]


def test_a_face_down_top_card_cannot_be_taken_even_when_it_is_a_diorama():
    _, state = _lost()
    assert state.current_player == 1 and "draw from discard" not in texts(state)
    assert "face down" in state.check(state.parse_action("draw from discard")).reason


def test_the_referee_notation_keeps_the_card_and_round_trips():
    _, state = _lost()
    assert "| discard healer [moon] |" in state.notation()
    assert tribu.Game.parse(state.notation()) == state
    later = act(state, "draw", "card lupo", "discard lupo")
    assert later.discard[-1] == BY_NAME["lupo"] and later.face_down == (1,)
    assert "draw from discard" not in texts(later)  # lupo on top is no Diorama


def test_the_log_does_not_name_it():
    before, after = _lost()
    move = Move(before, before.parse_action("activate moon on chain a"), after)
    assert narrate(move, 1) == ["player 1: puts a card face down beside chain A"]
    assert narrate(move, 0) == ["player 1: activate moon on chain a"]


def test_a_reshuffle_takes_the_face_down_top_card_in_unseen():
    """It was put under the pile, never discarded: it goes into the new draw pile (reading tribu.interp.reshuffle)."""
    state = position("lupo / moon", "- / -", "start 0", discard="canoe salmon [moon]", rest="played")
    after = act(state, "draw")
    assert after.discard == () and after.face_down == ()
    assert after.deck[BY_NAME["moon"]] == 1
    assert after.view(1).discard == ()


def test_the_odds_count_it_as_unseen():
    _, state = _lost()
    assert unseen(state.view(1), state.game)[BY_NAME["moon"]] == 4  # the face-down moon is not seen either
