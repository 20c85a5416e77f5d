"""Positions in links: a page opens at the position its URL names, and offers a link to its own.

Voila hands each page's kernel the request's path and query string as the environment variables
``SCRIPT_NAME`` and ``QUERY_STRING``; a link is the page's path with ``?position=<position string>``.
"""
from __future__ import annotations

import os
from html import escape
from typing import Mapping
from urllib.parse import parse_qs, urlencode


def query_position(environ: Mapping[str, str] = os.environ) -> str | None:
    """The ``position`` named in this page's link, or None."""
    values = parse_qs(environ.get("QUERY_STRING", "")).get("position")
    return values[0] if values else None


def position_link(notation: str, environ: Mapping[str, str] = os.environ) -> str:
    """A link (relative to the server) that opens this page at ``notation``."""
    return f"{environ.get('SCRIPT_NAME', '')}?{urlencode({'position': notation})}"


def link_html(notation: str, environ: Mapping[str, str] = os.environ) -> str:
    """The link as an anchor a user can click, copy or bookmark."""
    href = escape(position_link(notation, environ), quote=True)
    return f"<a class='tutor-position-link' href='{href}' target='_blank'>Link to this position</a>"
