"""Lessons 6-10: each exact value against an enumeration or an independent computation, the simulation
against the exact value, every exercise's checker on equivalent forms and near misses, the board as SVG."""
from __future__ import annotations

from itertools import product

import pytest
from sympy import Rational

from tutor.games.apache.bots import _value, threatened
from tutor.games.apache.cards import BOX, TEEPEE
from tutor.games.apache.legal import claim_options
from tutor.lessons import Lesson
from tutor.lessons import (lesson06_conditional as l6, lesson07_expected_value as l7, lesson08_markov as l8,
                           lesson09_graphs as l9, lesson10_simulation as l10)
from tutor.games.fort_apache import odds as fa

LESSONS = [l6.LESSON, l7.LESSON, l8.LESSON, l9.LESSON, l10.LESSON]
FACES = range(1, 7)

# How a student might write each answer as an expression (the expected values come from the library).
EXPRESSIONS = {
    (6, "l6-buffalo"): "(33 - 3)/90", (6, "l6-red"): "(9 - 2)/90", (6, "l6-before"): "9/114",
    (6, "l6-two-buffalo"): "30/90 * 29/89",
    (7, "l7-gain"): "207/50 - 4", (7, "l7-worse"): "1 - 47/50", (7, "l7-better"): "38/100",
    (7, "l7-chief"): "2/25*3 + 1/25*2",
    (8, "l8-no-shooter"): "1/(2/6)", (8, "l8-rounds"): "(1 + 1/3 * 3) / (1 - 4/9)", (8, "l8-intact"): "(2/3 * 2/3)^2",
    (8, "l8-burn"): "3 + 1",
    (9, "l9-largest"): "2 + 3", (9, "l9-same"): "(2*10 + 2*3 + 4*1)/351", (9, "l9-red"): "3 + 4",
    (9, "l9-empty"): "11 - 5",
    (10, "l10-exact"): "1 - (7/8)^4", (10, "l10-se"): "sqrt(7/64/700)", (10, "l10-needed"): "1093 + 1",
    (10, "l10-mean"): "400/8",
}


def share(outcomes, event) -> Rational:
    """The share of equally likely ``outcomes`` for which ``event`` holds."""
    outcomes = list(outcomes)
    return Rational(sum(1 for o in outcomes if event(o)), len(outcomes))


def seen_cards() -> list[int]:
    """Lesson 6: every card in sight, counted from the table, the piles and the removed cards."""
    state = l6.STATE
    cards = [card for counts in (state.table, state.out) for card, n in enumerate(counts) for _ in range(n)]
    return cards + [card for pile in state.piles for card in pile]


def wait_by_card_copies() -> Rational:
    """Lesson 7: average, over every single face-down card, of the best claim no rival can take first."""
    state, seat, kind = l7.STATE, l7.RED, l7.HUNTER
    game, colour = state.game, state.game.seat_colours[seat]
    values = []
    for card, copies in enumerate(state.down):
        table = list(state.table)
        table[card] += 1
        table = tuple(table)
        safe = [_value(game, table, colour, kind, option, state.piles, seat)
                for option in claim_options(game, table, colour, kind)
                if not threatened(game, table, seat, kind, option)]
        values += [max(safe, default=0)] * copies
    return Rational(sum(values), len(values))


def fire_by_dice() -> Rational:
    """Lesson 8: the 36 pairs (archer's die, cowboy's die) of one round. A round ends the duel when the arrow
    catches or, failing that, the cowboy hits; the duel ends with the granary destroyed in the share of those
    deciding pairs where the arrow caught."""
    arrow, shot = fa.HIT_FACES["indians", "climbing"], fa.HIT_FACES["cowboys", "climbing"]
    pairs = list(product(FACES, repeat=2))
    caught = share(pairs, lambda pair: pair[0] in arrow)
    decided = share(pairs, lambda pair: pair[0] in arrow or pair[1] in shot)
    return caught / decided


