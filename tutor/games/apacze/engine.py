"""The Apacze i Komancze rules engine: :class:`Game` (a configuration) and :class:`State` (a position).

A round: every player draws a tile in secret (``draw``, a chance node per player, from the totem
holder on); then the players take one action each in turn until everyone has taken four
(``act``). Actions made of several decisions have a sub-phase: ``put`` (Indians onto the tile just
placed), ``move`` and ``gather`` (one Indian at a time, then ``finish``) and ``pay`` (the cost, one
animal at a time). When the round's last action is done every region scores; with the ``spend``
reading of the track limit, players above 15 of an animal then ``settle`` by buying or exchanging.
The totem passes on; the game is ``over`` when the tiles run out.
"""
from __future__ import annotations

from functools import cached_property, lru_cache
from typing import TYPE_CHECKING, Iterable

import networkx as nx

from tutor import core
from tutor.core import CHANCE, TERMINAL, IllegalAction, Outcome, Verdict, resolve_options

from . import actions as A
from .actions import Action
from .board import FieldId, Placement, START_PLACEMENTS, field_graph, open_spots, reachable
from .rulebook import INTERPRETATIONS
from .scoring import RegionScore, gains, score_regions
from .tiles import PIECES, TILE_KINDS

if TYPE_CHECKING:
    from .view import View

DRAW, ACT, PUT, MOVE, GATHER, PAY, SETTLE, OVER = range(8)
PHASE_NAMES = ("draw", "act", "put", "move", "gather", "pay", "settle", "over")
TILES_BY_PLAYERS = {2: 12, 3: 15, 4: 16}
COST = (0, 0, 2, 4, 7, 10)  # animals for an action using 0..5 Indians
MAX_INDIANS = 5
ACTIONS_PER_ROUND = 4
LIMIT = PIECES["track_limit"]
SIZES = tuple(PIECES["sizes"])
TERRAIN_OF_PIECE = {A.TEEPEE: ("prairie", "mountains"), A.CANOE: ("river",)}
INTERPRETATION_DEFAULTS = {i.option: i.default for i in INTERPRETATIONS if i.option}


class Game(core.Game):
    """``Game(players=3, distance="diagonal", ...)``: 2 to 4 players and the interpretation options
    (see :data:`tutor.games.apacze.INTERPRETATIONS`)."""

    INTERPRETATIONS = INTERPRETATIONS

    name = "apacze"

    def __init__(self, players: int = 3, **options: str):
        if players not in TILES_BY_PLAYERS:
            raise ValueError(f"Apacze i Komancze is for 2 to 4 players, not {players}")
        self.players = players
        self.options = resolve_options(INTERPRETATIONS, options)
        self.tiles = TILES_BY_PLAYERS[players]
        self.rounds = self.tiles // players

    @property
    def num_players(self) -> int:
        return self.players

    def new_state(self) -> "State":
        n = self.players
        camp = (PIECES["camp_indians"], tuple(PIECES["camp_sizes"]), tuple(PIECES["camp_sizes"]))
        start = PIECES["start_animals"]
        return State(self, DRAW, 0, START_PLACEMENTS, (None,) * n, ((start,) * 3,) * n, (camp,) * n,
                     (), (), 0, ((),) * n, (), ())

    @classmethod
    def parse(cls, notation: str) -> "State":
        from .notation import read
        return read(cls, notation)

    def max_game_length(self) -> int:
        n, rounds = self.players, self.rounds
        board_animals = sum(sum(f.animals for f in k.tile.fields.values()) for k in START_PLACEMENTS) + \
            self.tiles * max(sum(f.animals for f in k.fields.values()) for k in TILE_KINDS)
        per_action = 2 + MAX_INDIANS + COST[MAX_INDIANS]
        trades = n * (3 * PIECES["start_animals"] + rounds * (board_animals + ACTIONS_PER_ROUND)) // 2
        return self.tiles + rounds * n * ACTIONS_PER_ROUND * per_action + trades

    def shop(self) -> tuple[int, tuple[int, ...]]:
        """Indians and the sizes of each building kind one colour owns in all."""
        extra = tuple(PIECES["camp_sizes"]) if self.options["shop"] == "all_sizes" else ()
        return PIECES["indians"], tuple(sorted(SIZES + extra))

    def _key(self):
        return (self.players, tuple(sorted(self.options.items())))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        extra = "".join(f", {k}={v!r}" for k, v in self.options.items() if v != INTERPRETATION_DEFAULTS[k])
        return f"apacze.Game(players={self.players}{extra})"


