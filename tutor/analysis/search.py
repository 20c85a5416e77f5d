"""A bot that searches: single-observer information-set Monte Carlo tree search (SO-ISMCTS).

After Cowling, Powley & Whitehouse, *Information Set Monte Carlo Tree Search* (IEEE TCIAIG, 2012). One tree for
the bot's seat, grown by iterations; each iteration

* deals a **determinization**: a position the bot cannot tell from the real one, every card or tile it cannot
  see dealt again (the game's ``redeal`` in the registry, :attr:`tutor.games.GameInfo.redeal`; where a game has
  none, nothing is hidden and the position itself is played), so the search never reads what the bot's seat
  cannot see;
* descends the tree by **UCB1 with availability counts**: a node's children are keyed by the action's text
  (``str(action)``), so that every determinization shares them, and a child is weighed against the number of
  iterations in which it was *available* (legal in that determinization), not against its parent's visits;
  the statistics of a node belong to the player who made the move into it;
* at a **chance node** draws the outcome by its weight (:func:`tutor.core.play.sample_chance`) and follows the
  child of that outcome's text (chance nodes keep no statistics of their own);
* **expands** one untried action, then plays the game to its end with the game's rollout bot at every seat
  (:attr:`~tutor.games.GameInfo.rollout`, on the compiled playout engine: :func:`tutor.sim.playouts`);
* (before all that, a move that ends the game at once with the bot's seat its only winner, in each of a few
  determinizations, is played without a search: a search values a win now and a sure win later alike;)
* backs up each seat's reward: half its **win share** (a shared win split between the winners), half its
  **points placed** between the table's lowest and highest score at the end (0 for the lowest, 1 for the highest).
  At two players (or in a game of wins and losses) that is the win share itself; at a larger table it also
  rewards coming second rather than last. (Not measured against the win share alone: the tournament so far was
  played at two players.)

Apache's claim window (``SIMULTANEOUS``) is played as the game's contract plays it: by the game's ``window``
function, which asks each seat's Apache bot (``window_play``) for the hand card to play or nothing, again after
each card that lands if the bot ``looks_again``, and lands the cards in the order of reaction times. The window seats any :class:`tutor.core.bots.WindowBot` (the core's
protocol of a bot that decides in such a window): :class:`SearchBot` is one, with a reaction time, and imports no game.
In the tree, a window the bot's seat may act in is one node of the bot's own: its choices are each hand card that
can claim now and ``wait``; the rest of the window (the other seats' cards, then ``close``) is played by the
window function with the rollout bot at the other seats, as a chance step. A window the bot's seat cannot act in
is played by the window function with the rollout bot at every seat. In the real window the bot is asked again
after every card that lands (``looks_again``), and searches again from there; in the tree, ``wait`` means not
playing in this window (a simplification: the bot's later looks are not modelled in its own search).

``SearchBot(seconds=1.0, seed=0, iterations=None)``: iterations for about ``seconds`` (``time.perf_counter``), or
exactly ``iterations`` of them (then the move depends only on the seed, the ``rng`` it is given and what its seat
sees). ``step(state, rng, stop=event)`` ends the search early once ``event`` is set (a play page's Undo while the bot
thinks: the move it returns then is the best found so far, and the page drops it). A position with one legal action is answered at once. The root's most visited move is played, the rollout bot's own choice there counting
:data:`HINT` of the iterations as visits besides its own: with few iterations for many moves (Tribu's twenty or
thirty at a tenth of a second) the search keeps to the heuristic's move unless the search clearly prefers another.
Without it the search lost every game of small tuning runs of Tribu against the sensible bot (9 games at 0.1-0.2 s
a move); with it, it won some.
"""
from __future__ import annotations

import math
import random
import threading
import time
from dataclasses import dataclass
from typing import Any, ClassVar, Sequence

from tutor.core.api import CHANCE, SIMULTANEOUS, Action, State
from tutor.core.play import sample_chance
from tutor.games import GameInfo, game_info
from tutor.sim import playouts

#: the exploration constant of UCB1 (rewards are win shares, in 0..1)
EXPLORE = 0.7
#: the weight of the points in the reward (the rest is the win share): see :func:`_rewards`
POINTS = 0.5
#: the share of the iterations that the rollout bot's own choice at the root counts as visits when the move is
#: chosen (a prior: with few iterations for many moves the search keeps the heuristic's move unless another move
#: drew clearly more of the search)
HINT = 0.1
#: determinizations in which a move must win at once to be played without a search
DECISIVE = 4
#: the key of the choice "play no hand card now" in a claim window
WAIT = "wait"


