"""One student cannot take the class down (issue #23): against the real server with the shipped
configuration (serve/), a scripted visitor on the legacy websocket protocol, malformed frames,
stray and duplicate query sockets and a runaway job; each time the other visitors' pages still
open and the server answers within seconds. Plus the pieces of serve/guard.py in plain Python."""
from __future__ import annotations

import asyncio
import http.cookiejar
import json
import logging
import re
import shutil
import threading
import time
import urllib.request
import uuid
from datetime import datetime, timezone

import nbformat
import pytest
from jupyter_server.services.kernels.connection.base import serialize_msg_to_ws_v1
from tornado.httpclient import HTTPClientError, HTTPRequest
from tornado.websocket import websocket_connect

from serve import guard
from serve.launch import stop

from .conftest import BARE_PAGE, SHORT_TIMEOUTS, start

KERNELSPEC = json.loads(BARE_PAGE.read_text())["metadata"]["kernelspec"]
#: a page with a widget carrying a binary buffer (what made the legacy reply loop the server)
IMAGE_PAGE = """import ipywidgets as widgets
picture = widgets.Image(value=bytes(range(256)) * 64, format="png")
picture"""
#: a preheated page that waits for its request (as the game pages' links do)
LINKED_PAGE = """import ipywidgets as widgets
from voila.utils import get_query_string
query = get_query_string()
widgets.HTML(f"<p class='query'>query={query}</p>")"""
#: a page whose one button computes for ever, and one that counts
SPIN_PAGE = """import time
import ipywidgets as widgets
count = widgets.IntText(0)
spin = widgets.Button(description="spin")
def forever(_):
    while True:
        time.sleep(0.05)
spin.on_click(forever)
press = widgets.Button(description="press")
press.on_click(lambda _: setattr(count, "value", count.value + 1))
widgets.VBox([spin, press, count])"""
GUARDED = (
    *SHORT_TIMEOUTS,
    "--ClassroomKernelManager.preheated_pages=linked.ipynb",
    "--ClassroomKernelManager.busy_timeout=3",
)


def notebook(folder, name: str, source: str) -> None:
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = KERNELSPEC
    nb.cells = [nbformat.v4.new_code_cell(source)]
    nbformat.write(nb, folder / name)


@pytest.fixture(scope="module")
def guarded_server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("guard-pages")
    shutil.copy(BARE_PAGE, folder / "bare.ipynb")
    notebook(folder, "image.ipynb", IMAGE_PAGE)
    notebook(folder, "linked.ipynb", LINKED_PAGE)
    notebook(folder, "spin.ipynb", SPIN_PAGE)
    server = start(tmp_path_factory, "guard", folder, *GUARDED)
    yield server
    stop(server.proc)


# -- a scripted visitor --------------------------------------------------------------------------


class Visitor:
    """A browser reduced to its cookies: opens a page (GET, read to the end) and its kernel's
    websocket as Voila's page does, or as a script would."""

    def __init__(self, server):
        self.server, self.jar = server, http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))

    def open_page(self, path: str, within: float = 90) -> tuple[str, str]:
        """The page's HTML and its kernel id."""
        deadline = time.monotonic() + within
        with self.opener.open(self.server.url + path, timeout=30) as response:
            body = []
            while chunk := response.read1(65536):
                body.append(chunk)
                assert time.monotonic() < deadline, f"{path} still being sent after {within} s"
        html = b"".join(body).decode()
        match = re.search(r'"kernelId":\s*"([0-9a-f-]{36})"', html)
        assert match, f"no kernel id in {path}"
        return html, match.group(1)

    def cookie_header(self) -> str:
        return "; ".join(f"{c.name}={c.value}" for c in self.jar)

    async def kernel_socket(self, kernel_id: str, subprotocols=(guard.V1,)):
        ws = self.server.url.replace("http", "ws", 1)
        request = HTTPRequest(f"{ws}/api/kernels/{kernel_id}/channels?session_id={uuid.uuid4()}",
                              headers={"Cookie": self.cookie_header()})
        return await websocket_connect(request, subprotocols=list(subprotocols) or None)


def frame(channel: str, msg_type: str, content: dict, session: str = "scripted") -> bytes:
    header = {"msg_id": uuid.uuid4().hex, "username": "visitor", "session": session, "msg_type": msg_type,
              "version": "5.3", "date": datetime.now(timezone.utc).isoformat()}
    parts = [json.dumps(part).encode() for part in (header, {}, {}, content)]
    return serialize_msg_to_ws_v1(parts, channel)


async def replies(conn, msg_type: str, within: float = 30) -> dict:
    """The content of the next message of ``msg_type`` (with its buffers' count)."""
    deadline = time.monotonic() + within
    while True:
        left = deadline - time.monotonic()
        assert left > 0, f"no {msg_type} within {within} s"
        message = await asyncio.wait_for(conn.read_message(), left)
        assert message is not None, f"the socket closed while waiting for {msg_type}"
        parts = guard.v1_parts(message)
        assert parts is not None, "the server sent a malformed frame"
        header = json.loads(parts[1][0])
        if header["msg_type"] == msg_type:
            content = json.loads(parts[1][3])
            content["_buffers"] = len(parts[1]) - 4
            return content


