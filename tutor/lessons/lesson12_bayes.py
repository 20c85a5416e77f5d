"""Lesson 12: tree diagrams and Bayes' rule with base rates, on what a Tribù Indiani hand probably holds.

Your Bisonte has stripped the two Dioramas of your opponent's Warrior chain. A bare Tribù that is not the
Capo's is lost unless its owner lays a Diorama for its first vase in their next turn, so that turn is a
two-stage tree: the opponent's five cards hold a fitting card or not (the base rate, a hypergeometric
chance from the cards you have not seen), and if not, the one card they draw fits or not. The chain is
saved on every branch but the last; given that it was saved, Bayes' rule turns the tree around:
``P(held | saved) = P(held) P(saved | held) / P(saved)``. The simulation deals the cards you cannot see at
random, keeps the deals in which the chain is saved, and counts those in which the hand held the card.
"""
from __future__ import annotations

import random
from fractions import Fraction
from math import comb

from tutor.core.i18n import M
from tutor.games.tribu import redeal
from tutor.games.tribu.cards import BY_NAME, COPIES
from tutor.games.tribu.state import Game
from tutor.games.tribu.words import card, kind

from . import Lesson, Mistake, scene
from .exercises import Exercise

YOU, OPPONENT = 0, 1
#: your turn 21 of a two-player challenge: your Bisonte lies face down beside your Healer chain (chain b), and
#: your opponent's Warrior chain (their chain b) holds a sun flag and a peace pipe
BEFORE = ("tribu 2 | challenge 1 dealer 0 turns 20 totals 0,0 last - | boards shaman,hunter | start 0 "
          "| deck 3*shaman 3*hunter 3*warrior 3*healer 3*scout 2*red-statue 4*blue-statue 3*desert-wind 3*lightning "
          "2*sun-flag 2*sky-flag 2*campfire 2*moon 3*salmon 3*canoe 3*peace-pipe multidiorama 3*totem 2*lupo "
          "3*bisonte 4*draw-three 3*block 4*steal 4*courage-feathers 3*strength-feathers "
          "| discard multidiorama sun-flag multidiorama moon lupo | played - "
          "| hands sky-flag red-statue campfire block canoe / moon lightning strength-feathers lupo scout "
          "| chains shaman.red-statue.desert-wind.sky-flag.totem ; healer.campfire[bisonte] "
          "/ hunter.salmon.multidiorama ; warrior.sun-flag.peace-pipe")
#: your attack, which the opponent cannot answer (no active Protezione)
ATTACK = ("attack player 2 chain b with bisonte from chain b", "decline")
WARRIOR_CHAIN = 1  # the opponent's chain b


def _after(position: str, actions: tuple[str, ...]):
    state = Game.parse(position)
    for text in actions:
        state = state.apply(state.parse_action(text))
    return state


#: the opponent's turn begins: their Warrior is bare, and they must give it a Diorama in this turn
STATE = _after(BEFORE, ATTACK)
CHAIN = STATE.chains[OPPONENT][WARRIOR_CHAIN]
#: every card you cannot see: the opponent's hand and the draw pile (the opponent has no active card)
UNSEEN = redeal.hidden_cards(STATE, YOU)
HAND = len(STATE.hands[OPPONENT])
PILE = len(UNSEEN) - HAND
FITTING = sum(CHAIN.accepts(t) for t in UNSEEN)
FLAGS_ONLY = sum(CHAIN.accepts(t) for t in UNSEEN if t != BY_NAME["multidiorama"])

#: the tree: H = the opponent's five cards hold a fitting card (the base rate); then their one draw
HELD = 1 - Fraction(comb(len(UNSEEN) - FITTING, HAND), comb(len(UNSEEN), HAND))
DRAW_FITS = Fraction(FITTING, PILE)  # P(saved | not H): every fitting card is then in the draw pile
SAVED = HELD * 1 + (1 - HELD) * DRAW_FITS
EXACT = HELD / SAVED
LOST = (1 - HELD) * (1 - DRAW_FITS)
DREW_IT = (1 - HELD) * DRAW_FITS / SAVED
#: after the save: the six cards (five held, one drawn) held two fitting cards or more, so one is left
TWO_OR_MORE = 1 - sum(Fraction(comb(FITTING, k) * comb(len(UNSEEN) - FITTING, HAND + 1 - k), comb(len(UNSEEN), HAND + 1))
                      for k in (0, 1))
ANOTHER = TWO_OR_MORE / SAVED


def simulate(n: int, seed: int) -> float:
    """Deal the unseen cards at random (five to the opponent's hand, the next on top of the draw pile) until
    ``n`` deals save the Warrior; the share of those in which the hand held a fitting card before the draw."""
    rng = random.Random(seed)
    fitting = [CHAIN.accepts(t) for t in UNSEEN]
    saved = held = 0
    while saved < n:
        six = rng.sample(fitting, HAND + 1)
        if any(six):
            saved += 1
            held += any(six[:HAND])
    return held / n


