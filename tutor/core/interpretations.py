"""The interpretation register: where a rulebook is silent or contradicts itself.

Each entry records the question, every reasonable reading, the reading in force by default and
why. Where the choice matters for play, the entry names a game option that switches it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping


@dataclass(frozen=True)
class Reading:
    """One reading: its option value, what it means, and a short plain ``label`` a player picks it by."""

    value: str
    text: str
    label: str = ""

    @property
    def plain(self) -> str:
        """The words a setup panel shows: the short label, else the whole text."""
        return self.label or self.text


@dataclass(frozen=True)
class Interpretation:
    """One open point. ``option`` is the Game keyword that chooses a reading, or None when the
    text settles the question and the register only records the other reading."""

    id: str
    question: str
    readings: tuple[Reading, ...]
    default: str
    why: str
    source: str
    option: str | None = None

    def reading(self, value: str) -> Reading:
        for r in self.readings:
            if r.value == value:
                return r
        raise KeyError(value)

    @property
    def values(self) -> tuple[str, ...]:
        return tuple(r.value for r in self.readings)


def resolve_options(register: Iterable[Interpretation], given: Mapping[str, str]) -> dict[str, str]:
    """Every option's value: the defaults overridden by ``given``.

    Raises ValueError naming the option and the allowed values for anything unknown.
    """
    options = {i.option: i for i in register if i.option}
    unknown = sorted(set(given) - set(options))
    if unknown:
        raise ValueError(f"unknown option {unknown[0]!r}; options are: {', '.join(sorted(options))}")
    chosen = {name: i.default for name, i in options.items()}
    for name, value in given.items():
        if value not in options[name].values:
            allowed = ", ".join(options[name].values)
            raise ValueError(f"option {name!r} cannot be {value!r}; choose one of: {allowed}")
        chosen[name] = value
    return chosen


def to_markdown(title: str, intro: str, register: Iterable[Interpretation]) -> str:
    """The register as a Markdown page (docs/rules/<game>.md is generated from it)."""
    lines = [f"# {title}", "", intro, ""]
    for i in register:
        lines += [f"## {i.question}", "", f"`{i.id}` · from {i.source}", ""]
        if i.option:
            lines += [f"Option: `{i.option}` (default `{i.default}`)", ""]
        for r in i.readings:
            mark = (" **(default)**" if i.option else " **(in force)**") if r.value == i.default else ""
            lines.append(f"- `{r.value}`{mark}: {r.text}")
        lines += ["", f"Why: {i.why}", ""]
    return "\n".join(lines)
