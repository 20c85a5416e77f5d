"""Fort Apache speaks the reader's language (#18): every text its rules, drawing and odds produce is a message.

Under the pseudo-language ``xx`` every message is wrapped in ``⟦…⟧``: any English word left outside the
brackets (numbers, rule ids and figure numbers aside) escaped the catalogs. Then a few key texts in Italian,
Polish and Spanish, as the catalogs translate them (Polish with its three plural forms), and a move typed
as the Italian, Polish or Spanish log writes it.
"""
from __future__ import annotations

import html
import random
import re

import pytest
from sympy import Rational

from tutor.core import NotationError
from tutor.core.api import evolve
from tutor.core.i18n import render, using
from tutor.core.play import random_action
from tutor.games import fort_apache
from tutor.games.fort_apache import actions as A
from tutor.games.fort_apache import editing, validate
from tutor.games.fort_apache.experiments import Balance, answer
from tutor.games.fort_apache.log import game_log
from tutor.games.fort_apache.render import board_svg
from tutor.sim import Estimate
from tutor.widgets.fort_apache_odds import fraction

from .helpers import act, position
from tests.helpers import unwrapped






def wrapped(texts) -> list[str]:
    """Each text rendered under the pseudo-language, with what escaped it: should be empty."""
    with using("xx"):
        return [f"{render(t)!r}: {unwrapped(render(t))}" for t in texts if unwrapped(render(t))]


def played_states(seed: int, steps: int = 400) -> list[fort_apache.State]:
    rng, state = random.Random(seed), fort_apache.Game().new_state()
    states = [state]
    while not state.is_terminal and len(states) < steps:
        state = state.apply(random_action(state, rng))
        states.append(state)
    return states


STATES = [s for seed in (1, 2, 3) for s in played_states(seed)]


def test_events_outcomes_and_actions_are_messages():
    texts = [e for s in STATES for e in s.events]
    texts += [s.outcome().reason for s in STATES if s.outcome() is not None]
    texts += [s.describe(a) for s in STATES[::7] for a in s.legal_actions()]
    assert texts and not wrapped(texts)
    assert all(getattr(e, "rule", "").startswith("fort_apache.") for s in STATES for e in s.events)


def test_verdicts_allowed_and_refused_are_messages():
    verdicts = []
    for state in STATES[::5]:
        if state.is_terminal:
            continue
        legal = state.legal_actions()
        verdicts += [state.check(a) for a in legal[:6]]
        # every figure trying to move, shoot or climb, and every card: most are refused, each with its reason
        for f in range(A.FIGURES):
            verdicts.append(state.check(A.Action(A.MOVE, f, place=state.places[f] if state.places[f] >= 0 else 0,
                                                 to=0)))
            verdicts.append(state.check(A.Action(A.CLIMB, f, zone=0)))
            verdicts.append(state.check(A.Action(A.SHOOT, f, place=max(state.places[f], 0), enemy=(f + 5) % 10)))
        verdicts += [state.check(A.Action(A.CARD, side, card=c)) for side in (0, 1) for c in range(11)]
        verdicts.append(state.check(A.Action(A.ASSAULT, 1)))
        verdicts.append(state.check(A.END_TURN))
    assert {v.ok for v in verdicts} == {True, False}
    assert not wrapped([v.message() for v in verdicts])


def test_validation_notation_and_editor_texts_are_messages():
    bad = ["fort_apache | turn cowboys 0 act | x", "fort_apache | turn cowboys 1 act | cowboys north-cavalry east-walkway "
           "south-walkway west-walkway | indians north-cavalry north-cavalry north-cavalry south-cavalry south-cavalry "
           "south-cavalry | buildings magazine=0 well=0 granary=0 gate=0 | supply cowboys=a0/0,e0/0 indians=a0/0,e0/0 "
           "| cards cowboys=2.2.2.1.1.1 indians=2.2.2.1.2 played=- boost=no | pending - | threat - withdraw - last -",
           "cowboy 9 attacks indian 1", "cowboys play nothing at all", "indian 2 climbs at nowhere"]
    errors = []
    for text in bad:
        with pytest.raises(NotationError) as error:
            fort_apache.Game.parse(text) if text.startswith("fort_apache") else A.parse_action(text)
        errors.append(error.value.args[0])
    state = position(buildings="magazine=2f well=x granary=0 gate=1", options="gate=damage")
    for piece, target in (("fire", "building:magazine"), ("fire", "place:north-yard"), ("laid", "place:gate"),
                          ("damage", "building:well"), ("nonsense", "place:gate")):
        with pytest.raises(ValueError) as error:
            editing.place(state, target, piece)
        errors.append(error.value.args[0])
    texts = errors + [label for _, label in editing.PIECES] + list(editing.places(state).values())
    texts += [counter.label for counter in editing.counters(state)] + list(editing.PHASES.values())
    broken = evolve(position(), laid=1, side=1, fire=(True, False, False), damage=(3, 0, 0))
    texts += validate.problems(broken)
    assert validate.problems(broken)
    assert not wrapped(texts)


