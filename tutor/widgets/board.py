"""The clickable board, written once for every game: the widget and the click controller.

**The widget.** :class:`BoardWidget` is an anywidget (ESM ``board.js``, CSS ``board.css``, both package
data) with three synced traits: ``svg`` (the board, a standalone SVG string), ``live`` (the target ids a
click may choose now) and ``selected`` (the ids chosen so far). A click on an element carrying
``data-target`` (drawn by :func:`tutor.render.svg.target`), or Enter/Space on a focused one (targets
have ``tabindex="0"``), sends ``{"kind": "click", "target": id}`` to Python; Escape sends
``{"kind": "escape"}``. Handlers are registered with :meth:`BoardWidget.on_click` and
:meth:`BoardWidget.on_escape`; :meth:`BoardWidget.click` does in Python what a click does (for tests).
The SVG scales to its container (``width: 100%; height: auto``, its viewBox kept). ``value`` is an
alias of ``svg``, so code that set an HTML widget's value keeps working.

**Small messages** (issue #25). A redraw changes a few elements of a board of 10-55 kB (a chosen target, the
next step's marks and hints, the pieces a move moved), and every message passes through the server's one
thread. So a changed ``svg`` is not sent whole: :func:`svg_edits` compares it with the SVG the front end
holds, tag by tag, and the widget sends only the edits (a custom message ``{"kind": "svg", "base", "size",
"sum", "edits": [[start, end, text], ...]}``, offsets in the old SVG's UTF-16 units); ``board.js`` applies
them once per model and checks the result's length and Adler-32 sum. The whole SVG still goes when the page
loads (the widget's state), when the edits would not be much smaller, and when the front end asks for it
(``{"kind": "svg-resync"}``, sent when its SVG does not match the edits). ``live`` and ``selected`` stay
small lists; the front end marks them with the classes ``live`` and ``selected``.

**The controller.** :class:`ClickController` turns clicks into moves, for any game, from a list of
:class:`Choice` (a path of target ids, what it does in words, and how to play it) that the page gives
it at each redraw; a :class:`tutor.widgets.play_page.PlayPage` builds them from ``state.legal_actions()``
and the renderer's ``click_path(state, action)``:

* the *live* targets are the next ids of the allowed choices whose paths extend the selection so far;
* a click on a live target extends the selection; when the selection is a whole path, its choice is
  played (through the page's ``act()``: same verdicts, same log) and the selection clears (``play()``
  must redraw the page, which calls :meth:`ClickController.refresh`); a click on a chosen target
  clears the selection;
* a click on a target that is not live, or Escape, clears the selection and says why in the message
  line: the refusal of a choice the rules forbid (``Choice.refused``, from ``state.check()``), else
  that nothing can be done with that now;
* the hint of a live target (its hover text) is the choice's text when the click completes it, else
  ``choose ...`` with what it may lead to; a refused choice's first target carries its refusal.

Paths must be unique among the allowed choices and none a proper prefix of another (add a ``button:``
step to tell such actions apart). The renderer draws every id it is given in ``targets`` (id -> hint)
as a target and the ``selected`` ones as chosen; it computes no rules.
"""
from __future__ import annotations

import difflib
import json
import os
import re
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

import anywidget
import traitlets

from tutor.core.i18n import Joined, M, tr

HERE = Path(__file__).parent

Draw = Callable[[Mapping[str, str], Sequence[str]], str]   # (targets: id -> hint, selected ids) -> SVG
Say = Callable[[str, str], None]                          # (text, kind: "info" | "error" | "good")


#: an SVG split into its tags and the text between them (what :func:`svg_edits` compares)
_PIECES = re.compile(r"<[^>]*>|[^<]+")
#: equal stretches shorter than this (in characters) between two edits are sent as part of one edit
_MERGE_GAP = 24
#: the edits are sent instead of the whole SVG only when their JSON is at most this share of the SVG's JSON
EDIT_SHARE = 0.8


