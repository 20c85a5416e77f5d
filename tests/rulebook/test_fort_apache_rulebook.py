"""Every rule of the Fort Apache preview, one test (or more) per section, named after the section.

Positions are built with tests/fort_apache/helpers.py (see tutor/games/fort_apache/notation.py).
"""
import pytest
from sympy import Rational

from tests.fort_apache.helpers import act, position, texts
from tutor.core import CHANCE, IllegalAction
from tutor.games import fort_apache
from tutor.games.fort_apache.board import INDEX

NO_SAVES = "cowboys=0.2.2.1.1.1 indians=0.2.2.1.2"
RIDERS = "north-cavalry north-cavalry north-cavalry south-cavalry south-cavalry south-cavalry"


def hit_faces(state, shot_text):
    """The faces that kill after ``shot_text``."""
    state = act(state, shot_text)
    assert state.current_player == CHANCE
    assert [w for _, w in state.chance_outcomes()] == [1] * 6
    return [face for face in range(1, 7) if act(state, f"roll {face}").places != state.places]


# --- COMPONENTES / LOS COWBOYS / LOS INDIOS ------------------------------------------------------

@pytest.mark.rules("fort_apache.setup.forces")
def test_componentes_four_cowboys_against_six_indians():
    state = fort_apache.Game().new_state()
    assert len(state.alive(0)) == 4 and len(state.alive(1)) == 6
    assert sum(state.hands[0]) == 9 and sum(state.hands[1]) == 9


# --- EL TABLERO ----------------------------------------------------------------------------------

@pytest.mark.rules("fort_apache.shoot.line_of_fire")
def test_el_tablero_from_outside_only_targets_in_your_own_zone():
    state = position(side="indians", indians="east-cavalry " * 5 + "east-climbing")
    shots = [t for t in texts(state) if t.startswith("indian 1 shoots")]
    assert shots == ["indian 1 shoots from east cavalry at cowboy 2",
                     "indian 1 shoots a fire arrow from east cavalry at well"]
    verdict = state.check(state.parse_action("indian 1 shoots from east cavalry at cowboy 1"))
    assert not verdict.ok and verdict.rule == "fort_apache.shoot.line_of_fire"


@pytest.mark.rules("fort_apache.shoot.faces")
def test_el_tablero_hit_faces_by_ring_one_two_three():
    cavalry = position(indians=RIDERS, cards=NO_SAVES)
    assert hit_faces(cavalry, "cowboy 1 shoots from north walkway at indian 1") == [2]
    climbing = position(indians="north-climbing " + RIDERS.split(" ", 1)[1], cards=NO_SAVES)
    assert hit_faces(climbing, "cowboy 1 shoots from north walkway at indian 1") == [2, 4]
    inside = position(indians="north-yard " + RIDERS.split(" ", 1)[1], cards=NO_SAVES)
    assert hit_faces(inside, "cowboy 2 shoots from east walkway at indian 1") == [2, 4, 6]
    riders = position(side="indians", indians="north-climbing " + RIDERS.split(" ", 1)[1], cards=NO_SAVES)
    assert hit_faces(riders, "indian 1 shoots from north climbing at cowboy 1") == [1, 3]
    assert hit_faces(riders, "indian 2 shoots from north cavalry at cowboy 1") == [1]


def test_el_tablero_from_inside_the_fort_anywhere_inside():
    state = position(side="indians", indians="south-yard " + RIDERS.split(" ", 1)[1])
    targets = {t.rsplit(" ", 2)[-2:][1] for t in texts(state) if t.startswith("indian 1 shoots from south yard at")}
    assert targets == {"1", "2", "3", "4"}


# --- EDIFICACIONES -------------------------------------------------------------------------------

@pytest.mark.rules("fort_apache.building.fire", "fort_apache.building.rubble")
def test_edificaciones_a_burning_building_moves_along_the_rubble_track_each_cowboy_turn():
    state = act(position(side="indians", buildings="magazine=0f well=0 granary=0 gate=0"), "end turn")
    assert state.fire[0] and state.damage[0] == 1 and "rubble marker on box 1" in state.events[0]


