"""The server's own pages, in the visitor's language (issue #18).

The server answers some requests itself, without a notebook: the "server is full" page (HTTP 503,
``full.html``) and its error pages (404 and the like, the ``tabletop`` template's ``error.html``).
Their texts are messages of the ``serve`` catalog, rendered in the language the request asks for
(:func:`request_language`: ``?lang=`` of the requested URL, else the browser's ``Accept-Language``,
else English), and written into the HTML escaped. Log lines stay English.
"""
from __future__ import annotations

import json
from html import escape
from pathlib import Path
from string import Template
from typing import Any, Mapping

from tutor.core.i18n import LANGUAGES, PSEUDO, M, Message, P, negotiate, normalize, render

SERVE_DIR = Path(__file__).resolve().parent
FULL_PAGE = SERVE_DIR / "full.html"

#: the texts of the "server is full" page (full.html's placeholders)
FULL_TEXTS: Mapping[str, Message] = {
    "title": M("Tabletop Tutor is full - try again in a minute"),
    "heading": M("The server is full"),
    "why": M("Tabletop Tutor is already serving as many pages as this computer can hold."),
    "again": M("Please try again in a minute."),
    "frees": M("A place frees as soon as someone closes a page."),
    "reload": M("This page tries again by itself every minute."),
    "now": M("Try again now"),
    "admin": M('If you run this server: see "Serving a class" in the README to raise the limit.'),
}

#: the texts of the server's error pages (the tabletop template's error.html and 404.html)
ERROR_TEXTS: Mapping[str, Message] = {
    "missing": M("There is no such page here."),
    "failed": M("The server could not answer this request."),
    "javascript": M("Tabletop Tutor needs JavaScript: please turn it on in your browser."),
}

#: the names of HTTP statuses a visitor may see on an error page
STATUS_NAMES: Mapping[int, Message] = {
    400: M("Bad request"),
    403: M("Forbidden"),
    404: M("Page not found"),
    405: M("Method not allowed"),
    500: M("Server error"),
    503: M("Service unavailable"),
}


#: the texts under Voila's spinner while a page opens (the tabletop template's index.html.j2)
LOADING_TEXTS: Mapping[str, Message] = {
    "opening": M("Opening the page..."),
    "preparing": M("Preparing the page..."),
}

#: what a page says when it cannot work, with its Reload button (issue #25; the tabletop template's
#: page_watch.js, carried as the spinner's texts are, by ``loading_texts(table="problems")``): ``<reason>_heading`` and
#: ``<reason>_detail`` for each reason the page may give
PROBLEM_TEXTS: Mapping[str, Message] = {
    "lost_heading": M("The page's connection to the server was lost."),
    "lost_detail": M("The server may have restarted, or it stopped this page. Reload the page to start it "
                     "again from its link; what was done on it since it opened is not kept."),
    "failed_heading": M("This page did not start properly."),
    "failed_detail": M("Part of it could not be prepared, so its buttons would not work. Reload the page "
                       "to try again."),
    "slow_heading": M("This page is taking too long to start."),
    "slow_detail": M("The server may be very busy. Reload the page to try again."),
    "reload": M("Reload the page"),
}


def request_language(handler: Any) -> str:
    """The language a request asks for: ``?lang=`` of its URL, else its ``Accept-Language``, else English.

    ``handler`` is a Tornado request handler (anything with ``get_argument`` and ``request.headers``)."""
    try:
        chosen = normalize(handler.get_argument("lang", None))
    except Exception:  # noqa: BLE001 - a malformed query: the header decides
        chosen = None
    if chosen:
        return chosen
    headers = getattr(getattr(handler, "request", None), "headers", None) or {}
    return negotiate(headers.get("Accept-Language"))


def texts(table: Mapping[str, Message], lang: str) -> dict[str, str]:
    """Each text of ``table`` rendered in ``lang`` and escaped for HTML."""
    return {key: escape(render(message, lang)) for key, message in table.items()}


def fill(template: str, values: Mapping[str, str]) -> str:
    """``template`` with its ``$name`` placeholders replaced by ``values`` (already escaped)."""
    return Template(template).substitute(values)


def full_page(lang: str, retry_after: int = 60) -> str:
    """The "server is full, try again in a minute" page in ``lang``."""
    lang = normalize(lang) or "en"
    values = {**texts(FULL_TEXTS, lang), "lang": escape(lang, quote=True), "retry": str(int(retry_after))}
    return fill(FULL_PAGE.read_text(encoding="utf-8"), values)


def status_name(status: int, lang: str, default: str = "") -> str:
    """The name of an HTTP status in ``lang`` (Tornado's English reason if we have none)."""
    message = STATUS_NAMES.get(int(status))
    return render(message, lang) if message is not None else default


