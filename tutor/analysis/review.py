"""A whole game reviewed: every move of every player judged against the best move at its position.

For each action of a game that a player chose (not a chance outcome, not the close of a simultaneous window, not
a forced move: one legal action only), the position before it is ranked (:class:`tutor.analysis.Ranker`, a budget
per move: :data:`SECONDS_PER_MOVE` seconds and/or ``rounds`` rounds, stopping early once the ranking is decided)
with the move played kept in contention all along (``Ranker(keep=...)``: it gets as many games as the leader, even
when far behind), and :class:`MoveReview` records the move played against the leader:

- ``loss`` = the leader's win share - the played move's (0 when the played move leads; never below 0); where it
  seems more than :data:`CONFIRM`, the two moves are played again on fresh games and judged on those;
- ``grade``: the first of :data:`GRADES` whose bound the loss stays within; a move whose value lies inside the
  leader's 95% interval is never graded worse than "good" (the games cannot tell it from the best), and one whose
  interval still reaches the leader's is never worse than "inaccuracy" (a mistake or a blunder is a move the games
  have told apart from the best: with many moves ranked on few games, the leader's value is the luckiest of
  several, and a loss that is only noise would otherwise be called a mistake).

:attr:`Review.turning_points` are the moves after which the player with the best chance changed: after each
reviewed move the seat with the highest win share in the games behind the played move leads, if it is ahead of
every other seat by at least :data:`LEAD` (otherwise the lead stays where it was); a move that hands the lead to
another seat is where the game turned.

A simultaneous window (Apache's claims): a card a player plays into it is judged against the other cards that
player could play there; the window's close (nobody, or nobody else, claiming) is no one player's move, and letting
the window pass is not judged.

Hidden information: each position is ranked from its mover's view (the Ranker deals again what the mover cannot
see, through the game's ``redeal``; where a game has none yet, the games are played on the true position).

Seeds: the move at index ``i`` of the game is ranked with the seed ``seed * 1_000_003 + i``: the same seed, game
and ``rounds`` budget (no time budget) give the same review on any machine.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Callable, Iterator, Sequence

from tutor.core import State
from tutor.core.api import CHANCE, SIMULTANEOUS, Action
from tutor.core.i18n import M, Message

from .ranking import MoveValue, Ranker, Ranking

#: the default time budget for each move's ranking (seconds)
SECONDS_PER_MOVE = 0.25
#: a move's grade: the first whose bound its loss (in win share) stays within
GRADES: tuple[tuple[str, float], ...] = (
    ("best", 0.02),
    ("good", 0.05),
    ("inaccuracy", 0.10),
    ("mistake", 0.20),
    ("blunder", math.inf),
)
#: the grades, best first, and their words
GRADE_WORDS: dict[str, Message] = {
    "best": M("best"),
    "good": M("good"),
    "inaccuracy": M("inaccuracy"),
    "mistake": M("mistake"),
    "blunder": M("blunder"),
}
#: a move that seems to lose more than this is played again against the leader on fresh games (the whole budget of
#: rounds or seconds the ranking had, without stopping early), and judged on those: the leader of many moves ranked on few games is the luckiest of
#: them, so its value from the ranking's own games is too high (0 or None: no confirmation)
CONFIRM: float | None = 0.05
#: games a round gives every move (at least) in a review's rankings, shared among the moves, and the pair's round
CONFIRM_BATCH = 64
#: the confirmation's seeds: the move's ranking seed plus this
CONFIRM_SEEDS = 500_009
#: a seat leads when its win share is ahead of every other seat's by at least this much
LEAD = 0.05


def grade(loss: float, inside_best: bool = False, apart: bool = True) -> str:
    """The grade of a move that loses ``loss`` of a win share against the best move (:data:`GRADES`); a move
    inside the best move's interval (``inside_best``) is never worse than "good", one whose interval reaches the
    best move's (not ``apart``) never worse than "inaccuracy"."""
    for name, bound in GRADES:
        if loss <= bound or (inside_best and name == "good") or (not apart and name == "inaccuracy"):
            return name
    return GRADES[-1][0]


