"""Exact Apache odds, checked against the engine's own chance weights and by playing claims out."""
import random
from fractions import Fraction

import pytest

from tests.apache.helpers import act, position
from tutor.games import apache
from tutor.games.apache import actions as A
from tutor.games.apache.bots import GreedyBot, PatientBot, best_claim, play_game
from tutor.games.apache.cards import BUFFALO, CHIEF, COLOURS, HUNTER, KINDS, MAIDEN, TOTEM, WARRIOR
from tutor.games.apache.constants import RESOLVE, RESOLVE_LAST, WINDOW
from tutor.games.apache.legal import claim_options
from tutor.games.apache.odds import (claim_or_wait, example_position, hand_card_chances, percent, reveal_chance,
                                     rival_chief_chance)

RYP = "apache red,yellow,purple base"


def windows(variants=(), seed=0, every=12):
    """Claim windows (nobody has played yet) from a seeded bot game, one every ``every`` reveals."""
    game = apache.Game(colours=("red", "yellow", "green", "blue"), variants=variants)
    final = play_game(game, [PatientBot(), GreedyBot(), PatientBot(), GreedyBot()], random.Random(seed))
    state, found, reveals = game.new_state(), [], 0
    for action in final.history:
        state = state.apply(action)
        reveals += action.verb == A.REVEAL
        if action.verb == A.REVEAL and reveals % every == 0:
            found.append(state)
    return found


def reveal_node(state):
    """The chance node that follows when nobody plays in this window."""
    return state.apply(A.CLOSE_ACTION) if state.phase == WINDOW else state


def reveal_sequences(state, k):
    """Every sequence of the next ``k`` revealed card types with its probability, by the engine's weights."""
    node = reveal_node(state)
    if k == 0 or node.is_terminal:
        yield (), Fraction(1)
        return
    outcomes = node.chance_outcomes()
    total = sum(w for _, w in outcomes)
    for action, weight in outcomes:
        for rest, p in reveal_sequences(node.apply(action), k - 1):
            yield (action.card,) + rest, Fraction(weight, total) * p


def test_next_reveal_chances_are_the_engine_weights():
    for state in windows(seed=1):
        weights = dict((a.card, w) for a, w in reveal_node(state).chance_outcomes())
        total = sum(weights.values())
        for seat in range(4):
            for kind in range(4):
                for chance in hand_card_chances(state, seat, kind) + [rival_chief_chance(state, seat)]:
                    assert chance.probability == Fraction(sum(weights.get(c, 0) for c in set(chance.cards)), total)
                    assert chance.face_down == total and chance.reveals == 1


def test_chances_within_k_reveals_match_enumerating_the_engine():
    state = windows(seed=2, every=104)[0]   # ten cards left face down
    assert sum(state.down) == 10
    for k in (1, 2, 3):
        sequences = list(reveal_sequences(state, k))
        assert sum(p for _, p in sequences) == 1
        for kind in range(4):
            for chance in hand_card_chances(state, 0, kind, reveals=k):
                hit = sum(p for seq, p in sequences if set(seq) & set(chance.cards))
                assert chance.probability == hit
                assert chance.expected == sum(p * sum(c in chance.cards for c in seq) for seq, p in sequences)
    for chance in hand_card_chances(state, 0, HUNTER, reveals=11):
        assert chance.reveals == 10 and chance.probability == (1 if chance.wanted else 0)
        assert chance.expected == chance.wanted


def my_value(state, seat, kind, claim):
    """Cards the seat's victory pile gains when it alone plays this hand card and makes ``claim``."""
    played = act(state, f"{COLOURS[state.game.seat_colours[seat]]} plays {KINDS[kind]}", "close")
    return len(played.apply(claim).piles[seat]) - len(state.piles[seat])


def safe(state, seat, kind, claim):
    """Whether ``claim`` stays open to the seat whatever a faster rival plays and claims first."""
    me = f"{COLOURS[state.game.seat_colours[seat]]} plays {KINDS[kind]}"
    for rival, colour in enumerate(state.game.colours):
        for rival_kind in range(4):
            if rival == seat or not state.can_claim(rival, rival_kind):
                continue
            raced = act(state, f"{colour} plays {KINDS[rival_kind]}", me, "close")
            for rival_claim in raced.legal_actions():
                after = raced.apply(rival_claim)
                if after.phase not in (RESOLVE, RESOLVE_LAST) or claim not in after.legal_actions():
                    return False
    return True


@pytest.mark.parametrize("variants", [(), ("warpath",)])
def test_claim_or_wait_matches_playing_every_next_card_out(variants):
    seen = set()
    states = windows(variants, seed=7, every=10)
    for state in [states[0], states[4], states[7], windows(variants, seed=6, every=10)[4]]:
        node = reveal_node(state)
        weights = dict((a.card, w) for a, w in node.chance_outcomes())
        total = sum(weights.values())
        for kind in range(4):
            odds = claim_or_wait(state, 0, kind)
            found = best_claim(state, 0, kind)
            assert odds.now == (my_value(state, 0, kind, found[0]) if found else 0)
            assert [(o.card, o.probability) for o in odds.outcomes] == [
                (c, Fraction(w, total)) for c, w in weights.items()]
            for outcome in odds.outcomes:
                after = node.apply(A.reveal(outcome.card))
                colour = after.game.seat_colours[0]
                claims = claim_options(after.game, after.table, colour, kind)
                values = [my_value(after, 0, kind, c) for c in claims if safe(after, 0, kind, c)]
                assert outcome.value == max(values, default=0)
                assert outcome.threatened == (found is not None and not safe(after, 0, kind, found[0]))
                seen.add((outcome.value > odds.now, outcome.threatened))
            assert odds.wait == sum(o.probability * o.value for o in odds.outcomes)
    assert {(False, False), (True, False), (False, True)} <= seen  # unchanged, richer and lost all occur


