"""Lesson 11: the addition rule and mutually exclusive events, on a two-way table of Apache's prairie cards.

The first card of a game of Apache is any one of the 114 prairie cards. Sorted by colour and by kind they
make a two-way table, built here from the box (:data:`tutor.games.apache.cards.BOX`). ``P(A or B) =
P(A) + P(B) - P(A and B)`` is read off it: a red card or a hunter counts the red hunters in both totals,
so they are taken away once; a red card and a booty card never meet, so their chances just add. A row or
a column of the table is a condition: the bridge to lesson 6.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Callable

from tutor.core.i18n import Joined, M, Message, Term
from tutor.games import apache
from tutor.games.apache.cards import (BOOTY, BOX, CHIEF, COLOURS, HUNTER, INDIANS_PER_COLOUR as PER_COLOUR, KINDS,
                                      MAIDEN, WARRIOR, colour_of, colour_term, is_indian, kind_of)

from . import Exercise, Lesson, Mistake, scene, share

#: the start of a three-player game: every prairie card face down, red to turn up the first one
STATE = apache.Game().new_state()
CARDS = tuple(card for card, copies in enumerate(BOX) for _ in range(copies))  # the box, one entry per card
TOTAL = len(CARDS)
RED = COLOURS.index("red")
PURPLE = COLOURS.index("purple")


def count(event: Callable[[int], bool]) -> int:
    """How many of the box's cards ``event`` holds for."""
    return sum(1 for card in CARDS if event(card))


def coloured(colour: int) -> Callable[[int], bool]:
    return lambda card: is_indian(card) and colour_of(card) == colour


def of_kind(kind: int) -> Callable[[int], bool]:
    return lambda card: is_indian(card) and kind_of(card) == kind


def booty(card: int) -> bool:
    return card in BOOTY


def both(a: Callable[[int], bool], b: Callable[[int], bool]) -> Callable[[int], bool]:
    return lambda card: a(card) and b(card)


RED_CARDS = count(coloured(RED))
HUNTERS = count(of_kind(HUNTER))
RED_HUNTERS = count(both(coloured(RED), of_kind(HUNTER)))
EXACT = Fraction(RED_CARDS + HUNTERS - RED_HUNTERS, TOTAL)

BOOTY_CARDS = count(booty)
RED_OR_BOOTY = Fraction(RED_CARDS + BOOTY_CARDS, TOTAL)  # no card is both: nothing to take away
MAIDENS = count(of_kind(MAIDEN))
PURPLE_CARDS = count(coloured(PURPLE))
PURPLE_MAIDENS = count(both(coloured(PURPLE), of_kind(MAIDEN)))
MAIDEN_OR_PURPLE = Fraction(MAIDENS + PURPLE_CARDS - PURPLE_MAIDENS, TOTAL)
NEITHER = 1 - EXACT
RED_GIVEN_HUNTER = Fraction(RED_HUNTERS, HUNTERS)


# --- the two-way table ----------------------------------------------------------------------------------

TABLE_STYLE = ("<style>.lesson-two-way {border-collapse: collapse; margin: 0.5em 0}"
               ".lesson-two-way th, .lesson-two-way td {border: 1px solid #999; padding: 0.15em 0.6em; "
               "text-align: right} .lesson-two-way th {background: #f3efe6}</style>")
#: the table's columns: each kind of Indian, then the booty cards (which have no colour)
COLUMNS: tuple[tuple[Term, Callable[[int], bool]], ...] = (
    *((Term("apache", name, n=2), of_kind(kind)) for kind, name in enumerate(KINDS)),
    (Term("apache", "booty_card", n=2), booty))
#: the table's rows: each colour, then the cards of no colour
ROWS: tuple[tuple[Term | Message, Callable[[int], bool]], ...] = (*((colour_term(colour), coloured(colour)) for colour in range(len(COLOURS))),
        (M("no colour"), lambda card: not is_indian(card)))
TOTAL_LABEL = M("total")


def two_way_table() -> Joined:
    """The box as a two-way table (HTML): a row per colour, a column per kind, and the totals. Its labels are
    game terms and messages, rendered in the page's language; the counts are counted from the box."""
    cells: list[object] = [TABLE_STYLE, "<table class='lesson-two-way'><tr><th>", M("colour / kind"), "</th>"]
    for label, _ in COLUMNS:
        cells += ["<th>", label, "</th>"]
    cells += ["<th>", TOTAL_LABEL, "</th></tr>"]
    for row_label, in_row in ROWS:
        cells += ["<tr><th>", row_label, "</th>"]
        for _, in_column in COLUMNS:
            cells += ["<td>", count(both(in_row, in_column)), "</td>"]
        cells += ["<td><b>", count(in_row), "</b></td></tr>"]
    cells += ["<tr><th>", TOTAL_LABEL, "</th>"]
    for _, in_column in COLUMNS:
        cells += ["<td><b>", count(in_column), "</b></td>"]
    cells += ["<td><b>", TOTAL, "</b></td></tr></table>"]
    return Joined(cells, "")


