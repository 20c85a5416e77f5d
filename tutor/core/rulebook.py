"""A game's rulebook as data: its rules, interpretation register and statements, read from TOML.

What a rulebook says is prose, not code: each game keeps it in ``tutor/games/<game>/data/rulebook.toml``
(tables ``[[rule]]``, ``[[interpretation]]`` with its ``readings`` (each a value, a text and, for an
option, a short plain ``label``), and ``[[statement]]``), which a reader can correct without touching
Python, and ``rulebook.py`` reads it with :func:`load_rulebook`.
"""
from __future__ import annotations

import tomllib
from importlib import resources
from typing import NamedTuple

from .i18n import translate_data
from .interpretations import Interpretation, Reading
from .rules import Rule, register
from .statements import Statement


class Rulebook(NamedTuple):
    """Everything a game's rulebook file holds: ``RULES, INTERPRETATIONS, STATEMENTS = load_rulebook(...)``."""

    rules: tuple[Rule, ...]
    interpretations: tuple[Interpretation, ...]
    statements: tuple[Statement, ...]


def load_rulebook(package: str, name: str = "rulebook.toml") -> Rulebook:
    """Read ``<package>/data/<name>`` and register its rules (see the module's docstring)."""
    text = resources.files(package).joinpath("data", name).read_text(encoding="utf-8")
    data = translate_data(tomllib.loads(text))
    rules = tuple(Rule(r["id"], r["title"], r["text"], r["source"]) for r in data.get("rule", []))
    interpretations = tuple(
        Interpretation(i["id"], i["question"],
                       tuple(Reading(r["value"], r["text"], r.get("label", "")) for r in i["readings"]),
                       i["default"], i["why"], i["source"], i.get("option"))
        for i in data.get("interpretation", []))
    statements = tuple(
        Statement(s["number"], s["section"], s["text"], tuple(s.get("rules", ())), s.get("status", "as written"),
                  s.get("reading", ""), s.get("why", ""))
        for s in data.get("statement", []))
    register(rules)
    return Rulebook(rules, interpretations, statements)
