"""Whether a Tribù Indiani position can arise in a game: :func:`problems` lists what cannot.

``Game.parse`` refuses a position string with any problem, and the conformance tests assert that every
position reached in play has none. The checks go from the shape of the position (every card once, chains
in vase order, the phase's data) to what follows from the rules (a player owes no more discards than
they hold, an attack names a chain that is there, someone can act unless the game is over).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.core import player_label
from tutor.core.i18n import M, Message, P

from . import actions as A
from .cards import BLOCK, CARDS, EVENTO, STEAL, TRIBU, code
from .constants import HAND_SIZE, MAX_CHALLENGES, MAX_ROUNDS, PLAYING, TARGET
from .words import card as card_name
from .words import letter
from .legal import attackable, legal

if TYPE_CHECKING:
    from .state import State



def holding(state: "State") -> tuple[int, ...]:
    """Every card's count over all places (draw, discard and played piles, hands, chains, Block
    cards beside chains); equals the printing's deck in every position."""
    counts = list(state.deck)
    for t, n in enumerate(state.played):
        counts[t] += n
    for card in state.discard:
        counts[card] += 1
    for hand in state.hands:
        for card in hand:
            counts[card] += 1
    for chains in state.chains:
        for chain in chains:
            for card in chain.cards + ((chain.active,) if chain.active >= 0 else ()):
                counts[card] += 1
            counts[BLOCK] += chain.blocked
    return tuple(counts)


def problems(state: "State") -> list[Message]:
    """What makes ``state`` impossible, in words (empty for a position that can arise)."""
    found = _table(state) or _counts(state) or _phase(state)
    if found:
        return found
    if state.phase != "over" and not legal(state):
        return [M("nobody can act in the {phase} phase of this position", phase=state.phase)]
    return []


def _table(state: "State") -> list[Message]:
    """Chains, hands, piles and boards: each piece where it may stand."""
    found = []
    for p, mine in enumerate(state.chains):
        tribes = [c.tribu for c in mine]
        if len(set(tribes)) != len(tribes):
            found.append(M("{who} has two chains of one Tribù: no clones", who=player_label(p)))
        for chain in mine:
            if CARDS[chain.tribu].kind != TRIBU:
                found.append(M("a chain starts with a Tribù card, not {card}", card=card_name(chain.tribu)))
                continue
            for i, card in enumerate(chain.dioramas):
                if not chain._replace(cards=chain.cards[:i + 1]).accepts(card):
                    found.append(M("{card} does not fit the {tribu} chain at place {place}", card=card_name(card),
                                   tribu=card_name(chain.tribu), place=i + 1))
            if chain.active >= 0 and not CARDS[chain.active].can_be_active:
                found.append(M("{card} cannot be an active card", card=card_name(chain.active)))
    if sorted(set(state.face_down)) != list(state.face_down) or any(i >= len(state.discard) for i in state.face_down):
        found.append(M("the face-down cards of the discard pile are not in it"))
    return found


def _counts(state: "State") -> list[Message]:
    """Every card of the printing exactly once; scores and turns within their bounds."""
    held, expected = holding(state), state.game.deck
    for t, (have, want) in enumerate(zip(held, expected)):
        if have != want:
            return [M("the position has {have} x {card}, but the deck holds {want}", have=have, card=code(t),
                      want=want)]
    game, n = state.game, state.game.num_players
    if state.dealer != (state.challenge - 1) % n:
        return [M("challenge {challenge} is dealt by {who}, the dealer moving one seat on each challenge",
                  challenge=state.challenge, who=player_label((state.challenge - 1) % n))]
    if (state.last == ()) != (state.challenge == 1 and state.phase != "over"):
        return [M("the last challenge's scores are given once a challenge has ended, and only then")]
    best = max(state.totals)
    tied = state.totals.count(best) > 1 and game.options["ties"] == "play_on"
    if state.phase != "over" and best >= TARGET and not tied:
        return [M("a player has {best} spheres: the game would be over", best=best)]
    if state.phase == "over" and (best < TARGET or tied) and state.challenge < MAX_CHALLENGES:
        return [M("the game ends at {target} spheres or after {limit} challenges", target=TARGET, limit=MAX_CHALLENGES)]
    if state.phase in PLAYING and state.turns >= MAX_ROUNDS * n:
        return [M("a challenge lasts at most {turns} turns per player", turns=MAX_ROUNDS)]
    if state.phase in PLAYING:
        for p in range(n):
            if state.complete_chains(p) >= game.chains_to_close:
                return [M("{who} has {n} complete chains: the challenge would have ended", who=player_label(p),
                          n=game.chains_to_close)]
    return []


