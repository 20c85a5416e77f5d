"""Fort Apache's exact chances checked against enumeration of every roll, path enumeration and simulation,
and a position's odds against the engine's own dice."""
import random
from itertools import product

import pytest
from sympy import Rational

from tests.helpers import random_states
from tutor.games import fort_apache
from tutor.games.fort_apache import odds as fa
from tutor.games.fort_apache.constants import ARROW, CLIMBING, GATE_ROLL, MELEE, SHOT
from tutor.games.fort_apache.tutorial import position

FACES = range(1, 7)
RINGS = {"cavalry": 1, "climbing": 2, "fort": 3}


def rule_hits(side: str, position: str, face: int) -> bool:
    """The rule as written: the side's parity, and only the lowest 1, 2 or 3 such faces by ring."""
    own = [f for f in FACES if f % 2 == (0 if side == "cowboys" else 1)]
    return face in own[: RINGS[position]]


@pytest.mark.parametrize("side", ["cowboys", "indians"])
@pytest.mark.parametrize("position", list(RINGS))
def test_hit_chance_matches_the_faces(side, position):
    assert fa.hit_chance(side, position) == Rational(sum(rule_hits(side, position, f) for f in FACES), 6)


@pytest.mark.parametrize("side", ["cowboys", "indians"])
@pytest.mark.parametrize("positions", [[], ["fort"], ["cavalry", "climbing", "fort"], ["climbing"] * 3,
                                       ["cavalry", "cavalry", "fort", "climbing"]])
def test_volley_matches_enumeration(side, positions):
    counts: dict[int, int] = {}
    for roll in product(FACES, repeat=len(positions)):
        hits = sum(rule_hits(side, pos, face) for pos, face in zip(positions, roll))
        counts[hits] = counts.get(hits, 0) + 1
    brute = {k: Rational(n, 6 ** len(positions)) for k, n in counts.items()}
    assert {k: p for k, p in fa.volley(side, positions).items() if p} == brute
    counts_by_ring = {ring: positions.count(ring) for ring in RINGS}
    assert {k: p for k, p in fa.volley_by_ring(side, counts_by_ring).items() if p} == brute
    for hits, exactly, at_least in fa.volley_table(fa.volley_by_ring(side, counts_by_ring)):
        assert exactly == brute.get(hits, 0)
        assert at_least == sum((q for k, q in brute.items() if k >= hits), Rational(0))


def assault_hits() -> dict[int, Rational]:
    """Successes of three Indians at the gate (1, 3, 5 hit), over all 216 rolls."""
    counts: dict[int, int] = {}
    for roll in product(FACES, repeat=3):
        hits = sum(face % 2 for face in roll)
        counts[hits] = counts.get(hits, 0) + 1
    return {k: Rational(n, 216) for k, n in counts.items()}


def test_gate_in_one_attempt_known_values():
    assert fa.gate_falls_in_one_attempt("one-roll") == Rational(1, 8) == assault_hits()[3]
    assert fa.gate_falls_in_one_attempt("damage") == Rational(1, 8)
    assert fa.gate_falls_in_one_attempt("damage", damage=1) == Rational(1, 2)
    assert fa.gate_falls_in_one_attempt("damage", damage=2) == Rational(7, 8)
    assert fa.expected_gate_turns("one-roll") == 8
    assert fa.expected_gate_turns("one-roll", repair_chance=Rational(1, 2)) == 8
    # damage reading without repairs, by first-step analysis by hand: E2 = 8/7, E1 = 80/49, E0 = 800/343
    assert fa.expected_gate_turns("damage") == Rational(800, 343)


@pytest.mark.parametrize("turns", [0, 1, 2])
def test_one_roll_gate_within_matches_enumeration_of_every_roll(turns):
    rolls = list(product(product(FACES, repeat=3), repeat=turns))
    fallen = sum(any(all(f % 2 for f in roll) for roll in history) for history in rolls)
    assert fa.gate_within(turns, "one-roll") == Rational(fallen, len(rolls))


