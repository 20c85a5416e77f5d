"""Apache's rules in the project's own words, and its interpretation register.

Sources: ``en`` is ``apache.en.txt`` (English), ``it`` is ``apache.it.txt`` (Italian); section
names are those of each rulebook.
"""
from __future__ import annotations

from tutor.core import Interpretation, Reading, Rule, register
from tutor.core.interpretations import to_markdown

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
                 "words the teepee example as 'the teepee, or the Indian and the buffalo'"),),
        "same_rules",
        "Read side by side, the sections match one for one.",
        "en and it, whole texts"),
)



def register_markdown() -> str:
    """docs/rules/apache.md, generated from this register."""
    intro = ("Where the Apache rulebooks (English and Italian) are silent or unclear, this is what the "
             "tutor does and what else it can do. Options are keywords of "
             "`tutor.games.apache.Game`; the app shows which reading is in force. This page is "
             "generated by `python -m tutor.rulesdoc` from "
             "`tutor/games/apache/rulebook.py`.")
    return to_markdown("Apache: interpretation register", intro, INTERPRETATIONS)