def regions_by_union_find() -> int:
    """Lesson 9: regions counted with a union-find over the fields and their same-terrain borders."""
    graph = l9.FIELDS
    parent = {field: field for field in graph}

    def root(field):
        while parent[field] != field:
            field = parent[field]
        return field

    for a, b in graph.edges:
        if graph.nodes[a]["terrain"] == graph.nodes[b]["terrain"]:
            parent[root(a)] = root(b)
    return len({root(field) for field in graph})


def gate_by_enumeration() -> Rational:
    """Lesson 10: one assault from all 216 rolls, then every pattern of falls over the assaults."""
    one = share(product(FACES, repeat=l10.DICE), lambda roll: all(face in fa.ALL_ODD for face in roll))
    return sum((one ** sum(s) * (1 - one) ** (len(s) - sum(s)) for s in product((0, 1), repeat=l10.TURNS) if any(s)),
               Rational(0))


def test_lesson6_counts_what_is_left_after_what_was_seen():
    seen = seen_cards()
    assert l6.EXACT == Rational(BOX[TEEPEE] - seen.count(TEEPEE), sum(BOX) - len(seen))


def test_lesson7_expected_value_over_every_face_down_card():
    assert l7.LESSON.exact == wait_by_card_copies()
    assert l7.ODDS.gain == l7.LESSON.exact - l7.ODDS.now


def test_lesson8_chain_matches_the_dice_and_burn_down():
    assert l8.EXACT == fire_by_dice()
    # once alight nothing puts the fire out: burn_down with no extinguishing gives the same cowboy turns
    assert l8.BURN_TURNS == fa.burn_down(Rational(0), 0)["expected_turns"]
    assert l8.ROUNDS == l8.CHAIN.expected_steps(l8.INTACT)
    assert sum(l8.ENDS.values()) == 1


def test_lesson9_regions_by_union_find_and_scoring_by_gains():
    assert l9.EXACT == regions_by_union_find()
    assert l9.RED_WINS == sum(l9.STATE.round_gains()[l9.RED])


def test_lesson10_matches_enumeration():
    assert l10.EXACT == gate_by_enumeration()


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda x: f"lesson{x.number}")
def test_simulation_approaches_the_exact_value(lesson: Lesson):
    exact = float(lesson.exact)
    assert lesson.simulate(20_000, 7) == pytest.approx(exact, abs=0.02, rel=0.02)




def test_lesson10_counts_in_fractions_equal_to_the_games_odds():
    from fractions import Fraction

    assert (l10.ONE, l10.SHOT, l10.EXACT) == (fa.gate_falls_in_one_attempt("one-roll"),
                                              fa.hit_chance("cowboys", "climbing"), fa.gate_within(l10.TURNS, "one-roll"))
    assert l10.SE == Fraction(1, 80) and l10.SE ** 2 == l10.ONE * (1 - l10.ONE) / l10.SE_TRIALS and l10.NEEDED == 1094
    with pytest.raises(ValueError, match="not the square"):
        l10.exact_root(Fraction(1, 2))


def test_lesson9_says_the_round_its_board_shows():
    import re

    from tutor.core.i18n import tr

    drawn = re.search(r"round (\d+) of (\d+)", l9.board())
    said = re.search(r"Round (\d+) of (\d+)", tr(l9.LESSON.situation))
    assert drawn and said and said.groups() == drawn.groups()
    # counted from the position string's round (0 is the first): the third round of five at three players
    assert l9.POSITION.split(" | ")[1] == "round 2" and said.groups() == ("3", str(l9.STATE.game.rounds))


