"""Tribù Indiani actions and their text.

An action is ``Action(verb, card, chain, player, target, onto)`` (unused fields are -1); it sorts by
verb first. In the fields, chains and players are numbered from 0. Each field means one thing: ``card`` the
card played, drawn or dealt; ``chain`` the mover's chain the card comes from or goes to; ``player`` another
player and ``target`` that player's chain; ``onto`` the mover's chain an active Diorama is used on. Its ``str``
is lowercase English that reads back with :func:`parse_action`, counting as people do: players from 1
(``player 2`` is the field's 1) and chains by letter in the order they were laid (``chain a`` is chain 0).

Texts written before the letters (chains and players as the fields' numbers from 0, ``extend chain 0 with
diorama canoe``, ``play block on player 1 chain 0``) are still read, with their old meaning: a chain written
as a number marks the old form, and then its players are counted from 0 too. One text is in one form.

=================  =================================================  ==================================
verb               text                                               meaning
=================  =================================================  ==================================
BOARD (chance)     ``board shaman``                                   the next player's Capo Tribù board
CARD (chance)      ``card canoe``                                     the card dealt or drawn
DRAW               ``draw``                                           draw from the draw pile
DRAW_DISCARD       ``draw from discard``                              take the top discard (a Diorama)
DISCARD            ``discard lupo``                                   put a hand card on the discard pile
LAY_TRIBU          ``play tribu shaman``                              start a chain
EXTEND             ``extend chain c with diorama canoe``              lay a Diorama from the hand
ACTIVATE           ``activate lupo on chain b``                       a hand card face down by a chain
SWAP               ``swap active on chain b for bisonte``             exchange an active card with the hand
PLAY_DRAW3         ``play draw three``                                Azione: draw three, discard three
PLAY_BLOCK         ``play block on player 2 chain a``                 Azione: the player skips a turn
PLAY_STEAL         ``play steal from player 2 chain a to chain c``    Azione: take a last Diorama
USE                ``use active canoe from chain b on chain a``       no draw: an active Diorama extends
ATTACK             ``attack player 2 chain a with lupo from chain c`` no draw: an active Evento attacks
ANSWER             ``answer with courage feathers from chain b``      the attacked player's Protezione
DECLINE            ``decline``                                        the attacked player does not answer
SKIP               ``skip turn``                                      a blocked player's lost turn
=================  =================================================  ==================================
"""
from __future__ import annotations

from typing import Callable, NamedTuple

from tutor.core import NotationError, notation
from tutor.core.actions import Phrases
from tutor.core.i18n import M, Mc, Message

from .cards import BY_NAME, CARDS, DIORAMA, EVENTO, PROTEZIONE, TRIBU
from .constants import CHAIN_LETTERS, chain_letter
from .words import card as _card

(BOARD, CARD, DRAW, DRAW_DISCARD, DISCARD, LAY_TRIBU, EXTEND, ACTIVATE, SWAP, PLAY_DRAW3, PLAY_BLOCK,
 PLAY_STEAL, USE, ATTACK, ANSWER, DECLINE, SKIP) = range(17)
CHANCE_VERBS = (BOARD, CARD)


class Action(NamedTuple):
    verb: int
    card: int = -1
    chain: int = -1
    player: int = -1
    target: int = -1
    onto: int = -1

    def __str__(self) -> str:
        name = CARDS[self.card].name if 0 <= self.card < len(CARDS) else f"card #{self.card}"
        chain, target, onto = chain_letter(self.chain), chain_letter(self.target), chain_letter(self.onto)
        return {
            BOARD: lambda: f"board {name}",
            CARD: lambda: f"card {name}",
            DRAW: lambda: "draw",
            DRAW_DISCARD: lambda: "draw from discard",
            DISCARD: lambda: f"discard {name}",
            LAY_TRIBU: lambda: f"play tribu {name}",
            EXTEND: lambda: f"extend chain {chain} with diorama {name}",
            ACTIVATE: lambda: f"activate {name} on chain {chain}",
            SWAP: lambda: f"swap active on chain {chain} for {name}",
            PLAY_DRAW3: lambda: "play draw three",
            PLAY_BLOCK: lambda: f"play block on player {self.player + 1} chain {target}",
            PLAY_STEAL: lambda: f"play steal from player {self.player + 1} chain {target} to chain {chain}",
            USE: lambda: f"use active {name} from chain {chain} on chain {onto}",
            ATTACK: lambda: f"attack player {self.player + 1} chain {target} with {name} from chain {chain}",
            ANSWER: lambda: f"answer with {name} from chain {chain}",
            DECLINE: lambda: "decline",
            SKIP: lambda: "skip turn",
        }[self.verb]()