@dataclass(frozen=True)
class MoveReview:
    """The move at ``index`` of the game (0 is the first action), made by ``player`` at ``before``: the move
    played and the best move (the ranking's leader) with their values for ``player``, the win share lost and the
    grade; ``ranking`` is the whole ranking of the position; ``confirmed``: the values are from fresh games of the
    two moves (:data:`CONFIRM`)."""

    index: int
    player: int
    action: Action
    played: MoveValue
    best: MoveValue
    loss: float
    grade: str
    before: State
    ranking: Ranking
    confirmed: bool = False

    @property
    def is_best(self) -> bool:
        """Whether the move played is the ranking's leader."""
        return self.played.action == self.best.action

    @property
    def leader(self) -> int | None:
        """The seat with the best chance after the move played (:data:`LEAD` ahead of every other), else None."""
        return leader(self.played.shares)


def leader(shares: Sequence[float]) -> int | None:
    """The seat whose win share is at least :data:`LEAD` ahead of every other seat's, else None."""
    if not shares:
        return None
    top = max(range(len(shares)), key=lambda seat: shares[seat])
    if all(shares[top] - share >= LEAD for seat, share in enumerate(shares) if seat != top):
        return top
    return None


@dataclass(frozen=True)
class PlayerSummary:
    """One player's moves in a review: how many, the average win share lost, and how many of each grade."""

    player: int
    moves: int
    average_loss: float
    grades: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Review:
    """A game reviewed: ``moves`` (each reviewed move, in the game's order), out of ``total`` moves to review
    (``complete`` when every one was: a review stopped early holds those done); ``skipped`` chance outcomes,
    window closes and forced moves."""

    start: State
    actions: tuple[Action, ...]
    moves: tuple[MoveReview, ...]
    total: int
    skipped: int
    seconds: float

    @property
    def complete(self) -> bool:
        return len(self.moves) == self.total

    @property
    def players(self) -> int:
        return self.start.game.num_players

    def at(self, index: int) -> MoveReview | None:
        """The review of the game's action at ``index`` (a move list's step), None if it was not reviewed."""
        return next((m for m in self.moves if m.index == index), None)

    @property
    def turning_points(self) -> tuple[MoveReview, ...]:
        """The moves after which the player with the best chance changed (here the game turned): the lead before
        the first move is the one its best move gives."""
        points: list[MoveReview] = []
        ahead: int | None = leader(self.moves[0].best.shares) if self.moves else None
        for move in self.moves:
            now = move.leader
            if now is None:
                continue
            if ahead is not None and now != ahead:
                points.append(move)
            ahead = now
        return tuple(points)

    def costliest(self, player: int | None = None, n: int = 3) -> tuple[MoveReview, ...]:
        """The ``n`` moves (of ``player``, or anyone's) that lost the most, the costliest first (moves that lost
        nothing are left out)."""
        moves = [m for m in self.moves if (player is None or m.player == player) and m.loss > 0]
        return tuple(sorted(moves, key=lambda m: (-m.loss, m.index))[:n])

    def summary(self) -> dict[int, PlayerSummary]:
        """Every seat's summary (a seat without a reviewed move has 0 moves)."""
        result = {}
        for seat in range(self.players):
            mine = [m for m in self.moves if m.player == seat]
            counts = {name: sum(1 for m in mine if m.grade == name) for name, _ in GRADES}
            average = sum(m.loss for m in mine) / len(mine) if mine else 0.0
            result[seat] = PlayerSummary(seat, len(mine), average, counts)
        return result


def _rank(ranker: Ranker, seconds: float | None, rounds: int | None, stop: Callable[[], bool] | None,
          early: bool = True) -> Ranking | None:
    """Rounds of ``ranker`` until the budget is spent (or, ``early``, the ranking is decided); None if ``stop()``
    said to stop."""
    budget = math.inf if seconds is None else seconds
    clock = time.perf_counter()
    played = 0
    while True:
        ranking = ranker.step(0.0, rounds=1)
        played += 1
        if (early and ranking.decided) or (rounds is not None and played >= rounds) or time.perf_counter() - clock >= budget:
            return ranking
        if stop is not None and stop():
            return None


