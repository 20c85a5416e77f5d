"""Apacze i Komancze position strings.

One line, fields separated by `` | ``::

    apacze 2 | round 0 | act 1 | hands - bend | animals 10.10.10/10.10.10 | camp i4 t12 c12/i4 t12 c12
    | used P/- | tiles 1,0:ford@1 | indians 1,0:a=0x2 | buildings -

1. ``apacze``, the number of players, then every option that differs from its default as ``name=value``;
2. ``round`` and its number from 0 (the totem holder is the round number modulo the players);
3. the phase and the number of actions done this round, then what the phase needs:
   ``draw``, ``act K``, ``put K at X,Y`` (the tile just placed), ``move K long|short MOVED [FIELD=N ...]``
   (Indians moved, and where moved Indians arrived), ``gather K at FIELD BROUGHT``, ``pay K OWED``,
   ``settle K P ...`` (players still above 15, in order), ``over K``;
4. ``hands``: each player's tile in hand or ``-`` (``?`` in another player's observation);
5. ``animals``: bison.salmon.turkey per player; 6. ``camp``: Indians, teepee sizes, canoe sizes;
7. ``used``: action types marked this round (P place, T teepee, C canoe, L long move, S short move,
   G gathering); 8. ``tiles``: placed terrain tiles as ``x,y:kind@quarter-turns`` (start tiles are
   implied); 9. ``indians``: ``field=PxN``; 10. ``buildings``: ``field=P`` + ``t`` or ``c`` + size.

Fields are written ``x,y:letter``; ``-`` is empty. The pile and the shop are not written: they are
whatever the box holds beyond the rest.
"""
from __future__ import annotations

import re

from tutor.core import NotationError

from .actions import field_text
from .board import START_PLACEMENTS, Placement
from .engine import (ACT, DRAW, GATHER, INTERPRETATION_DEFAULTS, LIMIT, MOVE, OVER, PAY, PHASE_NAMES, PUT,
                     SETTLE, TERRAIN_OF_PIECE, Game, State, board_graph)
from .tiles import TILE_KINDS
from .view import View

USED_CODES = "PTCLSG"
_FIELD = re.compile(r"^(-?\d+),(-?\d+):([a-z])$")
_TILE = re.compile(r"^(-?\d+),(-?\d+):([a-z-]+)@([0-3])$")
_CAMP = re.compile(r"^i(\d+) t([1-4]*|-) c([1-4]*|-)$")
_INDIANS = re.compile(r"^(.+)=(\d)x(\d+)$")
_BUILDING = re.compile(r"^(.+)=(\d)([tc])([1-4])$")
FIELD_COUNT = 10


def write(state: State) -> str:
    """The position string."""
    return _write(state, state.hands)


def write_view(view: View) -> str:
    """A player's view as text: the position string with the other players' tiles in hand as ``?``."""
    marks = tuple(h if h is not None else "?" if held else None
                  for h, held in zip(view.position.hands, view.holding))
    return _write(view.position, marks)


def _write(state: State, hands_shown: tuple[str | None, ...]) -> str:
    game = state.game
    header = " ".join([f"apacze {game.players}"] + [f"{k}={v}" for k, v in game.options.items()
                                                       if v != INTERPRETATION_DEFAULTS[k]])
    hands = " ".join("-" if h is None else h for h in hands_shown)
    camp = "/".join(f"i{n} t{''.join(map(str, t)) or '-'} c{''.join(map(str, c)) or '-'}" for n, t, c in state.camp)
    used = "/".join("".join(USED_CODES[t] for t in u) or "-" for u in state.used)
    tiles = " ".join(f"{p.x},{p.y}:{p.kind}@{p.rotation}" for p in state.placements[len(START_PLACEMENTS):])
    indians = " ".join(f"{field_text(f)}={p}x{n}" for f, p, n in state.indians)
    buildings = " ".join(f"{field_text(f)}={p}{'tc'[k]}{s}" for f, p, k, s in state.buildings)
    return " | ".join([header, f"round {state.round}", _phase(state), f"hands {hands}",
                       "animals " + "/".join(".".join(map(str, a)) for a in state.animals), f"camp {camp}",
                       f"used {used}", f"tiles {tiles or '-'}", f"indians {indians or '-'}",
                       f"buildings {buildings or '-'}"])


