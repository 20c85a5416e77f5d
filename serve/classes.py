"""Classes (issue #24): teacher and student places apart, and who answered what.

- **Class codes from the settings.** ``make serve CLASSES="3A 3B"`` (``--ClassroomKernelManager.classes=3A
  --ClassroomKernelManager.classes=3B``) creates each class once in the store (``class_store.py``, SQLite at
  ``ClassroomKernelManager.answers_db``) with a join code and a teacher's secret, and writes in the log, for every
  class in the store, where students join and the teacher's link ``/tutor/teacher/<code>?key=<secret>``. The store
  keeps them: a restart gives the same codes and links (and without ``CLASSES`` the classes already there).
- **Teacher and student places apart.** The teacher versions (``ClassroomKernelManager.teacher_places``, by
  default ``lessons/teacher``) are neither listed nor opened (``/voila/render``, ``/voila/tree``,
  ``/voila/api/contents``) without the teacher: a class's teacher's link, or the server's teacher key
  (``/tutor/class?key=``), given once as ``?key=``, leaves a signed cookie (a day). Anyone else gets HTTP 403 and a
  page saying so, in their language.
- **Join and record.** ``/tutor/join``: a code and a nickname, nothing else; the student gets a signed cookie (the
  same nickname again is the same student). As a page's kernel is started or handed out, the server notes which
  student the page is for (its cookie). Every kernel gets ``TUTOR_ANSWERS_URL`` (this server on 127.0.0.1) and
  ``TUTOR_ANSWERS_SECRET`` (this run's secret) in its environment; the lesson page
  (``tutor/widgets/class_answers.py``) asks ``GET /tutor/answers/whoami?kernel=<its id>`` who it is for, and posts
  each checked answer to ``POST /tutor/answers`` with the student's ticket. Pages without a student record nothing.
- **The teacher's page per class** ``/tutor/teacher/<code>?key=``: each exercise's success rate (first try and in
  the end), its most common wrong answers, each student's progress, links to the teacher versions and the print
  pages, the answers as CSV (``/tutor/teacher/<code>/answers.csv?key=``) and deleting the class (POST with the
  ``_xsrf`` field, confirmed). Every read is filtered by the class.

Texts: messages of the ``serve`` catalog, in the request's language (``pages.request_language``), escaped.
"""
from __future__ import annotations

import hmac
import json
import os
import posixpath
import secrets
import sqlite3
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable, Mapping
from urllib.parse import quote, urlencode

from jupyter_core.utils import ensure_async
from tornado import web
from tornado.ioloop import IOLoop

from tutor.core.i18n import Joined, M, Message, P, render

from . import pages
from .class_store import MAX_NICKNAME, ClassStore, SchoolClass, StoreError, iso_time

if TYPE_CHECKING:
    from .classroom import ClassroomKernelManager

JOIN_ROUTE = "tutor/join"
ANSWERS_ROUTE = "tutor/answers"
TEACHER_ROUTE = "tutor/teacher"
STUDENT_COOKIE = "tutor_student"
TEACHER_COOKIE = "tutor_teacher"
STUDENT_DAYS = 120  # a student's cookie lasts a school year's term or so
TEACHER_DAYS = 1
SECRET_HEADER = "X-Tutor-Secret"
MAX_BODY = 4096  # bytes of an answer's JSON read
MAX_FIELD = 300  # characters read of a form's field
#: where the store is by default: the user's data folder (XDG), as Jupyter keeps its own
DEFAULT_DB = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / "tabletop-tutor" / "answers.sqlite3"
_PROCESS_KEY = secrets.token_hex(32)  # signs the teacher's cookie when there is no store


# -- texts --------------------------------------------------------------------------------------------

