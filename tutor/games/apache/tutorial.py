"""The Apache tutorial as data: one rule at a time, each on a scripted position, the learner as red.

Steps and their judging come from :mod:`tutor.core.tutorial`; reveals are scripted, never left to luck.
Every wrong choice a step's position allows has its feedback; the choices that miss for one reason
(another player's card, a hand card with no Indian of its own face up, naming the card a reveal
brings) share a group from the helpers below.
"""
from __future__ import annotations

from tutor.core import tutorial
from tutor.core.tutorial import GROUP, Feedback, attempt

from .state import Game

LEARNER = 0  # the learner plays red, the first seat
BASE = "apache red,yellow,purple base"
EMPTY = "piles - / - / - | out - | pow -"


class Step(tutorial.Step):
    """An Apache step; after a punished play the window closes, so the learner sees the cost."""

    parse = staticmethod(Game.parse)
    after_penalty = ("close",)
    learner = LEARNER


__all__ = ["LEARNER", "STEPS", "Step", "Feedback", "attempt"]


def others(*colours: str) -> dict[str, str]:
    """Feedback for playing a rival's hand card."""
    return {GROUP.join(f"{c} plays *" for c in colours):
            "You play red: '{choice}' is that player's own decision, not yours. Your hand cards are the four "
            "red ones. [apache.setup.hands]"}


def empty_handed(kinds: str, face_up: str) -> dict[str, str]:
    """Feedback for red hand cards whose Indian does not lie face up (``kinds`` e.g. "chief warrior")."""
    return {GROUP.join(f"red plays {k}" for k in kinds.split()):
            "'{choice}' needs a face-up red Indian of the same kind to claim through, and of yours only "
            f"{face_up}: that card would take nothing, and an empty claim is punished. "
            "[apache.claim.matching_indian]"}


def blind(card: str) -> dict[str, str]:
    """Feedback for naming the card a reveal should bring: a reveal is luck, here scripted."""
    return {"reveal *": "You may turn a card, but not choose it: '{choice}' names a card, and what comes up is "
            f"luck. The tutorial has stacked the deck ({card} is on top): press 'turn a face-down card'. "
            "[apache.turn.reveal]"}


