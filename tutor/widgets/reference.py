"""The rules reference page shared by every game, and links from a verdict to its rule.

:func:`reference` gathers, once per game (cached), what the page shows: the game's rules (``RULES`` of
its ``rulebook.py``) grouped under the rulebook's sections in the rulebook's order (of the statements in
``STATEMENTS`` that a rule implements, the first whose section the rule's ``source`` names, else the first
one), each with its explanation in our own words,
where in the rulebook it comes from (a reference, never the rulebook's text), the readings of the
interpretation register that bear on it (from the statements whose status is ``reading``: the reading in
force and the others), the tutorial steps that teach it (``learn.ipynb?step=<id>``) and a position where
it decides something (a sample of the registry, a position reached by seeded random play from a sample,
or the position of a step that teaches it: ``play.ipynb?position=...``).

:class:`RulesPage` shows it: a search box that filters as you type (a case-insensitive substring of a rule's
id, title or explanation; or every searched word found in another form, as a card's name in the reader's
language or as one of the game's synonyms, ``data/synonyms.toml``; a whole rule id shows that rule alone,
a part of one only the ids holding it), and a ``?rule=<id>`` link
opens the page on that rule (:func:`query_rule`). :func:`rule_link` is a rule id as a link (HTML) to its
game's reference page; :func:`linked` marks a message (:class:`Cited`) so that the message line shows its
``[rule id]`` citations as such links, while the message stays plain text everywhere else: play and learn
pages' verdicts link to their rule.

CSS classes for tests: ``tutor-rules-search``, ``tutor-rules-all``, ``tutor-rules-count``,
``tutor-rules-message``, ``tutor-rules`` (the list), ``tutor-rule`` (one rule, ``data-rule`` its id),
``tutor-rule-link`` (a link to a rule).
"""
from __future__ import annotations

import os
import random
import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from html import escape
from importlib import resources
from typing import Mapping, Sequence
from urllib.parse import parse_qs, urlencode

import ipywidgets as widgets

from tutor.core import Interpretation, NotationError, Rule, State, rule, rules
from tutor.core.i18n import M, Message, P, current, render, terms, tr
from tutor.core.rules import cite_source
from tutor.core.tutorial import Step, Steps
from tutor.core.play import random_action
from tutor.games import GameInfo, game_info
from tutor.rulesdoc import statements

from . import bounded
from .common import MessageLine, button
from .links import await_request

#: characters a search may have (a rule id is at most about 40)
MAX_SEARCH = 60
#: characters a ``?rule=`` value may have before it is refused unread
MAX_QUERY = 100
#: moves of seeded random play from each sample, looking for a position where a rule decides something
PLAYOUT = 150
#: a rule id: the game's id, then dotted lower-case words (``fort_apache.gate.assault``)
RULE_ID = re.compile(r"\[([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+)\]")
#: links inside a widget's HTML are not styled by the page: this makes them look like links
LINK = "color:#1A5FB4; text-decoration:underline"


class Cited(str):
    """Plain text (a verdict, a feedback) that, shown as HTML, links each ``[rule id]`` it cites to that rule:
    ``str`` of it is the text as it is (for hints, logs, tests), ``__html__()`` (the protocol of markupsafe,
    which the message line honours) the text escaped with its citations as links (see :func:`linked`)."""

    text: object

    def __new__(cls, text: str) -> "Cited":
        cited = super().__new__(cls, text)
        cited.text = text  # a message stays one: shown in the page's language
        return cited

    def __str__(self) -> str:
        return tr(self.text)

    def __format__(self, spec: str) -> str:
        return format(tr(self.text), spec)

    def __html__(self) -> str:
        known = {r.id for r in rules()}

        def link(match: re.Match) -> str:
            rule_id = match.group(1)
            return f"[{rule_link(rule_id.split('.')[0], rule_id)}]" if rule_id in known else match.group(0)

        return RULE_ID.sub(link, escape(tr(self.text)))


# --- the content, as data ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Position:
    """A position string where a rule decides something, and where it comes from in words."""

    notation: str
    origin: str  # a message


