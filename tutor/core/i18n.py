"""Every text a person reads is a message, rendered in the reader's language.

A :class:`Message` is a message id (its English source, with ``{named}`` placeholders, as gettext
writes it) and its named parameters. Rules code builds messages; a page renders them in its reader's
language from the gettext catalogs in ``tutor/locale/<lang>/LC_MESSAGES/<domain>.po`` (kept with
Babel: ``python -m tutor.locale update``; see ``tutor/locale/README.md``)::

    from tutor.core.i18n import M, P, render, using

    reason = M("{who} already has a hand card on the Pow-Wow board", who=colour)
    settle = P("{n} claim settles", "{n} claims settle", n=len(powwow))
    render(reason, "it")   # the Italian, with the colour's Italian name
    with using("pl"):      # a page sets its language once (set_language); tests use this
        str(settle)

Parameters are rendered in the same language: a :class:`Message` in its turn, a :class:`Term` (a game
term from the game's glossary, ``tutor/games/<game>/data/glossary.toml``, in the words of that
language's rulebook), a number (formatted for the language: decimal comma in it, pl and es; a format
spec such as ``{p:.1%}`` keeps its meaning), anything else as ``str`` (people's names, position strings).

A message is a ``str`` whose characters are its English rendering, so logs, tests and code that only
compare or store texts read it as before; ``str(message)`` and formatting (``f"{message}"``) render it
in the current language (:func:`current`, ``en`` unless a page or :func:`using` chose another).
Concatenating or joining messages gives English: never build a sentence so (give the parts as
parameters of one message; lists with :class:`Joined`).

The pseudo-language ``xx`` wraps every message and term in ``⟦…⟧``: a page opened with ``?lang=xx``
shows at once any text that escaped the catalogs (tests/browser/test_languages.py).
"""
from __future__ import annotations

import contextlib
import functools
import gettext
import os
import re
import threading
import tomllib
from decimal import Decimal
from fractions import Fraction
from importlib import resources
from numbers import Number
from pathlib import Path
from typing import Any, Iterable, Iterator, Mapping

#: the languages of the app: English (the source), Italian, Polish, Spanish
LANGUAGES: tuple[str, ...] = ("en", "it", "pl", "es")
#: the messages' own language
SOURCE = "en"
#: the pseudo-language that wraps every message (finds English that escaped the catalogs)
PSEUDO = "xx"
#: every language code a page accepts in ``?lang=``
ACCEPTED: tuple[str, ...] = LANGUAGES + (PSEUDO,)
#: each language's name in that language (the language menu)
NAMES: Mapping[str, str] = {"en": "English", "it": "Italiano", "pl": "Polski", "es": "Español", PSEUDO: "⟦pseudo⟧"}
OPEN, CLOSE = "⟦", "⟧"

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"

_current = SOURCE
_local = threading.local()


# ---------------------------------------------------------------------------------------------- language


def normalize(code: str | None) -> str | None:
    """The app's language for a language code (``it``, ``it-IT``, ``pl_PL``, ``ES``), or None if it has none."""
    if not code or not isinstance(code, str) or len(code) > 35:
        return None
    base = code.strip().replace("_", "-").split("-")[0].lower()
    return base if base in ACCEPTED else None


def negotiate(accept_language: str | None, default: str = SOURCE) -> str:
    """The app's language best fitting a browser's ``Accept-Language`` header (``pl-PL,pl;q=0.9,en;q=0.8``)."""
    if not accept_language:
        return default
    choices: list[tuple[float, int, str]] = []
    for index, part in enumerate(accept_language[:500].split(",")[:30]):
        code, _, params = part.strip().partition(";")
        weight = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        lang = normalize(code)
        if lang and lang != PSEUDO and weight > 0:
            choices.append((-weight, index, lang))
    return min(choices)[2] if choices else default


def current() -> str:
    """The language texts are rendered in: the one :func:`using` chose on this thread, else the page's."""
    return getattr(_local, "language", None) or _current