TEXTS: Mapping[str, Message] = {
    "forbidden_title": M("This page is for teachers"),
    "forbidden": M("The teacher's versions of the lessons open only from a teacher's link. Teachers: open your "
                   "class's teacher's link first (the server writes it in its log as it starts). Students: the "
                   "lessons are on the lessons' page."),
    "lessons": M("Go to the lessons"),
    "join_title": M("Join your class"),
    "join_intro": M("Type the code your teacher gave you and a nickname. Nothing else is asked: use a nickname, "
                    "not your full name. Use the same nickname next time to go on where you left off."),
    "code": M("Class code"),
    "nickname": M("Nickname (at most 30 characters)"),
    "join": M("Join"),
    "leave": M("Leave the class on this computer"),
    "bad_code": M("No class has this code. Check it with your teacher and try again."),
    "bad_nickname": M("A nickname needs at least one letter or digit. Try another one."),
    "left": M("You have left the class on this computer. Your answers stay with your teacher."),
    "teacher_for": M("Teacher's versions of the lessons"),
    "print": M("Worksheets and answer keys to print"),
    "exercises": M("Exercises"),
    "no_answers": M("No answer yet."),
    "lesson": M("Lesson"),
    "exercise": M("Exercise"),
    "students": M("Students"),
    "first_try": M("Right at the first try"),
    "in_the_end": M("Right in the end"),
    "common_wrong": M("Most common wrong answers"),
    "student": M("Student"),
    "tried": M("Exercises tried"),
    "right": M("Exercises right"),
    "answers": M("Answers given"),
    "last": M("Last answer (UTC)"),
    "no_students": M("No student has joined yet."),
    "export": M("Download every answer (CSV)"),
    "delete_heading": M("Delete the class"),
    "delete": M("Delete the class"),
    "refresh": M("Refresh"),
    "not_confirmed": M("Tick the box to confirm, then press the button again. Nothing was deleted."),
}


def joined_text(name: str, nickname: str) -> Message:
    return M("You are in class {name} as {nickname}. Your answers to the lessons' exercises are kept for your "
             "teacher.", name=name, nickname=nickname)


def teacher_title(name: str) -> Message:
    return M("Class {name}: who answered what", name=name)


def join_here(link: str, code: str) -> Message:
    return M("Students join at {link} with the code {code}.", link=link, code=code)


def class_totals(students: int, answers: int) -> Message:
    return M("{students} and {answers} so far.", students=P("{n} student", "{n} students", n=students),
             answers=P("{n} answer", "{n} answers", n=answers))


def share(part: int, whole: int) -> Message:
    return M("{part} of {whole} ({rate:.0%})", part=part, whole=whole, rate=part / whole if whole else 0)


def wrong_answer(answer: str, students: int) -> Message:
    return P("{answer} ({n} student)", "{answer} ({n} students)", n=students, answer=answer)


def exercise_name(number: int, question: Any) -> Message:
    return M("{number}. {question}", number=number, question=question)


def delete_confirm(name: str, students: int, answers: int) -> Message:
    return M("Yes, delete class {name} with its {students} and {answers}. This cannot be undone.", name=name,
             students=P("{n} student", "{n} students", n=students), answers=P("{n} answer", "{n} answers", n=answers))


def deleted(name: str, answers: int) -> Message:
    return P("Class {name} was deleted with its {n} answer.", "Class {name} was deleted with its {n} answers.",
             n=answers, name=name)


STYLE = """
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0;
       background: #f5f3ee; color: #2b2b2b; }
main { max-width: 60em; margin: 4vh auto; padding: 1.5em 2em; background: #fff;
       border-radius: 8px; box-shadow: 0 1px 4px rgba(0, 0, 0, .15); }
label { display: block; margin: .5em 0; }
input[type=text] { font-size: 1.1em; padding: .2em .4em; }
table { border-collapse: collapse; margin: .5em 0 1em 0; }
td, th { padding: .25em .8em; border-bottom: 1px solid #ddd; text-align: left; vertical-align: top; }
.error { color: #a00; font-weight: bold; }
.code { font-family: ui-monospace, monospace; font-size: 1.3em; letter-spacing: .1em; }
button { padding: .4em 1em; }
"""


def document(lang: str, title: str, body: Iterable[str]) -> str:
    """A whole page: ``title`` (plain text, escaped here) and ``body`` (HTML, already escaped)."""
    return "".join([
        f'<!DOCTYPE html><html lang="{escape(lang, quote=True)}"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
        f"<title>{escape(title)}</title><style>{STYLE}</style></head><body><main>", *body, "</main></body></html>"])


def _t(message: Any, lang: str) -> str:
    return escape(render(message, lang))


# -- signed values (cookies, tickets) -------------------------------------------------------------------


def sign(key: str, name: str, value: str) -> str:
    return web.create_signed_value(key, name, value).decode()


