"""Tribù Indiani's fixed numbers and phase names (a leaf module: it imports nothing of the game).

Phases (``State.phase``; ``State.player`` is the player concerned):

* ``board`` - chance: the next player's Capo Tribù board (once per game);
* ``deal`` - chance: the next card dealt (five each, clockwise from the dealer's left);
* ``start`` - a turn begins: draw, draw the top discard, use an active card, or skip when blocked;
* ``drawing`` / ``draw3`` - chance: the card drawn (``draw3``: for a Draw three card);
* ``drawn`` - the player has drawn: discard, play an Azione, lay a Tribù or a Diorama, activate or swap;
* ``swapped`` - after a swap: discard, lay a card or play an Azione;
* ``discard3`` - discarding after Draw three;
* ``answer`` - after an Evento or a Steal the attacked player is the current player and answers
  with an active Protezione or declines; then the attacker's turn ends;
* ``over`` - terminal.
"""
from __future__ import annotations

PHASES = ("board", "deal", "start", "drawing", "drawn", "swapped", "draw3", "discard3", "answer", "over")
CHANCE_PHASES = ("board", "deal", "drawing", "draw3")
#: phases in which a challenge is under way (cards dealt, turns being played)
PLAYING = ("start", "drawing", "drawn", "swapped", "draw3", "discard3", "answer")
#: how many numbers each phase's pending data holds (the others hold none)
PENDING = {"deal": 1, "draw3": 1, "discard3": 1, "answer": 5}

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
