"""Input widgets that trust nothing a browser sends (issue #23).

A page's front end may set *any* synced trait of a widget: a visitor with a browser console can
raise a slider's ``max`` and ``value`` to 1e9 (the lesson's Simulate then ran for hours), choose a
Dropdown index among options of their own, or send a text of megabytes. The widgets here are
ipywidgets' own, with the same constructor arguments, made safe where the browser reaches them
(:meth:`Guarded.set_state`, the one way a front end changes a widget):

- the browser may set only what its view sends (a slider's, a text's or a checkbox's ``value``, a
  choice's ``index``); ``min``, ``max``, ``step``, the options, the description and the rest stay
  what the page (Python) set: the bounds the page offers are the Python side's own;
- a value is validated as the page would validate it: a number is clamped to the page's ``min`` and
  ``max`` (ipywidgets' own bounded validation, plus: a float that is not a number is refused), a
  choice's index must point at an offered option (no ``None`` once something is chosen), a text is
  cut to ``max_length`` characters;
- a value of the wrong type is refused (the widget keeps its value, and the browser is sent it
  back) instead of raising in the kernel.

Python code sets these widgets as before (``slider.max = 5`` works). Use them instead of
ipywidgets' classes in every page: ``bounded.IntSlider(value=2000, min=100, max=20000, ...)``.
"""
from __future__ import annotations

import logging
import math
from typing import Any, ClassVar

import ipywidgets as widgets
from traitlets import TraitError, validate

log = logging.getLogger(__name__)

#: the longest text a page reads from a text box (a position string is a few hundred characters)
MAX_TEXT = 10_000


class Guarded:
    """Mixin: what a front end may set (:attr:`FRONT_END_KEYS`), each key validated on its own."""

    FRONT_END_KEYS: ClassVar[frozenset[str]] = frozenset({"value"})

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """Called when a state is received from the front end (and by tests acting as one)."""
        if not isinstance(sync_data, dict):
            return
        for name, value in sync_data.items():
            if name not in self.FRONT_END_KEYS:
                log.debug("%s: ignored %r set by the front end", type(self).__name__, name)
                continue
            try:
                self._check_from_front_end(name, value)
                super().set_state({name: value})  # type: ignore[misc]
            except Exception as refused:  # a wrong type, an out-of-range index: keep the value
                log.debug("%s: refused %s=%.80r from the front end (%s)", type(self).__name__, name,
                          value, refused)
                if getattr(self, "comm", None) is not None:
                    try:
                        self.send_state(name)  # type: ignore[attr-defined]  # the browser shows the real value
                    except Exception:  # the comm may be closing
                        pass

    def _check_from_front_end(self, name: str, value: Any) -> None:
        """Raise to refuse ``value`` for ``name`` before it reaches the trait."""


class _Number(Guarded):
    def _check_from_front_end(self, name: str, value: Any) -> None:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise TraitError(f"{name} must be a number, not {type(value).__name__}")
        if isinstance(value, float) and not math.isfinite(value):
            raise TraitError(f"{name} must be a finite number")


class IntSlider(_Number, widgets.IntSlider):
    """An integer slider whose value stays between the min and max the page set."""


class FloatSlider(_Number, widgets.FloatSlider):
    """A float slider whose value stays between the min and max the page set (never NaN)."""


class BoundedIntText(_Number, widgets.BoundedIntText):
    """An integer box whose value stays between the min and max the page set."""


class BoundedFloatText(_Number, widgets.BoundedFloatText):
    """A float box whose value stays between the min and max the page set (never NaN)."""


class Checkbox(Guarded, widgets.Checkbox):
    """A checkbox: the browser sets ``value`` only, a boolean."""

    def _check_from_front_end(self, name: str, value: Any) -> None:
        if not isinstance(value, bool):
            raise TraitError(f"{name} must be true or false")


class _Choice(Guarded):
    """The browser chooses an index among the options the page offers, nothing else."""

    FRONT_END_KEYS = frozenset({"index"})

    def _check_from_front_end(self, name: str, value: Any) -> None:
        labels = self._options_labels  # type: ignore[attr-defined]
        if value is None:
            if self.index is not None:  # type: ignore[attr-defined]
                raise TraitError("a choice cannot be taken back")
            return
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < len(labels):
            raise TraitError(f"index {value!r} is not one of the {len(labels)} options")


class Dropdown(_Choice, widgets.Dropdown):
    """A dropdown whose value is always one of the options the page offers."""


class ToggleButtons(_Choice, widgets.ToggleButtons):
    """Toggle buttons whose value is always one of the options the page offers."""


class RadioButtons(_Choice, widgets.RadioButtons):
    """Radio buttons whose value is always one of the options the page offers."""


class _Text(Guarded):
    """A text the browser sets, cut to ``max_length`` characters (not synced: the page's own)."""

    def __init__(self, *args: Any, max_length: int = MAX_TEXT, **kwargs: Any) -> None:
        self.max_length = max_length
        super().__init__(*args, **kwargs)

    def _check_from_front_end(self, name: str, value: Any) -> None:
        if not isinstance(value, str):
            raise TraitError(f"{name} must be a text")

    @validate("value")
    def _cut_value(self, proposal: Any) -> str:
        value = proposal["value"]
        limit = getattr(self, "max_length", MAX_TEXT)
        return value[:limit] if len(value) > limit else value


class Text(_Text, widgets.Text):
    """A one-line text box whose value is at most ``max_length`` characters."""


class Textarea(_Text, widgets.Textarea):
    """A text area whose value is at most ``max_length`` characters."""


#: every input widget class here, by the ipywidgets class it stands for
GUARDED: dict[type, type] = {
    widgets.IntSlider: IntSlider,
    widgets.FloatSlider: FloatSlider,
    widgets.BoundedIntText: BoundedIntText,
    widgets.BoundedFloatText: BoundedFloatText,
    widgets.Checkbox: Checkbox,
    widgets.Dropdown: Dropdown,
    widgets.ToggleButtons: ToggleButtons,
    widgets.RadioButtons: RadioButtons,
    widgets.Text: Text,
    widgets.Textarea: Textarea,
}

__all__ = ["Guarded", "MAX_TEXT", "GUARDED", "IntSlider", "FloatSlider", "BoundedIntText", "BoundedFloatText",
           "Checkbox", "Dropdown", "ToggleButtons", "RadioButtons", "Text", "Textarea"]