@pytest.mark.rules("fort_apache.building.rubble")
def test_edificaciones_destroyed_when_the_marker_leaves_the_third_box_killing_all_inside():
    cowboys = "magazine east-walkway south-walkway west-walkway"
    indians = "magazine-repair " + RIDERS.split(" ", 1)[1]
    state = position(side="indians", cowboys=cowboys, indians=indians,
                     buildings="granary=0 well=0 magazine=3f gate=0")
    after = act(state, "end turn")
    assert after.destroyed(0) and after.places[0] == -1 and after.places[4] == -1
    earlier = position(side="indians", buildings="magazine=2f well=0 granary=0 gate=0")
    assert not act(earlier, "end turn").destroyed(0)
    third_box = position(side="indians", options="burn_down=third_box", buildings="magazine=2f well=0 granary=0 gate=0")
    assert act(third_box, "end turn").destroyed(0)


def test_edificaciones_the_burn_down_odds_follow_the_reading_in_force():
    from tutor.games.fort_apache.odds import burn_chance

    half = Rational(1, 2)
    leaves = position(buildings="magazine=1f well=0 granary=0 gate=0")
    reaches = position(options="burn_down=third_box", buildings="magazine=1f well=0 granary=0 gate=0")
    assert burn_chance(leaves, 0, half)["destroyed"] == half ** 3
    assert burn_chance(reaches, 0, half)["destroyed"] == half ** 2
    # the engine agrees: with nobody at the water, the third_box building falls two cowboy turns later
    state = act(position(side="indians", options="burn_down=third_box",
                         buildings="magazine=1f well=0 granary=0 gate=0"), "end turn")
    assert not state.destroyed(0) and act(state, "end turn", "end turn").destroyed(0)


@pytest.mark.rules("fort_apache.gate.assault")
def test_la_puerta_the_third_at_the_gate_odds_say_they_leave_out_the_cowboys_turn():
    from tutor.games.fort_apache.odds import action_chance

    state = position(side="indians", indians="gate gate south-cavalry north-cavalry north-cavalry north-cavalry")
    what, chance = action_chance(state, state.parse_action("indian 3 moves from south cavalry to gate"))
    assert "not counted" in what and chance == Rational(1, 8)
    assault = position(side="indians", indians=GATE_INDIANS)
    assert action_chance(assault, assault.parse_action("indians assault the gate")) == ("the gate falls",
                                                                                        Rational(1, 8))


@pytest.mark.rules("fort_apache.building.repair", "fort_apache.turn.start")
def test_edificaciones_putting_out_the_fire_leaves_the_damage_and_each_repair_mends_one():
    cowboys = "north-walkway east-walkway granary-extinguish west-walkway"
    state = act(position(side="indians", cowboys=cowboys, buildings="magazine=0 well=0 granary=2f gate=0"), "end turn")
    assert not state.fire[2] and state.damage[2] == 2
    cowboys = "north-walkway east-walkway granary-repair west-walkway"
    state = act(position(side="indians", cowboys=cowboys, buildings="magazine=0 well=0 granary=2 gate=0"), "end turn")
    assert state.damage[2] == 1


def test_edificaciones_figures_in_a_building_are_attacked_only_from_inside_it():
    cowboys = "magazine east-walkway south-walkway west-walkway"
    indians = "north-yard magazine-repair " + "south-cavalry " * 3 + "north-cavalry"
    state = position(side="indians", cowboys=cowboys, indians=indians)
    shooting = [t for t in texts(state) if "at cowboy 1" in t]
    assert shooting == ["indian 2 shoots from magazine repair at cowboy 1"]


# --- LA PUERTA -----------------------------------------------------------------------------------

GATE_INDIANS = "north-cavalry north-cavalry north-cavalry gate gate gate"


