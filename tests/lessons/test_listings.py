"""The lessons' listing (the start page and the lessons' index) is read from the lessons' sources without
running them: the same numbers and texts as the lessons themselves, and the pages that list the lessons load
no sympy (a lesson computes its numbers as it is imported)."""
import os
import subprocess
import sys

from tutor.lessons import Listing, lessons, listings
from tutor.lessons import _listed


def test_the_listing_is_what_every_lesson_says():
    assert [(x.number, x.title.msgid, x.teaches.msgid, x.game.msgid) for x in listings()] == \
        [(x.number, x.title.msgid, x.teaches.msgid, x.game.msgid) for x in lessons()]
    assert all(not x.title.params and not x.teaches.params for x in listings())


def test_a_lesson_not_written_as_plain_literals_is_imported_instead(tmp_path):
    odd = tmp_path / "lesson99_odd.py"
    odd.write_text('LESSON = Lesson(number=99, title=M("{n} things", n=2), teaches=M("t"), game=M("g"))\n')
    assert _listed(odd) is None  # a message with parameters: the module is run for it
    plain = tmp_path / "lesson98_plain.py"
    plain.write_text('LESSON = Lesson(number=98, title=M("A " "title"), teaches=M("t"), game=M("g"))\n')
    assert _listed(plain) == Listing(98, "A title", "t", "g")


def test_the_pages_that_list_the_lessons_load_no_sympy():
    code = ("import sys; from tutor.widgets.landing import lessons_html, teachers_html; "
            "from tutor.widgets.lesson import lessons_html as index; lessons_html(); teachers_html(); index(); "
            "print(sorted(m for m in ('sympy', 'networkx', 'matplotlib') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                         env={**os.environ, "PYTHONPATH": os.getcwd()})
    assert out.stdout.strip() == "[]", out.stderr
