"""tutor.widgets.links under preheating, without a server: a preheated kernel's notebook reads its
link once Voila hands the request over (through the websocket ``/voila/query/<kernel id>``, as
``voila.utils.get_query_string`` does, played here by a small websocket server), and only once; a
kernel started for its request reads the environment at once; a request that cannot be read (no
server, a closed socket, a reply too long or not a JSON object of strings) opens the page at its
default, without importing Voila."""
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

    def __init__(self, payload: dict[str, str] | str | None):
        self.payload, self.port, self.paths = payload, free_port(), []
        self._ready, self._stop = threading.Event(), None
        self._thread = threading.Thread(target=lambda: asyncio.run(self._serve()), daemon=True)

    async def _serve(self):
        async def answer(connection):
            self.paths.append(connection.request.path)
            if self.payload is not None:  # None: close without a word
                await connection.send(self.payload if isinstance(self.payload, str) else json.dumps(self.payload))

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
    for name in ("QUERY_STRING", "SCRIPT_NAME", "SERVER_NAME"):
        monkeypatch.setenv(name, "")  # recorded, so that what a request puts there is removed afterwards
        monkeypatch.delenv(name)
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


@pytest.mark.parametrize("reply", [
    None,  # the socket closes without a reply (the server stopped)
    "[1, 2]",  # not an object
    "{not json",
    json.dumps({"QUERY_STRING": "position=x" + "y" * links.REPLY_LIMIT}),  # too long
])
def test_a_request_that_cannot_be_read_opens_the_page_at_its_default(preheated_kernel, reply):
    with RequestInfo(reply) as server:
        preheated_kernel.setenv("VOILA_APP_PORT", str(server.port))
        assert links.query_position() is None
        assert len(server.paths) == 1
    assert links.query_position() is None  # and it does not ask again


def test_no_server_opens_the_page_at_its_default_within_the_connection_timeout(preheated_kernel):
    preheated_kernel.setenv("VOILA_APP_PORT", str(free_port()))  # nothing listens there
    assert links.read_request(links.query_socket_url(), connect_timeout=2) is None
    assert links.query_position() is None


def test_only_string_variables_with_plain_names_are_taken_from_the_request(preheated_kernel):
    payload = {"QUERY_STRING": "position=x", "HTTP_ACCEPT_LANGUAGE": None, "bad=name": "1", "NUL": "a\0b"}
    with RequestInfo(payload) as server:
        preheated_kernel.setenv("VOILA_APP_PORT", str(server.port))
        assert links.query_position() == "x"
    assert links.request_variables(json.dumps(payload)) == {"QUERY_STRING": "position=x"}


def test_the_query_socket_is_where_voila_puts_it():
    env = {"VOILA_APP_PORT": "8867", "VOILA_KERNEL_ID": KERNEL, "VOILA_SERVER_URL": "/base/",
           "VOILA_WS_BASE_URL": "/base/voila/kernel-query/abc/"}
    assert links.query_socket_url(env) == f"ws://127.0.0.1:8867/base/voila/kernel-query/abc/voila/query/{KERNEL}"
    del env["VOILA_WS_BASE_URL"]
    assert links.query_socket_url(env) == f"ws://127.0.0.1:8867/base/voila/query/{KERNEL}"


def test_a_page_kernel_imports_nothing_of_voila_or_jupyter_server():
    import os
    import subprocess
    import sys

    # a preheated kernel whose server has gone: it tries the query socket, then opens at its default
    env = {key: value for key, value in os.environ.items() if key not in ("QUERY_STRING", "SCRIPT_NAME")}
    env |= {"VOILA_PREHEAT": "True", "VOILA_KERNEL_ID": KERNEL, "VOILA_APP_PORT": str(free_port())}
    code = ("import sys, tutor.widgets.links as l; print(l.query_position()); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('voila', 'jupyter_server')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, env=env)
    assert out.stdout.split() == ["None", "[]"], out.stderr
    assert "could not be read" in out.stderr
