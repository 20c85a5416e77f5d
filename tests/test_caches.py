"""What is asked again comes from a cache (issue #14): a position's exact odds, the register pages,
boards drawn before. A second ask gives the same answer as the first, counted as a cache hit, and
every cache is bounded (an LRU with a maxsize), so a long-running kernel cannot grow without end."""
from __future__ import annotations

import random

import pytest

from tutor import rulesdoc
from tutor.core.play import random_action
from tutor.games import game_info
from tutor.games.apache import odds as apache_odds
from tutor.games.fort_apache import odds as fort_odds
from tutor.games.tribu import odds as tribu_odds
from tutor.widgets import boardcache

CACHES = [apache_odds.claim_or_wait, apache_odds.reveal_chance, fort_odds.gate_chance, fort_odds.roll_chance,
          fort_odds.action_chance, tribu_odds.chain_odds,
          rulesdoc.game_register_page, boardcache.cached_board]


def sample(game_id: str, index: int = 0):
    info = game_info(game_id)
    return info.parse(info.samples[index])


def asked_twice(cached, *args):
    """Ask twice; the second answer must be the first (the same object) and count as a hit."""
    first = cached(*args)
    hits = cached.cache_info().hits
    second = cached(*args)
    assert cached.cache_info().hits == hits + 1
    assert second is first
    return first


@pytest.mark.parametrize("cache", CACHES, ids=lambda c: c.__qualname__)
def test_every_cache_is_bounded(cache):
    maxsize = cache.cache_info().maxsize
    assert isinstance(maxsize, int) and 0 < maxsize <= 4096


def test_apache_odds_of_a_position_asked_again_come_from_the_cache():
    state = sample("apache")
    apache_odds.claim_or_wait.cache_clear()
    for kind in state.hand(0):
        odds = asked_twice(apache_odds.claim_or_wait, state, 0, kind)
        # the same answer as computing it afresh
        assert odds == apache_odds.claim_or_wait.__wrapped__(state, 0, kind)
    # an equal position read again from its text is the same key
    again = game_info("apache").parse(state.notation())
    kind = state.hand(0)[0]
    hits = apache_odds.claim_or_wait.cache_info().hits
    assert apache_odds.claim_or_wait(again, 0, kind) is apache_odds.claim_or_wait(state, 0, kind)
    assert apache_odds.claim_or_wait.cache_info().hits == hits + 2
    chance = asked_twice(apache_odds.reveal_chance, state, (0, 1), 2, "")
    assert chance == apache_odds.reveal_chance.__wrapped__(state, (0, 1), 2, "")


def test_fort_apache_odds_asked_again_come_from_the_cache():
    state = sample("fort_apache")
    assert asked_twice(fort_odds.gate_chance, state) == fort_odds.gate_chance.__wrapped__(state)
    for action in state.legal_actions()[:10]:
        found = asked_twice(fort_odds.action_chance, state, action)
        assert found == fort_odds.action_chance.__wrapped__(state, action)


def test_tribu_odds_asked_again_come_from_the_cache():
    state = sample("tribu")
    view = state.view(0)
    for turns in (1, 3):
        odds = asked_twice(tribu_odds.chain_odds, view, state.game, 0, turns)
        assert odds == tribu_odds.chain_odds.__wrapped__(view, state.game, 0, turns)


def test_register_pages_and_statements_asked_again_come_from_the_cache():
    info = game_info("fort_apache")
    first = rulesdoc.register_page(info)
    hits = rulesdoc.game_register_page.cache_info().hits
    assert rulesdoc.register_page(info) is first
    assert rulesdoc.game_register_page.cache_info().hits == hits + 1
    # the page made with the tests given explicitly is made afresh, and is the same text
    assert rulesdoc.register_page(info, rulesdoc.tests_by_rule()) == first
    assert rulesdoc.statements(info) is rulesdoc.statements(info)  # the registry entry's, not read again


@pytest.mark.parametrize("game_id", ["apache", "fort_apache", "tribu", "apacze"])
def test_a_board_drawn_before_comes_from_the_cache(game_id):
    state = sample(game_id)
    render = game_info(game_id).board_svg
    boardcache.cached_board.cache_clear()
    svg = boardcache.board_svg(state)
    assert svg == render(state)
    hits = boardcache.cached_board.cache_info().hits
    assert boardcache.board_svg(game_info(game_id).parse(state.notation())) == svg  # equal position: a hit
    assert boardcache.cached_board.cache_info().hits == hits + 1


def test_board_cache_keys_on_options_and_history_and_draws_unhashable_options_afresh():
    state = sample("tribu")
    boardcache.cached_board.cache_clear()
    mine, seen_by_1 = boardcache.board_svg(state, viewer=0), boardcache.board_svg(state, viewer=1)
    assert mine == game_info("tribu").board_svg(state, viewer=0)
    assert seen_by_1 == game_info("tribu").board_svg(state, viewer=1)
    assert boardcache.cached_board.cache_info().misses == 2
    # a later position: its own entry, even where the renderers mark the last action
    later = state.apply(random_action(state, random.Random(1)))
    boardcache.board_svg(later, viewer=0)
    assert boardcache.cached_board.cache_info().misses == 3
    # an option that cannot be a key (a list) is drawn without the cache
    render = game_info("apache").board_svg
    apache = sample("apache")
    before = boardcache.cached_board.cache_info()
    assert boardcache.board_svg(apache, targets=[]) == render(apache, targets=[])
    assert boardcache.cached_board.cache_info() == before


def test_the_board_cache_forgets_the_least_recently_drawn():
    boardcache.cached_board.cache_clear()
    state, rng = sample("tribu"), random.Random(7)
    drawn = 0
    while drawn < boardcache.MAX_BOARDS + 10:
        if state.is_terminal:
            state = sample("tribu")
        boardcache.board_svg(state, viewer=0)  # each step's history makes its own key
        state = state.apply(random_action(state, rng))
        drawn += 1
    info = boardcache.cached_board.cache_info()
    assert info.currsize == boardcache.MAX_BOARDS and info.misses > boardcache.MAX_BOARDS
