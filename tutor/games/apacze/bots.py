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
from .board import Board, FieldId
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
    return list(_round_totals(state.board, state.indians, state.buildings,
                              state.game.options["lower_places"], state.game.players,
                              state.game.options["tied_places"]))


@lru_cache(maxsize=4096)
def _round_totals(board: Board, indians: tuple, buildings: tuple, lower: str, players: int,
                  tied: str = "lowest") -> tuple[int, ...]:
    """(Boards are remembered by identity: one object per board, see :func:`board_of`.)"""
    region_of, animals = board.region_of, board.animals
    pieces: dict[int, list[tuple[tuple, int]]] = {}  # per region: its groups and buildings, with their field's animals
    for piece in buildings + indians:
        field = piece[0]
        pieces.setdefault(region_of[field], []).append((piece, animals[field]))
    won = [0] * players
    for region, here in pieces.items():
        for p, gain in _region_gains(board.region_animals[region], tuple(here), lower, tied):
            won[p] += gain
    return tuple(won)


@lru_cache(maxsize=16384)
def _region_gains(total: int, pieces: tuple[tuple[tuple, int], ...], lower: str,
                  tied: str = "lowest") -> tuple[tuple[int, int], ...]:
    """What each player present in one region would gain: ``pieces`` are its :class:`Building` (4 values)
    and :class:`Group` (3 values) records, each with its field's animals. Remembered: an action
    changes one or two regions, and a bot weighs many actions on the same board."""
    sizes: dict[int, list[int]] = {}
    men: dict[int, int] = {}
    owned: dict[tuple[FieldId, int], int] = {}  # the player's own fields here, with their animals
    for piece, field_animals in pieces:
        if len(piece) == 4:  # a building
            field, p, _, size = piece
            sizes.setdefault(p, []).append(size)
        else:
            field, p, count = piece
            men[p] = men.get(p, 0) + count
        owned[(field, p)] = field_animals
    own: dict[int, int] = {}
    for (_, p), field_animals in owned.items():
        own[p] = own.get(p, 0) + field_animals
    if len(own) == 1:  # alone in the region: first place (what rank() gives a single player)
        p = next(iter(own))
        return ((p, gain_for(1, total, own[p], lower)),)
    places = rank({p: (tuple(sorted(sizes.get(p, ()), reverse=True)), men.get(p, 0)) for p in own}, tied)
    return tuple((p, gain_for(place, total, own[p], lower)) for p, place in places.items())


def after(state: State, action: Action) -> State:
    """``state.apply(action)`` for an action the bot took from ``state.legal_actions()``: the
    transition alone, since the core's check (a search of the legal list) could only confirm it."""
    return state._apply(action)


def standing(state: State, player: int) -> list[int]:
    """Each player's animals plus what this round's scoring would bring them now, minus any cost
    still to pay (every payment lowers the total by one, whatever the animal)."""
    totals = [sum(have) + gain for have, gain in zip(state.animals, round_totals(state))]
    if state.phase == PAY:
        totals[player] -= state.paying.owed
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
        scored = [(self.value(self.finish(after(state, a), p), p), a) for a in legal]
        best = max(v for v, _ in scored)
        return rng.choice([a for v, a in scored if v == best])

    def shortlist(self, state: State, p: int, legal: list[Action]) -> list[Action]:
        """The other actions, and only the most promising tile placements (by the board alone)."""
        places = [a for a in legal if a.verb == A.PLACE]
        if len(places) <= PLACEMENTS_EXAMINED:
            return legal
        ranked = sorted(places, key=lambda a: -self.value(after(state, a), p))
        return [a for a in legal if a.verb != A.PLACE] + ranked[:PLACEMENTS_EXAMINED]

    def finish(self, state: State, p: int) -> State:
        """The state when the action under way is done, its choices made greedily (cost left unpaid)."""
        while state.current_player == p and state.phase in (PUT, MOVE, GATHER):
            options = [a for a in state.legal_actions() if a.verb not in (A.BUY, A.EXCHANGE)]
            state = max((after(state, a) for a in options), key=lambda s: self.value(s, p))
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
