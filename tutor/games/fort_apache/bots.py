"""Fort Apache bots, speaking the core protocol: ``step(state, rng) -> action`` (see :mod:`tutor.core.bots`).

A bot picks one of ``state.legal_actions()`` whenever its side is to decide, so it can never break a
rule; games are played by :func:`tutor.core.bots.play_game`. :class:`RandomBot` picks uniformly.
:class:`HeuristicBot` plays either side: as the cowboys it plays :class:`CowboyBot`, as the Indians
:class:`IndianBot`. These score every legal action and take the best one (ties broken by the rng),
ending the turn when nothing scores above zero:

* :class:`CowboyBot` shoots the most dangerous Indian it has the best chance to hit (an Indian inside
  the fort, then a climber, then the gang at the gate, and riders only when nothing better is in
  reach), fights Indians in its own place, sends its nearest cowboy to put out a fire, repair the
  gate or man an empty walkway under threat, plays a refill card just before a column's trip for
  supplies, and sends for supplies the cowboy it needs least;
* :class:`IndianBot` closes in to the climbing ring and climbs, gangs up at the gate and storms in
  once it breaks, fights and shoots the cowboys it can reach, fires arrows at and sets fire to the
  buildings, and sends its least advanced rider to camp for supplies.

Both always play a survive card when a figure of theirs is hit, and play the boost and second-chance
cards where they raise the best move's score.
"""
from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass
from functools import cached_property, lru_cache

from . import actions as A
from .actions import NUM_COWBOYS, Action
from .board import (BUILDING_OF, BUILDINGS, COWBOYS, GATE, GATE_REPAIR, INDIANS, INSIDE, KIND,
                    PLACES, ZONE, ZONES)
from .board import COWBOY_MOVES, MOVES
from .cards import CARDS
from .constants import AMMO, ENERGY, SAVE, WELL, WITHDRAW
from .state import State

WALKWAY = {ZONE[p]: p for p in range(len(PLACES)) if KIND[p] == "walkway"}
EXTINGUISH = {BUILDING_OF[p]: p for p in range(len(PLACES)) if KIND[p] == "extinguish"}
INDIAN_MOVES = MOVES[INDIANS]
SPEND = 0.5  # what one ammunition or energy is worth, in the scores' units
INF = float("inf")  # the steps to a place out of reach


@lru_cache(maxsize=4)
def distances(side: int, gate_broken: bool, cowboy_move: str = "zone") -> dict[int, dict[int, int]]:
    """Steps between places along the side's move edges (the broken gate's edges only when broken)."""
    moves = COWBOY_MOVES[cowboy_move] if side == COWBOYS else INDIAN_MOVES
    table = {}
    for start in range(len(PLACES)):
        seen, queue = {start: 0}, deque([start])
        while queue:
            here = queue.popleft()
            for to, (_, requires) in moves.get(here, {}).items():
                if to not in seen and (not requires or gate_broken):
                    seen[to] = seen[here] + 1
                    queue.append(to)
        table[start] = seen
    return table


def _steps(state: State, side: int, a: int, b: int) -> float:
    return distances(side, state.gate_broken, state.game.options["cowboy_move"])[a].get(b, INF)


def _hit(faces: int) -> float:
    return faces / 6


def cost(state: State, side: int, track: int) -> float:
    """What one spend from the column is worth: little while the column can afford one spend a round to the end."""
    rounds_left = state.game.turn_limit - state.round + 1
    return SPEND / 5 if state.spends_left(side, track) >= rounds_left else SPEND


class Reading:
    """One position as a bot weighs it: what the scores of its actions read again and again (the cost of a
    spend, the figures alive, the cowboys' goals and who is nearest each), computed once per position
    instead of once per action, and only when an action's score asks for it."""

    def __init__(self, state: State):
        self.state = state

    @cached_property
    def costs(self) -> tuple[tuple[float, float], tuple[float, float]]:
        """:func:`cost` of each side's ammunition and energy."""
        state = self.state
        return ((cost(state, COWBOYS, AMMO), cost(state, COWBOYS, ENERGY)),
                (cost(state, INDIANS, AMMO), cost(state, INDIANS, ENERGY)))

    @cached_property
    def cowboys(self) -> list[int]:
        return self.state.alive(COWBOYS)

    @cached_property
    def indians(self) -> list[int]:
        return self.state.alive(INDIANS)

    @cached_property
    def indians_at_gate(self) -> int:
        return _indians_at_gate(self.state)

    @cached_property
    def plans(self) -> list[tuple[int, float, int]]:
        """The cowboys' goals (:meth:`CowboyBot.goals`), each with the live cowboy nearest it: (place, how
        much it matters, that cowboy)."""
        state = self.state
        found = []
        for goal, value in CowboyBot.goals(state):
            nearest = min(self.cowboys, key=lambda c: (_steps(state, COWBOYS, state.places[c], goal),
                                                       BUILDING_OF[state.places[c]] != BUILDING_OF[goal], c))
            found.append((goal, value, nearest))
        return found

    @cached_property
    def goals_of(self) -> dict[int, list[tuple[int, float]]]:
        """Each cowboy's goals (it is the nearest to them): {cowboy: [(place, how much it matters)]}, in
        :attr:`plans` order."""
        found: dict[int, list[tuple[int, float]]] = {}
        for goal, value, nearest in self.plans:
            found.setdefault(nearest, []).append((goal, value))
        return found

    @cached_property
    def cowboy_steps(self) -> dict[int, dict[int, int]]:
        """:func:`distances` for the cowboys in this position (the gate broken or not, the move reading)."""
        state = self.state
        return distances(COWBOYS, state.gate_broken, state.game.options["cowboy_move"])