@pytest.mark.rules("fort_apache.gate.assault")
def test_la_puerta_three_indians_roll_three_dice_and_need_three_hits():
    state = act(position(side="indians", indians=GATE_INDIANS), "indians assault the gate")
    assert state.current_player == CHANCE and state.tracks[1] == (0, 0, 1, 0)
    assert [(str(a), w) for a, w in state.chance_outcomes()] == [
        ("roll 0 hits", 27), ("roll 1 hit", 81), ("roll 2 hits", 81), ("roll 3 hits", 27)]
    assert not act(state, "roll 2 hits").gate_broken
    broken = act(state, "roll 3 hits")
    assert broken.gate_broken and "indian 4 moves from gate to south yard" in texts(act(broken, "end turn", "end turn"))


@pytest.mark.rules("fort_apache.gate.assault")
def test_la_puerta_two_indians_are_not_enough():
    state = act(position(indians="north-cavalry " * 4 + "gate gate"), "end turn")
    assert state.current_player == 1 and "indians assault the gate" not in texts(state)
    verdict = state.check(state.parse_action("indians assault the gate"))
    assert not verdict.ok and verdict.rule == "fort_apache.gate.assault"


@pytest.mark.rules("fort_apache.gate.assault", "fort_apache.action.one_each", "fort_apache.turn.start")
def test_la_puerta_the_assault_is_the_action_of_the_three_not_a_free_roll():
    state = act(position(indians=GATE_INDIANS), "end turn")
    assert state.current_player == 1, "no roll by itself at the start of the turn"
    assert "indians assault the gate" in texts(state)
    after = act(state, "indians assault the gate", "roll 2 hits")
    assert after.laid == 0b111 << 7 and not [t for t in texts(after) if t.startswith(("indian 4", "indian 5",
                                                                                      "indian 6"))]
    assert after.tracks[1][2] == 1
    moved_in = act(position(side="indians", indians="north-cavalry " * 3 + "gate gate south-cavalry"),
                   "indian 6 moves from south cavalry to gate")
    assert "indians assault the gate" not in texts(moved_in), "the third must have been there when the turn began"


def test_la_puerta_damage_reading_hits_add_up_until_repaired():
    state = act(position(side="indians", options="gate=damage", indians=GATE_INDIANS), "indians assault the gate",
                "roll 2 hits")
    assert state.gate == 2 and not state.gate_broken
    cowboys = "north-walkway east-walkway gate-repair west-walkway"
    repaired = act(position(options="gate=damage", side="indians", cowboys=cowboys,
                            buildings="magazine=0 well=0 granary=0 gate=2"), "end turn")
    assert repaired.gate == 1
    again = act(position(side="indians", options="gate=damage", indians=GATE_INDIANS,
                         buildings="magazine=0 well=0 granary=0 gate=2"), "indians assault the gate", "roll 1 hit")
    assert again.gate_broken


@pytest.mark.rules("fort_apache.fire.kindle")
def test_la_puerta_once_inside_indians_set_fire_without_a_roll():
    state = position(side="indians", indians="granary " + RIDERS.split(" ", 1)[1])
    after = act(state, "indian 1 sets fire to granary")
    assert after.fire[2] and after.current_player == 1 and after.tracks[1][0] == 1


# --- EL POLVORÍN ---------------------------------------------------------------------------------

@pytest.mark.rules("fort_apache.magazine.explosion")
def test_el_polvorin_explodes_and_kills_the_cowboys_inside_and_its_extra_cards_go():
    cowboys = "north-walkway magazine south-walkway west-walkway"
    state = act(position(side="indians", cowboys=cowboys, buildings="magazine=3f well=0 granary=0 gate=0"), "end turn")
    assert state.places[1] == -1 and state.places[0] == INDEX["north walkway"]
    assert "explodes" in state.events[-2] and state.hands[0][1] == 0
    zone = act(position(side="indians", cowboys=cowboys, options="explosion=zone",
                        buildings="magazine=3f well=0 granary=0 gate=0"), "end turn")
    assert zone.places[0] == -1


