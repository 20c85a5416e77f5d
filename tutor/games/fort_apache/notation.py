"""Fort Apache position strings.

One line, nine fields separated by `` | ``::

    fort_apache gate=damage | turn cowboys 3 act | cowboys north-walkway east-walkway* x magazine*
    | indians east-cavalry east-climbing^ x gate gate gate | buildings magazine=1f well=0 granary=x gate=2
    | supply cowboys=a4/1,e2/0 indians=a0/0,e5/2 | cards cowboys=2.1.2.1.1.1 indians=2.2.2.1.2 played=- boost=no
    | pending - | threat - withdraw - last c2 resting c4

1. ``fort_apache`` and every option that differs from its default, as ``name=value``;
2. whose turn, the round, the phase (act, roll, save, withdraw, over; ``over`` adds how it ended:
   cowboys-win, indians-win, draw-supplies, draw-limit);
3. and 4. each figure's place (names with hyphens), ``x`` if dead, ``*`` if laid down, ``^`` if an
   Indian climbed and rolls at the start of the next Indian turn;
5. each building's damage (rubble box), ``f`` if burning, ``x`` if destroyed; the gate's damage (``x`` broken);
6. control cards: ammunition (a) and energy (e), white/black marker (0 is the icon);
7. copies left of each card in ``data/cards.json`` order, who played a card this turn, whether the next
   roll has three faces (a boost card);
8. pending rolls, first first: ``shot/c2/i4/2`` (kind/who/target/hit faces; kinds shot, arrow, melee,
   climb, gate);
9. the figure a hit is waiting on, the column whose figure must go for supplies, the last figure to act,
   and, when needed, the figures sent for supplies this turn, who rest until it ends (``c3+i5``, or ``-``).

Format versions: strings written before ``resting`` was added end field 9 at ``last``, and a string without
``resting`` still means what it meant then: an Indian laid down in a camp counts as sent there this turn
(only a trip for supplies takes one there), and no cowboy does. So ``resting`` is written only when the
position differs from that (a cowboy went for supplies, or an Indian lies in a camp without having been
sent there this turn); every other position keeps the string it always had.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tutor.core import NotationError
from tutor.core.i18n import M
from tutor.core.notation import build, excerpt, fields, read_header, read_int, write_header

from .actions import FIGURES, NONE, NUM_COWBOYS, NUM_INDIANS
from .board import BUILDINGS, CAMPS, GATE_DAMAGE_TO_BREAK, INDEX, INSIDE, SIDES, place_code
from .cards import CARDS, DECK
from .constants import DEAD, ENDS, OVER, PHASE_NAMES, ROLL_KINDS, TRACK_NAMES, Roll, Supply

if TYPE_CHECKING:
    from .state import Game, State

_CODE_PLACE = {place_code(p): p for p in range(len(INDEX))}


def fig_code(f: int) -> str:
    return "-" if f == NONE else (f"c{f + 1}" if f < NUM_COWBOYS else f"i{f - NUM_COWBOYS + 1}")


#: the highest round a position string may name (the longest round limit is far below it)
MAX_ROUND = 10_000


def write(state: "State") -> str:
    """The state's position string."""
    header = write_header(state.game, ())
    turn = f"turn {SIDES[state.side]} {state.round} {PHASE_NAMES[state.phase]}"
    if state.phase == OVER:
        turn += f" {ENDS[state.end]}"
    figures = [_figure(state, f) for f in range(FIGURES)]
    buildings = " ".join(f"{b}={'x' if state.destroyed(i) else state.damage[i]}{'f' if state.fire[i] else ''}"
                         for i, b in enumerate(BUILDINGS))
    gate = "x" if state.gate_broken else str(state.gate)
    supply = " ".join(f"{SIDES[s]}=a{t[0]}/{t[1]},e{t[2]}/{t[3]}" for s, t in enumerate(state.tracks))
    hands = " ".join(f"{SIDES[s]}={'.'.join(map(str, h))}" for s, h in enumerate(state.hands))
    played = "+".join(SIDES[s] for s in range(2) if state.played[s]) or "-"
    pending = ", ".join(_roll(r) for r in state.pending) or "-"
    withdraw = TRACK_NAMES[state.withdraw] if state.withdraw != NONE else "-"
    resting = [f for f in range(FIGURES) if state.is_resting(f)]
    tail = f"threat {fig_code(state.threat)} withdraw {withdraw} last {fig_code(state.last)}"
    if sum(1 << f for f in resting) != _old_resting(state.places, state.laid):
        tail += " resting " + ("+".join(fig_code(f) for f in resting) or "-")
    return " | ".join([
        header, turn, "cowboys " + " ".join(figures[:NUM_COWBOYS]), "indians " + " ".join(figures[NUM_COWBOYS:]),
        f"buildings {buildings} gate={gate}", f"supply {supply}",
        f"cards {hands} played={played} boost={'yes' if state.boost else 'no'}", f"pending {pending}",
        tail])