def unsign(key: str, name: str, value: str | None, days: float) -> str | None:
    if not value or len(value) > 1000:
        return None
    decoded = web.decode_signed_value(key, name, value, max_age_days=days)
    return decoded.decode() if decoded is not None else None


# -- the roster: the store, this run's secret, which page is whose ----------------------------------


class Roster:
    """The server's classes: the store, the secret kernels post with, and which kernel's page is which student's."""

    def __init__(self, store: ClassStore, secret: str) -> None:
        self.store = store
        self.secret = secret
        self.endpoint = ""  # http://127.0.0.1:<port>/<base>tutor/answers, known once the server's handlers are made
        self.pages: dict[str, str] = {}  # kernel id -> the student's ticket (the signed cookie's value)
        self.key = store.cookie_secret()

    @classmethod
    def open(cls, manager: ClassroomKernelManager) -> "Roster | None":
        """The roster for ``manager``'s settings: None when no class is set and no store exists yet."""
        path = Path(manager.answers_db or DEFAULT_DB).expanduser()
        if not manager.classes and not path.exists():
            return None
        try:
            store = ClassStore(path)
        except (StoreError, OSError, sqlite3.Error) as exc:  # a newer schema, a folder we may not write, ...
            manager.log.critical("Cannot open the store of classes and answers %s: %s", path, exc)
            raise SystemExit(f"Cannot open the store of classes and answers {path}: {exc}") from exc
        for name in manager.classes:
            try:
                school_class, created = store.ensure_class(name)
            except StoreError as exc:  # the other classes are still served
                manager.log.error("No class %r: %s (ClassroomKernelManager.classes)", name, exc)
                continue
            if created:
                manager.log.info("Class %s created (store %s)", school_class.name, path)
        return cls(store, manager.answers_secret or secrets.token_urlsafe(32))

    # the kernels ----------------------------------------------------------------------------------

    def kernel_env(self, kwargs: dict) -> None:
        """Give a kernel about to start the address and secret it posts answers with."""
        if not self.endpoint:
            return
        env = dict(kwargs.get("env") or os.environ)
        env["TUTOR_ANSWERS_URL"] = self.endpoint
        env["TUTOR_ANSWERS_SECRET"] = self.secret
        kwargs["env"] = env

    def bind(self, kernel_id: str, handler: Any, teacher_places: Iterable[str]) -> None:
        """The page ``handler`` is sending runs on ``kernel_id``: note its student (none on a teacher's page)."""
        if handler is None or teacher_place(page_path(handler), teacher_places):
            return
        ticket = handler.get_cookie(STUDENT_COOKIE)
        if self.student_of(ticket) is not None:
            self.pages[kernel_id] = str(ticket)

    def unbind(self, kernel_id: str) -> None:
        self.pages.pop(kernel_id, None)

    def student_of(self, ticket: str | None) -> tuple[int, int] | None:
        """(class id, student id) of a student's signed ticket, if genuine."""
        value = unsign(self.key, STUDENT_COOKIE, ticket, STUDENT_DAYS)
        if value is None:
            return None
        class_id, _, student_id = value.partition(":")
        if not (class_id.isdigit() and student_id.isdigit()):
            return None
        return int(class_id), int(student_id)

    def ticket(self, class_id: int, student_id: int) -> str:
        return sign(self.key, STUDENT_COOKIE, f"{class_id}:{student_id}")

    def announce(self, log: Any, base: str) -> None:
        """Write in the log, for every class, where its students join and its teacher's link."""
        for school_class in self.store.classes():
            log.info("Class %s: students join at %s?code=%s (code %s); the teacher's page: %s/%s?key=%s",
                     school_class.name, base + JOIN_ROUTE, school_class.code, school_class.code,
                     base + TEACHER_ROUTE, school_class.code, school_class.teacher_secret)


# -- teacher's places ---------------------------------------------------------------------------------


def page_path(handler: Any) -> str:
    """The served path a Voila handler is asked for (``lessons/teacher/01-x.ipynb``), normalised."""
    args = [*getattr(handler, "path_args", ()), *getattr(handler, "path_kwargs", {}).values()]
    path = str(args[0]) if args and args[0] else ""
    path = posixpath.normpath("/" + path.replace("\\", "/")).lstrip("/")
    return "" if path == "." else path


