"""The landing page's registry-built parts: the games with links to their pages, the rules per game."""
from pathlib import Path

from tutor.core import rules
from tutor.games import registered_games
from tutor.widgets.landing import games_html, rules_accordion

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def test_every_game_is_listed_with_a_link_to_each_of_its_pages():
    html = games_html()
    for info in registered_games():
        assert f"<h3>{info.title}</h3>" in html.replace("&#x27;", "'")
        for page in info.pages:
            assert f"href='{info.id}/{page}.ipynb?lang=en'" in html  # the page's language kept
            assert (NOTEBOOKS / info.notebook(page)).is_file()
        if info.reconstructed:
            assert f"lacks {info.reconstructed}" in html


def test_one_rules_section_per_game_filled_when_opened():
    accordion = rules_accordion()
    infos = registered_games()
    assert len(accordion.children) == len(infos) and "tutor-landing" in accordion._dom_classes
    assert accordion.titles[0] == f"{infos[0].title}: {len(rules(infos[0].id + '.'))} rules"
    first, second = accordion.children[0], accordion.children[1]
    assert first.value.count("<tr>") == len(rules(infos[0].id + ".")) + 1 and second.value == ""
    accordion.selected_index = 1
    assert all(f"<code>{r.id}</code>" in second.value for r in rules(infos[1].id + "."))