STEPS: tuple[Step, ...] = (
    Step("reveal", "Turning cards",
         ("apache.setup.box", "apache.setup.hands", "apache.setup.first_player", "apache.turn.reveal"),
         f"{BASE} | reveal red | table - | {EMPTY}",
         "You are red, with four hand cards: chief, warrior, maiden and hunter. All 114 prairie cards lie "
         "face down. You start (the sharpest eyes begin), then turns go clockwise: turn a card over.",
         ("reveal red hunter",),
         "A red hunter came up: one of your own Indians. Face-up cards stay on the table until someone "
         "claims them.",
         "close", feedback=blind("a red hunter")),
    Step("claim", "Claiming with a hand card",
         ("apache.claim.window", "apache.claim.matching_indian", "apache.booty.hunter"),
         f"{BASE} | reveal yellow | table rH 2B | {EMPTY}",
         "Yellow turns a card: another buffalo. Your red hunter lies face up and hunters take buffalo. "
         "Claim them by playing your hunter hand card.",
         ("red plays hunter",),
         "Right: a hand card may claim when its Indian lies face up and has booty to take. Then the "
         "window closes and you take your hunter and every buffalo.",
         "red plays maiden", setup=("reveal buffalo",), after=("close", "red takes buffalo"),
         feedback={**empty_handed("chief warrior maiden", "the hunter lies there"), **others("yellow", "purple"),
                   "close": "Letting the window close gives the claim away: the next reveal may bring a rival "
                   "hunter or chief who takes the buffalo first. Your hunter can take all three now. "
                   "[apache.claim.window]"}),
    Step("booty", "What each Indian takes",
         ("apache.booty.maiden", "apache.booty.warrior", "apache.claim.victory_pile"),
         f"{BASE} | window yellow | table rM rW 3N A | {EMPTY}",
         "Maidens take necklaces, warriors take tomahawks. Your maiden and your warrior are both face up. "
         "Play the hand card that brings more cards.",
         ("red plays maiden",),
         "The maiden takes all three necklaces (four cards with herself); the warrior would bring only "
         "two. Claimed cards go face down onto your victory pile, and the hand card comes back.",
         "red plays warrior", after=("close", "red takes necklaces"),
         feedback={"red plays warrior": "A warrior takes tomahawks, and only one lies there: your warrior "
                   "would bring two cards (itself and the tomahawk); the maiden brings four. [apache.booty.warrior]",
                   **empty_handed("chief hunter", "the maiden and the warrior lie there"),
                   **others("yellow", "purple"),
                   "close": "Closing the window gives up both claims: a rival maiden revealed later could take "
                   "the three necklaces before you. Claim now. [apache.claim.window]"}),
    Step("teepees", "Teepees instead",
         ("apache.booty.teepees",),
         f"{BASE} | window yellow | table rH B 2P | {EMPTY}",
         "Your hunter's claim is settling. Any Indian may take all the teepees instead of its own booty, "
         "never both. Which claim brings more?",
         ("red takes teepees",),
         "Two teepees beat one buffalo. The buffalo stays on the table for somebody else.",
         "red takes buffalo",
         feedback={"red takes buffalo": "One buffalo with your hunter makes two cards; the two teepees with your "
                   "hunter make three. Any Indian may take the teepees instead of its own booty. "
                   "[apache.booty.teepees]"},
         setup=("red plays hunter", "close")),
    Step("punishment", "Don't grab in vain",
         ("apache.claim.punishment",),
         f"{BASE} | reveal yellow | table rM B | piles rH.B.B.P / - / - | out - | pow -",
         "A buffalo came up. Your maiden lies face up, but no necklace or teepee does. Should you play "
         "your maiden? (To let the moment pass, let the window close.)",
         ("close",),
         "Right to wait: a hand card that could not claim anything is punished. You would lose the two "
         "top cards of your victory pile.",
         "red plays maiden", setup=("reveal buffalo",),
         feedback={"red plays maiden": "Your maiden lies face up, but she takes necklaces (or teepees), and none "
                   "lies on the table: an empty claim costs the two top cards of your victory pile. "
                   "[apache.claim.punishment]",
                   "red plays hunter": "Buffalo lie there, but no red hunter does: a hand card claims only through "
                   "a face-up Indian of its own colour and kind, so your hunter card would be punished. "
                   "[apache.claim.matching_indian]",
                   **empty_handed("chief warrior", "the maiden lies there"), **others("yellow", "purple")}),
    Step("one_indian", "One Indian per claim",
         ("apache.claim.one_indian",),
         f"{BASE} | window yellow | table 2rH 2B | {EMPTY}",
         "Two red hunters lie face up. Claim the buffalo.",
         ("red plays hunter",),
         "Your claim takes one red hunter and the buffalo; the second red hunter stays on the table "
         "for a later claim.",
         "red plays chief", after=("close", "red takes buffalo"),
         feedback={**empty_handed("chief warrior maiden", "the two hunters lie there"), **others("yellow", "purple"),
                   "close": "Closing leaves the buffalo to the next claimant. Play your hunter: it takes one of the "
                   "two red hunters and every buffalo; the other hunter waits for a later claim. "
                   "[apache.claim.one_indian]"}),
    Step("one_card", "One hand card per reveal",
         ("apache.claim.one_card",),
         f"{BASE} | window yellow | table rH rM B N | {EMPTY}",
         "You already played your hunter after this reveal. Can you also play your maiden for the "
         "necklace? Try it, or let the window close.",
         ("close",),
         "After one reveal each player plays at most one hand card. The necklace will have to wait.",
         "red plays maiden", setup=("red plays hunter",), after=("red takes buffalo",),
         feedback={"red plays maiden": "Your hunter is already on the Pow-Wow board for this reveal, so your "
                   "maiden must wait for the next one. [apache.claim.one_card]", **others("yellow", "purple")}),
    Step("chief", "The chief takes a prisoner",
         ("apache.booty.chief",),
         f"{BASE} | window yellow | table rC 2T yH yM | {EMPTY}",
         "Your chief's claim is settling: he takes every totem pole and one male Indian as prisoner. "
         "Choose the prisoner.",
         ("red captures yellow hunter",),
         "A chief takes only male Indians (chiefs, warriors, hunters), and only while a totem pole lies "
         "face up. Yellow's hunter is now in your victory pile.",
         "red captures yellow maiden", setup=("red plays chief", "close"),
         feedback={"red captures yellow maiden": "Yellow's maiden is a woman: choose a chief, warrior or hunter. "
                   "Here that is yellow's hunter."}),
    Step("unowned", "Indians nobody owns",
         ("apache.turn.unowned",),
         f"{BASE} | window yellow | table rC T gW | {EMPTY}",
         "Nobody plays green, so the green warrior belongs to no one and just lies there. Your chief may "
         "still take him prisoner: choose your claim.",
         ("red captures green warrior",),
         "Unowned Indians can never claim, but a chief can capture them.",
         "red takes totem poles", setup=("red plays chief", "close"),
         feedback={"red takes totem poles": "A chief's claim is written by naming his prisoner; the totem poles "
                   "come with him. Name the green warrior."}),
    Step("speed", "The fastest claims first",
         ("apache.claim.speed", "apache.claim.too_late"),
         f"{BASE} | window yellow | table rH yH rM 3B 2N | {EMPTY}",
         "Yellow was quicker: its hunter is already on the Pow-Wow board. Cards claim from the bottom "
         "of the pile up. Which hand card should you play?",
         ("red plays maiden",),
         "Yellow's hunter claims first and takes all the buffalo; your hunter would find nothing left "
         "(no punishment, but nothing won). Your maiden takes the necklaces safely.",
         "red plays hunter", setup=("yellow plays hunter",),
         feedback={"red plays hunter": "Yellow's hunter lies below yours on the Pow-Wow board, so it claims first "
                   "and takes every buffalo: your hunter would come back with nothing (too late is not punished, "
                   "but nothing is won). [apache.claim.speed]",
                   **empty_handed("chief warrior", "the hunter and the maiden lie there"), **others("purple"),
                   "close": "Closing lets yellow's hunter take the buffalo while your maiden's necklaces stay "
                   "for anyone who claims later. Your maiden can take them safely now. [apache.claim.window]"},
         after=("close", "yellow takes buffalo", "red takes necklaces")),
    Step("wait", "Keep your cool",
         ("apache.claim.window",),
         f"{BASE} | reveal yellow | table rH B | {EMPTY}",
         "A buffalo came up next to your hunter. No rival hunter or chief is face up. Claim one buffalo "
         "now, or wait for more?",
         ("close",),
         "Waiting pays here: nobody can take your buffalo yet, and every buffalo revealed meanwhile "
         "joins your claim. Claim when a rival threatens it.",
         "red plays hunter", setup=("reveal buffalo",),
         feedback={"red plays hunter": "Your hunter would bring only three cards now, and nobody can take the "
                   "buffalo from you yet: waiting lets more buffalo pile up for the same claim. "
                   "[apache.claim.window]",
                   **empty_handed("chief warrior maiden", "the hunter lies there"), **others("yellow", "purple")}),
    Step("next_revealer", "Who turns the next card",
         ("apache.turn.next_revealer",),
         f"{BASE} | window purple | table rC yH pH B P 3T yM | {EMPTY}",
         "Yellow and purple claimed; your chief played last but found no prisoner left. After claims, the "
         "player whose hand card was played last turns the next card. That's you: turn a card.",
         ("reveal necklace",),
         "The last hand card played decides who reveals next; without claims the turn passes clockwise.",
         "red plays hunter", feedback={**blind("a necklace"), "red plays hunter": "The claims are settled: what "
                                       "comes now is a reveal, and it is yours because your chief was played last."},
         setup=("yellow plays hunter", "purple plays hunter", "red plays chief", "close", "yellow takes buffalo",
                "purple takes teepees")),
    Step("last_window", "The last card and scoring",
         ("apache.end.last_window", "apache.end.scoring"),
         "apache red,yellow base | reveal red | table rH | piles B.B / N.N | out "
         "2rC 2rW 2rM 2rH 2yC 2yW 2yM 3yH 2gC 2gW 2gM 3gH 2bC 2bW 2bM 3bH 2pC 2pW 2pM 3pH 30B 9T 9A 7N 9P | pow -",
         "A two-player game: one face-down card is left and it is a buffalo. After the last reveal "
         "everyone gets one last chance to claim, then the piles are counted. Take your chance.",
         ("red plays hunter",),
         "Your hunter and the buffalo make four cards against yellow's two: most cards wins (a tie "
         "would share the win).",
         "close", setup=("reveal buffalo",), after=("close", "red takes buffalo"),
         feedback={"close": "Closing ends the game at two cards each: a shared win you could have turned into a "
                   "win with your hunter. [apache.end.last_window]",
                   **empty_handed("chief warrior maiden", "the hunter lies there"), **others("yellow")}),
    Step("warpath", "Variant: Warpath",
         ("apache.variant.warpath", "apache.setup.variants"),
         "apache red,yellow,purple warpath | window yellow | table rW 2A P | piles - / B.yH / B.B | out - | pow -",
         "With Warpath, a warrior who claims tomahawks also raids: one buffalo from every other player's "
         "victory pile. Your warrior's claim is settling: choose.",
         ("red takes tomahawks",),
         "Three cards from the table and one buffalo from each rival: five cards in all.",
         "red takes teepees", setup=("red plays warrior", "close"),
         feedback={"red takes teepees": "The one teepee brings two cards with your warrior; the tomahawks bring "
                   "three, and on the warpath a buffalo from each rival too. [apache.variant.warpath]"}),
    Step("wedding", "Variant: Wedding",
         ("apache.variant.wedding",),
         "apache red,yellow,purple wedding | window yellow | table rM yW yM P | " + EMPTY,
         "With Wedding, while a teepee lies face up your maiden may marry a face-up male Indian: you take "
         "the teepees, your maiden and her groom. Choose your claim.",
         ("red marries yellow warrior",),
         "Three cards, and yellow loses its warrior. Yellow could have claimed the same wedding with its "
         "warrior card: the faster player gets it.",
         "red marries yellow maiden", setup=("red plays maiden", "close"),
         feedback={"red takes teepees": "Taking the teepee alone brings two cards (your maiden and the teepee); "
                   "the wedding adds the yellow warrior, a third card, and takes him from yellow. "
                   "[apache.variant.wedding]",
                   "red marries yellow maiden": "Two maidens cannot marry: your maiden's groom is the yellow "
                   "warrior."}),
    Step("shared_booty", "Variant: Shared booty",
         ("apache.variant.shared_booty",),
         "apache red,green,purple shared_booty | window green | table rC bC 2yC 2T gW yW | " + EMPTY,
         "Blue and yellow are not playing. With Shared booty, unowned Indians join a claim by an Indian of "
         "their kind. Your chief's claim is settling: take the green warrior prisoner.",
         ("red captures green warrior",),
         "Your chief brings along the three unowned chiefs: seven cards. The unowned yellow warrior "
         "does not follow the prisoner.",
         "red captures red chief", setup=("red plays chief", "close"),
         feedback={"red captures yellow chief | red captures blue chief":
                   "The unowned chiefs join your chief's claim anyway, so taking one as prisoner adds nothing: "
                   "'{choice}' brings six cards, a warrior prisoner seven. [apache.variant.shared_booty]",
                   "red captures yellow warrior": "Seven cards too, but the yellow warrior belongs to nobody, while "
                   "the green one belongs to a rival: capturing him also takes a card from a player you race "
                   "against. [apache.booty.chief]",
                   "red captures red chief": "Your chief cannot take your own chief prisoner: choose a rival's or an "
                   "unowned male Indian."}),
)
