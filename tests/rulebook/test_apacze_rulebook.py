"""Every rule of the Apacze i Komancze summary, one test per rule, named after its section.

Sections: Setup; Round step 1 (draw), step 2 (actions), step 3 (scoring); the actions a) placing,
b) teepee, c) canoe, d) short move, e) long move, f) gathering; End of the game; Scoring (final);
Remember. Positions are position strings (see tutor/games/apacze/notation.py). The start column
(tiles 0,0 to 0,2) has prairie a in the west, river b in the middle and mountains c in the east.
"""
import random

import pytest

from tests.apacze.helpers import act, position, start2, texts
from tutor.core import CHANCE, IllegalAction
from tutor.core.play import random_action
from tutor.games import apacze
from tutor.games.apacze.constants import COST


def refused(state, text: str, rule_id: str, words: str = "") -> None:
    verdict = state.check(state.parse_action(text))
    assert not verdict.ok and verdict.rule == rule_id, verdict
    assert words in verdict.reason, verdict.reason
    with pytest.raises(IllegalAction):
        state.apply(state.parse_action(text))


# --- Setup ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("players, tiles, rounds", [(2, 12, 6), (3, 15, 5), (4, 16, 4)])
@pytest.mark.rules("apacze.setup.players", "apacze.setup.tiles")
def test_setup_terrain_tiles_by_player_count(players, tiles, rounds):
    game = apacze.Game(players=players)
    assert (game.tiles, game.rounds) == (tiles, rounds)
    state = game.new_state()
    assert state.is_chance and sum(w for _, w in state.chance_outcomes()) == 16
    assert [(p.x, p.y) for p in state.placements] == [(0, 0), (0, 1), (0, 2)]  # the totem column


@pytest.mark.rules("apacze.setup.pieces")
def test_setup_tracks_at_ten_and_a_camp_of_small_pieces():
    state = apacze.Game(players=3).new_state()
    assert state.animals == ((10, 10, 10),) * 3
    assert state.camp == ((4, (1, 2), (1, 2)),) * 3
    assert state.shop(0) == (5, (3, 4), (3, 4))
    assert state.holder == 0


# --- Round, step 1: drawing ---------------------------------------------------------------------------


@pytest.mark.rules("apacze.round.draw")
def test_round_step_1_every_player_draws_one_tile_in_secret():
    state = apacze.Game(players=3).new_state()
    state = act(state, "draw ford", "draw bend")
    assert state.current_player == CHANCE and state.mover == 2
    state = act(state, "draw ford")
    assert state.hands == ("ford", "bend", "ford") and state.current_player == 0
    assert "hands ? bend ?" in state.observation(1)


# --- Round, step 2: actions ---------------------------------------------------------------------------


@pytest.mark.rules("apacze.round.order", "apacze.round.end")
def test_round_step_2_four_actions_each_in_turn_from_the_totem_holder():
    state = position("apacze 3 | round 1 | act 0 | hands ford bend fork | animals 10.10.10/10.10.10/10.10.10 "
                     "| camp i4 t12 c12/i4 t12 c12/i4 t12 c12 | used -/-/- | tiles 1,0:ford@0 2,0:bend@0 "
                     "-1,0:fork@0 | indians - | buildings -")
    order = []
    for _ in range(12):
        order.append(state.current_player)
        mine = [a for a in state.legal_actions() if str(a).startswith("give up")] or \
            [a for a in state.legal_actions() if str(a).startswith("place")]
        state = state.apply(mine[0])
        if state.phase_name == "put":
            state = act(state, "put no indians")
    assert order == [1, 2, 0] * 4
    assert state.phase_name == "draw" and state.round == 2 and state.mover == 2  # the totem passed on


@pytest.mark.rules("apacze.action.once")
def test_round_step_2_each_action_type_once_per_round():
    state = act(start2("0,0:a=0x3"), "give up canoe for bison", "give up teepee for bison")
    refused(state, "give up canoe for salmon", "apacze.action.once", "already used")
    refused(state, "build canoe 1 at 0,0:b", "apacze.action.once")


