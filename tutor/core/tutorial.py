"""Guided tutorials as data, for any game: steps on scripted positions, answers judged by the rules.

A :class:`Step` sets up a position (a position string plus scripted actions, chance included, so
nothing is left to luck) and asks the learner to act. :func:`attempt` judges an answer: a right one is
played and followed by the step's scripted continuation; one the game refuses is refused with its
verdict and rule; one the game allows but punishes is played so the learner sees the cost; a legal
answer that misses the point gets the step's explanation of why not.

Each game subclasses :class:`Step` to say how its positions are read (``parse``) and, if needed, what
follows a punished play so that the punishment shows (``after_penalty``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, ClassVar

from .api import IllegalAction, NotationError, State
from .rules import rule


@dataclass(frozen=True)
class Step:
    """One step: ``position`` and ``setup`` give the state the learner acts in; ``accepted`` lists
    the right answers; ``wrong`` is one wrong answer (tests play it); ``why_not`` explains a wrong
    answer that the game itself allows; ``after`` is scripted play that follows a right answer."""

    id: str
    title: str
    rules: tuple[str, ...]
    position: str
    prompt: str
    accepted: tuple[str, ...]
    explanation: str
    wrong: str
    why_not: str = ""
    setup: tuple[str, ...] = ()
    after: tuple[str, ...] = ()

    #: reads this game's position strings (set by each game's subclass)
    parse: ClassVar[Callable[[str], State]]
    #: actions tried, in order, after a punished answer so that its cost shows
    after_penalty: ClassVar[tuple[str, ...]] = ()

    def start(self) -> State:
        """The position the learner acts in."""
        return play(type(self).parse(self.position), self.setup)

    def judge(self, state: State, text: str) -> "Feedback":
        """The verdict on an answer; a game whose steps ask other kinds of questions overrides this."""
        return attempt(self, state, text)


@dataclass(frozen=True)
class Feedback:
    """The judgement on one answer: ``right`` moves on; ``state`` is what the table looks like now."""

    right: bool
    message: str
    rule: str
    state: State


def play(state: State, texts: tuple[str, ...]) -> State:
    """Apply action texts one after another."""
    for text in texts:
        state = state.apply(state.parse_action(text))
    return state


def attempt(step: Step, state: State, text: str) -> Feedback:
    """Judge the learner's answer ``text`` in ``state`` (the step's position)."""
    try:
        action = state.parse_action(text)
    except NotationError as error:
        return Feedback(False, str(error), step.rules[0], state)
    verdict = state.check(action)
    if not verdict.ok:
        return Feedback(False, f"The game does not allow this: {verdict.reason}. {rule(verdict.rule).text}",
                        verdict.rule, state)
    if str(action) in step.accepted:
        return Feedback(True, step.explanation, step.rules[0], play(state.apply(action), step.after))
    if verdict.penalty:
        punished = state.apply(action)
        for follow in type(step).after_penalty:
            try:
                punished = play(punished, (follow,))
            except (IllegalAction, NotationError):
                break
        return Feedback(False, f"The game lets you do it, but punishes it: {verdict.reason}; "
                        f"{verdict.penalty}. {rule(verdict.rule).text}", verdict.rule, punished)
    return Feedback(False, step.why_not or f"That is allowed, but not the point of this step. {step.prompt}",
                    step.rules[0], state)