class _Node:
    """A node of the tree: the move into it was made by ``player``; ``total`` is that player's reward summed over
    ``visits``; ``available`` counts the iterations in which the move could be made."""

    __slots__ = ("player", "visits", "available", "total", "children")

    def __init__(self, player: int):
        self.player = player
        self.visits = 0
        self.available = 0
        self.total = 0.0
        self.children: dict[str, _Node] = {}

    def child(self, key: str, player: int) -> "_Node":
        node = self.children.get(key)
        if node is None:
            node = self.children[key] = _Node(player)
        return node

    def ucb(self) -> float:
        return self.total / self.visits + EXPLORE * math.sqrt(math.log(max(1, self.available)) / self.visits)


def reaction_time(reaction: float, rng: random.Random) -> float:
    """A reaction time drawn around ``reaction`` seconds (as Apache's bots draw theirs)."""
    return reaction * rng.uniform(0.7, 1.3)


@dataclass(frozen=True)
class _Fixed:
    """A claim-window decision made already (the search's choice for its seat), replayed by the window function
    (a :class:`tutor.core.bots.WindowBot`)."""

    kind: int | None
    name = "fixed"
    looks_again: ClassVar[bool] = False

    def window_play(self, state: Any, seat: int, rng: random.Random) -> int | None:
        return self.kind

    def reaction_time(self, rng: random.Random) -> float:
        return reaction_time(1.0, rng)

    def step(self, state: State, rng: random.Random) -> Action:
        raise TypeError("a fixed window decision makes no move outside the window")


@dataclass(frozen=True)
class SearchBot:
    """Single-observer information-set MCTS for any registered game (see the module's docstring): a core bot
    (``step``) and a :class:`tutor.core.bots.WindowBot` (``window_play``, ``reaction_time``, ``looks_again``)."""

    seconds: float = 1.0
    seed: int = 0
    iterations: int | None = None
    #: the mean reaction time in a claim window, in seconds
    reaction: float = 1.0
    name = "search"
    looks_again: ClassVar[bool] = True  # a rival's card landing in the window may make playing now worth it

    # --- the bot protocol ---------------------------------------------------------------------------------------

    def step(self, state: State, rng: random.Random, stop: threading.Event | None = None) -> Action:
        """The move of the player to move (the search ends early once ``stop`` is set)."""
        me = state.current_player
        actions = state.legal_actions(me)
        if len(actions) == 1:
            return actions[0]
        by_key = {str(a): a for a in actions}
        return by_key[self._search(state, me, list(by_key), rng, window=False, stop=stop)]

    def reaction_time(self, rng: random.Random) -> float:
        return reaction_time(self.reaction, rng)

    def window_play(self, state: Any, seat: int, rng: random.Random) -> int | None:
        """In Apache's claim window: the hand card to play now (one that can claim), or None to wait."""
        options = _window_options(state, seat)
        if len(options) == 1:
            return None
        key = self._search(state, seat, options, rng, window=True)
        return None if key == WAIT else _kind_of(state, seat, key)

    # --- the search ---------------------------------------------------------------------------------------------

    def _search(self, state: State, me: int, options: Sequence[str], rng: random.Random, *, window: bool,
                stop: threading.Event | None = None) -> str:
        """The key among ``options`` (the root's choices, as the seat sees them) that the search plays."""
        info = game_info(state.game.name)
        players = state.game.num_players
        rollout = None if info.rollout == "random" else (info.rollout,) * players
        rollout_bot = info.bots[info.rollout]() if info.rollout != "random" else None
        search = random.Random(self.seed * 1_000_003 + rng.getrandbits(32))
        if state.current_player == me:
            won = _wins_at_once(state, me, info, search)
            if won is not None:
                return won
        root = _Node(me)
        for key in options:
            root.child(key, me)
        deadline = time.perf_counter() + self.seconds
        done = 0
        while (done < self.iterations) if self.iterations is not None else (time.perf_counter() < deadline):
            if stop is not None and stop.is_set():
                break
            self._iterate(state, me, info, root, rollout, rollout_bot, search)
            done += 1
        hint = _hint(state, me, rollout_bot, search, window)
        bonus = {hint: HINT * done}
        return max(options, key=lambda k: (root.children[k].visits + bonus.get(k, 0), root.children[k].total))

    def _iterate(self, real: State, me: int, info: GameInfo, root: _Node, rollout: tuple[str, ...] | None,
                 rollout_bot: Any, rng: random.Random) -> None:
        state = real if info.redeal is None else info.redeal(real, me, rng)
        node, path = root, [root]
        expanded = False
        while not state.is_terminal:
            mover = state.current_player
            if mover == CHANCE:
                action = sample_chance(state, rng)
                node = node.child(str(action), CHANCE)
                state = state.apply(action)
                continue
            if expanded:
                break
            if mover == SIMULTANEOUS:
                keys = _window_options(state, me)
                if len(keys) == 1:  # the bot's seat has nothing to choose: the window is a chance step
                    state, node = _window(state, info, [rollout_bot] * state.game.num_players, node, rng)
                    continue
                owner = me
                moves: dict[str, Any] = {k: k for k in keys}
            else:
                owner = mover
                moves = {str(a): a for a in state.legal_actions(mover)}
            untried = [k for k in moves if k not in node.children or node.children[k].visits == 0]
            if untried:
                key = untried[rng.randrange(len(untried))]
                expanded = True
                node.child(key, owner).available += 1
            else:
                for k in moves:
                    node.children[k].available += 1
                parent = node
                key = max(moves, key=lambda k: parent.children[k].ucb())
            node = node.children[key]
            path.append(node)
            if mover == SIMULTANEOUS:
                bots = [rollout_bot] * state.game.num_players
                bots[me] = _Fixed(None if key == WAIT else _kind_of(state, me, key))
                state, node = _window(state, info, bots, node, rng)
            else:
                state = state.apply(moves[key])
        rewards = _rewards(state, rollout, rng)
        for n in path[1:]:
            n.visits += 1
            n.total += rewards[n.player]
        root.visits += 1


