"""Why an action is or is not allowed: a plain-language reason and the rule that decides it."""
from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.core import Verdict
from tutor.core.notation import excerpt

from . import actions as A
from .actions import Action, field_text
from .board import START_PLACEMENTS, tile_distance
from .constants import (ACT, ACTION_TYPES, COST, DRAW, GATHER, INDIAN, LIMIT, MAX_INDIANS, MOVE, MOVE_STEPS, OVER,
                        PAY, PIECE_NAMES, PUT, SETTLE, T_CANOE, T_GATHER, T_LONG, T_PLACE, T_SHORT, T_TEEPEE,
                        TERRAIN_OF_PIECE)
from .legal import can_gain, committed, in_play, must_place, trades_any_time
from .tiles import ANIMALS

if TYPE_CHECKING:
    from .state import State

_SUB_PHASE = {PUT: (A.PUT,), MOVE: (A.MOVE, A.FINISH), GATHER: (A.BRING, A.FINISH), PAY: (A.PAY,),
              SETTLE: (A.BUY, A.EXCHANGE)}
_SUB_RULE = {PUT: "apacze.place.indians", PAY: "apacze.action.cost", SETTLE: "apacze.track.limit"}


def explain(state: "State", action: Action) -> Verdict:
    """Why ``action`` is or is not allowed in ``state`` (whether it is, the legal set decides)."""
    if not isinstance(action, Action):
        return Verdict(False, "apacze.round.order", f"{excerpt(str(action))} is not an Apacze i Komancze action")
    legal = state.is_legal(action)
    rule = rule_of(state, action)
    if legal:
        return Verdict(True, rule, describe(state, action))
    return Verdict(False, *why_not(state, action))


def describe(state: "State", action: Action) -> str:
    """Why a legal action is allowed and what it costs, in a sentence."""
    verb = action.verb
    who = state.game.player_name(state.current_player)
    if verb == A.DRAW:
        left = dict(state.chance_outcomes())[action]
        return (f"{state.game.player_name(state.mover)} draws a {action.tile} tile in secret "
                f"({left} of the {sum(state.pile)} face-down tiles)")
    if verb == A.PLACE:
        return f"{who} places the tile: it shares an edge with the board and lies close enough to the totem"
    if verb in (A.PUT, A.BUILD, A.ENLARGE):
        used = action.indians if verb == A.PUT else action.size - (
            state.buildings_on()[action.field][2] if verb == A.ENLARGE else 0)
        return f"{who}: {action}, using {used} Indians, costs {COST[used]} animals"
    if verb in (A.MOVE, A.BRING):
        done = (state.pending.moved if state.phase == MOVE else state.pending.brought) + 1
        return f"{who}: {action}; with {done} Indians the action costs {COST[done]} animals"
    if verb == A.GIVE_UP:
        return f"{who} marks the {ACTION_TYPES[action.given_up]} action as used" + (
            f" and gains a {ANIMALS[action.gain]}" if action.gain is not None else "")
    if verb == A.BUY:
        return f"{who} buys a {PIECE_NAMES[action.piece]} for {action.size} of each animal"
    return f"{who}: {action}"


def rule_of(state: "State", action: Action) -> str:
    """The rule an action falls under."""
    verb = action.verb
    if verb in (A.BUILD, A.ENLARGE):
        return "apacze.build.enlarge" if verb == A.ENLARGE else ("apacze.build.teepee", "apacze.build.canoe")[action.piece]
    if verb == A.START:
        return ("apacze.move.long", "apacze.move.short")[action.kind]
    if verb in (A.MOVE, A.FINISH) and state.phase == MOVE:
        return ("apacze.move.long", "apacze.move.short")[state.pending.kind]
    if state.phase == SETTLE:
        return "apacze.track.limit"
    return {A.DRAW: "apacze.round.draw", A.PLACE: "apacze.place.edge", A.PUT: "apacze.place.indians",
            A.GATHER: "apacze.move.gather", A.BRING: "apacze.move.gather", A.FINISH: "apacze.move.gather",
            A.GIVE_UP: "apacze.action.give_up", A.PAY: "apacze.action.cost", A.BUY: "apacze.shop.buy",
            A.EXCHANGE: "apacze.shop.exchange"}.get(verb, "apacze.round.order")


