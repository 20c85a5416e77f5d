"""Every page's own texts and the landing page's parts.

Each page's notebook is one code cell: :func:`tutor.widgets.language.page_language` first (the page's
language), then :func:`show_page` with the page's app (or :func:`show_landing` on the start page). The
texts a page shows around its app (title, introduction, the explanations below it) are data:
``tutor/widgets/data/pages.toml``, messages of the ``pages`` catalog, written in Markdown's inline marks
(``**bold**``, ``*italic*``, ```code```, ``[link](page.ipynb)``) that :func:`markdown_html` turns into HTML,
every link to another page keeping the page's language (:func:`tutor.widgets.language.with_language`).

The landing page's parts are built from the game registry and the lessons: a card per game with a picture
of its board, its summary and links to its pages; the lessons for students; a separate section for
teachers (the lessons' teacher versions, serving a class); one accordion per game listing its rules. Also
every page's browser-tab title (:func:`notebook_titles`, kept in each notebook's metadata, which Voila puts
in the tab; English, as the notebook is written before any visitor chooses a language).
"""
from __future__ import annotations

import base64
import functools
import json
import re
import tomllib
from html import escape
from pathlib import Path
from typing import Any, Mapping, TypeVar
from urllib.parse import urlencode

import ipywidgets as widgets

from tutor.core import rules
from tutor.core.i18n import PSEUDO, M, Message, P, current, render, tr, translate_data
from tutor.games import GameInfo, game_info, registered_games
from tutor.lessons import Lesson, Listing, listings

from .language import language_links, with_language

#: the notebooks folder (the app's pages); links on the landing page are relative to it
NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
DATA = Path(__file__).resolve().parent / "data" / "pages.toml"

#: each kind of page: its name in a tab title and on a link, and what it offers, in the landing page's order
PAGE_NAMES: Mapping[str, Message] = {"learn": M("Learn"), "play": M("Play"), "analyse": M("Analyse"),
                                     "setup": M("Set up a position"), "rules": M("Rules")}
PAGES: Mapping[str, Message] = {
    "learn": M("a guided tutorial, one rule at a time, on scripted positions"),
    "play": M("a whole game against bots or hot-seat, with undo, the log and a link to any position"),
    "analyse": M("exact odds from any position, and the bots' strategies compared"),
    "setup": M("build any position by clicking; the rules say at once what is impossible"),
    "rules": M("every rule with its explanation, where in the rulebook it comes from and the readings in force; "
               "searchable")}