def set_language(lang: str) -> str:
    """Choose the language of this process (a page's kernel serves one reader); returns it.

    An unknown code leaves English (ValueError is for code, not visitors: pages read ``?lang=`` with
    :func:`normalize` first)."""
    global _current
    chosen = normalize(lang)
    if chosen is None:
        raise ValueError(f"unknown language {lang!r}; languages are {', '.join(ACCEPTED)}")
    _current = chosen
    return chosen


@contextlib.contextmanager
def using(lang: str) -> Iterator[str]:
    """Render in ``lang`` on this thread inside the block (tests, documents made in several languages)."""
    chosen = normalize(lang)
    if chosen is None:
        raise ValueError(f"unknown language {lang!r}; languages are {', '.join(ACCEPTED)}")
    before = getattr(_local, "language", None)
    _local.language = chosen
    try:
        yield chosen
    finally:
        _local.language = before


# ---------------------------------------------------------------------------------------------- catalogs

#: the order of the plural forms in each language's catalog (gettext's, from CLDR's categories)
_PLURAL_FORMS = {"en": "nplurals=2; plural=(n != 1);", "it": "nplurals=2; plural=(n != 1);",
                 "es": "nplurals=2; plural=(n != 1);",
                 "pl": "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"}


@functools.cache
def plural_index(lang: str) -> Any:
    """The function that gives a count's plural form index in ``lang`` (gettext's own parser of the rule)."""
    rule = _PLURAL_FORMS.get(lang, _PLURAL_FORMS[SOURCE]).split("plural=", 1)[1].rstrip(";")
    return gettext.c2py(rule)


def plural_count(lang: str) -> int:
    """How many plural forms ``lang`` has (Polish: three)."""
    return int(_PLURAL_FORMS.get(lang, _PLURAL_FORMS[SOURCE]).split(";")[0].split("=")[1])


Entry = str | tuple[str, ...]


@functools.cache
def catalog(lang: str) -> Mapping[tuple[str | None, str], Entry]:
    """Every translated message of ``lang``, from all its domains: (context, msgid) -> msgstr (a tuple of
    plural forms for a plural message). Empty for English and the pseudo-language. Read once per process
    from the ``.po`` files (no compiled binaries are kept)."""
    if lang in (SOURCE, PSEUDO):
        return {}
    from babel.messages.pofile import read_po  # only when a page speaks another language

    found: dict[tuple[str | None, str], Entry] = {}
    folder = LOCALE_DIR / lang / "LC_MESSAGES"
    for path in sorted(folder.glob("*.po")) if folder.is_dir() else ():
        with path.open("rb") as po:
            for message in read_po(po, locale=lang):
                if not message.id or message.fuzzy:
                    continue
                if isinstance(message.id, tuple):
                    forms = tuple(message.string or ())
                    if forms and all(forms):
                        found[(message.context, str(message.id[0]))] = forms
                elif isinstance(message.string, str) and message.string:
                    found[(message.context, str(message.id))] = message.string
    return found


def translation(msgid: str, lang: str, *, plural: str | None = None, n: int = 1, context: str | None = None) -> str:
    """The template of a message in ``lang``: its translation, else its English (the source)."""
    if lang == PSEUDO:
        return _pseudo(msgid if plural is None or n == 1 else plural)
    entry = catalog(lang).get((context, msgid)) if lang != SOURCE else None
    if plural is None:
        return entry if isinstance(entry, str) else msgid
    if isinstance(entry, tuple):
        index = plural_index(lang)(n)
        return entry[min(index, len(entry) - 1)]
    return msgid if n == 1 else plural


_TAG = re.compile(r"(</?[a-zA-Z][^<>]*>)")


def _pseudo(template: str) -> str:
    """A template in the pseudo-language: wrapped whole, or each run of text between its HTML tags wrapped
    (a message holding paragraphs or a bold word is still seen as wrapped wherever a reader splits it)."""
    parts = _TAG.split(template)
    if len(parts) == 1:
        return OPEN + template + CLOSE
    return "".join(part if n % 2 or not part.strip() else OPEN + part + CLOSE for n, part in enumerate(parts))


# ---------------------------------------------------------------------------------------------- messages