#: the table of face-down cards is the whole box: nothing has been turned up yet
board = scene(STATE)


def simulate(n: int, seed: int) -> float:
    """The share of ``n`` shuffles whose first card is red or a hunter."""
    red, hunter = coloured(RED), of_kind(HUNTER)

    def red_or_hunter(card: int) -> bool:
        return red(card) or hunter(card)

    return share(n, seed, lambda rng: red_or_hunter(rng.choice(CARDS)))


EXERCISES = (
    Exercise("l11-hunter", M("Read the table: what is the chance that the first card turned up is a hunter, of any "
                             "colour?"),
             Fraction(HUNTERS, TOTAL),
             M("Add up the hunters' column and divide by all the cards in the box."),
             M("The hunters' column holds {hunters} of the {total} cards: {hunters}/{total} = {p}.", hunters=HUNTERS,
               total=TOTAL, p=Fraction(HUNTERS, TOTAL)),
             hints=(M("Every colour has the same number of hunters: the column's total is at the bottom of the "
                      "table."),),
             mistakes=(Mistake(Fraction(1, len(KINDS)),
                               M("You took the four kinds of Indian as equally likely. Count cards, not kinds: there "
                                 "are more hunters than chiefs, and most cards are booty.")),
                       Mistake(Fraction(RED_HUNTERS, TOTAL),
                               M("You counted the hunters of one colour only: add the whole column."))),
             kind="probability"),
    Exercise("l11-exclusive", M("What is the chance that the first card is a red Indian or a booty card? Can one "
                                "card be both?"),
             RED_OR_BOOTY,
             M("A booty card has no colour, so no card is both: the two events are mutually exclusive."),
             M("The events cannot happen together (P(red and booty) = 0), so the chances just add: "
               "{red}/{total} + {booty}/{total} = {p}.", red=RED_CARDS, booty=BOOTY_CARDS, total=TOTAL,
               p=RED_OR_BOOTY),
             hints=(M("For mutually exclusive events the addition rule has nothing to take away: P(A or B) = P(A) + "
                      "P(B)."),),
             mistakes=(Mistake(Fraction(RED_CARDS, TOTAL) * Fraction(BOOTY_CARDS, TOTAL),
                               M("You multiplied the two chances. Multiplying is for two things that must both "
                                 "happen; one card that is red or booty calls for adding.")),),
             kind="probability"),
    Exercise("l11-overlap", M("What is the chance that the first card is a maiden or a purple card?"),
             MAIDEN_OR_PURPLE,
             M("Some cards are both a maiden and purple: find their cell in the table."),
             M("Maidens {maidens}, purple cards {purple}, purple maidens {both} (counted in both): ({maidens} + "
               "{purple} - {both})/{total} = {p}.", maidens=MAIDENS, purple=PURPLE_CARDS, both=PURPLE_MAIDENS,
               total=TOTAL, p=MAIDEN_OR_PURPLE),
             hints=(M("P(maiden or purple) = P(maiden) + P(purple) - P(purple maiden)."),),
             mistakes=(Mistake(Fraction(MAIDENS + PURPLE_CARDS, TOTAL),
                               M("You added the maidens and the purple cards, so the purple maidens were counted "
                                 "twice: take them away once.")),),
             kind="probability"),
    Exercise("l11-neither", M("What is the chance that the first card is neither red nor a hunter?"),
             NEITHER,
             M("\"Neither A nor B\" is the complement of \"A or B\": you worked out P(red or hunter) in the "
               "situation."),
             M("1 - P(red or hunter) = 1 - {p_or} = {p}. The cards that are neither: {cards} of {total}.",
               p_or=EXACT, p=NEITHER, cards=TOTAL - RED_CARDS - HUNTERS + RED_HUNTERS, total=TOTAL),
             hints=(M("Count the cards outside the red row and outside the hunters' column."),),
             mistakes=(Mistake(1 - Fraction(RED_CARDS + HUNTERS, TOTAL),
                               M("You took away the red cards and the hunters, so the red hunters were taken away "
                                 "twice: add them back once.")),
                       Mistake((1 - Fraction(RED_CARDS, TOTAL)) * (1 - Fraction(HUNTERS, TOTAL)),
                               M("You multiplied P(not red) by P(not a hunter), as if colour and kind were "
                                 "independent. In this box they are not: use the table's counts."))),
             kind="probability"),
    Exercise("l11-given", M("The first card is turned up and you glimpse that it is a hunter, not its colour. Given "
                            "that, what is the chance that it is red?"),
             RED_GIVEN_HUNTER,
             M("Knowing it is a hunter, only the hunters' column counts."),
             M("Among the {hunters} hunters, {red} are red: P(red | hunter) = {red}/{hunters} = {p}. Compare P(red "
               "and hunter) = {red}/{total}: the condition shrinks what you count among, as in lesson 6.",
               hunters=HUNTERS, red=RED_HUNTERS, total=TOTAL, p=RED_GIVEN_HUNTER),
             hints=(M("P(red | hunter) = P(red and hunter) / P(hunter): the red hunters over all the hunters."),),
             mistakes=(Mistake(Fraction(RED_HUNTERS, TOTAL),
                               M("That is P(red and hunter), counted among all the cards. Given that the card is a "
                                 "hunter, count among the hunters only.")),
                       Mistake(Fraction(RED_HUNTERS, RED_CARDS),
                               M("That is P(hunter | red), the other way round: you counted among the red cards, "
                                 "not among the hunters."))),
             kind="probability"),
)

