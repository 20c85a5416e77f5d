"""The Tribù engine beyond the rulebook sections: hidden information, notation, verdicts, options."""
import random

import pytest

from tests.tribu.helpers import act, position, texts
from tutor.core import NotationError, rule
from tutor.core.play import random_action
from tutor.games import tribu
from tutor.games.tribu.cards import BY_NAME, STEAL


def _random_states(players: int, steps: int, seed: int) -> list[tribu.State]:
    rng, state, seen = random.Random(seed), tribu.Game(players=players).new_state(), []
    for _ in range(steps):
        if state.is_terminal:
            break
        seen.append(state)
        state = state.apply(random_action(state, rng))
    return seen


def test_observation_never_shows_another_hand_nor_the_draw_pile():
    for state in _random_states(3, 600, seed=1)[::7]:
        for p in range(3):
            view = state.observation(p)
            fields = dict(f.strip().split(" ", 1) for f in view.split(" | ")[1:] if " " in f.strip())
            hands = fields["hands"].split(" / ")
            for q, shown in enumerate(hands):
                if q != p:
                    assert shown == f"{len(state.hands[q])} cards"
            assert fields["deck"] == f"{sum(state.deck)} cards"
            for q, chains in enumerate(fields["chains"].split(" / ")):
                if q != p and any(c.active >= 0 for c in state.chains[q]):
                    assert "[?]" in chains and not any(f"[{n}" in chains for n in ("lupo", "bisonte", "courage"))


def test_observation_is_the_same_whatever_the_other_hands_hold():
    one = position("lupo canoe / moon", "shaman[bisonte] / hunter[lupo]")
    two = position("lupo canoe / salmon", "shaman[bisonte] / hunter[courage-feathers]")
    assert one.observation(0) == two.observation(0)
    assert one.observation(1) != two.observation(1)
    assert "canoe" in one.observation(0) and "moon" not in one.observation(0)


def test_every_verdict_cites_a_registered_rule_and_explains_itself():
    states = _random_states(2, 500, seed=3)[::5]
    actions = {a for s in states for a in s.legal_actions()}
    for state in states:
        for action in sorted(actions)[::3]:
            verdict = state.check(action)
            assert rule(verdict.rule).text and verdict.reason
            assert verdict.ok == (action in state.legal_actions())


@pytest.mark.parametrize("text", [
    "board shaman", "card red statue", "draw", "draw from discard", "discard lupo", "play tribu shaman",
    "extend chain c with diorama canoe", "activate lupo on chain b", "swap active on chain b for bisonte",
    "play draw three", "play block on player 2 chain a", "play steal from player 2 chain a to chain c",
    "use active canoe from chain b on chain a", "attack player 2 chain a with lupo from chain c",
    "answer with courage feathers from chain b", "decline", "skip turn"])
def test_action_text_round_trips(text):
    assert str(tribu.parse_action(text)) == text
    assert str(tribu.parse_action("  " + text.upper() + " ")) == text


@pytest.mark.parametrize("old, new", [
    ("extend chain 2 with diorama canoe", "extend chain c with diorama canoe"),
    ("activate lupo on chain 1", "activate lupo on chain b"),
    ("swap active on chain 1 for bisonte", "swap active on chain b for bisonte"),
    ("play block on player 1 chain 0", "play block on player 2 chain a"),
    ("play steal from player 1 chain 0 to chain 2", "play steal from player 2 chain a to chain c"),
    ("use active canoe from chain 1 on chain 0", "use active canoe from chain b on chain a"),
    ("attack player 0 chain 0 with lupo from chain 2", "attack player 1 chain a with lupo from chain c"),
    ("answer with courage feathers from chain 1", "answer with courage feathers from chain b")])
def test_texts_written_before_chain_letters_keep_their_meaning(old, new):
    """The first action texts counted chains and players from 0 (``play block on player 1 chain 0``: the
    second player's first chain). Texts now count players from 1 and letter the chains; a chain written as a
    number marks the old form, which is still read as it was meant."""
    assert tribu.parse_action(old) == tribu.parse_action(new)
    assert str(tribu.parse_action(old)) == new


def test_one_text_is_in_one_form():
    with pytest.raises(NotationError, match="name every chain by its letter"):
        tribu.parse_action("play steal from player 2 chain a to chain 0")
    with pytest.raises(NotationError, match="player number"):
        tribu.parse_action("play block on player 0 chain a")  # players are counted from 1 beside a chain letter
    assert tribu.parse_action("play block on player 0 chain 0").player == 0  # the old form's first player