class Message(str):
    """A text a person reads: a message id with named parameters (see the module's docstring).

    Its characters are its English rendering; :meth:`render` (and ``str()``, and formatting) give it in a
    language. ``plural`` and ``count`` make a plural message, whose form follows the parameter ``count``
    names (``counted``: ``n`` by default)."""

    msgid: str
    params: Mapping[str, Any]
    plural: str | None
    counted: str
    context: str | None

    def __new__(cls, msgid: str, params: Mapping[str, Any] | None = None, *, plural: str | None = None,
                counted: str = "n", context: str | None = None) -> "Message":
        params = dict(params or {})
        template = msgid if plural is None or params.get(counted) == 1 else plural
        try:
            if not params:  # a message without parameters is its text as it stands (a data text's template too)
                english = template
            elif any(isinstance(value, _LAZY) for value in params.values()):
                english = template.format_map(_Localized.wrap(params, SOURCE))
            else:
                english = template.format_map(params)
        except (KeyError, IndexError, ValueError) as error:
            raise ValueError(f"message {msgid!r} cannot take parameters {sorted(params)}: {error}") from None
        message = super().__new__(cls, english)
        message.msgid = msgid
        message.params = params
        message.plural = plural
        message.counted = counted
        message.context = context
        return message

    def render(self, lang: str | None = None) -> str:
        """This message in ``lang`` (the current language by default)."""
        lang = lang or current()
        if lang == SOURCE:
            return str.__str__(self)
        n = self.params.get(self.counted, 1) if self.plural is not None else 1
        template = translation(self.msgid, lang, plural=self.plural, n=n if isinstance(n, int) else 2,
                               context=self.context)
        if not self.params:
            return template
        try:
            return template.format_map(_Localized.wrap(self.params, lang))
        except (KeyError, IndexError, ValueError):  # a translation that breaks its placeholders: English
            return OPEN + str.__str__(self) + CLOSE if lang == PSEUDO else str.__str__(self)

    def fill(self, **params: Any) -> "Message":
        """This message's text as a template filled with ``params`` (a data text that says ``{choice}``)."""
        return Message(self.msgid, {**self.params, **params}, plural=self.plural, counted=self.counted,
                       context=self.context)

    def __str__(self) -> str:
        return self.render()

    def __format__(self, spec: str) -> str:
        return format(self.render(), spec)

    def __reduce__(self) -> tuple:
        return _rebuild, (type(self), self.msgid, self.params, self.plural, self.counted, self.context)

    def __repr__(self) -> str:
        return f"M({self.msgid!r}{''.join(f', {k}={v!r}' for k, v in self.params.items())})"


def _rebuild(cls: type, msgid: str, params: Mapping[str, Any], plural: str | None, counted: str,
             context: str | None) -> Message:
    return cls(msgid, params, plural=plural, counted=counted, context=context)


def M(msgid: str, /, **params: Any) -> Message:
    """A message: ``M("{who} reveals a card", who=name)``. Babel extracts its first argument."""
    return Message(msgid, params)


def P(singular: str, plural: str, /, n: int, **params: Any) -> Message:
    """A plural message whose form follows ``n`` (its placeholder is ``{n}``): three forms in Polish."""
    return Message(singular, {"n": n, **params}, plural=plural)


def Mc(context: str, msgid: str, /, **params: Any) -> Message:
    """A message with a context, for one English text that needs two translations (``Mc("menu", "Open")``)."""
    return Message(msgid, params, context=context)


def N_(msgid: str) -> str:
    """Marks a text for the catalogs without making it a message yet (a table's keys, a data field)."""
    return msgid


def render(text: Any, lang: str | None = None) -> str:
    """Any text in ``lang`` (the current language by default): a message or term rendered, a number
    formatted for the language, anything else as ``str``."""
    lang = lang or current()
    if isinstance(text, (Message, Term)):
        return text.render(lang)
    if isinstance(text, Joined):
        return text.render(lang)
    if isinstance(text, Number) and not isinstance(text, bool):
        return format(_Localized(text, lang), "")
    return str.__str__(text) if isinstance(text, str) else str(text)