def gate_falls_at(history: tuple[tuple[int, bool], ...]) -> int | None:
    """Play the damage reading: per turn (successes, repaired?); the assault turn the gate falls, or None."""
    damage = 0
    for turn, (hits, repaired) in enumerate(history, 1):
        damage += hits
        if damage >= 3:
            return turn
        if damage and repaired:
            damage -= 1
    return None


@pytest.mark.parametrize("repair_chance", [Rational(0), Rational(1, 3), Rational(1, 2), Rational(1)])
@pytest.mark.parametrize("turns", [0, 1, 2, 3, 5])
def test_damage_gate_within_matches_path_enumeration(repair_chance, turns):
    per_turn = [((hits, repaired), p * (repair_chance if repaired else 1 - repair_chance))
                for hits, p in assault_hits().items() for repaired in (True, False)]
    total = Rational(0)
    for history in product(per_turn, repeat=turns):
        chance = Rational(1)
        for _, p in history:
            chance *= p
        if gate_falls_at(tuple(outcome for outcome, _ in history)) is not None:
            total += chance
    assert fa.gate_within(turns, "damage", repair_chance) == total


@pytest.mark.parametrize("repair_chance", [Rational(0), Rational(1, 2), Rational(1)])
def test_expected_damage_gate_turns_is_the_tail_sum(repair_chance):
    tail = sum(1 - float(fa.gate_within(n, "damage", repair_chance)) for n in range(120))
    assert float(fa.expected_gate_turns("damage", repair_chance)) == pytest.approx(tail, abs=1e-9)


def test_damage_gate_against_seeded_simulation_of_dice():
    rng, repair_chance, runs = random.Random(7), Rational(1, 2), 20_000
    turns_taken, within_three = [], 0
    for _ in range(runs):
        damage, turn = 0, 0
        while damage < 3:
            turn += 1
            damage += sum(rng.randint(1, 6) % 2 for _ in range(3))
            if 0 < damage < 3 and rng.random() < repair_chance:
                damage -= 1
        turns_taken.append(turn)
        within_three += turn <= 3
    assert sum(turns_taken) / runs == pytest.approx(float(fa.expected_gate_turns("damage", repair_chance)), abs=0.05)
    assert within_three / runs == pytest.approx(float(fa.gate_within(3, "damage", repair_chance)), abs=0.015)


def burn(put_out: tuple[bool, ...], rubble: int = 0) -> tuple[str, int] | None:
    """Walk the rubble marker through cowboy turns; (fate, turns) once the fire ends, else None."""
    for turn, out in enumerate(put_out, 1):
        if out:
            return "put out", turn
        rubble += 1
        if rubble > 3:
            return "destroyed", turn
    return None


@pytest.mark.parametrize("p", [Rational(0), Rational(1, 6), Rational(1, 3), Rational(1, 2), Rational(1)])
@pytest.mark.parametrize("rubble", [0, 1, 3])
def test_burn_down_matches_path_enumeration(p, rubble):
    destroyed, turns = Rational(0), Rational(0)
    for put_out in product((True, False), repeat=4):  # every fire ends within four cowboy turns
        chance = Rational(1)
        for out in put_out:
            chance *= p if out else 1 - p
        fate, taken = burn(put_out, rubble)
        destroyed += chance * int(fate == "destroyed")
        turns += chance * taken
    assert fa.burn_down(p, rubble) == {"destroyed": destroyed, "expected_turns": turns}
    assert fa.burn_down(p, rubble)["destroyed"] == (1 - p) ** (4 - rubble)


def test_burn_down_against_seeded_simulation():
    rng, p, runs = random.Random(11), Rational(1, 3), 20_000
    results = []
    for _ in range(runs):
        result = None
        while result is None:
            result = burn(tuple(rng.randint(1, 6) <= 2 for _ in range(4)))
        results.append(result)
    exact = fa.burn_down(p)
    assert sum(f == "destroyed" for f, _ in results) / runs == pytest.approx(float(exact["destroyed"]), abs=0.01)
    assert sum(t for _, t in results) / runs == pytest.approx(float(exact["expected_turns"]), abs=0.03)