@pytest.mark.rules("fort_apache.control.lost_building", "fort_apache.magazine.supply")
def test_el_polvorin_destroyed_means_no_reloading():
    base = dict(indians=RIDERS, cards=NO_SAVES, supply="cowboys=a6/2,e0/0 indians=a0/0,e0/0")
    normal = act(position(**base), "cowboy 1 shoots from north walkway at indian 1", "roll 1")
    assert normal.phase_name == "withdraw" and normal.tracks[0][:2] == (3, 3)
    lost = act(position(buildings="magazine=x well=0 granary=0 gate=0", **base),
               "cowboy 1 shoots from north walkway at indian 1", "roll 1")
    assert lost.phase_name == "act" and lost.exhausted(0, 0)
    assert not [t for t in texts(lost) if "shoots" in t]


# --- EL GRANERO ----------------------------------------------------------------------------------

@pytest.mark.rules("fort_apache.control.lost_building", "fort_apache.control.reserve", "fort_apache.granary.supply")
def test_el_granero_destroyed_means_no_more_energy_and_no_more_moves():
    cowboys = "north-walkway magazine south-walkway west-walkway"
    state = position(cowboys=cowboys, buildings="magazine=0 well=0 granary=x gate=0",
                     supply="cowboys=a0/0,e6/1 indians=a0/0,e0/0")
    after = act(state, "cowboy 1 moves from north walkway to north yard")
    assert after.exhausted(0, 1) and after.phase_name == "act"
    assert not [t for t in texts(after) if "moves" in t]
    verdict = after.check(after.parse_action("cowboy 2 moves from magazine to magazine repair"))
    assert not verdict.ok and verdict.rule == "fort_apache.control.reserve"
    free = position(cowboys=cowboys, buildings="magazine=0 well=0 granary=x gate=0", options="exhausted_moves=free",
                    supply="cowboys=a0/0,e6/1 indians=a0/0,e0/0")
    after = act(free, "cowboy 1 moves from north walkway to north yard")
    assert [t for t in texts(after) if "moves" in t] == ["cowboy 2 moves from magazine to magazine extinguish",
                                                          "cowboy 2 moves from magazine to magazine repair"]


# --- EL POZO -------------------------------------------------------------------------------------

@pytest.mark.rules("fort_apache.well.water", "fort_apache.building.fire", "fort_apache.turn.start")
def test_el_pozo_destroyed_means_no_fire_can_be_put_out():
    cowboys = "magazine-extinguish east-walkway south-walkway west-walkway"
    state = act(position(side="indians", cowboys=cowboys, buildings="magazine=1f well=x granary=0 gate=0"), "end turn")
    assert state.fire[0] and state.damage[0] == 2
    assert not [t for t in texts(state) if "bucket brigade" in t]
    standing = act(position(side="indians", cowboys=cowboys, buildings="magazine=1f well=0 granary=0 gate=0"),
                   "end turn")
    assert not standing.fire[0] and "cowboys play bucket brigade at magazine" not in texts(standing)


# --- CAMPAMENTOS INDIOS --------------------------------------------------------------------------

@pytest.mark.rules("fort_apache.control.withdraw", "fort_apache.camp.retreat")
def test_campamentos_indios_withdraw_to_the_camp_of_your_zone_out_of_reach():
    state = position(side="indians",
                     indians="north-cavalry west-cavalry east-cavalry south-cavalry north-cavalry north-cavalry",
                     supply="cowboys=a0/0,e0/0 indians=a6/0,e0/0", cards=NO_SAVES)
    state = act(state, "indian 1 shoots from north cavalry at cowboy 1", "roll 2")
    assert texts(state) == ["indian 2 withdraws to northwest camp", "indian 3 withdraws to southeast camp",
                            "indian 4 withdraws to southeast camp", "indian 5 withdraws to northwest camp",
                            "indian 6 withdraws to northwest camp"]
    state = act(state, "indian 3 withdraws to southeast camp", "end turn")
    assert not [t for t in texts(state) if t.endswith("indian 3")]
    state = act(state, "end turn")
    assert {"indian 3 moves from southeast camp to east cavalry",
            "indian 3 moves from southeast camp to south cavalry"} <= set(texts(state))


