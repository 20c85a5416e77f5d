"""Tribù Indiani bots, the player's view they decide from, and a driver that plays whole games.

A bot sees only what its player sees: :func:`read_view` turns ``state.observation(seat)`` (the
position string with the other hands, the other players' active cards and the draw pile hidden)
into a :class:`View`, and the bot picks one of the legal actions from that view. The legal actions
themselves depend only on the mover's own view (their hand, their active cards, the table).
"""
from __future__ import annotations

import random
import re
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Sequence

from tutor.core import NotationError
from tutor.core.play import sample_chance
from tutor.sim import Estimate, mean_ci, run, wilson

from . import actions as A
from .actions import Action
from .cards import BY_NAME, CARDS, DIORAMA, EVENTO, MULTIDIORAMA, PROTEZIONE, TOTEM, TRIBU
from .chains import Chain
from .engine import Game, State

#: the ``active`` of another player's chain whose face-down card the viewer cannot see
HIDDEN = -2
_CHAIN = re.compile(r"^([a-z.-]+)(?:\[([a-z?-]+)\])?(!?)(#?)$")


@dataclass(frozen=True)
class View:
    """One player's view: ``hand`` is the viewer's own; ``hand_sizes`` every player's card count;
    chains of other players show ``HIDDEN`` for a face-down active card; the draw pile is a count."""

    seat: int
    players: int
    totals: tuple[int, ...]
    boards: tuple[int, ...]
    phase: str
    player: int
    pending: tuple[int, ...]
    deck_size: int
    discard: tuple[int, ...]
    played: tuple[int, ...]
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    chains: tuple[tuple[Chain, ...], ...]

    @property
    def mine(self) -> tuple[Chain, ...]:
        return self.chains[self.seat]


def _card(token: str) -> int:
    name = token.replace("-", " ")
    if name not in BY_NAME:
        raise NotationError(f"{token!r} is not a card")
    return BY_NAME[name]


def _cards(text: str) -> list[int]:
    """``2*lupo canoe`` -> the cards, one entry per copy."""
    cards: list[int] = []
    for token in text.split():
        if token == "-":
            continue
        number, star, name = token.partition("*")
        cards += [_card(name)] * int(number) if star else [_card(token)]
    return cards


def _chain(text: str) -> Chain:
    match = _CHAIN.match(text)
    if not match:
        raise NotationError(f"chain {text!r} cannot be read")
    active = match.group(2)
    return Chain(tuple(_card(t) for t in match.group(1).split(".")),
                 -1 if active is None else HIDDEN if active == "?" else _card(active),
                 bool(match.group(3)), bool(match.group(4)))


def read_view(text: str) -> View:
    """The :class:`View` in an observation string (``state.observation(seat)``)."""
    fields = [f.strip() for f in text.split("|")]
    if len(fields) != 10 or not fields[0].startswith("view of player "):
        raise NotationError("an observation starts with 'view of player N' and has 10 fields")
    seat = int(fields[0].split()[-1])
    players = int(fields[1].split()[1])
    status = fields[2].split()
    totals = tuple(int(x) for x in status[status.index("totals") + 1].split(","))
    boards_text = fields[3].split()[1]
    boards = () if boards_text == "-" else tuple(_card(b) for b in boards_text.split(","))
    phase_words = fields[4].split()
    hands = [h.strip() for h in fields[8][len("hands "):].split("/")]
    hand_sizes = tuple(int(h.split()[0]) if h.endswith(" cards") else len(_cards(h)) for h in hands)
    played = [0] * len(CARDS)
    for card in _cards(fields[7][len("played "):]):
        played[card] += 1
    chains = tuple(tuple(_chain(c.strip()) for c in part.split(";")) if part.strip() != "-" else ()
                   for part in fields[9][len("chains "):].split("/"))
    return View(seat, players, totals, boards, phase_words[0], int(phase_words[1]),
                tuple(int(w) for w in phase_words[2:]), int(fields[5].split()[1]),
                tuple(_cards(fields[6][len("discard "):])), tuple(played), tuple(_cards(hands[seat])),
                hand_sizes, chains)


def view_of(state: State, seat: int) -> View:
    return read_view(state.observation(seat))


class Bot:
    """A bot chooses one of the legal actions from its player's view."""

    name = "bot"

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        raise NotImplementedError


class RandomBot(Bot):
    """Any legal action, uniformly at random."""

    name = "random"

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        return rng.choice(list(legal))


class SensibleBot(Bot):
    """Scores every legal action with simple rules of thumb and plays the best (ties at random):
    extend and complete chains, guard them, attack and steal the leader's Dioramas, keep useful cards."""

    name = "sensible"

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        scored = [(score(view, a), a) for a in legal]
        best = max(s for s, _ in scored)
        return rng.choice([a for s, a in scored if s == best])


def _fits_mine(view: View, card: int) -> bool:
    return any(chain.accepts(card) for chain in view.mine)


def usefulness(view: View, card: int) -> float:
    """How much keeping ``card`` in the hand is worth to the viewer (discard the least useful)."""
    c = CARDS[card]
    if c.kind == DIORAMA:
        if _fits_mine(view, card):
            return 10 + c.spheres
        later = any(c.vase in CARDS[ch.tribu].vases[len(ch.dioramas):] for ch in view.mine)
        return 5 + c.spheres if later or card == MULTIDIORAMA else 1 + c.spheres / 10
    if c.kind == TRIBU:
        if card in {ch.tribu for ch in view.mine}:
            return 0
        return 8 if card in view.boards[view.seat:view.seat + 1] else 4
    if c.kind in (EVENTO, PROTEZIONE):
        return 6 + c.power
    return 5  # an Azione


