"""What a teacher prints (issue #24): every lesson's worksheet and answer key, as pages and as PDF.

The pages are built by :mod:`tutor.lessons.printing` (A4 or US Letter, in the visitor's language). This
module serves them and makes their PDFs with Debian's headless Chromium driven by Playwright
(``page.pdf``, the paper size taken from the page's own CSS ``@page`` rule):

- ``/tutor/print`` lists every lesson's pages;
- ``/tutor/print/<lesson>/<worksheet|key>.<html|pdf>?paper=a4|letter&lang=it`` is one page. The
  worksheet is public; the answer key only for the teacher: with the teacher's key in the address
  (``?key=``, the key of ``/tutor/class``), which also leaves a signed cookie, so that the key's links
  on the teacher's lesson pages open afterwards without it (for a day).

A PDF is made once and kept on disk (:data:`CACHE_DIR`), under a name holding the lesson, the page, the
paper, the language and a digest of the page's HTML (which changes with the code, the catalogs and the
data that make the page); PDFs are made one at a time, each by a Chromium started for it. Without
Chromium (or Playwright) the PDF address answers with a page saying so and linking the print-ready
page, which any browser prints as well.

``python -m serve.printing build/worksheets`` (``make worksheets``) writes every PDF into a folder,
with one Chromium for all of them.
"""
from __future__ import annotations

import argparse
import asyncio
import hashlib
import hmac
import os
import sys
import tempfile
import weakref
from html import escape
from pathlib import Path
from typing import Any, Iterable, Iterator
from urllib.parse import urlencode

from tornado import web

from tutor.core.i18n import LANGUAGES, M, render
from tutor.lessons import lesson as find_lesson
from tutor.lessons import listings, lessons
from tutor.lessons.printing import KINDS, PAPERS, print_html

from . import pages

