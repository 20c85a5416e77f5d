"""Every worked example and rule of the Apache rulebook, one test per section.

Positions are written as position strings (see tutor/games/apache/notation.py).
"""
import pytest

from tests.apache.helpers import act, position
from tutor.core import IllegalAction, SIMULTANEOUS, TERMINAL
from tutor.games import apache
from tutor.games.apache.cards import BUFFALO, TEEPEE

RYP = "apache red,yellow,purple base"


@pytest.mark.rules("apache.setup.box")
def test_game_components_box_holds_114_prairie_cards():
    state = apache.Game().new_state()
    assert sum(state.down) == 114
    outcomes = dict(state.chance_outcomes())
    assert outcomes[state.parse_action("reveal buffalo")] == 33
    assert outcomes[state.parse_action("reveal red hunter")] == 3
    assert outcomes[state.parse_action("reveal purple chief")] == 2
    assert sum(outcomes.values()) == 114


@pytest.mark.rules("apache.setup.hands")
def test_game_setup_each_player_has_four_hand_cards_of_their_colour():
    state = apache.Game(colours=("green", "blue")).new_state()
    assert [state.hand(s) for s in range(2)] == [(0, 1, 2, 3), (0, 1, 2, 3)]
    after = act(state, "reveal green hunter")
    verdict = after.check(after.parse_action("red plays hunter"))
    assert not verdict.ok and verdict.rule == "apache.setup.hands"


@pytest.mark.rules("apache.turn.reveal", "apache.claim.window")
def test_reveal_prairie_card_turns_pass_clockwise_when_nobody_claims():
    state = position(f"{RYP} | reveal purple | table - | piles - / - / - | out - | pow -")
    state = act(state, "reveal buffalo")
    assert state.current_player == SIMULTANEOUS
    state = act(state, "close")
    assert state.turn == 0 and state.is_chance  # purple -> red


@pytest.mark.rules("apache.booty.hunter", "apache.booty.teepees")
def test_claim_booty_example_red_hunter_takes_teepee_or_buffalo_not_both():
    state = position(f"{RYP} | reveal yellow | table P B | piles - / - / - | out - | pow -")
    state = act(state, "reveal red hunter", "red plays hunter", "close")
    assert [str(a) for a in state.legal_actions()] == ["red takes buffalo", "red takes teepees"]
    after = act(state, "red takes buffalo")
    assert after.piles[0] == (apache.cards.indian(0, 3), BUFFALO)
    assert after.table[TEEPEE] == 1 and after.table[BUFFALO] == 0
    assert after.hand(0) == (0, 1, 2, 3)  # the hand card came back
    other = act(state, "red takes teepees")
    assert other.table[BUFFALO] == 1 and len(other.piles[0]) == 2


@pytest.mark.rules("apache.claim.punishment")
def test_claim_booty_a_hand_card_needs_its_indian_face_up_and_something_to_claim():
    state = position(f"{RYP} | window red | table rM B | piles - / - / - | out - | pow -")
    no_indian = state.check(state.parse_action("red plays hunter"))
    assert no_indian.ok and no_indian.rule == "apache.claim.punishment" and no_indian.penalty
    no_booty = state.check(state.parse_action("red plays maiden"))
    assert no_booty.ok and no_booty.penalty and "necklace" in no_booty.reason


@pytest.mark.rules("apache.claim.matching_indian")
def test_claim_booty_two_identical_indians_only_one_is_claimed():
    state = position(f"{RYP} | reveal yellow | table rH 2B | piles - / - / - | out - | pow -")
    state = act(state, "reveal red hunter", "red plays hunter", "close", "red takes buffalo")
    assert state.table[apache.cards.indian(0, 3)] == 1
    assert state.scores() == (3, 0, 0)


@pytest.mark.rules("apache.claim.one_card")
def test_claim_booty_only_one_hand_card_per_reveal():
    state = position(f"{RYP} | window red | table rH rM B N | piles - / - / - | out - | pow -")
    state = act(state, "red plays hunter")
    verdict = state.check(state.parse_action("red plays maiden"))
    assert not verdict.ok and verdict.rule == "apache.claim.one_card"
    with pytest.raises(IllegalAction) as error:
        state.apply(state.parse_action("red plays maiden"))
    assert error.value.verdict == verdict


