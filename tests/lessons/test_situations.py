"""Every lesson's situation is a real position of its game, and the events its chances are about can happen
there: the shots, fire arrows, gate assaults, reveals and claims are legal actions or chance outcomes of
the engine at that position (or reached from it in the order the lesson tells), and the engine's dice
and cards give the chances the lesson computes."""
from __future__ import annotations

from collections import Counter

from sympy import Rational

from tutor.core import NotationError
from tutor.games import apache, apacze, fort_apache
from tutor.games.apache import actions as apache_actions
from tutor.games.apache.cards import HUNTER, TEEPEE
from tutor.games.fort_apache.actions import NUM_COWBOYS, figure_name
from tutor.games.fort_apache.board import GATE, INDEX, PLACES
from tutor.games.fort_apache.constants import DEAD, GATE_ROLL
from tutor.games.fort_apache.tutorial import position
from tutor.games.tribu.cards import CARDS as TRIBU_CARDS
from tutor.games.tribu.constants import HAND_SIZE as TRIBU_HAND
from tutor.games.tribu.state import Game as TribuGame
from tutor.lessons import (lesson01_sample_spaces as l1, lesson02_complement_independence as l2,
                           lesson03_binomial as l3, lesson04_waiting_times as l4, lesson05_hypergeometric as l5,
                           lesson06_conditional as l6, lesson07_expected_value as l7, lesson08_markov as l8,
                           lesson09_graphs as l9, lesson10_simulation as l10)
from tutor.games.fort_apache import odds as fa

FACES = list(range(1, 7))


def play(state, *texts: str):
    """The state after each action in turn; each must be legal where it is played."""
    for text in texts:
        action = state.parse_action(text)
        assert state.is_legal(action), f"{text!r} is not legal at {state.notation()}"
        state = state.apply(action)
    return state


def indian(number: int) -> int:
    return NUM_COWBOYS + number - 1


def struck(victim: int):
    """Whether a state shows ``victim`` hit: dead, or waiting on a survive card."""
    return lambda state: state.places[victim] == DEAD or state.threat == victim


def hitting_faces(state, text: str, hit) -> set[int]:
    """Play ``text`` (an action that rolls one die); the faces after which ``hit`` holds. Every face is a
    chance outcome of weight one."""
    rolled = play(state, text)
    outcomes = rolled.chance_outcomes()
    assert sorted(action.face for action, _ in outcomes) == FACES and {w for _, w in outcomes} == {1}
    return {action.face for action, _ in outcomes if hit(rolled.apply(action))}


def roll(state, face: int):
    return play(state, f"roll {face}")


def next_indian_turn(state):
    """From an Indian turn: end it, let the cowboys end theirs, and begin the next Indian turn."""
    return play(state, "end turn", "end turn")


ASSAULT = "indians assault the gate"


def is_gate_roll(state) -> bool:
    return state.is_chance and state.pending[0].kind == GATE_ROLL


def can_assault(state) -> bool:
    """Whether the Indians may assault the gate now, as an action of their turn (where the engine makes
    the assault an action; where it rolls the gate when the Indian turn begins, never)."""
    try:
        action = state.parse_action(ASSAULT)
    except NotationError:
        return False
    return state.is_legal(action)


def assault(state):
    """The gate roll of the Indians' next assault, from an Indian turn with three Indians at the gate:
    the roll already pending, the assault action of this turn, or else the roll that begins the next
    Indian turn (the cowboys doing nothing in between)."""
    if is_gate_roll(state):
        return state
    if can_assault(state):
        return play(state, ASSAULT)
    state = next_indian_turn(state)
    return state if is_gate_roll(state) else play(state, ASSAULT)


def gate_hits(state) -> dict[int, Rational]:
    """The gate roll pending: the chance of each number of hits."""
    assert is_gate_roll(state)
    outcomes = state.chance_outcomes()
    total = sum(w for _, w in outcomes)
    return {action.hits: Rational(w, total) for action, w in outcomes}


# --- Fort Apache ------------------------------------------------------------------------------------

