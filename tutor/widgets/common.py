"""Small pieces shared by the game apps: a message line, a scrolling log, colour-styled buttons, and what
an error or a refusal says.

Every text here is rendered when it is shown, in the page's language (:func:`tutor.core.i18n.tr`): a
message, a game term or a plain ``str`` may be given wherever a text is taken.
"""
from __future__ import annotations

from html import escape
from typing import Any, Sequence

import ipywidgets as widgets

from tutor.core.i18n import M, Message, Mc, tr
from tutor.core.match import MatchError
from tutor.core import rule

GOLD = "#D9B77E"  # the colour of a page's main button


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
        body = text.__html__() if hasattr(text, "__html__") else escape(tr(text))
        return f"<div class='tutor-{kind}' style='color:{colour}'>{body}</div>" if text else ""


def log_html(lines: Sequence[Any], height: str = "14em", *, newest_first: bool = False) -> str:
    """A scrolling game log, newest line last (or first, with ``newest_first``: then what just
    happened is seen without scrolling). Each line (a message or a plain text) is rendered in the page's language.
    Words break only where they must (JupyterLab's output style breaks a ``pre`` anywhere: "build ing")."""
    shown = [tr(line) for line in (reversed(lines) if newest_first else lines)]
    body = escape("\n".join(shown)) or escape(tr(M("(nothing yet)")))
    order = " newest first" if newest_first else ""
    return (f"<pre class='tutor-log{order and ' tutor-log-newest-first'}' style='max-height:{height}; "
            f"overflow-y:auto; font-size:0.85em; background:#FBF8F1; padding:0.5em; margin:0; "
            f"white-space:pre-wrap; word-break:normal; overflow-wrap:anywhere'>{body}</pre>")


def button(description: str, on_click, *, cls: str = "", tooltip: str = "", colour: str | None = None,
           width: str = "auto") -> widgets.Button:
    """A button with a click handler, an optional CSS class (for tests) and a background colour; its
    label and tooltip (messages or plain texts) are rendered in the page's language."""
    label = tr(description)
    # the class and colour given as it is made: set after, each was one more message to the browser
    style = widgets.ButtonStyle(button_color=colour) if colour else widgets.ButtonStyle()
    b = widgets.Button(description=label, tooltip=tr(tooltip) if tooltip else label,
                       layout=widgets.Layout(width=width), style=style, _dom_classes=(cls,) if cls else ())
    b.on_click(lambda _: on_click())
    return b


def player_label(index: int, *, you: int | None = None) -> Message:
    """A seat as a person reads it, counted from 1: ``Player 1``, or ``Player 2 (you)`` for ``you``'s seat."""
    if you is not None and index == you:
        return M("Player {number} (you)", number=index + 1)
    return M("Player {number}", number=index + 1)


#: the bots' names as the setup panels and analyse pages show them (the registry's keys are code)
BOT_NAMES: dict[str, Message] = {
    "random": Mc("bot", "random"),
    "greedy": Mc("bot", "greedy"),
    "patient": Mc("bot", "patient"),
    "builder": Mc("bot", "builder"),
    "heuristic": Mc("bot", "heuristic"),
    "sensible": Mc("bot", "sensible"),
}


def bot_name(key: str) -> str:
    """A bot's name for a person to read: the message for a registry key, else the key as it is."""
    return BOT_NAMES.get(key, key)


def readings_html(register, options: dict[str, str]) -> str:
    """The rule readings in force: each open question with the reading the game uses."""
    rows = []
    changed = escape(tr(M("(changed from the default)")))
    for entry in register:
        if not entry.option:
            continue
        value = options[entry.option]
        mark = "" if value == entry.default else f" <b>{changed}</b>"
        rows.append(f"<li>{escape(tr(entry.question))} <i>{escape(tr(entry.reading(value).text))}</i>{mark}</li>")
    return f"<ul class='tutor-readings' style='font-size:0.85em; margin:0'>{''.join(rows)}</ul>"


#: what the match (:class:`tutor.core.match.Match`) says in plain text, in words of the page's language
SAID: dict[str, Message] = {"nothing to undo": M("nothing to undo")}


def reason_of(error: BaseException) -> str:
    """What an error says, as a message when it was given one (rendered when shown), else its text."""
    said = error.args[0] if len(error.args) == 1 else None
    if not isinstance(said, str):
        return str(error)
    return said if isinstance(said, Message) else SAID.get(said, said)


def refusal(error: MatchError) -> str:
    """A refused request in words, in the page's language: the verdict's reason and the rule that decides it."""
    verdict = error.verdict
    if verdict is None:
        return tr(reason_of(error))
    try:
        why = rule(verdict.rule).text
    except KeyError:
        why = ""
    from .reference import linked  # the message line shows the rule id as a link to the rules reference
    if why:
        said = M("Not allowed: {reason}. [{rule}] {why}", reason=verdict.reason, rule=verdict.rule, why=why)
    else:
        said = M("Not allowed: {reason}. [{rule}]", reason=verdict.reason, rule=verdict.rule)
    return linked(tr(said).rstrip())