def why_not(state: "State", action: Action) -> tuple[str, str]:
    """(rule, reason) for an action that is not legal here."""
    phase, verb = state.phase, action.verb
    if phase == OVER:
        return "apacze.end.tiles", "the game is over: the tiles have run out"
    if verb == A.DRAW:
        if phase != DRAW:
            return "apacze.round.draw", "tiles are drawn only at the start of a round"
        return "apacze.setup.tiles", f"no {action.tile} tile is left face down"
    if phase == DRAW:
        return "apacze.round.draw", "every player draws a tile before the actions begin"
    trading = verb in (A.BUY, A.EXCHANGE) and phase in (PUT, MOVE, GATHER, PAY) and trades_any_time(state)
    if phase in _SUB_PHASE and verb not in _SUB_PHASE[phase] and not trading:
        doing = {PUT: "say how many Indians go onto the tile just placed",
                 MOVE: "move Indians or finish the move under way", GATHER: "bring Indians or finish the gathering",
                 PAY: f"pay the {state.pending.owed if phase == PAY else 0} animals the action still costs",
                 SETTLE: "buy or exchange until every track is back at 15 or less"}[phase]
        return _SUB_RULE.get(phase, rule_of(state, action)), f"first {doing}"
    if phase == ACT and verb in (A.PUT, A.MOVE, A.BRING, A.FINISH, A.PAY):
        return "apacze.round.order", "no action is under way; choose one first"
    p = state.current_player
    checks = {A.PLACE: _place, A.PUT: _put, A.BUILD: _build, A.ENLARGE: _build, A.START: _start,
              A.MOVE: _move, A.GATHER: _gather, A.BRING: _bring, A.FINISH: _finish, A.GIVE_UP: _give_up,
              A.PAY: _pay, A.BUY: _buy, A.EXCHANGE: _exchange}
    return checks[verb](state, p, action) or (rule_of(state, action), f"{action} is not possible here")


def _type_check(state: "State", p: int, kind: int) -> tuple[str, str] | None:
    if not in_play(state, kind):
        return "apacze.move.short", "the short move is not played under this reading (option short_move)"
    if kind in state.used[p]:
        return "apacze.action.once", f"the {ACTION_TYPES[kind]} action is already used this round"
    if kind != T_PLACE and must_place(state, p):
        return "apacze.place.mandatory", "this is your last action of the round, so the tile must be placed"
    return None


def _cost(state: "State", p: int, indians: int) -> tuple[str, str] | None:
    if indians > MAX_INDIANS:
        return "apacze.action.cost", "an action uses at most five Indians"
    if COST[indians] > sum(state.animals[p]):
        return "apacze.action.cost", f"{indians} Indians cost {COST[indians]} animals; you have {sum(state.animals[p])}"
    return None


def _place(state: "State", p: int, action: Action):
    found = _type_check(state, p, T_PLACE)
    if found:
        return found
    x, y = action.square
    taken = {(t.x, t.y) for t in state.placements}
    if (x, y) in taken:
        return "apacze.place.edge", f"a tile already lies at {x},{y}"
    if not any((x + dx, y + dy) in taken for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0))):
        return "apacze.place.edge", f"{x},{y} shares no edge with a tile on the table"
    metric = state.game.options["distance"]
    far = min(tile_distance((x, y), (t.x, t.y), metric) for t in START_PLACEMENTS)
    return "apacze.place.distance", f"{x},{y} is {far} tiles from the nearest start tile; 3 at most"


def _put(state: "State", p: int, action: Action):
    n, letter = action.indians, action.letter
    if n > state.camp[p][0]:
        return "apacze.place.indians", f"your camp has only {state.camp[p][0]} Indians"
    x, y = state.pending.x, state.pending.y
    if (x, y, letter) not in state.graph:
        return "apacze.place.indians", f"the new tile has no field {letter}"
    return _cost(state, p, n)


def _build(state: "State", p: int, action: Action):
    piece, size, field = action.piece, action.size, action.field
    found = _type_check(state, p, (T_TEEPEE, T_CANOE)[piece])
    if found or piece == INDIAN:
        return found
    name = PIECE_NAMES[piece]
    rule = "apacze.build.enlarge" if action.verb == A.ENLARGE else ("apacze.build.teepee", "apacze.build.canoe")[piece]
    if field not in state.graph:
        return rule, f"there is no field {field_text(field)} on the board"
    terrain = state.graph.nodes[field]["terrain"]
    if terrain not in TERRAIN_OF_PIECE[piece]:
        return rule, f"a {name} cannot stand on {terrain}"
    if size not in state.camp[p][1 + piece]:
        return "apacze.shop.buy", f"your camp has no {name} of size {size} (buy one from the shop)"
    there = state.buildings_on().get(field)
    mine = state.indians_on().get(field, (p, 0))
    men = mine[1] if mine[0] == p else 0
    if action.verb == A.BUILD:
        if there:
            return rule, f"{field_text(field)} already has a building"
        need = size
    else:
        if not there or there[0] != p or there[1] != piece:
            return rule, f"you have no {name} on {field_text(field)} to enlarge"
        if size <= there[2]:
            return rule, f"a {name} can only be swapped for a larger one"
        need = size - there[2]
    if men < need:
        return rule, f"it takes {need} of your Indians on the field; there are {men}"
    return _cost(state, p, need)


