"""Why a Tribù Indiani action is or is not allowed: a plain-language reason and the rule that decides it."""
from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.core import Verdict, player_label
from tutor.core.i18n import M, Message, P

from . import actions as A
from .actions import Action
from .cards import BLOCK, CARDS, DIORAMA, DRAW_THREE, EVENTO, MULTIDIORAMA, PROTEZIONE, STEAL, TOTEM, TRIBU
from .chains import describe
from .words import card as _card
from .words import letter, vase
from .legal import activates_after_swap, frozen, kept_on_reshuffle, opponents, skips_turn, top_discard

if TYPE_CHECKING:
    from .state import State

_PLAYED_CARD = {A.PLAY_DRAW3: DRAW_THREE, A.PLAY_BLOCK: BLOCK, A.PLAY_STEAL: STEAL}


def explain(state: "State", action: Action) -> Verdict:
    """The verdict on ``action`` in ``state``."""
    if not isinstance(action, Action) or not A.BOARD <= action.verb <= A.SKIP:
        return Verdict(False, "tribu.turn.choices", M("{action} is not a Tribù Indiani action", action=repr(action)))
    if action in state.legal_actions():
        return Verdict(True, *_allowed(state, action))
    return Verdict(False, *_refused(state, action))


def _name(card: int):
    """A card's name, in the reader's language."""
    return _card(card)


def _chain(state: "State", player: int, index: int):
    chains = state.chains[player] if 0 <= player < len(state.chains) else ()
    return chains[index] if 0 <= index < len(chains) else None


def _allowed(state: "State", action: Action) -> tuple[str, Message]:
    verb, name, p = action.verb, _name(action.card), state.player
    if verb == A.BOARD:
        return "tribu.setup.boards", M("{who} receives the {card} board at random", who=player_label(p), card=name)
    if verb == A.CARD:
        rule = {"deal": "tribu.setup.deal", "drawing": "tribu.turn.draw"}.get(state.phase, "tribu.azione.draw_three")
        return rule, M("{copies} of the {total} cards in the draw pile are {card}", copies=state.deck[action.card],
                       total=sum(state.deck), card=name)
    if verb == A.DRAW:
        if not sum(state.deck) and not kept_on_reshuffle(state):
            return "tribu.piles.reshuffle", M("the draw pile is empty: the whole discard pile is reshuffled, since its "
                                              "top card lies face down and was never discarded")
        if not sum(state.deck):
            return "tribu.piles.reshuffle", M("the draw pile is empty: the discard pile but its top card is reshuffled")
        return "tribu.turn.draw", M("draw the top card of the draw pile")
    if verb == A.DRAW_DISCARD:
        return "tribu.turn.draw", M("the top discard is a Diorama ({card}), so it may be taken",
                                    card=_name(state.discard[-1]))
    if verb == A.DISCARD:
        if state.phase == "discard3":
            return "tribu.azione.draw_three", M("discard {card}; {left} more to discard after it", card=name,
                                                left=state.pending.left - 1)
        return "tribu.turn.discard", M("discard {card} face up on the discard pile; the turn ends", card=name)
    if verb == A.LAY_TRIBU:
        return "tribu.chain.tribu", M("start a chain with {card}; it needs its first Diorama by your next turn",
                                      card=name)
    if verb == A.EXTEND:
        return _diorama_rule(action.card), M("{card} fits chain {chain} ({cards})", card=name,
                                             chain=letter(action.chain), cards=describe(state.chains[p][action.chain]))
    if verb == A.ACTIVATE:
        return "tribu.active.activate", M("{card} lies face down beside chain {chain}; the turn ends", card=name,
                                          chain=letter(action.chain))
    if verb == A.SWAP:
        old = _name(state.chains[p][action.chain].active)
        return "tribu.active.swap", M("{old} goes back to the hand and {card} becomes active; then discard, lay or "
                                      "play", old=old, card=name)
    if verb == A.PLAY_DRAW3:
        return "tribu.azione.draw_three", M("draw three cards from the draw pile, then discard three")
    if verb == A.PLAY_BLOCK:
        return "tribu.azione.block", M("{who} is blocked by a card beside chain {chain}",
                                       who=player_label(action.player), chain=letter(action.target))
    if verb == A.PLAY_STEAL:
        card = _name(state.chains[action.player][action.target].cards[-1])
        return "tribu.azione.steal", M("take {card} from {who}'s chain {target} onto your chain {chain}, unless they "
                                       "answer with a Protezione", card=card, who=player_label(action.player),
                                       target=letter(action.target), chain=letter(action.chain))
    if verb == A.USE:
        return "tribu.active.use", M("the active {card} extends chain {chain}; the turn ends", card=name,
                                     chain=letter(action.onto))
    if verb == A.ATTACK:
        power = CARDS[action.card].power
        rule = "tribu.event.lupo" if power == 1 else "tribu.event.bisonte"
        return rule, P("{card} attacks the last {n} vase of {who}'s chain {chain}; they may answer with a Protezione",
                       "{card} attacks the last {n} vases of {who}'s chain {chain}; they may answer with a Protezione",
                       n=power, card=name, who=player_label(action.player), chain=letter(action.target))
    if verb == A.ANSWER:
        return "tribu.protection.answer", P("{card} guards {n} vase against the attack",
                                            "{card} guards {n} vases against the attack", n=CARDS[action.card].power,
                                            card=name)
    if verb == A.DECLINE:
        return "tribu.protection.answer", M("no Protezione is used: the attack takes effect")
    return "tribu.azione.block", M("a blocked player loses this turn; the Block card goes to the played pile")


