"""Apache as SVG: the table, the Pow-Wow board, hands and victory piles, drawn from a state.

:func:`board_svg` draws a whole position; :func:`card_svg` and :func:`hand_card_svg` draw single
cards, so widgets and lessons can show them inline. Colours are told apart three ways (hue,
letter and corner shape, see :data:`COLOUR_STYLE`), Indian kinds and booty by letter and icon.

Clicking (see :mod:`tutor.widgets.board`): :func:`click_path` names what a person clicks to play an
action; the targets are ``prairie`` (turn a face-down card), ``hand:<colour>:<kind>`` (a hand card,
e.g. ``hand:red:hunter``), ``card:<name>`` (a face-up stack on the table: ``card:buffalo``,
``card:green-warrior``), ``button:close`` and ``button:pass:<colour>`` (let the claim window pass).
"""
from __future__ import annotations

import math
from html import escape
from typing import Mapping, Sequence

from tutor.core.i18n import M, P, Joined, Message, Term, tr
from tutor.games.apache import actions as A
from tutor.games.apache.cards import (BOOTY, BOOTY_CODES, BOX, BUFFALO, CHIEF, COLOURS, HUNTER, KIND_CODES, KIND_TERMS,
                                      KINDS, MAIDEN, NECKLACE, TEEPEE, TOMAHAWK, TOTEM, WARRIOR, card_name, card_term,
                                      colour_of, colour_term, indians_of, is_indian, kind_of, phase_term)
from tutor.games.apache.legal import claim_options
from tutor.games.apache.match import winners
from tutor.games.apache.state import State

from tutor.render import svg
from tutor.render.svg import (BACK, BACK_MOTIF, BAD, BOOTY_FILL, BOOTY_FRAME, COLOUR_STYLE, EDGE, FONT, GOOD, HALO, INK, MUTED,
                  PANEL, PAPER, SHAPE_GLYPHS)

CARD_W, CARD_H = 56, 80
WIDTH = 960
MARGIN = 12
MAX_BACKS = 20
Targets = Mapping[str, str] | None


def _upper(words: str) -> str:
    """A rendered term as a heading: its first letter a capital."""
    start = 1 if words.startswith("\u27e6") else 0
    return words[:start] + words[start:start + 1].upper() + words[start + 1:]


def _slug(words: str) -> str:
    """A name as part of a target id: ``green warrior`` -> ``green-warrior``."""
    return words.replace(" ", "-")


def click_path(state: State, action: A.Action) -> tuple[str, ...]:
    """The targets a person clicks, in order, to play ``action`` (one click for every Apache action)."""
    if action.verb == A.REVEAL:
        return ("prairie",)
    if action.verb == A.CLOSE:
        return ("button:close",)
    if action.verb == A.PLAY:
        return (f"hand:{COLOURS[action.colour]}:{KINDS[action.kind]}",)
    return (f"card:{_slug(card_name(action.card))}",)


def pass_target(colour: int) -> str:
    """The button a person clicks to let the claim window pass (``button:pass:red``)."""
    return f"button:pass:{COLOURS[colour]}"


def _buttons(state: State) -> list[tuple[str, str]]:
    """The drawn buttons that may be targets: close the window, or let it pass for one colour."""
    return [("button:close", tr(M("close the claim window")))] + [
        (pass_target(c), tr(M("{who}: let it pass", who=colour_term(c)))) for c in state.game.seat_colours]


def _colour_tag(colour: int, x: float, y: float, size: float = 12) -> str:
    """Shape and letter of a colour, left-aligned at (x, baseline y)."""
    _, letter, shape = COLOUR_STYLE[colour]
    return (svg.shape(shape, x + size * 0.45, y - size * 0.38, size * 0.45)
            + svg.text(x + size * 1.05, y, letter, size, weight="bold"))


def _colour_badge(colour: int, x: float, y: float, r: float) -> str:
    """A round badge in the colour's fill with its shape and letter (centre x, y)."""
    fill, letter, shape = COLOUR_STYLE[colour]
    return (f'<circle cx="{svg.num(x)}" cy="{svg.num(y)}" r="{svg.num(r)}" fill="{fill}" stroke="{INK}" stroke-width="1.5"/>'
            + svg.shape(shape, x - r * 0.38, y, r * 0.32)
            + svg.text(x + r * 0.3, y + r * 0.36, letter, r, weight="bold", anchor="middle"))


# --- icons: drawn around (0, 0) in a 28 x 28 box, placed and scaled by _icon -----------------------

def _on_circle(radius: float, degrees: float, dy: float = 0) -> str:
    """``cx``/``cy`` attributes of the point at this angle (0 = right, clockwise) on a circle around (0, dy)."""
    a = math.radians(degrees)
    return f'cx="{svg.num(radius * math.cos(a))}" cy="{svg.num(dy + radius * math.sin(a))}"'


