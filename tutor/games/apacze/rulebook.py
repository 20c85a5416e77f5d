"""Apacze i Komancze's rules in the project's own words, and its interpretation register.

Source: ``apacze-i-komancze.pl.txt``, a Polish players' summary of *Bison: Thunder on the Prairie*.
Section names are the summary's, in English: Setup, Round (tile draw, actions, scoring), the
actions a) to f), End of the game, Scoring (final), Remember.

The rules, the interpretation register and the rulebook's statements are prose, kept as data in
``data/rulebook.toml`` (in the project's own words); this module reads them and registers the rules.
"""
from __future__ import annotations

from tutor.core.rulebook import load_rulebook

_BOOK = load_rulebook(__package__)
RULES = _BOOK.rules
INTERPRETATIONS = _BOOK.interpretations
STATEMENTS = _BOOK.statements
