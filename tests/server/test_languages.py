"""The server's own texts in the visitor's language (issue #18) and the page's notice when the watchdog
stops a runaway job (issue #23).

Without a server: the "server is full" page and the error pages in every language (escaped, the
pseudo-language wrapping every text), the request's language (``?lang=``, else ``Accept-Language``, else
English), and the kernel extension that puts the notice on an interrupted page. Against one real server
(cap 2, one preheated page): the start page requested with ``Accept-Language: pl`` and no ``?lang=`` is
Polish from a preheated kernel; a runaway job interrupted by the watchdog leaves a Polish notice on its
page and the log names the visitor and the page; the full server answers 503 in Italian for ``?lang=it``
and in Polish for ``Accept-Language: pl``, with Retry-After.
"""
from __future__ import annotations

import asyncio
import json
import re
import shutil
import time
from html.parser import HTMLParser

import jinja2
import pytest

from serve import guard, kernel_notice, pages
from serve.classroom import RETRY_AFTER
from serve.launch import ROOT, stop
from tutor.core.i18n import CLOSE, OPEN, M, render, using

from .conftest import BARE_PAGE, SHORT_TIMEOUTS, start
from .test_classroom import BARE, get
from .test_guard import Visitor, frame, notebook, replies, run

TEMPLATES = ROOT / "serve" / "share" / "voila" / "templates" / "tabletop"
VOILA_BASE = ROOT / ".venv" / "share" / "jupyter" / "voila" / "templates" / "base"


class Texts(HTMLParser):
    """The text nodes a person reads (inside <title> and <body>, not <style>), and <html lang>."""

    def __init__(self):
        super().__init__()
        self.texts, self.lang, self._skip = [], None, 0

    def handle_starttag(self, tag, attrs):
        if tag == "html":
            self.lang = dict(attrs).get("lang")
        if tag in ("style", "script"):
            self._skip += 1

    def handle_endtag(self, tag):
        if tag in ("style", "script"):
            self._skip -= 1

    def handle_data(self, data):
        if not self._skip and data.strip():
            self.texts.append(data.strip())


def read(html: str) -> Texts:
    parser = Texts()
    parser.feed(html)
    return parser


class Request:
    """Enough of a Tornado handler for pages.request_language."""

    def __init__(self, query: dict | None = None, accept: str | None = None):
        self.query = query or {}
        self.request = type("R", (), {"headers": {"Accept-Language": accept} if accept else {}})()

    def get_argument(self, name, default=None):
        return self.query.get(name, default)


# -- without a server ----------------------------------------------------------------------------------


def test_the_request_chooses_the_language():
    assert pages.request_language(Request({"lang": "it"}, "pl-PL,pl;q=0.9")) == "it"
    assert pages.request_language(Request({}, "pl-PL,pl;q=0.9,en;q=0.8")) == "pl"
    assert pages.request_language(Request({"lang": "zz"}, "es-ES,es")) == "es"  # an unknown ?lang=: the header
    assert pages.request_language(Request({}, "<script>, fr;q=0.9")) == "en"
    assert pages.request_language(Request()) == "en"


def test_the_full_page_in_every_language():
    english = read(pages.full_page("en"))
    assert english.lang == "en" and "The server is full" in english.texts
    assert "Please try again in a minute." in english.texts
    italian = read(pages.full_page("it"))
    assert italian.lang == "it" and "Il server è al completo" in italian.texts
    assert "Riprova tra un minuto." in italian.texts
    polish = read(pages.full_page("pl"))
    assert polish.lang == "pl" and "Serwer jest zajęty" in polish.texts
    assert "Spróbuj ponownie za minutę." in polish.texts
    spanish = read(pages.full_page("es"))
    assert spanish.lang == "es" and "El servidor está lleno" in spanish.texts
    assert f'content="{RETRY_AFTER}"' in pages.full_page("pl", RETRY_AFTER)
    assert read(pages.full_page("no such language")).lang == "en"


def test_every_text_of_the_full_page_is_a_message():
    pseudo = read(pages.full_page("xx"))
    assert pseudo.lang == "xx" and pseudo.texts
    for text in pseudo.texts:
        assert text.startswith(OPEN) and text.endswith(CLOSE), f"not a message: {text!r}"


