"""Write each game's interpretation register to docs/rules/<game>.md: ``python -m tutor.rulesdoc``."""
from __future__ import annotations

from pathlib import Path

from tutor.games.apache.rulebook import register_markdown as apache_register

PAGES = {"apache.md": apache_register}


def main(folder: Path = Path("docs/rules")) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, page in PAGES.items():
        (folder / name).write_text(page() + "\n", encoding="utf-8")
        print(f"wrote {folder / name}")


if __name__ == "__main__":
    main()
