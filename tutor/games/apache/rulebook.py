"""Apache's rules in the project's own words, and its interpretation register.

Sources: ``en`` is ``apache.en.txt`` (English), ``it`` is ``apache.it.txt`` (Italian); section
names are those of each rulebook.
"""
from __future__ import annotations

from tutor.core import Interpretation, Reading, Rule, register
from tutor.core.interpretations import to_markdown
from tutor.core.statements import Statement

RULES = (
    Rule("apache.setup.box", "The prairie",
         "The 114 prairie cards lie face down, mixed, in the middle of the table for the whole game: "
         "45 Indians (every colour has three hunters and two of each other kind) and 69 booty cards "
         "(buffalo 33; totem poles, tomahawks, necklaces and teepees 9 apiece).",
         "en: Game components, Game setup; it: Contenuto della scatola, Preparazione"),
    Rule("apache.setup.hands", "Hand cards",
         "Each of 2 to 5 players takes one colour and its four hand cards: chief, warrior, maiden and "
         "hunter. Hand cards of colours nobody plays go back into the box.",
         "en: Game setup; it: Preparazione"),
    Rule("apache.setup.first_player", "Who starts",
         "Any seat may start; the rulebook lets the sharpest-eyed player begin. The game's first_player "
         "setting names the seat that reveals first.",
         "en: Game setup; it: Preparazione"),
    Rule("apache.turn.reveal", "Revealing",
         "Players take turns clockwise turning one face-down prairie card face up. Which card comes up "
         "is pure chance.",
         "en: Reveal prairie card; it: Scoprire carte prateria"),
    Rule("apache.turn.unowned", "Indians nobody owns",
         "With fewer than five players some colours belong to nobody. Their Indians simply stay face up "
         "on the table; nobody can claim with them, but a chief can take one prisoner.",
         "en: Reveal prairie card (note), The Indians and their booty (note); it: notes in the same sections"),
    Rule("apache.claim.window", "The claim window",
         "After every reveal each player may put one hand card on the Pow-Wow board to claim. When "
         "nobody wants to play any more, the window closes; if nobody played, the next player reveals.",
         "en: Reveal prairie card, Claim booty; it: Scoprire carte prateria, Reclamare il bottino"),
    Rule("apache.claim.one_card", "One hand card per reveal",
         "After a reveal a player may play only a single hand card, never two.",
         "en: Claim booty; it: Reclamare il bottino"),
    Rule("apache.claim.matching_indian", "When a hand card may be played",
         "A hand card may claim only if an Indian card of the same colour and kind lies face up, and "
         "that Indian can take at least one booty card right now.",
         "en: Claim booty; it: Reclamare il bottino"),
    Rule("apache.claim.punishment", "Punishment",
         "Playing a hand card that could not claim anything is allowed at the table but punished: when "
         "its turn comes, the player loses the two topmost cards of the victory pile (as many as there "
         "are, if fewer) out of the game, and takes the hand card back.",
         "en: Punishment!; it: Punizione!"),
    Rule("apache.claim.speed", "The fastest claims first",
         "Hand cards on the Pow-Wow board claim from the bottom of the pile up: the fastest first, "
         "the slowest last.",
         "en: Multiple players wish to claim booty; it: Più giocatori desiderano reclamare il bottino"),
    Rule("apache.claim.too_late", "Nothing left",
         "A claimant whose Indian or booty was taken by a faster player gets nothing and is not "
         "punished; the hand card simply goes back to the hand.",
         "en: Multiple players wish to claim booty; it: Più giocatori desiderano reclamare il bottino"),
    Rule("apache.claim.one_indian", "One Indian per claim",
         "A claim takes exactly one Indian card of the claimant's colour and kind, even if two lie face "
         "up; the other stays on the table.",
         "en: Claim booty; it: Reclamare il bottino"),
    Rule("apache.claim.victory_pile", "The victory pile",
         "Claimed cards go face down onto the claimant's victory pile, and the hand card returns to the hand.",
         "en: Claim booty; it: Reclamare il bottino"),
    Rule("apache.booty.maiden", "Maiden", "A maiden claims every necklace on the table.",
         "en: The Indians and their booty; it: Gli indiani e il loro bottino"),
    Rule("apache.booty.warrior", "Warrior", "A warrior claims every tomahawk on the table.",
         "en: The Indians and their booty; it: Gli indiani e il loro bottino"),
    Rule("apache.booty.hunter", "Hunter", "A hunter claims every buffalo on the table.",
         "en: The Indians and their booty; it: Gli indiani e il loro bottino"),
    Rule("apache.booty.chief", "Chief",
         "A chief claims every totem pole plus one male Indian (chief, warrior or hunter) of the "
         "player's choice as prisoner, and only when a totem pole and another male Indian both lie face "
         "up. Indians of colours nobody plays can be taken prisoner too.",
         "en: The Indians and their booty; it: Gli indiani e il loro bottino"),
    Rule("apache.booty.teepees", "Teepees instead",
         "Any Indian may claim every teepee on the table instead of its usual booty, but never both.",
         "en: The Indians and their booty (and the red hunter example); it: Gli indiani e il loro bottino"),
    Rule("apache.turn.next_revealer", "Who reveals next",
         "When cards were played, the player whose hand card was played last (the top of the Pow-Wow "
         "pile) reveals next; otherwise the turn passes clockwise.",
         "en: After claiming booty; it: Dopo aver reclamato il bottino"),
    Rule("apache.end.last_window", "The last chance",
         "When the last prairie card has been revealed, there is one more claim window; then the game ends.",
         "en: Game end and scoring; it: Conclusione della partita e punteggio"),
    Rule("apache.end.scoring", "Scoring",
         "Everyone counts the cards in the victory pile. The most cards wins; tied players share the win.",
         "en: Game end and scoring; it: Conclusione della partita e punteggio"),
    Rule("apache.variant.warpath", "Warpath (variant)",
         "When a warrior claims tomahawks, its player also raids every rival: one buffalo moves from each "
         "rival's victory pile to the warrior's (two from the opponent in a two-player game). A rival "
         "without buffalo loses nothing.",
         "en: Warpath; it: Sentiero di guerra"),
    Rule("apache.variant.wedding", "Wedding (variant)",
         "While a teepee lies face up, a maiden may marry a face-up male Indian, or a male Indian a "
         "face-up maiden. The claimant takes all teepees, the own Indian and the spouse. Either "
         "partner's player may claim the wedding; the faster one gets it.",
         "en: Wedding; it: Matrimonio"),
    Rule("apache.variant.shared_booty", "Shared booty (variant)",
         "Face-up Indians that nobody owns join a claim made by an Indian of the same kind: all of them "
         "go onto the claimant's victory pile too. They do not join when they are taken as prisoner or "
         "spouse.",
         "en: Shared booty; it: Divisione del bottino"),
    Rule("apache.setup.variants", "Variants",
         "The three variants (Warpath, Wedding, Shared booty) may be combined in any way.",
         "en: Additional rules; it: Regole opzionali"),
)
register(RULES)

