"""Setting up an Apacze i Komancze position by hand: the edits the position editor offers.

The same names as every game's ``editing`` module (see :mod:`tutor.games.apache.editing`): ``PIECES``,
:func:`blank`, :func:`places`, :func:`place`, :func:`remove`, ``PHASES``, :func:`phase`,
:func:`set_phase`, :func:`turn`, :func:`set_turn`, :func:`counters`, :func:`set_counter`.

Places: ``spot:x,y`` (a square: a tile piece lays that tile there, or turns it a quarter if the same kind
lies there; removing takes a terrain tile back to the pile), ``field:x,y:letter`` (a field of a tile:
Indians and buildings), ``hand:<p>`` (a player's tile in hand). An Indian or a building put on the board
comes from its owner's camp when the camp has it, else from the shop; one taken off goes back to the camp.
Animals, the camp's Indians, the round, the actions done and the actions marked are counters. The phases
in the middle of an action that carry a record (move, gather, pay) are reached by playing, not set here.
Each edit returns a new State (ValueError for one the State cannot hold); whether the position could
arise is :func:`tutor.games.apacze.validate.problems`' matter (and the position string's reader's).
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tutor.core.editing import check_counter

from .board import START_PLACEMENTS, Placement
from .constants import (ACTION_TYPES, ACTIONS_PER_ROUND, CAMP_SIZES, CANOE, COLOURS, GATHER, INDIANS, LIMIT,
                        MAX_COORD, MAX_TRACK, MOVE, PAY, PHASE_NAMES, PIECE_NAMES, PUT, SETTLE, SIZES, TEEPEE,
                        Building, Camp, Group, Putting, Settling)
from .tiles import PLURALS, TILE_KINDS

if TYPE_CHECKING:
    from .state import Game, State

#: the palette: the terrain tiles, then each colour's Indian, teepees and canoes
PIECES: tuple[tuple[str, str], ...] = (
    tuple((f"tile:{k.id}", f"{k.id} tile") for k in TILE_KINDS)
    + tuple((f"indian:{p}", f"{colour} Indian") for p, colour in enumerate(COLOURS))
    + tuple((f"{PIECE_NAMES[piece]}:{p}:{size}", f"{colour} {PIECE_NAMES[piece]} {size}")
            for p, colour in enumerate(COLOURS) for piece in (TEEPEE, CANOE)
            for size in sorted(set(SIZES + CAMP_SIZES))))
PHASES = PHASE_NAMES
#: what the editor says about the hidden tiles in hand
HIDDEN = "The editor shows every player's tile in hand: it is for setting up a position, not for playing one."
_START = len(START_PLACEMENTS)


def blank(game: "Game") -> "State":
    """The start: the totem column, nothing drawn."""
    return game.new_state()


def _with(state: "State", **changes) -> "State":
    """The position with ``changes``: terrain tiles kept sorted after the start tiles, no history."""
    new = replace(state, history=(), events=(), **changes)
    terrain = tuple(sorted(new.placements[_START:]))
    if terrain != new.placements[_START:]:
        new = replace(new, placements=new.placements[:_START] + terrain)
    return new


def _player(state: "State", text: str) -> int:
    if not text.isdigit() or int(text) >= state.game.players:
        raise ValueError(f"there is no player {text!r} at this table")
    return int(text)


def _square(text: str) -> tuple[int, int]:
    x, sep, y = text.partition(",")
    try:
        square = int(x), int(y)
    except ValueError:
        raise ValueError(f"{text!r} is not a square like 1,0") from None
    if not sep or max(map(abs, square)) > MAX_COORD:
        raise ValueError(f"{text!r} is not a square of the table")
    return square


def _field(state: "State", text: str) -> tuple[int, int, str]:
    square, _, letter = text.rpartition(":")
    x, y = _square(square)
    field = (x, y, letter)
    if field not in state.graph:
        raise ValueError(f"{text!r} is not a field of a tile on the table")
    return field


def _camp(state: "State", p: int, camp: Camp) -> tuple[Camp, ...]:
    return tuple(camp if q == p else c for q, c in enumerate(state.camp))


def _built(camp: Camp, piece: int) -> tuple[int, ...]:
    """The sizes of the teepees (``piece`` TEEPEE) or canoes in a camp."""
    return camp.teepees if piece == TEEPEE else camp.canoes


def _with_built(camp: Camp, piece: int, sizes: tuple[int, ...]) -> Camp:
    return camp._replace(teepees=sizes) if piece == TEEPEE else camp._replace(canoes=sizes)


def places(state: "State") -> dict[str, str]:
    """Every square a tile lies on or may go to, every field, every hand."""
    found = {}
    taken = {(t.x, t.y): t for t in state.placements}
    free = set()
    for x, y in taken:
        for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            if (x + dx, y + dy) not in taken:
                free.add((x + dx, y + dy))
    for (x, y), tile in sorted(taken.items()):
        found[f"spot:{x},{y}"] = f"the {tile.kind} tile at {x},{y}"
    for x, y in sorted(free):
        found[f"spot:{x},{y}"] = f"the empty square {x},{y}"
    groups, buildings = state.indians_on(), state.buildings_on()
    for field in sorted(state.graph.nodes):
        x, y, letter = field
        what = state.graph.nodes[field]["terrain"]
        if field in groups:
            p, n = groups[field]
            what += f", {n} {COLOURS[p]} Indian(s)"
        if field in buildings:
            p, piece, size = buildings[field]
            what += f", {COLOURS[p]} {PIECE_NAMES[piece]} {size}"
        found[f"field:{x},{y}:{letter}"] = what
    for p in range(state.game.players):
        found[f"hand:{p}"] = f"{COLOURS[p]}'s tile in hand ({state.hands[p] or 'none'})"
    return found


def place(state: "State", target: str, piece: str) -> "State":
    """``piece`` put at ``target`` (see the module's list of places)."""
    where, _, name = target.partition(":")
    kind, _, rest = piece.partition(":")
    if kind == "tile":
        if rest not in {k.id for k in TILE_KINDS}:
            raise ValueError(f"{rest!r} is not a terrain tile")
        if where == "hand":
            p = _player(state, name)
            return _with(state, hands=tuple(rest if q == p else h for q, h in enumerate(state.hands)))
        if where != "spot":
            raise ValueError("a tile goes on a square of the table or into a hand")
        x, y = _square(name)
        tiles = list(state.placements)
        for i, tile in enumerate(tiles):
            if (tile.x, tile.y) != (x, y):
                continue
            if i < _START:
                raise ValueError("the start tiles of the totem column stay where they are")
            if tile.kind == rest:
                tiles[i] = tile._replace(rotation=(tile.rotation + 1) % 4)
                return _with(state, placements=tuple(tiles))
            if any(f[:2] == (x, y) for f, _, _ in state.indians) or any(b.field[:2] == (x, y) for b in state.buildings):
                raise ValueError("pieces stand on this tile: take them off before changing it")
            tiles[i] = Placement(x, y, rest, 0)
            return _with(state, placements=tuple(tiles))
        return _with(state, placements=state.placements + (Placement(x, y, rest, 0),))
    if where != "field":
        raise ValueError("Indians and buildings go on a field of a tile")
    field = _field(state, name)
    if kind == "indian":
        p = _player(state, rest)
        groups = state.indians_on()
        if field in groups and groups[field][0] != p:
            raise ValueError(f"{COLOURS[groups[field][0]]} Indians stand there: one colour's Indians to a field")
        count = groups.get(field, (p, 0))[1] + 1
        indians = tuple(g for g in state.indians if g.field != field) + (Group(field, p, count),)
        camp = state.camp[p]
        if camp.indians:
            return _with(state, indians=tuple(sorted(indians)), camp=_camp(state, p, camp._replace(indians=camp.indians - 1)))
        return _with(state, indians=tuple(sorted(indians)))
    if kind in ("teepee", "canoe"):
        owner, _, size_text = rest.partition(":")
        p = _player(state, owner)
        if not size_text.isdigit() or int(size_text) not in SIZES + CAMP_SIZES:
            raise ValueError(f"a {kind} has size 1 to 4, not {size_text!r}")
        size, piece_kind = int(size_text), PIECE_NAMES.index(kind)
        if field in state.buildings_on():
            raise ValueError("a building already stands on this field: remove it first")
        camp = state.camp[p]
        stock = list(_built(camp, piece_kind))
        if size in stock:
            stock.remove(size)
            camp = _with_built(camp, piece_kind, tuple(stock))
        buildings = tuple(sorted(state.buildings + (Building(field, p, piece_kind, size),)))
        return _with(state, buildings=buildings, camp=_camp(state, p, camp))
    raise ValueError(f"{piece!r} is not a piece of Apacze i Komancze")


def remove(state: "State", target: str) -> "State":
    """What ``target`` holds taken away: a terrain tile (with nothing on it) back to the pile, a building
    (first) or one Indian back to its owner's camp, a tile in hand back to the pile."""
    where, _, name = target.partition(":")
    if where == "hand":
        p = _player(state, name)
        if state.hands[p] is None:
            raise ValueError(f"{COLOURS[p]} holds no tile")
        return _with(state, hands=tuple(None if q == p else h for q, h in enumerate(state.hands)))
    if where == "spot":
        x, y = _square(name)
        for i, tile in enumerate(state.placements):
            if (tile.x, tile.y) == (x, y):
                if i < _START:
                    raise ValueError("the start tiles of the totem column stay where they are")
                if any(g.field[:2] == (x, y) for g in state.indians) or any(b.field[:2] == (x, y) for b in state.buildings):
                    raise ValueError("pieces stand on this tile: take them off first")
                return _with(state, placements=state.placements[:i] + state.placements[i + 1:])
        raise ValueError(f"no tile lies at {x},{y}")
    if where != "field":
        raise ValueError(f"{target!r} is not a place of the Apacze i Komancze table")
    field = _field(state, name)
    built = state.buildings_on()
    if field in built:
        p, piece, size = built[field]
        camp = _with_built(state.camp[p], piece, tuple(sorted(_built(state.camp[p], piece) + (size,))))
        return _with(state, buildings=tuple(b for b in state.buildings if b.field != field), camp=_camp(state, p, camp))
    groups = state.indians_on()
    if field not in groups:
        raise ValueError("nothing stands on this field")
    p, n = groups[field]
    indians = tuple(g for g in state.indians if g.field != field) + ((Group(field, p, n - 1),) if n > 1 else ())
    camp = state.camp[p]
    return _with(state, indians=tuple(sorted(indians)), camp=_camp(state, p, camp._replace(indians=camp.indians + 1)))


def phase(state: "State") -> str:
    return PHASES[state.phase]


def set_phase(state: "State", phase: str) -> "State":
    """The phase, with the record it needs (``put``: the last terrain tile; ``settle``: the players above
    the track limit in turn order); move, gather and pay are reached by playing."""
    if phase not in PHASES:
        raise ValueError(f"{phase!r} is not a phase; choose from {', '.join(PHASES)}")
    index = PHASES.index(phase)
    if index in (MOVE, GATHER, PAY):
        raise ValueError(f"the {phase} phase holds an action half done: set up the position before it and play it")
    pending: tuple = ()
    if index == PUT:
        if len(state.placements) == _START:
            raise ValueError("the put phase follows a tile just placed: lay a terrain tile first")
        last = state.placements[-1]
        pending = Putting(last.x, last.y)
    elif index == SETTLE:
        n, holder = state.game.players, state.holder
        above = sorted((q for q in range(n) if max(state.animals[q]) > LIMIT), key=lambda q: (q - holder) % n)
        pending = Settling(tuple(above))
    return _with(state, phase=index, pending=pending)


def turn(state: "State") -> int:
    return state.mover


def set_turn(state: "State", player: int) -> "State":
    """Whose action it is: the actions done this round move on (or back) to ``player``'s next turn in the
    current lap round the table (turns follow from the totem holder and the actions done)."""
    n = state.game.players
    if not (isinstance(player, int) and 0 <= player < n):
        raise ValueError(f"there is no player {player!r} at this table")
    done = state.done - state.done % n + (player - state.holder) % n
    return _with(state, done=min(done, ACTIONS_PER_ROUND * n))


def counters(state: "State") -> dict[str, tuple[int, int, int]]:
    """``{name: (value, lowest, highest)}``: the round, the actions done this round, each player's animals
    and camp Indians, and each action type marked this round (0 or 1)."""
    game = state.game
    found = {"round": (state.round, 0, game.rounds), "actions done": (state.done, 0, ACTIONS_PER_ROUND * game.players)}
    for p in range(game.players):
        for a, animal in enumerate(PLURALS):
            found[f"{COLOURS[p]} {animal}"] = (state.animals[p][a], 0, MAX_TRACK)
        found[f"{COLOURS[p]} camp Indians"] = (state.camp[p].indians, 0, INDIANS)
        for t, name in enumerate(ACTION_TYPES):
            found[f"{COLOURS[p]} marked {name}"] = (int(t in state.used[p]), 0, 1)
    return found


def set_counter(state: "State", name: str, value: int) -> "State":
    """One counter of :func:`counters` set to ``value`` (within its bounds)."""
    check_counter(counters(state), name, value, "an Apacze i Komancze position")
    if name == "round":
        return _with(state, round=value)
    if name == "actions done":
        return _with(state, done=value)
    colour, what = name.split(" ", 1)
    p = COLOURS.index(colour)
    if what in PLURALS:
        a = PLURALS.index(what)
        animals = state.animals[p][:a] + (value,) + state.animals[p][a + 1:]
        return _with(state, animals=tuple(animals if q == p else x for q, x in enumerate(state.animals)))  # type: ignore[arg-type]
    if what == "camp Indians":
        return _with(state, camp=_camp(state, p, state.camp[p]._replace(indians=value)))
    t = ACTION_TYPES.index(what[len("marked "):])
    used = tuple(sorted(set(state.used[p]) - {t} | ({t} if value else set())))
    return _with(state, used=tuple(used if q == p else u for q, u in enumerate(state.used)))

