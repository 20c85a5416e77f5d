"""A new game from a template: ``python -m tutor.scaffold <id> --title "<Title>" [--root DIR]``.

Writes everything a game needs, as a tiny but complete working game (Nim on four piles dealt by chance,
``template/``) that passes every shared test as written; the contributor then turns it into their game
(``docs/adding-a-game.md``):

* ``tutor/games/<id>/``: the rules package, every role file of the recipe (its data too: the rulebook, the
  tutorial, the shared tests' settings in ``data/checks.toml``, the seeded games' fingerprints, and the
  game's own rules text, ``data/rules.en.txt``, for a game whose rulebook is not in ``shared/seeds``);
* ``tutor/widgets/<id>_<page>.py``: its five pages;
* ``notebooks/<id>/<page>.ipynb``: their notebooks;
* ``tests/<id>/test_<id>_rules.py``: the game's own tests, one marked with each rule (every rule of a game must be
  exercised by a test: ``tests/core/test_rule_tables.py``).

The template's files are real Python, TOML and notebooks whose placeholders (``$game_id``, ``$title``,
``$summary``, ``$order``, ``$a_title`` (the title with its article), and ``${game_id}`` where letters follow) :class:`string.Template` fills in.

``--root`` writes the same tree under another directory: with that directory on ``PYTHONPATH`` the game is
registered with nothing else changed (``tutor.games`` and ``tutor.widgets`` extend their ``__path__`` over
every ``tutor/games`` and ``tutor/widgets`` folder on the path), which is how ``tests/test_scaffold.py``
runs the shared tests on a game made in a scratch directory.

Changing the template's rules changes its seeded games: record them again into the template (the fingerprints do
not depend on the id) with ``python -m tutor.scaffold tpl --title T --root /tmp/t``,
``PYTHONPATH=.:/tmp/t python -m tests.test_seeded_games tpl`` and copying ``/tmp/t/tutor/games/tpl/data/seeded.json``
to ``template/game/data/``.
"""
from __future__ import annotations

import keyword
import re
from dataclasses import dataclass
from pathlib import Path
from string import Template

TEMPLATE = Path(__file__).with_name("template")
#: the files a contributor rewrites to turn the template into their game (relative to the root, ``<id>`` for the
#: game's id): the rules modules and the data the shared tests read, all in the game's package, and its own
#: tests. The rest the scaffold writes they may keep as written: the package's ``__init__.py`` (the registry
#: entry), ``rulebook.py`` and ``tutorial.py`` (readers of the data), the pages and notebooks; and adapt the
#: prose (``data/pages.toml``, the rules text ``data/rules.en.txt`` for a game whose rulebook is not in
#: ``shared/seeds``). ``data/seeded.json`` is recorded (``python -m tests.test_seeded_games <id>``).
EDIT = tuple(f"tutor/games/<id>/{name}" for name in (
    "constants.py", "actions.py", "state.py", "legal.py", "transitions.py", "verdicts.py", "notation.py",
    "validate.py", "editing.py", "render.py", "bots.py", "data/rulebook.toml", "data/tutorial.toml",
    "data/checks.toml")) + ("tests/<id>/test_<id>_rules.py",)
#: the project's root (the default ``--root``)
ROOT = Path(__file__).resolve().parents[2]
_ID = re.compile(r"[a-z][a-z0-9_]{1,30}")
#: what a title or summary cannot hold: it goes into Python and TOML strings and into messages (braces are fields)
UNSAFE = ('"', "\\", "$", "{", "}")


@dataclass(frozen=True)
class Written:
    """What the scaffold wrote: every file, relative to the root."""

    root: Path
    files: tuple[Path, ...]


def targets(game_id: str) -> dict[Path, Path]:
    """Each template file (relative to ``template/``) and where it goes (relative to the root)."""
    found: dict[Path, Path] = {}
    for path in sorted(TEMPLATE.rglob("*")):
        if not path.is_file() or "__pycache__" in path.parts:
            continue
        relative = path.relative_to(TEMPLATE)
        part, rest = relative.parts[0], Path(*relative.parts[1:])
        if part == "game":
            found[relative] = Path("tutor", "games", game_id, rest)
        elif part == "widgets":
            found[relative] = Path("tutor", "widgets", f"{game_id}_{rest.stem}.py")
        elif part == "notebooks":
            found[relative] = Path("notebooks", game_id, rest)
        elif part == "tests":
            found[relative] = Path("tests", game_id, f"test_{game_id}_{rest.stem.removeprefix('test_')}.py")
    return found


def check_id(game_id: str, root: Path) -> None:
    """ValueError unless ``game_id`` can name a new game under ``root``."""
    if not _ID.fullmatch(game_id) or keyword.iskeyword(game_id):
        raise ValueError(f"{game_id!r} cannot be a game id: lower-case letters, digits and '_', a letter first")
    if (root / "tutor" / "games" / game_id).exists():
        raise ValueError(f"{root / 'tutor' / 'games' / game_id} exists already")


def scaffold(game_id: str, title: str, *, root: Path = ROOT, summary: str = "", order: int = 99) -> Written:
    """Write a new game ``game_id`` called ``title`` under ``root`` from the template (see the module)."""
    root = Path(root)
    check_id(game_id, root)
    if not title.strip() or any(c in title for c in UNSAFE):
        raise ValueError(f"{title!r} cannot be a title: some words without {' '.join(UNSAFE)}")
    summary = summary or f"A game of {title} for 2 or 3 players (the scaffold's template: Nim on four piles)."
    if any(c in summary for c in UNSAFE):
        raise ValueError(f"the summary cannot hold {' '.join(UNSAFE)}")
    title = title.strip()
    article = "an" if title[0] in "AEIOU" else "a"
    values = {"game_id": game_id, "title": title, "a_title": f"{article} {title}", "summary": summary,
              "order": str(order)}
    files = targets(game_id)
    taken = [root / target for target in files.values() if (root / target).exists()]
    if taken:   # nothing is written over, and nothing is written at all then
        raise ValueError(f"{taken[0]} exists already")
    texts = {target: Template((TEMPLATE / source).read_text(encoding="utf-8")).substitute(values)
             for source, target in files.items()}
    for target, text in texts.items():
        (root / target).parent.mkdir(parents=True, exist_ok=True)
        (root / target).write_text(text, encoding="utf-8")
    return Written(root, tuple(texts))


__all__ = ["EDIT", "ROOT", "TEMPLATE", "Written", "scaffold", "targets"]
