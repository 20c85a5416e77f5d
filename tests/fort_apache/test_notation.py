"""Position strings and action texts: round trips and clear errors."""
import pytest

from tests.fort_apache.helpers import act, position, texts
from tutor.core import NotationError
from tutor.games import fort_apache

START = fort_apache.Game().new_state().notation()


def test_new_game_position_round_trips():
    state = fort_apache.Game(gate="damage", first="cowboys").new_state()
    assert state.notation().startswith("fort_apache gate=damage first=cowboys | turn cowboys 1 act")
    assert fort_apache.Game.parse(state.notation()) == state


def test_mid_roll_position_round_trips():
    state = act(position(), "cowboy 1 shoots from north walkway at indian 1")
    assert "pending shot/c1/i1/1" in state.notation()
    assert fort_apache.Game.parse(state.notation()) == state


@pytest.mark.parametrize("text", [
    "action text",
    "cowboy 5 moves from north walkway to north yard",
    "indian 2 climbs at middle",
    "cowboy 1 moves from north walkway to the moon",
    "cowboys play war cry",
    "indians play war cry",
    "cowboys play by a hair at well",
    "roll 7",
])
def test_bad_action_texts_say_what_is_wrong(text):
    with pytest.raises(NotationError) as error:
        fort_apache.parse_action(text)
    assert text in str(error.value)


def test_action_text_is_forgiving_about_spaces_and_capitals():
    assert str(fort_apache.parse_action("  Cowboy 2   SHOOTS from North Walkway at Indian 4 ")) == \
        "cowboy 2 shoots from north walkway at indian 4"
    assert str(fort_apache.parse_action("roll 1 hits")) == "roll 1 hit"


BAD_POSITIONS = [
    ("", "9 fields"),
    ("chess | a | b | c | d | e | f | g | h", "starts with 'fort_apache'"),
    (START.replace("fort_apache", "fort_apache gate=maybe"), "gate"),
    (START.replace("turn indians 1 act", "turn pirates 1 act"), "turn <cowboys|indians>"),
    (START.replace("cowboys north-walkway", "cowboys north-cavalry"), "never leave the fort"),
    (START.replace("cowboys north-walkway", "cowboys mars"), "not a place"),
    (START.replace("cowboys north-walkway east-walkway", "cowboys north-walkway"), "there are 4"),
    (START.replace("magazine=0", "magazine=9"), "damage from 0 to 3"),
    (START.replace("gate=0", "gate=5"), "gate=5"),
    (START.replace("cowboys=a0/0", "cowboys=a0/3"), "never above the black"),
    (START.replace("cowboys=2.2.2.1.1.1", "cowboys=2.2"), "6 counts"),
    (START.replace("pending -", "pending shot/c9/i1/2"), "not a figure"),
    (START.replace("turn indians 1 act", "turn indians 1 roll"), "pending roll"),
    (START.replace("withdraw -", "withdraw water"), "withdraw should be"),
    (START.replace("turn indians 1 act", "turn indians 1 over"), "how it ended"),
]


@pytest.mark.parametrize("text,message", BAD_POSITIONS, ids=[m for _, m in BAD_POSITIONS])
def test_bad_position_strings_give_a_clear_notation_error(text, message):
    with pytest.raises(NotationError) as error:
        fort_apache.Game.parse(text)
    assert message in str(error.value)


def test_a_position_string_must_be_text():
    with pytest.raises(NotationError):
        fort_apache.Game.parse(None)


def test_a_waiting_hit_needs_a_survive_card():
    text = START.replace("turn indians 1 act", "turn indians 1 save").replace("threat -", "threat c1")
    assert fort_apache.Game.parse(text).legal_actions()[0] == fort_apache.parse_action("cowboys play by a hair")
    with pytest.raises(NotationError, match="no survive card"):
        fort_apache.Game.parse(text.replace("cowboys=2.2.2.1.1.1", "cowboys=0.2.2.1.1.1"))


def test_the_documented_example_reads_and_writes_back():
    from tutor.games.fort_apache import notation

    example = " ".join(notation.__doc__.split("::")[1].strip().split("\n\n")[0].split())
    assert fort_apache.Game.parse(example).notation() == example


