"""A match between people and bots, driven by a manual clock."""
import heapq
import itertools

import pytest

from tutor.games import apache
from tutor.games.apache.bots import GreedyBot, PatientBot
from tutor.games.apache.cards import HUNTER, MAIDEN
from tutor.games.apache.match import Match, MatchError

YH_TABLE = "apache red,yellow,purple base | reveal red | table yH rH 3B | piles - / - / - | out - | pow -"


class ManualClock:
    """Timers that fire only when the test moves time forward."""

    def __init__(self):
        self.now, self._queue, self._ids = 0.0, [], itertools.count()

    def call_later(self, delay, callback):
        timer = Timer(callback)
        heapq.heappush(self._queue, (self.now + delay, next(self._ids), timer))
        return timer

    def advance(self, seconds):
        end = self.now + seconds
        while self._queue and self._queue[0][0] <= end:
            self.now, _, timer = heapq.heappop(self._queue)
            if not timer.cancelled:
                timer.callback()
        self.now = end


class Timer:
    def __init__(self, callback):
        self.callback, self.cancelled = callback, False

    def cancel(self):
        self.cancelled = True


def match(realtime=True, bots=(None, GreedyBot(reaction=1.0), GreedyBot(reaction=1.0)), **kw):
    clock = ManualClock()
    m = Match(apache.Game(), list(bots), realtime=realtime, seed=5, clock=clock, **kw)
    return m, clock


def test_a_person_reveals_and_bots_react_in_real_time():
    m, clock = match()
    m.load(YH_TABLE)
    m.reveal()
    assert m.state.phase_name == "window"
    clock.advance(0.5)
    assert m.state.powwow == ()  # yellow's bot has not reacted yet
    m.play(0, HUNTER)  # red is faster than yellow's 0.7-1.3 s
    clock.advance(2)
    assert [s for s, _, _ in m.state.powwow] in ([0, 1], [])  # yellow landed after red, or all settled
    clock.advance(5)
    assert m.state.scores()[0] >= 4  # red hunter and at least 3 buffalo
    assert any(line.startswith("red plays hunter") for line in m.log())


def test_a_slow_person_loses_the_race():
    m, clock = match()
    m.load(YH_TABLE)
    m.reveal()
    clock.advance(1.4)  # yellow's greedy bot has landed its hunter
    assert m.state.powwow and m.state.powwow[0][0] == 1
    m.play(0, HUNTER)
    clock.advance(10)
    assert m.state.scores()[1] >= 4 and m.state.scores()[0] == 0


def test_the_window_closes_after_a_quiet_spell():
    m, clock = match(bots=(None, PatientBot(), PatientBot()))
    m.load("apache red,yellow,purple base | reveal red | table - | piles - / - / - | out - | pow -")
    m.reveal()
    assert m.state.phase_name == "window"
    clock.advance(m.quiet + 0.01)
    assert m.state.phase_name == "reveal" and m.state.turn == 1
    clock.advance(1.0)  # yellow's bot reveals after a short pause
    assert m.state.phase_name == "window"


def test_passing_closes_at_once_when_no_bot_is_about_to_play():
    m, clock = match(bots=(None, PatientBot(), PatientBot()))
    m.load("apache red,yellow,purple base | reveal red | table - | piles - / - / - | out - | pow -")
    m.reveal()
    m.pass_window(0)
    assert m.state.phase_name == "reveal"


def test_calm_mode_waits_for_the_person_and_orders_by_speed():
    m, _ = match(realtime=False, your_speed=0.1)
    m.load(YH_TABLE)
    m.reveal()
    assert m.state.phase_name == "window"  # waits, however long
    buffalo = m.state.table[apache.cards.BUFFALO]
    m.play(0, HUNTER)
    assert m.state.scores()[0] == 1 + buffalo  # red was the fastest: hunter and every buffalo
    assert m.state.turn == 1 and m.state.phase_name == "window"  # yellow's bot revealed; red is asked again


def test_people_choose_their_claims_and_undo_takes_it_back():
    m, _ = match(realtime=False, bots=(None, None, None))
    m.load("apache red,yellow,purple base | window red | table rH B 2P | piles - / - / - | out - | pow -")
    assert m.state.phase_name == "window"
    m.play(0, HUNTER)
    m.pass_window(1)
    m.pass_window(2)
    assert m.state.current_player == 0
    with pytest.raises(MatchError, match="no buffalo|not"):
        m.claim("red takes necklaces")
    m.claim("red takes teepees")
    assert m.state.scores() == (3, 0, 0)
    m.undo()
    assert m.state.current_player == 0 and m.state.scores() == (0, 0, 0)


def test_bad_input_changes_nothing():
    m, _ = match(realtime=False)
    before = m.state
    for call, args, words in [(m.load, ("apache nonsense",), "6 fields"), (m.play, (1, HUNTER), "not played by a person"),
                              (m.play, (0, HUNTER), "claim window"), (m.claim, ("red takes buffalo",), "not your claim"),
                              (m.pass_window, (0,), "no claim window")]:
        with pytest.raises(MatchError, match=words):
            call(*args)
        assert m.state == before
    with pytest.raises(MatchError, match="3 seats"):
        m.load("apache red,yellow base | reveal red | table - | piles - / - | out - | pow -")


def test_hints_say_what_can_be_claimed_and_what_a_patient_player_does():
    m, _ = match(realtime=False)
    m.load("apache red,yellow,purple base | window red | table rH rM B 2N | piles - / - / - | out - | pow -")
    hint = m.hint(0)
    assert "hunter could: takes buffalo" in hint and "maiden could: takes necklaces" in hint
    assert "a patient player would" in hint


def test_bots_alone_play_a_whole_game():
    m, _ = match(realtime=False, bots=(GreedyBot(), PatientBot(), GreedyBot()))
    assert m.state.is_terminal and m.log()[-1].startswith("game over")


def test_the_log_reads_as_the_game():
    m, _ = match(realtime=False)
    m.load(YH_TABLE)
    m.reveal()
    m.play(0, MAIDEN)
    assert any("punished" in line for line in m.log())