def teacher_place(path: str, places: Iterable[str]) -> bool:
    """Whether ``path`` is (under) one of ``places``; an empty place is none (``teacher_places=`` turns it off)."""
    places = [place.strip("/") for place in places if place.strip("/")]
    return any(path == place or path.startswith(place + "/") for place in places)


def is_teacher(handler: web.RequestHandler, manager: Any) -> bool:
    """Whether the request comes from a teacher: ``?key=`` the server's teacher key or a class's teacher's
    secret (then a signed cookie is left for a day), or that cookie."""
    roster: Roster | None = getattr(manager, "roster", None)
    key = roster.key if roster is not None else _PROCESS_KEY
    given = handler.get_query_argument("key", "")[:MAX_FIELD]
    if given:
        who = None
        if hmac.compare_digest(given.encode(), manager.teacher_key_value().encode()):
            who = "server"
        elif roster is not None:
            for school_class in roster.store.classes():
                if hmac.compare_digest(given.encode(), school_class.teacher_secret.encode()):
                    who = f"class:{school_class.id}"
        if who is not None:
            set_teacher_cookie(handler, key, who)
            return True
    who = unsign(key, TEACHER_COOKIE, handler.get_cookie(TEACHER_COOKIE), TEACHER_DAYS)
    if who == "server":
        return True
    if who and who.startswith("class:") and roster is not None and who[6:].isdigit():
        return roster.store.class_by_id(int(who[6:])) is not None
    return False


def set_teacher_cookie(handler: web.RequestHandler, key: str, who: str) -> None:
    handler.set_cookie(TEACHER_COOKIE, sign(key, TEACHER_COOKIE, who), expires_days=TEACHER_DAYS, httponly=True,
                       samesite="Lax", path="/")


class _HidingContents:
    """A contents manager whose folder listings leave out the teacher's places (for anyone but a teacher)."""

    def __init__(self, contents: Any, places: Iterable[str]) -> None:
        self._contents, self._places = contents, tuple(places)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._contents, name)

    async def get(self, path: str, *args: Any, **kwargs: Any) -> Any:
        model = await ensure_async(self._contents.get(path, *args, **kwargs))
        if isinstance(model, dict) and model.get("type") == "directory" and isinstance(model.get("content"), list):
            model["content"] = [entry for entry in model["content"]
                                if not teacher_place(str(entry.get("path", "")).strip("/"), self._places)]
        return model


def guarded(handler_class: type, manager: Any) -> type:
    """``handler_class`` (a Voila page, folder listing or contents handler) refusing the teacher's places to
    anyone but a teacher, and leaving them out of its listings."""

    class TeacherPlaces(handler_class):  # type: ignore[misc, valid-type]
        async def prepare(self, *args: Any, **kwargs: Any) -> None:
            await ensure_async(super().prepare(*args, **kwargs))
            if self._finished:
                return
            self._tutor_teacher = is_teacher(self, manager)
            if teacher_place(page_path(self), manager.teacher_places) and not self._tutor_teacher:
                self.log.warning("Refused a teacher's page to a visitor without the teacher's link: %s",
                                 self.request.path[:300])
                lang = pages.request_language(self)
                self.set_status(403)
                self.set_header("Content-Type", "text/html; charset=UTF-8")
                self.set_header("Content-Language", lang)
                self.set_header("Cache-Control", "no-store")
                body = [f"<h1>{_t(TEXTS['forbidden_title'], lang)}</h1><p>{_t(TEXTS['forbidden'], lang)}</p>",
                        f'<p><a href="{escape(lessons_link(self, lang), quote=True)}">{_t(TEXTS["lessons"], lang)}</a></p>']
                self.finish(document(lang, render(TEXTS["forbidden_title"], lang), body))

        @property
        def contents_manager(self) -> Any:
            contents = super().contents_manager
            if getattr(self, "_tutor_teacher", False):
                return contents
            return _HidingContents(contents, manager.teacher_places)

    TeacherPlaces.__name__ = TeacherPlaces.__qualname__ = f"TeacherPlaces{handler_class.__name__}"
    return TeacherPlaces


def lessons_link(handler: web.RequestHandler, lang: str) -> str:
    base = handler.settings.get("base_url", "/")
    return f"{base}voila/render/lessons/index.ipynb?{urlencode({'lang': lang})}"


