"""Tribù Indiani as SVG, drawn from one player's view (never from hidden cards).

:func:`board_svg` draws a state as one player sees it (its :class:`~tutor.games.tribu.view.View`): the
piles and scores, the viewer's hand as cards, and every player's chains with the vases in order (empty
vases as dashed slots), the active card (face down for other players), Block and Totem marks; a card
lying face down on the discard pile stays face down. The card list is reconstructed, and the picture
says so.

Clicking (see :mod:`tutor.widgets.board`): :func:`click_path` names what a person clicks to play an
action, from these targets: ``deck`` (draw), ``discard`` (the discard pile: take its Diorama, or put a
card there), ``hand:<card>`` (a hand card by name, ``hand:red-statue``), ``slot:<j>`` (the next place
of the mover's chain j), ``active:<j>`` (the active place of the mover's chain j), ``foe:<p>:<t>``
(player p's chain t) and the buttons ``button:new-chain``, ``button:play`` (an Azione that needs no
target), ``button:decline`` and ``button:skip``.
"""
from __future__ import annotations

from html import escape
from typing import Mapping, Sequence

from tutor.core import player_label
from tutor.core.i18n import M, Mc, P, tr
from tutor.games.tribu import actions as A
from tutor.games.tribu.cards import AZIONE, CARDS, DIORAMA, EVENTO, PROTEZIONE, RECONSTRUCTED, TRIBU
from tutor.games.tribu.chains import Chain
from tutor.games.tribu.view import HIDDEN, View
from tutor.games.tribu.words import card as card_name
from tutor.games.tribu.words import letter, vase

from tutor.render.svg import BACK, EDGE, FONT, INK, MUTED, PANEL, PAPER, button_strip, clickable, rect, text
#: card kind -> fill; sphere colour -> (fill, letter) so colour is never the only cue
KIND_FILL = {TRIBU: "#E9D3A8", DIORAMA: "#FFFFFF", EVENTO: "#F4C7B8", AZIONE: "#CFE3F2", PROTEZIONE: "#D6EBCF"}
SPHERE = {"red": ("#C8392B", "R"), "blue": ("#2B6CB0", "B"), "both": ("#7A4FA0", "R+B"), "none": (MUTED, "")}
CARD_W, CARD_H = 74, 92
GAP = 8
WIDTH = 600  # at least: wider when the hand needs it (the picture scales to its container, so narrow is large)
ROW_H = CARD_H + 34
Targets = Mapping[str, str] | None
#: the drawn buttons, shown only when they are targets
BUTTONS = (("button:new-chain", M("start a new chain with it")), ("button:play", M("play the Azione")),
           ("button:decline", M("decline: no answer")), ("button:skip", M("skip this turn")))
#: the sphere colours' marks on a card (R, B), in the reader's language
COLOUR_MARK = {"R": Mc("sphere colour", "R"), "B": Mc("sphere colour", "B"), "R+B": Mc("sphere colour", "R+B")}
#: the label on another player's face-down active card
ACTIVE_BACK = Mc("face-down card", "active")
#: the Azione cards by the verb that plays them
AZIONE_OF = {A.PLAY_DRAW3: "draw three", A.PLAY_BLOCK: "block", A.PLAY_STEAL: "steal"}


def hand_target(card: int) -> str:
    """The target of a hand card: ``hand:`` and its name (two copies of a card are one target)."""
    return "hand:" + CARDS[card].name.replace(" ", "-")


def click_path(state, action: A.Action) -> tuple[str, ...]:
    """The targets a person clicks, in order, to play ``action``: a hand card then where it goes, an
    active card then where it acts, the deck, the discard pile, or a button."""
    verb = action.verb
    if verb in A.CHANCE_VERBS:
        return ("deck",)
    simple = {A.DRAW: ("deck",), A.DRAW_DISCARD: ("discard",), A.SKIP: ("button:skip",),
              A.DECLINE: ("button:decline",)}
    if verb in simple:
        return simple[verb]
    if verb == A.ANSWER:
        return (f"active:{action.chain}",)
    if verb == A.USE:
        return (f"active:{action.chain}", f"slot:{action.onto}")
    if verb == A.ATTACK:
        return (f"active:{action.chain}", f"foe:{action.player}:{action.target}")
    if verb in AZIONE_OF:
        card = "hand:" + AZIONE_OF[verb].replace(" ", "-")
        if verb == A.PLAY_DRAW3:
            return (card, "button:play")
        if verb == A.PLAY_BLOCK:
            return (card, f"foe:{action.player}:{action.target}")
        return (card, f"foe:{action.player}:{action.target}", f"slot:{action.chain}")
    card = hand_target(action.card)
    if verb == A.DISCARD:
        return (card, "discard")
    if verb == A.LAY_TRIBU:
        return (card, "button:new-chain")
    if verb == A.EXTEND:
        return (card, f"slot:{action.chain}")
    if verb in (A.ACTIVATE, A.SWAP):
        return (card, f"active:{action.chain}")
    raise ValueError(f"no click path for {action}")


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
        if c.is_totem:
            return tr(vase("totem"))
        if c.is_multidiorama:
            return tr(vase("any"))
        return tr(M("{vase} vase", vase=vase(c.vase)))
    if c.kind == EVENTO:
        return tr(P("Evento: {n} vase", "Evento: {n} vases", n=c.power))
    if c.kind == PROTEZIONE:
        return tr(M("guards {n}", n=c.power))
    return tr(M("Azione"))