@pytest.mark.rules("apache.booty.maiden", "apache.booty.warrior", "apache.booty.hunter", "apache.booty.chief")
def test_indians_and_their_booty_each_kind_takes_all_of_its_booty():
    table = "rC rW rM rH gW 3B 2T 2A 4N"
    state = position(f"{RYP} | window red | table {table} | piles - / - / - | out - | pow -")
    for kind, claim, gained in [("maiden", "red takes necklaces", 5), ("warrior", "red takes tomahawks", 3),
                                ("hunter", "red takes buffalo", 4), ("chief", "red captures green warrior", 4)]:
        after = act(state, f"red plays {kind}", "close", claim)
        assert after.scores()[0] == gained, kind


@pytest.mark.rules("apache.booty.chief")
def test_indians_and_their_booty_chief_needs_a_totem_and_another_male():
    only_maiden = position(f"{RYP} | window red | table rC 2T yM | piles - / - / - | out - | pow -")
    assert only_maiden.check(only_maiden.parse_action("red plays chief")).penalty
    no_totem = position(f"{RYP} | window red | table rC yW | piles - / - / - | out - | pow -")
    assert no_totem.check(no_totem.parse_action("red plays chief")).penalty
    ok = position(f"{RYP} | window red | table rC yW T | piles - / - / - | out - | pow -")
    assert not ok.check(ok.parse_action("red plays chief")).penalty
    state = act(ok, "red plays chief", "close")
    assert [str(a) for a in state.legal_actions()] == ["red captures yellow warrior"]
    refused = state.check(state.parse_action("red captures yellow maiden"))
    assert not refused.ok and refused.rule == "apache.booty.chief"


@pytest.mark.rules("apache.booty.chief")
def test_indians_and_their_booty_chief_may_capture_an_indian_nobody_owns():
    state = position(f"{RYP} | window red | table rC gH T | piles - / - / - | out - | pow -")
    state = act(state, "red plays chief", "close", "red captures green hunter")
    assert state.scores() == (3, 0, 0)


@pytest.mark.rules("apache.booty.teepees")
def test_indians_and_their_booty_any_indian_may_take_teepees_instead():
    state = position(f"{RYP} | window red | table rC 2P 3T yW | piles - / - / - | out - | pow -")
    state = act(state, "red plays chief", "close")
    assert "red takes teepees" in [str(a) for a in state.legal_actions()]
    after = act(state, "red takes teepees")
    assert after.scores() == (3, 0, 0) and after.table[apache.cards.TOTEM] == 3


@pytest.mark.rules("apache.claim.too_late", "apache.turn.next_revealer")
def test_multiple_players_and_after_claiming_booty_example_red_chief_too_late():
    """The example: yellow and purple save their hunters, red's slow chief finds only a maiden."""
    state = position(f"{RYP} | reveal yellow | table yH pH B P 3T yM | piles - / - / - | out - | pow -")
    state = act(state, "reveal red chief", "yellow plays hunter", "purple plays hunter", "red plays chief")
    assert not any(bad for _, _, bad in state.powwow)  # all three plays could claim when they landed
    state = act(state, "close")
    assert state.current_player == 1  # yellow is lowest on the Pow-Wow board
    state = act(state, "yellow takes buffalo", "purple takes teepees")
    assert state.scores() == (0, 2, 2)
    assert state.is_chance and state.turn == 0  # red played last, red reveals next
    assert state.out == (0,) * 25  # red was not punished
    assert any("nothing left" in e for e in state.events)
    assert state.table[apache.cards.TOTEM] == 3


@pytest.mark.rules("apache.turn.next_revealer")
def test_multiple_players_a_faster_chief_captures_the_slower_claimants_indian():
    state = position(f"{RYP} | window purple | table rC yH 2B T | piles - / - / - | out - | pow -")
    state = act(state, "red plays chief", "yellow plays hunter", "close", "red captures yellow hunter")
    assert state.scores() == (3, 0, 0) and state.is_chance  # yellow got nothing, unpunished
    assert state.turn == 1  # yellow played last