def _ink(width: float = 1.3) -> str:
    """Stroke attributes of an icon's dark outline."""
    return f'stroke="{INK}" stroke-width="{width:g}" stroke-linecap="round" stroke-linejoin="round"'


_LINE = _ink()
_EYES = '<circle cx="-2.5" cy="{0}" r="1.2" fill="{1}"/><circle cx="2.5" cy="{0}" r="1.2" fill="{1}"/>'

KIND_ICONS = {
    # a feather headdress
    CHIEF: "".join(f'<ellipse cx="0" cy="-2" rx="2.8" ry="10" transform="rotate({a} 0 9)" '
                   f'fill="{"#3B3B3B" if a % 40 == 0 else "#FFFFFF"}" {_LINE}/>' for a in range(-60, 61, 20))
    + f'<rect x="-9" y="8" width="18" height="5" rx="1.5" fill="#C0392B" {_LINE}/>',
    # a shield on two crossed spears
    WARRIOR: "".join(f'<line x1="{-11 * d}" y1="12" x2="{11 * d}" y2="-12" {_LINE}/>'
                     f'<polygon points="{11 * d},-13 {7 * d},-11 {10 * d},-8" fill="{INK}"/>' for d in (1, -1))
    + f'<circle cx="0" cy="1" r="7.5" fill="#FFFFFF" {_LINE}/><circle cx="0" cy="1" r="3" fill="#C0392B" {_LINE}/>',
    # a flower
    MAIDEN: "".join(f'<circle {_on_circle(6.5, a - 90)} r="4.6" fill="#FFFFFF" {_LINE}/>' for a in range(0, 360, 72))
    + f'<circle cx="0" cy="0" r="3.6" fill="#E8A33D" {_LINE}/>',
    # a bow with its string and an arrow
    HUNTER: f'<path d="M-3,-12 Q13,0 -3,12" fill="none" {_ink(2.4)}/>'
    + f'<line x1="-3" y1="-12" x2="-3" y2="12" {_ink(0.8)}/>'
    + f'<line x1="-11" y1="0" x2="10" y2="0" {_LINE}/><polygon points="12,0 7,-3 7,3" fill="{INK}"/>',
}

BOOTY_ICONS = {
    BUFFALO: "".join(f'<line x1="{dx}" y1="4" x2="{dx}" y2="11" stroke="{INK}" stroke-width="2.2"/>'
                     for dx in (-5, -1, 7, 10))
    + f'<ellipse cx="2" cy="0" rx="11" ry="7" fill="#6B4423" {_LINE}/>'
    + f'<ellipse cx="-6" cy="-3" rx="6" ry="7" fill="#4A2E17" {_LINE}/>'
    + f'<circle cx="-11" cy="1" r="4" fill="#4A2E17" {_LINE}/>'
    + f'<path d="M-14,-2 q-1,-5 3,-6" fill="none" {_LINE}/>',
    TOTEM: f'<polygon points="-14,-12 14,-12 6,-7 -6,-7" fill="#8B5A2B" {_LINE}/>'
    + "".join(f'<rect x="-6" y="{dy}" width="12" height="7" rx="1" fill="{fill}" {_LINE}/>' + _EYES.format(dy + 3, INK)
              for dy, fill in ((-8, "#C98B4A"), (-1, "#E0B070"), (6, "#C98B4A"))),
    TOMAHAWK: '<line x1="-9" y1="12" x2="5" y2="-11" stroke="#8B5A2B" stroke-width="3.2" stroke-linecap="round"/>'
    + f'<path d="M1,-9 L12,-12 Q10,-4 13,2 L3,-4 Z" fill="#A9B4BF" {_LINE}/>',
    NECKLACE: "".join(f'<circle {_on_circle(11, a, -4)} r="2.4" fill="{"#FFFFFF" if i % 2 else "#3B3B3B"}" '
                      f'{_ink(0.9)}/>'
                      for i, a in enumerate(range(0, 181, 30)))
    + f'<polygon points="-3.5,7 3.5,7 0,13" fill="#E8A33D" {_LINE}/>',
    TEEPEE: f'<line x1="-5" y1="-14" x2="2" y2="-7" {_LINE}/><line x1="5" y1="-14" x2="-2" y2="-7" {_LINE}/>'
    + f'<polygon points="0,-10 12,11 -12,11" fill="#E9D3A6" {_LINE}/>'
    + f'<path d="M-3.5,11 L0,3 L3.5,11 Z" fill="#6B4423" {_LINE}/>'
    + '<path d="M-6,0 h12" stroke="#C0392B" stroke-width="1.6"/>',
}


def _icon(body: str, cx: float, cy: float, size: float) -> str:
    """An icon from :data:`KIND_ICONS` or :data:`BOOTY_ICONS`, centred on (cx, cy), ``size`` across."""
    return f'<g transform="translate({svg.num(cx)} {svg.num(cy)}) scale({size / 28:g})">{body}</g>'


# --- cards ----------------------------------------------------------------------------------------


