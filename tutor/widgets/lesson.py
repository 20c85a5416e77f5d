"""A lesson as a page: the situation on a drawn board, the exact answer step by step, a simulation
that approaches it, and exercises checked at once (with the worked answers in the teacher's version).
"""
from __future__ import annotations

from html import escape

import ipywidgets as widgets
from matplotlib.figure import Figure
from sympy import Expr, SympifyError, sympify

from tutor.lessons import Exercise, Lesson, check
from tutor.sim.stats import Estimate, mean_ci
from tutor.widgets import bounded
from tutor.widgets.common import button
from tutor.widgets.plots import png_2x
from tutor.widgets.preview import Previewed

PLOT_SIZE = (5, 2.4)  # the simulation plot's size in inches
PLOT_WIDTH = round(PLOT_SIZE[0] * 96)  # its width on the page in CSS pixels
BATCHES = 20  # the simulation runs in this many seeded batches: their means give the interval and the plot
GOOD, BAD = "#1E6B3A", "#A4231B"


def value_html(text: str) -> str:
    """A derivation step's value: the expression, then its exact fraction and decimal when it is a number."""
    try:
        value: Expr = sympify(text)
    except (SympifyError, SyntaxError, TypeError):
        return f"<code>{escape(text)}</code>"
    if not getattr(value, "is_number", False):
        return f"<code>{escape(text)}</code>"
    shown = f"<code>{escape(text)}</code> = " if str(value) != text.replace(" ", "") else ""
    decimal = "" if value.is_integer else f" ≈ {float(value):.4f}"
    return f"{shown}<b>{escape(str(value))}</b>{decimal}"


def derivation_html(lesson: Lesson) -> str:
    """The derivation as a numbered list, each step with its value."""
    items = "".join(f"<li>{escape(text)}: {value_html(value)}</li>" for text, value in lesson.derivation)
    return f"<ol class='lesson-derivation'>{items}</ol>"


