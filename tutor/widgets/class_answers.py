"""A lesson page tells its class who answered what (issue #24): each checked answer goes to the server.

The server (``serve/classes.py``) gives every kernel it starts ``TUTOR_ANSWERS_URL`` (itself, on 127.0.0.1) and
``TUTOR_ANSWERS_SECRET`` (this run's secret) in its environment, and notes which student each page is for (the
student joined at ``/tutor/join``; a cookie). At the first checked answer the page asks the server whose it is
(``GET <url>/whoami?kernel=<its kernel id>``), then posts each answer (``POST <url>``, JSON: the student's ticket, the
lesson, the exercise's id, the answer typed, the verdict); the server stores it with the attempt's number and the
time. Each request waits at most :data:`TIMEOUT` seconds.

- No server settings (Binder, a notebook, a server without classes) or a page without a student: nothing is sent
  and nothing is shown (:func:`record_answer` returns ``""``).
- Recorded: a short line under the feedback says for whom.
- The server did not answer: the answer is still checked, and the line says it was not recorded.
"""
from __future__ import annotations

import json
import os
import sys
import urllib.error
import urllib.request
from html import escape
from typing import Any, Mapping
from urllib.parse import urlencode

from tutor.core.i18n import M, tr

URL_ENV, SECRET_ENV, KERNEL_ENV = "TUTOR_ANSWERS_URL", "TUTOR_ANSWERS_SECRET", "VOILA_KERNEL_ID"
SECRET_HEADER = "X-Tutor-Secret"
TIMEOUT = 4.0  # s: a server too busy to answer this fast gets the answer not recorded (and the page says so)
MAX_ANSWER = 200  # characters of an answer sent (the store keeps as many)
MAX_REPLY = 4096  # bytes of the server's reply read
NOT_ASKED = object()

NOT_RECORDED = M("Checked, but not recorded for your class: the server did not answer. Press Check again in a "
                 "moment to record it.")


def recorded_for(nickname: str, name: str) -> Any:
    return M("Recorded for {nickname} (class {name}).", nickname=nickname, name=name)


class Unreachable(Exception):
    """The server did not answer in time, or answered something unreadable."""


def _ask(url: str, secret: str, data: Mapping[str, Any] | None = None) -> dict:
    body = json.dumps(data).encode() if data is not None else None
    try:
        request = urllib.request.Request(url, data=body, method="POST" if body is not None else "GET",
                                         headers={SECRET_HEADER: secret, "Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=TIMEOUT) as response:  # noqa: S310 - the server's own address
            reply = json.loads(response.read(MAX_REPLY))
    except (OSError, ValueError) as exc:  # refused, timed out, an HTTP error, not JSON
        raise Unreachable(str(exc)) from exc
    if not isinstance(reply, dict):
        raise Unreachable(f"unexpected reply {reply!r:.100}")
    return reply


class ClassLink:
    """This page's link to its class: whose page it is (asked once), and each answer posted."""

    def __init__(self, environ: Mapping[str, str] = os.environ) -> None:
        self.url = environ.get(URL_ENV, "")
        self.secret = environ.get(SECRET_ENV, "")
        self.environ = environ
        self.member: Any = NOT_ASKED  # None: no student; else the server's whoami reply

    @property
    def configured(self) -> bool:
        return bool(self.url and self.secret)

    def whoami(self) -> dict | None:
        if self.member is NOT_ASKED:
            kernel = self.environ.get(KERNEL_ENV, "")
            if not kernel:
                self.member = None
            else:
                reply = _ask(f"{self.url}/whoami?{urlencode({'kernel': kernel[:100]})}", self.secret)
                self.member = reply if reply.get("ticket") else None
        return self.member

    def record(self, lesson: int, exercise: str, answer: str, verdict: str) -> str:
        """HTML for under the feedback: for whom the answer was recorded, that it was not, or "" (no class)."""
        if not self.configured:
            return ""
        try:
            member = self.whoami()
            if member is None:
                return ""
            reply = _ask(self.url, self.secret, {"ticket": member["ticket"], "lesson": lesson, "exercise": exercise,
                                                 "answer": str(answer)[:MAX_ANSWER],
                                                 "verdict": verdict})
        except Unreachable:
            return _line(tr(NOT_RECORDED))
        if not reply.get("recorded"):  # the class was deleted meanwhile: nothing more to say
            self.member = None
            return ""
        return _line(tr(recorded_for(str(member.get("nickname", "")), str(member.get("class", "")))))


def _line(text: str) -> str:
    return f"<div class='lesson-recorded' style='color:#666;font-size:90%'>{escape(text)}</div>"


_LINK: ClassLink | None = None


def lesson_of(exercise: Any) -> int | None:
    """The number of the lesson ``exercise`` belongs to, among the lessons this page has loaded (none imported)."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("tutor.lessons.lesson"):
            continue
        found = getattr(module, "LESSON", None)
        if found is not None and any(x is exercise for x in getattr(found, "exercises", ())):
            return int(found.number)
    return None


def record_answer(exercise: Any, answer: str, verdict: str) -> str:
    """Record a checked answer (``verdict``: the checker's, "right", "imprecise", "wrong" or "unreadable") for
    this page's student, if the page has one; HTML to show under the feedback (``""`` when the page has no class)."""
    global _LINK
    if _LINK is None:
        _LINK = ClassLink()
    if not _LINK.configured:
        return ""
    lesson = lesson_of(exercise)
    if lesson is None:
        return ""
    return _LINK.record(lesson, str(exercise.id), answer, verdict)
