"""Ready for a class (issue #25) against the real server (serve/ configuration), on small copies of
the bare page: pools before anyone arrives are the pages chosen; a page's demand makes its pool
grow and it shrinks back once the demand stops; a class's warm-up warms its kernels within the cap
and gives them back after its hold; the teacher's page refuses without its key, refuses
out-of-range input and changes nothing then, and starts a warm-up with it."""
from __future__ import annotations

import http.cookiejar
import re
import shutil
import time
import urllib.error
import urllib.parse
import urllib.request
from concurrent.futures import ThreadPoolExecutor

import pytest

from serve.launch import ROOT, stop

from .conftest import BARE_PAGE, start
from .test_preheat import wait_for

KEY = "teacher-key-for-tests-4d1c"
PAGES = ("a.ipynb", "b.ipynb", "c.ipynb")
# Short everything: a page's demand counts for 15 s, an extra ready kernel waits 3 s before it is
# shut down; pages never connected to are reclaimed after 8 s; looked at every second.
FAST = (
    "--MappingKernelManager.cull_idle_timeout=10",
    "--MappingKernelManager.cull_interval=1",
    "--ClassroomKernelManager.unconnected_timeout=8",
    "--ClassroomKernelManager.check_interval=1",
    "--ClassroomKernelManager.demand_window=15",
    "--ClassroomKernelManager.pool_idle=3",
    "--ClassroomKernelManager.pool_page_max=3",
    "--ClassroomKernelManager.pool_stagger=0",
    "--ClassroomKernelManager.preheated_pages=a.ipynb",
    f"--ClassroomKernelManager.teacher_key={KEY}",
)


def folder(tmp_path_factory):
    root = tmp_path_factory.mktemp("class-pages")
    for name in PAGES:
        shutil.copy(BARE_PAGE, root / name)
    return root


def pools(server) -> dict[str, tuple[int, int, int]]:
    """The teacher's page's table: page -> (ready, starting, wanted)."""
    status, html = fetch(server, f"/tutor/class?key={KEY}")
    assert status == 200, html
    rows = re.findall(r"<tr><td>([^<]+)</td><td>(\d+)</td><td>(\d+)</td><td>(\d+)</td></tr>", html)
    return {name: (int(r), int(s), int(w)) for name, r, s, w in rows}


def ready(server, name: str) -> int:
    return pools(server).get(name, (0, 0, 0))[0]


class Browser:
    """Cookies kept between requests; redirects not followed."""

    def __init__(self):
        class Keep(urllib.request.HTTPRedirectHandler):
            def redirect_request(self, *args, **kwargs):
                return None

        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar), Keep)

    def open(self, url: str, data: dict | list | None = None, headers: dict | None = None) -> tuple[int, str]:
        body = urllib.parse.urlencode(data, doseq=True).encode() if data is not None else None
        request = urllib.request.Request(url, data=body, headers=headers or {})
        try:
            with self.opener.open(request, timeout=30) as response:
                return response.status, response.read().decode()
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode()

    def xsrf(self) -> str:
        return next(c.value or "" for c in self.jar if c.name == "_xsrf")


def fetch(server, path: str, **kwargs) -> tuple[int, str]:
    return Browser().open(server.url + path, **kwargs)


@pytest.fixture(scope="module")
def demand_server(tmp_path_factory):
    server = start(tmp_path_factory, "demand", folder(tmp_path_factory), *FAST,
                   "--ClassroomKernelManager.max_kernels=12")
    yield server
    stop(server.proc)


def test_the_shipped_pools_before_anyone_arrives_are_a_few_pages():
    """notebooks/ as `make serve` serves it: the start page, each game's play page and the lessons'
    index keep one ready kernel each, nothing else (28 kernels, 3.5 GB, before issue #25)."""
    from serve.classroom import ClassroomKernelManager

    notebooks = ROOT / "notebooks"
    names = [p.relative_to(notebooks) for p in notebooks.rglob("*.ipynb")]
    pools = ClassroomKernelManager(max_kernels=90).choose_pools(names)
    plays = {f"{game}/play.ipynb" for game in ("apache", "apacze", "fort_apache", "tribu")}
    assert pools == dict.fromkeys(["index.ipynb", *sorted(plays), "lessons/index.ipynb"], 1)
    # on a small machine the pools stay within their share of the cap, most wanted first
    assert list(ClassroomKernelManager(max_kernels=6).choose_pools(names)) == ["index.ipynb", "apache/play.ipynb"]


