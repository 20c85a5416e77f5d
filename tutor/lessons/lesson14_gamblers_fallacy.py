"""Lesson 14: the gambler's fallacy, with Fort Apache's dice against Apache's cards.

Three cowboys in a row have missed; the fourth's chance of a hit is what it always was, because dice are
independent: ``P(hit | three misses) = P(three misses, then a hit) / P(three misses) = P(hit)``. The
simulation keeps only the volleys that begin with three misses and finds the same share of hits. Cards
drawn without replacement are different: after three prairie cards that are no buffalo, the buffalo are
a larger share of what is left (the exercises work out both, exactly).
"""
from __future__ import annotations

import random
from fractions import Fraction

from tutor.core.i18n import Joined, M
from tutor.games import apache
from tutor.games.apache.cards import BUFFALO
from tutor.games.fort_apache import odds as fa
from tutor.games.fort_apache.state import Game

from . import Exercise, Lesson, Mistake, scene

SHOOTERS = 4  # one cowboy on each walkway, each facing an Indian in the climbing ring of his zone
MISSES = SHOOTERS - 1  # cowboys 1-3 have shot and missed (each rolled a 1)
#: cowboys 1-3 have shot at the climbing ring and missed; cowboy 4, on the west walkway, is to shoot
POSITION = ("fort_apache | turn cowboys 1 act | cowboys north-walkway* east-walkway* south-walkway* west-walkway "
            "| indians north-climbing east-climbing south-climbing west-climbing south-cavalry north-cavalry "
            "| buildings magazine=0 well=0 granary=0 gate=0 | supply cowboys=a3/0,e0/0 indians=a0/0,e0/0 "
            "| cards cowboys=2.2.2.1.1.1 indians=2.2.2.1.2 played=- boost=no | pending - | threat - withdraw - "
            "last c3")
STATE = Game.parse(POSITION)
HIT_FACES = fa.HIT_FACES["cowboys", "climbing"]
FACES = 6
P = Fraction(len(HIT_FACES), FACES)
MISS = 1 - P

#: before the volley
THREE_MISSES = MISS ** MISSES
MISSES_THEN_HIT = MISS ** MISSES * P
EXACT = MISSES_THEN_HIT / THREE_MISSES
AT_LEAST_ONE = 1 - MISS ** SHOOTERS

#: Apache: a new game, every prairie card face down
APACHE_DOWN = apache.Game().new_state().down
APACHE_TOTAL = sum(APACHE_DOWN)
APACHE_BUFFALO = APACHE_DOWN[BUFFALO]
OTHERS = APACHE_TOTAL - APACHE_BUFFALO
SEEN = 3  # cards turned up before the one asked about
AFTER_NONE = Fraction(APACHE_BUFFALO, APACHE_TOTAL - SEEN)  # three cards seen, no buffalo among them
AFTER_STREAK = Fraction(APACHE_BUFFALO - SEEN, APACHE_TOTAL - SEEN)  # three buffalo seen


def first_buffalo_at(reveal: int) -> Fraction:
    """Before the game: the chance that the first buffalo is card number ``reveal`` turned up (every card before
    it something else; each card drawn from those left)."""
    chance = Fraction(1)
    for drawn in range(reveal - 1):
        chance *= Fraction(OTHERS - drawn, APACHE_TOTAL - drawn)
    return chance * Fraction(APACHE_BUFFALO, APACHE_TOTAL - reveal + 1)


FIRST_AT_FOURTH = first_buffalo_at(SEEN + 1)
#: the same, worked out as if every card went back before the next (dice thinking)
FIRST_AT_FOURTH_REPLACED = Fraction(OTHERS, APACHE_TOTAL) ** SEEN * Fraction(APACHE_BUFFALO, APACHE_TOTAL)

#: the cowboys on the walkways; the fourth is still to shoot
board = scene(STATE)


def simulate(n: int, seed: int) -> float:
    """Roll volleys of four dice until ``n`` of them begin with three misses; the share of those whose fourth
    die hits. The volleys that begin otherwise are thrown away, as if we only watched after a streak."""
    rng = random.Random(seed)
    streaks = hits = 0
    while streaks < n:
        volley = [rng.randint(1, FACES) in HIT_FACES for _ in range(SHOOTERS)]
        if not any(volley[:MISSES]):
            streaks += 1
            hits += volley[MISSES]
    return hits / n


FACES_TEXT = Joined(sorted(HIT_FACES), ", ")