def test_the_full_page_escapes_its_texts(monkeypatch):
    monkeypatch.setattr(pages, "FULL_TEXTS", {**pages.FULL_TEXTS, "heading": M("<script>alert(1)</script> & co")})
    html = pages.full_page("en")
    assert "<script>" not in html and "&lt;script&gt;alert(1)&lt;/script&gt; &amp; co" in html


def test_the_spinners_texts_are_messages_safe_in_a_script(monkeypatch):
    texts = json.loads(str(pages.loading_texts()))
    assert set(texts) == {"en", "it", "pl", "es", "xx"}
    assert texts["es"] == {"opening": "Abriendo la página...", "preparing": "Preparando la página..."}
    assert all(text.startswith(OPEN) and text.endswith(CLOSE) for text in texts["xx"].values())
    monkeypatch.setattr(pages, "LOADING_TEXTS", {"opening": M("</script><script>alert(1)</script> & co")})
    safe = str(pages.loading_texts())
    assert "<" not in safe and ">" not in safe and "&" not in safe
    assert json.loads(safe)["en"]["opening"] == "</script><script>alert(1)</script> & co"


def error_page(name: str, lang: str, status: int, message: str) -> str:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader([str(TEMPLATES), str(VOILA_BASE)]),
                             extensions=["jinja2.ext.i18n"], autoescape=True)
    env.install_null_translations(newstyle=False)
    env.globals["tutor_page"] = lambda: pages.template_texts(Request({"lang": lang}))
    return env.get_template(name).render(status_code=status, status_message=message, base_url="/",
                                         include_css=None)


def test_the_error_pages_speak_the_visitors_language():
    polish = read(error_page("404.html", "pl", 404, "Not Found"))
    assert polish.lang == "pl"
    assert "404: Nie znaleziono strony" in polish.texts and "Pod tym adresem nie ma żadnej strony." in polish.texts
    assert "Tabletop Tutor wymaga JavaScriptu: włącz go w przeglądarce." in polish.texts
    spanish = read(error_page("error.html", "es", 500, "Internal Server Error"))
    assert "500: Error del servidor" in spanish.texts
    assert "El servidor no ha podido responder a esta petición." in spanish.texts
    pseudo = read(error_page("404.html", "xx", 404, "Not Found"))
    for text in pseudo.texts:
        assert re.sub(r"^\d+: ", "", text).startswith(OPEN), f"not a message: {text!r}"


# -- the notice on an interrupted page (kernel side) ---------------------------------------------------


def test_an_interrupted_action_leaves_a_notice_at_the_top_of_its_page():
    import ipywidgets as widgets

    button = widgets.Button(description="spin")
    inner = widgets.HBox([button])
    page = widgets.VBox([widgets.HTML("header"), inner])

    def runaway(stream, idents, msg):
        raise KeyboardInterrupt

    handler = kernel_notice.guarded(runaway)
    assert kernel_notice.guarded(handler) is handler
    with using("pl"):
        assert handler(None, [], {"content": {"comm_id": button.model_id}}) is None
    notice = page.children[0]
    assert kernel_notice.NOTICE_CLASS in notice._dom_classes and page.children[2] is inner
    assert "Ostatnie działanie trwało za długo i zostało przerwane" in notice.value
    assert "Możesz dalej korzystać z tej strony." in notice.value
    with using("xx"):  # a second interruption: the same notice, rewritten (here in the pseudo-language)
        handler(None, [], {"content": {"comm_id": button.model_id}})
    assert len(page.children) == 3
    shown = re.findall(r">([^<>]+)<", page.children[0].value)
    assert shown and all(text.strip().startswith(OPEN) for text in shown if text.strip())
    # a handler that finishes is untouched; a widget on no page: nothing to show, nothing raised
    assert kernel_notice.guarded(lambda *a: "done")(None, [], {}) == "done"
    alone = widgets.Button()
    assert kernel_notice.show_notice(alone.model_id) is False
    handler(None, [], {"content": {"comm_id": alone.model_id}})
    handler(None, [], {"content": {}})


def test_an_interrupted_awaitable_handler_leaves_the_notice_too():
    import ipywidgets as widgets

    button = widgets.Button()
    page = widgets.VBox([button])

    async def runaway(stream, idents, msg):
        raise KeyboardInterrupt

    result = kernel_notice.guarded(runaway)(None, [], {"content": {"comm_id": button.model_id}})
    assert run(result) is None  # on a loop of its own: browser tests leave one running here
    assert kernel_notice.NOTICE_CLASS in page.children[0]._dom_classes
    assert render(kernel_notice.NOTICE, "es").startswith("Tu última acción tardaba demasiado")


