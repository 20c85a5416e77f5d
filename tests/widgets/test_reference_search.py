"""The rules search matches word forms, card names and each game's synonyms (issue #21)."""
from __future__ import annotations

import pytest

from tutor.core.i18n import LANGUAGES, using
from tutor.widgets.reference import reference, stem, synonyms


def found(game: str, text: str, lang: str = "en") -> set[str]:
    with using(lang):
        return {entry.rule.id for entry in reference(game).search(text)}


def test_word_forms_share_a_stem():
    assert stem("hunters", "en") == stem("hunter", "en")
    assert stem("cacciatori", "it") == stem("cacciatore", "it")
    assert stem("cazadores", "es") == stem("cazador", "es")


@pytest.mark.parametrize("lang", ["en", *LANGUAGES])
def test_a_plural_finds_what_its_singular_finds(lang):
    assert found("apache", "hunter", lang) and found("apache", "hunters", lang) >= found("apache", "hunter", lang)
    assert found("fort_apache", "shooting") >= found("fort_apache", "shoot") != set()


def test_wolf_finds_the_lupo_rules():
    lupo = found("tribu", "lupo")
    assert lupo and found("tribu", "wolf") >= lupo and found("tribu", "wolves") >= lupo


def test_penalty_finds_apaches_punishment():
    assert "apache.claim.punishment" in found("apache", "penalty")
    assert "apache.claim.punishment" in found("apache", "penalties")


def test_ammo_finds_fort_apaches_ammunition_rules():
    ammunition = found("fort_apache", "ammunition")
    assert ammunition and found("fort_apache", "ammo") >= ammunition


@pytest.mark.parametrize("game", ["apache", "tribu", "apacze", "fort_apache"])
def test_end_of_the_game_finds_how_the_game_ends(game):
    shown = found(game, "end of the game")
    assert shown and len(shown) < len(reference(game).entries)


def test_a_word_no_rule_uses_finds_nothing():
    assert found("apache", "xqzt") == set() and found("tribu", "wolf xqzt") == set()


@pytest.mark.parametrize("game", ["apache", "tribu", "apacze", "fort_apache"])
def test_every_game_has_synonyms_in_every_language(game):
    assert set(synonyms(game)) == {"en", *LANGUAGES}


@pytest.mark.parametrize(("lang", "phrase"), [("it", "fine della partita"), ("pl", "koniec gry"),
                                              ("es", "fin de la partida")])
@pytest.mark.parametrize("game", ["apache", "tribu", "apacze", "fort_apache"])
def test_the_end_of_the_game_is_found_in_every_language(game, lang, phrase):
    assert found(game, phrase, lang)


@pytest.mark.parametrize(("lang", "word"), [("it", "lupi"), ("pl", "wilki"), ("es", "lobos"), ("en", "wolves")])
def test_the_wolf_card_by_its_name_in_the_readers_language(lang, word):
    assert found("tribu", word, lang) >= found("tribu", "lupo", "en") != set()


@pytest.mark.parametrize(("lang", "word"), [("it", "penalità"), ("pl", "kara"), ("es", "penalización")])
def test_penalty_in_every_language(lang, word):
    assert "apache.claim.punishment" in found("apache", word, lang)


def test_without_a_stemmer_the_suffix_rule_finds_the_examples(monkeypatch):
    """Where the snowballstemmer package is missing, a plain suffix rule per language serves."""
    import tutor.widgets.reference as ref

    monkeypatch.setattr(ref, "_stemmer", lambda lang: None)
    ref._entry_stems.cache_clear()
    try:
        assert stem("hunters", "en") == "hunter" and stem("cazadores", "es") == "cazador"
        assert found("apache", "hunters") >= found("apache", "hunter") != set()
        assert found("tribu", "wolf") and "apache.claim.punishment" in found("apache", "penalty")
        assert found("fort_apache", "ammo") and all(found(g, "end of the game") for g in
                                                    ("apache", "tribu", "apacze", "fort_apache"))
        assert found("fort_apache", "shooting") >= found("fort_apache", "shoot")
    finally:
        ref._entry_stems.cache_clear()
