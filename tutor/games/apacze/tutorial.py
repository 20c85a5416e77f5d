"""The Apacze i Komancze tutorial as data: one rule at a time, each on a scripted board, the learner as red.

Steps and their judging come from :mod:`tutor.core.tutorial`; scoring steps are questions about one
region (the core's ``choices``); the last step scores a whole round.
Every board is built from the three start tiles of the totem (prairie west, river in the middle,
mountains east, one animal per field) and a few more tiles.
"""
from __future__ import annotations

from dataclasses import dataclass

from tutor.core import tutorial
from tutor.core.tutorial import GROUP, Feedback, attempt

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
    """An Apacze i Komancze step; ``region`` is a field of the region the step is about (the page
    highlights that region)."""

    region: FieldId | None = None

    parse = staticmethod(Game.parse)
    learner = LEARNER

    def region_fields(self, state: State) -> tuple[FieldId, ...]:
        """The fields of the step's region (empty when it has none)."""
        if self.region is None:
            return ()
        return next(r.fields for r in state.scoring() if self.region in r.fields)


BESIDE_THE_TOTEM = ((1, 0), (1, 1), (1, 2), (-1, 0), (-1, 1), (-1, 2), (0, -1), (0, 3))
PLACE_BESIDE = tuple(f"place at {x},{y} turned {r}" for x, y in BESIDE_THE_TOTEM for r in (0, 90, 180, 270))
GIVE_UP_ANY = tuple(f"give up {a} for {g}" for a in ("canoe", "short move", "gathering")
                    for g in ("bison", "salmon", "turkey"))

#: what the shop offers at any moment, beside the round's actions (an answer to no step)
SHOP = {"buy *": "'{choice}' is a purchase from the shop: allowed at any moment and as often as you like, "
        "but it is not one of the round's actions, so it only spends animals and the step's action is still "
        "to take. [apacze.shop.buy]",
        "exchange *": "'{choice}' trades three animals of one kind for a single one, allowed at any moment: you "
        "lose two animals, and the step's action is still to take. [apacze.shop.exchange]"}


def give_up(why: str) -> dict[str, str]:
    """Feedback for giving an action up where the step asks for something else (``why``: what is lost)."""
    return {"give up *": "'{choice}' marks an action as used for one animal, which is allowed; " + why
            + " [apacze.action.give_up]"}


