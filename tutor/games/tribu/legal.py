"""Which actions are legal in a position."""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Iterator

from . import actions as A
from .actions import Action
from .cards import BLOCK, BOARDS, CAN_BE_ACTIVE, CARDS, DIORAMA, DRAW_THREE, EVENTO, KINDS, PROTEZIONE, STEAL, TRIBU

if TYPE_CHECKING:
    from .state import State


#: the chance outcome "this card" for every card type, built once
CARD_ACTIONS = tuple(Action(A.CARD, t) for t in range(len(CARDS)))
#: the actions that name only a card, built once per card type (a turn lists several of them)
DISCARDS = tuple(Action(A.DISCARD, t) for t in range(len(CARDS)))
LAY_TRIBUS = tuple(Action(A.LAY_TRIBU, t) for t in range(len(CARDS)))
DRAW, DRAW_DISCARD, PLAY_DRAW3, SKIP = (Action(verb) for verb in (A.DRAW, A.DRAW_DISCARD, A.PLAY_DRAW3, A.SKIP))


@lru_cache(maxsize=None)
def on_chain(verb: int, card: int, chain: int) -> Action:
    """``Action(verb, card, chain=chain)``, built once (a player has a handful of chains and cards are
    few): extending, activating and swapping are listed again at every turn."""
    return Action(verb, card, chain=chain)


def legal_actions(state: "State", player: int | None) -> list[Action]:
    """Every legal action, sorted; ``player`` keeps only that player's (only the player to move has any)."""
    if player is not None and player != state.current_player:
        return []
    return legal(state)


def legal(state: "State") -> list[Action]:
    """Every legal action, sorted."""
    phase = state.phase
    if phase == "board":
        return [Action(A.BOARD, b) for b in BOARDS if b not in state.boards]
    if phase in ("deal", "drawing", "draw3"):
        return [CARD_ACTIONS[t] for t, n in enumerate(state.deck) if n]
    if phase == "start":
        return _start(state)
    if phase in ("drawn", "swapped"):
        return _after_draw(state)
    if phase == "discard3":
        return [DISCARDS[t] for t in sorted(set(state.hands[state.player]))]
    if phase == "answer":
        return sorted(_answers(state))
    return []


def frozen(state: "State", player: int, chain: int) -> bool:
    """Under ``block=chain_only`` a blocked chain cannot be touched by its owner this turn."""
    return state.game.options["block"] == "chain_only" and state.chains[player][chain].blocked


def skips_turn(state: "State", player: int) -> bool:
    """Under ``block=skip_turn`` a player with a Block card beside a chain skips the turn."""
    return state.game.options["block"] == "skip_turn" and any(c.blocked for c in state.chains[player])


def activates_after_swap(state: "State") -> bool:
    """After a swap, a further card may be activated only under ``swap_then_activate=yes``."""
    return state.phase == "swapped" and state.game.options["swap_then_activate"] == "yes"


def top_discard(state: "State") -> int:
    """The top card of the discard pile as everyone sees it: -1 when the pile is empty or the card lies face down."""
    if not state.discard or len(state.discard) - 1 in state.face_down:
        return -1
    return state.discard[-1]


def kept_on_reshuffle(state: "State") -> int:
    """How many cards of the discard pile stay on the table when it is shuffled into a new draw pile: its top
    card, the last one discarded, when it lies face up; none when the top card lies face down, since such a
    card was put under an empty pile and never discarded (reading ``tribu.interp.reshuffle``)."""
    if not state.discard or len(state.discard) - 1 in state.face_down:
        return 0
    return 1


def can_draw(state: "State") -> bool:
    """The draw pile has a card, or the discard pile can be reshuffled into one."""
    return sum(state.deck) > 0 or len(state.discard) > kept_on_reshuffle(state)


def opponents(state: "State", player: int) -> list[int]:
    """Players whose chains ``player`` may attack, block or steal from (option ``targets``)."""
    n = state.game.num_players
    if state.game.options["targets"] == "left_neighbour":
        return [(player + 1) % n]
    return [q for q in range(n) if q != player]


def attackable(state: "State", player: int) -> Iterator[tuple[int, int]]:
    """(opponent, chain) pairs an Evento or Steal may hit: a Diorama to take and no Totem."""
    for q in opponents(state, player):
        for t, chain in enumerate(state.chains[q]):
            if chain.dioramas and not chain.protected:
                yield q, t