def to_review(start: State, actions: Sequence[Action]) -> list[tuple[int, State, int, Action]]:
    """The moves of the game to review: ``(index, position before, player, action)`` for each action a player
    chose among several (chance outcomes, window closes and forced moves left out)."""
    chosen = []
    state = start
    for index, action in enumerate(actions):
        actor = state.actor(action) if not state.is_terminal else CHANCE
        if actor not in (CHANCE, SIMULTANEOUS) and actor >= 0 and len(state.legal_actions(actor)) > 1:
            chosen.append((index, state, actor, action))
        state = state.apply(action)
    return chosen


def judge(ranking: Ranking, index: int, action: Action, confirmed: Ranking | None = None) -> MoveReview:
    """The move played (``action``) against the ranking's leader; with ``confirmed`` (fresh games of the two), their
    values are those of the fresh games."""
    best = ranking.moves[0]
    played = next(m for m in ranking.moves if m.action == action)
    if confirmed is not None:
        best = next(m for m in confirmed.moves if m.action == best.action)
        played = next(m for m in confirmed.moves if m.action == action)
    loss = max(0.0, best.win.value - played.win.value)
    if played.action == best.action:
        loss = 0.0
    inside = played.win.value >= best.win.low
    apart = played.win.high < best.win.low
    return MoveReview(index, ranking.player, action, played, best, loss, grade(loss, inside, apart), ranking.state,
                      ranking, confirmed is not None)


def reviewing(start: State, actions: Sequence[Action], *, seconds_per_move: float | None = SECONDS_PER_MOVE,
              rounds: int | None = None, seed: int = 0,
              stop: Callable[[], bool] | None = None) -> Iterator[Review]:
    """The review as it grows: a :class:`Review` after each move reviewed (the first before any, with none), the
    last one the whole review (or what was done when ``stop()`` said to stop: it is asked after every round)."""
    if seconds_per_move is None and rounds is None:
        raise ValueError(M("a review needs a budget per move: seconds, rounds or both"))
    actions = tuple(actions)
    todo = to_review(start, actions)
    skipped = len(actions) - len(todo)
    began = time.perf_counter()
    done: list[MoveReview] = []

    def so_far() -> Review:
        return Review(start, actions, tuple(done), len(todo), skipped, time.perf_counter() - began)

    yield so_far()
    for index, before, player, action in todo:
        if stop is not None and stop():
            return
        key = seed * 1_000_003 + index
        ranking = _rank(Ranker(before, seed=key, player=player, keep=(action,)), seconds_per_move, rounds, stop)
        if ranking is None:
            return
        judged = judge(ranking, index, action)
        if CONFIRM and judged.loss > CONFIRM and not judged.is_best:
            pair = (judged.best.action, action)
            fresh = Ranker(before, seed=key + CONFIRM_SEEDS, player=player, batch=CONFIRM_BATCH // 2, moves=pair,
                           keep=pair)
            confirmed = _rank(fresh, seconds_per_move, rounds, stop, early=False)
            if confirmed is None:
                return
            judged = judge(ranking, index, action, confirmed)
        done.append(judged)
        yield so_far()


def review(start: State, actions: Sequence[Action], *, seconds_per_move: float | None = SECONDS_PER_MOVE,
           rounds: int | None = None, seed: int = 0, progress: Callable[[int, int], None] | None = None,
           stop: Callable[[], bool] | None = None) -> Review:
    """Every move a player chose in the game ``actions`` played from ``start``, ranked and graded (the module's
    doc says how). A budget per move: about ``seconds_per_move`` seconds and/or at most ``rounds`` rounds (each
    stops early once the ranking is decided). ``progress(done, total)`` is called after each move reviewed (and
    once before the first); ``stop()`` is asked between rounds: once it is true the review returns what it has."""
    result: Review | None = None
    for result in reviewing(start, actions, seconds_per_move=seconds_per_move, rounds=rounds, seed=seed, stop=stop):
        if progress is not None:
            progress(len(result.moves), result.total)
    assert result is not None
    return result


__all__ = ["GRADES", "GRADE_WORDS", "LEAD", "SECONDS_PER_MOVE", "MoveReview", "PlayerSummary", "Review", "grade",
           "judge", "leader", "review", "reviewing", "to_review"]
