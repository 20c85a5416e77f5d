"""The Apache tutorial page: one rule at a time on scripted positions, answers judged by the rules."""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from tutor.core import NotationError
from tutor.core.i18n import M, tr
from tutor.games.apache import actions as A
from tutor.games.apache.cards import BOOTY, CHIEF
from tutor.games.apache.constants import RESOLVE, RESOLVE_LAST, REVEAL, WINDOW
from tutor.games.apache.state import State
from tutor.games.apache.tutorial import LEARNER, STEPS, Step
from tutor.games.apache.render import COLOUR_STYLE

from . import learn
from .boardcache import board_svg  # a step's board seen before is drawn once


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


class LearnApp(learn.LearnApp[State, Step]):
    """Apache's tutorial, the learner playing red."""

    def __init__(self, steps: tuple[Step, ...] = STEPS) -> None:
        super().__init__(steps, prefix="apache", example=A.describe(A.play(0, 3)))

    def draw(self, state: State, *, hints: bool, targets: Mapping[str, str] | None = None,
             selected: Sequence[str] = ()) -> str:
        """The table; what each hand card could claim ('if played now') only once the step is answered."""
        return board_svg(state, viewer=LEARNER, hints=hints, targets=targets, selected=tuple(selected))

    def candidates(self, step: Step, state: State) -> list[str]:
        return candidate_answers(step, state)

    def label(self, answer: str) -> str:
        """A scripted reveal must not give its card away."""
        if answer.startswith("reveal"):
            return tr(M("turn a face-down card"))
        if answer == "close":
            return tr(M("let the window close"))
        try:
            return tr(A.describe(A.parse_action(answer)))
        except NotationError:
            return answer

    def colour(self, answer: str) -> str | None:
        return COLOUR_STYLE[0][0] if " plays " in answer else None
