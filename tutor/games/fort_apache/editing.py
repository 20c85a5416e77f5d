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
from typing import TYPE_CHECKING, Any

from tutor.core.editing import Counter, CounterKey, Counters, check_counter
from tutor.core.i18n import Joined, M, Term

from .actions import FIGURES, NONE, building_term, card_term, figure_words, place_term, side_of, side_term
from .board import BUILDING_OF, BUILDINGS, GATE, GATE_DAMAGE_TO_BREAK, PLACES, SIDES, place_code
from .cards import CARDS, DECK
from .constants import (COWBOYS_WIN, DEAD, DRAW_LIMIT, DRAW_SUPPLIES, DRAW_WIPED, INDIANS_WIN, OVER, PHASE_NAMES,
                        TRACK_NAMES, Supply)
from .notation import fig_code

if TYPE_CHECKING:
    from .state import Game, State

#: the palette: each figure (moved to the place clicked), then the marks
PIECES: tuple[tuple[str, str], ...] = (
    tuple((f"figure:{fig_code(f)}", figure_words(f)) for f in range(FIGURES))
    + (("laid", M("laid down (has acted this turn)")), ("climbing", M("climbing (rolls next Indian turn)")),
       ("fire", M("fire on a building")), ("damage", M("one damage (a building's rubble box, or the gate)"))))
#: the phases, each in the reader's words (the editor's menu)
PHASES = {name: Term("fort_apache", "phase " + name) for name in PHASE_NAMES}
#: Fort Apache hides nothing
HIDDEN = ""
_FIGURE = {fig_code(f): f for f in range(FIGURES)}
_PLACE = {place_code(p): p for p in range(len(PLACES))}


def blank(game: "Game") -> "State":
    """The battle's start under ``game``'s readings."""
    return game.new_state()


def _with(state: "State", **changes: Any) -> "State":
    """The position with ``changes``; how an ``over`` position ended follows the board; no history."""
    new = replace(state, history=(), events=(), **changes)
    if new.phase != OVER:
        return replace(new, end=NONE)
    alive = [bool(new.alive(s)) for s in (0, 1)]
    if not any(alive):  # both sides wiped out: the register's wiped_out reading decides
        end = DRAW_WIPED if new.game.wiped_draw else INDIANS_WIN
    elif not alive[1]:
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
        raise ValueError(M("{code} is not a figure (c1 to c4 for the cowboys, i1 to i6 for the Indians)", code=repr(code)))
    return _FIGURE[code]


def _place(target: str) -> int:
    kind, _, code = target.partition(":")
    if kind == "building" and code in BUILDINGS:
        return next(p for p in range(len(PLACES)) if PLACES[p] == code)
    if kind == "zone" and code == "gate":
        return GATE
    if kind != "place" or code not in _PLACE:
        raise ValueError(M("{target} is not a place of the board", target=repr(target)))
    return _PLACE[code]


def places(state: "State") -> dict[str, str]:
    """Every place of the board and every figure alive."""
    found: dict[str, str] = {}
    for p in range(len(PLACES)):
        here = state.at(p)
        found[f"place:{place_code(p)}"] = M("{place} ({figures})", place=place_term(p),
                                            figures=Joined([figure_words(f) for f in here], ", ")) \
            if here else place_term(p)
    for b, name in enumerate(BUILDINGS):
        found[f"building:{name}"] = M("{building} (burning), damage {damage}", building=building_term(b, True),
                                      damage=state.damage[b]) if state.fire[b] \
            else M("{building}, damage {damage}", building=building_term(b, True), damage=state.damage[b])
    found["zone:gate"] = M("the gate, damage {damage}", damage=state.gate)
    for f in range(FIGURES):
        if state.places[f] != DEAD:
            found[f"figure:{fig_code(f)}"] = M("{figure} at {place}", figure=figure_words(f),
                                               place=place_term(state.places[f], True))
    return found


def _bit(mask: int, f: int) -> int:
    return mask ^ (1 << f)


def place(state: "State", target: str, piece: str) -> "State":
    """``piece`` at ``target``: a figure moves to the place (or the place of the figure clicked); a mark
    switches on the figure; fire and damage go on the building (damage on the gate too)."""
    kind = target.partition(":")[0]
    if piece in ("laid", "climbing"):
        if kind != "figure":
            raise ValueError(M("'{piece}' marks a figure: click one", piece=piece))
        f = _figure(target)
        if state.places[f] == DEAD:
            raise ValueError(M("{figure} is dead", figure=figure_words(f)))
        if piece == "laid":  # a figure whose mark is set by hand no longer counts as gone for supplies
            return _with(state, laid=_bit(state.laid, f), resting=state.resting & ~(1 << f))
        return _with(state, climbing=_bit(state.climbing, f))
    if kind == "figure":
        where = state.places[_figure(target)]
    elif kind in ("place", "building", "zone"):
        where = _place(target)
    else:
        raise ValueError(M("{target} is not a place on the Fort Apache board", target=repr(target)))
    if piece.startswith("figure:"):
        f = _figure(piece)  # moved by hand: no longer resting from a trip for supplies
        return _with(state, places=state.places[:f] + (where,) + state.places[f + 1:],
                     resting=state.resting & ~(1 << f))
    if piece in ("fire", "damage"):
        building = BUILDING_OF[where]
        if piece == "damage" and where == GATE:
            if state.gate >= GATE_DAMAGE_TO_BREAK:
                raise ValueError(M("the gate is already broken"))
            return _with(state, gate=state.gate + 1)
        if building < 0:
            raise ValueError(M("{place} is not a building: damage goes on the magazine, the well or the granary "
                               "(or damage on the gate)", place=place_term(where, True)) if piece == "damage" else
                             M("{place} is not a building: fire goes on the magazine, the well or the granary",
                               place=place_term(where, True)))
        if piece == "fire":
            if state.fire[building]:
                raise ValueError(M("{building} is already burning", building=building_term(building, True)))
            return _with(state, fire=state.fire[:building] + (True,) + state.fire[building + 1:])
        if state.destroyed(building):
            raise ValueError(M("{building} is already destroyed", building=building_term(building, True)))
        return _with(state, damage=state.damage[:building] + (state.damage[building] + 1,) + state.damage[building + 1:])
    raise ValueError(M("{piece} is not a piece of Fort Apache", piece=repr(piece)))


