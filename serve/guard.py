"""What the server refuses, so that one visitor who scripts the protocol cannot take a class down
(issue #23). Installed into standalone Voila (``make serve``) by :func:`install`, from
``classroom.configure_voila``.

- :class:`KernelSocketHandler` replaces Voila's ``VoilaKernelWebsocketHandler`` on
  ``/api/kernels/<id>/channels``. It accepts only the v1 kernel protocol
  (``v1.kernel.websocket.jupyter.org``, what Voila's page uses): Voila reads every binary reply as a
  v1 frame, and a legacy-protocol reply carrying a buffer (a plot, an Image) made the server's one
  thread loop on a count of about 8.6e17 offsets. Every binary frame, in or out, is read with
  :func:`v1_parts`, which checks the frame's offsets before reading them; a malformed frame from a
  browser closes that one socket.
- :class:`QuerySocketHandler` replaces Voila's ``RequestInfoSocketHandler`` (``/voila/query/<id>``,
  the socket on which a preheated kernel waits for its visitor's request). It is opened by the
  kernel itself, never by a browser, so it is tied to the kernel: each preheated kernel is started
  with a secret (:func:`query_token`, an HMAC of its id) in the address it connects to
  (:func:`query_base_url`, Voila's ``VOILA_WS_BASE_URL``), and a socket without that secret, with
  an Origin (a browser), or a second one on the same kernel is refused. A socket that closes
  removes only its own registration (Voila's deleted the last waiter registered, the next
  visitor's kernel: its page never opened).
- :class:`LoopWatch`: a heartbeat on the server's IOLoop and a thread that logs, with the stack
  of the server's thread, when the heartbeat is late by more than a few seconds.

The kernels that compute too long are the kernel manager's (``ClassroomKernelManager.busy_timeout``
in ``classroom.py``). Keep this module until Voila fixes the two handlers (``UPSTREAM.md``).
"""
from __future__ import annotations

import hashlib
import hmac
import json
import logging
import secrets
import sys
import threading
import time
import traceback
from typing import Any, Callable

from tornado import web
from tornado.ioloop import IOLoop, PeriodicCallback
from tornado.websocket import WebSocketHandler

V1 = "v1.kernel.websocket.jupyter.org"
#: Voila's (and Jupyter Server's) pattern of a kernel id in a route
KERNEL_ID = r"(?P<kernel_id>\w+-\w+-\w+-\w+-\w+)"
#: where a preheated kernel's query socket connects: <server_url>voila/kernel-query/<token>/
QUERY_PREFIX = "voila/kernel-query"
QUERY_ROUTE = QUERY_PREFIX + r"/(?P<token>[0-9a-f]{64})/voila/query/" + KERNEL_ID
_KEY = secrets.token_bytes(32)  # this server process's secret; kernels get only HMACs of their ids

log = logging.getLogger("serve.guard")


# -- the v1 kernel protocol, read safely -------------------------------------------------------


def v1_parts(frame: Any) -> tuple[str, list[bytes]] | None:
    """A v1 websocket frame's channel and message parts, or None when it is not a well-formed v1
    frame: 8 bytes giving n, n offsets of 8 bytes, each within the frame and in order, n >= 2.
    (Voila and Jupyter Server read n offsets whatever n says: n = 8.6e17 looped for ever.)"""
    if not isinstance(frame, (bytes, bytearray, memoryview)):
        return None
    frame = bytes(frame)
    size = len(frame)
    if size < 8:
        return None
    count = int.from_bytes(frame[:8], "little")
    if count < 2 or 8 * (count + 1) > size:
        return None
    offsets = [int.from_bytes(frame[8 * (i + 1) : 8 * (i + 2)], "little") for i in range(count)]
    if offsets[0] < 8 * (count + 1) or offsets[-1] > size:
        return None
    if any(b < a for a, b in zip(offsets, offsets[1:])):
        return None
    try:
        channel = frame[offsets[0] : offsets[1]].decode("utf-8")
    except UnicodeDecodeError:
        return None
    return channel, [frame[offsets[i] : offsets[i + 1]] for i in range(1, count - 1)]