ROUTE = "tutor/print"
CHROMIUM = os.environ.get("TUTOR_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
#: where the PDFs made are kept (TUTOR_PRINT_CACHE, else the user's cache folder)
CACHE_DIR = Path(os.environ.get("TUTOR_PRINT_CACHE")
                 or Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "tabletop-tutor" / "print")
PDF_TIMEOUT = 60_000  # ms Chromium may take to lay out and print one page
COOKIE = "tutor_print_teacher"
COOKIE_DAYS = 1
MAX_FIELD = 300  # characters read of the key
PLAYWRIGHT_FORMATS = {"a4": "A4", "letter": "Letter"}


class ChromiumMissing(RuntimeError):
    """No Chromium (or no Playwright) to make PDFs with; the message says which and how to get it."""


def chromium_problem(chromium: str = CHROMIUM) -> str | None:
    """Why PDFs cannot be made here (English, for the log and the command line), or None."""
    if not os.access(chromium, os.X_OK):
        return (f"Chromium not found at {chromium}: PDFs need Debian's chromium package (`make chromium`, or "
                "`apt-get install chromium`), or TUTOR_CHROMIUM set to a Chromium executable")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright for Python is not installed: PDFs need it (`pip install playwright`; never `playwright install`)"
    return None


class PdfMaker:
    """One headless Chromium making PDFs of print-ready pages, one after the other (a context manager)."""

    def __init__(self, chromium: str = CHROMIUM) -> None:
        self.chromium = chromium
        self._playwright: Any = None
        self._browser: Any = None

    def __enter__(self) -> "PdfMaker":
        problem = chromium_problem(self.chromium)
        if problem:
            raise ChromiumMissing(problem)
        from playwright.sync_api import sync_playwright

        self._playwright = sync_playwright().start()
        try:
            self._browser = self._playwright.chromium.launch(executable_path=self.chromium, args=CHROMIUM_ARGS)
        except Exception:
            self._playwright.stop()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        try:
            if self._browser is not None:
                self._browser.close()
        finally:
            if self._playwright is not None:
                self._playwright.stop()
            self._browser = self._playwright = None

    def pdf(self, html: str, paper: str) -> bytes:
        """The PDF of a print-ready page (its own CSS chooses the paper; ``paper`` names the same size)."""
        if self._browser is None:
            raise RuntimeError("PdfMaker.pdf outside its `with` block")
        page = self._browser.new_page()
        try:
            page.set_default_timeout(PDF_TIMEOUT)
            page.set_content(html, wait_until="load")
            return bytes(page.pdf(format=PLAYWRIGHT_FORMATS[paper], prefer_css_page_size=True, print_background=True))
        finally:
            page.close()


def make_pdf(html: str, paper: str, chromium: str = CHROMIUM) -> bytes:
    """One page's PDF, with a Chromium started for it."""
    with PdfMaker(chromium) as maker:
        return maker.pdf(html, paper)


def cache_name(number: int, kind: str, paper: str, lang: str, html: str) -> str:
    """The cached PDF's file name: the lesson, page, paper and language, and a digest of the page's HTML."""
    digest = hashlib.sha256(html.encode("utf-8")).hexdigest()[:16]
    return f"lesson{number:02d}-{kind}-{paper}-{lang}-{digest}.pdf"


def cached_pdf(cache_dir: Path, number: int, kind: str, paper: str, lang: str, html: str,
               make: Any = make_pdf) -> Path:
    """The PDF of a page, made with ``make(html, paper)`` unless the cache holds it; an older PDF of the same
    page (another digest) is removed when the new one is written."""
    path = cache_dir / cache_name(number, kind, paper, lang, html)
    if path.is_file():
        return path
    data = make(html, paper)
    cache_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile(dir=cache_dir, suffix=".part", delete=False) as part:
        part.write(data)
    os.replace(part.name, path)
    prefix = path.name.rsplit("-", 1)[0] + "-"
    for old in cache_dir.glob(f"{prefix}*.pdf"):
        if old != path:
            old.unlink(missing_ok=True)
    return path


# -- the pages ------------------------------------------------------------------------------------

TEXTS = {
    "index_title": M("Worksheets and answer keys"),
    "index_intro": M("Every lesson's worksheet, to print for the students, and its answer key, for the teacher. "
                     "Open a page to print it from the browser, or take its PDF."),
    "key_locked": M("The answer keys open with the teacher's key: open this page from the teacher's link (the "
                    "address the server writes in its log, ending in ?key=...)."),
    "forbidden_title": M("The answer key is for the teacher"),
    "forbidden": M("This answer key opens only with the teacher's key. Open it from the teacher's link (the address "
                   "the server writes in its log, ending in ?key=...), or from the list of worksheets opened "
                   "with that link."),
    "worksheet": M("Worksheet"),
    "key": M("Answer key"),
    "no_pdf_title": M("No PDF on this server"),
    "no_pdf": M("This server cannot make PDFs: it has no Chromium browser. The print-ready page prints just as "
                "well from your browser (choose \"Save as PDF\" to keep it)."),
    "open_page": M("Open the print-ready page"),
    "pdf_failed": M("The PDF could not be made this time. Try again in a minute, or print the page from your "
                    "browser."),
    "missing": M("There is no such lesson or page. The lessons and their pages are listed here:"),
    "every_page": M("Every worksheet and answer key"),
    "this_pdf": M("This page as PDF"),
}


def lesson_title(number: int, title: Any, lang: str) -> str:
    return render(M("Lesson {number}: {title}", number=number, title=title), lang)


def document(lang: str, title: str, body: Iterable[str]) -> str:
    """A whole HTML page of this module (``title`` and ``body`` already escaped)."""
    return ("<!DOCTYPE html>" f'<html lang="{escape(lang, quote=True)}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">'
            f"<title>{title}</title><style>{STYLE}</style></head><body><main><h1>{title}</h1>"
            + "".join(body) + "</main></body></html>")


STYLE = """
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0; background: #f5f3ee; color: #2b2b2b; }
main { max-width: 50em; margin: 4vh auto; padding: 1.5em 2em; background: #fff; border-radius: 8px;
       box-shadow: 0 1px 4px rgba(0, 0, 0, .15); }
table { border-collapse: collapse; } td, th { padding: .25em .7em; border-bottom: 1px solid #ddd; text-align: left; }
.error { color: #a00; }
"""


class PrintPages(web.RequestHandler):
    """``/tutor/print`` (the list) and ``/tutor/print/<lesson>/<worksheet|key>.<html|pdf>`` (one page)."""

    manager: Any
    cache_dir: Path
    chromium: str
    _making: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Lock] = weakref.WeakKeyDictionary()

    def initialize(self, manager: Any, cache_dir: Path | None = None, chromium: str | None = None) -> None:
        self.manager = manager
        self.cache_dir = cache_dir or CACHE_DIR
        self.chromium = chromium or CHROMIUM

    # the teacher ---------------------------------------------------------------------------------

    def _teacher_key(self) -> str:
        return str(self.manager.teacher_key_value())

    def _cookie_value(self) -> str:
        return hashlib.sha256(("print:" + self._teacher_key()).encode()).hexdigest()

    def is_teacher(self) -> bool:
        """Whether the request comes from a teacher: the teacher's key in the address (then a signed cookie is
        left, for the key links of the teacher's pages), or that cookie; or a teacher as the classes know them
        (a class's teacher's link or its cookie, :func:`serve.classes.is_teacher`, where that module is)."""
        if self._has_teacher_key():
            return True
        checker = class_teacher()
        return checker is not None and bool(checker(self, self.manager))

    def _has_teacher_key(self) -> bool:
        given = self.get_query_argument("key", "")[:MAX_FIELD]
        if given and hmac.compare_digest(given.encode(), self._teacher_key().encode()):
            if self.application.settings.get("cookie_secret"):
                self.set_signed_cookie(COOKIE, self._cookie_value(), expires_days=COOKIE_DAYS, httponly=True,
                                       samesite="Lax", path="/")
            return True
        if not self.application.settings.get("cookie_secret"):
            return False
        cookie = self.get_signed_cookie(COOKIE, max_age_days=COOKIE_DAYS)
        return cookie is not None and hmac.compare_digest(cookie, self._cookie_value().encode())

    # answering ------------------------------------------------------------------------------------

    def _html(self, status: int, lang: str, text: str) -> None:
        self.set_status(status)
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.set_header("Content-Language", lang)
        self.set_header("Cache-Control", "no-store")
        self.set_header("Referrer-Policy", "no-referrer")  # the key may be in the address
        self.finish(text)

    def _index_url(self, lang: str) -> str:
        return self.reverse_base() + "?" + urlencode({"lang": lang})

    def reverse_base(self) -> str:
        """The list's address (this server's base URL and ROUTE)."""
        path = self.request.path
        at = path.find("/" + ROUTE)
        return (path[:at] if at >= 0 else "") + "/" + ROUTE

    def _problem(self, status: int, lang: str, title: str, text: str, link: tuple[str, str] | None = None) -> None:
        t = pages.texts(TEXTS, lang)
        body = [f'<p class="error" role="alert">{escape(render(TEXTS[text], lang))}</p>']
        if link is not None:
            body.append(f'<p><a href="{escape(link[0], quote=True)}">{t[link[1]]}</a></p>')
        if text != "missing":
            body.append(f'<p><a href="{escape(self._index_url(lang), quote=True)}">{t["every_page"]}</a></p>')
        self._html(status, lang, document(lang, t[title], body))

    async def get(self, number: str | None = None, kind: str | None = None, fmt: str | None = None) -> None:
        lang = pages.request_language(self)
        if number is None:
            self._index(lang)
            return
        paper = self.get_query_argument("paper", "a4")[:20].lower()
        try:
            found = find_lesson(int(number))
        except (KeyError, ValueError):
            found = None
        if found is None or kind not in KINDS or paper not in PAPERS or fmt not in ("html", "pdf"):
            self._missing(lang)
            return
        if kind == "key" and not self.is_teacher():
            self._problem(403, lang, "forbidden_title", "forbidden")
            return
        if fmt == "html":
            links = self._links(paper, lang)
            self._html(200, lang, print_html(found, kind, paper=paper, lang=lang, links=links))
            return
        html = print_html(found, kind, paper=paper, lang=lang)
        await self._pdf(found.number, kind, paper, lang, html)

    def _links(self, paper: str, lang: str) -> list[tuple[str, Any]]:
        """Above a print-ready page on screen: its PDF, the same page on the other paper, and the list."""
        here = self.request.path.rsplit(".", 1)[0]
        other = next(name for name in PAPERS if name != paper)
        return [(here + ".pdf?" + urlencode({"paper": paper, "lang": lang}), TEXTS["this_pdf"]),
                (here + ".html?" + urlencode({"paper": other, "lang": lang}),
                 M("This page on {paper} paper", paper=PAPER_NAMES[other])),
                (self._index_url(lang), TEXTS["every_page"])]

    def _missing(self, lang: str) -> None:
        t = pages.texts(TEXTS, lang)
        self._html(404, lang, document(lang, t["index_title"], [f'<p class="error">{t["missing"]}</p>',
                                                                 self._table(lang, self.is_teacher())]))

    async def _pdf(self, number: int, kind: str, paper: str, lang: str, html: str) -> None:
        page_url = self.request.path.rsplit(".", 1)[0] + ".html?" + urlencode({"paper": paper, "lang": lang})
        problem = chromium_problem(self.chromium)
        if problem:
            self.log_problem(problem)
            self._problem(503, lang, "no_pdf_title", "no_pdf", (page_url, "open_page"))
            return
        loop = asyncio.get_running_loop()
        making = PrintPages._making.setdefault(loop, asyncio.Lock())  # one PDF at a time in this process
        path = self.cache_dir / cache_name(number, kind, paper, lang, html)
        try:
            if not path.is_file():  # made already: no waiting behind another page's PDF
                async with making:
                    path = await loop.run_in_executor(None, cached_pdf, self.cache_dir, number, kind, paper, lang,
                                                      html, lambda page, size: make_pdf(page, size, self.chromium))
        except Exception as error:  # noqa: BLE001 - Chromium failed: the visitor is told, the log keeps why
            self.log_problem(f"the PDF of lesson {number}'s {kind} ({paper}, {lang}) failed: {error!r}")
            self._problem(500, lang, "no_pdf_title", "pdf_failed", (page_url, "open_page"))
            return
        name = f"lesson{number:02d}-{kind}-{paper}-{lang}.pdf"
        self.set_header("Content-Type", "application/pdf")
        self.set_header("Content-Disposition", f"inline; filename={name}")
        self.set_header("Cache-Control", "private, max-age=3600" if kind == "key" else "max-age=3600")
        self.set_header("Referrer-Policy", "no-referrer")
        self.finish(path.read_bytes())

    def log_problem(self, text: str) -> None:
        import logging

        logging.getLogger("tornado.application").warning("print pages: %s", text)

    def _index(self, lang: str) -> None:
        t = pages.texts(TEXTS, lang)
        teacher = self.is_teacher()
        body = [f"<p>{t['index_intro']}</p>"]
        if not teacher:
            body.append(f"<p><i>{t['key_locked']}</i></p>")
        body.append(self._table(lang, teacher))
        self._html(200, lang, document(lang, t["index_title"], body))

    def _table(self, lang: str, teacher: bool) -> str:
        t = pages.texts(TEXTS, lang)
        base = self.reverse_base()
        rows = []
        for listing in listings():
            cells = [f"<td>{escape(lesson_title(listing.number, listing.title, lang))}</td>"]
            for kind in KINDS:
                if kind == "key" and not teacher:
                    cells.append("<td></td>")
                    continue
                links = []
                for paper in PAPERS:
                    for fmt in ("html", "pdf"):
                        href = f"{base}/{listing.number}/{kind}.{fmt}?" + urlencode({"paper": paper, "lang": lang})
                        label = f"{PAPER_NAMES[paper]} {fmt.upper()}"
                        links.append(f'<a href="{escape(href, quote=True)}">{escape(label)}</a>')
                cells.append(f"<td><b>{t[kind]}</b>: {' · '.join(links)}</td>")
            rows.append("<tr>" + "".join(cells) + "</tr>")
        return "<table>" + "".join(rows) + "</table>"


