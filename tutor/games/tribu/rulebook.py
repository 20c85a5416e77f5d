"""Tribù Indiani's rules in the project's own words, and its interpretation register.

Source: ``tribu-indiani.it.txt`` (Italian); section names are the rulebook's own headings.
"""
from __future__ import annotations

from tutor.core import Interpretation, Reading, Rule, register

RULES = (
    Rule("tribu.setup.cards", "The deck",
         "One deck of 100 cards: 20 Tribù (five characters, four copies each), 52 Diorama (thirteen "
         "kinds, four each), 8 Evento (Lupo and Bisonte), 12 Azione (Draw three, Block, Steal) and 8 "
         "Protezione (two kinds of feathers). A shorter printing has 96 cards and two Azione kinds. "
         "The tutor's card list is reconstructed: the rulebook's pictures are missing.",
         "Componenti di gioco"),
    Rule("tribu.setup.boards", "Capo Tribù boards",
         "At the start of the game every player takes one of the four Capo Tribù boards at random. "
         "It shows the character the player wants to lead to triumph, and keeps for the whole game.",
         "Svolgimento e regole; Schede Capo Tribù"),
    Rule("tribu.setup.deal", "Dealing",
         "The dealer gives five cards to every player, one at a time clockwise, and puts the rest face "
         "down in the middle as the draw pile. A new challenge is dealt afresh.",
         "Svolgimento e regole"),
    Rule("tribu.turn.order", "Turn order",
         "The dealer plays first, then play passes clockwise, one turn each.",
         "Svolgimento e regole"),
    Rule("tribu.turn.choices", "The seven choices",
         "In a turn a player does exactly one of: draw and discard; draw and play an Azione; draw and "
         "lay a Tribù; draw and lay a Diorama on a chain; draw and activate a card; draw, swap one "
         "active card with a hand card and then discard, lay or play a card; or, without drawing, "
         "use one active card.",
         "Sintesi delle fasi di gioco"),
    Rule("tribu.turn.draw", "Drawing",
         "A turn that draws takes the top card of the face-down draw pile. Instead, the top card of "
         "the discard pile may be taken, but only when it is a Diorama.",
         "Svolgimento e regole"),
    Rule("tribu.turn.discard", "Discarding",
         "A player who draws and then neither lays, activates nor plays a card discards one card face "
         "up on the discard pile, so the hand is back to five.",
         "Svolgimento e regole; Sintesi delle fasi di gioco [A]"),
    Rule("tribu.turn.one_card", "One card on the table per turn",
         "Only one card is laid, activated or played in a turn.",
         "Svolgimento e regole"),
    Rule("tribu.chain.tribu", "Starting a chain",
         "A chain starts with a Tribù card laid from the hand; its Dioramas come in later turns.",
         "Catene"),
    Rule("tribu.chain.order", "Vases in order",
         "A chain is one Tribù followed by one, two or three Dioramas. Each Diorama must show the vase "
         "the Tribù card asks for at that place: the first vase first, then the second, then the third.",
         "Catene; Carta Tribù; Carta Diorama"),
    Rule("tribu.chain.complete", "Complete chain",
         "A chain with all three Dioramas is complete, whatever the colours of their spheres.",
         "Catene"),
    Rule("tribu.chain.protected", "Protected chain",
         "A Totem laid on a complete chain protects it: Evento cards and Steal can no longer touch it.",
         "Catene; Carta Diorama Totem"),
    Rule("tribu.chain.magic", "Magic protected chain",
         "A protected chain whose three Dioramas all show spheres of one colour is a magic protected "
         "chain, which earns a bonus at scoring.",
         "Catene; Chiusura del gioco e punti"),
    Rule("tribu.diorama.multidiorama", "Multidiorama",
         "The Multidiorama can stand in for any Diorama except the Totem. Its three spheres are red and "
         "blue at once. A chain may hold only one.",
         "Carta Diorama - Vaso Multidiorama"),
    Rule("tribu.diorama.totem", "Totem",
         "The Totem goes only on a chain that already has its three Dioramas, one per chain. It is "
         "worth five spheres.",
         "Carta Diorama Totem"),
    Rule("tribu.chain.bare", "A Tribù needs a Diorama",
         "A Tribù may not stay without any Diorama for more than a turn. If a chain is bare at the "
         "start of its owner's turn (just laid the turn before, or stripped by an attack) and the "
         "owner does not give it its first Diorama in that turn, the Tribù is lost under the discard "
         "pile, with its active card.",
         "Catene"),
    Rule("tribu.chain.capo", "The Capo's Tribù is never lost",
         "The Tribù showing the character of the player's own Capo Tribù board is never lost, even "
         "with no Diorama at all.",
         "Catene; Schede Capo Tribù"),
    Rule("tribu.chain.clones", "No clones",
         "A player may have each Tribù character only once on the table. The tutor refuses the second "
         "copy, so the clean-up the rulebook describes for accidental clones is never needed.",
         "No cloni"),
    Rule("tribu.active.activate", "Activating",
         "To activate, a hand card is laid face down beside one of the player's chains. Diorama, Evento "
         "and Protezione cards may be active, never Tribù or Azione. A chain has at most one active "
         "card, and a turn that activates does nothing else and discards nothing.",
         "Carta attiva"),
    Rule("tribu.active.one_per_turn", "One activation per turn",
         "Only one card may become active in a turn. A swap makes a card active, so after a swap no "
         "further card is activated.",
         "Carta attiva; Sintesi delle fasi di gioco [F]"),
    Rule("tribu.active.swap", "Swapping an active card",
         "After drawing, a player may take back one active card and put a hand card in its place, "
         "still active; then the turn goes on with a discard, a laid card or an Azione.",
         "Sintesi delle fasi di gioco [F]"),
    Rule("tribu.active.use", "Using an active card",
         "Instead of drawing, a player may turn up one active card and use it: a Diorama extends one of "
         "the player's chains, an Evento attacks an opponent's chain. Drawing forbids this for the "
         "turn, and only one active card is used per turn. The turn then ends without a discard.",
         "Usare una carta attiva; Sintesi delle fasi di gioco [G]"),
    Rule("tribu.event.lupo", "Lupo",
         "An active Lupo destroys the last Diorama of an opponent's chain, so its order stays intact.",
         "Carta Evento Lupo"),
    Rule("tribu.event.bisonte", "Bisonte",
         "An active Bisonte destroys the last two Dioramas of an opponent's chain (the only one, if the "
         "chain has one).",
         "Carta Evento Bisonte"),
    Rule("tribu.event.attack", "Attacking",
         "The attacker names an opponent's chain that has a Diorama and no Totem, puts the Evento "
         "beside it, and waits for the answer. Evento cards are never played from the hand.",
         "Carte Evento"),
    Rule("tribu.protection.answer", "Answering with a Protezione",
         "An attacked player may answer at once, out of turn, with one active Protezione from any of "
         "their chains, or decline. Courage feathers guard two vases, strength feathers one; guarded "
         "vases are not destroyed, and any Protezione stops a Steal. A Protezione is never played "
         "from the hand.",
         "Carta Protezione; Sintesi delle fasi di gioco [G]"),
    Rule("tribu.azione.play", "Azione cards",
         "An Azione is played from the hand after drawing, one per turn, and nothing else is done "
         "that turn. It can never be activated; a player who does not want it may discard it.",
         "Carte Azione; Usare una carta Azione"),
    Rule("tribu.azione.draw_three", "Draw three",
         "The player draws three cards from the draw pile (never the discard pile) and then discards "
         "three.",
         "Carta Azione Pesca 3 carte"),
    Rule("tribu.azione.block", "Block",
         "Laid beside an opponent's chain, Block makes that opponent lose a turn; afterwards the card "
         "goes to the played pile.",
         "Carta Azione Blocca"),
    Rule("tribu.azione.steal", "Steal a Diorama",
         "The player takes the last Diorama of an opponent's unprotected chain (never a Totem) and "
         "must lay it at once on one of their own chains where it fits; if it fits nowhere it cannot "
         "be stolen. The victim may answer with a Protezione.",
         "Carta Azione Ruba un Diorama"),
    Rule("tribu.piles.discard", "The discard pile",
         "Discarded cards go face up on top of the discard pile. Used active cards, destroyed Dioramas "
         "and lost Tribù go underneath it.",
         "Mazzo di carte"),
    Rule("tribu.piles.played", "The played pile",
         "Azione cards that were played (not discarded) leave the challenge on the played pile, which "
         "is never drawn from nor reshuffled. They come back for the next challenge.",
         "Carte Azione; Mazzo di carte"),
    Rule("tribu.piles.reshuffle", "Reshuffling",
         "When the draw pile runs out, the discard pile except its top card is shuffled into a new "
         "draw pile.",
         "Mazzo di carte"),
    Rule("tribu.hand.size", "Hand size",
         "Every player ends a turn holding five cards.",
         "Usare una carta attiva"),
    Rule("tribu.challenge.end", "End of a challenge",
         "A challenge ends when a player has four complete chains (three with four players), or when "
         "neither the draw pile nor the discard pile holds a Diorama. The tutor checks at the end of "
         "every turn.",
         "Svolgimento e regole; Chiusura del gioco e punti"),
    Rule("tribu.score.table", "Spheres on the table",
         "At the end of a challenge each player counts the spheres on the cards laid in their chains.",
         "Chiusura del gioco e punti"),
    Rule("tribu.score.bonus", "Bonuses",
         "Each magic protected chain earns 10 extra spheres, or 20 when its Tribù is the player's own "
         "Capo Tribù character.",
         "Chiusura del gioco e punti"),
    Rule("tribu.score.hostile", "Hostile spheres",
         "When a player closes the challenge with complete chains, every other player subtracts the "
         "spheres on the cards in hand and on the active cards. The closer, and everybody when the "
         "Dioramas ran out, just sets those cards aside.",
         "Chiusura del gioco e punti"),
    Rule("tribu.game.target", "Winning",
         "Challenges follow one another, spheres adding up, until a player has 100 or more; that "
         "player wins.",
         "Scopo del gioco; Chiusura del gioco e punti"),
    Rule("tribu.tutor.limits", "The tutor's limits",
         "The rulebook sets no limit on length. So that every game ends, the tutor closes a challenge "
         "after 60 turns per player as if the Dioramas had run out, and ends the game after 12 "
         "challenges; the most spheres then wins.",
         "(the tutor's own rule)"),
)
register(RULES)