def card_svg(card: int, x: float, y: float, cls: str = "tribu-card") -> str:
    """One face-up card: name, kind or vase, spheres with their colour letter; a Tribù lists its vases."""
    c = CARDS[card]
    words = tr(card_name(card)).split()
    parts = [_rect(x, y, CARD_W, CARD_H, KIND_FILL[c.kind]),
             _text(x + CARD_W / 2, y + 16, words[0], 11, weight="bold", anchor="middle")]
    if len(words) > 1:
        parts.append(_text(x + CARD_W / 2, y + 29, " ".join(words[1:]), 11, weight="bold", anchor="middle"))
    if c.kind == TRIBU:
        for i, kind in enumerate(c.vases):
            label = tr(M("vase {number}: {vase}", number=i + 1, vase=vase(kind)))
            parts.append(_text(x + CARD_W / 2, y + 38 + 11 * i, label, 9, anchor="middle"))
    else:
        parts.append(_text(x + CARD_W / 2, y + 44, _kind_label(card), 9, anchor="middle", fill=MUTED))
    if c.spheres:
        fill, mark = SPHERE[c.colour]
        parts.append(f'<circle cx="{x + 14:g}" cy="{y + CARD_H - 13:g}" r="7" fill="{fill}"/>')
        parts.append(_text(x + 26, y + CARD_H - 9, f"{c.spheres} {tr(COLOUR_MARK.get(mark, mark))}".strip(), 10,
                           weight="bold"))
    return f'<g class="{cls}">{"".join(parts)}</g>'


def back_svg(x: float, y: float, label: str = "?", cls: str = "tribu-back") -> str:
    """A face-down card."""
    return (f'<g class="{cls}">{_rect(x, y, CARD_W, CARD_H, BACK, stroke=INK)}'
            f'{_text(x + CARD_W / 2, y + CARD_H / 2 + 5, label, 14, weight="bold", anchor="middle", fill=PAPER)}</g>')


def _slot(x: float, y: float, label: str) -> str:
    """An empty vase place of a chain: a dashed outline naming the vase it waits for."""
    return _rect(x, y, CARD_W, CARD_H, "none", dash="4 3", cls="tribu-slot") + \
        _text(x + CARD_W / 2, y + CARD_H / 2, label, 9, anchor="middle", fill=MUTED)


def chain_svg(chain: Chain, index: int, x: float, y: float, targets: Targets = None, selected: Sequence[str] = (),
              *, mine: bool = False, owner: int = -1) -> str:
    """A chain left to right: Tribù, its three vases in order (empty ones dashed), Totem, active card.
    On the viewer's own chains (``mine``) the next place (``slot:<index>``) and the active place
    (``active:<index>``) can be targets; another player's whole chain is ``foe:<owner>:<index>``."""
    tribu = CARDS[chain.tribu]
    parts = [card_svg(chain.tribu, x, y)]
    slot_id, active_id = f"slot:{index}", f"active:{index}"
    offered = set(targets or ()) | set(selected)
    aimed = mine and (slot_id in offered or active_id in offered)
    for place in range(3):
        cx = x + (CARD_W + GAP) * (place + 1)
        if place < len(chain.dioramas):
            parts.append(card_svg(chain.dioramas[place], cx, y))
        elif place == len(chain.dioramas) and mine:
            parts.append(clickable(slot_id, _slot(cx, y, tr(M("needs {vase}", vase=vase(tribu.vases[place])))),
                                   targets, selected))
        else:
            parts.append(_slot(cx, y, tr(M("needs {vase}", vase=vase(tribu.vases[place])))))
    marks = [M("chain {letter}", letter=letter(index))] + ([M("protected (Totem)")] if chain.protected else []) + \
        ([M("complete")] if chain.complete and not chain.protected else []) + \
        ([M("BLOCKED")] if chain.blocked else []) + ([M("laid this turn")] if chain.fresh else []) + \
        ([M("active card face down")] if chain.active == HIDDEN else []) + \
        ([M("active: {card}", card=card_name(chain.active))] if chain.active >= 0 else [])
    ax = x + (CARD_W + GAP) * 4
    if chain.protected:
        parts.append(card_svg(chain.dioramas[3], ax, y))
    elif mine and len(chain.dioramas) >= 3:  # a complete chain's next place is the Totem's
        parts.append(clickable(slot_id, _slot(ax, y, tr(vase("totem"))) if aimed else "", targets, selected))
    ax += CARD_W + GAP
    if chain.active == HIDDEN:
        active = back_svg(ax, y, tr(ACTIVE_BACK), cls="tribu-active")
    elif chain.active >= 0:
        active = card_svg(chain.active, ax, y, cls="tribu-active")
    else:
        active = _slot(ax, y, tr(M("active card"))) if aimed else ""
    parts.append(clickable(active_id, active, targets, selected) if mine else active)
    parts.append(_text(x, y + CARD_H + 14, " · ".join(tr(mark) for mark in marks), 10, fill=MUTED))
    body = f'<g class="tribu-chain">{"".join(parts)}</g>'
    return body if mine else clickable(f"foe:{owner}:{index}", body, targets, selected)


