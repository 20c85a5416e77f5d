"""Positions in links: a page opens at the position its URL names, and offers a link to its own.

Voila hands each page's kernel the request's path and query string as the environment variables
``SCRIPT_NAME`` and ``QUERY_STRING``; a link is the page's path with ``?position=<position string>&lang=<the
page's language>`` (the language kept, so that a student who follows it reads the same language; a link
without ``lang`` still opens, in the browser's language).

Under preheating (``make serve``: ``VoilaConfiguration.preheat_kernel``, see serve/README.md) the
notebook of a page has already started running, in a kernel of the page's pool, before anyone asked
for it: those variables are not set yet. Voila marks such a kernel with ``VOILA_PREHEAT=True``; the
first call here then waits for the visitor's request (``voila.utils.get_query_string``, which puts
the request's variables into ``os.environ``) and reads them as usual. A kernel started for one
request (no pool, Binder, the tests) reads them at once.
"""
from __future__ import annotations

import os
import sys
from html import escape
from typing import Mapping
from urllib.parse import parse_qs, urlencode

from tutor.core.i18n import M, current, tr

_request_arrived = False


def preheated() -> bool:
    """Whether this kernel was started ahead of its request, in a pool of preheated kernels."""
    return os.environ.get("VOILA_PREHEAT") == "True"


def await_request() -> None:
    """In a preheated kernel, wait (once) until the visitor's request has been handed to it."""
    global _request_arrived
    if _request_arrived or not preheated():
        return
    from voila.utils import get_query_string  # only a kernel Voila preheated gets here

    query = get_query_string()
    _request_arrived = True
    if query is None:  # Voila could not hand the request over: the page opens at its default
        print("tutor: the preheated page's request could not be read", file=sys.__stderr__)


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
