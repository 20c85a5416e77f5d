"""Scoring a challenge: spheres on the table, bonuses for magic protected chains, hostile spheres."""
from __future__ import annotations

from typing import NamedTuple, Sequence

from tutor.core.rules import cite

from .chains import Chain, card_spheres, is_magic

MAGIC_BONUS = 10
CAPO_MAGIC_BONUS = 20


class ScoreSheet(NamedTuple):
    """One player's challenge: ``table`` spheres laid in chains, ``bonus`` for magic protected
    chains, ``hostile`` spheres left in hand and among the active cards (subtracted)."""

    table: int
    bonus: int
    hostile: int

    @property
    def total(self) -> int:
        return self.table + self.bonus - self.hostile


def score_sheet(chains: Sequence[Chain], hand: Sequence[int], board: int, hostile: bool,
                options: dict[str, str]) -> ScoreSheet:
    """A player's sheet; ``hostile`` when the challenge was closed by another player's chains."""
    tribu = options["tribu_spheres"]
    table = sum(card_spheres(c, tribu) for chain in chains for c in chain.cards)
    bonus = sum(CAPO_MAGIC_BONUS if chain.tribu == board else MAGIC_BONUS
                for chain in chains if is_magic(chain, options["multidiorama_colour"]))
    lost = 0
    if hostile:
        held = list(hand) + [chain.active for chain in chains if chain.active >= 0]
        lost = sum(card_spheres(c, tribu) for c in held)
    # what a test marked with these rules sees applied (no verdict or event names them)
    cite("tribu.score.table")
    if bonus:
        cite("tribu.score.bonus")
        cite("tribu.chain.magic")
    if hostile:
        cite("tribu.score.hostile")
    return ScoreSheet(table, bonus, lost)