def _view_svg(view: View, targets: Targets = None, selected: Sequence[str] = ()) -> str:
    """The whole table as ``view.seat`` sees it, as a standalone SVG string."""
    rows: list[str] = []
    y = 10
    width = max(WIDTH, 20 + (CARD_W + GAP) * (2 + len(view.hand)))
    scores = ", ".join(tr(M("{who} {n}", who=player_label(p), n=t)) for p, t in enumerate(view.totals))
    rows.append(_text(10, y + 12, tr(M("Draw pile {deck} · discard {discard} · played {played} · spheres: {scores}",
                                       deck=view.deck_size, discard=len(view.discard), played=sum(view.played),
                                       scores=scores)), 12, weight="bold", cls="tribu-status"))
    if RECONSTRUCTED:
        y += 16
        rows.append(_text(10, y + 12, tr(M("card list RECONSTRUCTED (editable data file)")), 11, fill=MUTED))
    y += 22
    strip, used = button_strip(tuple((target, tr(label)) for target, label in BUTTONS), 10, y, targets, selected)
    if used:
        rows.append(f'<g class="tribu-buttons">{strip}</g>')
        y += 38
    rows.append(clickable("deck", back_svg(10, y, str(view.deck_size), cls="tribu-deck"), targets, selected))
    if view.discard and view.discard[-1] == HIDDEN:
        pile = back_svg(10 + CARD_W + GAP, y, tr(M("face down")), cls="tribu-discard")
    elif view.discard:
        pile = card_svg(view.discard[-1], 10 + CARD_W + GAP, y, cls="tribu-discard")
    else:
        pile = _slot(10 + CARD_W + GAP, y, tr(Mc("tribu pile", "discard")))
    rows.append(clickable("discard", pile, targets, selected))
    rows.append(_text(10 + 2 * (CARD_W + GAP), y + 14, tr(M("Your hand ({who})", who=player_label(view.seat))), 12,
                      weight="bold"))
    for i, card in enumerate(view.hand):
        rows.append(clickable(hand_target(card), card_svg(card, 10 + (CARD_W + GAP) * (2 + i), y + 20,
                                                          cls="tribu-hand"), targets, selected))
    y += CARD_H + 34
    for p in range(view.players):
        board = card_name(view.boards[p]) if p < len(view.boards) else "?"
        who = M("you") if p == view.seat else P("{n} card in hand", "{n} cards in hand", n=view.hand_sizes[p])
        turn = p == view.player and view.phase not in ("over",)
        heading = (M("Player {number} ({who}) · Capo Tribù: {board} · {spheres} spheres · to play", number=p + 1,
                     who=who, board=board, spheres=view.totals[p]) if turn else
                   M("Player {number} ({who}) · Capo Tribù: {board} · {spheres} spheres", number=p + 1, who=who,
                     board=board, spheres=view.totals[p]))
        rows.append(_rect(4, y, width - 8, 22 + max(1, len(view.chains[p])) * ROW_H, PANEL, cls="tribu-player"))
        rows.append(_text(12, y + 16, tr(heading), 12, weight="bold"))
        y += 24
        if not view.chains[p]:
            rows.append(_text(14, y + 20, tr(M("no chain yet")), 11, fill=MUTED))
            y += ROW_H
        for i, chain in enumerate(view.chains[p]):
            rows.append(chain_svg(chain, i, 14, y, targets, selected, mine=p == view.seat, owner=p))
            y += ROW_H
    label = tr(M("Tribù Indiani, view of {who}", who=player_label(view.seat)))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{y + 6}" '
            f'viewBox="0 0 {width} {y + 6}" font-family="{FONT}" role="img" '
            f'aria-label="{escape(label)}">'
            f'<rect width="100%" height="100%" fill="{PAPER}"/>{"".join(rows)}</svg>')


def board_svg(state, *, viewer: int | None = None, targets: Targets = None, selected: Sequence[str] = ()) -> str:
    """``state`` as player ``viewer`` sees it (None: as the player it concerns, ``state.player``, sees it);
    ``targets`` (id -> hint, ids as in :func:`click_path`) drawn clickable, ``selected`` as chosen."""
    return _view_svg(state.view(state.player if viewer is None else viewer), targets, selected)
