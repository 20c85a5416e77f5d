"""What each action does: the turn structure, the end of a turn and the end of a challenge.

What an action makes happen by itself (an attack's or a steal's outcome, a bare chain lost, a challenge
scored) is recorded on the new state as ``happened``, small tuples (:data:`ATTACKED`, :data:`STOLEN`,
:data:`LOST`, :data:`SCORED`): :func:`tell` words each one as an :class:`~tutor.core.Event` naming its rule,
only when a page reads ``State.events`` (a playout never does)."""
from __future__ import annotations

from operator import itemgetter
from typing import TYPE_CHECKING

from tutor.core import Event, player_label
from tutor.core.api import evolve
from tutor.core.i18n import Joined, M, Message, P
from tutor.core.rules import cite

from . import actions as A
from .actions import Action
from .cards import BLOCK, CARDS, DIORAMAS, DRAW_THREE, IS_DIORAMA, STEAL
from .chains import Chain
from .constants import HAND_SIZE, MAX_CHALLENGES, MAX_ROUNDS, TARGET, Attack, Deal, DiscardThree, DrawThree
from .legal import kept_on_reshuffle
from .words import card as card_name

#: what happened, as recorded in ``State.happened``:
#: (ATTACKED, victim, tribu, dioramas lost, evento card); (STOLEN, thief, victim, tribu, stolen: 0 or 1);
#: (LOST, player, tribu): a bare chain gone; (SCORED, challenge, scores of each player...);
#: (RESHUFFLED, cards shuffled, cards left on the discard pile)
ATTACKED, STOLEN, LOST, SCORED, RESHUFFLED = range(5)


def tell(happening: tuple) -> Event:
    """What happened, in words (a message in the reader's language) with the rule that made it happen."""
    what = happening[0]
    if what == ATTACKED:
        _, victim, tribu, lost, evento = happening
        if not lost:
            return Event(M("{who}'s {tribu} chain keeps its Dioramas.", who=player_label(victim),
                           tribu=card_name(tribu)), "tribu.protection.answer")
        rule = "tribu.event.bisonte" if CARDS[evento].power > 1 else "tribu.event.lupo"
        return Event(P("{who}'s {tribu} chain loses {n} Diorama to the {card}.",
                       "{who}'s {tribu} chain loses {n} Dioramas to the {card}.", n=lost, who=player_label(victim),
                       tribu=card_name(tribu), card=card_name(evento)), rule)
    if what == STOLEN:
        _, thief, victim, tribu, stolen = happening
        if stolen:
            return Event(M("{thief} steals the last Diorama of {who}'s {tribu} chain.", thief=player_label(thief),
                           who=player_label(victim), tribu=card_name(tribu)), "tribu.azione.steal")
        return Event(M("{who}'s Protezione stops the steal.", who=player_label(victim)), "tribu.protection.answer")
    if what == LOST:
        _, player, tribu = happening
        return Event(M("{who}'s {tribu} chain is lost: a Tribù with no Diorama at the end of its owner's turn goes "
                       "under the discard pile.", who=player_label(player), tribu=card_name(tribu)), "tribu.chain.bare")
    if what == RESHUFFLED:
        _, shuffled, kept = happening
        if kept:
            return Event(P("The draw pile is empty: {n} card of the discard pile is shuffled into a new draw pile; "
                           "the top card stays.",
                           "The draw pile is empty: {n} cards of the discard pile are shuffled into a new draw pile; "
                           "the top card stays.", n=shuffled), "tribu.piles.reshuffle")
        return Event(P("The draw pile is empty: the discard pile's {n} card is shuffled into a new draw pile.",
                       "The draw pile is empty: the discard pile's {n} cards are shuffled into a new draw pile.",
                       n=shuffled), "tribu.piles.reshuffle")
    _, challenge, *scores = happening
    return Event(M("Challenge {challenge} is over: this challenge's spheres {scores}.", challenge=challenge,
                   scores=Joined([_share(p, n) for p, n in enumerate(scores)], ", ")),
                 "tribu.challenge.end")

if TYPE_CHECKING:
    from .state import State


