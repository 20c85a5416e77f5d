"""The Tribù Indiani tutorial: one rule at a time, each on a scripted two-player table.

A :class:`Step` sets up a position (hands, chains and piles; every other card in the draw pile),
plays scripted ``setup`` actions (draws name their card, so nothing is left to luck) and asks the
learner, player 1 (seat 0), to act. :func:`attempt` judges an answer: a right one moves on and shows what
follows; one the game refuses is explained with its verdict and rule; every other choice the table
allows gets the step's own word on why it misses the point (``feedback``). The steps are data, in
``data/tutorial.toml`` (their positions given as the fields of :func:`table`).
"""
from __future__ import annotations

import re

from tutor.core import tutorial
from tutor.core.tutorial import Feedback, attempt, load_steps

from .cards import BY_NAME, CARDS
from .state import Game, State

LEARNER = 0
_TOKEN = re.compile(r"(?:(\d+)\*)?([a-z][a-z-]*)")


def table(hands: str, chains: str, phase: str = "start 0", discard: str = "-", played: str = "-",
          totals: str = "0,0", rest: str = "deck", challenge: int = 1, turns: int = 4, last: str = "-") -> str:
    """A two-player position string (boards shaman, hunter) with every card not named in the draw pile.

    ``hands`` and ``chains`` are written as in a position string, e.g. ``"canoe 2*lupo / moon"`` and
    ``"hunter.salmon[lupo] / -"``. With ``rest="discard"`` the cards not named lie under the named
    discard pile instead (bottom first, in card order) and the draw pile is empty. ``challenge`` sets
    the challenge under way (its dealer follows: seat 0 deals the odd ones), ``turns`` the turns played
    in it and ``last`` the scores of the challenge before.
    """
    counts = [0] * len(CARDS)
    for text in (hands, chains, discard, played):
        for number, name in _TOKEN.findall(text.replace("cards", "")):
            counts[BY_NAME[name.replace("-", " ")]] += int(number or 1)
    game = Game(players=2)
    left = [full - used for full, used in zip(game.deck, counts)]
    rest_cards = " ".join(f"{n}*{CARDS[t].name.replace(' ', '-')}" for t, n in enumerate(left) if n) or "-"
    if rest == "discard":
        under = " ".join(CARDS[t].name.replace(" ", "-") for t, n in enumerate(left) for _ in range(n))
        deck, discard = "-", " ".join(w for w in (under, discard) if w and w != "-") or "-"
    else:
        deck = rest_cards
    dealer = (challenge - 1) % 2
    return (f"tribu 2 | challenge {challenge} dealer {dealer} turns {turns} totals {totals} last {last} | "
            f"boards shaman,hunter | {phase} | deck {deck} | discard {discard} | played {played} | "
            f"hands {hands} | chains {chains}")


class Step(tutorial.Step[State]):
    """A Tribù step; ``after`` holds the opponent's reply and the cards drawn."""

    parse = staticmethod(Game.parse)
    learner = LEARNER


__all__ = ["LEARNER", "STEPS", "Step", "Feedback", "attempt", "table"]

STEPS: tuple[Step, ...] = load_steps(__package__, Step, table)