def steals(state: "State", player: int) -> Iterator[Action]:
    mine = state.chains[player]
    for q, t in attackable(state, player):
        card = state.chains[q][t].cards[-1]
        for j, chain in enumerate(mine):
            if not frozen(state, player, j) and chain.accepts(card):
                yield Action(A.PLAY_STEAL, chain=j, player=q, target=t)


def blocks(state: "State", player: int) -> Iterator[Action]:
    """Blocks on opponents' chains that have none beside them; under ``second_block=refused`` none on an
    opponent who already loses the next turn (the default lets Blocks add up: reading tribu.interp.second_block)."""
    refused = state.game.options["second_block"] == "refused"
    for q in opponents(state, player):
        if refused and skips_turn(state, q):
            continue
        for t, chain in enumerate(state.chains[q]):
            if not chain.blocked:
                yield Action(A.PLAY_BLOCK, player=q, target=t)


def _start(state: "State") -> list[Action]:
    """A turn's first choices, in sorted order: draw, draw the top discard, use or attack with an active card."""
    p = state.player
    if skips_turn(state, p):
        return [SKIP]
    actions = []
    if can_draw(state):
        actions.append(DRAW)
    top = top_discard(state)
    if top >= 0 and CARDS[top].kind == DIORAMA:
        actions.append(DRAW_DISCARD)
    uses, attacks = [], []
    mine = state.chains[p]
    for i, chain in enumerate(mine):
        if chain.active < 0 or frozen(state, p, i):
            continue
        kind = CARDS[chain.active].kind
        if kind == DIORAMA:
            uses += [Action(A.USE, chain.active, chain=i, onto=j) for j, other in enumerate(mine)
                     if not frozen(state, p, j) and other.accepts(chain.active)]
        elif kind == EVENTO:
            attacks += [Action(A.ATTACK, chain.active, chain=i, player=q, target=t) for q, t in attackable(state, p)]
    if not (uses or attacks):  # most turns: no active card to use
        return actions
    # USE before ATTACK by verb; within each, active cards of several chains are sorted by card
    return actions + sorted(uses) + sorted(attacks)


def _after_draw(state: "State") -> list[Action]:
    """The choices after drawing (or after a swap), built verb by verb in the sorted order of actions
    (verb, card, chain, ...): each distinct card in the hand is looked at once per verb."""
    p = state.player
    mine = state.chains[p]
    hand = sorted(set(state.hands[p]))
    on_table = {chain.tribu for chain in mine}
    open_chains = [(j, chain) for j, chain in enumerate(mine) if not frozen(state, p, j)] if mine else []
    actions = [DISCARDS[t] for t in hand]
    actions += [LAY_TRIBUS[t] for t in hand if KINDS[t] == TRIBU and t not in on_table]
    if open_chains:
        actions += [on_chain(A.EXTEND, t, j) for t in hand if KINDS[t] == DIORAMA
                    for j, chain in open_chains if chain.accepts(t)]
        if state.phase == "drawn" or activates_after_swap(state):
            actives = [t for t in hand if CAN_BE_ACTIVE[t]]
            actions += [on_chain(A.ACTIVATE, t, j) for t in actives for j, chain in open_chains if chain.active < 0]
            if state.phase == "drawn":
                actions += [on_chain(A.SWAP, t, j) for t in actives
                            for j, chain in open_chains if chain.active >= 0 and chain.active != t]
    if DRAW_THREE in hand:
        actions.append(PLAY_DRAW3)
    if BLOCK in hand:
        actions += blocks(state, p)
    if STEAL in hand:
        actions += sorted(steals(state, p))
    return actions


def protections(state: "State") -> Iterator[tuple[int, int]]:
    """(chain, card) of the attacked player's active Protezioni that may answer the pending attack."""
    verb, card = state.pending.verb, state.pending.card
    weak_useless = state.game.options["strength_vs_bisonte"] == "not_playable"
    for j, chain in enumerate(state.chains[state.player]):
        if chain.active < 0 or CARDS[chain.active].kind != PROTEZIONE:
            continue
        if verb == A.ATTACK and weak_useless and CARDS[chain.active].power < CARDS[card].power:
            continue
        yield j, chain.active


def _answers(state: "State") -> Iterator[Action]:
    yield Action(A.DECLINE)
    for j, card in protections(state):
        yield Action(A.ANSWER, card, chain=j)