def _share(player: int, spheres: int) -> Message:
    """One player's spheres in a challenge's result ("player 2 40")."""
    return M("{who} {n}", who=player_label(player), n=spheres)



def apply(state: "State", action: Action) -> "State":
    """The state after the legal ``action``."""
    return _HANDLERS[action.verb](state, action)


def _hand(hands: tuple, player: int, remove: tuple = (), add: tuple = ()) -> tuple:
    """``hands`` with cards taken out of and put into the player's hand."""
    cards = list(hands[player])
    for card in remove:
        cards.remove(card)
    cards.extend(add)
    return hands[:player] + (tuple(sorted(cards)),) + hands[player + 1:]


def _chains(chains: tuple, player: int, index: int, chain: Chain) -> tuple:
    """``chains`` with the player's chain ``index`` replaced (or appended when index == len)."""
    mine = list(chains[player])
    if index == len(mine):
        mine.append(chain)
    else:
        mine[index] = chain
    return chains[:player] + (tuple(mine),) + chains[player + 1:]


def _count(counts: tuple, card: int, delta: int) -> tuple:
    return counts[:card] + (counts[card] + delta,) + counts[card + 1:]


def _reshuffled(state: "State") -> dict:
    """If the draw pile is empty, the discard pile becomes the draw pile, but for its top card when that card
    is face up (the last discard stays on the table): rule tribu.piles.reshuffle, reading tribu.interp.reshuffle.
    Called as soon as the last card is drawn, and again at a draw from a pile that could not be refilled then."""
    if sum(state.deck):
        return {}
    keep = kept_on_reshuffle(state)
    size = len(state.discard)
    if size <= keep:
        return {}
    counts = list(state.deck)
    for card in state.discard[:size - keep]:
        counts[card] += 1
    return {"deck": tuple(counts), "discard": state.discard[size - keep:], "face_down": (),
            "happened": state.happened + ((RESHUFFLED, size - keep, keep),)}


def _under(state: "State", cards: tuple, down: tuple = ()) -> dict:
    """``cards`` go under the discard pile (the first lowest), those at places ``down`` of them face down."""
    cite("tribu.piles.discard")  # for a test marked with the rule (no verdict or event names it)
    shift = len(cards)
    return {"discard": tuple(cards) + state.discard,
            "face_down": tuple(down) + tuple(i + shift for i in state.face_down)}


def _board(state: "State", action: Action) -> "State":
    boards = state.boards + (action.card,)
    if len(boards) < state.game.num_players:
        return state._evolve(action, boards=boards, player=len(boards))
    return _new_challenge(state._evolve(action, boards=boards), state.challenge, state.dealer)


def _new_challenge(state: "State", challenge: int, dealer: int) -> "State":
    """All cards back into the draw pile; the dealer deals five to each player."""
    game, n = state.game, state.game.num_players
    cite("tribu.hand.size")  # for a test marked with the rule (no verdict or event names it)
    return evolve(state, challenge=challenge, dealer=dealer, turns=0, phase="deal", player=dealer,
                      pending=Deal(HAND_SIZE * n), deck=game.deck, discard=(), face_down=(), played=(0,) * len(CARDS),
                      hands=((),) * n, chains=((),) * n)


def _card(state: "State", action: Action) -> "State":
    card, p = action.card, state.player
    deck = _count(state.deck, card, -1)
    if state.phase == "deal":
        n = state.game.num_players
        left = state.pending.left
        receiver = (state.dealer + 1 + HAND_SIZE * n - left) % n
        hands = _hand(state.hands, receiver, add=(card,))
        if left > 1:
            return state._evolve(action, deck=deck, hands=hands, pending=Deal(left - 1))
        return state._evolve(action, deck=deck, hands=hands, pending=(), phase="start", player=state.dealer)
    hands = _hand(state.hands, p, add=(card,))
    if state.phase == "drawing":
        after = state._evolve(action, deck=deck, hands=hands, phase="drawn")
    else:
        after = state._evolve(action, deck=deck, hands=hands, pending=DrawThree(state.pending.left - 1))
    if not sum(deck):  # the last card is drawn: the discard pile is shuffled into a new draw pile at once
        after = evolve(after, **_reshuffled(after))
    if IS_DIORAMA[card] and _dioramas_out_at_once(after):
        return finish_challenge(after, None)
    return after if state.phase == "drawing" else _next_draw3(after)