@pytest.mark.rules("apacze.action.give_up")
def test_round_step_2_giving_an_action_up_earns_one_animal_of_choice():
    state = act(start2(), "give up gathering for turkey")
    assert state.animals[0] == (10, 10, 11) and state.used[0] == (5,) and state.current_player == 1


@pytest.mark.parametrize("indians", [1, 2, 3, 4, 5])
def test_round_step_2_cost_by_the_number_of_indians(indians):
    state = act(start2(camp="i5 t12 c12/i4 t12 c12"), "place at 1,0 turned 0", f"put {indians} indians on a"
                if indians > 1 else "put 1 indian on a")
    assert COST[indians] == (0, 0, 2, 4, 7, 10)[indians]
    if indians == 1:
        assert state.phase_name == "act" and state.current_player == 1  # one Indian is free
        return
    assert state.phase_name == "pay" and state.pending == (COST[indians],)
    for _ in range(COST[indians]):
        state = act(state, "pay salmon" if state.animals[0][1] else "pay turkey")
    assert sum(state.animals[0]) == 30 - COST[indians] and state.current_player == 1


@pytest.mark.rules("apacze.action.cost")
def test_round_step_2_an_action_the_player_cannot_pay_for_is_refused():
    state = act(start2(replace={"10.10.10/10": "1.1.0/10"}), "place at 1,0 turned 0")
    assert "put 2 indians on a" in texts(state)
    assert "put 3 indians on a" not in texts(state)
    refused(state, "put 3 indians on a", "apacze.action.cost", "cost 4")


# --- a) Placing a tile and Indians ----------------------------------------------------------------


@pytest.mark.rules("apacze.place.mandatory")
def test_a_placing_the_tile_is_mandatory_as_the_last_action_at_the_latest():
    state = start2(replace={"used -/-": "used TCL/TCL", "act 0": "act 6"})
    assert all(t.startswith(("place", "buy", "exchange")) for t in texts(state))
    refused(state, "give up gathering for bison", "apacze.place.mandatory", "last action")
    refused(start2(), "give up place for bison", "apacze.place.mandatory")


@pytest.mark.rules("apacze.place.edge")
def test_a_a_new_tile_shares_an_edge_whatever_the_terrain():
    state = start2()
    assert "place at 1,1 turned 180" in texts(state)
    refused(state, "place at 1,3 turned 0", "apacze.place.edge", "no edge")
    refused(state, "place at 0,1 turned 0", "apacze.place.edge", "already lies")
    after = act(state, "place at 1,0 turned 0", "put no indians")
    assert after.placements[-1] == (1, 0, "ford", 0) and after.hands[0] is None


@pytest.mark.rules("apacze.place.distance")
def test_a_at_most_three_tiles_from_a_start_tile():
    state = start2(replace={"tiles -": "tiles 1,0:ford@0 2,0:bend@0 3,0:fork@0", "ford bend": "ford ford"})
    assert "place at 3,1 turned 0" in texts(state)  # 3 from the start tile at 0,1
    refused(state, "place at 4,0 turned 0", "apacze.place.distance", "4 tiles from the nearest start tile")


@pytest.mark.rules("apacze.place.indians")
def test_a_up_to_five_indians_from_the_camp_on_one_field_of_the_new_tile():
    state = act(start2(camp="i6 t12 c12/i4 t12 c12"), "place at 1,0 turned 0")
    assert state.phase_name == "put"
    assert {t for t in texts(state) if t.startswith("put 5")} == {"put 5 indians on a", "put 5 indians on b",
                                                                 "put 5 indians on c"}
    assert not any(t.startswith("put 6") for t in texts(state))
    refused(state, "put 2 indians on d", "apacze.place.indians", "no field d")
    after = act(state, "put 2 indians on b", "pay bison", "pay bison")
    assert after.indians_on()[(1, 0, "b")] == (0, 2) and after.camp[0][0] == 4


# --- b) Teepee, c) Canoe -----------------------------------------------------------------------------


