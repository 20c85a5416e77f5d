"""Apacze i Komancze as SVG: the tiles drawn from the tile data, regions, pieces, tracks and scoring.

:func:`board_svg` draws a whole position: every field coloured by terrain (rivers as blue bands),
each occupied region outlined in its own colour and tagged ``R1``, ``R2``... as in the scoring
panel, which says how each region would score if the round ended now. Players are told apart by
fill, shape and letter; Indians are markers in the player's shape with their number, teepees
triangles and canoes boats, each with its size. :func:`regions_svg` draws the regions graph. The
tiles are reconstructed (``tutor/games/apacze/data/tiles.json``) and the drawing says so.

A tile's border is cut as in the data: corners take a tenth of each side, the rest is in thirds;
each field is drawn as the fan from the tile's centre to the border pieces it owns.
"""
from __future__ import annotations

import math
from html import escape
from typing import TYPE_CHECKING, Collection, Mapping, Sequence

from tutor.core.i18n import CLOSE, OPEN, Joined, M, Mc, Message, P, tr
from tutor.games.apacze import actions as A
from tutor.games.apacze.board import SIDES, FieldId, Placement
from tutor.games.apacze.board import region_graph as regions_of_board
from tutor.games.apacze.constants import (ACTION_TYPES, CANOE, COLOURS, INDIAN, OVER, PAY, PHASE_NAMES, PIECE_NAMES,
                                         TEEPEE)
from tutor.games.apacze.scoring import RegionScore
from tutor.games.apacze.state import State
from tutor.games.apacze.tiles import ANIMALS, KIND_BY_ID
from tutor.games.apacze.view import last_action
from tutor.games.apacze.words import action_type, animal as animal_term, colour, piece as piece_term, term, tile_kind
from tutor.render import svg
from tutor.render.clicks import BUTTON_H, SELECT, Clicks, button_strip, chips, label_of
from tutor.render.svg import COLOUR_STYLE, EDGE, FONT, HALO, INK, MUTED, PANEL, PAPER

if TYPE_CHECKING:
    import networkx as nx

#: each player by colour, a glossary term (rendered in the page's language)
PLAYER_NAMES = tuple(colour(p) for p in range(len(COLOURS)))
#: player -> (fill, letter, shape): the Apache colours red, yellow, green and blue
PLAYER_STYLE = {p: COLOUR_STYLE[p] for p in range(4)}
TERRAIN_FILL = {"prairie": "#E9DB8E", "river": "#A9D3F2", "mountains": "#B9A794"}
RIVER_BAND = "#2F7FC1"
#: outline colours of the tagged regions, cycled (Okabe-Ito, then darker tones)
REGION_COLOURS = ("#D55E00", "#0072B2", "#009E73", "#CC79A7", "#E69F00", "#6A3D9A", "#8C510A", "#01665E")
BAD = "#A4231B"

WIDTH = 960
MARGIN = 12
TOP = 46
BOARD_W = 560
MAX_TILE = 96
PANEL_X = MARGIN + BOARD_W + 14
PANEL_W = WIDTH - PANEL_X - MARGIN
WIDTH_REGIONS = 560
CORNER = 0.1  # the part of each side a corner position takes, at either end


def player_label(player: int) -> str:
    """``R red``: a player told by letter as well as by name (in the page's language)."""
    return f"{PLAYER_STYLE[player][1]} {tr(PLAYER_NAMES[player])}"


# --- tile geometry (tile units: u east, v south, the tile is [0, 1] x [0, 1]) ---------------------

def _perimeter(t: float) -> tuple[float, float]:
    """The border point ``t`` sides clockwise from the north-west corner."""
    t %= 4
    k = int(t)
    f = t - k
    return ((f, 0.0), (1.0, f), (1 - f, 1.0), (0.0, 1 - f))[k]


def _span(position: int) -> tuple[float, float]:
    """The border interval a ring position owns, in sides from the north-west corner."""
    k, j = divmod(position, 4)
    if j == 0:
        return k - CORNER, k + CORNER
    third = (1 - 2 * CORNER) / 3
    return k + CORNER + (j - 1) * third, k + CORNER + j * third


def _runs(ring: str) -> list[tuple[str, int, int]]:
    """Maximal runs of one letter around the ring: (letter, first position, length)."""
    start = next((i for i in range(16) if ring[i] != ring[i - 1]), 0)
    runs: list[tuple[str, int, int]] = []
    for i in range(start, start + 16):
        letter = ring[i % 16]
        if runs and runs[-1][0] == letter:
            runs[-1] = (letter, runs[-1][1], runs[-1][2] + 1)
        else:
            runs.append((letter, i % 16, 1))
    return runs


def _fan(first: int, length: int) -> list[tuple[float, float]]:
    """The polygon of a run: the centre, then the border from the run's start to its end."""
    t0 = _span(first)[0]
    t1 = _span((first + length - 1) % 16)[1]
    if t1 <= t0:
        t1 += 4
    points = [(0.5, 0.5), _perimeter(t0)]
    points += [_perimeter(k) for k in range(math.floor(t0) + 1, math.ceil(t1))]
    return points + [_perimeter(t1)]


