"""The rules reference page (tutor.widgets.reference), for every registered game: every rule under its
rulebook section in the rulebook's order, the register's readings, links to the tutorial steps and to a
position where the rule decides something, the search, ``?rule=`` and ``?step=`` links, and verdicts
whose rule ids link to the reference."""
from __future__ import annotations

import re
from html import escape, unescape
from types import SimpleNamespace
from urllib.parse import parse_qs, urlsplit

import pytest

from tutor.core import rule, rules
from tutor.core.i18n import tr, using
from tutor.core.match import MatchError
from tutor.games import game_info, registered_games
from tutor.rulesdoc import statements
from tutor.core.tutorial import Steps
from tutor.widgets.common import MessageLine
from tutor.widgets.common import refusal
from tutor.widgets.reference import (MAX_SEARCH, RulesPage, linked, query_rule, query_step, reference,
                                     rule_href, rule_link)

from .helpers import buttons
from tests.helpers import page_module

GAMES = [info.id for info in registered_games()]


def shown(page: RulesPage) -> list[str]:
    """The rule ids the page lists, in order, as a browser sees them."""
    return re.findall(r"data-rule='([^']+)'", page.rules.value)


def steps(game_id: str) -> tuple:
    return game_info(game_id).tutorial


@pytest.mark.parametrize("game_id", GAMES)
def test_every_rule_is_listed_once_under_its_section_in_the_rulebooks_order(game_id: str):
    info = game_info(game_id)
    ref = reference(game_id)
    assert sorted(e.rule.id for e in ref.entries) == sorted(r.id for r in rules(f"{game_id}."))
    naming: dict[str, list[str]] = {}  # rule id -> the sections of the statements it implements, in order
    for s in statements(info):
        for rule_id in s.rules:
            naming.setdefault(rule_id, []).append(s.section)
    order = list(dict.fromkeys(s.section for s in statements(info)))
    titles = [title for title, _ in ref.sections]
    assert titles == [t for t in order if t in titles] and len(titles) == len(set(titles))
    for title, entries in ref.sections:
        for e in entries:
            assert e.section == title and title in naming[e.rule.id]
            # the section the rule's own source names, if one does
            named = [t for t in naming[e.rule.id] if t.split(" (")[0].casefold() in e.rule.source.casefold()]
            assert title == (named or naming[e.rule.id])[0]


@pytest.mark.parametrize("game_id", GAMES)
def test_each_rule_carries_the_readings_the_rule_table_ties_to_it_and_no_reading_is_lost(game_id: str):
    info = game_info(game_id)
    ref = reference(game_id)
    register = {i.id: i for i in info.game.INTERPRETATIONS}
    tied = set()
    for s in statements(info):
        if s.status == "reading":
            tied.add(s.reading)
            for rule_id in s.rules:
                assert register[s.reading] in ref.entry(rule_id).readings
    assert {i.id for i in ref.unattached} == set(register) - tied


@pytest.mark.parametrize("game_id", GAMES)
def test_links_name_steps_that_teach_the_rule_and_positions_where_it_applies(game_id: str):
    info = game_info(game_id)
    tutorial = steps(game_id)
    ref = reference(game_id)
    for entry in ref.entries:
        assert [(n, i) for n, _, i in entry.steps] == [(n, s.id) for n, s in enumerate(tutorial, 1) if entry.rule.id in s.rules]
        if entry.position is None:
            continue
        state = info.parse(entry.position.notation)  # the play page opens it
        if entry.position.origin.startswith("the position of tutorial step"):
            n = int(entry.position.origin.rsplit(" ", 1)[1])
            assert entry.rule.id in tutorial[n - 1].rules
        else:
            assert entry.rule.id in {state.check(a).rule for a in state.legal_actions()}
    # every rule a tutorial teaches can be learnt and seen from the page
    assert all(entry.position is not None for entry in ref.entries if entry.steps)


def test_a_rule_is_listed_under_the_section_its_source_names():
    sections = {e.rule.id: e.section for e in reference("apache").entries}
    assert sections["apache.setup.hands"] == "Game setup (it: Preparazione)"  # not the title page, named first
    assert sections["apache.claim.punishment"] == "Punishment! (it: Punizione!)"


def test_the_content_is_built_once_per_game():
    assert reference("apache") is reference("apache")
    with pytest.raises(KeyError, match="no game"):
        reference("chess")


