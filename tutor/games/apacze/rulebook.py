"""Apacze i Komancze's rules in the project's own words, and its interpretation register.

Source: ``apacze-i-komancze.pl.txt``, a Polish players' summary of *Bison: Thunder on the Prairie*.
Section names are the summary's, in English: Setup, Round (tile draw, actions, scoring), the
actions a) to f), End of the game, Scoring (final), Remember.
"""
from __future__ import annotations

from tutor.core import Interpretation, Reading, Rule, register
from tutor.core.statements import Statement

RULES = (
    Rule("apacze.setup.players", "Two to four players",
         "The game is for two, three or four players.",
         "Header"),
    Rule("apacze.setup.tiles", "Tiles for the player count",
         "Three start tiles are laid so their totem pieces make one totem. The terrain tiles are "
         "shuffled face down: 12 of them with two players, 15 with three, 16 with four.",
         "Setup"),
    Rule("apacze.setup.pieces", "Camp, shop and tracks",
         "Everyone starts with 10 bison, 10 salmon and 10 turkeys on the animal tracks, and a camp of "
         "four Indians, a teepee and a canoe of size 1 and of size 2. All other pieces of the colours "
         "make up the shop. The first player takes the totem.",
         "Setup"),
    Rule("apacze.round.draw", "Drawing a tile",
         "A round starts with every player drawing one terrain tile and keeping it hidden from the others.",
         "Round, step 1"),
    Rule("apacze.round.order", "Four actions each",
         "Starting with the totem holder, players take one action at a time in turn until each has "
         "taken four.",
         "Round, step 2"),
    Rule("apacze.action.once", "Each action once a round",
         "Each kind of action may be taken once a round by each player: placing, the teepee, the "
         "canoe, the long move, the short move and gathering. An action cube marks it as used.",
         "Round, step 2"),
    Rule("apacze.action.give_up", "Giving an action up",
         "Instead of acting, a player may mark an unused action as taken and gain one animal of "
         "their choice.",
         "Round, step 2"),
    Rule("apacze.action.cost", "What an action costs",
         "An action costs animals of the player's choice by how many Indians it uses: one Indian is "
         "free, two cost 2, three cost 4, four cost 7 and five, the most, cost 10.",
         "Round, step 2"),
    Rule("apacze.place.mandatory", "The tile must be placed",
         "Placing the drawn tile is compulsory every round, though it may be any one of the four actions.",
         "a) Placing a tile and Indians"),
    Rule("apacze.place.edge", "Where a tile fits",
         "The new tile must share an edge with a tile on the table; the terrains need not match. It "
         "may be turned any way.",
         "a) Placing a tile and Indians"),
    Rule("apacze.place.distance", "Close to the totem",
         "A tile may lie at most three tiles away from a start tile, the third one counted in.",
         "a) Placing a tile and Indians"),
    Rule("apacze.place.indians", "Indians on the new tile",
         "With the tile, up to five Indians may come from the camp onto a single field of that tile.",
         "a) Placing a tile and Indians"),
    Rule("apacze.build.teepee", "Building a teepee",
         "A teepee from the camp goes onto a prairie or mountain field of any tile that has no "
         "building yet and at least as many of the player's Indians as its size; that many Indians "
         "go back to the camp.",
         "b) Teepee"),
    Rule("apacze.build.canoe", "Building a canoe",
         "A canoe is built like a teepee, but on a river field.",
         "c) Canoe"),
    Rule("apacze.build.enlarge", "Enlarging",
         "A player may swap their own teepee or canoe for a larger one from the camp if the field "
         "holds at least as many of their Indians as the sizes differ; those Indians go back to the camp.",
         "b) Teepee, c) Canoe"),
    Rule("apacze.move.long", "The long move",
         "Up to five of one's Indians move one to three fields each, every one on its own path and to "
         "its own destination; the cost counts the Indians, not the distance.",
         "e) Moving Indians (A)"),
    Rule("apacze.move.short", "The short move",
         "Like the long move, but each Indian goes exactly one field.",
         "d) Moving Indians (B)"),
    Rule("apacze.move.gather", "Gathering",
         "Up to five of one's Indians come from anywhere to one field that already holds an Indian "
         "of the same player.",
         "f) Gathering Indians"),
    Rule("apacze.move.corners", "Moving edge to edge",
         "Indians step from a field to one it borders. Fields that only touch at a corner are not "
         "neighbours, except along a river.",
         "Remember"),
    Rule("apacze.field.one_player", "One player's Indians per field",
         "A field holds the Indians of one player only; Indians may pass through other players' "
         "fields but not stop there.",
         "Remember"),
    Rule("apacze.field.regions", "Fields and regions",
         "A field is one terrain (prairie, river or mountains) on one tile, so a tile has at most one "
         "field of each terrain, even where a river parts the land; a region is a group of "
         "connected fields of the same terrain. The little river pieces in tile corners are no fields; "
         "they only join rivers.",
         "Remember"),
    Rule("apacze.shop.buy", "Buying",
         "Whenever they like, as often as they like, players buy from the shop: an Indian costs one "
         "animal of each kind, a teepee or canoe one of each kind per level of its size.",
         "Remember"),
    Rule("apacze.shop.exchange", "Exchanging",
         "Three animals of one kind can be traded for one animal of any kind, the same kind included.",
         "Remember"),
    Rule("apacze.track.limit", "Fifteen at most",
         "A track holds at most 15 of each animal; a player who would go above must buy or exchange "
         "the surplus away.",
         "Round, step 3"),
    Rule("apacze.score.rank", "Who leads a region",
         "Every round, each region is scored in turn. The player with the largest teepee or canoe "
         "there leads; equal largest pieces are compared by the next largest, then by Indians.",
         "Round, step 3"),
    Rule("apacze.score.ties", "Tied places",
         "Players who are still tied all take the lower of the places they share.",
         "Round, step 3"),
    Rule("apacze.score.awards", "What places earn",
         "First place takes as many animals as the region shows, second half of that rounded down, "
         "third and fourth the animals on their own fields there. The animal is the region's: "
         "bison on prairie, salmon on rivers, turkeys in the mountains.",
         "Round, step 3"),
    Rule("apacze.round.end", "End of a round",
         "After scoring, the action cubes come back and the totem passes to the next player clockwise.",
         "Round, step 3"),
    Rule("apacze.end.tiles", "Game end",
         "The game ends after the round in which the last terrain tile was placed.",
         "End of the game"),
    Rule("apacze.end.winner", "Winning",
         "Whoever has the most animals in all wins; among tied players, the one whose smallest kind is "
         "largest wins.",
         "Scoring (final)"),
)
register(RULES)