def _anchor(placement: Placement, letter: str, terrain: str) -> tuple[float, float]:
    """Where a field's animals and pieces go: inside its longest run, part way to the centre."""
    runs = [r for r in _runs(placement.ring) if r[0] == letter]
    _, first, length = max(runs, key=lambda r: r[2])
    t0 = _span(first)[0]
    t1 = _span((first + length - 1) % 16)[1]
    if t1 <= t0:
        t1 += 4
    u, v = _perimeter((t0 + t1) / 2)
    pull = 0.55 if terrain == "river" else 0.42
    return u + (0.5 - u) * pull, v + (0.5 - v) * pull


class Layout:
    """Where tiles go on screen: x grows east, y grows north, so screen rows run from the top y down."""

    def __init__(self, squares: Collection[tuple[int, int]], left: float, top: float, width: float):
        xs = [x for x, _ in squares]
        ys = [y for _, y in squares]
        self.min_x, self.max_y = min(xs), max(ys)
        cols, rows = max(xs) - self.min_x + 1, self.max_y - min(ys) + 1
        self.tile = min(MAX_TILE, width / cols)
        self.left = left + (width - cols * self.tile) / 2
        self.top = top
        self.height = rows * self.tile

    def point(self, x: int, y: int, u: float, v: float) -> tuple[float, float]:
        return (self.left + (x - self.min_x + u) * self.tile, self.top + (self.max_y - y + v) * self.tile)

    def polygon(self, x: int, y: int, points: list[tuple[float, float]], **attrs: str) -> str:
        coords = " ".join(f"{svg.num(px)},{svg.num(py)}" for px, py in (self.point(x, y, u, v) for u, v in points))
        extra = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in attrs.items())
        return f'<polygon points="{coords}"{extra}/>'

    def line(self, x: int, y: int, a: tuple[float, float], b: tuple[float, float], stroke: str,
             width: float, cls: str = "") -> str:
        (x1, y1), (x2, y2) = self.point(x, y, *a), self.point(x, y, *b)
        extra = f' class="{cls}"' if cls else ""
        return (f'<line x1="{svg.num(x1)}" y1="{svg.num(y1)}" x2="{svg.num(x2)}" y2="{svg.num(y2)}" stroke="{stroke}" '
                f'stroke-width="{svg.num(width)}" stroke-linecap="round"{extra}/>')


# --- the board ---------------------------------------------------------------------------------------

