"""Linked positions on preheated pages (issue #14): `make serve` keeps kernels that have already
started a page's notebook before anyone asks for it; the page must still open at the position its
link names (``?position=``, read once the request arrives: tutor/widgets/links.py), and a page
opened without a link, by the pool's next kernel, must show the default position.

A real server with the shipped configuration (serve/), as `make serve` starts it, with pools for
the pages tested only (the shipped list preheats every page, too much for a test run)."""
from __future__ import annotations

import re
import time
from pathlib import Path
from urllib.parse import urlencode

import pytest
from playwright.sync_api import Page, expect

from serve.launch import ROOT, start_voila, stop, tail
from tests.browser.helpers import SLOW, assert_no_browser_errors, expect_no_python_error
from tests.browser.test_every_page import (
    FIELD_SHOWS,
    FIELD_SHOWS_DEFAULT,
    expect_rendered,
    realtime,
    render,
    wait_until,
)
from tutor.games import GameInfo, game_info
from tutor.widgets.preview import preview_html
from tests.helpers import page_module

pytestmark = pytest.mark.browser

#: games whose play page keeps still once opened (no bots on a clock), so the box shows the link's position
GAMES = [game_info("fort_apache"), game_info("tribu")]
HANDED_OUT = re.compile(r"Using pre-heated kernel: ([0-9a-f-]{36}) for (\S+)")


class PreheatedServer:
    def __init__(self, proc, url: str, log: Path):
        self.proc, self.url, self.log = proc, url, log

    def handed_out(self) -> dict[str, str]:
        """kernel id -> page, for every preheated kernel handed to a request so far."""
        return {kid: page for kid, page in HANDED_OUT.findall(self.log.read_text(errors="replace"))}

    def wait_until_ready(self, pools: int, timeout: float = SLOW / 1000) -> None:
        """Until each of the ``pools`` holds its ready kernel: Voila logs a pool as filled once at
        start-up and once more after each kernel it hands out (the refill)."""
        deadline = time.monotonic() + timeout
        while self.log.read_text(errors="replace").count("Kernel pool of ") < pools + len(self.handed_out()):
            if time.monotonic() > deadline:
                pytest.fail(f"the pools did not fill:\n{tail(self.log)}", pytrace=False)
            time.sleep(0.25)


@pytest.fixture(scope="module")
def preheated(tmp_path_factory):
    log = tmp_path_factory.mktemp("preheated") / "voila.log"
    pools = [f"--ClassroomKernelManager.preheated_pages={info.notebook('play')}" for info in GAMES]
    proc, url = start_voila(ROOT / "notebooks", log, *pools)
    server = PreheatedServer(proc, url, log)
    try:
        yield server
    finally:
        stop(proc)


@pytest.fixture
def voila_url(preheated):
    """The preheated server, for conftest's ``browser_errors``."""
    return preheated.url


def kernel_id(page: Page) -> str:
    return page.evaluate("JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")


def open_preheated(page: Page, server: PreheatedServer, info: GameInfo, query: str = "") -> str:
    """Open the game's play page once its pool is ready, check a preheated kernel served it, and
    return the page's HTML as it arrived."""
    server.wait_until_ready(len(GAMES))
    response = page.goto(server.url + render(info, "play") + query)
    assert response is not None
    expect_rendered(page)
    expect_no_python_error(page)
    kid = kernel_id(page)
    assert server.handed_out().get(kid) == info.notebook("play"), (
        f"the page was not served by a preheated kernel:\n{tail(server.log)}")
    return response.text()


def picture(info: GameInfo, position: str | None) -> str:
    """The play page's first picture (tutor/widgets/preview.py) as the page draws it for ``position``."""
    return preview_html(page_module(info.id, "play").PlayApp(position=position))


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_a_linked_position_opens_on_a_preheated_page(page: Page, preheated, browser_errors, info):
    assert not realtime(info, "play")
    sample = info.samples[0]
    html = open_preheated(page, preheated, info, "?" + urlencode({"position": sample}))
    wait_until(page, FIELD_SHOWS, sample, f"no field shows the linked position {sample!r}")
    # the board was in the HTML, drawn at the linked position (not at the position the kernel was preheated
    # with), to be seen before the widgets; once they are drawn, the picture has gone
    assert picture(info, sample) in html
    expect(page.locator(".tutor-preview")).to_have_count(0)
    link = page.locator(".tutor-position-link").first
    # the link keeps the page's language (the browser's, English here: no ?lang= was given)
    assert link.get_attribute("href") == f"{render(info, 'play')}?{urlencode({'position': sample, 'lang': 'en'})}"
    assert page.get_by_text("cannot be read").count() == 0
    assert_no_browser_errors(page, browser_errors)


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_a_preheated_page_without_a_link_shows_the_default(page: Page, preheated, browser_errors, info):
    """Served by the pool's next kernel, after the linked page took the first: no trace of that link."""
    html = open_preheated(page, preheated, info)
    assert 'class="tutor-preview-board"><svg' in html and picture(info, info.samples[0]) not in html
    prefix = info.samples[0].split(" ", 1)[0]
    wait_until(page, FIELD_SHOWS_DEFAULT, [prefix, info.samples[0]], f"no field shows a default {prefix} position")
    assert page.get_by_text("cannot be read").count() == 0
    assert_no_browser_errors(page, browser_errors)