# --- EL TURNO ------------------------------------------------------------------------------------

@pytest.mark.rules("fort_apache.indians.climb")
def test_el_turno_an_indian_in_the_climbing_ring_climbs_at_once_with_one_die():
    state = position(side="indians", indians="north-climbing " + RIDERS.split(" ", 1)[1])
    climbing = act(state, "indian 1 climbs at north")
    assert climbing.current_player == CHANCE and climbing.tracks[1] == (0, 0, 1, 0)
    assert act(climbing, "roll 5").places[4] == INDEX["north walkway"]
    assert act(climbing, "roll 2").places[4] == INDEX["north climbing"]
    arrived = act(position(side="indians"), "indian 1 moves from north cavalry to north climbing")
    assert "indian 1 climbs at north" not in texts(arrived)


@pytest.mark.rules("fort_apache.indians.climb")
def test_el_turno_the_next_turn_reading_rolls_the_climb_a_round_later():
    state = position(side="indians", options="climb=next_turn", indians="north-climbing " + RIDERS.split(" ", 1)[1])
    state = act(state, "indian 1 climbs at north", "end turn")
    assert state.places[4] == INDEX["north climbing"] and state.current_player == 0
    state = act(state, "end turn")
    assert state.current_player == CHANCE
    assert act(state, "roll 3").places[4] == INDEX["north walkway"]
    assert act(state, "roll 4").places[4] == INDEX["north climbing"]


def test_el_turno_start_effects_happen_when_the_turn_begins_not_before():
    cowboys = "north-walkway east-walkway granary-extinguish west-walkway"
    state = position(cowboys=cowboys, buildings="magazine=0 well=0 granary=1f gate=0")
    assert act(state, "cowboy 1 moves from north walkway to north yard").fire[2]


# --- LAS ACCIONES --------------------------------------------------------------------------------

@pytest.mark.rules("fort_apache.melee", "fort_apache.turn.ride", "fort_apache.action.cost", "fort_apache.control.tracks")
def test_las_acciones_what_costs_and_what_is_free():
    state = position(cowboys="north-walkway magazine south-yard west-walkway",
                     indians="south-yard " + RIDERS.split(" ", 1)[1])
    moved = act(state, "cowboy 1 moves from north walkway to north yard")
    assert moved.tracks[0] == (0, 0, 1, 0)
    inside = act(state, "cowboy 2 moves from magazine to magazine repair")
    assert inside.tracks[0] == (0, 0, 0, 0)
    melee = act(state, "cowboy 3 attacks indian 1")
    assert melee.tracks[0] == (0, 0, 0, 0)
    ride = act(position(), "end turn")
    assert ride.tracks[1] == (0, 0, 0, 0) and ride.places[4] == INDEX["east cavalry"]


@pytest.mark.rules("fort_apache.action.one_each")
def test_las_acciones_a_figure_that_acted_is_laid_down_until_its_turn_ends():
    state = act(position(), "cowboy 1 moves from north walkway to north yard")
    with pytest.raises(IllegalAction) as error:
        act(state, "cowboy 1 moves from north yard to north walkway")
    assert error.value.verdict.rule == "fort_apache.action.one_each"
    assert act(state, "end turn", "end turn").laid == 0


# --- LA CARTA DE CONTROL -------------------------------------------------------------------------

@pytest.mark.rules("fort_apache.control.withdraw")
def test_la_carta_de_control_red_box_sends_a_standing_figure_for_supplies():
    state = position(indians=RIDERS, cards=NO_SAVES, supply="cowboys=a6/0,e0/0 indians=a0/0,e0/0")
    state = act(state, "cowboy 1 shoots from north walkway at indian 1", "roll 1")
    assert texts(state) == ["cowboy 2 withdraws to magazine", "cowboy 3 withdraws to magazine",
                            "cowboy 4 withdraws to magazine"]
    state = act(state, "cowboy 2 withdraws to magazine")
    assert state.places[1] == INDEX["magazine"] and state.laid >> 1 & 1 and state.tracks[0][:2] == (1, 1)