# --- the figures sent for supplies this turn (issue #21) ----------------------------------------------------

def _after_a_trip_for_supplies():
    """Cowboy 1's shot empties the ammunition column: cowboy 2 goes to the magazine and rests."""
    state = act(position(supply="cowboys=a6/0,e0/0 indians=a0/0,e0/0"), "cowboy 1 shoots from north walkway at indian 1")
    return act(act(state, "roll 6"), "cowboy 2 withdraws to magazine")


def test_a_cowboy_sent_for_supplies_stays_resting_in_a_link():
    state = _after_a_trip_for_supplies()
    assert state.notation().endswith("last c1 resting c2")
    again = fort_apache.Game.parse(state.notation())
    assert again == state and again.notation() == state.notation()
    # second wind raises the shooter, never the cowboy who went for supplies, in the game and in its link
    for s in (state, again):
        assert [t for t in texts(s) if "second wind" in t] == ["cowboys play second wind for cowboy 1"]


def test_resting_is_part_of_the_position():
    state = _after_a_trip_for_supplies()
    forgotten = fort_apache.Game.parse(state.notation().replace("resting c2", "resting -"))
    assert forgotten != state
    assert "cowboys play second wind for cowboy 2" in texts(forgotten)


def test_a_cowboy_who_walked_into_the_magazine_may_get_second_wind():
    state = act(position(), "cowboy 2 moves from east walkway to magazine")
    assert state.notation().endswith("last c2")  # nobody rests: the string is the one it always was
    assert "cowboys play second wind for cowboy 2" in texts(fort_apache.Game.parse(state.notation()))


def test_a_string_from_before_resting_still_reads_with_its_old_meaning():
    # the old meaning: an Indian lying in a camp went there for supplies; no cowboy rests
    old = position(side="indians", indians="north-cavalry* southeast-camp* north-cavalry south-cavalry south-cavalry south-cavalry",
                   supply="cowboys=a0/0,e0/0 indians=a0/0,e1/1", tail="threat - withdraw - last i1")
    assert old.notation().endswith("last i1")  # and it is written as it always was
    assert [t for t in texts(old) if "war cry" in t] == ["indians play war cry for indian 1"]
    written = position(side="indians", indians="north-cavalry* southeast-camp* north-cavalry south-cavalry south-cavalry "
                       "south-cavalry", supply="cowboys=a0/0,e0/0 indians=a0/0,e1/1",
                       tail="threat - withdraw - last i1 resting i2")
    assert written == old and written.notation() == old.notation()
    cowboy = position(cowboys="north-walkway* magazine* south-walkway west-walkway", tail="threat - withdraw - last c1")
    assert cowboy.notation().endswith("last c1")
    assert "cowboys play second wind for cowboy 2" in texts(cowboy)


@pytest.mark.parametrize("tail,message", [
    ("threat - withdraw - last c1 resting c9", "not a figure"),
    ("threat - withdraw - last c1 resting c2+c2", "once each"),
    ("threat - withdraw - last c1 resting", "resting <figures|->"),
    ("threat - withdraw - last c1 rested c2", "resting <figures|->"),
    ("threat - withdraw - last c1 resting c3", "lies down"),
    ("threat - withdraw - last c1 resting c1", "where supplies are fetched"),
])
def test_bad_resting_fields_say_what_is_wrong(tail, message):
    with pytest.raises(NotationError, match=message):
        position(cowboys="north-walkway* magazine* south-walkway west-walkway", tail=tail)


def test_an_indian_lying_in_a_camp_without_a_trip_says_so():
    """The one case where a string without the field would mean too much: written with 'resting -'."""
    camp = position(side="indians", indians="southeast-camp* north-cavalry north-cavalry south-cavalry south-cavalry "
                    "south-cavalry", tail="threat - withdraw - last i1 resting -")
    assert camp.notation().endswith("last i1 resting -")
    assert "indians play war cry for indian 1" in texts(camp)
    assert fort_apache.Game.parse(camp.notation()) == camp
