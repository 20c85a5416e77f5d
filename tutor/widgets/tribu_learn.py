"""The Tribù Indiani tutorial page: one rule at a time on scripted tables, answers judged by the rules."""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from tutor.core import NotationError
from tutor.core.i18n import tr
from tutor.games.tribu import DATA_NOTE, State
from tutor.games.tribu.actions import describe, parse_action
from tutor.games.tribu.tutorial import LEARNER, STEPS, Step

from . import learn
from .boardcache import board_svg  # a step's board seen before is drawn once

OFFERED = 8  # legal actions offered as buttons besides the step's own right and wrong answers


def candidate_answers(step: Step, state: State) -> list[str]:
    """The answers offered as buttons: the right ones, the step's wrong one and a few other legal
    moves, in alphabetical order so that the position of a button gives nothing away."""
    if state.current_player != LEARNER:
        return []
    others = [str(a) for a in state.legal_actions()[:OFFERED]]
    return sorted(set(step.accepted) | {step.wrong} | set(others))


class LearnApp(learn.LearnApp[State, Step]):
    """Tribù Indiani's tutorial, the learner as player 1 (seat 0), drawn from the learner's own view."""

    def __init__(self, steps: tuple[Step, ...] = STEPS) -> None:
        super().__init__(steps, prefix="tribu", example="play tribu warrior", note=DATA_NOTE)

    def draw(self, state: State, *, hints: bool, targets: Mapping[str, str] | None = None,
             selected: Sequence[str] = ()) -> str:
        # the learner's view shows no hint that gives an answer away
        return board_svg(state, viewer=LEARNER, targets=targets, selected=tuple(selected))

    def candidates(self, step: Step, state: State) -> list[str]:
        return candidate_answers(step, state)

    def label(self, answer: str) -> str:
        """An answer (an action text) in the page's language, as the log words it."""
        try:
            return tr(describe(parse_action(answer)))
        except NotationError:
            return answer
