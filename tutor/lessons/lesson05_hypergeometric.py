"""Lesson 5: drawing without replacement, the hypergeometric law, on Apache's reveals and Tribù's draws."""
from __future__ import annotations

from tutor.core.i18n import M, Term
from tutor.games.apache.cards import BUFFALO
from tutor.games.apache.state import Game as ApacheGame
from tutor.games.tribu.cards import CARDS as TRIBU_CARDS
from tutor.games.tribu.state import Game as TribuGame
from tutor.prob import cards

from . import Exercise, Lesson, Mistake, scene, share

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


EXACT = cards.exactly(FACE_DOWN, WANTED, REVEALS, HITS, fraction=True)
AT_LEAST_ONE = cards.at_least(FACE_DOWN, WANTED, REVEALS, fraction=True)
MEAN = cards.expected_hits(FACE_DOWN, WANTED, REVEALS, fraction=True)
TRIBU_TOTAL = sum(TRIBU_DECK)
TRIBU_COPIES = TRIBU_DECK[TRIBU_CARD]
TRIBU = cards.at_least(TRIBU_TOTAL, TRIBU_COPIES, TRIBU_DRAWS, fraction=True)
TRIBU_NAME = Term("tribu", "red_statue")

LESSON = Lesson(
    number=5,
    title=M("Drawing without replacement: the hypergeometric law"),
    teaches=M("Drawing from a pile without putting cards back, the chance of k wanted cards among the draws is a "
              "count of hands: C(wanted, k) C(others, draws - k) / C(pile, draws)."),
    game=M("Apache (and Tribù Indiani)"),
    intro=M("In Apache a card turned face up never goes back, and in Tribù Indiani a card dealt stays in the hand. "
            "Every draw changes what is left, so the chances are counts of hands: the hypergeometric law."),
    situation=M("<p>In Apache the cards lie face down on the table and each turn one of them is turned up. Here "
                "{down} cards are still face down, and {wanted} of them are buffalo (the box holds more, but some "
                "are already face up). A card turned up does not go back, so every reveal changes the pile. "
                "<b>What is the chance that exactly {hits} of the next {reveals} reveals is a buffalo?</b></p>",
                down=FACE_DOWN, wanted=WANTED, hits=HITS, reveals=REVEALS),
    assumptions=M("Apache's base game with three players, the face-down cards well mixed, so every set of reveals is "
                  "equally likely. Tribù Indiani's card list is reconstructed: the rulebook shows the cards only in "
                  "pictures, so the number of {card} cards is this tutor's, and a printed deck may differ.",
                  card=TRIBU_NAME),
    teacher_notes=M("Exercise 2 asks for an average, an expected value: it was introduced in lesson 3 (exercise 2), "
                    "and lesson 7 treats it fully. The mistake to look for is drawing with replacement, the same "
                    "chance at every reveal: compare both numbers with the class."),
    board=board,
    derivation=(
        (M("Every set of {reveals} cards from the {down} face down is equally likely: count them",
           reveals=REVEALS, down=FACE_DOWN), f"binomial({FACE_DOWN}, {REVEALS})"),
        (M("Choose which {hits} of the {wanted} buffalo comes up", hits=HITS, wanted=WANTED),
         f"binomial({WANTED}, {HITS})"),
        (M("and which {rest} of the other {others} cards", rest=REVEALS - HITS, others=FACE_DOWN - WANTED),
         f"binomial({FACE_DOWN - WANTED}, {REVEALS - HITS})"),
        (M("The chance: good sets over all sets"),
         f"binomial({WANTED}, {HITS}) * binomial({FACE_DOWN - WANTED}, {REVEALS - HITS}) "
         f"/ binomial({FACE_DOWN}, {REVEALS})"),
    ),
    exact=EXACT,
    simulate=simulate,
    exercises=(
        Exercise("at_least", M("What is the chance that at least one of the next {reveals} reveals is a buffalo?",
                               reveals=REVEALS),
                 AT_LEAST_ONE, M("Count the sets of {reveals} cards with no buffalo at all, then take the "
                                 "complement.", reveals=REVEALS),
                 M("1 - C({others}, {reveals}) / C({down}, {reveals}) = {p}.", others=FACE_DOWN - WANTED,
                   reveals=REVEALS, down=FACE_DOWN, p=AT_LEAST_ONE),
                 kind="probability",
                 hints=(M("No buffalo at all: all {reveals} cards come from the {others} cards that are not buffalo. "
                          "Count those sets with C({others}, {reveals}), divide by all C({down}, {reveals}) sets, and "
                          "take the result from 1.", reveals=REVEALS, others=FACE_DOWN - WANTED, down=FACE_DOWN),),
                 mistakes=(
                     Mistake(1 - (1 - cards.exactly(FACE_DOWN, WANTED, 1, 1, fraction=True)) ** REVEALS,
                             M("That is the chance with replacement, as if every card turned up went back into the "
                               "pile: 1 - (1 - p)^{reveals} with the same p each time. A card turned up stays out, so "
                               "count sets of cards instead.", reveals=REVEALS)),
                     Mistake(EXACT, M("That is the chance of exactly {hits}, the lesson's question; this one asks "
                                      "for at least one: one, two or {reveals}.", hits=HITS, reveals=REVEALS)),
                 )),
        Exercise("mean", M("On average, how many buffalo do the next {reveals} reveals bring?", reveals=REVEALS),
                 MEAN, M("Each reveal is a buffalo with the same chance, wanted over pile, even without replacement."),
                 M("{reveals} × {wanted}/{down} = {mean}.", reveals=REVEALS, wanted=WANTED, down=FACE_DOWN, mean=MEAN),
                 kind="average",
                 hints=(M("An average adds up: {reveals} reveals, each a buffalo with chance {wanted}/{down}.",
                          reveals=REVEALS, wanted=WANTED, down=FACE_DOWN),),
                 mistakes=(Mistake(AT_LEAST_ONE, M("That is the chance of at least one buffalo, not the number of "
                                                   "buffalo to expect: an average counts two buffalo as two.")),)),
        Exercise("tribu", M("In Tribù Indiani the deck holds {total} cards, {copies} of them {card} cards. You are "
                            "dealt {draws} cards from the shuffled deck. What is the chance that at least one is a "
                            "{card}?", total=TRIBU_TOTAL, copies=TRIBU_COPIES, card=TRIBU_NAME, draws=TRIBU_DRAWS),
                 TRIBU, M("The same law: count the hands without any of the wanted cards first."),
                 M("1 - C({others}, {draws}) / C({total}, {draws}) = {p}.", others=TRIBU_TOTAL - TRIBU_COPIES,
                   draws=TRIBU_DRAWS, total=TRIBU_TOTAL, p=TRIBU),
                 kind="probability",
                 hints=(M("Hands without the card: all {draws} from the {others} other cards, C({others}, {draws}) of "
                          "the C({total}, {draws}) hands. Take that chance from 1.", draws=TRIBU_DRAWS,
                          others=TRIBU_TOTAL - TRIBU_COPIES, total=TRIBU_TOTAL),),
                 mistakes=(Mistake(1 - (1 - cards.exactly(TRIBU_TOTAL, TRIBU_COPIES, 1, 1, fraction=True))
                                   ** TRIBU_DRAWS,
                                   M("That is the chance with replacement, as if each card dealt went back into the "
                                     "deck: 1 - (1 - p)^{draws}. A card dealt stays in the hand, so count hands.",
                                     draws=TRIBU_DRAWS)),)),
    ),
)