# -- the pages -------------------------------------------------------------------------------------------


class _Page(web.RequestHandler):
    manager: ClassroomKernelManager

    def initialize(self, manager: ClassroomKernelManager) -> None:
        self.manager = manager

    @property
    def roster(self) -> Roster:
        roster = getattr(self.manager, "roster", None)
        if roster is None:
            raise web.HTTPError(404)
        return roster

    def field(self, name: str) -> str:
        return self.get_argument(name, "", strip=True)[:MAX_FIELD]

    def send(self, lang: str, title: str, body: Iterable[str], status: int = 200) -> None:
        self.set_status(status)
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.set_header("Content-Language", lang)
        self.set_header("Cache-Control", "no-store")
        self.set_header("Referrer-Policy", "no-referrer")
        self.finish(document(lang, title, body))

    def base(self) -> str:
        return str(self.settings.get("base_url", "/"))

    def absolute(self, path: str) -> str:
        return f"{self.request.protocol}://{self.request.host}{self.base()}{path}"


class JoinPage(_Page):
    """``/tutor/join``: a student joins a class with its code and a nickname."""

    def get(self) -> None:
        self.page(code=self.get_query_argument("code", "")[:MAX_FIELD])

    def post(self) -> None:
        roster = self.roster
        self.check_xsrf_cookie()  # also done by Tornado when the application asks for it
        if self.field("action") == "leave":
            self.clear_cookie(STUDENT_COOKIE, path="/")
            self.page(notice="left", current=False)
            return
        code, nickname = self.field("code"), self.get_argument("nickname", "")[: 4 * MAX_NICKNAME]
        school_class = roster.store.class_by_code(code)
        if school_class is None:
            self.page(error="bad_code", code=code, nickname=nickname, status=400)
            return
        try:
            student = roster.store.join(school_class.id, nickname)
        except StoreError:
            self.page(error="bad_nickname", code=code, nickname=nickname, status=400)
            return
        ticket = roster.ticket(school_class.id, student.id)
        self.set_cookie(STUDENT_COOKIE, ticket, expires_days=STUDENT_DAYS, httponly=True, samesite="Lax", path="/")
        self.manager.log.info("Student %r joined class %s", student.nickname, school_class.name)
        self.page(joined=(school_class.name, student.nickname))

    def page(self, *, code: str = "", nickname: str = "", error: str | None = None, notice: str | None = None,
             joined: tuple[str, str] | None = None, current: bool = True, status: int = 200) -> None:
        roster = self.roster
        lang = pages.request_language(self)
        body = [f"<h1>{_t(TEXTS['join_title'], lang)}</h1>"]
        if joined is None and current:
            found = roster.student_of(self.get_cookie(STUDENT_COOKIE))
            if found is not None:
                school_class = roster.store.class_by_id(found[0])
                student = roster.store.student(*found)
                if school_class is not None and student is not None:
                    joined = (school_class.name, student.nickname)
        if error:
            body.append(f'<p class="error" role="alert">{_t(TEXTS[error], lang)}</p>')
        if notice:
            body.append(f'<p role="status">{_t(TEXTS[notice], lang)}</p>')
        if joined is not None:
            body.append(f'<p class="joined" role="status">{_t(joined_text(*joined), lang)}</p>'
                        f'<p><a href="{escape(lessons_link(self, lang), quote=True)}">{_t(TEXTS["lessons"], lang)}</a>'
                        "</p>")
        body.append(f"<p>{_t(TEXTS['join_intro'], lang)}</p>")
        body.append(f'<form method="post" action="">{self.xsrf_form_html()}'
                    f'<label>{_t(TEXTS["code"], lang)} <input type="text" name="code" required maxlength="40" '
                    f'autocomplete="off" value="{escape(code, quote=True)}"></label>'
                    f'<label>{_t(TEXTS["nickname"], lang)} <input type="text" name="nickname" required '
                    f'maxlength="{MAX_NICKNAME}" autocomplete="nickname" value="{escape(nickname, quote=True)}"></label>'
                    f'<p><button type="submit" name="action" value="join">{_t(TEXTS["join"], lang)}</button></p></form>')
        if joined is not None:
            body.append(f'<form method="post" action="">{self.xsrf_form_html()}<button type="submit" name="action" '
                        f'value="leave">{_t(TEXTS["leave"], lang)}</button></form>')
        self.send(lang, render(TEXTS["join_title"], lang), body, status)


