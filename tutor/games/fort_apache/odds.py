"""Fort Apache's questions of chance, answered exactly: the one home of the game's odds.

Two kinds of question live here. The first half answers them from plain parameters (a side, a ring, a
reading, a chance), as the probability lessons and the odds page ask them; the second half answers them
from a position: what the next roll, or an action, would do, and with how many hit faces.

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

A burning building is modelled in :func:`burn_down`. The generic dice and Markov-chain helpers are
:mod:`tutor.prob`'s.

One rule for the kind of number: the first half's answers (the odds and analyse pages') are sympy
``Rational`` values (or dicts of them), worked out by :mod:`tutor.prob`, which imports sympy when first asked;
the odds of a position the play page shows on every action (:func:`gate_chance`, :func:`roll_chance`,
:func:`action_chance`, :func:`board_odds`) are ``fractions.Fraction`` values, counted here with the standard
library, so that a play page never loads sympy (about 32 MB a kernel). Both kinds compare equal to each
other, print as ``1/2`` and convert with ``float``.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from functools import lru_cache
from math import comb
from typing import TYPE_CHECKING, Literal

from tutor.core.i18n import M, Message
from tutor.prob import dice
from tutor.prob.markov import AbsorbingChain

from . import actions as A
from .actions import Action, side_of
from .board import GATE, HIT_FACES as SIDE_FACES, SIDES, Side
from .constants import CLIMBING, GATE_ROLL
from .state import State

if TYPE_CHECKING:
    from sympy import Rational


__all__ = ["board_odds", "Side", "SIDES", "Position", "Reading", "BurnReading", "RINGS", "HIT_FACES", "BURN_LIMIT",
           "hit_chance", "volley", "volley_by_ring", "volley_table", "gate_falls_in_one_attempt", "gate_within",
           "expected_gate_turns", "burn_down", "climber_gets_in",
           "gate_chance", "burn_chance", "roll_chance", "action_chance"]

# --- from plain parameters --------------------------------------------------------------------------

Position = Literal["cavalry", "climbing", "fort"]
Reading = Literal["one-roll", "damage"]
#: when a burning building falls (the game's ``burn_down`` option): when its rubble marker leaves the
#: third box, or when it reaches it
BurnReading = Literal["leaves_third", "third_box"]
BURN_LIMIT: dict[BurnReading, int] = {"leaves_third": 4, "third_box": 3}

#: the rings, by the number of hit faces they give (1, 2, 3)
RINGS: tuple[Position, Position, Position] = ("cavalry", "climbing", "fort")
#: the faces a die of each side hits on in each ring: the lowest 1, 2 or 3 of the side's faces (the board's)
HIT_FACES: dict[tuple[Side, Position], frozenset[int]] = {
    (side, ring): frozenset(SIDE_FACES[s][:n]) for s, side in enumerate(SIDES) for n, ring in enumerate(RINGS, 1)}
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


def volley_by_ring(side: Side, counts: Mapping[Position, int]) -> dict[int, Rational]:
    """:func:`volley` with ``counts[ring]`` figures shooting from each ring (rings in :data:`RINGS` order)."""
    return volley(side, [ring for ring in RINGS for _ in range(counts.get(ring, 0))])


def volley_table(distribution: Mapping[int, Rational]) -> list[tuple[int, Rational, Rational]]:
    """Each number of hits of a volley, fewest first, with its chance exactly and at least."""
    return [(k, p, dice.at_least(dict(distribution), k)) for k, p in sorted(distribution.items())]


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


def _check_repair(repair_chance: Rational | int) -> Rational:
    from sympy import Rational

    repair_chance = Rational(repair_chance)
    if not 0 <= repair_chance <= 1:
        raise ValueError(M("the repair chance must lie between 0 and 1, not {chance}", chance=str(repair_chance)))
    return repair_chance


def gate_within(turns: int, reading: Reading, repair_chance: Rational | int = 0) -> Rational:
    """The chance that the gate falls within ``turns`` Indian assaults, starting undamaged.

    One-roll reading: ``1 - (7/8)**turns``, and repairs do not matter. Damage reading: the chance of
    reaching 3 points within ``turns`` steps of the damage chain (see the module docstring).
    """
    _check_reading(reading)
    repair_chance = _check_repair(repair_chance)
    if reading == "one-roll":
        return dice.within(gate_falls_in_one_attempt(reading), turns)
    return _gate_chain(repair_chance).distribution_after(0, turns)[FALLEN]


def expected_gate_turns(reading: Reading, repair_chance: Rational | int = 0) -> Rational:
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
    from sympy import Rational

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


# --- from a position: fractions.Fraction, without sympy (see the module docstring) -------------------

#: a roll's hit faces (1, 2, 3) -> the ring that gives them
RING: dict[int, Position] = dict(enumerate(RINGS, 1))
#: the game's ``gate`` option -> the gate's reading as named above
GATE_READING: dict[str, Reading] = {"one_roll": "one-roll", "damage": "damage"}
#: the game's ``burn_down`` option -> the burn-down reading (the same names)
BURN_READING: dict[str, BurnReading] = {reading: reading for reading in BURN_LIMIT}


def _die(faces: frozenset[int]) -> Fraction:
    """The chance that one d6 shows one of ``faces``: as :func:`tutor.prob.dice.hit_chance`, as a Fraction."""
    return Fraction(len(faces), 6)


def _at_least(dice_rolled: int, p: Fraction, hits: int) -> Fraction:
    """The chance of ``hits`` or more successes on ``dice_rolled`` alike dice (the binomial law), as a Fraction."""
    return sum((comb(dice_rolled, k) * p ** k * (1 - p) ** (dice_rolled - k) for k in range(max(hits, 0), dice_rolled + 1)),
               Fraction(0))


@lru_cache(maxsize=256)  # exact odds of a position seen before come from here
def gate_chance(state: State) -> Fraction:
    """The chance that the gate falls at the next attempt, under the reading in force: as
    :func:`gate_falls_in_one_attempt` (three dice on 1, 3, 5 must cover the points still standing)."""
    reading = GATE_READING[state.game.options["gate"]]
    standing = GATE_POINTS - (state.gate if reading == "damage" else 0)
    return _at_least(3, _die(ALL_ODD), standing)


def burn_chance(state: State, building: int, extinguish_chance: Rational) -> dict[str, Rational]:
    """The fate of a burning ``building`` from its rubble box now, if the cowboys put the fire out with
    ``extinguish_chance`` each cowboy turn, under the ``burn_down`` reading in force."""
    return burn_down(extinguish_chance, state.damage[building], BURN_READING[state.game.options["burn_down"]])


@lru_cache(maxsize=1024)
def roll_chance(state: State) -> tuple[Message, Fraction]:
    """What the first pending roll decides, and the chance it succeeds."""
    roll = state.pending[0]
    if roll.kind == GATE_ROLL:
        return M("the gate falls"), gate_chance(state)
    if roll.kind == CLIMBING:
        return M("gets over the wall"), _die(ALL_ODD)
    return M("hits"), _die(HIT_FACES[SIDES[side_of(roll.who)], RING[roll.faces]])


@lru_cache(maxsize=4096)  # every legal action of the positions a page shows
def action_chance(state: State, action: Action) -> tuple[Message, Fraction] | None:
    """What a die will decide after ``action`` and its chance of success; None when no die decides it."""
    if action.verb in (A.SHOOT, A.FIRE, A.MELEE, A.ASSAULT):
        return roll_chance(state.apply(action))
    if action.verb == A.CLIMB:
        if state.game.options["climb"] == "at_once":
            return roll_chance(state.apply(action))
        return M("next turn: gets over the wall"), _die(ALL_ODD)
    if action.verb == A.MOVE and action.to == GATE and not state.gate_broken \
            and len([f for f in state.at(GATE) if side_of(f) == 1]) == 2:
        return (M("third at the gate; if all three are still there next turn (the cowboys' turn between is "
                  "not counted) and they assault, the gate falls"), gate_chance(state))
    return None


def board_odds(state: State, player: int, actions: Sequence[Action]) -> tuple[dict[str, Message], list[Message]]:
    """The analysis board's exact odds (``GameInfo.odds``): beside each move that rolls the dice, the chance that the
    roll succeeds, from the dice alone."""
    per_move: dict[str, Message] = {}
    for action in actions:
        said = action_chance(state, action)
        if said is not None:
            what, chance = said
            per_move[str(action)] = M("{what}: {exact} ≈ {p:.1%}", what=what, exact=str(chance), p=float(chance))
    lines = [M("Exact odds: the chance that the dice roll after a move succeeds, from the dice alone (what happens "
               "after is in the win chance).")] if per_move else []
    return per_move, lines