def _tile(layout: Layout, placement: Placement, label: bool = True) -> str:
    """One tile: its fields as fans, river bands, thin lines between fields (and its place and kind
    written in a corner, unless ``label`` is False)."""
    x, y, ring, fields = placement.x, placement.y, placement.ring, placement.tile.fields
    runs = _runs(ring)
    parts = [layout.polygon(x, y, _fan(first, length), fill=TERRAIN_FILL[fields[letter].terrain])
             for letter, first, length in runs]
    for letter, field in fields.items():
        if field.terrain != "river":
            continue
        for i, owner in enumerate(ring):
            if owner == letter:
                end = _perimeter(i // 4) if i % 4 == 0 else _perimeter(sum(_span(i)) / 2)
                parts.append(layout.line(x, y, end, (0.5, 0.5), RIVER_BAND, layout.tile * 0.1))
    for (a, first, length), (b, _, _) in zip(runs, runs[1:] + runs[:1]):
        if a != b:
            border = _perimeter(_span((first + length - 1) % 16)[1])
            parts.append(layout.line(x, y, (0.5, 0.5), border, "#00000040", 0.8))
    left, top = layout.point(x, y, 0, 0)
    parts.append(svg.rect(left, top, layout.tile, layout.tile, "none", stroke=EDGE, width=1))
    if label:
        kind = "" if placement.kind.startswith("totem") else tr(tile_kind(placement.kind))
        parts.append(svg.text(left + 3, top + 10, f"{x},{y} {kind}".strip(), 8, fill=MUTED, cls="tile-label"))
    return f'<g class="tile" data-tile="{x},{y}" data-kind="{placement.kind}">{"".join(parts)}</g>'


def _outline(layout: Layout, state: State, fields: Collection[FieldId], colour: str, width: float,
             cls: str) -> str:
    """The border of a set of fields: between their fans and other fields, and along tile edges
    where the field across is not in the set (or there is no tile)."""
    at = {(p.x, p.y): p for p in state.placements}
    chosen = set(fields)
    tiles = sorted({(f[0], f[1]) for f in chosen})
    parts = []
    for x, y in tiles:
        ring = at[(x, y)].ring
        runs = _runs(ring)
        for (a, first, length), (b, _, _) in zip(runs, runs[1:] + runs[:1]):
            if ((x, y, a) in chosen) != ((x, y, b) in chosen):
                border = _perimeter(_span((first + length - 1) % 16)[1])
                parts.append(layout.line(x, y, (0.5, 0.5), border, colour, width))
        third = (1 - 2 * CORNER) / 3
        for k, (dx, dy) in enumerate(SIDES):
            other = at.get((x + dx, y + dy))
            cuts = [k, k + CORNER] + [k + CORNER + j * third for j in (1, 2)] + [k + 1 - CORNER, k + 1]
            for j in range(5):
                if (x, y, ring[(4 * k + j) % 16]) not in chosen:
                    continue
                facing = other and (other.x, other.y, other.ring[(4 * ((k + 2) % 4) + 4 - j) % 16])
                if facing not in chosen:
                    parts.append(layout.line(x, y, _perimeter(cuts[j]), _perimeter(cuts[j + 1]), colour, width))
    return f'<g class="{cls}">{"".join(parts)}</g>'


def _indians(cx: float, cy: float, player: int, count: int, size: float) -> str:
    fill, letter, shape = PLAYER_STYLE[player]
    return (f'<g class="indians" data-player="{player}">'
            f'<circle cx="{svg.num(cx)}" cy="{svg.num(cy)}" r="{svg.num(size * 0.62)}" fill="{fill}" stroke="{INK}"/>'
            + svg.shape(shape, cx, cy, size * 0.3)
            + svg.text(cx + size * 0.7, cy + size * 0.35, f"{letter}{count}", size, weight="bold")
            + "</g>")


def _building(cx: float, cy: float, player: int, piece: int, size: int, scale: float) -> str:
    """A teepee (triangle) or canoe (boat) in the player's fill, with letter and size."""
    fill, letter, _ = PLAYER_STYLE[player]
    s = scale
    if piece == TEEPEE:
        body = (f'<polygon points="{svg.num(cx)},{svg.num(cy - s)} {svg.num(cx + s * 0.8)},{svg.num(cy + s * 0.6)} '
                f'{svg.num(cx - s * 0.8)},{svg.num(cy + s * 0.6)}" fill="{fill}" stroke="{INK}" stroke-width="1.2"/>')
    else:
        body = (f'<path d="M{svg.num(cx - s)},{svg.num(cy - s * 0.2)} Q{svg.num(cx)},{svg.num(cy + s * 0.9)} '
                f'{svg.num(cx + s)},{svg.num(cy - s * 0.2)} Z" fill="{fill}" stroke="{INK}" stroke-width="1.2"/>')
    return (f'<g class="building" data-player="{player}" data-piece="{PIECE_NAMES[piece]}" data-size="{size}">'
            + body + svg.text(cx, cy + s * 0.45, str(size), s * 0.8, weight="bold", anchor="middle")
            + svg.text(cx + s * 0.95, cy + s * 0.1, letter, s * 0.75, weight="bold") + "</g>")


def _contents(layout: Layout, state: State) -> str:
    """Every field's animals, Indians and building."""
    at = {(p.x, p.y): p for p in state.placements}
    indians, buildings = state.indians_on(), state.buildings_on()
    t = layout.tile
    parts = []
    for field, data in state.fields.items():
        x, y, letter = field
        u, v = _anchor(at[(x, y)], letter, data["terrain"])
        cx, cy = layout.point(x, y, u, v)
        parts.append(f'<circle cx="{svg.num(cx)}" cy="{svg.num(cy)}" r="{svg.num(t * 0.075)}" fill="#FFFFFF" '
                     f'stroke="{MUTED}" stroke-width="0.6"/>'
                     + svg.text(cx, cy + t * 0.04, str(data["animals"]), t * 0.1, anchor="middle", cls="animals"))
        if field in indians:
            parts.append(_indians(cx - t * 0.1, cy + t * 0.17, *indians[field], t * 0.1))
        if field in buildings:
            player, piece, size = buildings[field]
            parts.append(_building(cx + t * 0.02, cy - t * 0.19, player, piece, size, t * 0.12))
    return "".join(parts)


def region_tags(scored: list[RegionScore]) -> dict[tuple[FieldId, ...], tuple[str, str]]:
    """Each scored region's tag (``R1``...) and outline colour, in scoring order."""
    return {r.fields: (f"R{i + 1}", REGION_COLOURS[i % len(REGION_COLOURS)]) for i, r in enumerate(scored)}


def _regions_layer(layout: Layout, state: State, scored: list[RegionScore],
                   highlight: Collection[FieldId]) -> str:
    """Outlines and tags of the occupied regions, and the highlighted fields."""
    at = {(p.x, p.y): p for p in state.placements}
    parts = []
    if highlight:
        chosen = set(highlight)
        for x, y in sorted({(f[0], f[1]) for f in chosen}):
            for letter, first, length in _runs(at[(x, y)].ring):
                if (x, y, letter) in chosen:
                    parts.append(layout.polygon(x, y, _fan(first, length), fill=HALO, fill_opacity="0.45"))
        parts.append(_outline(layout, state, chosen, INK, 4, "highlight"))
    for region in scored:
        tag, colour = region_tags(scored)[region.fields]
        parts.append(_outline(layout, state, region.fields, colour, 2.6, "region-outline"))
        x, y, letter = region.fields[0]
        u, v = _anchor(at[(x, y)], letter, region.terrain)
        cx, cy = layout.point(x, y, u, v)
        cx, cy = cx - layout.tile * 0.2, cy - layout.tile * 0.08
        parts.append(f'<g class="region-tag" data-region="{tag}">'
                     + svg.rect(cx - 11, cy - 8, 22, 13, "#FFFFFF", stroke=colour, width=1.6, rx=3)
                     + svg.text(cx, cy + 2, tag, 9, weight="bold", anchor="middle", fill=colour) + "</g>")
    return "".join(parts)


def _spots(layout: Layout, state: State, clicks: Clicks) -> str:
    """Where the tile in hand may go, dashed, with coordinates (a live spot is shaded, a chosen one golden)."""
    parts = []
    for x, y in state.spots():
        left, top = layout.point(x, y, 0, 0)
        t = layout.tile
        spot_id = f"spot:{x},{y}"
        fill = HALO if spot_id in clicks.selected else ("#FFFFFF" if spot_id in clicks.targets else "none")
        parts.append(clicks.wrap(spot_id, f'<g class="spot" data-tile="{x},{y}">'
                     + svg.rect(left + 3, top + 3, t - 6, t - 6, fill, stroke=MUTED, dash="4 3")
                     + svg.text(left + t / 2, top + t / 2 + 4, f"{x},{y}", 10, anchor="middle", fill=MUTED) + "</g>"))
    return "".join(parts)


def _may_place(state: State) -> bool:
    return any(a.verb == A.PLACE for a in state.legal_actions())


def _board(state: State, scored: list[RegionScore], highlight: Collection[FieldId], top: float,
           spots: bool, clicks: Clicks) -> tuple[str, float]:
    squares = [(p.x, p.y) for p in state.placements]
    show_spots = spots and _may_place(state)
    if show_spots:
        squares += state.spots()
    layout = Layout(squares, MARGIN, top, BOARD_W)
    parts = [_spots(layout, state, clicks)] if show_spots else []
    parts += [_tile(layout, p) for p in state.placements]
    parts.append(_regions_layer(layout, state, scored, highlight))
    parts.append(_contents(layout, state))
    parts.append(_field_marks(layout, state, clicks))
    return f'<g class="board">{"".join(parts)}</g>', layout.height


# --- the panel ----------------------------------------------------------------------------------------

def _badge(player: int, x: float, y: float, size: float = 12) -> str:
    """A player's fill, shape and letter (x, baseline y)."""
    fill, letter, shape = PLAYER_STYLE[player]
    return (f'<circle cx="{svg.num(x + size * 0.5)}" cy="{svg.num(y - size * 0.35)}" r="{svg.num(size * 0.55)}" '
            f'fill="{fill}" stroke="{INK}"/>' + svg.shape(shape, x + size * 0.5, y - size * 0.35, size * 0.28)
            + svg.text(x + size * 1.2, y, letter, size, weight="bold"))


def phase_text(state: State) -> Message:
    """Whose turn it is and what they do, in words (a message)."""
    if state.phase == OVER:
        outcome = state.outcome()
        assert outcome is not None  # the phase is over: the game has its outcome
        return M("Game over: {names} won", names=Joined([PLAYER_NAMES[w] for w in outcome.winners], " & "))
    who = PLAYER_NAMES[state.mover]
    name = PHASE_NAMES[state.phase]
    if name == "draw":
        return M("{who} draws a tile in secret", who=who)
    if name == "act":
        return M("{who} chooses an action", who=who)
    if name == "put":
        return M("{who} puts Indians on the new tile", who=who)
    if name == "move":
        return M("{who} moves Indians", who=who)
    if name == "gather":
        return M("{who} gathers Indians", who=who)
    if name == "pay":
        return P("{who} pays {n} animal", "{who} pays {n} animals", n=state.paying.owed if state.phase == PAY else 0,
                 who=who)
    return M("{who} brings a track back to 15", who=PLAYER_NAMES[state.current_player])


def _header(state: State) -> str:
    game = state.game
    title = M("Apacze i Komancze: round {round} of {rounds}", round=min(state.round + 1, game.rounds),
              rounds=game.rounds)
    return (svg.rect(0, 0, WIDTH, TOP - 8, PANEL, stroke=EDGE)
            + svg.text(MARGIN, 25, title, 17, weight="bold")
            + svg.text(WIDTH - MARGIN, 25, M("tiles reconstructed (data/tiles.json)"), 11, weight="bold",
                    anchor="end", fill=BAD, cls="reconstructed"))


def _turn(state: State, y: float, viewer: int | None, clicks: Clicks) -> tuple[str, float]:
    """Whose turn, the last action and the tiles; a ``viewer`` sees no other player's tile drawn or in hand."""
    x = PANEL_X
    parts = [svg.rect(x, y, PANEL_W, 58, PANEL, stroke=EDGE, rx=8)]
    if state.phase != OVER:
        parts.append(_badge(state.current_player if state.current_player >= 0 else state.mover, x + 8, y + 20))
    parts.append(svg.text(x + 40, y + 20, phase_text(state), 12, weight="bold", cls="turn"))
    last = last_action(state, viewer)
    last = M("last action: {action}", action=last) if last else M("no action yet")
    parts.append(svg.text(x + 8, y + 37, last, 11, cls="last-action"))
    hand = state.hands[state.mover] if state.phase != OVER and viewer in (None, state.mover) else None
    left = (M("tiles left to draw: {n}; in hand: {tile}", n=state.game.tiles - state.drawn, tile=tile_kind(hand))
            if hand else M("tiles left to draw: {n}", n=state.game.tiles - state.drawn))
    parts.append(svg.text(x + 8, y + 52, left, 10.5, fill=MUTED))
    if hand and clicks.on:
        parts.append(_hand(hand, x + PANEL_W - 54, y + 4, clicks))
    return "".join(parts), 64


def _hand(kind: str, left: float, top: float, clicks: Clicks) -> str:
    """The tile in hand, small, unturned: a target when the player may place it."""
    layout = Layout([(0, 0)], left, top, 50)
    tile = _tile(layout, Placement(0, 0, kind, 0), label=False)
    hand_id = f"hand:{kind}"
    frame = svg.rect(left - 2, top - 2, 54, 54, "none", stroke=SELECT if hand_id in clicks.selected else EDGE,
                     width=3 if hand_id in clicks.selected else 1, rx=3)
    return clicks.wrap(hand_id, f'<g class="hand" data-tile="{kind}">{tile}{frame}</g>')


def _track(x: float, y: float, animal: int, count: int, clicks: Clicks | None = None) -> str:
    """A 15-step track with the count marked (a count above 15 shows as a number)."""
    cell = 9
    parts = [svg.text(x, y + 8, animal_term(animal, 2), 9.5, fill=MUTED)]
    for i in range(15):
        fill = TERRAIN_FILL[("prairie", "river", "mountains")[animal]] if i < count else "#FFFFFF"
        parts.append(svg.rect(x + 46 + i * cell, y, cell - 1, 9, fill, stroke=EDGE, width=0.6))
    parts.append(svg.text(x + 46 + 15 * cell + 4, y + 8, str(count), 10, weight="bold", cls="count"))
    if clicks is None:
        return "".join(parts)
    track_id = f"track:{ANIMALS[animal]}"
    if track_id in clicks.targets or track_id in clicks.selected:
        chosen = track_id in clicks.selected
        parts.insert(0, svg.rect(x - 4, y - 2, 46 + 15 * cell + 26, 13, HALO if chosen else "#FFFFFF",
                                 stroke=SELECT if chosen else INK, width=2 if chosen else 1, rx=3))
    return clicks.wrap(track_id, f'<g class="track" data-animal="{ANIMALS[animal]}">{"".join(parts)}</g>')


def _player(state: State, player: int, y: float, clicks: Clicks) -> tuple[str, float]:
    x = PANEL_X
    turn = state.phase != OVER and player == state.current_player
    men, teepees, canoes = state.camp[player]
    used = Joined([action_type(t) for t in state.used[player]], ", ") if state.used[player] else M("none")
    pieces = clicks.on and turn  # the camp and the shop as chips a person clicks
    height = 92 + 44 * pieces
    parts = [svg.rect(x, y, PANEL_W, height, "#FFFFFF" if turn else PANEL, stroke=INK if turn else EDGE,
                   width=2 if turn else 1, rx=8),
             _badge(player, x + 8, y + 17),
             svg.text(x + 40, y + 17, M("{who} (to move)", who=PLAYER_NAMES[player]) if turn else PLAYER_NAMES[player],
                      12, weight="bold"),
             svg.text(x + PANEL_W - 10, y + 17, M("total {n}", n=sum(state.animals[player])), 11, anchor="end")]
    for animal in range(3):
        parts.append(_track(x + 8, y + 24 + animal * 12, animal, state.animals[player][animal],
                            clicks if turn else None))
    camp = P("camp: {n} Indian, teepees {teepees}, canoes {canoes}", "camp: {n} Indians, teepees {teepees}, canoes {canoes}",
             n=men, teepees=" ".join(map(str, teepees)) or "-", canoes=" ".join(map(str, canoes)) or "-")
    parts.append(svg.text(x + 8, y + 72, camp, 9.5, fill=MUTED))
    parts.append(svg.text(x + 8, y + 84, M("actions used this round: {used}", used=used), 9.5, fill=MUTED))
    if pieces:
        own = [(f"camp:{PIECE_NAMES[piece]}:{s}", f"{tr(piece_term(piece))} {s}" + (f" x{sizes.count(s)}"
                                                                                    if sizes.count(s) > 1 else ""))
               for piece, sizes in ((TEEPEE, teepees), (CANOE, canoes)) for s in sorted(set(sizes))]
        parts.append(chips(clicks, x + 8, y + 90, tr(term("camp")), own)[0])
        indians, shop_teepees, shop_canoes = state.shop(player)
        shop = [("shop:indian", tr(piece_term(INDIAN)))] if indians else []
        shop += [(f"shop:{PIECE_NAMES[piece]}:{s}", f"{tr(piece_term(piece))} {s}")
                 for piece, sizes in ((TEEPEE, shop_teepees), (CANOE, shop_canoes)) for s in sorted(set(sizes))]
        parts.append(chips(clicks, x + 8, y + 112, tr(term("shop")), shop)[0])
    return f'<g class="player" data-player="{player}">{"".join(parts)}</g>', height + 6


def _scoring(state: State, scored: list[RegionScore], y: float) -> tuple[str, float]:
    """How each occupied region would score now (or the last scoring just applied)."""
    x = PANEL_X
    tags = region_tags(scored)
    title = M("If the round ended now:") if state.phase != OVER else M("Final board:")
    parts = [svg.text(x, y + 13, title, 12, weight="bold")]
    yy = y + 30
    if not scored:
        parts.append(svg.text(x, yy, M("no region holds a piece yet"), 10.5, fill=MUTED))
        yy += 14
    for region in scored:
        tag, colour = tags[region.fields]
        lines = _lines(region.reason, 54)
        parts.append(f'<g class="region-score" data-region="{tag}">'
                     + svg.text(x, yy, tag, 10.5, weight="bold", fill=colour))
        for n, line in enumerate(lines):
            parts.append(svg.text(x + 30, yy + n * 12, line, 9.5))
        parts.append("</g>")
        yy += 12 * len(lines) + 4
    if state.events:
        yy += 6
        parts.append(svg.text(x, yy, M("Just scored (the round's last action):"), 11, weight="bold"))
        yy += 14
        for event in state.events:
            for n, line in enumerate(_lines(event, 60)):
                parts.append(svg.text(x + (12 if n else 0), yy, line, 9.5, fill=MUTED, cls="event"))
                yy += 12
    return "".join(parts), yy - y


def _lines(text: str, chars: int) -> list[str]:
    """A reason in lines (rendered in the page's language): a new line for each part after a ``:`` or ``;``,
    long parts wrapped."""
    rendered = tr(text)
    head, _, rest = rendered.partition(": ")
    if not rest:
        return svg.wrap(head, chars)
    pieces = [head + ":"] + rest.split("; ")
    if OPEN in rendered:  # the pseudo-language: each piece keeps the brackets it sits in
        depth, kept = 0, []
        for piece in pieces:
            start = depth
            for char in piece:
                depth = depth + 1 if char == OPEN else max(0, depth - 1) if char == CLOSE else depth
            kept.append(OPEN * start + piece + CLOSE * depth)
        pieces = kept
    lines = svg.wrap(pieces[0], chars)
    for part in pieces[1:]:
        lines += ["  " + line for line in svg.wrap(part, chars - 2)]
    return lines


def scoring(state: State) -> list[RegionScore]:
    """:meth:`State.scoring` with players named by colour in the reasons (glossary terms)."""
    return state.scoring()


def board_svg(state: State, *, viewer: int | None = None, targets: Mapping[str, str] | None = None,
              selected: Sequence[str] = (), highlight: Collection[FieldId] = (), spots: bool = True,
              width: int = 960, hints: bool = True) -> str:
    """The whole position as one standalone SVG document, ``width`` pixels wide, as ``viewer`` may see it
    (None: everything; a player: no other player's tile drawn or in hand); ``highlight`` fields (say,
    one region) are shaded and outlined in ink; ``spots`` shows where the tile in hand may go, when the
    player to move may place it; ``hints=False`` leaves out the panel of how each region would score
    (a tutorial hides it until the learner has answered).

    ``targets`` (target id -> hint, ids as :func:`click_path` gives them) are drawn clickable, and the
    ``selected`` ids marked as chosen; with ``targets`` (even empty) the drawing is interactive: the
    tile in hand, the camp and the shop of the player to act are drawn to be clicked, and the buttons
    in a strip under the title. Which targets are live is the caller's business: nothing here reads
    the rules."""
    clicks = Clicks(targets, selected)
    turns, turns_w, turns_h = _turns(state, clicks)
    strip, strip_h = button_strip(clicks, button_label, MARGIN + turns_w, TOP, WIDTH - 2 * MARGIN - turns_w,
                                  skip=clicks.shown("button:turn:") if turns else ())
    strip += turns
    top = TOP + (max(strip_h, turns_h, BUTTON_H + 8) if clicks.on else 0)
    scored = scoring(state)
    board, board_h = _board(state, scored, highlight, top, spots, clicks)
    parts = [_header(state), strip, board]
    part, h = _turn(state, top, viewer, clicks)
    parts.append(part)
    y = top + h
    for player in range(state.game.players):
        part, h = _player(state, player, y, clicks)
        parts.append(part)
        y += h
    part, h = _scoring(state, scored, y + 4) if hints else ("", 0.0)
    parts.append(part)
    legend_y = top + board_h + 16
    parts.append(_legend(legend_y))
    height = max(y + h + 8, legend_y + 40)
    title = tr(M("Apacze i Komancze: {phase}", phase=phase_text(state)))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {svg.num(height)}" width="{width}" '
            f'height="{round(width * height / WIDTH)}" font-family="{FONT}" role="img">'
            f'<title>{escape(title)}</title>' + svg.rect(0, 0, WIDTH, height, PAPER) + "".join(parts) + "</svg>")