def utf16_units(text: str) -> int:
    """The length of ``text`` as JavaScript counts it (UTF-16 code units)."""
    return len(text) if not text or max(text) <= "\uffff" else len(text.encode("utf-16-le")) // 2


def svg_sum(text: str) -> int:
    """The Adler-32 sum of ``text`` as UTF-16 (little-endian) bytes: ``board.js`` computes the same."""
    return zlib.adler32(text.encode("utf-16-le"))


def _common(a: str, b: str) -> tuple[int, int]:
    """The lengths of the common start and the common end of ``a`` and ``b`` (not overlapping)."""
    head = len(os.path.commonprefix([a, b]))
    tail = len(os.path.commonprefix([a[:head - 1:-1] if head else a[::-1], b[:head - 1:-1] if head else b[::-1]]))
    return head, tail


def svg_edits(old: str, new: str) -> list[list[int | str]]:
    """The edits that turn ``old`` into ``new``: ``[start, end, text]`` (the old SVG's UTF-16 units from
    ``start`` to ``end`` replaced by ``text``), in order and apart. Tags and the text between them are compared
    whole; a tag replaced by one tag is then cut to what changed in it (a moved element: its coordinates), and
    edits near each other are joined."""
    a, b = _PIECES.findall(old), _PIECES.findall(new)
    starts = [0]
    for piece in a:
        starts.append(starts[-1] + len(piece))
    head = 0
    while head < len(a) and head < len(b) and a[head] == b[head]:
        head += 1
    tail = 0
    while tail < len(a) - head and tail < len(b) - head and a[-1 - tail] == b[-1 - tail]:
        tail += 1
    opcodes = difflib.SequenceMatcher(None, a[head:len(a) - tail], b[head:len(b) - tail]).get_opcodes()
    raw: list[tuple[int, int, str]] = []  # (start, end, text) in old's characters
    for op, i1, i2, j1, j2 in opcodes:
        i1, i2, j1, j2 = i1 + head, i2 + head, j1 + head, j2 + head
        if op == "equal":
            continue
        if op == "replace" and i2 - i1 == j2 - j1:
            for k in range(i2 - i1):
                x, y = a[i1 + k], b[j1 + k]
                front, back = _common(x, y)
                raw.append((starts[i1 + k] + front, starts[i1 + k + 1] - back, y[front:len(y) - back]))
        else:
            raw.append((starts[i1], starts[i2], "".join(b[j1:j2])))
    joined: list[list] = []
    for start, end, text in raw:
        if joined and start - joined[-1][1] < _MERGE_GAP:
            joined[-1][1], joined[-1][2] = end, joined[-1][2] + old[joined[-1][1]:start] + text
        else:
            joined.append([start, end, text])
    if old and max(old) > "\uffff":  # offsets in UTF-16 units, as JavaScript counts them
        for edit in joined:
            edit[0], edit[1] = utf16_units(old[:edit[0]]), utf16_units(old[:edit[1]])
    return joined