@pytest.mark.rules("apache.claim.punishment")
def test_punishment_loses_the_top_two_cards():
    state = position(f"{RYP} | window red | table B | piles rH.B.P / yM / - | out - | pow -")
    state = act(state, "red plays warrior", "yellow plays chief", "purple plays hunter", "close")
    assert state.piles == ((apache.cards.indian(0, 3),), (), ())
    assert state.out[BUFFALO] == 1 and state.out[TEEPEE] == 1 and state.out[apache.cards.indian(1, 2)] == 1
    assert state.is_chance and state.turn == 2


@pytest.mark.rules("apache.end.last_window", "apache.end.scoring")
def test_game_end_one_last_chance_after_the_final_reveal_then_scoring():
    # a red hunter lies face up, one buffalo is face down, every other card is out of the game
    rest = list(apache.cards.BOX)
    rest[apache.cards.indian(0, 3)] -= 1
    rest[BUFFALO] -= 1
    out = " ".join(f"{n}{apache.cards.card_code(t)}" for t, n in enumerate(rest) if n)
    state = position(f"apache red,yellow base | reveal red | table rH | piles - / - | out {out} | pow -")
    assert sum(state.down) == 1
    state = act(state, "reveal buffalo")
    assert state.current_player == SIMULTANEOUS
    ended = act(state, "close")
    assert ended.current_player == TERMINAL and ended.outcome().winners == (0, 1)  # a tie shares the win
    claimed = act(state, "red plays hunter", "close", "red takes buffalo")
    assert claimed.current_player == TERMINAL
    assert claimed.outcome().scores == (2, 0) and claimed.outcome().winners == (0,)


@pytest.mark.rules("apache.variant.warpath")
def test_warpath_warrior_takes_a_buffalo_from_every_other_player():
    game = "apache red,yellow,purple warpath"
    state = position(f"{game} | window red | table rW A | piles - / yH.B.B / pM.N | out - | pow -")
    state = act(state, "red plays warrior", "close", "red takes tomahawks")
    assert state.scores() == (3, 2, 2)
    assert state.piles[0].count(BUFFALO) == 1


@pytest.mark.rules("apache.variant.warpath")
def test_warpath_two_players_take_two_buffalo_and_teepees_bring_no_raid():
    game = "apache red,yellow warpath"
    state = position(f"{game} | window red | table rW A P | piles - / B.B.B | out - | pow -")
    raid = act(state, "red plays warrior", "close", "red takes tomahawks")
    assert raid.scores() == (4, 1)
    calm = act(state, "red plays warrior", "close", "red takes teepees")
    assert calm.scores() == (2, 3)


def test_warpath_buffalo_lie_at_the_bottom_of_the_victory_pile():
    game = "apache red,yellow warpath"
    state = position(f"{game} | window red | table rH 2B | piles P | out - | pow -".replace("piles P", "piles P / -"))
    state = act(state, "red plays hunter", "close", "red takes buffalo")
    assert state.piles[0] == (BUFFALO, BUFFALO, TEEPEE, apache.cards.indian(0, 3))


@pytest.mark.rules("apache.variant.wedding")
def test_wedding_maiden_marries_a_male_indian_and_takes_all_teepees():
    game = "apache red,yellow,purple wedding"
    state = position(f"{game} | window red | table rM yW 2P | piles - / - / - | out - | pow -")
    state = act(state, "red plays maiden", "yellow plays warrior", "close")
    assert "red marries yellow warrior" in [str(a) for a in state.legal_actions()]
    state = act(state, "red marries yellow warrior")
    assert state.scores() == (4, 0, 0) and state.is_chance  # yellow was slower: nothing, unpunished


@pytest.mark.rules("apache.variant.wedding")
def test_wedding_male_indian_marries_a_maiden_and_needs_a_teepee():
    game = "apache red,yellow,purple wedding"
    state = position(f"{game} | window red | table rM yW P | piles - / - / - | out - | pow -")
    state = act(state, "yellow plays warrior", "close")
    assert [str(a) for a in state.legal_actions()] == ["yellow takes teepees", "yellow marries red maiden"]
    no_teepee = position(f"{game} | window red | table rM yW N | piles - / - / - | out - | pow -")
    no_teepee = act(no_teepee, "red plays maiden", "close")
    verdict = no_teepee.check(no_teepee.parse_action("red marries yellow warrior"))
    assert not verdict.ok and verdict.rule == "apache.variant.wedding"
    base = position(f"{RYP} | window red | table rM yW P | piles - / - / - | out - | pow -")
    base = act(base, "red plays maiden", "close")
    assert "variant" in base.check(base.parse_action("red marries yellow warrior")).reason