def test_before_anyone_arrives_only_the_chosen_pages_are_ready(demand_server):
    server = demand_server
    log = server.log_text()
    assert "Preheating a.ipynb (1 kernel)" in log
    assert "Preheating b.ipynb" not in log and "Preheating c.ipynb" not in log
    wait_for(lambda: ready(server, "a.ipynb") == 1, 60, "a.ipynb's pool kernel is not ready", server)
    time.sleep(2)
    assert server.kernels() == 1, server.describe()
    assert set(pools(server)) == {"a.ipynb"}


def test_demand_makes_a_pool_grow_then_shrink_back(demand_server):
    server = demand_server
    wait_for(lambda: server.kernels() == 1, 60, "not back to the one pool kernel", server)
    # b.ipynb asked for three times at once: it keeps three kernels ready (pool_page_max)
    with ThreadPoolExecutor(3) as visitors:
        statuses = list(visitors.map(lambda _: fetch(server, "/voila/render/b.ipynb")[0], range(3)))
    assert statuses == [200, 200, 200]
    assert pools(server)["b.ipynb"][2] == 3  # wanted
    wait_for(lambda: ready(server, "b.ipynb") == 3, 90, "b.ipynb's pool did not grow to 3", server)
    assert server.kernels() <= 1 + 3 + 3  # a's pool, b's three pages (until reclaimed), b's pool
    # the demand stops: after demand_window (15 s) and pool_idle (3 s) the pool shrinks back
    wait_for(lambda: "b.ipynb" not in pools(server), 60, "b.ipynb's pool did not shrink back", server)
    assert "Pool of b.ipynb: shutting down an idle kernel" in server.log_text()
    assert ready(server, "a.ipynb") == 1  # the start page's pool stays
    wait_for(lambda: server.kernels() == 1, 40, "b's kernels were not all given back", server)


def test_the_teacher_page_is_forbidden_without_its_key(demand_server):
    for path in ("/tutor/class", "/tutor/class?key=wrong", "/tutor/class?key=" + KEY[:-1]):
        status, html = fetch(demand_server, path)
        assert status == 403
        assert "warm" not in html.lower() and "class" not in html.lower() and "student" not in html.lower()
    status, _ = fetch(demand_server, "/tutor/class?key=wrong", data={"key": "wrong", "students": "3"})
    assert status == 403
    assert "Warm-up for a class" not in demand_server.log_text()


def test_the_teacher_page_refuses_bad_input_and_changes_nothing(demand_server):
    server = demand_server
    browser = Browser()
    status, html = browser.open(server.url + f"/tutor/class?key={KEY}&lang=pl")
    assert status == 200 and 'name="students"' in html and 'value="c.ipynb"' in html
    assert '<html lang="pl">' in html
    url = server.url + f"/tutor/class?key={KEY}"
    good = {"key": KEY, "_xsrf": browser.xsrf(), "students": "2", "hold": "5", "page": ["c.ipynb"]}
    # without the XSRF field: refused
    assert browser.open(url, data={k: v for k, v in good.items() if k != "_xsrf"})[0] == 403
    for field, bad, says in (
        ("students", "0", "from 1 to 200"),
        ("students", "201", "from 1 to 200"),
        ("students", "2; import os", "from 1 to 200"),
        ("students", "9" * 400, "from 1 to 200"),
        ("hold", "0", "minutes from 1 to 240"),
        ("hold", "1e3", "minutes from 1 to 240"),
        ("page", ["../../etc/passwd.ipynb"], "Choose at least one of the pages listed"),
        ("page", [], "Choose at least one of the pages listed"),
    ):
        status, html = browser.open(url, data={**good, field: bad})
        assert status == 400, (field, bad)
        assert says in html and "Nothing was changed" in html
    assert "Warm-up for a class" not in server.log_text()
    assert "c.ipynb" not in pools(server)


