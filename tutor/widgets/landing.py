"""The landing page's parts, built from the game registry and the lessons (notebooks/index.ipynb shows them):
a card per game with a picture of its board, its summary and links to its pages; the lessons for students;
a separate section for teachers (the lessons' teacher versions, serving a class); one accordion per game
listing its rules. Also every page's browser-tab title (:func:`notebook_titles`, kept in each notebook's
metadata, which Voila puts in the tab).
"""
from __future__ import annotations

import base64
import importlib
import re
from html import escape
from pathlib import Path

import ipywidgets as widgets

from tutor.core import rules
from tutor.games import GameInfo, registered_games
from tutor.lessons import Lesson, lessons

#: the notebooks folder (the app's pages); links on the landing page are relative to it
NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"

#: each kind of page: its name in a tab title and on a link, and what it offers, in the landing page's order
PAGE_NAMES = {"learn": "Learn", "play": "Play", "analyse": "Analyse", "setup": "Set up a position",
              "rules": "Rules"}
PAGES = {"learn": "a guided tutorial, one rule at a time, on scripted positions",
         "play": "a whole game against bots or hot-seat, with undo, the log and a link to any position",
         "analyse": "exact odds from any position, and the bots' strategies compared",
         "setup": "build any position by clicking; the rules say at once what is impossible",
         "rules": "every rule with its explanation, where in the rulebook it comes from and the readings in force; searchable"}
PICTURE_WIDTH = 360  # the largest a board's picture is shown, in CSS pixels

STYLE = """<style>
.tutor-games {display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: 1em; margin: 0.5em 0 1em 0}
.tutor-game {border: 1px solid #D8C39A; border-radius: 8px; padding: 0.8em; background: #FBF8F1; min-width: 0}
.tutor-game h3 {margin: 0.4em 0 0.2em 0}
.tutor-game p {margin: 0.3em 0}
.tutor-game-picture {display: block; width: 100%; max-width: 360px; height: auto; margin: 0 auto;
  border-radius: 4px}
.tutor-game ul.tutor-game-links {display: flex; flex-wrap: wrap; gap: 0.4em; padding: 0; margin: 0.5em 0 0 0;
  list-style: none}
.tutor-game ul.tutor-game-links li {list-style: none; margin: 0}
.tutor-game ul.tutor-game-links a {display: inline-block; padding: 0.3em 0.7em; border-radius: 4px;
  background: #D9B77E; color: #1B1B1B; text-decoration: none; font-weight: bold}
.tutor-game ul.tutor-game-links a:hover, .tutor-game ul.tutor-game-links a:focus {background: #C89F5E}
.tutor-lessons li, .tutor-teachers li {margin: 0.2em 0}
.tutor-teachers {border-left: 4px solid #1E4B7A; padding: 0.2em 0 0.2em 1em}
</style>"""


def page_names(info: GameInfo) -> list[str]:
    """The game's pages: the registry's, then any other page of the game's folder, in :data:`PAGE_NAMES`' order."""
    folder = NOTEBOOKS / info.id
    extra = [p.stem for p in folder.glob("*.ipynb") if p.stem not in info.pages] if folder.is_dir() else []
    order = list(PAGE_NAMES)
    return list(info.pages) + sorted(extra, key=lambda page: (order.index(page) if page in order else len(order), page))


def page_title(info: GameInfo, page: str) -> str:
    """A game page's tab title: ``Fort Apache — Play``."""
    return f"{info.title} — {PAGE_NAMES.get(page, page.replace('_', ' ').capitalize())}"


def picture(info: GameInfo) -> str:
    """A picture of the game's board at its first sample position (an ``<img>`` of its SVG, scaled to fit)."""
    state = info.parse(info.samples[0])
    svg = importlib.import_module(f"tutor.render.{info.id}").board_svg(state)
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return (f"<img class='tutor-game-picture' src='data:image/svg+xml;base64,{data}' "
            f"alt='{escape(f'The {info.title} board in the middle of a game', quote=True)}' "
            f"width='{PICTURE_WIDTH}' loading='lazy'>")


def game_html(info: GameInfo) -> str:
    """One game's card: the picture of its board, its title, summary, what is reconstructed and a relative link
    to each of its pages (``apache/play.ipynb``: in Voila it opens beside this page)."""
    links = "".join(f"<li><a href='{escape(info.notebook(page), quote=True)}' "
                    f"title='{escape(PAGES.get(page, ''), quote=True)}'>{escape(PAGE_NAMES.get(page, page.title()))}"
                    "</a></li>" for page in page_names(info))
    note = (f"<p><small>The rulebook lacks {escape(info.reconstructed)}: the tutor's are reconstructed, "
            "and marked so.</small></p>" if info.reconstructed else "")
    return (f"<div class='tutor-game' id='game-{info.id}'>{picture(info)}<h3>{escape(info.title)}</h3>"
            f"<p><i>{escape(info.summary)}</i></p>{note}<ul class='tutor-game-links'>{links}</ul></div>")


