"""The core contract: verdicts, options, the rule registry, and that random_sim catches broken games."""
from __future__ import annotations

import random

import pytest

from tutor.core import (CHANCE, TERMINAL, Game, IllegalAction, Interpretation, NotationError, Outcome, Reading,
                        Rule, State, Verdict, register, resolve_options, rule, rules)
from tutor.core.conformance import random_sim
from tutor.core.play import chance_probabilities, sample_chance


class Countdown(Game):
    """A toy game: a chance step (1 or 2, weights 1:3) takes from 6, then players alternately take 1 or 2;
    who takes the last wins. ``broken`` switches on a contract violation for random_sim to catch."""

    name = "countdown"

    def __init__(self, broken: str = ""):
        self.broken = broken

    @property
    def num_players(self):
        return 2

    def new_state(self):
        return CountdownState(self, 6, 0, rolled=False, history=())

    @classmethod
    def parse(cls, notation):
        try:
            left, player, rolled, broken = notation.split(":")
            return CountdownState(cls(broken), int(left), int(player), rolled == "r", ())
        except ValueError:
            raise NotationError(f"bad countdown position {notation!r}") from None

    def max_game_length(self):
        return 8


class CountdownState(State):
    def __init__(self, game, left, player, rolled, history):
        self.game, self.left, self.player, self.rolled, self.history = game, left, player, rolled, history

    @property
    def current_player(self):
        if not self.rolled:
            return CHANCE
        return TERMINAL if self.left == 0 else self.player

    def legal_actions(self, player=None):
        if self.current_player == TERMINAL or (player is not None and player != self.current_player):
            return []
        moves = [1, 2] if not self.rolled else [n for n in (1, 2) if n <= self.left]
        return moves[::-1] if self.game.broken == "unsorted" else moves

    def chance_outcomes(self):
        return [(1, 1), (2, 3)] if not self.rolled else []

    def check(self, action):
        if action in self.legal_actions():
            return Verdict(True, "countdown.take", "fine")
        return Verdict(False, "countdown.take", f"cannot take {action}")

    def apply(self, action):
        if not self.check(action):
            raise IllegalAction(action, self.check(action))
        history = self.history + (action,)
        if not self.rolled:
            return CountdownState(self.game, self.left - action + 1, self.player, True, history)
        return CountdownState(self.game, self.left - action, 1 - self.player, True, history)

    def outcome(self):
        if self.current_player != TERMINAL:
            return None
        winner = 1 - self.player
        return Outcome(tuple(int(p == winner) for p in range(2)), (winner,), "took the last")

    def notation(self):
        return f"{self.left}:{self.player}:{'r' if self.rolled else '-'}:{self.game.broken}"

    def parse_action(self, text):
        return int(text)

    def actor(self, action):
        return CHANCE if not self.rolled else self.player

    def _key(self):
        return (self.game.broken, self.left, self.player, self.rolled)


def test_random_sim_passes_a_correct_game():
    finals = random_sim(Countdown(), games=50, seed=1)
    assert {f.outcome().winners for f in finals} == {(0,), (1,)}


def test_random_sim_catches_unsorted_legal_actions():
    with pytest.raises(AssertionError, match="sorted"):
        random_sim(Countdown("unsorted"), games=5, seed=1)


def test_chance_helpers_use_exact_weights():
    state = Countdown().new_state()
    probs = chance_probabilities(state)
    assert probs[2] * 4 == 3 and sum(probs.values()) == 1
    draws = [sample_chance(state, random.Random(i)) for i in range(400)]
    assert 250 < draws.count(2) < 350


def test_verdict_reads_as_a_sentence():
    v = Verdict(True, "x.rule", "you may", penalty="lose two cards")
    assert v and str(v) == "allowed: you may [x.rule] (penalty: lose two cards)"
    assert not Verdict(False, "x.rule", "no")
    error = IllegalAction("move", Verdict(False, "x.rule", "not now"))
    assert "not now" in str(error) and error.verdict.rule == "x.rule"


def test_resolve_options_defaults_and_clear_errors():
    register_ = [Interpretation("t.i", "Q?", (Reading("a", "A"), Reading("b", "B")), "a", "why", "src", option="opt"),
                 Interpretation("t.j", "Settled?", (Reading("x", "X"),), "x", "why", "src")]
    assert resolve_options(register_, {}) == {"opt": "a"}
    assert resolve_options(register_, {"opt": "b"}) == {"opt": "b"}
    with pytest.raises(ValueError, match="choose one of: a, b"):
        resolve_options(register_, {"opt": "c"})
    with pytest.raises(ValueError, match="unknown option 'other'"):
        resolve_options(register_, {"other": "a"})
    for given in ({"opt": "9" * 5000}, {"x" * 5000: "a"}):   # a long value is quoted cut short (found by the fuzz test)
        with pytest.raises(ValueError) as error:
            resolve_options(register_, given)
        assert len(str(error.value)) < 120 and "…" in str(error.value)


def test_rule_registry_finds_rules_and_refuses_conflicting_ids():
    register([Rule("test.one", "One", "text", "nowhere")])
    assert rule("test.one").title == "One"
    assert [r.id for r in rules("test.")] == ["test.one"]
    with pytest.raises(ValueError, match="twice"):
        register([Rule("test.one", "Other", "text", "nowhere")])
    with pytest.raises(KeyError, match="no rule"):
        rule("test.missing")
