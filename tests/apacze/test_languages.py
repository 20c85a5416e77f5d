"""Apacze i Komancze in every language: under the pseudo-language every text the engine, the drawing and
the pages write is wrapped in ⟦…⟧ (no English escaped the catalogs), and the Italian, Polish and Spanish of
key texts is what the catalogs say, with Polish plurals for 1, 3 and 5; moves typed as the log words them
in Italian or Polish are read."""
from __future__ import annotations

import re

from tutor.core.api import evolve
from tutor.core.i18n import render, tr, using
from tutor.core.match import Move
from tutor.games import apacze
from tutor.games.apacze import actions as A, editing, validate
from tutor.games.apacze.log import narrate
from tutor.games.apacze.view import last_action
from tutor.games.apacze.render import board_svg, phase_text, regions_svg, scoring
from tutor.widgets.apacze_analyse import change_html, region_html, results_html
from tutor.widgets.apacze_play import PlayApp

from tests.apacze.helpers import act, start2
from tests.helpers import outside_wrapping

#: what may stay unwrapped: rule ids, fields and squares, position strings' words, numbers, tags, letters
_NEUTRAL = re.compile(r"\[apacze\.[a-z_.]+\]|-?\d+,-?\d+(:[a-z])?|\bR\d+\b|[\d.,%+°×x/\-–:;()\[\]'\"]+")


def unwrapped(text: str) -> str:
    """What is left of a text once every ⟦…⟧ and the neutral bits are taken out."""
    return _NEUTRAL.sub(" ", outside_wrapping(text)).strip()


def assert_wrapped(text: object) -> None:
    """Every word a person reads in ``text`` (a message, or HTML or SVG text) is wrapped in ⟦…⟧."""
    shown = re.sub(r"<style>.*?</style>|<[^>]+>", " ", tr(text), flags=re.S)
    left = unwrapped(shown)
    assert not re.search(r"[A-Za-z]{2,}", left), (tr(text), left)


def svg_texts(svg: str) -> list[str]:
    return [re.sub(r"<[^>]+>", "", t) for t in re.findall(r"<(?:text|title)[^>]*>(.*?)</(?:text|title)>", svg, re.S)]


def scored_round() -> tuple[apacze.State, apacze.State, A.Action]:
    state = start2("0,0:a=0x2 0,1:c=1x2", replace={"act 0": "act 7", "hands ford bend": "hands - -",
                                                 "used -/-": "used PTCL/PTC",
                                                 "tiles -": "tiles 1,0:ford@0 -1,0:bend@0"})
    action = state.parse_action("give up short move for salmon")
    return state, state.apply(action), action


def put_phase() -> apacze.State:
    state = apacze.Game(players=2).new_state()
    for text in ("draw ford", "draw bend", "place at 1,0 turned 0"):
        state = state.apply(state.parse_action(text))
    return state


def test_pseudo_language_wraps_the_engine_texts() -> None:
    state = put_phase()
    with using("xx"):
        for text in ("put 2 indians on a", "put 5 indians on a", "put 1 indian on z", "finish", "draw ford",
                     "buy teepee 3", "exchange 3 bison for salmon", "give up place for bison"):
            verdict = state.check(state.parse_action(text))
            assert_wrapped(verdict.reason)
            assert_wrapped(verdict.message())
        for action in state.legal_actions():
            assert_wrapped(state.describe(action))
            assert_wrapped(state.check(action).reason)
        before, after, action = scored_round()
        assert len(after.events) == 3
        for event in after.events:
            assert_wrapped(event)
        for line in narrate(Move(before, action, after), 0):
            assert_wrapped(line)
        assert_wrapped(last_action(after, 1))
        assert_wrapped(phase_text(after))
        for region in scoring(after):
            assert_wrapped(region.reason)
        over = evolve(after, phase=7)
        assert_wrapped(over.outcome().reason)
        assert_wrapped(phase_text(over))
        for target, words in editing.places(state).items():
            assert_wrapped(words)
        for piece, label in editing.PIECES:
            assert_wrapped(label)
        for counter in editing.counters(state):
            assert_wrapped(counter.label)
        try:
            apacze.Game.parse(state.notation().replace("round 0", "round 9"))
        except ValueError as error:
            assert_wrapped(error.args[0])
        bad = evolve(state, animals=((30, 10, 10), (10, 10, 10)))
        assert validate.problems(bad)
        for problem in validate.problems(bad):
            assert_wrapped(problem)


def test_pseudo_language_wraps_the_drawing_and_the_pages() -> None:
    before, after, action = scored_round()
    with using("xx"):
        for svg in (board_svg(before, targets={}), board_svg(after), regions_svg(after)):
            for text in svg_texts(svg):  # a text wrapped over lines is wrapped on every line (svg.wrap)
                assert_wrapped(text)
        scored = scoring(before)
        assert_wrapped(region_html(scored[0], "R1"))
        assert_wrapped(change_html(before, after))
        app = PlayApp(seed=2)
        assert_wrapped(app.prompt(app.state))
        for line in app.notices(Move(before, action, after), 0):
            assert_wrapped(line)


