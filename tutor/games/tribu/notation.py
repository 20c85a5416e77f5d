"""Tribù Indiani position strings (the referee's full view) and players' views.

One line, nine fields separated by `` | ``::

    tribu 2 block=chain_only | challenge 1 dealer 0 turns 3 totals 0,0 last - | boards shaman,hunter
    | drawn 1 | deck 3*red-statue 4*lupo ... | discard lupo canoe | played block
    | hands canoe 2*lupo sun-flag / moon | chains shaman.red-statue[bisonte] ; hunter! / scout#

1. ``tribu``, the number of players, then ``printing=96`` and any option that differs from its default;
2. the challenge number, its dealer, turns played in it, the sphere totals and the scores of the
   last finished challenge (``-`` before the first);
3. ``boards``: each player's Capo Tribù character, in seat order (``-`` while none is dealt);
4. the phase, the player concerned and the phase's numbers (cards left to deal, to draw or to
   discard; for ``answer``: attacker, verb, card type, attacker's chain, attacked chain);
5. ``deck``: the draw pile as counts (its order is not decided until a card is drawn);
6. ``discard``: the discard pile bottom to top; 7. ``played``: the played pile as counts;
8. ``hands``: each hand as counts, players separated by ``/``;
9. ``chains``: each player's chains separated by `` ; ``, players by ``/``. A chain is its Tribù and
   Dioramas joined by ``.``, then ``[card]`` for its active card, ``!`` when laid this turn and
   ``#`` when a Block card lies beside it.

A card is its name with ``-`` for spaces; ``3*lupo`` is three of them; ``-`` is empty.
"""
from __future__ import annotations

import re
from typing import Sequence

from tutor.core import NotationError

from .cards import BOARDS, BY_NAME, CARDS, fits
from .chains import Chain
from .engine import DEFAULTS, PHASES, Game, State, holding

PENDING = {"deal": 1, "draw3": 1, "discard3": 1, "answer": 5}
_CHAIN = re.compile(r"^([a-z.-]+)(?:\[([a-z-]+)\])?(!?)(#?)$")
_STATUS = re.compile(r"^challenge (\d+) dealer (\d+) turns (\d+) totals (-?\d+(?:,-?\d+)*) last (-|-?\d+(?:,-?\d+)*)$")


def code(card: int) -> str:
    return CARDS[card].name.replace(" ", "-")


def _card(token: str) -> int:
    name = token.replace("-", " ")
    if name not in BY_NAME:
        raise NotationError(f"{token!r} is not a card (cards are written like red-statue, lupo)")
    return BY_NAME[name]


def _counts(counts: Sequence[int]) -> str:
    return " ".join(code(t) if n == 1 else f"{n}*{code(t)}" for t, n in enumerate(counts) if n) or "-"


def _hand(hand: Sequence[int]) -> str:
    counts = [0] * len(CARDS)
    for card in hand:
        counts[card] += 1
    return _counts(counts)


def _chain_text(chain: Chain, hidden: bool = False) -> str:
    active = "" if chain.active < 0 else "[?]" if hidden else f"[{code(chain.active)}]"
    return ".".join(code(c) for c in chain.cards) + active + "!" * chain.fresh + "#" * chain.blocked


def _fields(state: State, player: int | None) -> list[str]:
    game = state.game
    header = ["tribu", str(game.num_players)] + ([f"printing={game.printing}"] if game.printing != "100" else [])
    header += [f"{k}={v}" for k, v in game.options.items() if v != DEFAULTS[k]]
    status = (f"challenge {state.challenge} dealer {state.dealer} turns {state.turns} totals "
              f"{','.join(map(str, state.totals))} last {','.join(map(str, state.last)) or '-'}")
    boards = "boards " + (",".join(code(b) for b in state.boards) or "-")
    phase = " ".join([state.phase, str(state.player)] + [str(x) for x in state.pending])
    seen = range(game.num_players) if player is None else (player,)
    hands = " / ".join(_hand(h) if p in seen else f"{len(h)} cards" for p, h in enumerate(state.hands))
    chains = " / ".join(" ; ".join(_chain_text(c, p not in seen) for c in mine) or "-"
                        for p, mine in enumerate(state.chains))
    deck = _counts(state.deck) if player is None else f"{sum(state.deck)} cards"
    return [" ".join(header), status, boards, phase, f"deck {deck}",
            "discard " + (" ".join(code(c) for c in state.discard) or "-"), f"played {_counts(state.played)}",
            f"hands {hands}", f"chains {chains}"]