# -- against the real server -----------------------------------------------------------------------------

#: a page whose one button computes for ever, in the language of its request
SPIN_PAGE = """from tutor.widgets.language import page_language
page_language()
import time
import ipywidgets as widgets
spin = widgets.Button(description="spin")
def forever(_):
    while True:
        time.sleep(0.05)
spin.on_click(forever)
widgets.VBox([widgets.HTML("a page"), spin])"""
OWN = (
    # a cap of 2 with one preheated start page; nothing reclaimed while the module runs
    "--ClassroomKernelManager.max_kernels=2",
    "--ClassroomKernelManager.pool_share=0.5",
    "--ClassroomKernelManager.preheated_pages=index.ipynb",
    "--ClassroomKernelManager.unconnected_timeout=120",
    "--MappingKernelManager.cull_idle_timeout=120",
    "--ClassroomKernelManager.busy_timeout=3",
)
LANGUAGES = (*(s for s in SHORT_TIMEOUTS if s.split("=")[0] not in {o.split("=")[0] for o in OWN}), *OWN)


@pytest.fixture(scope="module")
def language_server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("language-pages")
    shutil.copy(ROOT / "notebooks" / "index.ipynb", folder / "index.ipynb")  # the app's start page
    shutil.copy(BARE_PAGE, folder / "bare.ipynb")
    notebook(folder, "spin.ipynb", SPIN_PAGE)
    server = start(tmp_path_factory, "languages", folder, *LANGUAGES)
    yield server
    stop(server.proc)


def cell_outputs(html: str) -> str:
    """The HTML of every cell output written into a Voila page (JSON in script tags)."""
    found = []
    for blob in re.findall(r'<script type="application/vnd.voila.cell-output\+json">\s*(.*?)\s*</script>',
                           html, re.S):
        data = json.loads(blob).get("data", {})
        found.append(data.get("text/html", ""))
    return "\n".join(found)


def wait_for_log(server, text: str, within: float) -> None:
    deadline = time.monotonic() + within
    while text not in server.log_text():
        assert time.monotonic() < deadline, f"not in the log within {within} s: {text}\n{server.describe()}"
        time.sleep(0.25)


def test_a_preheated_page_speaks_the_browsers_language(language_server):
    server = language_server
    wait_for_log(server, "Kernel pool of index.ipynb is filled", 120)
    status, html, _ = get(server.url + "/voila/render/index.ipynb",
                          {"Accept-Language": "pl-PL,pl;q=0.9,en;q=0.5"}, within=120)
    assert status == 200
    assert re.search(r"Using pre-heated kernel: [0-9a-f-]{36} for index\.ipynb", server.log_text())
    outputs = cell_outputs(html)
    menu = re.search(r"<nav class='tutor-languages'>(.*?)</nav>", outputs, re.S)
    assert menu, f"no language menu in the page:\n{outputs[:2000]}"
    assert "<b lang='pl'>Polski</b>" in menu.group(1)
    assert "<b lang='en'>" not in menu.group(1)
    # the spinner's texts in every language, for the browser to choose from (the page was made ahead)
    assert '"pl": {"opening": "Otwieranie strony...", "preparing": "Przygotowywanie strony..."}' in html
    # the server's own error page speaks the visitor's language too (before the server is full)
    status, html, _ = get(server.url + "/voila/render/no-such-page.ipynb?lang=es")
    assert status == 404 and "Traceback" not in html
    spanish = read(html)
    assert spanish.lang == "es" and "404: Página no encontrada" in spanish.texts
    assert "Aquí no hay ninguna página con esta dirección." in spanish.texts
    status, html, _ = get(server.url + "/voila/render/no-such-page.ipynb", {"Accept-Language": "it-IT,it"})
    assert status == 404 and "404: Pagina non trovata" in read(html).texts


#: every text #loading_text shows while the page opens
WATCH_LOADING = """window.tutorLoading = [];
new MutationObserver(() => {
  const el = document.getElementById('loading_text');
  if (el && window.tutorLoading[window.tutorLoading.length - 1] !== el.textContent) {
    window.tutorLoading.push(el.textContent);
  }
}).observe(document, {subtree: true, childList: true, characterData: true});"""


