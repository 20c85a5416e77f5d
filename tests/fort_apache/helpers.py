"""Helpers for the Fort Apache tests: build positions from their parts and play actions by their text."""
from __future__ import annotations

from tutor.games import fort_apache

from tests.helpers import act, texts  # noqa: F401  (the game's tests import them from here)

FULL_CARDS = "cowboys=2.2.2.1.1.1 indians=2.2.2.1.2"


def position(cowboys: str = "north-walkway east-walkway south-walkway west-walkway",
             indians: str = "north-cavalry north-cavalry north-cavalry south-cavalry south-cavalry south-cavalry",
             side: str = "cowboys", phase: str = "act", options: str = "", rnd: int = 1,
             buildings: str = "magazine=0 well=0 granary=0 gate=0",
             supply: str = "cowboys=a0/0,e0/0 indians=a0/0,e0/0", cards: str = FULL_CARDS,
             played: str = "-", boost: str = "no", pending: str = "-",
             tail: str = "threat - withdraw - last -") -> fort_apache.State:
    """A position from its fields (see tutor/games/fort_apache/notation.py); defaults fill the rest."""
    text = " | ".join([f"fort_apache {options}".strip(), f"turn {side} {rnd} {phase}", f"cowboys {cowboys}",
                       f"indians {indians}", f"buildings {buildings}", f"supply {supply}",
                       f"cards {cards} played={played} boost={boost}", f"pending {pending}", tail])
    return fort_apache.Game.parse(text)
