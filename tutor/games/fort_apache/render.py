"""Fort Apache as SVG: the fort drawn from the board graph's places, every figure, the control cards.

:func:`board_svg` draws a whole position. Sides are told apart three ways: cowboys are blue squares
lettered ``C``, Indians orange circles with a feather lettered ``I`` (Okabe-Ito colours). A figure that
has acted lies on its side; a dead one is gone. The board is reconstructed (the preview has no
drawing), and the drawing says so.
"""
from __future__ import annotations

from html import escape
from typing import Mapping, Sequence

from tutor.core.i18n import Joined, M, Mc, Message, P, Term, tr
from tutor.games.fort_apache import actions as A
from tutor.games.fort_apache.actions import (FIGURES, NUM_COWBOYS, building_term, card_term, figure_name, figure_words,
                                             place_term, side_of, side_term, zone_term)
from tutor.games.fort_apache.board import (BUILDING_OF, BUILDINGS, CAMPS, CLIMB, COWBOYS, GATE, GATE_DAMAGE_TO_BREAK,
                                           INDEX, KIND, PLACES, RUBBLE_BOXES, SIDES, ZONES, board_data)
from tutor.games.fort_apache.cards import CARDS, TARGETED, in_hand
from tutor.games.fort_apache.constants import ARROW, CLIMBING, GATE_ROLL, MELEE, SHOT, TRACK_NAMES
from tutor.games.fort_apache.state import State
from tutor.render import svg
from tutor.render.clicks import BUTTON_H, SELECT, Clicks, button_strip, chips, label_of
from tutor.render.svg import EDGE, FONT, HALO, INK, MUTED, PANEL, PAPER

#: side -> (fill, letter, shape): Okabe-Ito blue and vermilion, with a letter and a shape each
SIDE_STYLE = {0: ("#0072B2", "C", "square"), 1: ("#D55E00", "I", "circle")}
FIRE_RED = "#C0392B"
WATER = "#56B4E9"
WALL = "#6E4B2A"
ZONE_FILLS = {"north": "#EFE6CF", "east": "#E8EBD5", "south": "#EFE6CF", "west": "#E8EBD5"}
ROLL_WORDS = {SHOT: Term("fort_apache", "shot"), ARROW: Term("fort_apache", "arrow"),
              MELEE: Term("fort_apache", "melee"), CLIMBING: Term("fort_apache", "climb"),
              GATE_ROLL: Term("fort_apache", "gate attack")}
T = "fort_apache"

WIDTH, HEIGHT = 960, 700
MARGIN = 12
TOP = 48  # below the header
BOARD = 620  # the board square's side in px
UNIT = BOARD / 10  # px per graph unit (the graph spans about -4.8 .. 4.8)
CX, CY = MARGIN + BOARD / 2, TOP + BOARD / 2
PANEL_X = MARGIN + BOARD + 12
PANEL_W = WIDTH - PANEL_X - MARGIN
FIG = 22  # a standing figure's size in px
XY = {p["name"]: tuple(p["xy"]) for p in board_data()["places"]}


def _at(x: float, y: float) -> tuple[float, float]:
    """Graph coordinates (north up) to SVG pixels."""
    return CX + x * UNIT, CY - y * UNIT


def _place_xy(place: int) -> tuple[float, float]:
    return _at(*XY[PLACES[place]])


def _square(half: float, fill: str, stroke: str = "none", width: float = 1) -> str:
    """A square centred on the fort, ``half`` graph units from centre to side."""
    x, y = _at(-half, half)
    return svg.rect(x, y, 2 * half * UNIT, 2 * half * UNIT, fill, stroke=stroke, width=width)


# --- the ground ------------------------------------------------------------------------------------


