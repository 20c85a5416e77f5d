"""Positions in links: read from the query string Voila passes, written back as a link."""
from tests.apache.test_match import ManualClock
from tutor.widgets.apache_analyse import AnalyseApp
from tutor.widgets.apache_play import PlayApp
from tutor.widgets.links import link_html, position_link, query_position

FIVE = "apache red,yellow,green,blue,purple warpath | window blue | table rH 3B | piles - / - / - / - / - | out - | pow -"


def test_query_position_round_trips_through_a_link():
    env = {"SCRIPT_NAME": "/voila/render/apache/play.ipynb"}
    link = position_link(FIVE, env)
    assert link.startswith("/voila/render/apache/play.ipynb?position=apache+red")
    assert query_position({"QUERY_STRING": link.split("?", 1)[1]}) == FIVE
    assert query_position({"QUERY_STRING": ""}) is None and query_position({}) is None
    assert "href='/voila/render/apache/play.ipynb?position=" in link_html(FIVE, env)


def test_play_page_opens_at_the_linked_position_with_its_own_table():
    app = PlayApp(position=FIVE, clock=ManualClock(), seed=1)
    assert app.match.state.notation() == FIVE and app.match.game.num_players == 5
    assert "position=" in app.link.value


def test_a_bad_link_opens_the_default_game_with_a_clear_message():
    app = PlayApp(position="apache nonsense", clock=ManualClock(), seed=1)
    assert "cannot be read" in app.message.value and app.match.game.num_players == 3
    analyse = AnalyseApp("apache nonsense", games=2)
    assert "cannot be read" in analyse.message.value and analyse.state is not None
