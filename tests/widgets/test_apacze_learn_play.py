"""The Apacze i Komancze learn and play apps driven without a browser: clicks run their handlers."""
from __future__ import annotations

from tutor.games.apacze.scoring import gains
from tutor.games.apacze.tutorial import STEPS
from tutor.widgets.apacze_learn import LearnApp, candidate_answers
from tutor.widgets.apacze_play import PlayApp
from tests.widgets.helpers import buttons as find




def click(box, cls, description=None):
    (b,) = [b for b in find(box, cls) if description in (None, b.description)][:1]
    b.click()


def test_every_step_offers_its_right_and_its_wrong_answer():
    for step in STEPS:
        offered = candidate_answers(step, step.start())
        assert step.wrong in offered and set(step.accepted) & set(offered), step.id


def index_of(step_id: str) -> int:
    return next(i for i, s in enumerate(STEPS) if s.id == step_id)


def test_learn_app_walks_through_steps():
    app = LearnApp()
    app.go(index_of("place"))
    click(app, "apacze-answer", "place at 0,4 turned 0")
    assert "does not allow" in app.feedback.value and not app.solved
    board = app.board.value
    click(app, "apacze-answer", "place at 1,0 turned 0")
    assert app.solved and "Right!" in app.feedback.value and app.board.value != board
    click(app, "apacze-next")
    assert app.index == index_of("put")
    app.typed.value = "put 2 indians on b"
    click(app, "apacze-try")
    assert "put 2 indians on b" in app.feedback.value and "costs animals" in app.feedback.value
    app.go(index_of("who_leads"))
    assert 'class="highlight"' in app.board.value
    click(app, "apacze-answer", "red")
    assert "buildings first" in app.feedback.value
    click(app, "apacze-retry")
    click(app, "apacze-answer", "yellow")
    assert app.solved


def test_play_app_plays_a_round_and_shows_its_scoring_region_by_region():
    app = PlayApp(seed=2)
    assert app.state.current_player == 0 and find(app, "apacze-do")
    board = app.board.value
    click(app, "apacze-do")  # the first tile placement in the list
    assert app.board.value != board
    assert "place at" in app.log_view.value
    for _ in range(200):  # red keeps choosing the last offered action until a round is scored
        if app.match.review:
            break
        buttons = find(app, "apacze-action")
        if buttons:
            buttons[-1].click()
        else:
            click(app, "apacze-do")
    assert app.match.review and "region 1 of" in app.status.value
    scored = app.state
    won = gains(app.match.review, scored.game.players)
    assert [tuple(a + g for a, g in zip(have, w)) for have, w in zip(app.match.shown.animals, won)] == list(scored.animals)
    assert 'class="highlight"' in app.board.value
    for _ in range(len(app.match.review)):
        click(app, "apacze-next-region")
    assert not app.match.review and "scored:" in app.log_view.value


def test_undo_and_positions():
    app = PlayApp(seed=3)
    first = app.position.value
    click(app, "apacze-do")
    assert app.position.value != first
    click(app, "apacze-undo")
    assert app.position.value == first
    app.paste.value = "apacze 2 | nonsense"
    click(app, "apacze-load")
    assert "cannot be read" in app.message.value and app.position.value == first
    app.paste.value = STEPS[0].position
    click(app, "apacze-load")
    assert app.position.value == STEPS[0].position and "position=" in app.link.value


def test_hot_seat_waits_for_every_player():
    app = PlayApp(seed=4)
    app.setup.hot_seat.value = True
    app.setup.players.value = 2
    click(app, "apacze-start")
    assert all(seat is None for seat in app.match.bots)
    click(app, "apacze-do")
    while app.state.current_player == 0:
        find(app, "apacze-action")[0].click()
    # the screen passes to the second person: nothing of theirs (or of the first's) shows until they say so
    assert app.state.current_player == 1 and not find(app, "apacze-action") and not find(app, "apacze-do")
    assert "in hand:" not in app.board.value
    (reveal,) = find(app, "apacze-reveal")
    assert "tile" in reveal.description and "card" not in reveal.description  # Apacze hides a tile, not cards
    assert "tile in hand stays hidden" in app.status.value
    click(app, "apacze-reveal")
    assert find(app, "apacze-action") or find(app, "apacze-do")
    assert f"in hand: {app.state.hands[1]}" in app.board.value  # the tile of the player to act


def test_a_bots_tile_in_hand_is_not_drawn_for_the_person():
    app = PlayApp(seed=4)
    app.setup.players.value = 2
    click(app, "apacze-start")
    state = app.state
    while state.current_player in (0, -1) or state.phase_name != "act":  # to the bot's turn
        state = state.apply(state.legal_actions()[0])
    hand = state.hands[state.current_player]
    assert hand and app.match.people == [0]
    assert f"in hand: {hand}" not in app.draw(state, app.viewer)