def _phase(state: State) -> str:
    head = f"{PHASE_NAMES[state.phase]}"
    if state.phase == DRAW:
        return head
    head += f" {state.done}"
    pending = state.pending
    if state.phase == PUT:
        return f"{head} at {pending[0]},{pending[1]}"
    if state.phase == MOVE:
        kind, moved, arrivals = pending
        return " ".join([head, ("long", "short")[kind], str(moved)] +
                        [f"{field_text(f)}={n}" for f, n in arrivals])
    if state.phase == GATHER:
        return f"{head} at {field_text(pending[0])} {pending[1]}"
    if state.phase in (PAY, SETTLE):
        return " ".join([head] + [str(v) for v in pending])
    return head


def read(text: str) -> State:
    """The state a position string describes; NotationError says what is wrong with a bad one."""
    if not isinstance(text, str):
        raise NotationError("a position string must be text")
    parts = [f.strip() for f in text.strip().split("|")]
    if len(parts) != FIELD_COUNT:
        raise NotationError(f"an Apacze i Komancze position has {FIELD_COUNT} fields separated by '|', "
                            f"this one has {len(parts)}")
    game = _game(parts[0])
    n = game.players
    round_ = _round(parts[1], game)
    placements = START_PLACEMENTS + _tiles(_body(parts[7], "tiles"))
    graph = board_graph(placements)
    hands = _hands(_body(parts[3], "hands"), n)
    animals = _per_player(_body(parts[4], "animals"), n, "animals", _animals)
    camp = _per_player(_body(parts[5], "camp"), n, "camp", _camp)
    used = _per_player(_body(parts[6], "used"), n, "used", _used)
    indians = _indians(_body(parts[8], "indians"), graph, n)
    buildings = _buildings(_body(parts[9], "buildings"), graph, n)
    phase, done, pending = _read_phase(parts[2], game, graph)
    state = State(game, phase, round_, placements, hands, animals, camp, indians, buildings, done, used,
                  pending, ())
    _check_consistent(state)
    return state


def _body(part: str, name: str) -> list[str]:
    words = part.split()
    if not words or words[0] != name:
        raise NotationError(f"expected the field {name!r}, found {part!r}")
    rest = words[1:]
    return [] if rest == ["-"] else rest


def _game(part: str) -> Game:
    words = part.split()
    if len(words) < 2 or words[0] != "apacze" or not words[1].isdigit():
        raise NotationError("an Apacze i Komancze position starts with 'apacze' and the number of players, "
                            "e.g. 'apacze 3'")
    options = {}
    for word in words[2:]:
        name, sep, value = word.partition("=")
        if not sep:
            raise NotationError(f"option {word!r} should read name=value")
        options[name] = value
    try:
        return Game(int(words[1]), **options)
    except ValueError as error:
        raise NotationError(str(error)) from None


def _round(part: str, game: Game) -> int:
    words = part.split()
    if len(words) != 2 or words[0] != "round" or not words[1].isdigit() or int(words[1]) >= game.rounds:
        raise NotationError(f"{part!r} should be 'round N' with N from 0 to {game.rounds - 1}")
    return int(words[1])


def _field(token: str) -> tuple[int, int, str]:
    match = _FIELD.match(token)
    if not match:
        raise NotationError(f"{token!r} is not a field; write x,y:letter, e.g. 0,1:a")
    return int(match.group(1)), int(match.group(2)), match.group(3)


def _on_board(token: str, graph) -> tuple[int, int, str]:
    field = _field(token)
    if field not in graph:
        raise NotationError(f"there is no field {token} on the board")
    return field


