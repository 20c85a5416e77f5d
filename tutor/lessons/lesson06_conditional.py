"""Lesson 6: conditional probability, with the cards of Apache that are still face down.

Every card seen on the table or in a victory pile is no longer face down, so the chance of the next
reveal is counted among the cards left: ``P(A | B) = P(A and B) / P(B)`` worked out on one question,
then the shortcut "count what is left". The simulation shuffles the whole box and keeps only the deals
that agree with what has been seen.
"""
from __future__ import annotations

import random

from sympy import Rational

from tutor.games import apache
from tutor.games.apache.cards import BOX, BUFFALO, COLOURS, INDIANS_PER_COLOUR, TEEPEE, colour_of, is_indian
from tutor.prob import cards

from . import Lesson, scene
from .exercises import Exercise

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
P_SEEN = cards.exactly(BOX_TOTAL, TEEPEES, SEEN, TEEPEES_SEEN)
#: A and B: card number SEEN + 1 is a teepee, and the SEEN cards before it hold TEEPEES_SEEN teepees
P_NEXT_AND_SEEN = Rational(TEEPEES, BOX_TOTAL) * cards.exactly(BOX_TOTAL - 1, TEEPEES - 1, SEEN, TEEPEES_SEEN)
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
    Exercise("l6-buffalo", "Given everything seen on the table and in the piles, what is the chance that the "
             "next reveal is a buffalo?",
             Rational(BUFFALO_DOWN, DOWN),
             "Count the buffalo in the box, take away the ones you can see, and divide by the cards still "
             "face down.",
             f"The box holds {BOX[BUFFALO]} buffalo and {BOX[BUFFALO] - BUFFALO_DOWN} are in sight, so "
             f"{BUFFALO_DOWN} of the {DOWN} face-down cards are buffalo: {Rational(BUFFALO_DOWN, DOWN)}.",
             kind="probability"),
    Exercise("l6-red", "Given what has been seen, what is the chance that the next reveal is a red Indian "
             "(any kind)?",
             Rational(RED_DOWN, DOWN),
             f"Red has {RED_IN_BOX} Indians in the box (chiefs, warriors, maidens and hunters). Which of them "
             "can you see?",
             f"{RED_DOWN} red Indians are still face down among {DOWN} cards: {Rational(RED_DOWN, DOWN)}.",
             kind="probability"),
    Exercise("l6-before", "Before the game, with nothing seen, what was the chance that card number "
             f"{SEEN + 1} of the shuffle would be a teepee?",
             Rational(TEEPEES, BOX_TOTAL),
             "With nothing seen, every position in a shuffled deck is alike: think of the first card.",
             f"Without information, any one card is a teepee with chance {TEEPEES}/{BOX_TOTAL} = "
             f"{Rational(TEEPEES, BOX_TOTAL)}; what we have seen changed it to {EXACT}.",
             kind="probability"),
    Exercise("l6-two-buffalo", "Given what has been seen, what is the chance that the next two reveals are "
             "both buffalo?",
             cards.exactly(DOWN, BUFFALO_DOWN, 2, 2),
             "The first must be a buffalo; then, given that, the second must be one of the buffalo left "
             "among the cards left. Multiply.",
             f"{BUFFALO_DOWN}/{DOWN} × {BUFFALO_DOWN - 1}/{DOWN - 1} = {cards.exactly(DOWN, BUFFALO_DOWN, 2, 2)}.",
             kind="probability"),
)

LESSON = Lesson(
    number=6,
    title="Conditional probability: what can still be face down",
    teaches="Knowing what has been seen changes a chance: P(A | B) = P(A and B) / P(B), which for cards "
            "means counting only what is left.",
    game="Apache",
    situation=(f"<p>Purple is about to turn up a card. {SEEN} of the {BOX_TOTAL} prairie cards have been seen "
               f"so far (on the table or in a victory pile); {TEEPEES_SEEN} of them are teepees, of the "
               f"{TEEPEES} in the box.</p><p><b>Question:</b> given what has been seen, what is the chance "
               f"that the next card turned up is a teepee?</p>"),
    board=board,
    derivation=(
        ("A = the next card is a teepee; B = the cards seen so far hold this many teepees. Only the teepee "
         "count of what was seen matters to A.", f"{SEEN} seen, {TEEPEES_SEEN} teepees among them"),
        (f"P(B): the first {SEEN} cards of a shuffled box of {BOX_TOTAL} hold {TEEPEES_SEEN} of its "
         f"{TEEPEES} teepees (hypergeometric)", str(P_SEEN)),
        (f"P(A and B): card {SEEN + 1} is a teepee ({TEEPEES}/{BOX_TOTAL}), and the {SEEN} before it hold "
         f"{TEEPEES_SEEN} of the other {TEEPEES - 1}", str(P_NEXT_AND_SEEN)),
        (f"Compare: with nothing seen the chance was {TEEPEES}/{BOX_TOTAL}", str(Rational(TEEPEES, BOX_TOTAL))),
        (f"Shortcut: {TEEPEES - TEEPEES_SEEN} teepees among the {DOWN} cards still face down",
         str(Rational(TEEPEES - TEEPEES_SEEN, DOWN))),
        ("P(A | B) = P(A and B) / P(B)", str(EXACT)),
    ),
    exact=EXACT,
    simulate=simulate,
    exercises=EXERCISES,
)
