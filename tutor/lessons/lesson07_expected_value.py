"""Lesson 7: expected value and decisions, claim now or wait one reveal in Apache.

The expected value of waiting is the sum, over every card the next reveal can bring, of its chance
times what the best safe claim is then worth (:func:`tutor.games.apache.odds.claim_or_wait`). Comparing
it with what claiming now brings decides the move on average; the chance of ending worse off says how
risky the decision is.
"""
from __future__ import annotations

import random
from fractions import Fraction
from typing import Callable

from tutor.core.i18n import Joined, M, P, Term
from tutor.games import apache
from tutor.games.apache import actions as A
from tutor.games.apache.cards import CHIEF, HUNTER, KINDS, NUM_TYPES, card_term
from tutor.games.apache.odds import RevealOutcome, claim_or_wait

from . import Lesson, scene
from .exercises import Exercise

#: a claim window from a seeded bot game (:func:`tutor.games.apache.odds.example_position`)
POSITION = ("apache red,yellow,purple base | window purple | table rC rH gC 3gH bC bW bM bH 3B A 3N "
            "| piles rH.B.B.rC.bC.T.rH.B.rW.P.rW.P / yW.P.yM.P.yC.gW.T.yM.N.yC.bW.T.T "
            "/ pW.A.pC.P.pH.B.pH.B.pM.P.pW.P.pC.gW.T.pH.B.B.B.B.B.B | out - | pow -")
STATE = apache.Game.parse(POSITION)
RED = 0
# Fractions (the same chances as the Apache pages' sympy Rationals): this page loads no sympy
ODDS = claim_or_wait(STATE, RED, HUNTER, fraction=True)
CHIEF_ODDS = claim_or_wait(STATE, RED, CHIEF, fraction=True)
VALUE_OF = {outcome.card: outcome.value for outcome in ODDS.outcomes}


def _by_value() -> dict[int, Fraction]:
    """The chance that waiting leaves a safe claim worth each number of cards."""
    chances: dict[int, Fraction] = {}
    for outcome in ODDS.outcomes:
        chances[outcome.value] = chances.get(outcome.value, Fraction(0)) + outcome.probability
    return dict(sorted(chances.items()))


BY_VALUE = _by_value()


def _cards(which: Callable[[RevealOutcome], bool]) -> Joined:
    """The cards (with their chances) whose outcome passes ``which``, in the reader's words."""
    return Joined([M("{card} ({p})", card=card_term(o.card), p=o.probability) for o in ODDS.outcomes if which(o)],
                  ", ")


def simulate(n: int, seed: int) -> float:
    """Turn up a random face-down card ``n`` times; the average worth of the best safe claim after it."""
    rng = random.Random(seed)
    turned = rng.choices(range(NUM_TYPES), weights=STATE.down, k=n)
    return sum(VALUE_OF[card] for card in turned) / n


board = scene(STATE, viewer=RED)


ADVICE = {"wait": M("wait"), "claim now": M("claim now"), "either": M("either"),
          "nothing to claim": M("nothing to claim")}
CLAIM = A.describe(A.parse_action(ODDS.claim)) if ODDS.claim else M("nothing to claim")
CHIEF_SUM = Joined([M("{p}×{value}", p=o.probability, value=o.value) for o in CHIEF_ODDS.outcomes if o.value], " + ")

EXERCISES = (
    Exercise("l7-gain", M("How many cards does red gain on average by waiting one reveal instead of claiming now? "
                          "(A negative number if waiting loses.)"),
             ODDS.gain,
             M("Expected value of waiting minus what the claim brings now."),
             M("Waiting is worth {wait} on average, claiming now {now}: the gain is {gain}.", wait=ODDS.wait,
               now=ODDS.now, gain=ODDS.gain),
             kind="average"),
    Exercise("l7-worse", M("What is the chance that waiting leaves red worse off than claiming now?"),
             ODDS.worse,
             M("Add up the chances of the cards after which the best safe claim is worth less than now."),
             M("Worse off after: {cards}; together {p}.", cards=_cards(lambda o: o.value < ODDS.now), p=ODDS.worse),
             kind="probability"),
    Exercise("l7-better", M("What is the chance that the next reveal gives red's hunter a richer claim that no rival "
                            "can take first?"),
             ODDS.better,
             M("Which card would add to the booty the hunter takes?"),
             M("A richer safe claim after: {cards}; together {p}.", cards=_cards(lambda o: o.value > ODDS.now),
               p=ODDS.better),
             kind="probability"),
    Exercise("l7-chief", M("Red's {chief} cannot claim now. How many cards is waiting one reveal worth to it, on "
                           "average?", chief=Term("apache", KINDS[CHIEF])),
             CHIEF_ODDS.wait,
             M("For every card the reveal can bring: its chance times what the chief could then claim safely. Most "
               "cards bring nothing."),
             M("Sum of chance × value over the face-down cards: {terms} = {wait}.", terms=CHIEF_SUM,
               wait=CHIEF_ODDS.wait),
             kind="average"),
)

LESSON = Lesson(
    number=7,
    title=M("Expected value: claim now or wait?"),
    teaches=M("The expected value of a choice is the sum of chance times payoff over what can happen; compare it "
              "with the sure payoff, and look at the risk too."),
    game=M("Apache"),
    intro=M("Claiming now in Apache brings a sure number of cards; waiting for one more reveal may bring more or "
            "nothing at all. Weighing every card the reveal can bring by its chance gives the expected value of "
            "waiting, which decides the move on average, while the chance of ending worse off measures the risk."),
    situation=M("<p>A claim window is open. Red holds a {hunter} that can claim now (<i>{claim}</i>), bringing {now} "
                "cards to the victory pile. Red could keep the card instead and wait for the next reveal: another "
                "buffalo would make the claim richer, but a rival might take the booty first.</p>"
                "<p><b>Assumption:</b> every rival who could take a booty claims it before red does. So a claim "
                "counts for red only when no rival can take its booty (or red's last face-up Indian) first; any "
                "other claim is counted as worth nothing. A rival who lets a booty go could make waiting worth more "
                "than computed here.</p><p><b>Question:</b> how many cards is waiting one reveal worth on "
                "average?</p>", hunter=Term("apache", KINDS[HUNTER]), claim=CLAIM, now=ODDS.now),
    assumptions=M("Apache's base game with three players and no variant; every face-down card is as likely as any "
                  "other to come up next; and the rivals take every booty they can before red does (see the "
                  "situation)."),
    teacher_notes=M("The lesson that defines expected value. Lessons 3, 4 and 5 already used averages (introduced in "
                    "lesson 3, exercise 2); if the class starts here, do this lesson first. Spend time on the risk: a "
                    "choice that wins on average can still leave red worse off often (exercise 2)."),
    board=board,
    derivation=(
        (M("Claim now: a sure payoff"), P("{n} card", "{n} cards", n=ODDS.now)),
        *((P("The next reveal leaves a safe claim worth {n} card with chance",
             "The next reveal leaves a safe claim worth {n} cards with chance", n=value), str(chance))
          for value, chance in BY_VALUE.items()),
        (M("Gain from waiting: E[wait] - now (advice on average: {advice})", advice=ADVICE[ODDS.advice]),
         str(ODDS.gain)),
        (M("Risk: waiting leaves red worse off with chance"), str(ODDS.worse)),
        (M("E[wait] = sum of value × chance = {terms}",
           terms=Joined([f"{v}×{c}" for v, c in BY_VALUE.items()], " + ")), str(ODDS.wait)),
    ),
    exact=ODDS.wait,
    simulate=simulate,
    exercises=EXERCISES,
)
