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
        colour = self.STYLES[kind]
        self.value = f"<div class='tutor-{kind}' style='color:{colour}'>{escape(text)}</div>" if text else ""


def log_html(lines: list[str], height: str = "14em") -> str:
    """A scrolling game log, newest line last."""
    body = escape("\n".join(lines)) or "(nothing yet)"
    return (f"<pre class='tutor-log' style='max-height:{height}; overflow-y:auto; font-size:0.85em; "
            f"background:#FBF8F1; padding:0.5em; margin:0'>{body}</pre>")


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