YES_NO = (Reading("yes", "allowed"), Reading("no", "not allowed"))

INTERPRETATIONS = (
    Interpretation(
        "apache.interp.validity", "When is a play judged able to claim?",
        (Reading("on_landing", "against the face-up table when the hand card lands; a faster claim that "
                 "later empties the table does not make it a punishable play"),
         Reading("on_resolution", "against what is left when the card's turn comes")),
        "on_landing",
        "The rulebook says a claimant who finds nothing left simply takes the hand card back, and its "
        "chief example has the red chief get nothing without punishment; only the first reading fits.",
        "en: Multiple players wish to claim booty, Punishment!; it: same sections"),
    Interpretation(
        "apache.interp.indian_gone", "What if the claimant's own Indian was captured by a faster chief?",
        (Reading("nothing", "the claim fails: booty is claimed by the Indian card on the table"),
         Reading("booty_anyway", "the player still takes the booty")),
        "nothing",
        "The chief example warns that hunters are in danger from a chief; that danger only exists if a "
        "captured Indian can no longer claim.",
        "en: After claiming booty (example); it: Dopo aver reclamato il bottino (esempio)"),
    Interpretation(
        "apache.interp.next_revealer", "Who reveals after a claim?",
        (Reading("last_played", "the player whose hand card was played last (top of the Pow-Wow pile)"),
         Reading("clockwise", "the next player clockwise from the one who revealed, as if nobody claimed")),
        "last_played",
        "Both rulebooks and the chief example name the player who played last.",
        "en: After claiming booty; it: Dopo aver reclamato il bottino", option="next_revealer"),
    Interpretation(
        "apache.interp.last_window", "How long does the last claim window last?",
        (Reading("one", "one window after the final reveal, then the game ends"),
         Reading("until_quiet", "windows repeat after the final reveal until one passes with no play")),
        "one",
        "The text speaks of one last chance; some groups keep claiming while anything can be claimed.",
        "en: Game end and scoring; it: Conclusione della partita e punteggio", option="last_window"),
    Interpretation(
        "apache.interp.chief_own_colour", "May a chief take an Indian of its own colour prisoner?",
        YES_NO, "yes",
        "The text only asks for another male Indian of the player's choice and names no colour limit.",
        "en: The Indians and their booty; it: Gli indiani e il loro bottino",
        option="chief_captures_own_colour"),
    Interpretation(
        "apache.interp.chief_chief", "May a chief take another chief prisoner?",
        YES_NO, "yes",
        "A chief is a male Indian, and the text limits prisoners only to male Indians.",
        "en: The Indians and their booty; it: Gli indiani e il loro bottino",
        option="chief_captures_chiefs"),
    Interpretation(
        "apache.interp.victory_pile", "In what order does a victory pile lie (what are the top two cards)?",
        (Reading("warpath_tip", "claims are stacked on top, the booty above the Indians; when Warpath is "
                 "played, buffalo are slid under the pile as the Warpath note advises"),
         Reading("stack", "claims are stacked on top, the booty above the Indians, buffalo included"),
         Reading("buffalo_bottom", "buffalo always go under the pile, everything else on top")),
        "warpath_tip",
        "The top of a face-down pile is what was laid last. The Warpath note moves buffalo to the "
        "bottom only for that variant. Warpath takes the buffalo nearest the pile's handy end: the "
        "bottom one when buffalo are kept underneath, else the topmost.",
        "en: Punishment!, Warpath (note); it: Punizione!, Sentiero di guerra (nota)", option="victory_pile"),
    Interpretation(
        "apache.interp.wedding_partner", "Whom may an Indian marry?",
        (Reading("any", "any face-up Indian of the other sex: another player's, one nobody owns, or one of "
                 "the own colour"),
         Reading("other_colour", "only an Indian of another colour")),
        "any",
        "The text says 'of her (his) choice' without a limit; the Shared booty exception mentions "
        "spouses nobody owns, so those at least are allowed.",
        "en: Wedding, Shared booty; it: Matrimonio, Divisione del bottino", option="wedding_partner"),
    Interpretation(
        "apache.interp.wedding_allies", "Under Shared booty, do allies join a wedding?",
        (Reading("claimant_allies", "unowned Indians of the claimant's own kind join; the spouse brings none"),
         Reading("none", "a wedding brings no allies at all")),
        "claimant_allies",
        "The chief example shows allies of the claimant's kind joining while the prisoner's kind does "
        "not; a wedding is treated the same way.",
        "en: Shared booty (exception and example); it: Divisione del bottino", option="wedding_allies"),
    Interpretation(
        "apache.interp.shared_booty_allies", "Which identical Indians join a claim under Shared booty?",
        (Reading("unowned", "only Indians of colours that nobody plays (Italian text)"),
         Reading("not_other_players", "Indians that belong to no other player, so also a second "
                 "copy of the claimant's own Indian (English wording)")),
        "unowned",
        "The variant is introduced as being about Indians nobody owns, and the Italian text says so "
        "plainly; the English wording 'other players' would also let the own duplicate join, which "
        "the base game expressly leaves on the table.",
        "en: Shared booty; it: Divisione del bottino", option="shared_booty_allies"),
    Interpretation(
        "apache.interp.languages", "Where do the English and Italian texts differ?",
        (Reading("same_rules", "both describe the same rules; the Shared booty wording (see above) is "
                 "the one difference that changes play. The Italian calls hand cards 'carte tribù' and "
                 "words the teepee example as 'the teepee, or the Indian and the buffalo'. Where a slower "
                 "claimant comes away empty, the English speaks of the cards that player wanted being gone, "
                 "the Italian of no claimable card being left: both fit the engine, which lets a slower "
                 "claimant take whatever is still there. The English punishes a card that could not have "
                 "claimed, the Italian one that cannot claim: both judge the card when it is played"),),
        "same_rules",
        "Read side by side, the sections match one for one (the Italian also sets the Pow-Wow board "
        "among the prairie cards).",
        "en and it, whole texts"),
)



