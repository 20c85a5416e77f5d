"""What a clickable board drawing shares: live and chosen targets, drawn buttons and chips.

A renderer's ``board_svg(state, *, targets=None, selected=())`` wraps each element whose target id is
a key of ``targets`` with :func:`tutor.render.svg.target` (the hint as its title), and draws the
``selected`` ones as chosen targets (:class:`Clicks` does both,
with :func:`tutor.render.svg.clickable`). Choices with no place on the board are drawn as a strip of
buttons (:func:`button_strip`, ids ``button:...``), pieces off the board as chips (:func:`chips`).
Nothing here reads the rules: which ids are live and their hints come from the caller. Labels and titles
may be messages: they are drawn in the current language.
"""
from __future__ import annotations

from typing import Callable, Collection, Mapping, Sequence

from tutor.core.i18n import tr

from . import svg
from .svg import EDGE, HALO, INK, MUTED, PANEL, SELECTED, clickable

SELECT = SELECTED  # the outline of a chosen element
BUTTON_H = 26


class Clicks:
    """What a drawing makes clickable (``targets``: id -> hint; None: not interactive) and what is
    chosen (``selected``)."""

    def __init__(self, targets: Mapping[str, str] | None, selected: Sequence[str]):
        self.on = targets is not None
        self.targets = dict(targets or {})
        self.selected = set(selected)

    def live(self, target_id: str) -> bool:
        return target_id in self.targets

    def chosen(self, target_id: str) -> bool:
        return target_id in self.selected

    def shown(self, prefix: str) -> list[str]:
        """The ids starting with ``prefix`` that are live or chosen: live first, in the caller's order."""
        ids = [t for t in self.targets if t.startswith(prefix)]
        return ids + sorted(t for t in self.selected if t.startswith(prefix) and t not in self.targets)

    def wrap(self, target_id: str, fragment: str) -> str:
        """``fragment`` as a target when it is live or chosen (a click on a chosen one takes it back),
        else as it is."""
        return clickable(target_id, fragment, self.targets, sorted(self.selected))


def _box(x: float, y: float, w: float, h: float, label: str, size: float, live: bool, chosen: bool) -> str:
    fill = HALO if chosen else ("#FFFFFF" if live else PANEL)
    return (svg.rect(x, y, w, h, fill, stroke=SELECT if chosen else (INK if live else EDGE),
                     width=2 if chosen else 1.2, rx=5)
            + svg.text(x + w / 2, y + h / 2 + size * 0.36, label, size, weight="bold" if live or chosen else "normal",
                       anchor="middle", fill=INK if live or chosen else MUTED))


def button_strip(clicks: Clicks, label: Callable[[str], str], x0: float, y0: float,
                 width: float, skip: Collection[str] = ()) -> tuple[str, float]:
    """The live and chosen ``button:`` ids (but those in ``skip``, drawn otherwise) as drawn buttons in
    rows from (x0, y0) within ``width``, with ``label(id)`` on each; their height (0 when there are none)."""
    parts, x, y = [], x0, y0
    for target_id in (i for i in clicks.shown("button:") if i not in skip):
        words = tr(label(target_id))
        w = 16 + 6.6 * len(words)
        if x > x0 and x + w > x0 + width:
            x, y = x0, y + BUTTON_H + 6
        body = _box(x, y, w, BUTTON_H, words, 12, clicks.live(target_id), clicks.chosen(target_id))
        parts.append(clicks.wrap(target_id, f'<g class="button">{body}</g>'))
        x += w + 6
    if not parts:
        return "", 0
    return f'<g class="buttons">{"".join(parts)}</g>', y - y0 + BUTTON_H + 8


def chips(clicks: Clicks, x: float, y: float, title: str, items: Sequence[tuple[str, str]],
          width: float = 10_000) -> tuple[str, float]:
    """A titled row of chips (pieces in a camp or a shop, cards in a hand) from (x, y), wrapping within
    ``width``, each a target when live; their height."""
    parts = [svg.text(x, y + 12.5, title, 9.5, fill=MUTED)] if title else []
    left = x + (34 if title else 0)
    cx, cy = left, y
    for target_id, given in items:
        words = tr(given)
        w = 10 + 6.2 * len(words)
        if cx > left and cx + w > x + width:
            cx, cy = left, cy + 21
        body = _box(cx, cy, w, 17, words, 10.5, clicks.live(target_id), clicks.chosen(target_id))
        parts.append(clicks.wrap(target_id, f'<g class="chip">{body}</g>'))
        cx += w + 4
    return "".join(parts), cy - y + 17


def label_of(words: Mapping[str, str]) -> Callable[[str], str]:
    """A button's label: its words in ``words`` by id (without ``button:``), else the id in plain words."""
    def label(target_id: str) -> str:
        key = target_id.removeprefix("button:")
        return words.get(key, key.replace(":", " ").replace("-", " "))
    return label
