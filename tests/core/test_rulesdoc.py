"""Every registered game's interpretation register is published, up to date, in docs/rules/."""
from pathlib import Path

import pytest

from tutor.games import registered_games
from tutor.rulesdoc import pages

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules"


def test_every_registered_game_has_a_page():
    english = [f"{info.id}.md" for info in registered_games()]
    assert sorted(pages()) == sorted(english + [f"{lang}/{name}" for lang in ("it", "pl", "es") for name in english])


def test_a_page_in_italian_cites_the_italian_rulebooks_sections_and_no_file():
    italian = pages()["it/apache.md"]()
    assert ".txt" not in italian and "Preparazione" in italian and "apache.interp.validity" in italian
    assert ".txt" not in pages()["apache.md"]()


@pytest.mark.parametrize("name", sorted(pages()))
def test_the_published_register_is_up_to_date(name):
    published = (DOCS / name).read_text(encoding="utf-8").strip()
    assert published == pages()[name]().strip(), "regenerate with: python -m tutor.rulesdoc"
