"""The Tribù Indiani tutorial as data: one rule at a time, each on a scripted two-player table.

A :class:`Step` sets up a position (hands, chains and piles; every other card in the draw pile),
plays scripted ``setup`` actions (draws name their card, so nothing is left to luck) and asks the
learner, player 0, to act. :func:`attempt` judges an answer: a right one moves on and shows what
follows; one the game refuses is explained with its verdict and rule; every other choice the table
allows gets the step's own word on why it misses the point (``feedback``).
"""
from __future__ import annotations

import re
from tutor.core import tutorial
from tutor.core.tutorial import GROUP, Feedback, attempt

from .cards import BY_NAME, CARDS
from .state import Game

LEARNER = 0
_TOKEN = re.compile(r"(?:(\d+)\*)?([a-z][a-z-]*)")


def table(hands: str, chains: str, phase: str = "start 0", discard: str = "-", played: str = "-",
          totals: str = "0,0") -> str:
    """A two-player position string (boards shaman, hunter) with every card not named in the draw pile.

    ``hands`` and ``chains`` are written as in a position string, e.g. ``"canoe 2*lupo / moon"`` and
    ``"hunter.salmon[lupo] / -"``.
    """
    counts = [0] * len(CARDS)
    for text in (hands, chains, discard, played):
        for number, name in _TOKEN.findall(text.replace("cards", "")):
            counts[BY_NAME[name.replace("-", " ")]] += int(number or 1)
    game = Game(players=2)
    left = [full - used for full, used in zip(game.deck, counts)]
    deck = " ".join(f"{n}*{CARDS[t].name.replace(' ', '-')}" for t, n in enumerate(left) if n) or "-"
    return (f"tribu 2 | challenge 1 dealer 0 turns 4 totals {totals} last - | boards shaman,hunter | {phase} | "
            f"deck {deck} | discard {discard} | played {played} | hands {hands} | chains {chains}")


class Step(tutorial.Step):
    """A Tribù step; ``after`` holds the opponent's reply and the cards drawn."""

    parse = staticmethod(Game.parse)
    learner = LEARNER


__all__ = ["LEARNER", "STEPS", "Step", "Feedback", "attempt", "table"]


def either(*choices: str) -> str:
    """A feedback key for choices that miss for one reason."""
    return GROUP.join(choices)


DRAWN = ("draw", "card lupo")  # the learner's scripted draw in most steps
OTHER = "moon lupo strength-feathers block"  # player 1's hand in most steps

