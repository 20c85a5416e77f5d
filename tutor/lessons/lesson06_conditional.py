"""Lesson 6: conditional probability, with the cards of Apache that are still face down.

Every card seen on the table or in a victory pile is no longer face down, so the chance of the next
reveal is counted among the cards left: ``P(A | B) = P(A and B) / P(B)`` worked out on one question,
then the shortcut "count what is left". The simulation shuffles the whole box and keeps only the deals
that agree with what has been seen.
"""
from __future__ import annotations

import random
from fractions import Fraction

from tutor.core.i18n import M, P
from tutor.games import apache
from tutor.games.apache.cards import BOX, BUFFALO, COLOURS, INDIANS_PER_COLOUR, TEEPEE, colour_of, is_indian
from tutor.prob import cards

from . import Lesson, scene
from .exercises import Exercise, Mistake

#: 24 reveals into a seeded three-player game (a patient red bot against two greedy ones)
POSITION = ("apache red,yellow,purple base | reveal purple | table rC gC 2gH bC bM bH pM B T "
            "| piles rH.B.B / yW.P.yM.P.yC.gW.T / pW.A.pC.P | out - | pow -")
STATE = apache.Game.parse(POSITION)
BOX_TOTAL = sum(BOX)
DOWN = sum(STATE.down)
SEEN = BOX_TOTAL - DOWN
TEEPEES = BOX[TEEPEE]
TEEPEES_SEEN = TEEPEES - STATE.down[TEEPEE]

#: B: the first SEEN cards of the shuffle hold TEEPEES_SEEN teepees (what the table shows)
P_SEEN = cards.exactly(BOX_TOTAL, TEEPEES, SEEN, TEEPEES_SEEN, fraction=True)
#: A and B: card number SEEN + 1 is a teepee, and the SEEN cards before it hold TEEPEES_SEEN teepees
P_NEXT_AND_SEEN = Fraction(TEEPEES, BOX_TOTAL) * cards.exactly(BOX_TOTAL - 1, TEEPEES - 1, SEEN, TEEPEES_SEEN,
                                                                fraction=True)
EXACT = P_NEXT_AND_SEEN / P_SEEN


def simulate(n: int, seed: int) -> float:
    """Shuffle the box until ``n`` shuffles agree with the table (their first cards show as many teepees);
    the share of those whose next card is a teepee."""
    rng = random.Random(seed)
    box = [card for card, count in enumerate(BOX) for _ in range(count)]
    agree = hits = 0
    while agree < n:
        deal = rng.sample(box, SEEN + 1)
        if deal[:SEEN].count(TEEPEE) == TEEPEES_SEEN:
            agree += 1
            hits += deal[SEEN] == TEEPEE
    return hits / n


board = scene(STATE)


RED = COLOURS.index("red")
RED_IN_BOX = sum(INDIANS_PER_COLOUR.values())
RED_DOWN = sum(count for card, count in enumerate(STATE.down) if is_indian(card) and colour_of(card) == RED)
BUFFALO_DOWN = STATE.down[BUFFALO]

EXERCISES = (
    Exercise("l6-buffalo", M("Given everything seen on the table and in the piles, what is the chance that the next "
                             "reveal is a buffalo?"),
             Fraction(BUFFALO_DOWN, DOWN),
             M("Count the buffalo in the box, take away the ones you can see, and divide by the cards still face "
               "down."),
             M("The box holds {box} buffalo and {seen} are in sight, so {down} of the {cards} face-down cards are "
               "buffalo: {p}.", box=BOX[BUFFALO], seen=BOX[BUFFALO] - BUFFALO_DOWN, down=BUFFALO_DOWN, cards=DOWN,
               p=Fraction(BUFFALO_DOWN, DOWN)),
             kind="probability",
             hints=(M("The box holds {box} buffalo. Count the buffalo on the table and in the victory piles: the "
                      "others are among the {cards} face-down cards.", box=BOX[BUFFALO], cards=DOWN),),
             mistakes=(
                 Mistake(Fraction(BOX[BUFFALO], BOX_TOTAL),
                         M("That is the chance with nothing seen: the box's buffalo over the box's cards. Given what "
                           "has been seen, count only among the cards still face down.")),
                 Mistake(Fraction(BOX[BUFFALO], DOWN),
                         M("You counted every buffalo of the box among the face-down cards, but some are in sight: "
                           "they cannot come up again.")),
             )),
    Exercise("l6-red", M("Given what has been seen, what is the chance that the next reveal is a red Indian (any "
                         "kind)?"),
             Fraction(RED_DOWN, DOWN),
             P("Red has {n} Indian in the box (chiefs, warriors, maidens and hunters). Which of them can you see?",
               "Red has {n} Indians in the box (chiefs, warriors, maidens and hunters). Which of them can you see?",
               n=RED_IN_BOX),
             M("{red} red Indians are still face down among {cards} cards: {p}.", red=RED_DOWN, cards=DOWN,
               p=Fraction(RED_DOWN, DOWN)),
             kind="probability",
             mistakes=(
                 Mistake(Fraction(RED_IN_BOX, BOX_TOTAL),
                         M("That is the chance with nothing seen: red's Indians over the whole box. Take away the red "
                           "Indians in sight, and count among the cards still face down.")),
                 Mistake(Fraction(RED_IN_BOX, DOWN),
                         M("You counted all of red's Indians as face down, but some are in sight.")),
             )),
    Exercise("l6-before", M("Before the game, with nothing seen, what was the chance that card number {position} of "
                            "the shuffle would be a teepee?", position=SEEN + 1),
             Fraction(TEEPEES, BOX_TOTAL),
             M("With nothing seen, every position in a shuffled deck is alike: think of the first card."),
             M("Without information, any one card is a teepee with chance {teepees}/{total} = {p}; what we have seen "
               "changed it to {exact}.", teepees=TEEPEES, total=BOX_TOTAL, p=Fraction(TEEPEES, BOX_TOTAL),
               exact=EXACT),
             kind="probability",
             mistakes=(Mistake(EXACT, M("That is the chance given what has been seen, the lesson's question; this "
                                        "one asks before the game, when nothing had been seen.")),)),
    Exercise("l6-two-buffalo", M("Given what has been seen, what is the chance that the next two reveals are both "
                                 "buffalo?"),
             cards.exactly(DOWN, BUFFALO_DOWN, 2, 2, fraction=True),
             M("The first must be a buffalo; then, given that, the second must be one of the buffalo left among the "
               "cards left. Multiply."),
             M("{b}/{down} × {b1}/{down1} = {p}.", b=BUFFALO_DOWN, down=DOWN, b1=BUFFALO_DOWN - 1, down1=DOWN - 1,
               p=cards.exactly(DOWN, BUFFALO_DOWN, 2, 2, fraction=True)),
             kind="probability",
             hints=(M("P(A and B) = P(A) × P(B | A): A, the first is a buffalo ({b} of {down}); B given A, the "
                      "second is one of the {b1} buffalo left among {down1} cards.", b=BUFFALO_DOWN, down=DOWN,
                      b1=BUFFALO_DOWN - 1, down1=DOWN - 1),),
             mistakes=(
                 Mistake(Fraction(BUFFALO_DOWN, DOWN) ** 2,
                         M("That is the chance with replacement, the same {b}/{down} twice. The first buffalo turned "
                           "up does not go back: one buffalo and one card fewer for the second.", b=BUFFALO_DOWN,
                           down=DOWN)),
                 Mistake(Fraction(BUFFALO_DOWN - 1, DOWN - 1),
                         M("That is P(B | A), the chance that the second is a buffalo given that the first is one. The "
                           "question asks for both, P(A and B) = P(A) × P(B | A).")),
                 Mistake(Fraction(BUFFALO_DOWN, DOWN),
                         M("That is the chance for the first reveal alone; the second must be a buffalo too.")),
             )),
)