def v1_header(frame: Any) -> dict | None:
    """The header of a v1 frame (its first message part, JSON), or None."""
    parts = v1_parts(frame)
    if parts is None or not parts[1]:
        return None
    try:
        header = json.loads(parts[1][0].decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    return header if isinstance(header, dict) else None


def _offered_subprotocols(handler) -> list[str]:
    text = handler.request.headers.get("Sec-WebSocket-Protocol", "")
    return [p.strip() for p in text.split(",") if p.strip()]


def _voila_kernel_handler():
    from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler

    return VoilaKernelWebsocketHandler


def _make_kernel_socket_handler():
    """Built on Voila's handler when first needed (Voila is imported only in a Voila server)."""
    voila_handler = _voila_kernel_handler()

    class KernelSocketHandler(voila_handler):  # type: ignore[misc, valid-type]
        """Voila's kernel websocket, v1 protocol only, every frame checked before it is read."""

        async def get(self, kernel_id):
            if V1 not in _offered_subprotocols(self):
                self.log.warning(
                    "Refused a websocket to kernel %s without the %s subprotocol (from %s)",
                    kernel_id, V1, self.request.remote_ip,
                )
                raise web.HTTPError(400, "The kernel websocket needs the v1 protocol")
            return await super().get(kernel_id)

        def select_subprotocol(self, subprotocols):
            return V1 if V1 in subprotocols else None

        def _malformed(self, what: str) -> None:
            self.log.warning(
                "Closing the websocket of kernel %s: %s (from %s)",
                getattr(self, "kernel_id", "?"), what, self.request.remote_ip,
            )
            self.close(1003, "malformed message")

        def on_message(self, message):
            if isinstance(message, str):
                return self._malformed("a text frame on the v1 protocol")
            if v1_parts(message) is None:
                return self._malformed("a malformed binary frame")
            return super().on_message(message)

        def write_message(self, message, binary=False):
            if self.selected_subprotocol != V1:  # never: get() refuses it
                self.close(1011, "protocol")
                return None
            header = v1_header(message) if isinstance(message, bytes) else None
            if header is not None and header.get("msg_type") == "execute_input":
                return None  # Voila hides the code it runs
            # Voila's own write_message reads the header without checking the frame: skip it.
            return super(voila_handler, self).write_message(message, binary)

    return KernelSocketHandler


# -- the query socket ---------------------------------------------------------------------------


def query_token(kernel_id: str) -> str:
    """The secret a preheated kernel presents on its query socket."""
    return hmac.new(_KEY, kernel_id.encode(), hashlib.sha256).hexdigest()


def query_base_url(server_url: str, kernel_id: str) -> str:
    """Voila's ``VOILA_WS_BASE_URL`` for this kernel: its query socket (the kernel's
    ``tutor.widgets.links.read_request``, as Voila's ``wait_for_request``, connects to
    ``<this>voila/query/<kernel id>``) then carries the kernel's secret."""
    base = server_url if server_url.endswith("/") else server_url + "/"
    return f"{base}{QUERY_PREFIX}/{query_token(kernel_id)}/"


class QuerySocketHandler(WebSocketHandler):
    """The socket on which a preheated kernel waits for its visitor's request (Voila's
    ``/voila/query/<id>``): only the kernel itself, with its secret, one socket per kernel."""

    waiters: dict[str, "QuerySocketHandler"] = {}
    #: request info handed out before its kernel connected: delivered once, then dropped
    pending: dict[str, dict] = {}

    kernel_id: str | None = None

    def _refuse(self, kernel_id: str, why: str, status: int = 403):
        logging.getLogger("tornado.application").warning(
            "Refused a query socket for kernel %s: %s (from %s)", kernel_id, why, self.request.remote_ip
        )
        raise web.HTTPError(status)

    async def get(self, *args, **kwargs):
        kernel_id, token = kwargs.get("kernel_id", ""), kwargs.get("token")
        if "Origin" in self.request.headers or "Sec-Fetch-Site" in self.request.headers:
            self._refuse(kernel_id, "opened by a browser")  # only kernels open it; they send no Origin
        if token is None or not hmac.compare_digest(token, query_token(kernel_id)):
            self._refuse(kernel_id, "not its kernel's secret")
        if kernel_id in self.waiters:
            self._refuse(kernel_id, "a socket is already waiting for it", 409)
        return await super().get(*args, **kwargs)

    def open(self, *args, **kwargs):
        self.kernel_id = kernel_id = kwargs["kernel_id"]
        if kernel_id in self.waiters:  # two handshakes at once: the first keeps its place
            self.close(1008, "already waiting")
            return
        self.waiters[kernel_id] = self
        payload = self.pending.pop(kernel_id, None)
        if payload is not None:
            self.write_message(payload)

    def on_message(self, message):
        pass  # the kernel only listens

    def on_close(self):
        # Only this socket's own registration (Voila's deleted whichever waiter came last).
        if self.kernel_id is not None and self.waiters.get(self.kernel_id) is self:
            del self.waiters[self.kernel_id]

    @classmethod
    def send_updates(cls, msg: dict) -> None:
        """Voila's page handler hands a request to its preheated kernel (VoilaHandler calls
        ``RequestInfoSocketHandler.send_updates``)."""
        kernel_id, payload = msg["kernel_id"], msg["payload"]
        waiter = cls.waiters.get(kernel_id)
        if waiter is None:
            cls.pending[kernel_id] = payload
            return
        try:
            waiter.write_message(payload)
        except Exception:
            logging.getLogger("tornado.application").exception(
                "Could not hand the request to kernel %s", kernel_id
            )

    @classmethod
    def forget(cls, kernel_id: str) -> None:
        """The kernel is gone: drop what was kept for it."""
        cls.pending.pop(kernel_id, None)
        waiter = cls.waiters.pop(kernel_id, None)
        if waiter is not None:
            waiter.close()


# -- installing into Voila ----------------------------------------------------------------------

installed = False  # whether the guard's handlers replace Voila's (standalone Voila)
_kernel_handler: type | None = None


def install() -> None:
    """Put the handlers above in Voila's place (standalone Voila: ``make serve``)."""
    global _kernel_handler, installed
    import voila.handler

    from .handlers import extend

    if _kernel_handler is None:
        _kernel_handler = _make_kernel_socket_handler()
    extend(_replace_handlers)
    voila.handler.RequestInfoSocketHandler = QuerySocketHandler  # its send_updates, ours
    installed = True


def _replace_handlers(self: Any, voila_handlers: list) -> list:
    """Voila's handlers with the kernel and query websockets replaced by ours."""
    from voila.request_info_handler import RequestInfoSocketHandler
    from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler

    kernel_handler = _kernel_handler
    handlers = []
    for entry in voila_handlers:
        pattern, handler = entry[0], entry[1]
        if handler is VoilaKernelWebsocketHandler:
            entry = (pattern, kernel_handler, *entry[2:])
        elif handler is RequestInfoSocketHandler:
            # /voila/query/<id> without a secret: refused (a kernel of ours never uses it)
            handlers.append((_join(self.server_url, QUERY_ROUTE), QuerySocketHandler))
            entry = (pattern, QuerySocketHandler, *entry[2:])
        handlers.append(entry)
    replaced = {h[1] for h in handlers}
    if kernel_handler not in replaced:
        self.log.error("serve.guard: Voila's kernel websocket handler was not found to replace")
    # The tabletop template's error pages speak the visitor's language (serve/pages.py).
    env = getattr(self, "app", None) and self.app.settings.get("voila_jinja2_env")
    if env is not None:
        from .pages import install_template_texts

        install_template_texts(env)
    return handlers


def _join(server_url: str, route: str) -> str:
    from jupyter_server.utils import url_path_join

    return url_path_join(server_url, route)


# -- is the server's thread answering? ---------------------------------------------------------


class LoopWatch:
    """A heartbeat on an IOLoop every ``every`` seconds, and a thread that logs a warning with the
    stack of the loop's thread when the heartbeat is late by more than ``lag`` seconds (again
    every ``repeat`` seconds while it stays late), and how long it lasted when it beats again."""

    def __init__(self, logger: logging.Logger | logging.LoggerAdapter, *, every: float = 1.0,
                 lag: float = 5.0, repeat: float = 30.0, clock: Callable[[], float] = time.monotonic):
        self.log, self.every, self.lag, self.repeat, self.clock = logger, every, lag, repeat, clock
        self.last_beat = clock()
        self.loop_thread: int | None = None
        self.stalls = 0
        self._callback: PeriodicCallback | None = None
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._watch, name="loop-watch", daemon=True)

    def start(self) -> None:
        """Call on the loop's own thread."""
        self.loop_thread = threading.get_ident()
        self.last_beat = self.clock()
        self._callback = PeriodicCallback(self._beat, 1000 * self.every)
        self._callback.start()
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._callback is not None:
            IOLoop.current().add_callback(self._callback.stop)

    def _beat(self) -> None:
        self.loop_thread = threading.get_ident()
        self.last_beat = self.clock()

    def _stack(self) -> str:
        frame = sys._current_frames().get(self.loop_thread or 0)
        return "".join(traceback.format_stack(frame)) if frame is not None else "(no stack)"

    def _watch(self) -> None:
        stalled_since: float | None = None
        warned_at = 0.0
        while not self._stop.wait(self.every / 2):
            now, beat = self.clock(), self.last_beat
            late = now - beat - self.every
            if late > self.lag:
                if stalled_since is None:
                    stalled_since, warned_at = beat, 0.0
                    self.stalls += 1
                if now - warned_at >= self.repeat:
                    warned_at = now
                    self.log.warning(
                        "The server's thread has not answered for %.1f s; it is running:\n%s",
                        now - beat, self._stack(),
                    )
            elif stalled_since is not None and beat > stalled_since:
                self.log.warning(
                    "The server's thread answers again, after %.1f s", beat - stalled_since
                )
                stalled_since = None
