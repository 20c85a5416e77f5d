"""Setting up a Fort Apache position by hand: the edits the position editor offers.

The same names as every game's ``editing`` module (see :mod:`tutor.games.apache.editing`): ``PIECES``,
:func:`blank`, :func:`places`, :func:`place`, :func:`remove`, ``PHASES``, :func:`phase`,
:func:`set_phase`, :func:`turn`, :func:`set_turn`, :func:`counters`, :func:`set_counter`.

Places are the board's target ids: ``place:<place>`` (``place:north-walkway``, ``place:gate``), the
buildings ``building:<name>`` (``building:magazine``), the gate ``zone:gate`` and the figures ``figure:c1``
... ``figure:i6``. A figure piece put at a place moves that figure there (a dead one comes
back); removing a figure kills it; the ``fire`` and ``damage`` pieces go on a building (damage also on
the gate); ``laid`` and ``climbing`` go on a figure and switch its mark. The control cards, the cards left
in each hand and the round are counters. Pending rolls are kept as they are: the editor does not write
them (a position waiting on a roll is reached by playing). Each edit returns a new State; an edit the
State cannot hold raises ValueError; whether the position could arise is
:func:`tutor.games.fort_apache.validate.problems`' matter.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tutor.core.editing import check_counter

from .actions import FIGURES, NONE, figure_name, side_of
from .board import BUILDING_OF, BUILDINGS, GATE, GATE_DAMAGE_TO_BREAK, PLACES, SIDES, place_code
from .cards import CARDS, DECK
from .constants import (COWBOYS_WIN, DEAD, DRAW_LIMIT, DRAW_SUPPLIES, INDIANS_WIN, OVER, PHASE_NAMES,
                        TRACK_NAMES, Supply)
from .notation import fig_code

if TYPE_CHECKING:
    from .state import Game, State

#: the palette: each figure (moved to the place clicked), then the marks
PIECES: tuple[tuple[str, str], ...] = (
    tuple((f"figure:{fig_code(f)}", figure_name(f)) for f in range(FIGURES))
    + (("laid", "laid down (has acted this turn)"), ("climbing", "climbing (rolls next Indian turn)"),
       ("fire", "fire on a building"), ("damage", "one damage (a building's rubble box, or the gate)")))
PHASES = PHASE_NAMES
#: Fort Apache hides nothing
HIDDEN = ""
_FIGURE = {fig_code(f): f for f in range(FIGURES)}
_PLACE = {place_code(p): p for p in range(len(PLACES))}


def blank(game: "Game") -> "State":
    """The battle's start under ``game``'s readings."""
    return game.new_state()


def _with(state: "State", **changes) -> "State":
    """The position with ``changes``; how an ``over`` position ended follows the board; no history."""
    new = replace(state, history=(), events=(), **changes)
    if new.phase != OVER:
        return replace(new, end=NONE)
    alive = [bool(new.alive(s)) for s in (0, 1)]
    if not alive[1]:
        end = COWBOYS_WIN
    elif not alive[0]:
        end = INDIANS_WIN
    elif all(new.exhausted(s, t) for s in (0, 1) for t in (0, 1)):
        end = DRAW_SUPPLIES
    else:
        end = DRAW_LIMIT
    return replace(new, end=end)


def _figure(target: str) -> int:
    code = target.partition(":")[2]
    if code not in _FIGURE:
        raise ValueError(f"{code!r} is not a figure (c1 to c4 for the cowboys, i1 to i6 for the Indians)")
    return _FIGURE[code]


def _place(target: str) -> int:
    kind, _, code = target.partition(":")
    if kind == "building" and code in BUILDINGS:
        return next(p for p in range(len(PLACES)) if PLACES[p] == code)
    if kind == "zone" and code == "gate":
        return GATE
    if kind != "place" or code not in _PLACE:
        raise ValueError(f"{target!r} is not a place of the board")
    return _PLACE[code]


def places(state: "State") -> dict[str, str]:
    """Every place of the board and every figure alive."""
    found = {}
    for p, name in enumerate(PLACES):
        who = ", ".join(figure_name(f) for f in state.at(p))
        found[f"place:{place_code(p)}"] = name + (f" ({who})" if who else "")
    for b, name in enumerate(BUILDINGS):
        found[f"building:{name}"] = f"the {name}" + (" (burning)" if state.fire[b] else "") + \
            f", damage {state.damage[b]}"
    found["zone:gate"] = f"the gate, damage {state.gate}"
    for f in range(FIGURES):
        if state.places[f] != DEAD:
            found[f"figure:{fig_code(f)}"] = f"{figure_name(f)} at the {PLACES[state.places[f]]}"
    return found


def _bit(mask: int, f: int) -> int:
    return mask ^ (1 << f)


def place(state: "State", target: str, piece: str) -> "State":
    """``piece`` at ``target``: a figure moves to the place (or the place of the figure clicked); a mark
    switches on the figure; fire and damage go on the building (damage on the gate too)."""
    kind = target.partition(":")[0]
    if piece in ("laid", "climbing"):
        if kind != "figure":
            raise ValueError(f"'{piece}' marks a figure: click one")
        f = _figure(target)
        if state.places[f] == DEAD:
            raise ValueError(f"{figure_name(f)} is dead")
        if piece == "laid":
            return _with(state, laid=_bit(state.laid, f))
        return _with(state, climbing=_bit(state.climbing, f))
    if kind == "figure":
        where = state.places[_figure(target)]
    elif kind in ("place", "building", "zone"):
        where = _place(target)
    else:
        raise ValueError(f"{target!r} is not a place on the Fort Apache board")
    if piece.startswith("figure:"):
        f = _figure(piece)
        return _with(state, places=state.places[:f] + (where,) + state.places[f + 1:])
    if piece in ("fire", "damage"):
        building = BUILDING_OF[where]
        if piece == "damage" and where == GATE:
            if state.gate >= GATE_DAMAGE_TO_BREAK:
                raise ValueError("the gate is already broken")
            return _with(state, gate=state.gate + 1)
        if building < 0:
            raise ValueError(f"the {PLACES[where]} is not a building: {piece} goes on the magazine, the well or "
                             "the granary" + (" (or damage on the gate)" if piece == "damage" else ""))
        if piece == "fire":
            if state.fire[building]:
                raise ValueError(f"the {BUILDINGS[building]} is already burning")
            return _with(state, fire=state.fire[:building] + (True,) + state.fire[building + 1:])
        if state.destroyed(building):
            raise ValueError(f"the {BUILDINGS[building]} is already destroyed")
        return _with(state, damage=state.damage[:building] + (state.damage[building] + 1,) + state.damage[building + 1:])
    raise ValueError(f"{piece!r} is not a piece of Fort Apache")


def remove(state: "State", target: str) -> "State":
    """A figure clicked is killed (its marks go with it); a building loses its fire, else one damage;
    the gate one damage."""
    kind = target.partition(":")[0]
    if kind == "figure":
        f = _figure(target)
        if state.places[f] == DEAD:
            raise ValueError(f"{figure_name(f)} is already dead")
        off = ~(1 << f)
        return _with(state, places=state.places[:f] + (DEAD,) + state.places[f + 1:], laid=state.laid & off,
                     climbing=state.climbing & off)
    where = _place(target)
    if where == GATE:
        if not state.gate:
            raise ValueError("the gate has no damage to take away")
        return _with(state, gate=min(state.gate, GATE_DAMAGE_TO_BREAK) - 1)
    building = BUILDING_OF[where]
    if building < 0:
        raise ValueError(f"nothing to take away at the {PLACES[where]}: click a figure to remove it")
    if state.fire[building]:
        return _with(state, fire=state.fire[:building] + (False,) + state.fire[building + 1:])
    if not state.damage[building]:
        raise ValueError(f"the {BUILDINGS[building]} has neither fire nor damage")
    damage = min(state.damage[building], state.game.burn_limit) - 1
    return _with(state, damage=state.damage[:building] + (damage,) + state.damage[building + 1:])


def phase(state: "State") -> str:
    return PHASES[state.phase]


def set_phase(state: "State", phase: str) -> "State":
    """The phase (``over`` takes how the battle ended from the board)."""
    if phase not in PHASES:
        raise ValueError(f"{phase!r} is not a phase; choose from {', '.join(PHASES)}")
    return _with(state, phase=PHASES.index(phase))


def turn(state: "State") -> int:
    return state.side


def set_turn(state: "State", player: int) -> "State":
    """The side whose turn it is (0 the cowboys, 1 the Indians)."""
    if player not in (0, 1):
        raise ValueError(f"side {player!r} is neither 0 (the cowboys) nor 1 (the Indians)")
    last = state.last if state.last == NONE or side_of(state.last) == player else NONE
    return _with(state, side=player, last=last)


def counters(state: "State") -> dict[str, tuple[int, int, int]]:
    """``{name: (value, lowest, highest)}``: the round, the control cards' markers, the cards left in
    each hand, who played a card this turn and whether a boost waits (0 no, 1 yes)."""
    boxes = state.game.boxes
    found = {"round": (state.round, 1, state.game.turn_limit + 1)}
    for s, side in enumerate(SIDES):
        for t, track in enumerate(TRACK_NAMES):
            white, black = state.tracks[s].markers(t)
            found[f"{side} {track} white"] = (white, 0, boxes)
            found[f"{side} {track} black"] = (black, 0, boxes)
    for s, side in enumerate(SIDES):
        for card, n in zip(DECK[s], state.hands[s]):
            found[f"{side} card {CARDS[card].name}"] = (n, 0, CARDS[card].count)
    for s, side in enumerate(SIDES):
        found[f"{side} played a card"] = (int(state.played[s]), 0, 1)
    found["boost"] = (int(state.boost), 0, 1)
    return found


def set_counter(state: "State", name: str, value: int) -> "State":
    """One counter of :func:`counters` set to ``value`` (within its bounds)."""
    check_counter(counters(state), name, value, "a Fort Apache position")
    if name == "round":
        return _with(state, round=value)
    if name == "boost":
        return _with(state, boost=bool(value))
    side_word, _, rest = name.partition(" ")
    s = SIDES.index(side_word)
    if rest == "played a card":
        return _with(state, played=tuple(bool(value) if i == s else p for i, p in enumerate(state.played)))
    if rest.startswith("card "):
        index = next(i for i, card in enumerate(DECK[s]) if CARDS[card].name == rest[5:])
        hand = state.hands[s][:index] + (value,) + state.hands[s][index + 1:]
        return _with(state, hands=tuple(hand if i == s else h for i, h in enumerate(state.hands)))
    track_word, marker = rest.rsplit(" ", 1)
    t = TRACK_NAMES.index(track_word)
    white, black = state.tracks[s].markers(t)
    supply: Supply = state.tracks[s].set(t, value, black) if marker == "white" else state.tracks[s].set(t, white, value)
    return _with(state, tracks=tuple(supply if i == s else tr for i, tr in enumerate(state.tracks)))