@pytest.mark.rules("fort_apache.control.withdraw")
def test_la_carta_de_control_if_all_have_acted_the_last_one_goes():
    state = position(indians=RIDERS, cards=NO_SAVES, supply="cowboys=a0/0,e3/0 indians=a0/0,e0/0")
    state = act(state, "cowboy 2 moves from east walkway to east yard",
                "cowboy 3 moves from south walkway to south yard",
                "cowboy 4 moves from west walkway to west yard", "cowboy 1 moves from north walkway to north yard")
    assert texts(state) == ["cowboy 1 withdraws to granary"]


def test_la_carta_de_control_the_reserve_shrinks_six_refills_at_most():
    game = fort_apache.Game()
    assert game.new_state().spends_left(0, 0) == 7 + 6 + 5 + 4 + 3 + 2 + 1
    assert fort_apache.Game(card_boxes="6").new_state().spends_left(1, 1) == 21
    trips = 0
    state = position(indians=RIDERS, cards=NO_SAVES, supply="cowboys=a6/0,e0/0 indians=a0/0,e0/0")
    while not state.exhausted(0, 0):
        state = act(state, "cowboy 1 shoots from north walkway at indian 1", "roll 1")
        state = act(state, "cowboy 2 withdraws to magazine", "end turn", "end turn")
        trips += 1
        if not state.exhausted(0, 0):
            white, black = state.tracks[0].markers(0)
            state = position(indians=RIDERS, cards=NO_SAVES, supply=f"cowboys=a6/{black},e0/0 indians=a0/0,e0/0")
    assert trips == 7, "six trips bring a refill, the seventh finds the reserve empty"
    state = position(indians=RIDERS, cards=NO_SAVES, supply="cowboys=a6/6,e0/0 indians=a0/0,e0/0")
    state = act(state, "cowboy 1 shoots from north walkway at indian 1", "roll 1", "cowboy 2 withdraws to magazine")
    assert state.exhausted(0, 0) and not [t for t in texts(state) if "shoots" in t]


@pytest.mark.rules("fort_apache.control.withdraw")
def test_la_carta_de_control_a_figure_sent_for_supplies_does_not_act_this_turn():
    state = position(side="indians", indians=RIDERS, cards=NO_SAVES, supply="cowboys=a0/0,e0/0 indians=a6/0,e0/0")
    state = act(state, "indian 1 shoots from north cavalry at cowboy 1", "roll 2", "indian 2 withdraws to northwest camp")
    assert "indians play war cry for indian 1" in texts(state)
    assert "indians play war cry for indian 2" not in texts(state)
    verdict = state.check(state.parse_action("indians play war cry for indian 2"))
    assert not verdict.ok and verdict.rule == "fort_apache.control.withdraw"


# --- LOS COWBOYS ---------------------------------------------------------------------------------

@pytest.mark.rules("fort_apache.cowboys.move")
def test_los_cowboys_one_move_to_another_zone_or_from_the_walkway_into_a_building():
    state = position()
    into = act(state, "cowboy 1 moves from north walkway to magazine")
    assert into.places[0] == INDEX["magazine"] and into.tracks[0] == (0, 0, 1, 0)
    across = act(state, "cowboy 1 moves from north walkway to east walkway")
    assert across.places[0] == INDEX["east walkway"] and across.tracks[0] == (0, 0, 1, 0)
    assert "cowboy 1 moves from north walkway to granary repair" in texts(state)
    step = position(options="cowboy_move=step")
    assert [t for t in texts(step) if t.startswith("cowboy 1 moves")] == ["cowboy 1 moves from north walkway to north yard"]


