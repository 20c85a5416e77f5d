"""Lessons 12-13: each number against an independent enumeration (the deal of the unseen Tribù cards path by
path, every roll of the Fort Apache dice), the situation played by the engine, the simulation against the exact
value, and every exercise's checker on equivalent forms, near misses and its named mistakes."""
from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from tutor.games.fort_apache import Game as FortApache
from tutor.games.fort_apache.actions import NUM_COWBOYS, figure_name
from tutor.games.fort_apache.board import PLACES
from tutor.games.fort_apache.constants import DEAD
from tutor.games.tribu.cards import CARDS, fits
from tutor.games.tribu.state import Game as Tribu
from tutor.lessons import Lesson, check, lesson, lessons
from tutor.lessons import lesson12_bayes as l12, lesson13_variance as l13

LESSONS = [l12.LESSON, l13.LESSON]
FACES = range(1, 7)

# How a student might write each answer as an expression.
EXPRESSIONS = {
    (12, "l12-fits"): "2 + 2 + 1",
    (12, "l12-lost"): "(1 - 5454931/18474840) * (1 - 5/71)",
    (12, "l12-drew"): "(13019909/18474840 * 5/71) / (5454931/18474840 + 13019909/18474840 * 5/71)",
    (12, "l12-another"): "(1061971/3079140 - 5*(binomial(71, 5)/binomial(76, 6))) / (1061971/3079140)",
    (13, "l13-cavalry-shot"): "1/6 * (1 - 1/6)", (13, "l13-fort-sd"): "√(1/4)",
    (13, "l13-climbing"): "4 × 1/3 × 2/3", (13, "l13-two-turns"): "2 * 7/9",
}


# --- lesson 12 ----------------------------------------------------------------------------------------------

def unseen_by_looking(state, seat: int) -> list[int]:
    """Every card ``seat`` cannot see: the whole deck minus what lies face up or in the seat's own hand."""
    left = list(state.game.deck)
    seen = list(state.hands[seat]) + list(state.discard)
    for chains in state.chains:
        for chain in chains:
            seen += list(chain.cards)
    for chain in state.chains[seat]:
        seen += [chain.active] if chain.active >= 0 else []
    for card in seen:
        left[card] -= 1
    for card, n in enumerate(state.played):
        left[card] -= n
    return [card for card, n in enumerate(left) for _ in range(n)]


def deal_paths(fitting: int, others: int, cards: int):
    """Every path of a deal of ``cards`` cards, one at a time, from ``fitting`` fitting and ``others`` other cards,
    with its chance: (a tuple saying which cards fit, chance), the chance multiplied card by card."""
    for path in product((True, False), repeat=cards):
        chance, left_fit, left_other = Fraction(1), fitting, others
        for fit in path:
            if fit:
                chance *= Fraction(left_fit, left_fit + left_other)
                left_fit -= 1
            else:
                chance *= Fraction(left_other, left_fit + left_other)
                left_other -= 1
        if chance:
            yield path, chance


def lesson12_by_paths():
    """The opponent's five cards then their draw, dealt path by path: P(saved), P(held | saved), P(lost),
    P(drew it | saved), P(another | saved)."""
    unseen = unseen_by_looking(l12.STATE, l12.YOU)
    warrior = l12.STATE.chains[l12.OPPONENT][l12.WARRIOR_CHAIN]
    fitting = sum(fits(warrior.tribu, warrior.dioramas, card) for card in unseen)
    saved = held = drew = another = Fraction(0)
    for path, chance in deal_paths(fitting, len(unseen) - fitting, 6):
        hand, draw = path[:5], path[5]
        if any(hand) or draw:
            saved += chance
            held += chance * any(hand)
            drew += chance * (not any(hand))
            another += chance * (sum(path) >= 2)
    return fitting, saved, held / saved, 1 - saved, drew / saved, another / saved


def test_lesson12_is_reached_by_a_legal_attack_and_reads_back():
    before = Tribu.parse(l12.BEFORE)
    assert [str(a) for a in before.legal_actions() if str(a) == l12.ATTACK[0]] == [l12.ATTACK[0]]
    assert Tribu.parse(l12.STATE.notation()).notation() == l12.STATE.notation()


def test_lesson12_counts_the_unseen_cards_as_the_table_shows_them():
    assert sorted(l12.UNSEEN) == sorted(unseen_by_looking(l12.STATE, l12.YOU))
    assert l12.PILE == sum(l12.STATE.deck) and l12.HAND == 5


