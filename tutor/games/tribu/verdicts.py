"""Why a Tribù Indiani action is or is not allowed: a plain-language reason and the rule that decides it."""
from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.core import Verdict, player_label

from . import actions as A
from .actions import Action
from .cards import BLOCK, CARDS, DIORAMA, DRAW_THREE, EVENTO, MULTIDIORAMA, PROTEZIONE, STEAL, TOTEM, TRIBU
from .chains import describe
from .constants import chain_label
from .legal import activates_after_swap, frozen, opponents, skips_turn, top_discard

if TYPE_CHECKING:
    from .state import State

_PLAYED_CARD = {A.PLAY_DRAW3: DRAW_THREE, A.PLAY_BLOCK: BLOCK, A.PLAY_STEAL: STEAL}


def explain(state: "State", action: Action) -> Verdict:
    """The verdict on ``action`` in ``state``."""
    if not isinstance(action, Action) or not A.BOARD <= action.verb <= A.SKIP:
        return Verdict(False, "tribu.turn.choices", f"{action!r} is not a Tribù Indiani action")
    if action in state.legal_actions():
        return Verdict(True, *_allowed(state, action))
    return Verdict(False, *_refused(state, action))


def _name(card: int) -> str:
    return CARDS[card].name if 0 <= card < len(CARDS) else f"card {card}"


def _chain(state: "State", player: int, index: int):
    chains = state.chains[player] if 0 <= player < len(state.chains) else ()
    return chains[index] if 0 <= index < len(chains) else None


def _allowed(state: "State", action: Action) -> tuple[str, str]:
    verb, name, p = action.verb, _name(action.card), state.player
    if verb == A.BOARD:
        return "tribu.setup.boards", f"{player_label(p)} receives the {name} board at random"
    if verb == A.CARD:
        rule = {"deal": "tribu.setup.deal", "drawing": "tribu.turn.draw"}.get(state.phase, "tribu.azione.draw_three")
        return rule, f"{state.deck[action.card]} of the {sum(state.deck)} cards in the draw pile are {name}"
    if verb == A.DRAW:
        if not sum(state.deck):
            return "tribu.piles.reshuffle", "the draw pile is empty: the discard pile but its top card is reshuffled"
        return "tribu.turn.draw", "draw the top card of the draw pile"
    if verb == A.DRAW_DISCARD:
        return "tribu.turn.draw", f"the top discard is a Diorama ({_name(state.discard[-1])}), so it may be taken"
    if verb == A.DISCARD:
        if state.phase == "discard3":
            return "tribu.azione.draw_three", f"discard {name}; {state.pending.left - 1} more to discard after it"
        return "tribu.turn.discard", f"discard {name} face up on the discard pile; the turn ends"
    if verb == A.LAY_TRIBU:
        return "tribu.chain.tribu", f"start a chain with {name}; it needs its first Diorama by your next turn"
    if verb == A.EXTEND:
        return _diorama_rule(action.card), f"{name} fits {chain_label(action.chain)} ({describe(state.chains[p][action.chain])})"
    if verb == A.ACTIVATE:
        return "tribu.active.activate", f"{name} lies face down beside {chain_label(action.chain)}; the turn ends"
    if verb == A.SWAP:
        old = _name(state.chains[p][action.chain].active)
        return "tribu.active.swap", f"{old} goes back to the hand and {name} becomes active; then discard, lay or play"
    if verb == A.PLAY_DRAW3:
        return "tribu.azione.draw_three", "draw three cards from the draw pile, then discard three"
    if verb == A.PLAY_BLOCK:
        return "tribu.azione.block", f"{player_label(action.player)} is blocked by a card beside {chain_label(action.target)}"
    if verb == A.PLAY_STEAL:
        card = _name(state.chains[action.player][action.target].cards[-1])
        return "tribu.azione.steal", (f"take {card} from {player_label(action.player)}'s {chain_label(action.target)} onto your "
                                      f"{chain_label(action.chain)}, unless they answer with a Protezione")
    if verb == A.USE:
        return "tribu.active.use", f"the active {name} extends {chain_label(action.onto)}; the turn ends"
    if verb == A.ATTACK:
        rule = "tribu.event.lupo" if CARDS[action.card].power == 1 else "tribu.event.bisonte"
        return rule, (f"{name} attacks the last {CARDS[action.card].power} vase(s) of {player_label(action.player)}'s "
                      f"{chain_label(action.target)}; they may answer with a Protezione")
    if verb == A.ANSWER:
        return "tribu.protection.answer", f"{name} guards {CARDS[action.card].power} vase(s) against the attack"
    if verb == A.DECLINE:
        return "tribu.protection.answer", "no Protezione is used: the attack takes effect"
    return "tribu.azione.block", "a blocked player loses this turn; the Block card goes to the played pile"