def _tiles(words: list[str]) -> tuple[Placement, ...]:
    found = []
    for word in words:
        match = _TILE.match(word)
        if not match or match.group(3) not in {k.id for k in TILE_KINDS}:
            raise NotationError(f"{word!r} should be a terrain tile like 1,0:ford@1 "
                                f"(kinds: {', '.join(k.id for k in TILE_KINDS)})")
        found.append(Placement(int(match.group(1)), int(match.group(2)), match.group(3), int(match.group(4))))
    spots = [(p.x, p.y) for p in found] + [(p.x, p.y) for p in START_PLACEMENTS]
    if len(set(spots)) != len(spots):
        raise NotationError("two tiles lie on the same square")
    return tuple(sorted(found))


def _hands(words: list[str], n: int) -> tuple:
    if len(words) != n:
        raise NotationError(f"hands lists {len(words)} tiles for {n} players")
    if "?" in words:
        raise NotationError("a hidden tile '?' is an observation, not a position; name every tile")
    for w in words:
        if w != "-" and w not in {k.id for k in TILE_KINDS}:
            raise NotationError(f"{w!r} in hands is not a terrain tile")
    return tuple(None if w == "-" else w for w in words)


def _per_player(words: list[str], n: int, name: str, read_one) -> tuple:
    parts = [p.strip() for p in " ".join(words).split("/")]
    if len(parts) != n:
        raise NotationError(f"{name} lists {len(parts)} players, the game has {n}")
    return tuple(read_one(p) for p in parts)


def _animals(part: str) -> tuple[int, int, int]:
    values = part.split(".")
    if len(values) != 3 or not all(v.isdigit() for v in values):
        raise NotationError(f"{part!r} should be bison.salmon.turkey, e.g. 10.10.10")
    return tuple(int(v) for v in values)


def _camp(part: str) -> tuple:
    match = _CAMP.match(part)
    if not match:
        raise NotationError(f"{part!r} should be a camp like 'i4 t12 c12' (Indians, teepee and canoe sizes)")
    sizes = [tuple(sorted(int(c) for c in g if c != "-")) for g in match.group(2, 3)]
    return int(match.group(1)), sizes[0], sizes[1]


def _used(part: str) -> tuple[int, ...]:
    if part == "-":
        return ()
    if any(c not in USED_CODES for c in part) or len(set(part)) != len(part) or len(part) > 4:
        raise NotationError(f"{part!r} should list up to four different action codes from {USED_CODES}")
    return tuple(sorted(USED_CODES.index(c) for c in part))


def _indians(words: list[str], graph, n: int) -> tuple:
    found = {}
    for word in words:
        match = _INDIANS.match(word)
        if not match or int(match.group(2)) >= n or int(match.group(3)) < 1:
            raise NotationError(f"{word!r} should be field=PLAYERxCOUNT, e.g. 0,1:a=0x3")
        field = _on_board(match.group(1), graph)
        if field in found:
            raise NotationError(f"{match.group(1)} is listed twice: one player's Indians per field")
        found[field] = (int(match.group(2)), int(match.group(3)))
    return tuple(sorted((f, p, c) for f, (p, c) in found.items()))


def _buildings(words: list[str], graph, n: int) -> tuple:
    found = {}
    for word in words:
        match = _BUILDING.match(word)
        if not match or int(match.group(2)) >= n:
            raise NotationError(f"{word!r} should be field=PLAYER then t or c and the size, e.g. 0,1:a=0t2")
        field = _on_board(match.group(1), graph)
        piece = "tc".index(match.group(3))
        if graph.nodes[field]["terrain"] not in TERRAIN_OF_PIECE[piece]:
            raise NotationError(f"{word!r}: a {('teepee', 'canoe')[piece]} cannot stand on "
                                f"{graph.nodes[field]['terrain']}")
        if field in found:
            raise NotationError(f"{match.group(1)} has two buildings")
        found[field] = (int(match.group(2)), piece, int(match.group(4)))
    return tuple(sorted((f,) + v for f, v in found.items()))