def describe(action: Action) -> Message:
    """The action in words for the log and the pages, in the reader's language; its English is the action's
    text (``play block on player 2 chain a``), and a page reads a move typed as this words it."""
    verb = action.verb
    name = _card(action.card)
    chain, target, onto = chain_letter(action.chain), chain_letter(action.target), chain_letter(action.onto)
    player = action.player + 1
    if verb == BOARD:
        return Mc("tribu action", "board {card}", card=name)
    if verb == CARD:
        return Mc("tribu action", "card {card}", card=name)
    if verb == DRAW:
        return Mc("tribu action", "draw")
    if verb == DRAW_DISCARD:
        return Mc("tribu action", "draw from discard")
    if verb == DISCARD:
        return Mc("tribu action", "discard {card}", card=name)
    if verb == LAY_TRIBU:
        return Mc("tribu action", "play tribu {card}", card=name)
    if verb == EXTEND:
        return Mc("tribu action", "extend chain {chain} with diorama {card}", chain=chain, card=name)
    if verb == ACTIVATE:
        return Mc("tribu action", "activate {card} on chain {chain}", card=name, chain=chain)
    if verb == SWAP:
        return Mc("tribu action", "swap active on chain {chain} for {card}", chain=chain, card=name)
    if verb == PLAY_DRAW3:
        return Mc("tribu action", "play draw three")
    if verb == PLAY_BLOCK:
        return Mc("tribu action", "play block on player {player} chain {target}", player=player, target=target)
    if verb == PLAY_STEAL:
        return Mc("tribu action", "play steal from player {player} chain {target} to chain {chain}", player=player,
                  target=target, chain=chain)
    if verb == USE:
        return Mc("tribu action", "use active {card} from chain {chain} on chain {onto}", card=name, chain=chain,
                  onto=onto)
    if verb == ATTACK:
        return Mc("tribu action", "attack player {player} chain {target} with {card} from chain {chain}",
                  player=player, target=target, card=name, chain=chain)
    if verb == ANSWER:
        return Mc("tribu action", "answer with {card} from chain {chain}", card=name, chain=chain)
    if verb == DECLINE:
        return Mc("tribu action", "decline")
    if verb == SKIP:
        return Mc("tribu action", "skip turn")
    return M("{text}", text=str(action))


_N = r"([0-9]+)"
#: a chain: its letter, or (in the old form) its number from 0
_L = r"([0-9]+|[a-z])"
_C = r"([a-z][a-z ]*?)"
#: (pattern, verb, field names for the groups, the kind the card must be or None for any)
_PATTERNS = [
    (rf"board {_C}", BOARD, ("card",), TRIBU),
    (rf"card {_C}", CARD, ("card",), None),
    ("draw", DRAW, (), None),
    ("draw from discard", DRAW_DISCARD, (), None),
    (rf"discard {_C}", DISCARD, ("card",), None),
    (rf"play tribu {_C}", LAY_TRIBU, ("card",), TRIBU),
    (rf"extend chain {_L} with diorama {_C}", EXTEND, ("chain", "card"), DIORAMA),
    (rf"activate {_C} on chain {_L}", ACTIVATE, ("card", "chain"), None),
    (rf"swap active on chain {_L} for {_C}", SWAP, ("chain", "card"), None),
    ("play draw three", PLAY_DRAW3, (), None),
    (rf"play block on player {_N} chain {_L}", PLAY_BLOCK, ("player", "target"), None),
    (rf"play steal from player {_N} chain {_L} to chain {_L}", PLAY_STEAL, ("player", "target", "chain"), None),
    (rf"use active {_C} from chain {_L} on chain {_L}", USE, ("card", "chain", "onto"), DIORAMA),
    (rf"attack player {_N} chain {_L} with {_C} from chain {_L}", ATTACK, ("player", "target", "card", "chain"),
     EVENTO),
    (rf"answer with {_C} from chain {_L}", ANSWER, ("card", "chain"), PROTEZIONE),
    ("decline", DECLINE, (), None),
    ("skip turn", SKIP, (), None),
]
EXAMPLES = ("draw", "discard lupo", "play tribu shaman", "extend chain a with diorama canoe", "decline")


#: the fields that name a chain (the mover's or another player's)
CHAIN_FIELDS = ("chain", "target", "onto")


def _builder(verb: int, names: tuple[str, ...], kind: str | None) -> Callable[[tuple, str], Action]:
    """What reads one phrase: its numbers bounded, its card known by name and of the ``kind`` asked, its
    chains by letter with players from 1, or (the old form) chains and players as numbers from 0."""
    def build(groups: tuple, text: str) -> Action:
        chains = [value for name, value in zip(names, groups) if name in CHAIN_FIELDS]
        old = any(c.isdigit() for c in chains)
        if old and not all(c.isdigit() for c in chains):
            raise NotationError(f"{notation.excerpt(text)}: name every chain by its letter (chain a, chain b, ...)")
        values: dict[str, int] = {}
        for name, value in zip(names, groups):
            if name in CHAIN_FIELDS:
                values[name] = notation.read_int(value, M("the {name} number", name=name), 0, 99) if old else \
                    CHAIN_LETTERS.index(value)
            elif name == "player":
                values[name] = notation.read_int(value, "the player number", 0, 99) if old else \
                    notation.read_int(value, "the player number", 1, 99) - 1
            elif name != "card":
                values[name] = notation.read_int(value, M("the {name} number", name=name), 0, 99)
            elif value not in BY_NAME:
                raise NotationError(f"{notation.excerpt(text)}: there is no card called {notation.excerpt(value)}")
            elif kind and CARDS[BY_NAME[value]].kind != kind:
                raise NotationError(f"{notation.excerpt(text)}: {value} is not a {kind} card")
            else:
                values["card"] = BY_NAME[value]
        return Action(verb, **values)
    return build


PHRASES = Phrases("Tribù Indiani", [(p, _builder(verb, names, kind)) for p, verb, names, kind in _PATTERNS], EXAMPLES)


def parse_action(text: object) -> Action:
    """Read an action from its text; extra spaces and capitals are forgiven."""
    return PHRASES.parse(text)
