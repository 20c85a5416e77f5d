"""Tribù Indiani's rules in the project's own words, and its interpretation register.

Source: ``tribu-indiani.it.txt`` (Italian); section names are the rulebook's own headings.
"""
from __future__ import annotations

from tutor.core import Interpretation, Reading, Rule, register
from tutor.core.statements import Statement

RULES = (
    Rule("tribu.setup.players", "Players",
         "Two, three or four players take part.",
         "Regolamento (heading)"),
    Rule("tribu.setup.cards", "The deck",
         "One deck of 100 cards: 20 Tribù (five characters, four copies each), 52 Diorama (thirteen "
         "kinds, four each), 8 Evento (Lupo and Bisonte), 12 Azione (Draw three, Block, Steal) and 8 "
         "Protezione (two kinds of feathers). The tutor's card list is reconstructed: the rulebook's "
         "pictures are missing.",
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
         "Only one card may become active in a turn. A swap makes a card active, so by default no "
         "further card is activated after a swap (the register's swap_then_activate reading).",
         "Carta attiva; Sintesi delle fasi di gioco [F]"),
    Rule("tribu.active.swap", "Swapping an active card",
         "After drawing, a player may take back one active card and put a hand card in its place, "
         "still active; then the turn goes on with a discard, a laid card or an Azione (or, under "
         "swap_then_activate=yes, the activation of another card). Only one active card is swapped.",
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
         "and lost Tribù (with their active card) go underneath it.",
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
        (Reading("no", "no: the card swapped in is the turn's one new active card; after the swap the "
                 "player discards, lays a card or plays an Azione"),
         Reading("yes", "yes: after the swap the player may instead activate another hand card beside a "
                 "chain that has no active card, which ends the turn without a discard")),
        "no",
        "The rulebook contradicts itself. The turn passage of 'Svolgimento e regole' and step [F] of the "
        "summary list activating among what may follow a swap; the section on active cards says a turn "
        "makes only one card active and that a player who activates does nothing else. A swap puts a "
        "new card face down as active, so activating another would make two in one turn: the careful "
        "player follows the section written for active cards, and a table that plays by the summary "
        "chooses yes.",
        "Svolgimento e regole; Carta attiva; Sintesi delle fasi di gioco [F]", option="swap_then_activate"),
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
                 "vase icons beyond the worked example, sphere counts and colours are guesses"),),
        "reconstructed",
        "The rulebook's card pictures are missing; the file keeps every count and every card the text "
        "describes, and a user with the box can correct it. The rulebook knows only the 100-card deck: "
        "the setting printing=\"96\" (a deck without the four Steal cards) is this project's own "
        "addition for other printings of the box, not a rule or a reading of this rulebook.",
        "Componenti di gioco; Carta Tribù; Carta Diorama"),
    Interpretation(
        "tribu.interp.lost_active", "Is a lost chain's active card put under the discard pile face up or "
        "face down, and may it be taken from the top?",
        (Reading("face_down", "face down, as it lay beside the chain: nobody sees it, and when it is the "
                 "top card (the pile was empty) it cannot be taken, since only a Diorama seen face up may be "
                 "drawn from the discard pile"),
         Reading("face_up", "face up like every other card put under the pile: when it is the top card "
                 "and a Diorama, the next player may take it")),
        "face_down",
        "The rulebook says only that the lost Tribù goes under the discard pile together with its active "
        "card. It never says that the card is turned up, nor whether a card put under an empty pile may "
        "be taken from its top. Active cards lie face down and nothing reveals this one, so the careful "
        "reading keeps it hidden; the other reading shows it.",
        "Catene; Mazzo di carte; Svolgimento e regole", option="lost_active"),
    Interpretation(
        "tribu.interp.blocked_turn", "Does a turn lost to Block count for the rule that a Tribù may not "
        "stay bare for more than a turn?",
        (Reading("counts", "yes: the skipped (or, under block=chain_only, frozen) turn is still the owner's "
                 "turn, so a Tribù bare at its start and still bare at its end is lost, unless it is the "
                 "Capo's"),
         Reading("does_not_count", "no: the owner could not lay a Diorama, so the bare Tribù waits for the "
                 "next turn the owner really plays")),
        "counts",
        "The rulebook counts turns and says a blocked player skips one; it never exempts a bare Tribù. "
        "Losing it is defensible (the Block card is meant to hurt) but harsh, and the text does not say "
        "so explicitly: the tutor counts the lost turn.",
        "Catene; Carta Azione Blocca"),
    Interpretation(
        "tribu.interp.length", "What if no player ever reaches 100 spheres?",
        (Reading("tutor_limit", "the tutor closes a challenge after 60 turns per player as if the Dioramas "
                 "had run out, and ends the game after 12 challenges: the most spheres wins "
                 "(rule tribu.tutor.limits)"),),
        "tutor_limit",
        "The rulebook sets no limit; a program needs one so that every game ends, and real games end long "
        "before it.",
        "Scopo del gioco; Chiusura del gioco e punti"),
)