#: the short name pages use
tr = render


def rendered(texts: Iterable[Any], lang: str | None = None) -> list[str]:
    """Each text rendered in ``lang``."""
    return [render(t, lang) for t in texts]


class Joined(str):
    """A list shown as one parameter, its items rendered and joined with a separator (punctuation, never a
    word: ``Joined(names, ", ")``). As a ``str`` it reads as the English items joined."""

    items: tuple[Any, ...]
    sep: str

    def __new__(cls, items: Iterable[Any], sep: str = ", ") -> "Joined":
        items = tuple(items)
        joined = super().__new__(cls, sep.join(str.__str__(i) if isinstance(i, str) else str(i) for i in items))
        joined.items, joined.sep = items, sep
        return joined

    def render(self, lang: str | None = None) -> str:
        return self.sep.join(render(i, lang) for i in self.items)

    def __str__(self) -> str:
        return self.render()

    def __format__(self, spec: str) -> str:
        return format(self.render(), spec)

    def __reduce__(self) -> tuple:
        return Joined, (self.items, self.sep)


# ---------------------------------------------------------------------------------------------- numbers


class _Localized:
    """A parameter's value, formatted for a language when a template places it (``{n}``, ``{p:.1%}``)."""

    __slots__ = ("value", "lang")

    def __init__(self, value: Any, lang: str):
        self.value, self.lang = value, lang

    @staticmethod
    def wrap(params: Mapping[str, Any], lang: str) -> dict[str, "_Localized"]:
        return {key: _Localized(value, lang) for key, value in params.items()}

    def __format__(self, spec: str) -> str:
        value, lang = self.value, self.lang
        if isinstance(value, (Message, Term, Joined)):
            return format(value.render(lang), spec)
        if isinstance(value, bool) or not isinstance(value, (int, float, Fraction, Decimal)):
            return format(str.__str__(value) if isinstance(value, str) else value, spec)
        if isinstance(value, Fraction) and not spec:
            return str(value)
        text = format(value, spec)
        if lang in (SOURCE, PSEUDO):
            return text
        return _localize_digits(text, lang, percent=spec.endswith("%"))

    def __str__(self) -> str:
        return format(self, "")


@functools.cache
def _symbols(lang: str) -> tuple[str, str, bool]:
    from babel import numbers

    spaced = "\xa0%" in numbers.format_percent(0.5, locale=lang)
    return numbers.get_decimal_symbol(lang), numbers.get_group_symbol(lang), spaced


def _localize_digits(text: str, lang: str, *, percent: bool) -> str:
    """A number Python formatted, with the language's decimal and group symbols (Babel's locale data)."""
    decimal, group, spaced = _symbols(lang)
    text = text.replace(",", "\0").replace(".", decimal).replace("\0", group)
    if percent and spaced and text.endswith("%"):
        text = text[:-1] + "\xa0%"
    return text


def number(value: Any, spec: str = "", lang: str | None = None) -> str:
    """A number formatted for ``lang`` with a Python format spec (``number(0.25, ".1%", "it") == "25,0%"``)."""
    return format(_Localized(value, lang or current()), spec)


# ---------------------------------------------------------------------------------------------- game terms


def _forms(entry: Any) -> tuple[str, ...]:
    return (entry,) if isinstance(entry, str) else tuple(entry)


@functools.cache
def glossary(game: str) -> Mapping[str, Mapping[str, tuple[str, ...]]]:
    """A game's terms: key -> language -> its plural forms (in the order of the language's catalog).

    Read from ``tutor/games/<game>/data/glossary.toml`` (or ``tutor/core/data/glossary.toml`` for the
    terms every game shares, ``game="core"``)."""
    package = "tutor.core" if game == "core" else f"tutor.games.{game}"
    text = resources.files(package).joinpath("data", "glossary.toml").read_text(encoding="utf-8")
    data = tomllib.loads(text)
    return {key: {lang: _forms(words) for lang, words in entry.items()} for key, entry in data.items()
            if isinstance(entry, dict)}


