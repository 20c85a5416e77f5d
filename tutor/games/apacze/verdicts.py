"""Why an action is or is not allowed: a plain-language reason and the rule that decides it."""
from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.core import Verdict
from tutor.core.i18n import M, Message, P
from tutor.core.notation import excerpt

from . import actions as A
from .actions import Action, field_text
from .board import START_PLACEMENTS, tile_distance
from .constants import (ACT, ACTION_TYPES, COST, DRAW, GATHER, INDIAN, LIMIT, MAX_INDIANS, MOVE, MOVE_STEPS, OVER,
                        PAY, PIECE_NAMES, PUT, SETTLE, T_CANOE, T_GATHER, T_LONG, T_PLACE, T_SHORT, T_TEEPEE,
                        TERRAIN_OF_PIECE)
from .legal import can_gain, committed, in_play, must_place, trades_any_time
from .words import action_type, animal, animals, colour, piece as piece_term, terrain as terrain_term, tile_kind

if TYPE_CHECKING:
    from .state import State

_SUB_PHASE = {PUT: (A.PUT,), MOVE: (A.MOVE, A.FINISH), GATHER: (A.BRING, A.FINISH), PAY: (A.PAY,),
              SETTLE: (A.BUY, A.EXCHANGE)}
_SUB_RULE = {PUT: "apacze.place.indians", PAY: "apacze.action.cost", SETTLE: "apacze.track.limit"}


def explain(state: "State", action: Action) -> Verdict:
    """Why ``action`` is or is not allowed in ``state`` (whether it is, the legal set decides)."""
    if not isinstance(action, Action):
        return Verdict(False, "apacze.round.order", M("{action} is not an Apacze i Komancze action",
                                                      action=excerpt(str(action))))
    legal = state.is_legal(action)
    rule = rule_of(state, action)
    if legal:
        return Verdict(True, rule, describe(state, action))
    return Verdict(False, *why_not(state, action))


def describe(state: "State", action: Action) -> Message:
    """Why a legal action is allowed and what it costs, in a sentence."""
    verb = action.verb
    who = colour(state.current_player)
    words = A.describe(action)
    if verb == A.DRAW:
        left = dict(state.chance_outcomes())[action]
        return M("{who} draws a {tile} tile in secret ({left} of the {total} face-down tiles)",
                 who=colour(state.mover), tile=tile_kind(action.tile), left=left, total=sum(state.pile))
    if verb == A.PLACE:
        return M("{who} places the tile: it shares an edge with the board and lies close enough to the totem",
                 who=who)
    if verb in (A.PUT, A.BUILD, A.ENLARGE):
        used = action.indians if verb == A.PUT else action.size - (
            state.buildings_on()[action.field][2] if verb == A.ENLARGE else 0)
        return P("{who}: {action}, using {n} Indian, costs {cost}",
                 "{who}: {action}, using {n} Indians, costs {cost}", n=used, who=who, action=words,
                 cost=animals(COST[used]))
    if verb in (A.MOVE, A.BRING):
        done = (state.moving.moved if state.phase == MOVE else state.gathering.brought) + 1
        return P("{who}: {action}; with {n} Indian the action costs {cost}",
                 "{who}: {action}; with {n} Indians the action costs {cost}", n=done, who=who,
                 action=words, cost=animals(COST[done]))
    if verb == A.GIVE_UP:
        if action.gain is None:
            return M("{who} marks the {action} action as used", who=who, action=action_type(action.given_up))
        return M("{who} marks the {action} action as used and gains a {animal}", who=who,
                 action=action_type(action.given_up), animal=animal(action.gain))
    if verb == A.BUY:
        return M("{who} buys a {piece} for {size} of each animal", who=who, piece=piece_term(action.piece),
                 size=action.size)
    return M("{who}: {action}", who=who, action=words)