def _ground() -> str:
    """Zones, rings, the wall, walkways and yards, each labelled."""
    parts = []
    corners = {"north": ((-5, 5), (5, 5)), "east": ((5, 5), (5, -5)), "south": ((5, -5), (-5, -5)),
               "west": ((-5, -5), (-5, 5))}
    for zone, (a, b) in corners.items():
        pts = " ".join(f"{svg.num(px)},{svg.num(py)}" for px, py in (_at(0, 0), _at(*a), _at(*b)))
        parts.append(f'<polygon class="zone" data-zone="{zone}" points="{pts}" fill="{ZONE_FILLS[zone]}"/>')
    parts += [_square(4.65, "#E3D3AC", EDGE), _square(3.75, "#D7C597", EDGE), _square(2.85, "#C9B27A")]
    for zone, (x, y) in {"north": (0, 4.82), "east": (4.82, 0), "south": (0, -4.82), "west": (-4.82, 0)}.items():
        px, py = _at(x, y)
        rotate = {"east": 90, "west": -90}.get(zone, 0)
        parts.append(f'<g transform="rotate({rotate} {svg.num(px)} {svg.num(py)})">'
                     + svg.text(px, py + 5, tr(Term(T, zone)).upper(), 14, weight="bold", anchor="middle", fill=MUTED) + "</g>")
    for ring, y in ((M("cavalry ring"), 4.55), (M("climbing ring"), 3.65)):
        px, py = _at(-2.2, y)
        parts.append(svg.text(px, py + 10, ring, 10, fill=MUTED))
    parts.append(_square(2.85, "none", WALL, 7))  # the wall
    parts.append(_square(2.0, "#EADFC6", WALL, 1.5))  # the yard's edge, walkways between it and the wall
    px, py = _at(2.05, 2.75)
    parts.append(svg.text(px, py + 11, M("walkway"), 10, fill=MUTED))
    for x1, y1, x2, y2 in ((-2, 2, -2.85, 2.85), (2, 2, 2.85, 2.85), (2, -2, 2.85, -2.85), (-2, -2, -2.85, -2.85)):
        (ax, ay), (bx, by) = _at(x1, y1), _at(x2, y2)
        parts.append(f'<line x1="{svg.num(ax)}" y1="{svg.num(ay)}" x2="{svg.num(bx)}" y2="{svg.num(by)}" stroke="{WALL}" '
                     'stroke-width="1.5"/>')
    for name in ("north yard", "east yard", "south yard", "west yard"):
        px, py = _at(*XY[name])
        parts.append(svg.text(px, py + 22, Term(T, name), 10, anchor="middle", fill=MUTED))
    return "".join(parts)


def _camps() -> str:
    parts = []
    for camp in CAMPS:
        px, py = _place_xy(camp)
        parts.append(f'<g class="camp" data-place="{PLACES[camp]}">'
                     f'<circle cx="{svg.num(px)}" cy="{svg.num(py)}" r="{svg.num(0.62 * UNIT)}" fill="#F4E1C1" '
                     f'stroke="{WALL}" stroke-width="1.5" stroke-dasharray="5 3"/>'
                     + svg.text(px, py - 0.62 * UNIT - 4, place_term(camp), 10.5, weight="bold", anchor="middle")
                     + "</g>")
    return "".join(parts)


def _gate(state: State) -> str:
    """The gate in the south wall: its damage in pips, drawn open once broken."""
    gx, _ = _at(*XY["gate"])
    _, wall_y = _at(0, -2.85)
    w, h = 0.85 * UNIT, 16
    broken = state.gate_broken
    parts = [f'<g class="gate{" broken" if broken else ""}" data-damage="{state.gate}">']
    if broken:
        parts.append(svg.rect(gx - w / 2, wall_y - h / 2, w, h, PAPER, stroke=FIRE_RED, width=2, dash="4 3")
                     + svg.text(gx, wall_y + 4, tr(M("broken")).upper(), 10, weight="bold", anchor="middle", fill=FIRE_RED))
    else:
        parts.append(svg.rect(gx - w / 2, wall_y - h / 2, w, h, "#A0744A", stroke=INK, width=1.5, rx=2))
        for i in range(GATE_DAMAGE_TO_BREAK):
            fill = FIRE_RED if i < state.gate else PAPER
            parts.append(f'<circle cx="{svg.num(gx - 12 + 12 * i)}" cy="{svg.num(wall_y)}" r="4" fill="{fill}" '
                         f'stroke="{INK}" stroke-width="1"/>')
    parts.append(svg.text(gx + w / 2 + 4, wall_y + 18, M("gate (damage {damage}/{most})", damage=state.gate, most=GATE_DAMAGE_TO_BREAK), 10,
                       weight="bold"))
    return "".join(parts) + "</g>"


def _flame(x: float, y: float, size: float) -> str:
    """A flame icon (red outer, yellow inner) centred on (x, y)."""
    s = size / 20
    return (f'<g class="flame" transform="translate({svg.num(x)} {svg.num(y)}) scale({s:g})">'
            f'<path d="M0,-10 C6,-4 8,2 6,6 C4,10 -4,10 -6,6 C-8,2 -4,-2 -2,-6 C-1,-2 1,-2 0,-10 Z" fill="{FIRE_RED}" '
            f'stroke="{INK}" stroke-width="1"/><path d="M0,0 C3,3 3,7 0,8 C-3,7 -3,3 0,0 Z" fill="#F0E442"/></g>')


