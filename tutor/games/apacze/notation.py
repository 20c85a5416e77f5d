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
from tutor.core.api import evolve
from typing import TYPE_CHECKING, Callable

from tutor.core import NotationError
from tutor.core.i18n import M, Message, P
from tutor.core.notation import build, excerpt, fields, read_header, read_int, write_header

from .actions import coordinate, field_text
from .board import START_PLACEMENTS, FieldId, Placement
from .constants import (ACT, ACTIONS_PER_ROUND, COST, DRAW, GATHER, INDIANS, MAX_INDIANS, MAX_TRACK, MOVE,
                        MOVE_KINDS, OVER, PAY, PHASE_NAMES, PUT, SETTLE, SIZES, TERRAIN_OF_PIECE, USED_CODES,
                        Building, Camp, Gathering, Group, Moving, Paying, Putting, Settling)
from .tiles import TERRAIN_TILES, TILE_KINDS
from .validate import validate
from .words import piece as piece_term, term

if TYPE_CHECKING:
    from .state import Game, State
    from .view import View

_FIELD = re.compile(r"(-?[0-9]+),(-?[0-9]+):([a-z])")
_SQUARE = re.compile(r"(-?[0-9]+),(-?[0-9]+)")
_TILE = re.compile(r"(-?[0-9]+),(-?[0-9]+):([a-z-]+)@([0-3])")
_CAMP = re.compile(r"i([0-9]+) t([1-4]*|-) c([1-4]*|-)")
_INDIANS = re.compile(r"(.+)=([0-9])x([0-9]+)")
_BUILDING = re.compile(r"(.+)=([0-9])([tc])([1-4])")
FIELD_COUNT = 10
TERRAIN_KINDS = {k.id for k in TILE_KINDS}


def write(state: "State") -> str:
    """The position string."""
    return _write(state, state.hands)


def write_view(view: "View") -> str:
    """A player's view as text: the position string with the other players' tiles in hand as ``?``."""
    marks = tuple(h if h is not None else "?" if held else None
                  for h, held in zip(view.position.hands, view.holding))
    return _write(view.position, marks)


def _write(state: "State", hands_shown: tuple[str | None, ...]) -> str:
    hands = " ".join("-" if h is None else h for h in hands_shown)
    camp = "/".join(f"i{n} t{''.join(map(str, t)) or '-'} c{''.join(map(str, c)) or '-'}" for n, t, c in state.camp)
    used = "/".join("".join(USED_CODES[t] for t in u) or "-" for u in state.used)
    tiles = " ".join(f"{p.x},{p.y}:{p.kind}@{p.rotation}" for p in state.placements[len(START_PLACEMENTS):])
    indians = " ".join(f"{field_text(f)}={p}x{n}" for f, p, n in state.indians)
    buildings = " ".join(f"{field_text(f)}={p}{'tc'[k]}{s}" for f, p, k, s in state.buildings)
    return " | ".join([write_header(state.game, [str(state.game.players)]), f"round {state.round}", _phase(state),
                       f"hands {hands}", "animals " + "/".join(".".join(map(str, a)) for a in state.animals),
                       f"camp {camp}", f"used {used}", f"tiles {tiles or '-'}", f"indians {indians or '-'}",
                       f"buildings {buildings or '-'}"])


def _phase(state: "State") -> str:
    head = f"{PHASE_NAMES[state.phase]}"
    if state.phase == DRAW:
        return head
    head += f" {state.done}"
    if state.phase == PUT:
        putting = state.putting
        return f"{head} at {putting.x},{putting.y}"
    if state.phase == MOVE:
        moving = state.moving
        return " ".join([head, MOVE_KINDS[moving.kind], str(moving.moved)] +
                        [f"{field_text(f)}={n}" for f, n in moving.arrivals])
    if state.phase == GATHER:
        gathering = state.gathering
        return f"{head} at {field_text(gathering.target)} {gathering.brought}"
    if state.phase == PAY:
        return f"{head} {state.paying.owed}"
    if state.phase == SETTLE:
        return " ".join([head] + [str(v) for v in state.settling.queue])
    return head