Camp = tuple[int, tuple[int, ...], tuple[int, ...]]  # Indians, teepee sizes, canoe sizes


class State(core.State):
    """A position.

    ``placements``: the start tiles, then the placed tiles sorted; ``hands``: each player's tile
    kind or None; ``animals``: (bison, salmon, turkeys) per player; ``camp``: per player;
    ``indians``: sorted (field, player, count); ``buildings``: sorted (field, player, piece, size);
    ``done``: actions finished this round; ``used``: per player, the action types marked;
    ``pending``: what a sub-phase needs (see :mod:`tutor.games.apacze.notation`)."""

    def __init__(self, game: Game, phase: int, round_: int, placements: tuple[Placement, ...],
                 hands: tuple[str | None, ...], animals: tuple[tuple[int, int, int], ...],
                 camp: tuple[Camp, ...], indians: tuple, buildings: tuple, done: int,
                 used: tuple[tuple[int, ...], ...], pending: tuple, history: tuple, events: tuple = ()):
        self.game = game
        self.phase = phase
        self.round = round_
        self.placements = placements
        self.hands = hands
        self.animals = animals
        self.camp = camp
        self.indians = indians
        self.buildings = buildings
        self.done = done
        self.used = used
        self.pending = pending
        self.history = history
        #: what happened by itself after the last action (the round's scoring), for the log
        self.events = events

    # --- the contract -------------------------------------------------------------------------

    @property
    def current_player(self) -> int:
        if self.phase == DRAW:
            return CHANCE
        if self.phase == OVER:
            return TERMINAL
        if self.phase == SETTLE:
            return self.pending[0]
        return self.mover

    def actor(self, action: Action) -> int:
        return CHANCE if action.verb == A.DRAW else self.current_player

    def legal_actions(self, player: int | None = None) -> list[Action]:
        if player is not None and player != self.current_player:
            return []
        return list(self._legal)

    def chance_outcomes(self) -> list[tuple[Action, int]]:
        if self.phase != DRAW:
            return []
        return [(Action(A.DRAW, (k.id,)), n) for k, n in zip(TILE_KINDS, self.pile) if n]

    def check(self, action: Action) -> Verdict:
        from .verdicts import verdict
        return verdict(self, action)

    def apply(self, action: Action) -> "State":
        if action not in self._legal_set:
            raise IllegalAction(action, self.check(action))
        from .transitions import step
        return step(self, action)

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        scores = tuple(sum(a) for a in self.animals)
        best = max(scores)
        tied = [p for p, s in enumerate(scores) if s == best]
        reason = "the terrain tiles have run out; the most animals in all wins"
        if len(tied) > 1 and self.game.options["final_tie"] == "smallest_kind":
            least = max(min(self.animals[p]) for p in tied)
            tied = [p for p in tied if min(self.animals[p]) == least]
            reason += "; a tie goes to the most animals in one's smallest kind"
        return Outcome(scores, tuple(tied), reason)

    def notation(self) -> str:
        from .notation import write
        return write(self)

    def view(self, player: int) -> "View":
        """What ``player`` sees: the position without the other players' tiles in hand."""
        from .view import view_of
        return view_of(self, player)

    def observation(self, player: int) -> str:
        """The position as ``player`` sees it: the other players' tiles in hand show as ``?``."""
        from .notation import write_view
        return write_view(self.view(player))

    def parse_action(self, text: str) -> Action:
        return A.parse_action(text)

    def _key(self):
        return (self.game._key(), self.phase, self.round, self.placements, self.hands,
                self.animals, self.camp, self.indians, self.buildings, self.done, self.used, self.pending)

    def __repr__(self) -> str:
        return f"<apacze.State {self.notation()!r}>"

    # --- reading the position ------------------------------------------------------------------

    @property
    def phase_name(self) -> str:
        return PHASE_NAMES[self.phase]

    @property
    def holder(self) -> int:
        """Who holds the totem (starts the round)."""
        return self.round % self.game.players

    @property
    def mover(self) -> int:
        """Whose action it is: turns go round from the totem holder (during ``draw``: who draws)."""
        if self.phase == DRAW:
            return (self.holder + sum(h is not None for h in self.hands)) % self.game.players
        return (self.holder + self.done) % self.game.players

    @property
    def pile(self) -> tuple[int, ...]:
        """Face-down tiles left, per kind (the box minus the placed tiles and tiles in hand)."""
        out = {k.id: 0 for k in TILE_KINDS}
        for p in self.placements[len(START_PLACEMENTS):]:
            out[p.kind] += 1
        for h in self.hands:
            if h is not None:
                out[h] += 1
        return tuple(k.count - out[k.id] for k in TILE_KINDS)

    @property
    def drawn(self) -> int:
        return len(self.placements) - len(START_PLACEMENTS) + sum(h is not None for h in self.hands)

    @cached_property
    def graph(self) -> nx.Graph:
        """The field graph of the board (see :func:`tutor.games.apacze.board.field_graph`); shared
        between states with the same tiles, so read it, never change it."""
        return board_graph(self.placements)

    def indians_on(self) -> dict[FieldId, tuple[int, int]]:
        return {f: (p, n) for f, p, n in self.indians}

    def buildings_on(self) -> dict[FieldId, tuple[int, int, int]]:
        return {f: (p, piece, size) for f, p, piece, size in self.buildings}

    def shop(self, player: int) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
        """What ``player`` can still buy: Indians, teepee sizes, canoe sizes."""
        total_indians, sizes = self.game.shop()
        indians = total_indians - self.camp[player][0] - sum(n for _, p, n in self.indians if p == player)
        out = []
        for piece in (A.TEEPEE, A.CANOE):
            left = list(sizes)
            for s in self.camp[player][1 + piece]:
                left.remove(s)
            for _, p, kind, s in self.buildings:
                if p == player and kind == piece:
                    left.remove(s)
            out.append(tuple(left))
        return indians, out[0], out[1]

    def spots(self) -> list[tuple[int, int]]:
        """Where the tile in hand may go now."""
        limit = self.game.options["distance"]
        return open_spots(self.placements, None if limit == "unlimited" else 3,
                          "diagonal" if limit == "diagonal" else "orthogonal")

    def reach(self, field: FieldId, steps: int) -> dict[FieldId, int]:
        return reachable(self.graph, field, steps)

    def scoring(self) -> list[RegionScore]:
        """How every region would score now (the round's scoring uses exactly this)."""
        pieces = {f: (p, s) for f, p, _, s in self.buildings}
        return score_regions(self.graph, self.indians_on(), pieces, self.game.options["lower_places"])

    def round_gains(self) -> list[list[int]]:
        return gains(self.scoring(), self.game.players)

    # --- legal actions ---------------------------------------------------------------------------

    @cached_property
    def _legal(self) -> tuple[Action, ...]:
        from .legal import legal_actions
        return tuple(sorted(legal_actions(self)))

    @cached_property
    def _legal_set(self) -> frozenset:
        return frozenset(self._legal)

    def replace(self, **changes) -> "State":
        """A copy with some fields changed (history and events unchanged unless given)."""
        fields = dict(game=self.game, phase=self.phase, round_=self.round, placements=self.placements,
                      hands=self.hands, animals=self.animals, camp=self.camp, indians=self.indians,
                      buildings=self.buildings, done=self.done, used=self.used, pending=self.pending,
                      history=self.history, events=())
        fields.update(changes)
        return State(**fields)


@lru_cache(maxsize=512)
def board_graph(placements: tuple[Placement, ...]) -> nx.Graph:
    """:func:`field_graph`, remembered for the boards seen lately (a game revisits its board often)."""
    return field_graph(placements)


def with_count(pieces: Iterable[tuple], field: FieldId, player: int, delta: int) -> tuple:
    """The sorted Indians tuple with ``delta`` Indians of ``player`` added on ``field``."""
    found = {f: (p, n) for f, p, n in pieces}
    p, n = found.get(field, (player, 0))
    if n + delta:
        found[field] = (player, n + delta)
    else:
        found.pop(field, None)
    return tuple(sorted((f, p, n) for f, (p, n) in found.items()))
