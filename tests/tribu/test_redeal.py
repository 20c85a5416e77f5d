"""Tribù's redeal: the cards a player cannot see (other hands, other players' active cards, face-down discards,
the draw pile) dealt again; every card stays in the box, none goes where the player saw it, each deal equally likely."""
from __future__ import annotations

import random
from collections import Counter

from tutor.core.api import evolve
from tutor.games import tribu
from tutor.games.tribu.cards import BY_NAME, CAN_BE_ACTIVE
from tutor.games.tribu.redeal import hidden_cards, redeal
from tutor.games.tribu.validate import holding, problems

from tests.helpers import random_states
from tests.tribu.helpers import position


def _face_down(state: tribu.State, player: int) -> list[int]:
    """The cards ``player`` sees face down: the other players' active cards, then the discard's face-down cards."""
    return ([c.active for q, mine in enumerate(state.chains) if q != player for c in mine if c.active >= 0]
            + [state.discard[i] for i in state.face_down])


def test_every_card_stays_in_the_box_and_only_what_is_hidden_moves():
    rng = random.Random(4)
    met_face_down = 0
    for game in (tribu.Game(players=4, lost_active="face_down"), tribu.Game(players=3)):
        states = random_states(game.new_state(), seed=9, limit=3000)
        for state in states[::40]:
            for player in range(game.num_players):
                dealt = redeal(state, player, rng)
                assert holding(dealt) == game.deck
                assert sorted(hidden_cards(dealt, player)) == sorted(hidden_cards(state, player))
                assert dealt.hands[player] == state.hands[player]
                assert dealt.chains[player] == state.chains[player]
                assert [len(h) for h in dealt.hands] == [len(h) for h in state.hands]
                assert sum(dealt.deck) == sum(state.deck)
                assert dealt.played == state.played
                assert [c for i, c in enumerate(dealt.discard) if i not in state.face_down] == \
                       [c for i, c in enumerate(state.discard) if i not in state.face_down]
                assert all(CAN_BE_ACTIVE[c] for c in _face_down(dealt, player))
                met_face_down += bool(_face_down(state, player))
    assert met_face_down > 10


def test_a_card_the_player_sees_every_copy_of_is_never_dealt_elsewhere():
    """Player 0 holds the four Lupo; the four Canoes are two in hand and two played: no redeal gives another
    player, an active card or the draw pile one of them."""
    state = position("4*lupo moon / salmon 2*canoe hunter shaman", "- / scout[peace-pipe]", "start 0",
                     played="2*canoe")
    rng = random.Random(1)
    lupo, canoe = BY_NAME["lupo"], BY_NAME["canoe"]
    # the two Canoes in player 1's hand are hidden from player 0: they may go anywhere hidden, never to the Lupo
    for _ in range(200):
        dealt = redeal(state, 0, rng)
        assert dealt.hands[0] == state.hands[0]
        assert lupo not in dealt.hands[1] and dealt.deck[lupo] == 0
        assert dealt.chains[1][0].active != lupo
        assert dealt.played[canoe] == 2
    # from player 1's seat the Lupo are hidden, and the Canoes held and played are seen
    seen = Counter()
    for _ in range(200):
        dealt = redeal(state, 1, rng)
        assert dealt.hands[1] == state.hands[1]
        assert canoe not in dealt.hands[0] and dealt.deck[canoe] == 0
        seen[dealt.hands[0].count(lupo)] += 1
    assert len(seen) > 1  # the Lupo are dealt out of player 0's hand as often as the rest allows


def _small() -> tribu.State:
    """Player 0 to start; hidden from them: player 1's one card, player 1's active card and one card in the
    draw pile, which are a hunter (a Tribù: never active), a moon and a salmon."""
    state = position("shaman / hunter", "- / scout[moon]", "start 0", discard="healer warrior", rest="played")
    salmon = BY_NAME["salmon"]
    played = list(state.played)
    deck = [0] * len(played)
    played[salmon] -= 1
    deck[salmon] = 1
    state = evolve(state, played=tuple(played), deck=tuple(deck))
    assert not problems(state)
    return state


def test_each_deal_is_as_likely_as_the_others():
    """The active card is the moon or the salmon (one half each: the hunter cannot be active); the hand is then
    the hunter half the time and either Diorama a quarter. Counts of 4,000 seeded deals lie within five standard
    deviations of those shares."""
    state = _small()
    rng = random.Random(2026)
    hunter, moon, salmon = BY_NAME["hunter"], BY_NAME["moon"], BY_NAME["salmon"]
    deals = 4000
    actives, hands = Counter(), Counter()
    for _ in range(deals):
        dealt = redeal(state, 0, rng)
        actives[dealt.chains[1][0].active] += 1
        (card,) = dealt.hands[1]
        hands[card] += 1
        assert not problems(dealt)
    assert set(actives) == {moon, salmon}

    def near(count: int, share: float) -> bool:
        mean = deals * share
        return abs(count - mean) <= 5 * (mean * (1 - share)) ** 0.5

    assert near(actives[moon], 0.5) and near(actives[salmon], 0.5)
    assert near(hands[hunter], 0.5) and near(hands[moon], 0.25) and near(hands[salmon], 0.25)


def test_a_face_down_discard_is_dealt_among_the_cards_that_may_be_active():
    """Under lost_active=face_down a lost active card lies face down in the discard pile: hidden from everyone
    (its owner too: memory is not modelled), it is dealt again from the hidden cards that may be active."""
    state = position("shaman / hunter", "- / -", "start 0", options="lost_active=face_down",
                     discard="healer warrior", rest="played")
    moon, salmon, hunter = BY_NAME["moon"], BY_NAME["salmon"], BY_NAME["hunter"]
    played = list(state.played)
    played[moon] -= 1
    played[salmon] -= 1
    deck = [0] * len(played)
    deck[salmon] = 1
    state = evolve(state, played=tuple(played), deck=tuple(deck), discard=(moon,) + state.discard, face_down=(0,))
    assert not problems(state)
    rng = random.Random(5)
    for player in (0, 1):
        downs = Counter()
        for _ in range(400):
            dealt = redeal(state, player, rng)
            assert dealt.view(player) == state.view(player)
            downs[dealt.discard[0]] += 1
            assert not problems(dealt)
        assert set(downs) == {moon, salmon}  # never the hunter (player 0's view) nor the shaman
    assert hunter not in {redeal(state, 1, rng).discard[0] for _ in range(50)}


def test_another_player_to_move_keeps_an_action():
    """Player 1 starts a turn with nothing to draw (the draw pile empty, one card face up on the discard pile):
    only their active Diorama gives them an action. Player 0 cannot see which card is active, but a deal leaving
    player 1 without an action cannot arise, so none is dealt."""
    state = position("shaman / lupo bisonte", "- / hunter.salmon ; scout[moon]", "start 1", discard="warrior",
                     rest="played")
    assert [str(a) for a in state.legal_actions()] and not problems(state)
    rng = random.Random(8)
    actives = Counter()
    for _ in range(200):
        dealt = redeal(state, 0, rng)
        assert not problems(dealt) and dealt.legal_actions()
        actives[dealt.chains[1][1].active] += 1
    assert set(actives) == {BY_NAME["moon"]}  # the Lupo and the Bisonte would leave player 1 without a move
