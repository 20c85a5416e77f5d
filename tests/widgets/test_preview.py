"""A page's first picture (tutor/widgets/preview.py): every page with a board carries, beside its
widget, an HTML picture of its top down to the board, as the page shows it, which the served template
writes into the page's HTML (the browser side is tested in tests/browser/test_preheat.py)."""
from __future__ import annotations


import ipywidgets as widgets
import pytest

from tutor.games import registered_games
from tutor.widgets.board import BoardWidget
from tutor.widgets.preview import PREVIEW, preview_html
from tests.helpers import page_module

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
PAGES = [(info.id, name) for info in registered_games() for name in ("play", "analyse", "learn", "setup")
         if name in info.pages]


def build(game_id: str, name: str) -> widgets.Widget:
    """The page as its notebook builds it, without a link."""
    module = page_module(game_id, name)
    app = next(value for key, value in vars(module).items()
               if key.endswith("App") and getattr(value, "__module__", "") == module.__name__)
    return app(None) if name == "analyse" else app()


def first_board(widget: widgets.Widget) -> str:
    """The SVG of the page's first board, found the way a person reads the page: top to bottom."""
    if isinstance(widget, BoardWidget):
        return widget.svg
    if isinstance(widget, widgets.HTML) and any(c.endswith("-board") for c in widget._dom_classes):
        return widget.value
    if isinstance(widget, widgets.Box) and not isinstance(widget, widgets.Accordion):
        for child in widget.children:
            if found := first_board(child):
                return found
    return ""


@pytest.mark.parametrize("game_id,name", PAGES, ids=[f"{g}-{n}" for g, n in PAGES])
def test_every_page_with_a_board_carries_its_picture(game_id, name):
    page = build(game_id, name)
    bundle = page._repr_mimebundle_()
    assert WIDGET_VIEW in bundle  # the widget is still what a Jupyter front end draws
    picture = bundle["text/html"]
    assert f'class="{PREVIEW}"' in picture
    board = first_board(page)
    assert "<svg" in board and board in picture  # the very board the page shows now
    assert "<button" not in picture and "<input" not in picture  # a picture: no controls that do nothing


def test_the_picture_leaves_out_folded_sections_and_hidden_widgets():
    folded = widgets.Accordion([widgets.HTML("the readings, folded away")], titles=("Readings",))
    hidden = widgets.HTML("not shown", layout=widgets.Layout(display="none"))
    board = BoardWidget()
    board.svg = '<svg viewBox="0 0 10 10"><rect width="10" height="10"/></svg>'
    after = widgets.HTML("under the board")
    picture = preview_html(widgets.VBox([widgets.HTML("<h3>Title</h3>"), folded, hidden, board, after]))
    assert "<h3>Title</h3>" in picture and board.svg in picture
    assert "folded away" not in picture and "not shown" not in picture
    assert "under the board" not in picture  # the picture stops at the board


def test_a_page_without_a_board_has_no_picture():
    assert preview_html(widgets.VBox([widgets.HTML("text"), widgets.Button(description="go")])) == ""
    assert preview_html(widgets.VBox([BoardWidget()])) == ""  # a board not drawn yet


@pytest.mark.parametrize("number", range(1, 15))
def test_every_lesson_carries_its_texts_and_board_down_to_the_first_control(number):
    from tutor.lessons import lesson
    from tutor.widgets.lesson import LessonApp

    app = LessonApp(lesson(number))
    picture = app._repr_mimebundle_()["text/html"]
    assert f"Lesson {number}:" in picture and "lesson-board" in picture and "<svg" in picture
    assert "Exercises" not in picture  # stops at the simulation's controls, before the exercises
