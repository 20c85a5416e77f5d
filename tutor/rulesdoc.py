"""Write each game's interpretation register to docs/rules/<game>.md: ``python -m tutor.rulesdoc``.

Every package in :mod:`tutor.games` whose ``rulebook`` module has ``register_markdown()`` gets a page.
"""
from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path
from typing import Callable

import tutor.games


def pages() -> dict[str, Callable[[], str]]:
    """``{"apache.md": apache.rulebook.register_markdown, ...}`` for every game that has a register."""
    found = {}
    for module in pkgutil.iter_modules(tutor.games.__path__):
        try:
            rulebook = importlib.import_module(f"tutor.games.{module.name}.rulebook")
        except ModuleNotFoundError:
            continue
        if hasattr(rulebook, "register_markdown"):
            found[f"{module.name}.md"] = rulebook.register_markdown
    return found


def main(folder: Path = Path("docs/rules")) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, page in pages().items():
        (folder / name).write_text(page() + "\n", encoding="utf-8")
        print(f"wrote {folder / name}")


if __name__ == "__main__":
    main()
