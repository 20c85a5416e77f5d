"""Feedback that teaches, for every registered game's tutorial (issue #13): every step, every wrong choice.

The wrong choices of a step are all it offers that is not right: a question's other choices, or every
action its position allows that is not accepted. Each must get the step's own word, naming the choice;
two choices share a text only when the step declares them one group. One refused choice per step
gets the engine's verdict and changes nothing.
"""
from __future__ import annotations

import re
from html import escape

import pytest

from tutor.core import NotationError, rule
from tutor.core.i18n import tr, using
from tutor.core.tutorial import is_group, reply, wrong_choices
from tutor.games import registered_games
from tests.helpers import page_module

CANNED = "not the point of this step"
TUTORIALS = {info.id: info.tutorial for info in registered_games()}
CASES = [(game, step) for game, steps in TUTORIALS.items() for step in steps]


def ids(case):
    return f"{case[0]}-{case[1].id}" if isinstance(case, tuple) else None


def words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.lower()))


def mentions(text: str, choice: str, accepted: tuple[str, ...]) -> bool:
    """Whether ``text`` names ``choice``: one of the words that set it apart from the right answers (a long
    word by its stem, so that 'close' is named by 'closing' and 'teepees' by 'teepee')."""
    own = words(choice) - set().union(*map(words, accepted)) or words(choice)
    stems = [rf"\b{w[:-1] if len(w) > 3 else w}" if w.isalpha() else rf"\b{w}\b" for w in own]
    return any(re.search(stem, text.lower()) for stem in stems)


def refused(step, state) -> str:
    """A text that parses in the step's position but that the game refuses (from any step of the tutorial)."""
    game = next(g for g, steps in TUTORIALS.items() if step in steps)
    pool = [t for s in TUTORIALS[game] for t in (s.wrong, *s.accepted, *s.feedback)] + [step.wrong]
    for text in sorted(set(pool), key=lambda t: t != step.wrong):
        if is_group(text):
            continue
        try:
            action = state.parse_action(text)
        except NotationError:
            continue
        if not state.check(action).ok:
            return text
    raise AssertionError(f"no refused action found for step {step.id}")


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_every_wrong_choice_gets_its_own_word(case):
    game, step = case
    state = step.start()
    texts: dict[str, tuple[str, str]] = {}
    for choice in wrong_choices(step, state):
        shown = None if step.choices else state.describe(state.parse_action(choice))  # the choice as a page words it
        found = reply(step, choice, shown)
        assert found is not None, f"{step.id}: no feedback for '{choice}'"
        key, why, cited = found
        assert rule(cited).text, cited
        result = step.judge(state, choice)
        assert not result.right, choice
        assert why in result.message
        assert CANNED not in result.message and step.prompt not in result.message, choice
        assert len(why) > 30 and mentions(why, choice, step.accepted), f"{step.id}: '{why}' does not name '{choice}'"
        if why in texts:
            other, other_key = texts[why]
            assert key == other_key and is_group(key), f"{step.id}: '{choice}' and '{other}' share a text"
        texts[why] = (choice, key)


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_every_feedback_key_is_used(case):
    """A key that no choice of the position reaches is a typo or a leftover (refused choices may have keys)."""
    _, step = case
    state = step.start()
    choices = wrong_choices(step, state)
    for key in step.feedback:
        if step.choices:
            assert key in step.choices and key not in step.accepted, key
        elif not is_group(key) and key not in choices:
            action = state.parse_action(key)   # a refused choice, explained beyond the engine's verdict
            assert not state.check(action).ok, f"{step.id}: '{key}' is allowed but not a wrong choice"
        else:
            assert any(reply(step, c) and reply(step, c)[0] == key for c in choices), f"{step.id}: '{key}' unused"


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_a_refused_choice_gets_the_engines_verdict(case):
    _, step = case
    state = step.start()
    if step.choices:
        result = step.judge(state, "maybe")
        assert not result.right and result.state == state and all(c in result.message for c in step.choices)
        return
    text = refused(step, state)
    verdict = state.check(state.parse_action(text))
    result = step.judge(state, text)
    assert not result.right and result.state == state
    assert verdict.reason in result.message and result.rule == verdict.rule


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_right_answers_move_on(case):
    _, step = case
    state = step.start()
    assert step.accepted and step.wrong not in step.accepted
    for answer in step.accepted:
        result = step.judge(state, answer)
        assert result.right and result.message == step.explanation, answer
        if not step.choices:
            assert result.state != state


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_the_wrong_answer_on_the_buttons_is_explained(case):
    """``wrong``, the beginner's answer a page offers: refused with the engine's verdict (and the step's
    word, when it has one), or answered by the step, never played as right."""
    _, step = case
    state = step.start()
    result = step.judge(state, step.wrong)
    assert not result.right
    found = reply(step, step.wrong, None if step.choices else state.describe(state.parse_action(step.wrong)))
    if step.choices:
        assert found and result.message == found[1]
        return
    verdict = state.check(state.parse_action(step.wrong))
    if not verdict.ok:
        assert result.state == state and verdict.reason in result.message
    else:
        assert found and found[1] in result.message
    if found:
        assert found[1] in result.message


