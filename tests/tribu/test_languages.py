"""Tribù Indiani in the players' languages (#18): every text a person reads is a message or a glossary term.

Under the pseudo-language ``xx`` every message renders wrapped in ``⟦…⟧``: what is left outside the
brackets (numbers, rule ids, chain letters, position strings and card codes quoted in errors, the game's
name) is English that escaped the catalogs. The Italian, Polish and Spanish renderings of a few key texts
are checked word for word, Polish plurals for 1, 3 and 5; a move typed as the Italian log writes it is read.
"""
from __future__ import annotations

import html
import re

import pytest

from tests.helpers import random_states
from tutor.core import NotationError
from tutor.core.i18n import Term, render, using
from tutor.games import tribu
from tutor.games.tribu import actions as A
from tutor.games.tribu.cards import BY_NAME
from tutor.games.tribu.editing import HIDDEN, PIECES, place, places
from tutor.games.tribu.log import log_line
from tutor.games.tribu.transitions import ATTACKED, LOST, SCORED, STOLEN, tell
from tutor.games.tribu.tutorial import table
from tutor.games.tribu.validate import problems
from tutor.games.tribu.render import board_svg

#: words allowed outside the brackets: the game's name
ALLOWED = {"Tribù", "Indiani"}
#: hands lupo and canoe for player 1, drawn: a discard, an activation, a Diorama to lay
DRAWN = table("canoe lupo block / moon", "hunter.salmon / shaman.red-statue", phase="drawn 0")
LUPO, CANOE, HUNTER = BY_NAME["lupo"], BY_NAME["canoe"], BY_NAME["hunter"]


def escaped(text: str) -> list[str]:
    """The words of ``text`` outside every ``⟦…⟧`` that are English (three letters or more)."""
    depth, kept = 0, []
    for char in text:
        depth += char == "⟦"
        kept.append(char if depth == 0 else " ")
        depth -= char == "⟧"
    outside = re.sub(r"\[tribu\.[a-z_.0-9]+\]", " ", "".join(kept))  # rule ids
    return [w for w in re.findall(r"[A-Za-zÀ-ÿ]{3,}", outside) if w not in ALLOWED]


def wrapped(text: object) -> str:
    rendered = render(text, "xx")
    assert not escaped(rendered), f"English outside the catalogs: {escaped(rendered)} in {rendered!r}"
    return rendered


def svg_words(svg: str) -> str:
    """Every text a person reads in a drawing: its text nodes and its aria-label, in order."""
    texts = [html.unescape(t) for t in re.findall(r"<text[^>]*>(.*?)</text>", svg)]
    return " ".join(texts + [html.unescape(t) for t in re.findall(r'aria-label="([^"]*)"', svg)])


@pytest.mark.rules("tribu.chain.bare", "tribu.challenge.end")
def test_actions_verdicts_events_log_lines_and_outcome_of_a_game_are_messages():
    rules = set()
    states = random_states(tribu.Game(players=3).new_state(), seed=4)
    assert states[-1].is_terminal
    for state in states[:-1]:
        for action in state.legal_actions()[:8]:
            wrapped(state.describe(action))
            wrapped(state.explain(action).reason)
            line = log_line(state, action, viewer=0)
            if line is not None:
                wrapped(line)
        for card in sorted(set(state.hands[state.current_player]))[:3]:  # refused hand cards, like a click
            for action in (A.Action(A.DISCARD, card), A.Action(A.LAY_TRIBU, card), A.Action(A.ACTIVATE, card, 5)):
                wrapped(state.explain(action).reason)
        for event in state.events:
            wrapped(event)
            assert event.rule.startswith("tribu.")
            rules.add(event.rule)
    assert {"tribu.chain.bare", "tribu.challenge.end"} <= rules
    wrapped(states[-1].outcome().reason)
    wrapped(states[-1].explain(A.Action(A.DRAW)).reason)
    wrapped(states[0].check("nonsense").reason)


@pytest.mark.rules(
    "tribu.azione.steal", "tribu.chain.bare", "tribu.challenge.end", "tribu.event.bisonte", "tribu.protection.answer")
def test_every_event_the_engine_tells_is_a_message_with_its_rule():
    told = [tell((ATTACKED, 1, HUNTER, 2, BY_NAME["bisonte"])), tell((ATTACKED, 1, HUNTER, 0, LUPO)),
            tell((STOLEN, 0, 1, HUNTER, 1)), tell((STOLEN, 0, 1, HUNTER, 0)), tell((LOST, 2, HUNTER)),
            tell((SCORED, 3, 12, -4, 30))]
    assert [e.rule for e in told] == ["tribu.event.bisonte", "tribu.protection.answer", "tribu.azione.steal",
                                      "tribu.protection.answer", "tribu.chain.bare", "tribu.challenge.end"]
    for event in told:
        wrapped(event)


def test_the_board_and_the_play_page_speak_the_language():
    from tutor.widgets.tribu_play import PlayApp

    state = tribu.Game.parse(DRAWN)
    with using("xx"):
        for viewer in (0, 1):
            words = svg_words(board_svg(state, viewer=viewer,
                                        targets={"button:new-chain": "", "button:play": "", "button:skip": ""}))
            assert not escaped(words), escaped(words)
        app = PlayApp(seed=2)
        assert not escaped(re.sub(r"<[^>]+>", " ", app.status.value)), app.status.value
        final = random_states(tribu.Game(players=2).new_state(), seed=1)[-1]
        assert not escaped(re.sub(r"<[^>]+>", " ", app.prompt(final)))
        assert not escaped(svg_words(board_svg(final, viewer=0)))