@pytest.mark.parametrize("text, words", [
    ("dance", "not a Tribù Indiani action"), ("discard dragon", "no card called 'dragon'"),
    ("play tribu canoe", "not a tribu card"), ("extend chain a with diorama lupo", "not a diorama card"),
    ("attack player 2 chain a with canoe from chain a", "not a evento card"), ("", "not a Tribù")])
def test_bad_action_text_says_why(text, words):
    with pytest.raises(NotationError, match=words):
        tribu.parse_action(text)


GOOD = position("lupo / canoe", "shaman.red-statue / -").notation()


@pytest.mark.parametrize("change, words", [
    (lambda t: "", "9 fields"),
    (lambda t: t.replace("tribu 2", "chess 2"), "starts with 'tribu'"),
    (lambda t: t.replace("tribu 2", "tribu 5"), "2 to 4 players"),
    (lambda t: t.replace("tribu 2", "tribu 2 speed=fast"), "is not an option"),
    (lambda t: t.replace("tribu 2", "tribu 2 block=forever"), "cannot be"),
    (lambda t: t.replace("tribu 2", "tribu 2 printing=90"), "printing"),
    (lambda t: t.replace("challenge 1", "round 1"), "challenge 1 dealer 0"),
    (lambda t: t.replace("totals 0,0", "totals 0"), "need 2 numbers"),
    (lambda t: t.replace("boards shaman,hunter", "boards shaman,shaman"), "different Capo"),
    (lambda t: t.replace("drawn 0", "dancing 0"), "should be a phase"),
    (lambda t: t.replace("drawn 0", "drawn 7"), "no seat 7"),
    (lambda t: t.replace("drawn 0", "answer 0"), "takes 5 number"),
    (lambda t: t.replace("drawn 0", "board 0"), "board phase"),
    (lambda t: t.replace("hands lupo", "hands 2*lupo"), "deck holds 4"),
    (lambda t: t.replace("hands lupo", "hands dragon"), "not a card"),
    (lambda t: t.replace("hands lupo / canoe", "hands lupo"), "1 players for a 2-player game"),
    (lambda t: t.replace("shaman.red-statue", "shaman.sun-flag"), "does not fit"),
    (lambda t: t.replace("shaman.red-statue", "shaman.red-statue ; shaman"), "no clones"),
    (lambda t: t.replace("shaman.red-statue", "shaman.red-statue[steal]"), "cannot be an active card"),
    (lambda t: t.replace("shaman.red-statue", "shaman red-statue"), "should read like"),
])
def test_bad_position_strings_raise_a_clear_notation_error(change, words):
    with pytest.raises(NotationError, match=words):
        tribu.Game.parse(change(GOOD))


def test_position_strings_round_trip_with_options():
    state = position("lupo / canoe", "shaman.red-statue[lupo]! / hunter#", options="printing=96 block=chain_only",
                     discard="moon salmon", played="draw-three")
    assert tribu.Game.parse(state.notation()) == state
    assert state.notation().startswith("tribu 2 printing=96 block=chain_only |")
    assert repr(state.game) == "tribu.Game(players=2, printing='96', block='chain_only')"


def test_game_refuses_bad_configurations():
    for kwargs, words in [({"players": 1}, "2 to 4"), ({"printing": "95"}, "printing"),
                          ({"ties": "coin"}, "cannot be")]:
        with pytest.raises(ValueError, match=words):
            tribu.Game(**kwargs)


def test_every_option_is_a_game_keyword():
    """(The published register page is kept up to date by tests/core/test_rulesdoc.py, for every game.)"""
    for entry in tribu.INTERPRETATIONS:
        if entry.option:
            for value in entry.values:
                assert tribu.Game(**{entry.option: value}).options[entry.option] == value
    assert all(r.id.startswith("tribu.") for r in tribu.RULES)


# --- every interpretation option changes behaviour ----------------------------------------------

def test_option_hand_size():
    hand = "draw-three canoe moon salmon red-statue sun-flag / -"
    for option, left in [("six_then_discard", 3), ("five_at_end", 1)]:
        state = position(hand, "- / -", discard="lupo moon", rest="played", options=f"hand_size={option}")
        state = act(state, "play draw three", "card lupo")  # the reshuffle held one card only
        assert state.phase == "discard3" and state.pending == (left,), option


