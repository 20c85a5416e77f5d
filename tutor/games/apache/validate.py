"""Whether an Apache position could arise in play: the one check every parsed position passes.

:func:`problems` lists what is wrong (nothing for a valid position): every card counted once against
the box, a Pow-Wow board that fits the phase, and something to do unless the game is over.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import BOX, card_name
from .constants import OVER, PHASE_NAMES, RESOLVE, RESOLVE_LAST, REVEAL, WINDOW
from .legal import can_claim, claim_options

if TYPE_CHECKING:
    from .state import State


def problems(state: "State") -> list[str]:
    """What makes ``state`` impossible, in words; empty when it is a valid position."""
    found = _counts(state)
    if found:
        return found
    game, phase, powwow = state.game, state.phase, state.powwow
    if phase in (REVEAL, OVER) and powwow:
        found.append(f"no hand card can be on the Pow-Wow board in the {PHASE_NAMES[phase]} phase")
    if phase == REVEAL and not any(state.down):
        found.append("the reveal phase needs a face-down card")
    if phase in (RESOLVE_LAST, OVER) and any(state.down):
        found.append(f"{PHASE_NAMES[phase]} comes only after the final reveal")
    if phase == WINDOW:
        for seat, kind, bad in powwow:
            if bad == can_claim(game, state.table, game.seat_colours[seat], kind):
                found.append("a '!' on the Pow-Wow board must mark exactly the plays that cannot claim")
                break
    if phase in (RESOLVE, RESOLVE_LAST):
        if not powwow:
            found.append("claims are settling, but the Pow-Wow board is empty")
        else:
            seat, kind, bad = powwow[0]
            if bad or not claim_options(game, state.table, game.seat_colours[seat], kind):
                found.append("the lowest hand card on the Pow-Wow board has no claim to choose")
    return found


def _counts(state: "State") -> list[str]:
    """Every prairie card in one place: face down, face up, in a victory pile or out of the game."""
    placed = [t + o for t, o in zip(state.table, state.out)]
    for pile in state.piles:
        for card in pile:
            placed[card] += 1
    found = []
    for card, box in enumerate(BOX):
        if min(state.table[card], state.out[card]) < 0:
            found.append(f"a negative number of {card_name(card)} cards")
        elif placed[card] > box:
            found.append(f"the position has {placed[card]} x {card_name(card)}, but the box holds {box}")
        elif placed[card] + state.down[card] != box:
            found.append(f"{state.down[card]} x {card_name(card)} face down, but {box - placed[card]} are left")
    return found