def _group(x: float, y: float, scale: float, cls: str, name: str, body: str, title: str = "") -> str:
    """A positioned, titled card group: ``name`` (English, the card's id) in ``data-card``, ``title`` (the
    card in the reader's language) as its title."""
    transform = f"translate({svg.num(x)} {svg.num(y)})" + (f" scale({scale:g})" if scale != 1 else "")
    return (f'<g class="{cls}" data-card="{escape(str.__str__(name))}" transform="{transform}">'
            f'<title>{escape(tr(title or name))}</title>{body}</g>')


def card_svg(card: int, *, x: float = 0, y: float = 0, scale: float = 1.0) -> str:
    """One face-up prairie card (an Indian 0-19 or a booty type 20-24), its top-left corner at (x, y).

    At scale 1 a card is 56 x 80. An Indian shows its colour as the frame, the colour's shape and
    letter top left, its kind letter top right, the kind's icon and name; booty shows letter, icon, name.
    """
    if is_indian(card):
        colour, kind = colour_of(card), kind_of(card)
        fill = COLOUR_STYLE[colour][0]
        body = (svg.rect(0, 0, CARD_W, CARD_H, fill, stroke=INK, width=1.2, rx=6)
                + svg.rect(4, 19, CARD_W - 8, CARD_H - 23, svg.tint(fill, 0.8), rx=4)
                + _colour_tag(colour, 5, 14, 12)
                + svg.text(CARD_W - 6, 14, KIND_CODES[kind], 12, weight="bold", anchor="end")
                + _icon(KIND_ICONS[kind], CARD_W / 2, 44, 28)
                + svg.text(CARD_W / 2, 71, tr(KIND_TERMS[kind]), 9.5, anchor="middle"))
    else:
        body = (svg.rect(0, 0, CARD_W, CARD_H, BOOTY_FRAME, stroke=INK, width=1.2, rx=6)
                + svg.rect(4, 19, CARD_W - 8, CARD_H - 23, BOOTY_FILL, rx=4)
                + svg.text(6, 14, BOOTY_CODES[card], 12, weight="bold")
                + _icon(BOOTY_ICONS[card], CARD_W / 2, 44, 28)
                + svg.text(CARD_W / 2, 71, tr(Term("apache", "totem_short") if card == TOTEM else card_term(card)),
                           9.5, anchor="middle"))
    return _group(x, y, scale, "card", card_name(card), body, card_term(card))


def hand_card_svg(colour: int, kind: int, *, x: float = 0, y: float = 0, scale: float = 1.0) -> str:
    """One hand card (a player's chief, warrior, maiden or hunter), its top-left corner at (x, y).

    Solid in the player's colour, with the kind's letter large top left, the colour's shape and
    letter top right and the kind's icon on a white disc; 56 x 80 at scale 1.
    """
    fill = COLOUR_STYLE[colour][0]
    body = (svg.rect(0, 0, CARD_W, CARD_H, fill, stroke=INK, width=2, rx=7)
            + svg.rect(3, 3, CARD_W - 6, CARD_H - 6, "none", stroke=svg.tint(fill, 0.55), width=1.2, rx=5)
            + svg.text(7, 20, KIND_CODES[kind], 17, weight="bold")
            + _colour_tag(colour, CARD_W - 25, 16, 11)
            + f'<circle cx="{CARD_W / 2:g}" cy="45" r="16" fill="#FFFFFF" stroke="{INK}" stroke-width="1"/>'
            + _icon(KIND_ICONS[kind], CARD_W / 2, 45, 24)
            + svg.text(CARD_W / 2, 73, tr(KIND_TERMS[kind]), 9.5, weight="bold", anchor="middle"))
    return _group(x, y, scale, "hand-card", f"{COLOURS[colour]} {KINDS[kind]}", body,
                  M("{kind} (hand card of {who})", kind=KIND_TERMS[kind], who=colour_term(colour)))


def _card_back(x: float, y: float, angle: float, scale: float) -> str:
    """A face-down prairie card, rotated about its centre."""
    cx, cy = CARD_W / 2, CARD_H / 2
    return (f'<g class="card-back" transform="translate({svg.num(x)} {svg.num(y)}) scale({scale:g}) '
            f'rotate({svg.num(angle)} {cx:g} {cy:g})">'
            + svg.rect(0, 0, CARD_W, CARD_H, BACK, stroke=INK, width=1, rx=6)
            + svg.rect(5, 5, CARD_W - 10, CARD_H - 10, "none", stroke=BACK_MOTIF, width=1.2, rx=4)
            + f'<polygon points="{cx:g},{cy - 18:g} {cx + 12:g},{cy:g} {cx:g},{cy + 18:g} {cx - 12:g},{cy:g}" '
              f'fill="none" stroke="{BACK_MOTIF}" stroke-width="1.5"/>'
            + f'<circle cx="{cx:g}" cy="{cy:g}" r="3.5" fill="{BACK_MOTIF}"/></g>')