STEPS: tuple[Step, ...] = (
    Step("tribu", "Start a chain",
         ("tribu.chain.tribu", "tribu.turn.choices"),
         table(f"warrior sun-flag moon block / {OTHER}", "- / -"),
         "You drew a wolf (Lupo). Each turn you draw and then put at most one card to work. Your hand holds a "
         "Warrior, whose vases are flag, pipe and storm in that order, and a sun flag. Start a chain.",
         ("play tribu warrior",),
         "Your Warrior starts a chain. Next turn its first Diorama must follow, or the Tribù is lost.",
         "extend chain 0 with diorama sun flag", setup=DRAWN,
         feedback={"discard warrior": "The Warrior is the only Tribù in your hand: discarded, there is nothing to "
                   "start a chain with, and the sun flag waits in vain. [tribu.chain.tribu]",
                   "discard sun flag": "The sun flag is the Warrior's first vase: keep it, for next turn the new "
                   "chain needs exactly that Diorama. [tribu.chain.order]",
                   either("discard moon", "discard lupo", "discard block"): "Discarding '{choice}' ends the "
                   "turn with nothing put to work; this turn's one card should start the Warrior's chain. "
                   "[tribu.turn.choices]",
                   "extend chain 0 with diorama sun flag": "There is no chain to extend yet: a chain begins with a "
                   "Tribù card, and its Dioramas follow."}),
    Step("order", "Vases in order",
         ("tribu.chain.order",),
         table("sun-flag peace-pipe desert-wind block / " + OTHER, "warrior / -"),
         "Your Warrior wants a flag, then a pipe, then a storm. Lay the Diorama that fits now.",
         ("extend chain 0 with diorama sun flag",),
         "The sun flag fills the first vase. The peace pipe can follow next turn, then the desert wind.",
         "extend chain 0 with diorama peace pipe", setup=DRAWN,
         feedback={"discard sun flag": "Discarding the sun flag throws away the very Diorama the Warrior needs now: "
                   "the chain stays bare and is lost at the end of the turn. [tribu.chain.bare]",
                   either("discard peace pipe", "discard desert wind"): "The Warrior wants '{choice}' later (pipe "
                   "second, storm third); discarding it throws away a vase you need, and the chain stays bare now. "
                   "[tribu.chain.order]",
                   either("discard lupo", "discard block"): "'{choice}' does nothing for the Warrior, which still "
                   "has no Diorama: a Tribù left bare at the end of your turn is lost. [tribu.chain.bare]",
                   "activate * on chain 0": "Laying a card face down beside the chain ('{choice}') is this turn's "
                   "one card, so the Warrior stays bare and is lost. [tribu.chain.bare]",
                   "extend chain 0 with diorama peace pipe": "Vases fill in order: the pipe comes second, after the "
                   "flag."}),
    Step("bare", "A Tribù needs a Diorama",
         ("tribu.chain.bare", "tribu.chain.capo"),
         table("desert-wind moon block bisonte / " + OTHER, "shaman.red-statue ; scout / -"),
         "Your Scout was laid last turn and still has no Diorama; its first vase is a storm. Your Shaman "
         "matches your Capo Tribù board, so it could never be lost, but the Scout can. Save it.",
         ("extend chain 1 with diorama desert wind",),
         "The desert wind fills the Scout's first vase: the chain is safe.",
         "discard moon", setup=DRAWN,
         feedback={"extend chain 0 with diorama desert wind": "The desert wind fits chain 0, the Shaman, too, but "
                   "the Shaman already has a Diorama and matches your board: it is safe. The Scout is bare and "
                   "would be lost. "
                   "[tribu.chain.bare]",
                   "discard desert wind": "The desert wind is the one card that fills the Scout's first vase; "
                   "discarded, the bare Scout is lost at the end of the turn. [tribu.chain.bare]",
                   either("discard moon", "discard lupo", "discard bisonte", "discard block"): "Discarding "
                   "'{choice}' leaves the Scout without a Diorama: at the end of this turn it goes under the "
                   "discard pile. [tribu.chain.bare]",
                   "activate * on chain *": "A card laid face down beside a chain ('{choice}') is no Diorama, and "
                   "it is your one card this turn: the bare Scout would be lost. [tribu.chain.bare]"}),
    Step("totem", "Complete, then protect",
         ("tribu.chain.complete", "tribu.diorama.totem", "tribu.chain.protected"),
         table("totem canoe block / " + OTHER, "shaman.red-statue.desert-wind.sun-flag ; hunter.salmon / -"),
         "Your Shaman chain has all three vases: it is complete. You hold the Totem. Where does it go?",
         ("extend chain 0 with diorama totem",),
         "The Totem closes the Shaman chain: no Evento or Steal can touch it any more, and three red "
         "Dioramas make it a magic protected chain, worth a bonus at scoring.",
         "extend chain 1 with diorama totem", setup=DRAWN,
         feedback={"discard totem": "The Totem closes and protects a complete chain; discarded, your Shaman stays "
                   "open to Eventi and Steal, and the bonus is lost. [tribu.diorama.totem]",
                   either("discard canoe", "discard lupo", "discard block"): "Discarding '{choice}' keeps the "
                   "Totem in hand: the complete Shaman chain stays open to attack for another round. "
                   "[tribu.chain.protected]",
                   "activate * on chain *": "Laying '{choice}' face down spends your card for the turn; the Totem "
                   "stays in hand and the Shaman chain unprotected. [tribu.chain.protected]",
                   "extend chain 1 with diorama totem": "The Hunter has one vase of three: a Totem waits for a "
                   "complete chain."}),
    Step("activate", "An active card",
         ("tribu.active.activate", "tribu.active.one_per_turn"),
         table("courage-feathers draw-three canoe block / " + OTHER, "hunter.salmon.moon / healer.campfire[lupo]"),
         "Player 1 keeps a face-down card beside a chain: it may be a wolf. Put your courage feathers face down "
         "beside your Hunter chain, ready to answer an attack.",
         ("activate courage feathers on chain 0",),
         "Each chain may have one active card, and only one card becomes active per turn. Feathers wait "
         "beside the chain until they are needed.",
         "activate draw three on chain 0", setup=DRAWN,
         feedback={"discard courage feathers": "The feathers are your answer to the wolf player 1 may hold: "
                   "discarded, they can never guard a chain. [tribu.protection.answer]",
                   either("discard canoe", "discard lupo", "discard draw three", "discard block"): "Discarding "
                   "'{choice}' leaves nothing beside your Hunter chain while player 1's face-down card may be a "
                   "wolf. [tribu.active.activate]",
                   "activate canoe on chain 0": "A canoe face down beside the chain is a bluff at best: it cannot "
                   "answer an attack, and it takes the chain's one active place. [tribu.active.activate]",
                   "activate lupo on chain 0": "Your own wolf (Lupo) beside the chain could attack later, but it "
                   "cannot defend: only feathers answer player 1's card. [tribu.protection.answer]",
                   "play draw three": "Drawing three refreshes your hand, but the Hunter chain stays unguarded "
                   "against player 1's face-down card. [tribu.azione.draw_three]",
                   "play block on player 1 chain 0": "The Block costs player 1 a turn, but their face-down card "
                   "stays ready: only feathers beside your chain guard it. [tribu.azione.block]",
                   "activate draw three on chain 0": "Draw three is an Azione: it is played from the hand, never "
                   "laid beside a chain."}),
    Step("attack", "Attack with an Evento",
         ("tribu.active.use", "tribu.event.lupo", "tribu.event.attack"),
         table("canoe moon block steal / " + OTHER, "shaman.red-statue[lupo] / hunter.salmon.moon"),
         "Your wolf lies active beside your Shaman. Instead of drawing, you may use it: it destroys the last "
         "vase of an opponent's chain. Attack Player 1's Hunter chain.",
         ("attack player 1 chain 0 with lupo from chain 0",),
         "Player 1 had no feathers and declined: the moon, the Hunter's last Diorama, goes to the discard "
         "pile with your wolf.",
         "draw", after=("decline",),
         feedback={"draw": "Drawing is allowed, but an active card is used instead of drawing: this turn the wolf "
                   "would stay idle. [tribu.active.use]"}),
    Step("defend", "Defend with feathers",
         ("tribu.protection.answer", "tribu.event.bisonte"),
         table("canoe block / " + OTHER, "hunter.salmon.moon ; scout.lightning[courage-feathers] / "
               "healer.campfire[bisonte]", phase="start 1"),
         "Player 1's buffalo (Bisonte) attacks the last two vases of your Hunter chain. You may answer out "
         "of turn with active feathers beside any of your chains. Courage feathers guard two vases.",
         ("answer with courage feathers from chain 1",),
         "The feathers guard both vases: your Hunter chain keeps the salmon and the moon, and the feathers "
         "go to the discard pile.",
         "decline", feedback={"decline": "Declining lets the buffalo destroy the salmon and the moon; the "
                              "feathers beside your Scout can save both. [tribu.protection.answer]"},
         setup=("attack player 0 chain 0 with bisonte from chain 0",)),
    Step("draw_three", "Azione: draw three",
         ("tribu.azione.draw_three", "tribu.azione.play"),
         table("draw-three block bisonte peace-pipe / " + OTHER, "scout.desert-wind / healer.campfire"),
         "Your hand is poor for your Scout (storm, river, pipe). Play the Azione that draws three cards; you "
         "then discard three.",
         ("play draw three",),
         "You drew a canoe, a salmon and a wolf, and discarded the buffalo, the wolf and the peace pipe. "
         "The Azione itself goes to the played pile.",
         "discard draw three", setup=DRAWN,
         feedback={"discard draw three": "Discarding the Azione wastes it: played, it swaps three cards of your "
                   "poor hand for three new ones. [tribu.azione.draw_three]",
                   either("discard peace pipe", "discard lupo", "discard bisonte", "discard block"): "Discarding "
                   "'{choice}' drops one card and brings none; Draw three renews three at once. "
                   "[tribu.azione.draw_three]",
                   "activate * on chain 0": "'{choice}' lays a card beside the Scout, but your hand stays as poor "
                   "as it is: the Azione renews it. [tribu.azione.play]",
                   "play block on player 1 chain 0": "The Block makes player 1 skip a turn, but your Scout still "
                   "finds no river in your hand. [tribu.azione.block]"},
         after=("card canoe", "card salmon", "card lupo", "discard bisonte", "discard lupo", "discard peace pipe")),
    Step("block", "Azione: block",
         ("tribu.azione.block",),
         table("block canoe moon / " + OTHER, "hunter.salmon / shaman.red-statue.desert-wind"),
         "Player 1's Shaman chain needs only one more vase. Lay a Block beside it: player 1 then loses a turn.",
         ("play block on player 1 chain 0",),
         "The Block lies beside Player 1's chain; at the start of their turn they skip it, and the Block "
         "goes to the played pile.",
         "play block on player 0 chain 0", setup=DRAWN, after=("skip turn",),
         feedback={"extend chain 0 with diorama moon": "The moon grows your Hunter, but player 1's Shaman is one "
                   "vase from complete: the Block, played now, costs them that turn. [tribu.azione.block]",
                   "discard block": "The Block is the card that slows player 1 down; discarded, it is gone. "
                   "[tribu.azione.block]",
                   either("discard moon", "discard canoe", "discard lupo"): "Discarding '{choice}' leaves player 1 "
                   "free to complete the Shaman next turn. [tribu.azione.block]",
                   "activate * on chain 0": "'{choice}' lays a card beside your own chain, while player 1's "
                   "Shaman goes on growing: the Block stops them for a turn. [tribu.azione.block]",
                   "play block on player 0 chain 0": "A Block always goes beside a rival's chain: here, player 1's "
                   "Shaman."}),
    Step("steal", "Azione: steal",
         ("tribu.azione.steal", "tribu.chain.protected"),
         table("steal canoe block / " + OTHER,
               "hunter.salmon / healer.campfire ; shaman.red-statue.desert-wind.sun-flag.totem"),
         "Your Hunter needs a hearth next. Player 1's Healer chain ends with a campfire, a hearth Diorama. Steal "
         "it onto your Hunter chain.",
         ("play steal from player 1 chain 0 to chain 0",),
         "Player 1 had no feathers to answer: the campfire moves to your Hunter chain.",
         "play steal from player 1 chain 1 to chain 0", setup=DRAWN, after=("decline",),
         feedback={"discard steal": "Discarding the Steal throws away the one card that can bring the campfire "
                   "over. [tribu.azione.steal]",
                   either("discard canoe", "discard lupo", "discard block"): "Discarding '{choice}' leaves your "
                   "Hunter waiting for a hearth, while player 1's campfire is there to take. [tribu.azione.steal]",
                   "activate * on chain 0": "'{choice}' lays a card beside your Hunter, but no hearth comes of it: "
                   "the Steal moves the campfire onto your chain. [tribu.azione.steal]",
                   either("play block on player 1 chain *"): "'{choice}' costs player 1 a turn but brings you no "
                   "hearth: the Steal does both jobs, taking from them and giving to you. [tribu.azione.steal]",
                   "play steal from player 1 chain 1 to chain 0": "Player 1's Shaman has its Totem: a protected "
                   "chain cannot be robbed. Steal from the Healer."}),
    Step("scoring", "Closing and scoring a challenge",
         ("tribu.challenge.end", "tribu.score.table", "tribu.score.bonus", "tribu.score.hostile"),
         table("salmon canoe block / bisonte moon 2*lupo",
               "shaman.red-statue.desert-wind.sun-flag.totem ; hunter.salmon.moon.red-statue ; "
               "warrior.sun-flag.peace-pipe.desert-wind ; healer.campfire.blue-statue / scout.lightning.canoe"),
         "With two players, four complete chains end the challenge. You have three; your Healer (hearth, "
         "statue, river) waits for its river. Close the challenge.",
         ("extend chain 3 with diorama salmon", "extend chain 3 with diorama canoe"),
         "Four complete chains: the challenge ends and is scored. Each player scores the spheres in their "
         "chains; a magic protected chain earns 10 more, 20 when it is the character of the owner's Capo "
         "Tribù board (your Shaman). Player 1 did not close, so the spheres in their hand count against "
         "them as hostile spheres. Here you score 35 + 20 = 55, player 1 scores 6 - 2 = 4. Then a new challenge is dealt, until someone reaches 100.",
         "discard salmon", setup=DRAWN,
         feedback={either("discard salmon", "discard canoe"): "'{choice}' throws away a river your Healer needs: "
                   "the challenge would go on, and if player 1 closed it, your hand's spheres would count against "
                   "you. [tribu.score.hostile]",
                   either("discard lupo", "discard block"): "Discarding '{choice}' leaves the Healer one vase short: "
                   "the challenge goes on, and your hand's spheres are at risk if player 1 closes it. "
                   "[tribu.challenge.end]",
                   "activate * on chain *": "'{choice}' lays a card beside a chain instead of completing the "
                   "fourth one: the challenge does not end this turn. [tribu.challenge.end]",
                   "play block on player 1 chain 0": "The Block delays player 1, but it does not close the "
                   "challenge: only a fourth complete chain does. [tribu.challenge.end]"}),
)