def _legend(y: float) -> str:
    x = MARGIN
    parts = []
    for kind, terrain in enumerate(("prairie", "river", "mountains")):
        parts.append(svg.rect(x, y - 9, 12, 12, TERRAIN_FILL[terrain], stroke=EDGE))
        parts.append(svg.text(x + 16, y + 1, M("{terrain}: {animals}", terrain=term(terrain),
                                                animals=animal_term(kind, 2)), 10))
        x += 118
    parts.append(svg.text(MARGIN, y + 17, M("Numbers: the animals on a field. R1, R2...: the occupied regions, "
                                            "outlined, scored in the panel."), 9.5, fill=MUTED))
    parts.append(svg.text(MARGIN, y + 30, M("Tiles reconstructed: the rules summary does not describe them "
                                            "(edit tutor/games/apacze/data/tiles.json to match a box)."), 9.5, fill=MUTED,
                       cls="reconstructed-note"))
    return "".join(parts)


# --- clicking: the click paths of actions ---------------------------------------------------------

def field_id(field: FieldId) -> str:
    """``field:0,1:b``: a field of the board as a target id."""
    return "field:" + A.field_text(field)


def _parse_field(target_id: str) -> FieldId:
    place, _, letter = target_id.removeprefix("field:").partition(":")
    x, _, y = place.partition(",")
    return int(x), int(y), letter


