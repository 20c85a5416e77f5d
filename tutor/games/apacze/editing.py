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

from tutor.core.editing import Counter, CounterKey, Counters, check_counter
from tutor.core.i18n import M, Mc, Message, P

from .board import START_PLACEMENTS, Placement
from .constants import (ACTION_TYPES, ACTIONS_PER_ROUND, CAMP_SIZES, CANOE, COLOURS, GATHER, INDIANS, LIMIT,
                        MAX_COORD, MAX_TRACK, MOVE, PAY, PHASE_NAMES, PIECE_NAMES, PUT, SETTLE, SIZES, TEEPEE,
                        Building, Camp, Group, Putting, Settling)
from .tiles import PLURALS, TILE_KINDS
from .words import action_type, animal, colour as colour_term, piece as piece_term, term, tile_kind

if TYPE_CHECKING:
    from .state import Game, State

#: the palette: the terrain tiles, then each colour's Indian, teepees and canoes
PIECES: tuple[tuple[str, str], ...] = (
    tuple((f"tile:{k.id}", M("{kind} tile", kind=tile_kind(k.id))) for k in TILE_KINDS)
    + tuple((f"indian:{p}", M("{colour} Indian", colour=colour_term(p))) for p in range(len(COLOURS)))
    + tuple((f"{PIECE_NAMES[piece]}:{p}:{size}", M("{colour} {piece} {size}", colour=colour_term(p),
                                                    piece=piece_term(piece), size=size))
            for p in range(len(COLOURS)) for piece in (TEEPEE, CANOE)
            for size in sorted(set(SIZES + CAMP_SIZES))))
#: the phases, each in words (the editor's phase list)
PHASES: dict[str, Message] = dict(zip(PHASE_NAMES, (
    M("draw: tiles are drawn"), M("act: an action is chosen"), M("put: Indians onto the tile just placed"),
    M("move: a move under way"), M("gather: a gathering under way"), M("pay: the action's cost"),
    M("settle: tracks above 15"), M("over: the game has ended"))))
#: what the editor says about the hidden tiles in hand
HIDDEN = M("The editor shows every player's tile in hand: it is for setting up a position, not for playing one.")
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
        raise ValueError(M("there is no player {player} at this table", player=repr(text)))
    return int(text)


def _square(text: str) -> tuple[int, int]:
    x, sep, y = text.partition(",")
    try:
        square = int(x), int(y)
    except ValueError:
        raise ValueError(M("{text} is not a square like 1,0", text=repr(text))) from None
    if not sep or max(map(abs, square)) > MAX_COORD:
        raise ValueError(M("{text} is not a square of the table", text=repr(text)))
    return square


def _field(state: "State", text: str) -> tuple[int, int, str]:
    square, _, letter = text.rpartition(":")
    x, y = _square(square)
    field = (x, y, letter)
    if field not in state.fields:
        raise ValueError(M("{text} is not a field of a tile on the table", text=repr(text)))
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
    found: dict[str, str] = {}
    taken = {(t.x, t.y): t for t in state.placements}
    free = set()
    for x, y in taken:
        for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            if (x + dx, y + dy) not in taken:
                free.add((x + dx, y + dy))
    for (x, y), tile in sorted(taken.items()):
        found[f"spot:{x},{y}"] = M("the {kind} tile at {square}", kind=tile_kind(tile.kind), square=_at(x, y))
    for x, y in sorted(free):
        found[f"spot:{x},{y}"] = M("the empty square {square}", square=_at(x, y))
    groups, buildings = state.indians_on(), state.buildings_on()
    for field in sorted(state.fields):
        x, y, letter = field
        what: str = term(state.fields[field]["terrain"])
        if field in groups:
            p, n = groups[field]
            what = P("{what}, {n} {colour} Indian", "{what}, {n} {colour} Indians", n=n, what=what,
                     colour=colour_term(p))
        if field in buildings:
            p, piece, size = buildings[field]
            what = M("{what}, {colour} {piece} {size}", what=what, colour=colour_term(p), piece=piece_term(piece),
                     size=size)
        found[f"field:{x},{y}:{letter}"] = what
    for p in range(state.game.players):
        hand = state.hands[p]
        found[f"hand:{p}"] = (M("{who}'s tile in hand ({tile})", who=colour_term(p), tile=tile_kind(hand)) if hand
                              else M("{who}'s tile in hand (none)", who=colour_term(p)))
    return found