def write(state: State) -> str:
    return " | ".join(_fields(state, None))


def observe(state: State, player: int) -> str:
    """What ``player`` sees: their own hand and active cards; for the others only how many cards
    they hold and whether a chain has an active card; the draw pile only as a number."""
    if not 0 <= player < state.game.num_players:
        raise ValueError(f"there is no player {player}")
    return f"view of player {player} | " + " | ".join(_fields(state, player))


def read(text: str) -> State:
    """The state a position string describes; NotationError says what is wrong with a bad one."""
    if not isinstance(text, str):
        raise NotationError("a position string must be text")
    fields = [f.strip() for f in text.strip().split("|")]
    if len(fields) != 9:
        raise NotationError(f"a Tribù position has 9 fields separated by '|', this one has {len(fields)}")
    game = _game(fields[0])
    n = game.num_players
    status = _STATUS.match(fields[1])
    if not status:
        raise NotationError(f"{fields[1]!r} should read like 'challenge 1 dealer 0 turns 0 totals 0,0 last -'")
    challenge, dealer, turns = (int(status.group(i)) for i in (1, 2, 3))
    totals = tuple(int(x) for x in status.group(4).split(","))
    last = () if status.group(5) == "-" else tuple(int(x) for x in status.group(5).split(","))
    if len(totals) != n or len(last) not in (0, n) or dealer >= n or challenge < 1:
        raise NotationError(f"{fields[1]!r}: totals and last need {n} numbers and the dealer a seat below {n}")
    boards = _boards(fields[2], n)
    phase, player, pending = _phase(fields[3], n, len(boards))
    state = State(game, (), challenge=challenge, dealer=dealer, turns=turns, totals=totals, last=last,
                  boards=boards, phase=phase, player=player, pending=pending,
                  deck=_count_field(fields[4], "deck"), discard=_sequence(fields[5], "discard"),
                  played=_count_field(fields[6], "played"), hands=_hands(fields[7], n),
                  chains=_chains(fields[8], n))
    _check(state)
    return state


def _game(field: str) -> Game:
    words = field.split()
    if len(words) < 2 or words[0] != "tribu" or not words[1].isdigit():
        raise NotationError("a Tribù position starts with 'tribu' and the number of players, e.g. 'tribu 3'")
    options = {}
    for word in words[2:]:
        name, sep, value = word.partition("=")
        if not sep:
            raise NotationError(f"option {word!r} should read name=value")
        options[name] = value
    printing = options.pop("printing", "100")
    try:
        return Game(int(words[1]), printing, **options)
    except ValueError as error:
        raise NotationError(str(error)) from None


def _boards(field: str, n: int) -> tuple[int, ...]:
    words = field.split()
    if len(words) != 2 or words[0] != "boards":
        raise NotationError(f"expected 'boards' and the characters joined by commas, found {field!r}")
    if words[1] == "-":
        return ()
    boards = tuple(_card(w) for w in words[1].split(","))
    if any(b not in BOARDS for b in boards) or len(set(boards)) != len(boards) or len(boards) > n:
        raise NotationError(f"{field!r}: each player has a different Capo Tribù board: "
                            f"{', '.join(code(b) for b in BOARDS)}")
    return boards


