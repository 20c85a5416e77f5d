"""The Fort Apache tutorial page: one idea at a time on scripted positions, answers judged by the rules."""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from tutor.core import NotationError
from tutor.core.i18n import M, tr
from tutor.games.fort_apache import actions as A
from tutor.games.fort_apache.state import State
from tutor.games.fort_apache.tutorial import STEPS, Step

from . import learn
from .boardcache import board_svg  # a step's board seen before is drawn once

MORE = 4  # other legal actions offered beside the step's own answers


def candidate_answers(step: Step, state: State) -> list[str]:
    """The answers offered as buttons: the step's right and wrong answers and a few other legal actions
    of the same figures, sorted, so the right one does not give itself away by its place."""
    chosen = {*step.accepted, step.wrong}
    figures = {state.parse_action(text).who for text in chosen}
    others = [str(a) for a in state.legal_actions() if a.who in figures and str(a) not in chosen]
    return sorted(chosen | set(others[:MORE]))


class LearnApp(learn.LearnApp[State, Step]):
    """Fort Apache's tutorial: the learner plays whichever side is to act."""

    def __init__(self, steps: tuple[Step, ...] = STEPS) -> None:
        super().__init__(steps, prefix="fort", example=A.describe(A.parse_action("cowboy 1 moves from north yard to magazine")))

    def draw(self, state: State, *, hints: bool, targets: Mapping[str, str] | None = None,
             selected: Sequence[str] = ()) -> str:
        # the fort shows no hint that gives an answer away
        return board_svg(state, targets=targets, selected=tuple(selected))

    def candidates(self, step: Step, state: State) -> list[str]:
        return candidate_answers(step, state)

    def label(self, answer: str) -> str:
        """An answer (an action text) in the page's language."""
        try:
            return tr(A.describe(A.parse_action(answer)))
        except NotationError:
            return answer

    def who(self, state: State) -> str:
        return tr(M("you play the {side}", side=A.side_term(state.current_player)))