def _read_phase(part: str, game: Game, graph) -> tuple[int, int, tuple]:
    words = part.split()
    if not words or words[0] not in PHASE_NAMES:
        raise NotationError(f"{part!r} should start with a phase: {', '.join(PHASE_NAMES)}")
    phase = PHASE_NAMES.index(words[0])
    if phase == DRAW:
        if len(words) != 1:
            raise NotationError("the draw phase takes nothing more")
        return phase, 0, ()
    if len(words) < 2 or not words[1].isdigit() or int(words[1]) > 4 * game.players:
        raise NotationError(f"{part!r}: after the phase comes the number of actions done this round")
    done, rest = int(words[1]), words[2:]
    try:
        return phase, done, _pending(phase, rest, game, graph)
    except (ValueError, IndexError):
        raise NotationError(f"{part!r} does not give what the {words[0]} phase needs") from None


def _pending(phase: int, rest: list[str], game: Game, graph) -> tuple:
    if phase in (ACT, OVER):
        if rest:
            raise ValueError
        return ()
    if phase == PUT:
        if len(rest) != 2 or rest[0] != "at":
            raise ValueError
        x, y = (int(v) for v in rest[1].split(","))
        return (x, y)
    if phase == MOVE:
        kind = ("long", "short").index(rest[0])
        arrivals = []
        for token in rest[2:]:
            name, _, count = token.partition("=")
            arrivals.append((_on_board(name, graph), int(count)))
        return (kind, int(rest[1]), tuple(sorted(arrivals)))
    if phase == GATHER:
        if len(rest) != 3 or rest[0] != "at":
            raise ValueError
        return (_on_board(rest[1], graph), int(rest[2]))
    values = tuple(int(v) for v in rest)
    if phase == PAY and len(values) != 1:
        raise ValueError
    if not values or len(set(values)) != len(values) or (
            phase == SETTLE and any(not 0 <= v < game.players for v in values)):
        raise ValueError
    return values


def _check_consistent(state: State) -> None:
    game = state.game
    pile = state.pile
    for kind, left in zip(TILE_KINDS, pile):
        if left < 0:
            raise NotationError(f"the position uses {kind.count - left} {kind.id} tiles; the box holds {kind.count}")
    if state.drawn > game.tiles:
        raise NotationError(f"{state.drawn} tiles are out; a {game.players}-player game uses {game.tiles}")
    for p in range(game.players):
        if not _pieces_ok(state, p):
            raise NotationError(f"player {p} has more pieces than a colour holds")
    if state.phase == PUT and (state.pending not in {(t.x, t.y) for t in state.placements}):
        raise NotationError("the put phase names a square without a tile")
    if state.phase not in (DRAW, OVER) and any(h is None and 0 not in u for h, u in zip(state.hands, state.used)):
        raise NotationError("a player without a tile in hand must have placed it this round (code P)")
    if state.phase == PAY and state.pending[0] < 1:
        raise NotationError("the pay phase needs something owed")
    own = {f: n for f, p, n in state.indians if p == state.mover}
    if state.phase == MOVE:
        _, moved, arrivals = state.pending
        if moved != sum(n for _, n in arrivals) or any(own.get(f, 0) < n for f, n in arrivals):
            raise NotationError("a move's count must equal its arrivals, on fields with the mover's Indians")
    if state.phase == GATHER and own.get(state.pending[0], 0) <= state.pending[1]:
        raise NotationError("gathering needs the mover's Indians on its field, more than were brought")
    if state.phase == SETTLE and any(max(state.animals[p]) <= LIMIT for p in state.pending[:1]):
        raise NotationError("the player settling must be above 15 on a track")


def _pieces_ok(state: State, player: int) -> bool:
    total_indians, sizes = state.game.shop()
    on_board = sum(n for _, p, n in state.indians if p == player)
    if state.camp[player][0] + on_board > total_indians:
        return False
    for piece in (0, 1):
        left = list(sizes)
        owned = list(state.camp[player][1 + piece]) + [s for _, p, k, s in state.buildings
                                                        if p == player and k == piece]
        for s in owned:
            if s not in left:
                return False
            left.remove(s)
    return True
