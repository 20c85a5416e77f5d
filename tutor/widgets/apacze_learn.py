"""The Apacze i Komancze tutorial page: the shared learn page, drawing the board with the step's
region highlighted, and judging the scoring questions."""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from tutor.core import NotationError
from tutor.core.i18n import tr
from tutor.games.apacze import actions as A
from tutor.games.apacze.state import State
from tutor.games.apacze.tutorial import STEPS, Step
from tutor.games.apacze.render import PLAYER_STYLE

from . import learn
from .boardcache import board_svg  # a step's board seen before is drawn once


def candidate_answers(step: Step, state: State) -> list[str]:
    """The answers offered as buttons: a question's choices, or two right actions and the wrong one
    a beginner would try (any other action can be typed)."""
    if step.choices:
        return list(step.choices)
    return sorted({*step.accepted[:2], step.wrong})


class LearnApp(learn.LearnApp[State, Step]):
    """Apacze i Komancze's tutorial, the learner playing red."""

    def __init__(self, steps: tuple[Step, ...] = STEPS) -> None:
        super().__init__(steps, prefix="apacze", example="place at 1,0 turned 90")

    def draw(self, state: State, *, hints: bool, targets: Mapping[str, str] | None = None,
             selected: Sequence[str] = ()) -> str:
        """The board, the step's region highlighted; how each region would score only once answered."""
        return board_svg(state, highlight=self.step.region_fields(state), spots=not self.step.choices, hints=hints,
                         targets=targets, selected=tuple(selected))

    def candidates(self, step: Step, state: State) -> list[str]:
        return candidate_answers(step, state)

    def label(self, answer: str) -> str:
        """An action in words in the page's language (:func:`tutor.games.apacze.actions.describe`); a
        question's choice as the tutorial words it."""
        try:
            return tr(A.describe(A.parse_action(answer)))
        except NotationError:
            return tr(answer)

    def colour(self, answer: str) -> str | None:
        return None if self.step.choices else PLAYER_STYLE[0][0]
