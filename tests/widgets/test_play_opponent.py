"""The search bot as an opponent on every game's play page: offered in each list of opponents with its thinking time
(bounded), its moves worked out in a background thread while the page answers, Undo and a new game cancelling the
search (its late move dropped), the move played on the kernel's event loop, a seeded page replaying the same game,
and its seat named in the game record."""
from __future__ import annotations

import asyncio
import random

import pytest

from tests.apache.test_match import ManualClock
from tests.helpers import page_module
from tests.widgets.helpers import buttons
from tutor.analysis import SearchBot
from tutor.core import records
from tutor.core.api import SIMULTANEOUS
from tutor.core.bots import BackgroundBot
from tutor.games import registered_games
from tutor.widgets import play_page
from tutor.widgets.play_page import SEARCH, THINK_DEFAULT, THINK_MAX, THINK_MIN

GAMES = [info.id for info in registered_games()]
#: the games whose match plays the bots of a simultaneous window itself (the search bot decides there at once)
WINDOWED = [info.id for info in registered_games() if info.window is not None]
BACKGROUND = [game_id for game_id in GAMES if game_id not in WINDOWED]


def page(game_id: str, seed: int = 3, iterations: int | None = 8, seconds: float | None = None):
    """A play page of ``game_id`` with the search bot at the first opponent's seat (the person at seat 0, or the
    game's own seat for the person), ``iterations`` a move (None: for the thinking time, ``seconds``)."""
    App = page_module(game_id, "play").PlayApp
    kwargs = {"clock": ManualClock()} if game_id == "apache" else {}
    app = App(seed=seed, **kwargs)
    app.SEARCH_ITERATIONS = iterations  # (the page's own attribute: the class keeps its default)
    if game_id == "apache":
        app.setup.mode.value = "calm"
    app.setup.bots[0].value = SEARCH
    if seconds is not None:
        app.thinking.value = seconds
    app.start()
    return app


def search_seat(app) -> int:
    return next(seat for seat, bot in enumerate(app.table.bots)
                if isinstance(bot, SearchBot) or (isinstance(bot, BackgroundBot) and isinstance(bot.bot, SearchBot)))


def person_acts(app) -> bool:
    """The person plays their first legal action (a card Apache's person turns over too); False when they cannot."""
    state = app.state
    if state.is_terminal or not state.legal_actions() or not (app.table.waiting_for_person() or state.is_chance):
        return False
    if app.is_thinking:
        return False
    if state.current_player == SIMULTANEOUS:  # Apache's claim window: the person lets it pass
        seat = app.table.people[0]
        if seat not in app.table.undecided():
            return False
        app.let_pass(seat)
        return True
    return app.act(state.legal_actions()[0])


def play_until_thinking(app, moves: int = 60, *, after_person: bool = False) -> None:
    """The person plays until the search bot is thinking about a move (``after_person``: a move among several that
    answers the person's, so that Undo has something to take back and the search takes its time; the bot's other
    moves are waited for)."""
    for _ in range(moves):
        if app.is_thinking and (not after_person or (app.table._undo and len(app.state.legal_actions()) > 1)):
            return
        if app.is_thinking:
            app.wait_thinking()
        assert person_acts(app), "the person can act until the bot is to move"
    raise AssertionError("the search bot was never to move")


def thinking_slowly(app):
    """The search bot thinking, after a move of the person, for the longest time the page offers (its seat given a
    bot at that time, as if chosen so): the search under way."""
    play_until_thinking(app, after_person=True)
    app.cancel_thinking()
    app.table.bots[search_seat(app)] = BackgroundBot(SearchBot(seconds=THINK_MAX))
    app.refresh()
    assert app.is_thinking
    return app._thinking