board = scene(STATE, viewer=YOU)

WARRIOR, BISONTE = card(BY_NAME["warrior"]), card(BY_NAME["bisonte"])
SUN_FLAG, SKY_FLAG, MULTI = card(BY_NAME["sun flag"]), card(BY_NAME["sky flag"]), card(BY_NAME["multidiorama"])

EXERCISES = (
    Exercise("l12-fits", M("How many of the cards you have not seen would save the {warrior} chain?", warrior=WARRIOR),
             FITTING,
             M("Its first vase takes a {sun}, a {sky} or a {multi}. The deck holds {copies} of each: take away every one "
               "you can see (on the table, in your hand, in the discard pile).", sun=SUN_FLAG, sky=SKY_FLAG, multi=MULTI,
               copies=COPIES),
             M("{fitting} cards: {flags} flags for the first vase and {multi_left} {multi}, which fits any vase.",
               fitting=FITTING, flags=FLAGS_ONLY, multi_left=FITTING - FLAGS_ONLY, multi=MULTI),
             kind="count",
             hints=(M("Count the flags of both colours you can see, and the {multi} cards.", multi=MULTI),),
             mistakes=(Mistake(Fraction(FLAGS_ONLY), M("You counted only the flags: a {multi} fits any vase, the "
                                                       "first one too.", multi=MULTI)),)),
    Exercise("l12-lost", M("Before the opponent draws: what is the chance that the {warrior} chain is lost in this "
                           "turn?", warrior=WARRIOR),
             LOST,
             M("Follow the tree to the one leaf where the chain is lost: no fitting card in the hand, and none drawn."),
             M("P(not H) × P(no fitting draw | not H) = {not_held} × {miss} = {lost}.", not_held=1 - HELD,
               miss=1 - DRAW_FITS, lost=LOST),
             kind="probability",
             hints=(M("The hand holds no fitting card with chance C({others}, {hand}) / C({unseen}, {hand}).",
                      others=len(UNSEEN) - FITTING, hand=HAND, unseen=len(UNSEEN)),
                    M("Given that, all {fitting} fitting cards are among the {pile} cards of the draw pile.",
                      fitting=FITTING, pile=PILE)),
             mistakes=(Mistake(1 - DRAW_FITS, M("That is only the chance that the draw misses: the hand may hold "
                                                "a fitting card already.")),
                       Mistake(1 - HELD, M("That is only the chance that the hand holds no fitting card: the "
                                           "draw may still bring one.")))),
    Exercise("l12-drew", M("The chain was saved. What is the chance that the card which saved it came from this "
                           "turn's draw, that is, that the hand held no fitting card before it?"),
             DREW_IT,
             M("Bayes' rule: the leaf 'held none, drew one' over all the leaves where the chain is saved."),
             M("P(not H and saved) / P(saved) = {not_held} × {draw} / {saved} = {p}.", not_held=1 - HELD,
               draw=DRAW_FITS, saved=SAVED, p=DREW_IT),
             kind="probability",
             hints=(M("P(saved) = P(H) × 1 + P(not H) × P(draw fits)."),),
             mistakes=(Mistake(DRAW_FITS, M("That is P(saved | held none), the chance that the draw saves the chain: "
                                            "you want it turned around, P(held none | saved).")),
                       Mistake(DRAW_FITS / (1 + DRAW_FITS),
                               M("You weighed the two explanations as if they were equally likely beforehand: that "
                                 "forgets the base rate P(H).")),
                       Mistake(1 - HELD, M("That is the chance before anything was seen: the save is evidence, "
                                           "use it.")))),
    Exercise("l12-another", M("The chain was saved, and the opponent ends the turn with five cards. What is the chance "
                              "that they still hold another card that fits the {warrior}'s first vase?",
                              warrior=WARRIOR),
             ANOTHER,
             M("The chain is saved exactly when the six cards the opponent had in this turn (five held, one drawn) "
               "hold at least one fitting card; one more is left when they held two or more."),
             M("P(at least 2 among 6) / P(at least 1 among 6) = {two} / {saved} = {p}.", two=TWO_OR_MORE,
               saved=SAVED, p=ANOTHER),
             kind="probability",
             hints=(M("Count six-card hands from the {unseen} unseen cards: P(at least 1) = 1 - C({others}, 6) / "
                      "C({unseen}, 6).", unseen=len(UNSEEN), others=len(UNSEEN) - FITTING),),
             mistakes=(Mistake(TWO_OR_MORE, M("That is the chance of two fitting cards among the six before anything "
                                              "was seen: divide by the chance that the chain is saved.")),)),
)

