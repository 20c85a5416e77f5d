"""Who wins a $title position with perfect play, by searching every line (the piles are small)."""
from __future__ import annotations

from functools import lru_cache

from .constants import MAX_TAKE


@lru_cache(maxsize=None)
def mover_wins(piles: tuple[int, ...], last_wins: bool = True) -> bool:
    """Whether the player to move wins with perfect play (two players)."""
    if not any(piles):
        return not last_wins   # the player before took the last stone
    return any(not mover_wins(tuple(sorted(piles[:p] + (stones - n,) + piles[p + 1:])), last_wins)
               for p, stones in enumerate(piles) for n in range(1, min(MAX_TAKE, stones) + 1))
