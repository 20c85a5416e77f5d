"""$title's sizes and limits: a leaf module (it imports nothing of the game).

The template game the scaffold wrote (``python -m tutor.scaffold``) is Nim on four piles dealt by chance;
change these and the rules modules to make it your game.
"""
from __future__ import annotations

#: the piles, by the letter a position string and an action name them
PILES = ("a", "b", "c", "d")
#: the stones chance deals to each pile at the start, each with its weight
DEAL = ((4, 1), (5, 2), (6, 3), (7, 2), (8, 1))
#: the most stones one pile may hold (the editor goes up to it)
MAX_PILE = 9
#: the most stones one turn may take
MAX_TAKE = 3
#: the table sizes
PLAYERS = (2, 3)

#: the phases (a position's phase follows from its piles)
DEALING, PLAYING, OVER = "deal", "play", "over"
