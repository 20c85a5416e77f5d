"""Every play and analyse page opens at the position its link names, shows a link to its current
position, and opens its default position with a clear message when the link cannot be read."""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Callable
from urllib.parse import parse_qs, urlsplit

import ipywidgets as widgets
import pytest

from tests.apache.test_match import ManualClock
from tests.fort_apache.helpers import position as fort_position
from tutor.games import apache, apacze, fort_apache, tribu
from tutor.games.apacze.tutorial import STEPS as APACZE_STEPS
from tutor.games.tribu.tutorial import table
from tutor.widgets import (apache_analyse, apache_play, apacze_analyse, apacze_play, fort_apache_analyse,
                           fort_apache_play, tribu_analyse, tribu_play)


@dataclass(frozen=True)
class Page:
    """A page's app, a position its link may name, and how the game reads position strings."""

    name: str
    open: Callable[[str | None], widgets.VBox]
    position: str
    parse: Callable[[str], object]
    prefix: str


APACHE = "apache red,yellow,green,blue,purple warpath | window blue | table rH 3B | piles - / - / - / - / - | out - | pow -"
TRIBU_TO_MOVE = table("canoe block / moon lupo", "hunter.salmon.moon[courage-feathers] / shaman.red-statue[bisonte]")
PAGES = [
    Page("apache play", lambda p: apache_play.PlayApp(position=p, clock=ManualClock(), seed=1), APACHE,
         apache.Game.parse, "apache"),
    Page("apache analyse", lambda p: apache_analyse.AnalyseApp(p, games=2), APACHE, apache.Game.parse, "apache"),
    Page("fort apache play", lambda p: fort_apache_play.PlayApp(position=p, seed=1), fort_position().notation(),
         fort_apache.Game.parse, "fort_apache"),
    Page("fort apache analyse", lambda p: fort_apache_analyse.FortAnalyseApp(p, games=2),
         fort_position(indians="gate gate south-cavalry x x x", side="indians").notation(),
         fort_apache.Game.parse, "fort_apache"),
    Page("tribu play", lambda p: tribu_play.PlayApp(position=p, seed=1), TRIBU_TO_MOVE, tribu.Game.parse, "tribu"),
    Page("tribu analyse", lambda p: tribu_analyse.AnalyseApp(p, challenges=4), TRIBU_TO_MOVE, tribu.Game.parse,
         "tribu"),
    Page("apacze play", lambda p: apacze_play.PlayApp(position=p, seed=1), APACZE_STEPS[0].position,
         apacze.Game.parse, "apacze"),
    Page("apacze analyse", lambda p: apacze_analyse.AnalyseApp(p, games=2), APACZE_STEPS[0].position,
         apacze.Game.parse, "apacze"),
]
BY_NAME = {page.name: page for page in PAGES}


def linked(app: widgets.VBox) -> str:
    """The position named by the page's own link."""
    href = app.link.value.split("href='", 1)[1].split("'", 1)[0].replace("&amp;", "&")
    return parse_qs(urlsplit(href).query)["position"][0]


def malformed(page: Page) -> list[str]:
    """Links that cannot be read: nonsense, the game's name alone, a position cut short or garbled."""
    fields = page.position.split(" | ")
    return ["nonsense", page.prefix, f"{page.prefix} nonsense", " | ".join(fields[:-1]),
            " | ".join(fields[:1] + ["x y z"] + fields[2:]), page.position.replace(" ", "  | ", 1)]


@pytest.mark.parametrize("name", BY_NAME)
def test_a_link_opens_the_page_at_its_position(name: str):
    page = BY_NAME[name]
    app = page.open(page.position)
    assert app.position.value == page.position, "the page does not show the linked position"
    assert linked(app) == page.position, "the page's own link does not name its position"
    assert "cannot be read" not in app.message.value


@pytest.mark.parametrize("name", BY_NAME)
def test_a_malformed_link_opens_the_default_position_with_a_message(name: str):
    page = BY_NAME[name]
    default = page.open(None)
    for text in malformed(page):
        app = page.open(text)
        assert "cannot be read" in app.message.value, text
        page.parse(app.position.value)  # a readable position is shown ...
        assert linked(app) == app.position.value  # ... with a link to it
        if "analyse" in name:  # play pages start a new game, which may be random; analyse pages are fixed
            assert app.position.value == default.position.value, text


def test_the_fort_apache_analyse_page_plays_on_from_the_linked_position():
    page = BY_NAME["fort apache analyse"]
    with ThreadPoolExecutor(2) as pool:
        app = fort_apache_analyse.FortAnalyseApp(page.position, games=2, executor=pool)
        ends = app.play_on(6)
    assert len(ends) == 6 and "Played on 6 times" in app.play_on_result.value
    assert "cowboys hold the fort in" in app.play_on_result.value
    app.position.value = "fort_apache nonsense"
    assert "cannot be read" in app.message.value and app.position.value != app.state.notation()
    assert linked(app) == page.position and app.play_on_result.value != ""
    app.position.value = fort_position().notation()
    assert linked(app) == fort_position().notation() and app.play_on_result.value == ""