def _at(x: int, y: int) -> str:
    return f"{x},{y}"


def place(state: "State", target: str, piece: str) -> "State":
    """``piece`` put at ``target`` (see the module's list of places)."""
    where, _, name = target.partition(":")
    kind, _, rest = piece.partition(":")
    if kind == "tile":
        if rest not in {k.id for k in TILE_KINDS}:
            raise ValueError(M("{tile} is not a terrain tile", tile=repr(rest)))
        if where == "hand":
            p = _player(state, name)
            return _with(state, hands=tuple(rest if q == p else h for q, h in enumerate(state.hands)))
        if where != "spot":
            raise ValueError(M("a tile goes on a square of the table or into a hand"))
        x, y = _square(name)
        tiles = list(state.placements)
        for i, tile in enumerate(tiles):
            if (tile.x, tile.y) != (x, y):
                continue
            if i < _START:
                raise ValueError(M("the start tiles of the totem column stay where they are"))
            if tile.kind == rest:
                tiles[i] = tile._replace(rotation=(tile.rotation + 1) % 4)
                return _with(state, placements=tuple(tiles))
            if any(f[:2] == (x, y) for f, _, _ in state.indians) or any(b.field[:2] == (x, y) for b in state.buildings):
                raise ValueError(M("pieces stand on this tile: take them off before changing it"))
            tiles[i] = Placement(x, y, rest, 0)
            return _with(state, placements=tuple(tiles))
        return _with(state, placements=state.placements + (Placement(x, y, rest, 0),))
    if where != "field":
        raise ValueError(M("Indians and buildings go on a field of a tile"))
    field = _field(state, name)
    if kind == "indian":
        p = _player(state, rest)
        groups = state.indians_on()
        if field in groups and groups[field][0] != p:
            raise ValueError(M("{colour} Indians stand there: one colour's Indians to a field",
                               colour=colour_term(groups[field][0])))
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
            raise ValueError(M("a {piece} has size 1 to 4, not {size}", piece=piece_term(PIECE_NAMES.index(kind)),
                               size=repr(size_text)))
        size, piece_kind = int(size_text), PIECE_NAMES.index(kind)
        if field in state.buildings_on():
            raise ValueError(M("a building already stands on this field: remove it first"))
        camp = state.camp[p]
        stock = list(_built(camp, piece_kind))
        if size in stock:
            stock.remove(size)
            camp = _with_built(camp, piece_kind, tuple(stock))
        buildings = tuple(sorted(state.buildings + (Building(field, p, piece_kind, size),)))
        return _with(state, buildings=buildings, camp=_camp(state, p, camp))
    raise ValueError(M("{piece} is not a piece of Apacze i Komancze", piece=repr(piece)))


def remove(state: "State", target: str) -> "State":
    """What ``target`` holds taken away: a terrain tile (with nothing on it) back to the pile, a building
    (first) or one Indian back to its owner's camp, a tile in hand back to the pile."""
    where, _, name = target.partition(":")
    if where == "hand":
        p = _player(state, name)
        if state.hands[p] is None:
            raise ValueError(M("{colour} holds no tile", colour=colour_term(p)))
        return _with(state, hands=tuple(None if q == p else h for q, h in enumerate(state.hands)))
    if where == "spot":
        x, y = _square(name)
        for i, tile in enumerate(state.placements):
            if (tile.x, tile.y) == (x, y):
                if i < _START:
                    raise ValueError(M("the start tiles of the totem column stay where they are"))
                if any(g.field[:2] == (x, y) for g in state.indians) or any(b.field[:2] == (x, y) for b in state.buildings):
                    raise ValueError(M("pieces stand on this tile: take them off first"))
                return _with(state, placements=state.placements[:i] + state.placements[i + 1:])
        raise ValueError(M("no tile lies at {square}", square=_at(x, y)))
    if where != "field":
        raise ValueError(M("{target} is not a place of the Apacze i Komancze table", target=repr(target)))
    field = _field(state, name)
    built = state.buildings_on()
    if field in built:
        p, piece, size = built[field]
        camp = _with_built(state.camp[p], piece, tuple(sorted(_built(state.camp[p], piece) + (size,))))
        return _with(state, buildings=tuple(b for b in state.buildings if b.field != field), camp=_camp(state, p, camp))
    groups = state.indians_on()
    if field not in groups:
        raise ValueError(M("nothing stands on this field"))
    p, n = groups[field]
    indians = tuple(g for g in state.indians if g.field != field) + ((Group(field, p, n - 1),) if n > 1 else ())
    camp = state.camp[p]
    return _with(state, indians=tuple(sorted(indians)), camp=_camp(state, p, camp._replace(indians=camp.indians + 1)))


