"""Messages: an id with named parameters, rendered in the reader's language (tutor.core.i18n)."""
from __future__ import annotations

import pickle
import threading
from fractions import Fraction

import pytest

from tutor.core import i18n
from tutor.core.i18n import M, P, Joined, Message, Term, negotiate, normalize, number, render, using


def test_a_message_reads_as_its_english_and_keeps_its_id_and_parameters():
    message = M("{who} reveals {n} cards", who="red", n=3)
    assert message == "red reveals 3 cards" and isinstance(message, str)
    assert message.msgid == "{who} reveals {n} cards" and message.params == {"who": "red", "n": 3}
    assert render(message, "en") == "red reveals 3 cards"


def test_a_message_renders_from_the_catalog_and_falls_back_to_english(monkeypatch):
    monkeypatch.setitem(i18n.catalog("it"), (None, "{who} reveals {n} cards"), "{who} scopre {n} carte")
    message = M("{who} reveals {n} cards", who="red", n=3)
    assert render(message, "it") == "red scopre 3 carte"
    assert render(M("no such message {x}", x=1), "it") == "no such message 1"
    with using("it"):
        assert str(message) == "red scopre 3 carte" and f"[{message}]" == "[red scopre 3 carte]"
    assert str(message) == "red reveals 3 cards"


def test_parameters_are_rendered_in_the_same_language(monkeypatch):
    monkeypatch.setitem(i18n.catalog("es"), (None, "not allowed: {reason} [{rule}]"), "no permitido: {reason} [{rule}]")
    monkeypatch.setitem(i18n.catalog("es"), (None, "the game is over"), "la partida ha terminado")
    outer = M("not allowed: {reason} [{rule}]", reason=M("the game is over"), rule="x.y")
    assert outer == "not allowed: the game is over [x.y]"
    assert render(outer, "es") == "no permitido: la partida ha terminado [x.y]"


def test_a_message_built_while_another_language_is_current_still_reads_as_english(monkeypatch):
    monkeypatch.setitem(i18n.catalog("it"), (None, "the game is over"), "la partita è finita")
    with using("it"):
        outer = M("[{inner}]", inner=M("the game is over"))
        assert str.__str__(outer) == "[the game is over]" and str(outer) == "[la partita è finita]"


@pytest.mark.parametrize("n, forms", [(1, 0), (2, 1), (4, 1), (5, 2), (12, 2), (22, 1), (25, 2), (101, 2)])
def test_polish_has_three_plural_forms(monkeypatch, n, forms):
    polish = ("{n} karta", "{n} karty", "{n} kart")
    monkeypatch.setitem(i18n.catalog("pl"), (None, "{n} card"), polish)
    assert render(P("{n} card", "{n} cards", n=n), "pl") == polish[forms].format(n=n)
    assert P("{n} card", "{n} cards", n=n) == (f"{n} card" if n == 1 else f"{n} cards")


@pytest.mark.parametrize("lang, text", [("en", "1234.5 and 25.0% and 3/8"), ("it", "1234,5 and 25,0% and 3/8"),
                                         ("pl", "1234,5 and 25,0% and 3/8"), ("es", "1234,5 and 25,0\xa0% and 3/8")])
def test_numbers_are_formatted_for_the_language(lang, text):
    message = M("{x} and {p:.1%} and {f}", x=1234.5, p=0.25, f=Fraction(3, 8))
    assert render(message, lang) == text


def test_grouping_follows_the_language_when_the_spec_asks_for_it():
    assert number(12345, ",", "en") == "12,345" and number(12345, ",", "it") == "12.345"
    assert number(12345, ",", "pl") == "12\xa0345" and number(0.5, ".0%", "es") == "50\xa0%"


def test_the_pseudo_language_wraps_every_message_and_term():
    message = M("the {kind} lies face up", kind=Term("apache", "hunter"))
    assert render(message, "xx") == "⟦the ⟦hunter⟧ lies face up⟧"


def test_joined_lists_render_each_item():
    joined = Joined([M("a"), M("b")], ", ")
    assert joined == "a, b" and render(M("{items}.", items=joined), "xx") == "⟦⟦a⟧, ⟦b⟧.⟧"


def test_messages_pickle_and_keep_their_parameters():
    message = P("{n} claim settles", "{n} claims settle", n=2, who=M("red"))
    again = pickle.loads(pickle.dumps(message))
    assert again == message and again.msgid == message.msgid and again.params == message.params
    assert type(again) is Message and again.plural == "{n} claims settle"


def test_a_message_missing_a_parameter_says_so():
    with pytest.raises(ValueError, match="cannot take parameters"):
        M("{who} plays", whom="red")


def test_a_broken_translation_falls_back_to_english(monkeypatch):
    monkeypatch.setitem(i18n.catalog("it"), (None, "{who} plays"), "{chi} gioca")
    assert render(M("{who} plays", who="red"), "it") == "red plays"


def test_language_codes_and_browser_preferences():
    assert normalize("it-IT") == "it" and normalize("PL_pl") == "pl" and normalize("de") is None
    assert normalize("x" * 100) is None and normalize(None) is None
    assert negotiate("pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7") == "pl"
    assert negotiate("de-DE,es;q=0.5,it;q=0.8") == "it"
    assert negotiate("de-DE,fr") == "en" and negotiate("") == "en" and negotiate("xx") == "en"
    assert negotiate("es;q=abc,it;q=0.1") == "it"


def test_a_page_language_comes_from_its_link_then_the_browser():
    assert i18n.environ_language({"QUERY_STRING": "position=x&lang=es"}) == "es"
    assert i18n.environ_language({"QUERY_STRING": "lang=zz", "HTTP_ACCEPT_LANGUAGE": "pl"}) == "pl"
    assert i18n.environ_language({}) == "en"


def test_using_is_per_thread():
    seen = []
    with using("it"):
        thread = threading.Thread(target=lambda: seen.append(i18n.current()))
        thread.start()
        thread.join()
        assert i18n.current() == "it"
    assert seen == ["en"]


def test_data_texts_are_the_fields_people_read():
    data = {"rule": [{"id": "a.b", "title": "T", "text": "X", "source": "en: s"}],
            "texts": {"blind": "B"}, "step": [{"feedback": {"close": "@blind", "x": "F"}, "accepted": ["close"],
                                                 "choices": ["yes", "no"]}]}
    assert list(i18n.data_texts(data)) == ["T", "X", "B", "F", "yes", "no"]
    translated = i18n.translate_data(data)
    assert isinstance(translated["rule"][0]["text"], Message) and not isinstance(translated["rule"][0]["id"], Message)
    assert translated["step"][0]["feedback"]["close"] == "@blind"


def test_the_pseudo_language_wraps_each_run_of_text_between_html_tags():
    assert render(M("<p>A {x}</p><p>B <b>bold</b></p>", x=1), "xx") == "<p>⟦A 1⟧</p><p>⟦B ⟧<b>⟦bold⟧</b></p>"
    assert render(M("p < {x} and q > 1", x=1), "xx") == "⟦p < 1 and q > 1⟧"