def _dioramas_out_at_once(state: "State") -> bool:
    """Under ``dioramas_out=at_once`` the challenge closes the moment the last Diorama leaves the two piles."""
    return state.game.options["dioramas_out"] == "at_once" and not _dioramas_left(state)


def _next_draw3(state: "State") -> "State":
    """Draw three: the next chance draw, or the discards when three are drawn or none is left."""
    if state.pending.left > 0:
        if sum(state.deck):
            return state
        changes = _reshuffled(state)
        if changes:
            return evolve(state, **changes)
    hand = len(state.hands[state.player])
    cite("tribu.hand.size")  # the discards after Draw three bring the hand back (no verdict or event names it)
    if state.game.options["hand_size"] == "five_at_end":
        left = max(0, hand - HAND_SIZE)
    else:
        left = min(3, hand)
    if not left:
        return end_turn(evolve(state, pending=()))
    return evolve(state, phase="discard3", pending=DiscardThree(left))


def _draw(state: "State", action: Action) -> "State":
    after = state._evolve(action, phase="drawing")
    return evolve(after, **_reshuffled(after)) if not sum(after.deck) else after


def _draw_discard(state: "State", action: Action) -> "State":
    top = state.discard[-1]
    after = state._evolve(action, phase="drawn", discard=state.discard[:-1],
                          hands=_hand(state.hands, state.player, add=(top,)))
    return finish_challenge(after, None) if _dioramas_out_at_once(after) else after


def _discard(state: "State", action: Action) -> "State":
    p = state.player
    cite("tribu.piles.discard")  # on top of the discard pile (no verdict or event names the rule)
    changes = {"hands": _hand(state.hands, p, remove=(action.card,)), "discard": state.discard + (action.card,)}
    if state.phase == "discard3" and state.pending.left > 1:
        return state._evolve(action, pending=DiscardThree(state.pending.left - 1), **changes)
    return end_turn(state._evolve(action, pending=(), **changes))


def _lay_tribu(state: "State", action: Action) -> "State":
    cite("tribu.turn.one_card")  # the card on the table ends the turn (no verdict or event names the rule)
    p = state.player
    chains = _chains(state.chains, p, len(state.chains[p]), Chain((action.card,), fresh=True))
    return end_turn(state._evolve(action, hands=_hand(state.hands, p, remove=(action.card,)), chains=chains))


def _extend(state: "State", action: Action) -> "State":
    cite("tribu.turn.one_card")  # the card on the table ends the turn (no verdict or event names the rule)
    p = state.player
    chain = state.chains[p][action.chain]
    chains = _chains(state.chains, p, action.chain, chain._replace(cards=chain.cards + (action.card,)))
    return end_turn(state._evolve(action, hands=_hand(state.hands, p, remove=(action.card,)), chains=chains))


def _activate(state: "State", action: Action) -> "State":
    cite("tribu.turn.one_card")  # the card on the table ends the turn (no verdict or event names the rule)
    p = state.player
    chain = state.chains[p][action.chain]
    chains = _chains(state.chains, p, action.chain, chain._replace(active=action.card))
    return end_turn(state._evolve(action, hands=_hand(state.hands, p, remove=(action.card,)), chains=chains))


def _swap(state: "State", action: Action) -> "State":
    p = state.player
    chain = state.chains[p][action.chain]
    chains = _chains(state.chains, p, action.chain, chain._replace(active=action.card))
    hands = _hand(state.hands, p, remove=(action.card,), add=(chain.active,))
    return state._evolve(action, phase="swapped", hands=hands, chains=chains)


def _play_azione(state: "State", card: int) -> dict:
    """The Azione leaves the hand for the played pile."""
    cite("tribu.azione.play")  # for a test marked with these rules (no verdict or event names them)
    cite("tribu.piles.played")
    return {"hands": _hand(state.hands, state.player, remove=(card,)), "played": _count(state.played, card, 1)}


