"""A server a whole class can share (issue #11): kernels are reclaimed, the number of kernels is
capped with a friendly page, visitors see no traceback, nothing is fetched from outside the
server, and one visitor cannot reach another's kernel. Against the real server, started with the
configuration in serve/ as `make serve` and Binder start it."""
from __future__ import annotations

import re
import secrets
import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from playwright.sync_api import expect

from serve.launch import ROOT, die_with_parent, free_port, stop, tail, wait_until_serving

from .conftest import SECRET, PeakCounter, page_folder

BARE = "/voila/render/bare.ipynb"


def get(url: str, headers: dict | None = None, within: float = 90) -> tuple[int, str, dict]:
    """A plain GET, read to the end: (status, body, headers), also for error statuses.

    Bounded: Voila keeps a page's response open with heartbeats while its notebook runs, so a
    socket timeout alone would never fire."""
    request = urllib.request.Request(url, headers=headers or {})
    deadline = time.monotonic() + within
    try:
        response = urllib.request.urlopen(request, timeout=30)
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode(), dict(error.headers)
    with response:
        body = []
        while chunk := response.read1(65536):
            body.append(chunk)
            assert time.monotonic() < deadline, f"{url} still being sent after {within} s"
        return response.status, b"".join(body).decode(), dict(response.headers)


def open_bare(context, base_url: str):
    page = context.new_page()
    page.goto(base_url + BARE)
    page.locator(".bare-button").wait_for()
    return page


def kernel_id(page) -> str:
    return page.evaluate(
        "JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId"
    )


def watch_outside(context, base_url: str) -> list[str]:
    """Every request the context makes to anything but the server under test (aborted)."""
    outside: list[str] = []

    def record(route):
        outside.append(route.request.url)
        route.abort()

    context.route(lambda url: not url.startswith(base_url + "/"), record)
    return outside


# The kernel websocket as Voila's page opens it: the v1 protocol (serve/guard.py refuses the legacy one).
WEBSOCKET = """url => new Promise(resolve => {
    const ws = new WebSocket(url, 'v1.kernel.websocket.jupyter.org');
    const timer = setTimeout(() => resolve('timeout'), 10000);
    ws.onopen = () => { clearTimeout(timer); ws.close(); resolve('open'); };
    ws.onerror = () => { clearTimeout(timer); resolve('refused'); };
})"""


def test_make_serve_and_binder_use_the_configuration():
    makefile = (ROOT / "Makefile").read_text()
    recipe = re.search(r"^serve:.*\n((?:\t.*\n)+)", makefile, re.M)
    assert recipe and "--Voila.config_file_paths=$(CURDIR)/serve" in recipe.group(1)
    assert "127.0.0.1" in recipe.group(1) and "notebooks/" in recipe.group(1)
    start = (ROOT / "binder" / "start").read_text()
    assert 'JUPYTER_CONFIG_PATH="$repo/serve' in start and start.rstrip().endswith('exec "$@"')


@pytest.mark.browser
def test_kernels_of_closed_and_never_connected_pages_are_reclaimed(class_server, browser):
    server = class_server
    visitor = browser.new_context()
    kept = open_bare(visitor, server.url)  # this page stays open: its kernel must stay
    closed = []
    with PeakCounter(server) as peak:
        for _ in range(10):  # 20 pages, 2 at a time, each closed once it has loaded
            pages = [visitor.new_page() for _ in range(2)]
            for page in pages:
                page.goto(server.url + BARE, wait_until="commit")
            for page in pages:
                page.locator(".bare-button").wait_for()
                closed.append(kernel_id(page))
            for page in pages:
                page.close(run_before_unload=True)  # as a tab is closed: Voila's unload runs
        with ThreadPoolExecutor(5) as pool:  # 20 bare GETs: kernels no browser connects to
            statuses = [status for status, _, _ in pool.map(get, [server.url + BARE] * 20)]
    assert statuses == [200] * 20
    assert peak.peak >= 5, f"only {peak.peak} kernels were ever seen alive"
    # Within the culling window (never-connected kernels: 8 s idle, looked for every second)
    # only the open page's kernel is left.
    left = server.wait_for_kernels(at_most=1, timeout=30)
    assert left == 1, f"{left} kernels alive, expected 1 (the open page)\n{server.describe()}"
    kept.locator(".bare-button").click()
    expect(kept.locator(".bare-board")).to_contain_text("1")

    log = server.log_text()
    assert "403 POST /voila/api/shutdown" not in log
    # Each closed page shut its own kernel down as it closed (no need to wait for the culler).
    for kid in closed:
        assert f"Kernel shutdown: {kid}" in log
        assert f"({kid}) with" not in log, f"kernel {kid} of a closed page had to be culled"
        assert f"Shutting down kernel {kid}" not in log
    assert "its page never connected" in log  # the bare GETs' kernels
    visitor.close()