def test_lesson1_the_shots_at_each_ring_hit_on_the_lessons_faces():
    state = l1.STATE
    assert PLACES[state.places[0]] == "north walkway"
    climbing, cavalry = indian(2), indian(1)
    assert PLACES[state.places[climbing]] == "north climbing" and PLACES[state.places[cavalry]] == "north cavalry"
    assert hitting_faces(state, f"cowboy 1 shoots from north walkway at {figure_name(climbing)}",
                         struck(climbing)) == set(l1.TARGET)
    assert hitting_faces(state, f"cowboy 1 shoots from north walkway at {figure_name(cavalry)}",
                         struck(cavalry)) == set(fa.HIT_FACES["cowboys", "cavalry"])


def test_lesson1_two_cowboys_shoot_at_the_cavalry_ring_in_one_turn():
    state, cavalry = l1.STATE, set(fa.HIT_FACES["cowboys", "cavalry"])
    north, south = indian(1), indian(3)
    assert PLACES[state.places[2]] == "south walkway" and PLACES[state.places[south]] == "south cavalry"
    first = f"cowboy 1 shoots from north walkway at {figure_name(north)}"
    assert hitting_faces(state, first, struck(north)) == cavalry
    state = roll(play(state, first), 1)
    assert hitting_faces(state, f"cowboy 3 shoots from south walkway at {figure_name(south)}", struck(south)) == cavalry


def test_lesson2_two_cowboys_on_one_walkway_shoot_at_the_same_climbing_indian():
    state = fort_apache.Game.parse(position(cowboys="north-walkway north-walkway south-walkway west-walkway",
                                            indians="north-climbing north-cavalry south-cavalry south-cavalry "
                                                    "south-cavalry south-cavalry"))
    target, climbing = indian(1), set(fa.HIT_FACES["cowboys", "climbing"])
    for cowboy in range(l2.SHOTS):
        text = f"{figure_name(cowboy)} shoots from north walkway at {figure_name(target)}"
        assert hitting_faces(state, text, struck(target)) == climbing
        state = roll(play(state, text), 1)  # a miss: the other cowboy shoots at the same Indian


def test_lesson1_an_indian_inside_the_fort_hits_on_every_odd_face():
    inside = fort_apache.Game.parse(position("indians", indians="north-walkway north-cavalry north-cavalry "
                                                                 "south-cavalry south-cavalry south-cavalry"))
    assert hitting_faces(inside, f"{figure_name(indian(1))} shoots from north walkway at cowboy 2",
                         struck(1)) == set(fa.ALL_ODD)


def assault_after(state) -> dict[int, Rational]:
    """The chances of the next assault's number of hits."""
    return gate_hits(assault(state))


def test_lesson2_three_indians_at_the_gate_roll_three_independent_dice():
    hits = assault_after(l2.STATE)
    assert hits == l2.ROLL
    assert 1 - hits[0] == l2.EXACT and hits[3] == l2.ALL_SUCCEED
    assert sum(p for k, p in hits.items() if k >= 2) == l2.AT_LEAST_TWO


def test_lesson3_all_four_cowboys_shoot_at_the_climbing_ring_in_one_turn():
    state = l3.STATE
    for cowboy in range(l3.SHOOTERS):
        place = PLACES[state.places[cowboy]]
        target = next(f for f in state.alive(1) if PLACES[state.places[f]] == place.replace("walkway", "climbing"))
        text = f"{figure_name(cowboy)} shoots from {place} at {figure_name(target)}"
        assert hitting_faces(state, text, struck(target)) == set(fa.HIT_FACES["cowboys", "climbing"])
        state = roll(play(state, text), 1)  # a miss, and the next cowboy shoots in the same turn
    assert l3.VOLLEY == fa.volley("cowboys", ["climbing"] * l3.SHOOTERS)


def test_lesson3_six_indians_inside_the_fort_all_strike_on_every_odd_face():
    state = fort_apache.Game.parse(position("indians", indians="north-walkway north-walkway east-walkway "
                                                                 "east-walkway north-yard north-yard"))
    for number in range(1, l3.INDIANS_IN_FORT + 1):
        f = indian(number)
        text = f"{figure_name(f)} shoots from {PLACES[state.places[f]]} at cowboy 3"
        assert hitting_faces(state, text, struck(2)) == set(fa.ALL_ODD)
        state = roll(play(state, text), 2)  # a miss, and the next Indian strikes in the same turn


