"""The engine beyond the rulebook: notation, action text, verdicts, hidden tiles, every option."""
import pytest

from tests.apacze.helpers import act, position, start2, texts
from tutor.core import IllegalAction, NotationError, rule
from tutor.games import apacze
from tutor.games.apacze.actions import EXAMPLES

GOOD = start2("0,0:a=0x3 0,1:c=1x2")


@pytest.mark.parametrize("text", EXAMPLES + ("put no indians", "buy indian", "enlarge canoe at 0,1:b to 3",
                                             "gather at 0,1:a", "bring indian from -1,2:c",
                                             "give up gathering for nothing", "start short move",
                                             "exchange 3 bison for bison"))
def test_action_text_round_trips(text):
    assert str(apacze.parse_action(text)) == text


@pytest.mark.parametrize("bad, words", [
    ("draw dragon", "no tile called"), ("put 6 indians on a", "from 1 to 5"), ("put 2 indians", "from 1 to 5"),
    ("buy teepee", "with its size"), ("exchange 3 bison for dragons", "not an Apacze"),
    ("dance", "not an Apacze i Komancze action")])
def test_bad_action_text_says_why(bad, words):
    with pytest.raises(NotationError, match=words):
        apacze.parse_action(bad)


@pytest.mark.parametrize("change, words", [
    (("apacze 2", "apacze 5"), "2 to 4 players"),
    (("apacze 2", "bison 2"), "starts with 'apacze'"),
    (("apacze 2", "apacze 2 speed=fast"), "not an option"),
    (("apacze 2", "apacze 2 distance=far"), "cannot be 'far'"),
    (("round 0", "round 9"), "round N"),
    (("act 0", "fly 0"), "should start with a phase"),
    (("act 0", "put 0 at x"), "does not give what the put phase needs"),
    (("hands ford bend", "hands ford ?"), "hidden tile"),
    (("hands ford bend", "hands ford"), "lists 1 tile for 2 players"),
    (("10.10.10/", "10.ten.10/"), "bison.salmon.turkey"),
    (("i4 t12 c12/", "i4 t15 c12/"), "camp like"),
    (("used -/-", "used XY/-"), "action codes"),
    (("tiles -", "tiles 0,0:ford@0"), "same square"),
    (("tiles -", "tiles 1,0:dragon@0"), "terrain tile like"),
    (("0,0:a=0x3", "9,9:a=0x3"), "no field 9,9:a"),
    (("0,0:a=0x3", "0,0:a=0x3 0,0:a=1x1"), "one player's Indians per field"),
    (("buildings -", "buildings 0,0:b=0t1"), "cannot stand on river"),
    (("buildings -", "buildings 0,0:c=0c1"), "cannot stand on mountains"),
    (("buildings -", "buildings 0,0:a=0t1"), "more pieces than a colour holds"),
    (("tiles -", "tiles 1,0:plain@0 2,0:plain@0"), "2 plain tiles"),
])
def test_bad_position_strings_say_what_is_wrong(change, words):
    text = GOOD.notation()
    assert change[0] in text
    with pytest.raises(NotationError, match=words):
        apacze.Game.parse(text.replace(change[0], change[1], 1))


def test_not_text_and_wrong_field_count():
    with pytest.raises(NotationError, match="must be text"):
        apacze.Game.parse(42)
    with pytest.raises(NotationError, match="10 fields"):
        apacze.Game.parse("apacze 2 | round 0")


def test_a_sub_phase_record_is_read_through_its_phase():
    moving = act(GOOD, "start long move", "move indian from 0,0:a to 0,1:a")
    assert moving.moving == (0, 1, (((0, 1, "a"), 1),)) and moving.moving is moving.pending
    with pytest.raises(ValueError, match="in phase move, not pay"):
        moving.paying
    with pytest.raises(ValueError, match="in phase act, not move"):
        GOOD.moving


def test_an_exchange_names_the_animal_it_gains():
    assert apacze.parse_action("exchange 3 bison for salmon").gained == 1
    with pytest.raises(ValueError, match="give up gathering for nothing gains no animal"):
        apacze.parse_action("give up gathering for nothing").gained