def template_texts(handler: Any) -> dict[str, Any]:
    """What the tabletop template's pages read (Jinja escapes the values): ``lang``, ``texts`` and
    ``status(code, english)``, in the language of the request ``handler`` is answering (English without one)."""
    lang = request_language(handler) if handler is not None else "en"
    return {"lang": lang, "texts": {key: render(message, lang) for key, message in ERROR_TEXTS.items()},
            "status": lambda status, default="": status_name(status, lang, default) or default}


def page_texts() -> dict[str, Any]:
    """:func:`template_texts` for the request being answered (the template's ``tutor_page()``)."""
    try:
        from jupyter_server.base.call_context import CallContext

        handler = CallContext.get(CallContext.JUPYTER_HANDLER)
    except Exception:  # noqa: BLE001 - no request (or no Jupyter Server): English
        handler = None
    return template_texts(handler)


def install_template_texts(env: Any) -> None:
    """Give a Jinja environment (Voila's) the function ``tutor_page()`` its error pages call."""
    env.globals["tutor_page"] = page_texts


def loading_texts(_value: Any = None, table: str = "spinner") -> Any:
    """The spinner's texts in every language, as JSON safe inside a ``<script>`` (the filter
    ``tutor_loading`` of Voila's page template, configured in ``classroom.configure_voila``). The page
    picks its language in the browser: a preheated page's HTML is made before its request is known.
    ``table="problems"`` (``tutor_loading('problems')``): what a page says when it cannot work (``PROBLEM_TEXTS``)."""
    from markupsafe import Markup

    messages = PROBLEM_TEXTS if table == "problems" else LOADING_TEXTS
    data = {lang: {key: render(message, lang) for key, message in messages.items()}
            for lang in (*LANGUAGES, PSEUDO)}
    text = json.dumps(data, ensure_ascii=False)
    for char, code in (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026")):
        text = text.replace(char, code)
    return Markup(text)


# -- the teacher's page: getting ready for a class (/tutor/class, serve/warmup.py) ---------------

#: the fixed texts of the teacher's page
TEACHER_TEXTS: Mapping[str, Message] = {
    "title": M("Getting ready for a class"),
    "intro": M("Choose the pages your lesson uses and how many students are coming. The server prepares "
               "one page for every student on each chosen page, a few at a time, and keeps them ready "
               "for the time you choose or until the students have opened them."),
    "pages": M("Pages the lesson uses"),
    "students": M("Number of students (1 to 200)"),
    "hold": M("Keep them ready for this many minutes (1 to 240)"),
    "start": M("Get ready"),
    "stop": M("Stop getting ready"),
    "progress": M("Pages ready now"),
    "page": M("Page"),
    "ready": M("Ready"),
    "starting": M("Being prepared"),
    "wanted": M("Wanted"),
    "no_pools": M("No page is ready yet."),
    "idle": M("No class is expected: the server keeps a few pages ready, and more of those visitors are opening."),
    "refresh": M("Refresh"),
    "bad_students": M("The number of students must be a whole number from 1 to 200. Nothing was changed."),
    "bad_hold": M("The time must be a whole number of minutes from 1 to 240. Nothing was changed."),
    "bad_pages": M("Choose at least one of the pages listed. Nothing was changed."),
    "stopped": M("Getting ready was stopped: the server keeps pages ready as visitors ask for them."),
}


def teacher_warming(students: int, minutes: int) -> Message:
    """The state of a warm-up that is on, for the teacher's page."""
    return M("Getting ready for {students}: pages kept ready for another {minutes}.",
             students=P("{n} student", "{n} students", n=students), minutes=P("{n} minute", "{n} minutes", n=minutes))


def teacher_progress(ready: int, wanted: int) -> Message:
    return P("{ready} of {n} page ready for the class.", "{ready} of {n} pages ready for the class.", n=wanted,
             ready=ready)


#: why the last warm-up ended (serve.warmup.Warmup.why), for the teacher's page
TEACHER_OVER: Mapping[str, Message] = {
    "hold": M("The last warm-up is over: its time ran out."),
    "arrived": M("The last warm-up is over: every student has opened the class's pages."),
    "stopped": M("The last warm-up was stopped."),
    "replaced": M("The last warm-up was replaced by a new one."),
}


def teacher_limited(places: int) -> Message:
    return P("Not every student's page fits in this server's memory: at most {n} page can be kept ready. The "
             "other students' pages start when they are opened.",
             "Not every student's page fits in this server's memory: at most {n} pages can be kept ready. The "
             "other students' pages start when they are opened.", n=places)


def teacher_memory(used: int, cap: int, kernels: int) -> Message:
    return M("The pages' memory: {used} MB; pages open or ready: {kernels} of at most {cap}.",
             used=used, kernels=kernels, cap=cap)