def test_lesson4_each_assault_falls_with_the_lessons_chance():
    assert assault_after(l4.STATE)[3] == l4.P


def test_lesson4_the_south_walkway_cowboy_can_stop_the_next_assault():
    state = play(l4.STATE, "end turn")  # the cowboys' turn
    at_gate = [f for f in state.alive(1) if state.places[f] == GATE]
    assert len(at_gate) == l4.DICE
    text = f"{figure_name(l4.SHOOTER)} shoots from south walkway at {figure_name(at_gate[0])}"
    assert hitting_faces(state, text, struck(at_gate[0])) == set(l4.SHOT_FACES)
    shot = play(state, text)
    missed = play(roll(shot, 1), "end turn")  # he misses: the next Indian turn comes with its assault
    assert assault_after(missed)[3] == l4.P  # as likely as ever
    hit = roll(shot, min(l4.SHOT_FACES))
    if hit.threat == at_gate[0]:
        hit = play(hit, "indians take the hit")
    after = play(hit, "end turn")  # he hit: two Indians are left at the gate, and there is no assault
    assert after.places[at_gate[0]] == DEAD and not is_gate_roll(after) and not can_assault(after)
    assert l4.SHOT_FIRST == (1 - Rational(len(l4.SHOT_FACES), 6)) * assault_after(missed)[3]


def test_lesson10_the_gate_assault_and_the_cowboy_it_leaves_out():
    assert assault_after(l10.STATE)[3] == l10.ONE
    state = play(l10.STATE, "end turn")
    shooter = next(f for f in state.alive(0) if PLACES[state.places[f]] == "south walkway")
    target = next(f for f in state.alive(1) if state.places[f] == GATE)
    text = f"{figure_name(shooter)} shoots from south walkway at {figure_name(target)}"
    assert Rational(len(hitting_faces(state, text, struck(target))), 6) == l10.SHOT


def test_lesson8_every_step_of_the_chain_is_played_by_the_engine():
    """From the lesson's position, each state of the chain is played one round through the engine: the
    archer's fire arrow when the granary can burn, the cowboy's shot while the archer lives, every die. The
    chances of where the next round starts are the lesson's transition rows."""
    archer, shooter, granary = l8.ARCHER, l8.SHOOTER, l8.GRANARY
    arrow = f"{figure_name(archer)} shoots a fire arrow from west climbing at {fort_apache.board.BUILDINGS[granary]}"
    shot = f"{figure_name(shooter)} shoots from west walkway at {figure_name(archer)}"

    def where(state):
        if state.destroyed(granary):
            return l8.DESTROYED
        if state.fire[granary]:
            return state.damage[granary]
        return l8.SAVED if state.places[archer] == DEAD else l8.INTACT

    def dice(state):
        outcomes = state.chance_outcomes()
        total = sum(w for _, w in outcomes)
        return [(state.apply(action), Rational(w, total)) for action, w in outcomes]

    def one_round(state) -> tuple[Counter, dict]:
        """The chances of where the next Indian turn starts, and a state for each."""
        row, reached = Counter(), {}
        can_burn = state.is_legal(state.parse_action(arrow))
        assert can_burn == (where(state) == l8.INTACT)  # a burning granary takes no second fire arrow
        for after_arrow, p in dice(play(state, arrow)) if can_burn else [(state, Rational(1))]:
            cowboys = play(after_arrow, "end turn")  # the cowboy turn begins: a fire burns on
            assert not any("bucket brigade" in str(a) for a in cowboys.legal_actions())  # the well is gone
            if cowboys.places[archer] != DEAD and cowboys.is_legal(cowboys.parse_action(shot)):
                ends = [(play(s, "end turn"), q) for s, q in dice(play(cowboys, shot))]
            else:
                ends = [(play(cowboys, "end turn"), Rational(1))]
            for end, q in ends:
                row[where(end)] += p * q
                reached.setdefault(where(end), end)
        return row, reached

    rows, todo, seen = {}, [l8.STATE], set()
    while todo:
        state = todo.pop()
        here = where(state)
        if here in seen or here in (l8.SAVED, l8.DESTROYED):
            continue
        seen.add(here)
        row, reached = one_round(state)
        rows[here] = dict(row)
        todo += reached.values()
    assert rows == l8.ROWS
    assert Rational(len(l8.ARROW_FACES), 6) == l8.ARROW and Rational(len(l8.SHOT_FACES), 6) == l8.SHOT