@dataclass(frozen=True)
class Entry:
    """One rule as the reference shows it (see the module's docstring)."""

    rule: Rule
    section: str
    statements: tuple[int, ...]
    readings: tuple[Interpretation, ...]
    steps: tuple[tuple[int, str, str], ...]  # (step number counted from 1, its title, its id for links)
    position: Position | None

    def texts(self, lang: str) -> tuple[str, ...]:
        """What a search looks through, case-folded: the rule's id, its title and explanation in ``lang`` and
        in English."""
        r = self.rule
        return tuple(dict.fromkeys(text.casefold() for text in (
            r.id, render(r.title, lang), render(r.text, lang), render(r.title, "en"), render(r.text, "en"))))

    def stems(self, lang: str) -> frozenset[str]:
        """The stems of what a search looks through (:meth:`texts` and the rule's section), in ``lang`` and English."""
        return _entry_stems(self, lang)

    def matches(self, needle: str, words: tuple[str, ...] = (),
                wanted: Sequence[frozenset[str]] = ()) -> bool:
        """Whether the (case-folded) ``needle`` is part of the rule's id, title or explanation (in the page's
        language or in English), or the rule speaks of a game term (``words``: the English words of the
        glossary's terms that the needle names in the page's language), or each searched word is found by
        one of its stems (``wanted``: per word, the stems of its forms, synonyms and card names)."""
        lang = current()
        texts = self.texts(lang)
        if any(needle in text for text in texts) or any(word in text for word in words for text in texts):
            return True
        if not wanted:
            return False
        have = self.stems(lang)
        return all(stems_ & have for stems_ in wanted)


@dataclass(frozen=True)
class Reference:
    """A game's rules reference: ``sections`` in the rulebook's order, each ``(title, entries)``;
    ``unattached`` the register's entries that no statement ties to a rule."""

    game_id: str
    title: str
    rulebooks: tuple[str, ...]
    sections: tuple[tuple[str, tuple[Entry, ...]], ...]
    unattached: tuple[Interpretation, ...]

    @property
    def entries(self) -> tuple[Entry, ...]:
        return tuple(entry for _, entries in self.sections for entry in entries)

    def entry(self, rule_id: str) -> Entry | None:
        return next((entry for entry in self.entries if entry.rule.id == rule_id), None)

    def search(self, text: str) -> tuple[Entry, ...]:
        """The rules a search shows: all for an empty one, the rule alone for its whole id, else every rule
        whose id, title or explanation holds the text (case ignored; in the page's language or in English),
        or that speaks of a game term the text names in the page's language (the game's glossary:
        ``cacciatore`` finds Apache's rules about hunters on an Italian page). ValueError for a search too long."""
        needle = text.strip().casefold()
        if len(needle) > MAX_SEARCH:
            raise ValueError(M("A search is at most {n} characters: shorten it.", n=MAX_SEARCH))
        if not needle:
            return self.entries
        exact = [entry for entry in self.entries if entry.rule.id.casefold() == needle]
        lang = current()
        words = glossary_words(self.game_id, needle, lang) if len(needle) >= 3 else ()
        said = words_of(needle)
        content = [w for w in said if w not in STOPWORDS.get(lang, set()) | STOPWORDS["en"]] or said
        wanted = [alternatives(self.game_id, w, lang) for w in content if len(w) >= 3 or w.isdigit()]
        if re.fullmatch(r"[a-z0-9_]*[._][a-z0-9_.]*", needle):  # a part of a rule id: only ids holding it
            wanted = []
        return tuple(exact) or tuple(entry for entry in self.entries if entry.matches(needle, words, wanted))


# --- search by word forms, card names and synonyms ----------------------------------------------------