_MAYBE_HOUSE = ("The summary marks house rules in red and additions in blue, but the colours are lost "
                "in the text copy, so this rule may be one of them.")

INTERPRETATIONS = (
    Interpretation(
        "apacze.interp.colours_lost", "Which rules may be house rules or additions?",
        (Reading("all_rules", "every rule of the summary is played; the ones below that a group may "
                 "have added have an option to switch them off: giving an action up (`give_up`), "
                 "the short move (`short_move`), third and fourth place (`lower_places`), the "
                 "distance limit (`distance`), the final tie-break (`final_tie`) and spending animals "
                 "above 15 (`track_limit`)"),),
        "all_rules",
        "Without the colours nothing tells the added rules apart, so all are played and the likeliest "
        "additions can be switched.",
        "header line of the summary"),
    Interpretation(
        "apacze.interp.give_up", "What does giving an action up earn?",
        (Reading("animal", "one animal of the player's choice"),
         Reading("nothing", "nothing: the cube is just placed (if the animal is a house rule)")),
        "animal", _MAYBE_HOUSE, "Round, step 2", option="give_up"),
    Interpretation(
        "apacze.interp.short_move", "Is the short move part of the game?",
        (Reading("yes", "yes: six action types, four of them taken each round"),
         Reading("no", "no: five action types; the short move can be neither taken nor given up")),
        "yes",
        "The summary letters the actions a, b, c, e, d, f: the short move (d) comes after the long "
        "move (e), as if it had been slipped in later. " + _MAYBE_HOUSE,
        "d) Moving Indians (B)", option="short_move"),
    Interpretation(
        "apacze.interp.lower_places", "What do third and fourth place earn?",
        (Reading("own_fields", "the animals on the fields where they have Indians or a building"),
         Reading("nothing", "nothing (if this is an addition)")),
        "own_fields", _MAYBE_HOUSE, "Round, step 3", option="lower_places"),
    Interpretation(
        "apacze.interp.distance", "How is the distance from a start tile measured?",
        (Reading("orthogonal", "steps across tile edges, at most 3 (a tile diagonal to a start "
                 "tile is two away)"),
         Reading("diagonal", "steps across edges or corners, at most 3"),
         Reading("unlimited", "no limit (if the limit is a house rule)")),
        "orthogonal",
        "Tiles join edge to edge, so counting edge steps matches how the board grows; 'the third one "
        "counted in' makes the limit 3, not 4. " + _MAYBE_HOUSE,
        "a) Placing a tile and Indians", option="distance"),
    Interpretation(
        "apacze.interp.final_tie", "How are tied winners separated?",
        (Reading("smallest_kind", "the tied player whose smallest kind of animal is largest wins"),
         Reading("shared", "tied players share the win (if the tie-break is an addition)")),
        "smallest_kind", _MAYBE_HOUSE, "Scoring (final)", option="final_tie"),
    Interpretation(
        "apacze.interp.track_limit", "What happens above 15 of an animal?",
        (Reading("spend", "after scoring, a player above 15 must buy or exchange until every track "
                 "is at 15 or less; nothing gained may push a track past 15 during the round"),
         Reading("lose", "animals above 15 after scoring are simply lost; during the round a full "
                 "track takes no more"),
         Reading("none", "no limit: the track is only a counter")),
        "spend",
        "The summary says to buy or exchange for the surplus; it does not say what a gain during the "
        "round does, so a give-up or exchange may not push a track past 15. " + _MAYBE_HOUSE,
        "Round, step 3", option="track_limit"),
    Interpretation(
        "apacze.interp.shop", "How do the pieces split by size?",
        (Reading("one_of_each", "each colour has one teepee and one canoe of each size 1 to 4; sizes 1 "
                 "and 2 start in the camp, 3 and 4 in the shop"),
         Reading("all_sizes", "the shop also holds a second teepee and canoe of sizes 1 and 2")),
        "one_of_each",
        "The summary names sizes 1 to 4 and puts sizes 1 and 2 in the camp; the piece count is not "
        "given. The counts live in data/tiles.json (reconstructed).",
        "Setup, Remember", option="shop"),
    Interpretation(
        "apacze.interp.build_cost", "How many Indians does building use, for the cost?",
        (Reading("returned", "the Indians that go back to the camp: the size, or the difference when "
                 "enlarging"),),
        "returned", "These are the Indians the action uses; the others on the field stay.",
        "b) Teepee, Round step 2"),
    Interpretation(
        "apacze.interp.place_cost", "Do the Indians placed with a tile cost animals?",
        (Reading("counted", "yes: like every action, placing costs by the number of Indians it uses"),),
        "counted", "The cost is stated for every action, and placing uses Indians.", "Round, step 2"),
    Interpretation(
        "apacze.interp.empty_action", "May a move or gathering move no Indian at all?",
        (Reading("at_least_one", "no: it moves at least one Indian; doing nothing is giving the action "
                 "up, which also earns the animal"),),
        "at_least_one", "An empty move would be a give-up without the animal.", "d), e), f)"),
    Interpretation(
        "apacze.interp.enlarge_old_piece", "Where does the smaller piece go when enlarging?",
        (Reading("camp", "back to the player's camp, to be built again later"),),
        "camp", "A swap gives the piece back; nothing says it leaves the game.", "b) Teepee"),
    Interpretation(
        "apacze.interp.own_fields", "Which fields are a player's own for third and fourth place?",
        (Reading("indians_or_building", "fields with the player's Indians or the player's building"),),
        "indians_or_building", "Both make a player present in the region.", "Round, step 3"),
    Interpretation(
        "apacze.interp.when_to_buy", "When can players buy and exchange?",
        (Reading("between_actions", "at every decision of one's own turn between actions, and when settling "
                 "a track above 15; this has the effect of trading at any time (see why)"),
         Reading("any_decision", "also in the middle of an action: with a tile just laid, between Indians "
                 "of a move or a gathering, and while paying (a trade must leave what the action already costs)")),
        "between_actions",
        "The summary lets players buy at any moment and gives no time for exchanging, which goes with "
        "buying here. A trade changes only the trader's own animals and camp, and nothing another player "
        "does depends on them, so a trade during another player's turn has the same effect as the same "
        "trade at the trader's next decision; a trade in the middle of an action, the same as one just "
        "before or after it. A turn-based table therefore asks the player between actions, which keeps the "
        "choices short; `any_decision` offers every moment of one's own turn. No one decides between the "
        "round's last action and its scoring, so under the `lose` reading of the track limit a surplus is "
        "traded away at one's own last decision of the round.",
        "Remember", option="trade_time"),
    Interpretation(
        "apacze.interp.tiles", "What do the tiles show?",
        (Reading("reconstructed", "the tiles in data/tiles.json: 16 terrain tiles of 8 kinds and 3 "
                 "start tiles in a column; each field shows 1 to 3 animals of its terrain's kind"),),
        "reconstructed",
        "The summary does not list the tiles; a user with the box can edit the file.", "Setup"),
    Interpretation(
        "apacze.interp.fewer_players", "Which tiles are used with fewer than four players?",
        (Reading("first_drawn", "the game uses the first 12 or 15 tiles drawn from all 16; the rest "
                 "stay face down, which is the same as leaving random tiles in the box"),),
        "first_drawn", "The summary only gives the counts.", "Setup"),
)