def _play_draw3(state: "State", action: Action) -> "State":
    after = state._evolve(action, phase="draw3", pending=DrawThree(3), **_play_azione(state, DRAW_THREE))
    return _next_draw3(after)


def _play_block(state: "State", action: Action) -> "State":
    cite("tribu.azione.play")  # for a test marked with the rule (no verdict or event names it)
    chain = state.chains[action.player][action.target]
    chains = _chains(state.chains, action.player, action.target, chain._replace(blocked=True))
    return end_turn(state._evolve(action, hands=_hand(state.hands, state.player, remove=(BLOCK,)), chains=chains))


def _play_steal(state: "State", action: Action) -> "State":
    pending = Attack(state.player, A.PLAY_STEAL, STEAL, action.chain, action.target)
    return state._evolve(action, phase="answer", player=action.player, pending=pending,
                         **_play_azione(state, STEAL))


def _use(state: "State", action: Action) -> "State":
    p = state.player
    chains = _chains(state.chains, p, action.chain, state.chains[p][action.chain]._replace(active=-1))
    onto = chains[p][action.onto]
    chains = _chains(chains, p, action.onto, onto._replace(cards=onto.cards + (action.card,)))
    return end_turn(state._evolve(action, chains=chains))


def _attack(state: "State", action: Action) -> "State":
    p = state.player
    chains = _chains(state.chains, p, action.chain, state.chains[p][action.chain]._replace(active=-1))
    pending = Attack(p, A.ATTACK, action.card, action.chain, action.target)
    return state._evolve(action, phase="answer", player=action.player, pending=pending, chains=chains,
                         **_under(state, (action.card,)))


def _answer(state: "State", action: Action) -> "State":
    victim = state.player
    chain = state.chains[victim][action.chain]
    chains = _chains(state.chains, victim, action.chain, chain._replace(active=-1))
    after = state._evolve(action, chains=chains, **_under(state, (action.card,)))
    return _resolve(after, CARDS[action.card].power)


def _decline(state: "State", action: Action) -> "State":
    return _resolve(state._evolve(action), 0)


def _resolve(state: "State", guarded: int) -> "State":
    """Settle the pending attack or steal on the current player's chain; the attacker's turn ends."""
    victim = state.player
    attacker, verb, card, chain_index, target = state.pending  # an Attack
    chain = state.chains[victim][target]
    chains, under = state.chains, {}
    if verb == A.ATTACK:
        lost = min(max(0, CARDS[card].power - guarded), len(chain.dioramas))
        if lost:
            chains = _chains(chains, victim, target, chain._replace(cards=chain.cards[:-lost]))
            under = _under(state, chain.cards[-lost:])
        happened = (ATTACKED, victim, chain.tribu, lost, card)
    else:
        if not guarded:
            stolen = chain.cards[-1]
            chains = _chains(chains, victim, target, chain._replace(cards=chain.cards[:-1]))
            mine = chains[attacker][chain_index]
            chains = _chains(chains, attacker, chain_index, mine._replace(cards=mine.cards + (stolen,)))
        happened = (STOLEN, attacker, victim, chain.tribu, int(not guarded))
    return end_turn(evolve(state, chains=chains, player=attacker, pending=(), happened=state.happened + (happened,),
                           **under))


def _skip(state: "State", action: Action) -> "State":
    """The blocked player loses the turn and takes one Block card (the first chain's) to the played pile: each
    Block costs a turn (reading tribu.interp.second_block)."""
    p = state.player
    cite("tribu.piles.played")  # the Block goes to the played pile (no verdict or event names the rule)
    mine = state.chains[p]
    first = next(i for i, c in enumerate(mine) if c.blocked)
    chains = _chains(state.chains, p, first, mine[first]._replace(blocked=False))
    return end_turn(state._evolve(action, chains=chains, played=_count(state.played, BLOCK, 1)))


