"""A page's language: read from its link (``?lang=it``) or the browser's preference, kept in every link.

Every page calls :func:`page_language` before it builds anything a person reads: it waits for the
visitor's request in a preheated kernel (:func:`tutor.widgets.links.await_request`), chooses the language
(``?lang=``, else the browser's ``Accept-Language``, which the server hands the kernel; else English) and
sets it for the kernel, which serves this one visitor. :func:`with_language` puts the language into a link
to another page, :func:`language_menu` offers the others.
"""
from __future__ import annotations

import os
from html import escape
from typing import Mapping
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from tutor.core.i18n import LANGUAGES, NAMES, current, environ_language, set_language

from .links import await_request


def page_language(environ: Mapping[str, str] = os.environ) -> str:
    """This page's language, set for the kernel (see the module's docstring)."""
    if environ is os.environ:
        await_request()
    return set_language(environ_language(environ))


def with_language(href: str, lang: str | None = None) -> str:
    """``href`` with ``lang=`` (the current language by default) in its query; other parameters kept."""
    lang = lang or current()
    parts = urlsplit(href)
    query = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k != "lang"]
    query.append(("lang", lang))
    return urlunsplit(parts._replace(query=urlencode(query)))


def language_links(environ: Mapping[str, str] = os.environ) -> str:
    """HTML: this page in every language, the current one marked (the page's language menu). Each link is this
    page's own query (``?position=...&lang=pl``), relative: it opens this page, whatever its address."""
    here = "?" + environ["QUERY_STRING"][:4000] if environ.get("QUERY_STRING") else ""
    items = []
    for lang in LANGUAGES:
        if lang == current():
            items.append(f"<b lang='{lang}'>{escape(NAMES[lang])}</b>")
        else:
            href = escape(with_language(here, lang), quote=True)
            items.append(f"<a lang='{lang}' hreflang='{lang}' href='{href}'>{escape(NAMES[lang])}</a>")
    return "<nav class='tutor-languages'>" + " · ".join(items) + "</nav>"
