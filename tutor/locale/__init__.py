"""The gettext catalogs: which texts belong to which domain, extracting them, and updating each language.

``python -m tutor.locale update`` (from the project root) extracts every message of every domain (the
Python code: the first argument of ``M``, ``P`` (both texts), ``Mc`` and ``N_``; the game data: the text
fields of ``data/*.toml``, :data:`tutor.core.i18n.TEXT_KEYS`) into ``tutor/locale/<domain>.pot`` and
merges it into ``tutor/locale/<lang>/LC_MESSAGES/<domain>.po`` for every language but English (the
source). New messages arrive untranslated, changed ones marked fuzzy; the app shows English for both
until a translator fills them in, and ``tests/core/test_catalogs.py`` fails until then.
``python -m tutor.locale check`` says what is missing. See README.md beside this file.
"""
from __future__ import annotations

import io
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po, write_po

from tutor.core.i18n import _PLURAL_FORMS, LANGUAGES, LOCALE_DIR, SOURCE, data_texts, plural_count

ROOT = LOCALE_DIR.parent.parent
#: every game package's id, each its own domain (found in the folder, as the registry finds the games: a game
#: added by ``python -m tutor.scaffold`` has its domain with nothing to add here)
GAMES = tuple(sorted(p.parent.name for p in (ROOT / "tutor" / "games").glob("*/__init__.py")
                     if not p.parent.name.startswith("_")))
#: each domain's source files, as globs from the project root (a file belongs to the first domain naming it)
DOMAINS: dict[str, tuple[str, ...]] = {
    **{game: (f"tutor/games/{game}/**/*.py", f"tutor/games/{game}/data/*.toml",
              f"tutor/widgets/{game}_*.py") for game in GAMES},
    "lessons": ("tutor/lessons/**/*.py", "tutor/lessons/data/*.toml", "tutor/widgets/lesson.py"),
    "pages": ("tutor/widgets/landing.py", "tutor/widgets/links.py", "tutor/widgets/reference.py",
              "tutor/widgets/learn.py", "tutor/widgets/language.py", "tutor/widgets/data/*.toml", "tutor/rulesdoc.py"),
    "analysis": ("tutor/analysis/**/*.py", "tutor/widgets/analysis_*.py", "tutor/core/records.py"),
    "app": ("tutor/widgets/*.py", "tutor/render/*.py"),
    "core": ("tutor/core/**/*.py", "tutor/sim/**/*.py", "tutor/prob/**/*.py", "tutor/games/__init__.py"),
    "serve": ("serve/*.py",),
}
KEYWORDS = {"M": None, "P": (1, 2), "Mc": ((1, "c"), 2), "N_": None}
TRANSLATED = tuple(lang for lang in LANGUAGES if lang != SOURCE)
_PLACEHOLDER = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)[^{}]*\}")


def domain_files(domain: str) -> list[Path]:
    """The files of a domain, each file in one domain only."""
    earlier = {path for name in DOMAINS if name != domain and list(DOMAINS).index(name) < list(DOMAINS).index(domain)
               for path in _glob(name)}
    return [path for path in _glob(domain) if path not in earlier]


def _glob(domain: str) -> list[Path]:
    found: list[Path] = []
    for pattern in DOMAINS[domain]:
        found += sorted(p for p in ROOT.glob(pattern) if p.is_file() and p not in found)
    return found


def _toml_messages(path: Path) -> Iterator[tuple[int, str, str | None]]:
    text = path.read_text(encoding="utf-8")
    for message in data_texts(tomllib.loads(text)):
        needle = message[:40].replace("\\", "\\\\").replace('"', '\\"')
        at = text.find(needle)
        yield (text.count("\n", 0, at) + 1 if at >= 0 else 0), message, None