@pytest.mark.rules("fort_apache.cowboys.shoot")
def test_los_cowboys_shoot_from_inside_a_building_once_indians_are_inside():
    state = position(cowboys="magazine east-walkway south-walkway west-walkway",
                     indians="west-yard granary " + "south-cavalry " * 3 + "north-cavalry", cards=NO_SAVES)
    shots = [t for t in texts(state) if t.startswith("cowboy 1 shoots")]
    assert shots == ["cowboy 1 shoots from magazine at indian 1"], "the Indian in the granary is sheltered"
    assert hit_faces(state, "cowboy 1 shoots from magazine at indian 1") == [2, 4, 6]
    quiet = position(cowboys="magazine east-walkway south-walkway west-walkway")
    assert not [t for t in texts(quiet) if t.startswith("cowboy 1 shoots")]


def test_los_cowboys_shoot_from_walkways_or_anywhere_once_indians_are_inside():
    state = position(cowboys="north-yard east-walkway south-walkway west-walkway")
    assert not [t for t in texts(state) if t.startswith("cowboy 1 shoots")]
    inside = position(cowboys="north-yard east-walkway south-walkway west-walkway",
                      indians="west-yard " + RIDERS.split(" ", 1)[1])
    assert "cowboy 1 shoots from north yard at indian 1" in texts(inside)


@pytest.mark.rules("fort_apache.melee", "fort_apache.resolve.dice")
def test_los_cowboys_melee_in_the_same_place():
    state = position(cowboys="north-yard east-walkway south-walkway west-walkway",
                     indians="north-yard " + RIDERS.split(" ", 1)[1], cards=NO_SAVES)
    assert "cowboy 1 attacks indian 1" in texts(state)
    assert act(state, "cowboy 1 attacks indian 1", "roll 6").places[4] == -1


# --- LOS INDIOS ----------------------------------------------------------------------------------

@pytest.mark.rules("fort_apache.turn.ride", "fort_apache.board.zones")
def test_los_indios_ride_clockwise_for_free_all_the_same_way():
    indians = "north-cavalry east-cavalry south-cavalry west-cavalry north-climbing gate"
    state = act(position(indians=indians), "end turn")
    assert [fort_apache.board.PLACES[p] for p in state.places[4:]] == [
        "east cavalry", "south cavalry", "west cavalry", "north cavalry", "north climbing", "gate"]


@pytest.mark.rules("fort_apache.indians.fire_arrow")
def test_los_indios_fire_arrows_with_the_same_faces_as_shots():
    state = position(side="indians", indians="north-climbing " + RIDERS.split(" ", 1)[1])
    arrow = act(state, "indian 1 shoots a fire arrow from north climbing at magazine")
    assert [f for f in range(1, 7) if act(arrow, f"roll {f}").fire[0]] == [1, 3]


@pytest.mark.rules("fort_apache.indians.move", "fort_apache.board.rings")
def test_los_indios_move_between_the_rings_of_their_zone_for_one_energy():
    state = position(side="indians")
    moved = act(state, "indian 1 moves from north cavalry to north climbing")
    assert moved.places[4] == INDEX["north climbing"] and moved.tracks[1] == (0, 0, 1, 0)
    verdict = state.check(state.parse_action("indian 1 moves from north cavalry to north walkway"))
    assert not verdict.ok and verdict.rule == "fort_apache.indians.move"


@pytest.mark.rules("fort_apache.indians.climb")
def test_los_indios_climbing_needs_the_climbing_ring():
    state = position(side="indians")
    verdict = state.check(state.parse_action("indian 1 climbs at north"))
    assert not verdict.ok and verdict.rule == "fort_apache.indians.climb"


# --- RESOLVER LAS ACCIONES -----------------------------------------------------------------------

@pytest.mark.rules("fort_apache.resolve.dice", "fort_apache.melee")
def test_resolver_las_acciones_cowboys_even_indians_odd():
    both = dict(cowboys="north-yard east-walkway south-walkway west-walkway",
                indians="north-yard " + RIDERS.split(" ", 1)[1], cards=NO_SAVES)
    cowboy = act(position(**both), "cowboy 1 attacks indian 1")
    assert [f for f in range(1, 7) if act(cowboy, f"roll {f}").places[4] == -1] == [2, 4, 6]
    indian = act(position(side="indians", **both), "indian 1 attacks cowboy 1")
    assert [f for f in range(1, 7) if act(indian, f"roll {f}").places[0] == -1] == [1, 3, 5]