@pytest.mark.rules("apacze.build.teepee")
def test_b_a_teepee_takes_as_many_indians_as_its_size_and_they_go_home():
    state = start2("0,0:a=0x3", camp="i1 t12 c12/i4 t12 c12")
    assert {"build teepee 1 at 0,0:a", "build teepee 2 at 0,0:a"} <= set(texts(state))
    after = act(state, "build teepee 2 at 0,0:a", "pay bison", "pay bison")
    assert after.buildings_on()[(0, 0, "a")] == (0, 0, 2)
    assert after.indians_on()[(0, 0, "a")] == (0, 1) and after.camp[0] == (3, (1,), (1, 2))
    refused(start2("0,0:a=0x1"), "build teepee 2 at 0,0:a", "apacze.build.teepee", "takes 2 of your Indians")


@pytest.mark.rules("apacze.build.teepee")
def test_b_a_teepee_needs_prairie_or_mountains_and_a_field_without_building():
    state = start2("0,0:a=0x3 0,0:b=0x2", "0,0:a=1t1", camp="i0 t12 c12/i4 t2 c12")
    refused(state, "build teepee 1 at 0,0:b", "apacze.build.teepee", "cannot stand on river")
    refused(state, "build teepee 1 at 0,0:a", "apacze.build.teepee", "already has a building")


@pytest.mark.rules("apacze.build.enlarge")
def test_b_enlarging_swaps_for_a_larger_piece_with_the_difference_in_indians():
    state = start2("0,0:a=0x1", "0,0:a=0t1", camp="i3 t2 c12/i4 t12 c12")
    assert "enlarge teepee at 0,0:a to 2" in texts(state)
    after = act(state, "enlarge teepee at 0,0:a to 2")  # one Indian: free
    assert after.buildings_on()[(0, 0, "a")] == (0, 0, 2) and after.camp[0] == (4, (1,), (1, 2))
    assert (0, 0, "a") not in after.indians_on()
    refused(start2("0,1:c=1x2", "0,0:a=0t1", camp="i3 t2 c12/i2 t12 c12",
                   replace={"act 0": "act 1", "used -/-": "used L/-"}), "enlarge teepee at 0,0:a to 2",
            "apacze.build.enlarge")


@pytest.mark.rules("apacze.build.canoe")
def test_c_a_canoe_is_built_like_a_teepee_but_on_a_river():
    state = start2("0,0:b=0x2")
    assert "build canoe 2 at 0,0:b" in texts(state) and not any("teepee" in t for t in texts(state)
                                                                 if t.startswith("build"))
    after = act(state, "build canoe 2 at 0,0:b", "pay salmon", "pay salmon")
    assert after.buildings_on()[(0, 0, "b")] == (0, 1, 2)


# --- d) and e) Moving, f) Gathering ----------------------------------------------------------------


@pytest.mark.rules("apacze.move.long")
def test_e_the_long_move_takes_up_to_five_indians_one_to_three_fields_each():
    state = act(start2("0,0:a=0x6", camp="i0 t12 c12/i4 t12 c12"), "start long move")
    moves = {t for t in texts(state) if t.startswith("move")}
    assert moves == {f"move indian from 0,0:a to {f}" for f in
                     ("0,0:b", "0,0:c", "0,1:a", "0,1:b", "0,1:c", "0,2:a", "0,2:b")}
    for to in ("0,2:a", "0,0:b", "0,1:c", "0,0:c", "0,2:b"):
        state = act(state, f"move indian from 0,0:a to {to}")
    assert not any(t.startswith("move") for t in texts(state))  # five have moved
    state = act(state, "finish")
    assert state.phase_name == "pay" and state.pending == (10,)  # the Indians count, not the distance


@pytest.mark.rules("apacze.move.long")
def test_e_a_move_too_far_cites_the_move_not_the_corners():
    state = act(start2("0,0:a=0x6", camp="i0 t12 c12/i4 t12 c12"), "start long move")
    refused(state, "move indian from 0,0:a to 0,2:c", "apacze.move.long", "not within 3 fields")


