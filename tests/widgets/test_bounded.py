"""The input widgets trust nothing a browser sends (issue #23): tutor.widgets.bounded on its own,
then every input widget of every page, built as its notebook builds it, given hostile states as a
scripted front end would send them (``set_state`` is what a comm update calls)."""
from __future__ import annotations

import ast
import json
import math
import re
from pathlib import Path

import ipywidgets as widgets
import pytest
from ipywidgets.widgets import widget as widget_module

from tutor.widgets import bounded

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
HUGE = "x" * 1_000_000
#: what a scripted front end may send for any trait
HOSTILE = [10**9, -(10**9), 10**30, 1.5, float("nan"), float("inf"), -float("inf"), True, None, "abc", HUGE,
           [1, 2], {"a": 1}, -1]


def hostile_states(widget) -> list[dict]:
    """Every key a front end could name (the synced traits, plus a few that are not), each hostile."""
    keys = sorted(set(widget.keys) | {"value", "index", "min", "max", "options", "label", "_options_labels"})
    states = [{key: value} for key in keys for value in HOSTILE]
    states += [{"max": 10**9, "value": 10**9}, {"min": -(10**9), "value": -(10**9)},
               {"_options_labels": ["evil"] * 1000, "index": 999}, {"index": 1, "_options_labels": []}]
    return states


def check_within_bounds(widget, before: dict) -> None:
    """The page's bounds unchanged, the value within them."""
    if isinstance(widget, bounded._Number):
        assert (widget.min, widget.max, widget.step) == (before["min"], before["max"], before["step"])
        assert widget.min <= widget.value <= widget.max and not math.isnan(widget.value)
    elif isinstance(widget, bounded._Choice):
        assert widget._options_labels == before["labels"]
        if widget.index is None:
            assert before["index"] is None
        else:
            assert 0 <= widget.index < len(widget._options_labels)
            assert widget.value == widget._options_values[widget.index]
    elif isinstance(widget, bounded._Text):
        assert isinstance(widget.value, str) and len(widget.value) <= widget.max_length
    elif isinstance(widget, bounded.Checkbox):
        assert isinstance(widget.value, bool)
    assert widget.description == before["description"]


def snapshot(widget) -> dict:
    shot = {"description": widget.description}
    if isinstance(widget, bounded._Number):
        shot.update(min=widget.min, max=widget.max, step=widget.step)
    if isinstance(widget, bounded._Choice):
        shot.update(labels=widget._options_labels, index=widget.index)
    return shot


def attack(widget) -> None:
    """Every hostile state, one after the other: none raises, the widget stays within its bounds."""
    before = snapshot(widget)
    for state in hostile_states(widget):
        widget.set_state(state)
        check_within_bounds(widget, before)


# -- the widgets on their own ------------------------------------------------------------------------


def test_a_slider_keeps_the_page_bounds_whatever_the_browser_sets():
    trials = bounded.IntSlider(value=2000, min=100, max=20000, step=100, description="trials")
    trials.set_state({"max": 10**9, "value": 10**9})  # the lesson slider
    assert (trials.max, trials.value) == (20000, 20000)
    trials.set_state({"value": -5})
    assert trials.value == 100
    trials.set_state({"value": "many"})
    assert trials.value == 100
    trials.set_state({"value": 3000})  # what a browser's slider sends
    assert trials.value == 3000
    attack(trials)
    trials.max = 50000  # the page itself may still change its bounds
    trials.value = 40000
    assert trials.value == 40000


def test_a_float_slider_refuses_what_is_not_a_number():
    chance = bounded.FloatSlider(value=0.5, min=0, max=1, step=0.05)
    for value in (float("nan"), float("inf"), "0.7", None):
        chance.set_state({"value": value})
        assert chance.value == 0.5
    chance.set_state({"value": 7.0})
    assert chance.value == 1.0
    attack(chance)


def test_a_number_box_is_clamped():
    games = bounded.BoundedIntText(value=400, min=2, max=100_000)
    games.set_state({"value": 10**12})
    assert games.value == 100_000
    attack(games)


@pytest.mark.parametrize("cls", [bounded.Dropdown, bounded.ToggleButtons, bounded.RadioButtons])
def test_a_choice_is_one_of_the_options_offered(cls):
    choice = cls(options=[("red", "r"), ("blue", "b")], value="r")
    choice.set_state({"index": 1})
    assert choice.value == "b"
    for index in (2, -1, 10**9, None, "0", 0.5, True):
        choice.set_state({"index": index})
        assert choice.value == "b" and choice.index == 1
    choice.set_state({"_options_labels": ["evil"] * 5, "index": 4})
    assert choice._options_labels == ("red", "blue") and choice.value == "b"
    attack(choice)
    empty = cls()  # options set later by the page
    empty.set_state({"index": 0})
    assert empty.index is None and empty.value is None
    empty.options = ["a", "b"]
    empty.set_state({"index": 1})
    assert empty.value == "b"