#: the Snowball stemmer's name for each language of the app
STEMMERS = {"en": "english", "it": "italian", "pl": "polish", "es": "spanish"}
#: words a search leaves out (what remains must all be found), per language
STOPWORDS = {
    "en": {"the", "a", "an", "of", "to", "in", "on", "at", "for", "with", "and", "or", "is", "are", "what", "when",
           "how", "who", "does", "do", "can", "my", "your"},
    "it": {"il", "lo", "la", "i", "gli", "le", "l", "un", "una", "uno", "di", "del", "della", "dei", "degli", "delle",
           "da", "a", "al", "alla", "in", "nel", "nella", "su", "per", "con", "e", "o", "che", "come", "quando", "chi"},
    "pl": {"i", "w", "we", "z", "ze", "na", "do", "o", "od", "po", "a", "albo", "lub", "czy", "się", "jak", "co", "kto",
           "kiedy", "to", "jest"},
    "es": {"el", "la", "los", "las", "lo", "un", "una", "de", "del", "al", "a", "en", "con", "por", "para", "y", "o",
           "que", "qué", "cómo", "cuándo", "quién", "se", "es"},
}


@lru_cache(maxsize=None)
def _stemmer(lang: str):
    """The Snowball stemmer of ``lang`` (None without the snowballstemmer package: a plain suffix rule serves)."""
    try:
        import snowballstemmer  # type: ignore[import-untyped]
    except ImportError:
        return None
    return snowballstemmer.stemmer(STEMMERS.get(lang, "english"))


#: the suffix rule used without a stemmer: plural and a few common endings, per language
_SUFFIXES = {"en": ("ies", "es", "s", "ing", "ed"), "it": ("i", "e", "a", "o"), "pl": ("ami", "ach", "ów", "om", "y", "i", "a", "e", "u"),
             "es": ("es", "s", "a", "o")}


def stem(word: str, lang: str) -> str:
    """A word's stem in ``lang`` (case-folded): ``hunters`` and ``hunter`` share one."""
    word = word.casefold()
    stemmer = _stemmer(lang)
    if stemmer is not None:
        return stemmer.stemWord(word)
    for suffix in _SUFFIXES.get(lang, ()):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[:-len(suffix)]
    return word


def words_of(text: str) -> list[str]:
    """The words of a text, case-folded (rule ids split at their dots and underscores)."""
    return re.findall(r"[^\W_]+", text.casefold())


def stems(text: str, langs: Sequence[str]) -> frozenset[str]:
    """Every word of ``text`` stemmed in each of ``langs`` (a page's text holds game terms of other languages)."""
    return frozenset(stem(word, lang) for word in words_of(text) for lang in langs)


@lru_cache(maxsize=None)
def synonyms(game_id: str) -> Mapping[str, Mapping[str, tuple[str, ...]]]:
    """The game's ``data/synonyms.toml``: per language, a word players use -> the words its rules use."""
    try:
        text = resources.files(game_info(game_id).module).joinpath("data", "synonyms.toml").read_text(encoding="utf-8")
    except (OSError, KeyError, ModuleNotFoundError):
        return {}
    return {lang: {word.casefold(): tuple(words) for word, words in table.items()}
            for lang, table in tomllib.loads(text).items()}


def alternatives(game_id: str, word: str, lang: str) -> frozenset[str]:
    """The stems a searched word may be found by: its own (in ``lang`` and English), its synonyms' and the
    words of the glossary's terms it names (a card by its name in the reader's language: ``lupo``, ``wolf``
    through the synonyms)."""
    said = [word]
    for table_lang in dict.fromkeys((lang, "en")):   # a synonym is found by any form of its word too
        for key, words in synonyms(game_id).get(table_lang, {}).items():
            if key == word or stem(key, table_lang) == stem(word, table_lang):
                said += words
    found: set[str] = set()
    for text in said:
        found |= stems(text, (lang, "en"))
        if len(text) >= 3:
            for term in glossary_words(game_id, text.casefold(), lang):
                found |= stems(term, (lang, "en"))
    return frozenset(found)


def glossary_words(game_id: str, needle: str, lang: str) -> tuple[str, ...]:
    """The English words (case-folded) of every term of the game's glossary whose word in ``lang`` holds or
    is held by ``needle`` (a plural or a declined form finds its term too: ``cacciatori``, ``myśliwego``)."""
    found = []
    try:
        english, words = terms(game_id, "en"), terms(game_id, lang)
    except (OSError, KeyError):  # a game without a glossary yet
        return ()
    for key, word in words.items():
        folded = word.casefold()
        stem = folded[:max(4, len(folded) - 2)]
        if needle in folded or folded in needle or (len(needle) >= 4 and needle.startswith(stem)):
            found.append(english[key].casefold())
    return tuple(dict.fromkeys(found))


