"""What the board and the play page send to the browser (issue #25): a click that only chooses sends edits of the
SVG the browser holds, never the whole board; a move's redraw sends edits that make the new board; controls
replaced at a redraw are closed."""
from __future__ import annotations

import json
import random
import shutil
import subprocess
import zlib
from pathlib import Path

import pytest

from tutor.widgets.board import BoardWidget, svg_edits, svg_sum, utf16_units


def applied(old: str, message: dict) -> str:
    """What board.js does with an edits message (offsets in UTF-16 units), checked as it checks it."""
    assert utf16_units(old) == message["base"]
    data, out, at = old.encode("utf-16-le"), b"", 0
    for start, end, text in message["edits"]:
        assert at <= start <= end
        out += data[2 * at:2 * start] + text.encode("utf-16-le")
        at = end
    new = (out + data[2 * at:]).decode("utf-16-le")
    assert utf16_units(new) == message["size"] and svg_sum(new) == message["sum"]
    return new


class Browser:
    """The board's messages as a browser receives them, and the SVG it then holds."""

    def __init__(self, board: BoardWidget):
        self.svg = board.svg
        self.messages: list[dict] = []
        send = board._send

        def recorded(msg, buffers=None):
            self.messages.append(msg)
            if msg.get("method") == "custom" and msg["content"].get("kind") == "svg":
                self.svg = applied(self.svg, msg["content"])
            elif "svg" in msg.get("state", {}):
                self.svg = msg["state"]["svg"]
            send(msg, buffers)

        board._send = recorded  # type: ignore[method-assign]

    def take(self) -> list[dict]:
        messages, self.messages = self.messages, []
        return messages


def whole_svgs(messages: list[dict]) -> int:
    return sum("svg" in m.get("state", {}) for m in messages)


def edits(messages: list[dict]) -> list[dict]:
    return [m["content"] for m in messages if m.get("method") == "custom" and m["content"].get("kind") == "svg"]


def tribu_page():
    from tutor.widgets.tribu_play import PlayApp
    app = PlayApp(seed=4)
    app.board.click("deck")  # draw: now a hand card is chosen, then where it goes
    return app


def test_a_click_that_only_chooses_sends_edits_and_the_targets_not_the_board():
    app = tribu_page()
    browser = Browser(app.board)
    hand = next(t for t in app.board.live if t.startswith("hand:"))
    app.board.click(hand)
    assert app.board.selected == [hand] and app.clicks.selection == (hand,)
    sent = browser.take()
    assert whole_svgs(sent) == 0
    [edit] = edits(sent)
    assert len(json.dumps(edit)) < 0.8 * len(json.dumps(app.board.svg))
    assert any(m.get("state", {}).get("selected") == [hand] for m in sent)
    assert browser.svg == app.board.svg  # the edits make the board Python drew
    app.board.escape()
    assert whole_svgs(browser.take()) == 0 and browser.svg == app.board.svg


def test_a_move_sends_the_edits_that_make_the_new_position():
    from tutor.widgets.apacze_play import PlayApp
    app = PlayApp(seed=4)
    browser = Browser(app.board)
    rng = random.Random(3)
    played, sent, whole = 0, 0, 0
    while played < 6:  # a tile in hand, where it goes, how it is turned...; the bots' moves after it
        before, moves = app.board.svg, len(app.table.moves)
        app.board.click(rng.choice(app.board.live))
        if len(app.table.moves) != moves:
            played += 1
            assert app.board.svg != before
        assert browser.svg == app.board.svg
        sent += sum(len(json.dumps(m)) for m in browser.take())
        whole += len(json.dumps(app.board.svg))
    assert sent < 0.5 * whole  # (a move that moves the whole layout goes whole: the edits would be as big)


@pytest.mark.parametrize("game", ["apache", "fort_apache", "tribu", "apacze"])
def test_every_click_of_a_game_leaves_the_browser_with_the_board_python_drew(game):
    from benchmarks.widget_messages import page
    app = page(game)
    browser = Browser(app.board)
    rng = random.Random(5)
    whole = 0
    for _ in range(30):
        if app.state.is_terminal or not app.board.live:
            break
        app.board.click(rng.choice(app.board.live))
        whole += whole_svgs(browser.take())
        assert browser.svg == app.board.svg
    assert whole <= 3  # (only where the edits would not be much smaller than the board)


def test_the_whole_svg_goes_when_the_browser_asks_for_it_or_when_edits_are_off():
    app = tribu_page()
    browser = Browser(app.board)
    app.board._received(app.board, {"kind": "svg-resync"}, [])  # board.js: the edits did not fit its SVG
    [message] = browser.take()
    assert message["state"] == {"svg": app.board.svg}
    BoardWidget.patches = False
    try:
        app.board.click(next(t for t in app.board.live if t.startswith("hand:")))
    finally:
        BoardWidget.patches = True
    assert whole_svgs(browser.take()) == 1 and browser.svg == app.board.svg