def _building(state: State, b: int, clicks: Clicks) -> str:
    """A building with its water and repair spots, fire, rubble track, or its ruin."""
    name = BUILDINGS[b]
    spots = [p for p in range(len(PLACES)) if BUILDING_OF[p] == b]
    xs = [_place_xy(p)[0] for p in spots]
    ys = [_place_xy(p)[1] for p in spots]
    pad = 0.3 * UNIT
    x, y = min(xs) - pad, min(ys) - pad
    w, h = max(xs) - min(xs) + 2 * pad, max(ys) - min(ys) + 2 * pad
    destroyed, burning = state.destroyed(b), state.fire[b]
    cls = "building" + (" destroyed" if destroyed else "") + (" burning" if burning else "")
    parts = [f'<g class="{cls}" data-building="{name}" data-damage="{state.damage[b]}">',
             svg.rect(x, y, w, h, "#B8B1A5" if destroyed else "#F7F1E3", stroke=INK, width=2, rx=4,
                   dash="5 3" if destroyed else "")]
    bx, by = _place_xy(INDEX[name])
    label_y = y - 7 if by < CY else y + h + 15
    label = M("{building} (destroyed)", building=building_term(b)) if destroyed else building_term(b)
    parts.append(svg.text(x + w / 2, label_y, label, 11.5, weight="bold", anchor="end" if not destroyed else "middle"))
    if destroyed:
        parts.append(f'<path d="M{svg.num(x)},{svg.num(y)} L{svg.num(x + w)},{svg.num(y + h)} M{svg.num(x + w)},{svg.num(y)} '
                     f'L{svg.num(x)},{svg.num(y + h)}" stroke="{INK}" stroke-width="1.5"/>')
        return clicks.wrap(building_id(b), "".join(parts) + "</g>")
    for p in spots:
        px, py = _place_xy(p)
        if KIND[p] == "extinguish":
            parts.append(f'<circle cx="{svg.num(px)}" cy="{svg.num(py)}" r="10" fill="{WATER}" stroke="{INK}" '
                         'stroke-width="1"/>' + svg.text(px, py + 4, Mc("water spot, one letter", "W"), 10, weight="bold", anchor="middle"))
        elif KIND[p] == "repair":
            parts.append(svg.rect(px - 9, py - 9, 18, 18, "#E0E0E0", stroke=INK, width=1) +
                         svg.text(px, py + 4, Mc("repair spot, one letter", "R"), 10, weight="bold", anchor="middle"))
    if burning:
        parts.append(_flame(bx, by - 2, 26))
    # rubble track after the name: the marker fills the boxes the fire has burnt
    for i in range(RUBBLE_BOXES[b]):
        filled = state.damage[b] > i
        parts.append(svg.rect(x + w / 2 + 5 + 15 * i, label_y - 10, 12, 12, "#7A6A55" if filled else PAPER,
                           stroke=INK, width=1))
    return clicks.wrap(building_id(b), "".join(parts) + "</g>")


def _gate_repair() -> str:
    px, py = _place_xy(INDEX["gate repair"])
    return (svg.rect(px - 9, py - 9, 18, 18, "#E0E0E0", stroke=INK, width=1)
            + svg.text(px, py + 4, Mc("repair spot, one letter", "R"), 10, weight="bold", anchor="middle")
            + svg.text(px + 13, py + 4, place_term(INDEX["gate repair"]), 9.5, fill=MUTED))


# --- figures ---------------------------------------------------------------------------------------


def _figure(state: State, f: int, x: float, y: float, clicks: Clicks) -> str:
    """One figure centred on (x, y): standing, or lying on its side once it has acted."""
    side = side_of(f)
    fill, letter, shape = SIDE_STYLE[side]
    laid = state.is_laid(f)
    climbing = state.is_climbing(f)
    label = f"{letter}{f + 1 if side == COWBOYS else f - NUM_COWBOYS + 1}"
    w, h = (FIG + 8, FIG - 8) if laid else (FIG, FIG)
    if shape == "square":
        body = svg.rect(x - w / 2, y - h / 2, w, h, fill, stroke=INK, width=1.5, rx=3)
    else:
        feather = (f"{svg.num(x + w / 2 - 2)},{svg.num(y - 3)} {svg.num(x + w / 2 + 8)},{svg.num(y)} {svg.num(x + w / 2 - 2)},"
                   f"{svg.num(y + 3)}" if laid else
                   f"{svg.num(x - 3)},{svg.num(y - h / 2 + 2)} {svg.num(x)},{svg.num(y - h / 2 - 8)} {svg.num(x + 3)},"
                   f"{svg.num(y - h / 2 + 2)}")
        body = (f'<polygon points="{feather}" fill="#F0E442" stroke="{INK}" stroke-width="1"/>'
                f'<ellipse cx="{svg.num(x)}" cy="{svg.num(y)}" rx="{svg.num(w / 2)}" ry="{svg.num(h / 2)}" fill="{fill}" '
                f'stroke="{INK}" stroke-width="1.5"/>')
    body += svg.text(x, y + (3.5 if laid else 4.5), label, 9.5 if laid else 11, weight="bold", anchor="middle",
                  fill="#FFFFFF")
    if climbing:
        body += (f'<circle cx="{svg.num(x + w / 2)}" cy="{svg.num(y - h / 2)}" r="6" fill="#FFFFFF" stroke="{INK}"/>'
                 + svg.text(x + w / 2, y - h / 2 + 4, "^", 11, weight="bold", anchor="middle"))
    where = M("{figure} on {place}", figure=figure_words(f), place=place_term(state.places[f], True))
    if laid and climbing:
        where = M("{figure} on {place}, has acted (lying down), climbing: rolls next Indian turn", figure=figure_words(f),
                  place=place_term(state.places[f], True))
    elif laid:
        where = M("{figure} on {place}, has acted (lying down)", figure=figure_words(f),
                  place=place_term(state.places[f], True))
    elif climbing:
        where = M("{figure} on {place}, climbing: rolls next Indian turn", figure=figure_words(f),
                  place=place_term(state.places[f], True))
    cls = "figure " + ("cowboy" if side == COWBOYS else "indian") + (" laid" if laid else "")
    own = figure_id(f)
    if clicks.live(own) or clicks.chosen(own):
        chosen = clicks.chosen(own)
        dash = "" if chosen else ' stroke-dasharray="3 2"'
        body = (f'<circle cx="{svg.num(x)}" cy="{svg.num(y)}" r="{FIG * 0.8:g}" fill="{HALO if chosen else "#FFFFFF"}" '
                f'fill-opacity="0.8" stroke="{SELECT if chosen else INK}" stroke-width="{2.5 if chosen else 1.2}"'
                f'{dash}/>' + body)
    passive = ' pointer-events="none"' if clicks.on and not (clicks.live(own) or clicks.chosen(own)) else ""
    return clicks.wrap(own, f'<g class="{cls}" data-figure="{figure_name(f)}" data-place="{PLACES[state.places[f]]}"'
                       f'{passive}><title>{escape(tr(where))}'
                       f'</title>{body}</g>')


