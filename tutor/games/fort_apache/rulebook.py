"""Fort Apache's rules in the project's own words, and its interpretation register.

Source: ``fort-apache.es.txt``, a designer's preview in Spanish; section names are its headings.
"""
from __future__ import annotations

from tutor.core import Interpretation, Reading, Rule, register
from tutor.core.statements import Statement

RULES = (
    Rule("fort_apache.setup.forces", "Two sides",
         "Two players: one commands four cowboys inside the fort, the other six mounted Indians around it.",
         "COMPONENTES, LOS COWBOYS, LOS INDIOS"),
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
         "can only be attacked by figures in that same building (a cowboy in a building may still shoot out "
         "at Indians in the fort).",
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
         "Three Indians who stand at the gate and have not acted this turn may, as their action, try to pull "
         "it down: they lie down, spend one energy and roll three dice that hit on 1, 3 and 5. The gate "
         "reading in force decides whether three hits are needed in one roll or hits add up as damage until "
         "repaired. A fallen gate lets Indians walk into the south yard.",
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
         "repairs one box; an Indian in the climbing ring may climb and three at the gate may assault it "
         "(as their actions). Then burning buildings burn (cowboys) or riders ride (Indians).",
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
         "Moving, climbing, the gate assault and other exertions cost one energy; shooting bullets, arrows or "
         "fire arrows costs one ammunition. The riders' ride, melee and moving within one building are free.",
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
         "One move, for one energy, takes a cowboy to another zone of the fort or from a walkway into a "
         "building (by default anywhere else inside the fort; the step reading follows the board's yards). "
         "Moving between a building and its water or repair spot is free.",
         "LOS COWBOYS, LAS ACCIONES"),
    Rule("fort_apache.indians.move", "Indians move",
         "Six Indians attack. An Indian moves between the cavalry and climbing rings of its zone, or to the "
         "gate from the south rings, for one energy.",
         "LOS INDIOS"),
    Rule("fort_apache.indians.climb", "Climbing",
         "An Indian that was already in the climbing ring when the Indian turn began may climb as its action: "
         "one energy and one die, and a hit (1, 3 or 5) puts it on that zone's walkway (the climb reading "
         "in force may put the roll off to the next Indian turn).",
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
        (Reading("7", "seven boxes below the icon, the last one red: six trips for supplies each bring a "
                 "refill, and the seventh finds the reserve empty (28 spends per column)"),
         Reading("6", "six boxes: only five trips bring a refill, the sixth finds the reserve empty (21 spends "
                 "per column)")),
        "7",
        "The card's drawing is missing. The text says the supplies run out after six refills, so six trips "
        "bring something; counting the sixth trip as the one that finds nothing is the shorter reading.",
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
        (Reading("at_once", "an Indian who stands in the climbing ring when the Indian turn begins may climb as "
                 "its action: one energy and one die at once, a hit (1, 3 or 5) puts it on the walkway"),
         Reading("next_turn", "the climb is declared now (one energy) and rolled at the start of the next "
                 "Indian turn; meanwhile the cowboys can shoot the climber")),
        "at_once",
        "LOS INDIOS and RESOLVER LAS ACCIONES make climbing an action with a die roll; EL TURNO says an "
        "Indian found in the climbing ring when the Indian turn begins may make the assault, which is the "
        "same thing seen from the start of the turn. Delaying the roll a whole round is the other reading.",
        "EL TURNO, LOS INDIOS, RESOLVER LAS ACCIONES", option="climb"),
    Interpretation(
        "fort_apache.interp.ride", "Who rides clockwise?",
        (Reading("cavalry", "riders in the cavalry ring; Indians in the climbing ring or at the gate have "
                 "left their horses or tied them to the gate"),),
        "cavalry",
        "Climbing and pulling the gate require staying in place.",
        "LOS INDIOS"),
    Interpretation(
        "fort_apache.interp.move", "How far does one move go?",
        (Reading("zone", "one action and one energy take a cowboy anywhere else inside the fort: to another "
                 "zone, or from a walkway into a building (or onto its spots); moving within a building is free"),
         Reading("step", "one step along the reconstructed board: walkway to its yard, yard to a neighbouring "
                 "yard, yard into its building; walkway to building is then two moves, walkway to another "
                 "walkway three")),
        "zone",
        "LOS COWBOYS and RESOLVER LAS ACCIONES make a change of zone, or walkway to building, one action. "
        "The yards are the board's reconstruction, not the text's; the step reading follows them.",
        "LOS COWBOYS, LAS ACCIONES, RESOLVER LAS ACCIONES", option="cowboy_move"),
    Interpretation(
        "fort_apache.interp.spots", "How long do water and repair spots work?",
        (Reading("every_turn", "a cowboy standing on a spot when a cowboy turn begins puts out the fire or "
                 "repairs one box, every turn it stays there"),),
        "every_turn",
        "EL TURNO ties the effect to where the cowboy stands when the turn begins.",
        "EL TURNO, RESOLVER LAS ACCIONES"),
    Interpretation(
        "fort_apache.interp.gate_attempt", "Is pulling at the gate an action?",
        (Reading("action", "an action of three Indians that stand at the gate and have not acted this turn "
                 "(so they were there when the turn began): they lie down, spend one energy together and roll "
                 "three dice; they may choose not to"),
         Reading("three_energy", "the same, but each of the three spends one energy (not supported)")),
        "action",
        "LOS INDIOS and RESOLVER LAS ACCIONES list the assault among an Indian's actions; EL TURNO says three "
        "Indians at the gate when the Indian turn begins may try it. The three act together, so the tutor "
        "charges the assault one energy, like a climb.",
        "EL TURNO, LOS INDIOS, RESOLVER LAS ACCIONES, LAS ACCIONES"),
    Interpretation(
        "fort_apache.interp.building_walls", "Can a figure inside a building shoot out of it?",
        (Reading("cowboys_out", "a cowboy may: while Indians are inside the fort he shoots at them from "
                 "anywhere, a building included, but never at a figure inside another building; an Indian in a "
                 "building shoots only at figures in that building"),),
        "cowboys_out",
        "LOS COWBOYS lets cowboys shoot from anywhere once Indians are inside; EDIFICACIONES shelters figures in "
        "a building from attacks from outside it. The text gives Indians no such licence.",
        "EDIFICACIONES, LOS COWBOYS"),
    Interpretation(
        "fort_apache.interp.exhausted_moves", "Can figures move inside a building once their energy is gone?",
        (Reading("none", "no: a side whose energy column is exhausted moves no figure at all (the riders' "
                 "automatic ride goes on)"),
         Reading("free", "moves within a building, which cost nothing, remain")),
        "none",
        "LA CARTA DE CONTROL says that without energy figures can neither move nor do anything that costs "
        "energy; moving within a building is free, so the careful reading stops it too.",
        "LA CARTA DE CONTROL, LAS ACCIONES", option="exhausted_moves"),
    Interpretation(
        "fort_apache.interp.resting", "May a card stand up a figure just sent for supplies?",
        (Reading("no", "no: a figure sent to its camp, the magazine or the granary rests until the turn ends"),),
        "no",
        "LA CARTA DE CONTROL lays the withdrawn figure down because it does not act this turn.",
        "LA CARTA DE CONTROL, LAS CARTAS"),
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

