"""The Apacze i Komancze tutorial as data: one rule at a time, each on a scripted board, the learner as red.

Action steps and their judging come from :mod:`tutor.core.tutorial`. Scoring steps are questions
about one region (``choices``), judged by :func:`attempt` here; the last step scores a whole round.
Every board is built from the three start tiles of the totem (prairie west, river in the middle,
mountains east, one animal per field) and a few more tiles.
"""
from __future__ import annotations

from dataclasses import dataclass

from tutor.core import tutorial
from tutor.core.tutorial import Feedback

from .board import FieldId
from .state import Game, State

LEARNER = 0  # the learner plays red, the first player

__all__ = ["LEARNER", "STEPS", "Step", "Feedback", "attempt", "board"]


def board(players: int = 2, phase: str = "act 0", hands: str = "ford bend", camp: str = "", used: str = "",
          tiles: str = "-", indians: str = "-", buildings: str = "-", round_: int = 0) -> str:
    """A position string: 10 of each animal, the usual camp, nothing used, unless told otherwise."""
    animals = "/".join(["10.10.10"] * players)
    camp = camp or "/".join(["i4 t12 c12"] * players)
    used = used or "/".join(["-"] * players)
    return (f"apacze {players} | round {round_} | {phase} | hands {hands} | animals {animals} | camp {camp} "
            f"| used {used} | tiles {tiles} | indians {indians} | buildings {buildings}")


@dataclass(frozen=True)
class Step(tutorial.Step):
    """An Apacze i Komancze step. With ``choices`` it is a question: ``accepted`` holds the right
    choice and ``why_not`` explains a wrong one. ``region`` is a field of the region the step is
    about (the page highlights that region)."""

    choices: tuple[str, ...] = ()
    region: FieldId | None = None

    parse = staticmethod(Game.parse)

    def region_fields(self, state: State) -> tuple[FieldId, ...]:
        """The fields of the step's region (empty when it has none)."""
        if self.region is None:
            return ()
        return next(r.fields for r in state.scoring() if self.region in r.fields)

    def judge(self, state: State, text: str) -> Feedback:
        return attempt(self, state, text)


def attempt(step: Step, state: State, text: str) -> Feedback:
    """Judge the learner's answer: a question's choice here, an action by the rules."""
    if step.choices:
        right = text in step.accepted
        return Feedback(right, step.explanation if right else step.why_not, step.rules[0], state)
    return tutorial.attempt(step, state, text)


PLACE_EAST_OR_WEST = tuple(f"place at {x},{y} turned {r}" for x in (1, -1) for y in (0, 1, 2)
                           for r in (0, 90, 180, 270))

