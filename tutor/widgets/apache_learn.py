"""The Apache tutorial page: one rule at a time on scripted positions, answers judged by the rules."""
from __future__ import annotations

from html import escape

import ipywidgets as widgets

from tutor.core import rule
from tutor.games.apache import actions as A
from tutor.games.apache.cards import BOOTY, CHIEF
from tutor.games.apache.engine import RESOLVE, RESOLVE_LAST, REVEAL, WINDOW, State
from tutor.games.apache.tutorial import LEARNER, STEPS, Step, attempt
from tutor.render.apache import COLOUR_STYLE, board_svg

from .common import MessageLine, button


def candidate_answers(step: Step, state: State) -> list[str]:
    """The answers offered as buttons: every plausible move, wrong ones included, so the learner
    can try what a beginner would try and hear why it fails."""
    game = state.game
    colour = game.seat_colours[LEARNER]
    if state.phase == REVEAL:
        return [next((a for a in step.accepted if a.startswith("reveal")), str(state.legal_actions()[0]))]
    if state.phase == WINDOW:
        return [str(A.play(colour, k)) for k in state.hand(LEARNER)] + ["close"]
    if state.phase in (RESOLVE, RESOLVE_LAST):
        kind = state.powwow[0][1]
        answers = [A.take(colour, b) for b in BOOTY if state.table[b]]
        face_up = [t for t in range(20) if state.table[t]]
        if kind == CHIEF:
            answers += [A.capture(colour, t) for t in face_up]
        if game.wedding:
            answers += [A.marry(colour, t) for t in face_up]
        return [str(a) for a in answers]
    return []


class LearnApp(widgets.VBox):
    """Step through the tutorial: read, act, get the verdict, move on."""

    def __init__(self, steps: tuple[Step, ...] = STEPS) -> None:
        self.steps = steps
        self.index = 0
        self.progress = widgets.IntProgress(value=1, min=0, max=len(steps), layout=widgets.Layout(width="20em"))
        self.heading = widgets.HTML()
        self.heading.add_class("apache-step")
        self.rules_box = widgets.HTML()
        self.prompt = widgets.HTML()
        self.board = widgets.HTML()
        self.board.add_class("apache-board")
        self.answers = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.feedback = MessageLine()
        self.typed = widgets.Text(placeholder="or type an action, e.g. 'red plays hunter'",
                                  layout=widgets.Layout(width="26em"))
        nav = widgets.HBox([button("Back", lambda: self.go(self.index - 1), cls="apache-back"),
                            button("Try again", lambda: self.go(self.index), cls="apache-retry"),
                            button("Next step", lambda: self.go(self.index + 1), cls="apache-next"),
                            self.progress])
        typed = widgets.HBox([self.typed, button("Try it", lambda: self.answer(self.typed.value), cls="apache-try")])
        super().__init__([nav, self.heading, self.rules_box, self.prompt, self.board, self.answers, typed,
                          self.feedback])
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
        self.heading.value = f"<h3>Step {self.index + 1} of {len(self.steps)}: {escape(step.title)}</h3>"
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
        self.feedback.show(("Right! " if result.right else "Not quite. ") + result.message,
                           "good" if result.right else "error")
        self._draw()

    def _draw(self) -> None:
        self.board.value = board_svg(self.state, viewer=LEARNER)
        if self.solved or self.state.is_terminal:
            self.answers.children = []
            return
        red = COLOUR_STYLE[self.state.game.seat_colours[LEARNER]][0]
        self.answers.children = [
            button(_label(text), lambda t=text: self.answer(t), cls="apache-answer",
                   colour=red if " plays " in text else None)
            for text in candidate_answers(self.step, self.state)]


def _label(answer: str) -> str:
    """A button's words: a scripted reveal must not give its card away."""
    if answer.startswith("reveal"):
        return "turn a face-down card"
    return "let the window close" if answer == "close" else answer