@pytest.mark.rules("apache.booty.chief", "apache.variant.shared_booty")
def test_shared_booty_example_unowned_chiefs_join_the_red_chief():
    game = "apache red,green,purple shared_booty"
    state = position(f"{game} | reveal red | table bC 2yC 2T gW yW | piles - / - / - | out - | pow -")
    state = act(state, "reveal red chief", "red plays chief", "close", "red captures green warrior")
    assert state.scores() == (7, 0, 0)  # 4 chiefs, 2 totem poles, the green warrior
    assert state.table[apache.cards.indian(1, 1)] == 1  # the unowned yellow warrior stays


@pytest.mark.rules("apache.variant.shared_booty")
def test_shared_booty_exception_an_unowned_prisoner_brings_no_allies():
    game = "apache red,green,purple shared_booty"
    state = position(f"{game} | window red | table rC T 2yH bH | piles - / - / - | out - | pow -")
    state = act(state, "red plays chief", "close", "red captures yellow hunter")
    assert state.scores() == (3, 0, 0)
    assert state.table[apache.cards.indian(1, 3)] == 1 and state.table[apache.cards.indian(3, 3)] == 1


@pytest.mark.rules("apache.setup.variants")
def test_additional_rules_can_be_combined():
    game = apache.Game(colours=("red", "yellow"), variants=("warpath", "wedding", "shared_booty"))
    assert game.variants == apache.VARIANTS
    with pytest.raises(ValueError, match="not a variant"):
        apache.Game(variants=("blood_feud",))


@pytest.mark.rules("apache.setup.hands")
def test_game_setup_two_to_five_players_each_with_a_colour_of_their_own():
    for colours in (("red",), ("red", "yellow", "green", "blue", "purple", "red"), ("red", "red")):
        with pytest.raises(ValueError):
            apache.Game(colours=colours)
    five = apache.Game(colours=("red", "yellow", "green", "blue", "purple")).new_state()
    assert [five.hand(s) for s in range(5)] == [(0, 1, 2, 3)] * 5
    # colours nobody chose have no hand cards: nobody can play them
    two = act(apache.Game(colours=("red", "blue")).new_state(), "reveal yellow maiden")
    verdict = two.check(two.parse_action("yellow plays maiden"))
    assert not verdict.ok and verdict.rule == "apache.setup.hands"


@pytest.mark.rules("apache.turn.reveal", "apache.setup.first_player")
def test_game_setup_the_chosen_player_reveals_first_then_turns_go_clockwise():
    state = apache.Game(colours=("red", "yellow", "purple"), first_player=2).new_state()
    assert state.is_chance and state.turn == 2
    verdict = state.check(state.parse_action("reveal buffalo"))
    assert verdict.ok and verdict.rule == "apache.turn.reveal" and verdict.reason.startswith("purple reveals")
    state = act(state, "reveal buffalo", "close")
    assert state.turn == 0  # purple -> red, clockwise
    assert apache.Game().new_state().turn == 0  # by default the first seat starts


@pytest.mark.rules("apache.turn.unowned")
def test_reveal_prairie_card_indians_nobody_owns_stay_face_up():
    state = position(f"{RYP} | reveal red | table - | piles - / - / - | out - | pow -")
    state = act(state, "reveal green hunter")
    assert "green plays hunter" not in [str(a) for a in state.legal_actions()]
    state = act(state, "close", "reveal buffalo", "close")
    green_hunter = apache.cards.indian(apache.cards.COLOURS.index("green"), apache.cards.HUNTER)
    assert state.table[green_hunter] == 1 and state.scores() == (0, 0, 0)


@pytest.mark.rules("apache.claim.punishment")
def test_punishment_a_short_victory_pile_gives_up_what_it_has():
    state = position(f"{RYP} | window red | table B | piles N / - / - | out - | pow -")
    state = act(state, "red plays maiden", "yellow plays hunter", "close")
    assert state.piles == ((), (), ()) and state.out[apache.cards.NECKLACE] == 1
    assert state.hand(0) == (0, 1, 2, 3) and state.hand(1) == (0, 1, 2, 3)  # both hand cards came back
    assert any("nothing (empty victory pile)" in e for e in state.events)
