"""Lesson 7: expected value and decisions, claim now or wait one reveal in Apache.

The expected value of waiting is the sum, over every card the next reveal can bring, of its chance
times what the best safe claim is then worth (:func:`tutor.games.apache.odds.claim_or_wait`). Comparing
it with what claiming now brings decides the move on average; the chance of ending worse off says how
risky the decision is.
"""
from __future__ import annotations

import random
from typing import Callable

from sympy import Rational

from tutor.games import apache
from tutor.games.apache.cards import CHIEF, HUNTER, KINDS, NUM_TYPES, card_name
from tutor.games.apache.odds import RevealOutcome, claim_or_wait

from . import Lesson, scene
from .exercises import Exercise

#: a claim window from a seeded bot game (:func:`tutor.games.apache.odds.example_position`)
POSITION = ("apache red,yellow,purple base | window purple | table rC rH gC 3gH bC bW bM bH 3B A 3N "
            "| piles rH.B.B.rC.bC.T.rH.B.rW.P.rW.P / yW.P.yM.P.yC.gW.T.yM.N.yC.bW.T.T "
            "/ pW.A.pC.P.pH.B.pH.B.pM.P.pW.P.pC.gW.T.pH.B.B.B.B.B.B | out - | pow -")
STATE = apache.Game.parse(POSITION)
RED = 0
ODDS = claim_or_wait(STATE, RED, HUNTER)
CHIEF_ODDS = claim_or_wait(STATE, RED, CHIEF)
VALUE_OF = {outcome.card: outcome.value for outcome in ODDS.outcomes}


def _by_value() -> dict[int, Rational]:
    """The chance that waiting leaves a safe claim worth each number of cards."""
    chances: dict[int, Rational] = {}
    for outcome in ODDS.outcomes:
        chances[outcome.value] = chances.get(outcome.value, Rational(0)) + outcome.probability
    return dict(sorted(chances.items()))


BY_VALUE = _by_value()


def _cards(which: Callable[[RevealOutcome], bool]) -> str:
    """The cards (with their chances) whose outcome passes ``which``."""
    return ", ".join(f"{card_name(o.card)} ({o.probability})" for o in ODDS.outcomes if which(o))


def simulate(n: int, seed: int) -> float:
    """Turn up a random face-down card ``n`` times; the average worth of the best safe claim after it."""
    rng = random.Random(seed)
    turned = rng.choices(range(NUM_TYPES), weights=STATE.down, k=n)
    return sum(VALUE_OF[card] for card in turned) / n


board = scene(STATE, viewer=RED)


EXERCISES = (
    Exercise("l7-gain", "How many cards does red gain on average by waiting one reveal instead of claiming "
             "now? (A negative number if waiting loses.)",
             ODDS.gain,
             "Expected value of waiting minus what the claim brings now.",
             f"Waiting is worth {ODDS.wait} on average, claiming now {ODDS.now}: the gain is {ODDS.gain}.",
             kind="average"),
    Exercise("l7-worse", "What is the chance that waiting leaves red worse off than claiming now?",
             ODDS.worse,
             "Add up the chances of the cards after which the best safe claim is worth less than now.",
             f"Worse off after: {_cards(lambda o: o.value < ODDS.now)}; together {ODDS.worse}.",
             kind="probability"),
    Exercise("l7-better", "What is the chance that the next reveal gives red's hunter a richer claim that no "
             "rival can take first?",
             ODDS.better,
             "Which card would add to the booty the hunter takes?",
             f"A richer safe claim after: {_cards(lambda o: o.value > ODDS.now)}; together {ODDS.better}.",
             kind="probability"),
    Exercise("l7-chief", f"Red's {KINDS[CHIEF]} cannot claim now. How many cards is waiting one reveal worth "
             "to it, on average?",
             CHIEF_ODDS.wait,
             "For every card the reveal can bring: its chance times what the chief could then claim safely. "
             "Most cards bring nothing.",
             "Sum of chance × value over the face-down cards: "
             + " + ".join(f"{o.probability}×{o.value}" for o in CHIEF_ODDS.outcomes if o.value)
             + f" = {CHIEF_ODDS.wait}.",
             kind="average"),
)

LESSON = Lesson(
    number=7,
    title="Expected value: claim now or wait?",
    teaches="The expected value of a choice is the sum of chance times payoff over what can happen; "
            "compare it with the sure payoff, and look at the risk too.",
    game="Apache",
    situation=(f"<p>A claim window is open. Red holds a {KINDS[HUNTER]} that can claim now "
               f"(<i>{ODDS.claim}</i>), bringing {ODDS.now} cards to the victory pile. Red could keep the "
               f"card instead and wait for the next reveal: another buffalo would make the claim richer, "
               f"but a rival might take the booty first.</p>"
               f"<p><b>Assumption:</b> every rival who could take a booty claims it before red does. So a claim "
               f"counts for red only when no rival can take its booty (or red's last face-up Indian) first; any "
               f"other claim is counted as worth nothing. A rival who lets a booty go could make waiting "
               f"worth more than computed here.</p><p><b>Question:</b> how many cards is waiting "
               f"one reveal worth on average?</p>"),
    board=board,
    derivation=(
        ("Claim now: a sure payoff", f"{ODDS.now} cards"),
        *((f"The next reveal leaves a safe claim worth {value} cards with chance", str(chance))
          for value, chance in BY_VALUE.items()),
        (f"Gain from waiting: E[wait] - now (advice on average: {ODDS.advice})", str(ODDS.gain)),
        ("Risk: waiting leaves red worse off with chance", str(ODDS.worse)),
        ("E[wait] = sum of value × chance = " + " + ".join(f"{v}×{c}" for v, c in BY_VALUE.items()),
         str(ODDS.wait)),
    ),
    exact=ODDS.wait,
    simulate=simulate,
    exercises=EXERCISES,
)