@lru_cache(maxsize=None)
def _entry_stems(entry: Entry, lang: str) -> frozenset[str]:
    section = (render(cite_source(entry.section, lang, game_info(entry.rule.id.split(".")[0]).rulebook_languages), lang)
               if entry.section != "Other rules" else "")
    return stems(" ".join((*entry.texts(lang), section, entry.section)), (lang, "en"))


@lru_cache(maxsize=None)
def reference(game_id: str) -> Reference:
    """The reference of a registered game (KeyError names the games there are); built once per game."""
    info = game_info(game_id)
    game_rules = rules(f"{info.id}.")
    register = {i.id: i for i in info.game.INTERPRETATIONS}
    sections_of: dict[str, list[str]] = {}
    numbers: dict[str, list[int]] = {}
    readings: dict[str, list[Interpretation]] = {}
    order: list[str] = []  # the rulebook's sections, in the order its statements come
    for statement in statements(info):
        if statement.section not in order:
            order.append(statement.section)
        for rule_id in statement.rules:
            sections_of.setdefault(rule_id, []).append(statement.section)
            numbers.setdefault(rule_id, []).append(statement.number)
            entry = register.get(statement.reading) if statement.status == "reading" else None
            if entry is not None and entry not in readings.setdefault(rule_id, []):
                readings[rule_id].append(entry)
    steps = _tutorial(info)
    taught = {rule_id: [(n, step.title, step.id) for n, step in enumerate(steps, 1) if rule_id in step.rules]
              for rule_id in {r.id for r in game_rules}}
    found = _positions(info, steps)
    other = "Other rules"  # (shown as a message: section_title) a rule no statement names (none today; kept so that no rule is ever left out)
    entries: dict[str, list[Entry]] = {}
    for r in game_rules:
        section = home_section(r, sections_of.get(r.id, [other]))
        entries.setdefault(section, []).append(Entry(
            r, section, tuple(numbers.get(r.id, ())), tuple(readings.get(r.id, ())), tuple(taught[r.id]),
            found.get(r.id)))
    sections = tuple((title, tuple(entries[title])) for title in [*order, other] if title in entries)
    tied = {i.id for found_readings in readings.values() for i in found_readings}
    return Reference(info.id, info.title, info.rulebooks, sections,
                     tuple(i for i in info.game.INTERPRETATIONS if i.id not in tied))


def home_section(r: Rule, sections: list[str]) -> str:
    """Where a rule is listed: the first section of the statements it implements that its own ``source``
    names (``Game setup (it: Preparazione)`` for a source ``en: Game setup; ...``), else the first of them."""
    source = r.source.casefold()
    return next((s for s in sections if s.split(" (")[0].strip().casefold() in source), sections[0])


def _tutorial(info: GameInfo) -> tuple:
    """The game's tutorial steps, in the learn page's order (none if the game has no tutorial)."""
    return tuple(info.tutorial)


def _positions(info: GameInfo, steps: tuple) -> dict[str, Position]:
    """For each rule, one position where it decides something: the first found among the registry's
    samples, then seeded random play from each sample, then the positions of the tutorial's steps."""
    found: dict[str, Position] = {}

    def cite(state: State, origin: Message) -> None:
        if state.is_terminal:
            return
        fresh = {state.check(action).rule for action in state.legal_actions()} - set(found)
        if fresh and _opens(info, state):
            for rule_id in fresh:
                found[rule_id] = Position(state.notation(), origin)

    samples = [info.parse(sample) for sample in info.samples]
    for state in samples:
        cite(state, M("a sample position"))
    for n, state in enumerate(samples):
        rng = random.Random(n)
        for _ in range(PLAYOUT):
            if state.is_terminal:
                break
            state = state.apply(random_action(state, rng))
            cite(state, M("a position reached by random play from a sample"))
    for n, step in enumerate(steps, 1):
        state = step.start()
        if _opens(info, state):
            for rule_id in step.rules:
                found.setdefault(rule_id, Position(state.notation(), M("the position of tutorial step {n}", n=n)))
    return found


