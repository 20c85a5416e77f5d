"""Classes (issue #24): the store alone, then the real server: teacher's places apart, 30 students of two
classes answering at once, one real lesson page answering through its widget, each teacher's page showing only
its class, the CSV, deleting a class, and the store surviving a restart."""
from __future__ import annotations

import csv
import http.cookiejar
import io
import json
import multiprocessing
import re
import sqlite3
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from serve.class_store import (CODE_ALPHABET, CODE_LENGTH, MAX_ANSWER, MAX_NICKNAME, SCHEMA_VERSION, ClassStore,
                               StoreError, clean_code, clean_nickname)
from serve.classes import SECRET_HEADER, STUDENT_COOKIE
from serve.launch import ROOT, stop

from .conftest import start

# -- the store alone ------------------------------------------------------------------------------------


@pytest.fixture
def store(tmp_path) -> ClassStore:
    return ClassStore(tmp_path / "answers.sqlite3")


def test_a_class_gets_an_unambiguous_code_and_keeps_it(store, tmp_path):
    first, created = store.ensure_class(" 3A ")
    assert created and first.name == "3A"
    assert len(first.code) == CODE_LENGTH and set(first.code) <= set(CODE_ALPHABET)
    assert not set(first.code) & set("0O1IL")
    again, created = ClassStore(tmp_path / "answers.sqlite3").ensure_class("3A")  # another process, a restart
    assert not created and again == first
    assert clean_code(first.code.lower()[:3] + " - " + first.code[3:]) == first.code
    assert clean_code("0OIL11") == "" and clean_code("x" * 10_000) == ""