class Bot:
    """Chooses an action for the side to decide (the core's Bot protocol)."""

    name = "bot"

    def step(self, state: State, rng: random.Random) -> Action:
        raise NotImplementedError


class RandomBot(Bot):
    """Any legal action, uniformly at random."""

    name = "random"

    def step(self, state: State, rng: random.Random) -> Action:
        return rng.choice(state.legal_actions())


@dataclass(frozen=True)
class SideBot(Bot):
    """Scores each legal action and takes the best; ends the turn when nothing scores above zero."""

    name = "side"

    def step(self, state: State, rng: random.Random) -> Action:
        legal = state.legal_actions()
        if state.phase == SAVE:
            return next(a for a in legal if a.verb == A.CARD)  # always save the figure
        reading = Reading(state)
        scored = [(self.score(state, a, reading), a) for a in legal]
        best = max(s for s, _ in scored)
        if state.phase != WITHDRAW and best <= 0:
            return A.END_TURN
        return rng.choice([a for s, a in scored if s == best])

    def score(self, state: State, action: Action, reading: Reading | None = None) -> float:
        """How good ``action`` is for the side to move (0: no better than ending the turn); ``reading``: the
        position's, when the caller weighs several actions of it."""
        if action.verb == A.END:
            return 0.0
        if action.verb == A.WITHDRAW:
            return -self.worth(state, action.who)
        reading = reading or Reading(state)
        if action.verb == A.CARD:
            return self.card_score(state, action, reading)
        return self.figure_score(state, action, reading)

    def worth(self, state: State, f: int) -> float:
        """How much the figure is needed where it stands."""
        raise NotImplementedError

    def figure_score(self, state: State, action: Action, reading: Reading) -> float:
        raise NotImplementedError

    def card_score(self, state: State, action: Action, reading: Reading) -> float:
        effect = CARDS[action.card].effect
        side = state.side
        if effect in ("refill_ammo", "refill_energy"):
            track = AMMO if effect == "refill_ammo" else ENERGY
            return 3.0 if state.tracks[side].markers(track)[0] >= state.game.boxes - 1 else -1.0
        if effect == "boost":
            rolls = [a for a in state.legal_actions() if a.verb in (A.SHOOT, A.FIRE)]
            if not rolls:
                return -1.0
            boosted = state.apply(action)
            best_now = max(0.0, *(self.score(state, a, reading) for a in rolls))  # ending the turn scores 0
            boosted_reading = Reading(boosted)
            return max(self.score(boosted, a, boosted_reading) for a in rolls) - best_now - SPEND
        if effect == "stand_up":
            if state.standing(side):
                return -1.0
            again = state.apply(action)
            again_reading = Reading(again)
            return max((self.score(again, a, again_reading) for a in again.legal_actions() if a.who == action.ally),
                       default=0.0) - SPEND
        return self.quench_score(state, action.building)

    def quench_score(self, state: State, building: int) -> float:
        return -1.0


def _indians_at_gate(state: State) -> int:
    return sum(f >= NUM_COWBOYS for f in state.at(GATE))


def _indian_danger(state: State, f: int) -> float:
    """How dangerous an Indian is to the fort, by where it stands."""
    place = state.places[f]
    if INSIDE[place]:
        return 10.0
    if KIND[place] == "climbing":
        return 8.0 if state.is_climbing(f) else 5.0
    if place == GATE:
        return 3.0 + _indians_at_gate(state) + state.gate
    return 2.0 if KIND[place] == "cavalry" else 0.0


def _zone_threat(state: State, zone: str) -> float:
    """The Indians pressing on a zone's wall: climbers count double (riders ride on, so they do not count)."""
    threat = 0.0
    for f in state.alive(INDIANS):
        place = state.places[f]
        if ZONE[place] == zone and not INSIDE[place]:
            threat += {"climbing": 2.0, "gate": 1.0}.get(KIND[place], 0.0)
    return threat


