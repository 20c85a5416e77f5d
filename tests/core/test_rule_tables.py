"""The rule-by-rule tables are complete: every registered game lists its rulebook's statements, every
statement has a rule, every rule of the game is in a statement, and every rule is exercised by a test: a test
marked ``@pytest.mark.rules(<id>)``, which ``tests/conftest.py`` fails unless its run cites the rule (a verdict
built, an event told or an action applied names it)."""
from __future__ import annotations

from pathlib import Path

import pytest

from tutor.core import Event, Verdict, rules
from tutor.core.rules import CITED, cite, recording
from tutor.core.statements import Statement
from tutor.games import apache, registered_games
from tutor.rulesdoc import statements
from tutor.rulesdoc import tests_by_rule as rule_tests

pytest_plugins = ["pytester"]

LISTED = registered_games()

#: Rules the engine applies without naming them anywhere a test can see (setup, board geometry, scoring, the
#: end of a game, costs and limits checked inside other rules' verdicts) and that no marked test's run cites yet.
#: Empty now: each such rule is cited where the engine applies it (``tutor.core.rules.cite``). The list only
#: shrinks: a rule the engine stops citing must get its citation back, not a place here.
NOT_CITED: frozenset[str] = frozenset()  # empty: every rule is cited by a marked test; keep it so


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
    untested = {r.id for r in rules(f"{info.id}.") if r.id not in tested}
    waiting = {rule_id for rule_id in NOT_CITED if rule_id.startswith(f"{info.id}.")}
    assert not untested - waiting, (f"rules no test is marked with (mark a test whose run cites the rule "
                                    f"@pytest.mark.rules(...)): {sorted(untested - waiting)}")
    assert not waiting - untested, f"tested now: take them out of NOT_CITED: {sorted(waiting - untested)}"


def test_the_rules_not_cited_yet_are_registered():
    assert NOT_CITED <= {r.id for r in rules()}


def test_a_recording_collects_the_rules_of_verdicts_events_and_applied_actions():
    state = apache.Game(colours=("red", "yellow", "purple")).new_state()
    assert CITED.ids is None
    with recording() as cited:
        Verdict(False, "apache.claim.window", "too early")
        Event("a fire", "fort_apache.building.fire")
        Event("nothing in particular")
        state.apply(state.legal_actions()[0])
        with recording() as inner:
            Verdict(True, "apache.claim.speed", "fastest first")
    assert CITED.ids is None and not CITED.applied
    assert inner.every_rule() == {"apache.claim.speed"}
    applied = state.check(state.legal_actions()[0]).rule
    assert cited.ids == {"apache.claim.window", "fort_apache.building.fire", "apache.claim.speed"}  # applied: unread
    assert cited.cites({"apache.claim.window"}) == {"apache.claim.window"} and applied not in cited.ids
    assert cited.cites({applied, "apache.booty.chief"}) == {applied}
    assert cited.every_rule() == {"apache.claim.window", "fort_apache.building.fire", applied, "apache.claim.speed"}
    Verdict(False, "apache.claim.window", "outside a recording nothing is kept")
    cite("apache.end.scoring")
    assert CITED.ids is None


def test_the_engine_may_cite_a_rule_it_applies_without_a_verdict():
    with recording() as cited:
        cite("apache.end.scoring")
    assert cited.every_rule() == {"apache.end.scoring"}


def test_the_tables_read_markers_not_rule_ids_written_in_a_test(tmp_path: Path):
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_x.py").write_text(
        "import pytest\n"
        "pytestmark = [pytest.mark.slow, pytest.mark.rules('apache.turn.reveal')]\n"
        "def test_names_a_rule_in_a_string():\n    assert 'apache.claim.window'\n"
        "@pytest.mark.rules('apache.booty.chief', 'no.such.rule')\n"
        "def test_marked():\n    pass\n"
        "@pytest.mark.rules('apache.claim.punishment')\n"
        "class TestGroup:\n    def test_inside(self):\n        pass\n", encoding="utf-8")
    assert rule_tests(tmp_path / "tests") == {
        "apache.turn.reveal": ["tests/test_x.py::test_inside", "tests/test_x.py::test_marked",
                               "tests/test_x.py::test_names_a_rule_in_a_string"],
        "apache.booty.chief": ["tests/test_x.py::test_marked"],
        "apache.claim.punishment": ["tests/test_x.py::test_inside"]}


CONFTEST = Path(__file__).resolve().parents[1] / "conftest.py"


def test_a_marked_test_fails_unless_its_run_cites_the_rule(pytester):
    pytester.makeconftest(CONFTEST.read_text(encoding="utf-8"))
    pytester.makepyfile(test_cites="""
        import pytest
        from tutor.core import Verdict
        from tutor.games import apache

        @pytest.mark.rules("apache.claim.window")
        def test_cites():
            Verdict(False, "apache.claim.window", "too early")

        @pytest.mark.rules("apache.turn.reveal")
        def test_applies_it():
            state = apache.Game(colours=("red", "yellow")).new_state()
            state.apply(state.legal_actions()[0])

        @pytest.mark.rules("apache.claim.window")
        def test_only_names_it():
            assert "apache.claim.window"

        @pytest.mark.rules("apache.no.such.rule")
        def test_unknown():
            Verdict(False, "apache.no.such.rule", "?")
    """)
    result = pytester.runpytest_inprocess("-p", "no:cacheprovider", "-p", "no:playwright")  # its soft assertions nest
    result.assert_outcomes(passed=2, failed=2)
    result.stdout.fnmatch_lines(["*never cites*apache.claim.window*", "*not registered*apache.no.such.rule*"])


def test_a_statement_must_say_how_it_is_implemented():
    with pytest.raises(ValueError):
        Statement(1, "Setup", "The box holds cards.")
    with pytest.raises(ValueError):
        Statement(1, "Setup", "Unclear.", ("x.y",), status="reading")
    with pytest.raises(ValueError):
        Statement(1, "Setup", "A picture.", status="not applicable")
    assert Statement(1, "Setup", "A picture.", status="not applicable", why="it describes the box").why