def click_path(state: State, action: A.Action) -> tuple[str, ...]:
    """The targets a person clicks, in order, to play ``action`` in ``state``: the tile in hand, its
    spot, then its turn; a camp piece, then its field; an Indian's field, then where it goes; a field
    then how many Indians go there; a track for an animal; a shop piece to buy; a button for what has
    no place on the board (a move's kind, gathering, giving up an action, finishing, exchanging)."""
    v = action.verb
    if v == A.DRAW:
        return (f"button:draw:{action.tile}",)
    if v == A.PLACE:
        x, y = action.square
        return (f"hand:{state.hands[state.mover]}", f"spot:{x},{y}", f"button:turn:{90 * action.turn}")
    if v == A.PUT:
        if action.indians == 0:
            return ("button:no-indians",)
        x, y = state.putting
        return (field_id((x, y, action.letter)), f"button:put:{action.indians}")
    if v in (A.BUILD, A.ENLARGE):
        return (f"camp:{PIECE_NAMES[action.piece]}:{action.size}", field_id(action.field))
    if v == A.START:
        return (f"button:{A.MOVE_KINDS[action.kind]}-move",)
    if v == A.MOVE:
        return field_id(action.source), field_id(action.target)
    if v == A.GATHER:
        return "button:gather", field_id(action.field)
    if v == A.BRING:
        return (field_id(action.source),)
    if v == A.FINISH:
        return ("button:finish",)
    if v == A.GIVE_UP:
        first = f"button:give-up:{ACTION_TYPES[action.given_up].replace(' ', '-')}"
        return (first,) if action.gain is None else (first, f"track:{ANIMALS[action.gain]}")
    if v == A.PAY:
        return (f"track:{ANIMALS[action.spend]}",)
    if v == A.BUY:
        return ("shop:indian",) if action.piece == INDIAN else (f"shop:{PIECE_NAMES[action.piece]}:{action.size}",)
    return "button:exchange", f"track:{ANIMALS[action.spend]}", f"track:{ANIMALS[action.gained]}"