@pytest.mark.browser
def test_a_polish_browser_sees_the_page_open_in_polish(language_server, browser):
    server = language_server
    visitor = browser.new_context(locale="pl-PL")
    page = visitor.new_page()
    page.add_init_script(WATCH_LOADING)
    page.goto(server.url + "/voila/render/spin.ipynb", timeout=90_000)
    page.locator("text=a page").wait_for(timeout=60_000)
    assert page.evaluate("document.documentElement.lang") == "pl"
    seen = page.evaluate("window.tutorLoading")
    assert "Przygotowywanie strony..." in seen, seen
    assert not any(text.startswith(("Executing", "Reading")) for text in seen), seen
    page.close(run_before_unload=True)  # its kernel stops: the place is free again
    visitor.close()
    assert server.wait_for_kernels(at_most=1, timeout=20) == 1, server.describe()


def test_a_runaway_job_leaves_a_notice_on_its_page(language_server):
    server, visitor = language_server, Visitor(language_server)
    _, kernel_id = visitor.open_page("/voila/render/spin.ipynb?lang=pl")

    async def scripted():
        conn = await visitor.kernel_socket(kernel_id)
        conn.write_message(frame("shell", "comm_info_request", {"target_name": "jupyter.widget"}), binary=True)
        comms = list((await replies(conn, "comm_info_reply"))["comms"])
        spin = None
        for comm_id in comms:
            conn.write_message(frame("shell", "comm_msg", {"comm_id": comm_id, "data": {"method": "request_state"}}),
                               binary=True)
        for _ in comms:
            reply = await replies(conn, "comm_msg")
            if reply["data"].get("state", {}).get("description") == "spin":
                spin = reply["comm_id"]
        assert spin, "the spin button was not found"
        click = {"method": "custom", "content": {"event": "click"}}
        conn.write_message(frame("shell", "comm_msg", {"comm_id": spin, "data": click}), binary=True)
        deadline = time.monotonic() + 60
        while True:  # the notice arrives as a new HTML widget
            left = deadline - time.monotonic()
            assert left > 0, "no notice on the page\n" + server.describe()
            try:
                message = await asyncio.wait_for(conn.read_message(), min(left, 2))
            except asyncio.TimeoutError:
                continue
            assert message is not None, "the socket closed\n" + server.describe()
            parts = guard.v1_parts(message)
            header = json.loads(parts[1][0])
            if header["msg_type"] in ("comm_open", "comm_msg"):
                state = json.loads(parts[1][3]).get("data", {}).get("state", {})
                if f"{kernel_notice.NOTICE_CLASS}-text" in str(state.get("value", "")):
                    assert kernel_notice.NOTICE_CLASS in state.get("_dom_classes", [])
                    conn.close()
                    return state

    state = run(scripted())
    assert "Ostatnie działanie trwało za długo i zostało przerwane" in state.get("value", "")
    log = server.log_text()
    assert re.search(rf"Interrupting kernel {kernel_id} \(visitor [^,]+, page /voila/render/spin\.ipynb\)", log)


def test_the_full_server_answers_in_the_visitors_language(language_server):
    server = language_server
    for _ in range(3):  # the start page's and the spin page's kernels fill the cap already
        status, html, headers = get(server.url + BARE + "?lang=it")
        if status == 503:
            break
    assert status == 503, server.describe()
    assert headers.get("Retry-After") == str(RETRY_AFTER) and headers.get("Content-Language") == "it"
    italian = read(html)
    assert italian.lang == "it" and "Il server è al completo" in italian.texts
    status, html, headers = get(server.url + BARE, {"Accept-Language": "pl-PL,pl;q=0.9,en;q=0.8"})
    assert status == 503 and headers.get("Retry-After") == str(RETRY_AFTER)
    polish = read(html)
    assert polish.lang == "pl" and "Serwer jest zajęty" in polish.texts and "Spróbuj teraz" in polish.texts
    status, html, _ = get(server.url + BARE + "?lang=%3Cscript%3E", {"Accept-Language": "<script>x</script>"})
    assert status == 503 and read(html).lang == "en" and "<script>" not in html
