"""Fort Apache bots: legal whole games, deterministic play, sensible choices, and heuristics beating chance."""
import random
from collections import Counter

import pytest

from tests.fort_apache.helpers import position
from tutor.games import fort_apache
from tutor.core.bots import play_game
from tutor.games.fort_apache.bots import BOTS, Bot, CowboyBot, HeuristicBot, IndianBot, RandomBot, bots_for
from tutor.games.fort_apache.constants import COWBOYS_WIN, INDIANS_WIN

PAIRS = [("random", "random"), ("heuristic", "random"), ("random", "heuristic"), ("heuristic", "heuristic")]


class Watched(Bot):
    """Wraps a bot and checks that every choice is among the legal actions of the side to decide."""

    def __init__(self, bot: Bot, side: int):
        self.bot, self.side, self.choices = bot, side, 0

    def step(self, state, rng):
        assert state.current_player == self.side
        action = self.bot.step(state, rng)
        assert action in state.legal_actions(), (state.notation(), str(action))
        self.choices += 1
        return action


@pytest.mark.parametrize("gate", ["one_roll", "damage"])
@pytest.mark.parametrize("pair", PAIRS, ids="-".join)
def test_bots_pick_legal_actions_and_finish_games(gate, pair):
    game = fort_apache.Game(gate=gate)
    for seed in range(3):
        bots = [Watched(bot, side) for side, bot in enumerate(bots_for(*pair))]
        final = play_game(game, bots, random.Random(seed))
        assert final.is_terminal and final.outcome() is not None
        assert all(b.choices for b in bots)
        assert game.replay(final.history) == final


def test_bots_are_deterministic_given_the_rng():
    game = fort_apache.Game(gate="damage")
    first, again = (play_game(game, bots_for("heuristic", "heuristic"), random.Random(7)) for _ in range(2))
    assert first.history == again.history


def _ends(cowboys: str, indians: str, games: int = 40) -> Counter:
    game = fort_apache.Game()
    return Counter(play_game(game, bots_for(cowboys, indians), random.Random(seed)).end for seed in range(games))


def test_heuristic_cowboys_beat_random_indians():
    """Against random Indians, heuristic cowboys win more battles and lose fewer than random cowboys."""
    chance, heuristic = _ends("random", "random", 60), _ends("heuristic", "random", 60)
    assert heuristic[COWBOYS_WIN] > chance[COWBOYS_WIN] and heuristic[INDIANS_WIN] < chance[INDIANS_WIN]
    margin = heuristic[COWBOYS_WIN] - heuristic[INDIANS_WIN] - (chance[COWBOYS_WIN] - chance[INDIANS_WIN])
    assert margin >= 12


def test_heuristic_indians_beat_random_cowboys():
    """Against random cowboys, heuristic Indians take the fort far more often than random Indians.

    (Since cowboys move anywhere in the fort in one move, random cowboys wander off the walkways more, and
    random Indians win a third of their battles: the margin asked is twice theirs.)"""
    chance, heuristic = _ends("random", "random"), _ends("random", "heuristic")
    assert heuristic[INDIANS_WIN] >= 30 > 2 * chance[INDIANS_WIN]


def test_play_game_needs_two_bots():
    with pytest.raises(ValueError, match="2 bots"):
        play_game(fort_apache.Game(), [RandomBot()], random.Random(0))


def test_the_registry_bots_play_either_side():
    assert BOTS == {"random": RandomBot, "heuristic": HeuristicBot}
    state = position(side="indians", indians="north-climbing x x x x x")
    assert str(HeuristicBot().step(state, random.Random(0))) == "indian 1 climbs at north"
    assert HeuristicBot().step(state, random.Random(0)) == IndianBot().step(state, random.Random(0))


def choice(bot: Bot, state: fort_apache.State) -> str:
    return str(bot.step(state, random.Random(0)))


def test_cowboys_shoot_the_climber_before_a_rider():
    state = position(indians="north-cavalry north-climbing^ south-cavalry south-cavalry south-cavalry "
                             "south-cavalry")
    assert choice(CowboyBot(), state) == "cowboy 1 shoots from north walkway at indian 2"


def test_cowboys_save_a_hit_cowboy_with_a_card():
    state = position(side="indians")
    state = state.apply(state.parse_action("indian 1 shoots from north cavalry at cowboy 1"))
    state = state.apply(state.parse_action("roll 1"))
    assert state.phase_name == "save"
    assert choice(CowboyBot(), state) == "cowboys play by a hair"


def test_a_cowboy_goes_to_put_out_a_fire():
    state = position(cowboys="north-walkway east-walkway south-walkway magazine",
                     indians="east-cavalry east-cavalry east-cavalry west-cavalry west-cavalry west-cavalry",
                     buildings="magazine=1f well=0 granary=0 gate=0")
    assert choice(CowboyBot(), state) == "cowboy 4 moves from magazine to magazine extinguish"


def test_indians_climb_and_gang_up_at_the_gate():
    state = position(side="indians", indians="south-cavalry south-cavalry gate north-climbing east-cavalry "
                                             "east-cavalry")
    bot = IndianBot()
    assert choice(bot, state) in {"indian 1 moves from south cavalry to gate",
                                  "indian 2 moves from south cavalry to gate"}
    climber = position(side="indians", indians="north-climbing x x x x x")
    assert choice(bot, climber) == "indian 1 climbs at north"


def test_cowboys_send_the_least_needed_cowboy_for_supplies():
    state = position(indians="north-climbing east-climbing east-climbing south-climbing south-climbing north-cavalry",
                     supply="cowboys=a6/0,e0/0 indians=a0/0,e0/0")
    for text in ("cowboy 1 shoots from north walkway at indian 1", "roll 1"):
        state = state.apply(state.parse_action(text))
    assert state.phase_name == "withdraw"
    assert choice(CowboyBot(), state) == "cowboy 4 withdraws to magazine"


def test_cowboys_keep_a_refill_card_until_the_column_is_about_to_run_out():
    assert choice(CowboyBot(), position(supply="cowboys=a2/0,e0/0 indians=a0/0,e0/0")) == "end turn"
    running_out = position(supply="cowboys=a6/0,e0/0 indians=a0/0,e0/0")
    assert choice(CowboyBot(), running_out) == "cowboys play extra ammunition"