def _diorama_rule(card: int) -> str:
    if card == TOTEM:
        return "tribu.diorama.totem"
    if card == MULTIDIORAMA:
        return "tribu.diorama.multidiorama"
    return "tribu.chain.order"


def _refused(state: "State", action: Action) -> tuple[str, str]:
    verb, phase = action.verb, state.phase
    if phase == "over":
        return "tribu.game.target", "the game is over"
    if verb in A.CHANCE_VERBS or phase in ("board", "deal", "drawing", "draw3"):
        return _chance(state, action)
    if phase == "answer" or verb in (A.ANSWER, A.DECLINE):
        return _answer(state, action)
    if phase == "start" and skips_turn(state, state.player):
        return "tribu.azione.block", f"{player_label(state.player)} is blocked and must skip this turn"
    if verb == A.SKIP:
        return "tribu.azione.block", "only a blocked player skips a turn, at its start"
    if phase == "discard3" and verb != A.DISCARD:
        return "tribu.azione.draw_three", f"after Draw three, {state.pending.left} more card(s) must be discarded first"
    if verb in (A.DRAW, A.DRAW_DISCARD):
        return _draw(state, action)
    if verb in (A.USE, A.ATTACK):
        return _use(state, action)
    return _hand_card(state, action)


def _chance(state: "State", action: Action) -> tuple[str, str]:
    phase = state.phase
    if phase == "board":
        if action.verb != A.BOARD:
            return "tribu.setup.boards", "first every player receives a Capo Tribù board"
        return "tribu.setup.boards", f"the {_name(action.card)} board is not available"
    if action.verb == A.BOARD:
        return "tribu.setup.boards", "the boards were handed out at the start of the game"
    if phase not in ("deal", "drawing", "draw3"):
        return "tribu.turn.draw", "a card comes from the draw pile only when a player draws"
    if action.verb != A.CARD:
        return "tribu.setup.deal" if phase == "deal" else "tribu.turn.draw", "a card is being dealt or drawn first"
    return "tribu.setup.cards", f"no {_name(action.card)} is left in the draw pile"


def _answer(state: "State", action: Action) -> tuple[str, str]:
    if state.phase != "answer":
        return "tribu.protection.answer", "nobody is being attacked: a Protezione answers only an attack"
    if action.verb not in (A.ANSWER, A.DECLINE):
        return "tribu.protection.answer", f"{player_label(state.player)} must first answer the attack or decline"
    chain = _chain(state, state.player, action.chain)
    if chain is None or chain.active != action.card or CARDS[action.card].kind != PROTEZIONE:
        return "tribu.protection.answer", (f"no active {_name(action.card)} lies beside your {chain_label(action.chain)}; "
                                           "a Protezione answers only from the active cards")
    return "tribu.protection.answer", ("under strength_vs_bisonte=not_playable, one-vase feathers cannot answer "
                                       "a two-vase attack")


def _draw(state: "State", action: Action) -> tuple[str, str]:
    if state.phase != "start":
        return "tribu.turn.choices", "a player draws once, at the start of the turn"
    if action.verb == A.DRAW:
        return "tribu.piles.reshuffle", "the draw pile is empty and the discard pile is too small to reshuffle"
    if state.discard and top_discard(state) < 0:
        return "tribu.turn.draw", "the top card of the discard pile lies face down: only a Diorama seen face up may be taken"
    return "tribu.turn.draw", "the discard pile may be drawn from only when its top card is a Diorama"


def _use(state: "State", action: Action) -> tuple[str, str]:
    p = state.player
    if state.phase != "start":
        return "tribu.active.use", "an active card is used instead of drawing, never after it"
    source = _chain(state, p, action.chain)
    if source is None or source.active < 0 or source.active != action.card:
        return "tribu.active.use", f"no active {_name(action.card)} lies beside your {chain_label(action.chain)}"
    if frozen(state, p, action.chain):
        return "tribu.azione.block", f"{chain_label(action.chain)} is blocked this turn"
    if action.verb == A.USE:
        onto = _chain(state, p, action.onto)
        if onto is None:
            return "tribu.active.use", f"you have no {chain_label(action.onto)}"
        if frozen(state, p, action.onto):
            return "tribu.azione.block", f"{chain_label(action.onto)} is blocked this turn"
        return _misfit(onto, action.card)
    if CARDS[action.card].kind != EVENTO:
        return "tribu.active.use", "only an active Evento attacks"
    return _target(state, action.player, action.target, "tribu.event.attack") or \
        ("tribu.event.attack", "that chain cannot be attacked now")