class BoardWidget(anywidget.AnyWidget):
    """An SVG board whose ``data-target`` elements can be clicked or chosen with the keyboard."""

    _esm = HERE / "board.js"
    _css = HERE / "board.css"
    svg = traitlets.Unicode("").tag(sync=True)
    live = traitlets.List(traitlets.Unicode(), default_value=[]).tag(sync=True)
    selected = traitlets.List(traitlets.Unicode(), default_value=[]).tag(sync=True)
    #: the widget's own words (its zoom button), in the page's language when the widget is made
    words = traitlets.Dict(default_value={}).tag(sync=True)

    #: send a changed SVG as edits of the one the front end holds (False: whole, as before; for comparisons)
    patches = True
    _shown = ""  # the SVG the front end holds (or will once the messages sent reach it)

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("words", {"zoom": tr(M("Zoom in")), "fit": tr(M("Fit to screen"))})
        super().__init__(**kwargs)
        self._shown = self.svg
        self._clicks: list[Callable[[str], None]] = []
        self._escapes: list[Callable[[], None]] = []
        self.on_msg(self._received)

    def open(self) -> None:
        super().open()
        self._shown = self.svg  # a comm opens with the whole state

    def _should_send_property(self, key: str, value: Any) -> bool:
        """ipywidgets asks this before it sends a changed trait: a changed SVG goes as edits when that is
        smaller (sent at once, in order with the other messages), else whole as any trait."""
        if key != "svg":
            return bool(super()._should_send_property(key, value))
        old, self._shown = self._shown, value
        if (not self.patches or self.comm is None or key in self._property_lock
                or (self._holding_sync and key in self._states_to_send)):  # (the whole SVG is on its way)
            return bool(super()._should_send_property(key, value))
        if old == value:
            return False
        if not old:  # nothing to edit: the first drawing goes whole
            return bool(super()._should_send_property(key, value))
        edits = svg_edits(old, value)
        message = {"kind": "svg", "base": utf16_units(old), "size": utf16_units(value), "sum": svg_sum(value),
                   "edits": edits}
        if len(json.dumps(edits)) > EDIT_SHARE * len(json.dumps(value)):
            return bool(super()._should_send_property(key, value))
        self.send(message)
        return False

    def resend_svg(self) -> None:
        """Send the whole SVG (the front end's did not match the edits it was sent)."""
        self._shown = self.svg
        self.send_state("svg")

    @property
    def value(self) -> str:
        """The SVG (the name an HTML widget uses)."""
        return self.svg

    @value.setter
    def value(self, svg: str) -> None:
        self.svg = svg

    def on_click(self, handler: Callable[[str], None]) -> None:
        """Call ``handler(target_id)`` on every click (or Enter/Space) on a target."""
        self._clicks.append(handler)

    def on_escape(self, handler: Callable[[], None]) -> None:
        """Call ``handler()`` when Escape is pressed on the board."""
        self._escapes.append(handler)

    def click(self, target_id: str) -> None:
        """What a click on the target ``target_id`` does (the browser sends the same message)."""
        self._received(self, {"kind": "click", "target": target_id}, [])

    def escape(self) -> None:
        self._received(self, {"kind": "escape"}, [])

    def _received(self, _widget: object, content: object, _buffers: object) -> None:
        if not isinstance(content, dict):
            return
        kind = content.get("kind")
        if kind == "click":
            target = content.get("target")
            if isinstance(target, str) and 0 < len(target) <= 200:  # a page's message, bounded
                for handler in list(self._clicks):
                    handler(target)
        elif kind == "escape":
            for escape in list(self._escapes):
                escape()
        elif kind == "svg-resync":
            self.resend_svg()


@dataclass(frozen=True)
class Choice:
    """Something a person may do by clicking: the target ids in order, what it does in words (a message,
    or a plain text), and ``play()`` to do it (True when it was done). ``refused``: the rules' reason it
    cannot be done now (then it is never played; its targets explain the refusal)."""

    path: tuple[str, ...]
    text: str
    play: Callable[[], object]
    refused: str = ""


def live_targets(choices: Sequence[Choice], prefix: Sequence[str]) -> dict[str, list[Choice]]:
    """The next ids of the allowed choices whose paths extend ``prefix``, with those choices, in order."""
    prefix = tuple(prefix)
    found: dict[str, list[Choice]] = {}
    for choice in choices:
        path = choice.path
        if not choice.refused and len(path) > len(prefix) and path[:len(prefix)] == prefix:
            found.setdefault(path[len(prefix)], []).append(choice)
    return found


def leads_to(texts: Sequence[str]) -> str:
    """The first moves of a list, for a hint or a message (a message; ``; ...`` when there are more than four)."""
    shown = Joined(texts[:4], "; ")
    return M("{moves}; ...", moves=shown) if len(texts) > 4 else shown


