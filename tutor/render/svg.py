"""What every board drawing shares: the palette, the player colours and the SVG primitives.

Pure functions that return SVG fragments as strings; each game's renderer (``tutor.render.<game>``)
builds its ``board_svg(state, *, viewer=None, targets=None, selected=())`` from them.

Clickable boards: a renderer wraps each element a person may click in :func:`target` (one primitive for
every game), with a short domain id (``hand:3``, ``card:lupo``, ``region:12``, ``button:pass``...). The
board widget (``tutor.widgets.board``) finds targets by their ``data-target`` attribute.

Words are drawn in the current language (:func:`tutor.core.i18n.current`): every primitive that takes words
(a label, a hint) takes a message, a game term or a plain ``str`` and renders it as it draws.
"""
from __future__ import annotations

from html import escape
from typing import Mapping, Sequence

from tutor.core.i18n import CLOSE, OPEN, M, tr

#: colour index -> (fill, letter, corner shape); every fill keeps dark text readable (contrast > 5:1)
COLOUR_STYLE: dict[int, tuple[str, str, str]] = {
    0: ("#E8604C", "R", "circle"),
    1: ("#F0E442", "Y", "triangle"),
    2: ("#2BB38A", "G", "square"),
    3: ("#79C0F5", "B", "diamond"),
    4: ("#AF7FD0", "P", "cross"),
}
#: a text glyph for each corner shape, for buttons and labels outside SVG
SHAPE_GLYPHS = {"circle": "\u25cf", "triangle": "\u25b2", "square": "\u25a0", "diamond": "\u25c6",
                "cross": "\u271a"}

INK = "#1B1B1B"
MUTED = "#5A5248"
PAPER = "#FBF8F1"
PANEL = "#F1EBDD"
EDGE = "#9C8B6E"
BOOTY_FILL = "#F6ECD6"
BOOTY_FRAME = "#D8C39A"
BACK = "#6E4B2A"
BACK_MOTIF = "#D9B77E"
HALO = "#FFD23F"
BAD = "#A4231B"
GOOD = "#1E6B3A"
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
SELECTED = "#1F5FBF"  # the outline of a chosen target (blue: apart from the gold halo of the last action)


def num(value: float) -> str:
    """A coordinate without trailing zeros."""
    return f"{value:.1f}".rstrip("0").rstrip(".")


def text(x: float, y: float, words: str, size: float = 12, *, weight: str = "normal", anchor: str = "start",
          fill: str = INK, cls: str = "") -> str:
    """A line of escaped text (a message or term is rendered in the current language)."""
    extra = f' class="{cls}"' if cls else ""
    bold = ' font-weight="bold"' if weight == "bold" else ""
    return (f'<text x="{num(x)}" y="{num(y)}" font-size="{num(size)}" text-anchor="{anchor}" '
            f'fill="{fill}"{bold}{extra}>{escape(tr(words))}</text>')


def rect(x: float, y: float, w: float, h: float, fill: str, *, stroke: str = "none", width: float = 1,
          rx: float = 0, dash: str = "") -> str:
    """A rectangle, optionally rounded, outlined or dashed."""
    dashes = f' stroke-dasharray="{dash}"' if dash else ""
    return (f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" rx="{num(rx)}" '
            f'fill="{fill}" stroke="{stroke}" stroke-width="{num(width)}"{dashes}/>')