STEPS: tuple[Step, ...] = (
    Step("place", "Placing a tile",
         ("apacze.place.edge", "apacze.place.distance", "apacze.place.mandatory"),
         board(),
         "You are red and drew a ford in secret. The totem's three start tiles stand in a column at 0,0 to "
         "0,2. Place your tile beside the totem, on one of the dashed squares, in any turn.",
         PLACE_BESIDE,
         "A tile goes where it shares an edge with a tile on the table, at most three tiles from a start "
         "tile. Placing is the one action you may not give up: it must happen every round.",
         "place at 0,4 turned 0",
         feedback={**give_up("but the tile must still go down this round: placing is the one action nobody may "
                             "give up."), **SHOP,
                   "place at 0,4 turned 0": "0,4 touches no tile: the square next to the totem's head is 0,3."}),
    Step("put", "Indians come with the tile",
         ("apacze.place.indians", "apacze.action.cost"),
         board(phase="put 0 at 1,0", hands="- bend", used="P/-", tiles="1,0:ford@2"),
         "With the tile, you may put up to five Indians from your camp on one of its fields. An action "
         "with 1 Indian is free; 2 cost 2 animals, 3 cost 4, 4 cost 7, 5 cost 10. Put one Indian on the "
         "ford's prairie field a.",
         ("put 1 indian on a",),
         "One Indian costs nothing. Every action that uses Indians (placing, building, moving, gathering) "
         "costs by the same table, so big actions are dear.",
         "put 5 indians on a",
         feedback={"put no indians": "Putting no Indians is allowed, but the tile then stands empty; one Indian "
                   "costs nothing, so there is no reason to save him. [apacze.place.indians]",
                   "put 1 indian on b | put 1 indian on c": "'{choice}' is free too, but the step asks for the "
                   "prairie field, a; the Indians all go onto one field of the new tile. [apacze.place.indians]",
                   "put [234] indians on *": "'{choice}': more than one Indian costs animals (2 cost 2, 3 cost 4, "
                   "4 cost 7), and the step asks for the free single Indian. [apacze.action.cost]",
                   "put 5 indians on a": "Five Indians would cost 10 animals; you have only one to put, free, "
                   "here."}),
    Step("one_player", "One player per field",
         ("apacze.field.one_player", "apacze.move.long"),
         board(indians="0,0:a=0x2 0,1:a=1x1"),
         "Your long move is under way: each Indian may go up to three fields. Yellow stands on the "
         "prairie at 0,1:a. Move one Indian from 0,0:a to the prairie at the totem's head, 0,2:a.",
         ("move indian from 0,0:a to 0,2:a",),
         "Indians may pass other players' fields, but never stop on one: a field holds one player's "
         "Indians only.",
         "move indian from 0,0:a to 0,1:a", setup=("start long move",),
         feedback={"move indian from 0,0:a to *": "'{choice}' is a legal move, but it never meets yellow: the step "
                   "asks you to pass yellow's field 0,1:a on the way to 0,2:a, which is allowed as long as you do "
                   "not stop there. [apacze.field.one_player]",
                   "move indian from 0,0:a to 0,1:a": "Yellow already stands on 0,1:a, and a field holds one "
                   "player's Indians only: pass it, do not stop."}),
    Step("edges", "Moving from field to field",
         ("apacze.move.corners", "apacze.move.short", "apacze.field.regions"),
         board(indians="0,0:a=0x2"),
         "Your short move is under way: one field per Indian. The river runs down the middle of the "
         "totem between the prairie (west) and the mountains (east). Move an Indian one field.",
         ("move indian from 0,0:a to 0,0:b", "move indian from 0,0:a to 0,1:a"),
         "Fields are neighbours where they share a border, inside a tile or across a tile edge. Land never "
         "joins through a corner; only rivers do.",
         "move indian from 0,0:a to 0,0:c", setup=("start short move",),
         feedback={"move indian from 0,0:a to 0,0:c": "The mountains 0,0:c touch the prairie only at a corner, "
                   "across the river: land is never joined through a corner."}),
    Step("teepee", "Building a teepee",
         ("apacze.build.teepee", "apacze.build.canoe"),
         board(indians="0,0:a=0x2"),
         "Two of your Indians stand on the prairie at 0,0:a. Build a teepee of size 2 there: it takes the "
         "place of two Indians (they go back to your camp), and like any action with 2 Indians it costs 2 "
         "animals.",
         ("build teepee 2 at 0,0:a",),
         "Teepees stand on prairie and mountains, canoes on rivers. A building counts for more than any "
         "number of Indians when a region scores, and it stays round after round.",
         "build canoe 2 at 0,0:a", after=("pay bison", "pay turkey"),
         feedback={"place at *": "'{choice}' places your tile, an action of its own; the two Indians on 0,0:a "
                   "are waiting to become a teepee. [apacze.build.teepee]",
                   "build teepee 1 at 0,0:a": "A teepee of size 1 is legal and free (one Indian), but size counts "
                   "when a region scores: the largest building leads, and your two Indians can raise one of size 2. "
                   "[apacze.score.rank]",
                   "start long move | start short move": "'{choice}' sends Indians away from 0,0:a, where two of "
                   "them standing together are just what a teepee of size 2 needs. [apacze.build.teepee]",
                   **give_up("but the two Indians on 0,0:a could build a teepee now."), **SHOP,
                   "build canoe 2 at 0,0:a": "0,0:a is prairie: canoes go on rivers, teepees on prairie and "
                   "mountains."}),
    Step("give_up", "Giving an action up",
         ("apacze.action.give_up", "apacze.action.once"),
         board(phase="act 6", hands="- -", used="PTL/PTC", indians="0,0:a=0x1"),
         "You have placed your tile, built and made the long move. Each action type can be taken once a "
         "round. One Indian has nothing useful left to do: give an unused action up for an animal.",
         GIVE_UP_ANY,
         "Instead of an action you may give it up for one animal of your choice. Four actions each, "
         "every round.",
         "gather at 0,0:a",
         feedback={"start short move": "Starting a short move takes your one Indian a single field and wins "
                   "nothing here; "
                   "giving an action up at least brings an animal. [apacze.action.give_up]", **SHOP,
                   "gather at 0,0:a": "Gathering brings Indians to a field that already holds one of yours; with "
                   "a single Indian there is nobody to bring."}),
    Step("who_leads", "Scoring: who leads a region",
         ("apacze.score.rank", "apacze.field.regions"),
         board(indians="0,0:a=0x3", buildings="0,2:a=1t1", camp="i4 t12 c12/i4 t2 c12"),
         "At the end of each round every region scores. The prairie region of the totem (the three west "
         "fields, outlined) has your 3 Indians and yellow's teepee of size 1. Who is first here?",
         ("yellow",),
         "Buildings come first: the largest teepee or canoe leads, and Indians count only between players "
         "with the same buildings. Yellow's small teepee beats your three Indians.",
         "red", feedback={"red": "Not red: your three Indians lose to any building. Players are ranked by their "
                          "buildings first; Indians only break ties between equal buildings. [apacze.score.rank]",
                          "tied": "Not tied: a tie needs equal buildings and then equal Indians, and only yellow "
                          "has a building here. [apacze.score.rank]"},
         choices=("red", "yellow", "tied"), region=(0, 0, "a")),
    Step("half", "Scoring: first and second",
         ("apacze.score.awards",),
         board(indians="0,0:a=0x3", buildings="0,2:a=1t1", camp="i4 t12 c12/i4 t2 c12", tiles="-1,0:ford@2"),
         "A ford at -1,0 joins its prairie to the totem's: the region now has 5 bison (count the numbers). "
         "Yellow is first and takes all 5. How many does second place, you, take?",
         ("2",),
         "Second place takes half of the region's animals, rounded down: half of 5 is 2. The animals are not "
         "shared out: first and second both gain from the same region.",
         "3", feedback={"3": "Not 3: half of 5 is two and a half, and a half is rounded down. [apacze.score.awards]",
                        "0": "Not 0: second place is not empty-handed; it takes half of the region's animals. "
                        "[apacze.score.awards]",
                        "5": "Not 5: all 5 go to first place, yellow; second takes half of that count. "
                        "[apacze.score.awards]"},
         choices=("0", "2", "3", "5"), region=(0, 0, "a")),
    Step("tie", "Scoring: ties",
         ("apacze.score.ties", "apacze.score.awards"),
         board(buildings="0,0:c=0t2 0,1:c=1t2", camp="i4 t1 c12/i4 t1 c12"),
         "In the mountains of the totem (3 turkeys) you and yellow each have a teepee of size 2 and no "
         "Indians. What does each of you earn?",
         ("1 each",),
         "Tied players share the lower place: you are both second, so each takes half of 3 rounded down, 1. "
         "Nobody is first.",
         "3 each", feedback={"3 each": "Not 3 each: tied players do not share first place; they both take the "
                             "lower place, second. [apacze.score.ties]",
                             "nothing": "Not nothing: with nobody first, both of you are second, and second place "
                             "takes half of the region's 3 turkeys. [apacze.score.ties]"},
         choices=("3 each", "1 each", "nothing"), region=(0, 0, "c")),
    Step("next_size", "Scoring: the next building breaks a tie",
         ("apacze.score.rank", "apacze.score.ties"),
         board(buildings="0,0:a=0t2 0,1:a=0t1 0,2:a=1t2", indians="0,2:a=1x3", camp="i4 t- c12/i4 t1 c12"),
         "On the totem's prairie you have teepees of sizes 2 and 1; yellow has a teepee of size 2 and 3 "
         "Indians. Who is first?",
         ("red",),
         "Largest buildings first (2 against 2: equal), then the next sizes (your 1 against nothing): you "
         "lead. Yellow's Indians would count only if the buildings were all equal.",
         "yellow", feedback={"yellow": "Not yellow: the next building sizes are compared before any Indians; "
                             "yellow's 3 Indians would count only if all buildings were equal. [apacze.score.rank]",
                             "tied": "Not tied: the largest teepees are equal (2 and 2), but the next ones are "
                             "not: your 1 against yellow's nothing. [apacze.score.rank]"},
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
         "0", feedback={"0": "Not 0: in this reading third and fourth place take the animals on their own "
                        "fields, and green's field shows one bison. [apacze.score.awards]",
                        "3": "Not 3: 3 is the whole region's count, first place's prize; third place takes only "
                        "what its own fields show. [apacze.score.awards]"},
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
         "give up canoe for salmon",
         feedback={**give_up("but a canoe of size 2 wins the river's 3 salmon now and keeps the lead in later "
                             "rounds."), **SHOP,
                   "build canoe 1 at 0,1:b": "A canoe of size 1 also takes the river this round, and free: equal "
                   "canoes, then your one Indian left on the field breaks the tie. But that lead hangs on one "
                   "Indian, which yellow can match; a canoe of size 2 leads on buildings alone. [apacze.score.rank]",
                   "start short move": "Moving Indians does not beat yellow's canoe: buildings rank before any "
                   "number of Indians, so the river would stay yellow's. [apacze.score.rank]"},
         after=("pay salmon", "pay salmon"), region=(0, 0, "b")),
)