def class_teacher() -> Any:
    """The classes' own test of a teacher's request (``is_teacher(handler, manager)``), or None without them."""
    try:
        from .classes import is_teacher
    except ImportError:
        return None
    return is_teacher


PAPER_NAMES = {"a4": "A4", "letter": "Letter"}  # the sizes' own names, the same in every language


# -- installing into Voila ------------------------------------------------------------------------

def routes(base_url: str, manager: Any, cache_dir: Path | None = None, chromium: str | None = None) -> list:
    """The handlers of the print pages under ``base_url``."""
    base = base_url.rstrip("/") + "/" + ROUTE
    options = {"manager": manager, "cache_dir": cache_dir, "chromium": chromium}
    return [(base, PrintPages, options),
            (base + r"/([0-9]{1,3})/([a-z]{1,12})\.([a-z]{3,4})", PrintPages, options)]


def install() -> None:
    """Add the print pages to standalone Voila's handlers (after the teacher's page, whose key they take)."""
    from .handlers import extend

    extend(_add_print_pages)


def _add_print_pages(self: Any, handlers: list) -> list:
    manager = self.kernel_manager
    if not hasattr(manager, "teacher_key_value"):
        return handlers
    return routes(self.server_url, manager) + handlers


# -- make worksheets ------------------------------------------------------------------------------


