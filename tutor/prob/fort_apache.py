"""Fort Apache's questions of chance, answered exactly.

Every roll is a d6. Cowboys hit on even faces and Indians on odd ones, and the ring the Indian is in
decides how many of those faces count: the cavalry ring one (2 / 1), the climbing ring two (2, 4 / 1, 3)
and inside the fort all three. Assaulting the gate and climbing the wall use all three odd faces.

The gate has two readings of the rulebook:

* ``"one-roll"``: the gate falls only when the three Indians at it roll three successes at once;
  each attempt is a fresh try, so the turns to the fall follow the geometric law.
* ``"damage"``: each success is a point of damage that stays until repaired, and the third point brings
  the gate down. The model is a Markov chain over the damage 0..3: per Indian turn one attempt with three
  dice adds its successes as damage, then per cowboy turn a repair removes one point with chance
  ``repair_chance`` (if there is damage to repair).

A burning building is modelled in :func:`burn_down`. Nothing here imports the game engine: every
function takes plain parameters and returns a sympy ``Rational`` (or a dict of them).
"""
from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Literal

from sympy import Rational

from tutor.core.i18n import M
from tutor.prob import dice
from tutor.prob.markov import AbsorbingChain

Side = Literal["cowboys", "indians"]
Position = Literal["cavalry", "climbing", "fort"]
Reading = Literal["one-roll", "damage"]
#: when a burning building falls (the game's ``burn_down`` option): when its rubble marker leaves the
#: third box, or when it reaches it
BurnReading = Literal["leaves_third", "third_box"]
BURN_LIMIT: dict[str, int] = {"leaves_third": 4, "third_box": 3}

HIT_FACES: dict[tuple[Side, Position], frozenset[int]] = {
    ("indians", "cavalry"): frozenset({1}),
    ("indians", "climbing"): frozenset({1, 3}),
    ("indians", "fort"): frozenset({1, 3, 5}),
    ("cowboys", "cavalry"): frozenset({2}),
    ("cowboys", "climbing"): frozenset({2, 4}),
    ("cowboys", "fort"): frozenset({2, 4, 6}),
}
ALL_ODD = HIT_FACES["indians", "fort"]
GATE_POINTS = 3
RUBBLE_BOXES = 3
FALLEN = "fallen"


def hit_chance(side: Side, position: Position) -> Rational:
    """The chance that one die of ``side`` hits in the ring ``position``: hit faces over six.

    ``position`` is the ring of the Indian in the exchange: where an Indian shoots (or sets fire) from, or
    where the Indian a cowboy shoots at stands.
    """
    if (side, position) not in HIT_FACES:
        raise ValueError(M("no hit faces for side {side} in position {position}", side=repr(side), position=repr(position)))
    return dice.hit_chance(HIT_FACES[side, position])


def volley(side: Side, positions: Iterable[Position]) -> dict[int, Rational]:
    """The chance of each number of hits when ``side`` rolls one die per figure in ``positions``."""
    return dice.successes([hit_chance(side, position) for position in positions])


def _check_reading(reading: Reading) -> None:
    if reading not in ("one-roll", "damage"):
        raise ValueError(M("the gate reading is 'one-roll' or 'damage', not {reading}", reading=repr(reading)))


def gate_falls_in_one_attempt(reading: Reading, damage: int = 0) -> Rational:
    """The chance that one assault (3 dice on 1, 3, 5) brings the gate down.

    One-roll reading: all three dice must succeed, ``(1/2)**3 = 1/8``. Damage reading: the successes must
    cover the ``GATE_POINTS - damage`` points still standing.
    """
    _check_reading(reading)
    roll = dice.successes([dice.hit_chance(ALL_ODD)] * 3)
    if reading == "one-roll":
        return roll[3]
    if not 0 <= damage < GATE_POINTS:
        raise ValueError(M("a standing gate has 0 to {most} points of damage, not {damage}", most=GATE_POINTS - 1, damage=damage))
    return dice.at_least(roll, GATE_POINTS - damage)


@lru_cache(maxsize=64)
def _gate_chain(repair_chance: Rational) -> AbsorbingChain:
    """One step is an Indian assault followed by a cowboy turn that repairs a point with ``repair_chance``."""
    roll = dice.successes([dice.hit_chance(ALL_ODD)] * 3)
    transitions: dict[object, dict[object, Rational]] = {}
    for damage in range(GATE_POINTS):
        row: dict[object, Rational] = {}
        for hits, p in roll.items():
            after = damage + hits
            if after >= GATE_POINTS:
                row[FALLEN] = row.get(FALLEN, 0) + p
            elif after == 0:
                row[0] = row.get(0, 0) + p
            else:
                row[after - 1] = row.get(after - 1, 0) + p * repair_chance
                row[after] = row.get(after, 0) + p * (1 - repair_chance)
        transitions[damage] = row
    return AbsorbingChain(transitions)