LESSON = Lesson(
    number=11,
    title=M("The addition rule: red or a hunter"),
    teaches=M("The chance of A or B is P(A) + P(B) - P(A and B); when A and B cannot happen together it is just "
              "P(A) + P(B). A two-way table shows all of it."),
    game=M("Apache"),
    intro=M("Apache's box holds Indians of five colours and four kinds, and booty cards. Sorting the cards by "
            "colour and by kind gives a two-way table, and from it every chance of \"this or that\" about the "
            "first card turned up: the addition rule, and when it needs no correction."),
    situation=M("<p>A new game of Apache begins: all {total} prairie cards lie face down, well mixed, and red is "
                "about to turn up the first one. Sorted by colour and by kind, the cards in the box make this "
                "two-way table (a booty card has no colour):</p>{table}<p><b>What is the chance that the first "
                "card turned up is a red Indian or a hunter (of any colour)?</b> A red hunter is both.</p>",
                total=TOTAL, table=two_way_table()),
    board=board,
    derivation=(
        (M("P(red): the red row's total over all the cards"), f"{RED_CARDS}/{TOTAL}"),
        (M("P(hunter): the hunters' column total over all the cards"), f"{HUNTERS}/{TOTAL}"),
        (M("P(red and hunter): the cell where the red row meets the hunters' column. These cards are in both "
           "totals"), f"{RED_HUNTERS}/{TOTAL}"),
        (M("Adding the two totals counts the red hunters twice: take them away once. The addition rule: P(red or "
           "hunter) = P(red) + P(hunter) - P(red and hunter)"), f"{RED_CARDS}/{TOTAL} + {HUNTERS}/{TOTAL} - "
                                                               f"{RED_HUNTERS}/{TOTAL}"),
    ),
    exact=EXACT,
    simulate=simulate,
    exercises=EXERCISES,
    assumptions=M("<p>The counts are the box's, as the rulebook lists them: nothing here is reconstructed. The "
                  "cards are mixed well, so each of the {total} face-down cards is equally likely to be the first "
                  "one turned up. Only Indians have a colour; a booty card belongs to no colour. All five colours "
                  "are in the box whatever the number of players: the Indians of a colour nobody plays are turned "
                  "up like the others.</p>", total=TOTAL),
    teacher_notes=M("<p><b>How to run it.</b> Before showing the table, let the class build it from the rulebook's "
                    "list of the box (per colour: chiefs {chiefs}, warriors {warriors}, maidens {maidens}, hunters "
                    "{hunters}; then the booty cards): check that the rows and the columns both add up to {total}. Shade the red row and "
                    "the hunters' column in two colours: the one cell shaded twice is the overlap the rule takes "
                    "away.</p><p><b>What students get wrong.</b> Adding P(A) and P(B) without taking away P(A and "
                    "B); taking away an overlap that is not there (a red booty card does not exist); treating the "
                    "four kinds as equally likely ({quarter} for a hunter); multiplying chances for \"or\"; for "
                    "\"neither\", taking away both totals without adding the overlap back; and reading P(red and "
                    "hunter) where P(red | hunter) is asked (the last exercise).</p><p><b>Going further.</b> Is "
                    "colour independent of kind? Compare P(red) × P(hunter) with P(red and hunter): they differ, "
                    "because the booty cards have no colour. Within the Indians alone they agree. The last exercise "
                    "leads to lesson 6, where a condition is what has been seen on the table.</p>", total=TOTAL,
                    chiefs=PER_COLOUR[CHIEF], warriors=PER_COLOUR[WARRIOR], maidens=PER_COLOUR[MAIDEN],
                    hunters=PER_COLOUR[HUNTER], quarter=Fraction(1, len(KINDS))),
)