def _figure(state: "State", f: int) -> str:
    place = state.places[f]
    if place == DEAD:
        return "x"
    return place_code(place) + ("*" if state.is_laid(f) else "") + ("^" if state.is_climbing(f) else "")


def _roll(roll: Roll) -> str:
    kind = ROLL_KINDS[roll.kind]
    if kind in ("shot", "melee"):
        target = fig_code(roll.target)
    elif kind == "arrow":
        target = BUILDINGS[roll.target]
    else:
        target = place_code(roll.target)
    return f"{kind}/{fig_code(roll.who)}/{target}/{roll.faces}"


def read(text: object, game_class: type["Game"]) -> tuple["Game", dict[str, Any]]:
    """The game and the state's fields a position string describes; NotationError says what is wrong.

    Only the form is checked here: whether the position could arise is :mod:`.validate`'s question."""
    parts = fields(text, 9, "Fort Apache")
    _, options = read_header(parts[0], game_class, 0)
    game = build(game_class, **options)
    side, rnd, phase, end = _turn(parts[1])
    places, laid, climbing = _figures(parts[2], "cowboys", NUM_COWBOYS, 0)
    more = _figures(parts[3], "indians", NUM_INDIANS, NUM_COWBOYS)
    places, laid, climbing = places + more[0], laid | more[1], climbing | more[2]
    fire, damage, gate = _buildings(parts[4], game)
    tracks = _supply(parts[5], game)
    hands, played, boost = _cards(parts[6])
    pending = _pending(parts[7])
    threat, withdraw, last, resting = _tail(parts[8])
    if resting is None:  # no field: what a string meant before it existed
        resting = _old_resting(places, laid)
    elif resting & ~laid:
        raise NotationError(M("a figure listed as resting after going for supplies lies down (mark it with *)"))
    return game, dict(side=side, round=rnd, phase=phase, places=places, laid=laid, climbing=climbing,
                      fire=fire, damage=damage, gate=gate, tracks=tracks, hands=hands, played=played,
                      boost=boost, pending=pending, threat=threat, withdraw=withdraw, last=last, end=end,
                      resting=resting)


def _old_resting(places: tuple, laid: int) -> int:
    """The resting figures a string without ``resting`` means: the Indians laid down in a camp."""
    return sum(1 << f for f in range(NUM_COWBOYS, FIGURES) if laid >> f & 1 and places[f] in CAMPS)


def _short(value: str) -> str:
    """A field's value as written, cut short when long."""
    return value if len(value) <= 12 else value[:12] + "…"


def _words(field: str, name: str) -> list[str]:
    words = field.split()
    if not words or words[0] != name:
        raise NotationError(M("expected the field {name}, found {found}", name=repr(name), found=excerpt(field)))
    return words[1:]


def _pairs(words: list[str], field: str, names: set[str], example: str) -> dict[str, str]:
    """The field's ``name=value`` words: exactly ``names``, each once."""
    pairs: dict[str, str] = {}
    for word in words:
        key, sep, value = word.partition("=")
        if not sep:
            raise NotationError(M("{word} in {field} should read name=value", word=excerpt(word), field=field))
        if key in pairs:
            raise NotationError(M("{key} is given twice in {field}", key=excerpt(key), field=field))
        pairs[key] = value
    if set(pairs) != names:
        raise NotationError(M("{field} should list {example}", field=field, example=example))
    return pairs


