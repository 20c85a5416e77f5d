"""The review panel: a game's review with progress and Cancel, the table of moves, links to the board, hidden hands."""
from __future__ import annotations

import random
from html import escape
from urllib.parse import parse_qs, urlparse

from tutor.core.bots import play_game
from tutor.core.i18n import tr, using
from tutor.games import game_info
from tutor.widgets.analysis_review import ReviewPanel

from ..analysis.test_ranking import LAST_TAKE, WINS_AT_ONCE, mid_game
from .helpers import buttons

ENVIRON = {"SCRIPT_NAME": "/voila/render/apache/play.ipynb", "QUERY_STRING": ""}


def thrown_away():
    """Apache's last take: red throws the win away (takes the teepees), then the game plays out to its end."""
    start = game_info("apache").parse(LAST_TAKE)
    (bad,) = [a for a in start.legal_actions() if str(a) == "red takes teepees"]
    info = game_info("apache")
    end = play_game(start.game, [info.bots["greedy"]() for _ in range(2)], random.Random(0), start.apply(bad),
                    window=info.window)
    return start, [bad, *end.history[len(start.history) + 1:]], bad


def links(html: str) -> list[str]:
    return [part.split("'", 1)[0] for part in html.split("class='tutor-review-link' href='")[1:]]


def test_a_game_is_reviewed_and_the_thrown_win_is_a_blunder_where_the_game_turned():
    start, record, bad = thrown_away()
    panel = ReviewPanel(rounds=3, seconds_per_move=None, background=False, environ=ENVIRON)
    panel.show_game(start, record)
    assert panel.outcome == "done" and panel.review is not None and panel.review.complete
    assert panel.progress.value == panel.progress.max == panel.review.total == 1
    table = panel.table.value
    assert table.count("class='tutor-review-row") == 1
    assert "tutor-review-blunder" in table and "tutor-review-turned" in table and "here the game turned" in table
    assert escape(tr(start.describe(bad))) in table
    (best,) = [a for a in start.legal_actions() if str(a) == "red takes buffalo"]
    assert escape(tr(start.describe(best))) in table
    assert "100%" in table and "0%" in table
    (link,) = links(table)
    url = urlparse(link.replace("&amp;", "&"))
    assert url.path == "/voila/render/board.ipynb"
    assert parse_qs(url.query)["position"] == [start.notation()]
    summary = panel.summary.value
    assert summary.index("The costliest moves") < summary.index("tutor-review-players")
    assert "Here the game turned" in summary and "move 1" in summary
    assert "best up to 2%" in summary and "a mistake up to 20%" in summary  # the thresholds, said once
    assert "Done" in panel.status.value and panel.cancel_button.disabled
    assert not panel.note.value  # nothing is hidden in Apache: the review starts at once


def test_the_table_is_in_the_pages_language():
    start, record, bad = thrown_away()
    panel = ReviewPanel(rounds=2, seconds_per_move=None, environ=ENVIRON)
    with using("it"):
        panel.show_game(start, record)
        words = escape(tr(start.describe(bad)))
    panel.wait(60)
    assert panel.outcome == "done"
    with using("en"):
        english = escape(tr(start.describe(bad)))
    assert words != english and words in panel.table.value and english not in panel.table.value
    assert "lang=it" in links(panel.table.value)[0]


def test_a_hidden_game_waits_for_a_click_and_says_a_shared_screen_reveals_hands():
    start = game_info("tribu").parse(WINS_AT_ONCE["tribu"][0])
    (win,) = [a for a in start.legal_actions() if str(a) == "play tribu shaman"]
    panel = ReviewPanel(rounds=1, seconds_per_move=None, background=False, environ=ENVIRON)
    panel.show_game(start, [win])
    assert panel.outcome == "waiting" and panel.review is None and not panel.table.value
    assert "shared" in panel.note.value and "reveals" in panel.note.value
    (button,) = buttons(panel, "tutor-review-start")
    assert button.layout.display is None
    button.click()
    assert panel.outcome == "done" and "tutor-review-best" in panel.table.value


def test_cancel_stops_the_review_and_keeps_what_was_reviewed():
    state = mid_game("apacze", seed=2, steps=10)
    info = game_info("apacze")
    record = play_game(state.game, [info.bots["random"]() for _ in range(state.game.num_players)], random.Random(2),
                       state, until=lambda s: len(s.history) >= len(state.history) + 30).history[len(state.history):]
    panel = ReviewPanel(rounds=50, seconds_per_move=None, environ=ENVIRON)
    panel.show_game(state, record)
    buttons(panel, "tutor-review-start")[0].click()
    assert panel.running and not panel.cancel_button.disabled
    buttons(panel, "tutor-review-cancel")[0].click()
    panel.wait(60)
    assert panel.outcome == "cancelled" and panel.review is not None
    assert len(panel.review.moves) < panel.review.total
    assert "Cancelled" in panel.status.value
    assert panel.table.value.count("class='tutor-review-row") == len(panel.review.moves)
    assert not panel.start_button.disabled  # it can be started again