def _start(state: "State", p: int, action: Action):
    found = _type_check(state, p, (T_LONG, T_SHORT)[action.kind])
    return found or (rule_of(state, action), "none of your Indians can move anywhere")


def _move(state: "State", p: int, action: Action):
    kind, moved, arrivals = state.pending.kind, state.pending.moved, state.pending.arrivals
    rule = rule_of(state, action)
    source, target = action.source, action.target
    owner, n = state.indians_on().get(source, (None, 0))
    if owner != p or n <= dict(arrivals).get(source, 0):
        return rule, f"no Indian of yours that has not moved yet stands on {field_text(source)}"
    if moved >= MAX_INDIANS:
        return rule, "five Indians have moved already"
    other = state.indians_on().get(target)
    if other and other[0] != p:
        return "apacze.field.one_player", f"{field_text(target)} holds another player's Indians"
    if target not in state.reach(source, MOVE_STEPS[kind]):
        return "apacze.move.corners", (f"{field_text(target)} is not within {MOVE_STEPS[kind]} field(s) of "
                                       f"{field_text(source)} moving edge to edge (only rivers join at corners)")
    return _cost(state, p, moved + 1)


def _gather(state: "State", p: int, action: Action):
    found = _type_check(state, p, T_GATHER)
    if found:
        return found
    owner = state.indians_on().get(action.field, (None, 0))[0]
    if owner != p:
        return "apacze.move.gather", f"gathering needs one of your Indians already on {field_text(action.field)}"
    return "apacze.move.gather", "you have no Indians on other fields to gather"


def _bring(state: "State", p: int, action: Action):
    target, brought = state.pending.target, state.pending.brought
    if brought >= MAX_INDIANS:
        return "apacze.move.gather", "five Indians have come already"
    if state.indians_on().get(action.source, (None, 0))[0] != p or action.source == target:
        return "apacze.move.gather", f"no Indian of yours to bring from {field_text(action.source)}"
    return _cost(state, p, brought + 1)


def _finish(state: "State", p: int, action: Action):
    return rule_of(state, action), "move at least one Indian first (or give the action up instead)"


def _give_up(state: "State", p: int, action: Action):
    kind, animal = action.given_up, action.gain
    if kind == T_PLACE:
        return "apacze.place.mandatory", "placing the tile cannot be given up"
    found = _type_check(state, p, kind)
    if found:
        return found
    if state.game.options["give_up"] == "nothing":
        return "apacze.action.give_up", "under this reading a given-up action earns nothing"
    if animal is not None and not can_gain(state, p, animal):
        return "apacze.track.limit", f"your {ANIMALS[animal]} track is full at {LIMIT}"
    return "apacze.action.give_up", "choose the animal you gain"


def _pay(state: "State", p: int, action: Action):
    return "apacze.action.cost", f"you have no {ANIMALS[action.spend]} left"


def _buy(state: "State", p: int, action: Action):
    piece, size = action.piece, action.size
    shop = state.shop(p)
    if (piece == INDIAN and not shop[0]) or (piece != INDIAN and size not in shop[1 + piece]):
        return "apacze.shop.buy", f"the shop has no {PIECE_NAMES[piece]}" + (f" of size {size}" if piece != INDIAN else "")
    if min(state.animals[p]) >= size:
        return "apacze.shop.buy", _short(state, p, 3 * size)
    return "apacze.shop.buy", f"it costs {size} of each animal"


def _short(state: "State", p: int, spent: int) -> str:
    return (f"the action under way still costs {committed(state)} animals; after spending {spent} you "
            f"could not pay it")


def _exchange(state: "State", p: int, action: Action):
    give, get = action.spend, action.gain
    if state.animals[p][give] < 3:
        return "apacze.shop.exchange", f"you have fewer than 3 {ANIMALS[give]}"
    if sum(state.animals[p]) - committed(state) < 2:
        return "apacze.shop.exchange", _short(state, p, 2)
    if state.phase == SETTLE:
        return "apacze.track.limit", f"only a track above {LIMIT} is exchanged away now"
    return "apacze.track.limit", f"your {ANIMALS[get]} track is full at {LIMIT}"