def read(game_class: "type[Game]", text: object) -> "State":
    """The state a position string describes; NotationError says what is wrong with a bad one (every
    number is read within the game's bounds before anything is built, and the whole position is
    checked by :func:`tutor.games.apacze.validate.validate`)."""
    parts = fields(text, FIELD_COUNT, "Apacze i Komancze")
    game = _game(game_class, parts[0])
    n = game.players
    round_ = _round(parts[1], game)
    placements = START_PLACEMENTS + _tiles(_body(parts[7], "tiles"))
    hands = _hands(_body(parts[3], "hands"), n)
    animals = _per_player(_body(parts[4], "animals"), n, "animals", _animals)
    camp = _per_player(_body(parts[5], "camp"), n, "camp", _camp)
    used = _per_player(_body(parts[6], "used"), n, "used", _used)
    start = evolve(game.new_state(), placements=placements)
    board = start.fields
    indians = _indians(_body(parts[8], "indians"), board, n)
    buildings = _buildings(_body(parts[9], "buildings"), board, n)
    phase, done, pending = _read_phase(parts[2], game, board)
    state = evolve(start, phase=phase, round=round_, hands=hands, animals=animals, camp=camp, indians=indians,
                          buildings=buildings, done=done, used=used, pending=pending)
    validate(state)
    return state


def _body(part: str, name: str) -> list[str]:
    words = part.split()
    if not words or words[0] != name:
        raise NotationError(M("expected the field {name}, found {part}", name=repr(name), part=excerpt(part)))
    rest = words[1:]
    return [] if rest == ["-"] else rest


def _game(game_class: "type[Game]", part: str) -> "Game":
    settings, options = read_header(part, game_class, 1)
    players = read_int(settings[0], "the number of players", 0, 99)
    return build(game_class, players, **options)


def _round(part: str, game: "Game") -> int:
    words = part.split()
    try:
        if len(words) != 2 or words[0] != "round":
            raise NotationError(M("no round"))
        return read_int(words[1], M("the round"), 0, game.rounds - 1)
    except NotationError:
        raise NotationError(M("{part} should be 'round N' with N from 0 to {last}", part=excerpt(part),
                              last=game.rounds - 1)) from None


def _field(token: str) -> tuple[int, int, str]:
    match = _FIELD.fullmatch(token)
    if not match:
        raise NotationError(M("{token} is not a field; write x,y:letter, e.g. 0,1:a", token=excerpt(token)))
    return coordinate(match.group(1)), coordinate(match.group(2)), match.group(3)


def _on_board(token: str, board) -> tuple[int, int, str]:
    field = _field(token)
    if field not in board:
        raise NotationError(M("there is no field {field} on the board", field=field_text(field)))
    return field


def _tiles(words: list[str]) -> tuple[Placement, ...]:
    if len(words) > TERRAIN_TILES:
        raise NotationError(P("{n} tile is placed; the box holds {box}", "{n} tiles are placed; the box holds {box}",
                                n=len(words), box=TERRAIN_TILES))
    found = []
    for word in words:
        match = _TILE.fullmatch(word)
        if not match or match.group(3) not in TERRAIN_KINDS:
            raise NotationError(M("{word} should be a terrain tile like 1,0:ford@1 (kinds: {kinds})", word=excerpt(word),
                                  kinds=", ".join(k.id for k in TILE_KINDS)))
        found.append(Placement(coordinate(match.group(1)), coordinate(match.group(2)), match.group(3),
                               int(match.group(4))))
    spots = [(p.x, p.y) for p in found] + [(p.x, p.y) for p in START_PLACEMENTS]
    if len(set(spots)) != len(spots):
        raise NotationError(M("two tiles lie on the same square"))
    return tuple(sorted(found))


def _hands(words: list[str], n: int) -> tuple:
    if len(words) != n:
        raise NotationError(P("hands lists {n} tile for {players} players", "hands lists {n} tiles for {players} players",
                                n=len(words), players=n))
    if "?" in words:
        raise NotationError(M("a hidden tile '?' is an observation, not a position; name every tile"))
    for w in words:
        if w != "-" and w not in TERRAIN_KINDS:
            raise NotationError(M("{word} in hands is not a terrain tile", word=excerpt(w)))
    return tuple(None if w == "-" else w for w in words)


