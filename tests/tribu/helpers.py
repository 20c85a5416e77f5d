"""Helpers for the Tribù tests: positions from a few fields (the rest of the cards in the draw pile)."""
from __future__ import annotations

from tutor.games import tribu
from tutor.games.tribu import notation
from tutor.games.tribu.constants import HAND_SIZE
from tutor.games.tribu.validate import holding, problems

from tests.helpers import act, texts  # noqa: F401  (the game's tests import them from here)


def position(hands: str, chains: str, phase: str = "drawn 0", *, players: int = 2, options: str = "",
             boards: str | None = None, discard: str = "-", played: str = "-", rest: str = "deck",
             turns: int = 0, totals: str | None = None) -> tribu.State:
    """A position's state (boards: shaman, hunter, warrior, healer by seat); every card not placed elsewhere is in the draw pile, or with
    ``rest="played"`` on the played pile (leaving the draw pile empty)."""
    totals = totals or ",".join("0" * players)
    boards = boards or ",".join(["shaman", "hunter", "warrior", "healer"][:players])
    game = notation._game(f"tribu {players} {options}", tribu.Game)
    n = game.num_players
    placed = tribu.State(game=game, history=(), challenge=1, dealer=0, turns=0, totals=(0,) * n, last=(), boards=(),
                         phase="start", player=0, pending=(), deck=(0,) * len(game.deck),
                         discard=notation._discard(f"discard {discard}")[0], face_down=(),
                         played=notation._count_field(f"played {played}", "played"),
                         hands=notation._hands(f"hands {hands}", n), chains=notation._chains(f"chains {chains}", n))
    left = [full - held for full, held in zip(game.deck, holding(placed))]
    deck = notation._counts(left)
    if rest == "played":
        played = notation._counts([a + b for a, b in zip(placed.played, left)])
        deck = "-"
    fields = [f"tribu {players} {options}".strip(), f"challenge 1 dealer 0 turns {turns} totals {totals} last -",
              f"boards {boards}", phase, f"deck {deck}", f"discard {discard}", f"played {played}",
              f"hands {hands}", f"chains {chains}"]
    return tribu.Game.parse(" | ".join(fields))


def conserved(state: tribu.State) -> None:
    """The position can arise (:func:`validate.problems`): every card is in exactly one place, no player
    has two chains of one Tribù, ...; and a turn starts with at most five cards in every hand."""
    assert not problems(state), problems(state)
    assert holding(state) == state.game.deck
    for mine in state.chains:
        assert len({c.tribu for c in mine}) == len(mine)
    if state.phase == "start":
        assert all(len(hand) <= HAND_SIZE for hand in state.hands)
