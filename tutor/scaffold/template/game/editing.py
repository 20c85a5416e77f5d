"""Setting up a $title position by hand: the edits the position editor offers (the same names in every game:
``PIECES``, :func:`blank`, :func:`places`, :func:`place`, :func:`remove`, ``PHASES``, :func:`phase`,
:func:`set_phase`, :func:`turn`, :func:`set_turn`, :func:`counters`, :func:`set_counter`, ``HIDDEN``).

Places are the board's target ids: ``pile:a`` ... and ``player:0`` ...; a ``stone`` goes on a pile, the
``mover`` marker on a player. Each edit returns a new State with no history; an edit the State cannot hold
raises ValueError with the reason; whether the position could arise is :func:`.validate.problems`' matter.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tutor.core.editing import CounterKey, Counters
from tutor.core.i18n import Joined, M, Message

from .constants import DEALING, MAX_PILE, OVER, PILES, PLAYING

if TYPE_CHECKING:
    from .state import Game, State

#: the palette
PIECES: tuple[tuple[str, Message], ...] = (("stone", M("a stone (on a pile)")),
                                           ("mover", M("the player to move (on a player)")))
#: the phases, in the reader's words
PHASES = {DEALING: M("dealing the piles"), PLAYING: M("taking stones"), OVER: M("over")}
#: $title hides nothing
HIDDEN = ""


def blank(game: "Game") -> "State":
    """The start of a game under ``game``'s settings (no pile dealt)."""
    return game.new_state()


def _with(state: "State", **changes: object) -> "State":
    return replace(state, history=(), **changes)  # type: ignore[arg-type]  # the fields' own types, by name


def places(state: "State") -> dict[str, Message]:
    """Every pile (with its stones) and every player."""
    found = {f"pile:{name}": M("pile {pile} ({stones})", pile=name, stones="?" if stones is None else stones)
             for name, stones in zip(PILES, state.piles)}
    found.update({f"player:{p}": M("player {n}", n=p + 1) for p in range(state.game.players)})
    return found


def _pile(target: str) -> int:
    kind, _, name = target.partition(":")
    if kind != "pile" or name not in PILES:
        raise ValueError(M("{target} is not a pile", target=repr(target)))
    return PILES.index(name)


def place(state: "State", target: str, piece: str) -> "State":
    """``piece`` put at ``target``: a stone on a pile, the mover marker on a player."""
    if target not in places(state):
        raise ValueError(M("{target} is no place on the board", target=repr(target)))
    if piece == "stone":
        p = _pile(target)
        stones = state.piles[p] or 0
        if stones >= MAX_PILE:
            raise ValueError(M("a pile holds at most {most} stones", most=MAX_PILE))
        return _with(state, piles=state.piles[:p] + (stones + 1,) + state.piles[p + 1:])
    if piece == "mover":
        if not target.startswith("player:"):
            raise ValueError(M("the marker of the player to move goes on a player, not on a pile"))
        return set_turn(state, int(target.partition(":")[2]))
    raise ValueError(M("{piece} is not a piece of the palette", piece=repr(piece)))


def remove(state: "State", target: str) -> "State":
    """One stone taken off a pile (a player's marker cannot be taken away: somebody is always to move)."""
    if target not in places(state):
        raise ValueError(M("{target} is no place on the board", target=repr(target)))
    if target.startswith("player:"):
        raise ValueError(M("there is always a player to move: put the marker on another player instead"))
    p = _pile(target)
    stones = state.piles[p]
    if not stones:
        raise ValueError(M("pile {pile} has no stone to take away", pile=PILES[p]))
    return _with(state, piles=state.piles[:p] + (stones - 1,) + state.piles[p + 1:])


def phase(state: "State") -> str:
    return state.phase


def set_phase(state: "State", name: str) -> "State":
    """The phase: dealing empties the table (no pile dealt), over empties the piles, taking deals one stone
    to every pile not dealt or empty."""
    if name not in PHASES:
        raise ValueError(M("{phase} is not a phase; choose from {phases}", phase=repr(name),
                           phases=Joined(list(PHASES.values()), ", ")))
    if name == state.phase:
        return state
    if name == DEALING:
        return _with(state, piles=(None,) * len(PILES))
    if name == OVER:
        return _with(state, piles=(0,) * len(PILES))
    return _with(state, piles=tuple(stones or 1 for stones in state.piles))


def turn(state: "State") -> int:
    return state.mover


def set_turn(state: "State", player: int) -> "State":
    """The player to move (0 is player 1)."""
    if not (isinstance(player, int) and 0 <= player < state.game.players):
        raise ValueError(M("player {player} is not at a table of {n}", player=repr(player), n=state.game.players))
    return _with(state, mover=player)


def counters(state: "State") -> Counters:
    """$title keeps no number besides its piles."""
    return Counters()


def set_counter(state: "State", key: CounterKey, value: int) -> "State":
    """No counter to set: $title keeps no number besides its piles."""
    raise ValueError(M("a $title position has no number called {name}", name=repr(key.name)))