def rule_of(state: "State", action: Action) -> str:
    """The rule an action falls under."""
    verb = action.verb
    if verb in (A.BUILD, A.ENLARGE):
        return "apacze.build.enlarge" if verb == A.ENLARGE else ("apacze.build.teepee", "apacze.build.canoe")[action.piece]
    if verb == A.START:
        return ("apacze.move.long", "apacze.move.short")[action.kind]
    if verb in (A.MOVE, A.FINISH) and state.phase == MOVE:
        return ("apacze.move.long", "apacze.move.short")[state.moving.kind]
    if state.phase == SETTLE:
        return "apacze.track.limit"
    return {A.DRAW: "apacze.round.draw", A.PLACE: "apacze.place.edge", A.PUT: "apacze.place.indians",
            A.GATHER: "apacze.move.gather", A.BRING: "apacze.move.gather", A.FINISH: "apacze.move.gather",
            A.GIVE_UP: "apacze.action.give_up", A.PAY: "apacze.action.cost", A.BUY: "apacze.shop.buy",
            A.EXCHANGE: "apacze.shop.exchange"}.get(verb, "apacze.round.order")


def why_not(state: "State", action: Action) -> tuple[str, Message]:
    """(rule, reason) for an action that is not legal here."""
    phase, verb = state.phase, action.verb
    if phase == OVER:
        return "apacze.end.tiles", M("the game is over: the tiles have run out")
    if verb == A.DRAW:
        if phase != DRAW:
            return "apacze.round.draw", M("tiles are drawn only at the start of a round")
        return "apacze.setup.tiles", M("no {tile} tile is left face down", tile=tile_kind(action.tile))
    if phase == DRAW:
        return "apacze.round.draw", M("every player draws a tile before the actions begin")
    trading = verb in (A.BUY, A.EXCHANGE) and phase in (PUT, MOVE, GATHER, PAY) and trades_any_time(state)
    if phase in _SUB_PHASE and verb not in _SUB_PHASE[phase] and not trading:
        if phase == PUT:
            doing = M("first say how many Indians go onto the tile just placed")
        elif phase == MOVE:
            doing = M("first move Indians or finish the move under way")
        elif phase == GATHER:
            doing = M("first bring Indians or finish the gathering")
        elif phase == PAY:
            doing = P("first pay the {n} animal the action still costs",
                      "first pay the {n} animals the action still costs", n=state.paying.owed)
        else:
            doing = M("first buy or exchange until every track is back at {limit} or less", limit=LIMIT)
        return _SUB_RULE.get(phase, rule_of(state, action)), doing
    if phase == ACT and verb in (A.PUT, A.MOVE, A.BRING, A.FINISH, A.PAY):
        return "apacze.round.order", M("no action is under way; choose one first")
    p = state.current_player
    checks = {A.PLACE: _place, A.PUT: _put, A.BUILD: _build, A.ENLARGE: _build, A.START: _start,
              A.MOVE: _move, A.GATHER: _gather, A.BRING: _bring, A.FINISH: _finish, A.GIVE_UP: _give_up,
              A.PAY: _pay, A.BUY: _buy, A.EXCHANGE: _exchange}
    return checks[verb](state, p, action) or (rule_of(state, action), M("{action} is not possible here",
                                                                         action=A.describe(action)))


def _type_check(state: "State", p: int, kind: int) -> tuple[str, Message] | None:
    if not in_play(state, kind):
        return "apacze.move.short", M("the short move is not played under this reading (option short_move)")
    if kind in state.used[p]:
        return "apacze.action.once", M("the {action} action is already used this round", action=action_type(kind))
    if kind != T_PLACE and must_place(state, p):
        return "apacze.place.mandatory", M("this is your last action of the round, so the tile must be placed")
    return None


def _cost(state: "State", p: int, indians: int) -> tuple[str, Message] | None:
    if indians > MAX_INDIANS:
        return "apacze.action.cost", M("an action uses at most five Indians")
    if COST[indians] > sum(state.animals[p]):
        return "apacze.action.cost", P("{n} Indian costs {cost}; you have {have}",
                                       "{n} Indians cost {cost}; you have {have}", n=indians,
                                       cost=animals(COST[indians]), have=sum(state.animals[p]))
    return None