_HOUSE = ("apacze.action.give_up", "apacze.move.short", "apacze.score.awards", "apacze.place.distance",
          "apacze.end.winner", "apacze.track.limit")

#: every statement of the summary, in its order (see tutor.core.statements)
STATEMENTS = (
    Statement(1, "Header", "Red marks the group's house rules and blue its additions.", _HOUSE,
              status="reading", reading="apacze.interp.colours_lost"),
    Statement(2, "Header", "A game lasts about three quarters of an hour.", status="not applicable",
              why="a playing time, nothing to enforce"),
    Statement(3, "Header", "Two to four people play.", ("apacze.setup.players",)),
    Statement(4, "Setup", "Each player takes a scoring board and sets one Indian of their colour at 10 on each "
              "of its three animal tracks.", ("apacze.setup.pieces",)),
    Statement(5, "Setup", "Each player's camp is a teepee and a canoe of sizes 1 and 2 and four Indian cubes, "
              "all of their colour.", ("apacze.setup.pieces",)),
    Statement(6, "Setup", "Each player has four white action cubes.", ("apacze.action.once",)),
    Statement(7, "Setup", "The three start tiles go on the table so that their totem parts make a whole totem.",
              ("apacze.setup.tiles",), status="reading", reading="apacze.interp.tiles"),
    Statement(8, "Setup", "The terrain tiles are shuffled into a face-down pile: 12 for two players, 15 for "
              "three, 16 for four.", ("apacze.setup.tiles",), status="reading",
              reading="apacze.interp.fewer_players"),
    Statement(9, "Setup", "The rest of the players' teepees, canoes and Indians lie face down beside the board "
              "as the shop.", ("apacze.setup.pieces",), status="reading", reading="apacze.interp.shop"),
    Statement(10, "Setup", "The starting player takes the totem.", ("apacze.setup.pieces",)),
    Statement(11, "Aims", "Players try to hold the regions that will bring the most bison, salmon and turkeys.",
              status="not applicable", why="the aim of the game; the scoring rules decide it"),
    Statement(12, "Aims", "Players try to lay tiles and pieces so that what is already on the table works for "
              "them.", status="not applicable", why="advice on tactics"),
    Statement(13, "Round", "A round has three steps: drawing, actions, scoring.",
              ("apacze.round.draw", "apacze.round.order", "apacze.score.rank")),
    Statement(14, "Round, step 1", "Every player draws one tile from the face-down pile and keeps it hidden.",
              ("apacze.round.draw",)),
    Statement(15, "Round, step 2", "From the totem holder on, players take one action at a time in turn until "
              "each has taken four.", ("apacze.round.order",)),
    Statement(16, "Round, step 2", "Each action may be taken once a round; an action cube on the scoring board "
              "marks it.", ("apacze.action.once",)),
    Statement(17, "Round, step 2", "An action may be declined for one animal of the player's choice, but it is "
              "still chosen and marked with a cube.", ("apacze.action.give_up",), status="reading",
              reading="apacze.interp.give_up"),
    Statement(18, "Round, step 2", "An action costs animals according to how many Indians it uses.",
              ("apacze.action.cost",), status="reading", reading="apacze.interp.build_cost"),
    Statement(19, "Round, step 2", "One Indian is free; two cost 2 animals of any kinds, three 4, four 7, and "
              "five, the most, 10.", ("apacze.action.cost",)),
    Statement(20, "a) Placing a tile and Indians", "Placing the tile must be done every round, but it may come "
              "at any point among the four actions.", ("apacze.place.mandatory",)),
    Statement(21, "a) Placing a tile and Indians", "The tile from the hand must touch a tile on the table along "
              "an edge, whatever the terrains.", ("apacze.place.edge",)),
    Statement(22, "a) Placing a tile and Indians", "It may lie no more than three tiles from a start tile, the "
              "third counted in.", ("apacze.place.distance",), status="reading",
              reading="apacze.interp.distance"),
    Statement(23, "a) Placing a tile and Indians", "Up to five Indians from the camp may go onto one field of "
              "the tile just laid.", ("apacze.place.indians",), status="reading",
              reading="apacze.interp.place_cost"),
    Statement(24, "b) Teepee", "The teepee action is either building or enlarging, chosen each round.",
              ("apacze.action.once", "apacze.build.teepee", "apacze.build.enlarge")),
    Statement(25, "b) Teepee", "Building puts a teepee from the camp on one prairie or mountain field of any "
              "tile.", ("apacze.build.teepee",)),
    Statement(26, "b) Teepee", "That field must have no teepee yet, though the same terrain elsewhere may.",
              ("apacze.build.teepee",)),
    Statement(27, "b) Teepee", "At least as many of the builder's Indians as the teepee's size must stand "
              "there.", ("apacze.build.teepee",)),
    Statement(28, "b) Teepee", "After building, those Indians return to the camp.", ("apacze.build.teepee",)),
    Statement(29, "b) Teepee", "Enlarging swaps one's own teepee for a larger one from the camp.",
              ("apacze.build.enlarge",), status="reading", reading="apacze.interp.enlarge_old_piece"),
    Statement(30, "b) Teepee", "It needs at least as many of one's Indians on the field as the two sizes "
              "differ.", ("apacze.build.enlarge",)),
    Statement(31, "b) Teepee", "After enlarging, those Indians return to the camp.", ("apacze.build.enlarge",)),
    Statement(32, "c) Canoe", "The canoe action puts a canoe from the camp on one river field of any tile, or "
              "enlarges one.", ("apacze.build.canoe", "apacze.build.enlarge")),
    Statement(33, "c) Canoe", "Everything else is as for the teepee.", ("apacze.build.canoe",
                                                                        "apacze.build.enlarge")),
    Statement(34, "e) Moving Indians (A)", "Up to five of one's Indians move one to three fields.",
              ("apacze.move.long",), status="reading", reading="apacze.interp.empty_action"),
    Statement(35, "e) Moving Indians (A)", "Each moving Indian goes its own way: from and to any region, over "
              "its own distance.", ("apacze.move.long",)),
    Statement(36, "e) Moving Indians (A)", "The cost counts the Indians moved, not the fields crossed.",
              ("apacze.move.long", "apacze.action.cost")),
    Statement(37, "d) Moving Indians (B)", "Up to five of one's Indians move one field each.",
              ("apacze.move.short",), status="reading", reading="apacze.interp.short_move"),
    Statement(38, "d) Moving Indians (B)", "Otherwise it works like the long move.", ("apacze.move.short",)),
    Statement(39, "f) Gathering Indians", "Up to five of one's Indians come from any fields to one field that "
              "already holds one of one's Indians.", ("apacze.move.gather",)),
    Statement(40, "Round, step 3", "Every region is looked at in turn for who leads it.", ("apacze.score.rank",)),
    Statement(41, "Round, step 3", "The lead goes to the most of the largest teepees and canoes.",
              ("apacze.score.rank",)),
    Statement(42, "Round, step 3", "A tie is broken by the next smaller pieces, and last by the number of "
              "Indians.", ("apacze.score.rank",)),
    Statement(43, "Round, step 3", "Players still tied all take the lower place.", ("apacze.score.ties",)),
    Statement(44, "Round, step 3", "First place gains all the animals of the region.", ("apacze.score.awards",)),
    Statement(45, "Round, step 3", "Second place gains half of them, rounded down.", ("apacze.score.awards",)),
    Statement(46, "Round, step 3", "Third place gains the animals on its own fields.", ("apacze.score.awards",),
              status="reading", reading="apacze.interp.own_fields"),
    Statement(47, "Round, step 3", "Fourth place, too, gains the animals on its own fields.",
              ("apacze.score.awards",), status="reading", reading="apacze.interp.lower_places"),
    Statement(48, "Round, step 3", "Animals beyond 15 on a track must be spent by buying or exchanging.",
              ("apacze.track.limit",), status="reading", reading="apacze.interp.track_limit"),
    Statement(49, "Round, step 3", "The action cubes are taken back from the scoring boards.",
              ("apacze.round.end",)),
    Statement(50, "Round, step 3", "The totem goes clockwise to the next player.", ("apacze.round.end",)),
    Statement(51, "End of the game", "Play goes on until the terrain tiles are used up.", ("apacze.end.tiles",)),
    Statement(52, "Scoring (final)", "The most animals in all wins.", ("apacze.end.winner",)),
    Statement(53, "Scoring (final)", "To count on the scoring track, first set the Indian cubes back to 0.",
              status="not applicable", why="a way to add up on the printed track; the tutor adds the animals "
              "itself"),
    Statement(54, "Scoring (final)", "Tied players each look at their smallest kind of animal (it may be a "
              "different kind for each); the most there wins.", ("apacze.end.winner",), status="reading",
              reading="apacze.interp.final_tie"),
    Statement(55, "Remember", "A teepee's or canoe's size, 1 to 4, is the number of squares on its token.",
              ("apacze.setup.pieces", "apacze.build.enlarge")),
    Statement(56, "Remember", "The terrains are prairie, river and mountains.", ("apacze.field.regions",)),
    Statement(57, "Remember", "A field is one terrain on one tile; a region is fields of one terrain joined "
              "together.", ("apacze.field.regions",)),
    Statement(58, "Remember", "A field holds one player's Indians only, though Indians may pass over other "
              "players' fields.", ("apacze.field.one_player",)),
    Statement(59, "Remember", "The bits of river in tile corners are not fields of their own; they are drawn "
              "to join rivers.", ("apacze.field.regions", "apacze.move.corners")),
    Statement(60, "Remember", "Indians never move across a corner, except along a river.",
              ("apacze.move.corners",)),
    Statement(61, "Remember", "Three animals of one kind may be traded for one new animal of any kind.",
              ("apacze.shop.exchange",)),
    Statement(62, "Remember", "A player may buy Indians, teepees and canoes from the shop at any moment, as "
              "often as they like.", ("apacze.shop.buy",), status="reading", reading="apacze.interp.when_to_buy"),
    Statement(63, "Remember", "An Indian costs one animal of each kind; a teepee or canoe one of each kind per "
              "level of its size.", ("apacze.shop.buy",)),
)
