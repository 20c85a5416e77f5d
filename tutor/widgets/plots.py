"""Matplotlib figures as crisp pictures that keep their proportions and shrink on a phone.

:func:`svg_image` draws a figure as SVG (sharp at any zoom) inside an ``<img>``: at most its natural width,
the page's width on a narrow screen, the height following the width (never stretched). An ``<img>`` keeps
the figure's ids and styles apart from the page's. :func:`png_2x` is for an ``ipywidgets.Image``: a PNG at
twice the screen's pixel density, with the CSS width it is to be shown at.
"""
from __future__ import annotations

import base64
import io
import re
from html import escape

from matplotlib import rc_context
from matplotlib.figure import Figure

#: CSS pixels per point (an SVG from matplotlib is measured in points)
PX_PER_PT = 96 / 72
#: the pixel density of a PNG: twice a plain screen's, for sharp lines on a phone or a high-density screen
DPI = 192


def figure_svg(fig: Figure) -> str:
    """The figure as an SVG document, trimmed to what is drawn (no date, so the same figure gives the same text)."""
    buffer = io.StringIO()
    with rc_context({"svg.hashsalt": "tutor"}):  # ids from the drawing, not at random
        fig.savefig(buffer, format="svg", bbox_inches="tight", metadata={"Date": None})
    return buffer.getvalue()


def natural_width(svg: str) -> int:
    """The width in CSS pixels an SVG from matplotlib is drawn at (its root's ``width`` in points)."""
    match = re.search(r'<svg[^>]*\swidth="([\d.]+)pt"', svg)
    if match is None:
        raise ValueError("not an SVG from matplotlib: its root has no width in points")
    return round(float(match.group(1)) * PX_PER_PT)


def svg_image(fig: Figure, alt: str, cls: str = "") -> str:
    """An ``<img>`` of the figure as SVG, ``alt`` saying what it shows (``cls``: extra CSS classes)."""
    svg = figure_svg(fig)
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return (f"<img class='tutor-plot {escape(cls, quote=True)}' alt='{escape(alt, quote=True)}' "
            f"src='data:image/svg+xml;base64,{data}' "
            f"style='display:block; width:100%; max-width:{natural_width(svg)}px; height:auto'>")


def chart(fig: Figure, *, title: str, ylabel: str, alt: str, cls: str = "") -> str:
    """Finish a one-axes chart (its title, its y label, the legend) and draw it with :func:`svg_image`."""
    ax = fig.axes[0]
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    ax.legend()
    return svg_image(fig, alt, cls)


def png_2x(fig: Figure) -> tuple[bytes, int]:
    """The figure as a PNG at :data:`DPI` and the CSS width in pixels to show it at (half its pixels)."""
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=DPI)
    width = round(fig.get_figwidth() * 96)
    return buffer.getvalue(), width
