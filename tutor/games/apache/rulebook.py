"""Apache's rules in the project's own words, and its interpretation register.

Sources: ``en`` is ``apache.en.txt`` (English), ``it`` is ``apache.it.txt`` (Italian); section
names are those of each rulebook.

Kept as data in ``data/rulebook.toml`` (rules, register, statements); read and registered here.
"""
from tutor.core.rulebook import load_rulebook

RULES, INTERPRETATIONS, STATEMENTS = load_rulebook(__package__)