@pytest.mark.browser
def test_a_visitor_cannot_reach_another_visitors_kernel(class_server, browser):
    server = class_server
    alice, bob = browser.new_context(), browser.new_context()
    page = open_bare(alice, server.url)
    kid = kernel_id(page)
    api = f"{server.url}/api/kernels/{kid}"
    channels = f"{server.url.replace('http', 'ws')}/api/kernels/{kid}/channels?session_id=test"
    assert alice.request.get(api).status == 200
    assert page.evaluate(WEBSOCKET, channels) == "open"
    assert page.evaluate(WEBSOCKET.replace(", 'v1.kernel.websocket.jupyter.org'", ""), channels) == "refused"

    bob_page = bob.new_page()
    bob_page.goto(server.url + "/voila/tree")  # Bob's visitor and _xsrf cookies; no kernel
    xsrf = next(c["value"] for c in bob.cookies() if c["name"] == "_xsrf")
    assert bob.request.get(api).status == 403
    assert bob.request.delete(api, headers={"X-XSRFToken": xsrf}).status == 403
    shutdown = f"{server.url}/voila/api/shutdown/{kid}"
    assert bob.request.post(shutdown, form={"_xsrf": xsrf}).status == 403
    assert bob_page.evaluate(WEBSOCKET, channels) == "refused"
    assert get(api)[0] == 403  # no cookie at all

    # Alice's kernel is untouched, and she may still do all of it herself.
    page.locator(".bare-button").click()
    expect(page.locator(".bare-board")).to_contain_text("1")
    alice_xsrf = next(c["value"] for c in alice.cookies() if c["name"] == "_xsrf")
    assert alice.request.delete(api, headers={"X-XSRFToken": alice_xsrf}).status == 204
    alice.close()
    bob.close()


def test_visitors_see_no_traceback(class_server):
    status, html, _ = get(class_server.url + "/voila/render/broken.ipynb")
    assert status == 200
    assert "There was an error when executing cell" in html
    for leak in (SECRET, "Traceback", "ValueError"):
        assert leak not in html
    status, html, _ = get(class_server.url + "/voila/render/no-such-page.ipynb")
    assert status == 404 and "Traceback" not in html and "cdn." not in html
    status, body, _ = get(f"{class_server.url}/api/kernels/{uuid.uuid4()}")
    assert status == 404 and "Traceback" not in body
    assert SECRET in class_server.log_text()  # the server's log keeps it for whoever runs it


@pytest.mark.browser
def test_a_full_server_answers_with_a_friendly_page(full_server, browser):
    server = full_server  # a cap of 2 kernels
    visitor = browser.new_context()
    outside = watch_outside(visitor, server.url)
    first, second = open_bare(visitor, server.url), open_bare(visitor, server.url)
    assert server.kernels() == 2

    third = visitor.new_page()
    response = third.goto(server.url + BARE)
    assert response.status == 503
    assert response.headers.get("retry-after") == "60"
    expect(third.locator("h1")).to_have_text("The server is full")
    expect(third.locator("main")).to_contain_text("try again in a minute")
    assert "Traceback" not in third.content()
    status, html, _ = get(server.url + BARE)  # a bare GET is refused the same way
    assert status == 503 and "The server is full" in html
    assert server.kernels() == 2

    first.close(run_before_unload=True)  # a place frees as soon as a page closes
    assert server.wait_for_kernels(at_most=1, timeout=10) == 1
    # The server counts a kernel until it has finished shutting it down, a moment after its
    # process ended: try again as a visitor would, a little sooner.
    deadline = time.monotonic() + 15
    while third.goto(server.url + BARE).status != 200:
        assert time.monotonic() < deadline, "the freed place was not given to a new page"
        time.sleep(0.5)
    third.locator(".bare-button").wait_for()
    assert outside == []
    for page in (second, third):
        page.close(run_before_unload=True)
    assert server.wait_for_kernels(at_most=0, timeout=10) == 0
    time.sleep(2)  # see above: the server finishes shutting them down

    # Requests arriving together cannot slip past the cap.
    with PeakCounter(server) as peak, ThreadPoolExecutor(6) as pool:
        statuses = sorted(status for status, _, _ in pool.map(get, [server.url + BARE] * 6))
    # (A kernel whose process has ended may still be counted for a moment while the server
    # finishes shutting it down, so fewer than 2 may get in, never more.)
    assert set(statuses) <= {200, 503} and 1 <= statuses.count(200) <= 2, statuses
    assert peak.peak <= 2
    visitor.close()


