"""Fort Apache's rules in the project's own words, and its interpretation register.

Source: ``fort-apache.es.txt``, a designer's preview in Spanish; section names are its headings.
"""
from __future__ import annotations

from tutor.core import Interpretation, Reading, Rule, register

RULES = (
    Rule("fort_apache.board.zones", "Four zones",
         "The board is split into four triangular zones, north, east, south and west. The fort sits in the "
         "middle; its powder magazine, granary and well stand inside it, each in one zone.",
         "EL TABLERO"),
    Rule("fort_apache.board.rings", "Around the fort",
         "Outside the wall every zone has two rings for the mounted Indians: the climbing ring next to the "
         "wall and the cavalry ring further out. On the wall, every zone has a walkway from which cowboys shoot.",
         "EL TABLERO"),
    Rule("fort_apache.shoot.line_of_fire", "Line of fire",
         "Outside the fort you can only hit targets in your own zone: the walkway of that zone, or its "
         "building with fire arrows. Inside the fort you can hit anything inside. A figure inside a building "
         "can only be attacked by figures in that same building.",
         "EL TABLERO, EDIFICACIONES"),
    Rule("fort_apache.shoot.faces", "Hit faces",
         "Cowboys hit on even faces, Indians on odd ones. How many of those faces count depends on where the "
         "Indian involved stands: one from the cavalry ring (1 or 2), two from the climbing ring or the gate "
         "(1, 3 or 2, 4), all three once inside the fort (1, 3, 5 or 2, 4, 6).",
         "EL TABLERO, LOS INDIOS, RESOLVER LAS ACCIONES"),
    Rule("fort_apache.building.fire", "Fire",
         "Only fire harms a building. A fire arrow that hits puts a red cube on the building's fire spot.",
         "EDIFICACIONES"),
    Rule("fort_apache.building.rubble", "Burning down",
         "At the start of each cowboy turn, every burning building moves its rubble marker one box along its "
         "track of three. A building whose marker leaves the third box is destroyed, and so is everyone in it.",
         "EDIFICACIONES"),
    Rule("fort_apache.building.repair", "Damage stays",
         "Putting a fire out removes the cube but not the damage; each repair takes one box of damage away.",
         "EDIFICACIONES"),
    Rule("fort_apache.gate.assault", "The gate",
         "Three Indians standing at the gate may try to pull it down with three dice. The gate reading in "
         "force decides whether three hits are needed in one roll or hits add up as damage until repaired. "
         "A fallen gate lets Indians walk into the south yard.",
         "LA PUERTA, LOS INDIOS, RESOLVER LAS ACCIONES"),
    Rule("fort_apache.fire.kindle", "Setting fire from inside",
         "An Indian inside a building sets fire to it without a roll.",
         "LA PUERTA, LOS INDIOS"),
    Rule("fort_apache.magazine.supply", "The powder magazine",
         "Cowboys go to the magazine to reload. Once its reserve is used up or it is destroyed, they cannot "
         "reload any more and can only shoot what is left on their card.",
         "EL POLVORÍN, LA CARTA DE CONTROL"),
    Rule("fort_apache.magazine.explosion", "The explosion",
         "A destroyed magazine blows up and kills the figures in it (the explosion reading in force says how far).",
         "EL POLVORÍN"),
    Rule("fort_apache.granary.supply", "The granary",
         "Cowboys go to the granary to eat and get their energy back. Once its food is eaten or it is "
         "destroyed, they can no longer do anything that costs energy once their card runs dry.",
         "EL GRANERO, LA CARTA DE CONTROL"),
    Rule("fort_apache.well.water", "The well",
         "The well gives endless water to put out fires; once it is destroyed no fire can be put out.",
         "EL POZO"),
    Rule("fort_apache.camp.retreat", "The Indian camps",
         "Cowboys cannot reach the two camps, north-west and south-east. An Indian who withdraws to rest or "
         "rearm goes to the camp on the side of the fort where it stands: from north or west to the "
         "north-west camp, from east or south to the south-east one. It rides out again to a cavalry ring "
         "next to its camp.",
         "CAMPAMENTOS INDIOS, LA CARTA DE CONTROL"),
    Rule("fort_apache.turn.start", "Start of a turn",
         "Where your figures stand when your turn begins is what they did during the rival's turn, and it "
         "takes effect now: a cowboy on a building's water spot puts its fire out, one on a repair spot "
         "repairs one box, an Indian who climbed rolls to get over the wall, three Indians at the gate try "
         "to pull it down. Then burning buildings burn (cowboys) or riders ride (Indians).",
         "EL TURNO"),
    Rule("fort_apache.turn.ride", "The ride",
         "Riders in the cavalry ring always move one zone clockwise at the start of the Indian turn, all "
         "the same way, for free.",
         "LOS INDIOS"),
    Rule("fort_apache.action.one_each", "One action per figure",
         "Each figure may act once per turn and is laid down when it does; figures stand up again when "
         "their side's turn ends. Nobody has to act.",
         "LAS ACCIONES, LOS COWBOYS, LOS INDIOS"),
    Rule("fort_apache.action.cost", "What actions cost",
         "Moving, climbing and other exertions cost one energy; shooting bullets, arrows or fire arrows "
         "costs one ammunition. The riders' ride, melee and moving within one building are free.",
         "LAS ACCIONES"),
    Rule("fort_apache.control.tracks", "The control card",
         "Each side's control card has an ammunition column and an energy column. Every spend moves the "
         "white marker down a box; nothing can be spent on an exhausted column.",
         "LA CARTA DE CONTROL"),
    Rule("fort_apache.control.withdraw", "Going for supplies",
         "When a white marker reaches the red box, the side must withdraw a standing figure (or, if all "
         "have acted, the last one that did): Indians to their camp, cowboys to the magazine (ammunition) "
         "or the granary (energy). The white and black markers then start again one box lower.",
         "LA CARTA DE CONTROL"),
    Rule("fort_apache.control.reserve", "A shrinking reserve",
         "The black marker moves down a box with every resupply, so each refill is one box shorter. When it "
         "reaches the red box, that column is exhausted for the rest of the battle.",
         "LA CARTA DE CONTROL"),
    Rule("fort_apache.control.lost_building", "A lost supply building",
         "If the magazine or the granary is destroyed, cowboys no longer go there: the column is exhausted "
         "when it runs dry, and the matching extra card is discarded.",
         "LA CARTA DE CONTROL, EDIFICACIONES (note)"),
    Rule("fort_apache.cowboys.shoot", "Cowboys shoot",
         "Four cowboys defend the fort. A cowboy shoots from a walkway at riders of its zone; while Indians "
         "are inside the fort, a cowboy anywhere in it may shoot at them.",
         "LOS COWBOYS"),
    Rule("fort_apache.cowboys.move", "Cowboys move",
         "A cowboy moves inside the fort one step: between a walkway and its yard, between neighbouring "
         "yards, into a building and out, or onto the building's water or repair spot (free inside it).",
         "LOS COWBOYS, LAS ACCIONES"),
    Rule("fort_apache.indians.move", "Indians move",
         "Six Indians attack. An Indian moves between the cavalry and climbing rings of its zone, or to the "
         "gate from the south rings, for one energy.",
         "LOS INDIOS"),
    Rule("fort_apache.indians.climb", "Climbing",
         "An Indian in the climbing ring may spend an action and one energy to climb; the roll comes at the "
         "start of the next Indian turn and on a hit (1, 3 or 5) puts it on that zone's walkway.",
         "LOS INDIOS, EL TURNO, RESOLVER LAS ACCIONES"),
    Rule("fort_apache.indians.fire_arrow", "Fire arrows",
         "An Indian shoots a fire arrow at the building of its zone (from inside the fort, at any building) "
         "with the same hit faces as a shot at a cowboy; a hit sets it burning.",
         "LOS INDIOS, RESOLVER LAS ACCIONES"),
    Rule("fort_apache.melee", "Melee",
         "A cowboy and an Indian in the same place may fight hand to hand: free, one die, three hit faces, "
         "and a hit kills.",
         "LOS COWBOYS, LOS INDIOS"),
    Rule("fort_apache.resolve.dice", "Dice",
         "One six-sided die decides a shot, a fire arrow, a climb or a melee; a hit kills at once, since "
         "every figure has a single life.",
         "RESOLVER LAS ACCIONES"),
    Rule("fort_apache.cards.one_per_turn", "Cards",
         "Each side has its own deck of nine single-use cards and may play one per turn: one in its own turn "
         "and one in the rival's. A played card is gone.",
         "LAS CARTAS"),
    Rule("fort_apache.cards.survive", "Survive a hit",
         "The cowboys' 'by a hair' card (Por los pelos) and the Indians' 'by a feather' card (Por las plumas) "
         "cancel a hit that would kill one of the side's figures.",
         "LOS COWBOYS, LOS INDIOS"),
    Rule("fort_apache.cards.effects", "Other cards",
         "Extra ammunition and extra food refill a column without a trip to the magazine or granary. The "
         "other cards are reconstructed (see data/cards.json).",
         "LAS CARTAS, LA CARTA DE CONTROL"),
    Rule("fort_apache.end.wipe_out", "Winning",
         "A side wins when every enemy figure is dead.",
         "EL GANADOR"),
    Rule("fort_apache.end.draw", "Draw",
         "If both sides have exhausted both ammunition and energy, the Indians ride away and the battle is a "
         "draw. While energy remains, figures can still close in and fight hand to hand.",
         "EL GANADOR, LA CARTA DE CONTROL"),
    Rule("fort_apache.end.turn_limit", "Turn limit (tutor)",
         "So that every game ends, the tutor calls a draw when the turn limit in force is reached.",
         "not in the preview"),
)
register(RULES)

