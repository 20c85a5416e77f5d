"""The learn page shared by every game: a tutorial's steps, answer buttons, verdicts citing rules.

A game's page subclasses :class:`LearnApp` and says how to draw a state, which answers to offer as
buttons (wrong ones included, so a learner can try what a beginner would), and optionally how to
label and colour them. The board leaves out hints that would give the answer away (``draw``'s
``hints``) until the learner has answered right or asked 'Show me'. CSS classes ``<prefix>-step``,
``-board``, ``-answer``, ``-next``, ``-back``, ``-retry``, ``-show`` and ``-try`` let browser tests find
the parts.
"""
from __future__ import annotations

import re
from functools import partial
from html import escape
from typing import Any, Generic, Mapping, Sequence, TypeVar

import ipywidgets as widgets

from tutor.core import rule
from tutor.core.api import StateT
from tutor.core.i18n import M, tr
from tutor.core.tutorial import Step
from tutor.games import game_info

from . import bounded
from .board import BoardWidget, Choice, ClickController
from .clicking import text_choices
from .common import MessageLine, button
from .preview import Previewed
from .reference import cited, linked, query_step, rule_link


def after_opening(text: str, praise: str) -> str:
    """``text`` in the page's language without an opening that repeats the page's own praise: the first word
    of ``praise`` (a message, "Right! {message}", shown without its parameter) or its English, with the
    punctuation after it ("Right: the hunter..." -> "The hunter..."), so the page never says "Right! Right:"."""
    shown = tr(text)
    words = {w.casefold() for w in (_first_word(tr(praise)), _first_word(str.__str__(praise))) if w}
    found = re.match(r"(\W*)(\w+)\s*[:!.,;\u2014-]+\s*", shown)
    if not found or found.group(2).casefold() not in words or len(shown) == found.end():
        return shown
    rest = shown[found.end():]
    return found.group(1) + rest[:1].upper() + rest[1:]


def _first_word(text: str) -> str:
    found = re.search(r"\w+", text)
    return found.group(0) if found else ""


#: a game's tutorial step class (a subclass of :class:`tutor.core.tutorial.Step`)
StepT = TypeVar("StepT", bound=Step[Any])


