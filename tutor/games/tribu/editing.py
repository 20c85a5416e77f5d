"""Setting up a Tribù Indiani position by hand: the edits the position editor offers.

The same names as every game's ``editing`` module (see :mod:`tutor.games.apache.editing`): ``PIECES``,
:func:`blank`, :func:`places`, :func:`place`, :func:`remove`, ``PHASES``, :func:`phase`,
:func:`set_phase`, :func:`turn`, :func:`set_turn`, :func:`counters`, :func:`set_counter`.

Every card placed comes from the draw pile and every card removed goes back to it, so the printing's
deck is always whole; a card none of which is left in the draw pile cannot be placed (ValueError).
Places: ``hand:<p>`` (a card into player p's hand) and ``hand:<p>:<card>`` (one taken out), ``chains:<p>``
(a Tribù starts a chain), ``chain:<p>:<i>`` (a Diorama goes on chain i, the Block card beside it, the
``fresh`` mark switches; removing takes the Block card, else the last card), ``active:<p>:<i>`` (the
face-down active card beside chain i), ``board:<p>`` (the Capo Tribù board), ``zone:discard`` (on top;
removing takes the top card) and ``zone:played``. Whether the position could arise is
:func:`tutor.games.tribu.validate.problems`' matter, not this module's.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tutor.core import player_label
from tutor.core.editing import Counter, CounterKey, Counters, check_counter
from tutor.core.i18n import Joined, M, Message, P

from .cards import BLOCK, BOARDS, CARDS, TRIBU, code
from .chains import Chain
from .constants import HAND_SIZE, MAX_CHALLENGES, SPHERES, Deal, DiscardThree, DrawThree
from .constants import PHASES as PHASE_NAMES
from .words import card as card_name
from .words import kind, letter

if TYPE_CHECKING:
    from .state import Game, State

#: the palette: every card type by its position-string code, then the mark of a chain laid this turn
PIECES: tuple[tuple[str, str], ...] = (
    tuple((code(c.index), M("{card} ({kind})", card=card_name(c.index), kind=kind(c.kind))) for c in CARDS) +
    (("fresh", M("laid this turn (mark)")),))
#: what the editor says about the hidden hands
HIDDEN = M("The editor shows every hand and the draw pile: it is for setting up a position, not for playing one.")
_CODES = {code(c.index): c.index for c in CARDS}


#: the phases as the position string names them, each with its words for the editor's phase list
PHASES: dict[str, Message] = dict(zip(PHASE_NAMES, (
    M("laying out the table"), M("dealing the hands"), M("a turn begins"), M("drawing a card"),
    M("a card has been drawn"), M("an active card has been swapped"), M("Draw three: drawing"),
    M("Draw three: discarding"), M("answering an attack or a steal"), M("the game is over"))))
#: the numbers the editor sets, by what they are (a player's are counted from 1, as people count)
CHALLENGE, DEALER, TURNS, CARDS_LEFT = M("challenge"), M("dealer (player)"), M("turns"), M("cards left")


def blank(game: "Game") -> "State":
    """A challenge about to begin its first turn: boards handed out, no card dealt, player 0 to start."""
    start = game.new_state()
    return _with(start, boards=BOARDS[:game.num_players], phase="start", player=0)


def _with(state: "State", **changes) -> "State":
    """The position with ``changes``, no history; the last challenge's scores exist once a challenge has
    ended (from challenge 2 on, or when the game is over)."""
    new = replace(state, history=(), **changes)
    ended = new.challenge > 1 or new.phase == "over"
    if ended and not new.last:
        new = replace(new, last=(0,) * new.game.num_players)
    if not ended and new.last:
        new = replace(new, last=())
    return new


def _card(piece: str) -> int:
    if piece not in _CODES:
        raise ValueError(M("{piece} is not a card (e.g. lupo, red-statue)", piece=repr(piece)))
    return _CODES[piece]


def _take(state: "State", card: int) -> tuple[int, ...]:
    """The draw pile with one ``card`` taken out of it."""
    if state.deck[card] <= 0:
        raise ValueError(M("no {card} card is left in the draw pile to place: remove one elsewhere first",
                           card=card_name(card)))
    return state.deck[:card] + (state.deck[card] - 1,) + state.deck[card + 1:]


def _give(deck: tuple[int, ...], *cards: int) -> tuple[int, ...]:
    """The draw pile with ``cards`` put back."""
    counts = list(deck)
    for card in cards:
        counts[card] += 1
    return tuple(counts)


def _player(state: "State", text: str) -> int:
    if not text.isdigit() or int(text) >= state.game.num_players:
        raise ValueError(M("there is no player {player} at this table", player=repr(text)))
    return int(text)


def _chain_at(state: "State", words: list[str]) -> tuple[int, int]:
    if len(words) != 2 or not words[1].isdigit():
        raise ValueError(M("a chain is named by its player and its number, e.g. chain:0:1"))
    p = _player(state, words[0])
    i = int(words[1])
    if i >= len(state.chains[p]):
        raise ValueError(M("{who} has no chain {chain}", who=player_label(p), chain=letter(i)))
    return p, i


def _set_chain(state: "State", p: int, i: int, chain: Chain | None) -> tuple:
    mine = list(state.chains[p])
    if chain is None:
        del mine[i]
    else:
        mine[i] = chain
    return tuple(tuple(mine) if q == p else c for q, c in enumerate(state.chains))


def _set_hand(state: "State", p: int, hand: tuple[int, ...]) -> tuple:
    return tuple(tuple(sorted(hand)) if q == p else h for q, h in enumerate(state.hands))


def places(state: "State") -> dict[str, str]:
    """Every place a click can edit, with what it holds."""
    found: dict[str, str] = {
        "zone:discard": P("the discard pile ({n} card)", "the discard pile ({n} cards)", n=len(state.discard)),
        "zone:played": P("the played pile ({n} card)", "the played pile ({n} cards)", n=sum(state.played))}
    for p in range(state.game.num_players):
        who = player_label(p)
        found[f"board:{p}"] = M("{who}'s Capo Tribù board", who=who)
        found[f"hand:{p}"] = P("{who}'s hand ({n} card)", "{who}'s hand ({n} cards)", n=len(state.hands[p]), who=who)
        for card in sorted(set(state.hands[p])):
            found[f"hand:{p}:{code(card)}"] = M("a {card} in {who}'s hand", card=card_name(card), who=who)
        found[f"chains:{p}"] = M("{who}'s table: a Tribù card starts a chain", who=who)
        for i, chain in enumerate(state.chains[p]):
            found[f"chain:{p}:{i}"] = M("{who}'s {tribu} chain (chain {chain})", who=who, tribu=card_name(chain.tribu),
                                        chain=letter(i))
            found[f"active:{p}:{i}"] = M("the active card beside {who}'s {tribu} chain", who=who,
                                         tribu=card_name(chain.tribu))
    return found


def place(state: "State", target: str, piece: str) -> "State":
    """``piece`` put at ``target`` (see the module's list of places)."""
    where, *words = target.split(":")
    if where == "chain" and piece == "fresh":
        p, i = _chain_at(state, words)
        chain = state.chains[p][i]
        return _with(state, chains=_set_chain(state, p, i, chain._replace(fresh=not chain.fresh)))
    card = _card(piece)
    if where == "hand" and len(words) in (1, 2):
        p = _player(state, words[0])
        return _with(state, deck=_take(state, card), hands=_set_hand(state, p, state.hands[p] + (card,)))
    if where == "zone" and words == ["discard"]:
        return _with(state, deck=_take(state, card), discard=state.discard + (card,))
    if where == "zone" and words == ["played"]:
        played = state.played[:card] + (state.played[card] + 1,) + state.played[card + 1:]
        return _with(state, deck=_take(state, card), played=played)
    if where == "board" and len(words) == 1:
        p = _player(state, words[0])
        if card not in BOARDS:
            raise ValueError(M("a Capo Tribù board shows a Tribù: {choices}",
                               choices=Joined([card_name(c.index) for c in CARDS if c.kind == TRIBU], ", ")))
        boards = list(state.boards or BOARDS[:state.game.num_players])
        boards[p] = card
        return _with(state, boards=tuple(boards))
    if where == "chains" and len(words) == 1:
        p = _player(state, words[0])
        if CARDS[card].kind != TRIBU:
            raise ValueError(M("a chain starts with a Tribù card"))
        chains = tuple(c + (Chain((card,)),) if q == p else c for q, c in enumerate(state.chains))
        return _with(state, deck=_take(state, card), chains=chains)
    if where == "chain":
        p, i = _chain_at(state, words)
        chain = state.chains[p][i]
        if card == BLOCK:
            if chain.blocked:
                raise ValueError(M("a Block card already lies beside this chain"))
            return _with(state, deck=_take(state, card), chains=_set_chain(state, p, i, chain._replace(blocked=True)))
        if CARDS[card].kind == TRIBU:
            raise ValueError(M("a chain holds one Tribù card, its first: put this one on the player's table"))
        return _with(state, deck=_take(state, card),
                     chains=_set_chain(state, p, i, chain._replace(cards=chain.cards + (card,))))
    if where == "active":
        p, i = _chain_at(state, words)
        chain = state.chains[p][i]
        if chain.active >= 0:
            raise ValueError(M("this chain already has an active card: remove it first"))
        return _with(state, deck=_take(state, card), chains=_set_chain(state, p, i, chain._replace(active=card)))
    raise ValueError(M("{target} is not a place on the Tribù Indiani table", target=repr(target)))


def remove(state: "State", target: str) -> "State":
    """What ``target`` holds taken back into the draw pile."""
    where, *words = target.split(":")
    if where == "hand" and len(words) == 2:
        p, card = _player(state, words[0]), _card(words[1])
        if card not in state.hands[p]:
            raise ValueError(M("{who} holds no {card}", who=player_label(p), card=card_name(card)))
        hand = list(state.hands[p])
        hand.remove(card)
        return _with(state, deck=_give(state.deck, card), hands=_set_hand(state, p, tuple(hand)))
    if where == "hand" and len(words) == 1:
        p = _player(state, words[0])
        if not state.hands[p]:
            raise ValueError(M("{who}'s hand is empty", who=player_label(p)))
        return remove(state, f"hand:{p}:{code(state.hands[p][-1])}")
    if where == "zone" and words == ["discard"]:
        if not state.discard:
            raise ValueError(M("the discard pile is empty"))
        top = len(state.discard) - 1
        return _with(state, deck=_give(state.deck, state.discard[-1]), discard=state.discard[:-1],
                     face_down=tuple(i for i in state.face_down if i != top))
    if where == "zone" and words == ["played"]:
        kinds = [t for t, n in enumerate(state.played) if n]
        if not kinds:
            raise ValueError(M("the played pile is empty"))
        t = kinds[-1]
        return _with(state, deck=_give(state.deck, t), played=state.played[:t] + (state.played[t] - 1,) + state.played[t + 1:])
    if where == "board":
        raise ValueError(M("a Capo Tribù board stays: put another Tribù on it to change it"))
    if where == "chains" and len(words) == 1:
        p = _player(state, words[0])
        if not state.chains[p]:
            raise ValueError(M("{who} has no chain", who=player_label(p)))
        return remove(state, f"chain:{p}:{len(state.chains[p]) - 1}")
    if where == "chain":
        p, i = _chain_at(state, words)
        chain = state.chains[p][i]
        if chain.blocked:
            return _with(state, deck=_give(state.deck, BLOCK), chains=_set_chain(state, p, i, chain._replace(blocked=False)))
        if len(chain.cards) > 1:
            return _with(state, deck=_give(state.deck, chain.cards[-1]),
                         chains=_set_chain(state, p, i, chain._replace(cards=chain.cards[:-1])))
        back = chain.cards + ((chain.active,) if chain.active >= 0 else ())
        return _with(state, deck=_give(state.deck, *back), chains=_set_chain(state, p, i, None))
    if where == "active":
        p, i = _chain_at(state, words)
        chain = state.chains[p][i]
        if chain.active < 0:
            raise ValueError(M("this chain has no active card"))
        return _with(state, deck=_give(state.deck, chain.active),
                     chains=_set_chain(state, p, i, chain._replace(active=-1)))
    raise ValueError(M("{target} is not a place on the Tribù Indiani table", target=repr(target)))


def phase(state: "State") -> str:
    return state.phase


def set_phase(state: "State", phase: str) -> "State":
    """The phase, with the numbers it needs (cards left to deal, to draw or to discard: a counter). An
    attack to answer is not set here: it is reached by playing the Evento or the Steal."""
    if phase not in PHASES:
        raise ValueError(M("{phase} is not a phase; choose from {choices}", phase=repr(phase),
                           choices=Joined(PHASE_NAMES, ", ")))
    if phase == "answer":
        raise ValueError(M("the answer phase holds the attack being answered: set up the position before it "
                           "and play the Evento or the Steal"))
    n = state.game.num_players
    pending: object = ()
    if phase == "deal":
        pending = Deal(max(1, HAND_SIZE * n - sum(len(h) for h in state.hands)))
    elif phase == "draw3":
        pending = DrawThree(3)
    elif phase == "discard3":
        pending = DiscardThree(max(1, min(3, len(state.hands[state.player]))))
    return _with(state, phase=phase, pending=pending)


def turn(state: "State") -> int:
    return state.player


def set_turn(state: "State", player: int) -> "State":
    """The player concerned by the phase (whose turn it is)."""
    if not (isinstance(player, int) and 0 <= player < state.game.num_players):
        raise ValueError(M("there is no player {player} at this table", player=repr(player)))
    return _with(state, player=player)


def counters(state: "State") -> Counters:
    """The challenge, its dealer, the turns played in it, each player's sphere total and last score, and the
    cards the phase still deals, draws or discards."""
    n = state.game.num_players
    found = [Counter(CounterKey("challenge"), CHALLENGE, state.challenge, 1, MAX_CHALLENGES),
             Counter(CounterKey("dealer"), DEALER, state.dealer + 1, 1, n),
             Counter(CounterKey("turns"), TURNS, state.turns, 0, 60 * n)]
    found += [Counter(CounterKey("totals", p), M("player {number} spheres", number=p + 1), state.totals[p], 0, SPHERES)
              for p in range(n)]
    found += [Counter(CounterKey("last", p), M("player {number} last challenge", number=p + 1), score, -SPHERES, SPHERES)
              for p, score in enumerate(state.last)]
    if state.phase in ("deal", "draw3", "discard3"):
        found.append(Counter(CounterKey("pending"), CARDS_LEFT, state.pending[0], 1,
                             HAND_SIZE * n if state.phase == "deal" else 3))
    return found


def set_counter(state: "State", key: CounterKey, value: int) -> "State":
    """One counter of :func:`counters` set to ``value`` (within its bounds)."""
    check_counter(counters(state), key, value, "a Tribù Indiani position")
    p = key.seat
    if key.name == "challenge":
        return _with(state, challenge=value)
    if key.name == "turns":
        return _with(state, turns=value)
    if key.name == "dealer":
        return _with(state, dealer=value - 1)
    if key.name == "pending":
        return _with(state, pending=type(state.pending)(value))
    if key.name == "totals":
        return _with(state, totals=state.totals[:p] + (value,) + state.totals[p + 1:])
    return _with(state, last=state.last[:p] + (value,) + state.last[p + 1:])