def bot_moves(app) -> list:
    seat = search_seat(app)
    return [m for m in app.table.moves if m.before.actor(m.action) == seat]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_play_page_offers_the_search_bot_with_a_bounded_thinking_time(game_id: str) -> None:
    app = page_module(game_id, "play").PlayApp(seed=1, **({"clock": ManualClock()} if game_id == "apache" else {}))
    for box in app.setup.bots:
        assert dict((key, label) for label, key in box.options)[SEARCH] == "strong: searches about 0.5 s a move"
        assert f"{app.prefix}-opponent" in box._dom_classes
    info = app.info
    defaults = [app.BOTS[n] if n < len(app.BOTS) else list(info.bots)[-1] for n in range(len(app.setup.bots))]
    assert [box.value for box in app.setup.bots] == defaults, "offering the search bot keeps the game's defaults"
    slider = app.thinking
    assert (slider.min, slider.value, slider.max) == (THINK_MIN, THINK_DEFAULT, THINK_MAX)
    assert slider in app.setup.children and f"{app.prefix}-thinking" in slider._dom_classes
    assert slider.layout.display == "none", "no search bot chosen: its thinking time is hidden"
    app.setup.bots[0].value = SEARCH
    assert slider.layout.display is None
    slider.value = 2.5
    assert app.setup.bots[0].value == SEARCH, "relabelling keeps the choice"
    assert dict((key, label) for label, key in app.setup.bots[0].options)[SEARCH] == (
        "strong: searches about 2.5 s a move")
    slider.value = 99  # a value sent from the browser beyond the bounds is kept within them
    assert slider.value == THINK_MAX
    app.setup.hot_seat.value = True
    assert slider.layout.display == "none"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_search_bot_sits_at_the_chosen_seat_with_the_chosen_time(game_id: str) -> None:
    app = page(game_id, seconds=1.5, iterations=None)
    app.cancel_thinking()
    seat = search_seat(app)
    bot = app.table.bots[seat]
    search = bot.bot if isinstance(bot, BackgroundBot) else bot
    assert isinstance(search, SearchBot) and search.seconds == 1.5 and search.iterations is None
    assert isinstance(bot, BackgroundBot) == (game_id in BACKGROUND)
    assert app.table.bots[app.setup.you(app.state.game.num_players)] is None


@pytest.mark.parametrize("game_id", BACKGROUND)
def test_the_search_bot_thinks_in_the_background_then_plays(game_id: str) -> None:
    app = page(game_id)
    play_until_thinking(app)
    seat = search_seat(app)
    assert app.state.current_player == seat and "is thinking" in app.status.value
    assert "tutor-thinking" in app.status.value
    assert app.table.background_bot() is app.table.bots[seat], "the match waits for the search, not calling it"
    assert not app.table.waiting_for_person()
    before = len(bot_moves(app))
    app.wait_thinking()
    assert len(bot_moves(app)) > before, "the search's move was played"
    assert not app.is_thinking and "is thinking" not in app.status.value
    record = records.read(app.record())
    assert record.seats[seat] == SEARCH and record.actions == tuple(m.action for m in app.table.moves)


@pytest.mark.parametrize("game_id", WINDOWED)
def test_in_a_game_with_a_window_the_search_bot_decides_at_once(game_id: str) -> None:
    app = page(game_id)
    seat = search_seat(app)
    for _ in range(80):
        if bot_moves(app) or not person_acts(app):
            break
    assert not app.is_thinking
    assert bot_moves(app), "the search bot made its moves as the game's own bots do"
    assert records.read(app.record()).seats[seat] == SEARCH


@pytest.mark.parametrize("game_id", BACKGROUND)
def test_undo_while_the_bot_thinks_cancels_the_search(game_id: str) -> None:
    app = page(game_id)
    thinking = thinking_slowly(app)
    state, undone = app.state, app.table._undo[-1][0]
    buttons(app, f"{app.prefix}-undo")[0].click()
    assert "Undone" in app.message.value and app.state == undone and app.state != state
    assert thinking.stop.is_set() and not app.is_thinking, "the search was told to stop"
    after = [m.action for m in app.table.moves]
    thinking.thread.join(60)
    assert not thinking.thread.is_alive(), "a stopped search ends"
    assert [m.action for m in app.table.moves] == after and app.state == undone, "the cancelled search played nothing"
    assert person_acts(app), "the person plays on"


@pytest.mark.parametrize("game_id", BACKGROUND)
def test_a_new_game_while_the_bot_thinks_drops_its_move(game_id: str) -> None:
    app = page(game_id)
    thinking, old = thinking_slowly(app), app.match
    app.setup.bots[0].value = app.setup.bots[0].options[0][1]  # the game's own first bot, which answers at once
    buttons(app, f"{app.prefix}-start")[0].click()
    after = [m.action for m in app.table.moves]
    thinking.thread.join(60)
    assert thinking.stop.is_set() and app.match is not old and not app.is_thinking
    assert [m.action for m in app.table.moves] == after and not old.current.is_terminal


