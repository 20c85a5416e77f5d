"""A lesson as a page: the situation on a drawn board, the exact answer step by step, a simulation
that approaches it, and exercises checked at once (with the worked answers in the teacher's version).

Every text is a message rendered in the page's language (:func:`tutor.core.i18n.current`); numbers are
formatted for it (decimal comma in Italian, Polish and Spanish). :func:`show_lesson` and
:func:`show_lessons` are the notebooks' whole code: the language menu, the lesson's introduction (the
prose the notebooks used to carry in Markdown), the links to the other pages, and the app.
"""
from __future__ import annotations

import re
from fractions import Fraction
from html import escape
from typing import Any

import ipywidgets as widgets

from tutor.core.i18n import Joined, M, Message, P, Term, number, tr
from tutor.lessons import Exercise, Lesson, Listing, check, lesson, listings
from tutor.lessons.answers import AnswerError, read
from tutor.sim.stats import Estimate, t_interval
from tutor.widgets import bounded
from tutor.widgets.common import button
from tutor.widgets.language import language_links, with_language
from tutor.widgets.preview import Previewed

PLOT_SIZE = (5, 2.4)  # the simulation plot's size in inches
PLOT_WIDTH = round(PLOT_SIZE[0] * 96)  # its width on the page in CSS pixels
BATCHES = 20  # the simulation runs in this many seeded batches: their means give the interval and the plot
GOOD, BAD = "#1E6B3A", "#A4231B"


def _t(text: Any) -> str:
    """A text of the page in its language, escaped for HTML."""
    return escape(tr(text))


#: a derivation's value that is plain arithmetic on whole numbers (``1 - (1 - 1/2)**3``, ``binomial(4, 2)``):
#: worked out with fractions.Fraction by the lessons' own calculator, as sympy would, without loading sympy
ARITHMETIC = re.compile(r"(?:[0-9 +\-*/()]|binomial\(\s*[0-9]+\s*,\s*[0-9]+\s*\))+")


def _arithmetic(text: str) -> Fraction | None:
    """The exact value of plain whole-number arithmetic (see :data:`ARITHMETIC`); None for anything else."""
    if not ARITHMETIC.fullmatch(text):
        return None
    try:
        return read(text, "average", lang="en")
    except AnswerError:
        return None


def value_html(text: str) -> str:
    """A derivation step's value: the expression, then its exact fraction and decimal when it is a number.
    A value that is a message (words, not a calculation) is shown in the page's language. Plain arithmetic is
    worked out with Fraction (a lesson's page shows its derivation at once, and need not load sympy for it);
    any other text with sympy, which a number and ``sympy.sympify`` show alike."""
    if isinstance(text, (Message, Term, Joined)):
        return escape(tr(text))
    if text.lstrip().startswith("["):  # a list or a matrix of values, never one number
        return f"<code>{escape(text)}</code>"
    worked = _arithmetic(text)
    if worked is not None:
        value: Any = worked
        integer = worked.denominator == 1
    else:
        from sympy import SympifyError, sympify  # with the first such value shown, not with the module

        try:
            value = sympify(text)
        except (SympifyError, SyntaxError, TypeError):
            return f"<code>{escape(text)}</code>"
        if not getattr(value, "is_number", False):
            return f"<code>{escape(text)}</code>"
        integer = bool(value.is_integer)
    shown = f"<code>{escape(text)}</code> = " if str(value) != text.replace(" ", "") else ""
    decimal = "" if integer else f" ≈ {number(float(value), '.4f')}"
    return f"{shown}<b>{escape(str(value))}</b>{decimal}"


def derivation_html(lesson: Lesson) -> str:
    """The derivation as a numbered list, each step with its value."""
    items = "".join("<li>" + _t(M("{step}: {value}", step=text, value="\0")).replace("\0", value_html(value))
                    + "</li>" for text, value in lesson.derivation)
    return f"<ol class='lesson-derivation'>{items}</ol>"


