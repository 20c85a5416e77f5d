"""Guided tutorials as data, for any game: steps on scripted positions, answers judged by the rules.

A :class:`Step` sets up a position (a position string plus scripted actions, chance included, so
nothing is left to luck) and asks the learner to act, or, with ``choices``, to answer a question.
:func:`attempt` judges an answer: a right one is played and followed by the step's scripted
continuation; one the game refuses is refused with its verdict and rule; one the game allows but
punishes is played so the learner sees the cost (``Feedback.punished``: a page shows that state, then
replays the step from its start, giving nothing of the punished continuation away); text that is no
move at all is said unreadable, citing no rule; and every wrong choice gets the step's own word on
why it misses the point (``feedback``).

``feedback`` maps a choice to its text. A key is an action text (or a question's choice), or a
named group: patterns with ``*`` joined by `` | ``, e.g. ``"yellow plays * | purple plays *"``, for
choices that miss for one and the same reason. A text may say ``{choice}`` where the choice's own
words go, and may end with a rule id in brackets (``[apache.claim.one_card]``), the rule it cites
(otherwise the step's first rule).

Each game subclasses :class:`Step` to say how its positions are read (``parse``), which seat the
learner plays (``learner``) and, if needed, what follows a punished play so that the punishment
shows (``after_penalty``).

The steps themselves are data, prose a reader can correct without touching Python: each game keeps
them in ``tutor/games/<game>/data/tutorial.toml``, read by :func:`load_steps`. Each ``[[step]]`` table
holds the fields of :class:`Step` (arrays for tuples); its ``position`` is a position string, or a
table of the fields of the game's position builder; its ``[step.feedback]`` table maps choices to
texts, where ``"@name"`` stands for the text ``name`` of the file's ``[texts]`` table, a text several
steps give.

A link opens a step by its id (``learn.ipynb?step=deal``: what the app writes) or by its number. Numbers
are what older links used, so a tutorial that has gained steps since keeps, in its file's top-level
``numbered`` array, the step ids in the order those links counted them: ``?step=3`` keeps opening the step
it opened when the link was shared (a number past that list counts in today's order).
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field, fields
from fnmatch import fnmatchcase
from importlib import resources
from typing import Any, Callable, ClassVar, Generic, Mapping, TypeVar, cast

from .i18n import Joined, M, Message, translate_data
from .api import CHANCE, IllegalAction, NotationError, State, StateT
from .rules import rule

#: a text's trailing rule citation, ``[game.section.rule]``
_CITED = re.compile(r"\s*\[([a-z_]+(?:\.[a-z_]+)+)\]\s*$")
#: the same citation in a rendered text (before the pseudo-language's closing mark, if any)
_UNCITED = re.compile(r"\s*\[[a-z_]+(?:\.[a-z_]+)+\]\s*(?=⟧?$)")
#: what separates the patterns of a group key
GROUP = " | "


@dataclass(frozen=True)
class Step(Generic[StateT]):
    """One step of a tutorial, on one scripted position; generic in the game's state (``Step[tribu.State]``:
    :meth:`start` and :meth:`judge` give that game's states)."""

    id: str
    title: str
    #: the rules it teaches, the first one cited by default
    rules: tuple[str, ...]
    #: with ``setup``, the state the learner acts in
    position: str
    prompt: str
    #: the right answers, and why they are right
    accepted: tuple[str, ...]
    explanation: str
    #: the wrong answer a beginner would try first (a page offers it as a button)
    wrong: str
    #: the step's word on every wrong choice (see the module's docstring)
    feedback: Mapping[str, str] = field(default_factory=dict, hash=False)
    #: when set, the step is a question whose answers are these words, not actions
    choices: tuple[str, ...] = ()
    #: scripted play before the learner acts, and after a right answer
    setup: tuple[str, ...] = ()
    after: tuple[str, ...] = ()

    @staticmethod
    def parse(text: str, /) -> State:
        """Reads this game's position strings (each game's subclass sets it: ``parse = staticmethod(Game.parse)``)."""
        raise NotImplementedError
    #: actions tried, in order, after a punished answer so that its cost shows
    after_penalty: ClassVar[tuple[str, ...]] = ()
    #: the seat the learner plays (None: whoever is to act)
    learner: ClassVar[int | None] = None

    def start(self) -> StateT:
        """The position the learner acts in."""
        position = cast(StateT, type(self).parse(self.position))  # a game's step reads its own game's positions
        return play(position, self.setup)

    def judge(self, state: StateT, text: str) -> "Feedback[StateT]":
        """The verdict on an answer."""
        return attempt(self, state, text)


