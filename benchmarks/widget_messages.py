"""What a play page's clicks send to the browser: ``python -m benchmarks.widget_messages [--clicks 40]``.

Issue #25: every kernel message passes through the server's one thread (Jupyter Server's websocket and
``serve/guard.py``, which reads each frame's offsets and header). For each game's play page, built in Python as
the widget tests build it, seeded clicks on live targets are played (multi-click moves included) and every
message the kernel would send is recorded (``Widget._send``: state updates and custom messages; comm opens and
closes), wrapped as Jupyter Server writes it on the websocket (a v1 frame: channel, header, parent header,
metadata, content) to count the bytes. The same clicks are played with the ``tutor`` package of the commit
before this work (:data:`BEFORE`, unpacked into a temporary folder and run in a second process) and with the
one here. The server's own cost is timed on the recorded frames: ``guard.v1_header`` (what ``write_message``
does to each outgoing frame) and ``guard.v1_parts`` (each incoming one).
Written to ``benchmarks/results/widget_messages.md``.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import tempfile
import time
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

import ipywidgets.widgets.widget as widget_module
from ipywidgets import Widget
from jupyter_client.session import Session
from jupyter_server.services.kernels.connection.base import serialize_msg_to_ws_v1

from serve import guard
from tutor.widgets import board as board_module
from tutor.widgets.board import BoardWidget

from .report import head, run_elsewhere, table, unpack, write

#: the commit before this work (the board sent its whole SVG at every redraw)
BEFORE = "2c56877"
GAMES = ("apache", "fort_apache", "tribu", "apacze")

SESSION = Session(key=b"benchmark", username="visitor")
PARENT = SESSION.msg_header("comm_msg")  # a click's message: the kernel's replies name it as their parent


def frame(msg_type: str, content: dict[str, Any]) -> bytes:
    """A kernel's iopub message as Jupyter Server sends it to the browser (v1 protocol), signed as the kernel
    signs it."""
    msg = SESSION.msg(msg_type, content, parent=PARENT)
    parts = SESSION.serialize(msg)
    _, rest = SESSION.feed_identities(parts)
    return serialize_msg_to_ws_v1(rest[1:], "iopub")


@dataclass
class Sent:
    """What one click made the kernel send: (what, frame) in order."""

    frames: list[tuple[str, bytes]] = field(default_factory=list)

    @property
    def size(self) -> int:
        return sum(len(f) for _, f in self.frames)

    def by_kind(self) -> Counter[str]:
        counts: Counter[str] = Counter()
        for kind, f in self.frames:
            counts[kind] += len(f)
        return counts


def kind_of(widget: Widget, msg: dict[str, Any]) -> str:
    """A message in words: the board's whole SVG, its edits, its other state, the log, new widgets, the rest."""
    if isinstance(widget, BoardWidget):
        if msg.get("method") == "custom":
            return "board: SVG edits"
        return "board: whole SVG" if "svg" in msg.get("state", {}) else "board: live/selected"
    if "tutor-log" in str(msg.get("state", {}).get("value", "")):
        return "log"
    return "other updates"


@contextmanager
def recording(into: list[Sent]) -> Iterator[None]:
    """Record every message widgets send (into ``into[-1]``) while inside."""
    send, create = Widget._send, widget_module.comm.create_comm

    def hooked_send(self: Widget, msg: dict[str, Any], buffers: Any = None) -> None:
        into[-1].frames.append((kind_of(self, msg), frame("comm_msg", {"comm_id": self.model_id, "data": msg})))
        send(self, msg, buffers)

    def hooked_create(**args: Any) -> Any:
        content = {"comm_id": args.get("comm_id") or "x" * 32, "target_name": args.get("target_name"),
                   "data": args.get("data"), "metadata": args.get("metadata")}
        into[-1].frames.append(("new widgets", frame("comm_open", content)))
        return create(**args)

    def hooked_close(self: Widget) -> None:
        if self.comm is not None:
            into[-1].frames.append(("closed widgets", frame("comm_close", {"comm_id": self.model_id, "data": {}})))
        close(self)

    close = Widget.close
    Widget._send = hooked_send  # type: ignore[method-assign]
    Widget.close = hooked_close  # type: ignore[method-assign]
    widget_module.comm.create_comm = hooked_create
    try:
        yield
    finally:
        Widget._send = send  # type: ignore[method-assign]
        Widget.close = close  # type: ignore[method-assign]
        widget_module.comm.create_comm = create


class NoClock:
    """Timers that never fire (the Apache page plays calm here)."""

    def call_later(self, delay: float, callback: Callable[[], None]) -> Any:
        class Handle:
            def cancel(self) -> None:
                pass
        return Handle()


