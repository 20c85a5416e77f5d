"""The Fort Apache tutorial as data: one idea at a time, each on a scripted position.

A :class:`Step` sets up a position (a position string plus scripted actions) and asks the learner to act
for the side whose turn it is. :func:`attempt` judges the answer: a right one is played, followed by the
step's scripted actions (``after``), which fix the dice that follow, so nothing is left to luck; an
answer the game refuses is refused with its verdict and rule; a legal answer that misses the point is
explained.
"""
from __future__ import annotations

from tutor.core import tutorial
from tutor.core.tutorial import Feedback, attempt

from .state import Game

CARDS_FULL = "cowboys=2.2.2.1.1.1 indians=2.2.2.1.2"
WALKWAYS = "north-walkway east-walkway south-walkway west-walkway"
#: the Indians without their 'by a feather' cards, so that a hit kills at once
NO_FEATHERS = "cowboys=2.2.2.1.1.1 indians=0.2.2.1.2"
RINGS = "north-cavalry north-cavalry north-cavalry south-cavalry south-cavalry south-cavalry"


def position(side: str = "cowboys", cowboys: str = WALKWAYS, indians: str = RINGS, *, options: str = "",
             rnd: int = 1, phase: str = "act", buildings: str = "magazine=0 well=0 granary=0 gate=0",
             supply: str = "cowboys=a0/0,e0/0 indians=a0/0,e0/0", cards: str = CARDS_FULL, played: str = "-",
             tail: str = "threat - withdraw - last -") -> str:
    """A position string from the fields a step changes (see notation.py); defaults fill the rest."""
    return " | ".join([f"fort_apache {options}".strip(), f"turn {side} {rnd} {phase}", f"cowboys {cowboys}",
                       f"indians {indians}", f"buildings {buildings}", f"supply {supply}",
                       f"cards {cards} played={played} boost=no", "pending -", tail])


class Step(tutorial.Step):
    """A Fort Apache step; ``after`` starts with the roll that decides a right answer, when there is one
    (``roll 2``, ``roll 3 hits``)."""

    parse = staticmethod(Game.parse)


__all__ = ["STEPS", "Step", "Feedback", "attempt", "position"]