def test_lesson12_matches_the_deal_dealt_path_by_path():
    fitting, saved, exact, lost, drew, another = lesson12_by_paths()
    assert (fitting, saved, exact, lost, drew, another) == (l12.FITTING, l12.SAVED, l12.EXACT, l12.LOST, l12.DREW_IT,
                                                            l12.ANOTHER)
    assert l12.EXACT + l12.DREW_IT == 1


def extend_warrior(state) -> list[str]:
    return [str(a) for a in state.legal_actions() if str(a).startswith("extend chain b ")]


def test_lesson12_the_engine_loses_the_bare_warrior_unless_a_fitting_card_is_laid():
    state = l12.STATE
    assert state.phase == "start" and state.player == l12.OPPONENT
    assert state.chains[l12.OPPONENT][l12.WARRIOR_CHAIN].cards == (CARDS.index(next(c for c in CARDS
                                                                                    if c.name == "warrior")),)
    assert [str(a) for a in state.legal_actions()] == ["draw"]  # no discard to take, no active card to use
    drawing = state.apply(state.parse_action("draw"))
    outcomes = {str(a).removeprefix("card "): w for a, w in drawing.chance_outcomes()}
    warrior = state.chains[l12.OPPONENT][l12.WARRIOR_CHAIN]
    fitting = {name for name in outcomes if fits(warrior.tribu, (), CARDS.index(next(c for c in CARDS
                                                                                      if c.name == name)))}
    assert Fraction(sum(outcomes[name] for name in fitting), sum(outcomes.values())) == l12.DRAW_FITS
    for name in outcomes:
        drawn = drawing.apply(drawing.parse_action(f"card {name}"))
        assert bool(extend_warrior(drawn)) == (name in fitting), name
    # a draw that does not fit: whatever the opponent does, the Warrior is gone at the end of the turn
    drawn = drawing.apply(drawing.parse_action("card moon"))
    after = drawn.apply(drawn.parse_action("discard moon"))
    assert len(after.chains[l12.OPPONENT]) == len(state.chains[l12.OPPONENT]) - 1


def test_lesson12_a_hand_holding_a_fitting_card_saves_the_warrior_whatever_is_drawn():
    position = l12.STATE.notation().replace("hands red-statue sky-flag campfire canoe block / scout",
                                            "hands red-statue sky-flag campfire canoe block / sun-flag")
    position = position.replace("2*sun-flag", "sun-flag").replace(" 3*scout ", " 4*scout ")
    state = Tribu.parse(position)
    drawing = state.apply(state.parse_action("draw"))
    for action, _ in drawing.chance_outcomes():
        assert extend_warrior(drawing.apply(action)), str(action)


def test_lesson12_a_draw_three_card_cannot_save_the_warrior():
    """Draw three brings more cards, but its turn lays none: the six cards of the turn decide, as the lesson says."""
    position = l12.STATE.notation().replace("/ scout lightning", "/ draw-three lightning")
    state = Tribu.parse(position.replace(" 4*draw-three ", " 3*draw-three ").replace(" 3*scout ", " 4*scout "))
    for text in ("draw", "card moon", "play draw three", "card sun flag", "card sky flag", "card multidiorama"):
        state = state.apply(state.parse_action(text))
        assert not extend_warrior(state), text
    for text in ("discard sun flag", "discard sky flag", "discard multidiorama"):
        state = state.apply(state.parse_action(text))
    assert [chain.tribu for chain in state.chains[l12.OPPONENT]] == [l12.STATE.chains[l12.OPPONENT][0].tribu]


# --- lesson 13 ----------------------------------------------------------------------------------------------

def hits_by_rolls(faces: list[frozenset[int]]) -> dict[int, Fraction]:
    """The chance of each number of hits, every roll of one die per shot counted (6**shots rolls)."""
    rolls = list(product(FACES, repeat=len(faces)))
    counts: dict[int, int] = {}
    for roll in rolls:
        hits = sum(face in hit for face, hit in zip(roll, faces))
        counts[hits] = counts.get(hits, 0) + 1
    return {k: Fraction(n, len(rolls)) for k, n in sorted(counts.items())}


def moments(distribution: dict[int, Fraction]) -> tuple[Fraction, Fraction]:
    """Mean and variance as E[X] and E[X²] - E[X]²."""
    first = sum(k * p for k, p in distribution.items())
    return first, sum(k * k * p for k, p in distribution.items()) - first ** 2


FORT_FACES, CAVALRY_FACES, CLIMBING_FACES = frozenset({2, 4, 6}), frozenset({2}), frozenset({2, 4})


