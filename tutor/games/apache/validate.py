"""Whether an Apache position could arise in play: the one check every parsed position passes.

:func:`problems` lists what is wrong (nothing for a valid position): every card counted once against
the box, a Pow-Wow board that fits the phase, and something to do unless the game is over.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.core.i18n import M, Message

from .cards import BOX, card_term, phase_term
from .constants import OVER, RESOLVE, RESOLVE_LAST, REVEAL, WINDOW
from .legal import can_claim, claim_options

if TYPE_CHECKING:
    from .state import State


def problems(state: "State") -> list[Message]:
    """What makes ``state`` impossible, in words; empty when it is a valid position."""
    found = _counts(state)
    if found:
        return found
    game, phase, powwow = state.game, state.phase, state.powwow
    if phase in (REVEAL, OVER) and powwow:
        found.append(M("no hand card can be on the Pow-Wow board in the {phase} phase", phase=phase_term(phase)))
    if phase == REVEAL and not any(state.down):
        found.append(M("the reveal phase needs a face-down card"))
    if phase in (RESOLVE_LAST, OVER) and any(state.down):
        found.append(M("{phase} comes only after the final reveal", phase=phase_term(phase)))
    if phase == WINDOW:
        for seat, kind, bad in powwow:
            if bad == can_claim(game, state.table, game.seat_colours[seat], kind):
                found.append(M("a '!' on the Pow-Wow board must mark exactly the plays that cannot claim"))
                break
    if phase in (RESOLVE, RESOLVE_LAST):
        if not powwow:
            found.append(M("claims are settling, but the Pow-Wow board is empty"))
        else:
            seat, kind, bad = powwow[0]
            if bad or not claim_options(game, state.table, game.seat_colours[seat], kind):
                found.append(M("the lowest hand card on the Pow-Wow board has no claim to choose"))
    return found


def _counts(state: "State") -> list[Message]:
    """Every prairie card in one place: face down, face up, in a victory pile or out of the game."""
    placed = [t + o for t, o in zip(state.table, state.out)]
    for pile in state.piles:
        for card in pile:
            placed[card] += 1
    found = []
    for card, box in enumerate(BOX):
        if min(state.table[card], state.out[card]) < 0:
            found.append(M("a negative number of {card} cards", card=card_term(card)))
        elif placed[card] > box:
            found.append(M("the position has {n} x {card}, but the box holds {box}", n=placed[card],
                           card=card_term(card), box=box))
        elif placed[card] + state.down[card] != box:
            found.append(M("{n} x {card} face down, but {left} are left", n=state.down[card], card=card_term(card),
                           left=box - placed[card]))
    return found
