"""A lesson page's side of classes (tutor/widgets/class_answers.py), against a stand-in for the server: whose page
it is asked once, each checked answer posted, nothing sent or shown without a class, and a server that does not
answer leaves the answer checked and says it was not recorded."""
from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

import pytest

from serve.launch import free_port
from tutor.lessons import lesson
from tutor.widgets import class_answers
from tutor.widgets.class_answers import MAX_ANSWER, NOT_RECORDED, ClassLink, lesson_of, record_answer
from tutor.widgets.lesson import ExerciseBox

SECRET = "kernel-secret"


class StandIn(BaseHTTPRequestHandler):
    """Answers as serve/classes.py does: whoami for kernel "k1" is Anna of 3A; answers are kept in ``posted``."""

    posted: list[dict] = []
    asked: list[str] = []

    def log_message(self, *args):  # quiet
        pass

    def _reply(self, status: int, data: dict) -> None:
        body = json.dumps(data).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        if self.headers.get("X-Tutor-Secret") != SECRET:
            return self._reply(403, {})
        kernel = parse_qs(urlsplit(self.path).query).get("kernel", [""])[0]
        self.asked.append(kernel)
        if kernel == "k1":
            return self._reply(200, {"ticket": "t-anna", "class": "3A", "nickname": "Anna"})
        return self._reply(200, {"ticket": None})

    def do_POST(self):
        if self.headers.get("X-Tutor-Secret") != SECRET:
            return self._reply(403, {})
        data = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        self.posted.append(data)
        self._reply(201, {"recorded": True, "attempt": len(self.posted), "nickname": "Anna"})


@pytest.fixture
def server():
    StandIn.posted, StandIn.asked = [], []
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), StandIn)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/tutor/answers"
    httpd.shutdown()
    httpd.server_close()


def environ(url: str, kernel: str = "k1") -> dict[str, str]:
    return {"TUTOR_ANSWERS_URL": url, "TUTOR_ANSWERS_SECRET": SECRET, "VOILA_KERNEL_ID": kernel}


def test_an_exercise_is_found_in_its_lesson():
    first = lesson(1).exercises[1]
    assert lesson_of(first) == 1
    assert lesson_of(object()) is None


def test_a_student_page_asks_once_and_posts_every_answer(server):
    link = ClassLink(environ(server))
    exercise = lesson(1).exercises[0]
    shown = link.record(1, exercise.id, "x" * 5000, "wrong")
    assert "Recorded for Anna (class 3A)." in shown
    assert "Recorded for Anna" in link.record(1, exercise.id, "1/6", "right")
    assert StandIn.asked == ["k1"]
    assert StandIn.posted == [
        {"ticket": "t-anna", "lesson": 1, "exercise": exercise.id, "answer": "x" * MAX_ANSWER, "verdict": "wrong"},
        {"ticket": "t-anna", "lesson": 1, "exercise": exercise.id, "answer": "1/6", "verdict": "right"}]


def test_a_page_without_a_student_or_without_settings_sends_and_shows_nothing(server):
    assert ClassLink(environ(server, kernel="someone else")).record(1, "fort", "1/2", "right") == ""
    assert StandIn.posted == []
    assert ClassLink({}).record(1, "fort", "1/2", "right") == ""
    assert StandIn.asked == ["someone else"]


def test_a_server_that_does_not_answer_leaves_the_answer_checked_and_says_so():
    link = ClassLink(environ(f"http://127.0.0.1:{free_port()}/tutor/answers"))  # nobody listens there
    shown = link.record(1, "fort", "1/2", "right")
    assert "lesson-recorded" in shown and "not recorded" in shown and shown.count(NOT_RECORDED[:20]) == 1


def test_the_check_button_records_through_the_page(server, monkeypatch):
    monkeypatch.setattr(class_answers, "_LINK", ClassLink(environ(server)))
    exercise = lesson(1).exercises[0]
    box = ExerciseBox(1, exercise)
    box.answer.value = str(exercise.answer)
    box.check()
    assert "lesson-right" in box.feedback.value and "Recorded for Anna (class 3A)." in box.feedback.value
    assert StandIn.posted[-1]["verdict"] == "right" and StandIn.posted[-1]["lesson"] == 1
    monkeypatch.setattr(class_answers, "_LINK", ClassLink({}))
    box.check()
    assert "lesson-right" in box.feedback.value and "Recorded" not in box.feedback.value
    assert record_answer(exercise, "1/6", "right") == ""