def test_the_schema_carries_its_version_and_a_newer_file_is_refused(store):
    db = sqlite3.connect(store.path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.commit()
    db.close()
    with pytest.raises(StoreError, match="schema version"):
        ClassStore(store.path)


def test_the_same_nickname_is_the_same_student_and_nicknames_are_bounded(store):
    school_class, _ = store.ensure_class("3A")
    anna = store.join(school_class.id, "Anna  B")
    assert store.join(school_class.id, " anna b\u200b") == anna
    assert clean_nickname("x" * 10_000)[0] == "x" * MAX_NICKNAME
    for bad in ("", "   ", "\u200b\u200b", "!!!", "\x00\x07"):
        with pytest.raises(StoreError) as refused:
            store.join(school_class.id, bad)
        assert refused.value.reason == "nickname"


def _write_answers(path: str, class_name: str, worker: int, count: int) -> None:
    """One process (or thread) of many: a student of its own answering the same exercise ``count`` times."""
    store = ClassStore(path)
    school_class, _ = store.ensure_class(class_name)
    student = store.join(school_class.id, f"worker {worker}")
    for i in range(count):
        store.record(school_class.id, student.id, 1, "fort", f"{i}/6", "right" if i % 3 == 0 else "wrong")
    store.close()


def _assert_every_attempt_once(store: ClassStore, class_id: int, students: int, count: int) -> None:
    rows = store.answers(class_id)
    assert len(rows) == students * count
    by_student: dict[str, list[int]] = {}
    for nickname, _lesson, _exercise, attempt, _answer, _verdict, _at in rows:
        by_student.setdefault(nickname, []).append(attempt)
    assert len(by_student) == students
    assert all(sorted(attempts) == list(range(1, count + 1)) for attempts in by_student.values())


def test_concurrent_writers_from_threads_lose_nothing(store):
    school_class, _ = store.ensure_class("3A")
    with ThreadPoolExecutor(8) as pool:
        list(pool.map(lambda w: _write_answers(str(store.path), "3A", w, 40), range(8)))
    _assert_every_attempt_once(store, school_class.id, 8, 40)


def test_concurrent_writers_from_processes_lose_nothing(store):
    school_class, _ = store.ensure_class("3A")
    context = multiprocessing.get_context("spawn")
    workers = [context.Process(target=_write_answers, args=(str(store.path), "3A", w, 30)) for w in range(4)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(60)
        assert worker.exitcode == 0
    _assert_every_attempt_once(store, school_class.id, 4, 30)


def test_one_class_never_sees_another_and_delete_takes_only_its_own(store):
    a, _ = store.ensure_class("3A")
    b, _ = store.ensure_class("3B")
    anna, bruno = store.join(a.id, "Anna"), store.join(b.id, "Bruno")
    store.record(a.id, anna.id, 1, "fort", "1/2", "wrong")
    store.record(a.id, anna.id, 1, "fort", "1/2", "right")
    store.record(b.id, bruno.id, 1, "fort", "7/7", "wrong")
    with pytest.raises(StoreError):  # a student of another class cannot answer in this one
        store.record(a.id, bruno.id, 1, "fort", "1", "right")
    (stats,) = store.exercise_stats(a.id)
    assert (stats.students, stats.first_try, stats.eventually, stats.common_wrong) == (1, 0, 1, (("1/2", 1),))
    assert [p.nickname for p in store.progress(a.id)] == ["Anna"]
    assert {row[0] for row in store.answers(b.id)} == {"Bruno"}
    assert "Anna" not in store.export_csv(b.id) and "7/7" not in store.export_csv(a.id)
    assert store.delete_class(b.id) == 1
    assert store.class_by_id(b.id) is None and store.answers(b.id) == [] and store.progress(b.id) == []
    assert len(store.answers(a.id)) == 2


def test_export_is_csv_with_every_answer_and_no_formula(store):
    school_class, _ = store.ensure_class("3A")
    student = store.join(school_class.id, "=cmd")
    answers = ["1/6", "=HYPERLINK(\"x\")", "a, \"quoted\"\nline", "y" * (MAX_ANSWER + 50)]
    for answer in answers:
        store.record(school_class.id, student.id, 2, "ex", answer, "wrong")
    rows = list(csv.reader(io.StringIO(store.export_csv(school_class.id))))
    assert rows[0] == ["class", "student", "lesson", "exercise", "attempt", "answer", "verdict", "time"]
    assert [row[5] for row in rows[1:]] == ["1/6", "'=HYPERLINK(\"x\")", "a, \"quoted\"\nline", "y" * MAX_ANSWER]
    assert {row[1] for row in rows[1:]} == {"'=cmd"}
    assert [row[4] for row in rows[1:]] == ["1", "2", "3", "4"]


# -- the real server ------------------------------------------------------------------------------------

SECRET = "test-answers-secret"
WAIT = 60_000  # ms a page may take to answer a click on a loaded machine (Playwright's default is 5 s)


class Visitor:
    """A browser without JavaScript: cookies kept, the _xsrf field sent with each form."""

    def __init__(self, base: str) -> None:
        self.base = base
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))

    def get(self, path: str) -> tuple[int, str]:
        try:
            with self.opener.open(self.base + path, timeout=120) as response:
                return response.status, response.read().decode()
        except urllib.error.HTTPError as exc:
            return exc.code, exc.read().decode()

    def cookie(self, name: str) -> str | None:
        """A cookie's value as the server reads it (Tornado quotes a signed value; the jar keeps the quotes)."""
        return next((c.value.strip('"') for c in self.jar if c.name == name and c.value), None)

    def post(self, path: str, fields: dict) -> tuple[int, str]:
        if self.cookie("_xsrf") is None:
            self.get("/tutor/join")
        data = urllib.parse.urlencode({**fields, "_xsrf": self.cookie("_xsrf")}).encode()
        try:
            with self.opener.open(self.base + path, data=data, timeout=60) as response:
                return response.status, response.read().decode()
        except urllib.error.HTTPError as exc:
            return exc.code, exc.read().decode()