def _check_repair(repair_chance: Rational) -> Rational:
    repair_chance = Rational(repair_chance)
    if not 0 <= repair_chance <= 1:
        raise ValueError(M("the repair chance must lie between 0 and 1, not {chance}", chance=str(repair_chance)))
    return repair_chance


def gate_within(turns: int, reading: Reading, repair_chance: Rational = Rational(0)) -> Rational:
    """The chance that the gate falls within ``turns`` Indian assaults, starting undamaged.

    One-roll reading: ``1 - (7/8)**turns``, and repairs do not matter. Damage reading: the chance of
    reaching 3 points within ``turns`` steps of the damage chain (see the module docstring).
    """
    _check_reading(reading)
    repair_chance = _check_repair(repair_chance)
    if reading == "one-roll":
        return dice.within(gate_falls_in_one_attempt(reading), turns)
    return _gate_chain(repair_chance).distribution_after(0, turns)[FALLEN]


def expected_gate_turns(reading: Reading, repair_chance: Rational = Rational(0)) -> Rational:
    """The average number of Indian assaults until the gate falls, starting undamaged.

    One-roll reading: ``1 / (1/8) = 8``. Damage reading: the expected steps to absorption of the damage chain.
    """
    _check_reading(reading)
    repair_chance = _check_repair(repair_chance)
    if reading == "one-roll":
        return dice.expected_tries(gate_falls_in_one_attempt(reading))
    return _gate_chain(repair_chance).expected_steps(0)


@lru_cache(maxsize=64)
def _fire_chain(extinguish_chance: Rational, limit: int = 4) -> AbsorbingChain:
    """States are the rubble box the marker is on (0 = not yet placed), then ``"destroyed"`` or ``"put out"``;
    the building falls when the marker would reach ``limit`` (4: it leaves the third box; 3: it reaches it)."""
    transitions: dict[object, dict[object, Rational]] = {}
    for box in range(limit):
        advance = box + 1 if box + 1 < limit else "destroyed"
        transitions[box] = {"put out": extinguish_chance, advance: 1 - extinguish_chance}
    return AbsorbingChain(transitions)


def burn_down(extinguish_chance: Rational, rubble: int = 0,
              reading: BurnReading = "leaves_third") -> dict[str, Rational]:
    """The fate of a burning building: ``{"destroyed": chance, "expected_turns": cowboy turns}``.

    At the start of each cowboy turn the fire is put out with chance ``extinguish_chance`` (a cowboy on the
    well's water spot); otherwise the rubble marker moves on: onto box 1 the first time, then 2, then 3,
    and leaving box 3 destroys the building. ``rubble`` is the box the marker already stands on (0 = a
    building never burnt). ``expected_turns`` counts the cowboy turns until the fire ends either way.
    With no extinguishing, a fresh building is destroyed at the fourth cowboy turn. Under the
    ``"third_box"`` reading (the game's ``burn_down`` option) it falls when the marker reaches box 3, at the
    third cowboy turn.
    """
    if reading not in BURN_LIMIT:
        raise ValueError(M("the burn-down reading is 'leaves_third' or 'third_box', not {reading}", reading=repr(reading)))
    limit = BURN_LIMIT[reading]
    extinguish_chance = Rational(extinguish_chance)
    if not 0 <= extinguish_chance <= 1:
        raise ValueError(M("the extinguish chance must lie between 0 and 1, not {chance}", chance=str(extinguish_chance)))
    if not 0 <= rubble < limit:
        raise ValueError(M("the rubble marker of a standing building stands on box 0 to {most}, not {rubble}",
                           most=limit - 1, rubble=rubble))
    chain = _fire_chain(extinguish_chance, limit)
    return {"destroyed": chain.absorption_probabilities(rubble)["destroyed"],
            "expected_turns": chain.expected_steps(rubble)}


def climber_gets_in(turns: int = 1) -> Rational:
    """The chance that an Indian in the climbing ring gets over the wall within ``turns`` climb attempts.

    Each attempt is one die hitting on 1, 3, 5 (chance 1/2), so within ``n`` attempts: ``1 - (1/2)**n``.
    """
    return dice.within(dice.hit_chance(ALL_ODD), turns)
