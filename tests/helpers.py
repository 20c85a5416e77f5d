"""Helpers every game's tests share: play actions by their text, list the legal actions as text."""
from __future__ import annotations

import importlib
import random
import re
from types import ModuleType
from typing import Iterator, TypeVar

from tutor.core import State
from tutor.core.play import random_action

S = TypeVar("S", bound=State)


def act(state: S, *texts: str) -> S:
    """``state`` after the actions written as ``texts``, in order (each read by the game's notation)."""
    for text in texts:
        state = state.apply(state.parse_action(text))  # type: ignore[assignment]
    return state


def texts(state: State) -> list[str]:
    """The legal actions' texts, in the engine's order."""
    return [str(a) for a in state.legal_actions()]


def random_states(state: S, seed: int, limit: int | None = None) -> list[S]:
    """``state`` and the states of a random game played on from it (uniformly random legal actions, exact
    chance, seeded), to its end or until ``limit`` actions are played."""
    rng = random.Random(seed)
    states = [state]
    while not state.is_terminal and (limit is None or len(states) <= limit):
        state = state.apply(random_action(state, rng))  # type: ignore[assignment]
        states.append(state)
    return states


def replay(final: S) -> Iterator[S]:
    """Every state of a finished game, from the first, by replaying its history."""
    state = final.game.new_state()
    yield state
    for action in final.history:
        state = state.apply(action)
        yield state


#: the pseudo-language's wrapping of one message (``?lang=xx``: tutor.core.i18n), innermost first
PSEUDO_WRAPPED = re.compile(r"⟦[^⟦⟧]*⟧")
#: what may stand outside the wrapping: a rule id is notation, not text
RULE_ID = re.compile(r"\b[a-z_]+(?:\.[a-z_]+)+\b")
#: a word a person reads (two letters or more, digits aside)
WORD = re.compile(r"[^\W\d_]{2,}")


def outside_wrapping(text: str) -> str:
    """``text`` rendered under the pseudo-language with every ``⟦…⟧`` taken out, nested ones too: what is left
    escaped the catalogs (or is notation: numbers, rule ids, position strings)."""
    previous = None
    while previous != text:
        previous, text = text, PSEUDO_WRAPPED.sub(" ", text)
    return text


def unwrapped(text: str) -> list[str]:
    """The words of ``text`` outside every ``⟦…⟧``, rule ids aside: English that escaped the catalogs."""
    return WORD.findall(RULE_ID.sub(" ", outside_wrapping(text)))


def page_module(game_id: str, page: str) -> ModuleType:
    """A game's page module, ``tutor.widgets.<id>_<page>`` (what its notebook ``notebooks/<id>/<page>.ipynb``
    imports). The pages sit above the registry, so a GameInfo cannot hold them: the tests find them here, by
    the one naming convention the scaffold writes, and nowhere else."""
    return importlib.import_module(f"tutor.widgets.{game_id}_{page}")

