"""A Voila visitor without a browser: what a page's front end sends and reads, timed.

One :class:`ProtocolVisitor` is one student's browser reduced to its cookies and its kernel websocket:

1. ``open(path)`` GETs ``/voila/render/<path>``, read as it streams in: the time the page's first picture
   (``<div class="tutor-preview"``, written into the HTML by the served template, see
   ``tutor/widgets/preview.py``) arrived and the time the whole HTML had; the kernel id and the widget
   views (``application/vnd.jupyter.widget-view+json`` model ids) the HTML carries. Cookies (Jupyter's
   anonymous-user cookie and ``_xsrf``) are kept per visitor: the server checks the kernel's owner.
2. ``connect()`` opens ``/api/kernels/<id>/channels`` on the v1 protocol
   (``v1.kernel.websocket.jupyter.org``), sends ``kernel_info_request``, then does what Voila's widget
   manager does (``@voila-dashboards/widgets-manager8``, ``_loadFromKernel``): opens a comm on
   ``jupyter.widget.control`` and sends ``{"method": "request_states"}``; the page is usable once the
   ``update_states`` reply has come with the state of every widget view the HTML named (the front end
   then draws them). A page whose HTML names no widget view has no app (Voila's executor gave up on a
   cell's output, or the cell failed).
3. ``click()`` sends a Button a click as its view does (a ``comm_msg``
   ``{"method": "custom", "content": {"event": "click"}}``), or first sets a text field's value (an
   ``update``) when answering a lesson's question, and times it until the kernel is idle again after
   it (the ``status: idle`` whose parent is the click), counting the widget updates it sent back.
4. ``leave()`` closes the socket and posts Voila's shutdown as a closing page does
   (``navigator.sendBeacon('/voila/api/shutdown/<id>')`` with the ``_xsrf`` cookie as a form field).

Nothing here evaluates anything the server sends; every frame is read by ``serve.guard.v1_parts``.
"""
from __future__ import annotations

import asyncio
import json
import re
import time
import urllib.parse
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timezone
from http.cookies import SimpleCookie
from typing import Any

from jupyter_server.services.kernels.connection.base import serialize_msg_to_ws_v1
from tornado.httpclient import AsyncHTTPClient, HTTPClientError, HTTPRequest
from tornado.websocket import WebSocketClientConnection, websocket_connect

from serve.guard import V1, v1_parts

#: the page's first picture as the served template writes it into the HTML (not the JSON-escaped copy)
PREVIEW = b'<div class="tutor-preview"'
KERNEL_ID = re.compile(r'"kernelId":\s*"([0-9a-f-]{36})"')
WIDGET_VIEW = re.compile(r'widget-view\+json":\s*\{"model_id":\s*"([0-9a-f]{32})"')
#: what Voila writes into a cell that failed (show_tracebacks off), and what the served template writes after a
#: failed cell or one whose output Voila's executor gave up on (its page watcher then says the page did not start)
CELL_ERROR = "There was an error when executing cell"
PAGE_FAILED = "window.tutorWatch.failed();</script>"
MAX_HTML = 32 * 2**20  # bytes: a page bigger than this is cut off (never the case: about 130 kB)


@dataclass
class Visit:
    """One visitor's timings, in seconds from its request (None: not reached)."""

    page: str
    arrival: float = 0.0  # s after the class began
    status: int | None = None
    first_picture: float | None = None
    html: float | None = None
    usable: float | None = None
    click: float | None = None
    click_updates: int = 0
    clicked: str = ""
    widgets: int = 0  # widget views the HTML names
    kernel_id: str = ""
    cell_error: bool = False
    left: bool = False
    error: str = ""
    browser: bool = False

    @property
    def got_app(self) -> bool:
        """The page came with its app: the HTML named its widgets and their states arrived."""
        return self.widgets > 0 and self.usable is not None and not self.cell_error