def _hint(state: State, me: int, bot: Any, rng: random.Random, window: bool) -> str | None:
    """The rollout bot's own choice for ``me`` (a bot reads only what its seat sees), or None."""
    if bot is None:
        return None
    if window:
        kind = bot.window_play(state, me, random.Random(rng.getrandbits(32)))
        return WAIT if kind is None else str(next(a for a in state.legal_actions(me) if a.kind == kind))
    return str(bot.step(state, random.Random(rng.getrandbits(32))))


def _wins_at_once(state: State, me: int, info: GameInfo, rng: random.Random) -> str | None:
    """A move that ends the game with ``me`` its only winner in :data:`DECISIVE` determinizations (a search values a
    win now and a sure win later alike, and would dawdle), or None."""
    deals = [state] if info.redeal is None else [info.redeal(state, me, rng) for _ in range(DECISIVE)]
    for action in state.legal_actions(me):
        key = str(action)
        if all(_won(deal, me, key) for deal in deals):
            return key
    return None


def _won(state: State, me: int, key: str) -> bool:
    for action in state.legal_actions(me):
        if str(action) == key:
            after = state.apply(action)
            outcome = after.outcome() if after.is_terminal else None
            return outcome is not None and outcome.winners == (me,)
    return False


def _window(state: State, info: GameInfo, bots: list[Any], node: _Node,
            rng: random.Random) -> tuple[State, _Node]:
    """The claim window played to its close by the game's window function, and the tree's chance node of what
    happened in it (the actions' texts)."""
    before = len(state.history)
    after: State = info.window(state, bots, rng)  # type: ignore[misc]
    return after, node.child(" ".join(map(str, after.history[before:])), CHANCE)


def _rewards(state: State, rollout: tuple[str, ...] | None, rng: random.Random) -> list[float]:
    """Each seat's reward at the end of one game played on from ``state``: its win share (a shared win split),
    blended (:data:`POINTS`) with its points placed between the table's lowest and highest score."""
    if state.is_terminal:
        outcome = state.outcome()
    else:
        outcome = playouts(state, 1, seed=rng.getrandbits(31), bots=rollout, chunk=1)[0]
    assert outcome is not None
    n = state.game.num_players
    shares = [0.0] * n
    if outcome.winners:
        share = 1 / len(outcome.winners)
        for w in outcome.winners:
            shares[w] = share
    scores = list(outcome.scores)[:n]
    if POINTS and len(scores) == n:
        low, high = min(scores), max(scores)
        placed = [(s - low) / (high - low) if high > low else 0.5 for s in scores]
        return [(1 - POINTS) * w + POINTS * p for w, p in zip(shares, placed)]
    return shares


def _window_options(state: Any, seat: int) -> list[str]:
    """The seat's choices in Apache's claim window: each hand card that can claim now (its play's text), then
    ``wait``; only ``wait`` when the seat has played already or no card of its hand can claim."""
    plays = state.legal_actions(seat)
    return [str(a) for a in plays if state.can_claim(seat, a.kind)] + [WAIT]


def _kind_of(state: Any, seat: int, key: str) -> int:
    for action in state.legal_actions(seat):
        if str(action) == key:
            return int(action.kind)
    raise ValueError(key)


__all__ = ["SearchBot"]