def _figure_spots(state: State) -> dict[int, tuple[float, float]]:
    """Where each live figure is drawn: figures sharing a place stand in lines of three along its ring
    (side by side in the north and south, one above the other in the east and west)."""
    spots = {}
    for place in range(len(PLACES)):
        here = state.at(place)
        gx, gy = XY[PLACES[place]]
        upright = abs(gx) > abs(gy)
        for i, f in enumerate(here):
            line, n = divmod(i, 3)
            along = (n - (min(3, len(here) - 3 * line) - 1) / 2) * (FIG + 9)
            across = (line - ((len(here) + 2) // 3 - 1) / 2) * (FIG + 10)
            px, py = _place_xy(place)
            py += 16 if place == GATE else 0  # clear of the gate drawn in the wall
            spots[f] = (px + across, py + along) if upright else (px + along, py + across)
    return spots


def _figures(state: State, spots: dict[int, tuple[float, float]], clicks: Clicks) -> str:
    return "".join(_figure(state, f, *spots[f], clicks) for f in range(FIGURES) if f in spots)


def _arrow(a: tuple[float, float], b: tuple[float, float], colour: str, cls: str) -> str:
    return (f'<line class="{cls}" x1="{svg.num(a[0])}" y1="{svg.num(a[1])}" x2="{svg.num(b[0])}" y2="{svg.num(b[1])}" '
            f'stroke="{colour}" stroke-width="3" stroke-dasharray="7 4" stroke-linecap="round"/>')


def _target_xy(kind: int, target: int, spots: dict[int, tuple[float, float]]) -> tuple[float, float] | None:
    """Where a roll's target is drawn: a figure, a building, the walkway a climber aims at, the gate."""
    if kind in (SHOT, MELEE):
        return spots.get(target)
    if kind == ARROW:
        return _place_xy(INDEX[BUILDINGS[target]])
    return _place_xy(CLIMB[target][0] if kind == CLIMBING else target)


def _last_action(state: State, spots: dict[int, tuple[float, float]]) -> str:
    """A halo around the figure the last action moved or used, and a line to its target."""
    if not state.history:
        return ""
    action = state.history[-1]
    parts = []
    if action.verb in (A.MOVE, A.SHOOT, A.FIRE, A.KINDLE, A.MELEE, A.CLIMB, A.WITHDRAW) and action.who in spots:
        x, y = spots[action.who]
        if action.verb == A.SHOOT and action.enemy in spots:
            parts.append(_arrow((x, y), spots[action.enemy], HALO, "shot-line"))
        elif action.verb == A.FIRE:
            parts.append(_arrow((x, y), _place_xy(INDEX[BUILDINGS[action.building]]), HALO, "shot-line"))
        elif action.verb == A.MOVE:
            parts.append(_arrow(_place_xy(action.place), (x, y), HALO, "move-line"))
        parts.append(f'<circle cx="{svg.num(x)}" cy="{svg.num(y)}" r="{FIG * 0.95:g}" fill="{HALO}" stroke="{INK}" '
                     'stroke-width="2"/>')
    if not parts:
        return ""
    return f'<g class="last-action" data-action="{escape(str(action))}">{"".join(parts)}</g>'


def _pending_line(state: State, spots: dict[int, tuple[float, float]]) -> str:
    """A red dashed line from the figure whose roll is pending to its target."""
    if not state.pending or state.pending[0].who not in spots:
        return ""
    roll = state.pending[0]
    target = _target_xy(roll.kind, roll.target, spots)
    return _arrow(spots[roll.who], target, FIRE_RED, "pending-line") if target else ""


# --- clicking: the click paths of actions ---------------------------------------------------------


def figure_id(figure: int) -> str:
    """``figure:c2`` for cowboy 2, ``figure:i1`` for indian 1."""
    kind, number = figure_name(figure).split()
    return f"figure:{kind[0]}{number}"


def place_id(place: int) -> str:
    return "place:" + PLACES[place].replace(" ", "-")


def building_id(building: int) -> str:
    return "building:" + BUILDINGS[building]


def card_id(card: int) -> str:
    return "card:" + CARDS[card].name.replace(" ", "-")


#: the button that tells apart two actions of one figure at one target (a shot or a fight, an arrow or a torch)
VERB_BUTTONS = {A.SHOOT: "button:shoot", A.MELEE: "button:melee", A.FIRE: "button:fire-arrow",
                A.KINDLE: "button:set-fire"}


def _natural(action: A.Action) -> tuple[str, ...]:
    v = action.verb
    if v == A.ROLL:
        return (f"die:{action.face}",)
    if v == A.HITS:
        return (f"button:hits:{action.hits}",)
    if v == A.END:
        return ("button:end-turn",)
    if v == A.TAKE_HIT:
        return ("button:take-hit",)
    if v == A.ASSAULT:  # the gate, then the three Indians when the player chooses them
        return ("zone:gate",) + tuple(figure_id(f) for f in A.gang_of(action))
    if v == A.CARD:
        target = TARGETED.get(CARDS[action.card].effect)
        if target == "figure":
            return card_id(action.card), figure_id(action.ally)
        if target == "building":
            return card_id(action.card), building_id(action.building)
        return (card_id(action.card),)
    who = figure_id(action.who)
    if v == A.WITHDRAW:
        return (who,)
    if v == A.MOVE:
        return who, place_id(action.to)
    if v in (A.SHOOT, A.MELEE):
        return who, figure_id(action.enemy)
    if v in (A.FIRE, A.KINDLE):
        return who, building_id(action.building)
    return who, f"zone:{ZONES[action.zone]}"  # CLIMB


def click_path(state: State, action: A.Action) -> tuple[str, ...]:
    """The targets a person clicks, in order, to play ``action`` in ``state``: a figure, then where it
    goes, whom it shoots or fights, the building it sets on fire or the wall it climbs (a figure alone
    goes for supplies); a card, then the figure or building it is for; the gate to assault it; a die's
    face for a roll; a button for ending the turn, taking a hit or a number of hits. When one figure
    could both shoot and fight the same enemy (or both shoot a fire arrow at and set fire to the same
    building), a button saying which comes last."""
    path = _natural(action)
    if action.verb in VERB_BUTTONS and any(
            other != action and other.verb in VERB_BUTTONS and _natural(other) == path for other in state.legal_actions()):
        path += (VERB_BUTTONS[action.verb],)
    return path


BUTTON_WORDS = {"end-turn": M("end turn"), "take-hit": M("take the hit"), "melee": M("fight hand to hand"),
                "roll": M("roll the dice"), "fire-arrow": M("shoot a fire arrow"), "set-fire": M("set fire from inside"),
                "shoot": M("shoot"),
                **{f"hits:{k}": P("{n} hit of 3", "{n} hits of 3", n=k) for k in range(4)}}
button_label = label_of(BUTTON_WORDS)


def _wall(zone: str) -> tuple[float, float, float, float]:
    """The band of a zone's wall a climber is clicked onto: x, y, width, height in pixels."""
    a, b = 2.6, 0.22
    x0, y0 = {"north": (-a, 2.85 + b), "south": (-a, -2.85 + b), "east": (2.85 - b, a), "west": (-2.85 - b, a)}[zone]
    w, h = (2 * a, 2 * b) if zone in ("north", "south") else (2 * b, 2 * a)
    x, y = _at(x0, y0)
    return x, y, w * UNIT, h * UNIT


def _place_marks(clicks: Clicks) -> str:
    """Live and chosen places (rings), walls (bands) and the gate, over the ground and under the figures."""
    parts = []
    for target_id in clicks.shown("zone:"):
        chosen = clicks.chosen(target_id)
        zone = target_id.removeprefix("zone:")
        x: float
        y: float
        w: float
        h: float  # the gate's band is given in whole pixels, a wall's in board units
        if zone == "gate":
            gx, gy = _at(XY["gate"][0], -2.85)
            x, y, w, h = gx - 0.55 * UNIT, gy - 14, 1.1 * UNIT, 28
        elif zone in ZONES:
            x, y, w, h = _wall(zone)
        else:
            continue
        mark = svg.rect(x, y, w, h, HALO if chosen else "#FFFFFF", stroke=SELECT if chosen else INK, width=2, rx=4,
                        dash="" if chosen else "5 3")
        parts.append(clicks.wrap(target_id, f'<g class="wall-mark" fill-opacity="0.7">{mark}</g>'))
    for target_id in clicks.shown("place:"):
        name = target_id.removeprefix("place:").replace("-", " ")
        if name not in INDEX:
            continue
        px, py = _place_xy(INDEX[name])
        chosen = clicks.chosen(target_id)
        dash = "" if chosen else ' stroke-dasharray="4 3"'
        ring = (f'<circle cx="{svg.num(px)}" cy="{svg.num(py)}" r="17" fill="{HALO if chosen else "#FFFFFF"}" '
                f'fill-opacity="0.75" stroke="{SELECT if chosen else INK}" stroke-width="2"{dash}/>')
        parts.append(clicks.wrap(target_id, f'<g class="place-mark">{ring}</g>'))
    return "".join(parts)


# --- the side panel --------------------------------------------------------------------------------


def _die(x: float, y: float, face: int, size: float, hit: bool | None) -> str:
    """A die showing ``face``; green if it hits, grey if it misses, white when unknown."""
    fill = {True: "#9BD3AE", False: "#D9D4CC", None: "#FFFFFF"}[hit]
    pips = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)], 4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
            5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)], 6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}
    q = size * 0.26
    dots = "".join(f'<circle cx="{svg.num(x + size / 2 + dx * q)}" cy="{svg.num(y + size / 2 + dy * q)}" '
                   f'r="{svg.num(size * 0.09)}" fill="{INK}"/>' for dx, dy in pips[face])
    return (f'<g class="die" data-face="{face}">' + svg.rect(x, y, size, size, fill, stroke=INK, width=1.3, rx=size / 6)
            + dots + "</g>")


