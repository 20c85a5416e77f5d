"""What every game's action texts share: one reader, table-driven.

A game lists its action phrases once, as ``(pattern, build)`` pairs: a regular expression over the
cleaned text (lowercase, single spaces) and the function that makes the action from the pattern's
groups (and the cleaned text, for its messages). :class:`Phrases` tries them in order; what no pattern
reads is a :class:`~tutor.core.api.NotationError` naming the game and giving examples. Every text is
bounded before it is read (:func:`tutor.core.notation.bounded`), so no input can take long.

>>> phrases = Phrases("toy", [(r"take ([0-9])", lambda g, text: ("take", int(g[0])))], ("take 3",))
>>> phrases.parse("  Take   2 ")
('take', 2)
"""
from __future__ import annotations

import re
from typing import Any, Callable, Sequence

from .api import NotationError
from .i18n import M
from .notation import MAX_ACTION, bounded, excerpt

#: builds an action from a pattern's groups and the cleaned text (for messages); raises NotationError
Build = Callable[[tuple[Any, ...], str], Any]


def clean(text: object) -> str:
    """An action text as every game reads it: bounded, lowercase, runs of spaces made one."""
    return " ".join(bounded(text, M("an action"), MAX_ACTION).lower().split())


class Phrases:
    """A game's action language: its patterns, each with the function that builds the action."""

    def __init__(self, title: str, phrases: Sequence[tuple[str, Build]], examples: Sequence[str]):
        self.title = title
        self.phrases = tuple((re.compile(pattern), build) for pattern, build in phrases)
        self.examples = tuple(examples)

    def parse(self, text: object) -> Any:
        """The action ``text`` names; NotationError (quoting it, with examples) for anything else."""
        cleaned = clean(text)
        for pattern, build in self.phrases:
            match = pattern.fullmatch(cleaned)
            if match:
                return build(match.groups(), cleaned)
        article = "an" if self.title[:1].lower() in "aeiou" else "a"
        raise NotationError(f"{excerpt(cleaned, 60)} is not {article} {self.title} action; examples: "
                            + ", ".join(repr(e) for e in self.examples))
