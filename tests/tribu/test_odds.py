"""Odds of drawing the Diorama a chain needs, checked against brute-force enumeration of every deal."""
from dataclasses import replace
from fractions import Fraction
from itertools import permutations

import pytest

from tests.tribu.helpers import position
from tutor.games.tribu.cards import BY_NAME, CARDS
from tutor.games.tribu.odds import all_chain_odds, chain_odds, needed, unseen


CHAINS = "hunter.salmon[lupo] / shaman.red-statue[courage-feathers]"


def small_position(in_deck: str, phase: str = "drawn 0", chains: str = CHAINS):
    """Hunter.salmon needs a hearth (campfire, moon) or the Multidiorama; only a few cards are unseen."""
    state = position("canoe / 2*moon", chains, phase, rest="played")
    deck, played = list(state.deck), list(state.played)
    for name in in_deck.split():
        deck[BY_NAME[name]] += 1
        played[BY_NAME[name]] -= 1
    return replace(state, deck=tuple(deck), played=tuple(played))


def brute_force(state, chain: int, turns: int, first: int = 0) -> Fraction:
    """Every order of the unseen cards: the first ones are the others' hidden cards, the rest the draw
    pile top first; the others draw ``first`` cards, then the viewer (seat 0) gets every n-th card of the
    pile while it lasts (one draw per turn for everybody, no reshuffle)."""
    view = state.view(0)
    hidden = [c for hand in state.hands[1:] for c in hand] + [ch.active for chains in state.chains[1:]
                                                               for ch in chains if ch.active >= 0]
    cards = hidden + [t for t, n in enumerate(state.deck) for _ in range(n)]
    wanted = set(needed(view.mine[chain]))
    n = state.game.num_players
    hits = total = 0
    for order in permutations(range(len(cards))):
        pile = [cards[i] for i in order[len(hidden):]]
        hits += any(pile[first + n * j] in wanted for j in range(turns) if first + n * j < len(pile))
        total += 1
    return Fraction(hits, total)


def exact(odds) -> Fraction:
    return Fraction(int(odds.probability.p), int(odds.probability.q))


@pytest.mark.parametrize("phase,first", [("drawn 0", 1), ("start 0", 0)])
@pytest.mark.parametrize("in_deck,turns", [("moon campfire lupo", 1), ("moon campfire lupo bisonte", 2),
                                           ("block multidiorama canoe", 2), ("lupo bisonte block", 2),
                                           ("moon lupo bisonte", 3)])
def test_odds_match_brute_force(in_deck, turns, phase, first):
    state = small_position(in_deck, phase)
    odds = chain_odds(state.view(0), state.game, 0, turns)
    assert exact(odds) == brute_force(state, 0, turns, first)


def test_a_block_card_beside_a_chain_is_seen_not_unseen():
    """The Block lies face up beside the chain: the viewer has seen it (it is not in the unknown cards)."""
    blocked = CHAINS.replace("[courage-feathers]", "[courage-feathers]#")
    state = small_position("moon lupo", "start 0", blocked)
    assert state.chains[1][0].blocked
    counts = unseen(state.view(0), state.game)
    assert counts[BY_NAME["block"]] == 0 and sum(counts) == 2 + 2 + 1
    odds = chain_odds(state.view(0), state.game, 0, 1)
    assert exact(odds) == brute_force(state, 0, 1) == Fraction(3, 5)  # moon: two in the other hand, one in the pile


def test_the_others_draw_between_the_viewers_draws():
    """Three cards left, two players, the viewer has drawn: the opponent takes the 1st and 3rd, the viewer
    only the 2nd, however many turns are asked for."""
    state = small_position("moon campfire lupo")
    odds = chain_odds(state.view(0), state.game, 0, 3)
    assert odds.draws == 1 and exact(odds) == brute_force(state, 0, 3, first=1)
    assert chain_odds(small_position("moon campfire lupo", "start 0").view(0), state.game, 0, 3).draws == 2


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