def _turn_box(state: State, y: float) -> tuple[str, float]:
    outcome = state.outcome()
    if outcome is not None:
        text, fill = tr(outcome.reason), HALO
    else:
        fill = SIDE_STYLE[state.side][0]
        text = tr(M("{side} to play, round {round}", side=side_term(state.side), round=state.round))
    parts = [f'<g class="turn" data-side="{SIDES[state.side]}" data-phase="{state.phase_name}">',
             svg.rect(PANEL_X, y, PANEL_W, 30, fill, stroke=INK, width=1.5, rx=8)]
    ink = INK if outcome is not None else "#FFFFFF"
    for n, line in enumerate(svg.wrap(text, 44)[:2]):
        parts.append(svg.text(PANEL_X + 10, y + 20 + 14 * n, line, 13 if n == 0 and len(text) < 45 else 11.5,
                           weight="bold", fill=ink, cls="result" if outcome else ""))
    return "".join(parts) + "</g>", 38


def _roll_words(state: State) -> Message:
    roll = state.pending[0]
    if roll.kind == GATE_ROLL:
        return M("the gate: three dice, each hits on 1, 3, 5")
    faces = Joined(state.faces(side_of(roll.who), roll.faces), ", ")
    target = {SHOT: lambda: figure_words(roll.target), MELEE: lambda: figure_words(roll.target),
              ARROW: lambda: building_term(roll.target), CLIMBING: lambda: M("the wall")}[roll.kind]()
    return M("{figure}: {kind} at {target}, hits on {faces}", figure=figure_words(roll.who), kind=ROLL_WORDS[roll.kind],
             target=target, faces=faces)