_S = "COMPONENTES"
_T, _E, _P, _PO, _G, _W, _C = "EL TABLERO", "EDIFICACIONES", "LA PUERTA", "EL POLVORÍN", "EL GRANERO", "EL POZO", \
    "CAMPAMENTOS INDIOS"
_TU, _A, _CC, _CB, _IN, _R = "EL TURNO", "LAS ACCIONES", "LA CARTA DE CONTROL", "LOS COWBOYS", "LOS INDIOS", \
    "RESOLVER LAS ACCIONES"
_CA, _GA = "LAS CARTAS", "EL GANADOR"
_RD = "reading"

STATEMENTS = (
    Statement(1, _S, "A greeting and the designer's earlier games.", status="not applicable",
              why="credits, no rule"),
    Statement(2, _S, "Two players; a battle lasts a quarter to half an hour.", ("fort_apache.setup.forces",)),
    Statement(3, _S, "The box: one board, ten cowboy and eleven Indian meeples.", ("fort_apache.setup.forces",),
              status=_RD, reading="fort_apache.interp.meeples"),
    Statement(4, _S, "Fifteen cubes of several colours.", ("fort_apache.control.tracks", "fort_apache.building.fire"),
              status=_RD, reading="fort_apache.interp.cubes"),
    Statement(5, _S, "Nine cards per side, two control cards and one six-sided die.",
              ("fort_apache.cards.one_per_turn", "fort_apache.control.tracks", "fort_apache.resolve.dice")),
    Statement(6, _S, "Two sides, American cowboys and Cherokee Indians, fight over the region.",
              status="not applicable", why="the theme"),
    Statement(7, _S, "The cowboys defend their fort; the Indians try to kill every cowboy.",
              ("fort_apache.end.wipe_out",)),
    Statement(8, _S, "If neither side reaches its goal, the battle is drawn and the Indians ride off.",
              ("fort_apache.end.draw",)),
    Statement(9, _T, "The board has four triangular zones: north, south, east and west.", ("fort_apache.board.zones",)),
    Statement(10, _T, "The magazine, the granary and the well stand inside the fort, in those zones; they keep the "
              "cowboys supplied.", ("fort_apache.board.zones",)),
    Statement(11, _T, "Each zone has a high walkway from which the cowboys shoot.", ("fort_apache.board.rings",)),
    Statement(12, _T, "Only from inside the fort can a figure shoot anywhere inside it.",
              ("fort_apache.shoot.line_of_fire",)),
    Statement(13, _T, "From outside, a figure hits only targets of its own zone: that zone's building or a cowboy "
              "on its walkway.", ("fort_apache.shoot.line_of_fire",)),
    Statement(14, _T, "The mounted Indians ride in rings around the fort.", ("fort_apache.board.rings",)),
    Statement(15, _T, "The climbing ring, next to the wall, gives two hit faces (1, 3 or 2, 4) and lets an Indian "
              "spend an action to climb.", ("fort_apache.shoot.faces", "fort_apache.indians.climb")),
    Statement(16, _T, "The outer cavalry ring gives only the first face (1 or 2).", ("fort_apache.shoot.faces",)),
    Statement(17, _T, "Once Indians are inside the fort, everybody has all three faces.", ("fort_apache.shoot.faces",)),
    Statement(18, _E, "Each building has three structure points, lost only to fire arrows and won back only by "
              "repairing.", ("fort_apache.building.fire", "fort_apache.building.repair")),
    Statement(19, _E, "A building is harmed only once it burns: a fire arrow that hits puts a red cube on its fire "
              "spot.", ("fort_apache.building.fire",)),
    Statement(20, _E, "At the start of the cowboy turn a burning building gets its rubble marker on the first box.",
              ("fort_apache.building.rubble",)),
    Statement(21, _E, "Still burning at the next cowboy turn, the marker moves to the second box.",
              ("fort_apache.building.rubble",)),
    Statement(22, _E, "When the marker leaves the third box the building is destroyed with everyone in it.",
              ("fort_apache.building.rubble",), status=_RD, reading="fort_apache.interp.burn_down"),
    Statement(23, _E, "Putting the fire out removes the cube; the damage stays until repaired.",
              ("fort_apache.building.repair",)),
    Statement(24, _E, "Each repair mends one box of damage.", ("fort_apache.building.repair",)),
    Statement(25, _E, "Figures inside a building can be attacked only by figures inside it.",
              ("fort_apache.shoot.line_of_fire",), status=_RD, reading="fort_apache.interp.building_walls"),
    Statement(26, _E, "A cowboy sent for supplies to a destroyed building stays where he is, unsupplied.",
              ("fort_apache.control.lost_building",)),
    Statement(27, _P, "The gate falls only when three Indians tear it down; each success is a point of damage that "
              "stays unless repaired.", ("fort_apache.gate.assault",), status=_RD, reading="fort_apache.interp.gate"),
    Statement(28, _P, "Once inside, Indians set buildings on fire without a roll.", ("fort_apache.fire.kindle",),
              status=_RD, reading="fort_apache.interp.kindle_cost"),
    Statement(29, _PO, "The magazine's arms and powder run down; used up or destroyed, the cowboys cannot reload.",
              ("fort_apache.magazine.supply",)),
    Statement(30, _PO, "A destroyed magazine explodes and kills the cowboys in it.", ("fort_apache.magazine.explosion",),
              status=_RD, reading="fort_apache.interp.explosion"),
    Statement(31, _PO, "A cowboy out of ammunition with the magazine gone stays in his zone without reloading.",
              ("fort_apache.control.lost_building",)),
    Statement(32, _G, "The granary's food runs down; eaten up or destroyed, cowboys cannot eat and starve whenever "
              "they must eat.", ("fort_apache.granary.supply",), status=_RD, reading="fort_apache.interp.starvation"),
    Statement(33, _G, "A cowboy out of energy with the granary gone stays in his zone without eating.",
              ("fort_apache.control.lost_building",)),
    Statement(34, _W, "The well gives endless water for fires; destroyed, no fire can be put out.",
              ("fort_apache.well.water",)),
    Statement(35, _C, "The camps are out of the cowboys' reach; Indians rest and rearm there.",
              ("fort_apache.camp.retreat",)),
    Statement(36, _C, "There are two camps, north-west and south-east.", ("fort_apache.camp.retreat",)),
    Statement(37, _C, "An Indian leaving to rearm or eat goes to the camp on its side: north or west to the "
              "north-west one.", ("fort_apache.camp.retreat",)),
    Statement(38, _TU, "When your turn begins, where your figures stand is what they did in the rival's turn, and "
              "it takes effect now.", ("fort_apache.turn.start",)),
    Statement(39, _TU, "A cowboy on a building's water spot when the cowboy turn begins puts its fire out.",
              ("fort_apache.turn.start", "fort_apache.well.water"), status=_RD, reading="fort_apache.interp.spots"),
    Statement(40, _TU, "A cowboy on its repair spot mends one box.", ("fort_apache.turn.start",
                                                                         "fort_apache.building.repair")),
    Statement(41, _TU, "An Indian in the climbing ring when the Indian turn begins may make the climbing assault.",
              ("fort_apache.indians.climb", "fort_apache.turn.start"), status=_RD, reading="fort_apache.interp.climb"),
    Statement(42, _TU, "Three Indians at the gate when the Indian turn begins may try to pull it down.",
              ("fort_apache.gate.assault", "fort_apache.turn.start"), status=_RD,
              reading="fort_apache.interp.gate_attempt"),
    Statement(43, _A, "Every action costs energy (moving, climbing) or ammunition (shooting), except the riders' "
              "ride, melee and moving within one building.", ("fort_apache.action.cost",)),
    Statement(44, _A, "A figure that acts is laid down.", ("fort_apache.action.one_each",)),
    Statement(45, _CC, "The control card keeps count of ammunition and energy after each action.",
              ("fort_apache.control.tracks",)),
    Statement(46, _CC, "It has two columns: ammunition on the left, energy on the right.",
              ("fort_apache.control.tracks",)),
    Statement(47, _CC, "At the start a black and a white cube sit on each column's icon.",
              ("fort_apache.control.tracks",)),
    Statement(48, _CC, "Every shot moves the white marker of the ammunition column down a box; every energy action "
              "does the same on the energy column.", ("fort_apache.control.tracks",)),
    Statement(49, _CC, "When a white marker reaches the red box, a figure that has not acted must leave the board; "
              "if all have acted, the last one that did.", ("fort_apache.control.withdraw",), status=_RD,
              reading="fort_apache.interp.withdraw"),
    Statement(50, _CC, "An Indian goes to the camp of its zone.", ("fort_apache.camp.retreat",
                                                                      "fort_apache.control.withdraw")),
    Statement(51, _CC, "A cowboy goes to the magazine for ammunition or to the granary for energy.",
              ("fort_apache.control.withdraw",)),
    Statement(52, _CC, "Either way the figure lies down, as it does not act this turn, and stands up when the turn "
              "ends.", ("fort_apache.control.withdraw", "fort_apache.action.one_each"), status=_RD,
              reading="fort_apache.interp.resting"),
    Statement(53, _CC, "Then both markers go back to the top of the green boxes.", ("fort_apache.control.withdraw",
                                                                                   "fort_apache.control.reserve")),
    Statement(54, _CC, "So each refill leaves one box fewer, and after six refills the supplies are gone.",
              ("fort_apache.control.reserve",), status=_RD, reading="fort_apache.interp.card_boxes"),
    Statement(55, _CC, "This repeats until the black marker reaches the red box: that reserve is exhausted.",
              ("fort_apache.control.reserve",)),
    Statement(56, _CC, "With ammunition gone on both sides, only melee is left.", ("fort_apache.control.reserve",
                                                                                  "fort_apache.melee")),
    Statement(57, _CC, "With energy gone, nobody can move or do anything that costs energy.",
              ("fort_apache.control.reserve",), status=_RD, reading="fort_apache.interp.exhausted_moves"),
    Statement(58, _CC, "Cowboys who lost the magazine or the granary go nowhere for supplies and discard the unused "
              "extra ammunition or extra food card.", ("fort_apache.control.lost_building",)),
    Statement(59, _CC, "Without them they can no longer shoot (magazine) or spend energy (granary).",
              ("fort_apache.control.lost_building", "fort_apache.magazine.supply", "fort_apache.granary.supply")),
    Statement(60, _CB, "The cowboys defend the fort: four of them, one action each.",
              ("fort_apache.setup.forces", "fort_apache.action.one_each"), status=_RD,
              reading="fort_apache.interp.cowboy_start"),
    Statement(61, _CB, "Shooting is done from the four walkways; with Indians inside the fort, from anywhere.",
              ("fort_apache.cowboys.shoot",), status=_RD, reading="fort_apache.interp.building_walls"),
    Statement(62, _CB, "Attacking means melee, a cowboy and an Indian in the same place, at no cost.",
              ("fort_apache.melee",), status=_RD, reading="fort_apache.interp.melee"),
    Statement(63, _CB, "With the well standing, a cowboy can stop a fire and remove its marker.",
              ("fort_apache.well.water",)),
    Statement(64, _CB, "Repairing wins back structure points, one per repair.", ("fort_apache.building.repair",)),
    Statement(65, _CB, "Moving takes a cowboy from one zone to another, or from a walkway into a building of its "
              "zone.", ("fort_apache.cowboys.move",), status=_RD, reading="fort_apache.interp.move"),
    Statement(66, _CB, "A cowboy has one life; a hit kills unless 'Por los pelos' is played.",
              ("fort_apache.resolve.dice", "fort_apache.cards.survive")),
    Statement(67, _IN, "The Indians attack: six of them, one action each.",
              ("fort_apache.setup.forces", "fort_apache.action.one_each"), status=_RD,
              reading="fort_apache.interp.indian_start"),
    Statement(68, _IN, "The ride around the fort is free and compulsory, always clockwise, all the same way.",
              ("fort_apache.turn.ride",), status=_RD, reading="fort_apache.interp.ride"),
    Statement(69, _IN, "Arrows at the cowboys on the walkways hit only on 1 from the cavalry ring, on 1 or 3 from "
              "the climbing ring.", ("fort_apache.shoot.faces",)),
    Statement(70, _IN, "From inside the fort they hit on 1, 3 or 5.", ("fort_apache.shoot.faces",)),
    Statement(71, _IN, "Attacking means melee in the same place, at no cost.", ("fort_apache.melee",)),
    Statement(72, _IN, "Fire arrows at buildings use the same faces as arrows at cowboys.",
              ("fort_apache.indians.fire_arrow",), status=_RD, reading="fort_apache.interp.burning_target"),
    Statement(73, _IN, "Inside the fort, an Indian in a building burns it with this action, no roll needed.",
              ("fort_apache.fire.kindle",), status=_RD, reading="fort_apache.interp.kindle_cost"),
    Statement(74, _IN, "At least three Indians may rope the gate and pull: three successes in one roll, all three "
              "faces each.", ("fort_apache.gate.assault",), status=_RD, reading="fort_apache.interp.gate"),
    Statement(75, _IN, "One action takes an Indian from the cavalry ring to the climbing ring; there a climbing "
              "action with all three faces may take it over the wall.",
              ("fort_apache.indians.move", "fort_apache.indians.climb")),
    Statement(76, _IN, "An Indian has one life; a hit kills unless 'Por las plumas' is played.",
              ("fort_apache.resolve.dice", "fort_apache.cards.survive")),
    Statement(77, _R, "Cowboys succeed on even faces, Indians on odd ones.", ("fort_apache.shoot.faces",
                                                                              "fort_apache.resolve.dice")),
    Statement(78, _R, "A cowboy's shot or attack: one die, a success kills the target.", ("fort_apache.resolve.dice",)),
    Statement(79, _R, "A cowboy on the water spot when the cowboy turn begins has put the fire out.",
              ("fort_apache.turn.start", "fort_apache.well.water")),
    Statement(80, _R, "A cowboy on the repair spot when the cowboy turn begins has mended one point.",
              ("fort_apache.turn.start", "fort_apache.building.repair")),
    Statement(81, _R, "A cowboy's move puts him in another zone or inside a building, for one action.",
              ("fort_apache.cowboys.move",), status=_RD, reading="fort_apache.interp.move"),
    Statement(82, _R, "An Indian's shot or attack: one die, a success kills the target.", ("fort_apache.resolve.dice",)),
    Statement(83, _R, "Setting fire: one die at the building of your zone; a success puts the fire marker on it.",
              ("fort_apache.indians.fire_arrow", "fort_apache.building.fire")),
    Statement(84, _R, "The gate assault needs three Indians at the gate and three successes on three dice.",
              ("fort_apache.gate.assault",), status=_RD, reading="fort_apache.interp.gate"),
    Statement(85, _R, "Moving costs only energy; climbing is one die, and a success puts the Indian on the "
              "walkway.", ("fort_apache.indians.move", "fort_apache.indians.climb")),
    Statement(86, _CA, "Each side has its own nine-card deck, played at any moment but one card per turn (one in "
              "your turn, one in the rival's), then discarded.", ("fort_apache.cards.one_per_turn",), status=_RD,
              reading="fort_apache.interp.cards"),
    Statement(87, _CA, "Played cards never come back: nine card plays per battle.", ("fort_apache.cards.one_per_turn",)),
    Statement(88, _CA, "Some of the cards are shown as examples (the pictures are missing).",
              ("fort_apache.cards.effects",), status=_RD, reading="fort_apache.interp.cards"),
    Statement(89, _GA, "The winner is the side that reaches its goal by killing the enemy.",
              ("fort_apache.end.wipe_out",)),
    Statement(90, _GA, "The battle is drawn when both sides lack the energy and ammunition to move or shoot.",
              ("fort_apache.end.draw",)),
    Statement(91, _GA, "Without ammunition, as long as there is energy to close in and fight hand to hand, the "
              "battle goes on.", ("fort_apache.end.draw", "fort_apache.melee", "fort_apache.end.turn_limit"),
              status=_RD, reading="fort_apache.interp.turn_limit"),
    Statement(92, _GA, "The designer's farewell and a call for comments.", status="not applicable",
              why="closing words, no rule"),
)

