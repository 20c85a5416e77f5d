"""Every rule taught (issue #21): each game's tutorial has a step teaching each rule of its rule table.

Derived from the tables: a rule added to a game's ``rulebook.toml`` and taught by no step of its
``tutorial.toml`` (a step's ``rules``) fails here, naming the rule. A rule cited only in the feedback to a
wrong choice does not count: a learner who answers right never reads it.
"""
from __future__ import annotations


import pytest

from tutor.core import rules
from tutor.games import registered_games

GAMES = registered_games()


@pytest.mark.parametrize("info", GAMES, ids=[info.id for info in GAMES])
def test_the_tutorial_teaches_every_rule_of_the_table(info):
    steps = info.tutorial
    taught = {rule for step in steps for rule in step.rules}
    missing = [rule.id for rule in rules(f"{info.id}.") if rule.id not in taught]
    assert not missing, f"{info.title}'s tutorial teaches no step on: {', '.join(missing)}"