def template(domain: str) -> Catalog:
    """Every message of ``domain``, as the catalogs' template."""
    catalog = Catalog(project="Tabletop Tutor", domain=domain, charset="utf-8", fuzzy=False)
    for path in domain_files(domain):
        where = str(path.relative_to(ROOT))
        if path.suffix == ".toml":
            for line, text, context in _toml_messages(path):
                catalog.add(text, locations=[(where, line)], context=context)
            continue
        for line, message, comments, context in extract_from_file("python", str(path), keywords=KEYWORDS,
                                                                   comment_tags=("TRANSLATORS:",)):
            catalog.add(message, locations=[(where, line)], auto_comments=comments, context=context)
    return catalog


def po_path(lang: str, domain: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po"


def _write(catalog: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    rule = _PLURAL_FORMS.get(str(catalog.locale)) if catalog.locale else None
    if rule:  # the app's plural rule (two forms in it and es), not Babel's newer CLDR one (three)
        setattr(catalog, "_num_plurals", int(rule.split(";")[0].split("=")[1]))
        setattr(catalog, "_plural_expr", rule.split("plural=", 1)[1].rstrip(";"))
    out = io.BytesIO()
    write_po(out, catalog, width=0, include_lineno=False, ignore_obsolete=True, sort_output=False)
    path.write_bytes(out.getvalue())


def update(domains: tuple[str, ...] = tuple(DOMAINS), languages: tuple[str, ...] = TRANSLATED) -> None:
    """Extract each domain's template and merge it into every language's catalog."""
    for domain in domains:
        pot = template(domain)
        _write(pot, LOCALE_DIR / f"{domain}.pot")
        for lang in languages:
            path = po_path(lang, domain)
            if path.exists():
                with path.open("rb") as po:
                    catalog = read_po(po, locale=lang, domain=domain)
            else:
                catalog = Catalog(locale=lang, domain=domain, project="Tabletop Tutor", charset="utf-8", fuzzy=False)
            catalog.update(pot, no_fuzzy_matching=True)
            _write(catalog, path)


def placeholders(text: str) -> set[str]:
    """The named placeholders of a message text (``{who}``, ``{p:.1%}`` -> who, p)."""
    return set(_PLACEHOLDER.findall(text))


@dataclass(frozen=True)
class Problem:
    lang: str
    domain: str
    msgid: str
    what: str

    def __str__(self) -> str:
        return f"{self.lang}/{self.domain}: {self.msgid[:70]!r}: {self.what}"


def problems(domains: tuple[str, ...] = tuple(DOMAINS), languages: tuple[str, ...] = TRANSLATED) -> list[Problem]:
    """What keeps the catalogs from being complete: a message of the code or data missing from a language,
    untranslated or fuzzy; a translation that drops or adds a placeholder; a plural form missing."""
    found: list[Problem] = []
    for domain in domains:
        pot = template(domain)
        for lang in languages:
            path = po_path(lang, domain)
            catalog = read_po(path.open("rb"), locale=lang, domain=domain) if path.exists() else Catalog(locale=lang)
            for message in pot:
                if not message.id:
                    continue
                key: Any = message.id
                have = catalog.get(key, context=message.context)
                msgid = str(key[0] if isinstance(key, tuple) else key)
                if have is None or not have.string or (isinstance(have.string, tuple) and not any(have.string)):
                    found.append(Problem(lang, domain, msgid, "not translated"))
                    continue
                if have.fuzzy:
                    found.append(Problem(lang, domain, msgid, "fuzzy (the English changed): check the translation"))
                    continue
                wanted = placeholders(msgid) | (placeholders(key[1]) if isinstance(key, tuple) else set())
                forms = tuple(map(str, have.string)) if isinstance(have.string, (tuple, list)) else (str(have.string),)
                if isinstance(key, tuple) and (len(forms) != plural_count(lang) or not all(forms)):
                    found.append(Problem(lang, domain, msgid, f"needs {plural_count(lang)} plural forms"))
                for form in forms:
                    got = placeholders(form)
                    if got - wanted or (not isinstance(key, tuple) and wanted - got):
                        found.append(Problem(lang, domain, msgid,
                                             f"placeholders {sorted(got)} where the English has {sorted(wanted)}"))
    return found
