"""The pages in the reader's language (#18): a page's language from its link or the browser, kept in every
link between pages; every text a page shows around its app is a message (the pseudo-language wraps it);
the rules reference and its search speak the page's language."""
from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

import pytest

from tutor.core.i18n import PSEUDO, current, render, set_language, using
from tutor.games import registered_games
from tutor.widgets.landing import (games_html, lessons_html, page_data, page_footer, page_header, rules_accordion,
                                   rules_table, teachers_html)
from tutor.widgets.language import language_links, page_language
from tutor.widgets.links import link_html, position_link
from tutor.widgets.reference import RulesPage, reference, rule_link
from tests.helpers import unwrapped as unwrapped_words

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
PAGES = sorted(page_data()["page"])
GAMES = registered_games()
#: what may stand outside the wrapping: rule ids, and names (games, the app, people's own words in data)
WORD = re.compile(r"[^\W\d_]{2,}")
NAMES = {word for info in GAMES for word in WORD.findall(info.title)} | {"Tabletop", "Tutor"}


@pytest.fixture
def reset_language():
    yield
    set_language("en")


def hrefs(html: str) -> list[str]:
    """The links to other pages (the language menu, which offers the other languages, left out)."""
    html = re.sub(r"<nav class='tutor-languages'>.*?</nav>", "", html, flags=re.S)
    return [unescape(h) for h in re.findall(r"href='([^']+)'", html)]


def visible_texts(html: str) -> list[str]:
    """The text between tags, leaving out styles and the language menu (names of languages)."""
    html = re.sub(r"<(style|script)>.*?</\1>", "", html, flags=re.S)
    html = re.sub(r"<nav class='tutor-languages'>.*?</nav>", "", html, flags=re.S)
    return [unescape(t) for t in re.split(r"<[^>]+>", html) if t.strip()]


def unwrapped(text: str) -> list[str]:
    return [w for w in unwrapped_words(text) if w not in NAMES]


def test_every_game_notebook_is_one_cell_that_sets_the_language_first():
    for path in [NOTEBOOKS / "index.ipynb", *(NOTEBOOKS / info.id / f"{page}.ipynb" for info in GAMES
                                              for page in info.pages)]:
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        assert [c["cell_type"] for c in cells] == ["code"], path
        source = "".join(cells[0]["source"])
        assert source.index("page_language()") < source.index("show_"), path
        assert not any(c.get("outputs") for c in cells), f"{path}: commit it with outputs cleared"
        page_id = path.relative_to(NOTEBOOKS).with_suffix("").as_posix()
        assert page_id in page_data()["page"], f"{page_id}: no texts in pages.toml"


def test_a_link_with_lang_it_gives_an_italian_landing_page_whose_links_stay_italian(reset_language):
    environ = {"QUERY_STRING": "lang=it", "SCRIPT_NAME": "/voila/render/index.ipynb"}
    assert page_language(environ) == "it" == current()
    header = page_header("index")
    assert "Impara le regole, insegnale, giocaci." in header
    menu = language_links({"QUERY_STRING": "position=apache+x&lang=it", "SCRIPT_NAME": "/voila/render/apache/play.ipynb"})
    assert "<b lang='it'>Italiano</b>" in menu and "href='?position=apache+x&amp;lang=pl'" in menu
    assert ".ipynb" not in menu   # the menu reopens this page: a relative query, never another page's address
    cards = games_html()
    assert "Il tabellone di Apache a metà partita" in unescape(cards) and ">Gioca</a>" in cards
    links = hrefs(cards + lessons_html() + teachers_html() + page_header("apache/play"))
    assert links and all(link.endswith("lang=it") for link in links), [x for x in links if "lang=it" not in x]
    assert "lang=it" in position_link("apache x", {"SCRIPT_NAME": "/voila/render/apache/play.ipynb"})
    assert "Link a questa posizione" in link_html("apache x", {})
    assert rule_link("apache", "apache.claim.punishment").count("lang=it") == 1
    assert "Regola per regola" not in header and "Per chi è" in "".join(
        render(s["heading"]) for s in page_data()["page"]["index"]["section"])


def test_an_old_link_without_lang_takes_the_browsers_polish(reset_language):
    environ = {"QUERY_STRING": "position=apache+x", "HTTP_ACCEPT_LANGUAGE": "pl-PL,pl;q=0.9"}
    assert page_language(environ) == "pl"
    assert "Poznaj zasady, ucz ich, graj z nimi." in page_header("index")
    assert "Wróć na stronę startową" in page_header("apache/learn")
    assert '<script>document.title = "Apache \\u2014 Nauka";</script>' in page_header("apache/learn")  # the tab
    assert page_language({"QUERY_STRING": "", "HTTP_ACCEPT_LANGUAGE": "de-DE,de;q=0.9"}) == "en"
    assert page_language({"QUERY_STRING": "lang=es", "HTTP_ACCEPT_LANGUAGE": "pl"}) == "es"


@pytest.mark.parametrize("page_id", PAGES)
def test_under_the_pseudo_language_every_text_of_a_page_is_wrapped(page_id):
    with using(PSEUDO):
        html = page_header(page_id) + page_footer(page_id)
    left = [(text, unwrapped(text)) for text in visible_texts(html) if unwrapped(text)]
    assert left == [], f"{page_id}: English outside the catalogs"


def test_under_the_pseudo_language_the_landing_parts_and_the_reference_are_wrapped():
    with using(PSEUDO):
        parts = games_html() + teachers_html() + rules_table("apache.")
        titles = rules_accordion().titles
        page = RulesPage("apache", rule="apache.claim.punishment")
        shown = page.rules.value + page.count.value
        page.filter("x" * 100)
        refused = page.message.value
    left = [(t, unwrapped(t)) for t in visible_texts(parts + shown + refused) + list(titles) if unwrapped(t)]
    assert left == []


def test_the_reference_speaks_italian_and_finds_an_apache_rule_by_its_italian_term():
    with using("it"):
        found = reference("apache").search("cacciatore")
        plural = reference("apache").search("Cacciatori")
        page = RulesPage("apache", rule="apache.claim.punishment")
        html = unescape(page.rules.value)
    assert found and plural and {e.rule.id for e in found} == {e.rule.id for e in plural}
    assert any("hunter" in e.rule.text or "hunter" in e.rule.title for e in found)
    assert reference("apache").search("cacciatore") == ()  # an English page does not read Italian words
    assert "Dal regolamento: Punizione!" in html and ".txt" not in html   # the Italian rulebook's section, by name
    with using("pl"):
        polish = unescape(RulesPage("tribu").rules.value)
    assert "(w instrukcji włoskiej)" in polish and ".txt" not in polish   # Tribù has only its Italian rulebook


def test_counts_on_the_reference_follow_each_languages_plurals():
    page = RulesPage("apache")
    with using("pl"):
        page.filter("")
        everything = unescape(page.count.value)
    total = len(reference("apache").entries)
    assert f"{total} zasad" in everything or f"{total} zasady" in everything
    from tutor.core.i18n import P
    rules = P("{game}: {n} rule", "{game}: {n} rules", n=1, game="Apache")
    assert [render(P("{game}: {n} rule", "{game}: {n} rules", n=n, game="Apache"), "pl") for n in (1, 3, 5, 22)] == \
        ["Apache: 1 zasada", "Apache: 3 zasady", "Apache: 5 zasad", "Apache: 22 zasady"]
    assert render(rules, "it") == "Apache: 1 regola" and render(rules, "es") == "Apache: 1 regla"