STEPS: tuple[Step, ...] = (
    Step("zones", "The fort, its zones and rings",
         ("fort_apache.setup.forces", "fort_apache.board.zones", "fort_apache.board.rings", "fort_apache.cowboys.shoot",
          "fort_apache.shoot.line_of_fire"),
         position(cards=NO_FEATHERS),
         "You command the four cowboys (blue squares), one on each walkway of the wall. Three Indians ride in "
         "the north cavalry ring and three in the south one. Cowboy 1 stands on the north walkway: shoot an "
         "Indian he can reach.",
         ("cowboy 1 shoots from north walkway at indian 1", "cowboy 1 shoots from north walkway at indian 2",
          "cowboy 1 shoots from north walkway at indian 3"),
         "From a walkway a cowboy reaches only the riders of his own zone. The die said 2, an even "
         "face that counts from the cavalry ring, and the Indian falls (the Indians have no survive card "
         "left to save him).",
         "cowboy 1 shoots from north walkway at indian 4", after=("roll 2",)),
    Step("faces", "Hit faces",
         ("fort_apache.shoot.faces", "fort_apache.resolve.dice", "fort_apache.action.cost"),
         position(indians="north-cavalry north-climbing south-cavalry south-cavalry south-cavalry south-cavalry",
                  cards=NO_FEATHERS),
         "Cowboys hit on even faces, but how many count depends on where the Indian stands: one face (2) in "
         "the cavalry ring, two (2, 4) in the climbing ring. Which shot from the north walkway is likelier "
         "to hit?",
         ("cowboy 1 shoots from north walkway at indian 2",),
         "2 or 4 hits the Indian in the climbing ring, twice the chance. The shot cost one ammunition "
         "(the white marker moved down a box), and a 4 killed him: one die, one life.",
         "cowboy 1 shoots from north walkway at indian 1",
         why_not="Allowed, but an Indian in the cavalry ring is hit only on a 2; the one in the climbing ring "
         "is hit on 2 or 4.", after=("roll 4",)),
    Step("one_each", "One action per figure",
         ("fort_apache.action.one_each",),
         position(cowboys="north-walkway* east-walkway south-walkway west-walkway",
                  indians="north-cavalry north-cavalry east-cavalry south-cavalry south-cavalry south-cavalry",
                  supply="cowboys=a1/0,e0/0 indians=a0/0,e0/0", tail="threat - withdraw - last c1"),
         "Cowboy 1 already shot this turn: he lies on his side. An Indian has reached the east cavalry ring. "
         "Shoot at him with the cowboy who can.",
         ("cowboy 2 shoots from east walkway at indian 3",),
         "Every figure acts once per turn and is laid down when it does; all stand up again when "
         "your turn ends. The die shows 5, an odd face: a miss.",
         "cowboy 1 shoots from north walkway at indian 1", after=("roll 5",)),
    Step("cowboys_move", "Cowboys move",
         ("fort_apache.cowboys.move",),
         position(),
         "Cowboy 1 stands on the north walkway. Take him into the powder magazine of his zone.",
         ("cowboy 1 moves from north walkway to magazine",),
         "One move, for one energy, takes a cowboy from a walkway into a building or to another zone of the "
         "fort. Inside a building, stepping to its water or repair spot is free.",
         "cowboy 1 moves from north walkway to north cavalry"),
    Step("indians_move", "Indians move",
         ("fort_apache.indians.move",),
         position("indians"),
         "Now you lead the six Indians (orange circles with a feather). Bring indian 1 closer to the wall.",
         ("indian 1 moves from north cavalry to north climbing",),
         "An Indian steps between the cavalry and climbing rings of its zone (or to the gate from the "
         "south rings) for one energy. Nobody walks through the wall.",
         "indian 1 moves from north cavalry to north walkway"),
    Step("ride", "The riders' ride",
         ("fort_apache.turn.ride",),
         position(),
         "The cowboys' turn again. The north riders are out of reach of cowboy 2 on the east walkway, but "
         "at the start of the Indian turn every rider in the cavalry ring rides one zone clockwise, for free. "
         "Hold your fire and end the turn.",
         ("end turn",),
         "The riders went north to east and south to west. Cowboys 2 and 4 now have targets.",
         "cowboy 2 shoots from east walkway at indian 1"),
    Step("climb", "Climbing the wall",
         ("fort_apache.indians.climb",),
         position("indians", indians="north-climbing north-cavalry north-cavalry south-cavalry south-cavalry "
                  "south-cavalry"),
         "Indian 1 is in the north climbing ring. Send him up the wall.",
         ("indian 1 climbs at north",),
         "An Indian who was in the climbing ring when your turn began may climb as his action: one energy "
         "and one die, hitting on 1, 3 or 5. The die showed 3: he is on the north walkway.",
         "indian 1 climbs at east", after=("roll 3",)),
    Step("melee", "Hand to hand",
         ("fort_apache.melee", "fort_apache.control.reserve"),
         position(cowboys="north-yard east-walkway south-walkway west-walkway",
                  indians="north-yard north-cavalry north-cavalry south-cavalry south-cavalry south-cavalry",
                  supply="cowboys=a7/7,e2/0 indians=a0/0,e0/0", cards=NO_FEATHERS),
         "An Indian got into the north yard, next to cowboy 1. The cowboys' ammunition column is exhausted "
         "(both markers on the red box). Deal with the intruder.",
         ("cowboy 1 attacks indian 1",),
         "Melee needs no ammunition. One die with three hit faces (2, 4, 6 for a cowboy): a 6, and "
         "the Indian is dead. A shot needs ammunition, and an exhausted column never refills.",
         "cowboy 1 shoots from north yard at indian 1", after=("roll 6",)),
    Step("fire_arrow", "Fire arrows",
         ("fort_apache.indians.fire_arrow", "fort_apache.building.fire"),
         position("indians"),
         "Indian 1 rides in the north cavalry ring, facing the powder magazine. Set it on fire.",
         ("indian 1 shoots a fire arrow from north cavalry at magazine",
          "indian 2 shoots a fire arrow from north cavalry at magazine",
          "indian 3 shoots a fire arrow from north cavalry at magazine"),
         "Outside the wall a fire arrow reaches only the building of your zone, with the same hit "
         "faces as a shot (a 1 from the cavalry ring). The 1 came up: a red cube on the magazine's fire spot.",
         "indian 1 shoots a fire arrow from north cavalry at well", after=("roll 1",)),
    Step("kindle", "Fire from inside",
         ("fort_apache.fire.kindle",),
         position("indians", indians="granary north-cavalry north-cavalry south-cavalry south-cavalry "
                  "south-cavalry"),
         "Indian 1 slipped into the granary. Burn it.",
         ("indian 1 sets fire to granary",),
         "From inside a building an Indian sets fire to it without a roll, for one ammunition.",
         "indian 1 shoots a fire arrow from granary at magazine"),
    Step("water", "Putting a fire out",
         ("fort_apache.well.water", "fort_apache.turn.start"),
         position(cowboys="granary east-walkway south-walkway west-walkway",
                  buildings="magazine=0 well=0 granary=1f gate=0"),
         "The granary burns and cowboy 1 is inside it. Put the fire out.",
         ("cowboy 1 moves from granary to granary extinguish", "cowboys play bucket brigade at granary"),
         "A cowboy on a building's water spot when a cowboy turn begins puts its fire out (the "
         "bucket brigade card does it at once), with water from the well; once the well is destroyed, no "
         "fire can be put out. The damage stays.",
         "cowboy 1 moves from granary to granary repair",
         why_not="Allowed, but the repair spot takes damage away; it does not stop the fire, which would "
         "burn on.", after=("end turn", "end turn")),
    Step("repair", "Repairs",
         ("fort_apache.building.repair",),
         position(cowboys="magazine east-walkway south-walkway west-walkway",
                  buildings="magazine=2 well=0 granary=0 gate=0"),
         "The magazine's fire is out, but its rubble marker stands on the second box. Cowboy 1 is inside.",
         ("cowboy 1 moves from magazine to magazine repair",),
         "Putting out a fire leaves the damage; a cowboy on the repair spot at the start of a cowboy "
         "turn takes one box away each time.",
         "cowboy 1 moves from magazine to magazine extinguish",
         why_not="Allowed, but there is no fire to put out: the water spot does nothing now.",
         after=("end turn", "end turn")),
    Step("burn_down", "Burning down and the explosion",
         ("fort_apache.building.rubble", "fort_apache.magazine.explosion", "fort_apache.control.lost_building"),
         position("indians", cowboys="magazine east-walkway south-walkway west-walkway",
                  buildings="magazine=3f well=0 granary=0 gate=0"),
         "The magazine has burnt for three cowboy turns: its rubble marker is on the third box, and cowboy 1 "
         "is inside. As the Indians, end your turn and watch the start of the cowboys' turn.",
         ("end turn",),
         "The marker left the third box: the magazine is destroyed and explodes, killing cowboy 1. The "
         "cowboys can never reload again, and their extra ammunition cards are discarded.",
         "indian 1 shoots a fire arrow from north cavalry at magazine"),
    Step("gate", "The gate",
         ("fort_apache.gate.assault",),
         position("indians", indians="gate gate gate north-cavalry north-cavalry north-cavalry"),
         "Three Indians have stood at the gate since your turn began. Tie your ropes to it and pull.",
         ("indians assault the gate",),
         "The assault is the action of the three: they lie down, spend one energy and roll three dice, each "
         "hitting on 1, 3 or 5. Three hits: the gate falls (by default three hits in one roll are needed; "
         "the damage reading adds hits up), and the south yard is open.",
         "indian 3 moves from gate to south yard", after=("roll 3 hits",)),
    Step("withdraw_ammo", "Going for ammunition",
         ("fort_apache.control.tracks", "fort_apache.control.withdraw", "fort_apache.magazine.supply"),
         position(supply="cowboys=a6/0,e0/0 indians=a0/0,e0/0"),
         "Cowboy 1's shot took the white marker of the ammunition column to the red box. A cowboy who has "
         "not acted must now go to the magazine for powder. Send cowboy 3.",
         ("cowboy 3 withdraws to magazine",),
         "He leaves his walkway for the magazine, and both markers start again one box lower: the "
         "black marker keeps the shrinking reserve.",
         "cowboy 1 withdraws to magazine",
         setup=("cowboy 1 shoots from north walkway at indian 1", "roll 3")),
    Step("withdraw_food", "Going for food",
         ("fort_apache.granary.supply",),
         position(cowboys="north-yard east-walkway south-walkway west-walkway",
                  supply="cowboys=a0/0,e6/0 indians=a0/0,e0/0"),
         "Cowboy 1's step spent the last energy before the red box. Someone must eat: send cowboy 4.",
         ("cowboy 4 withdraws to granary",),
         "Cowboys go to the granary for energy and to the magazine for ammunition.",
         "cowboy 4 withdraws to magazine", setup=("cowboy 1 moves from north yard to east yard",)),
    Step("camp", "Back to camp",
         ("fort_apache.camp.retreat", "fort_apache.control.reserve"),
         position("indians", supply="cowboys=a0/0,e0/0 indians=a0/0,e6/0"),
         "Indian 1's move used up the Indians' energy box. Send an Indian back to camp to rest: indian 4, "
         "from the south ring.",
         ("indian 4 withdraws to southeast camp",),
         "An Indian from the east or south goes to the south-east camp, from the north or west to the "
         "north-west one. Cowboys can never reach the camps.",
         "indian 4 withdraws to northwest camp", setup=("indian 1 moves from north cavalry to north climbing",)),
    Step("cards", "Cards",
         ("fort_apache.cards.effects",),
         position(supply="cowboys=a4/1,e0/0 indians=a0/0,e0/0"),
         "The cowboys' ammunition marker is low (box 4), but the reserve marker is still on box 1. Refill "
         "without a trip to the magazine.",
         ("cowboys play extra ammunition",),
         "Extra ammunition brings the white marker back up to the black one. Extra food does the same "
         "for energy; the other cards are reconstructed (see data/cards.json).",
         "cowboys play extra food"),
    Step("one_card", "One card per turn",
         ("fort_apache.cards.one_per_turn",),
         position(supply="cowboys=a1/1,e0/0 indians=a0/0,e0/0", cards="cowboys=2.1.2.1.1.1 indians=0.2.2.1.2",
                  played="cowboys"),
         "You just played extra ammunition. Can you also play sharpshooter before cowboy 1 shoots? Try, or "
         "just shoot at indian 1.",
         ("cowboy 1 shoots from north walkway at indian 1",),
         "A side plays one card per turn, and a played card is gone. The 2 came up: a hit.",
         "cowboys play sharpshooter", after=("roll 2",)),
    Step("survive", "By a hair",
         ("fort_apache.cards.survive",),
         position("indians", indians="north-climbing north-cavalry north-cavalry south-cavalry south-cavalry "
                  "south-cavalry"),
         "Indian 1 shot at cowboy 1 from the climbing ring and rolled a 3: a hit. The cowboys hold 'by a "
         "hair'. Save him.",
         ("cowboys play by a hair",),
         "The survive card cancels a hit that would kill, even in the rival's turn. It counts as "
         "the cowboys' card for this turn.",
         "cowboys take the hit", why_not="Allowed, but cowboy 1 dies; the card would have saved him.",
         setup=("indian 1 shoots from north climbing at cowboy 1", "roll 3")),
    Step("win", "Winning",
         ("fort_apache.end.wipe_out",),
         position("indians", cowboys="north-walkway x x x", cards="cowboys=0.2.2.1.1.1 indians=2.2.2.1.2"),
         "One cowboy is left, on the north walkway, with no 'by a hair' card. Finish the battle.",
         ("indian 1 shoots from north cavalry at cowboy 1", "indian 2 shoots from north cavalry at cowboy 1",
          "indian 3 shoots from north cavalry at cowboy 1"),
         "The 1 came up: the last cowboy falls and the Indians win. A side wins when every enemy is dead.",
         "indian 1 shoots from north cavalry at cowboy 2", after=("roll 1",)),
    Step("draw", "A draw",
         ("fort_apache.end.draw",),
         position(supply="cowboys=a7/7,e7/7 indians=a7/7,e7/7"),
         "Neither side has ammunition or energy left: nobody can shoot or move. End the turn.",
         ("end turn",),
         "Both control cards are exhausted: the Indians ride away and the battle is a draw.",
         "cowboy 1 shoots from north walkway at indian 1"),
    Step("turn_limit", "The tutor's turn limit",
         ("fort_apache.end.turn_limit",),
         position(rnd=30),
         "Round 30 of 30: the cowboys, who play second, are finishing the last round. End the turn.",
         ("end turn",),
         "The turn limit is reached: a draw. The preview sets no limit; the tutor adds one (an option) so "
         "that every game ends.",
         "cowboy 1 moves from north walkway to north cavalry"),
)
