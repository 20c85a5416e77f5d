"""The interpretation register: where a rulebook is silent or contradicts itself.

Each entry records the question, every reasonable reading, the reading in force by default and
why. Where the choice matters for play, the entry names a game option that switches it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Mapping

from .i18n import Joined, M, excerpt, tr


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
        raise ValueError(M("unknown option {option}; options are: {options}", option=excerpt(unknown[0]),
                           options=Joined(sorted(options), ", ")))
    chosen = {name: i.default for name, i in options.items()}
    for name, value in given.items():
        if value not in options[name].values:
            raise ValueError(M("option {option} cannot be {value}; choose one of: {allowed}", option=repr(name),
                               value=excerpt(str(value)), allowed=Joined(options[name].values, ", ")))
        chosen[name] = value
    return chosen


def to_markdown(title: str, intro: str, register: Iterable[Interpretation],
                cite: Callable[[str], str] | None = None) -> str:
    """The register as a Markdown page in the current language (docs/rules/<game>.md and
    docs/rules/<lang>/<game>.md are generated from it); ``cite`` words a rulebook source for the reader."""
    lines = [f"# {tr(title)}", "", tr(intro), ""]
    for i in register:
        source = cite(i.source) if cite else i.source
        lines += [f"## {tr(i.question)}", "", tr(M("`{id}` · from {source}", id=i.id, source=source)), ""]
        if i.option:
            lines += [tr(M("Option: `{option}` (default `{default}`)", option=i.option, default=i.default)), ""]
        for r in i.readings:
            mark = (" " + tr(M("**(default)**") if i.option else M("**(in force)**"))) if r.value == i.default else ""
            lines.append(f"- `{r.value}`{mark}: {tr(r.text)}")
        lines += ["", tr(M("Why: {why}", why=i.why)), ""]
    return "\n".join(lines)
