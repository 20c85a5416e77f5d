"""Who answered what (issue #24): the classes, their students and every checked answer, in SQLite.

One file on the server (``ClassroomKernelManager.answers_db``; by default
``$XDG_DATA_HOME/tabletop-tutor/answers.sqlite3``, i.e. ``~/.local/share/...``), opened in WAL mode with a busy
timeout so that a whole class answering at once (the server's threads, or several processes) never loses an
answer: every write is one short ``BEGIN IMMEDIATE`` transaction. Each thread gets its own connection. The schema
carries its version (``PRAGMA user_version``); a file of a newer version is refused rather than misread.

A class has a name (``3A``), a join code the students type (six letters and digits that cannot be misread:
no 0/O, 1/I/L) and a teacher's secret (the teacher's link). A student is a nickname within a class, nothing else:
the same nickname again (ignoring case and spacing) is the same student. Every query that reads answers is
filtered by the class: one class never sees another's data. Deleting a class deletes its students and answers.

No text here is for a visitor: errors are ``ValueError`` with a reason code (``StoreError.reason``) that the
pages turn into messages.
"""
from __future__ import annotations

import csv
import io
import secrets
import sqlite3
import threading
import time
import unicodedata
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Iterator

SCHEMA_VERSION = 1
BUSY_TIMEOUT_MS = 10_000  # a writer waits this long for another's transaction before giving up
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L: read aloud or off a board without doubt
CODE_LENGTH = 6
MAX_CLASS_NAME = 40
MAX_NICKNAME = 30
MAX_ANSWER = 200  # characters of an answer kept (the answer box takes more; the rest is cut)
MAX_EXERCISE_ID = 60
MAX_CODE_INPUT = 40  # characters of a typed code read (spaces and dashes are dropped)
#: what the lessons' checker says of an answer (tutor.lessons.exercises.VERDICTS): only "right" counts as right
VERDICTS = ("right", "imprecise", "wrong", "unreadable")
COMMON_WRONG = 3  # wrong answers listed per exercise on the teacher's page
#: CSV cells starting with these are read as formulas by spreadsheets: such a cell gets a leading apostrophe
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS classes (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    code TEXT NOT NULL UNIQUE,
    teacher_secret TEXT NOT NULL,
    created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS students (
    id INTEGER PRIMARY KEY,
    class_id INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
    nickname TEXT NOT NULL,
    nickname_key TEXT NOT NULL,
    joined REAL NOT NULL,
    UNIQUE (class_id, nickname_key)
);
CREATE TABLE IF NOT EXISTS answers (
    id INTEGER PRIMARY KEY,
    class_id INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
    student_id INTEGER NOT NULL REFERENCES students(id) ON DELETE CASCADE,
    lesson INTEGER NOT NULL,
    exercise TEXT NOT NULL,
    attempt INTEGER NOT NULL,
    answer TEXT NOT NULL,
    verdict TEXT NOT NULL CHECK (verdict IN ('right', 'imprecise', 'wrong', 'unreadable')),
    at REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS answers_by_exercise ON answers (class_id, lesson, exercise, student_id, attempt);
CREATE INDEX IF NOT EXISTS answers_by_student ON answers (class_id, student_id);
"""


class StoreError(ValueError):
    """A request the store refuses; ``reason`` says why ("nickname", "code", "class_name", "version", ...)."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason


@dataclass(frozen=True)
class SchoolClass:
    id: int
    name: str
    code: str
    teacher_secret: str


@dataclass(frozen=True)
class Student:
    id: int
    class_id: int
    nickname: str


@dataclass(frozen=True)
class Recorded:
    """An answer stored: its attempt number (1 for the student's first try at this exercise)."""

    student: Student
    attempt: int


@dataclass(frozen=True)
class ExerciseStats:
    lesson: int
    exercise: str
    students: int  # students who tried it
    first_try: int  # of them, right at their first try
    eventually: int  # right at some try
    common_wrong: tuple[tuple[str, int], ...]  # the most given wrong answers, with how many students gave each


@dataclass(frozen=True)
class StudentProgress:
    nickname: str
    tried: int  # exercises tried
    right: int  # exercises answered right (at any try)
    answers: int  # answers given
    last: float | None  # when last answered (epoch seconds)


def clean_nickname(text: str) -> tuple[str, str]:
    """A nickname as shown and its key (the same student when equal): NFC, control and format characters
    dropped, spaces collapsed, at most MAX_NICKNAME characters; the key ignores case. StoreError if empty."""
    text = unicodedata.normalize("NFKC", str(text)[: 4 * MAX_NICKNAME])
    text = "".join(" " if ch.isspace() else ch for ch in text if ch.isspace() or unicodedata.category(ch)[0] != "C")
    text = " ".join(text.split())[:MAX_NICKNAME].strip()
    if not any(ch.isalnum() for ch in text):
        raise StoreError("nickname", f"a nickname needs at least one letter or digit, not {text!r}")
    return text, text.casefold()


def clean_class_name(text: str) -> str:
    text = " ".join(unicodedata.normalize("NFKC", str(text)[: 4 * MAX_CLASS_NAME]).split())
    text = "".join(ch for ch in text if not unicodedata.category(ch).startswith("C"))[:MAX_CLASS_NAME].strip()
    if not text or not any(ch.isalnum() for ch in text):
        raise StoreError("class_name", f"a class's name needs a letter or digit, not {text!r}")
    return text


def clean_code(text: str) -> str:
    """A join code as typed (any case, spaces and dashes) in its stored form; '' if it cannot be one."""
    code = "".join(ch for ch in str(text)[:MAX_CODE_INPUT].upper() if ch not in " -\t")
    if len(code) != CODE_LENGTH or any(ch not in CODE_ALPHABET for ch in code):
        return ""
    return code


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def _spreadsheet_safe(text: str) -> str:
    return "'" + text if text.startswith(FORMULA_START) else text


def iso_time(at: float) -> str:
    return datetime.fromtimestamp(at, timezone.utc).isoformat(timespec="seconds")


class ClassStore:
    """The SQLite file of the classes and their answers; safe to use from many threads and processes."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path).expanduser()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._local = threading.local()
        with self._write() as db:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise StoreError("version", f"{self.path} has schema version {version}; this code reads up to "
                                            f"{SCHEMA_VERSION} (a newer Tabletop Tutor wrote it)")
            for statement in SCHEMA.split(";"):
                if statement.strip():
                    db.execute(statement)
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            if db.execute("SELECT 1 FROM meta WHERE key = 'cookie_secret'").fetchone() is None:
                db.execute("INSERT INTO meta VALUES ('cookie_secret', ?)", (secrets.token_hex(32),))

    # -- connections -----------------------------------------------------------------------------

    def _db(self) -> sqlite3.Connection:
        db = getattr(self._local, "db", None)
        if db is None:
            db = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
            db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            db.execute("PRAGMA journal_mode = WAL")
            db.execute("PRAGMA synchronous = NORMAL")  # with WAL: durable at checkpoints, never corrupt
            db.execute("PRAGMA foreign_keys = ON")
            self._local.db = db
        return db

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One write transaction, taken at once (BEGIN IMMEDIATE: no deadlock between two readers upgrading)."""
        db = self._db()
        db.execute("BEGIN IMMEDIATE")
        try:
            yield db
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

    def close(self) -> None:
        """Close this thread's connection (others close when their thread ends)."""
        db = getattr(self._local, "db", None)
        if db is not None:
            db.close()
            self._local.db = None

    def cookie_secret(self) -> str:
        """The secret signing the students' and teachers' cookies: kept in the file, so they outlive a restart."""
        row = self._db().execute("SELECT value FROM meta WHERE key = 'cookie_secret'").fetchone()
        return str(row[0])

    # -- classes ---------------------------------------------------------------------------------

    def ensure_class(self, name: str) -> tuple[SchoolClass, bool]:
        """The class named ``name``, created (with a new join code and teacher's secret) if not there yet;
        and whether it was created."""
        name = clean_class_name(name)
        with self._write() as db:
            row = db.execute("SELECT id, name, code, teacher_secret FROM classes WHERE name = ?", (name,)).fetchone()
            if row is not None:
                return SchoolClass(*row), False
            taken = {code for (code,) in db.execute("SELECT code FROM classes")}
            code = new_code()
            while code in taken:
                code = new_code()
            secret = secrets.token_urlsafe(18)
            cursor = db.execute("INSERT INTO classes (name, code, teacher_secret, created) VALUES (?, ?, ?, ?)",
                                (name, code, secret, time.time()))
            return SchoolClass(int(cursor.lastrowid or 0), name, code, secret), True

    def classes(self) -> list[SchoolClass]:
        rows = self._db().execute("SELECT id, name, code, teacher_secret FROM classes ORDER BY name")
        return [SchoolClass(*row) for row in rows]

    def class_by_code(self, code: str) -> SchoolClass | None:
        code = clean_code(code)
        if not code:
            return None
        row = self._db().execute("SELECT id, name, code, teacher_secret FROM classes WHERE code = ?",
                                 (code,)).fetchone()
        return SchoolClass(*row) if row else None

    def class_by_id(self, class_id: int) -> SchoolClass | None:
        row = self._db().execute("SELECT id, name, code, teacher_secret FROM classes WHERE id = ?",
                                 (int(class_id),)).fetchone()
        return SchoolClass(*row) if row else None

    def delete_class(self, class_id: int) -> int:
        """Delete a class with its students and answers; returns how many answers went with it."""
        with self._write() as db:
            answers = db.execute("SELECT COUNT(*) FROM answers WHERE class_id = ?", (class_id,)).fetchone()[0]
            db.execute("DELETE FROM classes WHERE id = ?", (class_id,))
            return int(answers)

    # -- students --------------------------------------------------------------------------------

    def join(self, class_id: int, nickname: str) -> Student:
        """The student of this nickname in this class (the same nickname again is the same student)."""
        shown, key = clean_nickname(nickname)
        with self._write() as db:
            if db.execute("SELECT 1 FROM classes WHERE id = ?", (class_id,)).fetchone() is None:
                raise StoreError("class", f"no class {class_id}")
            row = db.execute("SELECT id, class_id, nickname FROM students WHERE class_id = ? AND nickname_key = ?",
                             (class_id, key)).fetchone()
            if row is not None:
                return Student(*row)
            cursor = db.execute("INSERT INTO students (class_id, nickname, nickname_key, joined) VALUES (?, ?, ?, ?)",
                                (class_id, shown, key, time.time()))
            return Student(int(cursor.lastrowid or 0), class_id, shown)

    def student(self, class_id: int, student_id: int) -> Student | None:
        row = self._db().execute("SELECT id, class_id, nickname FROM students WHERE id = ? AND class_id = ?",
                                 (student_id, class_id)).fetchone()
        return Student(*row) if row else None

    # -- answers ---------------------------------------------------------------------------------

    def record(self, class_id: int, student_id: int, lesson: int, exercise: str, answer: str, verdict: str,
               at: float | None = None) -> Recorded:
        """Store one checked answer; its attempt number is counted here, in the same transaction, so that a
        reload or a second visit continues the count and simultaneous answers never share a number."""
        if verdict not in VERDICTS:
            raise StoreError("verdict", f"verdict must be one of {VERDICTS}, not {verdict!r}")
        if not 0 < int(lesson) < 1000:
            raise StoreError("lesson", f"no lesson {lesson!r}")
        exercise = str(exercise)[:MAX_EXERCISE_ID]
        if not exercise:
            raise StoreError("exercise", "an answer needs its exercise's id")
        answer = str(answer).strip()[:MAX_ANSWER]
        with self._write() as db:
            row = db.execute("SELECT id, class_id, nickname FROM students WHERE id = ? AND class_id = ?",
                             (student_id, class_id)).fetchone()
            if row is None:
                raise StoreError("student", f"no student {student_id} in class {class_id}")
            (attempt,) = db.execute(
                "SELECT COUNT(*) + 1 FROM answers WHERE class_id = ? AND student_id = ? AND lesson = ? AND exercise = ?",
                (class_id, student_id, lesson, exercise)).fetchone()
            db.execute("INSERT INTO answers (class_id, student_id, lesson, exercise, attempt, answer, verdict, at) "
                       "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                       (class_id, student_id, int(lesson), exercise, attempt, answer, verdict,
                        time.time() if at is None else at))
            return Recorded(Student(*row), int(attempt))

    def answer_count(self, class_id: int) -> int:
        return int(self._db().execute("SELECT COUNT(*) FROM answers WHERE class_id = ?", (class_id,)).fetchone()[0])

    def exercise_stats(self, class_id: int) -> list[ExerciseStats]:
        """Each exercise the class tried: how many students, right at the first try, right eventually, and the
        most common wrong answers (counted once per student)."""
        db = self._db()
        rows = db.execute(
            "SELECT lesson, exercise, COUNT(DISTINCT student_id), "
            "COUNT(DISTINCT CASE WHEN attempt = 1 AND verdict = 'right' THEN student_id END), "
            "COUNT(DISTINCT CASE WHEN verdict = 'right' THEN student_id END) "
            "FROM answers WHERE class_id = ? GROUP BY lesson, exercise ORDER BY lesson, exercise", (class_id,))
        wrong: dict[tuple[int, str], Counter[str]] = {}
        for lesson, exercise, answer, _student in db.execute(
                "SELECT DISTINCT lesson, exercise, answer, student_id FROM answers "
                "WHERE class_id = ? AND verdict = 'wrong'", (class_id,)).fetchall():
            wrong.setdefault((lesson, exercise), Counter())[" ".join(answer.split())] += 1
        stats = []
        for lesson, exercise, students, first, eventually in rows.fetchall():
            common = tuple(wrong.get((lesson, exercise), Counter()).most_common(COMMON_WRONG))
            stats.append(ExerciseStats(lesson, exercise, students, first, eventually, common))
        return stats

    def progress(self, class_id: int) -> list[StudentProgress]:
        """Each student of the class (those who have not answered yet too), by nickname."""
        rows = self._db().execute(
            "SELECT s.nickname, COUNT(DISTINCT a.lesson || '/' || a.exercise), "
            "COUNT(DISTINCT CASE WHEN a.verdict = 'right' THEN a.lesson || '/' || a.exercise END), "
            "COUNT(a.id), MAX(a.at) "
            "FROM students s LEFT JOIN answers a ON a.student_id = s.id AND a.class_id = s.class_id "
            "WHERE s.class_id = ? GROUP BY s.id ORDER BY s.nickname_key", (class_id,))
        return [StudentProgress(*row) for row in rows.fetchall()]

    def answers(self, class_id: int) -> list[tuple[str, int, str, int, str, str, float]]:
        """Every answer of the class: (nickname, lesson, exercise, attempt, answer, verdict, time), in order."""
        rows = self._db().execute(
            "SELECT s.nickname, a.lesson, a.exercise, a.attempt, a.answer, a.verdict, a.at "
            "FROM answers a JOIN students s ON s.id = a.student_id "
            "WHERE a.class_id = ? ORDER BY a.at, a.id", (class_id,))
        return list(rows.fetchall())

    def export_csv(self, class_id: int) -> str:
        """The class's answers as CSV (a header row, then one row per answer; times in UTC, ISO 8601). A cell a
        spreadsheet would take for a formula gets a leading apostrophe."""
        school_class = self.class_by_id(class_id)
        if school_class is None:
            raise StoreError("class", f"no class {class_id}")
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(["class", "student", "lesson", "exercise", "attempt", "answer", "verdict", "time"])
        for nickname, lesson, exercise, attempt, answer, verdict, at in self.answers(class_id):
            writer.writerow([_spreadsheet_safe(school_class.name), _spreadsheet_safe(nickname), lesson,
                             _spreadsheet_safe(exercise), attempt, _spreadsheet_safe(answer), verdict, iso_time(at)])
        return out.getvalue()
