"""tutor.analysis.rank_moves: what it ranks, that it agrees with exact answers, and what it refuses."""
from __future__ import annotations

import random
from fractions import Fraction

import pytest

from tutor.analysis import Ranker, rank_moves
from tutor.analysis.ranking import EQUAL, mover
from tutor.core import State
from tutor.core.play import random_action
from tutor.games import game_info, registered_games

#: a position per game where the player to move has a move that wins the game at once, and that move's text
#: (found by playing the rollout bots' games; each also has moves that do not win at once; in Fort Apache no such
#: position was found in 200 games: where the Indians can end the game, their other moves won every game played on)
WINS_AT_ONCE = {
    "apache": ("apache red,yellow,green,blue warpath+wedding+shared_booty | resolve-last blue | table bW pW 11B T 2A 3N P"
               " | piles B.B.B.rH.rC.yH.T.rM.N.rH.rH.rW.A.A / B.B.B.yH.yH.pH.yC.yM.P.yW.A.A.yM.P.yW.P.yC.pH.pC.T / "
               "B.B.B.B.B.B.B.B.B.B.B.gH.gC.pW.T.gW.pM.P.gW.A.gH.gH.pH.gC.rC.T.T.T.gM.N.gM.N.N / B.B.B.B.B.bW.A.A.bC.rW.T."
               "T.bH.P.P.P.bM.pM.N.bM.N.bH.bH.bC.rM.pC.P | out - | pow bW", "blue takes tomahawks"),
    "tribu": ("tribu 3 | challenge 3 dealer 2 turns 179 totals 43,90,48 last 15,50,5 | boards hunter,warrior,healer | "
              "drawn 1 | deck warrior scout 2*sun-flag sky-flag multidiorama | discard shaman peace-pipe desert-wind "
              "bisonte blue-statue shaman moon campfire blue-statue healer sky-flag lupo lupo hunter sky-flag steal hunter "
              "salmon lupo scout | played 4*draw-three 4*block steal | hands desert-wind 2*lightning steal "
              "courage-feathers / shaman warrior desert-wind sky-flag lupo steal / 3*bisonte 2*courage-feathers | chains "
              "warrior.multidiorama.peace-pipe.lightning.totem ; hunter.canoe.moon.blue-statue.totem[strength-feathers] ; "
              "healer.moon.red-statue.salmon[salmon] / warrior.sun-flag[strength-feathers] ; "
              "hunter.canoe.campfire.red-statue[strength-feathers] ; scout.lightning.canoe.peace-pipe[campfire] ; "
              "healer.campfire[courage-feathers] / healer.moon.multidiorama.canoe.totem[strength-feathers] ; "
              "scout.multidiorama.salmon.peace-pipe[blue-statue] ; shaman.red-statue.desert-wind.sun-flag.totem[red-statue]",
              "play tribu shaman"),
    "apacze": ("apacze 3 | round 4 | settle 12 0 | hands - - - | animals 7.9.18/14.6.5/7.3.15 | camp i1 t3 c12/i0 t34 "
               "c1234/i0 t13 c124 | used PTLS/PTLS/PTLG | tiles -2,2:ford@0 -2,3:ridge@2 -1,1:diagonal@0 -1,2:bend@2 "
               "-1,3:ford@2 -1,4:plain@1 0,-3:peaks@0 0,-2:mouth@3 0,-1:fork@1 1,-1:bend@1 1,2:ford@3 1,3:fork@1 "
               "1,4:mouth@0 2,-1:bend@2 2,2:diagonal@3 | indians -2,2:b=1x1 -2,3:a=0x1 0,-3:a=1x2 0,-2:a=2x1 1,-1:a=2x3 "
               "1,2:c=0x1 1,3:a=1x2 1,4:c=0x1 2,-1:a=2x1 | buildings -1,2:c=2t2 -1,3:c=0t2 -1,4:a=1t1 0,-1:c=1t2 "
               "1,2:c=0t1", "exchange 3 turkey for bison"),
}

#: Apache at the last take of a two-player game: after each of red's moves only chance and forced moves remain, so
#: each move's win chance is exact (brute force below): one wins, one loses, the marriage is left to the last reveal
LAST_TAKE = ("apache red,yellow warpath+wedding+shared_booty | resolve-last red | table rH gM gH bC bH 5B T 3A 2P | "
             "piles B.B.B.B.B.B.B.B.B.B.B.B.rW.bM.bW.pW.P.P.P.rH.bH.rH.gH.rM.pC.P.rM.gM.pM.N.rW.gW.pW.A.A.A.rC.gH.gC.pC."
             "T.T.T.rC.bM.P / B.B.B.B.B.B.B.B.B.B.B.B.B.B.B.B.yH.pH.pH.pH.yM.N.N.N.N.N.N.yC.bW.gC.T.T.T.T.yW.pM.P.P.yH."
             "bH.yC.bC.T.yH.yM.N.N.yW.gW.A.A.A | out - | pow rH")