@pytest.mark.parametrize("turns", range(5))
def test_climber_matches_enumeration(turns):
    rolls = list(product(FACES, repeat=turns))
    assert fa.climber_gets_in(turns) == Rational(sum(any(f % 2 for f in r) for r in rolls), len(rolls))
    assert fa.climber_gets_in() == Rational(1, 2)


def test_every_answer_is_an_exact_rational():
    """(How fast they come is measured in benchmarks/dice_vs_icepool.py, not asserted here.)"""
    answers = [
        lambda: fa.hit_chance("indians", "climbing"),
        lambda: fa.volley("cowboys", ["fort", "climbing", "cavalry", "fort"])[2],
        lambda: fa.gate_falls_in_one_attempt("one-roll"),
        lambda: fa.gate_within(10, "damage", Rational(2, 5)),
        lambda: fa.expected_gate_turns("damage", Rational(3, 5)),
        lambda: fa.burn_down(Rational(1, 4))["destroyed"],
        lambda: fa.climber_gets_in(4),
    ]
    for answer in answers:
        assert isinstance(answer(), Rational)


def test_bad_arguments_are_refused():
    with pytest.raises(ValueError, match="no hit faces"):
        fa.hit_chance("indians", "well")
    with pytest.raises(ValueError, match="gate reading"):
        fa.gate_within(2, "roll")
    with pytest.raises(ValueError, match="points of damage"):
        fa.gate_falls_in_one_attempt("damage", damage=3)
    with pytest.raises(ValueError, match="repair chance"):
        fa.expected_gate_turns("damage", Rational(3, 2))
    with pytest.raises(ValueError, match="extinguish chance"):
        fa.burn_down(Rational(-1, 2))
    with pytest.raises(ValueError, match="rubble marker"):
        fa.burn_down(Rational(1, 2), rubble=4)


@pytest.mark.parametrize("p", [Rational(0), Rational(1, 3), Rational(1, 2)])
@pytest.mark.parametrize("rubble", [0, 1, 2])
def test_burn_down_third_box_reading_falls_one_turn_sooner(p, rubble):
    fate = fa.burn_down(p, rubble, "third_box")
    assert fate["destroyed"] == (1 - p) ** (3 - rubble)
    assert fa.burn_down(p, rubble, "leaves_third")["destroyed"] == (1 - p) ** (4 - rubble)
    with pytest.raises(ValueError):
        fa.burn_down(p, 3, "third_box")
    with pytest.raises(ValueError):
        fa.burn_down(p, 0, "sometimes")


#: what the engine says when a roll succeeds (the msgid of the event it tells)
SUCCESS = {"{figure} hits {enemy}", "the fire arrow sets {building} on fire",
           "{figure} climbs over the wall onto {place}", "the gate falls"}


def engine_success(state) -> Rational:
    """The chance the first pending roll succeeds, by the engine: every chance outcome applied, weighted,
    and counted when the events it tells say the roll succeeded."""
    outcomes = state.chance_outcomes()
    won = sum(w for action, w in outcomes if any(event.msgid in SUCCESS for event in state.apply(action).events))
    return Rational(won, sum(w for _, w in outcomes))


def test_a_positions_roll_chance_is_the_engines():
    """Every pending roll of 20 seeded random battles (shots, melee, fire arrows, climbs)."""
    rolls = [s for seed in range(20) for s in random_states(fort_apache.Game().new_state(), seed)
             if s.phase_name == "roll"]
    assert {s.pending[0].kind for s in rolls} == {SHOT, ARROW, MELEE, CLIMBING}
    for state in rolls:
        assert fa.roll_chance(state)[1] == engine_success(state), state.notation()


@pytest.mark.parametrize("options, damage", [("", 0), ("gate=damage", 0), ("gate=damage", 1), ("gate=damage", 2)])
def test_a_positions_gate_chance_is_the_engines(options, damage):
    text = position("indians", indians="gate gate gate south-cavalry south-cavalry south-cavalry", options=options,
                    phase="roll", buildings=f"magazine=0 well=0 granary=0 gate={damage}")
    state = fort_apache.Game.parse(text.replace("pending -", "pending gate/-/gate/3"))
    assert state.pending[0].kind == GATE_ROLL
    assert fa.roll_chance(state)[1] == fa.gate_chance(state) == engine_success(state)