# --- the rule-by-rule table: every statement of the rulebook, in its order, in our own words ---------------

_SV = "Svolgimento e regole"
_NA_INTRO = "the introduction's scene-setting; the rules it announces are stated later"

STATEMENTS = (
    Statement(1, "Regolamento (heading)", "The author, the difficulty and the age from eight up.",
              status="not applicable", why="information about the game, not a rule"),
    Statement(2, "Regolamento (heading)", "Two, three or four people can play.", ("tribu.setup.players",)),
    Statement(3, "Scopo del gioco", "Players compete with cards to become the tribe's chief by gathering "
              "magic spheres.", ("tribu.game.target",)),
    Statement(4, "Scopo del gioco", "Spheres come from chains: the tribe's characters, each given a set of "
              "Diorama vases (the Diorama cards).", ("tribu.chain.order", "tribu.score.table")),
    Statement(5, "Scopo del gioco", "A quoted saying: a character without Diorama vases has no strength in "
              "the tribe.", status="not applicable",
              why="a saying that foreshadows the rule on bare Tribù cards (statements 29-31)"),
    Statement(6, "Scopo del gioco", "A chief must be ready for the wolves and bison opponents will send "
              "against the vases.", status="not applicable", why=_NA_INTRO),
    Statement(7, "Componenti di gioco", "The box holds a rulebook.", status="not applicable",
              why="a description of the box"),
    Statement(8, "Componenti di gioco", "The deck has 100 cards: 20 Tribù (five kinds, four each), 52 "
              "Diorama (thirteen kinds), 8 Evento (two kinds), 12 Azione (three kinds), 8 Protezione (two "
              "kinds).", ("tribu.setup.cards",), status="reading", reading="tribu.interp.cards"),
    Statement(9, "Componenti di gioco", "There are four Capo Tribù boards.", ("tribu.setup.boards",)),
    Statement(10, _SV, "Each player takes one of the four boards without seeing them; its character is "
              "that player's Capo Tribù.", ("tribu.setup.boards",)),
    Statement(11, _SV, "The dealer gives five cards to every player clockwise and puts the rest face down "
              "in the middle.", ("tribu.setup.deal",), status="reading", reading="tribu.interp.dealer"),
    Statement(12, _SV, "Players draw one card each in turn, starting with the dealer and going clockwise.",
              ("tribu.turn.order",)),
    Statement(13, _SV, "In a turn the player draws from the face-down pile; the top of the discard pile "
              "may be taken instead only when it is a Diorama.", ("tribu.turn.draw",)),
    Statement(14, _SV, "The player then builds chains, starting or extending one, with only one card laid "
              "per turn.", ("tribu.turn.one_card", "tribu.chain.tribu", "tribu.chain.order")),
    Statement(15, _SV, "Otherwise the player plays an Azione card.", ("tribu.azione.play",)),
    Statement(16, _SV, "Or the player activates a card beside a chain of theirs that has none and may also "
              "swap an active card for a hand card that stays active; a chain holds one active Evento, "
              "Protezione or Diorama.", ("tribu.active.activate", "tribu.active.swap",
                                         "tribu.active.one_per_turn"),
              status="reading", reading="tribu.interp.swap_then_activate"),
    Statement(17, _SV, "A player who neither played, activated nor laid a card holds six cards, discards "
              "one to end the turn and passes.", ("tribu.turn.discard",)),
    Statement(18, _SV, "Instead of drawing, the player may attack an opponent with an Evento already active "
              "beside one of their chains, never from the hand.", ("tribu.active.use", "tribu.event.attack")),
    Statement(19, _SV, "Or, instead of drawing, use one active card to extend a chain (one card per turn).",
              ("tribu.active.use",), status="reading", reading="tribu.interp.use_on_any_chain"),
    Statement(20, _SV, "The attacked player may defend with an active Protezione used at the moment of the "
              "attack, only one active card.", ("tribu.protection.answer",)),
    Statement(21, _SV, "The game is one or more challenges; a challenge ends when a player has four complete "
              "chains with two or three players, three with four.", ("tribu.challenge.end",)),
    Statement(22, _SV, "A challenge also ends when neither the draw pile nor the discard pile holds a "
              "Diorama.", ("tribu.challenge.end", "tribu.tutor.limits"),
              status="reading", reading="tribu.interp.length"),
    Statement(23, _SV, "Spheres are counted after every challenge; the first player to reach 100 wins.",
              ("tribu.score.table", "tribu.game.target"), status="reading", reading="tribu.interp.ties"),
    Statement(24, "Catene", "A chain is one Tribù followed by one, two or three Dioramas.",
              ("tribu.chain.order",)),
    Statement(25, "Catene", "The Dioramas follow the Tribù in the order and of the kind its vases show.",
              ("tribu.chain.order",)),
    Statement(26, "Catene", "A chain with three Dioramas is complete, whatever the colours of their spheres.",
              ("tribu.chain.complete",)),
    Statement(27, "Catene", "A Totem on a complete chain protects it from attacks: a protected chain.",
              ("tribu.chain.protected",)),
    Statement(28, "Catene", "A protected chain whose spheres are all of one colour is a magic protected "
              "chain.", ("tribu.chain.magic",)),
    Statement(29, "Catene", "A chain starts with its Tribù alone and gets its Diorama in the owner's next "
              "turn at the latest; otherwise the Tribù goes under the discard pile.",
              ("tribu.chain.tribu", "tribu.chain.bare"), status="reading", reading="tribu.interp.blocked_turn"),
    Statement(30, "Catene", "Advice: lay a Tribù when its first Diorama is already in the hand.",
              status="not applicable", why="tactical advice"),
    Statement(31, "Catene", "A chain left with only its Tribù after an attack must get its first Diorama in "
              "the owner's next turn, or the Tribù is lost with its active card.", ("tribu.chain.bare",)),
    Statement(32, "Catene", "In general a Tribù on the table may not stay without a Diorama for more than a "
              "turn; the player must give it one or lose it with its active card.", ("tribu.chain.bare",),
              status="reading", reading="tribu.interp.blocked_turn"),
    Statement(33, "Catene", "Only the Tribù of the player's own Capo Tribù is exempt: it is never lost, even "
              "bare.", ("tribu.chain.capo",)),
    Statement(34, "No cloni", "No clones: a player may lay each Tribù character only once.",
              ("tribu.chain.clones",)),
    Statement(35, "No cloni", "Clones laid by mistake are removed, all but the most valuable, under the "
              "discard pile with their active cards.", ("tribu.chain.clones",), status="not applicable",
              why="the tutor refuses a second copy, so a clone is never on the table"),
    Statement(36, "Carta attiva", "A card is activated by laying it face down beside a chain and saying so.",
              ("tribu.active.activate",)),
    Statement(37, "Carta attiva", "Each chain of the player may have one active card, and one card is "
              "activated per turn.", ("tribu.active.activate", "tribu.active.one_per_turn")),
    Statement(38, "Carta attiva", "Every card may be active except Tribù and Azione cards.",
              ("tribu.active.activate",)),
    Statement(39, "Carta attiva", "A player who draws and then activates one of the six cards does nothing "
              "more and passes without discarding.", ("tribu.active.activate", "tribu.active.one_per_turn"),
              status="reading", reading="tribu.interp.swap_then_activate"),
    Statement(40, "Usare una carta attiva", "To use an active card the player does not draw, turns it up and "
              "extends a chain of theirs with it (a Diorama) or attacks an opponent's chain (an Evento).",
              ("tribu.active.use",), status="reading", reading="tribu.interp.use_on_any_chain"),
    Statement(41, "Usare una carta attiva", "After using it the turn passes without a discard; one active "
              "card is used per turn.", ("tribu.active.use",)),
    Statement(42, "Usare una carta attiva", "Every player ends a turn with exactly five cards in hand.",
              ("tribu.hand.size",), status="reading", reading="tribu.interp.hand_size"),
    Statement(43, "Usare una carta Azione", "An Azione is played from the hand after drawing, and the turn "
              "passes.", ("tribu.azione.play",)),
    Statement(44, "Sintesi delle fasi di gioco", "A turn is exactly one of the seven choices below.",
              ("tribu.turn.choices",)),
    Statement(45, "Sintesi delle fasi di gioco", "[A] Draw, then discard.", ("tribu.turn.discard",)),
    Statement(46, "Sintesi delle fasi di gioco", "[B] Draw, then play an Azione.", ("tribu.azione.play",)),
    Statement(47, "Sintesi delle fasi di gioco", "[C] Draw, then lay a Tribù.", ("tribu.chain.tribu",)),
    Statement(48, "Sintesi delle fasi di gioco", "[D] Draw, then lay a Diorama after a Tribù or after the "
              "last Diorama of a chain.", ("tribu.chain.order",)),
    Statement(49, "Sintesi delle fasi di gioco", "[E] Draw, then activate a card beside a chain of one's own "
              "(one per chain).", ("tribu.active.activate",)),
    Statement(50, "Sintesi delle fasi di gioco", "[F] Draw, swap one active card for a hand card that stays "
              "active, then discard, lay, activate or play another card.",
              ("tribu.active.swap", "tribu.active.one_per_turn"),
              status="reading", reading="tribu.interp.swap_then_activate"),
    Statement(51, "Sintesi delle fasi di gioco", "[G] Without drawing, use an active card: a Diorama extends "
              "a chain of one's own, an Evento attacks an opponent's chain.", ("tribu.active.use",)),
    Statement(52, "Sintesi delle fasi di gioco", "The attacked opponent may defend only with an active "
              "Protezione, at once, without waiting for their turn.", ("tribu.protection.answer",)),
    Statement(53, "Carta Tribù", "A Tribù card shows its spheres; 100 spheres win the game.",
              ("tribu.score.table", "tribu.game.target"), status="reading", reading="tribu.interp.tribu_spheres"),
    Statement(54, "Carta Tribù", "It also shows three vase icons: the Dioramas to lay after it, in that order "
              "and of those kinds.", ("tribu.chain.order",)),
    Statement(55, "Carta Tribù", "The worked example: a statue (red or blue spheres) first, then the desert "
              "wind or the lightning, then the sun flag or the sky flag.", ("tribu.chain.order",),
              status="reading", reading="tribu.interp.cards"),
    Statement(56, "Carta Tribù", "The Totem comes only after the three Dioramas the Tribù asks for.",
              ("tribu.diorama.totem",)),
    Statement(57, "Carta Diorama", "A Diorama shows one vase and joins only a Tribù showing that vase, at that "
              "place in the order.", ("tribu.chain.order",)),
    Statement(58, "Carta Diorama", "A Diorama carries some spheres, their number depending on the card.",
              ("tribu.score.table",), status="reading", reading="tribu.interp.cards"),
    Statement(59, "Carta Diorama - Vaso Multidiorama", "The Multidiorama stands in for any Diorama but the "
              "Totem.", ("tribu.diorama.multidiorama",)),
    Statement(60, "Carta Diorama - Vaso Multidiorama", "Its three spheres are both red and blue and leave the "
              "chain's colour unchanged.", ("tribu.diorama.multidiorama", "tribu.chain.magic"),
              status="reading", reading="tribu.interp.multidiorama_colour"),
    Statement(61, "Carta Diorama - Vaso Multidiorama", "A chain holds at most one Multidiorama.",
              ("tribu.diorama.multidiorama",)),
    Statement(62, "Carta Diorama Totem", "The Totem goes only on a chain with its three Dioramas, one per "
              "chain.", ("tribu.diorama.totem",)),
    Statement(63, "Carta Diorama Totem", "It protects that chain's three vases from opponents.",
              ("tribu.chain.protected",)),
    Statement(64, "Carta Diorama Totem", "It is worth five spheres.", ("tribu.diorama.totem",)),
    Statement(65, "Carta Protezione", "Courage feathers guard two vases of a chain, strength feathers one.",
              ("tribu.protection.answer",), status="reading", reading="tribu.interp.strength_vs_bisonte"),
    Statement(66, "Carta Protezione", "It answers an attack when active beside any chain of the defender, not "
              "only the one attacked.", ("tribu.protection.answer",)),
    Statement(67, "Carta Protezione", "It is never played from the hand, only from the active cards (advice: "
              "activate one in advance).", ("tribu.protection.answer",)),
    Statement(68, "Carta Protezione", "It is played only when an attack comes, even outside the defender's "
              "turn.", ("tribu.protection.answer",)),
    Statement(69, "Carta Protezione", "One Protezione at most answers each attack.",
              ("tribu.protection.answer",)),
    Statement(70, "Carta Evento Lupo", "The Lupo destroys the last Diorama of an opponent's chain, so the "
              "order is kept.", ("tribu.event.lupo",), status="reading", reading="tribu.interp.targets"),
    Statement(71, "Carta Evento Lupo", "It is played only from the player's active cards, never from the "
              "hand.", ("tribu.event.attack",)),
    Statement(72, "Carta Evento Lupo", "One per turn.", ("tribu.active.use",)),
    Statement(73, "Carta Evento Lupo", "Using it means not drawing: a player who draws cannot use an active "
              "card.", ("tribu.active.use",)),
    Statement(74, "Carta Evento Bisonte", "The Bisonte destroys the last two Dioramas of an opponent's chain, "
              "so the order is kept.", ("tribu.event.bisonte",)),
    Statement(75, "Carta Evento Bisonte", "Like the Lupo: only from the active cards, one per turn, and only "
              "in a turn without drawing.", ("tribu.event.attack", "tribu.active.use")),
    Statement(76, "Carte Evento", "The attacker picks an opponent's chain, lays the Evento beside it and waits "
              "for the answer.", ("tribu.event.attack",)),
    Statement(77, "Carte Azione", "Azione cards are played from the hand after drawing, one per turn.",
              ("tribu.azione.play",)),
    Statement(78, "Carte Azione", "They cannot be activated.", ("tribu.active.activate",)),
    Statement(79, "Carte Azione", "A turn that plays one does nothing else.", ("tribu.azione.play",)),
    Statement(80, "Carta Azione Pesca 3 carte", "The player draws three cards (never from the discard pile) "
              "and discards three.", ("tribu.azione.draw_three",), status="reading",
              reading="tribu.interp.hand_size"),
    Statement(81, "Carta Azione Pesca 3 carte", "A player who does not want to play it may discard it.",
              ("tribu.azione.play", "tribu.turn.discard")),
    Statement(82, "Carta Azione Blocca", "Played on any chain of an opponent, it makes that opponent skip a "
              "turn.", ("tribu.azione.block",), status="reading", reading="tribu.interp.block"),
    Statement(83, "Carta Azione Blocca", "It lies beside the chain; after the skipped turn its owner removes "
              "it to the played pile.", ("tribu.azione.block", "tribu.piles.played")),
    Statement(84, "Carta Azione Blocca", "A player who does not want to play it may discard it.",
              ("tribu.azione.play", "tribu.turn.discard")),
    Statement(85, "Carta Azione Ruba un Diorama", "It takes a Diorama from any chain of an opponent.",
              ("tribu.azione.steal",), status="reading", reading="tribu.interp.targets"),
    Statement(86, "Carta Azione Ruba un Diorama", "The stolen card goes at once on a chain of the thief; if it "
              "fits nowhere it cannot be stolen.", ("tribu.azione.steal",)),
    Statement(87, "Carta Azione Ruba un Diorama", "Only the last card of a chain, and not from a protected "
              "chain (never the Totem).", ("tribu.azione.steal", "tribu.chain.protected")),
    Statement(88, "Carta Azione Ruba un Diorama", "The victim may answer with a Protezione.",
              ("tribu.protection.answer",)),
    Statement(89, "Carta Azione Ruba un Diorama", "A player who does not want to play it may discard it.",
              ("tribu.azione.play", "tribu.turn.discard")),
    Statement(90, "Carte Azione", "Played Azione cards (not discarded ones) leave the challenge on the played "
              "pile beside the discard pile, which is never drawn from.", ("tribu.piles.played",)),
    Statement(91, "Mazzo di carte", "Pictures of the draw, discard and played piles.", status="not applicable",
              why="illustrations only"),
    Statement(92, "Mazzo di carte", "When the draw pile is empty, the discard pile but its last card is "
              "shuffled into a new draw pile.", ("tribu.piles.reshuffle",)),
    Statement(93, "Mazzo di carte", "This goes on until neither pile holds a Diorama.",
              ("tribu.piles.reshuffle", "tribu.challenge.end")),
    Statement(94, "Mazzo di carte", "The played pile is never reshuffled, and its running out does not end "
              "the challenge.", ("tribu.piles.played",)),
    Statement(95, "Mazzo di carte", "Discarded cards go on top of the discard pile.", ("tribu.piles.discard",)),
    Statement(96, "Mazzo di carte", "Used active cards, Dioramas destroyed on a chain and a Tribù lost for "
              "staying bare (with its active card) go under the discard pile.", ("tribu.piles.discard",),
              status="reading", reading="tribu.interp.lost_active"),
    Statement(97, "Mazzo di carte", "So only discarded cards go on top; every other card goes underneath.",
              ("tribu.piles.discard",)),
    Statement(98, "Mazzo di carte", "Played Azione cards leave the challenge on the played pile and come back "
              "only for the next one.", ("tribu.piles.played",)),
    Statement(99, "Schede Capo Tribù", "At the start each player takes one of the four Capo Tribù boards and "
              "keeps it beside their chains: the chief they want to lead to triumph.", ("tribu.setup.boards",),
              status="reading", reading="tribu.interp.dealer"),
    Statement(100, "Schede Capo Tribù", "The board protects its character all game: that Tribù is never lost, "
              "even without Dioramas.", ("tribu.chain.capo",)),
    Statement(101, "Chiusura del gioco e punti", "(Repeated) a challenge ends at four complete chains (two or "
              "three players) or three (four players), or when neither pile holds a Diorama.",
              ("tribu.challenge.end",)),
    Statement(102, "Chiusura del gioco e punti", "(Repeated) spheres are counted after each challenge; the "
              "first to 100 wins.", ("tribu.game.target", "tribu.tutor.limits"),
              status="reading", reading="tribu.interp.ties"),
    Statement(103, "Chiusura del gioco e punti", "Each magic protected chain earns 10 extra spheres.",
              ("tribu.score.bonus", "tribu.chain.magic")),
    Statement(104, "Chiusura del gioco e punti", "20 instead of 10 when the chain's Tribù is the player's own "
              "Capo Tribù.", ("tribu.score.bonus",)),
    Statement(105, "Chiusura del gioco e punti", "The player who closes the challenge sets aside the hand and "
              "the active cards and counts the spheres on the table.",
              ("tribu.score.table", "tribu.score.hostile")),
    Statement(106, "Chiusura del gioco e punti", "Every other player adds up the spheres in hand and on active "
              "cards (hostile spheres) and takes them from the spheres on the table.",
              ("tribu.score.hostile",)),
    Statement(107, "Chiusura del gioco e punti", "When the Dioramas ran out, every player sets aside hand and "
              "active cards and counts only the table.", ("tribu.score.hostile", "tribu.score.table")),
    Statement(108, "Chiusura del gioco e punti", "The publisher's name and web address.",
              status="not applicable", why="information about the publisher"),
)
