"""Ready for a class (issue #25): a warm-up's state, and the teacher's page that starts one.

A warm-up keeps, for each page a lesson uses, one ready kernel per student expected, for a while
(``ClassroomKernelManager.class_size``, ``class_pages``, ``class_hold``; ``make serve CLASS=30
PAGES=...``). The kernel manager (``classroom.py``) fills the pools a few kernels at a time and
within the cap; this module holds what the warm-up asked for and who has arrived, and serves the
teacher's page ``/tutor/class?key=...`` (standalone Voila), which starts or stops a warm-up without
restarting the server and shows its progress. Without the key the page answers 403, as any
forbidden address does. Texts: the ``serve`` catalog (``pages.py``), in the request's language.
"""
from __future__ import annotations

import hmac
import os
import time
from dataclasses import dataclass, field
from html import escape
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

from tornado import web
from tornado.ioloop import IOLoop

from . import pages

if TYPE_CHECKING:
    from .classroom import ClassroomKernelManager

ROUTE = "tutor/class"
MAX_FIELD = 300  # characters read of any field
MAX_PAGES = 100  # page fields read of a form
DEFAULT_HOLD = 30  # minutes, the form's default


@dataclass
class Warmup:
    """What a warm-up asked for (``size`` kernels for each of ``pages``, kept ``hold`` seconds)
    and how many students have opened each page since it started."""

    pages: tuple[str, ...]
    size: int
    hold: float
    started: float = field(default_factory=time.monotonic)
    arrivals: dict[str, int] = field(default_factory=dict)
    why: str | None = None  # why it ended: "hold", "arrived", "stopped", "replaced"; None while on
    limited: bool = False  # not every kernel fits (cap or memory)
    ready_logged: bool = False
    logged_ready: int = 0

    @property
    def active(self) -> bool:
        return self.why is None

    def arrived(self, name: str) -> None:
        if self.active and name in self.pages:
            self.arrivals[name] = self.arrivals.get(name, 0) + 1

    def remaining(self, name: str) -> int:
        """Kernels still wanted for ``name``: the students yet to open it (0 once it is over)."""
        if not self.active or name not in self.pages:
            return 0
        return max(0, self.size - self.arrivals.get(name, 0))

    def wanted(self) -> int:
        return sum(self.remaining(name) for name in self.pages)

    def elapsed(self) -> float:
        return time.monotonic() - self.started

    def hold_left(self) -> float:
        return self.hold - self.elapsed()

    def end(self, why: str) -> None:
        self.why = why


# -- the teacher's page ---------------------------------------------------------------------------


def _field(handler: web.RequestHandler, name: str) -> str:
    return handler.get_argument(name, "", strip=True)[:MAX_FIELD]


def _whole(text: str, low: int, high: int) -> int | None:
    """``text`` as a whole number within low..high, else None (nothing else is read from it)."""
    text = text.strip()[:6]
    if not text.isdigit():
        return None
    value = int(text)
    return value if low <= value <= high else None


def kernels_memory_mb() -> int:
    """Resident memory of the server's child processes (its kernels), in MB."""
    try:
        import psutil

        children = psutil.Process(os.getpid()).children(recursive=True)
    except Exception:  # noqa: BLE001 - no psutil, or the process is gone
        return 0
    total = 0
    for child in children:
        try:
            total += child.memory_info().rss
        except Exception:  # noqa: BLE001 - it ended meanwhile
            continue
    return total // 2**20


