"""The Fort Apache tutorial page: one idea at a time on scripted positions, answers judged by the rules."""
from __future__ import annotations

from html import escape

import ipywidgets as widgets

from tutor.core import rule
from tutor.games.fort_apache.board import SIDES
from tutor.games.fort_apache.engine import State
from tutor.games.fort_apache.tutorial import STEPS, Step, attempt
from tutor.render.fort_apache import board_svg

from .common import MessageLine, button

MORE = 4  # other legal actions offered beside the step's own answers


def candidate_answers(step: Step, state: State) -> list[str]:
    """The answers offered as buttons: the step's right and wrong answers and a few other legal actions
    of the same figures, sorted, so the right one does not give itself away by its place."""
    chosen = {*step.accepted, step.wrong}
    figures = {state.parse_action(text).who for text in chosen}
    others = [str(a) for a in state.legal_actions() if a.who in figures and str(a) not in chosen]
    return sorted(chosen | set(others[:MORE]))


class LearnApp(widgets.VBox):
    """Step through the tutorial: read, act, get the verdict, move on."""

    def __init__(self, steps: tuple[Step, ...] = STEPS) -> None:
        self.steps = steps
        self.index = 0
        self.progress = widgets.IntProgress(value=1, min=0, max=len(steps), layout=widgets.Layout(width="20em"))
        self.heading = widgets.HTML()
        self.heading.add_class("fort-step")
        self.rules_box = widgets.HTML()
        self.prompt = widgets.HTML()
        self.board = widgets.HTML()
        self.board.add_class("fort-board")
        self.answers = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.feedback = MessageLine()
        self.typed = widgets.Text(placeholder="or type an action, e.g. 'cowboy 1 moves from north yard to magazine'",
                                  layout=widgets.Layout(width="34em"))
        nav = widgets.HBox([button("Back", lambda: self.go(self.index - 1), cls="fort-back"),
                            button("Try again", lambda: self.go(self.index), cls="fort-retry"),
                            button("Next step", lambda: self.go(self.index + 1), cls="fort-next"),
                            self.progress])
        typed = widgets.HBox([self.typed, button("Try it", lambda: self.answer(self.typed.value), cls="fort-try")])
        super().__init__([nav, self.heading, self.rules_box, self.prompt, self.answers, typed, self.feedback,
                          self.board])
        self.go(0)

    @property
    def step(self) -> Step:
        return self.steps[self.index]

    def go(self, index: int) -> None:
        """Show step ``index`` from its start (out-of-range clicks stay put)."""
        self.index = min(max(index, 0), len(self.steps) - 1)
        self.state = self.step.start()
        self.solved = False
        self.progress.value = self.index + 1
        step = self.step
        self.heading.value = (f"<h3>Step {self.index + 1} of {len(self.steps)}: {escape(step.title)} "
                              f"<small>(you play the {SIDES[self.state.current_player]})</small></h3>")
        self.rules_box.value = "".join(
            f"<div style='font-size:0.9em'><code>{escape(r)}</code> {escape(rule(r).text)}</div>" for r in step.rules)
        self.prompt.value = f"<p><b>{escape(step.prompt)}</b></p>"
        self.feedback.show("")
        self._draw()

    def answer(self, text: str) -> None:
        """Judge an answer; a right one shows its consequence, a wrong one its verdict."""
        if self.solved:
            self.feedback.show("Solved: go on with 'Next step', or 'Try again'.", "info")
            return
        result = attempt(self.step, self.state, text)
        self.solved = result.right
        self.state = result.state
        self.feedback.show(("Right! " if result.right else "Not quite. ") + result.message
                           + ("" if result.right else f" [{result.rule}]"), "good" if result.right else "error")
        self._draw()

    def _draw(self) -> None:
        self.board.value = board_svg(self.state)
        if self.solved:
            self.answers.children = []
            return
        self.answers.children = [button(text, lambda t=text: self.answer(t), cls="fort-answer")
                                 for text in candidate_answers(self.step, self.state)]