def _diorama_rule(card: int) -> str:
    if card == TOTEM:
        return "tribu.diorama.totem"
    if card == MULTIDIORAMA:
        return "tribu.diorama.multidiorama"
    return "tribu.chain.order"


def _refused(state: "State", action: Action) -> tuple[str, Message]:
    verb, phase = action.verb, state.phase
    if phase == "over":
        return "tribu.game.target", M("the game is over")
    if verb in A.CHANCE_VERBS or phase in ("board", "deal", "drawing", "draw3"):
        return _chance(state, action)
    if phase == "answer" or verb in (A.ANSWER, A.DECLINE):
        return _answer(state, action)
    if phase == "start" and skips_turn(state, state.player):
        return "tribu.azione.block", M("{who} is blocked and must skip this turn", who=player_label(state.player))
    if verb == A.SKIP:
        return "tribu.azione.block", M("only a blocked player skips a turn, at its start")
    if phase == "discard3" and verb != A.DISCARD:
        return "tribu.azione.draw_three", P("after Draw three, {n} more card must be discarded first",
                                            "after Draw three, {n} more cards must be discarded first",
                                            n=state.pending.left)
    if verb in (A.DRAW, A.DRAW_DISCARD):
        return _draw(state, action)
    if verb in (A.USE, A.ATTACK):
        return _use(state, action)
    return _hand_card(state, action)


def _chance(state: "State", action: Action) -> tuple[str, Message]:
    phase = state.phase
    if phase == "board":
        if action.verb != A.BOARD:
            return "tribu.setup.boards", M("first every player receives a Capo Tribù board")
        return "tribu.setup.boards", M("the {card} board is not available", card=_name(action.card))
    if action.verb == A.BOARD:
        return "tribu.setup.boards", M("the boards were handed out at the start of the game")
    if phase not in ("deal", "drawing", "draw3"):
        return "tribu.turn.draw", M("a card comes from the draw pile only when a player draws")
    if action.verb != A.CARD:
        return "tribu.setup.deal" if phase == "deal" else "tribu.turn.draw", M("a card is being dealt or drawn first")
    return "tribu.setup.cards", M("no {card} is left in the draw pile", card=_name(action.card))


def _answer(state: "State", action: Action) -> tuple[str, Message]:
    if state.phase != "answer":
        return "tribu.protection.answer", M("nobody is being attacked: a Protezione answers only an attack")
    if action.verb not in (A.ANSWER, A.DECLINE):
        return "tribu.protection.answer", M("{who} must first answer the attack or decline",
                                            who=player_label(state.player))
    chain = _chain(state, state.player, action.chain)
    if chain is None or chain.active != action.card or CARDS[action.card].kind != PROTEZIONE:
        return "tribu.protection.answer", M("no active {card} lies beside your chain {chain}; a Protezione answers "
                                            "only from the active cards", card=_name(action.card),
                                            chain=letter(action.chain))
    return "tribu.protection.answer", M("under strength_vs_bisonte=not_playable, one-vase feathers cannot answer "
                                        "a two-vase attack")


def _draw(state: "State", action: Action) -> tuple[str, Message]:
    if state.phase != "start":
        return "tribu.turn.choices", M("a player draws once, at the start of the turn")
    if action.verb == A.DRAW:
        return "tribu.piles.reshuffle", M("the draw pile is empty and the discard pile is too small to reshuffle")
    if state.discard and top_discard(state) < 0:
        return "tribu.turn.draw", M("the top card of the discard pile lies face down: only a Diorama seen face up "
                                    "may be taken")
    return "tribu.turn.draw", M("the discard pile may be drawn from only when its top card is a Diorama")


def _use(state: "State", action: Action) -> tuple[str, Message]:
    p = state.player
    if state.phase != "start":
        return "tribu.active.use", M("an active card is used instead of drawing, never after it")
    source = _chain(state, p, action.chain)
    if source is None or source.active < 0 or source.active != action.card:
        return "tribu.active.use", M("no active {card} lies beside your chain {chain}", card=_name(action.card),
                                     chain=letter(action.chain))
    if frozen(state, p, action.chain):
        return "tribu.azione.block", M("chain {chain} is blocked this turn", chain=letter(action.chain))
    if action.verb == A.USE:
        onto = _chain(state, p, action.onto)
        if onto is None:
            return "tribu.active.use", M("you have no chain {chain}", chain=letter(action.onto))
        if frozen(state, p, action.onto):
            return "tribu.azione.block", M("chain {chain} is blocked this turn", chain=letter(action.onto))
        return _misfit(onto, action.card)
    if CARDS[action.card].kind != EVENTO:
        return "tribu.active.use", M("only an active Evento attacks")
    return _target(state, action.player, action.target, "tribu.event.attack") or \
        ("tribu.event.attack", M("that chain cannot be attacked now"))