def exact_win(state: State, player: int) -> Fraction:
    """``player``'s win share when only chance and forced moves remain (every branch enumerated)."""
    if state.is_terminal:
        outcome = state.outcome()
        assert outcome is not None
        return Fraction(1, len(outcome.winners)) if player in outcome.winners else Fraction(0)
    if state.is_chance:
        outcomes = state.chance_outcomes()
        total = sum(weight for _, weight in outcomes)
        return sum((Fraction(w, total) * exact_win(state.apply(a), player) for a, w in outcomes), Fraction(0))
    (only,) = state.legal_actions()  # a choice left here: the position is not one with an exact answer
    return exact_win(state.apply(only), player)


def test_the_ranking_agrees_with_the_exact_answer_at_apaches_last_take():
    state = game_info("apache").parse(LAST_TAKE)
    exact = {str(a): exact_win(state.apply(a), state.current_player) for a in state.legal_actions()}
    assert sorted(exact.values()) == [0, Fraction(1, 2), 1]
    ranking = rank_moves(state, seconds=60, seed=3, rounds=40)
    for move in ranking.moves:
        assert move.win.low <= exact[move.text] <= move.win.high, (move.text, move.win, exact[move.text])
    assert [m.text for m in ranking.moves] == sorted(exact, key=lambda text: -exact[text])
    assert ranking.best is not None and exact[ranking.best.text] == 1


#: Fort Apache, the cowboys' turn of the last round (the limit is 30 rounds), their last cowboy facing the last Indian
#: in the granary: a hit (shot or hand to hand) wins the battle, anything else leaves it drawn when the round ends.
#: No card in hand, no supply to fetch: the battle is decided by the dice odds alone (built with the position editor)
LAST_ROUND = ("fort_apache | turn cowboys 30 act | cowboys granary x x x | indians granary x x x x x | buildings "
              "magazine=0 well=0 granary=0 gate=0 | supply cowboys=a0/0,e0/0 indians=a0/0,e0/0 | cards "
              "cowboys=0.0.0.0.0.0 indians=0.0.0.0.0 played=- boost=no | pending - | threat - withdraw - last -")


def test_the_ranking_agrees_with_the_dice_odds_in_fort_apaches_last_round():
    state = game_info("fort_apache").parse(LAST_ROUND)
    player = state.current_player
    exact = {str(a): exact_win(state.apply(a), player) for a in state.legal_actions()}
    hits = {text for text, value in exact.items() if value == Fraction(3, 4)}
    assert len(hits) == 2 and set(exact.values()) == {Fraction(3, 4), Fraction(1, 2)}  # shoot or attack; else drawn
    # the board's exact odds beside each of them: the cowboy's die hits on half its faces
    per_move, _ = game_info("fort_apache").odds(state, player, state.legal_actions())
    assert set(per_move) == hits
    ranking = rank_moves(state, seconds=60, seed=5, rounds=60)
    for move in ranking.moves:
        assert move.win.low <= exact[move.text] <= move.win.high, (move.text, move.win, exact[move.text])
    assert {m.text for m in ranking.moves[:2]} == hits
    assert ranking.best is None or ranking.best.text in hits

@pytest.mark.parametrize("game_id", sorted(WINS_AT_ONCE))
def test_a_move_that_wins_at_once_is_ranked_above_one_that_does_not(game_id):
    text, winning = WINS_AT_ONCE[game_id]
    state = game_info(game_id).parse(text)
    player = state.current_player
    assert winning in {str(a) for a in state.legal_actions()}
    ranking = rank_moves(state, seconds=60, seed=1, rounds=3)
    values = {m.text: m for m in ranking.moves}
    assert values[winning].win.value == 1 == ranking.moves[0].win.value  # nothing is ranked above it
    lost_at_once = [str(a) for a in state.legal_actions() if state.apply(a).is_terminal
                    and player not in state.apply(a).outcome().winners]
    below = [m for m in ranking.moves if m.win.value < 1]
    assert below, "the position must tell moves apart"
    assert all(values[text] in below for text in lost_at_once)
    order = [m.text for m in ranking.moves]
    assert all(order.index(winning) < order.index(m.text) for m in below)
    # a move that ends the game is valued exactly: its outcome's win share and points, an interval of no width
    for action in state.legal_actions(player):
        after = state.apply(action)
        if after.is_terminal:
            outcome = after.outcome()
            move = values[str(action)]
            assert move.win.value == (1 / len(outcome.winners) if player in outcome.winners else 0)
            assert move.points.value == move.points.low == move.points.high == outcome.scores[player]