@dataclass(frozen=True)
class Feedback(Generic[StateT]):
    """The judgement on one answer: ``right`` moves on; ``state`` is what the table looks like now."""

    right: bool
    message: str
    #: the rule the judgement cites ('' when none applies: an answer that could not be read)
    rule: str
    state: StateT
    #: the answer was allowed but punished: ``state`` shows the cost, and the step is to be tried again from
    #: its start (the state is not one to go on answering in: the punishment may have moved the game on)
    punished: bool = False


class Uncited(Message):
    """A feedback text without its trailing ``[rule id]`` citation, in every language: the catalogs hold the
    whole text (the citation kept in each translation), the page shows it without (it cites the rule itself)."""

    def __new__(cls, message: Message) -> "Uncited":
        text = str.__new__(cls, _CITED.sub("", str.__str__(message)))  # its characters: the English, uncited
        text.msgid, text.params, text.plural = message.msgid, message.params, message.plural
        text.counted, text.context = message.counted, message.context
        return text

    def render(self, lang: str | None = None) -> str:
        return _UNCITED.sub("", super().render(lang))

    def __str__(self) -> str:
        return self.render()

    def __reduce__(self) -> tuple:
        return Uncited, (Message(self.msgid, self.params, plural=self.plural, counted=self.counted,
                                 context=self.context),)


S = TypeVar("S", bound=Step[Any])


class Steps(tuple):
    """A tutorial's steps in order, with the numbering its numeric links count by (``numbered``: step ids)."""

    numbered: tuple[str, ...]

    def __new__(cls, steps: tuple[Any, ...], numbered: tuple[str, ...] = ()) -> "Steps":
        self = super().__new__(cls, steps)
        ids = [step.id for step in steps]
        unknown = [n for n in numbered if n not in ids]
        if unknown:
            raise ValueError(f"numbered names steps the tutorial does not have: {', '.join(unknown)}")
        self.numbered = tuple(numbered) or tuple(ids)
        return self

    def index_of(self, link: str) -> int | None:
        """The index (from 0) of the step a link's ``step`` value names, by id or by number; None if none."""
        ids = [step.id for step in self]
        if link.isdigit() and len(link) <= 4:
            n = int(link)
            if 1 <= n <= len(self.numbered):
                return ids.index(self.numbered[n - 1])
            return n - 1 if len(self.numbered) < n <= len(self) else None
        return ids.index(link) if link in ids else None


def load_steps(package: str, step: type[S], build: Callable[..., str] | None = None,
               name: str = "tutorial.toml") -> tuple[S, ...]:
    """Read a tutorial's steps from ``<package>/data/<name>`` as ``step`` instances (see the module's
    docstring); ``build`` makes a position string from a ``position`` table's fields. The result is a
    :class:`Steps` (a tuple that also knows how links number its steps)."""
    data = translate_data(tomllib.loads(resources.files(package).joinpath("data", name).read_text(encoding="utf-8")))
    return Steps(steps_from(data, step, build), tuple(data.get("numbered", ())))


def steps_from(data: Mapping[str, Any], step: type[S], build: Callable[..., str] | None = None) -> tuple[S, ...]:
    """The steps of a tutorial file's contents (:func:`load_steps`); a mistake in the file is a
    ValueError naming the step and what is wrong."""
    texts: Mapping[str, str] = data.get("texts", {})
    known = {f.name for f in fields(step)}
    steps = []
    for n, table in enumerate(data.get("step", ()), 1):
        where = f"step {n} ({table.get('id', 'no id')})"
        unknown = sorted(set(table) - known)
        if unknown:
            raise ValueError(f"{where}: unknown fields {', '.join(unknown)}; a step has {', '.join(sorted(known))}")
        values = {key: _tuples(value) for key, value in table.items() if key != "feedback"}
        if isinstance(table.get("position"), dict):
            if build is None:
                raise ValueError(f"{where}: a position table needs the game's position builder")
            values["position"] = build(**table["position"])
        feedback = {}
        for choice, text in table.get("feedback", {}).items():
            if text.startswith("@") and text[1:] not in texts:
                raise ValueError(f"{where}: feedback for {choice!r} names {text!r}, which [texts] does not hold")
            feedback[choice] = texts[text[1:]] if text.startswith("@") else text
        try:
            steps.append(step(**values, feedback=feedback))
        except TypeError as error:
            raise ValueError(f"{where}: {error}") from None
    return tuple(steps)