def test_counted_nouns_agree_with_their_count():
    """A number before a noun is a plural message: one field, two fields (no '1 fields', '1 Indians')."""
    import re

    counted = [l9.EXERCISES[0].worked, l9.LESSON.situation.params["tiles"], l9.LESSON.situation.params["fields"],
               l6.EXERCISES[1].hint, l6.LESSON.derivation[0][1], l6.LESSON.derivation[-2][0]]
    for message in counted:
        assert message.plural is not None, message
        one, two = str(message.fill(n=1)), str(message.fill(n=2))
        assert re.search(r"\b1 (field|tile|Indian|teepee)\b", one) and re.search(r"\b2 (fields|tiles|Indians|teepees)\b",
                                                                                  two), (one, two)
    plural_after_one = re.compile(r"\b1 (fields|tiles|Indians|teepees|regions|cards|assaults|rounds|shots|trials)\b")
    from tutor.lessons import lesson as numbered

    for lesson in map(numbered, range(1, 11)):
        texts = [lesson.situation, lesson.assumptions, lesson.teacher_notes,
                 *(text for step in lesson.derivation for text in step),
                 *(text for e in lesson.exercises for text in (e.question, e.hint, e.worked))]
        assert not [str(t) for t in texts if plural_after_one.search(str(t))], lesson.number


def _t_quantile_by_mpmath(df: int, confidence: float) -> float:
    """Student's t quantile from its distribution function written with the regularized incomplete beta."""
    import mpmath

    def central(t):
        return 1 - mpmath.betainc(df / 2, mpmath.mpf(1) / 2, 0, df / (df + t * t), regularized=True)

    return float(mpmath.findroot(lambda t: central(t) - confidence, 2))


def test_student_t_against_mpmath():
    from tutor.sim.stats import student_t, t_interval

    for df in (1, 2, 3, 4, 7, 19, 30, 120):
        for confidence in (0.9, 0.95, 0.99):
            assert student_t(df, confidence) == pytest.approx(_t_quantile_by_mpmath(df, confidence), rel=1e-10)
    with pytest.raises(ValueError, match="degrees of freedom"):
        student_t(0)
    with pytest.raises(ValueError, match="between 0 and 1"):
        student_t(5, 1.0)
    estimate = t_interval([1, 2, 3, 4, 5])
    assert estimate.value == 3 and estimate.high - 3 == pytest.approx(2.776445 * 1.5811388 / 5 ** 0.5, rel=1e-6)


def test_lesson10_intervals_come_from_20_batch_means():
    """Each simulated row of lesson 10 recomputed independently: the batches as the page's Simulate button runs
    them, their mean and standard deviation with statistics, Student's t from mpmath."""
    import re
    import statistics

    from tutor.core.i18n import tr
    from tutor.widgets.lesson import BATCHES, simulate_batches

    assert l10.BATCHES == BATCHES == 20
    t = _t_quantile_by_mpmath(BATCHES - 1, 0.95)
    rows = [(tr(step), tr(value)) for step, value in l10.LESSON.derivation if "batches:" in tr(step)]
    assert len(rows) == len(l10.SIZES)
    for n, (step, value) in zip(l10.SIZES, rows):
        means = [l10.simulate(n // BATCHES, l10.SEED + i) for i in range(BATCHES)]
        mean = statistics.fmean(means)
        half = t * statistics.stdev(means) / BATCHES ** 0.5
        _, _, page = simulate_batches(l10.LESSON, n, l10.SEED)  # the page's Simulate button: the same interval
        assert (page.value, page.low, page.high) == pytest.approx((mean, mean - half, mean + half), rel=1e-9)
        shown = [float(x) for x in re.findall(r"\d\.\d{4}", value)]
        assert shown[:3] == [pytest.approx(x, abs=5e-5) for x in (mean, mean - half, mean + half)]
        assert ("contains" in step) == (mean - half <= float(l10.EXACT) <= mean + half)
        assert f"{n:,} seeded trials in {BATCHES} batches" in step
    said = next(tr(value) for step, value in l10.LESSON.derivation if "Student" in tr(step))
    assert said == f"t = {t:.3f}"