def _per_player(words: list[str], n: int, name: str, read_one) -> tuple:
    parts = [p.strip() for p in " ".join(words).split("/")]
    if len(parts) != n:
        raise NotationError(P("{name} lists {n} player, the game has {players}",
                                "{name} lists {n} players, the game has {players}", name=name, n=len(parts),
                                players=n))
    return tuple(read_one(p) for p in parts)


def _animals(part: str) -> tuple[int, int, int]:
    values = part.split(".")
    if len(values) != 3:
        raise NotationError(M("{part} should be bison.salmon.turkey, e.g. 10.10.10", part=excerpt(part)))
    try:
        bison, salmon, turkeys = (read_int(v, M("an animal track"), 0, MAX_TRACK) for v in values)
        return bison, salmon, turkeys
    except NotationError as error:
        raise NotationError(M("{part} should be bison.salmon.turkey, e.g. 10.10.10: {error}", part=excerpt(part),
                              error=_reason(error))) from None


def _camp(part: str) -> tuple:
    match = _CAMP.fullmatch(part)
    if not match or any(len(g) > 2 * len(SIZES) for g in match.group(2, 3)):
        raise NotationError(M("{part} should be a camp like 'i4 t12 c12' (Indians, teepee and canoe sizes)",
                              part=excerpt(part)))
    sizes = [tuple(sorted(int(c) for c in g if c != "-")) for g in match.group(2, 3)]
    return Camp(read_int(match.group(1), M("Indians in a camp"), 0, INDIANS), sizes[0], sizes[1])


def _used(part: str) -> tuple[int, ...]:
    if part == "-":
        return ()
    if any(c not in USED_CODES for c in part) or len(set(part)) != len(part) or len(part) > ACTIONS_PER_ROUND:
        raise NotationError(M("{part} should list up to four different action codes from {codes}", part=excerpt(part),
                              codes=USED_CODES))
    return tuple(sorted(USED_CODES.index(c) for c in part))


def _by_field(words: list[str], limit: int, too_many: Message, read: Callable[[str], tuple[FieldId, tuple]],
              twice: Message) -> dict[FieldId, tuple]:
    """Pieces listed as ``field=...`` words, each read by ``read``: at most ``limit`` words, one per field."""
    if len(words) > limit:
        raise NotationError(too_many)
    found: dict[FieldId, tuple] = {}
    for word in words:
        field, value = read(word)
        if field in found:
            raise NotationError(twice.fill(field=field_text(field)))
        found[field] = value
    return found


def _indians(words: list[str], board, n: int) -> tuple:
    def read(word: str) -> tuple[FieldId, tuple]:
        match = _INDIANS.fullmatch(word)
        if not match or int(match.group(2)) >= n:
            raise NotationError(M("{word} should be field=PLAYERxCOUNT, e.g. 0,1:a=0x3", word=excerpt(word)))
        count = read_int(match.group(3), M("Indians on a field"), 1, INDIANS)
        return _on_board(match.group(1), board), (int(match.group(2)), count)

    found = _by_field(words, n * INDIANS, P("{n} group of Indians; {colours} have {all} in all",
                                            "{n} groups of Indians; {colours} have {all} in all",
                                            n=len(words), colours=P("{n} colour", "{n} colours", n=n),
                                            all=P("{n} Indian", "{n} Indians", n=n * INDIANS)),
                      read, M("{field} is listed twice: one player's Indians per field", field=""))
    return tuple(sorted(Group(f, p, c) for f, (p, c) in found.items()))


