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
#: how feedback on the two boost cards begins (their effect is reconstructed: see data/cards.json)
SHARP = "The sharpshooter card (reconstructed) makes the next roll this turn hit on three faces; "
RAIN = "Fire rain (reconstructed) makes the next roll this turn hit on three faces; "


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
         "cowboy 1 shoots from north walkway at indian 4", after=("roll 2",),
         feedback={"cowboy * moves *": "'{choice}' spends one energy on a move and fires no shot: the step asks "
                   "cowboy 1 to shoot a rider of his own zone. [fort_apache.cowboys.shoot]",
                   "cowboy 3 shoots *": "Cowboy 3 does reach the south riders from the south walkway, the same rule "
                   "on another wall; the step asks what cowboy 1, in the north, can reach. "
                   "[fort_apache.shoot.line_of_fire]",
                   "cowboys play sharpshooter": SHARP + "it helps a shot but is none, and the step asks for cowboy "
                   "1's. [fort_apache.cards.effects]",
                   "end turn": "Ending the turn fires no shot, while three riders sit in cowboy 1's zone. "
                   "[fort_apache.cowboys.shoot]",
                   "cowboy 1 shoots from north walkway at indian 4": "Indian 4 rides in the south: from the north "
                   "walkway cowboy 1 reaches only the north riders."}),
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
         "cowboy 1 shoots from north walkway at indian 1", after=("roll 4",),
         feedback={"cowboy 1 shoots from north walkway at indian 1": "Indian 1 is in the cavalry ring, hit only on "
                   "a 2; the one in the climbing ring is hit on 2 or 4. [fort_apache.shoot.faces]",
                   "cowboy 3 shoots *": "Cowboy 3's targets ride in the south cavalry ring, where only a 2 hits: "
                   "one face in six, against two for the climber in the north. [fort_apache.shoot.faces]",
                   "cowboy * moves *": "'{choice}' spends energy on a move and rolls no die: the step compares two "
                   "shots and their hit faces. [fort_apache.shoot.faces]",
                   "cowboys play sharpshooter": SHARP + "the step asks which target the plain faces favour. "
                   "[fort_apache.shoot.faces]",
                   "end turn": "Ending the turn fires nothing; a shot at the climber hits on 2 or 4. "
                   "[fort_apache.shoot.faces]"}),
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
         "cowboy 1 shoots from north walkway at indian 1", after=("roll 5",),
         feedback={"cowboy * moves *": "'{choice}' is that cowboy's one action this turn, and the east rider stays "
                   "unshot; cowboy 2 on the east walkway can reach him. [fort_apache.action.one_each]",
                   "cowboy 3 shoots *": "Cowboy 3 may act too, each figure once, but his targets are the south "
                   "riders; the step asks for the rider in the east. [fort_apache.action.one_each]",
                   "cowboys play extra ammunition": "Extra ammunition refills the column, and you have ammunition "
                   "to shoot with; the step asks who can still act. [fort_apache.cards.effects]",
                   "cowboys play sharpshooter": SHARP + "it is no shot, and the rider in the east is still there. "
                   "[fort_apache.cards.effects]",
                   "cowboys play second wind for cowboy 1": "Second wind (reconstructed) stands cowboy 1 up to act "
                   "again, a card to get round the rule; cowboy 2 has not acted and needs no card. "
                   "[fort_apache.action.one_each]",
                   "end turn": "Ending the turn gives the east rider free rein, while cowboy 2 has not acted yet "
                   "and can shoot. [fort_apache.action.one_each]",
                   "cowboy 1 shoots from north walkway at indian 1": "Cowboy 1 lies on his side: he has acted this "
                   "turn. Ask a cowboy who stands."}),
    Step("cowboys_move", "Cowboys move",
         ("fort_apache.cowboys.move",),
         position(),
         "Cowboy 1 stands on the north walkway. Take him into the powder magazine of his zone.",
         ("cowboy 1 moves from north walkway to magazine",),
         "One move, for one energy, takes a cowboy from a walkway into a building or to another zone of the "
         "fort. Inside a building, stepping to its water or repair spot is free.",
         "cowboy 1 moves from north walkway to north cavalry",
         feedback={"cowboy 1 moves from north walkway to magazine *": "'{choice}' takes him to one of the "
                   "magazine's working spots, for fire or damage; with nothing burning or broken, the room itself is "
                   "the place. [fort_apache.cowboys.move]",
                   "cowboy 1 moves from north walkway to *": "'{choice}' is a legal move too, one energy like every "
                   "move, but it does not take him into the magazine. [fort_apache.cowboys.move]",
                   "cowboy [234] moves *": "'{choice}' moves another cowboy; the step asks for cowboy 1 and the "
                   "magazine. [fort_apache.cowboys.move]",
                   "cowboy * shoots *": "'{choice}' is a shot, paid in ammunition; the step is about moving, paid "
                   "in energy. [fort_apache.action.cost]",
                   "cowboys play sharpshooter": SHARP + "no roll comes with a move. [fort_apache.cards.effects]",
                   "end turn": "Ending the turn leaves cowboy 1 on the walkway; one move takes him into the "
                   "magazine. [fort_apache.cowboys.move]",
                   "cowboy 1 moves from north walkway to north cavalry": "The cavalry ring lies outside the wall: "
                   "cowboys never leave the fort."}),
    Step("indians_move", "Indians move",
         ("fort_apache.indians.move",),
         position("indians"),
         "Now you lead the six Indians (orange circles with a feather). Bring indian 1 closer to the wall.",
         ("indian 1 moves from north cavalry to north climbing",),
         "An Indian steps between the cavalry and climbing rings of its zone (or to the gate from the "
         "south rings) for one energy. Nobody walks through the wall.",
         "indian 1 moves from north cavalry to north walkway",
         feedback={"indian [23] moves *": "'{choice}' brings another north rider closer; the step asks for indian "
                   "1. [fort_apache.indians.move]",
                   "indian [456] moves *": "'{choice}' moves a south rider (from the south rings the gate is also "
                   "in reach); the step asks for indian 1, in the north. [fort_apache.indians.move]",
                   "indian * shoots a fire arrow *": "'{choice}' aims at the magazine, paid in ammunition, and "
                   "brings nobody nearer the wall. [fort_apache.indians.fire_arrow]",
                   "indian * shoots from *": "'{choice}' is a shot at a cowboy, paid in ammunition; the step is "
                   "about moving, paid in energy. [fort_apache.action.cost]",
                   "indians play fire rain": RAIN + "a move rolls no die. [fort_apache.cards.effects]",
                   "end turn": "Ending the turn leaves indian 1 in the cavalry ring, far from the wall. "
                   "[fort_apache.indians.move]",
                   "indian 1 moves from north cavalry to north walkway": "Nobody walks through the wall: from the "
                   "rings an Indian reaches the walkway only by climbing."}),
    Step("ride", "The riders' ride",
         ("fort_apache.turn.ride",),
         position(),
         "The cowboys' turn again. The north riders are out of reach of cowboy 2 on the east walkway, but "
         "at the start of the Indian turn every rider in the cavalry ring rides one zone clockwise, for free. "
         "Hold your fire and end the turn.",
         ("end turn",),
         "The riders went north to east and south to west. Cowboys 2 and 4 now have targets.",
         "cowboy 2 shoots from east walkway at indian 1",
         feedback={"cowboy * moves *": "'{choice}' spends energy to chase riders who come round for free: at the "
                   "start of the Indian turn every rider rides one zone on. [fort_apache.turn.ride]",
                   "cowboy * shoots *": "'{choice}' is a fair shot, but this step is about the ride: hold your fire "
                   "and watch where the riders go. [fort_apache.turn.ride]",
                   "cowboys play sharpshooter": SHARP + "this turn you hold your fire. [fort_apache.turn.ride]",
                   "cowboy 2 shoots from east walkway at indian 1": "Indian 1 rides in the north: from the east "
                   "walkway cowboy 2 reaches only the east."}),
    Step("climb", "Climbing the wall",
         ("fort_apache.indians.climb",),
         position("indians", indians="north-climbing north-cavalry north-cavalry south-cavalry south-cavalry "
                  "south-cavalry"),
         "Indian 1 is in the north climbing ring. Send him up the wall.",
         ("indian 1 climbs at north",),
         "An Indian who was in the climbing ring when your turn began may climb as his action: one energy "
         "and one die, hitting on 1, 3 or 5. The die showed 3: he is on the north walkway.",
         "indian 1 climbs at east", after=("roll 3",),
         feedback={"indian 1 moves *": "'{choice}' moves him along the rings for energy and without a roll; from "
                   "the climbing ring he may climb the wall instead. [fort_apache.indians.climb]",
                   "indian [23456] moves *": "'{choice}' moves another rider; only indian 1 began the turn in the "
                   "climbing ring, so only he may climb. [fort_apache.indians.climb]",
                   "indian * shoots *": "'{choice}' is a shot, not a climb: indian 1 is at the foot of the wall and "
                   "may go up it. [fort_apache.indians.climb]",
                   "indians play fire rain": RAIN + "it could help a climb, but it is not one. "
                   "[fort_apache.cards.effects]",
                   "end turn": "Ending the turn leaves indian 1 at the foot of the wall; climbing is his action "
                   "now. [fort_apache.indians.climb]",
                   "indian 1 climbs at east": "Indian 1 is in the north climbing ring: he climbs the wall of his "
                   "own zone."}),
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
         "cowboy 1 shoots from north yard at indian 1", after=("roll 6",),
         feedback={"cowboy 1 moves *": "'{choice}' walks away from the intruder, who stays in the fort; a fight "
                   "hand to hand needs no ammunition and costs nothing. [fort_apache.melee]",
                   "cowboy [234] moves *": "'{choice}' brings another cowboy, for energy; cowboy 1 already stands "
                   "beside the intruder, and melee is free. [fort_apache.melee]",
                   "cowboys play extra food": "Extra food refills energy; what has run out is ammunition, and melee "
                   "needs none. [fort_apache.melee]",
                   "cowboys play sharpshooter": SHARP + "it is no attack in itself. [fort_apache.melee]",
                   "end turn": "Ending the turn leaves the intruder in the yard; cowboy 1 can fight him for free. "
                   "[fort_apache.melee]",
                   "cowboy 1 shoots from north yard at indian 1": "The ammunition column is exhausted: no more "
                   "shots, ever. Melee needs no ammunition."}),
    Step("fire_arrow", "Fire arrows",
         ("fort_apache.indians.fire_arrow", "fort_apache.building.fire"),
         position("indians"),
         "Indian 1 rides in the north cavalry ring, facing the powder magazine. Set it on fire.",
         ("indian 1 shoots a fire arrow from north cavalry at magazine",
          "indian 2 shoots a fire arrow from north cavalry at magazine",
          "indian 3 shoots a fire arrow from north cavalry at magazine"),
         "Outside the wall a fire arrow reaches only the building of your zone, with the same hit "
         "faces as a shot (a 1 from the cavalry ring). The 1 came up: a red cube on the magazine's fire spot.",
         "indian 1 shoots a fire arrow from north cavalry at well", after=("roll 1",),
         feedback={"indian * moves *": "'{choice}' spends energy on a move and lights nothing. "
                   "[fort_apache.indians.fire_arrow]",
                   "indian * shoots from *": "'{choice}' shoots at a cowboy, not at the magazine; a fire arrow "
                   "flies at the building of the zone. [fort_apache.indians.fire_arrow]",
                   "indians play fire rain": RAIN + "a fine help for a fire arrow, but it sets nothing alight. "
                   "[fort_apache.cards.effects]",
                   "end turn": "Ending the turn lets the magazine be; a fire arrow from the north cavalry ring can "
                   "set it alight. [fort_apache.indians.fire_arrow]",
                   "indian 1 shoots a fire arrow from north cavalry at well": "From outside the wall a fire arrow "
                   "reaches only the building of its zone, here the magazine."}),
    Step("kindle", "Fire from inside",
         ("fort_apache.fire.kindle",),
         position("indians", indians="granary north-cavalry north-cavalry south-cavalry south-cavalry "
                  "south-cavalry"),
         "Indian 1 slipped into the granary. Burn it.",
         ("indian 1 sets fire to granary",),
         "From inside a building an Indian sets fire to it without a roll, for one ammunition.",
         "indian 1 shoots a fire arrow from granary at magazine",
         feedback={"indian 1 moves *": "'{choice}' takes indian 1 out of the granary, the one place he can burn "
                   "without a roll. [fort_apache.fire.kindle]",
                   "indian [23456] *": "'{choice}' is another Indian's action, with a roll to make; indian 1, "
                   "inside the granary, burns it without one. [fort_apache.fire.kindle]",
                   "indians play fire rain": RAIN + "setting fire from inside needs no roll at all. "
                   "[fort_apache.fire.kindle]",
                   "end turn": "Ending the turn wastes indian 1's place inside the granary. "
                   "[fort_apache.fire.kindle]"}),
    Step("water", "Putting a fire out",
         ("fort_apache.well.water", "fort_apache.turn.start"),
         position(cowboys="granary east-walkway south-walkway west-walkway",
                  buildings="magazine=0 well=0 granary=1f gate=0"),
         "The granary burns and cowboy 1 is inside it. Put the fire out.",
         ("cowboy 1 moves from granary to granary extinguish", "cowboys play bucket brigade at granary"),
         "A cowboy on a building's water spot when a cowboy turn begins puts its fire out (the "
         "bucket brigade card does it at once), with water from the well; once the well is destroyed, no "
         "fire can be put out. The damage stays.",
         "cowboy 1 moves from granary to granary repair", after=("end turn", "end turn"),
         feedback={"cowboy 1 moves from granary to granary repair": "The repair spot takes damage away; it does not "
                   "stop the fire, which would burn on. [fort_apache.building.repair]",
                   "cowboy 1 moves from granary to *": "'{choice}' takes cowboy 1 away from the burning granary; "
                   "standing on its water spot when your next turn begins is what puts the fire out. "
                   "[fort_apache.well.water]",
                   "cowboy [234] moves from * to granary extinguish": "'{choice}' would put the fire out too, but "
                   "costs a move's energy; cowboy 1, already inside, steps to the water spot for free. "
                   "[fort_apache.well.water]",
                   "cowboy [234] moves *": "'{choice}' sends another cowboy elsewhere, and nobody stands on the "
                   "granary's water spot: the fire burns on. [fort_apache.well.water]",
                   "cowboy 3 shoots *": "'{choice}' is a fair shot, but the granary burns on, and a fire left alone "
                   "turns into damage every cowboy turn. [fort_apache.building.rubble]",
                   "cowboys play sharpshooter": SHARP + "the fire needs water, not dice. [fort_apache.well.water]",
                   "end turn": "Ending the turn with nobody on the water spot leaves the fire burning and the "
                   "damage growing. [fort_apache.building.rubble]"}),
    Step("repair", "Repairs",
         ("fort_apache.building.repair",),
         position(cowboys="magazine east-walkway south-walkway west-walkway",
                  buildings="magazine=2 well=0 granary=0 gate=0"),
         "The magazine's fire is out, but its rubble marker stands on the second box. Cowboy 1 is inside.",
         ("cowboy 1 moves from magazine to magazine repair",),
         "Putting out a fire leaves the damage; a cowboy on the repair spot at the start of a cowboy "
         "turn takes one box away each time.",
         "cowboy 1 moves from magazine to magazine extinguish", after=("end turn", "end turn"),
         feedback={"cowboy 1 moves from magazine to magazine extinguish": "The extinguishing spot is the water "
                   "spot, and there is no fire to put out: it does nothing now. [fort_apache.well.water]",
                   "cowboy 1 moves from magazine to *": "'{choice}' takes cowboy 1 away from the damaged magazine; "
                   "the repair spot, one free step inside, is where damage is mended. [fort_apache.building.repair]",
                   "cowboy [234] moves from * to magazine repair": "'{choice}' would repair too, but costs a move's "
                   "energy; cowboy 1, already inside, steps to the repair spot for free. "
                   "[fort_apache.building.repair]",
                   "cowboy [234] moves *": "'{choice}' moves another cowboy elsewhere, and nobody stands on the "
                   "repair spot: the damage stays. [fort_apache.building.repair]",
                   "cowboy 3 shoots *": "'{choice}' is a fair shot, but the magazine's damage stays until someone "
                   "stands on its repair spot. [fort_apache.building.repair]",
                   "cowboys play sharpshooter": SHARP + "repairs need no dice. [fort_apache.building.repair]",
                   "end turn": "Ending the turn with nobody on the repair spot leaves the magazine as damaged as it "
                   "is. [fort_apache.building.repair]"}),
    Step("burn_down", "Burning down and the explosion",
         ("fort_apache.building.rubble", "fort_apache.magazine.explosion", "fort_apache.control.lost_building"),
         position("indians", cowboys="magazine east-walkway south-walkway west-walkway",
                  buildings="magazine=3f well=0 granary=0 gate=0"),
         "The magazine has burnt for three cowboy turns: its rubble marker is on the third box, and cowboy 1 "
         "is inside. As the Indians, end your turn and watch the start of the cowboys' turn.",
         ("end turn",),
         "The marker left the third box: the magazine is destroyed and explodes, killing cowboy 1. The "
         "cowboys can never reload again, and their extra ammunition cards are discarded.",
         "indian 1 shoots a fire arrow from north cavalry at magazine",
         feedback={"indian * moves *": "'{choice}' is a move like any other; this step is about what the start of "
                   "the cowboys' turn does to the burning magazine: end your turn and watch. "
                   "[fort_apache.building.rubble]",
                   "indian * shoots *": "'{choice}' is a shot like any other; this step is about what the start of "
                   "the cowboys' turn does to the burning magazine: end your turn and watch. "
                   "[fort_apache.building.rubble]",
                   "indians play fire rain": RAIN + "the magazine burns already, and no roll is needed for what "
                   "comes. [fort_apache.building.rubble]",
                   "indian 1 shoots a fire arrow from north cavalry at magazine": "The magazine burns already; what "
                   "is left is to let the cowboys' turn begin."}),
    Step("gate", "The gate",
         ("fort_apache.gate.assault",),
         position("indians", indians="gate gate gate north-cavalry north-cavalry north-cavalry"),
         "Three Indians have stood at the gate since your turn began. Tie your ropes to it and pull.",
         ("indians assault the gate",),
         "The assault is the action of the three: they lie down, spend one energy and roll three dice, each "
         "hitting on 1, 3 or 5. Three hits: the gate falls (by default three hits in one roll are needed; "
         "the damage reading adds hits up), and the south yard is open.",
         "indian 3 moves from gate to south yard", after=("roll 3 hits",),
         feedback={"indian [123] moves from gate *": "'{choice}' takes one of the three away from the gate: the "
                   "assault needs all three standing there. [fort_apache.gate.assault]",
                   "indian [123] shoots *": "'{choice}' spends one of the three Indians' action on a shot: he lies "
                   "down, and the assault needs three who have not acted. [fort_apache.gate.assault]",
                   "indian [456] *": "'{choice}' is an action of a rider away from the gate, while the three at the "
                   "gate can pull it down now. [fort_apache.gate.assault]",
                   "indians play fire rain": RAIN + "it is no assault, and the three at the gate still have to "
                   "pull. [fort_apache.gate.assault]",
                   "end turn": "Ending the turn leaves the three at the gate idle; together they can pull it down "
                   "now. [fort_apache.gate.assault]",
                   "indian 3 moves from gate to south yard": "The gate is shut: nobody gets into the yard until it "
                   "falls."}),
    Step("withdraw_ammo", "Going for ammunition",
         ("fort_apache.control.tracks", "fort_apache.control.withdraw", "fort_apache.magazine.supply"),
         position(supply="cowboys=a6/0,e0/0 indians=a0/0,e0/0"),
         "Cowboy 1's shot took the white marker of the ammunition column to the red box. A cowboy who has "
         "not acted must now go to the magazine for powder: send one.",
         ("cowboy 3 withdraws to magazine", "cowboy 2 withdraws to magazine", "cowboy 4 withdraws to magazine"),
         "He leaves his walkway for the magazine, and both markers start again one box lower: the "
         "black marker keeps the shrinking reserve.",
         "cowboy 1 withdraws to magazine",
         setup=("cowboy 1 shoots from north walkway at indian 1", "roll 3"),
         feedback={"cowboy 1 withdraws to magazine": "Cowboy 1 has acted (he shot): the one who goes must be a "
                   "cowboy still standing."}),
    Step("withdraw_food", "Going for food",
         ("fort_apache.granary.supply",),
         position(cowboys="north-yard east-walkway south-walkway west-walkway",
                  supply="cowboys=a0/0,e6/0 indians=a0/0,e0/0"),
         "Cowboy 1's step spent the last energy before the red box. A cowboy who has not acted must eat: "
         "send one.",
         ("cowboy 4 withdraws to granary", "cowboy 2 withdraws to granary", "cowboy 3 withdraws to granary"),
         "Cowboys go to the granary for energy and to the magazine for ammunition.",
         "cowboy 4 withdraws to magazine", setup=("cowboy 1 moves from north yard to east yard",),
         feedback={"cowboy 4 withdraws to magazine": "The column that ran dry is energy: food comes from the "
                   "granary, powder from the magazine."}),
    Step("camp", "Back to camp",
         ("fort_apache.camp.retreat", "fort_apache.control.reserve"),
         position("indians", supply="cowboys=a0/0,e0/0 indians=a0/0,e6/0"),
         "Indian 1's move used up the Indians' energy box. Send an Indian who has not acted back to camp "
         "to rest.",
         ("indian 4 withdraws to southeast camp", "indian 5 withdraws to southeast camp",
          "indian 6 withdraws to southeast camp", "indian 2 withdraws to northwest camp",
          "indian 3 withdraws to northwest camp"),
         "An Indian from the east or south goes to the south-east camp, from the north or west to the "
         "north-west one. Cowboys can never reach the camps.",
         "indian 4 withdraws to northwest camp", setup=("indian 1 moves from north cavalry to north climbing",),
         feedback={"indian 4 withdraws to northwest camp": "Indian 4 stands in the south: Indians from the south or "
                   "east rest in the south-east camp."}),
    Step("cards", "Cards",
         ("fort_apache.cards.effects",),
         position(supply="cowboys=a4/1,e0/0 indians=a0/0,e0/0"),
         "The cowboys' ammunition marker is low (box 4), but the reserve marker is still on box 1. Refill "
         "without a trip to the magazine.",
         ("cowboys play extra ammunition",),
         "Extra ammunition brings the white marker back up to the black one. Extra food does the same "
         "for energy; the other cards are reconstructed (see data/cards.json).",
         "cowboys play extra food",
         feedback={"cowboy * moves *": "'{choice}' spends energy on a move and refills nothing; the card refills "
                   "the ammunition where you stand. [fort_apache.cards.effects]",
                   "cowboy * shoots *": "'{choice}' spends more of the low ammunition; the card refills it first. "
                   "[fort_apache.cards.effects]",
                   "cowboys play sharpshooter": SHARP + "it brings no ammunition, and with one card per turn the "
                   "refill would have to wait. [fort_apache.cards.one_per_turn]",
                   "end turn": "Ending the turn leaves the ammunition low; the extra ammunition card refills it "
                   "without a trip. [fort_apache.cards.effects]",
                   "cowboys play extra food": "Extra food refills energy, and energy is full: what is low is "
                   "ammunition."}),
    Step("one_card", "One card per turn",
         ("fort_apache.cards.one_per_turn",),
         position(supply="cowboys=a1/1,e0/0 indians=a0/0,e0/0", cards="cowboys=2.1.2.1.1.1 indians=0.2.2.1.2",
                  played="cowboys"),
         "You just played extra ammunition. Can you also play sharpshooter before cowboy 1 shoots? Try, or "
         "just shoot with cowboy 1.",
         ("cowboy 1 shoots from north walkway at indian 1", "cowboy 1 shoots from north walkway at indian 2",
          "cowboy 1 shoots from north walkway at indian 3"),
         "A side plays one card per turn, and a played card is gone. The 2 came up: a hit.",
         "cowboys play sharpshooter", after=("roll 2",),
         feedback={"cowboy * moves *": "'{choice}' spends energy on a move; the question is whether cowboy 1 may "
                   "shoot with a second card, and he may only shoot without. [fort_apache.cards.one_per_turn]",
                   "cowboy 3 shoots *": "'{choice}' is allowed too, but the step asks "
                   "about cowboy 1's shot, made without a second card. [fort_apache.cards.one_per_turn]",
                   "end turn": "Ending the turn wastes cowboy 1's shot; the card is not needed to shoot. "
                   "[fort_apache.cards.one_per_turn]",
                   "cowboys play sharpshooter": "You played extra ammunition this turn, and a side plays one card "
                   "per turn."}),
    Step("survive", "By a hair",
         ("fort_apache.cards.survive",),
         position("indians", indians="north-climbing north-cavalry north-cavalry south-cavalry south-cavalry "
                  "south-cavalry"),
         "Indian 1 shot at cowboy 1 from the climbing ring and rolled a 3: a hit. The cowboys hold 'by a "
         "hair'. Save him.",
         ("cowboys play by a hair",),
         "The survive card cancels a hit that would kill, even in the rival's turn. It counts as "
         "the cowboys' card for this turn.",
         "cowboys take the hit",
         setup=("indian 1 shoots from north climbing at cowboy 1", "roll 3"),
         feedback={"cowboys take the hit": "Taking the hit kills cowboy 1; 'by a hair' would have saved him. "
                   "[fort_apache.cards.survive]"}),
    Step("win", "Winning",
         ("fort_apache.end.wipe_out",),
         position("indians", cowboys="north-walkway x x x", cards="cowboys=0.2.2.1.1.1 indians=2.2.2.1.2"),
         "One cowboy is left, on the north walkway, with no 'by a hair' card. Finish the battle.",
         ("indian 1 shoots from north cavalry at cowboy 1", "indian 2 shoots from north cavalry at cowboy 1",
          "indian 3 shoots from north cavalry at cowboy 1"),
         "The 1 came up: the last cowboy falls and the Indians win. A side wins when every enemy is dead.",
         "indian 1 shoots from north cavalry at cowboy 2", after=("roll 1",),
         feedback={"indian * moves *": "'{choice}' spends the action on a move, while the last cowboy stands in "
                   "reach of the north riders: a hit ends the battle. [fort_apache.end.wipe_out]",
                   "indian * shoots a fire arrow *": "'{choice}' burns a building; the battle is won by killing the "
                   "last cowboy, not by fire. [fort_apache.end.wipe_out]",
                   "indians play fire rain": RAIN + "a good card to play before the shot, but not the shot that "
                   "ends the battle. [fort_apache.cards.effects]",
                   "end turn": "Ending the turn spares the last cowboy, who stands in reach of three riders. "
                   "[fort_apache.end.wipe_out]",
                   "indian 1 shoots from north cavalry at cowboy 2": "Cowboy 2 is dead already: only cowboy 1 is "
                   "left."}),
    Step("draw", "A draw",
         ("fort_apache.end.draw",),
         position(supply="cowboys=a7/7,e7/7 indians=a7/7,e7/7"),
         "Neither side has ammunition or energy left: nobody can shoot or move. End the turn.",
         ("end turn",),
         "Both control cards are exhausted: the Indians ride away and the battle is a draw.",
         "cowboy 1 shoots from north walkway at indian 1",
         feedback={"cowboys play sharpshooter": SHARP + "with no ammunition nobody can shoot, so it changes "
                   "nothing. [fort_apache.end.draw]",
                   "cowboy 1 shoots from north walkway at indian 1": "No ammunition is left: nobody can shoot."}),
    Step("turn_limit", "The tutor's turn limit",
         ("fort_apache.end.turn_limit",),
         position(rnd=30),
         "Round 30 of 30: the cowboys, who play second, are finishing the last round. End the turn.",
         ("end turn",),
         "The turn limit is reached: a draw. The preview sets no limit; the tutor adds one (an option) so "
         "that every game ends.",
         "cowboy 1 moves from north walkway to north cavalry",
         feedback={"cowboy * moves * | cowboy * shoots *": "'{choice}' is allowed, but the battle ends as this turn "
                   "does, whatever you do: the step shows the limit, so end the turn. [fort_apache.end.turn_limit]",
                   "cowboys play sharpshooter": SHARP + "no roll can change a battle that ends with this turn. "
                   "[fort_apache.end.turn_limit]",
                   "cowboy 1 moves from north walkway to north cavalry": "The cavalry ring lies outside the wall: "
                   "cowboys never leave the fort."}),
)
