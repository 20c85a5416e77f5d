"""tutor.widgets.links under preheating, without a server: a preheated kernel's notebook reads its
link once Voila hands the request over (``voila.utils.get_query_string`` through the websocket
``/voila/query/<kernel id>``, played here by a small websocket server), and only once; a kernel
started for its request reads the environment at once."""
from __future__ import annotations

import asyncio
import json
import threading
from urllib.parse import urlencode

import pytest
import websockets

from serve.launch import free_port
from tutor.widgets import links

KERNEL = "0b0e2a52-4a7c-4c53-9d1e-6f1d2a3b4c5d"
POSITION = "tribu 3 | challenge 1 dealer 0 turns 8"


class RequestInfo:
    """Voila's request-info websocket: answers every connection with one request's variables."""

    def __init__(self, payload: dict[str, str]):
        self.payload, self.port, self.paths = payload, free_port(), []
        self._ready, self._stop = threading.Event(), None
        self._thread = threading.Thread(target=lambda: asyncio.run(self._serve()), daemon=True)

    async def _serve(self):
        async def answer(connection):
            self.paths.append(connection.request.path)
            await connection.send(json.dumps(self.payload))

        self._stop = asyncio.get_running_loop().create_future()
        async with websockets.serve(answer, "127.0.0.1", self.port):
            self._ready.set()
            await self._stop

    def __enter__(self):
        self._thread.start()
        assert self._ready.wait(10)
        return self

    def __exit__(self, *exc):
        loop = self._stop.get_loop()
        loop.call_soon_threadsafe(self._stop.set_result, None)
        self._thread.join(10)


@pytest.fixture
def preheated_kernel(monkeypatch):
    """This process as a preheated kernel whose request has not arrived yet."""
    for name in ("QUERY_STRING", "SCRIPT_NAME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("VOILA_PREHEAT", "True")
    monkeypatch.setenv("VOILA_KERNEL_ID", KERNEL)
    monkeypatch.setenv("VOILA_SERVER_URL", "/")
    monkeypatch.setattr(links, "_request_arrived", False)
    return monkeypatch


def test_a_preheated_page_waits_for_its_request_and_reads_the_link_once(preheated_kernel):
    payload = {"QUERY_STRING": urlencode({"position": POSITION}), "SCRIPT_NAME": "/voila/render/tribu/play.ipynb"}
    with RequestInfo(payload) as server:
        preheated_kernel.setenv("VOILA_APP_PORT", str(server.port))
        assert links.preheated()
        assert links.query_position() == POSITION
        assert server.paths == [f"/voila/query/{KERNEL}"]
        # the request's variables are now this kernel's: the link back uses the page's path
        assert links.position_link(POSITION) == "/voila/render/tribu/play.ipynb?" + urlencode({"position": POSITION,
                                                                                            "lang": "en"})
        assert links.query_position() == POSITION
        assert len(server.paths) == 1  # asked once


def test_a_preheated_page_opened_without_a_link_shows_the_default(preheated_kernel):
    with RequestInfo({"QUERY_STRING": "", "SCRIPT_NAME": "/voila/render/tribu/play.ipynb"}) as server:
        preheated_kernel.setenv("VOILA_APP_PORT", str(server.port))
        assert links.query_position() is None
        assert len(server.paths) == 1


def test_a_kernel_started_for_its_request_reads_the_environment_at_once(monkeypatch):
    monkeypatch.setenv("VOILA_PREHEAT", "False")
    monkeypatch.setenv("QUERY_STRING", urlencode({"position": POSITION}))
    monkeypatch.setattr(links, "_request_arrived", False)
    monkeypatch.setenv("VOILA_APP_PORT", str(free_port()))  # nothing listens there: never asked
    assert not links.preheated()
    assert links.query_position() == POSITION
    # an explicit mapping never waits, preheated or not
    monkeypatch.setenv("VOILA_PREHEAT", "True")
    assert links.query_position({"QUERY_STRING": "position=x"}) == "x"