EXERCISES = (
    Exercise("l14-three-misses", M("Before the volley, what was the chance that cowboys 1, 2 and 3 would all miss?"),
             THREE_MISSES,
             M("Find the chance that one shot misses, then use that the dice are independent."),
             M("A shot misses with chance 1 - {p} = {miss}; three independent misses: ({miss})^{misses} = {chance}.",
               p=P, miss=MISS, misses=MISSES, chance=THREE_MISSES),
             hints=(M("Independent events that must all happen: multiply their chances."),),
             mistakes=(Mistake(P ** MISSES, M("You multiplied the chance of a hit. Three misses need the chance of a "
                                               "miss, three times.")),),
             kind="probability"),
    Exercise("l14-at-least-one", M("Before the volley, what was the chance that at least one of the {shooters} shots "
                                   "would hit?", shooters=SHOOTERS),
             AT_LEAST_ONE,
             M("At least one hit is the complement of no hit at all."),
             M("1 - ({miss})^{shooters} = {chance}. This is the number behind the fallacy: before the volley a hit "
               "was very likely. After three misses only one shot is left, and it hits with {p}.", miss=MISS,
               shooters=SHOOTERS, chance=AT_LEAST_ONE, p=P),
             hints=(M("No hit at all means {shooters} misses in a row: work that out, then take it from 1.",
                      shooters=SHOOTERS),),
             mistakes=(Mistake(MISS ** SHOOTERS, M("That is the chance of no hit at all: take it from 1.")),
                       Mistake(1 - P ** SHOOTERS, M("You took the complement of every shot hitting. \"At least one "
                                                    "hit\" is the complement of every shot missing."))),
             kind="probability"),
    Exercise("l14-cards-none", M("Now Apache, whose cards do not go back. A new game: the {total} prairie cards are "
                                 "face down, {buffalo} of them buffalo. The first {seen} cards turned up are none of "
                                 "them buffalo. What is the chance that the next card is a buffalo?",
                                 total=APACHE_TOTAL, buffalo=APACHE_BUFFALO, seen=SEEN),
             AFTER_NONE,
             M("Count what is still face down: how many cards, and how many buffalo among them?"),
             M("All {buffalo} buffalo are still face down, among {left} cards: {buffalo}/{left} = {p}, more than "
               "{before} at the start. A card does not go back, so the chance does change.",
               buffalo=APACHE_BUFFALO, left=APACHE_TOTAL - SEEN, p=AFTER_NONE,
               before=Fraction(APACHE_BUFFALO, APACHE_TOTAL)),
             hints=(M("The cards turned up are gone from the pile; the buffalo are not."),),
             mistakes=(Mistake(Fraction(APACHE_BUFFALO, APACHE_TOTAL),
                               M("That is the chance at the start, as if the cards went back into the pile: that is "
                                 "how a die behaves, not a deck.")),
                       Mistake(Fraction(APACHE_BUFFALO - SEEN, APACHE_TOTAL - SEEN),
                               M("You took three buffalo away, but the three cards turned up were not buffalo."))),
             kind="probability"),
    Exercise("l14-cards-streak", M("Another game: this time the first {seen} cards turned up are all buffalo. What "
                                   "is the chance that the next card is a buffalo too?", seen=SEEN),
             AFTER_STREAK,
             M("A streak of buffalo leaves fewer buffalo face down."),
             M("{left_buffalo} buffalo are left among {left} cards: {p}, less than {before} at the start. Here a "
               "streak really does make the next buffalo less likely, because those buffalo are gone.",
               left_buffalo=APACHE_BUFFALO - SEEN, left=APACHE_TOTAL - SEEN, p=AFTER_STREAK,
               before=Fraction(APACHE_BUFFALO, APACHE_TOTAL)),
             hints=(M("Take the buffalo seen away from the buffalo, and the cards seen away from the cards."),),
             mistakes=(Mistake(Fraction(APACHE_BUFFALO, APACHE_TOTAL),
                               M("That is the chance at the start, as if the cards went back into the pile.")),
                       Mistake(Fraction(APACHE_BUFFALO, APACHE_TOTAL - SEEN),
                               M("You took the cards seen away but not the buffalo among them."))),
             kind="probability"),
    Exercise("l14-first-at-fourth", M("Before an Apache game begins, what is the chance that the first buffalo "
                                      "turned up is card number {reveal}?", reveal=SEEN + 1),
             FIRST_AT_FOURTH,
             M("The first {seen} cards must all be something else, and then a buffalo: multiply, drawing each card "
               "from those left.", seen=SEEN),
             M("{others}/{total} × {others1}/{total1} × {others2}/{total2} × {buffalo}/{total3} = {p} (with dice "
               "thinking, as if every card went back, it would be {replaced}).", others=OTHERS, total=APACHE_TOTAL,
               others1=OTHERS - 1, total1=APACHE_TOTAL - 1, others2=OTHERS - 2, total2=APACHE_TOTAL - 2,
               buffalo=APACHE_BUFFALO, total3=APACHE_TOTAL - 3, p=FIRST_AT_FOURTH,
               replaced=FIRST_AT_FOURTH_REPLACED),
             hints=(M("After each card that is no buffalo, one card fewer is face down, and one fewer of the other "
                      "cards."),),
             mistakes=(Mistake(FIRST_AT_FOURTH_REPLACED,
                               M("You worked with replacement, as for dice: the same {others}/{total} three times. "
                                 "Each card turned up leaves one card fewer.", others=OTHERS, total=APACHE_TOTAL)),),
             kind="probability"),
)

