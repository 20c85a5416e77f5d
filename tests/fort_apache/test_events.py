"""What happens by itself during an action (a state's ``events``) names the rule that made it happen, so
pages link the rule without reading the words (tutor.core.Event); the events read as their words as before."""
from __future__ import annotations

import copy
import pickle

import pytest

from tests.helpers import random_states
from tutor.core import Event, rule
from tutor.games import fort_apache
from tutor.widgets.fort_apache_play import event_rule


def every_event(games: int = 60) -> list[Event]:
    return [event for seed in range(games) for state in random_states(fort_apache.Game().new_state(), seed)
            for event in state.events]


@pytest.mark.rules(
    "fort_apache.control.withdraw", "fort_apache.fire.kindle", "fort_apache.indians.climb", "fort_apache.resolve.dice",
    "fort_apache.turn.ride")
def test_every_event_of_random_battles_names_a_rule_of_the_game():
    events = every_event()
    assert len(events) > 1000
    for event in events:
        assert isinstance(event, Event) and isinstance(event, str)
        assert rule(event.rule).id.startswith("fort_apache.")  # a registered rule, or KeyError names it
    told = {event.rule for event in events}
    # the kinds of event random battles set off, each under its own rule
    assert {"fort_apache.resolve.dice", "fort_apache.turn.ride", "fort_apache.indians.climb",
            "fort_apache.fire.kindle", "fort_apache.control.withdraw"} <= told


@pytest.mark.rules("fort_apache.magazine.explosion")
def test_an_event_is_its_words_and_keeps_its_rule_when_copied():
    event = Event("the magazine burns down and explodes", "fort_apache.magazine.explosion")
    assert event == "the magazine burns down and explodes" and hash(event) == hash(str(event))
    for copied in (pickle.loads(pickle.dumps(event)), copy.deepcopy(event), copy.copy(event)):
        assert copied == event and copied.rule == event.rule and isinstance(copied, Event)
    assert event_rule(event) == "fort_apache.magazine.explosion"
    assert event_rule("a plain text") == ""  # no rule guessed from words


@pytest.mark.rules("fort_apache.magazine.explosion")
def test_the_magazine_exploding_is_told_with_its_rule():
    burning = [e for e in every_event(200) if "explodes" in e]
    assert burning and all(e.rule == "fort_apache.magazine.explosion" for e in burning)