# --- the parts of the board -----------------------------------------------------------------------


def _halo(x: float, y: float, w: float, h: float) -> str:
    """The bright frame around whatever the last action concerned, with a "new" sticker on its corner."""
    return (svg.rect(x - 4, y - 4, w + 8, h + 8, HALO, stroke=INK, width=2, rx=8)
            + svg.rect(x + w - 22, y - 11, 32, 15, INK, rx=7)
            + svg.text(x + w - 6, y + 0.5, tr(M("new")), 10, weight="bold", anchor="middle", fill="#FFFFFF"))


def _last_action(state: State, body: str, x: float, y: float, w: float, h: float, card: str = "") -> str:
    """Wrap ``body`` as the element the last action concerned: halo behind it, names in attributes."""
    named = f' data-card="{escape(card)}"' if card else ""
    return (f'<g class="last-action" data-action="{escape(str(state.history[-1]))}"{named}>'
            + _halo(x, y, w, h) + body + "</g>")


def _last(state: State) -> A.Action | None:
    """The last action applied, if any."""
    return state.history[-1] if state.history else None


def _after_reveal(state: State) -> bool:
    """Whether the open claim window follows a reveal (not a repeat window after the last card)."""
    for action in reversed(state.history):
        if action.verb != A.PLAY:
            return action.verb == A.REVEAL
    return True  # a position set up from notation: read it as the usual window after a reveal


def _phase_text(state: State) -> str:
    """What is going on now, in a sentence (in the reader's language)."""
    game, phase = state.game, state.phase_name
    turn = colour_term(game.seat_colours[state.turn])
    if phase == "reveal":
        return tr(M("{who} turns the next prairie card face up", who=turn))
    if phase == "window" and _after_reveal(state):
        return tr(M("claim window open after {who}'s reveal: play a hand card, or close", who=turn))
    if phase == "window":
        return tr(M("claim window open again on the last cards: play a hand card, or close"))
    if phase in ("resolve", "resolve-last"):
        claimant = colour_term(game.seat_colours[state.powwow[0].seat])
        if phase == "resolve-last":
            return tr(M("claims settle, lowest Pow-Wow card first: {who} chooses (the last claims of the game)",
                        who=claimant))
        return tr(M("claims settle, lowest Pow-Wow card first: {who} chooses", who=claimant))
    outcome = state.outcome()
    assert outcome is not None
    if len(outcome.winners) == 1:
        return tr(M("game over: {names} wins with {n} cards", names=winners(game, outcome.winners),
                    n=max(outcome.scores)))
    return tr(M("game over: {names} share the win with {n} cards", names=winners(game, outcome.winners),
                n=max(outcome.scores)))


def _header(state: State, viewer: int | None) -> tuple[str, float]:
    """Title, variants, phase and scores."""
    game = state.game
    if game.variants:
        variants = tr(P("{n} player, {variants}", "{n} players, {variants}", n=game.num_players,
                        variants=Joined([Term("apache", v) for v in game.variants], ", ")))
    else:
        variants = tr(P("{n} player, no variants", "{n} players, no variants", n=game.num_players))
    phase = tr(phase_term(state.phase))
    parts = [svg.rect(0, 0, WIDTH, 62, PANEL, stroke=EDGE, width=1),
             svg.text(MARGIN, 24, "Apache", 20, weight="bold"),
             svg.text(100, 24, variants, 12, fill=MUTED),
             svg.rect(MARGIN, 35, 8.6 * len(phase) + 16, 20, INK, rx=10),
             svg.text(MARGIN + 8, 49.5, phase, 12.5, weight="bold", fill="#FFFFFF", cls="phase"),
             svg.text(MARGIN + 8.6 * len(phase) + 26, 50, _phase_text(state), 14, weight="bold")]
    x: float = WIDTH - MARGIN
    scores = state.scores()
    for seat in reversed(range(game.num_players)):
        colour = game.seat_colours[seat]
        if seat == viewer:
            label = tr(M("{who} (you) {score}", who=colour_term(colour), score=scores[seat]))
        else:
            label = tr(M("{who} {score}", who=colour_term(colour), score=scores[seat]))
        x -= 7.4 * len(label) + 34
        parts.append(f'<g class="score" data-seat="{seat}">' + _colour_badge(colour, x + 10, 20, 9)
                     + svg.text(x + 23, 25, label, 12.5, weight="bold") + "</g>")
    return "".join(parts), 62


