"""Fort Apache's rules in the project's own words, and its interpretation register.

Source: ``fort-apache.es.txt``, a designer's preview in Spanish; section names are its headings.

The rules, the interpretation register and the rulebook's statements are prose, kept as data in
``data/rulebook.toml`` (in the project's own words); this module reads them and registers the rules.
"""
from __future__ import annotations

from tutor.core.rulebook import load_rulebook

_BOOK = load_rulebook(__package__)
RULES = _BOOK.rules
INTERPRETATIONS = _BOOK.interpretations
STATEMENTS = _BOOK.statements
#: the register's options by name
OPTIONS = {i.option: i for i in INTERPRETATIONS if i.option}
