"""Every move of the player to move, ranked by the games played on from it (flat Monte Carlo, rounds of games).

Each round plays ``batch`` games on from every move still in contention, with the game's rollout bot at every
seat (``GameInfo.rollout``; the compiled playout engine where there is one: :func:`tutor.sim.playouts`). In a
game with hidden information a round starts from a position dealt again from the mover's view
(``GameInfo.redeal``), the same one for every move of the round, so that the moves are compared on the same
deal. A move whose 95% interval lies wholly below the leader's is left out of later rounds (and comes back if the
leader's interval falls to meet it); the ranking is
decided when the leader's interval separates from every other (:attr:`Ranking.best`), or when the moves left
are as good as each other: every interval of the leading group narrower than :data:`EQUAL` on each side
(:attr:`Ranking.equal`).

Seeds: round ``r`` of move ``i`` plays the games of ``task_seeds(seed, ...)``, so the same seed, position and
number of rounds give the same ranking, on any machine; only how many rounds fit in ``seconds`` varies.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Callable, Collection, Sequence

from tutor.core import Outcome, State
from tutor.core.api import CHANCE, SIMULTANEOUS, TERMINAL, Action
from tutor.core.i18n import M
from tutor.games import GameInfo, game_info
from tutor.sim import Estimate, playouts, wilson
from tutor.sim.runner import task_seeds

#: two moves are "as good as each other" when their intervals overlap and each is at most this wide on each side
EQUAL = 0.02
#: the z of a 95% interval
Z95 = 1.959963984540054


@dataclass(frozen=True)
class MoveValue:
    """One move's value for the player who makes it, from ``games`` games played on from it.

    ``win`` is the win share (a shared win counts as a share) with its Wilson 95% interval; ``points`` the mean
    points with a normal 95% interval; ``shares`` every seat's win share in those games (whose game it became)."""

    action: Action
    win: Estimate
    points: Estimate
    shares: tuple[float, ...]
    games: int

    @property
    def text(self) -> str:
        """The action's text (the notation: what links and records keep)."""
        return str(self.action)


@dataclass(frozen=True)
class Ranking:
    """Every legal move of ``player`` at ``state``, best first (by win share, then points), after ``games`` games
    in ``seconds`` seconds; ``hidden``: the games were dealt again from the mover's view."""

    state: State
    player: int
    moves: tuple[MoveValue, ...]
    games: int
    seconds: float
    hidden: bool

    @property
    def contenders(self) -> tuple[MoveValue, ...]:
        """The leader and every move whose interval reaches the leader's."""
        if not self.moves:
            return ()
        leader = self.moves[0]
        return tuple(m for m in self.moves if m is leader or m.win.high >= leader.win.low)

    @property
    def best(self) -> MoveValue | None:
        """The best move, once its interval lies wholly above every other move's (or it is the only move)."""
        group = self.contenders
        return group[0] if len(group) == 1 else None

    @property
    def equal(self) -> tuple[MoveValue, ...]:
        """The moves that are as good as each other (the leading group, each interval within :data:`EQUAL` on each
        side of its value), once that is so; empty otherwise."""
        group = self.contenders
        if len(group) > 1 and all((m.win.high - m.win.low) / 2 <= EQUAL for m in group):
            return group
        return ()

    @property
    def decided(self) -> bool:
        return self.best is not None or bool(self.equal)

    @property
    def scored(self) -> bool:
        """Whether the game scores points beyond a win (the page then shows the points too)."""
        return any(m.games and not 0 <= m.points.value <= 1 for m in self.moves)


class _Tally:
    """A move's games so far."""

    __slots__ = ("action", "games", "wins", "points", "squares", "shares")

    def __init__(self, action: Action, players: int):
        self.action = action
        self.games = 0
        self.wins = 0.0
        self.points = 0.0
        self.squares = 0.0
        self.shares = [0.0] * players

    def add(self, outcome: Outcome, player: int) -> None:
        self.games += 1
        winners = outcome.winners
        if winners:
            share = 1 / len(winners)
            for w in winners:
                self.shares[w] += share
            if player in winners:
                self.wins += share
        score = outcome.scores[player] if player < len(outcome.scores) else 0
        self.points += score
        self.squares += score * score

    def value(self) -> MoveValue:
        n = self.games
        win = wilson(min(self.wins, n), n) if n else Estimate(0.0, 0.0, 1.0, 0)
        if n:
            mean = self.points / n
            var = max(0.0, self.squares / n - mean * mean) * (n / (n - 1) if n > 1 else 1.0)
            half = Z95 * math.sqrt(var / n) if n > 1 else math.inf
            points = Estimate(mean, mean - half, mean + half, n)
        else:
            points = Estimate(0.0, -math.inf, math.inf, 0)
        return MoveValue(self.action, win, points, tuple(s / n if n else 0.0 for s in self.shares), n)