def _caption(state: State, y: float) -> tuple[str, float]:
    """The last action in words, and what settled by itself after it."""
    if state.history:
        last = A.describe(state.history[-1])
    else:
        last = M("none yet (a new game)") if state.down == BOX else M("none recorded (a position set up from notation)")
    lines = [svg.rect(MARGIN, y + 8, 14, 14, HALO, stroke=INK, width=1.5, rx=3),
             svg.text(MARGIN + 22, y + 20, tr(M("Last action: {action}", action=last)), 14, weight="bold",
                      cls="last-caption")]
    height = 28
    for event in state.events:
        for n, line in enumerate(svg.wrap(tr(event), 120)):
            lines.append(svg.text(MARGIN + 22 + (12 if n else 0), y + height + 12, ("\u2022 " if not n else "") + line,
                               11.5, fill=MUTED, cls="event"))
            height += 15
    return "".join(lines), height + 6


def _scatter(count: int, w: float, h: float) -> list[tuple[float, float, float]]:
    """Deterministic loose-spread positions (x, y, angle) inside a w x h box, sunflower style."""
    spots: list[tuple[float, float, float]] = []
    for i in range(count):
        r = math.sqrt((i + 0.5) / count)
        a = i * 2.39996
        spots.append((w / 2 + r * math.cos(a) * (w / 2), h / 2 + r * math.sin(a) * (h / 2), (i * 47) % 70 - 35))
    return spots


def _prairie(state: State, x: float, y: float, w: float, h: float) -> str:
    """The face-down spread: up to MAX_BACKS card backs (fewer as it shrinks) and the exact count."""
    n = sum(state.down)
    parts = [svg.rect(x, y, w, h, PANEL, stroke=EDGE, width=1, rx=10),
             svg.text(x + 12, y + 22, tr(M("Prairie (face down)")), 13, weight="bold")]
    area_y, area_h = y + 34, h - 74
    if n:
        backs = min(MAX_BACKS, max(1, math.ceil(n / 6)))
        scale = 0.62
        bw, bh = CARD_W * scale, CARD_H * scale
        for sx, sy, angle in _scatter(backs, w - 40 - bw, area_h - bh):
            parts.append(_card_back(x + 20 + sx, area_y + sy, angle, scale))
    else:
        parts.append(svg.rect(x + 20, area_y, w - 40, area_h, "none", stroke=EDGE, width=1.5, rx=10, dash="6 5"))
        parts.append(svg.text(x + w / 2, area_y + area_h / 2, tr(M("empty: every card is up")), 12, anchor="middle",
                           fill=MUTED))
    parts.append(f'<g class="face-down-count" data-count="{n}">'
                 + svg.rect(x + w / 2 - 70, y + h - 34, 140, 26, "#FFFFFF", stroke=INK, width=1.2, rx=13)
                 + svg.text(x + w / 2, y + h - 16, tr(P("{n} face down", "{n} face down", n=n)), 14, weight="bold",
                            anchor="middle") + "</g>")
    return "".join(parts)


def _stack(card: int, count: int, x: float, y: float, scale: float) -> str:
    """The cards of one type on the table: a card, a shadow card behind it when there are more."""
    shadow = svg.rect(x + 4, y + 4, CARD_W * scale, CARD_H * scale, "#CFC3AA", stroke=INK, width=0.8,
                   rx=6 * scale) if count > 1 else ""
    return shadow + card_svg(card, x=x, y=y, scale=scale)


def _table(state: State, x: float, y: float, w: float, targets: Targets = None,
           selected: Sequence[str] = ()) -> tuple[str, float]:
    """The face-up cards: booty by type, then Indians by colour, each type stacked with its count below."""
    scale = 0.85
    cw, ch = CARD_W * scale, CARD_H * scale
    step = cw + 12
    last = _last(state)
    revealed = last.card if last is not None and last.verb == A.REVEAL else None
    groups: list[tuple[str, int | None, list[int]]] = [("booty", None, [b for b in BOOTY if state.table[b]])]
    groups += [(COLOURS[c], c, [card for card in indians_of(c) if state.table[card]]) for c in range(len(COLOURS))]
    groups = [g for g in groups if g[2]]
    parts = [svg.text(x + 12, y + 22, tr(M("Face-up table")), 13, weight="bold")]
    if not groups:
        parts.append(svg.text(x + 12, y + 46, tr(M("nothing face up")), 12, fill=MUTED))
        return "".join(parts), 64
    cx, cy = x + 12, y + 34
    group_h = ch + 44
    for label, colour, cards in groups:
        gw = len(cards) * step + 8
        if cx + gw > x + w - 8:
            cx, cy = x + 12, cy + group_h + 10
        fill = svg.tint(COLOUR_STYLE[colour][0], 0.82) if colour is not None else "#EFE4CC"
        parts.append(f'<g class="table-group" data-group="{escape(label)}">'
                     + svg.rect(cx, cy, gw, group_h, fill, stroke=EDGE, width=1, rx=8)
                     + svg.text(cx + 7, cy + 14, tr(Term("apache", label)), 11, weight="bold"))
        for i, card in enumerate(cards):
            px, py, count = cx + 7 + i * step, cy + 21, state.table[card]
            stack = _stack(card, count, px, py, scale)
            if card == revealed:
                stack = _last_action(state, stack, px, py, cw + 4, ch + 4, card_name(card))
            stack = svg.clickable(f"card:{_slug(card_name(card))}", stack, targets, selected)
            parts.append(stack + svg.text(px + cw / 2 + 2, cy + group_h - 6, f"x{count}", 11.5, weight="bold",
                                       anchor="middle", cls="count"))
        parts.append("</g>")
        cx += gw + 10
    return "".join(parts), cy + group_h - y + 12


