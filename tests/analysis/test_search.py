"""The search bot (SO-ISMCTS): legal moves everywhere, a winning move taken, the same move for a seed, and the
same move whatever it cannot see."""
from __future__ import annotations

import random

import pytest

from tutor.analysis.search import SearchBot
from tutor.core.api import SIMULTANEOUS
from tutor.core.play import random_action
from tutor.games import game_info, registered_games
from tutor.games.apache.bots import play_game as apache_play_game

CONFIGURATIONS = [pytest.param(info.id, game, id=f"{info.id}-{label}")
                  for info in registered_games() for label, game in info.configurations()]


def decisions(game, seed: int, count: int):
    """Positions of a random game where a player chooses among several actions (chance resolved), up to ``count``."""
    rng = random.Random(seed)
    state, found = game.new_state(), []
    while not state.is_terminal and len(found) < count:
        if state.current_player >= 0 and len(state.legal_actions()) > 1 and rng.random() < 0.3:
            found.append(state)
        state = state.apply(random_action(state, rng))
    return found


@pytest.mark.parametrize(("game_id", "game"), CONFIGURATIONS)
def test_a_legal_move_in_every_configuration(game_id, game):
    bot = SearchBot(iterations=12, seed=1)
    positions = decisions(game, seed=7, count=3)
    assert positions, "a random game of it has choices"
    for state in positions:
        action = bot.step(state, random.Random(2))
        assert action in state.legal_actions(state.current_player)


def window_positions(seed: int, count: int):
    game = game_info("apache").seated(3)
    rng = random.Random(seed)
    state, found = game.new_state(), []
    while not state.is_terminal and len(found) < count:
        if state.current_player == SIMULTANEOUS and not state.powwow:
            found.append(state)
        state = state.apply(random_action(state, rng))
    return found


def test_apache_window_answer_is_a_hand_card_that_can_claim_or_nothing():
    bot = SearchBot(iterations=30, seed=0)
    answers = []
    for state in window_positions(seed=3, count=12):
        for seat in range(state.game.num_players):
            kind = bot.window_play(state, seat, random.Random(1))
            assert kind is None or (kind in state.hand(seat) and state.can_claim(seat, kind))
            answers.append(kind)
    assert any(kind is not None for kind in answers), "somewhere a card was worth playing"


def test_apache_whole_game_with_the_search_bot_at_a_seat():
    info = game_info("apache")
    game = info.seated(2)
    final = apache_play_game(game, [SearchBot(iterations=8, seed=0), info.bots["greedy"]()], random.Random(5))
    assert final.is_terminal


#: positions where one move wins at once and most others do not (found by a script over seeded bot games);
#: the winning moves' texts
WINS_AT_ONCE = {
    "apache": ("apache red,yellow warpath+wedding+shared_booty | resolve-last red | table rH gC 2gW gH bW bM bH pW "
               "6B 3T 3A 5N P | piles B.B.B.B.B.B.B.B.B.B.B.B.rM.N.rC.pC.T.T.T.T.rW.A.rW.P.rH.pH.pH.rM.bH.gM.bM.P.P."
               "rH.rC.gC.bC.pC.P.P.P / B.B.B.B.B.B.B.B.B.B.B.B.B.B.B.yH.pH.yM.pM.pM.N.N.yW.bW.pW.P.yM.gM.N.yC.bH.T.T."
               "yH.yC.bC.P.yW.A.A.A.A.A.yH.gH.gH | out - | pow rH", {"red takes buffalo"}),
    "fort_apache": ("fort_apache | turn indians 12 act | cowboys magazine-extinguish x x x | indians west-yard "
                    "west-yard* x x north-walkway* northwest-camp | buildings magazine=3f well=x granary=x gate=x | "
                    "supply cowboys=a2/1,e6/0 indians=a5/1,e4/3 | cards cowboys=0.2.0.1.0.0 indians=0.0.0.0.0 "
                    "played=- boost=no | pending - | threat - withdraw - last i2", {"end turn"}),
    "tribu": ("tribu 2 | challenge 3 dealer 0 turns 117 totals 88,72 last 22,61 | boards healer,warrior | drawn 1 | "
              "deck 2*shaman hunter warrior healer 3*scout 4*red-statue blue-statue desert-wind 3*lightning "
              "2*sun-flag 2*sky-flag campfire 2*moon 2*salmon canoe peace-pipe 2*multidiorama 3*lupo draw-three "
              "steal strength-feathers | discard salmon healer sky-flag strength-feathers desert-wind shaman canoe "
              "hunter lupo hunter peace-pipe sky-flag warrior warrior | played 3*draw-three 4*block 2*steal | hands "
              "3*bisonte 2*courage-feathers / blue-statue campfire moon peace-pipe bisonte steal | chains "
              "healer.campfire.blue-statue.canoe.totem[totem] / warrior.sun-flag.peace-pipe.lightning.totem"
              "[courage-feathers] ; scout.desert-wind.canoe.multidiorama.totem[strength-feathers] ; "
              "shaman.blue-statue.desert-wind.sun-flag[courage-feathers] ; hunter.multidiorama.campfire"
              "[strength-feathers] ; healer.moon[salmon]", {"extend chain d with diorama blue statue"}),
    "apacze": ("apacze 2 | round 5 | settle 8 0 | hands - - | animals 16.19.18/3.2.15 | camp i1 t234 c23/i1 t134 c124 "
               "| used PTCL/PLSG | tiles -3,0:diagonal@0 -3,1:bend@3 -3,2:fork@1 -2,0:fork@3 -2,1:bend@0 "
               "-1,0:mouth@3 -1,1:ford@0 -1,4:bend@2 0,3:mouth@2 0,4:peaks@3 1,1:plain@0 1,2:ridge@0 | indians "
               "-2,0:c=1x1 -2,1:c=0x1 -1,0:b=0x1 -1,1:b=0x1 0,0:b=1x1 1,1:a=1x5 | buildings -1,0:b=0c1 -1,1:a=0t1 "
               "0,0:c=1t2", {"buy canoe 4"}),
}


