"""Positions in links: a page opens at the position its URL names, and offers a link to its own.

Voila hands each page's kernel the request's path and query string as the environment variables
``SCRIPT_NAME`` and ``QUERY_STRING``; a link is the page's path with ``?position=<position string>&lang=<the
page's language>`` (the language kept, so that a student who follows it reads the same language; a link
without ``lang`` still opens, in the browser's language).

Under preheating (``make serve``: ``VoilaConfiguration.preheat_kernel``, see serve/README.md) the
notebook of a page has already started running, in a kernel of the page's pool, before anyone asked
for it: those variables are not set yet. Voila marks such a kernel with ``VOILA_PREHEAT=True``; the
first call here then waits for the visitor's request and reads them as usual. A kernel started for
one request (no pool, Binder, the tests) reads them at once.

The wait is Voila's own (``voila.utils.wait_for_request``: the kernel opens the websocket
``<VOILA_WS_BASE_URL>voila/query/<VOILA_KERNEL_ID>`` on the server and puts the one JSON object it
receives into ``os.environ``), written here with the ``websockets`` package Voila itself uses, because
importing ``voila.utils`` brings Jupyter Server, JupyterLab Server and jsonschema into every page's
kernel (about 45 MB and 2 CPU-seconds). It is bounded: the server must answer the connection within
:data:`CONNECT_TIMEOUT` and a ping within :data:`PING_TIMEOUT`, the reply may not exceed
:data:`REPLY_LIMIT`, and only string variables with plain names are taken from it. A pool's kernel
waits as long as the socket lives (it may wait hours for its visitor); if the server cannot be
reached, closes the socket, stops answering or sends something unreadable, the page opens at its
default (the server's side is ``serve/guard.py``'s ``QuerySocketHandler``).
"""
from __future__ import annotations

import json
import os
import re
import sys
from html import escape
from typing import Mapping
from urllib.parse import parse_qs, urlencode

from tutor.core.i18n import M, current, tr

_request_arrived = False


def preheated() -> bool:
    """Whether this kernel was started ahead of its request, in a pool of preheated kernels."""
    return os.environ.get("VOILA_PREHEAT") == "True"


#: how long the server may take to accept the query socket (Voila allows 5 s, once; a loaded server is slower)
CONNECT_TIMEOUT = 15.0
#: a server that answers no ping for this long is taken as gone (a busy server thread is late by seconds)
PING_TIMEOUT = 120.0
#: the largest reply read: Tornado refuses a request whose headers exceed 64 KiB, so every request it serves fits
REPLY_LIMIT = 128 * 1024
_NAME = re.compile(r"[A-Z][A-Z0-9_]{0,63}")


def query_socket_url(environ: Mapping[str, str] = os.environ) -> str:
    """Where this preheated kernel's request arrives: the address ``voila.utils.wait_for_request``
    builds from the same ``VOILA_*`` variables, with the same defaults."""
    protocol = environ.get("VOILA_WS_PROTOCOL", "ws")
    host = environ.get("VOILA_APP_IP", "127.0.0.1")
    port = environ.get("VOILA_APP_PORT", "8866")
    base = environ.get("VOILA_WS_BASE_URL", environ.get("VOILA_SERVER_URL", "/"))
    return f"{protocol}://{host}:{port}{base}voila/query/{environ.get('VOILA_KERNEL_ID')}"


def request_variables(reply: str | bytes) -> dict[str, str] | None:
    """The request's variables in the query socket's reply (a JSON object of strings), or None when it is
    not one; entries whose name or value cannot be an environment variable are left out."""
    try:
        data = json.loads(reply)
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    return {key: value for key, value in data.items()
            if isinstance(key, str) and _NAME.fullmatch(key) and isinstance(value, str) and "\0" not in value}


def read_request(url: str, *, connect_timeout: float = CONNECT_TIMEOUT, ping_timeout: float = PING_TIMEOUT,
                 limit: int = REPLY_LIMIT) -> dict[str, str] | None:
    """Wait on the query socket at ``url`` for the request's variables; None if none could be read."""
    from websockets.exceptions import WebSocketException
    from websockets.sync.client import connect

    try:
        with connect(url, open_timeout=connect_timeout, ping_interval=min(20.0, ping_timeout),
                     ping_timeout=ping_timeout, max_size=limit, compression=None, proxy=None) as socket:
            reply = socket.recv()
    except (OSError, TimeoutError, WebSocketException) as error:
        print(f"tutor: no request on the query socket ({type(error).__name__})", file=sys.__stderr__)
        return None
    return request_variables(reply)


def await_request() -> None:
    """In a preheated kernel, wait (once) until the visitor's request has been handed to it, and put the
    request's variables into ``os.environ``; if it cannot be read, the page opens at its default."""
    global _request_arrived
    if _request_arrived or not preheated():
        return
    try:
        variables = read_request(query_socket_url())
    except KeyboardInterrupt:  # interrupted while waiting (as Voila's wait): the page opens at its default
        variables = None
    _request_arrived = True
    if variables is None:
        print("tutor: the preheated page's request could not be read", file=sys.__stderr__)
        return
    os.environ.update(variables)


def query_position(environ: Mapping[str, str] = os.environ) -> str | None:
    """The ``position`` named in this page's link, or None."""
    if environ is os.environ:
        await_request()
    values = parse_qs(environ.get("QUERY_STRING", "")).get("position")
    return values[0] if values else None


def position_link(notation: str, environ: Mapping[str, str] = os.environ) -> str:
    """A link (relative to the server) that opens this page at ``notation``."""
    if environ is os.environ:
        await_request()
    return f"{environ.get('SCRIPT_NAME', '')}?{urlencode({'position': notation, 'lang': current()})}"


def page_link(page: str, notation: str, environ: Mapping[str, str] = os.environ) -> str:
    """A link (relative to the server) that opens the notebook ``page`` (``board.ipynb``, relative to ``notebooks/``)
    at ``notation``: from any page, to another (the analysis board from a play page, the editor, a move list)."""
    if environ is os.environ:
        await_request()
    script = environ.get("SCRIPT_NAME", "")
    at = script.find("/render/")
    root = script[:at + len("/render/")] if at >= 0 else ""
    return f"{root}{page}?{urlencode({'position': notation, 'lang': current()})}"


def board_link(notation: str, environ: Mapping[str, str] = os.environ) -> str:
    """A link that opens the analysis board (``notebooks/board.ipynb``) at ``notation``."""
    return page_link(BOARD, notation, environ)


#: the analysis board's notebook, relative to ``notebooks/``
BOARD = "board.ipynb"


def link_html(notation: str, environ: Mapping[str, str] = os.environ) -> str:
    """The link as an anchor a user can click, copy or bookmark."""
    href = escape(position_link(notation, environ), quote=True)
    words = escape(tr(M("Link to this position")))
    return f"<a class='tutor-position-link' href='{href}' target='_blank'>{words}</a>"
