"""Engine details: verdicts on refused actions, action texts, the log, chance weights."""
import random
from fractions import Fraction

import pytest

from tests.fort_apache.helpers import act, position, texts
from tutor.core import IllegalAction, rule
from tutor.core.play import chance_probabilities, random_action
from tutor.games import fort_apache


def _states(n: int, seed: int):
    rng = random.Random(seed)
    state = fort_apache.Game(gate="damage").new_state()
    for _ in range(n):
        if state.is_terminal:
            state = fort_apache.Game(gate="damage").new_state()
        yield state
        state = state.apply(random_action(state, rng))


def test_refused_actions_have_a_reason_and_a_registered_rule():
    states = list(_states(400, 1))
    pool = {a for s in states for a in s.legal_actions()}
    rng = random.Random(2)
    for state in states[::7]:
        legal = set(state.legal_actions())
        for action in rng.sample(sorted(pool), 40):
            verdict = state.check(action)
            assert verdict.ok == (action in legal), (state.notation(), str(action))
            assert verdict.reason and rule(verdict.rule)
            if not verdict.ok:
                with pytest.raises(IllegalAction):
                    state.apply(action)


EXAMPLES = ["roll 4", "roll 1 hit", "roll 3 hits", "cowboy 2 moves from north walkway to north yard",
            "cowboy 2 shoots from north walkway at indian 4",
            "indian 3 shoots a fire arrow from north cavalry at magazine", "indian 3 sets fire to granary",
            "cowboy 1 attacks indian 6", "indian 3 climbs at east", "cowboy 2 withdraws to magazine",
            "indian 1 withdraws to southeast camp", "indians play war cry for indian 3",
            "cowboys play bucket brigade at well", "cowboys play by a hair", "indians take the hit", "end turn"]


@pytest.mark.parametrize("text", EXAMPLES)
def test_every_kind_of_action_text_round_trips(text):
    assert str(fort_apache.parse_action(text)) == text


def test_not_an_action_is_refused():
    state = fort_apache.Game().new_state()
    assert not state.check("shoot!").ok
    with pytest.raises(IllegalAction):
        state.apply("shoot!")


def test_one_die_is_fair():
    state = act(position(), "cowboy 1 shoots from north walkway at indian 1")
    probabilities = chance_probabilities(state)
    assert sorted(str(a) for a in probabilities) == [f"roll {f}" for f in range(1, 7)]
    assert set(probabilities.values()) == {Fraction(1, 6)}


def test_the_log_reads_as_english():
    state = act(position(side="indians", indians="north-climbing " + "north-cavalry " * 5),
                "indian 1 shoots a fire arrow from north climbing at magazine", "roll 3", "end turn")
    assert state.events == ("the magazine burns: rubble marker on box 1",)
    assert [str(a) for a in state.history] == [
        "indian 1 shoots a fire arrow from north climbing at magazine", "roll 3", "end turn"]


def test_legal_actions_end_with_end_turn_and_name_figures_and_places():
    legal = texts(fort_apache.Game().new_state())
    assert legal[-1] == "end turn"
    assert "indian 1 shoots from east cavalry at cowboy 2" in legal


def test_game_log_lists_every_action_with_its_effects():
    from tutor.games.fort_apache.log import game_log

    state = fort_apache.Game().new_state()
    state = act(state, "indian 1 shoots from east cavalry at cowboy 2", "roll 1", "cowboys play by a hair", "end turn")
    assert game_log(state) == [
        "start -- 6 riders ride one zone clockwise",
        "indian 1 shoots from east cavalry at cowboy 2",
        "roll 1 -- indian 1 hits cowboy 2 -- cowboy 2 is hit",
        "cowboys play by a hair -- cowboy 2 survives the hit",
        "end turn",
    ]
    assert game_log(fort_apache.Game.parse(state.notation())) == []
