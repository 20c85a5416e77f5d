"""Write each registered game's rules page to docs/rules/<game>.md (English) and docs/rules/<lang>/<game>.md
(Italian, Polish, Spanish, from the catalogs): ``python -m tutor.rulesdoc``.

A page has the game's interpretation register (from ``Game.INTERPRETATIONS``) and, once the game lists
its rulebook's statements (``rulebook.STATEMENTS``, see :mod:`tutor.core.statements`), the rule-by-rule
table: each statement, the rule that implements it, the tests that exercise that rule, and its status.
A test exercises a rule when it is marked ``@pytest.mark.rules("<rule id>", ...)`` (on the function, its
class, or the module's ``pytestmark``): ``tests/conftest.py`` fails a marked test whose run never cites the
rule (no verdict built, event told or action applied names it), so a marker is evidence, and a rule id
merely written in a test is not. The tests are read as text, never imported.
"""
from __future__ import annotations

import ast
from functools import lru_cache, partial
from pathlib import Path
from typing import Callable, Iterator

from tutor.core import rules
from tutor.core.i18n import LANGUAGES, SOURCE, M, current, tr, using
from tutor.core.rules import cite_source
from tutor.core.interpretations import to_markdown
from tutor.core.statements import Statement
from tutor.games import GameInfo, game_info, registered_games

TESTS = Path(__file__).resolve().parents[1] / "tests"


def statements(info: GameInfo) -> tuple[Statement, ...]:
    """The game's rulebook statements (empty while the game has not listed them), as its registry entry declares."""
    return tuple(info.statements)


def tests_by_rule(folder: Path = TESTS) -> dict[str, list[str]]:
    """Every registered rule id a test is marked as exercising: ``{rule id: ["tests/x.py::test_name", ...]}``."""
    known = {r.id for r in rules()}
    found: dict[str, set[str]] = {}
    for path in sorted(folder.rglob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        module_marks = _module_marks(tree)
        for test, marked in _tests(tree.body, module_marks):
            for rule_id in marked & known:
                found.setdefault(rule_id, set()).add(f"{path.relative_to(folder.parent).as_posix()}::{test}")
    return {rule_id: sorted(tests) for rule_id, tests in found.items()}


def _tests(body: list[ast.stmt], inherited: set[str]) -> Iterator[tuple[str, set[str]]]:
    """Each test function of a module or ``Test`` class body with the rule ids it is marked with (its own
    markers, its classes' and the module's)."""
    for node in body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test"):
            yield node.name, inherited | _marks(node.decorator_list)
        elif isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
            yield from _tests(node.body, inherited | _marks(node.decorator_list))


def _marks(nodes: list[ast.expr]) -> set[str]:
    """The rule ids of the ``pytest.mark.rules(...)`` calls among ``nodes`` (decorators, or a pytestmark's
    value and the items of its list)."""
    ids: set[str] = set()
    for node in nodes:
        if isinstance(node, (ast.List, ast.Tuple)):
            ids |= _marks(node.elts)
        elif isinstance(node, ast.Call) and ast.unparse(node.func) in ("pytest.mark.rules", "mark.rules"):
            ids |= {a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)}
    return ids


def _module_marks(tree: ast.Module) -> set[str]:
    """Rule ids of a module-level ``pytestmark = pytest.mark.rules(...)`` (or a list holding one)."""
    return _marks([node.value for node in tree.body if isinstance(node, ast.Assign)
                   and any(isinstance(t, ast.Name) and t.id == "pytestmark" for t in node.targets)])


def rule_table(info: GameInfo, tested: dict[str, list[str]]) -> str:
    """The rule-by-rule table of one game, as Markdown, in the current language."""
    cells = [tr(m) for m in (M("section"), M("statement"), M("rules"), M("tests"), M("status"))]
    heading = tr(M("Rule by rule"))
    lines = [f"## {heading}", "",
             tr(M("Every statement of the rulebook in our own words, the rule that implements it, the tests that "
                  "exercise that rule, and its status. Generated from {file} ({list}) and the tests.",
                  file="`tutor/games/" + info.id + "/rulebook.py`", list="`STATEMENTS`")), "",
             "| # | " + " | ".join(cells) + " |", "| ---: | --- | --- | --- | --- | --- |"]
    for s in statements(info):
        tests = sorted({t.split("::")[1] for r in s.rules for t in tested.get(r, [])})
        status = {"reading": M("reading: {reading}", reading="`" + s.reading + "`"),
                  "not applicable": M("not applicable: {why}", why=s.why)}.get(s.status, M("as written"))
        lines.append(f"| {s.number} | {_cell(cite(s.section, info))} | {_cell(tr(s.text))} | "
                     f"{'<br>'.join(f'`{r}`' for r in s.rules) or '-'} | "
                     f"{'<br>'.join(f'`{t}`' for t in tests[:4]) + (f' (+{len(tests) - 4})' if len(tests) > 4 else '') or '-'}"
                     f" | {_cell(tr(status))} |")
    return "\n".join(lines)


def cite(source: str, info: GameInfo) -> str:
    """A rulebook section or source for a reader of the current language: the section of their language's
    rulebook where the game has one, else the game's own, saying which (:func:`tutor.core.rules.cite_source`)."""
    return tr(cite_source(source, current(), info.rulebook_languages))


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def register_page(info: GameInfo, tested: dict[str, list[str]] | None = None, lang: str = SOURCE) -> str:
    """docs/rules/<id>.md (English) or docs/rules/<lang>/<id>.md for one game (kept once made, when the tests
    are read from disk)."""
    if tested is None:
        return game_register_page(info.id, lang)
    with using(lang):
        intro = M("Where the {game} rulebook is silent or unclear, this is what the tutor does and what else it can "
                  "do. Options are keywords of {game_class}; the app shows which reading is in force. This page is "
                  "generated by {command} from {file}.", game=info.title, game_class="`" + info.module + ".Game`",
                  command="`python -m tutor.rulesdoc`", file="`tutor/games/" + info.id + "/rulebook.py`")
        title = M("{game}: interpretation register", game=info.title)
        page = to_markdown(title, intro, info.game.INTERPRETATIONS, lambda source: cite(source, info))
        if statements(info):
            page += "\n" + rule_table(info, tested) + "\n"
    return page


@lru_cache(maxsize=64)
def game_register_page(game_id: str, lang: str = SOURCE) -> str:
    """:func:`register_page` of a registered game, with the tests as they are on disk."""
    return register_page(game_info(game_id), tests_by_rule(), lang)


def pages() -> dict[str, Callable[[], str]]:
    """``{"apache.md": <writes Apache's page>, "it/apache.md": <in Italian>, ...}`` for every registered game:
    English beside the folder of each other language."""
    found: dict[str, Callable[[], str]] = {}
    for lang in LANGUAGES:
        folder = "" if lang == SOURCE else f"{lang}/"
        found.update({f"{folder}{info.id}.md": partial(register_page, info, None, lang) for info in registered_games()})
    return found


def main(folder: Path = Path("docs/rules")) -> None:
    for name, page in pages().items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(page() + "\n", encoding="utf-8")
        print(f"wrote {folder / name}")


if __name__ == "__main__":
    main()
