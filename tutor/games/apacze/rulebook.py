"""Apacze i Komancze's rules in the project's own words, and its interpretation register.

Source: ``apacze-i-komancze.pl.txt``, a Polish players' summary of *Bison: Thunder on the Prairie*.
Section names are the summary's, in English: Setup, Round (tile draw, actions, scoring), the
actions a) to f), End of the game, Scoring (final), Remember.

Kept as data in ``data/rulebook.toml`` (rules, register, statements); read and registered here.
"""
from tutor.core.rulebook import load_rulebook

RULES, INTERPRETATIONS, STATEMENTS = load_rulebook(__package__)
