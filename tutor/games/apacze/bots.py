"""Apacze i Komancze bots, speaking the core protocol: ``step(state, rng) -> action``.

Every bot decides from ``state.view(player)``: the position without the other players' tiles in
hand. :class:`RandomBot` picks at random; :class:`GreedyBot` looks one whole action ahead (a tile
with its Indians, a move to its end) and keeps what leaves it furthest ahead of its best rival,
counting the animals it holds and what this round's scoring would bring now; :class:`BuilderBot`
also values its teepees and canoes, since a building keeps a region's lead round after round.
Games are played by :func:`tutor.core.bots.play_game`; bots are compared in :mod:`.experiments`.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from . import actions as A
from .actions import Action
from .board import FieldId, Placement, board_of
from .constants import ACT, GATHER, INDIAN, LIMIT, MOVE, PAY, PUT, SETTLE
from .state import Game, State
from .scoring import gain_for, rank

#: how many tile placements the greedy bots examine with their Indians (the best by board alone)
PLACEMENTS_EXAMINED = 3


@dataclass(frozen=True)
class Bot:
    """A bot's common part: :meth:`step` chooses from what the player to move may see."""

    name = "bot"

    def step(self, state: State, rng: random.Random) -> Action:
        """A legal action for ``state.current_player``, decided from its view only."""
        return self.decide(state.view(state.current_player).position, rng)

    def decide(self, seen: State, rng: random.Random) -> Action:
        """A legal action for the player to move in ``seen`` (the other players' tiles in hand hidden)."""
        raise NotImplementedError


@dataclass(frozen=True)
class RandomBot(Bot):
    """Any legal action, uniformly at random."""

    name = "random"

    def decide(self, seen: State, rng: random.Random) -> Action:
        return rng.choice(seen.legal_actions())


def round_totals(state: State) -> list[int]:
    """Per player, the animals this round's scoring would bring now: the same ranking as
    :func:`tutor.games.apacze.scoring.score_regions`, without its explanations, and visiting only
    the occupied fields, for speed (remembered per board and pieces: a bot weighs many actions that
    leave them as they are)."""
    return list(_round_totals(state.placements, state.indians, state.buildings,
                              state.game.options["lower_places"], state.game.players))


@lru_cache(maxsize=4096)
def _round_totals(placements: tuple[Placement, ...], indians: tuple, buildings: tuple, lower: str,
                  players: int) -> tuple[int, ...]:
    board = board_of(placements)
    region_of, totals, animals = board.region_of, board.region_animals, board.animals
    sizes: dict[tuple[int, int], list[int]] = {}
    men: dict[tuple[int, int], int] = {}
    own: dict[tuple[int, int], int] = {}
    owned: set[tuple[FieldId, int]] = set()
    for field, p, _, size in buildings:
        sizes.setdefault((region_of[field], p), []).append(size)
        owned.add((field, p))
    for field, p, count in indians:
        key = (region_of[field], p)
        men[key] = men.get(key, 0) + count
        owned.add((field, p))
    for field, p in owned:
        key = (region_of[field], p)
        own[key] = own.get(key, 0) + animals[field]
    present: dict[int, list[int]] = {}
    for region, p in own:
        present.setdefault(region, []).append(p)
    won = [0] * players
    for region, here in present.items():
        if len(here) == 1:  # alone in the region: first place (what rank() gives a single player)
            p = here[0]
            won[p] += gain_for(1, totals[region], own[(region, p)], lower)
            continue
        places = rank({p: (tuple(sorted(sizes.get((region, p), ()), reverse=True)), men.get((region, p), 0))
                       for p in here})
        for p, place in places.items():
            won[p] += gain_for(place, totals[region], own[(region, p)], lower)
    return tuple(won)


def standing(state: State, player: int) -> list[int]:
    """Each player's animals plus what this round's scoring would bring them now, minus any cost
    still to pay (every payment lowers the total by one, whatever the animal)."""
    totals = [sum(have) + gain for have, gain in zip(state.animals, round_totals(state))]
    if state.phase == PAY:
        totals[player] -= state.pending.owed
    return totals


@dataclass(frozen=True)
class GreedyBot(Bot):
    """One action ahead: the action that leaves it furthest ahead of its best rival."""

    name = "greedy"
    building_weight: float = 0.0

    def value(self, state: State, player: int) -> float:
        """How good ``state`` is for ``player``: its lead over the best rival, plus its buildings."""
        totals = standing(state, player)
        rivals = max(t for p, t in enumerate(totals) if p != player)
        built = sum(size for _, p, _, size in state.buildings if p == player)
        return totals[player] - rivals + self.building_weight * built

    def decide(self, state: State, rng: random.Random) -> Action:
        p = state.current_player
        legal = state.legal_actions()
        if state.phase == PAY:
            return max((a for a in legal if a.verb == A.PAY), key=lambda a: state.animals[p][a.spend])
        if state.phase == SETTLE:
            return min(legal, key=lambda a: (a.verb != A.EXCHANGE, state.animals[p][a.gain] if a.verb == A.EXCHANGE
                                             else 0))
        if state.phase == ACT:
            trade = self.trade(state, p, legal)
            if trade:
                return trade
            legal = self.shortlist(state, p, [a for a in legal if a.verb not in (A.BUY, A.EXCHANGE)])
        else:  # in the middle of an action, trades wait for the next action
            legal = [a for a in legal if a.verb not in (A.BUY, A.EXCHANGE)]
        scored = [(self.value(self.finish(state.apply(a), p), p), a) for a in legal]
        best = max(v for v, _ in scored)
        return rng.choice([a for v, a in scored if v == best])

    def shortlist(self, state: State, p: int, legal: list[Action]) -> list[Action]:
        """The other actions, and only the most promising tile placements (by the board alone)."""
        places = [a for a in legal if a.verb == A.PLACE]
        if len(places) <= PLACEMENTS_EXAMINED:
            return legal
        ranked = sorted(places, key=lambda a: -self.value(state.apply(a), p))
        return [a for a in legal if a.verb != A.PLACE] + ranked[:PLACEMENTS_EXAMINED]

    def finish(self, state: State, p: int) -> State:
        """The state when the action under way is done, its choices made greedily (cost left unpaid)."""
        while state.current_player == p and state.phase in (PUT, MOVE, GATHER):
            options = [a for a in state.legal_actions() if a.verb not in (A.BUY, A.EXCHANGE)]
            state = max((state.apply(a) for a in options), key=lambda s: self.value(s, p))
        return state

    def trade(self, state: State, p: int, legal: list[Action]) -> Action | None:
        """Buy an Indian when the camp is empty; exchange a track about to pass the limit."""
        have = state.animals[p]
        buy = Action(A.BUY, piece=INDIAN, size=1)
        if state.camp[p][0] == 0 and buy in legal and min(have) >= 2:
            return buy
        full = max(range(3), key=lambda a: have[a])
        if have[full] >= LIMIT - 1:
            swap = Action(A.EXCHANGE, spend=full, gain=min(range(3), key=lambda a: have[a]))
            if swap.gain != full and swap in legal:  # three for one of the same kind only loses two
                return swap
        return None


@dataclass(frozen=True)
class BuilderBot(GreedyBot):
    """Greedy, and values each size of its teepees and canoes as an animal: buildings hold a lead."""

    name = "builder"
    building_weight: float = 1.0


BOTS = {"random": RandomBot, "greedy": GreedyBot, "builder": BuilderBot}


__all__ = ["BOTS", "Bot", "BuilderBot", "GreedyBot", "RandomBot", "round_totals", "standing"]