_TITLE = "Title page"
_IDEA = "Game idea (it: Obiettivo)"
_BOX = "Game components (it: Contenuto della scatola)"
_SETUP = "Game setup (it: Preparazione)"
_REVEAL = "Reveal prairie card (it: Scoprire carte prateria)"
_CLAIM = "Claim booty (it: Reclamare il bottino)"
_BOOTY = "The Indians and their booty (it: Gli indiani e il loro bottino)"
_MANY = "Multiple players wish to claim booty (it: Più giocatori desiderano reclamare il bottino)"
_AFTER = "After claiming booty (it: Dopo aver reclamato il bottino)"
_PUNISH = "Punishment! (it: Punizione!)"
_END = "Game end and scoring (it: Conclusione della partita e punteggio)"
_EXTRA = "Additional rules (it: Regole opzionali)"
_WARPATH = "Warpath (it: Sentiero di guerra)"
_WEDDING = "Wedding (it: Matrimonio)"
_SHARED = "Shared booty (it: Divisione del bottino)"
_CREDITS = "Credits"

#: every statement of the rulebook, in its order (the English and Italian texts match section by section;
#: where they differ, the statement says so and names the register entry)
STATEMENTS = (
    Statement(1, _TITLE, "The game is for two to five players (the box suggests ages eight and up).",
              ("apache.setup.hands",)),
    Statement(2, _IDEA, "Each player leads a small tribe made of hunters, maidens, warriors and chiefs.",
              ("apache.setup.hands",)),
    Statement(3, _IDEA, "The tribes try to gather as much booty as they can: the hunter is after buffalo, the "
              "maiden after necklaces, and so on.", status="not applicable",
              why="an overview of the goal; the booty and scoring statements below say it in full"),
    Statement(4, _IDEA, "Keeping calm and waiting until several booty cards lie together gives a good chance "
              "of winning.", status="not applicable",
              why="tactical advice (the analyse page's claim-or-wait odds explore it)"),
    Statement(5, _BOX, "The box holds 20 hand cards: a chief, a warrior, a maiden and a hunter in each of the "
              "five colours.", ("apache.setup.hands",)),
    Statement(6, _BOX, "It holds 114 prairie cards; 45 of them are Indians, each colour having two chiefs, two "
              "warriors, two maidens and three hunters.", ("apache.setup.box",)),
    Statement(7, _BOX, "The other 69 are booty: 33 buffalo and nine each of totem poles, tomahawks, necklaces "
              "and teepees.", ("apache.setup.box",)),
    Statement(8, _BOX, "The box also holds a Pow-Wow board and the rules.", status="not applicable",
              why="a list of the box's contents; the board's use is statement 23"),
    Statement(9, _SETUP, "Hand cards and prairie cards are sorted into two stacks; their backs differ (an Indian "
              "on hand cards, a prairie on prairie cards).", status="not applicable",
              why="how the physical cards are told apart; the app keeps them apart itself"),
    Statement(10, _SETUP, "Each player picks a colour and takes its four hand cards: chief, maiden, warrior and "
              "hunter.", ("apache.setup.hands",)),
    Statement(11, _SETUP, "The corners and background of a hand card show the booty it can claim.",
              status="not applicable", why="card artwork; the app names each Indian's booty in words"),
    Statement(12, _SETUP, "With fewer than five players, the hand cards of the colours nobody chose go back "
              "into the box.", ("apache.setup.hands",)),
    Statement(13, _SETUP, "Every prairie card goes face down in the middle of the table, spread out and mixed, "
              "and they stay spread like that all game.", ("apache.setup.box", "apache.turn.reveal")),
    Statement(14, _SETUP, "The Pow-Wow board goes in a space cleared in the middle of the table (the Italian "
              "puts it among the prairie cards); pow-wow means a gathering.", status="not applicable",
              why="where the board lies on a real table"),
    Statement(15, _SETUP, "The player with the sharpest eyes starts (the rulebook itself can serve as the eye "
              "test).", ("apache.setup.first_player",)),
    Statement(16, _REVEAL, "Turns go clockwise; on a turn the player turns one of the face-down prairie cards "
              "face up.", ("apache.turn.reveal",)),
    Statement(17, _REVEAL, "The revealer turns the card over away from themselves, so as to gain no head start "
              "in seeing it.", ("apache.turn.reveal",)),
    Statement(18, _REVEAL, "Prairie cards are of two types, Indians and booty.", ("apache.setup.box",)),
    Statement(19, _REVEAL, "An Indian card shows an Indian of a player colour; a booty card shows a buffalo, "
              "necklace, tomahawk, totem pole or teepee. Hand cards are used to claim these cards.",
              ("apache.setup.box", "apache.claim.matching_indian")),
    Statement(20, _REVEAL, "With fewer than five players, Indians of colours nobody plays come up too; they just "
              "stay face up on the table.", ("apache.turn.unowned",)),
    Statement(21, _REVEAL, "Once a card has come up, every player is free to put down a hand card able to claim.",
              ("apache.claim.window",)),
    Statement(22, _REVEAL, "When nobody plays, turns to reveal carry on until someone plays a hand card and so "
              "interrupts the revealing.", ("apache.claim.window", "apache.turn.reveal")),
    Statement(23, _CLAIM, "To claim, a player puts a hand card onto the Pow-Wow board, as fast as they can.",
              ("apache.claim.window", "apache.claim.speed")),
    Statement(24, _CLAIM, "A hand card may be played only when the matching Indian has already come up and lies "
              "face up on the table (a card played anyway is punished, statement 46).",
              ("apache.claim.matching_indian", "apache.claim.punishment")),
    Statement(25, _CLAIM, "That Indian must also be able to take at least one booty card.",
              ("apache.claim.matching_indian", "apache.claim.punishment")),
    Statement(26, _BOOTY, "The maiden takes every necklace.", ("apache.booty.maiden",)),
    Statement(27, _BOOTY, "The warrior takes every tomahawk.", ("apache.booty.warrior",)),
    Statement(28, _BOOTY, "The hunter takes every buffalo.", ("apache.booty.hunter",)),
    Statement(29, _BOOTY, "The chief takes prisoners, and may claim only while a totem pole (one or more) and "
              "another male Indian besides him lie face up.", ("apache.booty.chief",),
              status="reading", reading="apache.interp.chief_chief"),
    Statement(30, _BOOTY, "He takes every totem pole plus one other male Indian that his player chooses.",
              ("apache.booty.chief",), status="reading", reading="apache.interp.chief_own_colour"),
    Statement(31, _BOOTY, "With fewer than five players, the chief may also take prisoner an Indian of a colour "
              "nobody plays.", ("apache.booty.chief", "apache.turn.unowned")),
    Statement(32, _BOOTY, "Every Indian may take all the teepees instead of its usual booty.",
              ("apache.booty.teepees",)),
    Statement(33, _BOOTY, "Example: with a red hunter, a teepee and a buffalo face up, red's hunter claims two "
              "cards, the hunter and either the teepee or the buffalo, never both (the Italian words it as "
              "the teepee, or the Indian and the buffalo).", ("apache.booty.teepees", "apache.booty.hunter"),
              status="reading", reading="apache.interp.languages"),
    Statement(34, _BOOTY, "The claimant puts the Indian card and the claimed booty face down in a pile of their "
              "own, the victory pile.", ("apache.claim.victory_pile",)),
    Statement(35, _BOOTY, "Then the hand card goes back to the player's hand.", ("apache.claim.victory_pile",)),
    Statement(36, _BOOTY, "If two identical Indians of the claimant's colour lie face up, the claim uses just one "
              "of them; the other stays on the table.", ("apache.claim.one_indian",)),
    Statement(37, _BOOTY, "After a reveal a player plays one hand card at most, never (say) the hunter and the "
              "maiden together.", ("apache.claim.one_card",)),
    Statement(38, _MANY, "When several players play, the fastest claims first: the one whose hand card lies at "
              "the bottom of the Pow-Wow pile.", ("apache.claim.speed",)),
    Statement(39, _MANY, "Then the next fastest (the next card up) claims, and so on.", ("apache.claim.speed",)),
    Statement(40, _MANY, "A player may find that faster players already took what they wanted; then they get "
              "nothing and just take the hand card back.", ("apache.claim.too_late",),
              status="reading", reading="apache.interp.indian_gone"),
    Statement(41, _AFTER, "Once every hand card is back in its hand, revealing goes on, starting with the "
              "player who played a hand card last.", ("apache.turn.next_revealer",)),
    Statement(42, _AFTER, "Example: the red chief comes up with many totem poles face up; yellow and then "
              "purple play their hunters to save them, and red's chief lands last, on top.",
              ("apache.claim.speed",)),
    Statement(43, _AFTER, "Yellow claims first, taking the hunter and the buffalo; purple then takes her hunter "
              "and a teepee.", ("apache.claim.speed", "apache.booty.hunter", "apache.booty.teepees")),
    Statement(44, _AFTER, "When red's turn comes only a maiden is left, whom the chief cannot capture, so red "
              "gets nothing although totem poles remain (and is not punished).",
              ("apache.claim.too_late", "apache.booty.chief"),
              status="reading", reading="apache.interp.validity"),
    Statement(45, _AFTER, "Everyone takes the hand cards back, and red reveals next because his chief was the "
              "last card played.", ("apache.turn.next_revealer",)),
    Statement(46, _PUNISH, "Playing a hand card with which the player could not have claimed any booty is "
              "punished.", ("apache.claim.punishment",), status="reading", reading="apache.interp.validity"),
    Statement(47, _PUNISH, "The player gives up the top two cards of the victory pile, and they leave the game.",
              ("apache.claim.punishment",), status="reading", reading="apache.interp.victory_pile"),
    Statement(48, _PUNISH, "A player with fewer cards gives up what there is.", ("apache.claim.punishment",)),
    Statement(49, _PUNISH, "Then the hand card goes back to the hand.", ("apache.claim.punishment",)),
    Statement(50, _END, "When the last prairie card has come up, everyone gets one final chance to claim; then "
              "the game is over.", ("apache.end.last_window",)),
    Statement(51, _END, "Each player counts the cards of their victory pile, and the most cards wins.",
              ("apache.end.scoring",)),
    Statement(52, _END, "Tied players share the win.", ("apache.end.scoring",)),
    Statement(53, _EXTRA, "The additional rules extend the base game, and players may use any combination of "
              "them.", ("apache.setup.variants",)),
    Statement(54, _WARPATH, "A player whose warrior claims tomahawks goes on the warpath against all the others "
              "and takes one buffalo out of each rival's victory pile.", ("apache.variant.warpath",)),
    Statement(55, _WARPATH, "A rival who has no buffalo loses nothing.", ("apache.variant.warpath",)),
    Statement(56, _WARPATH, "With two players the warrior takes two buffalo instead.", ("apache.variant.warpath",)),
    Statement(57, _WARPATH, "Advice: with this variant, keep buffalo at the bottom of the victory pile so they "
              "are easy to find.", ("apache.variant.warpath", "apache.claim.victory_pile"),
              status="reading", reading="apache.interp.victory_pile"),
    Statement(58, _WEDDING, "While at least one teepee lies face up, a maiden may marry a male Indian she "
              "chooses, and a male Indian may likewise marry a maiden.", ("apache.variant.wedding",),
              status="reading", reading="apache.interp.wedding_partner"),
    Statement(59, _WEDDING, "The maiden's player and the male Indian's player may both play their hand card for "
              "it.", ("apache.variant.wedding", "apache.claim.speed")),
    Statement(60, _WEDDING, "The faster of them claims every teepee, the maiden and the male Indian, onto the "
              "victory pile.", ("apache.variant.wedding",)),
    Statement(61, _WEDDING, "Teepees may still be claimed the ordinary way, without a wedding.",
              ("apache.variant.wedding", "apache.booty.teepees")),
    Statement(62, _SHARED, "With fewer than five players, some Indians belong to nobody.",
              ("apache.turn.unowned",)),
    Statement(63, _SHARED, "Such Indians side with identical Indians owned by players, to share the booty.",
              ("apache.variant.shared_booty",)),
    Statement(64, _SHARED, "When a player claims with the hunter, say, every hunter on the table that belongs to "
              "no other player (Italian: to no player) joins, and all of them go onto the victory pile as a "
              "bonus.", ("apache.variant.shared_booty",),
              status="reading", reading="apache.interp.shared_booty_allies"),
    Statement(65, _SHARED, "Exception: Indians nobody owns bring no allies when they are taken prisoner or, with "
              "Wedding, when they marry.", ("apache.variant.shared_booty",),
              status="reading", reading="apache.interp.wedding_allies"),
    Statement(66, _SHARED, "Example: a blue and two yellow chiefs nobody owns lie face up; the red chief comes up, "
              "red plays the chief and captures a green warrior, taking all four chiefs, every totem pole "
              "and the warrior.", ("apache.variant.shared_booty", "apache.booty.chief")),
    Statement(67, _SHARED, "Warriors nobody owns do not join that claim, since it is the chief who claims.",
              ("apache.variant.shared_booty",)),
    Statement(68, _CREDITS, "Author, artists, translators and publisher.", status="not applicable",
              why="credits, not rules"),
)


def register_markdown() -> str:
    """docs/rules/apache.md, generated from this register."""
    intro = ("Where the Apache rulebooks (English and Italian) are silent or unclear, this is what the "
             "tutor does and what else it can do. Options are keywords of "
             "`tutor.games.apache.Game`; the app shows which reading is in force. This page is "
             "generated by `python -m tutor.rulesdoc` from "
             "`tutor/games/apache/rulebook.py`.")
    return to_markdown("Apache: interpretation register", intro, INTERPRETATIONS)
