"""The catalogs are complete: every message of the code and the data translated into every language, its
placeholders kept, its plural forms all there; every game term in every language (tutor/locale)."""
from __future__ import annotations

from importlib import resources

import pytest

from tutor.core.i18n import LANGUAGES, glossary, plural_count
from tutor.locale import DOMAINS, GAMES, placeholders, problems


@pytest.mark.parametrize("domain", list(DOMAINS))
def test_every_message_is_translated_with_its_placeholders(domain):
    found = problems((domain,))
    assert not found, f"{len(found)} problem(s); `python -m tutor.locale check {domain}` lists them:\n" + \
        "\n".join(map(str, found[:40]))


def test_placeholders_are_read_as_names_with_their_formats():
    assert placeholders("{who} has {p:.1%} of {{literal}} {n}") == {"who", "p", "n"}


@pytest.mark.parametrize("game", GAMES)
def test_every_game_term_is_in_every_language_with_its_plural_forms(game):
    assert resources.files(f"tutor.games.{game}").joinpath("data", "glossary.toml").is_file()
    for key, entry in glossary(game).items():
        for lang in LANGUAGES:
            forms = entry.get(lang)
            assert forms and all(forms), f"{game} term {key!r} has no {lang} words"
            assert len(forms) in (1, plural_count(lang)), f"{game} term {key!r}: {lang} needs 1 or {plural_count(lang)} forms"


def _literal_messages(path):
    """Every ``M``/``P``/``Mc`` call with literal texts in a Python file (ast finds them inside f-strings too,
    where Babel's extractor does not on Python 3.11)."""
    import ast

    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("M", "P", "Mc"):
            texts = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if texts:
                yield node.lineno, texts[1] if node.func.id == "Mc" and len(texts) > 1 else texts[0]


@pytest.mark.parametrize("domain", list(DOMAINS))
def test_every_message_written_in_code_reaches_its_catalog(domain):
    from tutor.locale import ROOT, domain_files, template

    extracted = {m.id[0] if isinstance(m.id, tuple) else m.id for m in template(domain) if m.id}
    missing = [f"{path.relative_to(ROOT)}:{line}: {text[:60]!r}" for path in domain_files(domain)
               if path.suffix == ".py" for line, text in _literal_messages(path) if text not in extracted]
    assert not missing, ("messages Babel cannot extract (a message inside an f-string's braces: build it before "
                         "the f-string):\n" + "\n".join(missing))