def test_lesson13_matches_every_roll_of_the_dice():
    volley = hits_by_rolls([FORT_FACES, FORT_FACES, CAVALRY_FACES, CAVALRY_FACES])
    assert volley == l13.VOLLEY
    assert moments(volley) == (l13.MEAN, l13.EXACT) == (Fraction(4, 3), l13.LESSON.exact)
    climbing = hits_by_rolls([CLIMBING_FACES] * 4)
    assert moments(climbing) == (l13.CLIMBING_MEAN, l13.CLIMBING_VARIANCE)
    assert moments(climbing)[0] == moments(volley)[0] and moments(climbing)[1] > moments(volley)[1]
    assert moments(hits_by_rolls([CAVALRY_FACES]))[1] == l13.CAVALRY_SHOT
    assert moments(hits_by_rolls([FORT_FACES]))[1] == l13.FORT_SHOT_SD ** 2 and l13.FORT_SHOT_SD > 0
    two = hits_by_rolls([FORT_FACES, FORT_FACES, CAVALRY_FACES, CAVALRY_FACES] * 2)
    assert moments(two)[1] == l13.TWO_TURNS
    assert l13.sd_text(l13.EXACT) == "√(7/9) ≈ 0.882"
    with pytest.raises(ValueError, match="not the square"):
        l13.exact_sd(l13.EXACT)


def test_lesson13_every_cowboy_of_the_plan_hits_on_the_lessons_faces():
    state = l13.STATE
    for cowboy, indian, ring in l13.PLAN:
        shooter, target = cowboy - 1, NUM_COWBOYS + indian - 1
        text = f"{figure_name(shooter)} shoots from {PLACES[state.places[shooter]]} at {figure_name(target)}"
        rolled = state.apply(state.parse_action(text))
        outcomes = rolled.chance_outcomes()
        assert sorted(a.face for a, _ in outcomes) == list(FACES) and {w for _, w in outcomes} == {1}
        hit = {a.face for a, _ in outcomes
               if (after := rolled.apply(a)).places[target] == DEAD or after.threat == target}
        assert hit == set(FORT_FACES if ring == "fort" else CAVALRY_FACES), text
        state = rolled.apply(next(a for a, _ in outcomes if a.face == 1))  # a miss; the next cowboy fires
    assert FortApache.parse(l13.STATE.notation()).notation() == l13.POSITION


def test_lesson13_rests_on_the_default_reading_of_the_hit_faces():
    """Under the other reading (every shot on three faces while an Indian is inside) the cavalry shots would hit
    on three faces: the lesson's assumptions say which reading it takes."""
    def cavalry_hits(position: str) -> set[int]:
        state = FortApache.parse(position)
        text = f"cowboy 3 shoots from south walkway at {figure_name(NUM_COWBOYS + 2)}"
        rolled = state.apply(state.parse_action(text))
        return {a.face for a, _ in rolled.chance_outcomes()
                if (after := rolled.apply(a)).places[NUM_COWBOYS + 2] == DEAD or after.threat == NUM_COWBOYS + 2}

    assert cavalry_hits(l13.POSITION) == set(CAVALRY_FACES)
    assert cavalry_hits(l13.POSITION.replace("fort_apache |", "fort_apache inside_faces=everyone |")) == set(FORT_FACES)


# --- every lesson here --------------------------------------------------------------------------------------

@pytest.mark.parametrize("found", LESSONS, ids=lambda x: f"lesson{x.number}")
def test_simulation_approaches_the_exact_value(found: Lesson):
    assert found.simulate(20_000, 7) == pytest.approx(float(found.exact), abs=0.02, rel=0.02)


@pytest.mark.parametrize("found", LESSONS, ids=lambda x: f"lesson{x.number}")
def test_lesson_is_listed_complete_and_says_what_it_assumes(found: Lesson):
    assert lesson(found.number) is found and found in lessons()
    assert 3 <= len(found.exercises) <= 5 and len({e.id for e in found.exercises}) == len(found.exercises)
    assert found.assumptions and found.teacher_notes and not found.extension
    assert all(exercise.hints for exercise in found.exercises)


CASES = [(found, exercise) for found in LESSONS for exercise in found.exercises]


@pytest.mark.parametrize("found, exercise", CASES, ids=[f"{x.number}-{e.id}" for x, e in CASES])
def test_checker_accepts_equivalent_forms_and_refuses_near_misses_and_mistakes(found, exercise):
    answer = exercise.exact
    for text in (str(answer), f"{float(answer):.6f}", EXPRESSIONS[found.number, exercise.id]):
        assert check(exercise, text).ok, text
    for text in (str(answer + Fraction(1, 1000)), f"{float(answer) + 0.01:.4f}"):
        result = check(exercise, text)
        assert not result.ok and exercise.hint in result.message, text
    for mistake in exercise.mistakes:
        assert mistake.value != answer
        assert not check(exercise, str(mistake.value)).ok