def _phase(field: str, n: int, boards: int) -> tuple[str, int, tuple[int, ...]]:
    words = field.split()
    if len(words) < 2 or words[0] not in PHASES or not all(re.fullmatch(r"-?\d+", w) for w in words[1:]):
        raise NotationError(f"{field!r} should be a phase ({', '.join(PHASES)}), a player and numbers")
    phase, player, pending = words[0], int(words[1]), tuple(int(w) for w in words[2:])
    if not 0 <= player < n:
        raise NotationError(f"{field!r}: there is no player {player}")
    if len(pending) != PENDING.get(phase, 0):
        raise NotationError(f"the {phase} phase takes {PENDING.get(phase, 0)} number(s) after the player")
    if (phase == "board") != (boards < n) or (phase == "board" and player != boards):
        raise NotationError("the board phase lasts until every player has a board, handing them out in seat order")
    return phase, player, pending


def _tokens(field: str, name: str) -> list[str]:
    words = field.split()
    if not words or words[0] != name:
        raise NotationError(f"expected the field {name!r}, found {field!r}")
    return [] if words[1:] == ["-"] else words[1:]


def _counts_of(tokens: list[str]) -> tuple[int, ...]:
    counts = [0] * len(CARDS)
    for token in tokens:
        number, star, name = token.partition("*")
        if star and not number.isdigit():
            raise NotationError(f"{token!r} should read like 3*lupo")
        counts[_card(name if star else token)] += int(number) if star else 1
    return tuple(counts)


def _count_field(field: str, name: str) -> tuple[int, ...]:
    return _counts_of(_tokens(field, name))


def _sequence(field: str, name: str) -> tuple[int, ...]:
    return tuple(_card(t) for t in _tokens(field, name))


def _hands(field: str, n: int) -> tuple:
    parts = _players(field, "hands", n)
    hands = []
    for part in parts:
        counts = _counts_of([] if part == "-" else part.split())
        hands.append(tuple(t for t, k in enumerate(counts) for _ in range(k)))
    return tuple(hands)


def _players(field: str, name: str, n: int) -> list[str]:
    if not field.startswith(name + " "):
        raise NotationError(f"expected the field {name!r}, found {field!r}")
    parts = [p.strip() for p in field[len(name) + 1:].split("/")]
    if len(parts) != n:
        raise NotationError(f"{name} lists {len(parts)} players for a {n}-player game")
    return parts


def _chains(field: str, n: int) -> tuple:
    result = []
    for part in _players(field, "chains", n):
        mine = []
        for text in ([] if part == "-" else [t.strip() for t in part.split(";")]):
            match = _CHAIN.match(text)
            if not match:
                raise NotationError(f"chain {text!r} should read like shaman.red-statue[lupo]")
            cards = tuple(_card(t) for t in match.group(1).split("."))
            active = _card(match.group(2)) if match.group(2) else -1
            mine.append(Chain(cards, active, bool(match.group(3)), bool(match.group(4))))
        result.append(tuple(mine))
    return tuple(result)


def _check(state: State) -> None:
    """Raise NotationError for a position the rules cannot reach."""
    for p, mine in enumerate(state.chains):
        tribes = [c.tribu for c in mine]
        if len(set(tribes)) != len(tribes):
            raise NotationError(f"player {p} has two chains of one Tribù: no clones")
        for chain in mine:
            if CARDS[chain.tribu].kind != "tribu":
                raise NotationError(f"a chain starts with a Tribù card, not {code(chain.tribu)}")
            for i, card in enumerate(chain.dioramas):
                if not fits(chain.tribu, chain.dioramas[:i], card):
                    raise NotationError(f"{code(card)} does not fit the {code(chain.tribu)} chain at place {i + 1}")
            if chain.active >= 0 and not CARDS[chain.active].can_be_active:
                raise NotationError(f"{code(chain.active)} cannot be an active card")
    held, expected = holding(state), state.game.deck
    for t, (have, want) in enumerate(zip(held, expected)):
        if have != want:
            raise NotationError(f"the position has {have} x {code(t)}, but the deck holds {want}")
