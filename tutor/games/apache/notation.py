"""Apache position strings.

One line, fields separated by `` | ``::

    apache red,yellow,purple warpath+wedding | window yellow | table rH yC 3B T | piles rH.B.B / - / yC.T | out - | pow yH pH!

1. ``apache``, the colours in seating order, the variants (``base`` for none), then any option that
   differs from its default as ``name=value`` and ``first=N`` when another seat began;
2. the phase (reveal, window, resolve, resolve-last, over) and the colour whose turn it is to reveal;
3. ``table``: face-up cards; 4. ``piles``: each victory pile bottom to top, seats separated by ``/``;
5. ``out``: cards removed by punishment; 6. ``pow``: hand cards on the Pow-Wow board, bottom first,
   ``!`` marking a play that could not claim anything when it landed.

Cards: an Indian is colour letter + kind letter (``rH`` red hunter: C chief, W warrior, M maiden,
H hunter); booty is B buffalo, T totem pole, A tomahawk, N necklace, P teepee; ``3B`` is three buffalo;
``-`` is empty. Face-down cards are not written: they are whatever the box holds beyond the rest.
"""
from __future__ import annotations

import re
from tutor.core.api import evolve
from typing import TYPE_CHECKING

from tutor.core import NotationError
from tutor.core.i18n import M, Joined
from tutor.core.notation import bounded, build, excerpt, read_header, read_int, write_header

from .cards import BOX, CARD_BY_CODE, COLOUR_CODES, COLOURS, KIND_CODES, NUM_TYPES, card_code, colour_term
from .constants import PHASE_NAMES, Play
from .validate import problems

if TYPE_CHECKING:
    from .state import Game, State

_TOKEN = re.compile(r"([0-9]*)([rygbp][CWMH]|[BTANP])")
_PLAY = re.compile(r"([rygbp])([CWMH])(!?)")


def write(state: "State") -> str:
    """The position string of ``state``."""
    game = state.game
    words = [",".join(game.colours), "+".join(game.variants) or "base"]
    if game.first_player:
        words.append(f"first={game.first_player}")
    piles = " / ".join(".".join(card_code(c) for c in pile) or "-" for pile in state.piles)
    pow_ = " ".join(COLOUR_CODES[game.seat_colours[s]] + KIND_CODES[k] + ("!" if bad else "")
                    for s, k, bad in state.powwow) or "-"
    return " | ".join([write_header(game, words), f"{PHASE_NAMES[state.phase]} {game.colours[state.turn]}",
                       f"table {_counts(state.table)}", f"piles {piles}", f"out {_counts(state.out)}",
                       f"pow {pow_}"])


def _counts(counts: tuple) -> str:
    return " ".join(card_code(t) if n == 1 else f"{n}{card_code(t)}" for t, n in enumerate(counts) if n) or "-"


def read(text: object, game_class: type["Game"]) -> "State":
    """The state a position string describes; NotationError says what is wrong with a bad one."""
    parts = [part.strip() for part in bounded(text).split("|")]
    if len(parts) != 6:
        raise NotationError(M("an Apache position has 6 fields separated by '|', this one has {n}", n=len(parts)))
    game = _game(parts[0], game_class)
    phase, turn = _phase(parts[1], game)
    table = _field_counts(parts[2], "table")
    piles = _piles(parts[3], game)
    out = _field_counts(parts[4], "out")
    powwow = _powwow(parts[5], game)
    down = [BOX[t] - table[t] - out[t] for t in range(NUM_TYPES)]
    for pile in piles:
        for c in pile:
            down[c] -= 1
    state = evolve(game.new_state(), phase=phase, turn=turn, down=tuple(down), table=table, piles=piles, out=out,
                    powwow=powwow)
    found = problems(state)
    if found:
        raise NotationError(found[0])
    return state


def _game(field: str, game_class: type["Game"]) -> "Game":
    (colours, variants), options = read_header(field, game_class, 2, extra=("first",))
    first = read_int(options.pop("first", "0"), M("the first player"), 0, len(COLOURS) - 1)
    chosen = () if variants == "base" else tuple(variants.split("+"))
    return build(game_class, tuple(colours.split(",")), chosen, first, **options)


def _phase(field: str, game: "Game") -> tuple[int, int]:
    words = field.split()
    if len(words) != 2 or words[0] not in PHASE_NAMES or words[1] not in game.colours:
        raise NotationError(M("{field} should be a phase ({phases}) and the colour whose turn it is to reveal",
                              field=excerpt(field), phases=Joined(PHASE_NAMES, ", ")))
    return PHASE_NAMES.index(words[0]), game.colours.index(words[1])


def _words(field: str, name: str) -> list[str]:
    """The words of a field after its name (``-`` alone is none)."""
    words = field.split()
    if not words or words[0] != name:
        raise NotationError(M("expected the field {name}, found {field}", name=repr(name), field=excerpt(field)))
    return [] if words[1:] == ["-"] else words[1:]


def _field_counts(field: str, name: str) -> tuple:
    counts = [0] * NUM_TYPES
    for token in _words(field, name):
        match = _TOKEN.fullmatch(token)
        if not match:
            raise NotationError(M("{token} in {name} is not a card, e.g. rH, 2B", token=excerpt(token), name=name))
        card = CARD_BY_CODE[match.group(2)]
        counts[card] += read_int(match.group(1), M("the count of {card}", card=card_code(card)), 1, sum(BOX)) \
            if match.group(1) else 1
    return tuple(counts)


def _piles(field: str, game: "Game") -> tuple:
    name, _, rest = field.partition(" ")
    if name != "piles":
        raise NotationError(M("expected the field {name}, found {field}", name="'piles'", field=excerpt(field)))
    parts = [p.strip() for p in rest.split("/")]
    if len(parts) != game.num_players:
        raise NotationError(M("piles lists {n} victory piles for {players} players", n=len(parts),
                              players=game.num_players))
    piles = []
    for part in parts:
        codes = [] if part == "-" else part.split(".")
        if any(c not in CARD_BY_CODE for c in codes):
            raise NotationError(M("victory pile {pile} should list cards like rH.B.B", pile=excerpt(part)))
        piles.append(tuple(CARD_BY_CODE[c] for c in codes))
    return tuple(piles)


def _powwow(field: str, game: "Game") -> tuple[Play, ...]:
    plays: list[Play] = []
    for token in _words(field, "pow"):
        match = _PLAY.fullmatch(token)
        if not match:
            raise NotationError(M("{token} on the Pow-Wow board should be a hand card like yH (or yH!)",
                                  token=excerpt(token)))
        colour = COLOUR_CODES.index(match.group(1))
        seat = game.owner[colour]
        if seat < 0:
            raise NotationError(M("{token}: nobody plays {colour}", token=excerpt(token), colour=colour_term(colour)))
        if any(s == seat for s, _, _ in plays):
            raise NotationError(M("{colour} has two hand cards on the Pow-Wow board", colour=colour_term(colour)))
        plays.append(Play(seat, KIND_CODES.index(match.group(2)), bool(match.group(3))))
    return tuple(plays)