class AnswersHandler(web.RequestHandler):
    """``POST /tutor/answers`` (a checked answer) and ``GET /tutor/answers/whoami?kernel=`` (whose page a kernel
    serves), for the server's own kernels only: they carry this run's secret; a browser never has it."""

    def initialize(self, manager: ClassroomKernelManager) -> None:
        self.manager = manager

    def check_xsrf_cookie(self) -> None:
        """Kernels prove themselves with the run's secret, not with a browser's cookie."""

    def prepare(self) -> None:
        roster: Roster | None = getattr(self.manager, "roster", None)
        given = self.request.headers.get(SECRET_HEADER, "")[:MAX_FIELD]
        if roster is None or not given or not hmac.compare_digest(given.encode(), roster.secret.encode()):
            raise web.HTTPError(403)
        if self.request.headers.get("Origin"):  # a browser's request: never a kernel's
            raise web.HTTPError(403)
        self.roster = roster

    def reply(self, status: int, data: dict) -> None:
        self.set_status(status)
        self.set_header("Content-Type", "application/json")
        self.set_header("Cache-Control", "no-store")
        self.finish(json.dumps(data))

    def _student(self, ticket: str | None) -> tuple[SchoolClass, Any] | None:
        found = self.roster.student_of(ticket)
        if found is None:
            return None
        school_class = self.roster.store.class_by_id(found[0])
        student = self.roster.store.student(*found)
        return (school_class, student) if school_class is not None and student is not None else None

    def get(self, what: str) -> None:
        if what != "whoami":
            raise web.HTTPError(404)
        ticket = self.roster.pages.get(self.get_query_argument("kernel", "")[:100])
        found = self._student(ticket)
        if found is None:
            self.reply(200, {"ticket": None})
            return
        self.reply(200, {"ticket": ticket, "class": found[0].name, "nickname": found[1].nickname})

    async def post(self, what: str) -> None:
        if what:
            raise web.HTTPError(404)
        if len(self.request.body) > MAX_BODY:
            self.reply(413, {"error": f"at most {MAX_BODY} bytes"})
            return
        try:
            data = json.loads(self.request.body)
            ticket, lesson, exercise = str(data["ticket"]), int(data["lesson"]), str(data["exercise"])
            answer, verdict = str(data["answer"]), str(data["verdict"])
        except (ValueError, KeyError, TypeError) as exc:
            self.reply(400, {"error": f"an answer is JSON with ticket, lesson, exercise, answer, verdict: {exc}"})
            return
        found = self.roster.student_of(ticket)
        if found is None:
            self.reply(200, {"recorded": False, "why": "no student"})
            return
        store = self.roster.store
        try:
            recorded = await IOLoop.current().run_in_executor(
                None, lambda: store.record(found[0], found[1], lesson, exercise, answer, verdict))
        except StoreError as exc:
            status = 200 if exc.reason == "student" else 400  # a deleted class: nothing to record
            self.reply(status, {"recorded": False, "why": str(exc)})
            return
        self.reply(201, {"recorded": True, "attempt": recorded.attempt, "nickname": recorded.student.nickname})


