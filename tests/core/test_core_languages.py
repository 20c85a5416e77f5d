"""The core's texts are messages (#18): match, notation, options, tutorial feedback, simulation and
probability texts render in the reader's language; under the pseudo-language nothing escapes the catalogs."""
from __future__ import annotations

import re

import pytest

from tutor.core.i18n import PSEUDO, M, render, using
from tutor.core.interpretations import Interpretation, Reading, resolve_options
from tutor.core.notation import read_int
from tutor.core.rules import cite_source, source_parts
from tutor.core.tutorial import Uncited
from tutor.prob.cards import at_least
from tutor.sim.stats import wilson
from tests.helpers import outside_wrapping

REGISTER = (Interpretation("toy.interp.x", "Which?", (Reading("a", "first"), Reading("b", "second")), "a", "because",
                           "Setup", option="choice"),)


def wrapped(text: str) -> bool:
    """Every word of ``text`` inside ⟦…⟧ (quoted values and numbers aside)."""
    return not re.findall(r"[^\W\d_]{2,}", re.sub(r"'[^']*'", " ", outside_wrapping(text)))


def errors() -> list:
    found = []
    for call in (lambda: resolve_options(REGISTER, {"colour": "x"}), lambda: resolve_options(REGISTER, {"choice": "z"}),
                 lambda: read_int("x7", M("a round"), 1, 9), lambda: read_int("12", M("a round"), 1, 9),
                 lambda: at_least(5, 7, 1), lambda: wilson(5, 3)):
        with pytest.raises(ValueError) as error:
            call()
        found.append(error.value.args[0])
    return found


def test_errors_a_visitor_reads_are_messages():
    for message in errors():
        assert wrapped(render(message, PSEUDO)), repr(message)


def test_the_errors_in_italian_polish_and_spanish():
    options, choice, digits, range_, *_ = errors()
    assert render(choice, "it") == "l'opzione 'choice' non può valere 'z'; scegli tra: a, b"
    assert render(options, "es") == "opción desconocida 'colour'; las opciones son: choice"
    assert render(range_, "pl").endswith("jest poza zakresem (od 1 do 9)")


def test_an_estimate_is_written_the_readers_way():
    estimate = wilson(512, 1000)
    assert render(estimate.plus_minus(".1%"), "en") == "51.2% ± 3.1%"
    assert render(estimate.plus_minus(".1%"), "it") == "51,2% ± 3,1%"
    with using("es"):
        assert str(estimate).startswith("0,512 [")


def test_a_header_needing_settings_follows_polish_plurals():
    from tutor.core.i18n import P
    texts = [render(P("the header {header} needs {n} setting after {name}",
                      "the header {header} needs {n} settings after {name}", n=n, header="'x'", name="'toy'"), "pl")
             for n in (1, 3, 5)]
    assert texts == ["nagłówek 'x' wymaga 1 ustawienia po 'toy'", "nagłówek 'x' wymaga 3 ustawień po 'toy'",
                     "nagłówek 'x' wymaga 5 ustawień po 'toy'"]


def test_a_source_is_cited_by_the_section_of_the_readers_rulebook_never_a_file():
    source = "en: Game setup; it: Preparazione"
    assert source_parts(source, ("en", "it")) == {"en": "Game setup", "it": "Preparazione"}
    assert cite_source(source, "it", ("en", "it")) == "Preparazione"
    assert render(cite_source(source, "pl", ("en", "it")), "pl") == "Game setup (w instrukcji angielskiej)"
    assert render(cite_source("Catene", "en", ("it",))) == "Catene (in the Italian rulebook)"
    assert render(cite_source("Game setup (it: Preparazione)", "es", ("en", "it")), "es") == \
        "Game setup (en el reglamento inglés)"
    assert cite_source("en: Punishment!; it: same sections", "it", ("en", "it")) != "same sections"


def test_a_feedback_text_loses_its_citation_in_every_language():
    text = Uncited(M("'{choice}' is not the answer. [toy.end.scoring]").fill(choice="close"))
    assert text == "'close' is not the answer." and "[toy" not in text
    assert render(text, PSEUDO) == "⟦'close' is not the answer.⟧"


def test_match_texts_are_messages():
    from tests.core.toy import Game
    from tutor.core.match import Match, MatchError

    match = Match(Game(), bots=[None, None])
    with pytest.raises(MatchError) as error:
        match.undo()
    assert render(error.value.args[0], "it") == "niente da annullare"
    with pytest.raises(MatchError) as error:
        Match(Game(), bots=[None])
    assert wrapped(render(error.value.args[0], PSEUDO))


def test_a_tutorial_and_a_match_read_a_move_typed_as_the_page_words_it():
    from tutor.core.i18n import render, using
    from tutor.core.match import Match
    from tutor.core.tutorial import attempt
    from tutor.games.apache.tutorial import STEPS

    step = STEPS[1]
    state = step.start()
    right = next(a for a in state.legal_actions() if str(a) in step.accepted)
    typed = render(state.describe(right), "it")
    assert typed != str(right)
    with using("it"):
        assert attempt(step, state, typed).right
    match = Match(state.game, [None] * state.game.num_players, state=state)
    with using("it"):
        assert match.parse(typed) == right