def _threat(view: View, player: int) -> float:
    """How much hurting ``player`` is worth: more against the leader."""
    return 1 + (view.totals[player] - min(view.totals)) / 50


def score(view: View, action: Action) -> float:
    """The sensible bot's value of ``action`` in ``view``."""
    verb, card = action.verb, action.card
    mine = view.mine
    if verb == A.ANSWER:
        return 10 + CARDS[card].power
    if verb in (A.DECLINE, A.SKIP):
        return 0
    if verb == A.USE:
        return 60 + CARDS[card].spheres + 10 * mine[action.target].complete
    if verb == A.ATTACK:
        target = view.chains[action.player][action.target]
        lost = target.dioramas[-CARDS[card].power:]
        return 40 + sum(CARDS[c].spheres for c in lost) * _threat(view, action.player)
    if verb == A.DRAW_DISCARD:
        return 50 if _fits_mine(view, view.discard[-1]) else 5
    if verb == A.DRAW:
        return 30
    if verb == A.EXTEND:
        chain = mine[action.chain]
        return 100 + CARDS[card].spheres + 5 * len(chain.dioramas) + 20 * (len(chain.dioramas) == 2)
    if verb == A.PLAY_STEAL:
        stolen = view.chains[action.player][action.target].cards[-1]
        return 90 + CARDS[stolen].spheres
    if verb == A.LAY_TRIBU:
        first = any(Chain((card,)).accepts(c) for c in view.hand)
        return 70 if first or card in view.boards[view.seat:view.seat + 1] else 12
    if verb == A.ACTIVATE:
        return _activation(view, card, mine[action.chain])
    if verb == A.PLAY_BLOCK:
        chain = view.chains[action.player][action.target]
        return 25 + 3 * len(chain.dioramas) * _threat(view, action.player)
    if verb == A.PLAY_DRAW3:
        return 22 if sum(usefulness(view, c) < 5 for c in view.hand) >= 2 else 8
    if verb == A.DISCARD:
        return 20 - usefulness(view, card)
    return 1  # SWAP: rarely worth a turn


def _activation(view: View, card: int, chain: Chain) -> float:
    """Activating ``card`` beside ``chain``: feathers by the longest unguarded chain, an Evento
    when a rival has something to attack, a Diorama that will fit one of the chains later."""
    kind = CARDS[card].kind
    if kind == PROTEZIONE:
        return 35 + 5 * len(chain.dioramas) if chain.dioramas and not chain.protected else 8
    if kind == EVENTO:
        targets = any(ch.dioramas and not ch.protected
                      for p, chains in enumerate(view.chains) if p != view.seat for ch in chains)
        return 45 if targets else 10
    if card == TOTEM:
        return 40 if any(len(ch.dioramas) == 2 for ch in view.mine) else 6
    return 30 if usefulness(view, card) >= 5 else 6


BOTS: dict[str, type[Bot]] = {"random": RandomBot, "sensible": SensibleBot}


def bot_action(state: State, bot: Bot, rng: random.Random) -> Action:
    """What ``bot`` plays for the current player, from that player's view only."""
    seat = state.current_player
    return bot.choose(view_of(state, seat), state.legal_actions(), rng)


def step(state: State, bots: Sequence[Bot], rng: random.Random) -> State:
    """One action: a chance draw from ``rng``, or the current player's bot's choice."""
    if state.is_chance:
        return state.apply(sample_chance(state, rng))
    return state.apply(bot_action(state, bots[state.current_player], rng))


def play_game(game: Game, bots: Sequence[Bot], rng: random.Random, state: State | None = None) -> State:
    """Play to the end with one bot per seat, chance drawn from ``rng``; returns the final state."""
    if len(bots) != game.num_players:
        raise ValueError(f"{game.num_players} players need {game.num_players} bots, got {len(bots)}")
    state = state or game.new_state()
    while not state.is_terminal:
        state = step(state, bots, rng)
    return state


def play_challenge(game: Game, bots: Sequence[Bot], rng: random.Random) -> State:
    """Deal a new game and play its first challenge; the result's ``last`` holds its scores."""
    state = game.new_state()
    while state.challenge == 1 and not state.is_terminal:
        state = step(state, bots, rng)
    return state


def lone_sensible(item: tuple[int, int], seed: int) -> tuple[float, int, float]:
    """One challenge with a sensible bot at seat ``item[1]`` among ``item[0] - 1`` random bots: its
    share of the win (ties share), its score and the others' mean score. A task for :func:`tutor.sim.run`."""
    players, seat = item
    bots = [SensibleBot() if p == seat else RandomBot() for p in range(players)]
    scores = play_challenge(Game(players=players), bots, random.Random(seed)).last
    best = max(scores)
    win = 1 / scores.count(best) if scores[seat] == best else 0.0
    others = [s for p, s in enumerate(scores) if p != seat]
    return win, scores[seat], sum(others) / len(others)


@dataclass(frozen=True)
class Comparison:
    """A sensible bot among random bots over many challenges: its win share against the fair share
    ``1 / players``, and mean scores, each with a 95% interval."""

    players: int
    challenges: int
    wins: Estimate
    sensible: Estimate
    others: Estimate

    @property
    def fair(self) -> float:
        return 1 / self.players


def compare(players: Sequence[int] = (2, 3), challenges: int = 20, seed: int = 0,
            executor: Executor | None = None) -> list[Comparison]:
    """Play ``challenges`` challenges per table size, the sensible bot moving round the table."""
    results = []
    for n in players:
        plan = [(n, i % n) for i in range(challenges)]
        rows = run(lone_sensible, plan, seed=seed + n, executor=executor)
        results.append(Comparison(n, challenges, wilson(sum(r[0] for r in rows), challenges),
                                  mean_ci([r[1] for r in rows]), mean_ci([r[2] for r in rows])))
    return results
