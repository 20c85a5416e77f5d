"""Tribù Indiani as SVG, drawn from one player's view (never from hidden cards).

:func:`board_svg` draws a state as one player sees it (its :class:`~tutor.games.tribu.view.View`): the
piles and scores, the viewer's hand as cards, and every player's chains with the vases in order (empty
vases as dashed slots), the active card (face down for other players), Block and Totem marks; a card
lying face down on the discard pile stays face down. The card list is reconstructed, and the picture
says so.
"""
from __future__ import annotations

from tutor.games.tribu.cards import AZIONE, CARDS, DIORAMA, EVENTO, PROTEZIONE, RECONSTRUCTED, TRIBU
from tutor.games.tribu.chains import Chain
from tutor.games.tribu.view import HIDDEN, View

from .svg import BACK, EDGE, FONT, INK, MUTED, PANEL, PAPER, rect, text
#: card kind -> fill; sphere colour -> (fill, letter) so colour is never the only cue
KIND_FILL = {TRIBU: "#E9D3A8", DIORAMA: "#FFFFFF", EVENTO: "#F4C7B8", AZIONE: "#CFE3F2", PROTEZIONE: "#D6EBCF"}
SPHERE = {"red": ("#C8392B", "R"), "blue": ("#2B6CB0", "B"), "both": ("#7A4FA0", "R+B"), "none": (MUTED, "")}
CARD_W, CARD_H = 74, 92
GAP = 8
WIDTH = 900
ROW_H = CARD_H + 34


def _text(x: float, y: float, words: str, size: float = 11, **style: str) -> str:
    return text(x, y, words, size, **style)


def _rect(x: float, y: float, w: float, h: float, fill: str, *, stroke: str = EDGE, dash: str = "",
          cls: str = "") -> str:
    """A rounded card-sized rectangle, in a group of class ``cls`` when one is given."""
    shape = rect(x, y, w, h, fill, stroke=stroke, rx=6, dash=dash)
    return f'<g class="{cls}">{shape}</g>' if cls else shape


def _kind_label(card: int) -> str:
    """What a card other than a Tribù does, in a few words."""
    c = CARDS[card]
    if c.kind == DIORAMA:
        return "Totem" if c.is_totem else "any vase" if c.is_multidiorama else f"{c.vase} vase"
    if c.kind == EVENTO:
        return f"Evento: {c.power} vase" + "s" * (c.power > 1)
    if c.kind == PROTEZIONE:
        return f"guards {c.power}"
    return "Azione"


def card_svg(card: int, x: float, y: float, cls: str = "tribu-card") -> str:
    """One face-up card: name, kind or vase, spheres with their colour letter; a Tribù lists its vases."""
    c = CARDS[card]
    words = c.name.split()
    parts = [_rect(x, y, CARD_W, CARD_H, KIND_FILL[c.kind]),
             _text(x + CARD_W / 2, y + 16, words[0], 11, weight="bold", anchor="middle")]
    if len(words) > 1:
        parts.append(_text(x + CARD_W / 2, y + 29, " ".join(words[1:]), 11, weight="bold", anchor="middle"))
    if c.kind == TRIBU:
        for i, vase in enumerate(c.vases):
            parts.append(_text(x + CARD_W / 2, y + 38 + 11 * i, f"vase {i + 1}: {vase}", 9, anchor="middle"))
    else:
        parts.append(_text(x + CARD_W / 2, y + 44, _kind_label(card), 9, anchor="middle", fill=MUTED))
    if c.spheres:
        fill, letter = SPHERE[c.colour]
        parts.append(f'<circle cx="{x + 14:g}" cy="{y + CARD_H - 13:g}" r="7" fill="{fill}"/>')
        parts.append(_text(x + 26, y + CARD_H - 9, f"{c.spheres} {letter}".strip(), 10, weight="bold"))
    return f'<g class="{cls}">{"".join(parts)}</g>'


def back_svg(x: float, y: float, label: str = "?", cls: str = "tribu-back") -> str:
    """A face-down card."""
    return (f'<g class="{cls}">{_rect(x, y, CARD_W, CARD_H, BACK, stroke=INK)}'
            f'{_text(x + CARD_W / 2, y + CARD_H / 2 + 5, label, 14, weight="bold", anchor="middle", fill=PAPER)}</g>')


def _slot(x: float, y: float, label: str) -> str:
    """An empty vase place of a chain: a dashed outline naming the vase it waits for."""
    return _rect(x, y, CARD_W, CARD_H, "none", dash="4 3", cls="tribu-slot") + \
        _text(x + CARD_W / 2, y + CARD_H / 2, label, 9, anchor="middle", fill=MUTED)


