"""$title's rules in the project's own words and its interpretation register (data: ``data/rulebook.toml``)."""
from tutor.core.rulebook import load_rulebook

RULES, INTERPRETATIONS, STATEMENTS = load_rulebook(__package__)
