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

from tutor.core import NotationError

from .cards import BOX, CARD_BY_CODE, COLOUR_CODES, COLOURS, KIND_CODES, NUM_TYPES, card_code, card_name
from .engine import INTERPRETATION_DEFAULTS, OVER, PHASE_NAMES, RESOLVE, RESOLVE_LAST, REVEAL, WINDOW, Game, State, \
    can_claim, claim_options

_TOKEN = re.compile(r"^(\d*)([rygbp][CWMH]|[BTANP])$")
_PLAY = re.compile(r"^([rygbp])([CWMH])(!?)$")


def write(state: State) -> str:
    game = state.game
    header = ["apache", ",".join(game.colours), "+".join(game.variants) or "base"]
    if game.first_player:
        header.append(f"first={game.first_player}")
    header += [f"{k}={v}" for k, v in game.options.items() if v != INTERPRETATION_DEFAULTS[k]]
    piles = " / ".join(".".join(card_code(c) for c in pile) or "-" for pile in state.piles)
    pow_ = " ".join(COLOUR_CODES[game.seat_colours[s]] + KIND_CODES[k] + ("!" if bad else "")
                    for s, k, bad in state.powwow) or "-"
    return " | ".join([" ".join(header), f"{PHASE_NAMES[state.phase]} {game.colours[state.turn]}",
                       f"table {_counts(state.table)}", f"piles {piles}", f"out {_counts(state.out)}",
                       f"pow {pow_}"])


def _counts(counts: tuple) -> str:
    return " ".join(card_code(t) if n == 1 else f"{n}{card_code(t)}" for t, n in enumerate(counts) if n) or "-"


def read(text: str) -> State:
    """The state a position string describes; NotationError says what is wrong with a bad one."""
    if not isinstance(text, str):
        raise NotationError("a position string must be text")
    fields = [f.strip() for f in text.strip().split("|")]
    if len(fields) != 6:
        raise NotationError(f"an Apache position has 6 fields separated by '|', this one has {len(fields)}")
    game = _game(fields[0])
    phase, turn = _phase(fields[1], game)
    table = _field_counts(fields[2], "table")
    piles = _piles(fields[3], game)
    out = _field_counts(fields[4], "out")
    powwow = _powwow(fields[5], game)
    down = [BOX[t] - table[t] - out[t] for t in range(NUM_TYPES)]
    for pile in piles:
        for c in pile:
            down[c] -= 1
    for t, n in enumerate(down):
        if n < 0:
            raise NotationError(f"the position has {BOX[t] - n} x {card_name(t)}, but the box holds {BOX[t]}")
    state = State(game, phase, turn, tuple(down), table, piles, out, powwow, (), ())
    _check_consistent(state)
    return state


def _game(field: str) -> Game:
    words = field.split()
    if len(words) < 3 or words[0] != "apache":
        raise NotationError("an Apache position starts with 'apache', the colours and the variants, "
                            "e.g. 'apache red,yellow,purple base'")
    options = {}
    for word in words[3:]:
        name, sep, value = word.partition("=")
        if not sep:
            raise NotationError(f"option {word!r} should read name=value")
        options[name] = value
    first = options.pop("first", "0")
    if not first.isdigit():
        raise NotationError(f"first={first} should be a seat number")
    variants = () if words[2] == "base" else tuple(words[2].split("+"))
    try:
        return Game(tuple(words[1].split(",")), variants, int(first), **options)
    except ValueError as error:
        raise NotationError(str(error)) from None


def _phase(field: str, game: Game) -> tuple[int, int]:
    words = field.split()
    if len(words) != 2 or words[0] not in PHASE_NAMES or words[1] not in game.colours:
        raise NotationError(f"{field!r} should be a phase ({', '.join(PHASE_NAMES)}) and the colour whose "
                            "turn it is to reveal")
    return PHASE_NAMES.index(words[0]), game.colours.index(words[1])


def _field_counts(field: str, name: str) -> tuple:
    words = field.split()
    if not words or words[0] != name:
        raise NotationError(f"expected the field {name!r}, found {field!r}")
    counts = [0] * NUM_TYPES
    for token in words[1:]:
        if token == "-" and len(words) == 2:
            break
        match = _TOKEN.match(token)
        if not match:
            raise NotationError(f"{token!r} in {name} is not a card, e.g. rH, 2B")
        counts[CARD_BY_CODE[match.group(2)]] += int(match.group(1) or 1)
    return tuple(counts)


def _piles(field: str, game: Game) -> tuple:
    if not field.startswith("piles "):
        raise NotationError(f"expected the field 'piles', found {field!r}")
    parts = [p.strip() for p in field[len("piles "):].split("/")]
    if len(parts) != game.num_players:
        raise NotationError(f"piles lists {len(parts)} victory piles for {game.num_players} players")
    piles = []
    for part in parts:
        if part == "-":
            piles.append(())
            continue
        codes = part.split(".")
        if any(c not in CARD_BY_CODE for c in codes):
            raise NotationError(f"victory pile {part!r} should list cards like rH.B.B")
        piles.append(tuple(CARD_BY_CODE[c] for c in codes))
    return tuple(piles)


def _powwow(field: str, game: Game) -> tuple:
    words = field.split()
    if not words or words[0] != "pow":
        raise NotationError(f"expected the field 'pow', found {field!r}")
    plays = []
    for token in words[1:]:
        if token == "-" and len(words) == 2:
            break
        match = _PLAY.match(token)
        if not match:
            raise NotationError(f"{token!r} on the Pow-Wow board should be a hand card like yH (or yH!)")
        colour = COLOUR_CODES.index(match.group(1))
        seat = game.owner[colour]
        if seat < 0:
            raise NotationError(f"{token!r}: nobody plays {COLOURS[colour]}")
        if any(s == seat for s, _, _ in plays):
            raise NotationError(f"{COLOURS[colour]} has two hand cards on the Pow-Wow board")
        plays.append((seat, KIND_CODES.index(match.group(2)), bool(match.group(3))))
    return tuple(plays)


def _check_consistent(state: State) -> None:
    game, phase, powwow = state.game, state.phase, state.powwow
    if phase in (REVEAL, OVER) and powwow:
        raise NotationError(f"no hand card can be on the Pow-Wow board in the {PHASE_NAMES[phase]} phase")
    if phase == REVEAL and not any(state.down):
        raise NotationError("the reveal phase needs a face-down card")
    if phase == RESOLVE_LAST and any(state.down):
        raise NotationError("resolve-last comes only after the final reveal")
    if phase == WINDOW:
        for seat, kind, bad in powwow:
            if bad == can_claim(game, state.table, game.seat_colours[seat], kind):
                raise NotationError("a '!' on the Pow-Wow board must mark exactly the plays that cannot claim")
    if phase in (RESOLVE, RESOLVE_LAST):
        if not powwow:
            raise NotationError("claims are settling, but the Pow-Wow board is empty")
        seat, kind, bad = powwow[0]
        if bad or not claim_options(game, state.table, game.seat_colours[seat], kind):
            raise NotationError("the lowest hand card on the Pow-Wow board has no claim to choose")