#: for each game whose board can give an answer away: a step that would, its right answer, and what the
#: hint looks like on the drawn board (Apache: the lines under "if played now")
HINTS = {"apache": ("claim", "red plays hunter", "class=\"claim\""),
         "apacze": ("who_leads", "yellow", "If the round ended now:")}


@pytest.mark.parametrize("game", sorted(HINTS))
def test_the_board_hides_the_answer_until_it_is_given(game):
    page = page_module(game, "learn").LearnApp()
    step_id, right, hint = HINTS[game]
    index = next(i for i, s in enumerate(page.steps) if s.id == step_id)
    page.go(index)
    assert hint not in page.board.value
    wrong = next(c for c in wrong_choices(page.step, page.state) if not page.step.judge(page.state, c).right)
    page.answer(wrong)
    assert hint not in page.board.value, "a wrong answer does not give the answer away"
    page.go(index)
    page.answer(right)
    assert page.solved and hint in page.board.value
    page.go(index)
    assert hint not in page.board.value
    page.show_me()
    assert hint in page.board.value and escape(page.step.explanation) in page.feedback.value


def _plain(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", text.lower()))


def imperatives(described: str) -> list[str]:
    """The imperative that names a described action: 'red plays hunter' -> 'play hunter' and 'play your
    hunter'; a description that is already an order ('enlarge teepee at 0,0:a to 2') stands as it is."""
    said = _plain(described).split()
    verb = next((i for i, w in enumerate(said) if len(w) > 3 and w.endswith("s") and i <= 2 and i > 0), None)
    if verb is None:
        return [" ".join(said)]
    base = said[verb][:-2] if said[verb].endswith(("shes", "ches", "sses", "xes")) else said[verb][:-1]
    rest = said[verb + 1:]
    return [" ".join([base, *rest]), " ".join([base, "your", *rest])]


FILLERS = "the|your|a|an|his|her|its|their|this|that"


def names_its_answer(step) -> str | None:
    """What in the step's prompt names one of its accepted answers (the action text, its English words, or
    the order to do it), or None."""
    prompt = _plain(step.prompt)
    state = step.start()
    with using("en"):
        for answer in step.accepted:
            said = [_plain(answer)]
            try:
                said.append(_plain(tr(state.describe(state.parse_action(answer)))))
            except NotationError:
                pass
            said += imperatives(said[-1])
            for words in said:
                # 'end turn' is named by 'end the turn' and 'end your turn' too
                pattern = rf" (?:(?:{FILLERS}) )*".join(map(re.escape, words.split()))
                if len(words.split()) >= 2 and re.search(rf"\b{pattern}\b", prompt):
                    return words
    return None


@pytest.mark.parametrize("case", [c for c in CASES if not c[1].choices], ids=ids)
def test_no_prompt_names_its_answer(case):
    """A prompt asks; it never says the move (its notation, its English description, or the order to make it)."""
    _, step = case
    assert names_its_answer(step) is None, f"the prompt of {step.id} says {names_its_answer(step)!r}"


def test_a_prompt_that_names_its_answer_is_caught():
    from dataclasses import replace
    _, step = next(c for c in CASES if c[0] == "apache" and c[1].id == "claim")
    assert names_its_answer(replace(step, prompt="Play your hunter now.")) is not None
    assert names_its_answer(replace(step, prompt="Which card, and why?")) is None
    assert names_its_answer(replace(step, prompt="Here red plays hunter, of course.")) is not None
