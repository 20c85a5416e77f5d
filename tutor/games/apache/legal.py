"""What may be done in an Apache position: the one source of legality.

:func:`legal_actions` lists the actions; the other functions read the face-up table (which
Indians may take which booty, prisoner or spouse) and serve the verdicts, the bots and the odds too.
"""
from __future__ import annotations

from itertools import compress
from operator import attrgetter
from typing import TYPE_CHECKING, Sequence

from . import actions as A
from .actions import Action
from .cards import CHIEF, INDIANS, MAIDEN, TEEPEE, TOTEM, USUAL_BOOTY, colour_of, indian, kind_of
from .constants import OVER, REVEAL, WINDOW

if TYPE_CHECKING:
    from .state import Game, State

_SEAT = attrgetter("seat")  # whose card a Play on the Pow-Wow board is


def legal_actions(state: "State", player: int | None) -> list[Action]:
    """Sorted legal actions; ``player`` keeps only that player's. Empty when terminal."""
    phase, game = state.phase, state.game
    if phase == REVEAL:
        return [] if player is not None else list(compress(A.REVEALS, state.down))
    if phase == WINDOW:
        if not state.powwow:  # the window just opened: every play, and close
            return list(game.window_actions if player is None else game.plays[player])
        played = frozenset(map(_SEAT, state.powwow))
        if player is not None:
            return [] if player in played else list(game.plays[player])
        return list(window_actions(game, played))
    if phase == OVER or (player is not None and player != state.powwow[0].seat):
        return []
    seat, kind, _ = state.powwow[0]
    return claim_options(game, state.table, game.seat_colours[seat], kind)


def window_actions(game: "Game", played: frozenset[int]) -> tuple[Action, ...]:
    """Every action of a claim window once the seats ``played`` have played: the others' plays and
    ``close``, sorted (remembered per table and seats, in the game's ``window_cache``)."""
    found = game.window_cache.get(played)
    if found is None:
        found = game.window_cache[played] = tuple(
            a for a in game.window_actions if a.verb == A.CLOSE or game.owner[a.colour] not in played)
    return found


def prisoners(game: "Game", table: Sequence[int], colour: int, me: int) -> list[int]:
    """Male Indian types a chief (card ``me``) could take prisoner from ``table`` (never his twin:
    :func:`prisoner_types`)."""
    return [card for card in game.prisoner_types[colour] if table[card] - (card == me) > 0]


def prisoner_types(game: "Game", colour: int) -> tuple[int, ...]:
    """The Indian types the colour's chief may ever take prisoner under the game's options: a male
    Indian, a chief only if chiefs may be captured, its own colour only if allowed, and never a chief
    identical to himself: of two identical Indians on the table one claims and the other stays
    (``apache.claim.one_indian``). Worked out once per game: :func:`prisoners` keeps those face up."""
    own = game.options["chief_captures_own_colour"] == "yes"
    chiefs = game.options["chief_captures_chiefs"] == "yes"
    return tuple(card for card in INDIANS if kind_of(card) != MAIDEN and (chiefs or kind_of(card) != CHIEF)
                 and (own or colour_of(card) != colour) and card != indian(colour, CHIEF))


def spouses(game: "Game", table: Sequence[int], colour: int, me: int) -> list[int]:
    """Indian types the claimant's Indian ``me`` could marry (Wedding)."""
    return [card for card in game.spouse_types[colour][kind_of(me) == MAIDEN] if table[card]]


def spouse_types(game: "Game", colour: int, maiden: bool) -> tuple[int, ...]:
    """The Indian types the colour's Indian may ever marry (Wedding): a maiden marries a man and a
    man a maiden, of another colour if the game's option says so (worked out once per game:
    :func:`spouses` keeps those face up)."""
    other_only = game.options["wedding_partner"] == "other_colour"
    return tuple(card for card in INDIANS if (kind_of(card) == MAIDEN) != maiden
                 and not (other_only and colour_of(card) == colour))


def claim_options(game: "Game", table: Sequence[int], colour: int, kind: int) -> list[Action]:
    """Every claim the colour's Indian of this kind can make from ``table``, sorted."""
    me = indian(colour, kind)
    if not table[me]:
        return []
    options = []
    if kind == CHIEF:
        if table[TOTEM]:
            options = [A.capture(colour, card) for card in prisoners(game, table, colour, me)]
    elif table[USUAL_BOOTY[kind]]:
        options.append(A.take(colour, USUAL_BOOTY[kind]))
    if table[TEEPEE]:
        options.append(A.take(colour, TEEPEE))
        if game.wedding:
            options.extend(A.marry(colour, card) for card in spouses(game, table, colour, me))
    options.sort()
    return options


def can_claim(game: "Game", table: Sequence[int], colour: int, kind: int) -> bool:
    """Whether the colour's Indian of this kind could claim anything from ``table``."""
    me = indian(colour, kind)
    if not table[me]:
        return False
    if table[TEEPEE]:
        return True
    if kind == CHIEF:
        return table[TOTEM] > 0 and bool(prisoners(game, table, colour, me))
    return table[USUAL_BOOTY[kind]] > 0


def booty_of(action: Action) -> int:
    """The booty type a claim takes all of: the named one, totem poles for a capture, teepees for a wedding."""
    return action.card if action.verb == A.TAKE else TOTEM if action.verb == A.CAPTURE else TEEPEE
