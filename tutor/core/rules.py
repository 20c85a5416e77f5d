"""Rule references: every rule of every game has a stable id, our own explanation and its source."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable


@dataclass(frozen=True)
class Rule:
    """One rule: ``id`` like ``apache.claim.chief``; ``text`` in the project's own words;
    ``source`` names the rulebook section(s) it comes from."""

    id: str
    title: str
    text: str
    source: str


_REGISTRY: dict[str, Rule] = {}


def register(rules: Iterable[Rule]) -> None:
    """Add rules to the registry; an id may be registered once."""
    for rule in rules:
        if rule.id in _REGISTRY and _REGISTRY[rule.id] != rule:
            raise ValueError(f"rule id {rule.id!r} is registered twice")
        _REGISTRY[rule.id] = rule


def rule(rule_id: str) -> Rule:
    """The rule with this id; KeyError names the id."""
    try:
        return _REGISTRY[rule_id]
    except KeyError:
        raise KeyError(f"no rule with id {rule_id!r}") from None


def rules(prefix: str = "") -> list[Rule]:
    """Registered rules whose id starts with ``prefix``, in registration order."""
    return [r for r in _REGISTRY.values() if r.id.startswith(prefix)]
