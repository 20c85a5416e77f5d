"""The Apache tutorial as data: one rule at a time, each on a scripted position, the learner as red.

Steps and their judging come from :mod:`tutor.core.tutorial`; reveals are scripted, never left to luck.
"""
from __future__ import annotations

from tutor.core import tutorial
from tutor.core.tutorial import Feedback, attempt

from .state import Game

LEARNER = 0  # the learner plays red, the first seat
BASE = "apache red,yellow,purple base"
EMPTY = "piles - / - / - | out - | pow -"


class Step(tutorial.Step):
    """An Apache step; after a punished play the window closes, so the learner sees the cost."""

    parse = staticmethod(Game.parse)
    after_penalty = ("close",)


__all__ = ["LEARNER", "STEPS", "Step", "Feedback", "attempt"]


STEPS: tuple[Step, ...] = (
    Step("reveal", "Turning cards",
         ("apache.setup.box", "apache.setup.hands", "apache.setup.first_player", "apache.turn.reveal"),
         f"{BASE} | reveal red | table - | {EMPTY}",
         "You are red, with four hand cards: chief, warrior, maiden and hunter. All 114 prairie cards lie "
         "face down. You start (the sharpest eyes begin), then turns go clockwise: turn a card over.",
         ("reveal red hunter",),
         "A red hunter came up: one of your own Indians. Face-up cards stay on the table until someone "
         "claims them.",
         "close"),
    Step("claim", "Claiming with a hand card",
         ("apache.claim.window", "apache.claim.matching_indian", "apache.booty.hunter"),
         f"{BASE} | reveal yellow | table rH 2B | {EMPTY}",
         "Yellow turns a card: another buffalo. Your red hunter lies face up and hunters take buffalo. "
         "Claim them by playing your hunter hand card.",
         ("red plays hunter",),
         "Right: a hand card may claim when its Indian lies face up and has booty to take. Then the "
         "window closes and you take your hunter and every buffalo.",
         "red plays maiden", setup=("reveal buffalo",), after=("close", "red takes buffalo")),
    Step("booty", "What each Indian takes",
         ("apache.booty.maiden", "apache.booty.warrior", "apache.claim.victory_pile"),
         f"{BASE} | window yellow | table rM rW 3N A | {EMPTY}",
         "Maidens take necklaces, warriors take tomahawks. Your maiden and your warrior are both face up. "
         "Play the hand card that brings more cards.",
         ("red plays maiden",),
         "The maiden takes all three necklaces (four cards with herself); the warrior would bring only "
         "two. Claimed cards go face down onto your victory pile, and the hand card comes back.",
         "red plays warrior", why_not="The warrior would bring only two cards (itself and one tomahawk); "
         "the maiden brings four.", after=("close", "red takes necklaces")),
    Step("teepees", "Teepees instead",
         ("apache.booty.teepees",),
         f"{BASE} | window yellow | table rH B 2P | {EMPTY}",
         "Your hunter's claim is settling. Any Indian may take all the teepees instead of its own booty, "
         "never both. Which claim brings more?",
         ("red takes teepees",),
         "Two teepees beat one buffalo. The buffalo stays on the table for somebody else.",
         "red takes buffalo", why_not="Allowed, but one buffalo brings fewer cards than the two teepees.",
         setup=("red plays hunter", "close")),
    Step("punishment", "Don't grab in vain",
         ("apache.claim.punishment",),
         f"{BASE} | reveal yellow | table rM B | piles rH.B.B.P / - / - | out - | pow -",
         "A buffalo came up. Your maiden lies face up, but no necklace or teepee does. Should you play "
         "your maiden? (To let the moment pass, let the window close.)",
         ("close",),
         "Right to wait: a hand card that could not claim anything is punished. You would lose the two "
         "top cards of your victory pile.",
         "red plays maiden", setup=("reveal buffalo",)),
    Step("one_indian", "One Indian per claim",
         ("apache.claim.one_indian",),
         f"{BASE} | window yellow | table 2rH 2B | {EMPTY}",
         "Two red hunters lie face up. Claim the buffalo.",
         ("red plays hunter",),
         "Your claim takes one red hunter and the buffalo; the second red hunter stays on the table "
         "for a later claim.",
         "red plays chief", after=("close", "red takes buffalo")),
    Step("one_card", "One hand card per reveal",
         ("apache.claim.one_card",),
         f"{BASE} | window yellow | table rH rM B N | {EMPTY}",
         "You already played your hunter after this reveal. Can you also play your maiden for the "
         "necklace? Try it, or let the window close.",
         ("close",),
         "After one reveal each player plays at most one hand card. The necklace will have to wait.",
         "red plays maiden", setup=("red plays hunter",), after=("red takes buffalo",)),
    Step("chief", "The chief takes a prisoner",
         ("apache.booty.chief",),
         f"{BASE} | window yellow | table rC 2T yH yM | {EMPTY}",
         "Your chief's claim is settling: he takes every totem pole and one male Indian as prisoner. "
         "Choose the prisoner.",
         ("red captures yellow hunter",),
         "A chief takes only male Indians (chiefs, warriors, hunters), and only while a totem pole lies "
         "face up. Yellow's hunter is now in your victory pile.",
         "red captures yellow maiden", setup=("red plays chief", "close")),
    Step("unowned", "Indians nobody owns",
         ("apache.turn.unowned",),
         f"{BASE} | window yellow | table rC T gW | {EMPTY}",
         "Nobody plays green, so the green warrior belongs to no one and just lies there. Your chief may "
         "still take him prisoner: choose your claim.",
         ("red captures green warrior",),
         "Unowned Indians can never claim, but a chief can capture them.",
         "red takes totem poles", setup=("red plays chief", "close")),
    Step("speed", "The fastest claims first",
         ("apache.claim.speed", "apache.claim.too_late"),
         f"{BASE} | window yellow | table rH yH rM 3B 2N | {EMPTY}",
         "Yellow was quicker: its hunter is already on the Pow-Wow board. Cards claim from the bottom "
         "of the pile up. Which hand card should you play?",
         ("red plays maiden",),
         "Yellow's hunter claims first and takes all the buffalo; your hunter would find nothing left "
         "(no punishment, but nothing won). Your maiden takes the necklaces safely.",
         "red plays hunter", why_not="Allowed, but yellow's hunter claims first and takes every buffalo: "
         "your hunter would find nothing left.", setup=("yellow plays hunter",),
         after=("close", "yellow takes buffalo", "red takes necklaces")),
    Step("wait", "Keep your cool",
         ("apache.claim.window",),
         f"{BASE} | reveal yellow | table rH B | {EMPTY}",
         "A buffalo came up next to your hunter. No rival hunter or chief is face up. Claim one buffalo "
         "now, or wait for more?",
         ("close",),
         "Waiting pays here: nobody can take your buffalo yet, and every buffalo revealed meanwhile "
         "joins your claim. Claim when a rival threatens it.",
         "red plays hunter", why_not="Allowed, but it brings only two cards, and nobody can take the "
         "buffalo from you yet: waiting lets more buffalo pile up.", setup=("reveal buffalo",)),
    Step("next_revealer", "Who turns the next card",
         ("apache.turn.next_revealer",),
         f"{BASE} | window purple | table rC yH pH B P 3T yM | {EMPTY}",
         "Yellow and purple claimed; your chief played last but found no prisoner left. After claims, the "
         "player whose hand card was played last turns the next card. That's you: turn a card.",
         ("reveal necklace",),
         "The last hand card played decides who reveals next; without claims the turn passes clockwise.",
         "red plays hunter",
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
         "close", why_not="Allowed, but then the game ends at two cards each: a shared win you could "
         "have turned into a win.", setup=("reveal buffalo",), after=("close", "red takes buffalo")),
    Step("warpath", "Variant: Warpath",
         ("apache.variant.warpath", "apache.setup.variants"),
         "apache red,yellow,purple warpath | window yellow | table rW 2A P | piles - / B.yH / B.B | out - | pow -",
         "With Warpath, a warrior who claims tomahawks also raids: one buffalo from every other player's "
         "victory pile. Your warrior's claim is settling: choose.",
         ("red takes tomahawks",),
         "Three cards from the table and one buffalo from each rival: five cards in all.",
         "red takes teepees", why_not="Allowed, but the teepee brings two cards; the tomahawks bring three, "
         "and on the warpath a buffalo from each rival too.", setup=("red plays warrior", "close")),
    Step("wedding", "Variant: Wedding",
         ("apache.variant.wedding",),
         "apache red,yellow,purple wedding | window yellow | table rM yW yM P | " + EMPTY,
         "With Wedding, while a teepee lies face up your maiden may marry a face-up male Indian: you take "
         "the teepees, your maiden and her groom. Choose your claim.",
         ("red marries yellow warrior",),
         "Three cards, and yellow loses its warrior. Yellow could have claimed the same wedding with its "
         "warrior card: the faster player gets it.",
         "red marries yellow maiden", setup=("red plays maiden", "close")),
    Step("shared_booty", "Variant: Shared booty",
         ("apache.variant.shared_booty",),
         "apache red,green,purple shared_booty | window green | table rC bC 2yC 2T gW yW | " + EMPTY,
         "Blue and yellow are not playing. With Shared booty, unowned Indians join a claim by an Indian of "
         "their kind. Your chief's claim is settling: take the green warrior prisoner.",
         ("red captures green warrior",),
         "Your chief brings along the three unowned chiefs: seven cards. The unowned yellow warrior "
         "does not follow the prisoner.",
         "red captures red chief", setup=("red plays chief", "close")),
)