INTERPRETATIONS = (
    Interpretation(
        "tribu.interp.hand_size", "How many cards are discarded after Draw three?",
        (Reading("six_then_discard", "the text's counts: three are drawn and three discarded, even if "
                 "the draw pile could give fewer than three (the hand then shrinks)"),
         Reading("five_at_end", "the hand must be five at the end of every turn: the player discards "
                 "down to five")),
        "six_then_discard",
        "The rulebook says both that an idle drawing player holds six and discards one, and that every "
        "hand is five at the end of a turn. They agree except when the draw pile runs dry during "
        "Draw three, where the tutor follows the card's own words.",
        "Svolgimento e regole; Usare una carta attiva; Carta Azione Pesca 3 carte", option="hand_size"),
    Interpretation(
        "tribu.interp.tribu_spheres", "Do the spheres on a Tribù card score?",
        (Reading("count", "yes: they count on the table, and in the hand as hostile spheres"),
         Reading("ignore", "no: only Diorama cards score")),
        "count",
        "The Tribù card has a sphere area that the text calls the spheres to collect for 100.",
        "Carta Tribù", option="tribu_spheres"),
    Interpretation(
        "tribu.interp.multidiorama_colour", "How does a Multidiorama colour a magic chain?",
        (Reading("neutral", "it matches either colour: the other two Dioramas decide"),
         Reading("not_magic", "a chain holding it is never all of one colour")),
        "neutral",
        "The text says its red-and-blue spheres do not change the chain's colour.",
        "Carta Diorama - Vaso Multidiorama", option="multidiorama_colour"),
    Interpretation(
        "tribu.interp.strength_vs_bisonte", "What do strength feathers (one vase) do against a Bisonte?",
        (Reading("saves_one", "they guard one vase: only the last Diorama is destroyed"),
         Reading("not_playable", "they cannot answer a two-vase attack at all")),
        "saves_one",
        "The feathers guard one vase and nothing says they may only answer a Lupo.",
        "Carta Protezione; Carta Evento Bisonte", option="strength_vs_bisonte"),
    Interpretation(
        "tribu.interp.block", "What exactly does Block stop, and for how long?",
        (Reading("skip_turn", "the opponent loses the whole next turn, then the card goes to the "
                 "played pile"),
         Reading("chain_only", "only the blocked chain is frozen during its owner's next turn (no "
                 "Diorama laid on it, no activation beside it, its active card not used); the card "
                 "goes to the played pile at the end of that turn")),
        "skip_turn",
        "The text explains blocking as skipping a turn; but the card is laid beside one chain, which "
        "some read as blocking only that chain.",
        "Carta Azione Blocca", option="block"),
    Interpretation(
        "tribu.interp.targets", "Whose chains may an Evento, a Block or a Steal hit?",
        (Reading("any_opponent", "any opponent's chain, the attacker's choice"),
         Reading("left_neighbour", "only chains of the next player in turn order")),
        "any_opponent",
        "The text speaks of 'an opponent' and of 'any chain of an opponent'; the narrower reading keeps "
        "fights between neighbours in three- and four-player games.",
        "Carte Evento; Carta Azione Blocca; Carta Azione Ruba un Diorama", option="targets"),
    Interpretation(
        "tribu.interp.ties", "What if players tie for the lead at 100 or more?",
        (Reading("share", "the tied leaders share the win"),
         Reading("play_on", "another challenge is played until one player leads alone")),
        "share",
        "The text names the first to reach 100 as the winner; challenges are scored at the same time, "
        "so it is silent about ties.",
        "Chiusura del gioco e punti", option="ties"),
    Interpretation(
        "tribu.interp.swap_then_activate", "After a swap, may another card be activated?",
        (Reading("no", "no: the swapped-in card is the turn's one activation"),
         Reading("yes", "yes: the summary lists activating among the follow-ups of a swap")),
        "no",
        "The section on active cards allows one activation per turn; the summary's list is read as the "
        "general menu.",
        "Carta attiva; Sintesi delle fasi di gioco [F]"),
    Interpretation(
        "tribu.interp.use_on_any_chain", "May an active Diorama extend a chain other than its own?",
        (Reading("any_own_chain", "yes: it extends any of the player's chains where it fits"),
         Reading("its_chain", "only the chain it lies beside")),
        "any_own_chain",
        "The text says it continues 'one of your chains' and never ties it to its place.",
        "Usare una carta attiva; Sintesi delle fasi di gioco [G]"),
    Interpretation(
        "tribu.interp.dealer", "Who deals the next challenge, and are boards secret?",
        (Reading("rotate_public", "the deal passes clockwise each challenge; boards are chosen face "
                 "down but then lie open by their owner's chains"),),
        "rotate_public",
        "The text does not say; this is the usual custom and the board is placed beside the chains.",
        "Svolgimento e regole; Schede Capo Tribù"),
    Interpretation(
        "tribu.interp.cards", "Which cards are in the deck?",
        (Reading("reconstructed", "the list in tutor/games/tribu/data/cards.json: character names, the "
                 "vase icons beyond the worked example, sphere counts and colours are guesses, and the "
                 "96-card printing is taken to lack Steal"),),
        "reconstructed",
        "The rulebook's card pictures are missing; the file keeps every count and every card the text "
        "describes, and a user with the box can correct it.",
        "Componenti di gioco; Carta Tribù; Carta Diorama"),
)