def test_a_board_drawn_twice_in_one_redraw_still_ends_as_drawn():
    board = BoardWidget(svg="<svg><g>a</g></svg>")
    browser = Browser(board)
    board.svg = ""  # a hand-over screen: the first drawing after it goes whole
    with board.hold_sync():
        board.svg = "<svg><g>b</g>" + "<g>x</g>" * 50 + "</svg>"
        board.live = ["x"]
        board.svg = "<svg><g>c</g>" + "<g>x</g>" * 50 + "</svg>"
    board.svg = "<svg><g>d</g>" + "<g>x</g>" * 50 + "</svg>"
    sent = browser.take()
    assert browser.svg == board.svg and len(edits(sent)) == 1


def test_edits_count_in_utf16_units_and_join_nearby_changes():
    old = "<svg><text>żółw 🐢</text><g a='1'/><g b='1'/>" + "<rect/>" * 20 + "<g c='1'/></svg>"
    new = "<svg><text>żółw 🐢🐢</text><g a='2'/><g b='2'/>" + "<rect/>" * 20 + "<g c='2'/></svg>"
    found = svg_edits(old, new)
    message = {"base": utf16_units(old), "size": utf16_units(new), "sum": svg_sum(new), "edits": found}
    assert applied(old, message) == new
    assert len(found) == 2  # the text and the two tags beside it in one edit; the last tag apart
    assert svg_sum(new) == zlib.adler32(new.encode("utf-16-le")) and utf16_units("🐢") == 2


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node to run board.js")
def test_board_js_applies_the_edits_and_asks_again_when_they_do_not_fit(tmp_path: Path):
    app = tribu_page()
    browser = Browser(app.board)
    start = app.board.svg
    app.board.click(next(t for t in app.board.live if t.startswith("hand:")))
    app.board.click("discard")
    messages = [m["content"] if m.get("method") == "custom" else {"svg": m["state"]["svg"]}
                for m in browser.take() if m.get("method") == "custom" or "svg" in m.get("state", {})]
    assert any(m.get("kind") == "svg" for m in messages)
    module = tmp_path / "board.mjs"
    module.write_text((Path(__file__).parents[2] / "tutor/widgets/board.js").read_text(encoding="utf-8"),
                      encoding="utf-8")
    (tmp_path / "case.json").write_text(json.dumps({"start": start, "messages": messages}), encoding="utf-8")
    script = tmp_path / "run.mjs"
    script.write_text("""
import fs from "fs";
import board from "./board.mjs";
const c = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const attrs = { svg: c.start }, back = [], handlers = [];
board.initialize({ model: { get: (k) => attrs[k], set: (k, v) => { attrs[k] = v; }, send: (m) => back.push(m),
                            on: (name, f) => handlers.push(f) } });
for (const m of c.messages) {
  if ("svg" in m) attrs.svg = m.svg;  // the whole SVG, as the widget's state
  else handlers.forEach((f) => f(m));
}
const good = attrs.svg;
const stale = c.messages.find((m) => m.kind === "svg");  // edits for another SVG than the one held
handlers.forEach((f) => f(stale));
console.log(JSON.stringify({ svg: good, back, after: attrs.svg === good }));
""", encoding="utf-8")
    out = subprocess.run(["node", str(script), str(tmp_path / "case.json")], capture_output=True, text=True,
                         check=True, timeout=60).stdout
    result = json.loads(out)
    assert result["svg"] == app.board.svg
    assert result["back"] == [{"kind": "svg-resync"}] and result["after"]


def test_controls_replaced_at_a_redraw_are_dropped_by_the_kernel_without_a_message():
    from comm import get_comm_manager
    from ipywidgets import Widget
    from ipywidgets.widgets.widget import _instances

    from benchmarks.widget_messages import page
    app = page("apache")
    rng = random.Random(3)
    widgets, comms, closes = [], [], []
    close = Widget.close
    Widget.close = lambda self: (self.comm is not None and closes.append(self),  # type: ignore[method-assign]
                                 close(self))[1]  # (a dropped widget's __del__ calls close(): nothing to send)
    try:
        for _ in range(80):
            if app.state.is_terminal or not app.board.live:
                break
            app.board.click(rng.choice(app.board.live))
            widgets.append(len(_instances))
            comms.append(len(get_comm_manager().comms))
    finally:
        Widget.close = close  # type: ignore[method-assign]
    assert len(app.table.moves) > 40
    assert max(widgets) - min(widgets) < 60 and max(comms) - min(comms) < 60  # a move's ~25 widgets do not pile up
    assert not closes  # no comm_close: the browser stops showing them, and its copies go with the page
    shown = [w for row in app.control_box.children for w in [row, *getattr(row, "children", ())]]
    assert all(w.comm is not None and w.model_id in _instances for w in shown)