# --- Apache ----------------------------------------------------------------------------------------

def reveal_chances(state) -> dict[int, Rational]:
    """The next reveal's chance outcomes, by card type."""
    outcomes = state.chance_outcomes()
    total = sum(w for _, w in outcomes)
    return {apache_actions.REVEALS.index(action): Rational(w, total) for action, w in outcomes}


def test_lesson5_three_reveals_in_a_row_from_the_face_down_cards():
    state = l5.STATE
    for reveal in range(l5.REVEALS):
        chances = reveal_chances(state)
        assert sum(state.down) == l5.FACE_DOWN - reveal
        if reveal == 0:
            assert chances[l5.BUFFALO] == Rational(l5.WANTED, l5.FACE_DOWN)
        other = next(card for card in chances if card != l5.BUFFALO)  # turn up a card that is no buffalo
        state = state.apply(apache_actions.REVEALS[other])
        state = play(state, "close")  # nobody plays: the window closes and the next card is turned up
    assert sum(state.down) == l5.FACE_DOWN - l5.REVEALS


def test_lesson5_tribu_deals_five_cards_from_the_whole_deck():
    state = TribuGame().new_state()
    while state.phase == "board":  # the board is set out first; then the deal
        state = state.apply(state.chance_outcomes()[0][0])
    assert state.phase == "deal"
    weights = {str(action): w for action, w in state.chance_outcomes()}
    assert sum(weights.values()) == l5.TRIBU_TOTAL
    assert weights[f"card {TRIBU_CARDS[l5.TRIBU_CARD].name}"] == l5.TRIBU_COPIES
    assert TRIBU_HAND == l5.TRIBU_DRAWS


def test_lesson6_the_next_reveal_is_a_teepee_with_the_lessons_chance():
    chances = reveal_chances(l6.STATE)
    assert chances[TEEPEE] == l6.EXACT
    assert chances[l6.BUFFALO] == Rational(l6.BUFFALO_DOWN, l6.DOWN)


def test_lesson7_red_can_claim_now_or_let_the_window_close_and_wait():
    state = l7.STATE
    claim_now = play(state, "red plays hunter", "close")
    assert l7.ODDS.claim in [str(a) for a in claim_now.legal_actions()]
    waiting = play(state, "close")
    chances = reveal_chances(waiting)
    assert {o.card: o.probability for o in l7.ODDS.outcomes} == chances
    for outcome in l7.ODDS.outcomes:
        if outcome.value:  # a reveal after which red's hunter has a safe claim: red can still make it
            after = waiting.apply(apache_actions.REVEALS[outcome.card])
            claims = play(after, "red plays hunter", "close").legal_actions()
            assert claims, apache.cards.card_name(outcome.card)
    assert l7.HUNTER == HUNTER


# --- Apacze i Komancze -----------------------------------------------------------------------------

def test_lesson9_the_board_is_a_real_position_with_a_move_to_make():
    state = apacze.Game.parse(l9.POSITION)
    assert state.notation() == l9.STATE.notation()
    assert not state.is_terminal and state.legal_actions()
    assert state.graph.number_of_nodes() == l9.FIELDS.number_of_nodes()


def test_every_fort_apache_lesson_position_reads_back():
    for module in (l1, l2, l3, l4, l8, l10):
        assert fort_apache.Game.parse(module.STATE.notation()).notation() == module.STATE.notation()
    assert INDEX["south walkway"] in l4.STATE.places