@dataclass(frozen=True)
class CowboyBot(SideBot):
    """Holds the walls: shoots the most dangerous Indians, fights fires, repairs the gate."""

    name = "cowboys"

    def worth(self, state: State, f: int) -> float:
        place = state.places[f]
        building = BUILDING_OF[place]
        if KIND[place] == "walkway":
            return 2.0 + _zone_threat(state, ZONE[place])
        if KIND[place] == "extinguish" and state.fire[building]:
            return 6.0 + state.damage[building]
        if place == GATE_REPAIR and state.gate:
            return 5.0
        return 0.0

    @staticmethod
    def goals(state: State) -> list[tuple[int, float]]:
        """Places a cowboy should reach, with how much it matters: fires, the gate, empty walkways."""
        found = []
        here = {state.places[f] for f in state.alive(COWBOYS)}
        if not state.destroyed(WELL):
            found += [(EXTINGUISH[b], 6.0 + state.damage[b]) for b in range(len(BUILDINGS))
                      if state.fire[b] and EXTINGUISH[b] not in here]
        if 0 < state.gate and not state.gate_broken and GATE_REPAIR not in here:
            found.append((GATE_REPAIR, 5.0))
        found += [(WALKWAY[z], 2.0 + _zone_threat(state, z)) for z in ZONES if WALKWAY[z] not in here]
        return found

    def figure_score(self, state: State, action: Action, reading: Reading) -> float:
        verb, f = action.verb, action.who
        if verb == A.SHOOT:
            faces = state.aim_faces(action)
            return _hit(faces) * _indian_danger(state, action.enemy) - reading.costs[COWBOYS][AMMO]
        if verb == A.MELEE:
            return _hit(3) * _indian_danger(state, action.enemy)
        if verb != A.MOVE:
            return -1.0
        goals = reading.goals_of.get(f)
        if not goals:  # the nearest cowboy to no goal: no move of its is worth it
            return -1.0
        energy = reading.costs[COWBOYS][ENERGY] if state.game.moves[COWBOYS][action.place][action.to][0] else 0.0
        steps_from, steps_to = reading.cowboy_steps[action.place], reading.cowboy_steps[action.to]
        best = -1.0
        for goal, value in goals:
            if steps_to.get(goal, INF) >= steps_from.get(goal, INF):  # not a step closer
                continue
            best = max(best, value - self.worth(state, f) - energy)
        return best

    def quench_score(self, state: State, building: int) -> float:
        manned = any(state.places[f] == EXTINGUISH[building] for f in state.alive(COWBOYS))
        return -1.0 if manned else 5.0 + state.damage[building]  # a cowboy who can get there does it for free


@dataclass(frozen=True)
class IndianBot(SideBot):
    """Storms the fort: climbs, pulls at the gate, shoots and burns.

    The ``gang`` lowest-numbered live Indians make for the gate: riding, they stay on their horses
    until the ride brings them to the south, then step up to the gate and wait there for the others.
    """

    gang: int = 3
    name = "indians"

    def worth(self, state: State, f: int) -> float:
        place = state.places[f]
        if INSIDE[place]:
            return 5.0
        return {"gate": 3.0, "climbing": 2.0}.get(KIND[place], 0.0)

    def figure_score(self, state: State, action: Action, reading: Reading) -> float:
        verb = action.verb
        ammo, energy = reading.costs[INDIANS]
        if verb == A.SHOOT:
            faces = state.aim_faces(action)
            return _hit(faces) * 6.0 - ammo
        if verb == A.MELEE:
            return _hit(3) * 6.0
        if verb == A.FIRE:
            faces = state.aim_faces(action)
            return _hit(faces) * 5.0 - ammo
        if verb == A.KINDLE:
            return 4.0 - ammo
        if verb == A.CLIMB:
            return 4.0 - energy
        if verb == A.ASSAULT:
            return 5.0 - energy
        return (self.move_score(state, action, reading)
                - energy * bool(state.game.moves[INDIANS][action.place][action.to][0]))

    def move_score(self, state: State, action: Action, reading: Reading) -> float:
        here, to = action.place, action.to
        if KIND[here] == "camp":
            return 1.5
        in_gang = action.who in reading.indians[:self.gang] and not state.gate_broken
        if KIND[to] == "climbing" and KIND[here] == "cavalry":
            return -1.0 if in_gang else 3.0
        if to == GATE and not state.gate_broken:
            waiting = reading.indians_at_gate
            return 3.5 + waiting if waiting < 3 else -1.0
        if here == GATE and INSIDE[to]:
            return 6.0
        if INSIDE[here] and INSIDE[to]:
            cowboys = [state.places[c] for c in reading.cowboys]
            before = min((_steps(state, INDIANS, here, c) for c in cowboys), default=0)
            after = min((_steps(state, INDIANS, to, c) for c in cowboys), default=0)
            return 2.0 if after < before else -1.0
        return -1.0


class HeuristicBot(Bot):
    """Plays either side: :class:`CowboyBot` for the cowboys, :class:`IndianBot` for the Indians."""

    name = "heuristic"

    def __init__(self) -> None:
        self.sides = (CowboyBot(), IndianBot())

    def step(self, state: State, rng: random.Random) -> Action:
        return self.sides[state.current_player].step(state, rng)


#: the registry's bots, by name: each plays either side
BOTS: dict[str, type[Bot]] = {"random": RandomBot, "heuristic": HeuristicBot}


def bots_for(cowboys: str, indians: str) -> tuple[Bot, Bot]:
    """The cowboys' and the Indians' bots by name (``"random"`` or ``"heuristic"``)."""
    return BOTS[cowboys](), BOTS[indians]()