def mover(state: State, player: int | None = None) -> int:
    """The player whose moves are ranked: ``player`` where several may act (a simultaneous window), else the
    player to move. ValueError (a message) at a chance node, at the end, or for a player with nothing to do."""
    to_move = state.current_player
    if to_move == TERMINAL:
        raise ValueError(M("the game is over: there is no move to rank"))
    if to_move == CHANCE:
        raise ValueError(M("chance moves here, not a player: there is no move to rank"))
    if to_move == SIMULTANEOUS:
        if player is None:
            players = [p for p in range(state.game.num_players) if state.legal_actions(p)]
            if not players:
                raise ValueError(M("no player has a move to rank here"))
            return players[0]
        to_move = player
    elif player is not None and player != to_move:
        raise ValueError(M("it is {who}'s move, not {other}'s", who=state.game.player_name(to_move),
                           other=state.game.player_name(player)))
    if not 0 <= to_move < state.game.num_players or not state.legal_actions(to_move):
        raise ValueError(M("{who} has no move to rank here", who=state.game.player_name(to_move)))
    return to_move


class Ranker:
    """A ranking made a round at a time: :meth:`step` plays rounds for a while and returns the ranking so far;
    call it again to refine it (the page's stop and resume)."""

    def __init__(self, state: State, *, seed: int = 0, player: int | None = None, batch: int | None = None,
                 rollout: str | None = None, moves: Collection[Action] | None = None, keep: Collection[Action] = ()):
        self.state = state
        self.player = mover(state, player)
        self.info: GameInfo = game_info(state.game.name)
        self.seed = seed
        players = state.game.num_players
        name = rollout or self.info.rollout
        if name != "random" and name not in self.info.bots:
            raise ValueError(M("no bot {bot}; bots are {bots}", bot=repr(name), bots=", ".join(self.info.bots)))
        self.bots: tuple[str, ...] | None = None if name == "random" else (name,) * players
        legal = state.legal_actions(self.player)
        stray = [a for a in (*(moves or ()), *keep) if a not in legal]
        if stray:
            raise ValueError(M("{move} is not a legal move of {who} here", move=str(stray[0]),
                               who=state.game.player_name(self.player)))
        # ``moves``: only these are ranked (all the legal ones by default); ``keep``: played every round, however
        # far behind they fall (a review's move played, a pair compared on fresh games)
        self.tallies = [_Tally(a, players) for a in legal if moves is None or a in moves]
        self.kept = {i for i, tally in enumerate(self.tallies) if tally.action in keep}
        self.live = list(range(len(self.tallies)))   # the moves still in contention
        self.batch = batch or max(4, min(32, 256 // max(1, len(self.tallies))))
        self.rounds = 0
        self.seconds = 0.0

    @property
    def hidden(self) -> bool:
        return self.info.redeal is not None

    def deal(self, rng: random.Random) -> State:
        """The position a round starts from: the state itself, or one dealt again from the mover's view."""
        redeal = self.info.redeal
        return self.state if redeal is None else redeal(self.state, self.player, rng)

    def play_round(self) -> None:
        """One round: ``batch`` games on from every move still in contention."""
        r = self.rounds
        seeds = task_seeds(self.seed * 1_000_003 + r, len(self.tallies) + 1)
        start = self.deal(random.Random(seeds[-1]))
        for i in self.live:
            tally = self.tallies[i]
            after = start.apply(tally.action)
            if after.is_terminal:
                outcome = after.outcome()
                assert outcome is not None
                outcomes = [outcome] * self.batch
            else:
                outcomes = playouts(after, self.batch, seed=seeds[i], bots=self.bots, chunk=self.batch)
            for outcome in outcomes:
                tally.add(outcome, self.player)
        self.rounds += 1
        keep = {id(m.action) for m in self.ranking().contenders}  # a move left behind comes back if the leader falls
        self.live = [i for i, tally in enumerate(self.tallies) if id(tally.action) in keep or i in self.kept]

    def ranking(self) -> Ranking:
        values = sorted((t.value() for t in self.tallies),
                        key=lambda m: (-m.win.value, -m.points.value, -m.games))
        return Ranking(self.state, self.player, tuple(values), sum(t.games for t in self.tallies), self.seconds,
                       self.hidden)

    def step(self, seconds: float, *, rounds: int | None = None,
             on_round: Callable[[Ranking], None] | None = None) -> Ranking:
        """Play rounds for about ``seconds`` (at least one round; at most ``rounds`` if given), stopping early once
        the ranking is decided; ``on_round`` sees the ranking after each round."""
        began, before = time.perf_counter(), self.seconds
        done = 0
        while True:
            self.play_round()
            done += 1
            elapsed = time.perf_counter() - began
            self.seconds = before + elapsed
            ranking = self.ranking()
            if on_round is not None:
                on_round(ranking)
            if ranking.decided or (rounds is not None and done >= rounds) or elapsed >= seconds:
                return ranking


def rank_moves(state: State, *, seconds: float = 1.0, seed: int = 0, player: int | None = None,
               rounds: int | None = None) -> Ranking:
    """Every legal action of the player to move (``player`` in a simultaneous window) with its estimated value for
    that player, a 95% interval and the games behind it, best first: rounds of games for about ``seconds`` (or
    ``rounds`` rounds), stopping once the best move is decided or the leaders are as good as each other."""
    return Ranker(state, seed=seed, player=player).step(seconds, rounds=rounds)


__all__ = ["EQUAL", "MoveValue", "Ranker", "Ranking", "mover", "rank_moves"]