def remove(state: "State", target: str) -> "State":
    """A figure clicked is killed (its marks go with it); a building loses its fire, else one damage;
    the gate one damage."""
    kind = target.partition(":")[0]
    if kind == "figure":
        f = _figure(target)
        if state.places[f] == DEAD:
            raise ValueError(M("{figure} is already dead", figure=figure_words(f)))
        off = ~(1 << f)
        return _with(state, places=state.places[:f] + (DEAD,) + state.places[f + 1:], laid=state.laid & off,
                     climbing=state.climbing & off, resting=state.resting & off)
    where = _place(target)
    if where == GATE:
        if not state.gate:
            raise ValueError(M("the gate has no damage to take away"))
        return _with(state, gate=min(state.gate, GATE_DAMAGE_TO_BREAK) - 1)
    building = BUILDING_OF[where]
    if building < 0:
        raise ValueError(M("nothing to take away at {place}: click a figure to remove it", place=place_term(where, True)))
    if state.fire[building]:
        return _with(state, fire=state.fire[:building] + (False,) + state.fire[building + 1:])
    if not state.damage[building]:
        raise ValueError(M("{building} has neither fire nor damage", building=building_term(building, True)))
    damage = min(state.damage[building], state.game.burn_limit) - 1
    return _with(state, damage=state.damage[:building] + (damage,) + state.damage[building + 1:])


def phase(state: "State") -> str:
    return PHASE_NAMES[state.phase]


def set_phase(state: "State", phase: str) -> "State":
    """The phase (``over`` takes how the battle ended from the board)."""
    if phase not in PHASES:
        raise ValueError(M("{phase} is not a phase; choose from {phases}", phase=repr(phase),
                           phases=Joined(list(PHASES.values()), ", ")))
    return _with(state, phase=PHASE_NAMES.index(phase))


def turn(state: "State") -> int:
    return state.side


def set_turn(state: "State", player: int) -> "State":
    """The side whose turn it is (0 the cowboys, 1 the Indians)."""
    if player not in (0, 1):
        raise ValueError(M("side {player} is neither 0 (the cowboys) nor 1 (the Indians)", player=repr(player)))
    last = state.last if state.last == NONE or side_of(state.last) == player else NONE
    return _with(state, side=player, last=last)


def counters(state: "State") -> Counters:
    """The round, the control cards' markers, the cards left in each hand, who played a card this turn and
    whether a boost waits (0 no, 1 yes)."""
    boxes = state.game.boxes
    found = [Counter(CounterKey("round"), M("round"), state.round, 1, state.game.turn_limit + 1)]
    for s in range(len(SIDES)):
        for t, track in enumerate(TRACK_NAMES):
            white, black = state.tracks[s].markers(t)
            found.append(Counter(CounterKey("white", s, t), M("{side} {track} white", side=side_term(s),
                                                              track=Term("fort_apache", track)), white, 0, boxes))
            found.append(Counter(CounterKey("black", s, t), M("{side} {track} black", side=side_term(s),
                                                              track=Term("fort_apache", track)), black, 0, boxes))
    for s in range(len(SIDES)):
        found += [Counter(CounterKey("hands", s, i), M("{side} card {card}", side=side_term(s), card=card_term(card)),
                          n, 0, CARDS[card].count) for i, (card, n) in enumerate(zip(DECK[s], state.hands[s]))]
    found += [Counter(CounterKey("played", s), M("{side} played a card", side=side_term(s)), int(state.played[s]), 0, 1)
              for s in range(len(SIDES))]
    found.append(Counter(CounterKey("boost"), M("boost"), int(state.boost), 0, 1))
    return found


def set_counter(state: "State", key: CounterKey, value: int) -> "State":
    """One counter of :func:`counters` set to ``value`` (within its bounds)."""
    check_counter(counters(state), key, value, M("a Fort Apache position"))
    if key.name == "round":
        return _with(state, round=value)
    if key.name == "boost":
        return _with(state, boost=bool(value))
    s = key.seat
    if key.name == "played":
        return _with(state, played=tuple(bool(value) if i == s else p for i, p in enumerate(state.played)))
    if key.name == "hands":
        index = key.index
        hand = state.hands[s][:index] + (value,) + state.hands[s][index + 1:]
        return _with(state, hands=tuple(hand if i == s else h for i, h in enumerate(state.hands)))
    t = key.index
    white, black = state.tracks[s].markers(t)
    supply: Supply = state.tracks[s].set(t, value, black) if key.name == "white" else state.tracks[s].set(t, white, value)
    return _with(state, tracks=tuple(supply if i == s else tr for i, tr in enumerate(state.tracks)))