class ClassTeacherPage(_Page):
    """``/tutor/teacher/<code>[/answers.csv|/delete]?key=``: one class's answers, for its teacher only."""

    def school_class(self, code: str) -> SchoolClass:
        school_class = self.roster.store.class_by_code(code)
        given = self.get_argument("key", "")[:MAX_FIELD]
        if school_class is None or not given or not hmac.compare_digest(
                given.encode(), school_class.teacher_secret.encode()):
            raise web.HTTPError(403)  # a wrong code and a wrong key alike: nothing said about which
        set_teacher_cookie(self, self.roster.key, f"class:{school_class.id}")
        return school_class

    def query(self, lang: str | None = None) -> str:
        params = {"key": self.get_argument("key", "")[:MAX_FIELD]}
        lang = lang or self.get_query_argument("lang", "")[:20]
        if lang:
            params["lang"] = lang
        return "?" + urlencode(params)

    def get(self, code: str, what: str = "") -> None:
        school_class = self.school_class(code)
        if what == "/answers.csv":
            self.set_header("Content-Type", "text/csv; charset=UTF-8")
            self.set_header("Content-Disposition", f"attachment; filename*=UTF-8''{quote(f'answers-{school_class.name}.csv')}")
            self.set_header("Cache-Control", "no-store")
            self.finish(self.roster.store.export_csv(school_class.id))
            return
        if what:
            raise web.HTTPError(404)
        self.page(school_class)

    def post(self, code: str, what: str = "") -> None:
        school_class = self.school_class(code)
        self.check_xsrf_cookie()
        if what != "/delete":
            raise web.HTTPError(404)
        lang = pages.request_language(self)
        if self.get_argument("confirm", "") != "yes":
            self.page(school_class, error="not_confirmed", status=400)
            return
        answers = self.roster.store.delete_class(school_class.id)
        self.manager.log.warning("Class %s deleted by its teacher, with %d answers", school_class.name, answers)
        self.send(lang, render(TEXTS["delete_heading"], lang), [f"<p role='status'>{_t(deleted(school_class.name, answers), lang)}</p>"])

    def page(self, school_class: SchoolClass, error: str | None = None, status: int = 200) -> None:
        from tutor.lessons import lesson as find_lesson
        from tutor.lessons import listings
        from tutor.widgets.landing import lesson_notebook

        store = self.roster.store
        lang = pages.request_language(self)
        title = render(teacher_title(school_class.name), lang)
        here = f"{self.base()}{TEACHER_ROUTE}/{school_class.code}"
        join = self.absolute(f"{JOIN_ROUTE}?code={school_class.code}")
        progress = store.progress(school_class.id)
        answers = store.answer_count(school_class.id)
        body = [f"<h1>{escape(title)}</h1>"]
        if error:
            body.append(f'<p class="error" role="alert">{_t(TEXTS[error], lang)}</p>')
        body.append(f"<p>{_t(join_here(join, school_class.code), lang)}</p>"
                    f'<p class="code">{escape(school_class.code)}</p>'
                    f"<p>{_t(class_totals(len(progress), answers), lang)} "
                    f'<a href="{escape(self.query(), quote=True)}">{_t(TEXTS["refresh"], lang)}</a></p>')
        # each exercise
        body.append(f"<h2>{_t(TEXTS['exercises'], lang)}</h2>")
        stats = store.exercise_stats(school_class.id)
        if stats:
            body.append(f'<table class="exercises"><tr><th>{_t(TEXTS["lesson"], lang)}</th>'
                        f'<th>{_t(TEXTS["exercise"], lang)}</th><th>{_t(TEXTS["students"], lang)}</th>'
                        f'<th>{_t(TEXTS["first_try"], lang)}</th><th>{_t(TEXTS["in_the_end"], lang)}</th>'
                        f'<th>{_t(TEXTS["common_wrong"], lang)}</th></tr>')
            for row in stats:
                name: Any = row.exercise
                try:
                    found = find_lesson(row.lesson)
                    numbers = {exercise.id: (i, exercise) for i, exercise in enumerate(found.exercises, start=1)}
                    if row.exercise in numbers:
                        number, exercise = numbers[row.exercise]
                        name = exercise_name(number, exercise.question)
                except KeyError:  # a lesson no longer served: its id stays
                    pass
                wrong = Joined([wrong_answer(answer, n) for answer, n in row.common_wrong], "; ")
                body.append(f"<tr><td>{row.lesson}</td><td>{_t(name, lang)}</td><td>{row.students}</td>"
                            f"<td>{_t(share(row.first_try, row.students), lang)}</td>"
                            f"<td>{_t(share(row.eventually, row.students), lang)}</td><td>{_t(wrong, lang)}</td></tr>")
            body.append("</table>")
        else:
            body.append(f"<p>{_t(TEXTS['no_answers'], lang)}</p>")
        # each student
        body.append(f"<h2>{_t(TEXTS['students'], lang)}</h2>")
        if progress:
            body.append(f'<table class="students"><tr><th>{_t(TEXTS["student"], lang)}</th>'
                        f'<th>{_t(TEXTS["tried"], lang)}</th><th>{_t(TEXTS["right"], lang)}</th>'
                        f'<th>{_t(TEXTS["answers"], lang)}</th><th>{_t(TEXTS["last"], lang)}</th></tr>')
            for student in progress:
                last = iso_time(student.last)[:16].replace("T", " ") if student.last else "-"
                body.append(f"<tr><td>{escape(student.nickname)}</td><td>{student.tried}</td><td>{student.right}</td>"
                            f"<td>{student.answers}</td><td>{escape(last)}</td></tr>")
            body.append("</table>")
        else:
            body.append(f"<p>{_t(TEXTS['no_students'], lang)}</p>")
        body.append(f'<p><a href="{escape(here + "/answers.csv" + self.query(), quote=True)}" download>'
                    f'{_t(TEXTS["export"], lang)}</a></p>')
        # the teacher's versions and the print pages
        body.append(f"<h2>{_t(TEXTS['teacher_for'], lang)}</h2><ul>")
        for listing in listings():
            href = f"{self.base()}voila/render/lessons/teacher/{lesson_notebook(listing).rsplit('/', 1)[-1]}?" + \
                urlencode({"lang": lang})
            label = M("Lesson {number}: {title}", number=listing.number, title=listing.title)
            body.append(f'<li><a href="{escape(href, quote=True)}">{_t(label, lang)}</a></li>')
        body.append(f'</ul><p><a href="{escape(self.base() + "tutor/print?" + urlencode({"lang": lang}), quote=True)}">'
                    f'{_t(TEXTS["print"], lang)}</a></p>')
        # deleting the class
        body.append(f"<h2>{_t(TEXTS['delete_heading'], lang)}</h2>"
                    f'<form method="post" action="{escape(here + "/delete" + self.query(), quote=True)}">'
                    f"{self.xsrf_form_html()}<label><input type='checkbox' name='confirm' value='yes' required> "
                    f"{_t(delete_confirm(school_class.name, len(progress), answers), lang)}</label>"
                    f'<p><button type="submit">{_t(TEXTS["delete"], lang)}</button></p></form>')
        self.send(lang, title, body, status)


