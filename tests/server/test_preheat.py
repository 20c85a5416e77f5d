"""Preheated pages (issue #14) under the classroom settings: a pool's kernels are not taken for
never-connected pages, a kernel handed to a page becomes that page's (reclaimed if no browser
connects, shut down when its page closes), the pool refills, and pool kernels count towards the
cap without keeping a page out: they give way. Against the real server (serve/ configuration),
serving the bare page with a pool and the failing page without one."""
from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import expect

from serve.launch import stop

from .conftest import SHORT_TIMEOUTS, page_folder, start
from .test_classroom import BARE, get, kernel_id

BROKEN = "/voila/render/broken.ipynb"
POOLED = ("--ClassroomKernelManager.preheated_pages=bare.ipynb",)
HANDED_OUT = re.compile(r"Using pre-heated kernel: ([0-9a-f-]{36}) for bare\.ipynb")


def wait_for(condition, timeout: float, what: str, server) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"{what}\n{server.describe()}"
        time.sleep(0.25)


def handed_out(server) -> list[str]:
    return HANDED_OUT.findall(server.log_text())


@pytest.fixture(scope="module")
def pooled_server(tmp_path_factory):
    """Short timeouts (never-connected: 8 s), a pool of one kernel for the bare page."""
    server = start(tmp_path_factory, "pooled", page_folder(tmp_path_factory), *SHORT_TIMEOUTS, *POOLED)
    yield server
    stop(server.proc)


def test_pool_kernels_are_not_reclaimed_but_a_page_nobody_opened_is(pooled_server):
    server = pooled_server
    assert "Preheating bare.ipynb (1 kernel)" in server.log_text()
    assert "Preheating broken.ipynb" not in server.log_text()  # not in preheated_pages
    wait_for(lambda: server.kernels() == 1, 60, "the bare page's pool kernel did not start", server)
    time.sleep(12)  # past the never-connected timeout (8 s, looked for every second)
    assert server.kernels() == 1, server.describe()
    assert "its page never connected" not in server.log_text()

    # A bare GET (no browser will ever connect) is served by the preheated kernel ...
    status, html, _ = get(server.url + BARE)
    assert status == 200
    [kid] = handed_out(server)
    assert kid in html  # the page was rendered by that kernel
    # ... which is now that page's kernel: reclaimed as never connected; the pool refills.
    wait_for(lambda: f"Shutting down kernel {kid}: its page never connected" in server.log_text(),
             40, "the handed-out kernel of an unopened page was not reclaimed", server)
    wait_for(lambda: server.kernels() == 1, 30, "the pool did not refill to one kernel", server)


@pytest.mark.browser
def test_a_preheated_page_works_and_its_kernel_stops_when_it_closes(pooled_server, browser):
    server = pooled_server
    wait_for(lambda: server.kernels() == 1, 60, "the pool kernel is not ready", server)
    before = set(handed_out(server))
    visitor = browser.new_context()
    page = visitor.new_page()
    page.goto(server.url + BARE)
    page.locator(".bare-button").click()
    expect(page.locator(".bare-board")).to_contain_text("1")
    kid = kernel_id(page)
    assert set(handed_out(server)) - before == {kid}, "the page did not get the preheated kernel"
    time.sleep(10)  # past the never-connected timeout: this page is connected, its kernel stays
    page.locator(".bare-button").click()
    expect(page.locator(".bare-board")).to_contain_text("2")
    page.close(run_before_unload=True)
    # Voila's shutdown on close is accepted (the _xsrf cookie was set as the kernel was handed out).
    wait_for(lambda: f"Kernel shutdown: {kid}" in server.log_text(), 15,
             "the closed page's kernel was not shut down", server)
    assert "403 POST /voila/api/shutdown" not in server.log_text()
    assert f"Shutting down kernel {kid}" not in server.log_text()
    visitor.close()


def test_pool_kernels_count_towards_the_cap_and_give_way_to_a_page(tmp_path_factory):
    """A cap of 2 with half of it for pools: the bare page's pool kernel plus one page fill it;
    a second page gets the pool's kernel's place; a third is told the server is full."""
    settings = (*POOLED, "--ClassroomKernelManager.max_kernels=2", "--ClassroomKernelManager.pool_share=0.5")
    server = start(tmp_path_factory, "pool-cap", page_folder(tmp_path_factory), *settings)
    try:
        wait_for(lambda: server.kernels() == 1, 60, "the pool kernel did not start", server)
        assert get(server.url + BROKEN)[0] == 200  # the pool kernel and this page: 2 of 2
        assert server.kernels() == 2
        assert get(server.url + BROKEN)[0] == 200  # the pool gives its kernel up for a page
        assert "giving up preheated kernel" in server.log_text()
        wait_for(lambda: server.kernels() == 2, 15, "more or fewer than 2 kernels", server)
        status, html, _ = get(server.url + BROKEN)  # two pages, no spare kernel: full
        assert status == 503 and "The server is full" in html
        assert server.kernels() == 2
        # The pool waits for room (never the last place): nothing is refilled while full.
        time.sleep(3)
        assert server.kernels() == 2 and "Using pre-heated kernel" not in server.log_text()
    finally:
        stop(server.proc)