def page(game: str) -> Any:
    """The game's play page, as the widget tests build it."""
    if game == "apache":
        from tutor.widgets.apache_play import PlayApp as Apache
        app = Apache(clock=NoClock(), seed=1)
        app.setup.mode.value = "calm"
        app.start()
        return app
    module = __import__(f"tutor.widgets.{game}_play", fromlist=["PlayApp"])
    return module.PlayApp(seed=4)


@dataclass
class Click:
    kind: str      # "select": the selection changed; "move": a move was played (the bots' replies with it)
    sent: Sent
    seconds: float
    edit_seconds: float  # of which computing the SVG's edits


def play(game: str, clicks: int, seed: int = 3) -> list[Click]:
    """``clicks`` seeded clicks on live targets of the game's page (fewer if the game ends)."""
    app = page(game)
    rng = random.Random(seed)
    done: list[Click] = []
    log: list[Sent] = [Sent()]
    spent = [0.0]
    edits = getattr(board_module, "svg_edits", None)  # (the tree before this work has none)

    def timed(old: str, new: str) -> Any:
        start = time.perf_counter()
        try:
            return edits(old, new)  # type: ignore[misc]
        finally:
            spent[0] += time.perf_counter() - start

    if edits is not None:
        board_module.svg_edits = timed  # type: ignore[attr-defined]
    try:
        with recording(log):
            for _ in range(clicks):
                if app.state.is_terminal or not app.board.live:
                    break
                log.append(Sent())
                moves, spent[0] = len(app.table.moves), 0.0
                start = time.perf_counter()
                app.board.click(rng.choice(app.board.live))
                seconds = time.perf_counter() - start
                done.append(Click("move" if len(app.table.moves) != moves else "select", log[-1], seconds, spent[0]))
    finally:
        if edits is not None:
            board_module.svg_edits = edits  # type: ignore[attr-defined]
    return done


def moves_of(clicks: list[Click]) -> list[int]:
    """Bytes per whole move: the selection clicks and the click that plays it."""
    sizes, running = [], 0
    for click in clicks:
        running += click.sent.size
        if click.kind == "move":
            sizes.append(running)
            running = 0
    return sizes


def mean(values: list[float]) -> float:
    return statistics.fmean(values) if values else 0.0


def time_per_frame(check: Callable[[bytes], object], frames: list[bytes], rounds: int = 5) -> float:
    """Seconds ``check`` takes per frame (best of ``rounds`` passes over every frame)."""
    best = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        for f in frames:
            check(f)
        best = min(best, time.perf_counter() - start)
    return best / max(len(frames), 1)


def measure(clicks: int) -> dict[str, Any]:
    """Every game's clicks with the ``tutor`` package imported here: per game, the clicks' kinds, bytes and
    times; what the bytes are; the server's checks timed on the frames."""
    games: dict[str, Any] = {}
    parts: Counter[str] = Counter()
    frames: list[bytes] = []
    for game in GAMES:
        done = play(game, clicks)
        games[game] = {"kinds": [c.kind for c in done], "sizes": [c.sent.size for c in done],
                       "seconds": [c.seconds for c in done], "edit_seconds": [c.edit_seconds for c in done],
                       "moves": moves_of(done),
                       "largest": max((len(f) for c in done for _, f in c.sent.frames), default=0),
                       "frames": sum(len(c.sent.frames) for c in done)}
        for c in done:
            parts.update(c.sent.by_kind())
            frames += [f for _, f in c.sent.frames]
    return {"games": games, "parts": dict(parts), "frames": len(frames), "mean_frame": mean([len(f) for f in frames]),
            "v1_header": time_per_frame(guard.v1_header, frames), "v1_parts": time_per_frame(guard.v1_parts, frames)}