def _opens(info: GameInfo, state: State) -> bool:
    """Whether the state's position string reads back (the play page opens it)."""
    try:
        return info.parse(state.notation()).notation() == state.notation()
    except (NotationError, ValueError):
        return False


# --- links ------------------------------------------------------------------------------------------

def rule_href(game_id: str, rule_id: str) -> str:
    """The address of a rule on its game's reference page, relative to any page of a game
    (``notebooks/<game>/<page>.ipynb``), in the page's language."""
    return f"../{game_id}/rules.ipynb?{urlencode({'rule': rule_id, 'lang': current()})}"


def rule_link(game_id: str, rule_id: str) -> str:
    """A link (HTML) to the rule on its game's reference page, opened beside the page, named by the rule's
    title in the page's language (its id, which players need not read, in ``data-rule`` and the hover text);
    a rule the registry does not know is named by its id."""
    try:
        words = tr(rule(rule_id).title)
    except KeyError:
        words = rule_id
    read = tr(M("Read this rule in the rules reference"))
    title = escape(f"{read} ({rule_id})", quote=True)
    return (f"<a class='tutor-rule-link' href='{escape(rule_href(game_id, rule_id), quote=True)}' "
            f"target='_blank' title='{title}' data-rule='{escape(rule_id, quote=True)}' "
            f"style='color:inherit; text-decoration:underline'>{escape(words)}</a>")


def linked(text: str) -> Cited:
    """``text`` unchanged, but shown by a message line with each ``[rule id]`` citation of a registered rule
    as a link to it (:class:`Cited`, :func:`rule_link`)."""
    return Cited(text)


def _query(name: str, environ: Mapping[str, str]) -> str | None:
    if environ is os.environ:
        await_request()  # a preheated page's kernel waits for its request (links.py)
    values = parse_qs(environ.get("QUERY_STRING", "")).get(name)
    return values[0] if values else None


def query_rule(environ: Mapping[str, str] = os.environ) -> str | None:
    """The ``rule`` named in this page's link (``rules.ipynb?rule=<id>``), or None."""
    return _query("rule", environ)


def query_step(steps: Sequence[Step], environ: Mapping[str, str] = os.environ) -> tuple[int, str]:  # str: a message
    """The tutorial step a link names (``learn.ipynb?step=<id>``, or an older link's number counted from 1:
    :class:`tutor.core.tutorial.Steps`) as ``(index from 0, problem)``: the first step and a message saying
    why when the value cannot be used."""
    value = _query("step", environ)
    if value is None:
        return 0, ""
    text = value.strip()
    found = (steps if isinstance(steps, Steps) else Steps(tuple(steps))).index_of(text)
    if len(text) > 40 or found is None:
        shown = value if len(value) <= 20 else value[:20] + "…"
        return 0, M("The link names step {step}, but this tutorial has steps 1 to {count}: starting at step 1.",
                    step=repr(shown), count=len(steps))
    return found, ""


# --- the page ---------------------------------------------------------------------------------------

def cited(source: str, info: GameInfo) -> str:
    """Where a rule (or a reading) comes from, in the page's language: the section of the rulebook in the
    reader's language where the game has one, else of its own rulebook, saying which (never a file name)."""
    return tr(cite_source(source, current(), info.rulebook_languages))


def section_title(title: str, info: GameInfo) -> str:
    """A section of the reference: the rulebook's section in the reader's language where there is one."""
    if title == "Other rules":
        return tr(M("Other rules"))
    return tr(cite_source(title, current(), info.rulebook_languages))