def _target(state: "State", player: int, index: int, rule: str, attack: bool = True) -> tuple[str, str] | None:
    """Why (player, chain) cannot be hit by an Evento or Steal (``attack``) or a Block; None if it can."""
    if player not in opponents(state, state.player):
        if player == state.player:
            return rule, "only an opponent's chain can be the target"
        if not 0 <= player < state.game.num_players:
            return rule, f"there is no {player_label(player)}"
        return rule, "under targets=left_neighbour only the next player's chains can be the target"
    chain = _chain(state, player, index)
    if chain is None:
        return rule, f"{player_label(player)} has no {chain_label(index)}"
    if attack and chain.protected:
        return "tribu.chain.protected", "a chain with a Totem is protected"
    if attack and not chain.dioramas:
        return rule, "that chain has no Diorama to take"
    return None


def _misfit(chain, card: int) -> tuple[str, str]:
    """Why Diorama ``card`` does not fit ``chain``."""
    if CARDS[card].kind != DIORAMA:
        return "tribu.chain.order", f"{_name(card)} is not a Diorama"
    if card == TOTEM:
        return "tribu.diorama.totem", "the Totem goes only on a chain with three Dioramas, once"
    if chain.complete:
        return "tribu.chain.complete", "the chain already has its three Dioramas"
    if card == MULTIDIORAMA:
        return "tribu.diorama.multidiorama", "a chain may hold only one Multidiorama"
    wanted = CARDS[chain.tribu].vases[len(chain.dioramas)]
    return "tribu.chain.order", (f"the next vase of {_name(chain.tribu)} is {wanted}; {_name(card)} fills the "
                                 f"{CARDS[card].vase} vase")


def _hand_card(state: "State", action: Action) -> tuple[str, str]:
    p, verb, phase = state.player, action.verb, state.phase
    if phase == "start":
        return "tribu.turn.draw", "draw first (or use an active card instead of drawing)"
    card = _PLAYED_CARD.get(verb, action.card)
    if card not in state.hands[p]:
        return "tribu.turn.choices", f"{_name(card)} is not in your hand"
    if verb == A.LAY_TRIBU:
        if CARDS[card].kind != TRIBU:
            return "tribu.chain.tribu", "a chain starts with a Tribù card"
        return "tribu.chain.clones", f"you already have a {_name(card)} chain: no clones"
    if verb in (A.EXTEND, A.ACTIVATE, A.SWAP):
        chain = _chain(state, p, action.chain)
        if chain is None:
            return "tribu.chain.order", f"you have no {chain_label(action.chain)}"
        if frozen(state, p, action.chain):
            return "tribu.azione.block", f"{chain_label(action.chain)} is blocked this turn"
        if verb == A.EXTEND:
            return _misfit(chain, card)
        return _activation(state, chain, card, verb)
    if verb == A.PLAY_BLOCK:
        return _target(state, action.player, action.target, "tribu.azione.block", attack=False) or \
            ("tribu.azione.block", "that player or chain is already blocked")
    if verb == A.PLAY_STEAL:
        if _chain(state, p, action.chain) is None:
            return "tribu.azione.steal", f"you have no {chain_label(action.chain)}"
        return _target(state, action.player, action.target, "tribu.azione.steal") or \
            ("tribu.azione.steal", "the stolen Diorama must fit that chain of yours at once")
    return "tribu.turn.choices", "this is not possible now"


def _activation(state: "State", chain, card: int, verb: int) -> tuple[str, str]:
    if not CARDS[card].can_be_active:
        return "tribu.active.activate", "Tribù and Azione cards can never be active"
    if state.phase == "swapped" and verb == A.SWAP:
        return "tribu.active.swap", "only one active card is swapped in a turn"
    if state.phase == "swapped" and not activates_after_swap(state):
        return "tribu.active.one_per_turn", ("after a swap no further card becomes active this turn "
                                             "(swap_then_activate=no)")
    if verb == A.ACTIVATE:
        return "tribu.active.activate", "that chain already has its one active card"
    if chain.active < 0:
        return "tribu.active.swap", "that chain has no active card to swap"
    return "tribu.active.swap", "the active card there is already that card"