def frame(channel: str, msg_type: str, content: dict, session: str, msg_id: str | None = None,
          metadata: dict | None = None) -> bytes:
    header = {"msg_id": msg_id or uuid.uuid4().hex, "username": "visitor", "session": session,
              "msg_type": msg_type, "version": "5.3", "date": datetime.now(timezone.utc).isoformat()}
    parts = [json.dumps(part).encode() for part in (header, {}, metadata or {}, content)]
    return serialize_msg_to_ws_v1(parts, channel)


@dataclass
class Message:
    channel: str
    header: dict
    parent: dict
    content: dict
    buffers: int = 0

    @property
    def type(self) -> str:
        return str(self.header.get("msg_type", ""))

    @property
    def parent_id(self) -> str:
        return str(self.parent.get("msg_id", ""))


def read(raw: Any) -> Message | None:
    parts = v1_parts(raw)
    if parts is None or len(parts[1]) < 4:
        return None
    channel, pieces = parts
    try:
        header, parent, _, content = (json.loads(p.decode("utf-8")) for p in pieces[:4])
    except (UnicodeDecodeError, ValueError):
        return None
    if not all(isinstance(x, dict) for x in (header, parent, content)):
        return None
    return Message(channel, header, parent, content, len(pieces) - 4)


@dataclass
class Choice:
    """What to do once on a page: click the button described ``button`` (the first one shown and enabled
    when ""), after setting the first text field to ``answer`` when it is not None."""

    button: str = ""
    answer: str | None = None