@pytest.mark.browser
def test_no_request_leaves_the_server(app_server, browser):
    """notebooks/ exactly as `make serve` serves it: the folder listing, the landing page, a game
    page, a lesson and the page-not-found page fetch nothing from anywhere else."""
    visitor = browser.new_context()
    outside = watch_outside(visitor, app_server.url)
    errors: list[str] = []
    for path in (
        "/",
        "/voila/render/index.ipynb",
        "/voila/render/apache/play.ipynb",
        "/voila/render/lessons/03-binomial-law.ipynb",
        "/voila/render/no-such-page.ipynb",
    ):
        page = visitor.new_page()
        page.on("pageerror", lambda exc, path=path: errors.append(f"{path}: {exc}"))
        page.goto(app_server.url + path, timeout=90_000)  # a loaded machine, the pools filling
        if path.endswith(".ipynb") and "no-such" not in path:
            expect(page.locator("#rendered_cells")).to_be_visible(timeout=60_000)
        page.wait_for_load_state("networkidle")
        page.close(run_before_unload=True)
    visitor.close()
    assert outside == [], "requests outside the server:\n" + "\n".join(outside)
    assert errors == []


def test_binder_serves_with_the_same_configuration(tmp_path_factory):
    """Jupyter Server with Voila's server extension, started through binder/start as
    repo2docker starts it: the same culling, cap and hidden tracebacks."""
    folder = page_folder(tmp_path_factory)
    log = tmp_path_factory.mktemp("binder") / "server.log"
    port, token = free_port(), secrets.token_hex(16)
    base, auth = f"http://127.0.0.1:{port}", {"Authorization": f"token {token}"}
    cmd = [
        "bash", str(ROOT / "binder" / "start"),
        sys.executable, "-m", "jupyter_server", "--no-browser", "--allow-root",
        f"--port={port}", "--ServerApp.ip=127.0.0.1", f"--IdentityProvider.token={token}",
        f"--ServerApp.root_dir={folder}",
        "--ClassroomKernelManager.max_kernels=1",
        "--ClassroomKernelManager.unconnected_timeout=2",
        "--ClassroomKernelManager.check_interval=1",
    ]
    with open(log, "wb") as out:
        proc = subprocess.Popen(cmd, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, start_new_session=True,
                                preexec_fn=die_with_parent)
    try:
        wait_until_serving(proc, base, log, timeout=90)
        status, html, _ = get(base + BARE, auth)
        assert status == 200, tail(log)
        assert "cdn.jsdelivr" not in html
        kernels = get(base + "/api/kernels", auth)[1]
        assert kernels.count('"id"') == 1
        status, html, _ = get(base + BARE, auth)
        assert status == 503 and "The server is full" in html
        deadline = time.monotonic() + 15
        while get(base + "/api/kernels", auth)[1] != "[]" and time.monotonic() < deadline:
            time.sleep(0.25)
        assert get(base + "/api/kernels", auth)[1] == "[]", tail(log)
        status, html, _ = get(base + "/voila/render/broken.ipynb", auth)
        assert status == 200 and SECRET not in html and "Traceback" not in html
    finally:
        stop(proc)
    assert "its page never connected" in Path(log).read_text()
