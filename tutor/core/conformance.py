"""Random-play conformance checks, after OpenSpiel's random simulation test.

:func:`random_sim` plays whole games with random legal actions and exact chance weights, and at
every step asserts what the rules contract promises. Every game's test suite runs it.
"""
from __future__ import annotations

import random
from typing import Callable

from .api import CHANCE, SIMULTANEOUS, TERMINAL, Game, IllegalAction, State
from .play import random_action

Invariant = Callable[[State], None]


def check_state(state: State, invariant: Invariant | None = None) -> None:
    """Assert the contract on one state."""
    game = state.game
    players = range(game.num_players)
    mover = state.current_player
    assert mover in (CHANCE, SIMULTANEOUS, TERMINAL) or mover in players, mover
    legal = state.legal_actions()
    assert legal == sorted(legal), "legal actions are not sorted"
    texts = [str(a) for a in legal]
    assert len(set(texts)) == len(texts), f"legal actions repeat a text: {texts}"
    for action, text in zip(legal, texts):
        assert state.parse_action(text) == action, f"action text does not round-trip: {text!r}"
        verdict = state.check(action)
        assert verdict.ok and verdict.rule, f"legal action refused: {text}: {verdict}"
        if _explains(state):
            assert state.explain(action).ok, f"the explanation refuses a legal action: {text}"
    if mover == TERMINAL:
        assert not legal and state.outcome() is not None
        assert all(not state.legal_actions(p) for p in players)
    else:
        assert legal, "a state that is not terminal has no legal action"
        assert state.outcome() is None
    if mover == CHANCE:
        outcomes = state.chance_outcomes()
        assert all(isinstance(w, int) and w > 0 for _, w in outcomes), "chance weights must be positive ints"
        assert sorted(a for a, _ in outcomes) == legal
        assert all(not state.legal_actions(p) for p in players), "a player may act at a chance node"
    else:
        assert not state.chance_outcomes()
    if mover in players:
        for p in players:
            mine = state.legal_actions(p)
            assert (mine == legal) if p == mover else not mine, f"player {p} may act out of turn"
    if mover == SIMULTANEOUS:
        by_player = [a for p in players for a in state.legal_actions(p)]
        closers = [a for a in legal if state.actor(a) == SIMULTANEOUS]
        assert sorted(by_player + closers) == legal
        assert all(state.actor(a) == p for p in players for a in state.legal_actions(p))
    again = type(game).parse(state.notation())
    assert again == state, "notation does not round-trip"
    assert again.notation() == state.notation()
    if invariant:
        invariant(state)


def _explains(state: State) -> bool:
    """Whether the game derives its verdicts from the legal set (every game, once moved to the core's
    one source of legality)."""
    return type(state).explain is not State.explain


def check_refusal(state: State, stale_action) -> None:
    """An action that is not legal here is refused by check() and apply()."""
    if stale_action in state.legal_actions() or state.is_chance:
        return
    verdict = state.check(stale_action)
    assert not verdict.ok and verdict.rule and verdict.reason, f"not refused: {stale_action}"
    if _explains(state):
        assert not state.explain(stale_action).ok, f"the explanation allows an illegal action: {stale_action}"
    try:
        state.apply(stale_action)
    except IllegalAction as error:
        assert error.verdict == verdict
    else:
        raise AssertionError(f"apply accepted an illegal action: {stale_action}")


def random_sim(game: Game, games: int, seed: int, invariant: Invariant | None = None,
               check_every: int = 1) -> list[State]:
    """Play ``games`` random games of ``game``; assert the contract; return the final states.

    ``check_every`` checks the full contract on every n-th state (1: all) and always on the last.
    """
    rng = random.Random(seed)
    finals = []
    for _ in range(games):
        state = game.new_state()
        previous = None
        steps = 0
        while not state.is_terminal:
            if steps % check_every == 0:
                check_state(state, invariant)
                if previous is not None:
                    check_refusal(state, previous)
            action = random_action(state, rng)
            state = state.apply(action)
            previous = action
            steps += 1
            assert steps <= game.max_game_length(), "game longer than its bound"
        check_state(state, invariant)
        assert len(state.history) == steps
        assert game.replay(state.history) == state, "history does not replay to the same state"
        outcome = state.outcome()
        assert outcome is not None and len(outcome.scores) == game.num_players
        best = max(outcome.scores)
        assert outcome.winners and all(outcome.scores[p] == best for p in outcome.winners)
        finals.append(state)
    return finals
