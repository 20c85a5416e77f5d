"""Every notebook's page built in Python under the pseudo-language (``?lang=xx``): every text of its widgets
that a person reads (HTML and labels, descriptions, button texts, options, tooltips, placeholders, tab and
accordion titles, the board's SVG texts) is wrapped in ``⟦…⟧``. The same check as the browser's
(tests/browser/test_languages.py), seconds instead of minutes, naming the widget that holds the English."""
from __future__ import annotations

import ast
import html
import os
import re
from pathlib import Path

import ipywidgets as widgets
import nbformat
import pytest

from tutor.core import i18n
from tutor.games import registered_games
from tests.helpers import unwrapped

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
PAGES = sorted(str(p.relative_to(NOTEBOOKS)) for p in NOTEBOOKS.rglob("*.ipynb") if ".ipynb_checkpoints" not in str(p))
TAG = re.compile(r"<(script|style)\b.*?</\1>|<[^>]+>", re.S)
#: tags inside a line of text (a message may bold or link a word): removed before the text is split at the others
INLINE = re.compile(r"</?(?:b|i|em|strong|code|a|span|small|sup|sub|kbd|abbr|u|br)\b[^>]*>", re.I)
#: names, not texts: the language menu names each language in its own words; the games' titles
NAMES = set(i18n.NAMES.values()) | {info.title for info in registered_games()} | {"Tabletop Tutor"}





def visible_texts(html_text: str) -> list[str]:
    """The texts of an HTML fragment (or SVG) a reader sees: tags' contents and their labels."""
    html_text = re.sub(r"<nav class='tutor-languages'>.*?</nav>", " ", html_text, flags=re.S)
    labels = re.findall(r'(?:aria-label|title|alt|placeholder)=["\']([^"\']*)["\']', html_text)
    texts = [html.unescape(t) for t in TAG.sub("\n", INLINE.sub("", html_text)).split("\n")]
    return [t.strip() for t in texts + [html.unescape(x) for x in labels] if t.strip()]


def widget_texts(widget) -> list[tuple[str, str]]:
    """(where, text) for every text of a widget tree."""
    found: list[tuple[str, str]] = []
    name = type(widget).__name__
    for trait in ("description", "tooltip", "placeholder", "button_style_text"):
        value = getattr(widget, trait, None)
        if isinstance(value, str) and value.strip():
            found.append((f"{name}.{trait}", value))
    if isinstance(widget, (widgets.HTML, widgets.HTMLMath, widgets.Label)):
        found += [(f"{name}.value", t) for t in visible_texts(widget.value)]
    if hasattr(widget, "svg") and isinstance(getattr(widget, "svg"), str):
        found += [(f"{name}.svg", t) for t in visible_texts(widget.svg)]
    if isinstance(widget, (widgets.Dropdown, widgets.Select, widgets.ToggleButtons, widgets.RadioButtons,
                           widgets.SelectMultiple)):
        found += [(f"{name}.option", str(label)) for label in widget._options_labels]
    for title in getattr(widget, "titles", ()) or ():
        if title:
            found.append((f"{name}.title", title))
    for child in getattr(widget, "children", ()):
        found += widget_texts(child)
    return found


def run_notebook(path: Path, environ: dict[str, str]) -> list:
    """Run the notebook's code cells here, as Voila would, collecting what they display."""
    shown: list = []
    namespace: dict = {"display": shown.append}
    import IPython.display as display_module

    original = display_module.display
    display_module.display = lambda *objs, **_: shown.extend(objs)
    saved = {k: os.environ.get(k) for k in environ}
    os.environ.update(environ)
    try:
        for cell in nbformat.read(path, as_version=4).cells:
            if cell.cell_type != "code":
                continue
            tree = ast.parse(cell.source)
            last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
            exec(compile(tree, str(path), "exec"), namespace)
            if last is not None:
                value = eval(compile(ast.Expression(last.value), str(path), "eval"), namespace)
                if value is not None:
                    shown.append(value)
    finally:
        display_module.display = original
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        i18n.set_language("en")
    return shown


def texts_of(shown: list) -> list[tuple[str, str]]:
    found = []
    for obj in shown:
        if isinstance(obj, widgets.Widget):
            found += widget_texts(obj)
        elif hasattr(obj, "_repr_html_") and obj._repr_html_():
            found += [(type(obj).__name__, t) for t in visible_texts(obj._repr_html_())]
        elif hasattr(obj, "_repr_markdown_") and obj._repr_markdown_():
            found += [(type(obj).__name__, t) for t in visible_texts(obj._repr_markdown_())]
        elif hasattr(obj, "data") and isinstance(obj.data, str):
            found += [(type(obj).__name__, t) for t in visible_texts(obj.data)]
    return found


def test_markdown_cells_are_gone_from_every_page():
    """A Markdown cell is English no catalog reaches: every page's texts come from its code."""
    left = [p for p in PAGES if any(c.cell_type == "markdown" and c.source.strip()
                                    for c in nbformat.read(NOTEBOOKS / p, as_version=4).cells)]
    assert not left, f"Markdown cells in {left}"


@pytest.mark.parametrize("path", PAGES)
def test_every_text_of_a_page_is_a_message_under_the_pseudo_language(path):
    shown = run_notebook(NOTEBOOKS / path, {"QUERY_STRING": "lang=xx"})
    found = texts_of(shown)
    assert found, f"{path} showed nothing"
    left = [(where, text) for where, text in found if text not in NAMES and unwrapped(text)]
    assert not left, f"{len(left)} text(s) of {path} escaped the catalogs:\n" + "\n".join(
        f"{where}: {text[:100]!r}" for where, text in left[:40])