def test_an_entry_shows_explanation_source_readings_and_links_without_option_names():
    page = RulesPage("apache", rule="apache.claim.punishment")
    html = page.rules.value
    punishment = rule("apache.claim.punishment")
    assert shown(page) == ["apache.claim.punishment"]
    assert punishment.title in html and unescape(html).count(punishment.text) == 1
    assert "From the rulebook: Punishment!" in unescape(html) and ".txt" not in html  # a section, never a file
    register = {i.id: i for i in game_info("apache").game.INTERPRETATIONS}
    pile = register["apache.interp.victory_pile"]
    assert pile.question in unescape(html)
    assert all(r.text in unescape(html) for r in pile.readings)  # the reading in force and the others
    assert "victory_pile" not in html.replace("apache.interp.victory_pile", "")  # no option keyword shown
    links = [unescape(href) for href in re.findall(r"href='([^']+)'", html)]
    learn = [link for link in links if link.startswith("learn.ipynb?")]
    play = [link for link in links if link.startswith("play.ipynb?")]
    tutorial = [step.id for step in steps("apache")]
    assert learn and all(parse_qs(urlsplit(link).query)["step"][0] in tutorial for link in learn)
    position = parse_qs(urlsplit(play[0]).query)["position"][0]
    assert game_info("apache").parse(position).notation() == position


@pytest.mark.parametrize("game_id", GAMES)
def test_the_page_lists_every_rule_and_a_search_filters_as_you_type(game_id: str):
    page = RulesPage(game_id)
    ref = reference(game_id)
    assert shown(page) == [e.rule.id for e in ref.entries]
    word = ref.entries[0].rule.title.split()[-1].upper()  # any case
    page.search.value = word
    expected = [e.rule.id for e in ref.entries
                if any(word.casefold() in t.casefold() for t in (e.rule.id, e.rule.title, e.rule.text))]
    # every rule holding the word is shown, and those holding another form of it (a plural...) too, in order
    got = shown(page)
    assert set(expected) <= set(got) and got == [e.rule.id for e in ref.entries if e.rule.id in got]
    assert 0 < len(expected) and len(got) <= len(ref.entries)
    assert f"{len(got)} of {len(ref.entries)} rules match" in page.count.value
    page.search.value = "zzzz-nothing-like-it"
    assert shown(page) == [] and "No rule matches" in page.count.value
    buttons(page, "tutor-rules-all")[0].click()
    assert shown(page) == [e.rule.id for e in ref.entries] and page.search.value == ""


def test_a_search_is_a_plain_substring_never_a_pattern():
    page = RulesPage("apache")
    page.search.value = ".*"
    assert shown(page) == []  # no rule holds the two characters ".*"
    page.search.value = "claim."
    assert shown(page) and all("claim." in rule_id for rule_id in shown(page))
    page.search.value = "<b>chief</b>"
    assert "<b>chief</b>" not in page.count.value and "&lt;b&gt;chief&lt;/b&gt;" in page.count.value


def test_a_whole_rule_id_shows_that_rule_alone():
    page = RulesPage("apache")
    page.search.value = "apache.claim.one"  # a part of two ids
    assert set(shown(page)) >= {"apache.claim.one_card", "apache.claim.one_indian"}
    page.search.value = " Apache.Claim.One_Card "
    assert shown(page) == ["apache.claim.one_card"]


def test_a_search_too_long_is_refused_and_changes_nothing():
    page = RulesPage("tribu")
    page.search.value = "lupo"
    before = (page.rules.value, page.count.value)
    page.search.value = "x" * (MAX_SEARCH + 1)
    assert "at most" in page.message.value and "tutor-error" in page.message.value
    assert (page.rules.value, page.count.value) == before
    page.search.value = "lupo"
    assert page.message.value == ""


@pytest.mark.parametrize("game_id", GAMES)
def test_a_rule_link_opens_the_page_on_that_rule(game_id: str):
    last = reference(game_id).entries[-1].rule.id
    page = RulesPage(game_id, rule=query_rule({"QUERY_STRING": f"rule={last}"}))
    assert shown(page) == [last] and page.search.value == last and page.message.value == ""


@pytest.mark.parametrize("value", ["apache.nothing", "tribu.event.lupo", "x" * 500, ""])
def test_a_link_to_a_rule_the_game_lacks_says_so_and_shows_every_rule(value: str):
    page = RulesPage("apache", rule=value)
    assert shown(page) == [e.rule.id for e in reference("apache").entries]
    assert "tutor-error" in page.message.value and page.search.value == ""


def test_queries_are_read_from_the_link():
    assert query_rule({"QUERY_STRING": "rule=apache.claim.speed&x=1"}) == "apache.claim.speed"
    assert query_rule({}) is None
    tutorial = Steps(tuple(SimpleNamespace(id=f"s{n}") for n in range(1, 21)))
    assert query_step(tutorial, {"QUERY_STRING": "step=3"}) == (2, "")
    assert query_step(tutorial, {"QUERY_STRING": "step=s7"}) == (6, "")
    assert query_step(tutorial, {}) == (0, "")
    for bad in ("0", "21", "-1", "three", "1e3", "9" * 5000, "s21", "s" * 50):
        index, problem = query_step(tutorial, {"QUERY_STRING": f"step={bad}"})
        assert index == 0 and "steps 1 to 20" in problem and len(problem) < 120


