"""The landing page's parts that come from the game registry: the list of games with links to their
pages, and one accordion per game listing its rules (notebooks/index.ipynb shows both)."""
from __future__ import annotations

from html import escape

import ipywidgets as widgets

from tutor.core import rules
from tutor.games import GameInfo, registered_games

#: what each kind of page offers, in the landing page's words
PAGES = {"learn": "a guided tutorial, one rule at a time, on scripted positions",
         "play": "a whole game against bots or hot-seat, with undo, the log and a link to any position",
         "analyse": "exact odds from any position, and the bots' strategies compared"}


def game_html(info: GameInfo) -> str:
    """One game: its title, summary, what is reconstructed and a relative link to each of its pages
    (``apache/play.ipynb``: in Voila it opens beside this page)."""
    links = "".join(f"<li><a href='{escape(info.notebook(page), quote=True)}'>{page.title()}</a>: "
                    f"{escape(PAGES.get(page, ''))}</li>" for page in info.pages)
    note = (f"<p><small>The rulebook lacks {escape(info.reconstructed)}: the tutor's are reconstructed, "
            "and marked so.</small></p>" if info.reconstructed else "")
    return f"<h3>{escape(info.title)}</h3><p><i>{escape(info.summary)}</i></p>{note}<ul>{links}</ul>"


def games_html() -> str:
    """Every registered game, in the registry's order."""
    return "<div class='tutor-games'>" + "".join(game_html(info) for info in registered_games()) + "</div>"


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
