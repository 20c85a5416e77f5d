"""Fort Apache's rules in the project's own words, and its interpretation register.

Source: ``fort-apache.es.txt``, a designer's preview in Spanish; section names are its headings.

Kept as data in ``data/rulebook.toml`` (rules, register, statements); read and registered here.
"""
from tutor.core.rulebook import load_rulebook

RULES, INTERPRETATIONS, STATEMENTS = load_rulebook(__package__)

#: the register's options by name
OPTIONS = {i.option: i for i in INTERPRETATIONS if i.option}
