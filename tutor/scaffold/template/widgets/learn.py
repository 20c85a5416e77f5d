"""The $title tutorial page: one idea at a time on scripted positions, answers judged by the rules."""
from __future__ import annotations

from typing import Any, Sequence

from tutor.core import NotationError, State
from tutor.core.i18n import M, tr
from tutor.core.tutorial import Step
from tutor.games import game_info
from tutor.widgets import learn

INFO = game_info("$game_id")


class LearnApp(learn.LearnApp):
    """$title's tutorial: the learner plays whoever is to act."""

    def __init__(self, steps: Sequence[Step] = INFO.tutorial) -> None:
        super().__init__(tuple(steps), prefix="$game_id", example="take 1 from a")

    def draw(self, state: State, *, hints: bool, targets: Any = None, selected: Any = ()) -> str:
        # the board gives no answer away: it draws the same with hints or without
        return INFO.board_svg(state, targets=targets, selected=tuple(selected))

    def candidates(self, step: Step, state: State) -> list[str]:
        """The step's right and wrong answers and every other legal action, sorted (the right one does not
        give itself away by its place)."""
        return sorted({*step.accepted, step.wrong, *map(str, state.legal_actions())})

    def label(self, answer: str) -> str:
        """An answer (an action text) in the page's language."""
        try:
            return tr(self.state.describe(self.state.parse_action(answer)))
        except NotationError:
            return answer

    def who(self, state: State) -> str:
        return tr(M("you are player {n}", n=state.current_player + 1)) if state.current_player >= 0 else ""
