"""The engine's faster paths (issue #14) give what the plain rules give: the history built from steps is the
game's tuple of actions, legal actions come out sorted without a final sort, a chain's remembered answers
are the rule's, a view built at once is the view its dataclass would build, the bot's remembered
appraisals are its fresh ones. That the same seed still plays the same game is tests/test_seeded_games.py."""
from __future__ import annotations

import copy
import pickle
import random
from dataclasses import fields, replace

import pytest

from tests.helpers import random_states
from tutor.core.play import random_action
from tutor.games import tribu
from tutor.games.tribu.bots import Appraisal, score, usefulness
from tutor.games.tribu.cards import CARDS, fits
from tutor.core.history import Step
from tutor.games.tribu.view import HIDDEN, View, view_of


def _states(seed: int, players: int = 3, limit: int = 2500, **options: str) -> list[tribu.State]:
    """Every state of one random game (at most ``limit`` of them)."""
    return random_states(tribu.Game(players=players, **options).new_state(), seed, limit - 1)


def test_history_is_the_tuple_of_actions_played_and_its_steps_stay_hidden():
    states = _states(1)
    final = states[-1]
    assert isinstance(final.history, tuple) and len(final.history) == len(states) - 1
    for before, after in zip(states, states[1:]):
        assert after.history[:-1] == before.history  # each state extends its parent's history by one action
    assert isinstance(final.__dict__["history"], Step)  # stored as steps, read as a tuple
    assert final.game.replay(final.history) == final
    # siblings share the history before them, and reading one does not change the other
    middle = states[len(states) // 2]
    actions = middle.legal_actions() or [a for a, _ in middle.chance_outcomes()]
    children = [middle.apply(a) for a in actions[:2]]
    assert [c.history for c in children] == [middle.history + (a,) for a in actions[:2]]


@pytest.mark.parametrize("copier", [lambda s: pickle.loads(pickle.dumps(s)), copy.deepcopy,
                                    lambda s: replace(s, turns=s.turns)])
def test_a_copied_state_keeps_its_history_as_a_plain_tuple(copier):
    final = _states(2, limit=1500)[-1]
    copied = copier(final)
    assert copied == final and copied.history == final.history
    assert type(copied.__dict__["history"]) is tuple
    assert copied.apply(copied.legal_actions()[0] if copied.legal_actions() else
                        copied.chance_outcomes()[0][0]).history[:-1] == final.history


def test_a_state_built_with_a_history_list_reads_it_back_as_a_tuple():
    state = tribu.Game().new_state()
    built = tribu.State(**{f.name: getattr(state, f.name) for f in fields(state) if f.name != "history"},
                        history=[state.legal_actions()[0]])
    assert built.history == (state.legal_actions()[0],)


@pytest.mark.parametrize("options", [{}, {"block": "chain_only", "swap_then_activate": "yes"},
                                     {"targets": "left_neighbour", "hand_size": "five_at_end"}])
def test_legal_actions_are_sorted_and_distinct_in_every_phase(options):
    phases = set()
    for seed in range(3):
        for state in _states(seed, players=4 if options else 3, limit=1200, **options):
            actions = state.legal_actions()
            assert actions == sorted(set(actions)), (state.phase, [str(a) for a in actions])
            assert all(state.check(a) for a in actions[:3])
            phases.add(state.phase)
    assert {"start", "drawn", "discard3"} <= phases


def test_a_chain_accepts_exactly_what_the_rule_fits():
    seen = {chain for state in _states(3) for mine in state.chains for chain in mine}
    assert seen
    for chain in seen:
        for card in range(len(CARDS)):
            assert chain.accepts(card) == fits(chain.tribu, chain.dioramas, card)


def _field_by_field(view: View) -> View:
    return View(**{f.name: getattr(view, f.name) for f in fields(View)})


def test_a_view_is_the_one_its_dataclass_builds_and_hides_face_down_cards():
    face_down_seen = False
    for state in _states(4, limit=1500)[::7]:
        for seat in range(state.game.num_players):
            view = view_of(state, seat)
            assert view == _field_by_field(view) and repr(view) == repr(_field_by_field(view))
            assert all(view.discard[i] == HIDDEN for i in state.face_down)
            assert [c for i, c in enumerate(view.discard) if i not in state.face_down] == \
                [c for i, c in enumerate(state.discard) if i not in state.face_down]
            for p, mine in enumerate(view.chains):
                if p != seat:
                    assert all(c.active in (-1, HIDDEN) for c in mine)
                    assert [c._replace(active=-1) for c in mine] == [c._replace(active=-1) for c in state.chains[p]]
            face_down_seen = face_down_seen or bool(state.face_down)
    assert face_down_seen


def test_the_bot_remembers_appraisals_without_changing_them():
    for state in _states(5, limit=1500)[::5]:
        if state.is_chance or state.is_terminal:
            continue
        view = state.view(state.current_player)
        judge = Appraisal(view)
        for action in state.legal_actions():
            assert judge.score(action) == score(view, action) == Appraisal(view).score(action)
        for card in set(view.hand):
            assert judge.usefulness(card) == usefulness(view, card)


def test_reading_the_history_move_after_move_keeps_one_tuple_per_chain_of_steps():
    """Each read extends the latest built tuple, which is handed on: a long game read at every move holds
    its history once, not once per move."""
    rng = random.Random(6)
    state = tribu.Game(players=3).new_state()
    for move in range(600):
        state = state.apply(random_action(state, rng))
        assert len(state.history) == len(state.history)  # read twice: the second read is the remembered tuple
        if move == 300:
            middle = state
    kept, trail = 0, state.__dict__["history"]
    while isinstance(trail, Step):
        kept += trail.known is not None
        trail = trail.before
    assert kept == 1 and trail == ()
    # an earlier state of the same chain, read again after its memory was handed on, still reads whole
    assert middle.history == state.history[:301] and len(middle.history) == 301