class LearnApp(Previewed, widgets.VBox, Generic[StateT, StepT]):
    """Step through a tutorial: read, act, get the verdict, move on. Generic in the game's state and its
    step class: ``class LearnApp(learn.LearnApp[State, Step])`` types the hooks (a page without the
    parameters works as before)."""

    def __init__(self, steps: tuple[StepT, ...], *, prefix: str, example: str, note: str = "") -> None:
        """``example`` is an action text for the typed box; ``note`` a line under the board (e.g. that
        the game's data is reconstructed)."""
        self.steps = steps
        self.prefix = prefix
        self.index = 0
        self.progress = widgets.IntProgress(value=1, min=0, max=len(steps), layout=widgets.Layout(width="20em"))
        self.heading = widgets.HTML()
        self.rules_box = widgets.HTML()
        self.prompt = widgets.HTML()
        self.board = BoardWidget(layout=widgets.Layout(width="100%"))
        self.answers = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.feedback = MessageLine()
        self.typed = bounded.Text(placeholder=tr(M("or type an action, e.g. '{example}'", example=example)),
                                  layout=widgets.Layout(width="34em"))
        # the board answers clicks as a play page's does: a whole path judges its action as the buttons do
        self.clicks = ClickController(self.board, self.click_choices, self.draw_board, self.feedback.show)
        self.heading.add_class(f"{prefix}-step")
        self.board.add_class(f"{prefix}-board")
        nav = widgets.HBox([button(M("Back"), lambda: self.go(self.index - 1), cls=f"{prefix}-back"),
                            button(M("Try again"), lambda: self.go(self.index), cls=f"{prefix}-retry"),
                            button(M("Next step"), lambda: self.go(self.index + 1), cls=f"{prefix}-next"),
                            button(M("Show me"), self.show_me, cls=f"{prefix}-show"),
                            self.progress])
        typed = widgets.HBox([self.typed, button(M("Try it"), lambda: self.answer(self.typed.value),
                                                 cls=f"{prefix}-try")])
        parts = [nav, self.heading, self.rules_box, self.prompt, self.answers, typed, self.feedback, self.board]
        if note:
            parts.append(widgets.HTML(f"<small><i>{escape(tr(note))}</i></small>"))
        super().__init__(parts)
        first, problem = query_step(steps)  # a link can name a step: learn.ipynb?step=<id> (or an older <n>)
        self.go(first)
        if problem:
            self.feedback.show(problem, "error")

    # --- what a game's page says ---------------------------------------------------------------------

    def draw(self, state: StateT, *, hints: bool, targets: Mapping[str, str] | None = None,
             selected: Sequence[str] = ()) -> str:
        """The state as SVG; with ``hints`` False, without what would give the step's answer away;
        ``targets`` (id -> hint) and ``selected`` as the game's ``board_svg`` takes them (clickable targets)."""
        raise NotImplementedError

    def candidates(self, step: StepT, state: StateT) -> list[str]:
        """The answers offered as buttons."""
        raise NotImplementedError

    def label(self, answer: str) -> str:
        """A button's words for an answer."""
        return answer

    def colour(self, answer: str) -> str | None:
        """A button's colour for an answer (None: the usual grey)."""
        return None

    def who(self, state: StateT) -> str:
        """Who the learner plays in this step, shown beside its title ('' to say nothing)."""
        return ""

    # --- the page ------------------------------------------------------------------------------------

    @property
    def step(self) -> StepT:
        return self.steps[self.index]

    def go(self, index: int) -> None:
        """Show step ``index`` from its start (out-of-range clicks stay put)."""
        self.index = min(max(index, 0), len(self.steps) - 1)
        self.state: StateT = self.step.start()
        self.solved = self.shown = self.punished = False
        self.progress.value = self.index + 1
        step = self.step
        who = self.who(self.state)
        heading = M("Step {n} of {count}: {title}", n=self.index + 1, count=len(self.steps), title=step.title)
        self.heading.value = (f"<h3>{escape(tr(heading))}"
                              + (f" <small>({escape(tr(who))})</small>" if who else "") + "</h3>")
        self.rules_box.value = "".join(self.rule_line(r) for r in step.rules)
        self.prompt.value = f"<p><b>{escape(tr(step.prompt))}</b></p>"
        self.feedback.show("")
        self._draw()

    @staticmethod
    def rule_line(rule_id: str) -> str:
        """A rule the step teaches: its title (a link to it in the rules reference), what it says, and the
        rulebook's section it comes from by name (never its id or a file name)."""
        game_id, r = rule_id.split(".")[0], rule(rule_id)
        source = M("From the rulebook: {source}", source=cited(r.source, game_info(game_id)))
        return (f"<div style='font-size:0.9em'><b>{rule_link(game_id, rule_id)}</b>: {escape(tr(r.text))} "
                f"<small style='color:#555'>({escape(tr(source))})</small></div>")

    def answer(self, text: str) -> None:
        """Judge an answer; a right one shows its consequence, a wrong one its verdict."""
        if self.solved:
            self.feedback.show(M("Solved: go on with 'Next step', or 'Try again'."), "info")
            return
        if self.punished:  # the board shows a punished answer's cost: the next answer replays the step
            self.state, self.punished = self.step.start(), False
        result = self.step.judge(self.state, text)
        self.solved = result.right
        self.state = result.state
        self.punished = result.punished
        if result.right:
            self.feedback.show(M("Right! {message}", message=after_opening(result.message, M("Right! {message}"))),
                               "good")
        elif not result.rule:  # not read as an answer at all: no rule to cite
            self.feedback.show(result.message, "error")
        else:
            self.feedback.show(linked(M("Not quite. {message} [{rule}]", message=result.message, rule=result.rule)),
                               "error")
        if result.punished:
            self.feedback.add(M("The board shows what it cost. Try again: your next answer replays the step "
                                "from its start."), "info")
        self._draw()

    def show_me(self) -> None:
        """Give the answer away: name it, say why, and draw the board with its hints."""
        self.shown = True
        step = self.step
        if self.punished:  # the answer is shown on the step's own position, not on a punished one
            self.state, self.punished = step.start(), False
        self.feedback.show(M("The answer: {answer}. {explanation}", answer=self.label(step.accepted[0]),
                             explanation=after_opening(step.explanation, M("Right! {message}"))), "info")
        self._draw()

    def click_choices(self) -> list[Choice]:
        """What a click on the board can do now: the offered answers first, then every other action the
        learner may take (the learner's own, when the step names the learner's seat), each judged through
        :meth:`answer` as if typed. Nothing once solved, nor for a question (its answers are words)."""
        step, state = self.step, self.state
        if self.solved or self.punished or state.is_terminal or step.choices:
            return []
        learner = type(step).learner
        legal = [str(a) for a in state.legal_actions() if learner is None or state.actor(a) == learner]
        offered = self.candidates(step, state)
        allowed = set(legal)
        # where a refused answer and an allowed one share their targets (a piece put on a field), the click
        # means the allowed one, as on the play page
        texts = [t for t in offered if t in allowed] + legal + [t for t in offered if t not in allowed]
        return text_choices(state, texts, self.answer)

    def draw_board(self, targets: Mapping[str, str], selected: Sequence[str]) -> str:
        """The board for the click controller: live targets and their hints, and the chosen ones."""
        return self.draw(self.state, hints=self.solved or self.shown, targets=targets, selected=selected)

    def _draw(self) -> None:
        self.clicks.selection = ()
        self.clicks.refresh()
        if self.solved or self.punished or self.state.is_terminal:
            self.answers.children = []
            return
        self.answers.children = [button(self.label(text), partial(self.answer, text), cls=f"{self.prefix}-answer",
                                        colour=self.colour(text))
                                 for text in self.candidates(self.step, self.state)]