@pytest.mark.parametrize("game_id", sorted(WINS_AT_ONCE))
def test_takes_a_move_that_wins_at_once(game_id):
    notation, winning = WINS_AT_ONCE[game_id]
    state = game_info(game_id).parse(notation)
    me = state.current_player
    assert {str(a) for a in state.legal_actions(me) if state.apply(a).is_terminal
            and state.apply(a).outcome().winners == (me,)} == winning  # the position is what the test says
    for seed in range(3):
        assert str(SearchBot(iterations=200, seed=seed).step(state, random.Random(seed))) in winning


@pytest.mark.parametrize("game_id", [info.id for info in registered_games()])
def test_the_same_move_for_a_seed(game_id):
    info = game_info(game_id)
    state = decisions(info.seated(info.players[0]), seed=11, count=2)[-1]
    moves = {str(SearchBot(iterations=40, seed=3).step(state, random.Random(9))) for _ in range(2)}
    assert len(moves) == 1


@pytest.mark.parametrize("game_id", [info.id for info in registered_games() if info.redeal is not None])
def test_the_move_does_not_depend_on_what_the_seat_cannot_see(game_id):
    info = game_info(game_id)
    assert info.redeal is not None
    checked = 0
    for state in decisions(info.seated(info.players[0]), seed=5, count=4):
        me = state.current_player
        # the opponents' hidden cards dealt otherwise: the same view for the bot's seat
        other = info.redeal(state, me, random.Random(123))
        assert other.view(me) == state.view(me)
        if other.notation() == state.notation():
            continue
        # a deal depends on what the seat sees and the random numbers only, never on where the hidden cards lie
        assert info.redeal(state, me, random.Random(1)).notation() == info.redeal(other, me, random.Random(1)).notation()
        bot = SearchBot(iterations=40, seed=2)
        assert bot.step(state, random.Random(4)) == bot.step(other, random.Random(4))
        checked += 1
    assert checked, "some position hid something"


def test_the_search_bot_is_a_window_bot_and_imports_no_game():
    """The claim window seats it through the core's protocol (tutor.core.bots.WindowBot), not as a subclass of a
    game's bot class: the module imports nothing under tutor.games but the registry."""
    import ast
    import inspect

    from tutor.analysis import search
    from tutor.core.bots import WindowBot
    from tutor.games.apache.bots import apache_bot

    bot = SearchBot(iterations=5)
    assert isinstance(bot, WindowBot) and apache_bot(bot) is bot
    imported = {node.module for node in ast.walk(ast.parse(inspect.getsource(search)))
                if isinstance(node, ast.ImportFrom) and node.module}
    assert {m for m in imported if m.startswith("tutor.games")} == {"tutor.games"}


def test_a_set_stop_ends_the_search_at_once():
    """A play page's Undo while the bot thinks sets ``stop``: the search looks at it before each iteration and, set,
    plays none (a legal move still comes back), however long it was given."""
    import threading

    class Counted(threading.Event):
        looked = 0

        def is_set(self) -> bool:
            self.looked += 1
            return super().is_set()

    state = decisions(game_info("tribu").seated(2), seed=7, count=1)[0]
    stop = Counted()
    stop.set()
    action = SearchBot(seconds=600.0).step(state, random.Random(0), stop=stop)
    assert action in state.legal_actions(state.current_player)
    assert stop.looked == 1