INTERPRETATIONS = (
    Interpretation(
        "fort_apache.interp.gate", "What does it take to pull down the gate?",
        (Reading("one_roll", "three hits in one roll of three dice; a roll with fewer does nothing"),
         Reading("damage", "every hit is a point of damage that stays until a cowboy repairs it; three "
                 "points break the gate")),
        "one_roll",
        "The gate section says both. The action lists in LOS INDIOS and RESOLVER LAS ACCIONES repeat the "
        "one-roll wording, so it is the default; the damage reading is one option away.",
        "LA PUERTA, LOS INDIOS, RESOLVER LAS ACCIONES", option="gate"),
    Interpretation(
        "fort_apache.interp.first", "Who plays first?",
        (Reading("indians", "the Indians, who attack"), Reading("cowboys", "the cowboys")),
        "indians",
        "The preview does not say. The attackers open the battle, and the cowboys' start-of-turn "
        "effects only make sense after a rival turn.",
        "EL TURNO", option="first"),
    Interpretation(
        "fort_apache.interp.indian_start", "Where do the Indians start?",
        (Reading("rings", "three in the north cavalry ring and three in the south one, just ridden out of "
                 "the north-west and south-east camps clockwise"),
         Reading("camps", "three in each camp; they ride out with their first actions")),
        "rings",
        "The preview gives no set-up. Starting in the rings gets the battle going at once.",
        "CAMPAMENTOS INDIOS (no set-up section)", option="indian_start"),
    Interpretation(
        "fort_apache.interp.cowboy_start", "Where do the cowboys start?",
        (Reading("walkways", "one cowboy on each of the four walkways"),),
        "walkways",
        "Four cowboys and four shooting positions: the preview gives no set-up, and this is the natural one.",
        "LOS COWBOYS"),
    Interpretation(
        "fort_apache.interp.card_boxes", "How long is a column of the control card?",
        (Reading("6", "six boxes below the icon, the last one red: the sixth trip for supplies finds the "
                 "reserve empty (21 spends per column)"),
         Reading("7", "seven boxes: six trips each bring a refill (28 spends per column)")),
        "6",
        "The card's drawing is missing; the text says the supplies are gone after six refills and that the "
        "black marker then stands on the red box, which fits six boxes.",
        "LA CARTA DE CONTROL", option="card_boxes"),
    Interpretation(
        "fort_apache.interp.burn_down", "When does a burning building fall?",
        (Reading("leaves_third", "when the rubble marker leaves the third box: the fourth cowboy turn of fire"),
         Reading("third_box", "when it reaches the third box, its three structure points gone")),
        "leaves_third",
        "The text says the building is destroyed when the marker leaves the third box; the three structure "
        "points suggest the other reading.",
        "EDIFICACIONES", option="burn_down"),
    Interpretation(
        "fort_apache.interp.explosion", "Whom does the magazine's explosion kill?",
        (Reading("building", "everyone in the magazine or on its spots"),
         Reading("zone", "also everyone in the north yard and on the north walkway")),
        "building",
        "The text says it kills the cowboys in the building; a larger blast is a house rule.",
        "EL POLVORÍN", option="explosion"),
    Interpretation(
        "fort_apache.interp.turn_limit", "Does a battle ever end if nobody runs dry?",
        (Reading("30", "a draw after 30 rounds (both sides have played 30 turns)"),
         Reading("60", "a draw after 60 rounds")),
        "30",
        "The preview has no limit, but free actions (melee, moving inside a building) could go on forever; "
        "a program needs every game to end.",
        "EL GANADOR", option="turn_limit"),
    Interpretation(
        "fort_apache.interp.meeples", "Four cowboys and six Indians, or the 10 and 11 meeples in the box?",
        (Reading("4v6", "four cowboys and six Indians fight; the spare meeples are replacements or markers"),),
        "4v6",
        "The component list counts 10 cowboy and 11 Indian meeples, but LOS COWBOYS and LOS INDIOS each "
        "say how many a player controls: 4 and 6.",
        "COMPONENTES, LOS COWBOYS, LOS INDIOS"),
    Interpretation(
        "fort_apache.interp.cubes", "What are the 15 cubes for?",
        (Reading("markers", "markers: per control card a white and a black cube per column (8), a fire cube "
                 "and a rubble cube per building (6), one for the gate's damage"),),
        "markers",
        "Those uses add up to exactly fifteen.",
        "COMPONENTES, EDIFICACIONES, LA CARTA DE CONTROL"),
    Interpretation(
        "fort_apache.interp.melee", "How does melee work?",
        (Reading("attacker_rolls", "figures in the same place; the attacker rolls one die with three hit "
                 "faces; a miss does nothing"),
         Reading("duel", "both roll (not supported)")),
        "attacker_rolls",
        "Melee is described as an attack like a shot that costs nothing, and inside the fort everybody has "
        "all three faces.",
        "LOS COWBOYS, LOS INDIOS"),
    Interpretation(
        "fort_apache.interp.climb", "When is the climbing roll made?",
        (Reading("next_turn", "the climber is laid down now and rolls at the start of the next Indian turn; "
                 "meanwhile the cowboys can shoot it"),
         Reading("at_once", "the roll is made at once (not supported)")),
        "next_turn",
        "EL TURNO names the assault from the climbing ring as a start-of-turn effect.",
        "EL TURNO, LOS INDIOS"),
    Interpretation(
        "fort_apache.interp.ride", "Who rides clockwise?",
        (Reading("cavalry", "riders in the cavalry ring; Indians in the climbing ring or at the gate have "
                 "left their horses or tied them to the gate"),),
        "cavalry",
        "Climbing and pulling the gate require staying in place.",
        "LOS INDIOS"),
    Interpretation(
        "fort_apache.interp.move", "How far does one move go?",
        (Reading("one_step", "one step along the board graph, e.g. walkway to yard, yard to a neighbouring "
                 "yard, yard into the zone's building"),),
        "one_step",
        "The text lists zone-to-zone and walkway-to-building moves as one action each.",
        "LOS COWBOYS, LAS ACCIONES"),
    Interpretation(
        "fort_apache.interp.spots", "How long do water and repair spots work?",
        (Reading("every_turn", "a cowboy standing on a spot when a cowboy turn begins puts out the fire or "
                 "repairs one box, every turn it stays there"),),
        "every_turn",
        "EL TURNO ties the effect to where the cowboy stands when the turn begins.",
        "EL TURNO, RESOLVER LAS ACCIONES"),
    Interpretation(
        "fort_apache.interp.gate_attempt", "Is pulling at the gate an action?",
        (Reading("start_of_turn", "moving to the gate (one energy) is the action; whenever three or more "
                 "Indians stand there when an Indian turn begins, they roll the three dice"),),
        "start_of_turn",
        "EL TURNO lists the gate attempt among the start-of-turn effects; the rope-tying is what the "
        "Indians did during the rival's turn.",
        "EL TURNO, LOS INDIOS"),
    Interpretation(
        "fort_apache.interp.building_walls", "Can a figure inside a building shoot out of it?",
        (Reading("no", "no: a building's walls block shots both ways; inside, everybody in that building "
                 "is in reach"),),
        "no",
        "EDIFICACIONES shelters figures in a building from outside attacks; the tutor keeps it symmetric.",
        "EDIFICACIONES, LOS COWBOYS"),
    Interpretation(
        "fort_apache.interp.burning_target", "May a fire arrow target a building that is already burning?",
        (Reading("no", "no: it would change nothing, so the tutor does not offer it"),),
        "no",
        "A building has a single fire spot.",
        "EDIFICACIONES"),
    Interpretation(
        "fort_apache.interp.kindle_cost", "What does setting fire from inside cost?",
        (Reading("ammunition", "one ammunition, like any incendiary action, but no roll"),),
        "ammunition",
        "Only the ride, melee and moves within a building are named as free.",
        "LAS ACCIONES, LOS INDIOS"),
    Interpretation(
        "fort_apache.interp.starvation", "What happens to cowboys with nothing to eat?",
        (Reading("stays", "they stay where they are; the energy column is exhausted"),
         Reading("dies", "the cowboy sent to eat dies of hunger (not supported)")),
        "stays",
        "The granary section says both; the control-card section repeats that they stay in their zone.",
        "EL GRANERO, LA CARTA DE CONTROL"),
    Interpretation(
        "fort_apache.interp.withdraw", "Which figures can be sent for supplies?",
        (Reading("on_board", "a standing figure that is not in a camp; if none, the last that acted, "
                 "wherever it is"),),
        "on_board",
        "A figure in a camp has already left the board.",
        "LA CARTA DE CONTROL"),
    Interpretation(
        "fort_apache.interp.cards", "Which cards are in the decks, and when are they played?",
        (Reading("reconstructed", "the four named cards plus reconstructed ones (data/cards.json); a side "
                 "plays a card on its own turn between actions, and a survive card when a hit lands in the "
                 "rival's turn; one card per side per turn"),),
        "reconstructed",
        "The card pictures are missing; 'any time' is narrowed to the moments where a card can matter.",
        "LAS CARTAS"),
)

OPTIONS = {i.option: i for i in INTERPRETATIONS if i.option}

