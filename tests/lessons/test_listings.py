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


def test_the_listing_marks_the_extension_lessons_as_the_lessons_do(tmp_path):
    from tutor.lessons import lesson

    listed = {x.number: x.extension for x in listings()}
    assert listed == {n: lesson(n).extension for n in range(1, 15)}
    assert {n for n, extension in listed.items() if extension} == {8, 10}  # Markov chains, the standard error
    marked = tmp_path / "lesson97_marked.py"
    marked.write_text('LESSON = Lesson(number=97, extension=True, title=M("t"), teaches=M("t"), game=M("g"))\n')
    assert _listed(marked) == Listing(97, "t", "t", "g", extension=True)
    computed = tmp_path / "lesson96_computed.py"
    computed.write_text('LESSON = Lesson(number=96, extension=HARD, title=M("t"), teaches=M("t"), game=M("g"))\n')
    assert _listed(computed) is None  # not a literal: the module is run for it