@pytest.mark.rules("apacze.move.short")
def test_d_the_short_move_goes_one_field_and_an_indian_moves_once():
    state = act(start2("0,0:a=0x1"), "start short move")
    assert {t for t in texts(state) if t.startswith("move")} == {"move indian from 0,0:a to 0,0:b",
                                                                 "move indian from 0,0:a to 0,1:a"}
    state = act(state, "move indian from 0,0:a to 0,1:a")
    assert texts(state) == ["finish"]
    refused(state, "move indian from 0,1:a to 0,2:a", "apacze.move.short", "not moved yet")


@pytest.mark.rules("apacze.move.gather")
def test_f_gathering_brings_indians_to_a_field_that_has_one_already():
    state = start2("0,0:a=0x1 0,2:c=0x2 0,1:b=1x1")
    assert {t for t in texts(state) if t.startswith("gather")} == {"gather at 0,0:a", "gather at 0,2:c"}
    state = act(state, "gather at 0,0:a", "bring indian from 0,2:c", "bring indian from 0,2:c", "finish",
                "pay bison", "pay bison")
    assert state.indians_on() == {(0, 0, "a"): (0, 3), (0, 1, "b"): (1, 1)}
    refused(start2("0,1:b=1x1"), "gather at 0,1:b", "apacze.move.gather", "one of your Indians")


# --- Round, step 3: scoring ----------------------------------------------------------------------------


@pytest.mark.rules("apacze.score.rank", "apacze.score.awards", "apacze.round.end")
def test_round_step_3_scoring_after_the_last_action_region_by_region():
    state = start2("0,0:a=0x2 0,1:c=1x2", replace={"act 0": "act 7", "hands ford bend": "hands - -",
                                                  "used -/-": "used PTCL/PTC", "tiles -": "tiles 1,0:ford@0 -1,0:bend@0"})
    after = act(state, "give up short move for salmon")
    assert after.animals == ((14, 10, 10), (10, 11, 13))
    assert after.events == ("Round 1 is scored: 2 regions (red +4, yellow +3)",
                            "prairie region of 4 fields with 4 bison: red 1st with no building and 2 "
                            "Indians: all, 4",
                            "mountains region of 3 fields with 3 turkeys: yellow 1st with no building and 2 "
                            "Indians: all, 3")
    assert [e.rule for e in after.events] == ["apacze.score.rank", "apacze.score.awards", "apacze.score.awards"]
    assert after.phase_name == "draw" and after.round == 1 and after.used == ((), ())


@pytest.mark.rules("apacze.track.limit")
def test_round_step_3_above_fifteen_the_surplus_is_bought_or_exchanged():
    state = start2("0,0:a=0x2", replace={"act 0": "act 7", "hands ford bend": "hands - -", "10.10.10/": "13.10.10/",
                                         "used -/-": "used PTCL/PTC", "tiles -": "tiles 1,0:ford@0 -1,0:bend@0"})
    after = act(state, "give up short move for salmon")
    assert after.phase_name == "settle" and after.animals[0] == (17, 10, 10)
    refused(after, "exchange 3 salmon for bison", "apacze.track.limit", "above 15")
    done = act(after, "buy canoe 3")
    assert done.animals[0] == (14, 7, 7) and done.phase_name == "draw" and done.camp[0][2] == (1, 2, 3)


# --- End of the game and final scoring ----------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.rules("apacze.end.tiles")
def test_end_of_the_game_when_the_terrain_tiles_run_out(players):
    game = apacze.Game(players=players)
    state, rng = game.new_state(), random.Random(players)
    while not state.is_terminal:
        state = state.apply(random_action(state, rng))
    draws = [a for a in state.history if str(a).startswith("draw")]
    assert len(draws) == game.tiles and state.round == game.rounds - 1
    assert len(state.placements) == 3 + game.tiles