class TeacherPage(web.RequestHandler):
    """``/tutor/class?key=...``: start or stop a class's warm-up; see its progress."""

    manager: ClassroomKernelManager

    def initialize(self, manager: ClassroomKernelManager) -> None:
        self.manager = manager

    def _allowed(self) -> bool:
        given = _field(self, "key").encode()
        return hmac.compare_digest(given, self.manager.teacher_key_value().encode())

    def _refuse(self) -> None:
        raise web.HTTPError(403)

    def get(self) -> None:
        if not self._allowed():
            self._refuse()
        from . import classes  # the teacher's versions of the lessons open for this browser too

        classes.is_teacher(self, self.manager)
        self._page()

    def post(self) -> None:
        if not self._allowed():
            self._refuse()
        self.check_xsrf_cookie()  # also done by Tornado when the application asks for it
        if _field(self, "action") == "stop":
            self.manager.end_warmup("stopped")
            self._back()
            return
        errors = []
        students = _whole(_field(self, "students"), 1, pages_max_students())
        if students is None:
            errors.append("bad_students")
        hold = _whole(_field(self, "hold"), 1, pages_max_hold())
        if hold is None:
            errors.append("bad_hold")
        known = set(self.manager._notebooks)
        chosen = [p[:MAX_FIELD] for p in self.get_arguments("page")[:MAX_PAGES]]
        if not chosen or any(p not in known for p in chosen):
            errors.append("bad_pages")
        if errors or students is None or hold is None:
            self.set_status(400)
            self._page(errors, chosen=chosen)
            return
        self.manager.start_warmup(students, chosen, hold)
        self._back()

    def _query(self) -> str:
        """This page's query: its key, and its language when the address chose one."""
        query = f"?key={quote(_field(self, 'key'), safe='')}"
        lang = self.get_query_argument("lang", "")[:20]
        return query + (f"&lang={quote(lang, safe='')}" if lang else "")

    def _back(self) -> None:
        self.redirect(self.request.path + self._query(), status=303)

    def _page(self, errors: list[str] | None = None, chosen: list[str] | None = None) -> None:
        lang = pages.request_language(self)
        t = pages.texts(pages.TEACHER_TEXTS, lang)
        m = self.manager
        w = m.warmup
        key = escape(_field(self, "key"), quote=True)
        chosen_set = set(chosen if chosen is not None else (w.pages if w is not None else ()))
        parts = [
            f'<!DOCTYPE html><html lang="{escape(lang, quote=True)}"><head><meta charset="utf-8">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            '<meta name="robots" content="noindex">',
            f"<title>{t['title']}</title><style>{STYLE}</style></head><body><main>",
            f"<h1>{t['title']}</h1>",
            f'<p class="intro">{t["intro"]}</p>',
        ]
        for error in errors or ():
            parts.append(f'<p class="error" role="alert">{t[error]}</p>')
        # the state
        if w is not None and w.active:
            minutes = max(0, round(w.hold_left() / 60))
            state = pages.render(pages.teacher_warming(w.size, minutes), lang)
            ready, wanted = m.warm_counts()
            progress = pages.render(pages.teacher_progress(ready, wanted), lang)
            parts.append(f'<p class="state">{escape(state)} {escape(progress)}</p>')
            if w.limited:
                places = max(0, m.kernel_cap - 1)
                parts.append(f'<p class="limited">{escape(pages.render(pages.teacher_limited(places), lang))}</p>')
        elif w is not None and w.why is not None and w.why in pages.TEACHER_OVER:
            over = pages.TEACHER_OVER[w.why]
            parts.append(f'<p class="state">{escape(pages.render(over, lang))}</p>')
        else:
            parts.append(f'<p class="state">{t["idle"]}</p>')
        rows = m.pool_status()
        parts.append(f"<h2>{t['progress']}</h2>")
        if rows:
            parts.append(f'<table class="pools"><tr><th>{t["page"]}</th><th>{t["ready"]}</th>'
                         f'<th>{t["starting"]}</th><th>{t["wanted"]}</th></tr>')
            for name, ready, starting, wanted in rows:
                parts.append(f"<tr><td>{escape(name)}</td><td>{ready}</td><td>{starting}</td><td>{wanted}</td></tr>")
            parts.append("</table>")
        else:
            parts.append(f"<p>{t['no_pools']}</p>")
        memory = pages.teacher_memory(kernels_memory_mb(), m.kernel_cap, m.live_kernel_count())
        parts.append(f'<p class="memory">{escape(pages.render(memory, lang))} '
                     f'<a href="{escape(self._query(), quote=True)}">{t["refresh"]}</a></p>')
        # the form
        parts.append(f'<form method="post" action=""><input type="hidden" name="key" value="{key}">')
        parts.append(self.xsrf_form_html())
        parts.append(f"<fieldset><legend>{t['pages']}</legend>")
        for name in m._notebooks:
            checked = " checked" if name in chosen_set else ""
            value = escape(name, quote=True)
            parts.append(f'<label><input type="checkbox" name="page" value="{value}"{checked}> {escape(name)}</label>')
        parts.append("</fieldset>")
        students = escape(_field(self, "students") or (str(w.size) if w is not None else ""), quote=True)
        hold = escape(_field(self, "hold") or str(DEFAULT_HOLD), quote=True)
        parts.append(f'<label>{t["students"]} <input type="number" name="students" min="1" '
                     f'max="{pages_max_students()}" required value="{students}"></label>')
        parts.append(f'<label>{t["hold"]} <input type="number" name="hold" min="1" '
                     f'max="{pages_max_hold()}" required value="{hold}"></label>')
        parts.append(f'<p><button type="submit" name="action" value="start">{t["start"]}</button>')
        if w is not None and w.active:
            parts.append(f' <button type="submit" name="action" value="stop" formnovalidate>{t["stop"]}</button>')
        parts.append("</p></form></main></body></html>")
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.set_header("Content-Language", lang)
        self.set_header("Cache-Control", "no-store")
        self.set_header("Referrer-Policy", "no-referrer")  # the key is in the address
        self.write("".join(parts))


def pages_max_students() -> int:
    from .classroom import MAX_CLASS_SIZE

    return MAX_CLASS_SIZE


def pages_max_hold() -> int:
    from .classroom import MAX_CLASS_HOLD

    return MAX_CLASS_HOLD


STYLE = """
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0;
       background: #f5f3ee; color: #2b2b2b; }
main { max-width: 44em; margin: 4vh auto; padding: 1.5em 2em; background: #fff;
       border-radius: 8px; box-shadow: 0 1px 4px rgba(0, 0, 0, .15); }
label { display: block; margin: .4em 0; }
fieldset label { display: inline-block; min-width: 16em; }
table { border-collapse: collapse; } td, th { padding: .2em .8em; border-bottom: 1px solid #ddd; }
.error { color: #a00; font-weight: bold; }
button { padding: .4em 1em; }
"""


# -- installing into Voila ------------------------------------------------------------------------

def install() -> None:
    """Add the teacher's page to standalone Voila's handlers and write its address in the log."""
    from .handlers import extend

    extend(_add_teacher_page)


def _add_teacher_page(self: Any, handlers: list) -> list:
    from jupyter_server.utils import url_path_join

    manager = self.kernel_manager
    if not hasattr(manager, "teacher_key_value"):
        return handlers
    route = url_path_join(self.server_url, ROUTE)
    handlers.insert(0, (route, TeacherPage, {"manager": manager}))

    def announce() -> None:  # once the server listens (its port is known)
        url = url_path_join(self.connection_url, ROUTE)
        shown = manager.teacher_key_value() if not manager.teacher_key else "<teacher_key>"
        self.log.info("The teacher's page (getting ready for a class): %s?key=%s", url, shown)

    IOLoop.current().add_callback(announce)
    return handlers