def _tuples(value: Any) -> Any:
    """TOML arrays as tuples (a frozen step holds no lists)."""
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


def play(state: StateT, texts: tuple[str, ...]) -> StateT:
    """Apply action texts one after another."""
    for text in texts:
        state = state.apply(state.parse_action(text))
    return state


def is_group(key: str) -> bool:
    """Whether a feedback key names a group of choices rather than one choice."""
    return GROUP in key or "*" in key


def reply(step: Step, choice: str, shown: Any = None) -> tuple[str, str, str] | None:
    """The step's word on ``choice``: (the key it was found under, the text, the rule it cites), or None.

    A key naming the choice itself wins over a group; groups are tried in the order written. The text's
    ``{choice}`` is ``shown`` (the choice in the reader's words: ``State.describe``), else the choice's text."""
    key = choice if choice in step.feedback else next(
        (k for k in step.feedback if is_group(k) and any(fnmatchcase(choice, p) for p in k.split(GROUP))), None)
    if key is None:
        return None
    text: Any = step.feedback[key]
    if isinstance(text, Message) and "{choice}" in text.msgid:
        text = text.fill(choice=choice if shown is None else shown)
    elif "{choice}" in text:
        text = text.replace("{choice}", choice)
    cited = _CITED.search(text)
    if cited is None:
        return key, text, step.rules[0]
    if isinstance(text, Message):
        return key, Uncited(text), cited.group(1)
    return key, text[:cited.start()], cited.group(1)


def wrong_choices(step: Step, state: State) -> list[str]:
    """Every wrong choice the step offers: a question's other choices, or every action the position
    allows that is not a right answer."""
    if step.choices:
        return [c for c in step.choices if c not in step.accepted]
    return [text for text in map(str, state.legal_actions()) if text not in step.accepted]


def attempt(step: Step[Any], state: StateT, text: str) -> Feedback[StateT]:
    """Judge the learner's answer ``text`` in ``state`` (the step's position)."""
    if step.choices:
        return _answer(step, state, text.strip())
    try:
        action = state.read_action(text)   # as the page words moves, or the notation
    except NotationError as error:   # not a move at all: say so, citing no rule (none is concerned)
        reason = error.args[0] if error.args and isinstance(error.args[0], str) else str(error)
        return Feedback(False, M("That could not be read as a move: {reason}", reason=reason), "", state)
    choice, shown = str(action), state.describe(action)
    found = reply(step, choice, shown)
    _, why, cited = found or ("", M("'{choice}' is not what this step asks for.", choice=shown), step.rules[0])
    verdict = state.check(action)
    if not verdict.ok:
        refusal = M("The game does not allow this: {reason}. {rule}", reason=verdict.reason,
                    rule=rule(verdict.rule).text)
        return Feedback(False, M("{refusal} {why}", refusal=refusal, why=why) if found else refusal, verdict.rule,
                        state)
    if choice in step.accepted:
        return Feedback(True, step.explanation, step.rules[0], play(state.apply(action), step.after))
    learner = type(step).learner
    if learner is not None and state.actor(action) not in (learner, CHANCE):
        return Feedback(False, why, cited, state)   # another player's move: nothing is played
    if verdict.penalty:
        punished = state.apply(action)
        for follow in type(step).after_penalty:
            try:
                punished = play(punished, (follow,))
            except (IllegalAction, NotationError):
                break
        return Feedback(False, M("{why} The game lets you do it, but punishes it: {reason}; {penalty}. {rule}",
                                 why=why, reason=verdict.reason, penalty=verdict.penalty,
                                 rule=rule(verdict.rule).text), verdict.rule, punished, punished=True)
    return Feedback(False, why, cited, state)


def _answer(step: Step[Any], state: StateT, text: str) -> Feedback[StateT]:
    """A question's answer: one of its choices (anything else is refused and the choices listed)."""
    if text in step.accepted:
        return Feedback(True, step.explanation, step.rules[0], state)
    found = reply(step, text) if text in step.choices else None
    if found is None:
        listed = Joined([M("'{choice}'", choice=c) for c in step.choices], ", ")
        return Feedback(False, M("'{answer}' is not one of the answers: choose {choices}.", answer=text[:40],
                                 choices=listed), "", state)  # not an answer at all: no rule is concerned
    return Feedback(False, found[1], found[2], state)