def test_notation_round_trips_mid_action():
    state = act(GOOD, "start long move", "move indian from 0,0:a to 0,1:a")
    assert "move 0 long 1 0,1:a=1" in state.notation()
    assert apacze.Game.parse(state.notation()) == state
    with pytest.raises(NotationError, match="count must equal its arrivals"):
        apacze.Game.parse(state.notation().replace("long 1", "long 2"))
    with pytest.raises(NotationError, match="the mover's Indians"):
        apacze.Game.parse(state.notation().replace("move 0 long 1 0,1:a=1", "gather 0 at 0,1:c 0")
                          .replace("used L/", "used G/"))


def test_observation_hides_the_other_players_tile():
    state = apacze.Game(players=2).new_state()
    state = act(state, "draw ford", "draw peaks")
    assert "hands ford ?" in state.observation(0) and "hands ? peaks" in state.observation(1)
    assert "hands ford peaks" in state.notation()


def test_draws_are_weighted_by_the_tiles_left():
    state = apacze.Game(players=4).new_state()
    weights = {str(a): w for a, w in state.chance_outcomes()}
    assert weights == {"draw ford": 3, "draw bend": 3, "draw fork": 2, "draw diagonal": 2, "draw mouth": 2,
                       "draw ridge": 2, "draw plain": 1, "draw peaks": 1}
    after = act(state, "draw plain")
    assert "draw plain" not in {str(a) for a, _ in after.chance_outcomes()}


@pytest.mark.rules("apacze.build.canoe")
def test_every_verdict_cites_a_registered_rule_and_illegal_actions_change_nothing():
    for text in ["draw ford", "place at 5,5 turned 0", "build canoe 1 at 0,0:a", "pay bison", "finish",
                 "give up place for bison", "buy teepee 1", "exchange 3 bison for salmon", "start long move",
                 "gather at 0,0:a", "put 2 indians on a", "move indian from 0,0:a to 0,1:a"]:
        verdict = GOOD.check(GOOD.parse_action(text))
        assert rule(verdict.rule).text and verdict.reason
    before = GOOD.notation()
    with pytest.raises(IllegalAction) as error:
        GOOD.apply(GOOD.parse_action("build canoe 1 at 0,0:a"))
    assert error.value.verdict.rule == "apacze.build.canoe" and "prairie" in error.value.verdict.reason
    assert GOOD.notation() == before


# --- every interpretation option changes what happens ----------------------------------------------


def test_option_give_up():
    assert "give up canoe for salmon" in texts(GOOD)
    nothing = position(GOOD.notation().replace("apacze 2", "apacze 2 give_up=nothing"))
    assert "give up canoe for salmon" not in texts(nothing)
    after = act(nothing, "give up canoe for nothing")
    assert after.animals[0] == (10, 10, 10)


def test_option_short_move():
    assert {"start short move", "give up short move for bison"} <= set(texts(GOOD))
    off = position(GOOD.notation().replace("apacze 2", "apacze 2 short_move=no"))
    assert not any("short move" in t for t in texts(off))
    verdict = off.check(off.parse_action("start short move"))
    assert not verdict.ok and "option short_move" in verdict.reason


def test_option_lower_places():
    indians = "0,0:a=0x3 0,1:a=1x2 0,2:a=0x1"
    state = position(start2(indians, camp="i4 t12 c12/i4 t12 c12").notation().replace("apacze 2", "apacze 3")
                     .replace("ford bend", "ford bend peaks").replace("10.10.10/10.10.10", "10.10.10/10.10.10/10.10.10")
                     .replace("c12/i4 t12 c12", "c12/i4 t12 c12/i4 t12 c12").replace("used -/-", "used -/-/-")
                     .replace("0,2:a=0x1", "0,2:a=2x1"))
    assert [s.gain for s in state.scoring()[0].standings] == [3, 1, 1]
    nothing = position(state.notation().replace("apacze 3", "apacze 3 lower_places=nothing"))
    assert [s.gain for s in nothing.scoring()[0].standings] == [3, 1, 0]