def kb(n: float) -> str:
    return f"{n / 1000:.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=40, help="clicks per game")
    parser.add_argument("--quick", action="store_true", help="a smoke run: 6 clicks, no results file")
    parser.add_argument("--json", action="store_true", help="print this tree's figures as JSON (the before run)")
    args = parser.parse_args()
    clicks = 6 if args.quick else args.clicks
    if args.json:
        print(json.dumps(measure(clicks)))
        return
    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as tmp:
        before = json.loads(run_elsewhere(unpack(BEFORE, Path(tmp)), "benchmarks.widget_messages", "--json",
                                          "--clicks", str(clicks)))
    after = measure(clicks)
    lines = head("Widget messages per click on the play pages (issue #25)")
    lines += [f"{clicks} seeded clicks on live targets per game (seed 3; the Apache page calm), with the `tutor` "
              f"package as it was before this work (*before*: commit {BEFORE}, the board's whole SVG at every "
              "redraw, the controls' old widgets never closed, a button's class and colour set after it was made) "
              "and as it is (*after*: edits of the SVG the browser holds, the controls a redraw replaces dropped by "
              "the kernel without a message, buttons made with their class and colour). Bytes are whole websocket "
              "frames as Jupyter Server writes them (v1: "
              "offsets, channel, header, parent header, metadata, content; widget updates, custom messages, comm "
              "opens and closes), in kB (1000 bytes). A *select* click only chooses (a figure, a hand card, a "
              "tile); a *move* click plays, and the page redraws with the bots' replies. *Click ms*: the kernel's "
              "time for the whole click (rules, bots, drawing, messages), median; *of which edits*: computing the "
              "SVG's edits (`svg_edits`), median. Times are taken on a shared machine: see the load below.", ""]
    lines += table("game", ">select clicks", ">select kB before", ">after", ">move clicks", ">move kB before",
                   ">after", ">per whole move kB before", ">after", ">largest frame kB before", ">after",
                   ">click ms before", ">after", ">of which edits ms")
    for game in GAMES:
        b, a = before["games"][game], after["games"][game]
        assert b["kinds"] == a["kinds"], game  # the same clicks played the same game
        row = [game]
        for kind in ("select", "move"):
            row += [str(a["kinds"].count(kind))]
            row += [kb(mean([size for k, size in zip(x["kinds"], x["sizes"]) if k == kind])) for x in (b, a)]
        row += [kb(mean(b["moves"])), kb(mean(a["moves"])), kb(b["largest"]), kb(a["largest"]),
                f"{1000 * statistics.median(b['seconds']):.1f}", f"{1000 * statistics.median(a['seconds']):.1f}",
                f"{1000 * statistics.median(a['edit_seconds']):.1f}"]
        lines.append(f"| {' | '.join(row)} |")
    lines += ["", "What the bytes are, all games' clicks together (kB):", ""]
    lines += table("what", ">before", ">after")
    names = sorted(set(before["parts"]) | set(after["parts"]), key=lambda k: -before["parts"].get(k, 0))
    for what in names:
        lines.append(f"| {what} | {kb(before['parts'].get(what, 0))} | {kb(after['parts'].get(what, 0))} |")
    lines += ["", "The server's checks (`serve/guard.py`) on these frames, best of 5 passes, per frame:", ""]
    lines += table("frames", ">count", ">mean kB", ">`v1_header` µs (each frame out)",
                   ">`v1_parts` µs (each frame in)")
    for name, x in (("before", before), ("after", after)):
        lines.append(f"| {name} | {x['frames']} | {kb(x['mean_frame'])} | {1e6 * x['v1_header']:.1f} | "
                     f"{1e6 * x['v1_parts']:.1f} |")
    big = frame("comm_msg", {"comm_id": "x" * 32, "data": {"method": "update", "state": {"svg": "<g/>" * 250_000}}})
    lines += ["", f"One 1 MB frame: `v1_header` {1e6 * time_per_frame(guard.v1_header, [big]):.0f} µs, "
              f"`v1_parts` {1e6 * time_per_frame(guard.v1_parts, [big]):.0f} µs.", ""]
    lines.append(f"Load average (1 min) before {load_before:.1f}, after {os.getloadavg()[0]:.1f}.")
    lines += ["", "## Reading the figures", "",
              "- **A click that only chooses** changes the chosen target, the next step's marks and the hints: it "
              "sends edits of the SVG and the two small lists `live` and `selected`, no longer the board.",
              "- **The whole SVG still goes** (*board: whole SVG* after) where a redraw moves the whole layout: a "
              "strip of drawn buttons that appears or goes above the board (Apacze's turn buttons, Tribù's and "
              "Apache's button strips) shifts every later coordinate, and the edits would be as big as the board. "
              "The renderers could keep the strip's room, or draw what lies below it in one translated group; "
              "they are not changed here.",
              "- **What is left is the controls below the board** (*new widgets*): every redraw makes them anew "
              "(`controls()` of each game's page), and each button is three widgets (button, layout, style), each "
              "opened with its whole state in a frame of its own. Keeping one set of control widgets and changing "
              "their labels would remove most of it; the kernel now at least drops the replaced ones (an Apache "
              "game of 357 moves had left some 5,000 widgets open in the kernel), without a message.",
              "- **The server's checks** take microseconds per frame (tens for a 1 MB frame), so `serve/guard.py` "
              "is unchanged; fewer and smaller frames are what spares the server's thread.",
              "- **The kernel** spends a few milliseconds per redraw computing the edits (*of which edits ms*)."]
    print("\n".join(lines))
    write("widget_messages", lines, quick=args.quick)


if __name__ == "__main__":
    main()
