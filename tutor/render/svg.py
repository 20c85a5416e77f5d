"""What every board drawing shares: the palette, the player colours and the SVG primitives.

Pure functions that return SVG fragments as strings; each game's renderer (``tutor.render.<game>``)
builds its ``board_svg(state, *, viewer=None)`` from them.
"""
from __future__ import annotations

from html import escape

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





def num(value: float) -> str:
    """A coordinate without trailing zeros."""
    return f"{value:.1f}".rstrip("0").rstrip(".")


def text(x: float, y: float, words: str, size: float = 12, *, weight: str = "normal", anchor: str = "start",
          fill: str = INK, cls: str = "") -> str:
    """A line of escaped text."""
    extra = f' class="{cls}"' if cls else ""
    bold = ' font-weight="bold"' if weight == "bold" else ""
    return (f'<text x="{num(x)}" y="{num(y)}" font-size="{num(size)}" text-anchor="{anchor}" '
            f'fill="{fill}"{bold}{extra}>{escape(words)}</text>')


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
    """Split text into lines of at most ``chars`` characters where ``sep`` occurs (kept at line ends)."""
    lines: list[str] = []
    for piece in words.split(sep):
        if lines and len(lines[-1]) + len(sep) + len(piece) <= chars:
            lines[-1] += sep + piece
        else:
            if lines:
                lines[-1] += sep.rstrip()
            lines.append(piece)
    return lines


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
