"""$title's actions: a frozen, ordered value with a readable ``str()`` that :func:`parse_action` reads back.

``deal 6 to a`` (chance: pile a gets six stones) and ``take 2 from b`` (the player to move takes two
stones from pile b). :func:`describe` words an action for a person, in the page's language.
"""
from __future__ import annotations

from dataclasses import dataclass

from tutor.core import NotationError
from tutor.core.i18n import M, Message
from tutor.core.notation import MAX_ACTION, bounded, excerpt, read_int

from .constants import MAX_PILE, PILES

DEAL, TAKE = "deal", "take"


@dataclass(frozen=True, order=True)
class Action:
    verb: str    # DEAL (chance) or TAKE
    pile: int    # the pile's index in PILES
    count: int   # the stones dealt or taken

    def __str__(self) -> str:
        if self.verb == DEAL:
            return f"deal {self.count} to {PILES[self.pile]}"
        return f"take {self.count} from {PILES[self.pile]}"


def parse_action(text: str) -> Action:
    """The action ``str(action)`` wrote; NotationError for anything else."""
    words = bounded(text, M("an action"), MAX_ACTION).split()
    if len(words) != 4 or (words[0], words[2]) not in ((DEAL, "to"), (TAKE, "from")) or words[3] not in PILES:
        raise NotationError(M("{text} is not a $title action (e.g. 'take 2 from a')", text=excerpt(str(text))))
    return Action(words[0], PILES.index(words[3]), read_int(words[1], M("a number of stones"), 0, MAX_PILE))


def describe(action: Action) -> Message:
    """The action in a person's words."""
    if action.verb == DEAL:
        return M("pile {pile} is dealt {count} stones", pile=PILES[action.pile], count=action.count)
    return M("take {count} from pile {pile}", pile=PILES[action.pile], count=action.count)