def test_option_tribu_spheres():
    for option, table in [("count", 3 + 1), ("ignore", 1)]:
        state = position("- / -", "shaman.red-statue / -", "start 0", options=f"tribu_spheres={option}")
        assert state.score_sheets(None)[0].table == table


def test_option_multidiorama_colour():
    for option, bonus in [("neutral", 20), ("not_magic", 0)]:
        state = position("- / -", "shaman.red-statue.multidiorama.sun-flag.totem / -", "start 0",
                         options=f"multidiorama_colour={option}")
        assert state.score_sheets(None)[0].bonus == bonus


def test_option_strength_vs_bisonte():
    chains = "shaman[bisonte] / hunter.salmon.campfire[strength-feathers]"
    for option, answers in [("saves_one", 1), ("not_playable", 0)]:
        state = position("- / -", chains, "start 0", options=f"strength_vs_bisonte={option}")
        state = act(state, "attack player 2 chain a with bisonte from chain a")
        assert len([t for t in texts(state) if t.startswith("answer")]) == answers
    lupo = act(position("- / -", chains.replace("bisonte", "lupo"), "start 0",
                        options="strength_vs_bisonte=not_playable"), "attack player 2 chain a with lupo from chain a")
    assert "answer with strength feathers from chain a" in texts(lupo)


@pytest.mark.rules("tribu.azione.block")
def test_option_block():
    blocked = "shaman / hunter.salmon#"
    skip = position("- / moon", blocked, "start 1")
    assert texts(skip) == ["skip turn"]
    frozen = position("- / campfire", blocked, "start 1", options="block=chain_only")
    assert texts(frozen) == ["draw"]
    frozen = act(frozen, "draw", "card lupo")
    assert "extend chain a with diorama campfire" not in texts(frozen)
    verdict = frozen.check(frozen.parse_action("extend chain a with diorama campfire"))
    assert verdict.rule == "tribu.azione.block"
    after = act(frozen, "discard lupo")
    assert not after.chains[1][0].blocked and after.played[BY_NAME["block"]] == 1


def test_option_targets():
    chains = "shaman[lupo] / hunter.salmon / healer.campfire"
    for option, targets in [("any_opponent", {1, 2}), ("left_neighbour", {1})]:
        state = position("- / - / -", chains, "start 0", players=3, options=f"targets={option}")
        assert {a.player for a in state.legal_actions() if a.verb == tribu.actions.ATTACK} == targets
    narrow = position("- / - / -", chains, "start 0", players=3, options="targets=left_neighbour")
    assert "left_neighbour" in narrow.check(narrow.parse_action("attack player 3 chain a with lupo from chain a")).reason


def test_option_ties():
    for option, over in [("share", True), ("play_on", False)]:
        state = position("lupo / moon", "hunter.salmon / hunter.salmon", discard="block", rest="played",
                         totals="98,98", options=f"ties={option}")
        state = act(state, "discard lupo")  # no Diorama left: both score 4 and reach 102
        assert state.is_terminal == over
        if over:
            assert state.outcome().winners == (0, 1)


def test_option_printing():
    short = tribu.Game(printing="96")
    assert short.deck[STEAL] == 0 and sum(short.deck) == 96
    state = short.new_state()
    state = act(state, "board shaman", "board hunter")
    assert state.parse_action("card steal") not in dict(state.chance_outcomes())


@pytest.mark.rules("tribu.turn.discard")
def test_the_tutor_closes_an_endless_challenge_without_hostile_spheres():
    from tutor.games.tribu.constants import MAX_ROUNDS
    state = position("lupo / moon", "shaman.red-statue / hunter.salmon", turns=2 * MAX_ROUNDS - 1)
    after = act(state, "discard lupo")
    assert after.challenge == 2 and after.last == (3 + 1, 2 + 2)  # moon in hand costs nothing
    assert state.check(state.parse_action("discard lupo")).rule == "tribu.turn.discard"


def test_malformed_actions_are_refused_with_a_reason():
    state = position("- / -", "shaman[lupo] / hunter.salmon", "start 0")
    for text, words in [("attack player 10 chain a with lupo from chain a", "no player 10"),
                        ("attack player 2 chain f with lupo from chain a", "no chain F"),
                        ("attack player 1 chain a with lupo from chain a", "opponent's chain")]:
        verdict = state.check(state.parse_action(text))
        assert not verdict.ok and words in verdict.reason
    odd = tribu.Action(tribu.actions.EXTEND, 999, 0)
    assert "card #999" in str(odd) and not state.check(odd).ok
    assert not state.check("junk").ok