def phase(state: "State") -> str:
    return PHASE_NAMES[state.phase]


def set_phase(state: "State", phase: str) -> "State":
    """The phase, with the record it needs (``put``: the last terrain tile; ``settle``: the players above
    the track limit in turn order); move, gather and pay are reached by playing."""
    if phase not in PHASES:
        raise ValueError(M("{phase} is not a phase; choose from {phases}", phase=repr(phase), phases=", ".join(PHASES)))
    index = PHASE_NAMES.index(phase)
    if index in (MOVE, GATHER, PAY):
        raise ValueError(M("the phase '{phase}' holds an action half done: set up the position before it and play it",
                           phase=PHASES[phase]))
    pending: tuple = ()
    if index == PUT:
        if len(state.placements) == _START:
            raise ValueError(M("the put phase follows a tile just placed: lay a terrain tile first"))
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
        raise ValueError(M("there is no player {player} at this table", player=repr(player)))
    done = state.done - state.done % n + (player - state.holder) % n
    return _with(state, done=min(done, ACTIONS_PER_ROUND * n))


def counters(state: "State") -> Counters:
    """The round, the actions done this round, each player's animals and camp Indians, and each action type
    marked this round (0 or 1)."""
    game = state.game
    found = [Counter(CounterKey("round"), _round_counter(), state.round, 0, game.rounds),
             Counter(CounterKey("done"), M("actions done"), state.done, 0, ACTIONS_PER_ROUND * game.players)]
    for p in range(game.players):
        who = colour_term(p)
        found += [Counter(CounterKey("animals", p, a), M("{colour} {animals}", colour=who, animals=animal(a, 2)),
                          state.animals[p][a], 0, MAX_TRACK) for a in range(len(PLURALS))]
        found.append(Counter(CounterKey("camp", p), M("{colour} camp Indians", colour=who), state.camp[p].indians,
                             0, INDIANS))
        found += [Counter(CounterKey("used", p, t), M("{colour} marked {action}", colour=who, action=action_type(t)),
                          int(t in state.used[p]), 0, 1) for t in range(len(ACTION_TYPES))]
    return found


def _round_counter() -> Message:
    """The counter of rounds (its English name is ``round``)."""
    return Mc("editor counter", "round")


def set_counter(state: "State", key: CounterKey, value: int) -> "State":
    """One counter of :func:`counters` set to ``value`` (within its bounds)."""
    check_counter(counters(state), key, value, "an Apacze i Komancze position")
    if key.name == "round":
        return _with(state, round=value)
    if key.name == "done":
        return _with(state, done=value)
    p = key.seat
    if key.name == "animals":
        a = key.index
        animals = state.animals[p][:a] + (value,) + state.animals[p][a + 1:]
        return _with(state, animals=tuple(animals if q == p else x for q, x in enumerate(state.animals)))  # type: ignore[arg-type]
    if key.name == "camp":
        return _with(state, camp=_camp(state, p, state.camp[p]._replace(indians=value)))
    t = key.index
    used = tuple(sorted(set(state.used[p]) - {t} | ({t} if value else set())))
    return _with(state, used=tuple(used if q == p else u for q, u in enumerate(state.used)))

