"""Drawing a $title position: ``board_svg(state) -> str``, a pure function on the shared primitives.

Clicks: to take ``n`` stones from a pile, click the ``n``-th stone from its top (:func:`click_path`); the
editor's places (``pile:a``, ``player:0``) are the piles' frames and the players' names.
"""
from __future__ import annotations

from typing import Mapping, Sequence

from tutor.core.i18n import M, tr
from tutor.render import svg

from .actions import TAKE, Action
from .constants import MAX_PILE, PILES
from .state import State

WIDTH, STONE, GAP = 360, 22, 6
HEIGHT = 90 + MAX_PILE * (STONE + GAP)


def click_path(state: State, action: Action) -> tuple[str, ...]:
    """The targets a person clicks to play ``action``: the stone that many from the top of its pile."""
    if action.verb != TAKE:
        return ()
    return (f"stone:{PILES[action.pile]}:{action.count}",)


def board_svg(state: State, *, viewer: int | None = None, targets: Mapping[str, str] | None = None,
              selected: Sequence[str] = ()) -> str:
    """The piles side by side and the players under them (the one to move in bold)."""
    parts = [svg.rect(0, 0, WIDTH, HEIGHT, svg.PAPER, rx=8)]
    column = WIDTH / len(PILES)
    for p, (name, stones) in enumerate(zip(PILES, state.piles)):
        x = column * p + column / 2
        frame = svg.rect(x - 30, 30, 60, MAX_PILE * (STONE + GAP) + 10, svg.PANEL, stroke=svg.EDGE, rx=6)
        parts.append(svg.clickable(f"pile:{name}", frame, targets, selected))
        parts.append(svg.text(x, 22, tr(M("pile {pile}", pile=name)), 13, weight="bold", anchor="middle"))
        if stones is None:
            parts.append(svg.text(x, 80, "?", 24, anchor="middle", fill=svg.MUTED))
            continue
        for k in range(1, stones + 1):   # k-th from the top
            y = 40 + (k - 1) * (STONE + GAP) + STONE / 2
            stone = f'<circle cx="{svg.num(x)}" cy="{svg.num(y)}" r="{STONE / 2}" fill="{svg.INK}"/>'
            parts.append(svg.clickable(f"stone:{name}:{k}", stone, targets, selected))
    y = HEIGHT - 20
    for player in range(state.game.players):
        x = WIDTH * (player + 0.5) / state.game.players
        label = svg.text(x, y, tr(M("player {n}", n=player + 1)), 13,
                         weight="bold" if player == state.mover else "normal", anchor="middle")
        parts.append(svg.clickable(f"player:{player}", label, targets, selected))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
            f'class="$game_id-drawing" role="img">{"".join(parts)}</svg>')
