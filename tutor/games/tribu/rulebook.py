"""Tribù Indiani's rules in the project's own words, and its interpretation register.

Source: ``tribu-indiani.it.txt`` (Italian); section names are the rulebook's own headings.

Kept as data in ``data/rulebook.toml`` (rules, register, statements); read and registered here.
"""
from tutor.core.rulebook import load_rulebook

RULES, INTERPRETATIONS, STATEMENTS = load_rulebook(__package__)