def _turn(field: str) -> tuple[int, int, int, int]:
    words = _words(field, "turn")
    if len(words) not in (3, 4) or words[0] not in SIDES or words[2] not in PHASE_NAMES:
        raise NotationError(M("{field} should read 'turn <cowboys|indians> <round> <phase>' with a phase from {phases}",
                              field=excerpt(field), phases=", ".join(PHASE_NAMES)))
    phase = PHASE_NAMES.index(words[2])
    if (phase == OVER) != (len(words) == 4) or (len(words) == 4 and words[3] not in ENDS):
        raise NotationError(M("only a finished battle names how it ended ({ends})", ends=", ".join(ENDS)))
    end = ENDS.index(words[3]) if len(words) == 4 else NONE
    if words[1] == "0":
        raise NotationError(M("rounds count from 1"))
    return SIDES.index(words[0]), read_int(words[1], M("the round"), 1, MAX_ROUND), phase, end


def _figures(field: str, name: str, count: int, first: int) -> tuple[tuple, int, int]:
    words = _words(field, name)
    if len(words) != count:
        raise NotationError(M("{name} lists {listed} figures; there are {count}", name=name, listed=len(words), count=count))
    places, laid, climbing = [], 0, 0
    for i, word in enumerate(words):
        f = first + i
        if word == "x":
            places.append(DEAD)
            continue
        code = word.rstrip("*^")
        marks = word[len(code):]
        if code not in _CODE_PLACE:
            raise NotationError(M("{word} in {name} is not a place (places read like north-walkway, magazine-repair, gate, "
                                  "northwest-camp)", word=excerpt(word), name=name))
        if marks not in ("", "*", "^", "*^") or (name == "cowboys" and "^" in marks):
            raise NotationError(M("{word}: marks are '*' (laid down) and, for Indians, '^' (climbing)", word=excerpt(word)))
        place = _CODE_PLACE[code]
        if name == "cowboys" and not INSIDE[place]:
            raise NotationError(M("{word}: cowboys never leave the fort", word=excerpt(word)))
        places.append(place)
        laid |= ("*" in marks) << f
        climbing |= ("^" in marks) << f
    return tuple(places), laid, climbing


def _buildings(field: str, game: "Game") -> tuple[tuple, tuple, int]:
    pairs = _pairs(_words(field, "buildings"), "buildings", set(BUILDINGS) | {"gate"},
                   M("{buildings} and the gate, e.g. magazine=1f", buildings=", ".join(BUILDINGS)))
    fire, damage = [], []
    for b in BUILDINGS:
        value = pairs[b]
        burning = value.endswith("f")
        value = value[:-1] if burning else value
        if value == "x" and not burning:
            damage.append(game.burn_limit)
        elif value.isascii() and value.isdigit() and len(value) == 1 and int(value) < game.burn_limit:
            damage.append(int(value))
        else:
            raise NotationError(M("{building}={value} should be a damage from 0 to {most} (f if burning) or x if destroyed",
                                  building=b, value=_short(pairs[b]), most=game.burn_limit - 1))
        fire.append(burning)
    gate = pairs["gate"]
    if gate == "x":
        gate_damage = GATE_DAMAGE_TO_BREAK
    elif gate.isascii() and gate.isdigit() and len(gate) == 1 and int(gate) < GATE_DAMAGE_TO_BREAK:
        gate_damage = int(gate)
    else:
        raise NotationError(M("gate={value} should be its damage (0 to {most}) or x", value=_short(gate),
                                  most=GATE_DAMAGE_TO_BREAK - 1))
    return tuple(fire), tuple(damage), gate_damage


def _supply(field: str, game: "Game") -> tuple:
    pairs = _pairs(_words(field, "supply"), "supply", set(SIDES),
                   M("cowboys=a0/0,e0/0 and indians=a0/0,e0/0"))
    tracks = []
    for side in SIDES:
        text = pairs[side]
        columns = text.split(",")
        markers = [c[1:].split("/") for c in columns]
        if [c[:1] for c in columns] != ["a", "e"] or [len(m) for m in markers] != [2, 2]:
            raise NotationError(M("{side}={text} should read a<white>/<black>,e<white>/<black>", side=side, text=excerpt(text)))
        values = tuple(read_int(v, M("a marker in {side}={text}", side=side, text=excerpt(text)), 0, game.boxes)
                       for pair in markers for v in pair)
        if values[0] < values[1] or values[2] < values[3]:
            raise NotationError(M("{side}={text}: markers run from 0 to {boxes}, the white one never above the black one",
                                  side=side, text=excerpt(text), boxes=game.boxes))
        tracks.append(Supply(*values))
    return tuple(tracks)