def _dice_box(state: State, y: float, clicks: Clicks) -> tuple[str, float]:
    """The pending roll with its hit faces, or the last roll's die."""
    parts = [svg.rect(PANEL_X, y, PANEL_W, 74, "#FFFFFF", stroke=EDGE, rx=8)]
    last = state.history[-1] if state.history else None
    if state.pending:
        roll = state.pending[0]
        title = M("Roll pending (+{more} more)", more=len(state.pending) - 1) if len(state.pending) > 1 \
            else M("Roll pending")
        parts.append(svg.text(PANEL_X + 8, y + 16, title, 11.5, weight="bold"))
        parts.append(svg.text(PANEL_X + 8, y + 31, _roll_words(state), 10.5, cls="pending"))
        faces = (1, 3, 5) if roll.kind == GATE_ROLL else state.faces(side_of(roll.who), roll.faces)
        for face in range(1, 7):
            parts.append(clicks.wrap(f"die:{face}", _die(PANEL_X + 8 + 28 * (face - 1), y + 40, face, 24,
                                                        face in faces)))
        parts.append(svg.text(PANEL_X + 180, y + 58, M("green faces hit"), 10, fill=MUTED))
        return f'<g class="dice pending-roll">{"".join(parts)}</g>', 82
    if last is not None and last.verb in (A.ROLL, A.HITS):
        parts.append(svg.text(PANEL_X + 8, y + 16, M("Last roll"), 11.5, weight="bold"))
        if last.verb == A.ROLL:
            parts.append(_die(PANEL_X + 8, y + 26, last.face, 38, None))
            parts.append(svg.text(PANEL_X + 56, y + 50, M("rolled {face}", face=last.face), 13, weight="bold"))
        else:
            parts.append(svg.text(PANEL_X + 8, y + 48, M("gate: {hits} of 3 dice hit", hits=last.hits), 13, weight="bold"))
        return f'<g class="dice last-action" data-action="{escape(str(last))}">{"".join(parts)}</g>', 82
    parts.append(svg.text(PANEL_X + 8, y + 16, M("Dice"), 11.5, weight="bold"))
    parts.append(svg.text(PANEL_X + 8, y + 40, M("no roll pending"), 11, fill=MUTED))
    return f'<g class="dice">{"".join(parts)}</g>', 82


