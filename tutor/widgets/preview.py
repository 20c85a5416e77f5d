"""A page's first picture, seen before Voila's front end has started.

Voila sends a page's HTML as soon as the notebook has run (with preheated kernels, well under a second),
but draws nothing until its front end has loaded, connected to the kernel and built every widget: one
to two seconds more, on a quiet machine, for any page (a bare one-widget page included). So that the
board is seen at once, a page's display also carries a plain HTML picture of its top, down to the first
board: headings, texts, messages and the board's SVG, as the page shows them now, without its buttons.
The served template (``serve/share/voila/templates/tabletop``) writes that picture into the page's HTML,
above Voila's spinner, and removes it when the front end shows the real page. In JupyterLab the widget
is drawn as before (its renderer ranks above ``text/html``); where no widget can be drawn (a notebook
viewer), the picture is what is seen.

The picture is the page's own drawing (renderers escape every text they draw), never a visitor's input.
"""
from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as widgets

from tutor.core.i18n import M, tr

from .board import BoardWidget

#: the class the template looks for (and the only one it looks for) in a widget's ``text/html``
PREVIEW = "tutor-preview"
#: the line above the picture (rendered in the page's language when the picture is made)
WAIT = M("The page is starting: its buttons and the clickable board appear in a moment.")


def _shown(widget: widgets.Widget) -> bool:
    layout = getattr(widget, "layout", None)
    return layout is None or (layout.display != "none" and layout.visibility != "hidden")


def _is_board(widget: widgets.Widget) -> bool:
    return any(cls.endswith("-board") for cls in getattr(widget, "_dom_classes", ()))


def preview_html(page: widgets.Widget, *, to_first_control: bool = False) -> str:
    """The picture of ``page`` down to its first board widget drawn, or "" if it has none (then no
    picture). With ``to_first_control`` (a lesson, whose boards are drawn inside its texts), the
    picture runs down to the first control instead, and needs a drawing in its texts."""
    parts: list[str] = []

    def walk(widget: widgets.Widget) -> bool:  # True once the picture is complete
        if not _shown(widget):
            return False
        if isinstance(widget, BoardWidget) or (isinstance(widget, widgets.HTML) and _is_board(widget)):
            svg = widget.svg if isinstance(widget, BoardWidget) else widget.value
            if "<svg" not in svg:
                return False
            parts.append(f'<div class="tutor-preview-board">{svg}</div>')
            return True
        if isinstance(widget, (widgets.HTML, widgets.HTMLMath)):
            if widget.value.strip():
                parts.append(f"<div>{widget.value}</div>")
        elif isinstance(widget, widgets.Label):
            if widget.value.strip():
                parts.append(f"<div>{escape(tr(widget.value))}</div>")
        elif isinstance(widget, (widgets.Accordion, widgets.Tab, widgets.Stack)):
            pass  # folded away or one page of several: not in the first picture
        elif isinstance(widget, widgets.Box):
            return any(walk(child) for child in widget.children)
        elif to_first_control:
            return True
        return False

    complete = walk(page)
    if not (complete and "<svg" in "".join(parts)):
        return ""
    return (f'<div class="{PREVIEW}" aria-busy="true"><p class="tutor-preview-wait">{escape(tr(WAIT))}</p>'
            f'{"".join(parts)}</div>')


class Previewed:
    """A page widget whose display carries :func:`preview_html` as its ``text/html`` (mixed in before
    the ipywidgets base class)."""

    #: the picture runs down to the first control, not to the first board widget (a lesson)
    preview_to_first_control = False

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        bundle = super()._repr_mimebundle_(**kwargs)  # type: ignore[misc]
        if isinstance(bundle, dict) and "application/vnd.jupyter.widget-view+json" in bundle:
            picture = preview_html(self, to_first_control=self.preview_to_first_control)  # type: ignore[arg-type]
            if picture:
                bundle["text/html"] = picture
        return bundle
