"""Matplotlib figures as crisp pictures that keep their proportions and shrink on a phone.

:func:`svg_image` draws a figure as SVG (sharp at any zoom) inside an ``<img>``: at most its natural width,
the page's width on a narrow screen, the height following the width (never stretched). An ``<img>`` keeps
the figure's ids and styles apart from the page's. :func:`png_2x` is for an ``ipywidgets.Image``: a PNG at
twice the screen's pixel density, with the CSS width it is to be shown at.

A figure's words are drawn in the page's language: :func:`chart` renders its title and label (messages or
plain texts), :func:`localize` its legend, axis labels and tick numbers (decimal comma in it, pl, es), which
:func:`svg_image` and :func:`png_2x` do before drawing.
"""
from __future__ import annotations

import base64
import io
import re
from html import escape

from typing import Any

from matplotlib import rc_context
from matplotlib.figure import Figure
from matplotlib.ticker import Formatter

from tutor.core.i18n import Message, Term, current, number, tr

#: CSS pixels per point (an SVG from matplotlib is measured in points)
PX_PER_PT = 96 / 72
#: the pixel density of a PNG: twice a plain screen's, for sharp lines on a phone or a high-density screen
DPI = 192


class LocalFormatter(Formatter):
    """A tick formatter that writes another's numbers with the language's decimal and group symbols."""

    def __init__(self, inner: Formatter, lang: str) -> None:
        self.inner, self.lang = inner, lang

    def _local(self, text: str) -> str:
        return _local_digits(text, self.lang)

    def __call__(self, x: Any, pos: Any = None) -> str:
        return self._local(self.inner(x, pos))

    def format_ticks(self, values: Any) -> list[str]:
        return [self._local(t) for t in self.inner.format_ticks(values)]

    def set_locs(self, locs: Any) -> None:
        self.inner.set_locs(locs)

    def get_offset(self) -> str:
        return self._local(self.inner.get_offset())

    def set_axis(self, axis: Any) -> None:
        super().set_axis(axis)
        self.inner.set_axis(axis)

    def format_data_short(self, value: Any) -> str:
        return self._local(self.inner.format_data_short(value))


def _local_digits(text: str, lang: str) -> str:
    """Digits as matplotlib writes them (``0.5``, ``1,000``, ``50%``), with the language's symbols."""
    if lang in ("en", "xx"):
        return text
    decimal, group = number(1.5, ".1f", lang)[1], number(1000, ",", lang)[1]
    return re.sub(r"(?<=\d)[.,](?=\d)", lambda m: decimal if m.group(0) == "." else group, text)


def _words(text: Any) -> Any:
    return tr(text) if isinstance(text, (Message, Term)) else text


def localize(fig: Figure) -> Figure:
    """The figure's words in the page's language: every title, axis label, legend and text given as a
    message is rendered, and the tick numbers use the language's decimal and group symbols."""
    lang = current()
    for ax in fig.axes:
        for get, put in ((ax.get_title, ax.set_title), (ax.get_xlabel, ax.set_xlabel),
                         (ax.get_ylabel, ax.set_ylabel)):
            put(_words(get()))
        legend = ax.get_legend()
        for text in [*ax.texts, *(legend.get_texts() if legend is not None else [])]:
            text.set_text(_words(text.get_text()))
        for axis in (ax.xaxis, ax.yaxis):
            formatter = axis.get_major_formatter()
            if lang not in ("en", "xx") and not isinstance(formatter, LocalFormatter):
                axis.set_major_formatter(LocalFormatter(formatter, lang))
    suptitle = getattr(fig, "_suptitle", None)
    if suptitle is not None:
        suptitle.set_text(_words(suptitle.get_text()))
    return fig


def figure_svg(fig: Figure) -> str:
    """The figure as an SVG document, trimmed to what is drawn (no date, so the same figure gives the same text)."""
    buffer = io.StringIO()
    localize(fig)
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
    """An ``<img>`` of the figure as SVG, ``alt`` saying what it shows (``cls``: extra CSS classes); words
    in the page's language."""
    alt = tr(alt)
    svg = figure_svg(fig)
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return (f"<img class='tutor-plot {escape(cls, quote=True)}' alt='{escape(alt, quote=True)}' "
            f"src='data:image/svg+xml;base64,{data}' "
            f"style='display:block; width:100%; max-width:{natural_width(svg)}px; height:auto'>")


def chart(fig: Figure, *, title: str, ylabel: str, alt: str, cls: str = "") -> str:
    """Finish a one-axes chart (its title, its y label, the legend) and draw it with :func:`svg_image`."""
    ax = fig.axes[0]
    ax.set_ylabel(tr(ylabel))
    ax.set_title(tr(title))
    ax.legend()
    return svg_image(fig, alt, cls)


def png_2x(fig: Figure) -> tuple[bytes, int]:
    """The figure as a PNG at :data:`DPI` and the CSS width in pixels to show it at (half its pixels)."""
    buffer = io.BytesIO()
    localize(fig)
    fig.savefig(buffer, format="png", dpi=DPI)
    width = round(fig.get_figwidth() * 96)
    return buffer.getvalue(), width