def _track(state: State, side: int, track: int, x: float, y: float) -> str:
    """One column of a control card: icon box, boxes to the red one, white and black markers."""
    boxes = state.game.boxes
    white, black = state.tracks[side].markers(track)
    parts = [f'<g class="track" data-side="{SIDES[side]}" data-track="{TRACK_NAMES[track]}" '
             f'data-white="{white}" data-black="{black}">',
             svg.text(x, y + 12, (M("ammo"), Term(T, "energy"))[track], 10.5, weight="bold")]
    step = 23
    for i in range(boxes + 1):
        fill = "#F2B8B0" if i == boxes else ("#E8E0CC" if i == 0 else "#FFFFFF")
        bx = x + 42 + i * step
        parts.append(svg.rect(bx, y, 20, 16, fill, stroke=INK, width=1))
        if i == 0:
            parts.append(svg.text(bx + 10, y + 12, Mc("ammunition, one letter", "A") if track == 0
                                  else Mc("energy, one letter", "E"), 9, weight="bold", anchor="middle"))
    wx, bxm = x + 42 + white * step + 10, x + 42 + black * step + 10
    parts.append(f'<circle cx="{svg.num(wx)}" cy="{svg.num(y + 8)}" r="5.5" fill="#FFFFFF" stroke="{INK}" stroke-width="2"/>')
    parts.append(f'<rect x="{svg.num(bxm - 4)}" y="{svg.num(y + 18)}" width="8" height="6" fill="{INK}"/>')
    left = state.spends_left(side, track)
    parts.append(svg.text(x + 42 + (boxes + 1) * step + 4, y + 12, M("{n} left", n=left), 10, cls="spends-left"))
    return "".join(parts) + "</g>"


def _side_box(state: State, side: int, y: float, clicks: Clicks) -> tuple[str, float]:
    """A side's control card (both columns), cards in hand and figures alive."""
    fill, letter, _ = SIDE_STYLE[side]
    alive = len(state.alive(side))
    total = NUM_COWBOYS if side == COWBOYS else FIGURES - NUM_COWBOYS
    cards = [M("{card} x{n}", card=card_term(c), n=n) for c, n in in_hand(side, state.hands[side]) if n]
    lines = svg.wrap(tr(M("cards:")) + " " + ", ".join(tr(c) for c in cards) if cards else tr(M("cards: none left")),
                     50, ", ")
    hand, hand_h = "", 0.0
    if clicks.on:  # the cards as chips a person clicks
        lines = [] if cards else [tr(M("cards: none left"))]
        hand, hand_h = chips(clicks, PANEL_X + 16, y + 84, M("cards"), [
            (card_id(c), tr(M("{card} x{n}", card=card_term(c), n=n))) for c, n in in_hand(side, state.hands[side]) if n], PANEL_W - 24)
        hand_h += 4
    height = 92 + 13 * len(lines) + hand_h
    last = state.history[-1] if state.history else None
    highlighted = last is not None and last.verb in (A.CARD, A.TAKE_HIT) and last.who == side
    cls = "side-panel" + (" last-action" if highlighted else "")
    data = f' data-action="{escape(str(last))}"' if highlighted else ""
    parts = [f'<g class="{cls}" data-side="{SIDES[side]}"{data}>']
    if highlighted:
        parts.append(svg.rect(PANEL_X - 3, y - 3, PANEL_W + 6, height + 6, HALO, stroke=INK, width=2, rx=10))
    parts += [svg.rect(PANEL_X, y, PANEL_W, height, "#FFFFFF", stroke=EDGE, rx=8),
              svg.rect(PANEL_X, y, 8, height, fill, rx=3),
              svg.text(PANEL_X + 16, y + 17, M("{letter}  {side}: {alive} of {total} alive", letter=letter, side=side_term(side), alive=alive,
                              total=total), 12.5, weight="bold"),
              _track(state, side, 0, PANEL_X + 16, y + 27), _track(state, side, 1, PANEL_X + 16, y + 55)]
    if state.played[side]:
        parts.append(svg.text(PANEL_X + PANEL_W - 8, y + 17, M("card played"), 10, anchor="end", fill=MUTED))
    for n, line in enumerate(lines):
        parts.append(svg.text(PANEL_X + 16, y + 94 + 13 * n, line, 10, cls="hand"))
    parts.append(hand)
    return "".join(parts) + "</g>", height + 8