def answers_quickly(server, within: float = 3.0) -> float:
    """The server's answer time for a static file (it fails the test past ``within``)."""
    began = time.monotonic()
    with urllib.request.urlopen(server.url + "/voila/static/voila.js", timeout=within) as response:
        assert response.status == 200
        response.read()
    return time.monotonic() - began


def run(coroutine):
    """Run ``coroutine`` on a loop of its own, in a thread: Playwright's sync tests leave a loop
    running on the main thread."""
    outcome: dict = {}

    def target():
        try:
            outcome["value"] = asyncio.run(coroutine)
        except BaseException as error:  # noqa: BLE001 - raised again in the test's thread
            outcome["error"] = error

    thread = threading.Thread(target=target)
    thread.start()
    thread.join()
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")


# -- the legacy protocol and malformed frames ------------------------------------------------------


def test_the_legacy_protocol_is_refused(guarded_server):
    server, visitor = guarded_server, Visitor(guarded_server)
    _, kernel_id = visitor.open_page("/voila/render/image.ipynb")

    async def legacy():
        with pytest.raises(HTTPClientError) as refused:
            await visitor.kernel_socket(kernel_id, subprotocols=())
        return refused.value.code

    assert run(legacy()) == 400
    assert f"Refused a websocket to kernel {kernel_id} without the {guard.V1}" in server.log_text()
    answers_quickly(server)
    other = Visitor(server)
    began = time.monotonic()
    other.open_page("/voila/render/bare.ipynb", within=60)
    assert time.monotonic() - began < 60


def test_widget_state_with_buffers_on_v1_and_a_malformed_frame_closes_one_socket(guarded_server):
    server, visitor = guarded_server, Visitor(guarded_server)
    _, kernel_id = visitor.open_page("/voila/render/image.ipynb")

    async def scripted():
        conn = await visitor.kernel_socket(kernel_id)
        conn.write_message(frame("shell", "comm_info_request", {"target_name": "jupyter.widget"}), binary=True)
        comms = (await replies(conn, "comm_info_reply"))["comms"]
        assert comms, "the page's widgets were not found"
        # Ask every widget for its state, as the visitor did: the Image's comes with a buffer.
        for comm_id in comms:
            conn.write_message(frame("shell", "comm_msg", {"comm_id": comm_id, "data": {"method": "request_state"}}),
                               binary=True)
        buffers = 0
        for _ in comms:
            buffers += (await replies(conn, "comm_msg"))["_buffers"]
        assert buffers >= 1
        # A frame claiming 8.6e17 offsets (what a legacy reply read as v1 looks like): closed.
        conn.write_message(b"\xff" * 8 + b"\x00" * 64, binary=True)
        began = time.monotonic()
        while await asyncio.wait_for(conn.read_message(), 10) is not None:
            pass
        closed_in = time.monotonic() - began
        # A text frame on v1, then garbage: each closes only its own socket.
        for bad in ("not a v1 frame", b"\x03" + b"\x00" * 7 + b"\x10" * 8):
            conn = await visitor.kernel_socket(kernel_id)
            conn.write_message(bad, binary=isinstance(bad, bytes))
            while await asyncio.wait_for(conn.read_message(), 10) is not None:
                pass
        # The visitor's kernel still answers on a new socket.
        conn = await visitor.kernel_socket(kernel_id)
        conn.write_message(frame("shell", "kernel_info_request", {}), binary=True)
        assert (await replies(conn, "kernel_info_reply"))["status"] == "ok"
        conn.close()
        return closed_in

    assert run(scripted()) < 10
    assert "a malformed binary frame" in server.log_text()
    assert "a text frame on the v1 protocol" in server.log_text()
    answers_quickly(server)
    Visitor(server).open_page("/voila/render/bare.ipynb", within=60)


# -- the query socket ------------------------------------------------------------------------------


def wait_for_log(server, text: str, within: float) -> None:
    deadline = time.monotonic() + within
    while text not in server.log_text():
        assert time.monotonic() < deadline, f"not in the log within {within} s: {text}\n{server.describe()}"
        time.sleep(0.25)


async def query_socket(server, path: str, headers: dict | None = None):
    ws = server.url.replace("http", "ws", 1)
    return await websocket_connect(HTTPRequest(ws + path, headers=headers or {}))