def test_results_table_words_are_messages() -> None:
    with using("xx"):
        html = results_html([])
    assert "⟦bot⟧" in html and "⟦mean animals⟧" in html


def test_key_texts_in_italian_polish_and_spanish() -> None:
    state = put_phase()
    refusal = state.check(state.parse_action("place at 0,4 turned 0"))
    assert render(refusal.reason, "pl").startswith("najpierw powiedz, ilu Indian")
    ready = apacze.Game(players=2).new_state()
    ready = ready.apply(ready.parse_action("draw ford")).apply(ready.parse_action("draw bend"))
    far = ready.check(ready.parse_action("place at 0,4 turned 0"))
    assert render(far.message(), "it") == ("non consentito: 0,4 non tocca con un lato nessuna tessera sul tavolo "
                                           "[apacze.place.edge]")
    assert render(far.reason, "es") == "0,4 no comparte ningún lado con una loseta de la mesa"
    _, after, _ = scored_round()
    assert render(after.events[0], "pl") == "Runda 1 podliczona: 2 regiony (czerwony +4, żółty +3)"
    assert render(after.events[1], "it").startswith("regione di prateria di 4 zone con 4 bisonti: rosso 1º")
    assert render(after.events[2], "es").startswith("región de montañas de 3 zonas con 3 pavos: amarillo 1.º")


def test_polish_plurals_of_a_verdict_for_one_three_and_five() -> None:
    state = put_phase()
    paying = act(state, "put 4 indians on a")  # costs 7 animals, paid one at a time
    said = {}
    for text in ("pay bison", "pay bison", "pay salmon", "pay salmon", "pay turkey", "pay turkey"):
        said[paying.paying.owed] = paying.check(paying.parse_action("finish")).reason
        paying = act(paying, text)
    assert paying.paying.owed == 1
    said[1] = paying.check(paying.parse_action("finish")).reason
    assert render(said[1], "pl") == "najpierw zapłać 1 zwierzę, które akcja jeszcze kosztuje"
    assert render(said[3], "pl") == "najpierw zapłać 3 zwierzęta, które akcja jeszcze kosztuje"
    assert render(said[5], "pl") == "najpierw zapłać 5 zwierząt, które akcja jeszcze kosztuje"
    assert render(said[1], "it") == "prima paga l'1 animale che l'azione costa ancora"
    assert render(said[5], "es") == "primero paga los 5 animales que la acción aún cuesta"
    assert render(phase_text(paying), "pl") == "czerwony płaci 1 zwierzę"


def test_a_move_typed_as_the_log_words_it_in_italian_or_polish() -> None:
    state = put_phase()
    assert state.read_action("metti 2 indiani su a", "it") == A.Action(A.PUT, indians=2, letter="a")
    assert state.read_action("Postaw 1 Indianina na b", "pl") == A.Action(A.PUT, indians=1, letter="b")
    ready = apacze.Game(players=2).new_state()
    ready = ready.apply(ready.parse_action("draw ford")).apply(ready.parse_action("draw bend"))
    place = ready.parse_action("place at 1,0 turned 90")
    assert render(ready.describe(place), "it") == "posa in 1,0 ruotata di 90"
    assert ready.read_action("posa in 1,0 ruotata di 90", "it") == place
    assert ready.read_action("dołóż na 1,0 obrócony o 90", "pl") == place
    assert ready.read_action("place at 1,0 turned 90", "it") == place  # the notation is read in every language


def test_every_action_text_is_its_english_description() -> None:
    actions = [A.parse_action(t) for t in A.EXAMPLES] + [A.parse_action(t) for t in (
        "put no indians", "enlarge canoe at 0,1:b to 3", "gather at 0,0:a", "bring indian from 2,1:c",
        "buy indian", "give up gathering for nothing", "start short move")]
    for action in actions:
        assert str.__str__(A.describe(action)) == str(action)


def test_the_tutorial_answers_are_worded_in_the_page_language() -> None:
    from tutor.widgets.apacze_learn import LearnApp

    with using("it"):
        app = LearnApp()
        app.go(next(i for i, s in enumerate(app.steps) if s.id == "place"))   # the first step that asks for a move
        labels = [b.description for b in app.answers.children]
    assert "posa in 1,0 ruotata di 0" in labels or any(label.startswith("posa in") for label in labels)
    with using("xx"):
        app = LearnApp()
        for index in range(len(app.steps)):   # every step's buttons: questions' choices and actions alike
            app.go(index)
            for b in app.answers.children:
                assert_wrapped(b.description)
