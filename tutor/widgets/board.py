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

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

import anywidget
import traitlets

from tutor.core.i18n import Joined, M, tr

HERE = Path(__file__).parent

Draw = Callable[[Mapping[str, str], Sequence[str]], str]   # (targets: id -> hint, selected ids) -> SVG
Say = Callable[[str, str], None]                          # (text, kind: "info" | "error" | "good")


class BoardWidget(anywidget.AnyWidget):
    """An SVG board whose ``data-target`` elements can be clicked or chosen with the keyboard."""

    _esm = HERE / "board.js"
    _css = HERE / "board.css"
    svg = traitlets.Unicode("").tag(sync=True)
    live = traitlets.List(traitlets.Unicode(), default_value=[]).tag(sync=True)
    selected = traitlets.List(traitlets.Unicode(), default_value=[]).tag(sync=True)
    #: the widget's own words (its zoom button), in the page's language when the widget is made
    words = traitlets.Dict(default_value={}).tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("words", {"zoom": tr(M("Zoom in")), "fit": tr(M("Fit to screen"))})
        super().__init__(**kwargs)
        self._clicks: list[Callable[[str], None]] = []
        self._escapes: list[Callable[[], None]] = []
        self.on_msg(self._received)

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
