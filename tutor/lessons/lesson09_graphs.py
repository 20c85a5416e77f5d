"""Lesson 9: graphs and connectivity, the regions of Apacze i Komancze.

The fields of the placed tiles are the nodes of a graph, joined where they touch
(:func:`tutor.games.apacze.board.field_graph`). Keeping only the edges between fields of one terrain,
the connected components are the regions, and scoring goes region by region: a region is counted, not
a tile. The exact answer here is a count (the number of regions); the simulation estimates it by
sampling fields, since a field in a region of k fields stands for 1/k of a region.
"""
from __future__ import annotations

import random
from fractions import Fraction
from math import comb

import networkx as nx

from tutor.core.i18n import Joined, M, P
from tutor.games import apacze
from tutor.games.apacze.board import same_terrain_graph
from tutor.games.apacze.render import PLAYER_NAMES, board_svg, scoring

from . import Lesson
from .exercises import Exercise

#: the middle of a three-player game between bots (the analyse page's example)
POSITION = ("apacze 3 | round 2 | act 0 | hands fork diagonal fork | animals 14.13.13/14.11.14/13.13.13 | "
            "camp i3 t2 c12/i3 t2 c12/i2 t12 c12 | used -/-/- | tiles -3,0:ford@1 -3,1:bend@1 -2,-1:bend@0 "
            "-2,0:ford@2 -1,-1:bend@0 -1,0:ford@2 | indians -3,0:a=2x1 -3,1:b=2x1 -1,-1:a=1x1 -1,-1:b=0x1 | "
            "buildings -2,0:c=1t1 -1,-1:c=0t1")
STATE = apacze.Game.parse(POSITION)
FIELDS = STATE.graph
SAME = same_terrain_graph(FIELDS)
REGIONS = [sorted(region) for region in nx.connected_components(SAME)]
EXACT = Fraction(len(REGIONS))
SCORED = scoring(STATE)
CONTESTED = max(SCORED, key=lambda region: (len(region.standings), region.animals))
RED = 0
#: the round being played, counted from 1 as the board's title counts it (the position string counts from 0)
ROUND = min(STATE.round + 1, STATE.game.rounds)


def simulate(n: int, seed: int) -> float:
    """Pick ``n`` random fields, explore the region of each; fields × the average of 1/(region size)."""
    rng = random.Random(seed)
    nodes = list(SAME)
    share = sum(1 / len(nx.node_connected_component(SAME, rng.choice(nodes))) for _ in range(n))
    return len(nodes) * share / n


def board() -> str:
    return board_svg(STATE, highlight=CONTESTED.fields, spots=False)


SIZES = sorted((len(region) for region in REGIONS), reverse=True)
SAME_REGION = Fraction(sum(comb(size, 2) for size in SIZES), comb(len(FIELDS), 2))
RED_WINS = sum(s.gain for region in SCORED for s in region.standings if s.player == RED)
EMPTY = len(REGIONS) - len(SCORED)

def player_name(player: int) -> str:
    """A player's colour in the reader's words (the game's own names, glossary terms)."""
    return PLAYER_NAMES[player]


EXERCISES = (
    Exercise("l9-largest", M("How many fields does the largest region have?"),
             Fraction(SIZES[0]),
             M("Follow same-terrain borders from a field until no new field is reached; the largest such set."),
             P("The region sizes are {sizes}: the largest has {n} field.",
               "The region sizes are {sizes}: the largest has {n} fields.", n=SIZES[0], sizes=Joined(SIZES, ", ")),
             kind="count"),
    Exercise("l9-same", M("Two different fields are picked at random. What is the chance that they lie in the same "
                          "region?"),
             SAME_REGION,
             M("Count the pairs of fields inside each region (k fields give k(k-1)/2 pairs) and divide by all pairs "
               "of fields."),
             M("{pairs} pairs over C({fields},2): {p}.",
               pairs=Joined([f"C({size},2)" for size in SIZES if size > 1], " + "), fields=len(FIELDS), p=SAME_REGION),
             kind="probability"),
    Exercise("l9-red", M("How many animals in all does {player} win in this scoring?", player=player_name(RED)),
             Fraction(RED_WINS),
             M("Score each region where red has a piece on its own: first place takes all its animals, second half "
               "of them rounded down, and tied players take the lower place."),
             M("{regions}. In all {n}.", regions=Joined([region.reason for region in SCORED
                                                           if any(s.player == RED for s in region.standings)], "; "),
               n=RED_WINS),
             kind="count"),
    Exercise("l9-empty", M("How many regions score nothing for anyone, because nobody has a piece in them?"),
             Fraction(EMPTY),
             M("Count all the regions, then take away those with an Indian or a building."),
             M("Regions: {regions}; with a piece in them: {occupied}; so scoring nothing: {empty}.",
               regions=len(REGIONS), occupied=len(SCORED), empty=EMPTY),
             kind="count"),
)

LESSON = Lesson(
    number=9,
    title=M("Graphs and connectivity: regions"),
    teaches=M("A graph's connected components group what is joined; in Apacze i Komancze the regions are the "
              "components of the same-terrain graph, and scoring follows them."),
    game=M("Apacze i Komancze"),
    intro=M("On the Apacze i Komancze board the fields form a graph. Joining only fields of the same terrain splits "
            "it into connected pieces, the regions, and the animals are scored region by region. The answer here is "
            "a count rather than a chance; the simulation estimates it by sampling fields."),
    situation=M("<p>Round {round} of {rounds}. On the board: {tiles}, with {fields} of prairie, river and "
                "mountains. Animals are won region by region: all the connected fields of one terrain score "
                "together, however many tiles they cross.</p><p>The shaded region is the most contested one: "
                "{reason}.</p><p><b>Question:</b> how many regions does the board have?</p>", round=ROUND,
                rounds=STATE.game.rounds, tiles=P("{n} tile", "{n} tiles", n=len(STATE.placements)),
                fields=P("{n} field", "{n} fields", n=len(FIELDS)), reason=CONTESTED.reason),
    assumptions=M("The tiles are reconstructed: the players' summary does not describe them, so their fields and "
                  "animals are this tutor's, and a printed box may differ. A field is one terrain on one tile, and "
                  "places and ties are scored by the tutor's default readings."),
    teacher_notes=M("Let students colour the regions on a printed board before counting them. The simulation "
                    "estimates a count, not a chance: each sampled field stands for one over its region's size of a "
                    "region."),
    board=board,
    derivation=(
        (M("Nodes: the fields of the placed tiles"), str(FIELDS.number_of_nodes())),
        (M("Edges: fields that touch (inside a tile, across a tile edge, river corners)"),
         str(FIELDS.number_of_edges())),
        (M("Keep only the edges between fields of one terrain"), str(SAME.number_of_edges())),
        (M("Connected components of what is left, by size"), str(SIZES)),
        (M("Regions with a piece in them, scored one by one"), str(len(SCORED))),
        *((M("Scoring: {reason}", reason=region.reason),
           Joined([M("{player} {gain}", player=player_name(s.player), gain=s.gain) for s in region.standings], ", "))
          for region in SCORED),
        (M("Number of regions: one per connected component"), str(EXACT)),
    ),
    exact=EXACT,
    simulate=simulate,
    exercises=EXERCISES,
)