def test_a_step_link_made_before_steps_were_added_opens_the_same_step():
    """Formats are promises: a tutorial that gained steps keeps the numbering older links used (``numbered``)."""
    grown = Steps(tuple(SimpleNamespace(id=i) for i in ("new", "a", "b", "newer", "c")), ("a", "b", "c"))
    assert [grown.index_of(n) for n in ("1", "2", "3")] == [1, 2, 4]     # an old link: the old step
    assert grown.index_of("4") == 3 and grown.index_of("6") is None     # past the old list: today's order
    assert grown.index_of("newer") == 3 and grown.index_of("gone") is None
    for game_id in GAMES:
        tutorial = steps(game_id)
        for n, step_id in enumerate(tutorial.numbered, 1):
            assert tutorial[tutorial.index_of(str(n))].id == step_id


@pytest.mark.parametrize("game_id", GAMES)
def test_a_learn_page_opens_at_the_step_its_link_names(game_id: str, monkeypatch):
    learn = page_module(game_id, "learn")
    count = len(steps(game_id))
    monkeypatch.setenv("QUERY_STRING", f"step={count}")
    app = learn.LearnApp()
    assert app.index == count - 1 and f"Step {count} of {count}" in app.heading.value
    monkeypatch.setenv("QUERY_STRING", "step=nine")
    app = learn.LearnApp()
    assert app.index == 0 and "steps 1 to" in app.feedback.value


def test_a_rule_link_points_at_the_rule_on_its_games_reference_page():
    html = rule_link("fort_apache", "fort_apache.gate.assault")
    href = unescape(re.search(r"href='([^']+)'", html).group(1))
    assert href == rule_href("fort_apache", "fort_apache.gate.assault") == \
        "../fort_apache/rules.ipynb?rule=fort_apache.gate.assault&lang=en"
    # named by the rule's title, never its id (the id stays in data-rule and the hover text)
    assert "tutor-rule-link" in html and f">{escape(tr(rule('fort_apache.gate.assault').title))}</a>" in html
    assert ">fort_apache.gate.assault</a>" not in html and "data-rule='fort_apache.gate.assault'" in html
    with using("it"):
        assert f">{escape(tr(rule('fort_apache.gate.assault').title))}</a>" in rule_link("fort_apache",
                                                                                            "fort_apache.gate.assault")
    assert ">nobody.rule.x</a>" in rule_link("apache", "nobody.rule.x")


def test_a_cited_message_is_plain_text_that_the_message_line_shows_with_links():
    text = "Not allowed: 2 < 3 & <script>. [apache.claim.punishment] see also [nobody.rule.x]"
    message = linked(text)
    assert str(message) == text and f"{message}" == text  # hints, logs and tests read the text as it is
    line = MessageLine()
    line.show(message, "error")
    assert "<script>" not in line.value and "2 &lt; 3 &amp; &lt;script&gt;" in line.value
    assert "[" + rule_link("apache", "apache.claim.punishment") + "]" in line.value
    assert "[nobody.rule.x]" in line.value  # not a rule: left as it is
    line.show(text, "error")  # a plain string is escaped as before
    assert "tutor-rule-link" not in line.value


def test_a_play_pages_refusal_links_its_rule():
    state = game_info("tribu").parse(game_info("tribu").samples[0])
    action = next(a for a in (state.parse_action(t) for t in ("discard lupo", "play lupo", "pass"))
                  if not state.check(a).ok)
    verdict = state.check(action)
    text = refusal(MatchError(verdict.reason, verdict))
    assert text.startswith("Not allowed") and f"[{verdict.rule}]" in text
    line = MessageLine()
    line.show(text, "error")
    assert rule_link("tribu", verdict.rule) in line.value


def test_a_learn_pages_verdict_links_its_rule():
    learn = page_module("apache", "learn")
    app = learn.LearnApp()
    state = app.state
    wrong = next(a for a in state.legal_actions() if str(a) not in app.step.accepted)
    app.answer(str(wrong))
    if app.solved:  # a right answer after all: nothing to link
        pytest.skip("the first step has no wrong legal answer")
    assert "Not quite" in app.feedback.value and "tutor-rule-link" in app.feedback.value


@pytest.mark.parametrize("game_id", GAMES)
def test_each_games_page_is_the_shared_page_on_its_rules(game_id: str):
    app = page_module(game_id, "rules").RulesApp(rule=reference(game_id).entries[0].rule.id)
    assert isinstance(app, RulesPage) and app.ref is reference(game_id)
    assert shown(app) == [reference(game_id).entries[0].rule.id]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_learn_step_links_the_rules_it_teaches(game_id: str):
    app = page_module(game_id, "learn").LearnApp()
    assert all(rule_link(game_id, r) in app.rules_box.value for r in app.step.rules)
