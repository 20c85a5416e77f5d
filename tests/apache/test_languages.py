"""Apache in the players' languages (#18): every text a person reads is a message or a glossary term.

Under the pseudo-language ``xx`` every message renders wrapped in ``⟦…⟧``: what is left outside the
brackets (numbers, rule ids, position strings, card codes, colour letters and the game's name aside) is
English that escaped the catalogs. The Italian, Polish and Spanish renderings of a few key texts are
checked word for word, Polish plurals for 1, 3 and 5.
"""
from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest

from tutor.core.i18n import Term, render, using
from tutor.games import apache
from tutor.games.apache import actions as A
from tutor.games.apache.cards import BUFFALO, COLOURS, HUNTER, MAIDEN, card_term, indian
from tutor.games.apache.editing import PIECES, places
from tutor.games.apache.experiments import answer
from tutor.games.apache.match import Match, narrate
from tutor.games.apache.odds import claim_or_wait, hand_card_chances, rival_chief_chance
from tutor.games.apache.bots import GreedyBot, PatientBot, play_game


from tests.apache.helpers import act, position

#: a window after a reveal: red's hunter can take buffalo, red's maiden would be punished
WINDOW = ("apache red,yellow,purple base | window yellow | table rH 3B N pC T yW | piles rH.B.B / yC.T / - "
          "| out - | pow -")
#: words allowed outside the brackets: the game's name and the notation's words quoted in errors
ALLOWED = {"Apache"}


def escaped(text: str) -> list[str]:
    """The words of ``text`` outside every ``⟦…⟧`` that are English (three letters or more)."""
    depth, kept = 0, []
    for char in text:
        depth += char == "⟦"
        kept.append(char if depth == 0 else " ")
        depth -= char == "⟧"
    outside = re.sub(r"\[apache\.[a-z_.]+\]", " ", "".join(kept))  # rule ids
    return [w for w in re.findall(r"[A-Za-z]{3,}", outside) if w not in ALLOWED]


def wrapped(text: object) -> str:
    rendered = render(text, "xx")
    assert not escaped(rendered), f"English outside the catalogs: {escaped(rendered)} in {rendered!r}"
    return rendered


def bot_game(seed: int = 3, variants: tuple[str, ...] = ("warpath", "wedding")) -> list[apache.State]:
    """Every state of a seeded bot game."""
    game = apache.Game(colours=("red", "yellow", "purple"), variants=variants)
    final = play_game(game, [PatientBot(), GreedyBot(), GreedyBot()], random.Random(seed))
    states, state = [], game.new_state()
    for action in final.history:
        state = state.apply(action)
        states.append(state)
    return states


@pytest.mark.rules("apache.claim.victory_pile")
def test_actions_verdicts_and_events_of_a_whole_game_are_messages():
    states = bot_game()
    seen_rules = set()
    before = apache.Game(colours=("red", "yellow", "purple"), variants=("warpath", "wedding")).new_state()
    for state in states:
        action = state.history[-1]
        wrapped(A.describe(action))
        wrapped(before.check(action).message())
        for event in state.events:
            wrapped(event)
            assert event.rule.startswith("apache."), event
            seen_rules.add(event.rule)
        for other in before.legal_actions()[:6]:
            wrapped(before.check(other).message())
        before = state
    assert "apache.claim.victory_pile" in seen_rules
    wrapped(states[-1].outcome().reason)


def test_refusals_and_penalties_are_messages():
    state = position(WINDOW)
    for action in (A.play(0, MAIDEN), A.play(0, HUNTER), A.CLOSE_ACTION, A.reveal(BUFFALO), A.take(0, BUFFALO),
                   A.capture(0, indian(4, 0)), A.marry(0, indian(1, 1)), "nonsense"):
        verdict = state.check(action)
        wrapped(verdict.message())
    penalty = state.check(A.play(0, MAIDEN)).penalty
    assert penalty and "⟦" in wrapped(penalty)
    settling = act(state, "red plays hunter", "purple plays chief", "close")
    for action in (A.take(0, BUFFALO), A.take(0, 22), A.capture(0, indian(1, 1)), A.marry(0, indian(1, 1))):
        wrapped(settling.check(action).message())


def test_notation_validation_and_editor_texts_are_messages():
    for bad in ("apache red,yellow base | window red", "apache red,yellow base | window pink | table - | piles - / - "
                "| out - | pow -", "red jumps", "reveal dragon", "red plays king"):
        with pytest.raises(ValueError) as error:
            apache.Game.parse(bad) if bad.startswith("apache") else A.parse_action(bad)
        wrapped(error.value.args[0])
    state = position(WINDOW)
    for _, label in PIECES:
        wrapped(label)
    for hint in places(state).values():
        wrapped(hint)


def test_match_log_hint_and_result_are_messages():
    game = apache.Game(colours=("red", "yellow"))
    match = Match(game, [None, GreedyBot()], seed=1, realtime=False)
    for seat in (0,):
        wrapped(match.hint(seat))
    state = position(WINDOW)
    settled = act(state, "red plays maiden", "close")
    for line in narrate(type("Move", (), {"before": state, "action": A.CLOSE_ACTION, "after": settled})(), 0):
        wrapped(line)