BUTTON_WORDS = {"no-indians": M("put no Indians"), "exchange": M("exchange 3 for 1"), "gather": M("gather Indians"),
                "next-region": M("next region"), "apply-scoring": M("apply the whole scoring"),
                "long-move": action_type(3), "short-move": action_type(4), "finish": Mc("apacze action", "finish"),
                **{f"turn:{d}": M("turned {degrees}\u00b0", degrees=d) for d in (0, 90, 180, 270)},
                **{f"put:{n}": P("{n} Indian", "{n} Indians", n=n) for n in range(1, 6)},
                **{f"give-up:{name.replace(' ', '-')}": M("give up {action}", action=action_type(t))
                   for t, name in enumerate(ACTION_TYPES)},
                **{f"draw:{kind}": M("draw {tile}", tile=tile_kind(kind)) for kind in KIND_BY_ID}}
button_label = label_of(BUTTON_WORDS)


def _turns(state: State, clicks: Clicks) -> tuple[str, float, float]:
    """The turns of the tile in hand as small tiles to click (``button:turn:<degrees>``), at the strip's
    start; their width and height (0 when none is offered)."""
    ids = clicks.shown("button:turn:")
    hand = state.hands[state.mover] if state.phase != OVER else None
    if not ids or hand is None:
        return "", 0, 0
    size, parts = 44, []
    for n, target_id in enumerate(ids):
        left, top = MARGIN + n * (size + 12), TOP
        chosen = clicks.chosen(target_id)
        degrees = int(target_id.rsplit(":", 1)[1])
        tile = _tile(Layout([(0, 0)], left, top, size), Placement(0, 0, hand, degrees // 90 % 4), label=False)
        frame = svg.rect(left - 3, top - 3, size + 6, size + 20, HALO if chosen else "#FFFFFF",
                         stroke=SELECT if chosen else INK, width=2 if chosen else 1.2, rx=4)
        words = svg.text(left + size / 2, top + size + 13, f"{degrees}\u00b0", 11, weight="bold", anchor="middle")
        parts.append(clicks.wrap(target_id, f'<g class="button turn">{frame}{tile}{words}</g>'))
    return "".join(parts), len(ids) * (size + 12), size + 26


def _field_marks(layout: Layout, state: State, clicks: Clicks) -> str:
    """Live and chosen fields, shaded over everything else so that a click anywhere on the field counts."""
    at = {(p.x, p.y): p for p in state.placements}
    parts = []
    for target_id in clicks.shown("field:"):
        x, y, letter = _parse_field(target_id)
        placement = at.get((x, y))
        if placement is None:
            continue
        chosen = clicks.chosen(target_id)
        fans = "".join(layout.polygon(x, y, _fan(first, length), fill=HALO if chosen else "#FFFFFF",
                                      fill_opacity="0.55" if chosen else "0.3", stroke=SELECT if chosen else INK,
                                      stroke_width="2.5" if chosen else "1.2", stroke_dasharray="none" if chosen else "4 2")
                       for run, first, length in _runs(placement.ring) if run == letter)
        parts.append(clicks.wrap(target_id, f'<g class="field-mark">{fans}</g>'))
    return "".join(parts)


# --- the regions graph -----------------------------------------------------------------------------

def region_graph(state: State) -> nx.Graph:
    """The board's regions graph (:func:`tutor.games.apacze.board.region_graph`)."""
    return regions_of_board(state.graph)


def regions_svg(state: State, *, width: int = 560) -> str:
    """The regions graph over a faint board: a circle per region (terrain colour, its animals
    inside, its tag if occupied), a line where two regions meet."""
    squares = [(p.x, p.y) for p in state.placements]
    layout = Layout(squares, 10, 10, WIDTH_REGIONS - 20)
    at = {(p.x, p.y): p for p in state.placements}
    graph = region_graph(state)
    tags = region_tags(scoring(state))
    centre = {}
    for node, data in graph.nodes(data=True):
        points = [layout.point(x, y, *_anchor(at[(x, y)], letter, data["terrain"])) for x, y, letter in data["fields"]]
        centre[node] = (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))
    parts = [svg.rect(*layout.point(x, y, 0, 0), layout.tile, layout.tile, "#F4F1EA", stroke="#DDD4C2")
             for x, y in squares]
    for a, b in graph.edges:
        (x1, y1), (x2, y2) = centre[a], centre[b]
        parts.append(f'<line class="region-edge" x1="{svg.num(x1)}" y1="{svg.num(y1)}" x2="{svg.num(x2)}" y2="{svg.num(y2)}" '
                     f'stroke="{MUTED}" stroke-width="1.2"/>')
    for node, data in graph.nodes(data=True):
        cx, cy = centre[node]
        r = 6 + 2.2 * math.sqrt(data["animals"])
        tag, colour = tags.get(data["fields"], ("", INK))
        parts.append(f'<g class="region-node" data-fields="{len(data["fields"])}">'
                     f'<circle cx="{svg.num(cx)}" cy="{svg.num(cy)}" r="{svg.num(r)}" fill="{TERRAIN_FILL[data["terrain"]]}" '
                     f'stroke="{colour}" stroke-width="{3 if tag else 1}"/>'
                     + svg.text(cx, cy + 4, str(data["animals"]), 10, weight="bold", anchor="middle")
                     + (svg.text(cx + r + 2, cy - r + 4, tag, 9, weight="bold", fill=colour) if tag else "") + "</g>")
    height = layout.height + 20
    title = M("Regions graph: {regions}, {borders}",
              regions=P("{n} region", "{n} regions", n=graph.number_of_nodes()),
              borders=P("{n} border", "{n} borders", n=graph.number_of_edges()))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH_REGIONS} {svg.num(height)}" width="{width}" '
            f'height="{round(width * height / WIDTH_REGIONS)}" font-family="{FONT}" role="img">'
            f'<title>{escape(tr(title))}</title>'
            + "".join(parts) + "</svg>")

