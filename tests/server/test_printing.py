"""The print pages' server side (serve/printing.py): who may open what, in which language, and the PDFs.

The handler is tested in Tornado's own test server (fast, one application per test); one test drives the
real server `make serve` starts, to prove the pages are there with the teacher's key of /tutor/class.
PDF tests are marked ``browser``: they run Debian's Chromium.
"""
from __future__ import annotations

import io
import os
import re
import threading
from pathlib import Path

import pytest
from tornado import web
from tornado.testing import AsyncHTTPTestCase

from serve import printing
from serve.launch import stop
from tests.server.conftest import page_folder, start
from tests.server.test_warmup import Browser
from tutor.core.i18n import render
from tutor.lessons import lesson, listings

KEY = "teacher-key-for-the-tests"
FIRST = listings()[0].number


class Manager:
    """What the print pages ask of the kernel manager: the teacher's key."""

    def teacher_key_value(self) -> str:
        return KEY


class PrintServer(AsyncHTTPTestCase):
    """Tornado's test server, each test run in a thread of its own: Playwright's sync tests leave an event loop
    running on the main thread, where Tornado's loop could not run."""

    cache: Path
    chromium: str | None = None

    def run(self, result=None):
        outcome: dict = {}

        def target() -> None:
            outcome["result"] = super(PrintServer, self).run(result)

        thread = threading.Thread(target=target, name=f"print-test-{self.id()}")
        thread.start()
        thread.join()
        return outcome.get("result")

    def get_app(self) -> web.Application:
        import tempfile

        self.cache = Path(tempfile.mkdtemp(prefix="print-cache-"))
        return web.Application(printing.routes("/", Manager(), self.cache, self.chromium),
                               cookie_secret="a-secret-for-the-tests")

    def get(self, path: str, **headers: str):
        return self.fetch(path, headers=headers, follow_redirects=False)


class TestWhoMayOpenWhat(PrintServer):
    def test_the_worksheet_is_public(self):
        response = self.get(f"/tutor/print/{FIRST}/worksheet.html")
        assert response.code == 200
        body = response.body.decode()
        assert render(lesson(FIRST).title, "en") in body and "@page { size: A4;" in body
        assert "Set-Cookie" not in response.headers

    def test_the_page_links_its_pdf_and_the_other_paper_on_screen(self):
        body = self.get(f"/tutor/print/{FIRST}/worksheet.html?paper=letter&lang=pl").body.decode()
        nav = body[body.index("<nav"):body.index("</nav>")]
        for href in (f"/tutor/print/{FIRST}/worksheet.pdf?paper=letter&amp;lang=pl",
                     f"/tutor/print/{FIRST}/worksheet.html?paper=a4&amp;lang=pl", "/tutor/print?lang=pl"):
            assert f'href="{href}"' in nav

    def test_the_key_is_refused_without_the_teachers_key_and_says_why(self):
        for path in (f"/tutor/print/{FIRST}/key.html", f"/tutor/print/{FIRST}/key.pdf",
                     f"/tutor/print/{FIRST}/key.html?key=wrong", f"/tutor/print/{FIRST}/key.html?key={KEY}x"):
            response = self.get(path)
            assert response.code == 403, path
            body = response.body.decode()
            assert "opens only with the teacher&#x27;s key" in body
            assert render(lesson(FIRST).exercises[0].worked, "en") not in body

    def test_the_teachers_key_opens_the_key_and_leaves_a_cookie_for_the_next_links(self):
        response = self.get(f"/tutor/print/{FIRST}/key.html?key={KEY}&paper=letter")
        assert response.code == 200
        body = response.body.decode()
        assert render(lesson(FIRST).exercises[0].worked, "en") in body and "@page { size: letter;" in body
        assert response.headers["Referrer-Policy"] == "no-referrer"
        cookie = response.headers["Set-Cookie"].split(";")[0]
        assert cookie.startswith(printing.COOKIE + "=") and "HttpOnly" in response.headers["Set-Cookie"]
        again = self.get(f"/tutor/print/{FIRST}/key.html", Cookie=cookie)
        assert again.code == 200
        forged = self.get(f"/tutor/print/{FIRST}/key.html", Cookie=f"{printing.COOKIE}=teacher")
        assert forged.code == 403

    def test_the_list_shows_the_keys_only_to_the_teacher(self):
        public = self.get("/tutor/print").body.decode()
        teacher = self.get(f"/tutor/print?key={KEY}").body.decode()
        for listing in listings():
            assert f"/tutor/print/{listing.number}/worksheet.pdf?paper=letter" in public
            assert f"/tutor/print/{listing.number}/key.html?paper=a4" in teacher
        assert "/key." not in public and "keys open with the teacher" in public.replace("&#x27;", "'")

    def test_an_unknown_lesson_page_or_paper_is_not_found(self):
        for path in ("/tutor/print/999/worksheet.html", f"/tutor/print/{FIRST}/answers.html",
                     f"/tutor/print/{FIRST}/worksheet.doc", f"/tutor/print/{FIRST}/worksheet.html?paper=legal"):
            response = self.get(path)
            assert response.code == 404, path
            assert f"/tutor/print/{FIRST}/worksheet.html" in response.body.decode()  # the list of what there is

    def test_the_page_is_in_the_language_asked_for(self):
        found = lesson(FIRST)
        by_query = self.get(f"/tutor/print/{FIRST}/worksheet.html?lang=it").body.decode()
        by_browser = self.get(f"/tutor/print/{FIRST}/worksheet.html", **{"Accept-Language": "pl-PL,pl;q=0.9"})
        assert '<html lang="it">' in by_query and render(found.teaches, "it").split(",")[0] in by_query
        assert by_browser.headers["Content-Language"] == "pl" and '<html lang="pl">' in by_browser.body.decode()