def _powwow_entry(state: State, rank: int, x: float, y: float, w: float, h: float) -> str:
    """One hand card on the Pow-Wow board, numbered from the bottom, with what will become of it."""
    seat, kind, punishable = state.powwow[rank]
    colour = state.game.seat_colours[seat]
    name = f"{COLOURS[colour]} {KINDS[kind]}"
    if punishable:
        note, note_fill = tr(M("could not claim: punished")), BAD
    elif rank == 0 and state.phase_name in ("resolve", "resolve-last"):
        note, note_fill = tr(M("chooses a claim now")), GOOD
    else:
        note, note_fill = tr(M("claims first") if rank == 0 else _ordinal(rank + 1)), MUTED
    body = (svg.rect(x, y, w, h, "#FBE3E0" if punishable else "#FFFFFF", stroke=BAD if punishable else EDGE,
                  width=1.5 if punishable else 1, rx=7)
            + hand_card_svg(colour, kind, x=x + 6, y=y + 5, scale=0.58)
            + svg.text(x + 48, y + 22, tr(M("{rank}. {card}", rank=rank + 1, card=card_term(kind + 4 * colour))),
                       12.5, weight="bold")
            + svg.text(x + 48, y + 39, note, 11, weight="bold" if punishable else "normal", fill=note_fill))
    if punishable:
        body += svg.text(x + w - 10, y + 24, "!", 20, weight="bold", anchor="end", fill=BAD)
    last = _last(state)
    if last is not None and last.verb == A.PLAY and last.colour == colour:
        body = _last_action(state, body, x, y, w, h, name)
    cls = "powwow-entry punishable" if punishable else "powwow-entry"
    return (f'<g class="{cls}" data-rank="{rank + 1}" data-seat="{seat}" data-kind="{KINDS[kind]}" '
            f'data-y="{svg.num(y)}">{body}</g>')


def _powwow(state: State, x: float, y: float, w: float) -> tuple[str, float]:
    """The Pow-Wow board: hand cards stacked in arrival order, the fastest at the bottom."""
    game = state.game
    entry_h = 60
    parts = [svg.text(x + 12, y + 22, _upper(tr(Term("apache", "powwow"))), 13, weight="bold"),
             svg.text(x + 12, y + 38, tr(M("bottom = fastest, settles first")), 10.5, fill=MUTED)]
    count = len(state.powwow)
    if not count:
        parts.append(svg.rect(x + 12, y + 50, w - 24, entry_h, "none", stroke=EDGE, width=1.5, rx=8, dash="6 5")
                     + svg.text(x + w / 2, y + 83, tr(M("no hand cards played")), 11.5, anchor="middle", fill=MUTED))
        return "".join(parts), entry_h + 62
    bottom = y + 54 + count * entry_h
    stack = "".join(_powwow_entry(state, rank, x + 8, bottom - (rank + 1) * entry_h + 2, w - 16, entry_h - 4)
                    for rank in range(count))
    if _last(state) == A.CLOSE_ACTION:
        stack = _last_action(state, stack, x + 8, y + 56, w - 16, count * entry_h - 4)
    parts.append(stack)
    if state.phase_name in ("resolve", "resolve-last"):
        seat, kind, _ = state.powwow[0]
        options = claim_options(game, state.table, game.seat_colours[seat], kind)
        lines = svg.wrap(tr(M("choices: {claims}", claims=Joined([A.claim_words(o) for o in options], ", "))), 34,
                         ", ")
        for n, line in enumerate(lines):
            parts.append(svg.text(x + 12, bottom + 16 + 14 * n, line, 11, fill=GOOD, cls="choices"))
        bottom += 8 + 14 * len(lines)
    return "".join(parts), bottom - y + 12


def _ordinal(n: int) -> Message:
    """settles 2nd, 3rd, 4th, 5th (the first claims first)."""
    return {2: M("settles 2nd"), 3: M("settles 3rd"), 4: M("settles 4th")}.get(n) or M("settles {n}th", n=n)


def _claim_lines(options: dict[int, list[A.Action]]) -> list[tuple[str, str]]:
    """(text, colour) lines: what each hand card could claim, then the kinds that would be punished."""
    lines: list[tuple[str, str]] = []
    punished = []
    for kind, claims in options.items():
        if claims:
            text = tr(M("{code} {kind}: {claims}", code=KIND_CODES[kind], kind=KIND_TERMS[kind],
                        claims=Joined([A.claim_words(c) for c in claims], ", ")))
            lines.extend((line if n == 0 else "   " + line, GOOD) for n, line in enumerate(svg.wrap(text, 46, ", ")))
        else:
            punished.append(KIND_TERMS[kind])
    if punished:
        lines.append((tr(M("would be punished: {kinds}", kinds=Joined(punished, ", "))), BAD))
    return lines