def mid_game(game_id: str, seed: int, steps: int = 25) -> State:
    """A position some random moves into a game (``steps``, or half of a shorter game), a player to move."""
    info = game_info(game_id)
    rng = random.Random(seed)
    states = [info.seated(info.players[-1]).new_state()]
    while not states[-1].is_terminal:
        states.append(states[-1].apply(random_action(states[-1], rng)))
    state = states[min(steps, len(states) // 2)]
    while state.current_player < 0 and not state.is_terminal:
        state = state.apply(random_action(state, rng))
    return state


@pytest.mark.parametrize("game_id", [info.id for info in registered_games()])
def test_every_legal_move_is_ranked_best_first_with_its_games(game_id):
    state = mid_game(game_id, seed=11)
    assert not state.is_terminal
    ranking = rank_moves(state, seconds=60, seed=2, rounds=2)
    player = mover(state)
    assert ranking.player == player
    assert sorted(m.text for m in ranking.moves) == sorted(str(a) for a in state.legal_actions(player))
    values = [(m.win.value, m.points.value) for m in ranking.moves]
    assert values == sorted(values, reverse=True)
    assert all(m.games > 0 and m.win.low <= m.win.value <= m.win.high for m in ranking.moves)
    assert ranking.games == sum(m.games for m in ranking.moves)
    assert ranking.hidden == (game_info(game_id).redeal is not None)


@pytest.mark.parametrize("game_id", [info.id for info in registered_games()])
def test_the_same_seed_and_rounds_give_the_same_ranking(game_id):
    state = mid_game(game_id, seed=5)
    first = rank_moves(state, seconds=60, seed=9, rounds=2)
    again = rank_moves(state, seconds=60, seed=9, rounds=2)
    assert [(m.text, m.win, m.games) for m in first.moves] == [(m.text, m.win, m.games) for m in again.moves]


def test_a_ranker_resumes_where_it_stopped():
    state = mid_game("tribu", seed=4)
    ranker = Ranker(state, seed=1)
    first = ranker.step(60, rounds=1)
    second = ranker.step(60, rounds=1)
    assert second.games > first.games
    assert second.seconds >= first.seconds
    whole = Ranker(state, seed=1).step(60, rounds=2)
    assert [(m.text, m.games) for m in whole.moves] == [(m.text, m.games) for m in second.moves]


def test_moves_left_behind_stop_being_played_and_the_decision_follows_the_intervals():
    state = mid_game("apacze", seed=3)
    ranker = Ranker(state, seed=2)
    ranking = ranker.step(60, rounds=6)
    leader = ranking.moves[0]
    behind = [m for m in ranking.moves if m.win.high < leader.win.low]
    assert behind, "some move falls behind in six rounds"
    before = {m.text: m.games for m in ranking.moves}
    after = {m.text: m.games for m in ranker.step(60, rounds=1).moves}
    played = {text for text in after if after[text] > before[text]}
    assert played == {m.text for m in ranking.contenders}
    assert not played & {m.text for m in behind}
    assert ranking.decided == (ranking.best is not None or bool(ranking.equal))


def test_equal_moves_are_said_to_be_as_good_as_each_other():
    # in Fort Apache's opening many moves of the Indians lead to the same games under the rollout bot
    state = mid_game("fort_apache", seed=5, steps=30)
    ranking = rank_moves(state, seconds=600, seed=1, rounds=400)
    assert ranking.decided
    if ranking.best is None:
        group = ranking.equal
        assert len(group) > 1
        assert all((m.win.high - m.win.low) / 2 <= EQUAL for m in group)
        assert all(m.win.high >= group[0].win.low for m in group)


@pytest.mark.parametrize("game_id", [info.id for info in registered_games()])
def test_no_ranking_at_the_end_or_at_chance(game_id):
    info = game_info(game_id)
    rng = random.Random(1)
    state = info.seated(info.players[0]).new_state()
    while not state.is_chance and not state.is_terminal:
        state = state.apply(random_action(state, rng))
    if state.is_chance:
        with pytest.raises(ValueError, match="chance"):
            rank_moves(state, seconds=1, seed=0)
    while not state.is_terminal:
        state = state.apply(random_action(state, rng))
    with pytest.raises(ValueError, match="over"):
        rank_moves(state, seconds=1, seed=0)


def test_an_unknown_rollout_bot_is_refused():
    state = mid_game("apache", seed=2)
    with pytest.raises(ValueError, match="no bot"):
        Ranker(state, rollout="oracle")


def test_a_kept_move_is_played_every_round_and_moves_restrict_the_ranking():
    state = mid_game("apacze", seed=3)
    free = Ranker(state, seed=2)
    free.step(60, rounds=6)
    behind = [t.action for t in free.tallies if t.games < max(u.games for u in free.tallies)]
    assert behind, "some move falls behind in six rounds"
    kept = Ranker(state, seed=2, keep=(behind[0],))
    kept.step(60, rounds=6)
    leader_games = max(t.games for t in kept.tallies)
    assert next(t for t in kept.tallies if t.action == behind[0]).games == leader_games
    pair = tuple(state.legal_actions()[:2])
    only = Ranker(state, seed=2, moves=pair).step(60, rounds=1)
    assert {m.action for m in only.moves} == set(pair)
    with pytest.raises(ValueError, match="not a legal move"):
        Ranker(state, keep=("nonsense",))
