"""The analysis board's engine, for every registered game: moves ranked by play, a whole game reviewed, a search bot.

:func:`rank_moves` answers *what should I do here, and how much does it matter?* for the player to move: every
legal action with its estimated value for that player (win chance, ties shared; mean points beside it), a 95%
interval and the number of games behind it, best first. :class:`Ranker` is the same ranking done a round at a
time (the page streams it: stop and resume). Where a player holds what others cannot see, each round is played
from a position dealt again from the mover's view (the game's ``redeal`` in the registry), so the ranking is for
what the mover can see. :class:`SearchBot` is an information-set Monte Carlo tree search player for every game.
"""
from .ranking import MoveValue, Ranker, Ranking, rank_moves
from .review import MoveReview, Review, review
from .search import SearchBot

__all__ = ["MoveReview", "MoveValue", "Ranker", "Ranking", "Review", "SearchBot", "rank_moves", "review"]