def end_turn(state: "State") -> "State":
    """The mover's turn ends: bare Tribù are lost (not the Capo's), Blocks on chains go to the
    played pile under ``block=chain_only``, then the challenge ends or the next player starts."""
    p, game = state.player, state.game
    cite("tribu.turn.order")  # for a test marked with the rule (no verdict or event names it)
    kept, under, down, played = [], [], [], state.played
    changes_lost: list[tuple] = []
    blocks_leave = game.options["block"] == "chain_only"
    for chain in state.chains[p]:
        if chain.blocked and blocks_leave:
            played = _count(played, BLOCK, 1)
            chain = chain._replace(blocked=False)
        if not chain.dioramas and not chain.fresh and chain.tribu == state.board(p):
            cite("tribu.chain.capo")  # a bare chain of the Capo's Tribù stays (no verdict or event names it)
        elif not chain.dioramas and not chain.fresh:
            changes_lost.append((LOST, p, chain.tribu))
            under.append(chain.tribu)
            if chain.active >= 0:  # the active card goes with it (face down under lost_active=face_down)
                if game.options["lost_active"] == "face_down":
                    down.append(len(under))
                under.append(chain.active)
            if chain.blocked:
                played = _count(played, BLOCK, 1)
            continue
        kept.append(chain._replace(fresh=False) if chain.fresh else chain)
    changes = _under(state, tuple(under), tuple(down)) if under else {}
    if changes_lost:
        changes["happened"] = state.happened + tuple(changes_lost)
    if kept != list(state.chains[p]):  # most turns leave the mover's chains as they were
        changes["chains"] = state.chains[:p] + (tuple(kept),) + state.chains[p + 1:]
    state = evolve(state, **changes, played=played, turns=state.turns + 1, phase="start",
                   player=(p + 1) % game.num_players, pending=())
    complete = state.complete_chains(p)
    if complete:
        cite("tribu.chain.complete")  # complete chains close the challenge (no verdict or event names the rule)
    closer = p if complete >= game.chains_to_close else None
    if closer is not None or not _dioramas_left(state) or state.turns >= MAX_ROUNDS * game.num_players:
        return finish_challenge(state, closer)
    return state


#: the draw pile's counts of the Diorama types
_diorama_counts = itemgetter(*DIORAMAS)


def _dioramas_left(state: "State") -> bool:
    """A Diorama is still in the draw pile or the discard pile (the pile is only read when the deck has none):
    checked at the end of every turn, and under ``dioramas_out=at_once`` also when a Diorama is drawn or taken
    (reading tribu.interp.dioramas_out)."""
    return any(_diorama_counts(state.deck)) or any(IS_DIORAMA[t] for t in state.discard)


def finish_challenge(state: "State", closer: int | None) -> "State":
    """Score the challenge; the game ends at 100 spheres (or the tutor's limit), else a new deal."""
    game = state.game
    last = tuple(sheet.total for sheet in state.score_sheets(closer))
    totals = tuple(t + s for t, s in zip(state.totals, last))
    state = evolve(state, happened=state.happened + ((SCORED, state.challenge) + last,))
    best = max(totals)
    tied = totals.count(best) > 1 and game.options["ties"] == "play_on"
    if (best >= TARGET and not tied) or state.challenge >= MAX_CHALLENGES:
        return evolve(state, totals=totals, last=last, phase="over", player=0)
    after = evolve(state, totals=totals, last=last)
    return _new_challenge(after, state.challenge + 1, (state.dealer + 1) % game.num_players)


_HANDLERS = {
    A.BOARD: _board, A.CARD: _card, A.DRAW: _draw, A.DRAW_DISCARD: _draw_discard, A.DISCARD: _discard,
    A.LAY_TRIBU: _lay_tribu, A.EXTEND: _extend, A.ACTIVATE: _activate, A.SWAP: _swap,
    A.PLAY_DRAW3: _play_draw3, A.PLAY_BLOCK: _play_block, A.PLAY_STEAL: _play_steal, A.USE: _use,
    A.ATTACK: _attack, A.ANSWER: _answer, A.DECLINE: _decline, A.SKIP: _skip,
}
