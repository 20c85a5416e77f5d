"""Two Blocks on one opponent (rule tribu.azione.block, reading tribu.interp.second_block): a Block may go beside
any opponent's chain that has none; by default each Block costs its own lost turn."""
import pytest

from tests.tribu.helpers import act, conserved, position, texts
from tutor.games import tribu
from tutor.games.tribu.cards import BY_NAME
from tutor.games.tribu.legal import frozen

#: player 1 already blocked (a Block beside their hunter chain), player 0 holding the second Block
BLOCKED = "shaman.red-statue / hunter.salmon# ; healer.campfire"


@pytest.mark.rules("tribu.azione.block")
def test_a_second_block_may_go_on_an_already_blocked_opponent():
    state = position("block lupo / moon", BLOCKED)
    assert "play block on player 2 chain b" in texts(state)
    assert "play block on player 2 chain a" not in texts(state)  # one Block card beside a chain
    refused = state.check(state.parse_action("play block on player 2 chain a"))
    assert not refused.ok and refused.rule == "tribu.azione.block" and "already lies beside" in refused.reason
    after = act(state, "play block on player 2 chain b")
    assert [c.blocked for c in after.chains[1]] == [True, True]
    conserved(after)
    assert tribu.Game.parse(after.notation()) == after


@pytest.mark.rules("tribu.azione.block")
def test_each_block_costs_a_turn_and_leaves_after_it():
    state = act(position("block lupo / moon", BLOCKED), "play block on player 2 chain b")
    assert texts(state) == ["skip turn"]
    state = act(state, "skip turn")  # the first lost turn: the first chain's Block goes
    assert [c.blocked for c in state.chains[1]] == [False, True] and state.played[BY_NAME["block"]] == 1
    state = act(state, "draw", "card lupo", "discard lupo")  # player 1's turn
    assert state.current_player == 1 and texts(state) == ["skip turn"]  # the second lost turn
    state = act(state, "skip turn")
    assert not any(c.blocked for c in state.chains[1]) and state.played[BY_NAME["block"]] == 2
    conserved(state)


@pytest.mark.rules("tribu.azione.block")
def test_option_second_block_refused_keeps_one_block_at_a_time():
    state = position("block lupo / moon", BLOCKED, options="second_block=refused")
    assert not any(t.startswith("play block") for t in texts(state))
    verdict = state.check(state.parse_action("play block on player 2 chain b"))
    assert not verdict.ok and "second_block=refused" in verdict.reason
    assert state.notation().startswith("tribu 2 second_block=refused |")


def test_under_chain_only_a_second_block_freezes_another_chain():
    state = position("block lupo / moon", BLOCKED, options="block=chain_only")
    assert "play block on player 2 chain b" in texts(state)
    after = act(state, "play block on player 2 chain b", "draw", "card lupo")
    assert frozen(after, 1, 0) and frozen(after, 1, 1)
