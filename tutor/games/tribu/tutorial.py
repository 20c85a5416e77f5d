"""The Tribù Indiani tutorial as data: one rule at a time, each on a scripted two-player table.

A :class:`Step` sets up a position (hands, chains and piles; every other card in the draw pile),
plays scripted ``setup`` actions (draws name their card, so nothing is left to luck) and asks the
learner, player 0, to act. :func:`attempt` judges an answer: a right one moves on and shows what
follows; one the game refuses is explained with its verdict and rule; one the game allows but that
misses the point of the step is explained by ``why_not``.
"""
from __future__ import annotations

import re
from tutor.core import tutorial
from tutor.core.tutorial import Feedback, attempt

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


__all__ = ["LEARNER", "STEPS", "Step", "Feedback", "attempt", "table"]


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
         "extend chain 0 with diorama sun flag", setup=DRAWN),
    Step("order", "Vases in order",
         ("tribu.chain.order",),
         table("sun-flag peace-pipe desert-wind block / " + OTHER, "warrior / -"),
         "Your Warrior wants a flag, then a pipe, then a storm. Lay the Diorama that fits now.",
         ("extend chain 0 with diorama sun flag",),
         "The sun flag fills the first vase. The peace pipe can follow next turn, then the desert wind.",
         "extend chain 0 with diorama peace pipe", setup=DRAWN),
    Step("bare", "A Tribù needs a Diorama",
         ("tribu.chain.bare", "tribu.chain.capo"),
         table("desert-wind moon block bisonte / " + OTHER, "shaman.red-statue ; scout / -"),
         "Your Scout was laid last turn and still has no Diorama; its first vase is a storm. Your Shaman "
         "matches your Capo Tribù board, so it could never be lost, but the Scout can. Save it.",
         ("extend chain 1 with diorama desert wind",),
         "The desert wind fills the Scout's first vase: the chain is safe.",
         "discard moon", why_not="Allowed, but at the end of this turn the bare Scout would be lost under the "
         "discard pile.", setup=DRAWN),
    Step("totem", "Complete, then protect",
         ("tribu.chain.complete", "tribu.diorama.totem", "tribu.chain.protected"),
         table("totem canoe block / " + OTHER, "shaman.red-statue.desert-wind.sun-flag ; hunter.salmon / -"),
         "Your Shaman chain has all three vases: it is complete. You hold the Totem. Where does it go?",
         ("extend chain 0 with diorama totem",),
         "The Totem closes the Shaman chain: no Evento or Steal can touch it any more, and three red "
         "Dioramas make it a magic protected chain, worth a bonus at scoring.",
         "extend chain 1 with diorama totem", setup=DRAWN),
    Step("activate", "An active card",
         ("tribu.active.activate", "tribu.active.one_per_turn"),
         table("courage-feathers draw-three canoe block / " + OTHER, "hunter.salmon.moon / healer.campfire[lupo]"),
         "Player 1 keeps a face-down card beside a chain: it may be a wolf. Put your courage feathers face down "
         "beside your Hunter chain, ready to answer an attack.",
         ("activate courage feathers on chain 0",),
         "Each chain may have one active card, and only one card becomes active per turn. Feathers wait "
         "beside the chain until they are needed.",
         "activate draw three on chain 0", setup=DRAWN),
    Step("attack", "Attack with an Evento",
         ("tribu.active.use", "tribu.event.lupo", "tribu.event.attack"),
         table("canoe moon block steal / " + OTHER, "shaman.red-statue[lupo] / hunter.salmon.moon"),
         "Your wolf lies active beside your Shaman. Instead of drawing, you may use it: it destroys the last "
         "vase of an opponent's chain. Attack Player 1's Hunter chain.",
         ("attack player 1 chain 0 with lupo from chain 0",),
         "Player 1 had no feathers and declined: the moon, the Hunter's last Diorama, goes to the discard "
         "pile with your wolf.",
         "draw", why_not="Drawing is allowed, but an active card is used instead of drawing: this turn the "
         "wolf would stay idle.", after=("decline",)),
    Step("defend", "Defend with feathers",
         ("tribu.protection.answer", "tribu.event.bisonte"),
         table("canoe block / " + OTHER, "hunter.salmon.moon ; scout.lightning[courage-feathers] / "
               "healer.campfire[bisonte]", phase="start 1"),
         "Player 1's buffalo (Bisonte) attacks the last two vases of your Hunter chain. You may answer out "
         "of turn with active feathers beside any of your chains. Courage feathers guard two vases.",
         ("answer with courage feathers from chain 1",),
         "The feathers guard both vases: your Hunter chain keeps the salmon and the moon, and the feathers "
         "go to the discard pile.",
         "decline", why_not="Allowed, but then the buffalo destroys the salmon and the moon.",
         setup=("attack player 0 chain 0 with bisonte from chain 0",)),
    Step("draw_three", "Azione: draw three",
         ("tribu.azione.draw_three", "tribu.azione.play"),
         table("draw-three block bisonte peace-pipe / " + OTHER, "scout.desert-wind / healer.campfire"),
         "Your hand is poor for your Scout (storm, river, pipe). Play the Azione that draws three cards; you "
         "then discard three.",
         ("play draw three",),
         "You drew a canoe, a salmon and a wolf, and discarded the buffalo, the wolf and the peace pipe. "
         "The Azione itself goes to the played pile.",
         "discard draw three", why_not="Allowed, but discarding the Azione wastes it: play it to refresh "
         "your hand.", setup=DRAWN,
         after=("card canoe", "card salmon", "card lupo", "discard bisonte", "discard lupo", "discard peace pipe")),
    Step("block", "Azione: block",
         ("tribu.azione.block",),
         table("block canoe moon / " + OTHER, "hunter.salmon / shaman.red-statue.desert-wind"),
         "Player 1's Shaman chain needs only one more vase. Lay a Block beside it: player 1 then loses a turn.",
         ("play block on player 1 chain 0",),
         "The Block lies beside Player 1's chain; at the start of their turn they skip it, and the Block "
         "goes to the played pile.",
         "play block on player 0 chain 0", setup=DRAWN, after=("skip turn",)),
    Step("steal", "Azione: steal",
         ("tribu.azione.steal", "tribu.chain.protected"),
         table("steal canoe block / " + OTHER,
               "hunter.salmon / healer.campfire ; shaman.red-statue.desert-wind.sun-flag.totem"),
         "Your Hunter needs a hearth next. Player 1's Healer chain ends with a campfire, a hearth Diorama. Steal "
         "it onto your Hunter chain.",
         ("play steal from player 1 chain 0 to chain 0",),
         "Player 1 had no feathers to answer: the campfire moves to your Hunter chain.",
         "play steal from player 1 chain 1 to chain 0", setup=DRAWN, after=("decline",)),
    Step("scoring", "Closing and scoring a challenge",
         ("tribu.challenge.end", "tribu.score.table", "tribu.score.bonus", "tribu.score.hostile"),
         table("salmon canoe block / bisonte moon 2*lupo",
               "shaman.red-statue.desert-wind.sun-flag.totem ; hunter.salmon.moon.red-statue ; "
               "warrior.sun-flag.peace-pipe.desert-wind ; healer.campfire.blue-statue / scout.lightning.canoe"),
         "With two players, four complete chains end the challenge. You have three; your Healer (hearth, "
         "statue, river) waits for its river. Close the challenge.",
         ("extend chain 3 with diorama salmon",),
         "Four complete chains: the challenge ends and is scored. Each player scores the spheres in their "
         "chains; a magic protected chain earns 10 more, 20 when it is the character of the owner's Capo "
         "Tribù board (your Shaman). Player 1 did not close, so the spheres in their hand count against "
         "them as hostile spheres. Here you score 35 + 20 = 55, player 1 scores 6 - 2 = 4. Then a new challenge is dealt, until someone reaches 100.",
         "discard salmon", why_not="Allowed, but the challenge would go on, and if player 1 "
         "closed it instead, your hand's spheres would count against you.", setup=DRAWN),
)
