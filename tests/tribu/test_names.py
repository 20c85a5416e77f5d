"""Boards and the analyse page name players as everywhere else (from 1, through messages) and chains by
letter as the log does (tests/test_counting.py's rule, for Tribù's drawings)."""
import re

from tests.helpers import random_states
from tests.tribu.helpers import position
from tutor.core.i18n import using
from tutor.games.tribu import Game
from tutor.games.tribu.render import board_svg
from tutor.widgets.tribu_analyse import odds_html

SHORT_NAME = re.compile(r"\bP\d\b")


def test_the_board_names_players_as_the_log_does():
    for state in random_states(Game(players=3).new_state(), seed=4, limit=120)[::20]:
        for seat in range(3):
            svg = board_svg(state, viewer=seat)
            assert not SHORT_NAME.search(svg), svg[:400]
            assert "player 0" not in svg
    svg = board_svg(position("- / -", "- / -", "start 0", totals="30,12"), viewer=0)
    assert "spheres: player 1 30, player 2 12" in svg


def test_the_board_says_it_in_the_readers_language():
    state = position("- / -", "- / -", "start 0", totals="30,12")
    with using("it"):
        svg = board_svg(state, viewer=1)
    assert "giocatore 1: 30, giocatore 2: 12" in svg and not SHORT_NAME.search(svg)


def test_the_analyse_chain_table_letters_the_chains():
    state = position("- / -", "hunter.salmon ; shaman.red-statue / -", "start 0")
    html = odds_html(state, 0, 2)
    assert "<td>A: hunter</td>" in html and "<td>B: shaman</td>" in html
    assert not re.search(r"<td>\d+: ", html)