def test_odds_and_experiment_explanations_are_messages():
    state = position(WINDOW)
    for kind in range(4):
        for line in render(claim_or_wait(state, 0, kind).explain(), "xx").splitlines():
            assert not escaped(line), line
        for chance in hand_card_chances(state, 0, kind, 2) + [rival_chief_chance(state, 0, 1)]:
            wrapped(chance.explain())
            wrapped(chance.what)


def texts_of_svg(svg: str) -> list[str]:
    root = ET.fromstring(svg)
    texts = ["".join(el.itertext()) for el in root.iter() if el.tag.endswith("}text") or el.tag.endswith("}title")]
    texts += [el.get("aria-label") for el in root.iter() if el.get("aria-label")]
    return texts


@pytest.mark.parametrize("index", [0, 5, 40, -1])
def test_the_board_drawing_speaks_the_page_language(index):
    from tutor.games.apache.render import board_svg

    state = bot_game(seed=5)[index]
    with using("xx"):
        svg = board_svg(state, viewer=0)
    for text in texts_of_svg(svg):
        words = escaped(text)  # a card's code (rH, B), a colour's letter, counts and "x3" are not words
        assert not words, f"English outside the catalogs in the drawing: {text!r}"


@pytest.mark.rules("apache.claim.punishment")
def test_key_texts_in_italian_polish_and_spanish():
    state = position(WINDOW)
    hunter = A.play(0, HUNTER)
    assert render(A.describe(hunter), "it") == "rosso gioca: Cacciatore"
    assert render(A.describe(hunter), "pl") == "czerwony zagrywa: myśliwy"
    assert render(A.describe(hunter), "es") == "rojo juega: cazador"
    assert render(A.describe(A.take(0, BUFFALO)), "it") == "rosso prende: bufali"
    assert render(card_term(indian(0, MAIDEN)), "it") == "Fanciulla rossa"
    assert render(Term("apache", "teepee", n=2), "it") == "tende"
    verdict = state.check(A.play(0, MAIDEN))
    assert render(verdict.rule) == "apache.claim.punishment"
    assert render(verdict.penalty, "es") == ("rojo perderá las dos cartas de arriba de la pila de victoria: "
                                             "2 búfalos")
    reveal = position("apache red,yellow base | reveal red | table - | piles - / - | out - | pow -").check(A.reveal(BUFFALO))
    assert render(reveal.reason, "it") == "scopre rosso; tra le 114 carte coperte ci sono 33 carte bufalo"


@pytest.mark.parametrize("plays, polish", [
    (1, "nikt więcej nie zagrywa: chwila na zgłoszenie się kończy i rozlicza się 1 zgłoszenie"),
    (3, "nikt więcej nie zagrywa: chwila na zgłoszenie się kończy i rozliczają się 3 zgłoszenia"),
    (5, "nikt więcej nie zagrywa: chwila na zgłoszenie się kończy i rozlicza się 5 zgłoszeń"),
])
def test_a_verdict_in_polish_counts_its_claims(plays, polish):
    codes = "rgbyp"[:plays]
    pow_ = " ".join(f"{c}H!" for c in codes)
    state = position("apache red,green,blue,yellow,purple base | window red | table - | piles - / - / - / - / - "
                     f"| out - | pow {pow_}")
    verdict = state.check(A.CLOSE_ACTION)
    assert render(verdict.reason, "pl") == polish
    assert str.__str__(verdict.reason) == f"nobody else plays: the window closes and {plays} claim(s) settle"


def test_polish_terms_follow_the_count():
    assert [render(A.describe(A.take(0, BUFFALO)), "pl")] == ["czerwony bierze: bizony"]
    from tutor.games.apache.transitions import describe_cards
    assert render(describe_cards([BUFFALO]), "pl") == "1 bizon"
    assert render(describe_cards([BUFFALO] * 3), "pl") == "3 bizony"
    assert render(describe_cards([BUFFALO] * 5), "pl") == "5 bizonów"


def test_a_move_typed_as_the_italian_log_writes_it_is_read():
    state = position(WINDOW)
    assert state.read_action("rosso gioca: Cacciatore", "it") == A.play(0, HUNTER)
    assert state.read_action("Czerwony zagrywa: myśliwy", "pl") == A.play(0, HUNTER)
    assert state.read_action("red plays hunter", "it") == A.play(0, HUNTER)  # the notation is always read
    settling = act(state, "red plays hunter", "close")
    if settling.phase_name in ("resolve", "resolve-last"):
        assert settling.read_action("rosso prende: bufali", "it") == A.take(0, BUFFALO)


@pytest.mark.rules("apache.claim.punishment")
def test_the_play_page_takes_each_events_rule_from_the_engine():
    import tutor.widgets.apache_play as page

    assert not hasattr(page, "_rule_of_event")
    state = position(WINDOW)
    settled = act(state, "red plays maiden", "close")
    assert [e.rule for e in settled.events] == ["apache.claim.punishment"]