def entry_html(entry: Entry, info: GameInfo) -> str:
    """One rule: title, id, explanation, where it comes from, the readings, where to learn and see it."""
    r = entry.rule
    parts = [f"<h4 style='margin:0.2em 0'>{escape(tr(r.title))} <code style='font-size:0.8em'>{escape(r.id)}</code></h4>",
             f"<p style='margin:0.2em 0'>{escape(tr(r.text))}</p>"]
    source = M("From the rulebook: {source}", source=cited(r.source, info))
    if entry.statements:
        source = M("{source} · {statements} of the rule table", source=source,
                   statements=P("statement {numbers}", "statements {numbers}", n=len(entry.statements),
                                numbers=", ".join(map(str, entry.statements))))
    parts.append(f"<p class='tutor-rule-source' style='margin:0.2em 0; color:#555'><small>{escape(tr(source))}"
                 "</small></p>")
    parts += [readings_html(i, info) for i in entry.readings]
    links = []
    for n, title, step_id in entry.steps:
        words = M("learn it in tutorial step {n} ({title})", n=n, title=title)
        links.append(f"<a href='{escape(with_lang('learn.ipynb?' + urlencode(dict(step=step_id))), quote=True)}' "
                     f"target='_blank' style='{LINK}'>{escape(tr(words))}</a>")
    if entry.position is not None:
        href = escape(with_lang(f"play.ipynb?{urlencode({'position': entry.position.notation})}"), quote=True)
        words = M("see it in play from {origin}", origin=entry.position.origin)
        links.append(f"<a class='tutor-rule-position' href='{href}' target='_blank' style='{LINK}'>"
                     f"{escape(tr(words))}</a>")
    if links:
        parts.append(f"<p class='tutor-rule-where' style='margin:0.2em 0'><small>{' · '.join(links)}</small></p>")
    anchor = "rule-" + re.sub(r"[^a-z0-9_-]", "-", r.id)
    return (f"<section class='tutor-rule' id='{anchor}' data-rule='{escape(r.id, quote=True)}' "
            "style='border-left:3px solid #D9B77E; padding:0.2em 0.6em; margin:0.6em 0; overflow-wrap:anywhere'>"
            + "".join(parts) + "</section>")


def with_lang(href: str) -> str:
    """A link to another page of the game, in the page's language."""
    return f"{href}&{urlencode({'lang': current()})}" if "?" in href else f"{href}?{urlencode({'lang': current()})}"


def readings_html(entry: Interpretation, info: GameInfo | None = None) -> str:
    """A register entry: the question, the reading in force and the other readings."""
    force = entry.reading(entry.default)
    chosen = tr(M("(the tutor's default; a new game can choose another under {where})",
                  where=M("Rule readings"))) if entry.option else ""
    others = "".join(f"<li>{escape(tr(r.text))}</li>" for r in entry.readings if r.value != entry.default)
    where = cited(entry.source, info) if info is not None else tr(entry.source)
    unclear, in_force, other = (escape(tr(t)) for t in (M("Where the rulebook is unclear:"), M("In force"),
                                                        M("Other readings:")))
    why = escape(tr(M("Why: {why} (rulebook: {source})", why=entry.why, source=where)))
    return ("<div class='tutor-rule-reading' style='font-size:0.9em; background:#FBF8F1; padding:0.3em 0.5em; "
            f"margin:0.3em 0'><b>{unclear}</b> {escape(tr(entry.question))}<br>"
            f"<b>{in_force}</b>{(' ' + escape(chosen)) if chosen else ''}: {escape(tr(force.text))}"
            + (f"<br><b>{other}</b><ul style='margin:0'>{others}</ul>" if others else "")
            + f"<small style='color:#555'>{why}</small></div>")


@lru_cache(maxsize=None)
def _entry_html(game_id: str, rule_id: str, lang: str) -> str:
    ref = reference(game_id)
    entry = ref.entry(rule_id)
    assert entry is not None
    return entry_html(entry, game_info(game_id))