def hint(choices: Sequence[Choice], prefix: Sequence[str], target_id: str) -> str:
    """What a click on ``target_id`` would do after ``prefix``: the choice's text when it completes a
    path, else ``choose ...`` with the moves it leads to (a message: render it to draw it)."""
    path = (*prefix, target_id)
    whole = [c for c in choices if c.path == path and not c.refused]
    if whole:
        return whole[0].text
    after = [c.text for c in choices if c.path[:len(path)] == path and not c.refused]
    return M("choose: then {moves}", moves=leads_to(after)) if after else M("choose")


class ClickController:
    """Clicks on a :class:`BoardWidget` to moves: the selection so far, the live targets and their
    hints, what a click does and why a click is refused. ``choices()`` gives what may be clicked now,
    ``draw(targets, selected)`` draws the board, ``say(text, kind)`` writes the message line."""

    def __init__(self, board: BoardWidget, choices: Callable[[], Sequence[Choice]], draw: Draw, say: Say) -> None:
        self.board = board
        self.choices = choices
        self.draw = draw
        self.say = say
        self.selection: tuple[str, ...] = ()
        self._current: Sequence[Choice] = ()
        board.on_click(self.click)
        board.on_escape(self.escape)

    def targets(self) -> dict[str, str]:
        """The ids to draw as targets, with their hints (rendered in the page's language): the live ones, and
        the first step of each refused choice (hint: the refusal), unless already live."""
        choices = self._current
        live = live_targets(choices, self.selection)
        shown = {tid: tr(hint(choices, self.selection, tid)) for tid in live}
        if not self.selection:
            for choice in choices:
                if choice.refused and choice.path and choice.path[0] not in shown:
                    shown[choice.path[0]] = tr(M("not now: {reason}", reason=choice.refused))
        return shown

    def refresh(self) -> None:
        """Redraw the board for the choices as they are now (a selection no longer possible is dropped)."""
        self._current = list(self.choices())
        if self.selection and not live_targets(self._current, self.selection):
            self.selection = ()
        targets = self.targets()
        live = list(live_targets(self._current, self.selection))
        svg = self.draw(targets, self.selection)
        with self.board.hold_sync():
            self.board.svg = svg
            self.board.live = live
            self.board.selected = list(self.selection)

    def click(self, target_id: str) -> None:
        """A click on ``target_id``: extend the selection, play a whole path, or clear it and say why."""
        live = live_targets(self._current, self.selection)
        if target_id in self.selection and target_id not in live:  # (a path may pass one place twice)
            self.escape()
            return
        if target_id not in live:
            self.refuse(target_id)
            return
        path = (*self.selection, target_id)
        whole = [c for c in live[target_id] if c.path == path]
        if whole:
            self.selection = ()
            whole[0].play()  # the page redraws after playing, which calls refresh()
            return
        self.selection = path
        after = [c.text for c in live[target_id]]
        self.say(tr(M("Chosen. Now click a highlighted place: {moves}. Escape (or a click on the chosen one) "
                      "starts again.", moves=leads_to(after))), "info")
        self.refresh()

    def refuse(self, target_id: str) -> None:
        """A click on a target that is not live: clear the selection and say why."""
        had = self.selection
        self.selection = ()
        refused = [c for c in self._current if c.refused and c.path[:len(had) + 1] == (*had, target_id)]
        if not refused and had:
            refused = [c for c in self._current if c.refused and c.path[:1] == (target_id,)]
        if refused:
            self.say(refused[0].refused, "error")
        elif had:
            self.say(tr(M("That does not go with what was chosen: the choice is cleared. Click a highlighted "
                          "place.")), "error")
        else:
            self.say(tr(M("Nothing can be done with that now: click a highlighted place.")), "error")
        self.refresh()

    def escape(self) -> None:
        """Escape: forget the selection."""
        if self.selection:
            self.selection = ()
            self.say(tr(M("Choice cleared.")), "info")
        self.refresh()