class TestWithoutChromium(PrintServer):
    chromium = "/nonexistent/chromium"

    def test_a_pdf_without_chromium_says_so_and_links_the_print_ready_page(self):
        response = self.get(f"/tutor/print/{FIRST}/worksheet.pdf?paper=letter&lang=es")
        assert response.code == 503
        body = response.body.decode()
        assert '<html lang="es">' in body
        assert f'href="/tutor/print/{FIRST}/worksheet.html?paper=letter&amp;lang=es"' in body
        assert not list(self.cache.iterdir())


class TestABrokenChromium(PrintServer):
    chromium = "/bin/false"  # an executable that is no browser: Chromium fails to start

    def test_a_pdf_that_fails_says_so_and_links_the_print_ready_page(self):
        response = self.get(f"/tutor/print/{FIRST}/worksheet.pdf?lang=it")
        assert response.code == 500
        body = response.body.decode()
        assert '<html lang="it">' in body and f'href="/tutor/print/{FIRST}/worksheet.html?paper=a4&amp;lang=it"' in body
        assert "Traceback" not in body and "/bin/false" not in body
        assert not list(self.cache.iterdir())


def test_the_cache_keeps_one_pdf_per_page_and_makes_it_once(tmp_path):
    made = []

    def make(html, paper):
        made.append((html, paper))
        return b"%PDF-" + html.encode()

    first = printing.cached_pdf(tmp_path, 3, "key", "a4", "it", "<p>one</p>", make)
    assert printing.cached_pdf(tmp_path, 3, "key", "a4", "it", "<p>one</p>", make) == first
    assert len(made) == 1 and first.read_bytes() == b"%PDF-<p>one</p>"
    other = printing.cached_pdf(tmp_path, 3, "key", "letter", "it", "<p>one</p>", make)
    changed = printing.cached_pdf(tmp_path, 3, "key", "a4", "it", "<p>two</p>", make)  # new code or catalogs
    assert len(made) == 3 and not first.exists() and other.exists() and changed.exists()
    assert re.fullmatch(r"lesson03-key-a4-it-[0-9a-f]{16}\.pdf", changed.name)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([other.name, changed.name])  # no part file left


@pytest.mark.browser
class TestPdf(PrintServer):
    def test_the_pdf_is_made_once_and_served_from_the_cache(self):
        from pypdf import PdfReader

        path = f"/tutor/print/{FIRST}/key.pdf?paper=letter&lang=it&key={KEY}"
        response = self.get(path)
        assert response.code == 200, response.body[:500]
        assert response.headers["Content-Type"] == "application/pdf"
        reader = PdfReader(io.BytesIO(response.body))
        box = reader.pages[0].mediabox
        assert abs(float(box.width) - 612) <= 1 and abs(float(box.height) - 792) <= 1
        assert render(lesson(FIRST).title, "it") in reader.pages[0].extract_text()
        cached = list(self.cache.iterdir())
        assert len(cached) == 1 and cached[0].read_bytes() == response.body
        stamp = cached[0].stat().st_mtime_ns
        assert self.get(path).body == response.body and cached[0].stat().st_mtime_ns == stamp


def test_the_real_server_serves_the_print_pages_with_the_teachers_key(tmp_path_factory, tmp_path):
    """`make serve` as it runs: the pages are registered, the key of /tutor/class opens the answer key."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(os.environ, "TUTOR_PRINT_CACHE", str(tmp_path))
        server = start(tmp_path_factory, "print", page_folder(tmp_path_factory),
                       f"--ClassroomKernelManager.teacher_key={KEY}", "--ClassroomKernelManager.pool_size=0")
    try:
        browser = Browser()
        status, body = browser.open(f"{server.url}/tutor/print/{FIRST}/worksheet.html?lang=it")
        assert status == 200 and render(lesson(FIRST).title, "it") in body, server.describe()
        assert browser.open(f"{server.url}/tutor/print/{FIRST}/key.html")[0] == 403
        status, body = browser.open(f"{server.url}/tutor/print?key={KEY}")
        assert status == 200 and f"/tutor/print/{FIRST}/key.html" in body
        status, body = browser.open(f"{server.url}/tutor/print/{FIRST}/key.html")  # the cookie the list left
        assert status == 200 and render(lesson(FIRST).exercises[0].worked, "en") in body
        assert server.kernels() == 0  # printing starts no kernel
    finally:
        stop(server.proc)


class TestAClassTeacher(PrintServer):
    def test_a_teacher_the_classes_know_opens_the_key(self):
        asked = []

        def class_teacher(handler, manager):
            asked.append(handler.request.path)
            return handler.get_cookie("class_teacher") == "yes"

        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(printing, "class_teacher", lambda: class_teacher)
            assert self.get(f"/tutor/print/{FIRST}/key.html").code == 403
            assert self.get(f"/tutor/print/{FIRST}/key.html", Cookie="class_teacher=yes").code == 200
            assert self.get(f"/tutor/print/{FIRST}/key.html?key={KEY}").code == 200  # the server's key first
        assert asked == [f"/tutor/print/{FIRST}/key.html"] * 2