def _place(state: "State", p: int, action: Action):
    found = _type_check(state, p, T_PLACE)
    if found:
        return found
    x, y = action.square
    taken = {(t.x, t.y) for t in state.placements}
    if (x, y) in taken:
        return "apacze.place.edge", M("a tile already lies at {square}", square=_square(x, y))
    if not any((x + dx, y + dy) in taken for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0))):
        return "apacze.place.edge", M("{square} shares no edge with a tile on the table", square=_square(x, y))
    metric = state.game.options["distance"]
    far = min(tile_distance((x, y), (t.x, t.y), metric) for t in START_PLACEMENTS)
    return "apacze.place.distance", P("{square} is {n} tile from the nearest start tile; 3 at most",
                                      "{square} is {n} tiles from the nearest start tile; 3 at most",
                                      n=far, square=_square(x, y))


def _square(x: int, y: int) -> str:
    return f"{x},{y}"


def _put(state: "State", p: int, action: Action):
    n, letter = action.indians, action.letter
    if n > state.camp[p][0]:
        return "apacze.place.indians", P("your camp has only {n} Indian", "your camp has only {n} Indians",
                                         n=state.camp[p][0])
    x, y = state.putting
    if (x, y, letter) not in state.fields:
        return "apacze.place.indians", M("the new tile has no field {letter}", letter=letter)
    return _cost(state, p, n)


def _build(state: "State", p: int, action: Action):
    piece, size, field = action.piece, action.size, action.field
    found = _type_check(state, p, (T_TEEPEE, T_CANOE)[piece])
    if found or piece == INDIAN:
        return found
    name = piece_term(piece)
    rule = "apacze.build.enlarge" if action.verb == A.ENLARGE else ("apacze.build.teepee", "apacze.build.canoe")[piece]
    if field not in state.fields:
        return rule, M("there is no field {field} on the board", field=field_text(field))
    terrain = state.fields[field]["terrain"]
    if terrain not in TERRAIN_OF_PIECE[piece]:
        return rule, M("a {piece} cannot stand on {terrain}", piece=name, terrain=terrain_term(terrain))
    if size not in state.camp[p].sizes(piece):
        return "apacze.shop.buy", M("your camp has no {piece} of size {size} (buy one from the shop)", piece=name,
                                    size=size)
    there = state.buildings_on().get(field)
    mine = state.indians_on().get(field, (p, 0))
    men = mine[1] if mine[0] == p else 0
    if action.verb == A.BUILD:
        if there:
            return rule, M("{field} already has a building", field=field_text(field))
        need = size
    else:
        if not there or there[0] != p or there[1] != piece:
            return rule, M("you have no {piece} on {field} to enlarge", piece=name, field=field_text(field))
        if size <= there[2]:
            return rule, M("a {piece} can only be swapped for a larger one", piece=name)
        need = size - there[2]
    if men < need:
        return rule, P("it takes {n} of your Indians on the field; there are {men}",
                       "it takes {n} of your Indians on the field; there are {men}", n=need, men=men)
    return _cost(state, p, need)


def _start(state: "State", p: int, action: Action):
    found = _type_check(state, p, (T_LONG, T_SHORT)[action.kind])
    return found or (rule_of(state, action), M("none of your Indians can move anywhere"))


