"""Lesson 5: drawing without replacement, the hypergeometric law, on Apache's reveals and Tribù's draws."""
from __future__ import annotations

from tutor.games.apache.cards import BUFFALO, BOOTY_PLURALS
from tutor.games.apache.state import Game as ApacheGame
from tutor.games.tribu.cards import CARDS as TRIBU_CARDS
from tutor.games.tribu.state import Game as TribuGame
from tutor.prob import cards

from . import Exercise, Lesson, scene, share

POSITION = "apache red,yellow,purple base | reveal red | table 2B rH yC | piles - / - / - | out - | pow -"
REVEALS = 3
HITS = 1
STATE = ApacheGame.parse(POSITION)
FACE_DOWN = sum(STATE.down)
WANTED = STATE.down[BUFFALO]
TRIBU_DECK = TribuGame().deck
TRIBU_CARD = next(i for i, card in enumerate(TRIBU_CARDS) if card.name == "red statue")
TRIBU_DRAWS = 5


#: the Apache table: a few cards face up, the rest face down, red to reveal
board = scene(STATE)


def simulate(n: int, seed: int) -> float:
    """The share of ``n`` shuffles in which exactly one buffalo is among the next three reveals."""
    pile = [True] * WANTED + [False] * (FACE_DOWN - WANTED)
    return share(n, seed, lambda rng: sum(rng.sample(pile, REVEALS)) == HITS)


EXACT = cards.exactly(FACE_DOWN, WANTED, REVEALS, HITS)
AT_LEAST_ONE = cards.at_least(FACE_DOWN, WANTED, REVEALS)
MEAN = cards.expected_hits(FACE_DOWN, WANTED, REVEALS)
TRIBU_TOTAL = sum(TRIBU_DECK)
TRIBU_COPIES = TRIBU_DECK[TRIBU_CARD]
TRIBU = cards.at_least(TRIBU_TOTAL, TRIBU_COPIES, TRIBU_DRAWS)
BUFFALO_NAME = BOOTY_PLURALS[BUFFALO]

LESSON = Lesson(
    number=5,
    title="Drawing without replacement: the hypergeometric law",
    teaches="Drawing from a pile without putting cards back, the chance of k wanted cards among the draws is "
            "a count of hands: C(wanted, k) C(others, draws - k) / C(pile, draws).",
    game="Apache (and Tribù Indiani)",
    situation=f"<p>In Apache the cards lie face down on the table and each turn one of them is turned up. Here "
              f"{FACE_DOWN} cards are still face down, and {WANTED} of them are {BUFFALO_NAME} (the box holds "
              "more, but some are already face up). A card turned up does not go back, so every reveal changes "
              f"the pile. <b>What is the chance that exactly {HITS} of the next {REVEALS} reveals is a "
              "buffalo?</b></p>",
    board=board,
    derivation=(
        (f"Every set of {REVEALS} cards from the {FACE_DOWN} face down is equally likely: count them",
         f"binomial({FACE_DOWN}, {REVEALS})"),
        (f"Choose which {HITS} of the {WANTED} {BUFFALO_NAME} comes up", f"binomial({WANTED}, {HITS})"),
        (f"and which {REVEALS - HITS} of the other {FACE_DOWN - WANTED} cards",
         f"binomial({FACE_DOWN - WANTED}, {REVEALS - HITS})"),
        ("The chance: good sets over all sets",
         f"binomial({WANTED}, {HITS}) * binomial({FACE_DOWN - WANTED}, {REVEALS - HITS}) "
         f"/ binomial({FACE_DOWN}, {REVEALS})"),
    ),
    exact=EXACT,
    simulate=simulate,
    exercises=(
        Exercise("at_least", f"What is the chance that at least one of the next {REVEALS} reveals is a buffalo?",
                 AT_LEAST_ONE, f"Count the sets of {REVEALS} cards with no buffalo at all, then take the complement.",
                 f"1 - C({FACE_DOWN - WANTED}, {REVEALS}) / C({FACE_DOWN}, {REVEALS}) = {AT_LEAST_ONE}.",
                 kind="probability"),
        Exercise("mean", f"On average, how many {BUFFALO_NAME} do the next {REVEALS} reveals bring?",
                 MEAN, "Each reveal is a buffalo with the same chance, wanted over pile, even without replacement.",
                 f"{REVEALS} × {WANTED}/{FACE_DOWN} = {MEAN}.",
                 kind="average"),
        Exercise("tribu", f"In Tribù Indiani the deck holds {TRIBU_TOTAL} cards, {TRIBU_COPIES} of them "
                 f"{TRIBU_CARDS[TRIBU_CARD].name} cards. You are dealt {TRIBU_DRAWS} cards from the shuffled "
                 f"deck. What is the chance that at least one is a {TRIBU_CARDS[TRIBU_CARD].name}?",
                 TRIBU, "The same law: count the hands without any of the wanted cards first.",
                 f"1 - C({TRIBU_TOTAL - TRIBU_COPIES}, {TRIBU_DRAWS}) / C({TRIBU_TOTAL}, {TRIBU_DRAWS}) = {TRIBU}.",
                 kind="probability"),
    ),
)
