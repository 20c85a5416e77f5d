"""Helpers shared by the Apache tests: build positions from text and play actions by their text."""
from __future__ import annotations

from tutor.games import apache
from tutor.games.apache.cards import BOX, HAND_CARDS_PER_PLAYER

from tests.helpers import act  # noqa: F401  (the game's tests import them from here)


def position(text: str) -> apache.State:
    return apache.Game.parse(text)


def conserved(state: apache.State) -> None:
    """Every prairie card is in exactly one place; every hand card in a hand or on the Pow-Wow board."""
    places = [0] * len(BOX)
    for counts in (state.down, state.table, state.out):
        for t, n in enumerate(counts):
            assert n >= 0
            places[t] += n
    for pile in state.piles:
        for card in pile:
            places[card] += 1
    assert tuple(places) == BOX
    for seat in range(state.game.num_players):
        on_board = [k for s, k, _ in state.powwow if s == seat]
        assert len(on_board) <= 1
        assert len(state.hand(seat)) + len(on_board) == HAND_CARDS_PER_PLAYER
        assert sorted(state.hand(seat) + tuple(on_board)) == [0, 1, 2, 3]
