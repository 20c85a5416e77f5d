"""``python -m tutor.scaffold <id> --title "<Title>" [--root DIR] [--summary "..."] [--order N]``: see :mod:`tutor.scaffold`."""
from __future__ import annotations

import argparse
from pathlib import Path

from . import ROOT, scaffold


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tutor.scaffold", description="Write a new game from the template.")
    parser.add_argument("game_id", help="the game's id: its package name and the first word of its positions")
    parser.add_argument("--title", required=True, help="the game's name as people read it")
    parser.add_argument("--summary", default="", help="one or two sentences for the landing page")
    parser.add_argument("--order", type=int, default=99, help="its place on the landing page")
    parser.add_argument("--root", type=Path, default=ROOT, help="where to write (default: this project)")
    args = parser.parse_args(argv)
    try:
        written = scaffold(args.game_id, args.title, root=args.root, summary=args.summary, order=args.order)
    except ValueError as error:
        parser.exit(2, f"error: {error}\n")
    for path in written.files:
        print(path)
    print(f"{len(written.files)} files written under {written.root}; next: docs/adding-a-game.md")


if __name__ == "__main__":
    main()
