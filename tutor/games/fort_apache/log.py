"""A readable game log: every action of a game with what it set off."""
from __future__ import annotations

from tutor.core.i18n import Joined, M, Message

from .actions import describe
from .state import State


def game_log(state: State) -> list[Message | Joined]:
    """One line per action since the start (``roll 4 -- cowboy 1 hits indian 2``), replayed from
    ``state.history``; start-of-battle effects come first. A state read from a position string has no
    history, so its log is empty. Each line is a message (its English as above), read in the page's language."""
    current = state.game.new_state()
    lines: list[Message | Joined] = [M("start -- {event}", event=event) for event in current.events] \
        if state.history else []
    for action in state.history:
        current = current.apply(action)
        lines.append(Joined([describe(action), *current.events], " -- "))
    return lines
