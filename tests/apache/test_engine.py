"""The Apache engine beyond the rulebook examples: interpretations, notation errors, verdicts."""
import pytest

from tests.apache.helpers import act, position
from tutor.core import IllegalAction, NotationError, rule
from tutor.games import apache
from tutor.games.apache.cards import BUFFALO, TEEPEE, indian

RYP = "apache red,yellow,purple base"


def test_every_verdict_cites_a_registered_rule():
    state = position(f"{RYP} | window red | table rH B | piles - / - / - | out - | pow -")
    for text in ["red plays hunter", "yellow plays chief", "close", "reveal buffalo", "green plays hunter",
                 "red takes buffalo"]:
        verdict = state.check(state.parse_action(text))
        assert rule(verdict.rule).text


def test_action_text_round_trips_and_bad_text_says_why():
    state = apache.Game().new_state()
    for text in ["reveal totem pole", "red plays chief", "close", "yellow takes necklaces",
                 "purple captures green warrior", "red marries yellow maiden"]:
        assert str(state.parse_action(text)) == text
    assert str(state.parse_action("  Red  TAKES teepees ")) == "red takes teepees"
    for bad, words in [("reveal dragon", "no prairie card"), ("red plays shaman", "hand card"),
                       ("red eats buffalo", "unknown verb"), ("hello", "not an Apache action"),
                       ("red captures buffalo", "not an Indian card")]:
        with pytest.raises(NotationError, match=words):
            state.parse_action(bad)


@pytest.mark.rules("apache.claim.window")
def test_illegal_action_leaves_the_state_unchanged():
    state = position(f"{RYP} | reveal red | table rH | piles - / - / - | out - | pow -")
    before = state.notation()
    with pytest.raises(IllegalAction) as error:
        state.apply(state.parse_action("red plays hunter"))
    assert error.value.verdict.rule == "apache.claim.window"
    assert state.notation() == before and state.history == ()


@pytest.mark.parametrize("text, words", [
    ("", "6 fields"),
    ("chess | a | b | c | d | e", "starts with 'apache'"),
    ("apache red base | reveal red | table - | piles - | out - | pow -", "2 to 5 players"),
    ("apache red,pink base | reveal red | table - | piles - / - | out - | pow -", "not a colour"),
    ("apache red,yellow feud | reveal red | table - | piles - / - | out - | pow -", "not a variant"),
    ("apache red,yellow base speed=fast | reveal red | table - | piles - / - | out - | pow -", "not an option"),
    ("apache red,yellow base last_window=never | reveal red | table - | piles - / - | out - | pow -", "cannot be"),
    ("apache red,yellow base | dance red | table - | piles - / - | out - | pow -", "phase"),
    ("apache red,yellow base | reveal green | table - | piles - / - | out - | pow -", "phase"),
    ("apache red,yellow base | reveal red | table 4rH | piles - / - | out - | pow -", "box holds 3"),
    ("apache red,yellow base | reveal red | table xx | piles - / - | out - | pow -", "not a card"),
    ("apache red,yellow base | reveal red | table - | piles - | out - | pow -", "2 players"),
    ("apache red,yellow base | reveal red | table - | piles rH.zz / - | out - | pow -", "victory pile"),
    ("apache red,yellow base | window red | table - | piles - / - | out - | pow gH!", "nobody plays green"),
    ("apache red,yellow base | window red | table - | piles - / - | out - | pow rH! rM!", "two hand cards"),
    ("apache red,yellow base | window red | table - | piles - / - | out - | pow rH", "'!'"),
    ("apache red,yellow base | reveal red | table - | piles - / - | out - | pow rH!", "Pow-Wow board"),
    ("apache red,yellow base | resolve red | table - | piles - / - | out - | pow rH!", "no claim to choose"),
])
def test_malformed_position_strings_get_a_clear_message(text, words):
    with pytest.raises(NotationError, match=words):
        apache.Game.parse(text)


def test_options_are_validated_with_the_allowed_values():
    with pytest.raises(ValueError, match="until_quiet"):
        apache.Game(last_window="sometimes")
    with pytest.raises(ValueError, match="2 to 5"):
        apache.Game(colours=("red",) * 6)
    with pytest.raises(ValueError, match="own"):
        apache.Game(colours=("red", "red"))
    with pytest.raises(ValueError, match="seat"):
        apache.Game(first_player=3)
    game = apache.Game(first_player=2, next_revealer="clockwise")
    assert apache.Game.parse(game.new_state().notation()).game == game
    assert "next_revealer='clockwise'" in repr(game)


@pytest.mark.rules("apache.turn.next_revealer")
def test_next_revealer_clockwise_reading():
    text = "apache red,yellow,purple base next_revealer=clockwise | window red | table yH B | piles - / - / - | out - | pow -"
    state = act(position(text), "yellow plays hunter", "close", "yellow takes buffalo")
    assert state.turn == 1 and state.is_chance
    default = act(position(text.replace(" next_revealer=clockwise", "")), "purple plays hunter",
                  "yellow plays hunter", "close", "yellow takes buffalo")
    assert default.turn == 1  # yellow played last; purple's mistaken play came first