def test_option_tied_places():
    """Three players tied for first on the totem's prairie (one Indian each): all third by default, all
    second under tied_places=next; the option is kept by the position string."""
    state = position(start2("0,0:a=0x1", camp="i4 t12 c12/i4 t12 c12").notation().replace("apacze 2", "apacze 3")
                     .replace("ford bend", "ford bend peaks").replace("10.10.10/10.10.10", "10.10.10/10.10.10/10.10.10")
                     .replace("c12/i4 t12 c12", "c12/i4 t12 c12/i4 t12 c12").replace("used -/-", "used -/-/-")
                     .replace("0,0:a=0x1", "0,0:a=0x1 0,1:a=1x1 0,2:a=2x1"))
    [prairie] = [r for r in state.scoring() if (0, 0, "a") in r.fields]
    assert [(s.place, s.gain) for s in prairie.standings] == [(3, 1), (3, 1), (3, 1)]
    nxt = position(state.notation().replace("apacze 3", "apacze 3 tied_places=next"))
    assert nxt.game.options["tied_places"] == "next" and "tied_places=next" in nxt.notation()
    [prairie] = [r for r in nxt.scoring() if (0, 0, "a") in r.fields]
    assert [(s.place, s.gain) for s in prairie.standings] == [(2, 1), (2, 1), (2, 1)]   # half of 3


@pytest.mark.rules("apacze.place.distance")
def test_option_distance():
    row = start2(replace={"tiles -": "tiles 1,0:ford@0 2,0:bend@0 3,0:fork@0", "ford bend": "ford ford"})
    assert "place at 3,1 turned 0" in texts(row) and "place at 3,-1 turned 0" not in texts(row)
    diagonal = position(row.notation().replace("apacze 2", "apacze 2 distance=diagonal"))
    assert "place at 3,-1 turned 0" in texts(diagonal) and "place at 4,0 turned 0" not in texts(diagonal)
    unlimited = position(row.notation().replace("apacze 2", "apacze 2 distance=unlimited"))
    assert "place at 4,-1 turned 0" not in texts(unlimited) and "place at 4,0 turned 0" in texts(unlimited)
    assert row.check(row.parse_action("place at 4,0 turned 0")).rule == "apacze.place.distance"


def over(animals: str, options: str = "") -> apacze.State:
    text = GOOD.notation().replace("act 0", "over 8").replace("10.10.10/10.10.10", animals) \
        .replace("hands ford bend", "hands - -").replace("used -/-", "used PTCL/PTCL") \
        .replace("round 0", "round 5").replace("apacze 2", "apacze 2" + options)
    return position(text.replace("tiles -", "tiles " + " ".join(f"{x},0:ford@0" for x in (1, 2)) +
                                 " 0,-1:bend@0 0,-2:bend@0 0,-3:bend@0 -1,0:fork@0 -1,1:fork@0 1,1:diagonal@0 "
                                 "1,2:diagonal@0 -1,2:mouth@0 -1,3:mouth@0 1,3:ridge@0"))


def test_option_final_tie():
    state = over("12.9.9/15.10.5")  # 30 each; smallest kinds 9 and 5
    assert state.outcome().scores == (30, 30) and state.outcome().winners == (0,)
    assert over("12.9.9/15.10.5", " final_tie=shared").outcome().winners == (0, 1)


def _before_scoring(animals: str, options: str = "") -> apacze.State:
    """Player 1's last action of round 0, with player 0 leading the prairie (3 bison)."""
    text = GOOD.notation().replace("act 0", "act 7").replace("10.10.10/10.10.10", animals) \
        .replace("hands ford bend", "hands - -").replace("used -/-", "used PTCL/PTC") \
        .replace("tiles -", "tiles 1,0:ford@0 -1,0:bend@0").replace("apacze 2", "apacze 2" + options)
    return position(text)


def test_option_track_limit():
    # player 0 leads the 4-bison prairie and goes from 14 to 18 bison
    spend = act(_before_scoring("14.10.10/10.10.10"), "give up short move for salmon")
    assert spend.phase_name == "settle" and spend.animals[0] == (18, 10, 10)
    assert spend.current_player == 0 and spend.animals[1] == (10, 11, 13)
    assert set(texts(spend)) == {"exchange 3 bison for bison", "exchange 3 bison for salmon",
                                 "exchange 3 bison for turkey", "buy indian",
                                 "buy teepee 3", "buy teepee 4", "buy canoe 3", "buy canoe 4"}
    settled = act(spend, "exchange 3 bison for turkey")
    assert settled.animals[0] == (15, 10, 11) and settled.phase_name == "draw" and settled.round == 1
    lose = act(_before_scoring("14.10.10/10.10.10", " track_limit=lose"), "give up short move for salmon")
    assert lose.animals[0] == (15, 10, 10) and lose.phase_name == "draw"
    none = act(_before_scoring("14.10.10/10.10.10", " track_limit=none"), "give up short move for salmon")
    assert none.animals[0] == (18, 10, 10) and none.phase_name == "draw"