def _victory_pile(state: State, seat: int, x: float, y: float) -> str:
    """The pile's size beside a little stack, and its top two cards (what a punishment would take)."""
    pile = state.piles[seat]
    parts = [svg.text(x, y + 12, _upper(tr(Term("apache", "victory_pile"))), 11, weight="bold")]
    if pile:
        for i in range(min(len(pile), 5), 0, -1):
            parts.append(svg.rect(x + i * 2.5, y + 32 - i * 2.5, 30, 42, BOOTY_FILL, stroke=INK, width=0.8, rx=3))
    else:
        parts.append(svg.rect(x + 2, y + 22, 30, 42, "none", stroke=EDGE, width=1.2, rx=3, dash="4 3"))
    parts.append(svg.text(x + 20, y + 88, f"{len(pile)}", 15, weight="bold", anchor="middle", cls="pile-size"))
    top = pile[-2:]
    if top:
        for i, card in enumerate(reversed(top)):
            parts.append(card_svg(card, x=x + 58 + i * 42, y=y + 20, scale=0.62))
        parts.append(svg.text(x + 58, y + 87, tr(P("top {n}: lost if punished", "top {n}: lost if punished",
                                                     n=len(top))), 9.5, fill=MUTED))
    return "".join(parts)


_TAGS = {"you": M("you"), "revealed": M("revealed"), "reveals next": M("reveals next"), "winner": M("winner")}


def _tags(state: State, seat: int, viewer: int | None) -> list[str]:
    """Short labels for a player: you, whose turn it is, winner (English keys of :data:`_TAGS`)."""
    outcome = state.outcome()
    tags = ["you"] if seat == viewer else []
    if state.turn == seat and state.phase_name == "window" and _after_reveal(state):
        tags.append("revealed")
    elif state.turn == seat and outcome is None and any(state.down):
        tags.append("reveals next")
    if outcome is not None and seat in outcome.winners:
        tags.append("winner")
    return tags


def _hand(state: State, seat: int, options: dict[int, list[A.Action]], x: float, y: float,
          targets: Targets = None, selected: Sequence[str] = ()) -> str:
    """Four hand-card slots (an empty one for a card on the Pow-Wow board), each with a can-claim badge."""
    colour, scale = state.game.seat_colours[seat], 0.8
    w, h = CARD_W * scale, CARD_H * scale
    parts = []
    for kind in range(len(KINDS)):
        px = x + kind * 50
        if kind in state.hand(seat):
            card = hand_card_svg(colour, kind, x=px, y=y, scale=scale)
            parts.append(svg.clickable(f"hand:{COLOURS[colour]}:{KINDS[kind]}", card, targets, selected))
            if kind in options:
                parts.append(_badge(px + w / 2, y + h + 12, bool(options[kind])))
        else:
            parts.append(svg.rect(px, y, w, h, "none", stroke=EDGE, width=1.2, rx=5, dash="4 3")
                         + svg.text(px + w / 2, y + h / 2, tr(M("played")), 9.5, anchor="middle", fill=MUTED))
    return "".join(parts)