#: pages of the whole app (not of one game) whose texts are written here, as messages: the analysis board
APP_PAGES: Mapping[str, Mapping[str, Any]] = {
    "board": {
        "title": M("Analysis board"),
        "intro": [M("Every move of the player to move, ranked by games played on from it: each move's win chance "
                    "with its 95% interval, the best move marked once its interval stands clear of every other, and "
                    "the moves that are as good as each other said to be so. Hover a move to see it on the board; "
                    "click it to play it and rank the position after it (Back returns)."),
                  M("The ranking is only as good as the bots that play the games on: it says what works against "
                    "them, which is not always what works against a strong player.")],
    },
}
#: the analysis board's notebook, relative to ``notebooks/`` (a page of the whole app, for every game)
BOARD_NOTEBOOK = "board.ipynb"
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
.tutor-page-text {max-width: 52em; line-height: 1.45; overflow-wrap: anywhere}
.tutor-page-text p {margin: 0.5em 0}
.tutor-intro > summary {list-style: none; cursor: pointer}
.tutor-intro > summary::-webkit-details-marker {display: none}
.tutor-intro > summary h1 {display: inline-block; margin-right: 0.3em}
.tutor-intro > summary::after {content: "▾"; color: #5A5248}
.tutor-intro:not([open]) > summary::after {content: "▸"}
.tutor-languages {margin: 0.2em 0 0.4em 0}
</style>"""


# --- the pages' texts -------------------------------------------------------------------------------

def game_folders() -> list[Path]:
    """Every game package's folder (``tutor/games/<id>``, in every ``tutor/games`` folder on the path), found
    without importing the games: a game's page reads its texts without loading the other games' engines."""
    import pkgutil

    import tutor.games

    return [Path(module.module_finder.path) / module.name  # type: ignore[union-attr]
            for module in pkgutil.iter_modules(tutor.games.__path__)
            if module.ispkg and not module.name.startswith("_")]


@functools.cache
def page_data() -> Mapping[str, Any]:
    """pages.toml, its texts made messages: ``texts``, ``game`` (by id) and ``page`` (by id); a game may keep
    its card and its pages' texts in its package's ``data/pages.toml`` (the same tables)."""
    data = translate_data(tomllib.loads(DATA.read_text(encoding="utf-8")))
    games, pages = dict(data.get("game", {})), list(data.get("page", []))
    for folder in game_folders():
        own = folder / "data" / "pages.toml"
        if own.is_file():
            extra = translate_data(tomllib.loads(own.read_text(encoding="utf-8")))
            games.update(extra.get("game", {}))
            pages += extra.get("page", [])
    return {"texts": data.get("texts", {}), "game": games, "page": {page["id"]: page for page in pages}}


def page_text(page_id: str) -> Mapping[str, Any]:
    """One page's texts (KeyError names the pages there are)."""
    pages = page_data()["page"]
    if page_id not in pages and page_id in APP_PAGES:
        return APP_PAGES[page_id]
    if page_id not in pages:
        raise KeyError(f"no page {page_id!r} in pages.toml; pages are {', '.join(sorted(pages))}")
    return pages[page_id]


def _shared(text: Any) -> Any:
    """A text, or the shared text an ``@name`` stands for."""
    if isinstance(text, str) and not isinstance(text, Message) and text.startswith("@"):
        return page_data()["texts"][text[1:]]
    return text


_CODE = re.compile(r"`([^`]+)`")
_LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_ITALIC = re.compile(r"(?<![\w*])\*(?=\S)(.+?)(?<=\S)\*(?![\w*])")
_TAG = re.compile(r"(<[^>]+>)")


def keep_language(href: str) -> str:
    """A link to another page of the app (a relative ``.ipynb``) with the page's language; others unchanged."""
    relative = not re.match(r"^[a-z][a-z0-9+.-]*:|^/|^#", href)
    return with_language(href) if relative and ".ipynb" in href else href


def inline_html(text: str) -> str:
    """Markdown's inline marks of a text (already in its language) as HTML, the rest escaped."""
    html = escape(text, quote=False)
    codes: list[str] = []

    def code(match: re.Match) -> str:
        codes.append(match.group(1))
        return f"\0{len(codes) - 1}\0"

    html = _CODE.sub(code, html)

    def link(match: re.Match) -> str:
        from html import unescape

        href = escape(keep_language(unescape(match.group(2))), quote=True)
        return f"<a href='{href}'>{match.group(1)}</a>"

    html = _LINK.sub(link, html)
    html = _BOLD.sub(r"<b>\1</b>", html)
    html = _ITALIC.sub(r"<i>\1</i>", html)
    return re.sub("\0(\\d+)\0", lambda m: f"<code>{codes[int(m.group(1))]}</code>", html)


def _pseudo(html: str) -> str:
    """Under the pseudo-language each run of text between tags wrapped, so that marks inside a message do
    not leave words unwrapped."""
    parts = _TAG.split(html)
    for n, part in enumerate(parts):
        if n % 2 == 0 and part.strip():
            lead, body, tail = re.match(r"(\s*)(.*?)(\s*)$", part, re.S).groups()  # type: ignore[union-attr]
            parts[n] = f"{lead}⟦{body}⟧{tail}"
    return "".join(parts)


def markdown_html(text: Any) -> str:
    """A data text (a message with Markdown's inline marks) in the page's language, as HTML."""
    text = _shared(text)
    if current() == PSEUDO:
        return _pseudo(inline_html(render(text, "en")))
    return inline_html(tr(text))


def _anchor(heading: Any) -> str:
    return re.sub(r"[^a-z0-9]+", "-", render(heading, "en").casefold()).strip("-")


def section_html(section: Mapping[str, Any]) -> str:
    """A section of a page's text: its heading (h2) and paragraphs (or bullets)."""
    parts = []
    if section.get("heading"):
        parts.append(f"<h2 id='{_anchor(section['heading'])}'>{markdown_html(section['heading'])}</h2>")
    texts = [markdown_html(t) for t in section.get("text", ())]
    if section.get("list"):
        parts.append("<ul>" + "".join(f"<li>{t}</li>" for t in texts) + "</ul>")
    else:
        parts += [f"<p>{t}</p>" for t in texts]
    return "".join(parts)


def _game_of(page_id: str) -> GameInfo | None:
    game = page_id.split("/")[0] if "/" in page_id else ""
    return game_info(game) if game else None


def page_links(page_id: str) -> str:
    """A game page's links: back to the start page and to the game's other pages, in the page's language."""
    info = _game_of(page_id)
    if info is None:
        if page_id in APP_PAGES:  # a page of the whole app: back to the start page, beside it in notebooks/
            back = escape(tr(M("Back to the start page")))
            return f"<p class='tutor-page-links'><a href='{escape(with_language('index.ipynb'), quote=True)}'>{back}</a></p>"
        return ""
    here = page_id.split("/", 1)[1]
    back = escape(tr(M("Back to the start page")))
    links = [f"<a href='{escape(with_language('../index.ipynb'), quote=True)}'>{back}</a>"]
    for page in page_names(info):
        if page != here:
            links.append(f"<a href='{escape(with_language(f'{page}.ipynb'), quote=True)}' "
                         f"title='{escape(tr(PAGES.get(page, '')), quote=True)}'>{escape(tr(page_name(page)))}</a>")
    return "<p class='tutor-page-links'>" + " · ".join(links) + "</p>"


#: pages whose introduction folds under their title on a phone, so that their board is seen at once (a play
#: page's bots play as soon as it opens)
FOLDED = ("play",)
#: closes the introduction just above it on a narrow screen (<= 700 px); a tap on the title opens it
FOLD = ("<script>(function (intro) { if (intro && window.matchMedia && window.matchMedia('(max-width: 700px)')"
        ".matches) { intro.open = false; } })(document.currentScript && document.currentScript.previousElementSibling);"
        "</script>")


def page_header(page_id: str) -> str:
    """HTML above a page's app: the language menu, the title, the introduction and the links to other pages.
    On a phone a play page's introduction is folded under its title (open on a wider screen)."""
    text = page_text(page_id)
    title = f"<h1>{markdown_html(text['title'])}</h1>"
    intro = "".join(f"<p>{markdown_html(t)}</p>" for t in text.get("intro", ()))
    if intro and page_id.rsplit("/", 1)[-1] in FOLDED:
        intro = f"<details class='tutor-intro' open><summary>{title}</summary>{intro}</details>{FOLD}"
        title = ""
    return (STYLE + language_links() + tab_title(page_id) +
            f"<div class='tutor-page-text'>{title}{intro}{page_links(page_id)}</div>")


def tab_title(page_id: str) -> str:
    """A script that names the browser's tab in the page's language (the notebook's own title, which Voila puts
    in the tab, is English: it is written before any reader chose a language); nothing for English."""
    if current() == "en":
        return ""
    info = _game_of(page_id)
    title = render(page_title(info, page_id.split("/", 1)[1])) if info is not None else tr(page_text(page_id)["title"])
    return f"<script>document.title = {json.dumps(title).replace('</', '<' + chr(92) + '/')};</script>"


def page_footer(page_id: str) -> str:
    """HTML below a page's app: its sections (how the page works, how to read the board)."""
    sections = page_text(page_id).get("section", ())
    if not sections:
        return ""
    return "<div class='tutor-page-text'>" + "".join(section_html(s) for s in sections) + "</div>"


App = TypeVar("App")


def show_page(page_id: str, app: App) -> App:
    """Show a page: its header, the app, its explanations; returns the app (end the notebook's line with ``;``
    so that it is not shown twice)."""
    from IPython.display import HTML, display

    display(HTML(page_header(page_id)))
    display(app)
    footer = page_footer(page_id)
    if footer:
        display(HTML(footer))
    return app


# --- the landing page -------------------------------------------------------------------------------

def page_name(page: str) -> Message | str:
    return PAGE_NAMES.get(page) or page.replace("_", " ").capitalize()


def page_names(info: GameInfo) -> list[str]:
    """The game's pages: the registry's, then any other page of the game's folder, in :data:`PAGE_NAMES`' order."""
    folder = NOTEBOOKS / info.id
    extra = [p.stem for p in folder.glob("*.ipynb") if p.stem not in info.pages] if folder.is_dir() else []
    order = list(PAGE_NAMES)
    return list(info.pages) + sorted(extra, key=lambda page: (order.index(page) if page in order else len(order), page))


def page_title(info: GameInfo, page: str) -> str:
    """A game page's tab title: ``Fort Apache — Play``."""
    return M("{game} — {page}", game=info.title, page=page_name(page))


def game_texts(info: GameInfo) -> Mapping[str, Any]:
    """The landing page's texts of a game (pages.toml's ``[game.<id>]``): its summary, what is reconstructed."""
    return page_data()["game"].get(info.id, {})


def picture(info: GameInfo) -> str:
    """A picture of the game's board at its first sample position (an ``<img>`` of its SVG, scaled to fit)."""
    state = info.parse(info.samples[0])
    svg = info.board_svg(state)
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    alt = tr(M("The {game} board in the middle of a game", game=info.title))
    return (f"<img class='tutor-game-picture' src='data:image/svg+xml;base64,{data}' "
            f"alt='{escape(alt, quote=True)}' width='{PICTURE_WIDTH}' loading='lazy'>")


def game_html(info: GameInfo) -> str:
    """One game's card: the picture of its board, its title, summary, what is reconstructed and a relative link
    to each of its pages (``apache/play.ipynb?lang=it``: in Voila it opens beside this page)."""
    links = "".join(f"<li><a href='{escape(with_language(info.notebook(page)), quote=True)}' "
                    f"title='{escape(tr(PAGES.get(page, '')), quote=True)}'>{escape(tr(page_name(page)))}"
                    "</a></li>" for page in page_names(info))
    links += board_item(info)
    texts = game_texts(info)
    summary = markdown_html(texts["summary"]) if "summary" in texts else escape(tr(info.summary))
    note = f"<p><small>{markdown_html(texts['note'])}</small></p>" if texts.get("note") else ""
    return (f"<div class='tutor-game' id='game-{info.id}'>{picture(info)}<h3>{escape(info.title)}</h3>"
            f"<p><i>{summary}</i></p>{note}<ul class='tutor-game-links'>{links}</ul></div>")


def board_item(info: GameInfo) -> str:
    """A game card's link to the analysis board at the game's first sample position."""
    href = f"{BOARD_NOTEBOOK}?{urlencode({'position': info.samples[0], 'lang': current()})}"
    what = tr(M("every move of a position ranked by games played on from it; the best one found"))
    return (f"<li><a class='board-landing-link' href='{escape(href, quote=True)}' title='{escape(what, quote=True)}'>"
            f"{escape(tr(M('Analysis board')))}</a></li>")


def games_html() -> str:
    """Every registered game as a card, in the registry's order (one column on a phone)."""
    return STYLE + "<div class='tutor-games'>" + "".join(game_html(info) for info in registered_games()) + "</div>"


def lesson_notebook(lesson: Lesson | Listing, teacher: bool = False) -> str:
    """The lesson's notebook relative to ``notebooks/`` (``lessons/03-binomial-law.ipynb``, or under
    ``lessons/teacher/``)."""
    folder = "lessons/teacher" if teacher else "lessons"
    found = sorted((NOTEBOOKS / folder).glob(f"{lesson.number:02d}-*.ipynb"))
    if len(found) != 1:
        raise LookupError(f"lesson {lesson.number}: expected one notebook in notebooks/{folder}, found {len(found)}")
    return f"{folder}/{found[0].name}"


def lessons_html() -> str:
    """The lessons for students: each one's title, what it teaches and its game, linked to its page; a lesson
    beyond the 14-18 syllabus marked as an extension."""
    mark = f" <small class='lesson-extension'><mark>{escape(tr(EXTENSION))}</mark></small>"
    items = "".join(f"<li><a href='{escape(with_language(lesson_notebook(x)), quote=True)}'>{escape(tr(x.title))}</a>: "
                    f"{escape(tr(x.teaches))} <small>({escape(tr(x.game))})</small>{mark if x.extension else ''}</li>"
                    for x in listings())
    return f"{STYLE}<ol class='tutor-lessons'>{items}</ol>"


EXTENSION = M("extension: beyond the 14-18 syllabus")
#: where a teacher finds the teacher's versions: never linked from a page students see (issue #24)
TEACHERS_PLACE = M("The teacher's version of each lesson (the worked answer under every exercise), its worksheet "
                   "and answer key to print, and your class's answers open from your class's teacher link. Whoever "
                   "runs this server creates the classes and gives each teacher that link (README, \"Serving a "
                   "class\"). Students' pages never link to them.")


def teachers_html() -> str:
    """The teachers' section: where the teacher's versions, the print pages and a class's answers are found."""
    return f"{STYLE}<div class='tutor-teachers'><p>{escape(tr(TEACHERS_PLACE))}</p></div>"


def notebook_titles(root: Path = NOTEBOOKS) -> dict[str, str]:
    """Every page's tab title, by notebook path relative to ``root``: the landing page, each game's pages
    (every notebook in its folder), the lessons' index and each lesson in both versions."""
    titles: dict[str, str] = {"index.ipynb": "Tabletop Tutor", "lessons/index.ipynb": "Probability lessons",
                              BOARD_NOTEBOOK: render(APP_PAGES["board"]["title"], "en")}
    for info in registered_games():
        for path in sorted((root / info.id).glob("*.ipynb")):
            titles[f"{info.id}/{path.name}"] = render(page_title(info, path.stem), "en")
    by_number = {x.number: x for x in listings()}
    for folder, suffix in (("lessons", ""), ("lessons/teacher", " (teacher's version)")):
        for path in sorted((root / folder).glob("*.ipynb")):
            match = re.match(r"(\d+)-", path.name)
            if match and int(match.group(1)) in by_number:
                x = by_number[int(match.group(1))]
                titles[f"{folder}/{path.name}"] = f"Lesson {x.number} — {render(x.title, 'en')}{suffix}"
    return titles


RULE_ID, TITLE = M("Rule id"), M("Title")


def rules_table(prefix: str) -> str:
    """The rules whose ids start with ``prefix``: id and title, in registration order."""
    rows = "".join(f"<tr><td><code>{escape(r.id)}</code></td><td>{escape(tr(r.title))}</td></tr>"
                   for r in rules(prefix))
    return ("<table class='tutor-rule-list' style='text-align:left; border-spacing:1.5em 0.2em'><thead><tr>"
            f"<th>{escape(tr(RULE_ID))}</th><th>{escape(tr(TITLE))}</th></tr></thead><tbody>{rows}</tbody>"
            "</table>")


def rules_accordion() -> widgets.Accordion:
    """One section per game listing its rules, the first open; a section's table is written when it
    is first opened, so the page opens quickly."""
    infos = registered_games()
    tables = [widgets.HTML() for _ in infos]

    def fill(index: int | None) -> None:
        if index is not None and not tables[index].value:
            tables[index].value = rules_table(f"{infos[index].id}.")

    titles = [tr(P("{game}: {n} rule", "{game}: {n} rules", n=len(rules(info.id + '.')), game=info.title))
              for info in infos]
    accordion = widgets.Accordion(children=tables, titles=titles, selected_index=0)
    accordion.observe(lambda change: fill(change["new"]), "selected_index")
    accordion.add_class("tutor-landing")
    fill(0)
    return accordion


def show_landing() -> widgets.Accordion:
    """The start page (notebooks/index.ipynb): its texts, the games, the lessons, the teachers' section and the
    rules of every game (the page's widget: it shows the kernel runs). Returns the accordion."""
    from IPython.display import HTML, display

    text = page_text("index")
    sections = {render(s.get("heading", ""), "en"): s for s in text.get("section", ())}
    display(HTML(page_header("index")))
    parts = {"The games": games_html, "Probability lessons": lessons_html, "For teachers": teachers_html}
    accordion = rules_accordion()
    for heading, section in sections.items():
        display(HTML(f"<div class='tutor-page-text'>{section_html(section)}</div>"))
        if heading in parts:
            display(HTML(parts[heading]()))
        elif heading == "Is it working?":
            display(accordion)
    return accordion


if __name__ == "__main__":  # python -m tutor.widgets.landing: write every notebook's title into its metadata
    for relative, title in notebook_titles().items():
        path = NOTEBOOKS / relative
        notebook = json.loads(path.read_text(encoding="utf-8"))
        if notebook["metadata"].get("title") != title:
            notebook["metadata"]["title"] = title
            path.write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
            print(f"{relative}: {title}")