def simulate_batches(lesson: Lesson, n: int, seed: int) -> tuple[list[int], list[float], Estimate]:
    """``n`` trials in seeded batches: trials so far, the running estimate after each batch, and a 95%
    interval from the batch means (sound for a chance and for an average alike)."""
    size = max(1, n // BATCHES)
    means = [lesson.simulate(size, seed + i) for i in range(BATCHES)]
    trials = [size * (i + 1) for i in range(BATCHES)]
    running = [sum(means[:i + 1]) / (i + 1) for i in range(BATCHES)]
    return trials, running, mean_ci(means)


def running_plot(trials: list[int], running: list[float], exact: float) -> bytes:
    """A small PNG, sharp on a high-density screen (:data:`PLOT_WIDTH` CSS pixels wide, twice as many
    pixels): the running estimate against the number of trials, and the exact value as a line."""
    fig = Figure(figsize=PLOT_SIZE)
    ax = fig.add_subplot()
    ax.plot(trials, running, marker=".", color="#0072B2", label="simulation so far")
    ax.axhline(exact, color="#D55E00", linestyle="--", label="exact")
    ax.set_xlabel("trials")
    ax.legend(loc="best", fontsize=8)
    fig.tight_layout()
    return png_2x(fig)[0]


class ExerciseBox(widgets.VBox):
    """One exercise: the question, an answer box, a Check button and the feedback (with the hint)."""

    def __init__(self, number: int, exercise: Exercise, *, teacher: bool = False) -> None:
        self.exercise = exercise
        self.answer = bounded.Text(placeholder="a fraction, a decimal or an expression")
        self.answer.add_class("lesson-answer")
        self.feedback = widgets.HTML()
        self.feedback.add_class("lesson-feedback")
        question = widgets.HTML(f"<p><b>Exercise {number}.</b> {escape(exercise.question)}</p>")
        children = [question, widgets.HBox([self.answer, button("Check", self.check, cls="lesson-check")]),
                    self.feedback]
        if teacher:
            worked = widgets.HTML(f"<p style='color:#1E4B7A'><i>Worked answer:</i> {escape(exercise.worked)} "
                                  f"(<b>{escape(str(exercise.answer))}</b>)</p>")
            worked.add_class("lesson-worked")
            children.append(worked)
        super().__init__(children)
        self.add_class("lesson-exercise")

    def check(self) -> None:
        result = check(self.exercise, self.answer.value)
        kind, colour = ("right", GOOD) if result.ok else ("wrong", BAD)
        self.feedback.value = f"<div class='lesson-{kind}' style='color:{colour}'>{escape(result.message)}</div>"


class LessonApp(Previewed, widgets.VBox):
    """One lesson's page; ``teacher=True`` also shows every exercise's worked answer."""

    preview_to_first_control = True  # its texts, its board drawn among them, and the exact answer

    def __init__(self, lesson: Lesson, *, teacher: bool = False) -> None:
        self.lesson = lesson
        self.runs = 0
        header = widgets.HTML(
            f"<h2>Lesson {lesson.number}: {escape(lesson.title)}</h2>"
            f"<p><b>What you will learn:</b> {escape(lesson.teaches)} <i>({escape(lesson.game)})</i></p>"
            + ("<p class='lesson-teacher'><b>Teacher's version:</b> the worked answers are shown.</p>"
               if teacher else ""))
        situation = widgets.HTML(f"<h3>The situation</h3>{lesson.situation}"
                                 f"<div class='lesson-board' style='max-width:640px'>{lesson.board()}</div>"
                                 "<style>.lesson-board svg {max-width: 100%; height: auto}</style>")
        exact = widgets.HTML(f"<h3>The exact answer, step by step</h3>{derivation_html(lesson)}"
                             f"<p class='lesson-exact'>Exact answer: <b>{escape(str(lesson.exact))}</b> "
                             f"≈ {float(lesson.exact):.4f}</p>")
        self.trials = bounded.IntSlider(value=2000, min=100, max=20000, step=100, description="trials")
        self.estimate = widgets.HTML()
        self.estimate.add_class("lesson-estimate")
        # as wide as the page up to the plot's own width, the height following (never stretched)
        self.plot = widgets.Image(format="png", layout=widgets.Layout(width="100%", max_width=f"{PLOT_WIDTH}px",
                                                                      height="auto", display="none"))
        self.plot.add_class("lesson-plot")
        simulation = widgets.VBox([
            widgets.HTML("<h3>Check it by simulation</h3><p>Play the situation many times at random and count.</p>"),
            widgets.HBox([self.trials, button("Simulate", self.simulate, cls="lesson-simulate")]),
            self.estimate, self.plot])
        self.exercises = [ExerciseBox(i, exercise, teacher=teacher)
                          for i, exercise in enumerate(lesson.exercises, start=1)]
        super().__init__([header, situation, exact, simulation, widgets.HTML("<h3>Exercises</h3>"),
                          *self.exercises])
        self.add_class("lesson-app")

    def simulate(self) -> None:
        """Run the chosen number of trials (a fresh seed each time) and show the estimate and the plot."""
        self.runs += 1
        exact = float(self.lesson.exact)
        trials, running, estimate = simulate_batches(self.lesson, self.trials.value, seed=1000 * self.runs)
        inside = "contains" if estimate.contains(exact) else "misses"
        self.estimate.value = (
            f"<p>{trials[-1]} trials: estimate <b>{estimate.value:.4f}</b>, 95% interval "
            f"[{estimate.low:.4f}, {estimate.high:.4f}] (it {inside} the exact value {exact:.4f}; "
            f"off by {abs(estimate.value - exact):.4f}).</p>")
        self.plot.value = running_plot(trials, running, exact)
        self.plot.layout.display = ""


__all__ = ["LessonApp", "ExerciseBox", "simulate_batches", "value_html"]
