"""The rule-by-rule tables are complete: every registered game lists its rulebook's statements, every
statement has a rule, every rule of the game is in a statement, and every rule is exercised by a test."""
from __future__ import annotations

import pytest

from tutor.core import rules
from tutor.core.statements import Statement
from tutor.games import registered_games
from tutor.rulesdoc import statements
from tutor.rulesdoc import tests_by_rule as rule_tests

LISTED = registered_games()


@pytest.fixture(scope="module")
def tested():
    return rule_tests()


@pytest.mark.parametrize("info", LISTED, ids=[info.id for info in LISTED])
def test_every_statement_has_a_rule_and_every_rule_a_statement(info):
    listed = statements(info)
    assert listed, f"{info.id} lists no rulebook statements (rulebook.STATEMENTS)"
    assert [s.number for s in listed] == list(range(1, len(listed) + 1)), "number the statements 1, 2, 3, ..."
    game_rules = {r.id for r in rules(f"{info.id}.")}
    named = {r for s in listed for r in s.rules}
    assert named <= game_rules, f"statements name unknown rules: {sorted(named - game_rules)}"
    assert game_rules <= named, f"rules in no statement: {sorted(game_rules - named)}"
    register = {i.id for i in info.game.INTERPRETATIONS}
    for s in listed:
        assert s.status != "reading" or s.reading in register, f"statement {s.number}: no register entry {s.reading}"


@pytest.mark.parametrize("info", LISTED, ids=[info.id for info in LISTED])
def test_every_rule_is_exercised_by_a_test(info, tested):
    untested = sorted(r.id for r in rules(f"{info.id}.") if r.id not in tested)
    assert not untested, f"rules no test names (name the rule id in a test, or mark it rules(...)): {untested}"


def test_a_statement_must_say_how_it_is_implemented():
    with pytest.raises(ValueError):
        Statement(1, "Setup", "The box holds cards.")
    with pytest.raises(ValueError):
        Statement(1, "Setup", "Unclear.", ("x.y",), status="reading")
    with pytest.raises(ValueError):
        Statement(1, "Setup", "A picture.", status="not applicable")
    assert Statement(1, "Setup", "A picture.", status="not applicable", why="it describes the box").why