@pytest.mark.parametrize("cls", [bounded.Text, bounded.Textarea])
def test_a_text_is_cut_to_its_length(cls):
    box = cls(placeholder="a position")
    box.set_state({"value": HUGE})
    assert box.value == HUGE[: bounded.MAX_TEXT]
    box.set_state({"value": 12})
    assert box.value == HUGE[: bounded.MAX_TEXT]
    short = cls(max_length=5)
    short.set_state({"value": "abcdefgh"})
    assert short.value == "abcde"
    attack(box)


def test_a_checkbox_is_true_or_false():
    box = bounded.Checkbox(value=False)
    for value in ("yes", 1, None, [True]):
        box.set_state({"value": value})
        assert box.value is False
    box.set_state({"value": True})
    assert box.value is True
    attack(box)


def test_observers_see_only_accepted_values():
    trials = bounded.IntSlider(value=10, min=1, max=20)
    seen = []
    trials.observe(lambda change: seen.append(change["new"]), "value")
    for value in (10**9, "x", None, 15):
        trials.set_state({"value": value})
    assert seen == [20, 15]


# -- every page --------------------------------------------------------------------------------------

INPUTS = (widgets.widget_int._Int, widgets.widget_float._Float, widgets.widget_bool._Bool,
          widgets.widget_selection._Selection, widgets.Text, widgets.Textarea, widgets.Combobox,
          widgets.widget_selection._MultipleSelection)
#: what the page shows and never reads back (a browser that sets them fools only itself)
OUTPUTS = (widgets.IntProgress, widgets.FloatProgress, widgets.Valid)


def page_notebooks() -> list[Path]:
    """The pages a visitor opens: the start page, every game's pages, the lessons (the teacher's
    notes build the same lesson apps)."""
    return [NOTEBOOKS / "index.ipynb", *sorted(NOTEBOOKS.glob("*/*.ipynb"))]


def build(path: Path):
    """What the page's notebook displays last (its app), built as the notebook builds it."""
    nb = json.loads(path.read_text())
    source = "\n".join("".join(cell["source"]) for cell in nb["cells"] if cell["cell_type"] == "code")
    tree = ast.parse(source)
    if not tree.body:
        return None  # a page of text only
    last = tree.body.pop()
    assert isinstance(last, ast.Expr), f"{path} does not end with its app"
    namespace: dict = {}
    exec(compile(tree, str(path), "exec"), namespace)
    return eval(compile(ast.Expression(last.value), str(path), "eval"), namespace)


@pytest.fixture
def no_query(monkeypatch):
    monkeypatch.delenv("QUERY_STRING", raising=False)
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)


@pytest.mark.parametrize("path", page_notebooks(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_input_of_every_page_holds_against_a_scripted_front_end(path, no_query):
    before = set(widget_module._instances)
    app = build(path)
    made = [w for key, w in list(widget_module._instances.items()) if key not in before]
    inputs = [w for w in made if isinstance(w, INPUTS) and not isinstance(w, OUTPUTS)]
    unguarded = sorted({type(w).__name__ for w in inputs if not isinstance(w, bounded.Guarded)})
    assert unguarded == [], f"{path.name}: input widgets a browser can set freely: {unguarded}"
    for widget in inputs:
        attack(widget)
    for job in [getattr(app, name) for name in dir(app) if name.endswith("job")]:
        cancel = getattr(job, "cancel", None)
        if callable(cancel):
            cancel()


def test_no_page_module_builds_an_unguarded_input():
    """A new input added with ipywidgets' own class would trust the browser: use tutor.widgets.bounded."""
    classes = "|".join(cls.__name__ for cls in bounded.GUARDED)
    found = []
    for path in sorted((ROOT / "tutor" / "widgets").glob("*.py")):
        if path.name == "bounded.py":
            continue
        for number, line in enumerate(path.read_text().splitlines(), start=1):
            if re.search(rf"\bwidgets\.({classes})\(", line):
                found.append(f"{path.name}:{number}: {line.strip()}")
    assert found == []


def test_the_lesson_simulation_count_is_clamped():
    from tutor.lessons import lesson
    from tutor.widgets.lesson import LessonApp

    app = LessonApp(lesson(3))
    app.trials.set_state({"max": 10**9, "value": 10**9})
    assert app.trials.value <= 20000 and app.trials.max == 20000