def test_stray_and_duplicate_query_sockets_never_keep_a_page_from_opening(guarded_server):
    server = guarded_server
    wait_for_log(server, "Kernel pool of linked.ipynb is filled", 90)
    made_up = str(uuid.uuid4())
    token = guard.query_token(made_up)  # the right shape, not this server's secret

    async def strays():
        codes = []
        for path, headers in (
            (f"/voila/query/{made_up}", None),  # Voila's own address: no kernel of ours uses it
            (f"/voila/query/{made_up}", None),  # twice, as in the issue
            (f"/voila/kernel-query/{token}/voila/query/{made_up}", None),
            (f"/voila/kernel-query/{'0' * 64}/voila/query/{made_up}", {"Origin": server.url}),
        ):
            try:
                conn = await query_socket(server, path, headers)
            except HTTPClientError as refused:
                codes.append(refused.code)
            else:
                conn.close()
                codes.append(101)
        return codes

    assert run(strays()) == [403] * 4
    visitor = Visitor(server)
    html, kernel_id = visitor.open_page("/voila/render/linked.ipynb?colour=red", within=60)
    assert "query=colour=red" in html
    assert f"Using pre-heated kernel: {kernel_id}" in server.log_text()
    # The pool refills while strays knock again; the next visitor's page still opens with its link.
    assert run(strays()) == [403] * 4
    wait_for_log(server, "Refused a query socket for kernel", 5)
    deadline = time.monotonic() + 90
    while server.log_text().count("Kernel pool of linked.ipynb is filled") < 2:
        assert time.monotonic() < deadline, server.describe()
        time.sleep(0.25)
    html, second = Visitor(server).open_page("/voila/render/linked.ipynb?colour=blue", within=60)
    assert "query=colour=blue" in html and second != kernel_id


def test_a_closing_stray_never_removes_another_waiter():
    waiting, stray = object.__new__(guard.QuerySocketHandler), object.__new__(guard.QuerySocketHandler)
    waiting.kernel_id = stray.kernel_id = "k"
    guard.QuerySocketHandler.waiters["k"] = waiting
    guard.QuerySocketHandler.waiters["other"] = waiting
    try:
        stray.on_close()
        assert guard.QuerySocketHandler.waiters == {"k": waiting, "other": waiting}
        waiting.on_close()
        assert guard.QuerySocketHandler.waiters == {"other": waiting}
    finally:
        guard.QuerySocketHandler.waiters.clear()


# -- the watchdog ----------------------------------------------------------------------------------


def test_a_runaway_job_is_interrupted_and_the_page_answers_again(guarded_server):
    server, visitor = guarded_server, Visitor(guarded_server)
    _, kernel_id = visitor.open_page("/voila/render/spin.ipynb")

    async def scripted():
        conn = await visitor.kernel_socket(kernel_id)
        conn.write_message(frame("shell", "comm_info_request", {"target_name": "jupyter.widget"}), binary=True)
        comms = list((await replies(conn, "comm_info_reply"))["comms"])
        buttons = {}
        for comm_id in comms:
            conn.write_message(frame("shell", "comm_msg", {"comm_id": comm_id, "data": {"method": "request_state"}}),
                               binary=True)
        for _ in comms:
            reply = await replies(conn, "comm_msg")
            state = reply["data"].get("state", {})
            if state.get("_model_name") == "ButtonModel":
                buttons[state["description"]] = reply["comm_id"]
        click = {"method": "custom", "content": {"event": "click"}}
        conn.write_message(frame("shell", "comm_msg", {"comm_id": buttons["spin"], "data": click}), binary=True)
        for _ in range(60):  # busy_timeout 3 s, looked at every second
            if f"Interrupting kernel {kernel_id}" in server.log_text():
                break
            await asyncio.sleep(0.5)
        conn.write_message(frame("shell", "comm_msg", {"comm_id": buttons["press"], "data": click}), binary=True)
        conn.write_message(frame("shell", "kernel_info_request", {}), binary=True)
        assert (await replies(conn, "kernel_info_reply", within=15))["status"] == "ok"
        conn.close()

    run(scripted())
    assert f"Interrupting kernel {kernel_id}" in server.log_text(), server.describe()
    assert f"Shutting down kernel {kernel_id} (visitor" not in server.log_text()
    answers_quickly(server)


def test_a_server_thread_that_stops_answering_is_logged(caplog):
    logger = logging.getLogger("test.loopwatch")

    def stuck_in_a_loop():
        time.sleep(1.5)

    async def main():
        watch = guard.LoopWatch(logger, every=0.1, lag=0.5, repeat=10)
        watch.start()
        await asyncio.sleep(0.3)
        stuck_in_a_loop()
        await asyncio.sleep(0.5)
        watch.stop()
        return watch

    with caplog.at_level(logging.WARNING, logger="test.loopwatch"):
        watch = run(main())
    text = caplog.text
    assert watch.stalls == 1
    assert "The server's thread has not answered for" in text and "stuck_in_a_loop" in text
    assert "answers again, after" in text


# -- frames read safely ----------------------------------------------------------------------------


def test_v1_frames_are_checked_before_they_are_read():
    good = frame("shell", "kernel_info_request", {})
    channel, parts = guard.v1_parts(good)
    assert channel == "shell" and len(parts) == 4
    assert guard.v1_header(good)["msg_type"] == "kernel_info_request"
    huge = (8 * 10**17).to_bytes(8, "little") + good[8:]
    backwards = good[:16] + good[24:32] + good[16:24] + good[32:]
    for bad in (b"", b"\x01", huge, good[:40], backwards, "text", None, (1).to_bytes(8, "little") + b"\x10" * 8):
        assert guard.v1_parts(bad) is None
        assert guard.v1_header(bad) is None
