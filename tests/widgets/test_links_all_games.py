"""Every play and analyse page opens at the position its link names, shows a link to its current
position, and opens its default position with a clear message when the link cannot be read."""
from __future__ import annotations

import inspect
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Callable
from urllib.parse import parse_qs, urlsplit

import ipywidgets as widgets
import pytest

from tests.apache.test_match import ManualClock
from tests.fort_apache.helpers import position as fort_position
from tutor.games import GameInfo, registered_games
from tutor.widgets import fort_apache_analyse
from tests.helpers import page_module


@dataclass(frozen=True)
class Page:
    """A page's app, a position its link may name, and how the game reads position strings."""

    name: str
    open: Callable[[str | None], widgets.VBox]
    position: str
    parse: Callable[[str], object]
    prefix: str


def opener(info: GameInfo, page: str) -> Callable[[str | None], widgets.VBox]:
    """``tutor.widgets.<id>_play.PlayApp`` or ``<id>_analyse.AnalyseApp`` at a position; a page that
    runs on a clock gets the tests' manual clock, a play page a fixed seed."""
    module = page_module(info.id, page)
    app = module.PlayApp if page == "play" else module.AnalyseApp
    takes = inspect.signature(app).parameters

    def open_at(position: str | None) -> widgets.VBox:
        extra = {"clock": ManualClock()} if "clock" in takes else {}
        if "seed" in takes and page == "play":
            extra["seed"] = 1
        return app(position, **extra)
    return open_at


PAGES = [Page(f"{info.id.replace('_', ' ')} {page}", opener(info, page), info.samples[0], info.game.parse, info.id)
         for info in registered_games() for page in ("play", "analyse") if page in info.pages]
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
        app = fort_apache_analyse.FortAnalyseApp(page.position, games=2, executor=pool, background=False)
        ends = app.play_on(6)
    assert len(ends) == 6 and "Played on 6 times" in app.play_on_result.value
    assert "cowboys hold the fort in" in app.play_on_result.value
    app.position.value = "fort_apache nonsense"
    assert "cannot be read" in app.message.value and app.position.value != app.state.notation()
    assert linked(app) == page.position and app.play_on_result.value != ""
    app.position.value = fort_position().notation()
    assert linked(app) == fort_position().notation() and app.play_on_result.value == ""