def _player(state: State, seat: int, y: float, viewer: int | None, hints: bool = True, targets: Targets = None,
            selected: Sequence[str] = ()) -> tuple[str, float]:
    """A player's row: who they are, their hand and what each card could claim, their victory pile."""
    game = state.game
    colour = game.seat_colours[seat]
    fill = COLOUR_STYLE[colour][0]
    outcome = state.outcome()
    me = seat == viewer
    options = ({} if outcome is not None or not hints
               else {k: claim_options(game, state.table, colour, k) for k in state.hand(seat)})
    lines = _claim_lines(options)
    height = max(118, 34 + 15 * len(lines))
    parts = [f'<g class="player{" viewer" if me else ""}" data-seat="{seat}">',
             svg.rect(MARGIN, y, WIDTH - 2 * MARGIN, height, svg.tint(fill, 0.88) if me else "#FFFFFF",
                   stroke=INK if me else EDGE, width=3 if me else 1, rx=10),
             svg.rect(MARGIN, y, 12, height, fill, rx=4),
             _colour_badge(colour, MARGIN + 40, y + 28, 15),
             svg.text(MARGIN + 62, y + 26, tr(colour_term(colour)), 16, weight="bold"),
             svg.text(MARGIN + 62, y + 44, tr(M("score {n}", n=state.scores()[seat])), 11.5, fill=MUTED)]
    for n, tag in enumerate(_tags(state, seat, viewer)):
        back, ink = (HALO, INK) if tag == "winner" else (INK, "#FFFFFF")
        words = tr(_TAGS[tag])
        parts.append(svg.rect(MARGIN + 26, y + 54 + n * 20, 7.5 * len(words) + 14, 17, back, stroke=INK, rx=8,
                              width=1)
                     + svg.text(MARGIN + 33, y + 66.5 + n * 20, words, 11, weight="bold", fill=ink,
                                cls=f"tag tag-{tag}"))
    hand_x = 168
    parts.append(_hand(state, seat, options, hand_x, y + 12, targets, selected))
    tx = hand_x + 210
    if outcome is not None:
        won = seat in outcome.winners
        score = state.scores()[seat]
        result = tr(P("winner: {n} cards", "winner: {n} cards", n=score) if won
                    else P("final score: {n} cards", "final score: {n} cards", n=score))
        if won:
            parts.append(svg.rect(tx - 8, y + 9, 8 * len(result) + 16, 24, HALO, stroke=INK, width=1.5, rx=12))
        parts.append(svg.text(tx, y + 26, result, 13, weight="bold", cls="result"))
    elif hints:
        heading = tr(M("if played now:") if state.phase_name == "window" else M("could claim on the table as it is:"))
        parts.append(svg.text(tx, y + 20, heading, 11, weight="bold", fill=MUTED))
        for n, (line, tone) in enumerate(lines):
            parts.append(svg.text(tx, y + 37 + 15 * n, line, 11.5, fill=tone, cls="claim"))
    px = WIDTH - MARGIN - 196
    pile = _victory_pile(state, seat, px, y + 8)
    last = _last(state)
    if last is not None and last.verb in (A.TAKE, A.CAPTURE, A.MARRY) and last.colour == colour:
        pile = _last_action(state, pile, px - 4, y + 8, 192, 96)
    return "".join(parts) + pile + "</g>", height


def _badge(cx: float, cy: float, ok: bool) -> str:
    """A tick (this hand card can claim now) or an exclamation mark (it would be punished)."""
    if ok:
        return (f'<circle cx="{svg.num(cx)}" cy="{svg.num(cy)}" r="8" fill="{GOOD}"/>'
                f'<path d="M{svg.num(cx - 4)},{svg.num(cy)} l3,3 l5,-6" fill="none" stroke="#FFFFFF" stroke-width="2"/>')
    return (f'<circle cx="{svg.num(cx)}" cy="{svg.num(cy)}" r="8" fill="#FFFFFF" stroke="{BAD}" stroke-width="1.5"/>'
            + svg.text(cx, cy + 4.5, "!", 13, weight="bold", anchor="middle", fill=BAD))


# --- the whole board ------------------------------------------------------------------------------


def board_svg(state: State, *, viewer: int | None = None, width: int = 960, hints: bool = True,
              targets: Targets = None, selected: Sequence[str] = ()) -> str:
    """The whole Apache table as one standalone SVG document.

    ``viewer`` is a seat whose area is emphasised ("you"); every hand is open in Apache anyway.
    ``width`` is the rendered width in pixels; the drawing scales to it. ``hints=False`` leaves out what
    each hand card could claim (a tutorial hides it until the learner has answered). ``targets``
    (id -> hint) are drawn clickable, ``selected`` as chosen (ids as in :func:`click_path`); the
    buttons (``button:close``, ``button:pass:<colour>``) are drawn only when they are targets.
    """
    parts = []
    header, y = _header(state, viewer)
    parts.append(header)
    caption, h = _caption(state, y)
    parts.append(caption)
    y += h
    strip, used = svg.button_strip(_buttons(state), MARGIN, y, targets, selected)
    if used:
        parts.append(f'<g class="buttons">{strip}</g>')
        y += 40
    prairie_w, pow_w = 230, 244
    table_x = MARGIN + prairie_w + 10
    table_w = WIDTH - 2 * MARGIN - prairie_w - pow_w - 20
    pow_x = table_x + table_w + 10
    table, table_h = _table(state, table_x, y, table_w, targets, selected)
    powwow, pow_h = _powwow(state, pow_x, y, pow_w)
    band = max(250, table_h, pow_h)
    for px, pw in ((table_x, table_w), (pow_x, pow_w)):
        parts.append(svg.rect(px, y, pw, band, PANEL, stroke=EDGE, width=1, rx=10))
    parts.append(svg.clickable("prairie", _prairie(state, MARGIN, y, prairie_w, band), targets, selected))
    parts += [table, powwow]
    y += band + 10
    for seat in range(state.game.num_players):
        row, h = _player(state, seat, y, viewer, hints, targets, selected)
        parts.append(row)
        y += h + 8
    height = y + 4
    title = tr(M("Apache: {what}", what=_phase_text(state)))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {svg.num(height)}" width="{width}" '
            f'height="{round(width * height / WIDTH)}" font-family="{FONT}" role="img">'
            f'<title>{escape(title)}</title>'
            + svg.rect(0, 0, WIDTH, height, PAPER) + "".join(parts) + "</svg>")