def list_html(ref: Reference, shown: tuple[Entry, ...]) -> str:
    """The rules ``shown``, under their sections in the rulebook's order (sections with none left out)."""
    keep = {entry.rule.id for entry in shown}
    everything = len(shown) == len(ref.entries)
    info = game_info(ref.game_id)
    body, contents = [], []
    for n, (title, entries) in enumerate(ref.sections, 1):
        inside = [entry for entry in entries if entry.rule.id in keep]
        if inside:
            anchor = f"tutor-rules-{ref.game_id}-{n}"
            heading = escape(section_title(title, info))
            contents.append(f"<a href='#{anchor}' style='{LINK}'>{heading}</a>")
            body.append(f"<h3 class='tutor-rules-section' id='{anchor}' style='margin:0.8em 0 0.2em'>{heading}</h3>")
            body += [_entry_html(ref.game_id, entry.rule.id, current()) for entry in inside]
    if everything and ref.unattached:
        anchor = f"tutor-rules-{ref.game_id}-other"
        short, long = escape(tr(M("Other readings"))), escape(tr(M("Other readings of the rulebook")))
        contents.append(f"<a href='#{anchor}' style='{LINK}'>{short}</a>")
        body.append(f"<h3 class='tutor-rules-section' id='{anchor}' style='margin:0.8em 0 0.2em'>{long}</h3>")
        body += [readings_html(i, info) for i in ref.unattached]
    if everything:
        sections = escape(tr(M("Sections:")))
        body.insert(0, "<p class='tutor-rules-contents' style='margin:0.3em 0'><small><b>"
                    f"{sections}</b> " + " · ".join(contents) + "</small></p>")
    return "<div class='tutor-rules' style='max-width:52em; line-height:1.45'>" + "".join(body) + "</div>"


class RulesPage(widgets.VBox):
    """A game's rules reference: a search box filtering as you type, the rules under their sections;
    ``rule`` (a ``?rule=`` link's value) opens the page on that rule. A game's page
    (``tutor.widgets.<game>_rules.RulesApp``) only sets ``game_id``."""

    game_id = ""

    def __init__(self, game_id: str | None = None, *, rule: str | None = None) -> None:
        self.ref = reference(game_id or self.game_id)
        self.search = bounded.Text(placeholder=tr(M("Search the rules: a word, a card, a rule id")),
                                   continuous_update=True, layout=widgets.Layout(width="100%", max_width="34em"))
        self.search.add_class("tutor-rules-search")
        self.count = widgets.HTML()
        self.count.add_class("tutor-rules-count")
        self.message = MessageLine()
        self.message.add_class("tutor-rules-message")
        self.rules = widgets.HTML()
        self.shown: tuple[Entry, ...] = ()
        everything = button(M("Show every rule"), self.show_all, cls="tutor-rules-all")
        row = widgets.HBox([self.search, everything], layout=widgets.Layout(flex_flow="row wrap", width="100%"))
        super().__init__([row, self.count, self.message, self.rules], layout=widgets.Layout(width="100%"))
        self.search.observe(lambda change: self.filter(change["new"]), "value")
        self.filter("")
        if rule is not None:
            self.open_rule(rule)

    def filter(self, text: str) -> None:
        """Show the rules the search ``text`` finds; a search too long is refused and changes nothing."""
        try:
            shown = self.ref.search(text)
        except ValueError as error:
            self.message.show(str(error), "error")
            return
        self.message.show("")
        self.shown = shown
        total = len(self.ref.entries)
        needle = text.strip()
        if not needle:
            count = P("{n} rule in {sections}, in the rulebook's order.",
                      "{n} rules in {sections}, in the rulebook's order.", n=total,
                      sections=P("{n} section", "{n} sections", n=len(self.ref.sections)))
            self.count.value = f"<small>{escape(tr(count))}</small>"
        elif shown:
            count = P("{n} of {total} rules matches {search}.", "{n} of {total} rules match {search}.",
                      n=len(shown), total=total, search=repr(needle))
            self.count.value = f"<small>{escape(tr(count))}</small>"
        else:
            count = M("No rule matches {search}: try another word.", search=repr(needle))
            self.count.value = f"<small>{escape(tr(count))}</small>"
        self.rules.value = list_html(self.ref, shown)

    def open_rule(self, rule_id: str) -> None:
        """Show the rule with this id alone (its id in the search box); an unknown id is said and changes nothing."""
        value = rule_id.strip()
        if len(value) > MAX_QUERY:
            self.message.show(M("The link names a rule id longer than {n} characters: showing every rule.",
                                n=MAX_QUERY), "error")
            return
        if self.ref.entry(value) is None:
            self.message.show(M("The link names the rule {rule}, which is not a rule of {game}: showing every rule.",
                                rule=repr(value), game=self.ref.title), "error")
            return
        self.search.value = value  # the observer filters

    def show_all(self) -> None:
        self.search.value = ""
        self.filter("")