def test_editor_validation_notation_and_odds_texts_are_messages():
    from tutor.widgets.tribu_analyse import odds_html

    state = tribu.Game.parse(DRAWN)
    for _, label in PIECES:
        wrapped(label)
    wrapped(HIDDEN)
    for label in places(state).values():
        wrapped(label)
    for target, piece in (("hand:9", "lupo"), ("hand:0", "dodo"), ("chain:0:7", "canoe"), ("board:0", "lupo"),
                          ("zone:nowhere", "lupo")):
        with pytest.raises(ValueError) as refused:
            place(state, target, piece)
        wrapped(refused.value.args[0])
    broken = DRAWN.replace("hunter.salmon", "hunter.moon")
    with pytest.raises(NotationError) as error:
        tribu.Game.parse(broken)
    wrapped(error.value.args[0])
    for text in ("tribu 2 | oops", DRAWN.replace("drawn 0", "dancing 0"), DRAWN.replace("drawn 0", "drawn 7")):
        with pytest.raises(NotationError) as error:
            tribu.Game.parse(text)
        wrapped(error.value.args[0])
    assert problems(state) == []
    with using("xx"):
        page = re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", "", odds_html(state, 0, 3)))
    assert not escaped(page), escaped(page)


def test_key_texts_in_italian_polish_and_spanish():
    state = tribu.Game.parse(DRAWN)
    discard = A.Action(A.DISCARD, LUPO)
    assert render(state.describe(discard), "it") == "scarta Lupo"
    assert render(state.describe(discard), "pl") == "odrzuć: Wilk"
    assert render(state.describe(discard), "es") == "descarta Lobo"
    assert render(state.explain(discard).reason, "it") == \
        "scarta Lupo scoperta sul mazzo di scarto; il turno finisce"
    assert render(state.explain(A.Action(A.EXTEND, BY_NAME["multidiorama"], 1)).reason, "es") == \
        "Multidiorama no está en tu mano"
    assert render(Term("tribu", "courage_feathers"), "it") == "Penne del coraggio"
    attack = {n: tell((ATTACKED, 1, HUNTER, n, BY_NAME["bisonte"])) for n in (1, 3, 5)}
    polish = [render(attack[n], "pl") for n in (1, 3, 5)]  # the player's name is the core catalog's
    assert [text.startswith("Łańcuch „myśliwy” (") for text in polish] == [True] * 3
    assert [text.split(") ", 1)[1] for text in polish] == ["traci 1 Dioramę przez kartę Bizon.",
                                                          "traci 3 Dioramy przez kartę Bizon.",
                                                          "traci 5 Dioram przez kartę Bizon."]
    assert render(attack[3], "it").startswith("La catena cacciatore di ") and \
        render(attack[3], "it").endswith("perde 3 Diorama per il Bisonte.")
    assert render(attack[1], "es").endswith("pierde 1 Diorama por el Bisonte.")
    assert render(attack[5], "es").endswith("pierde 5 Dioramas por el Bisonte.")
    assert render(state.describe(A.Action(A.DRAW)), "pl") == "dobierz"


def test_polish_plural_forms_of_a_verdict_for_1_3_and_5():
    """'After Draw three, n more cards must be discarded first' in Polish: one, few, many."""
    from tutor.core.i18n import P

    texts = [render(P("after Draw three, {n} more card must be discarded first",
                      "after Draw three, {n} more cards must be discarded first", n=n), "pl") for n in (1, 3, 5)]
    assert texts == ["po Dobierz trzy trzeba najpierw odrzucić jeszcze 1 kartę",
                     "po Dobierz trzy trzeba najpierw odrzucić jeszcze 3 karty",
                     "po Dobierz trzy trzeba najpierw odrzucić jeszcze 5 kart"]
    state = tribu.Game.parse(table("canoe lupo block moon / moon", "hunter.salmon / shaman.red-statue",
                                   phase="discard3 0 3"))
    assert render(state.explain(A.Action(A.DRAW)).reason, "pl") == texts[1]


def test_a_move_typed_as_the_italian_or_polish_log_writes_it_is_read():
    state = tribu.Game.parse(DRAWN)
    assert state.read_action("scarta Lupo", "it") == A.Action(A.DISCARD, LUPO)
    assert state.read_action("Attiva canoa su catena a", "it") == A.Action(A.ACTIVATE, CANOE, 0)
    assert state.read_action("odrzuć: wilk", "pl") == A.Action(A.DISCARD, LUPO)
    assert state.read_action("gioca Blocca su giocatore 2 catena a", "it") == A.Action(A.PLAY_BLOCK, player=1, target=0)
    assert state.read_action("discard lupo", "it") == A.Action(A.DISCARD, LUPO)  # the notation is read in any language
    line = log_line(state, A.Action(A.DISCARD, LUPO), viewer=0)
    assert render(line, "it").endswith(": scarta Lupo")
    with pytest.raises(NotationError):
        state.read_action("scarta Dodo", "it")