def _buildings(words: list[str], board, n: int) -> tuple:
    def read(word: str) -> tuple[FieldId, tuple]:
        match = _BUILDING.fullmatch(word)
        if not match or int(match.group(2)) >= n:
            raise NotationError(M("{word} should be field=PLAYER then t or c and the size, e.g. 0,1:a=0t2",
                                  word=excerpt(word)))
        field = _on_board(match.group(1), board)
        piece = "tc".index(match.group(3))
        if board[field]["terrain"] not in TERRAIN_OF_PIECE[piece]:
            raise NotationError(M("{word}: a {piece} cannot stand on {terrain}", word=excerpt(word),
                                  piece=piece_term(piece), terrain=term(board[field]["terrain"])))
        return field, (int(match.group(2)), piece, int(match.group(4)))

    found = _by_field(words, 2 * n * len(SIZES) * 2, P("{n} building is more than the colours own",
                                                         "{n} buildings are more than the colours own", n=len(words)),
                      read, M("{field} has two buildings", field=""))
    return tuple(sorted(Building(f, *v) for f, v in found.items()))


def _read_phase(part: str, game: "Game", board) -> tuple[int, int, tuple]:
    words = part.split()
    if not words or words[0] not in PHASE_NAMES:
        raise NotationError(M("{part} should start with a phase: {phases}", part=excerpt(part),
                              phases=", ".join(PHASE_NAMES)))
    phase = PHASE_NAMES.index(words[0])
    if phase == DRAW:
        if len(words) != 1:
            raise NotationError(M("the draw phase takes nothing more"))
        return phase, 0, ()
    if len(words) < 2:
        raise NotationError(M("{part}: after the phase comes the number of actions done this round", part=excerpt(part)))
    done = read_int(words[1], M("the actions done this round"), 0, ACTIONS_PER_ROUND * game.players)
    try:
        return phase, done, _pending(phase, words[2:], game, board)
    except NotationError as error:
        raise NotationError(M("{part} does not give what the {phase} phase needs: {error}", part=excerpt(part),
                              phase=words[0], error=_reason(error))) from None


def _pending(phase: int, rest: list[str], game: "Game", board) -> tuple:
    """What a phase needs, read from the words after the actions done."""
    if phase in (ACT, OVER):
        _count(rest, 0)
        return ()
    if phase == PUT:
        _count(rest, 2)
        match = _SQUARE.fullmatch(rest[1])
        if rest[0] != "at" or not match:
            raise NotationError(M("write 'at X,Y', the square of the tile just placed"))
        return Putting(coordinate(match.group(1)), coordinate(match.group(2)))
    if phase == MOVE:
        if len(rest) < 2 or rest[0] not in MOVE_KINDS or len(rest) > 2 + MAX_INDIANS:
            raise NotationError(M("write 'long' or 'short', the Indians moved, then FIELD=COUNT where they arrived"))
        arrivals = {}
        for token in rest[2:]:
            name, _, count = token.partition("=")
            field = _on_board(name, board)
            if field in arrivals:
                raise NotationError(M("{field} is listed twice", field=field_text(field)))
            arrivals[field] = read_int(count, M("Indians arrived"), 1, MAX_INDIANS)
        return Moving(MOVE_KINDS.index(rest[0]), read_int(rest[1], M("Indians moved"), 0, MAX_INDIANS),
                      tuple(sorted(arrivals.items())))
    if phase == GATHER:
        _count(rest, 3)
        if rest[0] != "at":
            raise NotationError(M("write 'at FIELD BROUGHT'"))
        return Gathering(_on_board(rest[1], board), read_int(rest[2], M("Indians brought"), 0, MAX_INDIANS))
    if phase == PAY:
        _count(rest, 1)
        return Paying(read_int(rest[0], M("animals owed"), 1, COST[-1]))
    if not rest or len(rest) > game.players:
        raise NotationError(M("list the players still above the track limit"))
    queue = tuple(read_int(v, M("a player"), 0, game.players - 1) for v in rest)
    if len(set(queue)) != len(queue):
        raise NotationError(M("a player is listed twice"))
    return Settling(queue)


def _count(rest: list[str], count: int) -> None:
    if len(rest) != count:
        raise NotationError(P("it takes {n} word here, not {got}", "it takes {n} words here, not {got}", n=count,
                              got=len(rest)))


def _reason(error: NotationError) -> object:
    """What a NotationError says (its message, rendered in the reader's language where it is shown)."""
    return error.args[0] if error.args else str(error)