def test_a_lone_hunter_should_wait_for_more_buffalo_as_the_patient_bot_does():
    state = position(f"{RYP} | window yellow | table rH B | piles - / - / - | out - | pow -")
    odds = claim_or_wait(state, 0, HUNTER)
    # 112 cards face down: 32 buffalo make 3 cards, the 6 rival hunters leave nothing, the rest leave 2
    assert (odds.now, odds.wait) == (2, Fraction(32 * 3 + 74 * 2, 112))
    assert (odds.better, odds.risk, odds.worse) == (Fraction(32, 112), Fraction(6, 112), Fraction(6, 112))
    assert odds.advice == "wait" and not odds.contested
    assert PatientBot().window_play(state, 0, random.Random(0)) is None
    text = odds.explain()
    assert "red takes buffalo" in text and "61/28" in text and "Waiting pays" in text


@pytest.mark.parametrize("table,variants,wait,risk", [
    ("rH yH B", "base", 0, 1),                                  # yellow's hunter takes the buffalo
    ("rH yC T B", "base", Fraction(2, 55), Fraction(54, 55)),   # yellow's chief captures the red hunter
    ("rH yM P B", "wedding", Fraction(2, 55), 1),               # yellow's maiden marries it (and the teepee)
])
def test_when_a_rival_can_take_the_claim_now_waiting_is_worth_next_to_nothing(table, variants, wait, risk):
    state = position(f"apache red,yellow,purple {variants} | window yellow | table {table} | piles - / - / - "
                     "| out - | pow -")
    odds = claim_or_wait(state, 0, HUNTER)
    # only a second red hunter (2 of the 110 face-down cards) would leave a safe claim: the buffalo
    assert odds.contested and (odds.wait, odds.risk) == (wait, risk) and odds.advice == "claim now"
    assert "right now too" in odds.explain()


def test_a_second_copy_of_the_indian_is_safe_from_a_chief():
    state = position(f"{RYP} | window yellow | table 2rH yC T B | piles - / - / - | out - | pow -")
    assert not claim_or_wait(state, 0, HUNTER).contested


def test_no_claim_now_and_the_chance_that_the_next_reveal_allows_one():
    state = position(f"{RYP} | window yellow | table rC B | piles - / - / - | out - | pow -")
    odds = claim_or_wait(state, 0, CHIEF)   # needs a totem pole (or a teepee) and a male Indian
    assert odds.now == 0 and odds.claim is None and odds.better == Fraction(9, 112)  # a teepee
    assert "cannot claim anything" in odds.explain()
    assert claim_or_wait(state, 0, MAIDEN).advice == "nothing to claim"


def test_in_the_last_window_there_is_nothing_to_wait_for():
    final = play_game(apache.Game(), [GreedyBot()] * 3, random.Random(4))
    state = apache.Game().new_state()
    for action in final.history:
        state = state.apply(action)
        if not any(state.down):
            break
    assert state.phase == WINDOW and not any(state.down)
    for kind in range(4):
        odds = claim_or_wait(state, 0, kind)
        assert odds.outcomes == () and odds.wait == 0
        assert odds.advice == ("claim now" if odds.now else "nothing to claim")
        assert "nothing to wait for" in odds.explain()
    assert reveal_chance(state, (BUFFALO,), 3).explain().endswith("no reveal can bring one.")


def test_what_a_hand_card_wants_and_a_new_rival_chief():
    state = position(f"{RYP} | window yellow | table yC T | piles - / - / - | out - | pow -")
    chances = {c.what: c for c in hand_card_chances(state, 0, WARRIOR, reveals=2)}
    assert list(chances) == ["your red warrior", "more tomahawks", "a teepee", "any card your warrior wants"]
    assert chances["any card your warrior wants"].wanted == 2 + 9 + 9
    chief = rival_chief_chance(state, 0)
    assert chief.cards == (16,) and chief.wanted == 2    # purple's; yellow's chief is face up already
    assert chief.probability == Fraction(2, 112)
    everyone = position(f"{RYP} | window yellow | table yC pC | piles - / - / - | out - | pow -")
    assert rival_chief_chance(everyone, 0).probability == 0
    assert "every rival has a chief face up" in rival_chief_chance(everyone, 0).explain()
    assert "2 of the 112 face-down cards" in chief.explain()
    with pytest.raises(ValueError):
        reveal_chance(state, (TOTEM,), 0)


def test_percent_shows_fraction_decimal_and_percentage():
    assert percent(Fraction(3, 8)) == "3/8 ≈ 0.375 (37.5%)"
    assert percent(0) == "0 (none)" and percent(1) == "1 (certain)"


def test_example_position_is_a_real_question_and_reproducible():
    state = example_position()
    assert state == example_position() and state.phase == WINDOW and not state.powwow
    assert any(claim_or_wait(state, 0, k).now >= 4 and claim_or_wait(state, 0, k).advice == "wait" for k in range(4))


def test_claim_or_wait_in_fractions_is_the_same():
    """``fraction=True`` (the expected-value lesson, which loads no sympy) gives the same odds as Fractions."""
    from tutor.lessons.lesson07_expected_value import STATE

    for seat in range(len(STATE.game.seat_colours)):
        for kind in range(len(KINDS)):
            exact, fractions = claim_or_wait(STATE, seat, kind), claim_or_wait(STATE, seat, kind, fraction=True)
            assert fractions == exact and fractions.worse == exact.worse, (seat, kind)
            assert all(type(x) is Fraction for x in (fractions.wait, fractions.better, fractions.risk, fractions.worse,
                                                     *(o.probability for o in fractions.outcomes)))