@dataclass
class ProtocolVisitor:
    base_url: str
    page: str
    visit: Visit = field(init=False)
    cookies: dict[str, str] = field(default_factory=dict)
    session: str = field(default_factory=lambda: uuid.uuid4().hex)
    states: dict[str, dict] = field(default_factory=dict)
    views: list[str] = field(default_factory=list)
    conn: WebSocketClientConnection | None = None
    began: float = 0.0

    def __post_init__(self) -> None:
        self.visit = Visit(self.page)

    def _since(self) -> float:
        return time.monotonic() - self.began

    def cookie_header(self) -> str:
        return "; ".join(f"{name}={value}" for name, value in self.cookies.items())

    def _keep_cookies(self, headers) -> None:
        for line in headers.get_list("Set-Cookie"):
            jar: SimpleCookie = SimpleCookie()
            try:
                jar.load(line)
            except Exception:  # noqa: BLE001 - a cookie we cannot read is one the page would not send either
                continue
            for name, morsel in jar.items():
                self.cookies[name] = morsel.value

    async def open(self, timeout: float = 180) -> None:
        """GET the page, as it streams in."""
        self.began = time.monotonic()
        body = bytearray()
        visit = self.visit

        def chunk(data: bytes) -> None:
            if len(body) >= MAX_HTML:
                return
            start = max(0, len(body) - len(PREVIEW))
            body.extend(data[: MAX_HTML - len(body)])
            if visit.first_picture is None and PREVIEW in body[start:]:
                visit.first_picture = self._since()

        request = HTTPRequest(f"{self.base_url}/voila/render/{self.page}", headers={"Cookie": self.cookie_header()},
                              streaming_callback=chunk, request_timeout=timeout, connect_timeout=timeout)
        try:
            response = await AsyncHTTPClient().fetch(request, raise_error=False)
        except (OSError, asyncio.TimeoutError) as exc:
            visit.error = f"GET failed: {exc!r}"[:200]
            return
        visit.status = response.code
        visit.html = self._since()
        self._keep_cookies(response.headers)
        if response.code != 200:
            visit.error = f"HTTP {response.code}"
            return
        html = body.decode("utf-8", errors="replace")
        match = KERNEL_ID.search(html)
        visit.kernel_id = match.group(1) if match else ""
        self.views = list(dict.fromkeys(WIDGET_VIEW.findall(html)))
        visit.widgets = len(self.views)
        visit.cell_error = CELL_ERROR in html or PAGE_FAILED in html
        if not visit.kernel_id:
            visit.error = "no kernel id in the page"

    async def _send(self, channel: str, msg_type: str, content: dict, metadata: dict | None = None) -> str:
        msg_id = uuid.uuid4().hex
        assert self.conn is not None
        await self.conn.write_message(frame(channel, msg_type, content, self.session, msg_id, metadata),
                                      binary=True)
        return msg_id

    async def _next(self, deadline: float) -> Message | None:
        """The next well-formed message, or None when the socket closed."""
        assert self.conn is not None
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise asyncio.TimeoutError
            raw = await asyncio.wait_for(self.conn.read_message(), left)
            if raw is None:
                return None
            message = read(raw)
            if message is not None:
                return message

    async def connect(self, timeout: float = 180) -> None:
        """Open the kernel's websocket and load the widgets' states as Voila's front end does."""
        visit = self.visit
        if not visit.kernel_id:
            return
        ws = self.base_url.replace("http", "ws", 1)
        request = HTTPRequest(f"{ws}/api/kernels/{visit.kernel_id}/channels?session_id={self.session}",
                              headers={"Cookie": self.cookie_header()}, connect_timeout=timeout,
                              request_timeout=timeout)
        deadline = time.monotonic() + timeout
        try:
            self.conn = await websocket_connect(request, subprotocols=[V1])
            info = await self._send("shell", "kernel_info_request", {})
            while (message := await self._next(deadline)) is not None:
                if message.type == "kernel_info_reply" and message.parent_id == info:
                    break
            else:
                visit.error = "the socket closed before the kernel answered"
                return
            control = uuid.uuid4().hex
            # the control protocol's version goes in the message's metadata, as the front end's comm sends it
            await self._send("shell", "comm_open", {"comm_id": control, "target_name": "jupyter.widget.control",
                                                    "data": {}}, metadata={"version": "1.0.0"})
            await self._send("shell", "comm_msg", {"comm_id": control, "data": {"method": "request_states"}})
            while (message := await self._next(deadline)) is not None:
                data = message.content.get("data")
                if (message.type == "comm_msg" and message.content.get("comm_id") == control
                        and isinstance(data, dict) and data.get("method") == "update_states"):
                    states = data.get("states")
                    self.states = states if isinstance(states, dict) else {}
                    break
                if message.type == "comm_close" and message.content.get("comm_id") == control:
                    visit.error = "the kernel refused the widgets' control comm"
                    return
            else:
                visit.error = "the socket closed before the widgets' states came"
                return
            await self._send("shell", "comm_close", {"comm_id": control, "data": {}})
        except asyncio.TimeoutError:
            visit.error = f"not usable within {timeout:.0f} s"
            return
        except (HTTPClientError, OSError) as exc:
            visit.error = f"websocket refused: {exc!r}"[:200]
            return
        missing = [view for view in self.views if view not in self.states]
        if missing:
            visit.error = f"{len(missing)} of the page's widgets have no state"
            return
        if self.views:
            visit.usable = self._since()

    def _shown(self, model_id: str, seen: set[str] | None = None) -> bool:
        """The widget is inside one of the page's views, through shown boxes (not hidden, not disabled)."""
        parents: dict[str, str] = {}
        for parent_id, entry in self.states.items():
            for child in (entry.get("state", {}).get("children") or []):
                if isinstance(child, str) and child.startswith("IPY_MODEL_"):
                    parents.setdefault(child[len("IPY_MODEL_"):], parent_id)
        node: str | None = model_id
        while node is not None:
            state = self.states.get(node, {}).get("state", {})
            layout_ref = state.get("layout") or ""
            layout = self.states.get(layout_ref[len("IPY_MODEL_"):], {}).get("state", {}) \
                if isinstance(layout_ref, str) and layout_ref.startswith("IPY_MODEL_") else {}
            if layout.get("display") == "none" or layout.get("visibility") == "hidden":
                return False
            if node in self.views:
                return True
            node = parents.get(node)
        return False

    def buttons(self) -> list[tuple[str, str]]:
        """(model id, description) of every Button shown and enabled, in the order of the states."""
        found = []
        for model_id, entry in self.states.items():
            state = entry.get("state", {})
            if state.get("_model_name") == "ButtonModel" and not state.get("disabled") and self._shown(model_id):
                found.append((model_id, str(state.get("description", ""))))
        return found

    def text_fields(self) -> list[str]:
        return [model_id for model_id, entry in self.states.items()
                if entry.get("state", {}).get("_model_name") in ("TextModel", "IntTextModel", "FloatTextModel")
                and not entry.get("state", {}).get("disabled") and self._shown(model_id)]

    async def click(self, choice: Choice, timeout: float = 120) -> None:
        """Answer (set a text field) if asked, click the chosen button; time it to the kernel idle again."""
        visit = self.visit
        if self.conn is None or visit.usable is None:
            return
        buttons = self.buttons()
        chosen = [b for b in buttons if choice.button and choice.button.lower() in b[1].lower()] or buttons[:1]
        if not chosen:
            visit.error = "no button to click"
            return
        model_id, description = chosen[0]
        visit.clicked = description
        began = time.monotonic()
        deadline = began + timeout
        try:
            if choice.answer is not None and (fields := self.text_fields()):
                await self._send("shell", "comm_msg", {"comm_id": fields[0], "data": {
                    "method": "update", "state": {"value": choice.answer}, "buffer_paths": []}})
            click = await self._send("shell", "comm_msg", {"comm_id": model_id, "data": {
                "method": "custom", "content": {"event": "click"}}})
            while (message := await self._next(deadline)) is not None:
                if message.parent_id != click:
                    continue
                if message.type == "comm_msg":
                    visit.click_updates += 1
                elif message.type == "status" and message.content.get("execution_state") == "idle":
                    visit.click = time.monotonic() - began
                    return
            visit.error = "the socket closed before the click was answered"
        except asyncio.TimeoutError:
            visit.error = f"click not answered within {timeout:.0f} s"

    async def leave(self) -> None:
        """Close the page: the socket, then Voila's shutdown beacon (with the _xsrf form field)."""
        if self.conn is not None:
            self.conn.close()
            self.conn = None
        visit = self.visit
        if not visit.kernel_id:
            return
        body = urllib.parse.urlencode({"_xsrf": self.cookies.get("_xsrf", "")})
        request = HTTPRequest(f"{self.base_url}/voila/api/shutdown/{visit.kernel_id}", method="POST", body=body,
                              headers={"Cookie": self.cookie_header(),
                                       "Content-Type": "application/x-www-form-urlencoded"},
                              request_timeout=60)
        try:
            response = await AsyncHTTPClient().fetch(request, raise_error=False)
        except (OSError, asyncio.TimeoutError) as exc:
            visit.error = visit.error or f"shutdown failed: {exc!r}"[:200]
            return
        visit.left = response.code in (200, 204)
        if not visit.left and not visit.error:
            visit.error = f"shutdown answered HTTP {response.code}"


def allow_many_requests(count: int = 200) -> None:
    """Tornado's client keeps at most 10 requests at once by default, queueing the rest: a class would
    wait on the client, not on the server."""
    AsyncHTTPClient.configure(None, max_clients=count)


async def visit_page(base_url: str, page: str, choice: Choice, stay: float = 0.0,
                     timeout: float = 180) -> Visit:
    """One whole visit: open, become usable, click once, stay ``stay`` seconds, leave."""
    visitor = ProtocolVisitor(base_url, page)
    try:
        await visitor.open(timeout)
        await visitor.connect(timeout)
        await visitor.click(choice, timeout)
        if stay:
            await asyncio.sleep(stay)
    finally:
        await visitor.leave()
    return visitor.visit