def _last_card_position(game_header: str, table: str) -> apache.State:
    rest = list(apache.cards.BOX)
    for token in table.split():
        rest[apache.cards.CARD_BY_CODE[token]] -= 1
    rest[BUFFALO] -= 1  # the last face-down card
    out = " ".join(f"{n}{apache.cards.card_code(t)}" for t, n in enumerate(rest) if n)
    return position(f"{game_header} | reveal red | table {table} | piles - / - | out {out} | pow -")


def test_last_window_until_quiet_reading_repeats_windows_while_claims_happen():
    state = _last_card_position("apache red,yellow base last_window=until_quiet", "rH rM N")
    state = act(state, "reveal buffalo", "red plays hunter", "close", "red takes buffalo")
    assert state.phase_name == "window"  # another chance to claim
    state = act(state, "red plays maiden", "close", "red takes necklaces")
    assert state.phase_name == "window"
    assert act(state, "close").is_terminal
    punished_only = act(state, "yellow plays hunter", "close")
    assert punished_only.is_terminal  # a window with no possible claim ends the game
    one = _last_card_position("apache red,yellow base", "rH rM N")
    assert act(one, "reveal buffalo", "red plays hunter", "close", "red takes buffalo").is_terminal


def test_chief_prisoner_readings():
    table = "rC rH yC T"
    any_ = act(position(f"{RYP} | window red | table {table} | piles - / - / - | out - | pow -"), "red plays chief", "close")
    assert [str(a) for a in any_.legal_actions()] == ["red captures red hunter", "red captures yellow chief"]
    header = "apache red,yellow,purple base chief_captures_own_colour=no chief_captures_chiefs=no"
    strict = position(f"{header} | window red | table {table} | piles - / - / - | out - | pow -")
    verdict = strict.check(strict.parse_action("red plays chief"))
    assert verdict.penalty  # no prisoner it may take, so the play would be punished


def test_victory_pile_readings_decide_what_punishment_takes():
    for pile_option, lost in [("stack", {indian(0, 3), BUFFALO}), ("buffalo_bottom", {TEEPEE, indian(0, 3)})]:
        header = f"apache red,yellow base victory_pile={pile_option}"
        state = position(f"{header} | window red | table rH B | piles P | out - | pow -".replace("piles P", "piles P / -"))
        state = act(state, "red plays hunter", "close", "red takes buffalo")
        state = act(state, "reveal buffalo", "red plays chief", "close")
        removed = {t for t, n in enumerate(state.out) if n}
        assert removed == lost, pile_option


def test_wedding_readings():
    table = "rM rW P"
    header = "apache red,yellow wedding"
    any_ = act(position(f"{header} | window red | table {table} | piles - / - | out - | pow -"), "red plays maiden", "close")
    assert "red marries red warrior" in [str(a) for a in any_.legal_actions()]
    other = act(position(f"{header} wedding_partner=other_colour | window red | table {table} | piles - / - | out - | pow -"),
                "red plays maiden", "close")
    assert [str(a) for a in other.legal_actions()] == ["red takes teepees"]


@pytest.mark.rules("apache.variant.shared_booty")
def test_shared_booty_readings():
    header = "apache red,yellow shared_booty"
    table = "2rH gH B"
    state = position(f"{header} | window red | table {table} | piles - / - | out - | pow -")
    italian = act(state, "red plays hunter", "close", "red takes buffalo")
    assert italian.scores() == (3, 0)  # red hunter, green ally, buffalo; the second red hunter stays
    english = position(f"{header} shared_booty_allies=not_other_players | window red | table {table} | piles - / - | out - | pow -")
    assert act(english, "red plays hunter", "close", "red takes buffalo").scores() == (4, 0)
    wedding = "apache red,yellow shared_booty+wedding"
    for allies, score in [("", 5), (" wedding_allies=none", 4)]:
        state = position(f"{wedding}{allies} | window red | table rM gM yW P | piles - / - | out - | pow -")
        married = act(state, "red plays maiden", "close", "red marries yellow warrior")
        assert married.scores() == (score - 1, 0), allies


def test_scores_and_events_read_naturally():
    state = position(f"{RYP} | window red | table rH 2B | piles - / - / - | out - | pow -")
    state = act(state, "red plays hunter", "yellow plays maiden", "close", "red takes buffalo")
    assert state.events == ("red claims red hunter, 2 buffalo",
                            "yellow's maiden could not claim anything when played: punished, loses nothing "
                            "(empty victory pile)")
    assert state.scores() == (3, 0, 0)