# -- installing into Voila ---------------------------------------------------------------------------


def answers_endpoint(app: Any) -> str:
    """Where this server's kernels post answers: the server on this machine (127.0.0.1 when it listens on
    every interface)."""
    from jupyter_server.utils import url_path_join

    ip = str(getattr(app, "ip", "") or "127.0.0.1")
    host = "127.0.0.1" if ip in ("0.0.0.0", "*", "") else ("[::1]" if ip == "::" else ip)
    if ":" in host and not host.startswith("["):
        host = f"[{host}]"
    return f"http://{host}:{app.port}" + url_path_join(app.server_url, ANSWERS_ROUTE)


def install() -> None:
    """Add the join, answers and class teacher pages to standalone Voila, and keep the teacher's places apart."""
    from .handlers import extend

    extend(_add_class_pages)


def _add_class_pages(self: Any, handlers: list) -> list:
    from jupyter_server.utils import url_path_join
    from voila.tornado.contentshandler import VoilaContentsHandler
    from voila.tornado.handler import TornadoVoilaHandler
    from voila.tornado.treehandler import TornadoVoilaTreeHandler

    pages_and_listings = (TornadoVoilaHandler, TornadoVoilaTreeHandler, VoilaContentsHandler)
    manager = self.kernel_manager
    if not hasattr(manager, "teacher_places"):
        return handlers
    handlers = [(spec[0], guarded(spec[1], manager), *spec[2:])
                if len(spec) > 1 and isinstance(spec[1], type) and issubclass(spec[1], pages_and_listings)
                else spec for spec in handlers]
    roster = manager.roster = Roster.open(manager)
    if roster is None:
        return handlers
    roster.endpoint = answers_endpoint(self)
    kwargs = {"manager": manager}
    handlers[:0] = [
        (url_path_join(self.server_url, JOIN_ROUTE), JoinPage, kwargs),
        (url_path_join(self.server_url, ANSWERS_ROUTE) + r"/?(whoami)?", AnswersHandler, kwargs),
        (url_path_join(self.server_url, TEACHER_ROUTE) + r"/([A-Za-z0-9]{1,40})(/answers\.csv|/delete)?",
         ClassTeacherPage, kwargs),
    ]

    def announce() -> None:  # once the server listens
        roster.announce(self.log, url_path_join(self.connection_url, "/"))

    IOLoop.current().add_callback(announce)
    return handlers