def simulate_batches(lesson: Lesson, n: int, seed: int) -> tuple[list[int], list[float], Estimate]:
    """``n`` trials in seeded batches: trials so far, the running estimate after each batch, and a 95%
    interval from the batch means, Student's t for their number less one (sound for a chance and for an average
    alike; lesson 10 teaches it)."""
    size = max(1, n // BATCHES)
    means = [lesson.simulate(size, seed + i) for i in range(BATCHES)]
    trials = [size * (i + 1) for i in range(BATCHES)]
    running = [sum(means[:i + 1]) / (i + 1) for i in range(BATCHES)]
    return trials, running, t_interval(means)


def running_plot(trials: list[int], running: list[float], exact: float) -> bytes:
    """A small PNG, sharp on a high-density screen (:data:`PLOT_WIDTH` CSS pixels wide, twice as many
    pixels): the running estimate against the number of trials, and the exact value as a line; its words
    and tick numbers in the page's language."""
    from matplotlib.figure import Figure  # with the first plot (a click on Simulate), not with the page

    from tutor.widgets.plots import png_2x

    fig = Figure(figsize=PLOT_SIZE)
    ax = fig.add_subplot()
    ax.plot(trials, running, marker=".", color="#0072B2", label=tr(M("simulation so far")))
    ax.axhline(exact, color="#D55E00", linestyle="--", label=tr(M("exact")))
    ax.set_xlabel(tr(M("trials")))
    ax.legend(loc="best", fontsize=8)
    fig.tight_layout()
    return png_2x(fig)[0]


#: wrong tries after which a student's page shows the worked answer too (behind "Show the worked answer")
WORKED_AFTER = 3
CLOSE = "#8A5A00"  # the colour of an answer on the right track (rounded to too few digits)


def worked_html(exercise: Exercise) -> str:
    """An exercise's worked answer and its exact answer, as HTML in the page's language."""
    return f"{_t(exercise.worked)} (<b>{escape(str(exercise.answer))}</b>)"


class ExerciseBox(widgets.VBox):
    """One exercise: the question, an answer box, a Check button and the feedback (with the hint).

    It counts the tries (``tries``, every answer checked, and ``wrong``, the wrong ones): each wrong try gets
    the hint of its stage (:func:`tutor.lessons.exercises.hint_after`), and after :data:`WORKED_AFTER` wrong
    tries the worked answer is added under the feedback, behind "Show the worked answer", and stays there
    (a right answer after it is still right). The teacher's version shows it from the start."""

    def __init__(self, number: int, exercise: Exercise, *, teacher: bool = False) -> None:
        self.exercise = exercise
        self.tries = self.wrong = 0
        self.answer = bounded.Text(placeholder=tr(M("a fraction, a decimal or an expression")))
        self.answer.add_class("lesson-answer")
        self.feedback = widgets.HTML()
        self.feedback.add_class("lesson-feedback")
        heading = M("Exercise {number}.", number=number)
        question = widgets.HTML(f"<p><b>{_t(heading)}</b> {_t(exercise.question)}</p>")
        children = [question, widgets.HBox([self.answer, button(M("Check"), self.check, cls="lesson-check")]),
                    self.feedback]
        self.worked: widgets.HTML | None = None
        if teacher:
            label = M("Worked answer:")
            self.worked = widgets.HTML(f"<p style='color:#1E4B7A'><i>{_t(label)}</i> {worked_html(exercise)}</p>")
            self.worked.add_class("lesson-worked")
            children.append(self.worked)
        super().__init__(children)
        self.add_class("lesson-exercise")

    def check(self) -> None:
        result = check(self.exercise, self.answer.value, tries=self.wrong)
        self.tries += 1
        if result.verdict == "wrong":
            self.wrong += 1
        kind, colour = {"right": ("right", GOOD), "imprecise": ("imprecise", CLOSE)}.get(result.verdict,
                                                                                          ("wrong", BAD))
        note = ""
        if self.worked is None and self.wrong >= WORKED_AFTER:
            self.show_worked()
            note = f"<p class='lesson-worked-note'>{_t(WORKED_NOTE)}</p>"
        self.feedback.value = f"<div class='lesson-{kind}' style='color:{colour}'>{_t(result.message)}{note}</div>"
        from tutor.widgets.class_answers import record_answer  # kept for the page's class, if it has one

        self.feedback.value += record_answer(self.exercise, self.answer.value, result.verdict)

    def show_worked(self) -> None:
        """Add the worked answer under the feedback, folded behind "Show the worked answer"; it stays."""
        self.worked = widgets.HTML(f"<details><summary>{_t(SHOW_WORKED)}</summary>"
                                   f"<p style='color:#1E4B7A'>{worked_html(self.exercise)}</p></details>")
        self.worked.add_class("lesson-worked")
        self.set_trait("children", (*self.children, self.worked))


SHOW_WORKED = M("Show the worked answer")
WORKED_NOTE = P("After {n} wrong try, the worked answer is below: open it when you want to see how it goes.",
                "After {n} wrong tries, the worked answer is below: open it when you want to see how it goes.",
                n=WORKED_AFTER)


def estimate_message(trials: int, estimate: Estimate, exact: float) -> Message:
    """What a simulation found: the estimate, its 95% interval, and how it stands to the exact value."""
    params = dict(n=trials, value=estimate.value, low=estimate.low, high=estimate.high, exact=exact,
                  off=abs(estimate.value - exact))
    if estimate.contains(exact):
        return M("{n} trials: estimate <b>{value:.4f}</b>, 95% interval [{low:.4f}, {high:.4f}] (it contains "
                 "the exact value {exact:.4f}; off by {off:.4f}).", **params)
    return M("{n} trials: estimate <b>{value:.4f}</b>, 95% interval [{low:.4f}, {high:.4f}] (it misses "
             "the exact value {exact:.4f}; off by {off:.4f}).", **params)


class LessonApp(Previewed, widgets.VBox):
    """One lesson's page; ``teacher=True`` also shows every exercise's worked answer."""

    preview_to_first_control = True  # its texts, its board drawn among them, and the exact answer

    def __init__(self, lesson: Lesson, *, teacher: bool = False) -> None:
        self.lesson = lesson
        self.runs = 0
        title = M("Lesson {number}: {title}", number=lesson.number, title=lesson.title)
        learn, assumes = M("What you will learn:"), M("What this lesson assumes:")
        note = M("<b>Teacher's version:</b> the worked answers are shown.")
        notes = M("Teacher's notes:")
        header = widgets.HTML(
            f"<h2>{_t(title)}</h2>"
            + (f"<p class='lesson-extension'><mark>{_t(EXTENSION)}</mark></p>" if lesson.extension else "")
            + f"<p><b>{_t(learn)}</b> {_t(lesson.teaches)} <i>({_t(lesson.game)})</i></p>"
            + (f"<p class='lesson-assumptions'><b>{_t(assumes)}</b> {_t(lesson.assumptions)}</p>"
               if lesson.assumptions else "")
            + (f"<p class='lesson-teacher'>{tr(note)}</p>" if teacher else "")
            + (f"<p class='lesson-teacher-notes'><b>{_t(notes)}</b> {_t(lesson.teacher_notes)}</p>"
               if teacher and lesson.teacher_notes else ""))
        heading = M("The situation")
        situation = widgets.HTML(f"<h3>{_t(heading)}</h3>{tr(lesson.situation)}"
                                 f"<div class='lesson-board' style='max-width:640px'>{lesson.board()}</div>"
                                 "<style>.lesson-board svg {max-width: 100%; height: auto}</style>")
        exact_text = M("Exact answer: {exact}", exact="\0")
        heading = M("The exact answer, step by step")
        exact = widgets.HTML(f"<h3>{_t(heading)}</h3>{derivation_html(lesson)}"
                             "<p class='lesson-exact'>" + _t(exact_text).replace(
                                 "\0", f"<b>{escape(str(lesson.exact))}</b> ≈ "
                                       f"{number(float(lesson.exact), '.4f')}") + "</p>")
        self.trials = bounded.IntSlider(value=2000, min=100, max=20000, step=100, description=tr(M("trials")))
        self.estimate = widgets.HTML()
        self.estimate.add_class("lesson-estimate")
        # as wide as the page up to the plot's own width, the height following (never stretched)
        self.plot = widgets.Image(format="png", layout=widgets.Layout(width="100%", max_width=f"{PLOT_WIDTH}px",
                                                                      height="auto", display="none"))
        self.plot.add_class("lesson-plot")
        heading, play = M("Check it by simulation"), M("Play the situation many times at random and count.")
        simulation = widgets.VBox([
            widgets.HTML(f"<h3>{_t(heading)}</h3><p>{_t(play)}</p>"),
            widgets.HBox([self.trials, button(M("Simulate"), self.simulate, cls="lesson-simulate")]),
            self.estimate, self.plot])
        self.exercises = [ExerciseBox(i, exercise, teacher=teacher)
                          for i, exercise in enumerate(lesson.exercises, start=1)]
        heading = M("Exercises")
        super().__init__([header, situation, exact, simulation, widgets.HTML(f"<h3>{_t(heading)}</h3>"),
                          *self.exercises])
        self.add_class("lesson-app")

    def simulate(self) -> None:
        """Run the chosen number of trials (a fresh seed each time) and show the estimate and the plot."""
        self.runs += 1
        exact = float(self.lesson.exact)
        trials, running, estimate = simulate_batches(self.lesson, self.trials.value, seed=1000 * self.runs)
        self.estimate.value = f"<p>{tr(estimate_message(trials[-1], estimate, exact))}</p>"
        self.plot.value = running_plot(trials, running, exact)
        self.plot.layout.display = ""


# --- the notebooks' texts: what their Markdown cells said, as messages --------------------------------

STYLE = ("<style>.tutor-languages {margin: 0.3em 0 0.6em 0} .lesson-links {margin: 0.4em 0 1em 0}"
         ".lessons-table td, .lessons-table th {padding: 0.15em 0.8em 0.15em 0; text-align: left}</style>")
#: how to use a lesson page (every student's page says it under the lesson's introduction)
HOW_TO = M("Read the situation and look at the board, follow the exact answer step by step, then press "
           "<b>Simulate</b> to play the situation thousands of times at random and watch the estimate settle "
           "near the exact value. Finish with the exercises: type a fraction such as <code>1/3</code>, a decimal "
           "such as <code>{decimal}</code>, a percentage or an expression such as <code>1 - (2/3)^2</code>, "
           "and press <b>Check</b>.")
TEACHER_NOTE = M("This version shows the worked answer under every exercise.")
#: the mark of a lesson beyond the age range (Lesson.extension), on its page and in the lessons' list
EXTENSION = M("extension: beyond the 14-18 syllabus")


def notebook_name(lesson: Lesson | Listing) -> str:
    """The file name of a lesson's notebook (``03-binomial-law.ipynb``), the same in both folders."""
    from tutor.widgets.landing import lesson_notebook

    return lesson_notebook(lesson).rsplit("/", 1)[-1]


def _link(href: str, text: Any) -> str:
    return f"<a href='{escape(with_language(href), quote=True)}'>{_t(text)}</a>"


def lesson_links(lesson: Lesson, *, teacher: bool = False) -> str:
    """The links under a lesson's introduction, each keeping the page's language."""
    up = "../" if teacher else ""
    links = [_link(f"{up}../index.ipynb", M("Back to the start page")),
             _link(f"{up}index.ipynb", M("All lessons"))]
    if teacher:  # the other teacher's versions are listed on the class's teacher page (serve/classes.py)
        links.append(_link(f"../{notebook_name(lesson)}", M("Student's version")))
        printed = f"../../../../tutor/print/{lesson.number}/"  # the server's print pages (serve/printing.py)
        links += [_link(printed + "worksheet.html", M("Worksheet to print")),
                  _link(printed + "key.html", M("Answer key to print"))]
    return "<p class='lesson-links'>" + " · ".join(links) + "</p>"


def lesson_header(lesson: Lesson, *, teacher: bool = False) -> str:
    """HTML above a lesson's app: the language menu, the title, the introduction and the links."""
    title = M("Lesson {number}: {title}", number=lesson.number, title=lesson.title)
    if teacher:
        title = M("{title} (teacher's version)", title=title)
    usage = TEACHER_NOTE if teacher else HOW_TO.fill(decimal=number(0.333, ".3f"))
    return (STYLE + language_links() + f"<div class='lesson-intro'><h1>{_t(title)}</h1>"
            f"<p>{_t(lesson.intro)}</p><p>{tr(usage)}</p>{lesson_links(lesson, teacher=teacher)}</div>")


def show_lesson(number: int, *, teacher: bool = False) -> LessonApp:
    """A lesson notebook's whole page, in the page's language; returns the app (end the line with ``;``)."""
    from IPython.display import HTML, display

    found = lesson(number)
    display(HTML(lesson_header(found, teacher=teacher)))
    app = LessonApp(found, teacher=teacher)
    display(app)
    return app


def lessons_html() -> str:
    """The lessons' index page: its introduction, a table of the lessons, and where teachers find their pages
    (never linked from here: a student's page leads to no teacher's version, issue #24)."""
    mark = f" <small class='lesson-extension'><mark>{_t(EXTENSION)}</mark></small>"
    rows = "".join(f"<tr><td>{x.number}</td><td>{_link(notebook_name(x), x.title)}{mark if x.extension else ''}</td>"
                   "</tr>" for x in listings())
    title, lesson_word, title_word = M("Probability lessons"), M("Lesson"), M("Title")
    back, for_teachers = M("Back to the start page"), M("For teachers")
    return (STYLE + language_links() + f"<h1>{_t(title)}</h1><p>{_t(INDEX_INTRO)}</p>"
            f"<table class='lessons-table'><tr><th>{_t(lesson_word)}</th><th>{_t(title_word)}</th></tr>{rows}</table>"
            f"<p>{_link('../index.ipynb', back)}</p>"
            f"<h2 id='For-teachers'>{_t(for_teachers)}</h2><p>{_t(TEACHERS_PLACE)}</p>")


INDEX_INTRO = M("Short lessons on chance, each built on a real moment from one of the four games: a shot at "
                "Fort Apache, a card turned up in Apache, a region on the Apacze i Komancze map. Every lesson "
                "works out the exact answer step by step, checks it with a simulation, and ends with exercises "
                "that are checked as soon as you answer.")
#: where a teacher finds the teacher's versions (the students' pages do not link them)
TEACHERS_PLACE = M("The teacher's version of each lesson (the worked answer under every exercise), its worksheet "
                   "and answer key to print, and your class's answers open from your class's teacher link. Whoever "
                   "runs this server creates the classes and gives each teacher that link (README, \"Serving a "
                   "class\"). Students' pages never link to them.")


def show_lessons() -> None:
    """The lessons' index notebook's whole page, in the page's language."""
    from IPython.display import HTML, display

    display(HTML(lessons_html()))


__all__ = ["LessonApp", "ExerciseBox", "simulate_batches", "value_html", "show_lesson", "show_lessons",
           "lesson_header", "lessons_html", "estimate_message"]