LESSON = Lesson(
    number=6,
    title=M("Conditional probability: what can still be face down"),
    teaches=M("Knowing what has been seen changes a chance: P(A | B) = P(A and B) / P(B), which for cards means "
              "counting only what is left."),
    game=M("Apache"),
    intro=M("In Apache every card turned up tells you something about the cards that are still face down. A chance "
            "<i>given</i> what you have seen is counted only among what is left: this lesson works it out once the "
            "long way, P(A | B) = P(A and B) / P(B), and then by the shortcut."),
    situation=M("<p>Purple is about to turn up a card. {seen} of the {total} prairie cards have been seen so far (on "
                "the table or in a victory pile); {teepees_seen} of them are teepees, of the {teepees} in the "
                "box.</p><p><b>Question:</b> given what has been seen, what is the chance that the next card turned "
                "up is a teepee?</p>", seen=SEEN, total=BOX_TOTAL, teepees_seen=TEEPEES_SEEN, teepees=TEEPEES),
    assumptions=M("Victory piles lie face down in Apache, so counting their cards as seen needs a player who watched "
                  "every claim and remembers it; a player who forgot them counts among more cards and gets another "
                  "chance. The box holds the base game's cards (no variant), and the face-down cards are well mixed."),
    teacher_notes=M("Ask first what a player who did not watch the victory piles would answer, then the same question "
                    "with memory: the difference is what conditioning means. Students mix up P(A and B) and P(A | B): "
                    "the derivation shows both numbers side by side."),
    board=board,
    derivation=(
        (M("A = the next card is a teepee; B = the cards seen so far hold this many teepees. Only the teepee count "
           "of what was seen matters to A."),
         P("{seen} seen, {n} teepee among them", "{seen} seen, {n} teepees among them", n=TEEPEES_SEEN, seen=SEEN)),
        (M("P(B): the first {seen} cards of a shuffled box of {total} hold {teepees_seen} of its {teepees} teepees "
           "(hypergeometric)", seen=SEEN, total=BOX_TOTAL, teepees_seen=TEEPEES_SEEN, teepees=TEEPEES), str(P_SEEN)),
        (M("P(A and B): card {next} is a teepee ({teepees}/{total}), and the {seen} before it hold {teepees_seen} "
           "of the other {others}", next=SEEN + 1, teepees=TEEPEES, total=BOX_TOTAL, seen=SEEN,
           teepees_seen=TEEPEES_SEEN, others=TEEPEES - 1), str(P_NEXT_AND_SEEN)),
        (M("Compare: with nothing seen the chance was {teepees}/{total}", teepees=TEEPEES, total=BOX_TOTAL),
         str(Fraction(TEEPEES, BOX_TOTAL))),
        (P("Shortcut: {n} teepee among the {down} cards still face down",
           "Shortcut: {n} teepees among the {down} cards still face down", n=TEEPEES - TEEPEES_SEEN, down=DOWN),
         str(Fraction(TEEPEES - TEEPEES_SEEN, DOWN))),
        (M("P(A | B) = P(A and B) / P(B)"), str(EXACT)),
    ),
    exact=EXACT,
    simulate=simulate,
    exercises=EXERCISES,
)
