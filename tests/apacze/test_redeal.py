"""Apacze's redeal: the tiles the other players hold drawn again from those the player has not seen; the box is
kept, no tile goes where the player saw it, each tile as likely as its copies make it."""
from __future__ import annotations

import random
from collections import Counter

from tutor.games import apacze
from tutor.games.apacze.redeal import redeal
from tutor.games.apacze.tiles import TILE_KINDS
from tutor.games.apacze.validate import problems

from tests.apacze.helpers import conserved, start2
from tests.helpers import random_states


def _unseen(state: apacze.State, player: int) -> Counter:
    """The tiles ``player`` has not seen: the face-down pile and the other players' tiles in hand."""
    tiles = Counter({k.id: n for k, n in zip(TILE_KINDS, state.pile) if n})
    tiles.update(h for q, h in enumerate(state.hands) if q != player and h is not None)
    return tiles


def test_the_box_is_kept_and_only_the_other_hands_change():
    rng = random.Random(6)
    for players in (2, 3, 4):
        game = apacze.Game(players=players)
        for state in random_states(game.new_state(), seed=players, limit=2000)[::25]:
            for player in range(players):
                dealt = redeal(state, player, rng)
                conserved(dealt)
                assert not problems(dealt)
                assert dealt.hands[player] == state.hands[player]
                assert [h is None for h in dealt.hands] == [h is None for h in state.hands]
                assert _unseen(dealt, player) == _unseen(state, player)
                assert dealt.placements == state.placements and dealt.pending == state.pending


def test_a_tile_the_player_holds_is_never_dealt():
    """Player 0 holds the only plain: from player 0's seat player 1 never gets it (the tiles placed are kept out
    of the deal by the test above: what the player has not seen is the same multiset after every redeal)."""
    state = start2(replace={"hands ford bend": "hands plain ford"})
    rng = random.Random(3)
    got = Counter(redeal(state, 0, rng).hands[1] for _ in range(300))
    assert "plain" not in got and len(got) > 1


def test_each_tile_is_as_likely_as_its_copies_make_it():
    """Player 1's tile, seen from player 0 (who holds a ford): one of the fifteen other tiles of the box, each kind
    as often as its copies (2 of 15 for the fords left). Counts of 3,000 seeded deals lie within five standard
    deviations of those shares."""
    state = start2()
    assert state.hands == ("ford", "bend")
    rng = random.Random(2026)
    deals = 3000
    got = Counter(redeal(state, 0, rng).hands[1] for _ in range(deals))
    pool = _unseen(state, 0)
    total = sum(pool.values())
    assert total == 15 and set(got) == set(pool)
    for kind, copies in pool.items():
        share = copies / total
        mean = deals * share
        assert abs(got[kind] - mean) <= 5 * (mean * (1 - share)) ** 0.5, (kind, got[kind], mean)