def hand_limit(state: "State", player: int) -> int:
    """The most cards ``player`` can hold in this phase of a challenge (rule tribu.hand.size): five at the end of
    every turn; the mover one more once drawn (``drawn``, ``swapped``), and during Draw three five plus the cards
    drawn so far (``draw3``) or plus the discards still owed (``discard3``). An edited position past this bound
    would let play deal a hand past eight cards."""
    if player != state.player:
        return HAND_SIZE
    if state.phase in ("drawn", "swapped"):
        return HAND_SIZE + 1
    if state.phase == "draw3":
        return HAND_SIZE + 3 - state.pending.left
    if state.phase == "discard3":
        return HAND_SIZE + state.pending.left
    return HAND_SIZE


def _phase(state: "State") -> list[Message]:
    """The phase's data matches the phase and the table."""
    phase, p, n = state.phase, state.player, state.game.num_players
    hand = state.hands[p]
    in_hands = sum(len(h) for h in state.hands)
    if phase in ("board", "deal"):
        if state.discard or any(state.chains) or sum(state.played):
            return [M("in the {phase} phase no card has been played yet", phase=phase)]
        if phase == "board" and (in_hands or state.challenge != 1 or state.turns or any(state.totals)):
            return [M("the boards are handed out before anything else happens")]
    if phase == "deal":
        left = state.pending.left
        dealt = HAND_SIZE * n - left
        sizes = [len([i for i in range(dealt) if (state.dealer + 1 + i) % n == q]) for q in range(n)]
        if not 1 <= left <= HAND_SIZE * n or [len(h) for h in state.hands] != sizes or p != state.dealer:
            return [P("the deal has {n} card left: the hands do not match it",
                      "the deal has {n} cards left: the hands do not match it", n=left)]
        if state.turns:
            return [M("no turn is played during the deal")]
    if phase in ("drawn", "swapped") and not hand:
        return [M("{who} has drawn and holds no card", who=player_label(p))]
    if phase in ("drawing", "draw3") and not sum(state.deck):
        return [M("a card is drawn from an empty draw pile")]
    if phase == "draw3" and not 1 <= state.pending.left <= 3:
        return [M("Draw three draws one to three cards")]
    if phase == "discard3" and not 1 <= state.pending.left <= min(3, len(hand)):
        return [M("{who} owes {discards} and holds {cards}", who=player_label(p),
                  discards=P("{n} discard", "{n} discards", n=state.pending.left),
                  cards=P("{n} card", "{n} cards", n=len(hand)))]
    if phase in PLAYING:
        for q, held in enumerate(state.hands):
            most = hand_limit(state, q)
            if len(held) > most:
                return [M("{who} holds {cards}, but a hand holds at most {most} here: five at the end of every "
                          "turn, one more once drawn, up to three more with Draw three", who=player_label(q),
                          cards=P("{n} card", "{n} cards", n=len(held)), most=most)]
    if phase == "answer":
        return _attack(state)
    return []


def _attack(state: "State") -> list[Message]:
    """The pending attack or steal: by another player, with the right card, on a chain that may be hit."""
    attacker, verb, card, chain, target = state.pending  # an Attack
    victim, n = state.player, state.game.num_players
    if not 0 <= attacker < n or attacker == victim:
        return [M("an attack is answered by another player than the attacker")]
    if verb not in (A.ATTACK, A.PLAY_STEAL) or not 0 <= card < len(CARDS):
        return [M("the answer phase follows an Evento's attack or a Steal")]
    if (verb == A.ATTACK) != (CARDS[card].kind == EVENTO) or (verb == A.PLAY_STEAL and card != STEAL):
        return [M("{card} does not attack", card=card_name(card))]
    if not 0 <= chain < len(state.chains[attacker]):
        return [M("{who} has no chain {chain}", who=player_label(attacker), chain=letter(chain))]
    if (victim, target) not in set(attackable(state, attacker)):
        return [M("{who}'s chain {chain} cannot be hit", who=player_label(victim), chain=letter(target))]
    if verb == A.PLAY_STEAL and not state.chains[attacker][chain].accepts(state.chains[victim][target].cards[-1]):
        return [M("a stolen Diorama goes at once onto one of the thief's chains")]
    return []
