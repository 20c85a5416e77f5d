"""Helpers shared by the Apacze i Komancze tests: positions from text, actions by their text."""
from __future__ import annotations

from tutor.games import apacze
from tutor.games.apacze.constants import LIMIT, SETTLE
from tutor.games.apacze.tiles import TILE_KINDS
from tutor.games.apacze.validate import problems

from tests.helpers import act, texts  # noqa: F401  (the game's tests import them from here)

#: two players, round 0, player 0 to act; the start column only (see data/tiles.json)
START2 = ("apacze 2 | round 0 | act 0 | hands ford bend | animals 10.10.10/10.10.10 "
          "| camp {camp} | used -/- | tiles - | indians {indians} | buildings {buildings}")


def position(text: str) -> apacze.State:
    return apacze.Game.parse(text)


def start2(indians: str = "-", buildings: str = "-", camp: str = "i4 t12 c12/i4 t12 c12",
           replace: dict[str, str] | None = None) -> apacze.State:
    """START2 with Indians, buildings and camps filled in and any other text replaced."""
    text = START2.format(indians=indians, buildings=buildings, camp=camp)
    for old, new in (replace or {}).items():
        text = text.replace(old, new)
    return position(text)


def conserved(state: apacze.State) -> None:
    """Tiles are in the pile, a hand or on the board; pieces in camp, shop or on the board; no
    track is negative, and none is above 15 unless its owner is settling."""
    assert all(n >= 0 for n in state.pile)
    assert sum(state.pile) + state.drawn == sum(k.count for k in TILE_KINDS)
    for p in range(state.game.players):
        indians, teepees, canoes = state.shop(p)
        assert indians >= 0
        assert min(state.animals[p]) >= 0
        settling = state.phase == SETTLE and p in state.settling.queue
        if state.game.options["track_limit"] != "none" and not settling:
            assert max(state.animals[p]) <= LIMIT
    assert all(n > 0 for _, _, n in state.indians)


def valid(state: apacze.State) -> None:
    """:func:`conserved`, and the game's own check of a position finds nothing wrong."""
    conserved(state)
    assert not problems(state), problems(state)