STEPS: tuple[Step, ...] = (
    Step("place", "Placing a tile",
         ("apacze.place.edge", "apacze.place.distance", "apacze.place.mandatory"),
         board(),
         "You are red and drew a ford in secret. The totem's three start tiles stand in a column at 0,0 to "
         "0,2. Place your tile beside the totem, east or west of it (the dashed squares), in any turn.",
         PLACE_EAST_OR_WEST,
         "A tile goes where it shares an edge with a tile on the table, at most three tiles from a start "
         "tile. Placing is the one action you may not give up: it must happen every round.",
         "place at 0,4 turned 0"),
    Step("put", "Indians come with the tile",
         ("apacze.place.indians", "apacze.action.cost"),
         board(phase="put 0 at 1,0", hands="- bend", used="P/-", tiles="1,0:ford@2"),
         "With the tile, you may put up to five Indians from your camp on one of its fields. An action "
         "with 1 Indian is free; 2 cost 2 animals, 3 cost 4, 4 cost 7, 5 cost 10. Put one Indian on the "
         "ford's prairie field a.",
         ("put 1 indian on a",),
         "One Indian costs nothing. Every action that uses Indians (placing, building, moving, gathering) "
         "costs by the same table, so big actions are dear.",
         "put 5 indians on a"),
    Step("one_player", "One player per field",
         ("apacze.field.one_player", "apacze.move.long"),
         board(indians="0,0:a=0x2 0,1:a=1x1"),
         "Your long move is under way: each Indian may go up to three fields. Yellow stands on the "
         "prairie at 0,1:a. Move one Indian from 0,0:a to the prairie at the totem's head, 0,2:a.",
         ("move indian from 0,0:a to 0,2:a",),
         "Indians may pass other players' fields, but never stop on one: a field holds one player's "
         "Indians only.",
         "move indian from 0,0:a to 0,1:a", setup=("start long move",)),
    Step("edges", "Moving from field to field",
         ("apacze.move.corners", "apacze.move.short", "apacze.field.regions"),
         board(indians="0,0:a=0x2"),
         "Your short move is under way: one field per Indian. The river runs down the middle of the "
         "totem between the prairie (west) and the mountains (east). Move an Indian one field.",
         ("move indian from 0,0:a to 0,0:b", "move indian from 0,0:a to 0,1:a"),
         "Fields are neighbours where they share a border, inside a tile or across a tile edge. Land never "
         "joins through a corner; only rivers do.",
         "move indian from 0,0:a to 0,0:c", setup=("start short move",)),
    Step("teepee", "Building a teepee",
         ("apacze.build.teepee", "apacze.build.canoe"),
         board(indians="0,0:a=0x2"),
         "Two of your Indians stand on the prairie at 0,0:a. Build a teepee of size 2 there: it takes the "
         "place of two Indians (they go back to your camp), and like any action with 2 Indians it costs 2 "
         "animals.",
         ("build teepee 2 at 0,0:a",),
         "Teepees stand on prairie and mountains, canoes on rivers. A building counts for more than any "
         "number of Indians when a region scores, and it stays round after round.",
         "build canoe 2 at 0,0:a", after=("pay bison", "pay turkey")),
    Step("give_up", "Giving an action up",
         ("apacze.action.give_up", "apacze.action.once"),
         board(phase="act 6", hands="- -", used="PTL/PTC", indians="0,0:a=0x1"),
         "You have placed your tile, built and made the long move. Each action type can be taken once a "
         "round. You have nothing to gather with one Indian: give the gathering up for a turkey.",
         ("give up gathering for turkey",),
         "Instead of an action you may give it up for one animal of your choice. Four actions each, "
         "every round.",
         "gather at 0,0:a"),
    Step("who_leads", "Scoring: who leads a region",
         ("apacze.score.rank", "apacze.field.regions"),
         board(indians="0,0:a=0x3", buildings="0,2:a=1t1", camp="i4 t12 c12/i4 t2 c12"),
         "At the end of each round every region scores. The prairie region of the totem (the three west "
         "fields, outlined) has your 3 Indians and yellow's teepee of size 1. Who is first here?",
         ("yellow",),
         "Buildings come first: the largest teepee or canoe leads, and Indians count only between players "
         "with the same buildings. Yellow's small teepee beats your three Indians.",
         "red", why_not="Not quite: players are ranked by their buildings first; Indians only break ties "
         "between equal buildings.", choices=("red", "yellow", "tied"), region=(0, 0, "a")),
    Step("half", "Scoring: first and second",
         ("apacze.score.awards",),
         board(indians="0,0:a=0x3", buildings="0,2:a=1t1", camp="i4 t12 c12/i4 t2 c12", tiles="-1,0:ford@2"),
         "A ford at -1,0 joins its prairie to the totem's: the region now has 5 bison (count the numbers). "
         "Yellow is first and takes all 5. How many does second place, you, take?",
         ("2",),
         "Second place takes half of the region's animals, rounded down: half of 5 is 2. The animals are not "
         "shared out: first and second both gain from the same region.",
         "3", why_not="Not quite: second place takes half the region's animals, rounded down.",
         choices=("0", "2", "3", "5"), region=(0, 0, "a")),
    Step("tie", "Scoring: ties",
         ("apacze.score.ties", "apacze.score.awards"),
         board(buildings="0,0:c=0t2 0,1:c=1t2", camp="i4 t1 c12/i4 t1 c12"),
         "In the mountains of the totem (3 turkeys) you and yellow each have a teepee of size 2 and no "
         "Indians. What does each of you earn?",
         ("1 each",),
         "Tied players share the lower place: you are both second, so each takes half of 3 rounded down, 1. "
         "Nobody is first.",
         "3 each", why_not="Not quite: tied players do not share first place; they both take the lower place.",
         choices=("3 each", "1 each", "nothing"), region=(0, 0, "c")),
    Step("next_size", "Scoring: the next building breaks a tie",
         ("apacze.score.rank", "apacze.score.ties"),
         board(buildings="0,0:a=0t2 0,1:a=0t1 0,2:a=1t2", indians="0,2:a=1x3", camp="i4 t- c12/i4 t1 c12"),
         "On the totem's prairie you have teepees of sizes 2 and 1; yellow has a teepee of size 2 and 3 "
         "Indians. Who is first?",
         ("red",),
         "Largest buildings first (2 against 2: equal), then the next sizes (your 1 against nothing): you "
         "lead. Yellow's Indians would count only if the buildings were all equal.",
         "yellow", why_not="Not quite: the next building sizes are compared before any Indians.",
         choices=("red", "yellow", "tied"), region=(0, 0, "a")),
    Step("third", "Scoring: third place",
         ("apacze.score.awards",),
         board(players=3, hands="ford bend fork", buildings="0,0:a=0t2 0,1:a=1t1", indians="0,2:a=2x1",
               camp="i4 t1 c12/i4 t2 c12/i4 t12 c12"),
         "Three players on the totem's prairie (3 bison): your teepee 2, yellow's teepee 1, green's one "
         "Indian on 0,2:a. What does green, third, earn?",
         ("1",),
         "Third and fourth place take the animals on their own fields: green's field 0,2:a shows 1 bison. "
         "(The summary may have added this rule; the app lets you switch it off.)",
         "0", why_not="Not quite: in this reading third and fourth place take the animals on their own fields.",
         choices=("0", "1", "3"), region=(0, 0, "a")),
    Step("round_end", "The round scores",
         ("apacze.round.end", "apacze.build.canoe", "apacze.score.rank"),
         board(round_=1, phase="act 7", hands="- -", used="PTL/PTCL", tiles="-1,0:bend@0 1,0:ford@0",
               indians="0,1:b=0x2", buildings="0,0:b=1c1", camp="i4 t12 c12/i4 t12 c2"),
         "Your last action of the round. Yellow's canoe of size 1 leads the totem's river (3 salmon); your "
         "2 Indians stand on it. Take the river with the action that wins it.",
         ("build canoe 2 at 0,1:b",),
         "Your canoe of size 2 beats yellow's size 1. After the round's last action every region scores: "
         "you take all 3 salmon, yellow half rounded down, 1. Then the totem passes on.",
         "give up canoe for salmon", why_not="Allowed, and worth one salmon; but a canoe of size 2 wins the "
         "river's 3 salmon now and keeps the lead in later rounds.",
         after=("pay salmon", "pay salmon"), region=(0, 0, "b")),
)