def every_page(languages: Iterable[str] = LANGUAGES) -> Iterator[tuple[int, str, str, str, str]]:
    """(lesson number, kind, paper, language, HTML) of every page, lesson by lesson."""
    for found in lessons():
        for lang in languages:
            for kind in KINDS:
                for paper in PAPERS:
                    yield found.number, kind, paper, lang, print_html(found, kind, paper=paper, lang=lang)


def write_worksheets(folder: Path, languages: Iterable[str] = LANGUAGES, chromium: str = CHROMIUM) -> list[Path]:
    """Every PDF into ``folder/<language>/lessonNN-<kind>-<paper>.pdf``, with one Chromium; the files written."""
    written = []
    with PdfMaker(chromium) as maker:
        for number, kind, paper, lang, html in every_page(languages):
            path = folder / lang / f"lesson{number:02d}-{kind}-{paper}.pdf"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(maker.pdf(html, paper))
            written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m serve.printing",
                                     description="Write every lesson's worksheet and answer key as PDF.")
    parser.add_argument("folder", type=Path, help="where to write them (one folder per language)")
    parser.add_argument("--lang", action="append", choices=LANGUAGES, help="only these languages (repeatable)")
    args = parser.parse_args(argv)
    try:
        written = write_worksheets(args.folder, tuple(args.lang or LANGUAGES))
    except ChromiumMissing as error:
        print(f"make worksheets: {error}", file=sys.stderr)
        return 1
    print(f"{len(written)} PDFs written into {args.folder}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