@pytest.mark.parametrize("game_id", BACKGROUND)
def test_on_the_kernels_loop_the_move_arrives_there_and_a_late_one_is_dropped(game_id: str) -> None:
    """In a kernel the search's move is handed to the event loop: played when the loop runs it; a move that was
    already waiting there when the person pressed Undo is dropped (the generation counter)."""

    async def scenario() -> None:
        app = page(game_id)
        play_until_thinking(app)
        first = app._thinking
        first.thread.join(60)
        assert app.is_thinking, "found, but not played until the loop runs"
        count = len(app.table.moves)
        await asyncio.sleep(0.05)
        assert len(app.table.moves) > count, "the loop played the search's move"
        app.cancel_thinking()

        other = page(game_id, seed=4)
        play_until_thinking(other)
        waiting = other._thinking
        waiting.thread.join(60)  # its move is queued on the loop
        moves = list(other.table.moves)
        other.cancel_thinking()  # as Undo or a new game would, before the loop runs the move
        await asyncio.sleep(0.05)
        assert other.table.moves == moves, "the late move was dropped"

    loop = asyncio.new_event_loop()  # (not asyncio.run: it leaves no current loop for the tests after this one)
    try:
        loop.run_until_complete(scenario())
    finally:
        loop.close()


@pytest.mark.parametrize("game_id", BACKGROUND)
def test_a_seeded_page_replays_the_same_game(game_id: str) -> None:
    """With a fixed number of iterations the search bot is deterministic given the page's seed: the same person's
    moves make the same game, record for record."""

    def game() -> str:
        app = page(game_id, seed=5)
        for _ in range(6):
            app.wait_thinking()
            if not person_acts(app):
                break
        app.wait_thinking()
        assert bot_moves(app)
        return app.record()

    assert game() == game()


def test_a_failing_search_is_said_and_the_page_goes_on(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(self, state, rng, stop=None):
        raise RuntimeError("no rollout bot")

    monkeypatch.setattr(play_page.SearchBot, "step", broken)
    app = page("tribu")
    play_until_thinking(app)
    app.wait_thinking()
    assert "The search bot failed" in app.message.value and "no rollout bot" in app.message.value
    assert not app.is_thinking
    buttons(app, "tribu-undo")[0].click()
    assert "Undone" in app.message.value


def test_a_match_stops_at_a_background_bot_and_plays_its_move_only_then() -> None:
    """The core match (tutor.core.match.Match) waits at a BackgroundBot's turn as at a person's, takes the move
    found for it (then plays on), and refuses one when no such bot is to move."""
    from tutor.core.match import Match, MatchError
    from tutor.games import game_info

    info = game_info("tribu")
    game = info.seated(2)
    match = Match(game, [BackgroundBot(info.bots["sensible"]()), None], seed=1)
    state = match.current
    assert state.current_player == 0 and match.background_bot() is match.bots[0], "stopped at the bot's turn"
    assert not match.waiting_for_person()
    with pytest.raises(MatchError, match="played by a bot"):
        match.act(state.legal_actions()[0])  # a person cannot play the bot's seat
    count = len(match.moves)
    move = info.bots["sensible"]().step(state, random.Random(0))
    match.play_background(move)
    assert match.moves[count].action == move and match.moves[count].before is state

    theirs = Match(game, [None, BackgroundBot(info.bots["sensible"]())], seed=1)
    assert theirs.current.current_player == 0
    with pytest.raises(MatchError, match="no bot that thinks"):
        theirs.play_background(theirs.current.legal_actions()[0])


def test_a_match_waiting_for_a_person_does_not_wait_for_its_background_bot() -> None:
    """A match that waits for a person for a reason of its own (Apacze's round scoring to be read first) does not
    hand the bot's turn to the page until then: the page starts no search meanwhile."""
    from tutor.core.match import Match
    from tutor.games import game_info

    class Reading(Match):
        reading = False

        def waiting_for_person(self) -> bool:
            return self.reading or super().waiting_for_person()

    info = game_info("tribu")
    bot = BackgroundBot(info.bots["sensible"]())
    match = Reading(info.seated(2), [bot, None], seed=1)
    assert match.current.current_player == 0 and match.background_bot() is bot
    match.reading = True  # (a round's scoring to read)
    assert match.background_bot() is None
    match.reading = False
    assert match.background_bot() is bot
