"""What one Tribù Indiani player may see: :class:`View`, built directly from a state.

A player sees their own hand and active cards, how many cards every other player holds, every card
face up on the table and on the discard and played piles, and the draw pile only as a number. Face-down
cards (other players' active cards, an active card lost under the discard pile) show as :data:`HIDDEN`.
Bots, odds and the drawing read a view, never the hidden parts of a state.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .chains import Chain

if TYPE_CHECKING:
    from .state import Game

#: a face-down card the viewer cannot see (another player's active card, a card face down in the discard pile)
HIDDEN = -2


@dataclass(frozen=True)
class Table:
    """What every player sees alike: the challenge and turn, the scores, the Capo Tribù boards, the phase,
    who is to move and the phase's data (the fields a :class:`~tutor.games.tribu.state.State` and a
    :class:`View` share, declared once)."""

    game: "Game"
    challenge: int
    dealer: int
    turns: int
    totals: tuple[int, ...]
    last: tuple[int, ...]
    boards: tuple[int, ...]
    phase: str
    player: int
    pending: Any  # the phase's payload (constants.PAYLOADS) or ()


@dataclass(frozen=True)
class View(Table):
    """One player's view: ``hand`` is the viewer's own; ``hand_sizes`` every player's card count;
    chains of other players show ``HIDDEN`` for a face-down active card, and so does the discard pile
    for a card lying face down in it; the draw pile is a count."""

    seat: int
    deck_size: int
    discard: tuple[int, ...]
    played: tuple[int, ...]
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    chains: tuple[tuple[Chain, ...], ...]

    @property
    def players(self) -> int:
        return self.game.num_players

    @property
    def mine(self) -> tuple[Chain, ...]:
        return self.chains[self.seat]


#: the fields a view copies from the state as they are
_TABLE_FIELDS = tuple(f.name for f in fields(Table))


@lru_cache(maxsize=1 << 12)
def _seen_by_others(chains: tuple[Chain, ...]) -> tuple[Chain, ...]:
    """A player's chains as the other players see them: active cards face down. Remembered per chains:
    during a turn only the mover's chains change, and bots build a view at every move."""
    return tuple(c if c.active < 0 else c._replace(active=HIDDEN) for c in chains)


def view_of(state: Any, seat: int) -> View:
    """What player ``seat`` sees of ``state``."""
    if not (isinstance(seat, int) and 0 <= seat < state.game.num_players):
        raise ValueError(f"there is no player {seat!r}")
    chains = tuple(mine if p == seat else _seen_by_others(mine) for p, mine in enumerate(state.chains))
    discard = state.discard
    if state.face_down:  # rare: only the few face-down places change (the pile can be long)
        shown = list(discard)
        for i in state.face_down:
            if 0 <= i < len(shown):
                shown[i] = HIDDEN
        discard = tuple(shown)
    values = {name: getattr(state, name) for name in _TABLE_FIELDS}
    values.update(seat=seat, deck_size=sum(state.deck), discard=discard, played=state.played,
                  hand=state.hands[seat], hand_sizes=tuple(len(h) for h in state.hands), chains=chains)
    # the dataclass __init__ sets each of the seventeen fields through object.__setattr__ (View is frozen);
    # a view is built at every bot move, so its fields are filled in at once (View has no __post_init__)
    view = object.__new__(View)
    object.__setattr__(view, "__dict__", values)
    return view