LESSON = Lesson(
    number=14,
    title=M("The gambler's fallacy: dice forget, cards do not"),
    teaches=M("After a run of misses a die is no more likely to hit: independent rolls do not remember. Cards drawn "
              "without replacement are different: what has been drawn changes what is left."),
    game=M("Fort Apache and Apache"),
    intro=M("\"Three misses in a row: a hit is due!\" The gambler's fallacy expects chance to even itself out. "
            "Fort Apache's dice show why it is wrong, and Apache's cards show when a streak really does change "
            "the next chance."),
    situation=M("<p>The {shooters} cowboys stand on the walkways of the fort, each facing an Indian in the climbing "
                "ring of his zone, where a cowboy's shot hits on {faces}. Cowboys 1, 2 and 3 have shot, and all "
                "three missed. Cowboy 4 is about to roll, and a player says: \"Three misses in a row, now a hit is "
                "due.\"</p><p><b>What is the chance that cowboy 4's shot hits?</b></p><p>The exercises then turn "
                "to Apache, whose cards do not go back into the pile once turned up.</p>",
                shooters=SHOOTERS, faces=FACES_TEXT),
    board=board,
    derivation=(
        (M("One shot at the climbing ring hits on {faces}", faces=FACES_TEXT), str(P)),
        (M("Before the volley: three misses, then a hit"), f"(1 - {P})**{MISSES} * {P}"),
        (M("Before the volley: three misses, whatever the fourth die shows"), f"(1 - {P})**{MISSES}"),
        (M("Given three misses, the fourth hits with P(three misses, then a hit) / P(three misses): the misses "
           "cancel, and what is left is the chance of any one shot. The dice do not remember."),
         f"(1 - {P})**{MISSES} * {P} / (1 - {P})**{MISSES}"),
    ),
    exact=EXACT,
    simulate=simulate,
    exercises=EXERCISES,
    assumptions=M("<p>The dice are fair, and each shot is a roll of its own: nothing links one die to another. Each "
                  "cowboy shoots at the Indian in the climbing ring of his own zone, where a cowboy hits on {faces}; "
                  "no card is played during the volley. For the exercises on Apache: a new game, with all {total} "
                  "prairie cards face down and well mixed, {buffalo} of them buffalo, and nothing turned up but the "
                  "cards the exercise names.</p>", faces=FACES_TEXT, total=APACHE_TOTAL, buffalo=APACHE_BUFFALO),
    teacher_notes=M("<p><b>How to run it.</b> Start with a class experiment: in pairs, roll a die for cowboy after "
                    "cowboy (a hit is {faces}); whenever three shots in a row have missed, write down the next roll. "
                    "Pool the class's results: the share of hits after three misses is close to {p}, as the page's "
                    "simulation shows. Then do the same with cards: {total} slips, {buffalo} of them marked buffalo; "
                    "turn up three slips that are not buffalo and count what is left.</p><p><b>What students get "
                    "wrong.</b> \"A hit is due\": taking the chance of a streak before it happened ({four_misses} for "
                    "four misses in a row) for the chance of the next roll once three misses have happened. The "
                    "reverse belief in a \"cold\" or \"hot\" die. Thinking cards behave like dice (after three cards "
                    "the chance of a buffalo has moved) or dice like cards. The cards change only because the cards "
                    "seen are gone: count what is left, as in lesson 6.</p><p><b>Going further.</b> The law of large "
                    "numbers does not make up for a streak, it drowns it: after three misses, the next 300 shots "
                    "still hit {p} of the time on average, and the three misses weigh less and less in the "
                    "total.</p>", faces=FACES_TEXT, p=P, total=APACHE_TOTAL, buffalo=APACHE_BUFFALO,
                    four_misses=MISS ** SHOOTERS),
)