class Term(str):
    """A game term, in the words of the reader's language's rulebook (``Term("apache", "hunter", n=2)``).

    Its characters are the English term; ``n`` chooses the plural form."""

    game: str
    key: str
    n: int

    def __new__(cls, game: str, key: str, n: int = 1) -> "Term":
        try:
            forms = glossary(game)[key][SOURCE]
        except KeyError:
            raise KeyError(f"the {game} glossary has no term {key!r} in English") from None
        term = super().__new__(cls, forms[0] if n == 1 or len(forms) == 1 else forms[1])
        term.game, term.key, term.n = game, key, n
        return term

    def render(self, lang: str | None = None) -> str:
        lang = lang or current()
        if lang == SOURCE:
            return str.__str__(self)
        if lang == PSEUDO:  # word by word: a drawing may break a long term over two lines
            return " ".join(OPEN + word + CLOSE for word in str.__str__(self).split(" "))
        forms = glossary(self.game)[self.key].get(lang)
        if not forms:
            return str.__str__(self)
        return forms[min(plural_index(lang)(self.n), len(forms) - 1)]

    def __str__(self) -> str:
        return self.render()

    def __format__(self, spec: str) -> str:
        return format(self.render(), spec)

    def __reduce__(self) -> tuple:
        return Term, (self.game, self.key, self.n)

    def __repr__(self) -> str:
        return f"Term({self.game!r}, {self.key!r}{'' if self.n == 1 else f', n={self.n}'})"


_LAZY = (Message, Term, Joined)


def terms(game: str, lang: str | None = None) -> dict[str, str]:
    """Every term of a game in ``lang`` (singular), for search and the reference page."""
    lang = lang or current()
    return {key: Term(game, key).render(lang) for key in glossary(game)}


def environ_language(environ: Mapping[str, str] = os.environ) -> str:
    """The language a page's request asks for: ``?lang=`` in its query string, else the browser's
    preference (the ``Accept-Language`` header, which the server hands the kernel as
    ``HTTP_ACCEPT_LANGUAGE``: ``VoilaConfiguration.http_header_envs`` in serve/voila.py), else English."""
    from urllib.parse import parse_qs

    values = parse_qs(environ.get("QUERY_STRING", "")[:4000]).get("lang")
    chosen = normalize(values[0]) if values else None
    return chosen or negotiate(environ.get("HTTP_ACCEPT_LANGUAGE"))


def excerpt(text: str, limit: int = 40) -> str:
    """``text`` quoted, cut to ``limit`` characters: a message never repeats a long input whole."""
    return repr(text if len(text) <= limit else text[:limit] + "…")


# ---------------------------------------------------------------------------------------------- data texts

#: the fields of a game's data files (``data/*.toml``: rulebook, tutorial, pages) that people read: their
#: strings are messages (extracted by ``python -m tutor.locale update``, wrapped by :func:`translate_data`)
TEXT_KEYS = frozenset({"title", "text", "question", "why", "label", "prompt", "explanation", "choices", "intro",
                       "summary", "hint", "note", "caption", "heading", "description"})
#: tables all of whose string values people read (a tutorial's feedback and shared texts)
TEXT_TABLES = frozenset({"feedback", "texts"})


def _is_text(value: Any) -> bool:
    return isinstance(value, str) and bool(value.strip()) and not value.startswith("@")


def data_texts(data: Any, text: bool = False) -> Iterator[str]:
    """Every string of a data file's contents that people read, in file order."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield from data_texts(value, text or key in TEXT_KEYS or key in TEXT_TABLES)
    elif isinstance(data, list):
        for value in data:
            yield from data_texts(value, text)
    elif text and _is_text(data):
        yield data


def translate_data(data: Any, text: bool = False) -> Any:
    """A data file's contents with every string people read (:func:`data_texts`) made a message."""
    if isinstance(data, dict):
        return {key: translate_data(value, text or key in TEXT_KEYS or key in TEXT_TABLES)
                for key, value in data.items()}
    if isinstance(data, list):
        return [translate_data(value, text) for value in data]
    if text and _is_text(data):
        return Message(data)
    return data