def test_odds_log_and_experiment_answer_are_messages():
    from tutor.games.fort_apache.odds import action_chance, roll_chance

    texts = [roll_chance(s)[0] for s in STATES if s.pending]
    texts += [found[0] for s in STATES[::9] for a in s.legal_actions() if (found := action_chance(s, a))]
    texts += game_log(STATES[-1])
    share = Estimate(0.5, 0.4, 0.6, 100)
    texts.append(answer([Balance("one roll", 100, share, share, share, share, share, Estimate(12.0, 11.0, 13.0, 100)),
                         Balance("damage", 100, share, share, share, share, share, Estimate(12.0, 11.0, 13.0, 100))]))
    assert texts and not wrapped(texts)


def svg_texts(svg: str) -> list[str]:
    """The texts of an SVG a reader sees: text nodes, titles and labels."""
    labels = re.findall(r'(?:aria-label|title|alt)="([^"]*)"', svg)
    nodes = re.sub(r"<[^>]+>", "\n", svg).split("\n")
    return [html.unescape(t).strip() for t in nodes + labels if t.strip()]


@pytest.mark.parametrize("index", range(0, len(STATES), 97))
def test_every_text_of_the_board_is_a_message(index):
    state = STATES[index]
    with using("xx"):
        svg = board_svg(state, targets={})
    left = [t for t in svg_texts(svg) if unwrapped(t)]
    assert not left, left[:10]


def test_the_sample_position_and_a_burnt_magazine_are_drawn_in_the_language():
    sample = fort_apache.Game.parse(fort_apache.INFO.samples[0])
    burnt = position(buildings="magazine=x well=2f granary=1 gate=2", options="gate=damage")
    for state in (sample, burnt):
        with using("xx"):
            left = [t for t in svg_texts(board_svg(state, targets={})) if unwrapped(t)]
        assert not left, left[:10]
    with using("it"):
        svg = board_svg(sample)
    assert "polveriera" in svg and "pozzo" in svg and "granaio" in svg


# --- the translations ---------------------------------------------------------------------------------


def test_polish_plural_forms_of_a_roll_and_of_the_ride():
    def hits(n: int) -> str:
        return render(A.describe(A.Action(A.HITS, hits=n)), "pl")

    assert [hits(1), hits(3), hits(0)] == ["rzut: 1 trafienie", "rzut: 3 trafienia", "rzut: 0 trafień"]
    start = fort_apache.Game().new_state()
    assert [render(e, "pl") for e in start.events] == [
        "6 jeźdźców przesuwa się o strefę zgodnie z ruchem wskazówek zegara"]
    assert render(start.events[0], "it") == "6 cavalieri avanzano di una zona in senso orario"
    assert render(start.events[0], "es") == "6 jinetes avanzan una zona en el sentido de las agujas del reloj"


def test_a_verdict_in_italian_polish_and_spanish():
    state = act(fort_apache.Game().new_state(), "indian 1 shoots from east cavalry at cowboy 2", "roll 2")
    verdict = state.check(A.parse_action("indian 1 shoots from east cavalry at cowboy 2"))
    assert not verdict.ok
    assert render(verdict.message(), "it") == (
        "non consentito: pellerossa 1 ha già agito in questo turno (è sdraiato) [fort_apache.action.one_each]")
    assert render(verdict.message(), "pl") == (
        "niedozwolone: Indianin 1 już działał w tej turze (leży) [fort_apache.action.one_each]")
    assert render(verdict.reason, "es") == "indio 1 ya ha actuado este turno (está tumbado)"


def test_events_outcome_and_odds_in_other_languages():
    state = act(fort_apache.Game().new_state(), "indian 1 shoots from east cavalry at cowboy 2", "roll 1")
    assert [render(e, "es") for e in state.events] == ["indio 1 alcanza a cowboy 2", "cowboy 2 recibe un impacto"]
    assert [render(e, "it") for e in state.events] == ["pellerossa 1 colpisce cowboy 2", "cowboy 2 è colpito"]
    over = position(cowboys="x x x x", phase="over indians-win")
    assert render(over.outcome().reason, "pl") == "wszyscy kowboje zginęli: fort upadł"
    assert render(fraction(Rational(1, 3)), "it") == "1/3 ≈ 33,3%"
    assert render(fraction(Rational(1, 3)), "en") == "1/3 ≈ 33.3%"


@pytest.mark.parametrize("lang, typed", [
    ("it", "pellerossa 1 spara da anello di cavalleria est a cowboy 2"),
    ("pl", "Indianin 1 strzela z pola wschodni pierścień kawalerii do: kowboj 2"),
    ("es", "indio 1 dispara desde zona de caballería este a cowboy 2"),
    ("en", "indian 1 shoots from east cavalry at cowboy 2"),
])
def test_a_move_typed_as_the_log_writes_it_in_each_language(lang, typed):
    state = fort_apache.Game().new_state()
    action = state.read_action(typed, lang)
    assert str(action) == "indian 1 shoots from east cavalry at cowboy 2"
    assert render(state.describe(action), lang) == typed


def test_english_texts_stay_what_they_were():
    """A message's characters are its English: action texts, events and the log read as before."""
    state = fort_apache.Game().new_state()
    assert all(str.__str__(state.describe(a)) == str(a) for s in STATES[::11] for a in s.legal_actions())
    assert [str.__str__(e) for e in state.events] == ["6 riders ride one zone clockwise"]
