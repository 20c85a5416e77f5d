"""Rule references: every rule of every game has a stable id, our own explanation and its source."""
from __future__ import annotations

import re
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator, Mapping, Protocol, Sequence

from .i18n import M, Message


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


# --- which rules a test exercises ---------------------------------------------------------------------

class _Ruled(Protocol):
    @property
    def rule(self) -> str: ...


class _Judge(Protocol):
    """A state: it says which rule an action falls under (``State.check``)."""

    def check(self, action: Any) -> _Ruled: ...


class Citations:
    """The rules cited while a test runs: every :class:`~tutor.core.api.Verdict` built and every
    :class:`~tutor.core.api.Event` told adds its rule to ``ids``; every action applied is kept in ``applied``
    with its state (the rule it falls under, its verdict's, is read only when asked: see :class:`Recorded`).
    ``ids`` is None outside :func:`recording`, so the engine pays one attribute read per verdict, event or
    applied action; ``tests/conftest.py`` records each test marked ``@pytest.mark.rules(...)`` and fails it
    when a rule it declares was never cited."""

    __slots__ = ("ids", "applied")

    def __init__(self) -> None:
        self.ids: set[str] | None = None
        self.applied: list[tuple[_Judge, Any]] = []


#: the one recorder the core writes to (its ``ids`` is None when nothing records)
CITED = Citations()


class Recorded:
    """What a :func:`recording` collected: the rules cited outright (``ids``) and the actions applied, whose
    verdicts are read only as far as a question needs (a whole game applies thousands of actions)."""

    def __init__(self) -> None:
        self.ids: set[str] = set()
        self.applied: list[tuple[_Judge, Any]] = []
        self._read = 0

    def _read_until(self, done: Callable[[], bool]) -> None:
        while self._read < len(self.applied) and not done():
            state, action = self.applied[self._read]
            self._read += 1
            self.ids.add(state.check(action).rule)

    def cites(self, wanted: Iterable[str]) -> set[str]:
        """Those of the ``wanted`` rule ids that were cited, outright or by an action applied."""
        want = set(wanted)
        self._read_until(lambda: want <= self.ids)
        return want & self.ids

    def every_rule(self) -> set[str]:
        """Every rule id cited, outright or by an action applied."""
        self._read_until(lambda: False)
        return set(self.ids)


def cite(rule_id: str) -> None:
    """Say that ``rule_id`` is being applied, where the engine applies a rule without a verdict or an event
    naming it (a setup, a scoring, the end of a game): a test marked with the rule can then claim it. Nothing
    is kept outside a :func:`recording`; keep it out of inner loops all the same (a call per use)."""
    if CITED.ids is not None:
        CITED.ids.add(rule_id)


@contextmanager
def recording() -> Iterator[Recorded]:
    """Record the rules cited inside the block (an enclosing recording gets them too)."""
    outer, outer_applied, recorded = CITED.ids, CITED.applied, Recorded()
    CITED.ids, CITED.applied = recorded.ids, recorded.applied
    try:
        yield recorded
    finally:
        CITED.ids, CITED.applied = outer, outer_applied
        if outer is not None:
            outer |= recorded.ids
            outer_applied += recorded.applied


# --- where a rule comes from, in the reader's language ------------------------------------------------

#: each rulebook's language, as a reader is told which rulebook a section name comes from
RULEBOOK_NAMES: Mapping[str, Message] = {"en": M("the English rulebook"), "it": M("the Italian rulebook"),
                                         "pl": M("the Polish rulebook"), "es": M("the Spanish rulebook")}
_PART = re.compile(r"(?:^|;\s*)([a-z]{2}):\s*")
_ASIDE = re.compile(r"^(?P<first>.+?)\s*\((?P<lang>[a-z]{2}):\s*(?P<other>[^()]+)\)$")


def source_parts(source: str, rulebooks: Sequence[str]) -> dict[str, str]:
    """A rule's ``source`` (or a statement's section) by rulebook language: ``"en: Game setup; it: Preparazione"``
    and ``"Game setup (it: Preparazione)"`` name a section in two rulebooks; a source without language codes is
    the section of the game's first rulebook (``rulebooks``: the languages of the game's rulebooks)."""
    text = source.strip()
    own = rulebooks[0] if rulebooks else "en"
    aside = _ASIDE.match(text)
    if aside and aside.group("lang") in RULEBOOK_NAMES:
        return {own: aside.group("first"), aside.group("lang"): aside.group("other").strip()}
    found = _PART.split(text)
    if len(found) >= 3 and not found[0].strip():
        pairs = dict(zip(found[1::2], (part.strip() for part in found[2::2])))
        if all(lang in RULEBOOK_NAMES for lang in pairs):
            # "it: same sections" names no section of its own: the reader is sent to the one that does
            named = {lang: part for lang, part in pairs.items() if "same section" not in part}
            return named or pairs
    return {own: text}


def cite_source(source: str, lang: str, rulebooks: Sequence[str]) -> str | Message:
    """Where a rule comes from, for a reader of ``lang``: the section of the rulebook in their language where
    the game has one, by its name; else the section of the game's own rulebook, saying which rulebook that
    is ("Preparazione (in the Italian rulebook)"). Never a file name."""
    parts = source_parts(source, rulebooks)
    if lang in parts:
        return parts[lang]
    book = next((b for b in rulebooks if b in parts), next(iter(parts)))
    return M("{section} (in {rulebook})", section=parts[book], rulebook=RULEBOOK_NAMES.get(book, book))