@pytest.mark.rules("apacze.end.winner")
def test_scoring_final_the_most_animals_wins_and_a_tie_goes_to_the_larger_smallest_kind():
    from tests.apacze.test_engine import over
    assert over("12.9.9/10.10.11").outcome().winners == (1,)
    outcome = over("12.9.9/15.10.5").outcome()
    assert outcome.scores == (30, 30) and outcome.winners == (0,) and "smallest kind" in outcome.reason
    assert over("10.10.10/10.10.10").outcome().winners == (0, 1)


# --- Remember -----------------------------------------------------------------------------------------


@pytest.mark.rules("apacze.field.one_player")
def test_remember_one_players_indians_per_field_but_passing_through_is_allowed():
    state = act(start2("0,0:a=0x1 0,1:a=1x1"), "start long move")
    moves = {t for t in texts(state) if t.startswith("move")}
    assert "move indian from 0,0:a to 0,1:a" not in moves
    assert "move indian from 0,0:a to 0,2:a" in moves  # through player 1's field
    refused(state, "move indian from 0,0:a to 0,1:a", "apacze.field.one_player", "another player's")


@pytest.mark.rules("apacze.move.corners")
def test_remember_no_moving_through_corners_except_along_a_river():
    tiles = "tiles 1,0:plain@0 1,-1:peaks@0 2,1:diagonal@0 1,1:ridge@0"
    state = act(start2("0,0:c=0x1", replace={"tiles -": tiles, "ford bend": "diagonal ford"}), "start short move")
    # the start tile's mountains touch the peaks at 1,-1 only at a corner: not a move, not one region
    refused(state, "move indian from 0,0:c to 1,-1:a", "apacze.move.corners", "only rivers join at corners")
    river = act(start2("2,1:b=0x1", replace={"tiles -": "tiles 1,0:diagonal@0 2,1:diagonal@0 1,1:plain@0",
                                              "ford bend": "ford ford"}), "start short move")
    assert "move indian from 2,1:b to 1,0:b" in texts(river)  # rivers meet at the corner point 2,1


@pytest.mark.rules("apacze.field.regions")
def test_remember_regions_are_connected_fields_of_one_terrain():
    from tutor.games.apacze.board import field_graph, regions
    state = start2(replace={"tiles -": "tiles 1,0:diagonal@0 2,1:diagonal@0 1,1:plain@0 1,-1:peaks@0",
                            "ford bend": "ford ford"})
    found = regions(field_graph(state.placements))
    assert [(1, 0, "b"), (2, 1, "b")] in found  # one river through the corner pieces
    # the peaks at 1,-1 touch the start tile's mountains only at a corner: two regions
    assert [(0, 0, "c"), (0, 1, "c"), (0, 2, "c")] in found and [(1, -1, "a"), (1, 0, "c")] in found
    assert [(1, 0, "a"), (1, 1, "a"), (2, 1, "a")] in found  # prairie across two edges


@pytest.mark.rules("apacze.shop.exchange")
def test_remember_three_alike_exchange_for_one_of_any_kind():
    state = act(start2(), "exchange 3 bison for salmon")
    assert state.animals[0] == (7, 11, 10) and state.current_player == 0  # no action used
    # any kind, its own included (a way to bring a full track down by two)
    assert {"exchange 3 salmon for bison", "exchange 3 salmon for salmon", "exchange 3 salmon for turkey"} <= set(
        texts(state))
    same = act(start2(replace={"10.10.10/": "15.10.10/"}), "exchange 3 bison for bison")
    assert same.animals[0] == (13, 10, 10)
    refused(start2(replace={"10.10.10/": "2.10.10/"}), "exchange 3 bison for salmon", "apacze.shop.exchange",
            "fewer than 3")


@pytest.mark.rules("apacze.shop.buy")
def test_remember_buying_costs_one_of_each_kind_per_indian_or_level():
    state = act(start2(), "buy indian", "buy teepee 3")
    assert state.animals[0] == (6, 6, 6) and state.camp[0] == (5, (1, 2, 3), (1, 2))
    refused(state, "buy teepee 3", "apacze.shop.buy", "no teepee of size 3")
    state = act(state, "buy canoe 4")
    assert state.animals[0] == (2, 2, 2)
    refused(state, "buy teepee 4", "apacze.shop.buy", "costs 4 of each")


