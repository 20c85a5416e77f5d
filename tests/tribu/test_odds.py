"""Odds of drawing the Diorama a chain needs, checked against brute-force enumeration of every deal."""
from dataclasses import replace
from fractions import Fraction
from itertools import permutations

import pytest

from tests.tribu.helpers import position
from tutor.games.tribu.cards import BY_NAME, CARDS
from tutor.games.tribu.odds import all_chain_odds, chain_odds, needed, unseen


def small_position(in_deck: str):
    """Hunter.salmon needs a hearth (campfire, moon) or the Multidiorama; only a few cards are unseen."""
    state = position("canoe / 2*moon", "hunter.salmon[lupo] / shaman.red-statue[courage-feathers]", rest="played")
    deck, played = list(state.deck), list(state.played)
    for name in in_deck.split():
        deck[BY_NAME[name]] += 1
        played[BY_NAME[name]] -= 1
    return replace(state, deck=tuple(deck), played=tuple(played))


def brute_force(state, chain: int, turns: int) -> Fraction:
    """Every order of the unseen cards: the first ones are the others' hidden cards, the rest the draw
    pile top first; the viewer (seat 0, about to draw) gets every n-th card of the pile."""
    view = state.view(0)
    hidden = [c for hand in state.hands[1:] for c in hand] + [ch.active for chains in state.chains[1:]
                                                               for ch in chains if ch.active >= 0]
    cards = hidden + [t for t, n in enumerate(state.deck) for _ in range(n)]
    wanted = set(needed(view.mine[chain]))
    n = state.game.num_players
    hits = total = 0
    for order in permutations(range(len(cards))):
        pile = [cards[i] for i in order[len(hidden):]]
        hits += any(pile[n * j] in wanted for j in range(turns))
        total += 1
    return Fraction(hits, total)


@pytest.mark.parametrize("in_deck,turns", [("moon campfire lupo", 1), ("moon campfire lupo bisonte", 2),
                                           ("block multidiorama canoe", 2), ("lupo bisonte block", 2)])
def test_odds_match_brute_force(in_deck, turns):
    state = small_position(in_deck)
    odds = chain_odds(state.view(0), state.game, 0, turns)
    assert Fraction(int(odds.probability.p), int(odds.probability.q)) == brute_force(state, 0, turns)


def test_unseen_counts_deck_other_hands_and_their_actives():
    state = small_position("moon campfire")
    counts = unseen(state.view(0), state.game)
    assert sum(counts) == 2 + 2 + 1  # the draw pile, the other hand, the other active card
    assert counts[BY_NAME["moon"]] == 3 and counts[BY_NAME["courage feathers"]] == 1


def test_a_complete_chain_needs_the_totem_and_the_text_explains():
    state = position("canoe / moon", "hunter.salmon.moon.blue-statue / -", phase="start 0")
    assert needed(state.chains[0][0]) == (BY_NAME["totem"],)
    [odds] = all_chain_odds(state.view(0), state.game, 3)
    assert odds.copies == 4 and "totem" in odds.explain() and odds.probability > 0
    assert CARDS[odds.wanted[0]].is_totem