def post_answer(base: str, ticket: str, lesson: int, exercise: str, answer: str, verdict: str,
                secret: str = SECRET) -> tuple[int, dict]:
    """What a lesson page's kernel sends (tutor/widgets/class_answers.py)."""
    body = json.dumps({"ticket": ticket, "lesson": lesson, "exercise": exercise, "answer": answer,
                       "verdict": verdict}).encode()
    request = urllib.request.Request(base + "/tutor/answers", data=body, method="POST",
                                     headers={SECRET_HEADER: secret, "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as exc:
        return exc.code, {}


def class_links(log: str) -> dict[str, tuple[str, str]]:
    """{class name: (join code, teacher's path with its key)} as the server's log gives them."""
    found = re.findall(r"Class (\S+): students join at \S+ \(code (\w+)\); the teacher's page: https?://[^/]+(\S+)", log)
    return {name: (code, path) for name, code, path in found}


@pytest.fixture(scope="module")
def db_path(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("classes") / "answers.sqlite3"


SETTINGS = ("--ClassroomKernelManager.classes=3A", "--ClassroomKernelManager.classes=3B",
            f"--ClassroomKernelManager.answers_secret={SECRET}", "--ClassroomKernelManager.pool_page_max=0")
#: the class's server keeps one ready kernel, for lesson 1 (a page handed a preheated kernel learns its student too)
PREHEATED = "lessons/01-sample-spaces.ipynb"


@pytest.fixture(scope="module")
def class_app(tmp_path_factory, db_path):
    server = start(tmp_path_factory, "classes", ROOT / "notebooks", *SETTINGS,
                   f"--ClassroomKernelManager.preheated_pages={PREHEATED}",
                   f"--ClassroomKernelManager.answers_db={db_path}")
    server.links = class_links(server.log_text())  # type: ignore[attr-defined]  # what the tests read
    yield server
    stop(server.proc)


TEACHER_PAGE = "/voila/render/lessons/teacher/01-sample-spaces.ipynb"


def test_teacher_places_are_refused_and_unlisted_without_the_teachers_link(class_app):
    student = Visitor(class_app.url)
    for path in ("/voila/tree/lessons/teacher", TEACHER_PAGE, "/voila/render/lessons/./teacher/01-sample-spaces.ipynb",
                 "/voila/render/lessons/%74eacher/01-sample-spaces.ipynb", "/voila/api/contents/lessons/teacher"):
        assert student.get(path)[0] == 403, path
    status, listing = student.get("/voila/api/contents/lessons")
    names = [entry["name"] for entry in json.loads(listing)["content"]]
    assert status == 200 and "teacher" not in names and "01-sample-spaces.ipynb" in names
    status, page = student.get(TEACHER_PAGE + "?key=wrong")
    assert status == 403 and "This page is for teachers" in page

    teacher = Visitor(class_app.url)
    code, teacher_path = class_app.links["3A"]
    assert teacher.get(teacher_path)[0] == 200
    status, listing = teacher.get("/voila/api/contents/lessons/teacher")
    assert status == 200 and "01-sample-spaces.ipynb" in [e["name"] for e in json.loads(listing)["content"]]
    assert teacher.get("/voila/tree/lessons/teacher")[0] == 200
    status, page = teacher.get(TEACHER_PAGE)
    assert status == 200 and "teacher" in page.lower()


def join(base: str, code: str, nickname: str) -> tuple[Visitor, str]:
    visitor = Visitor(base)
    status, page = visitor.post("/tutor/join", {"code": code, "nickname": nickname, "action": "join"})
    assert status == 200 and nickname in page, page[-500:]
    ticket = visitor.cookie(STUDENT_COOKIE)
    assert ticket
    return visitor, ticket


def test_join_refuses_a_wrong_code_and_an_empty_nickname(class_app):
    code, _ = class_app.links["3A"]
    visitor = Visitor(class_app.url)
    assert visitor.post("/tutor/join", {"code": "ZZZZZZ" if code != "ZZZZZZ" else "YYYYYY", "nickname": "x"})[0] == 400
    assert visitor.post("/tutor/join", {"code": code, "nickname": "  "})[0] == 400
    assert visitor.cookie(STUDENT_COOKIE) is None
    forged = urllib.parse.urlencode({"code": code, "nickname": "Mallory", "_xsrf": "2|00|00|1"}).encode()
    with pytest.raises(urllib.error.HTTPError) as refused:  # another site's form: no matching _xsrf cookie
        urllib.request.urlopen(class_app.url + "/tutor/join", data=forged, timeout=60)
    assert refused.value.code == 403
    status, _ = post_answer(class_app.url, "forged", 1, "fort", "1/2", "right", secret="not the secret")
    assert status == 403


EXERCISES = [(1, "cavalry"), (1, "fort"), (1, "two_dice"), (2, "first"), (3, "second")]


def test_thirty_students_of_two_classes_answer_at_once_and_nothing_is_lost(class_app, db_path):
    students = []
    for i in range(30):
        name = "3A" if i % 2 else "3B"
        _, ticket = join(class_app.url, class_app.links[name][0], f"{name}-student-{i}")
        students.append((name, f"{name}-student-{i}", ticket))
    barrier = threading.Barrier(30)

    def answer(student):
        _name, _nickname, ticket = student
        barrier.wait(30)
        replies = []
        for lesson, exercise in EXERCISES:
            for attempt, verdict in enumerate(("wrong", "right"), start=1):
                replies.append((attempt, post_answer(class_app.url, ticket, lesson, exercise, f"{attempt}/7", verdict)))
        return replies

    with ThreadPoolExecutor(30) as pool:
        results = list(pool.map(answer, students))
    for replies in results:
        for attempt, (status, reply) in replies:
            assert (status, reply.get("recorded"), reply.get("attempt")) == (201, True, attempt), reply
    store = ClassStore(db_path)
    for name, (code, teacher_path) in class_app.links.items():
        school_class = store.class_by_code(code)
        assert school_class is not None
        mine = {nickname for n, nickname, _ in students if n == name}
        rows = store.answers(school_class.id)
        assert len(rows) == 15 * len(EXERCISES) * 2
        assert {row[0] for row in rows} >= mine
        status, page = Visitor(class_app.url).get(teacher_path)
        assert status == 200
        for _n, nickname, _ in students:
            assert (nickname in page) == (nickname in mine), nickname
        assert "1/7 (15 students)" in page  # every student's first try, the most common wrong answer
        status, text = Visitor(class_app.url).get(teacher_path.replace("?", "/answers.csv?"))
        exported = list(csv.reader(io.StringIO(text)))
        assert status == 200 and len(exported) - 1 == len(store.answers(school_class.id))
        assert {row[0] for row in exported[1:]} == {name}


@pytest.mark.browser
def test_a_real_lesson_page_joins_and_answers_through_its_widget(class_app, page, db_path):
    from playwright.sync_api import expect

    from tutor.lessons import lesson

    code, teacher_path = class_app.links["3A"]
    page.goto(f"{class_app.url}/tutor/join?code={code}")
    page.fill("input[name=nickname]", "Browser Bea")
    page.click("button[value=join]")
    expect(page.locator(".joined")).to_contain_text("Browser Bea", timeout=WAIT)
    deadline = time.monotonic() + 120
    while "Kernel pool of " not in class_app.log_text():  # lesson 1's ready kernel
        assert time.monotonic() < deadline, class_app.describe()
        time.sleep(0.25)
    page.goto(f"{class_app.url}/voila/render/{PREHEATED}")
    expect(page.locator(".lesson-app")).to_be_visible(timeout=120_000)
    assert re.search(r"Using pre-heated kernel: \S+ for \S*" + re.escape(PREHEATED), class_app.log_text())
    exercise = lesson(1).exercises[0]
    answers, checks, feedback = (page.locator(f".{cls}") for cls in ("lesson-answer input", "lesson-check",
                                                                     "lesson-feedback"))
    answers.nth(0).fill("5/7")
    checks.nth(0).click()
    expect(feedback.nth(0)).to_contain_text("Recorded for Browser Bea (class 3A)", timeout=30_000)
    answers.nth(0).fill(str(exercise.answer))
    checks.nth(0).click()
    expect(feedback.nth(0)).to_contain_text("Right", timeout=WAIT)
    expect(feedback.nth(0)).to_contain_text("Recorded for Browser Bea", timeout=WAIT)
    store = ClassStore(db_path)
    school_class = store.class_by_code(code)
    assert school_class is not None
    bea = [row for row in store.answers(school_class.id) if row[0] == "Browser Bea"]
    assert [(r[1], r[2], r[3], r[4], r[5]) for r in bea] == [(1, exercise.id, 1, "5/7", "wrong"),
                                                             (1, exercise.id, 2, str(exercise.answer), "right")]
    # a page with no pool (its kernel started for the request) knows its student too
    page.goto(f"{class_app.url}/voila/render/lessons/02-complement-and-independence.ipynb")
    expect(page.locator(".lesson-app")).to_be_visible(timeout=120_000)
    page.locator(".lesson-answer input").nth(0).fill("4/7")
    page.locator(".lesson-check").nth(0).click()
    expect(page.locator(".lesson-feedback").nth(0)).to_contain_text("Recorded for Browser Bea", timeout=30_000)
    bea = [row for row in store.answers(school_class.id) if row[0] == "Browser Bea"]
    assert [(r[1], r[2], r[3], r[4]) for r in bea][-1] == (2, lesson(2).exercises[0].id, 1, "4/7")
    # a page with no class records nothing and says nothing more
    page.context.clear_cookies()
    page.goto(f"{class_app.url}/voila/render/lessons/01-sample-spaces.ipynb")
    expect(page.locator(".lesson-app")).to_be_visible(timeout=120_000)
    page.locator(".lesson-answer input").nth(0).fill("5/7")
    page.locator(".lesson-check").nth(0).click()
    expect(page.locator(".lesson-feedback").nth(0)).to_contain_text("Not", timeout=WAIT)
    page.wait_for_timeout(3000)  # time for a recording to come, were there one (it takes milliseconds)
    assert page.locator(".lesson-recorded").count() == 0
    assert len([row for row in store.answers(school_class.id) if row[0] == "Browser Bea"]) == 3


def test_the_store_survives_a_restart_and_a_class_can_be_deleted(tmp_path_factory):
    db_path = tmp_path_factory.mktemp("restart") / "answers.sqlite3"
    first = start(tmp_path_factory, "classes-first", ROOT / "notebooks", *SETTINGS,
                  f"--ClassroomKernelManager.answers_db={db_path}")
    try:
        links = class_links(first.log_text())
        for name, (code, _) in links.items():
            for i in range(3):
                _, ticket = join(first.url, code, f"{name} {i}")
                for verdict in ("wrong", "right"):
                    assert post_answer(first.url, ticket, 1, "fort", f"{name}/{i}", verdict)[0] == 201
    finally:
        stop(first.proc)
    store = ClassStore(db_path)
    found = {name: store.class_by_code(code) for name, (code, _) in links.items()}
    ids = {name: school_class.id for name, school_class in found.items() if school_class is not None}
    assert {name: len(store.answers(ids[name])) for name in links} == {"3A": 6, "3B": 6}
    again = start(tmp_path_factory, "classes-again", ROOT / "notebooks", *SETTINGS[2:],
                  f"--ClassroomKernelManager.answers_db={db_path}")  # no CLASSES: the store keeps them
    try:
        assert class_links(again.log_text()) == links  # the same codes and teacher's links
        for name, (code, teacher_path) in links.items():
            status, page = Visitor(again.url).get(teacher_path)
            assert status == 200 and "3 students and 6 answers so far" in page
            assert all(f"{name} {i}" in page for i in range(3))
        code, teacher_path = links["3B"]
        teacher = Visitor(again.url)
        assert teacher.get(teacher_path)[0] == 200
        delete = teacher_path.replace("?", "/delete?")
        status, page = teacher.post(delete, {})  # not confirmed: nothing deleted
        assert status == 400 and store.class_by_code(code) is not None
        status, page = teacher.post(delete, {"confirm": "yes"})
        assert status == 200 and "Class 3B was deleted with its 6 answers." in page
        assert store.class_by_code(code) is None
        assert Visitor(again.url).get(teacher_path)[0] == 403
        assert len(store.answers(ids["3A"])) == 6
    finally:
        stop(again.proc)


def test_teacher_places_are_read_from_the_normalised_path():
    from serve.classes import teacher_place

    places = ["lessons/teacher"]
    assert teacher_place("lessons/teacher", places) and teacher_place("lessons/teacher/01-x.ipynb", places)
    assert not teacher_place("lessons/teachers.ipynb", places) and not teacher_place("lessons/01-x.ipynb", places)
    assert not any(teacher_place(path, ["", "/"]) for path in ("", "lessons/teacher/01-x.ipynb"))  # turned off


def test_the_settings_classes_a_bad_name_is_skipped_and_a_newer_store_stops_the_server(tmp_path, caplog):
    import logging
    from types import SimpleNamespace

    from serve.classes import Roster

    log = logging.getLogger("test-classes")
    manager: Any = SimpleNamespace(answers_db=str(tmp_path / "a.sqlite3"), classes=["3A", "!!!"], answers_secret="",
                                   log=log)  # the kernel manager's settings that Roster.open reads
    with caplog.at_level(logging.INFO, logger="test-classes"):
        roster = Roster.open(manager)
    assert roster is not None and [c.name for c in roster.store.classes()] == ["3A"]
    assert "No class '!!!'" in caplog.text and len(roster.secret) > 20
    nothing: Any = SimpleNamespace(answers_db=str(tmp_path / "none.sqlite3"), classes=[], log=log)
    assert Roster.open(nothing) is None and not (tmp_path / "none.sqlite3").exists()
    db = sqlite3.connect(tmp_path / "a.sqlite3")
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.commit()
    db.close()
    with pytest.raises(SystemExit, match="schema version"):
        Roster.open(manager)