def _events(state: State, y: float, bottom: float) -> str:
    parts = [svg.text(PANEL_X, y + 12, M("What just happened"), 11.5, weight="bold")]
    last = state.history[-1] if state.history else None
    lines = [tr(M("last action: {action}", action=A.describe(last)))] if last else [tr(M("last action: none recorded"))]
    lines += [tr(event) for event in state.events]
    yy = y + 27
    for event in lines:
        for n, line in enumerate(svg.wrap(event, 52)):
            if yy > bottom:
                break
            parts.append(svg.text(PANEL_X + (10 if n else 0), yy, ("\u2022 " if not n else "") + line, 10.5,
                               fill=INK if event == lines[0] else MUTED, cls="event"))
            yy += 13
    return "".join(parts)


def _header(state: State) -> str:
    # the readings that differ from the usual ones, in the register's plain words (never option=value)
    changed = [i.reading(state.game.options[i.option]).plain for i in state.game.INTERPRETATIONS
               if i.option and state.game.options[i.option] != i.default]
    joined = tr(Joined(changed, "; "))
    said = joined if len(changed) == 1 or len(joined) <= 60 else \
        tr(P("{n} reading differs from the usual ones", "{n} readings differ from the usual ones", n=len(changed)))
    return (svg.rect(0, 0, WIDTH, TOP - 6, PANEL, stroke=EDGE)
            + svg.text(MARGIN, 27, Term(T, "Fort Apache"), 20, weight="bold")
            + svg.text(150, 27, M("reading: {said}", said=said) if changed else M("the usual rule readings"), 11, fill=MUTED)
            + svg.text(WIDTH - MARGIN, 27, M("board reconstructed from the rulebook text"), 11, weight="bold",
                    anchor="end", fill="#A4231B", cls="reconstructed"))


def _legend() -> str:
    y = TOP + BOARD - 14
    x = MARGIN + 8
    return (svg.rect(x - 4, y - 14, 270, 22, "#FFFFFF", stroke=EDGE, rx=6)
            + svg.rect(x, y - 9, 12, 12, SIDE_STYLE[0][0], stroke=INK)
            + svg.text(x + 16, y + 2, M("C cowboy"), 10)
            + f'<circle cx="{x + 78}" cy="{y - 3}" r="6" fill="{SIDE_STYLE[1][0]}" stroke="{INK}"/>'
            + svg.text(x + 88, y + 2, M("I Indian"), 10)
            + svg.text(x + 134, y + 2, M("lying = acted, ^ = climbing"), 10, fill=MUTED))


def board_svg(state: State, *, viewer: int | None = None, targets: Mapping[str, str] | None = None,
              selected: Sequence[str] = (), width: int = 960) -> str:
    """The whole battle as one standalone SVG document, ``width`` pixels wide.

    Nothing is hidden in Fort Apache, so every ``viewer`` (a side, or None) sees the same drawing.
    ``targets`` (target id -> hint, ids as :func:`click_path` gives them) are drawn clickable and the
    ``selected`` ids marked as chosen; with ``targets`` (even empty) the drawing is interactive: the
    cards in hand are chips and the buttons stand in a strip under the turn box. Which targets are
    live is the caller's business: nothing here reads the rules."""
    clicks = Clicks(targets, selected)
    spots = _figure_spots(state)
    parts = [_header(state), _ground(), _camps(), _gate(state), _gate_repair()]
    parts += [_building(state, b, clicks) for b in range(len(BUILDINGS))]
    parts += [_last_action(state, spots), _pending_line(state, spots), _place_marks(clicks),
              _figures(state, spots, clicks), _legend()]
    part, h = _turn_box(state, TOP)
    parts.append(part)
    y = TOP + h
    strip, strip_h = button_strip(clicks, button_label, PANEL_X, y, PANEL_W)
    parts.append(strip)
    y += strip_h if strip_h or not clicks.on else BUTTON_H + 8
    part, h = _dice_box(state, y, clicks)
    parts.append(part)
    y += h
    for side in (0, 1):
        part, h = _side_box(state, side, y, clicks)
        parts.append(part)
        y += h
    parts.append(_events(state, y, HEIGHT - 24))
    note = M("The preview has no board drawing: this board is reconstructed from the rulebook's text. A player with "
             "the printed board can edit its places and lines in tutor/games/fort_apache/data/board.json.")
    title = tr(M("Fort Apache: {side}, round {round}, {phase}", side=side_term(state.side), round=state.round,
                 phase=Term(T, "phase " + state.phase_name)))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" width="{width}" '
            f'height="{round(width * HEIGHT / WIDTH)}" font-family="{FONT}" role="img">'
            f'<title>{escape(title)}</title><desc class="note">{escape(tr(note))}</desc>'
            + svg.rect(0, 0, WIDTH, HEIGHT, PAPER) + "".join(parts)
            + svg.text(MARGIN, HEIGHT - 8, M("The preview has no board drawing: places and lines of fire are "
                    "reconstructed (tutor/games/fort_apache/data/board.json, editable)."), 10, fill=MUTED,
                    cls="reconstructed-note")
            + "</svg>")