def test_the_teacher_page_starts_and_stops_a_warm_up(demand_server):
    server = demand_server
    browser = Browser()
    browser.open(server.url + f"/tutor/class?key={KEY}")
    url = server.url + f"/tutor/class?key={KEY}"
    form = {"key": KEY, "_xsrf": browser.xsrf(), "students": "2", "hold": "5", "page": ["c.ipynb"]}
    status, _ = browser.open(url, data=form)
    assert status == 303
    assert "Warm-up for a class of 2: 2 kernels for c.ipynb" in server.log_text()
    wait_for(lambda: ready(server, "c.ipynb") == 2, 90, "the warm-up did not warm 2 kernels", server)
    status, html = browser.open(url)
    assert "2 of 2 pages ready for the class" in html
    # the class arrives: two visitors open c.ipynb, the warm-up is over, the pool goes back to demand
    with ThreadPoolExecutor(2) as visitors:
        assert list(visitors.map(lambda _: fetch(server, "/voila/render/c.ipynb")[0], range(2))) == [200, 200]
    wait_for(lambda: "Warm-up over (the class has arrived" in server.log_text(), 10,
             "the class arrived and the warm-up went on", server)
    assert "every student has opened the class" in browser.open(url)[1]
    # a new one, stopped by the teacher
    status, _ = browser.open(url, data={**form, "students": "1"})
    assert status == 303 and "Warm-up for a class of 1: 1 kernels for c.ipynb" in server.log_text()
    status, _ = browser.open(url, data={**form, "action": "stop"})
    assert status == 303
    assert "Warm-up over (stopped by the teacher" in server.log_text()
    assert "The last warm-up was stopped" in browser.open(url)[1]
    wait_for(lambda: "c.ipynb" not in pools(server), 60, "the stopped warm-up's kernels stayed", server)


def test_a_class_warm_up_fills_what_the_cap_allows_and_gives_it_back(tmp_path_factory):
    """CLASS=3 on two pages (6 kernels) with a cap of 5: the start page's pool and 3 warm kernels
    (a pool never takes the last place); after the hold (1 min) they are given back."""
    settings = (*FAST, "--ClassroomKernelManager.max_kernels=5", "--ClassroomKernelManager.class_size=3",
                "--ClassroomKernelManager.class_pages=b.ipynb", "--ClassroomKernelManager.class_pages=c.ipynb",
                "--ClassroomKernelManager.class_hold=1")
    server = start(tmp_path_factory, "warm", folder(tmp_path_factory), *settings)
    try:
        wait_for(lambda: "Warm-up for a class of 3: 6 kernels for b.ipynb, c.ipynb" in server.log_text(),
                 30, "the warm-up did not start", server)
        assert "Warm-up: only about 3 of 6 kernels fit (cap 5 kernels" in server.log_text() or \
            "Warm-up: only about 4 of 6 kernels fit (cap 5 kernels" in server.log_text()
        wait_for(lambda: sum(r for r, _, _ in pools(server).values()) == 4, 90,
                 "the warm-up did not fill the cap less one place", server)
        assert server.kernels() == 4
        table = pools(server)
        assert table["a.ipynb"][0] == 1  # the start page's pool first
        assert min(table["b.ipynb"][0], table["c.ipynb"][0]) >= 1  # shared between the pages
        time.sleep(2)
        assert server.kernels() == 4  # never the last place
        wait_for(lambda: "Warm-up over (its 1 min are over" in server.log_text(), 70,
                 "the hold did not end the warm-up", server)
        wait_for(lambda: server.kernels() == 1, 30, "the warm kernels were not given back", server)
        assert set(pools(server)) == {"a.ipynb"}
    finally:
        stop(server.proc)