def test_until_quiet_register_says_what_the_engine_does_with_a_punished_last_window():
    """Issue #21: the register said windows repeat 'until one passes with no play', yet a final window whose
    only play was punished ends the game. The engine keeps that (a punished play claims nothing; counting it
    would let an empty-handed player prolong the game for ever) and the register now says so."""
    state = _last_card_position("apache red,yellow base last_window=until_quiet", "rH N")
    state = act(state, "reveal buffalo", "red plays hunter", "close", "red takes buffalo")
    assert state.phase_name == "window"
    assert act(state, "yellow plays hunter", "close").is_terminal  # only a punished play: the game ends
    reading = next(r for r in apache.Game.INTERPRETATIONS if r.option == "last_window")
    quiet = next(r for r in reading.readings if r.value == "until_quiet")
    assert "no play" not in quiet.label and "punished" in quiet.text and "claim" in quiet.label


@pytest.mark.rules("apache.claim.one_indian")
def test_a_chief_never_captures_his_twin():
    """Issue #21: of two identical Indians on the table one claims and the other stays (apache.claim.one_indian);
    a chief took his identical twin prisoner."""
    twin = position(f"{RYP} | window red | table 2rC T | piles - / - / - | out - | pow -")
    verdict = twin.check(twin.parse_action("red plays chief"))
    assert verdict.penalty and "twin" in verdict.reason  # nothing to take: the play would be punished
    with_hunter = act(position(f"{RYP} | window red | table 2rC rH T | piles - / - / - | out - | pow -"),
                      "red plays chief", "close")
    assert [str(a) for a in with_hunter.legal_actions()] == ["red captures red hunter"]
    refused = with_hunter.check(with_hunter.parse_action("red captures red chief"))
    assert not refused.ok and refused.rule == "apache.claim.one_indian"
    other = act(position(f"{RYP} | window red | table rC yC T | piles - / - / - | out - | pow -"), "red plays chief",
                "close")
    assert [str(a) for a in other.legal_actions()] == ["red captures yellow chief"]  # another colour's chief: fine


def test_a_refused_chief_names_the_real_cause():
    """Issue #21: under chief_captures_own_colour=no the refusal said 'needs another male Indian face up'
    while one was; it names the reading that forbids him."""
    header = "apache red,yellow,purple base chief_captures_own_colour=no"
    state = position(f"{header} | window red | table rC rH T | piles - / - / - | out - | pow -")
    verdict = state.check(state.parse_action("red plays chief"))
    assert verdict.penalty and "needs another male Indian" not in verdict.reason
    assert "chief_captures_own_colour=no" in verdict.reason
    both = position(f"{header} chief_captures_chiefs=no | window red | table rC rH yC T | piles - / - / - | out - "
                    "| pow -")
    reason = both.check(both.parse_action("red plays chief")).reason
    assert "chief_captures_chiefs=no" in reason and "chief_captures_own_colour=no" in reason
    alone = position(f"{RYP} | window red | table rC yM T | piles - / - / - | out - | pow -")
    assert "needs another male Indian" in alone.check(alone.parse_action("red plays chief")).reason


@pytest.mark.rules("apache.claim.speed", "apache.claim.window")
def test_a_claim_out_of_turn_cites_the_rule_that_refuses_it():
    """Issue #21: 'red takes buffalo' before any reveal cited the speed rule; so did a claim by a player with
    no card on the Pow-Wow board."""
    start = apache.Game().new_state()
    verdict = start.check(start.parse_action("red takes buffalo"))
    assert not verdict.ok and verdict.rule == "apache.claim.window" and "red plays hunter" in verdict.reason
    window = position(f"{RYP} | window red | table rH B | piles - / - / - | out - | pow -")
    assert window.check(window.parse_action("red takes buffalo")).rule == "apache.claim.window"
    settling = act(position(f"{RYP} | window red | table rH yH B N rM | piles - / - / - | out - | pow -"),
                   "yellow plays hunter", "red plays maiden", "close")
    assert settling.check(settling.parse_action("purple takes buffalo")).rule == "apache.claim.window"
    assert settling.check(settling.parse_action("red takes necklaces")).rule == "apache.claim.speed"


@pytest.mark.rules("apache.booty.chief", "apache.setup.hands")
def test_a_claim_for_a_colour_nobody_plays_or_by_a_lone_chief_on_himself_says_so():
    """More of the same kind (#21): a claim named for a colour nobody plays cited the speed or window rule;
    a lone chief naming himself as prisoner was told of a twin he does not have."""
    settling = act(position(f"{RYP} | window red | table rC T yH | piles - / - / - | out - | pow -"),
                   "red plays chief", "close")
    for text in ("green takes buffalo", "green captures yellow hunter"):
        verdict = settling.check(settling.parse_action(text))
        assert verdict.rule == "apache.setup.hands" and "nobody plays green" in verdict.reason
    start = apache.Game().new_state()
    assert start.check(start.parse_action("green takes buffalo")).rule == "apache.setup.hands"
    alone = settling.check(settling.parse_action("red captures red chief"))
    assert alone.rule == "apache.booty.chief" and "twin" not in alone.reason and "no other" in alone.reason
