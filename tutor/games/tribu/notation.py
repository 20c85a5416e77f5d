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
6. ``discard``: the discard pile bottom to top, ``[card]`` for a card lying face down in it (a lost
   chain's active card); 7. ``played``: the played pile as counts;
8. ``hands``: each hand as counts, players separated by ``/``;
9. ``chains``: each player's chains separated by `` ; ``, players by ``/``. A chain is its Tribù and
   Dioramas joined by ``.``, then ``[card]`` for its active card, ``!`` when laid this turn and
   ``#`` when a Block card lies beside it.

A card is its name with ``-`` for spaces; ``3*lupo`` is three of them; ``-`` is empty.

A player's view (:func:`observe`) starts with ``view of player N`` and shows the other hands and the draw
pile as ``N cards``, every face-down card they may not see as ``[?]``. Reading goes through
:mod:`tutor.core.notation`: bounded text, every number capped before it is used, options checked
against the register; whether the position can arise is :func:`tutor.games.tribu.validate.problems`'.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Sequence

from tutor.core import NotationError, notation
from tutor.core.i18n import M, Message, P

from .cards import BOARDS, BY_NAME, CARDS, COPIES, code
from .chains import Chain
from .constants import MAX_CHALLENGES, MAX_ROUNDS, PAYLOADS, PENDING, PHASES, PRINTING, SPHERES
from .view import HIDDEN, View

if TYPE_CHECKING:
    from .state import Game, State

_CHAIN = re.compile(r"^([a-z.-]+)(?:\[([a-z-]+)\])?(!?)(#?)$")


def _card(token: str) -> int:
    name = token.replace("-", " ")
    if name not in BY_NAME:
        raise NotationError(M("{token} is not a card (cards are written like red-statue, lupo)",
                              token=notation.excerpt(token)))
    return BY_NAME[name]


def _counts(counts: Sequence[int]) -> str:
    return " ".join(code(t) if n == 1 else f"{n}*{code(t)}" for t, n in enumerate(counts) if n) or "-"


def _hand(hand: Sequence[int]) -> str:
    counts = [0] * len(CARDS)
    for card in hand:
        counts[card] += 1
    return _counts(counts)


def _chain_text(chain: Chain) -> str:
    active = "" if chain.active == -1 else "[?]" if chain.active == HIDDEN else f"[{code(chain.active)}]"
    return ".".join(code(c) for c in chain.cards) + active + "!" * chain.fresh + "#" * chain.blocked


def _discard_text(discard: Sequence[int], face_down: Sequence[int] = ()) -> str:
    """The discard pile bottom to top; a face-down card is ``[card]``, or ``[?]`` in a player's view."""
    down = set(face_down)
    words = ["[?]" if c == HIDDEN else f"[{code(c)}]" if i in down else code(c) for i, c in enumerate(discard)]
    return "discard " + (" ".join(words) or "-")


def _header(game: "Game") -> str:
    printing = [f"printing={game.printing}"] if game.printing != PRINTING else []
    return notation.write_header(game, [str(game.num_players), *printing])


def _table(t, deck: str, discard: str, hands: str) -> list[str]:
    """The fields of a state or a view ``t``, given the fields that differ between the two."""
    status = (f"challenge {t.challenge} dealer {t.dealer} turns {t.turns} totals "
              f"{','.join(map(str, t.totals))} last {','.join(map(str, t.last)) or '-'}")
    boards = "boards " + (",".join(code(b) for b in t.boards) or "-")
    phase = " ".join([t.phase, str(t.player)] + [str(x) for x in t.pending])
    chains = " / ".join(" ; ".join(_chain_text(c) for c in mine) or "-" for mine in t.chains)
    return [_header(t.game), status, boards, phase, f"deck {deck}", discard, f"played {_counts(t.played)}",
            f"hands {hands}", f"chains {chains}"]


def write(state: "State") -> str:
    """The referee's position string: every card where it is."""
    hands = " / ".join(_hand(h) for h in state.hands)
    return " | ".join(_table(state, _counts(state.deck), _discard_text(state.discard, state.face_down), hands))


def observe(view: View) -> str:
    """What ``view.seat`` sees as text: their own hand and active cards; for the others only how many cards
    they hold and whether a chain has an active card; the draw pile only as a number."""
    hands = " / ".join(_hand(view.hand) if p == view.seat else f"{size} cards"
                       for p, size in enumerate(view.hand_sizes))
    fields = _table(view, f"{view.deck_size} cards", _discard_text(view.discard), hands)
    return f"view of player {view.seat} | " + " | ".join(fields)


def read(text: object, game_class: type["Game"]) -> tuple["Game", dict[str, Any]]:
    """The game and the fields of the state a position string describes (``State(game, (), **fields)``);
    NotationError says what cannot be read. Whether the position can arise is :mod:`validate`'s matter."""
    fields = notation.fields(text, 9, "Tribù")
    game = _game(fields[0], game_class)
    n = game.num_players
    challenge, dealer, turns, totals, last = _status(fields[1], n)
    boards = _boards(fields[2], n)
    phase, player, pending = _phase(fields[3], n, len(boards))
    discard, face_down = _discard(fields[5])
    return game, dict(challenge=challenge, dealer=dealer, turns=turns, totals=totals, last=last, boards=boards,
                      phase=phase, player=player, pending=pending, deck=_count_field(fields[4], "deck"),
                      discard=discard, face_down=face_down, played=_count_field(fields[6], "played"),
                      hands=_hands(fields[7], n), chains=_chains(fields[8], n))


def _game(field: str, game_class: type["Game"]) -> "Game":
    """The header: ``tribu``, the number of players, then ``printing=`` and options as ``name=value``."""
    words, options = notation.read_header(field, game_class, 1, extra=("printing",))
    players = notation.read_int(words[0], M("the number of players"), 0, 99)
    printing = options.pop("printing", PRINTING)
    return notation.build(game_class, players, printing, **options)


def _status(field: str, n: int) -> tuple[int, int, int, tuple[int, ...], tuple[int, ...]]:
    """``challenge C dealer D turns T totals a,b last c,d`` (``last -`` before the first challenge ends)."""
    words = field.split()
    if len(words) != 10 or words[::2] != ["challenge", "dealer", "turns", "totals", "last"]:
        raise NotationError(M("{field} should read like 'challenge 1 dealer 0 turns 0 totals 0,0 last -'",
                              field=notation.excerpt(field)))
    challenge = notation.read_int(words[1], M("the challenge"), 1, MAX_CHALLENGES)
    dealer = notation.read_int(words[3], M("the dealer"), 0, 99)
    turns = notation.read_int(words[5], M("the turns played"), 0, MAX_ROUNDS * n)
    totals = _numbers(words[7], M("a total"))
    last = () if words[9] == "-" else _numbers(words[9], M("a score"))
    if len(totals) != n or len(last) not in (0, n) or dealer >= n:
        raise NotationError(M("{field}: totals and last need {n} numbers and the dealer a seat below {n}",
                              field=notation.excerpt(field), n=n))
    return challenge, dealer, turns, totals, last


def _numbers(text: str, what: Message) -> tuple[int, ...]:
    parts = text.split(",")
    if len(parts) > 4:
        raise NotationError(M("{text}: at most 4 players", text=notation.excerpt(text)))
    return tuple(notation.read_int(x, what, -SPHERES, SPHERES) for x in parts)


def _boards(field: str, n: int) -> tuple[int, ...]:
    words = field.split()
    if len(words) != 2 or words[0] != "boards":
        raise NotationError(M("expected 'boards' and the characters joined by commas, found {field}",
                              field=notation.excerpt(field)))
    if words[1] == "-":
        return ()
    names = words[1].split(",")
    boards = tuple(_card(w) for w in names[:n + 1])
    if any(b not in BOARDS for b in boards) or len(set(boards)) != len(boards) or len(names) > n:
        raise NotationError(M("{field}: each player has a different Capo Tribù board: {boards}",
                              field=notation.excerpt(field), boards=", ".join(code(b) for b in BOARDS)))
    return boards


def _phase(field: str, n: int, boards: int) -> tuple[str, int, tuple]:
    words = field.split()
    if len(words) < 2 or words[0] not in PHASES:
        raise NotationError(M("{field} should be a phase ({phases}), a player and numbers",
                              field=notation.excerpt(field), phases=", ".join(PHASES)))
    phase = words[0]
    player = notation.read_int(words[1], M("the player"), 0, 99)
    if player >= n:
        raise NotationError(M("{field}: there is no seat {seat} (seats count from 0 in a position string)",
                              field=notation.excerpt(field), seat=player))
    if len(words) - 2 != PENDING.get(phase, 0):
        raise NotationError(P("the {phase} phase takes {n} number after the player",
                              "the {phase} phase takes {n} numbers after the player", n=PENDING.get(phase, 0),
                              phase=phase))
    numbers = [notation.read_int(w, M("a number of the {phase} phase", phase=phase), 0, 99) for w in words[2:]]
    pending = PAYLOADS[phase](*numbers) if phase in PAYLOADS else ()
    if (phase == "board") != (boards < n) or (phase == "board" and player != boards):
        raise NotationError(M("the board phase lasts until every player has a board, handing them out in seat order"))
    return phase, player, pending


def _tokens(field: str, name: str) -> list[str]:
    words = field.split()
    if not words or words[0] != name:
        raise NotationError(M("expected the field {name}, found {field}", name=repr(name),
                                  field=notation.excerpt(field)))
    return [] if words[1:] == ["-"] else words[1:]


def _counts_of(tokens: list[str]) -> tuple[int, ...]:
    """Card counts from tokens like ``3*lupo canoe``; a count is at most the copies of a card in a deck."""
    counts = [0] * len(CARDS)
    for token in tokens:
        number, star, name = token.partition("*")
        if star:
            card = _card(name)
            counts[card] += notation.read_int(number, M("the count in {token}", token=notation.excerpt(token)), 1,
                                              COPIES)
        else:
            counts[_card(token)] += 1
        if sum(counts) > len(CARDS) * COPIES:
            raise NotationError(M("more cards than a deck holds"))
    return tuple(counts)


def _count_field(field: str, name: str) -> tuple[int, ...]:
    return _counts_of(_tokens(field, name))


def _discard(field: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The discard pile and the places of its face-down cards (written ``[card]``)."""
    cards, down = [], []
    for i, token in enumerate(_tokens(field, "discard")):
        if token.startswith("[") and token.endswith("]"):
            down.append(i)
            token = token[1:-1]
        cards.append(_card(token))
    return tuple(cards), tuple(down)


def _hands(field: str, n: int) -> tuple:
    hands = []
    for part in _players(field, "hands", n):
        counts = _counts_of([] if part == "-" else part.split())
        hands.append(tuple(t for t, k in enumerate(counts) for _ in range(k)))
    return tuple(hands)


def _players(field: str, name: str, n: int) -> list[str]:
    if not field.startswith(name + " "):
        raise NotationError(M("expected the field {name}, found {field}", name=repr(name),
                                  field=notation.excerpt(field)))
    parts = [p.strip() for p in field[len(name) + 1:].split("/")]
    if len(parts) != n:
        raise NotationError(M("{name} lists {count} players for a {n}-player game", name=name, count=len(parts), n=n))
    return parts


def _chains(field: str, n: int) -> tuple:
    result = []
    for part in _players(field, "chains", n):
        mine = []
        for text in ([] if part == "-" else [t.strip() for t in part.split(";")]):
            match = _CHAIN.match(text)
            if not match:
                raise NotationError(M("chain {text} should read like shaman.red-statue[lupo]",
                                      text=notation.excerpt(text)))
            names = match.group(1).split(".")
            if len(names) > 5:
                raise NotationError(M("chain {text}: a chain holds a Tribù and at most four Dioramas",
                                      text=notation.excerpt(text)))
            cards = tuple(_card(t) for t in names)
            active = _card(match.group(2)) if match.group(2) else -1
            mine.append(Chain(cards, active, bool(match.group(3)), bool(match.group(4))))
        result.append(tuple(mine))
    return tuple(result)