def games_html() -> str:
    """Every registered game as a card, in the registry's order (one column on a phone)."""
    return STYLE + "<div class='tutor-games'>" + "".join(game_html(info) for info in registered_games()) + "</div>"


def lesson_notebook(lesson: Lesson, teacher: bool = False) -> str:
    """The lesson's notebook relative to ``notebooks/`` (``lessons/03-binomial-law.ipynb``, or under
    ``lessons/teacher/``)."""
    folder = "lessons/teacher" if teacher else "lessons"
    found = sorted((NOTEBOOKS / folder).glob(f"{lesson.number:02d}-*.ipynb"))
    if len(found) != 1:
        raise LookupError(f"lesson {lesson.number}: expected one notebook in notebooks/{folder}, found {len(found)}")
    return f"{folder}/{found[0].name}"


def lessons_html() -> str:
    """The lessons for students: each one's title, what it teaches and its game, linked to its page."""
    items = "".join(f"<li><a href='{escape(lesson_notebook(x), quote=True)}'>{escape(x.title)}</a>: "
                    f"{escape(x.teaches)} <small>({escape(x.game)})</small></li>" for x in lessons())
    return f"{STYLE}<ol class='tutor-lessons'>{items}</ol>"


def teachers_html() -> str:
    """The teachers' section: the teacher's version of each lesson (worked answers under every exercise)."""
    items = "".join(f"<li><a href='{escape(lesson_notebook(x, teacher=True), quote=True)}'>"
                    f"Lesson {x.number}: {escape(x.title)}</a> (teacher's version)</li>" for x in lessons())
    return (f"{STYLE}<div class='tutor-teachers'><p>The teacher's version of a lesson is the student's page with the "
            f"worked answer shown under every exercise.</p><ul>{items}</ul></div>")


def notebook_titles(root: Path = NOTEBOOKS) -> dict[str, str]:
    """Every page's tab title, by notebook path relative to ``root``: the landing page, each game's pages
    (every notebook in its folder), the lessons' index and each lesson in both versions."""
    titles = {"index.ipynb": "Tabletop Tutor", "lessons/index.ipynb": "Probability lessons"}
    for info in registered_games():
        for path in sorted((root / info.id).glob("*.ipynb")):
            titles[f"{info.id}/{path.name}"] = page_title(info, path.stem)
    by_number = {x.number: x for x in lessons()}
    for folder, suffix in (("lessons", ""), ("lessons/teacher", " (teacher's version)")):
        for path in sorted((root / folder).glob("*.ipynb")):
            match = re.match(r"(\d+)-", path.name)
            if match and int(match.group(1)) in by_number:
                x = by_number[int(match.group(1))]
                titles[f"{folder}/{path.name}"] = f"Lesson {x.number} — {x.title}{suffix}"
    return titles


def rules_table(prefix: str) -> str:
    """The rules whose ids start with ``prefix``: id and title, in registration order."""
    rows = "".join(f"<tr><td><code>{escape(r.id)}</code></td><td>{escape(r.title)}</td></tr>"
                   for r in rules(prefix))
    return ("<table class='tutor-rule-list' style='text-align:left; border-spacing:1.5em 0.2em'><thead><tr>"
            f"<th>Rule id</th><th>Title</th></tr></thead><tbody>{rows}</tbody></table>")


def rules_accordion() -> widgets.Accordion:
    """One section per game listing its rules, the first open; a section's table is written when it
    is first opened, so the page opens quickly."""
    infos = registered_games()
    tables = [widgets.HTML() for _ in infos]

    def fill(index: int | None) -> None:
        if index is not None and not tables[index].value:
            tables[index].value = rules_table(f"{infos[index].id}.")

    titles = [f"{info.title}: {len(rules(info.id + '.'))} rules" for info in infos]
    accordion = widgets.Accordion(children=tables, titles=titles, selected_index=0)
    accordion.observe(lambda change: fill(change["new"]), "selected_index")
    accordion.add_class("tutor-landing")
    fill(0)
    return accordion


if __name__ == "__main__":  # python -m tutor.widgets.landing: write every notebook's title into its metadata
    import json

    for relative, title in notebook_titles().items():
        path = NOTEBOOKS / relative
        notebook = json.loads(path.read_text(encoding="utf-8"))
        if notebook["metadata"].get("title") != title:
            notebook["metadata"]["title"] = title
            path.write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
            print(f"{relative}: {title}")
