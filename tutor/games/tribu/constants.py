"""Tribù Indiani's fixed numbers and phase names (a leaf module: it imports nothing of the game).

Phases (``State.phase``; ``State.player`` is the player concerned):

* ``board`` - chance: the next player's Capo Tribù board (once per game);
* ``deal`` - chance: the next card dealt (five each, clockwise from the dealer's left);
* ``start`` - a turn begins: draw, draw the top discard, use an active card, or skip when blocked;
* ``drawing`` / ``draw3`` - chance: the card drawn (``draw3``: for a Draw three card);
* ``drawn`` - the player has drawn: discard, play an Azione, lay a Tribù or a Diorama, activate or swap;
* ``swapped`` - after a swap: discard, lay a card or play an Azione (or activate, under
  ``swap_then_activate=yes``);
* ``discard3`` - discarding after Draw three;
* ``answer`` - after an Evento or a Steal the attacked player is the current player and answers
  with an active Protezione or declines; then the attacker's turn ends;
* ``over`` - terminal.
"""
from __future__ import annotations

from typing import NamedTuple

#: a player's chains are named by letter, in the order they were laid: chain a is chain 0
CHAIN_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def chain_letter(index: int) -> str:
    """The letter of chain ``index`` in action texts (``a`` for 0); ``?`` for no chain."""
    return CHAIN_LETTERS[index] if 0 <= index < len(CHAIN_LETTERS) else "?"


def chain_label(index: int) -> str:
    """A chain as the pages name it: ``chain A`` for chain 0 (a number past the letters is counted from 1)."""
    return f"chain {CHAIN_LETTERS[index].upper()}" if 0 <= index < len(CHAIN_LETTERS) else f"chain number {index + 1}"


PHASES = ("board", "deal", "start", "drawing", "drawn", "swapped", "draw3", "discard3", "answer", "over")
CHANCE_PHASES = ("board", "deal", "drawing", "draw3")
#: phases in which a challenge is under way (cards dealt, turns being played)
PLAYING = ("start", "drawing", "drawn", "swapped", "draw3", "discard3", "answer")


class Deal(NamedTuple):
    """``deal``: the cards still to be dealt."""

    left: int


class DrawThree(NamedTuple):
    """``draw3``: the cards Draw three still draws."""

    left: int


class DiscardThree(NamedTuple):
    """``discard3``: the cards still to discard after Draw three."""

    left: int


class Attack(NamedTuple):
    """``answer``: who attacks (``verb`` ATTACK with an Evento ``card``, or PLAY_STEAL with Steal), from or onto
    which of their chains (``chain``), and which chain of the player to answer (``target``)."""

    attacker: int
    verb: int
    card: int
    chain: int
    target: int


#: each phase's pending data (the other phases hold none: ``()``)
PAYLOADS: dict[str, type] = {"deal": Deal, "draw3": DrawThree, "discard3": DiscardThree, "answer": Attack}
#: how many numbers each phase's pending data holds
PENDING = {phase: len(payload._fields) for phase, payload in PAYLOADS.items()}  # type: ignore[attr-defined]

HAND_SIZE = 5
#: the spheres that end the game
TARGET = 100
#: the tutor's safety limits (rule tribu.tutor.limits): turns per player in one challenge, challenges
MAX_ROUNDS = 60
MAX_CHALLENGES = 12
#: the largest sphere total a position string may hold (far more than twelve challenges can bring)
SPHERES = 10_000
#: the printing whose deck is the default (``printing="100"``)
PRINTING = "100"
