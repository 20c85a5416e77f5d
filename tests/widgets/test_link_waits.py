"""A page opened from a link waits for the person wherever the person was to choose (issue #21).

For random reachable positions of every game with a play page, the page opened at the position's link shows
that very position, with the person seated where a choice is waiting: no bot has moved on. (Chance is not a
choice: a link made at a chance node may show the draw or roll that follows.)
"""
from __future__ import annotations

import random

import pytest

from tests.widgets.test_links_all_games import PAGES
from tutor.core import CHANCE, SIMULTANEOUS
from tutor.core.play import random_action

PLAY = [page for page in PAGES if page.name.endswith(" play")]


def reachable(page, rng: random.Random, count: int) -> list:
    """``count`` positions met in random games, none at a chance node or the end."""
    game = page.parse(page.position).game
    found = []
    while len(found) < count:
        state = game.new_state()
        while not state.is_terminal:
            if state.current_player != CHANCE and rng.random() < 0.08:
                found.append(state)
                break
            state = state.apply(random_action(state, rng))
    return found


@pytest.mark.parametrize("page", PLAY, ids=[p.name for p in PLAY])
def test_a_link_opens_where_the_person_chooses(page):
    rng = random.Random(page.name)
    for state in reachable(page, rng, 12):
        app = page.open(state.notation())
        try:
            assert app.state.notation() == state.notation(), f"the bots moved on from {state.notation()!r}"
            (person,) = app.match.people
            # the person has a choice (at a window where every seat has decided: when to close it)
            assert app.state.legal_actions(person) or app.state.current_player == SIMULTANEOUS, (
                f"the person has nothing to choose at {state.notation()!r}")
        finally:
            app.close()