@pytest.mark.rules("apacze.shop.buy")
def test_option_trade_time():
    moving = act(GOOD, "start long move", "move indian from 0,0:a to 0,0:b")
    assert not any(t.startswith(("buy", "exchange")) for t in texts(moving))
    verdict = moving.check(moving.parse_action("buy indian"))
    assert not verdict.ok and "first move Indians" in verdict.reason
    assert "buy indian" in texts(GOOD)
    literal = position(moving.notation().replace("apacze 2", "apacze 2 trade_time=any_decision"))
    assert {"buy indian", "exchange 3 bison for salmon", "exchange 3 bison for bison"} <= set(texts(literal))
    bought = act(literal, "buy indian")
    assert bought.phase_name == "move" and bought.camp[0][0] == 5 and bought.animals[0] == (9, 9, 9)


def test_option_shop():
    assert GOOD.shop(0) == (2, (3, 4), (3, 4))  # 9 Indians: 4 in camp, 3 out
    all_sizes = position(GOOD.notation().replace("apacze 2", "apacze 2 shop=all_sizes"))
    assert all_sizes.shop(0) == (2, (1, 2, 3, 4), (1, 2, 3, 4))
    assert "buy teepee 1" in texts(all_sizes) and "buy teepee 1" not in texts(GOOD)


def test_rule_ids_in_the_code_are_registered():
    import re
    from pathlib import Path
    source = "".join(p.read_text() for p in Path(apacze.__file__).parent.glob("*.py"))
    ids = set(re.findall(r'"(apacze\.[a-z_]+\.[a-z_]+)"', source))
    assert {r for r in ids if not r.startswith("apacze.interp.")} <= {r.id for r in apacze.RULES}


def test_allowed_actions_say_what_they_cost():
    state = act(GOOD, "place at 1,0 turned 0")
    assert "using 3 Indians, costs 4 animals" in state.check(state.parse_action("put 3 indians on a")).reason
    assert "gains a salmon" in GOOD.check(GOOD.parse_action("give up canoe for salmon")).reason


def test_game_configuration_and_the_package_example():
    import doctest
    from tutor.games import apacze as package
    with pytest.raises(ValueError, match="2 to 4 players"):
        apacze.Game(players=5)
    with pytest.raises(ValueError, match="unknown option"):
        apacze.Game(players=2, speed="fast")
    assert repr(apacze.Game(players=2, distance="diagonal")) == "apacze.Game(players=2, distance='diagonal')"
    assert doctest.testmod(package).failed == 0


@pytest.mark.rules("apacze.track.limit")
def test_full_tracks_leave_a_give_up_for_nothing():
    """Under track_limit=spend nothing gained during the round may push a track past 15 (the register's
    reading): a player whose three tracks are full may still give an action up, for nothing; with one
    track below 15, only for that animal."""
    full = position(GOOD.notation().replace("10.10.10/10.10.10", "15.15.15/10.10.10"))
    gives = {t for t in texts(full) if t.startswith("give up")}
    assert gives and all(t.endswith("for nothing") for t in gives)
    one = position(GOOD.notation().replace("10.10.10/10.10.10", "15.15.14/10.10.10"))
    assert {t for t in texts(one) if t.startswith("give up")} == {t.replace("nothing", "turkey") for t in gives}
    refused = one.check(one.parse_action("give up canoe for bison"))
    assert not refused.ok and refused.rule == "apacze.track.limit"


def test_the_last_rounds_surplus_is_settled_before_the_game_ends():
    """The reading's "after scoring, the last round's too": a track above 15 after the final scoring is
    bought or exchanged down before the game is over."""
    from tutor.games.apacze.constants import OVER, SETTLE
    from tutor.games.apacze.tutorial import STEPS
    last = next(s for s in STEPS if s.id == "winner").position.replace("animals 6.11.9", "animals 12.11.9")
    state = position(last)
    assert state.round == state.game.rounds - 1
    after = act(state, "give up canoe for turkey")   # the final scoring brings red 6 bison: 18
    assert after.phase == SETTLE and after.animals[0][0] == 18 and not after.is_terminal
    done = act(act(after, "exchange 3 bison for bison"), "exchange 3 bison for bison")
    assert done.phase == OVER and done.animals[0][0] == 14
