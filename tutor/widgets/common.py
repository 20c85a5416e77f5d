"""Small pieces shared by the game apps: a message line, a scrolling log, colour-styled buttons."""
from __future__ import annotations

from html import escape

import ipywidgets as widgets


class MessageLine(widgets.HTML):
    """One line of feedback: an error in red, information in the usual ink, success in green."""

    STYLES = {"error": "#A4231B", "info": "#1B1B1B", "good": "#1E6B3A"}

    def __init__(self) -> None:
        super().__init__()
        self.add_class("tutor-message")

    def show(self, text: str, kind: str = "info") -> None:
        """Say ``text`` (escaped) in place of what was said."""
        self.value = self._line(text, kind)

    def add(self, text: str, kind: str = "info") -> None:
        """Say ``text`` below what is said already."""
        self.value += self._line(text, kind)

    def _line(self, text: str, kind: str) -> str:
        colour = self.STYLES[kind]
        # text that knows its HTML (``__html__``: a verdict whose rule ids link to the rules reference) shows so
        body = text.__html__() if hasattr(text, "__html__") else escape(text)
        return f"<div class='tutor-{kind}' style='color:{colour}'>{body}</div>" if text else ""


def log_html(lines: list[str], height: str = "14em", *, newest_first: bool = False) -> str:
    """A scrolling game log, newest line last (or first, with ``newest_first``: then what just
    happened is seen without scrolling)."""
    body = escape("\n".join(reversed(lines) if newest_first else lines)) or "(nothing yet)"
    order = " newest first" if newest_first else ""
    return (f"<pre class='tutor-log{order and ' tutor-log-newest-first'}' style='max-height:{height}; "
            f"overflow-y:auto; font-size:0.85em; background:#FBF8F1; padding:0.5em; margin:0; "
            f"white-space:pre-wrap; overflow-wrap:anywhere'>{body}</pre>")


def button(description: str, on_click, *, cls: str = "", tooltip: str = "", colour: str | None = None,
           width: str = "auto") -> widgets.Button:
    """A button with a click handler, an optional CSS class (for tests) and a background colour."""
    b = widgets.Button(description=description, tooltip=tooltip or description,
                       layout=widgets.Layout(width=width))
    if colour:
        b.style.button_color = colour
    if cls:
        b.add_class(cls)
    b.on_click(lambda _: on_click())
    return b


def player_label(index: int, *, you: int | None = None) -> str:
    """A seat as a person reads it, counted from 1: ``Player 1``, or ``Player 2 (you)`` for ``you``'s seat."""
    return f"Player {index + 1}" + (" (you)" if you is not None and index == you else "")


def readings_html(register, options: dict[str, str]) -> str:
    """The rule readings in force: each open question with the reading the game uses."""
    rows = []
    for entry in register:
        if not entry.option:
            continue
        value = options[entry.option]
        mark = "" if value == entry.default else " <b>(changed from the default)</b>"
        rows.append(f"<li>{escape(entry.question)} <i>{escape(entry.reading(value).text)}</i>{mark}</li>")
    return f"<ul class='tutor-readings' style='font-size:0.85em; margin:0'>{''.join(rows)}</ul>"