def tint(hex_colour: str, amount: float) -> str:
    """The colour mixed with white (``amount`` 1 is white)."""
    rgb = [int(hex_colour[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(c + (255 - c) * amount):02X}" for c in rgb)


def wrap(words: str, chars: int, sep: str = " ") -> list[str]:
    """Split text (rendered in the current language) into lines of at most ``chars`` characters where
    ``sep`` occurs (kept at line ends)."""
    lines: list[str] = []
    for piece in tr(words).split(sep):
        if lines and len(lines[-1]) + len(sep) + len(piece) <= chars:
            lines[-1] += sep + piece
        else:
            if lines:
                lines[-1] += sep.rstrip()
            lines.append(piece)
    return _balanced(lines) if OPEN in words or OPEN in "".join(lines) else lines


def _balanced(lines: list[str]) -> list[str]:
    """Lines of a text in the pseudo-language, each with its own ``⟦…⟧``: a message split over lines stays
    wrapped on every line (each line is a text of its own on the page)."""
    out, depth = [], 0
    for line in lines:
        start = depth
        for char in line:
            depth = depth + 1 if char == OPEN else max(0, depth - 1) if char == CLOSE else depth
        out.append(OPEN * start + line + CLOSE * depth)
    return out


def shape(shape: str, cx: float, cy: float, r: float) -> str:
    """A colour's corner shape (a name from :data:`COLOUR_STYLE`) in ink, centred on (cx, cy)."""
    if shape == "circle":
        return f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r * 0.9)}" fill="{INK}"/>'
    if shape == "square":
        return rect(cx - r * 0.8, cy - r * 0.8, r * 1.6, r * 1.6, INK)
    if shape == "triangle":
        points = [(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)]
    elif shape == "diamond":
        points = [(cx, cy - r * 1.05), (cx + r * 0.85, cy), (cx, cy + r * 1.05), (cx - r * 0.85, cy)]
    else:  # cross
        a, b = r * 0.35, r
        points = [(cx - a, cy - b), (cx + a, cy - b), (cx + a, cy - a), (cx + b, cy - a), (cx + b, cy + a),
                  (cx + a, cy + a), (cx + a, cy + b), (cx - a, cy + b), (cx - a, cy + a), (cx - b, cy + a),
                  (cx - b, cy - a), (cx - a, cy - a)]
    return f'<polygon points="{" ".join(f"{num(px)},{num(py)}" for px, py in points)}" fill="{INK}"/>'


def target(target_id: str, fragment: str, hint: str, *, selected: bool = False) -> str:
    """``fragment`` as a clickable, focusable target named ``target_id``, whose hover text is ``hint``.

    ``<g class="target" data-target="<id>" tabindex="0" role="button" aria-label="<hint>">``; a chosen
    one (``selected``) has the class ``selected`` too. The board widget's CSS outlines live and chosen
    targets; the drawing computes no rules (the caller says which ids are live and what they do)."""
    cls = "target selected" if selected else "target"
    hint_text = escape(tr(hint))
    return (f'<g class="{cls}" data-target="{escape(target_id)}" tabindex="0" role="button" '
            f'aria-label="{hint_text}"><title>{hint_text}</title>{fragment}</g>')


def clickable(target_id: str, fragment: str, targets: Mapping[str, str] | None,
              selected: Sequence[str] = ()) -> str:
    """``fragment`` as a :func:`target` when ``target_id`` is a key of ``targets`` (with that hint),
    as a chosen target when it is in ``selected`` (hint: "chosen"), else unchanged."""
    if targets and target_id in targets:
        return target(target_id, fragment, targets[target_id], selected=target_id in selected)
    if target_id in selected:
        return target(target_id, fragment, M("chosen"), selected=True)
    return fragment


def button_strip(buttons: Sequence[tuple[str, str]], x: float, y: float, targets: Mapping[str, str] | None,
                 selected: Sequence[str] = (), *, height: float = 30, gap: float = 8,
                 size: float = 13) -> tuple[str, float]:
    """Drawn buttons for actions that have no place on the board (pass, end turn, decline...): one per
    ``(target id, label)`` that is live in ``targets`` or chosen, left to right from (x, y), wrapping at
    nothing (the caller leaves room). Returns the SVG and the width used (0 when no button is live)."""
    parts, cx = [], x
    for target_id, label in buttons:
        if not (targets and target_id in targets) and target_id not in selected:
            continue
        label = tr(label)
        w = 0.62 * size * len(label) + 24
        body = (rect(cx, y, w, height, "#FFFFFF", stroke=INK, width=1.5, rx=height / 2)
                + text(cx + w / 2, y + height / 2 + size * 0.36, label, size, weight="bold", anchor="middle"))
        parts.append(clickable(target_id, body, targets, selected))
        cx += w + gap
    return "".join(parts), (cx - x - gap if parts else 0)