@pytest.mark.rules("apacze.shop.buy", "apacze.shop.exchange")
def test_remember_buying_and_exchanging_at_any_time():
    # at every decision between actions: several times in a row, before and after the tile is laid
    state = act(start2("0,0:a=0x3", camp="i0 t12 c12/i4 t12 c12"), "buy indian", "exchange 3 bison for turkey")
    assert state.current_player == 0 and state.camp[0][0] == 1 and state.animals[0] == (6, 9, 10)
    state = act(state, "place at 1,0 turned 0", "put 1 indian on a")
    assert state.current_player == 1 and "buy indian" in texts(state)
    # the literal reading (option trade_time=any_decision) opens every moment of an action too
    literal = "apacze 2 trade_time=any_decision"
    state = act(start2("0,0:a=0x3", camp="i0 t12 c12/i4 t12 c12", replace={"apacze 2": literal}),
                "place at 1,0 turned 0")
    assert state.phase_name == "put" and "buy indian" in texts(state)
    state = act(state, "buy indian", "buy indian", "put 2 indians on a")  # bought for the new tile
    assert state.phase_name == "pay" and state.animals[0] == (8, 8, 8)
    assert "exchange 3 bison for salmon" in texts(state) and "buy teepee 3" in texts(state)
    # a trade must leave the animals the action still costs
    three = ("start long move", "move indian from 0,0:a to 0,0:b", "move indian from 0,0:a to 0,1:a",
             "move indian from 0,0:a to 0,2:a")  # three Indians: the move costs 4 animals
    rich = act(start2("0,0:a=0x3", replace={"10.10.10/": "1.1.4/", "apacze 2": literal}), *three)
    assert "exchange 3 turkey for bison" in texts(rich) and "buy indian" not in texts(rich)
    refused(rich, "buy indian", "apacze.shop.buy", "still costs 4")
    poor = act(start2("0,0:a=0x3", replace={"10.10.10/": "1.1.3/", "apacze 2": literal}), *three)
    refused(poor, "exchange 3 turkey for bison", "apacze.shop.exchange", "still costs 4")


@pytest.mark.rules("apacze.field.regions")
def test_remember_a_field_is_one_terrain_on_one_tile():
    from tutor.games.apacze.board import START_PLACEMENTS, Placement, field_graph, regions
    from tutor.games.apacze.tiles import KIND_BY_ID, Field, TileKind, _validate
    for kind in KIND_BY_ID.values():
        terrains = [f.terrain for f in kind.fields.values()]
        assert len(terrains) == len(set(terrains)), f"{kind.id} has two fields of one terrain"
    two_prairies = TileKind("split", "ddbaaabcccbddddd", {"a": Field("mountains", 1), "b": Field("river", 3),
                                                           "c": Field("prairie", 1), "d": Field("prairie", 2)})
    with pytest.raises(ValueError, match="at most one field of each terrain"):
        _validate(two_prairies)
    # the fork's river parts its prairie, yet both parts are the one field c: one region joins through it
    board = START_PLACEMENTS + (Placement(1, 0, "fork", 0), Placement(1, 1, "plain", 0), Placement(2, 0, "plain", 0))
    graph = field_graph(board)
    assert [(1, 0, "c"), (1, 1, "a"), (2, 0, "a")] in regions(graph)
    assert sum(graph.nodes[f]["animals"] for f in [(1, 0, "c"), (1, 1, "a"), (2, 0, "a")]) == 9


@pytest.mark.parametrize("players", [1, 5])
def test_header_two_to_four_players(players):
    with pytest.raises(ValueError, match="2 to 4 players"):
        apacze.Game(players=players)


def test_remember_the_corner_river_pieces_are_not_fields():
    from tutor.games.apacze.tiles import TILE_KINDS
    diagonal = next(k for k in TILE_KINDS if k.id == "diagonal")
    assert set(diagonal.fields) == {"a", "b", "c"}  # the river's corner ends belong to the river field b