LESSON = Lesson(
    number=12,
    title=M("Tree diagrams and Bayes' rule: what is in the hand?"),
    teaches=M("A tree diagram multiplies the chances along each branch; Bayes' rule turns it around, "
              "P(H | E) = P(H) P(E | H) / P(E), and the base rate P(H) must never be left out."),
    game=M("Tribù Indiani"),
    intro=M("In Tribù Indiani you never see your opponent's hand, but what they play tells you something about "
            "it. A tree diagram lays out what can happen in a turn; Bayes' rule then asks the reverse question: "
            "given what they did, what did they probably hold? The answer depends on how likely each explanation "
            "was before you saw anything: the base rate."),
    situation=M("<p>Two players. Your {bisonte}, lying face down beside one of your chains, has just destroyed the two "
                "Dioramas of your opponent's {warrior} chain, and they had no {protezione} to stop it. The {warrior} "
                "is bare, and it is not the character of your opponent's Capo Tribù board: unless they lay a Diorama "
                "for its first vase in their coming turn, the chain is lost. Only a {sun}, a {sky} or a {multi} fits "
                "that vase. Your opponent has no active card and the top card of the discard pile is no Diorama, so "
                "in their turn they draw one card from the draw pile and can save the chain only with a fitting card "
                "among their five cards or the one they draw.</p>"
                "<p>The turn as a tree (H: their five cards hold a fitting card):</p>"
                "<ul><li>H: the chain is saved, whatever they draw.</li>"
                "<li>not H: it all rests on the draw."
                "<ul><li>the draw fits: the chain is saved;</li><li>the draw does not fit: the chain is lost.</li>"
                "</ul></li></ul>"
                "<p>Your opponent draws and lays a Diorama on the {warrior}: the chain is saved. <b>Question:</b> "
                "given that, what is the chance that they already held a fitting card before the draw?</p>",
                bisonte=BISONTE, warrior=WARRIOR, protezione=kind("protezione"), sun=SUN_FLAG, sky=SKY_FLAG,
                multi=MULTI),
    board=board,
    derivation=(
        (M("Cards you have not seen (the opponent's {hand} and the draw pile's {pile}), and how many of them fit the "
           "first vase", hand=HAND, pile=PILE), M("{fitting} of {unseen}", fitting=FITTING, unseen=len(UNSEEN))),
        (M("Base rate P(H): the opponent's {hand} cards hold at least one fitting card (lesson 5)", hand=HAND),
         f"1 - binomial({len(UNSEEN) - FITTING}, {HAND}) / binomial({len(UNSEEN)}, {HAND})"),
        (M("P(saved | H) = 1; P(saved | not H): all {fitting} fitting cards lie in the draw pile of {pile}",
           fitting=FITTING, pile=PILE), str(DRAW_FITS)),
        (M("Branch H, then saved: P(H) × 1"), str(HELD)),
        (M("Branch not H, then a fitting draw: P(not H) × P(saved | not H)"), f"{1 - HELD} * {DRAW_FITS}"),
        (M("P(saved): add the branches that end with the chain saved"), f"{HELD} + {1 - HELD} * {DRAW_FITS}"),
        (M("The mistake of the inverse: P(saved | H) = 1 does not make P(H | saved) = 1; and leaving out the base "
           "rate (as if H and not H were equally likely) would give"), f"1 / (1 + {DRAW_FITS})"),
        (M("Bayes' rule: P(H | saved) = P(H) × P(saved | H) / P(saved)"), f"{HELD} / ({HELD} + {1 - HELD} * {DRAW_FITS})"),
    ),
    exact=EXACT,
    simulate=simulate,
    exercises=EXERCISES,
    assumptions=M("<p>From your seat, every way of sharing the cards you have not seen between the opponent's hand and "
                  "the draw pile is equally likely: nothing is read into what they played or kept before (a real "
                  "player might), and the draw pile is shuffled. Your opponent saves a bare chain whenever a card in "
                  "their hand or their draw lets them. No {steal} can save it here: none of your chains ends with a "
                  "card for that vase. The Tribù card list is reconstructed (the rulebook's card pictures are "
                  "lost).</p>", steal=card(BY_NAME["steal"])),
    teacher_notes=M("<p>Before any number, ask the class for a guess: most say the opponent surely had the card "
                    "(\"they would not have risked it otherwise\") or that it was luck. Draw the tree on the board with "
                    "the students, then put the numbers on its branches: the base rate is lesson 5's hypergeometric "
                    "chance, and the draw is one card from the draw pile, not from all unseen cards (a frequent slip: "
                    "dividing by {unseen} instead of {pile}). Many forget the {multi}, which fits any vase.</p>"
                    "<p>The central mistake to name is reading P(saved | H) = 1 as P(H | saved) = 1; the second is "
                    "ignoring the base rate. A check the strong students enjoy: the chain is saved exactly when the six "
                    "cards the opponent handles in the turn hold a fitting card, so P(saved) = 1 - C({others}, 6) / "
                    "C({unseen}, 6), and the answer is close to 5/6 (five held cards against one drawn). Give about "
                    "45 minutes; the last exercise is for the fastest.</p>", unseen=len(UNSEEN), pile=PILE,
                    multi=MULTI, others=len(UNSEEN) - FITTING),
)