# --- LAS CARTAS ----------------------------------------------------------------------------------

@pytest.mark.rules("fort_apache.cards.one_per_turn")
def test_las_cartas_one_card_per_turn_on_each_side():
    state = act(position(), "cowboys play sharpshooter")
    assert not [t for t in texts(state) if t.startswith("cowboys play")]
    verdict = state.check(state.parse_action("cowboys play second wind for cowboy 1"))
    assert not verdict.ok and verdict.rule == "fort_apache.cards.one_per_turn"


@pytest.mark.rules("fort_apache.cards.survive")
def test_las_cartas_por_las_plumas_saves_an_indian_once_per_turn():
    state = position(indians="north-yard north-yard " + "south-cavalry " * 3 + "north-cavalry",
                     cowboys="north-yard north-yard south-walkway west-walkway")
    state = act(state, "cowboy 1 attacks indian 1", "roll 2")
    assert state.current_player == 1 and texts(state) == ["indians play by a feather", "indians take the hit"]
    state = act(state, "indians play by a feather")
    assert state.places[4] != -1 and state.current_player == 0
    state = act(state, "cowboy 2 attacks indian 2", "roll 2")
    assert state.places[5] == -1


@pytest.mark.rules("fort_apache.cards.effects")
def test_las_cartas_extra_ammunition_refills_without_a_trip():
    state = act(position(supply="cowboys=a3/1,e0/0 indians=a0/0,e0/0"), "cowboys play extra ammunition")
    assert state.tracks[0][:2] == (1, 1) and state.hands[0][1] == 1


@pytest.mark.rules("fort_apache.cards.survive")
def test_las_cartas_por_los_pelos_saves_a_cowboy():
    state = position(side="indians", indians="north-climbing " + RIDERS.split(" ", 1)[1])
    state = act(state, "indian 1 shoots from north climbing at cowboy 1", "roll 1", "cowboys play by a hair")
    assert state.places[0] == INDEX["north walkway"] and state.hands[0][0] == 1


# --- EL GANADOR ----------------------------------------------------------------------------------

def test_el_ganador_wiping_out_the_enemy_wins():
    state = position(cowboys="north-yard x x x", indians="north-yard x x x x x", cards=NO_SAVES)
    won = act(state, "cowboy 1 attacks indian 1", "roll 4")
    assert won.is_terminal and won.outcome().winners == (0,)
    lost = act(position(side="indians", cowboys="north-yard x x x", indians="north-yard x x x x x", cards=NO_SAVES),
               "indian 1 attacks cowboy 1", "roll 5")
    assert lost.outcome().winners == (1,) and "fallen" in lost.outcome().reason


@pytest.mark.rules("fort_apache.end.draw")
def test_el_ganador_draw_when_both_sides_are_out_of_ammunition_and_energy():
    spent = "cowboys=a7/7,e7/7 indians=a7/7,e7/7"
    state = act(position(supply=spent), "end turn")
    assert state.is_terminal and state.outcome().winners == (0, 1) and "out of ammunition" in state.outcome().reason


def test_el_ganador_melee_goes_on_without_ammunition():
    state = position(supply="cowboys=a7/7,e0/0 indians=a7/7,e0/0",
                     cowboys="north-yard east-walkway south-walkway west-walkway",
                     indians="north-yard " + RIDERS.split(" ", 1)[1])
    assert "cowboy 1 attacks indian 1" in texts(state) and not act(state, "end turn").is_terminal


def test_el_ganador_the_tutor_calls_a_draw_at_the_turn_limit():
    last = act(position(rnd=30), "end turn")
    assert last.is_terminal and "rounds" in last.outcome().reason and last.outcome().winners == (0, 1)
    longer = act(position(rnd=30, options="turn_limit=60"), "end turn")
    assert not longer.is_terminal