def chain_svg(chain: Chain, index: int, x: float, y: float) -> str:
    """A chain left to right: Tribù, its three vases in order (empty ones dashed), Totem, active card."""
    tribu = CARDS[chain.tribu]
    parts = [card_svg(chain.tribu, x, y)]
    for place in range(3):
        cx = x + (CARD_W + GAP) * (place + 1)
        if place < len(chain.dioramas):
            parts.append(card_svg(chain.dioramas[place], cx, y))
        else:
            parts.append(_slot(cx, y, f"needs {tribu.vases[place]}"))
    marks = [f"chain {index}"] + (["protected (Totem)"] if chain.protected else []) + \
        (["complete"] if chain.complete and not chain.protected else []) + \
        (["BLOCKED"] if chain.blocked else []) + (["laid this turn"] if chain.fresh else []) + \
        (["active card face down"] if chain.active == HIDDEN else []) + \
        ([f"active: {CARDS[chain.active].name}"] if chain.active >= 0 else [])
    ax = x + (CARD_W + GAP) * 4
    if chain.protected:
        parts.append(card_svg(chain.dioramas[3], ax, y))
    ax += CARD_W + GAP
    if chain.active == HIDDEN:
        parts.append(back_svg(ax, y, "active", cls="tribu-active"))
    elif chain.active >= 0:
        parts.append(card_svg(chain.active, ax, y, cls="tribu-active"))
    parts.append(_text(x, y + CARD_H + 14, " · ".join(marks), 10, fill=MUTED))
    return f'<g class="tribu-chain">{"".join(parts)}</g>'


def _view_svg(view: View) -> str:
    """The whole table as ``view.seat`` sees it, as a standalone SVG string."""
    rows: list[str] = []
    y = 10
    note = " · card list RECONSTRUCTED (editable data file)" if RECONSTRUCTED else ""
    scores = ", ".join(f"P{p} {t}" for p, t in enumerate(view.totals))
    rows.append(_text(10, y + 12, f"Draw pile {view.deck_size} · discard {len(view.discard)} · played "
                      f"{sum(view.played)} · spheres: {scores}{note}", 12, weight="bold", cls="tribu-status"))
    y += 22
    rows.append(back_svg(10, y, str(view.deck_size), cls="tribu-deck"))
    if view.discard and view.discard[-1] == HIDDEN:
        rows.append(back_svg(10 + CARD_W + GAP, y, "face down", cls="tribu-discard"))
    elif view.discard:
        rows.append(card_svg(view.discard[-1], 10 + CARD_W + GAP, y, cls="tribu-discard"))
    else:
        rows.append(_slot(10 + CARD_W + GAP, y, "discard"))
    rows.append(_text(10 + 2 * (CARD_W + GAP), y + 14, f"Your hand (player {view.seat})", 12, weight="bold"))
    for i, card in enumerate(view.hand):
        rows.append(card_svg(card, 10 + (CARD_W + GAP) * (2 + i), y + 20, cls="tribu-hand"))
    y += CARD_H + 34
    for p in range(view.players):
        board = CARDS[view.boards[p]].name if p < len(view.boards) else "?"
        who = "you" if p == view.seat else f"{view.hand_sizes[p]} cards in hand"
        turn = " · to play" if p == view.player and view.phase not in ("over",) else ""
        rows.append(_rect(4, y, WIDTH - 8, 22 + max(1, len(view.chains[p])) * ROW_H, PANEL, cls="tribu-player"))
        rows.append(_text(12, y + 16, f"Player {p} ({who}) · Capo Tribù: {board} · {view.totals[p]} spheres{turn}",
                          12, weight="bold"))
        y += 24
        if not view.chains[p]:
            rows.append(_text(14, y + 20, "no chain yet", 11, fill=MUTED))
            y += ROW_H
        for i, chain in enumerate(view.chains[p]):
            rows.append(chain_svg(chain, i, 14, y))
            y += ROW_H
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{y + 6}" '
            f'viewBox="0 0 {WIDTH} {y + 6}" font-family="{FONT}" role="img" '
            f'aria-label="Tribù Indiani, view of player {view.seat}">'
            f'<rect width="100%" height="100%" fill="{PAPER}"/>{"".join(rows)}</svg>')


def board_svg(state, *, viewer: int | None = None) -> str:
    """``state`` as player ``viewer`` sees it (None: as the player it concerns, ``state.player``, sees it)."""
    return _view_svg(state.view(state.player if viewer is None else viewer))