def _target(state: "State", player: int, index: int, rule: str, attack: bool = True) -> tuple[str, Message] | None:
    """Why (player, chain) cannot be hit by an Evento or Steal (``attack``) or a Block; None if it can."""
    if player not in opponents(state, state.player):
        if player == state.player:
            return rule, M("only an opponent's chain can be the target")
        if not 0 <= player < state.game.num_players:
            return rule, M("there is no {who}", who=player_label(player))
        return rule, M("under targets=left_neighbour only the next player's chains can be the target")
    chain = _chain(state, player, index)
    if chain is None:
        return rule, M("{who} has no chain {chain}", who=player_label(player), chain=letter(index))
    if attack and chain.protected:
        return "tribu.chain.protected", M("a chain with a Totem is protected")
    if attack and not chain.dioramas:
        return rule, M("that chain has no Diorama to take")
    return None


def _blocked(state: "State", action: Action) -> tuple[str, Message]:
    """Why a Block cannot go beside that opponent's chain, which is there."""
    if state.chains[action.player][action.target].blocked:
        return "tribu.azione.block", M("a Block card already lies beside {who}'s chain {chain}",
                                       who=player_label(action.player), chain=letter(action.target))
    return "tribu.azione.block", M("under second_block=refused, a player who already loses the next turn cannot "
                                   "be blocked again")


def _misfit(chain, card: int) -> tuple[str, Message]:
    """Why Diorama ``card`` does not fit ``chain``."""
    if CARDS[card].kind != DIORAMA:
        return "tribu.chain.order", M("{card} is not a Diorama", card=_name(card))
    if card == TOTEM:
        return "tribu.diorama.totem", M("the Totem goes only on a chain with three Dioramas, once")
    if chain.complete:
        return "tribu.chain.complete", M("the chain already has its three Dioramas")
    if card == MULTIDIORAMA:
        return "tribu.diorama.multidiorama", M("a chain may hold only one Multidiorama")
    wanted = CARDS[chain.tribu].vases[len(chain.dioramas)]
    return "tribu.chain.order", M("the next vase of {tribu} is {wanted}; {card} fills the {vase} vase",
                                  tribu=_name(chain.tribu), wanted=vase(wanted), card=_name(card),
                                  vase=vase(CARDS[card].vase))


def _hand_card(state: "State", action: Action) -> tuple[str, Message]:
    p, verb, phase = state.player, action.verb, state.phase
    if phase == "start":
        return "tribu.turn.draw", M("draw first (or use an active card instead of drawing)")
    card = _PLAYED_CARD.get(verb, action.card)
    if card not in state.hands[p]:
        return "tribu.turn.choices", M("{card} is not in your hand", card=_name(card))
    if verb == A.LAY_TRIBU:
        if CARDS[card].kind != TRIBU:
            return "tribu.chain.tribu", M("a chain starts with a Tribù card")
        return "tribu.chain.clones", M("you already have a {card} chain: no clones", card=_name(card))
    if verb in (A.EXTEND, A.ACTIVATE, A.SWAP):
        chain = _chain(state, p, action.chain)
        if chain is None:
            return "tribu.chain.order", M("you have no chain {chain}", chain=letter(action.chain))
        if frozen(state, p, action.chain):
            return "tribu.azione.block", M("chain {chain} is blocked this turn", chain=letter(action.chain))
        if verb == A.EXTEND:
            return _misfit(chain, card)
        return _activation(state, chain, card, verb)
    if verb == A.PLAY_BLOCK:
        return _target(state, action.player, action.target, "tribu.azione.block", attack=False) or _blocked(state, action)
    if verb == A.PLAY_STEAL:
        if _chain(state, p, action.chain) is None:
            return "tribu.azione.steal", M("you have no chain {chain}", chain=letter(action.chain))
        return _target(state, action.player, action.target, "tribu.azione.steal") or \
            ("tribu.azione.steal", M("the stolen Diorama must fit that chain of yours at once"))
    return "tribu.turn.choices", M("this is not possible now")


def _activation(state: "State", chain, card: int, verb: int) -> tuple[str, Message]:
    if not CARDS[card].can_be_active:
        return "tribu.active.activate", M("Tribù and Azione cards can never be active")
    if state.phase == "swapped" and verb == A.SWAP:
        return "tribu.active.swap", M("only one active card is swapped in a turn")
    if state.phase == "swapped" and not activates_after_swap(state):
        return "tribu.active.one_per_turn", M("after a swap no further card becomes active this turn "
                                              "(swap_then_activate=no)")
    if verb == A.ACTIVATE:
        return "tribu.active.activate", M("that chain already has its one active card")
    if chain.active < 0:
        return "tribu.active.swap", M("that chain has no active card to swap")
    return "tribu.active.swap", M("the active card there is already that card")
