"""The landing page's parts and every page's tab title: a picture of each game's board, the lessons for students,
the teacher versions only in the teachers' section, a title naming game and page in every notebook."""
import base64
import html as html_text
import json
import re
from pathlib import Path

import pytest

from tutor.games import registered_games
from tutor.lessons import lessons
from tutor.widgets.landing import (PAGE_NAMES, game_html, games_html, lesson_notebook, lessons_html, notebook_titles,
                                   page_names, page_text, page_title, teachers_html)

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
GAMES = registered_games()


def hrefs(html: str) -> list[str]:
    """The links' targets without their query (each carries the page's language: ``?lang=en``)."""
    found = [html_text.unescape(h) for h in re.findall(r"href='([^']+)'", html)]
    assert all(h.endswith("lang=en") for h in found), found
    return [h.split("?")[0] for h in found]


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_each_game_card_shows_its_board_and_links_every_page(info):
    card = game_html(info)
    [src] = re.findall(r"<img class='tutor-game-picture' src='data:image/svg\+xml;base64,([^']+)'", card)
    svg = base64.b64decode(src).decode("utf-8")
    assert svg.lstrip().startswith("<svg") and "viewBox" in svg   # a picture that scales by its viewBox
    assert f"alt='The {info.title} board" in html_text.unescape(card)
    links = hrefs(card)
    assert links[:len(info.pages)] == [info.notebook(page) for page in info.pages]
    notebooks = info.root / "notebooks"   # a game made by the scaffold elsewhere keeps its notebooks there
    app = Path(__file__).resolve().parents[2] / "notebooks"   # pages of the whole app (the analysis board)
    assert all((notebooks / link).is_file() or (app / link).is_file() for link in links)
    assert set(page_names(info)) == {p.stem for p in (notebooks / info.id).glob("*.ipynb")} | set(info.pages)
    assert info.summary in html_text.unescape(card)


def test_the_cards_fit_a_phone():
    html = games_html()
    assert html.count("class='tutor-game'") == len(GAMES)
    assert "minmax(min(100%, 300px), 1fr)" in html   # one column below about 600 px, never wider than the page
    assert ".tutor-game-picture {display: block; width: 100%; max-width: 360px; height: auto" in html


def test_students_get_the_lessons_and_teachers_their_own_section():
    """Students' pages lead to no teacher's version (issue #24): the teachers' section says where they are
    (the class's teacher link) and links none; a lesson beyond the syllabus is marked."""
    students, teachers = lessons_html(), teachers_html()
    assert hrefs(students) == [lesson_notebook(x) for x in lessons()]
    assert hrefs(teachers) == []
    assert "teacher/" not in students + teachers and "teacher link" in html_text.unescape(teachers)
    assert all((NOTEBOOKS / link).is_file() for link in hrefs(students))
    for x in lessons():
        assert x.title in html_text.unescape(students)
    marked = [item for item in students.split("<li>")[1:] if "lesson-extension" in item]
    assert len(marked) == sum(x.extension for x in lessons()) > 0


def test_the_landing_page_puts_teachers_in_a_section_of_their_own():
    sections = [section.get("heading", "") for section in page_text("index")["section"]]
    assert sections.index("Probability lessons") < sections.index("For teachers")
    cells = json.loads((NOTEBOOKS / "index.ipynb").read_text(encoding="utf-8"))["cells"]
    assert len(cells) == 1 and "show_landing()" in "".join(cells[0]["source"])


def test_the_lessons_page_links_no_teacher_version():
    from tutor.widgets.lesson import lessons_html  # the lessons page is built in code (its texts are messages)

    cells = json.loads((NOTEBOOKS / "lessons" / "index.ipynb").read_text(encoding="utf-8"))["cells"]
    assert len(cells) == 1 and "show_lessons()" in "".join(cells[0]["source"])
    student, teachers = lessons_html().split("<h2 id='For-teachers'>")
    assert "teacher/" not in student + teachers and "<a " not in teachers
    assert all(f"'{Path(lesson_notebook(x)).name}?lang=en'" in student for x in lessons())


def test_every_page_has_a_tab_title_naming_its_game_and_page():
    titles = notebook_titles()
    every = {p.relative_to(NOTEBOOKS).as_posix() for p in NOTEBOOKS.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts}
    assert set(titles) == every   # a new page without a title fails here
    for path, title in titles.items():
        metadata = json.loads((NOTEBOOKS / path).read_text(encoding="utf-8"))["metadata"]
        assert metadata.get("title") == title, f"{path}: run python -m tutor.widgets.landing"
    fort = next(info for info in GAMES if info.id == "fort_apache")
    assert titles["fort_apache/play.ipynb"] == page_title(fort, "play") == "Fort Apache — Play"
    assert titles["lessons/03-binomial-law.ipynb"] == "Lesson 3 — The binomial law"
    assert titles["lessons/teacher/03-binomial-law.ipynb"].endswith("(teacher's version)")
    assert all(PAGE_NAMES[page] in titles[info.notebook(page)] for info in GAMES for page in info.pages)