def _cards(field: str) -> tuple[tuple, tuple, bool]:
    pairs = _pairs(_words(field, "cards"), "cards", set(SIDES) | {"played", "boost"},
                   M("cowboys=..., indians=..., played=... and boost=..."))
    hands = []
    for s, side in enumerate(SIDES):
        counts = pairs[side].split(".")
        if len(counts) != len(DECK[s]):
            raise NotationError(M("{side}={text} should list {n} counts like 2.2.2.1.1.1", side=side, text=excerpt(pairs[side]),
                                      n=len(DECK[s])))
        hands.append(tuple(read_int(c, M("the copies left of {card}", card=CARDS[card].name), 0, CARDS[card].count)
                           for c, card in zip(counts, DECK[s])))
    played = pairs["played"]
    if played not in ("-", "cowboys", "indians", "cowboys+indians"):
        raise NotationError(M("played={value} should be -, cowboys, indians or cowboys+indians", value=excerpt(played)))
    if pairs["boost"] not in ("yes", "no"):
        raise NotationError(M("boost should be yes or no"))
    names = played.split("+")
    return tuple(hands), tuple(side in names for side in SIDES), pairs["boost"] == "yes"


def _fig(code: str) -> int:
    if code == "-":
        return NONE
    kind, number = code[:1], code[1:]
    limit = {"c": NUM_COWBOYS, "i": NUM_INDIANS}.get(kind)
    if limit is None or number not in [str(n) for n in range(1, limit + 1)]:
        raise NotationError(M("{code} is not a figure (c1-c4, i1-i6, or -)", code=excerpt(code)))
    return int(number) - 1 + (0 if kind == "c" else NUM_COWBOYS)


def _pending(field: str) -> tuple:
    words = field.split(None, 1)
    if not words or words[0] != "pending":
        raise NotationError(M("expected the field 'pending', found {found}", found=excerpt(field)))
    if len(words) == 1 or words[1].strip() == "-":
        return ()
    rolls = []
    for item in words[1].split(","):
        parts = item.strip().split("/")
        if len(parts) != 4 or parts[0] not in ROLL_KINDS or parts[3] not in ("1", "2", "3"):
            raise NotationError(M("{item} should read kind/who/target/faces, e.g. shot/c2/i4/2", item=excerpt(item.strip())))
        kind = ROLL_KINDS.index(parts[0])
        if parts[0] in ("shot", "melee"):
            target = _fig(parts[2])
        elif parts[0] == "arrow":
            if parts[2] not in BUILDINGS:
                raise NotationError(M("{word} is not a building", word=excerpt(parts[2])))
            target = BUILDINGS.index(parts[2])
        elif parts[2] in _CODE_PLACE:
            target = _CODE_PLACE[parts[2]]
        else:
            raise NotationError(M("{word} is not a place", word=excerpt(parts[2])))
        rolls.append(Roll(kind, _fig(parts[1]), target, int(parts[3])))
    return tuple(rolls)


def _tail(field: str) -> tuple[int, int, int, int | None]:
    """The threat, the column, the last figure and the resting figures (None in a string from before
    ``resting``)."""
    words = field.split()
    if len(words) not in (6, 8) or words[0::2] != ["threat", "withdraw", "last", "resting"][:len(words) // 2]:
        raise NotationError(M("{field} should read 'threat <figure|-> withdraw <ammunition|energy|-> last <figure|-> "
                              "resting <figures|->'", field=excerpt(field)))
    if words[3] != "-" and words[3] not in TRACK_NAMES:
        raise NotationError(M("withdraw should be ammunition, energy or -"))
    resting = None
    if len(words) == 8:
        codes = [] if words[7] == "-" else words[7].split("+")
        figures = [_fig(code) for code in codes]
        if NONE in figures or len(set(figures)) != len(figures):
            raise NotationError(M("resting should list figures once each, joined by +, e.g. c3+i5, or -"))
        resting = sum(1 << f for f in figures)
    return _fig(words[1]), (TRACK_NAMES.index(words[3]) if words[3] != "-" else NONE), _fig(words[5]), resting
