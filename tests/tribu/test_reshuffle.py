"""The reshuffle (rule tribu.piles.reshuffle, reading tribu.interp.reshuffle): the discard pile becomes the new
draw pile as soon as the last card is drawn, leaving its face-up top card on the table; a face-down top card
was never discarded and goes in with the rest, so a player always has something to do while a Diorama is left."""
import pytest

from tests.helpers import random_states
from tests.tribu.helpers import act, conserved, position, texts
from tutor.games import tribu
from tutor.games.tribu.cards import BY_NAME


def _one_card_left(state, card: str = "scout"):
    """``state`` (made with ``rest="played"``) with one of the four ``card`` of the played pile in the draw pile."""
    text = state.notation()
    assert "| deck - |" in text and f" 4*{card} " in text
    return tribu.Game.parse(text.replace("| deck - |", f"| deck {card} |").replace(f" 4*{card} ", f" 3*{card} "))


def _last_card_left():
    """Player 0 to draw the draw pile's only card (a scout); the discard pile holds lupo, canoe, salmon."""
    return _one_card_left(position("lupo / moon", "- / -", "start 0", discard="lupo canoe salmon", rest="played"))


def test_the_pile_is_reshuffled_when_the_last_card_is_drawn_not_at_the_next_draw():
    state = act(_last_card_left(), "draw", "card scout")
    assert state.phase == "drawn"
    assert sum(state.deck) == 2 and state.deck[BY_NAME["lupo"]] == state.deck[BY_NAME["canoe"]] == 1
    assert state.discard == (BY_NAME["salmon"],)  # the last discard stays on the table
    after = act(state, "discard lupo")  # discarded onto the salmon, not shuffled in at the next draw
    assert after.discard == (BY_NAME["salmon"], BY_NAME["lupo"]) and sum(after.deck) == 2
    assert "draw" in texts(after)
    conserved(after)


@pytest.mark.rules("tribu.azione.draw_three")
def test_draw_three_goes_on_drawing_from_the_reshuffled_pile():
    state = _one_card_left(position("draw-three / moon", "- / -", "drawn 0", discard="lupo canoe salmon",
                                    rest="played"))
    state = act(state, "play draw three", "card scout")
    assert state.phase == "draw3" and sum(state.deck) == 2 and state.discard == (BY_NAME["salmon"],)


@pytest.mark.rules("tribu.piles.reshuffle")
def test_a_face_down_top_card_is_shuffled_in_with_the_rest():
    state = position("lupo / moon", "- / -", "start 0", discard="canoe salmon [moon]", rest="played")
    assert sum(state.deck) == 0 and "draw from discard" not in texts(state)
    assert "whole discard pile" in state.explain(state.parse_action("draw")).reason
    after = act(state, "draw")
    assert after.discard == () and after.face_down == ()
    assert [after.deck[BY_NAME[c]] for c in ("canoe", "salmon", "moon")] == [1, 1, 1]


@pytest.mark.rules("tribu.piles.reshuffle")
def test_an_empty_draw_pile_and_one_face_down_diorama_leave_a_draw():
    """The case of issue 21: the reshuffle kept a face-down moon on the table, the drawn scout was laid, and
    the next player could neither draw nor take the moon, in a challenge not over (a Diorama was left)."""
    before = position("healer / lupo", "- / -", "start 0", discard="scout [moon]", rest="played")
    state = act(before, "draw")
    assert state.discard == () and sum(state.deck) == 2  # scout and the face-down moon, shuffled
    state = act(state, "card scout", "play tribu scout")
    assert state.phase == "start" and state.current_player == 1
    assert texts(state)[0] == "draw"
    assert tribu.Game.parse(state.notation()) == state


@pytest.mark.rules("tribu.piles.reshuffle")
def test_the_old_dead_end_position_now_reads_and_offers_a_draw():
    """The engine's own position of the old dead end (nothing to draw, a face-down moon alone in the discard
    pile) was refused by Game.parse; it now reads, and player 1 draws the moon."""
    state = position("healer / lupo", "scout / -", "start 1", discard="[moon]", rest="played", turns=1)
    assert texts(state) == ["draw"]
    state = act(state, "draw")
    assert state.deck[BY_NAME["moon"]] == 1 and state.discard == ()
    assert tribu.Game.parse(state.notation()) == state


@pytest.mark.parametrize("discard", ["scout [moon]", "[moon]", "lupo [moon]", "canoe salmon [moon]", "moon"])
@pytest.mark.parametrize("seed", range(4))
def test_around_an_empty_draw_pile_every_position_reads_back_and_someone_can_act(discard, seed):
    """Random play from a near-empty draw pile, a face-down card on the discard pile: every position the engine
    reaches is read back by Game.parse, and in each someone can act unless the game is over."""
    start = _one_card_left(position("healer lupo / block moon", "shaman / hunter", "start 0", discard=discard,
                                    rest="played", turns=2), "warrior")
    for state in random_states(start, seed=seed, limit=60):
        assert state.is_terminal or state.legal_actions(), state.notation()
        assert tribu.Game.parse(state.notation()) == state


@pytest.mark.rules("tribu.piles.reshuffle")
def test_the_reshuffle_is_told_with_its_rule():
    state = act(_last_card_left(), "draw", "card scout")
    assert [e.rule for e in state.events] == ["tribu.piles.reshuffle"]
    assert "2 cards of the discard pile are shuffled" in state.events[0] and "top card stays" in state.events[0]
    down = act(position("lupo / moon", "- / -", "start 0", discard="canoe salmon [moon]", rest="played"), "draw")
    assert [str(e) for e in down.events] == ["The draw pile is empty: the discard pile's 3 cards are shuffled into "
                                             "a new draw pile."]
    assert act(down, "card moon").events == ()
