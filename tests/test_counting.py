"""People count from 1: no text a person reads names a "player 0", for every registered game (players
are named by colour, side or "player 1" for seat 0; positions and action fields keep counting from 0),
and Tribù's chains are named by letter in its action texts and its log."""
from __future__ import annotations

import re

import pytest

from tests.helpers import random_states
from tutor.games import registered_games
from tutor.games.tribu import Game as Tribu
from tutor.games.tribu.log import log_line

PLAYER_0 = re.compile(r"\bplayer 0\b", re.IGNORECASE)


@pytest.mark.parametrize("info", registered_games(), ids=lambda info: info.id)
def test_no_text_a_person_reads_names_a_player_0(info):
    for game in (info.game(), info.game(**info.full)):
        names = [game.player_name(p) for p in range(game.num_players)]
        assert len(set(names)) == len(names) and not any(PLAYER_0.search(n) for n in names), names
    game = info.game()
    read: list[str] = []
    for state in random_states(game.new_state(), seed=3, limit=150)[:-1]:
        for action in state.legal_actions()[:12]:
            read += [str(action), state.explain(action).reason]
        read += [state.check("nonsense").reason]
    assert read and not [text for text in read if PLAYER_0.search(text)]


def test_tribu_names_chains_by_letter_and_players_from_1_in_what_a_person_reads():
    lines, texts = [], []
    for state in random_states(Tribu(players=3).new_state(), seed=5, limit=400)[:-1]:
        for action in state.legal_actions():
            texts.append(str(action))
            line = log_line(state, action, viewer=0)
            if line:
                lines.append(line)
    chained = [t for t in texts if "chain" in t]
    assert chained and all(re.search(r"chain [a-z]\b", t) and not re.search(r"chain \d", t) for t in chained)
    assert [t for t in texts if "player" in t] and not [t for t in texts if PLAYER_0.search(t)]
    assert not [line for line in lines if PLAYER_0.search(line) or re.search(r"chain \d", line)]