def _move(state: "State", p: int, action: Action):
    kind, moved, arrivals = state.moving
    rule = rule_of(state, action)
    source, target = action.source, action.target
    owner, n = state.indians_on().get(source, (None, 0))
    if owner != p or n <= dict(arrivals).get(source, 0):
        return rule, M("no Indian of yours that has not moved yet stands on {field}", field=field_text(source))
    if moved >= MAX_INDIANS:
        return rule, M("five Indians have moved already")
    other = state.indians_on().get(target)
    if other and other[0] != p:
        return "apacze.field.one_player", M("{field} holds another player's Indians", field=field_text(target))
    if target not in state.reach(source, MOVE_STEPS[kind]):
        if abs(target[0] - source[0]) > 1 or abs(target[1] - source[1]) > 1 or target[:2] == source[:2]:
            # beyond the tiles around: too far, whatever corners do (cite the move's own distance)
            return rule, P("{target} is not within {n} field of {source}", "{target} is not within {n} fields of {source}",
                           n=MOVE_STEPS[kind], target=field_text(target), source=field_text(source))
        return "apacze.move.corners", P(
            "{target} is not within {n} field of {source} moving edge to edge (only rivers join at corners)",
            "{target} is not within {n} fields of {source} moving edge to edge (only rivers join at corners)",
            n=MOVE_STEPS[kind], target=field_text(target), source=field_text(source))
    return _cost(state, p, moved + 1)


def _gather(state: "State", p: int, action: Action):
    found = _type_check(state, p, T_GATHER)
    if found:
        return found
    owner = state.indians_on().get(action.field, (None, 0))[0]
    if owner != p:
        return "apacze.move.gather", M("gathering needs one of your Indians already on {field}",
                                       field=field_text(action.field))
    return "apacze.move.gather", M("you have no Indians on other fields to gather")


def _bring(state: "State", p: int, action: Action):
    target, brought = state.gathering
    if brought >= MAX_INDIANS:
        return "apacze.move.gather", M("five Indians have come already")
    if state.indians_on().get(action.source, (None, 0))[0] != p or action.source == target:
        return "apacze.move.gather", M("no Indian of yours to bring from {field}", field=field_text(action.source))
    return _cost(state, p, brought + 1)


def _finish(state: "State", p: int, action: Action):
    return rule_of(state, action), M("move at least one Indian first (or give the action up instead)")


def _give_up(state: "State", p: int, action: Action):
    kind, gain = action.given_up, action.gain
    if kind == T_PLACE:
        return "apacze.place.mandatory", M("placing the tile cannot be given up")
    found = _type_check(state, p, kind)
    if found:
        return found
    if state.game.options["give_up"] == "nothing":
        return "apacze.action.give_up", M("under this reading a given-up action earns nothing")
    if gain is not None and not can_gain(state, p, gain):
        return "apacze.track.limit", M("your {animal} track is full at {limit}", animal=animal(gain), limit=LIMIT)
    return "apacze.action.give_up", M("choose the animal you gain")


def _pay(state: "State", p: int, action: Action):
    return "apacze.action.cost", M("you have no {animal} left", animal=animal(action.spend, 2))


def _buy(state: "State", p: int, action: Action):
    piece, size = action.piece, action.size
    indians, teepees, canoes = state.shop(p)
    if (piece == INDIAN and not indians) or (piece != INDIAN and size not in (teepees, canoes)[piece]):
        if piece == INDIAN:
            return "apacze.shop.buy", M("the shop has no {piece}", piece=piece_term(piece))
        return "apacze.shop.buy", M("the shop has no {piece} of size {size}", piece=piece_term(piece), size=size)
    if min(state.animals[p]) >= size:
        return "apacze.shop.buy", _short(state, p, 3 * size)
    return "apacze.shop.buy", M("it costs {size} of each animal", size=size)


def _short(state: "State", p: int, spent: int) -> Message:
    owed = committed(state)
    return P("the action under way still costs {n} animal; after spending {spent} you could not pay it",
             "the action under way still costs {n} animals; after spending {spent} you could not pay it",
             n=owed, spent=spent)


def _exchange(state: "State", p: int, action: Action):
    give, get = action.spend, action.gained
    if state.animals[p][give] < 3:
        return "apacze.shop.exchange", M("you have fewer than 3 {animals}", animals=animal(give, 3))
    if sum(state.animals[p]) - committed(state) < 2:
        return "apacze.shop.exchange", _short(state, p, 2)
    if state.phase == SETTLE:
        return "apacze.track.limit", M("only a track above {limit} is exchanged away now", limit=LIMIT)
    return "apacze.track.limit", M("your {animal} track is full at {limit}", animal=animal(get), limit=LIMIT)
