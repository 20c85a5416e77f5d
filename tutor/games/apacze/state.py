"""The Apacze i Komancze contract: :class:`Game` (a configuration) and :class:`State` (a position).

A round: every player draws a tile in secret (``draw``, a chance node per player, from the totem
holder on); then the players take one action each in turn until everyone has taken four
(``act``). Actions made of several decisions have a sub-phase: ``put`` (Indians onto the tile just
placed), ``move`` and ``gather`` (one Indian at a time, then ``finish``) and ``pay`` (the cost, one
animal at a time); what a sub-phase needs is its ``pending`` record (see :mod:`.constants`). When the
round's last action is done every region scores; with the ``spend`` reading of the track limit,
players above 15 of an animal then ``settle`` by buying or exchanging. The totem passes on; the game
is ``over`` when the tiles run out.

What may be done is :mod:`.legal`, what it does :mod:`.transitions`, why :mod:`.verdicts`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar, overload

from tutor import core
from tutor.core import CHANCE, TERMINAL, Outcome
from tutor.core.api import ALWAYS, Event, cached
from tutor.core.i18n import M
from tutor.core.history import persistent_history
from tutor.core.rules import cite

from . import legal, notation as position, transitions, verdicts
from . import actions as A
from .actions import Action
from .board import (Board, FieldId, Placement, START_PLACEMENTS, board_fields, board_graph, board_of,
                    board_regions, open_spots)
from .constants import (ACTIONS_PER_ROUND, CAMP_INDIANS, CAMP_SIZES, CANOE, COST, DRAW, GATHER, INDIANS,
                        MAX_INDIANS, MOVE, OVER, PAY, PHASE_NAMES, PUT, SETTLE, SIZES, START_ANIMALS, TEEPEE,
                        TILES_BY_PLAYERS, Building, Camp, Gathering, Group, Moving, Paying, Putting, Settling)
from .rulebook import INTERPRETATIONS
from .scoring import RegionScore, gains, score_found
from .tiles import TILE_KINDS
from .view import View, view_of
from .words import colour

if TYPE_CHECKING:
    import networkx as nx

_Record = TypeVar("_Record", Putting, Moving, Gathering, Paying, Settling)


class Pending(Generic[_Record]):
    """``state.moving`` and its kin: :attr:`State.pending` typed as the record of one sub-phase (the phase
    decides which record it is); read in another phase, a ValueError that names the phase."""

    def __init__(self, record: type[_Record], phase: int) -> None:
        self.record: type[_Record] = record
        self.phase = phase

    @overload
    def __get__(self, state: None, owner: type) -> "Pending[_Record]": ...

    @overload
    def __get__(self, state: "State", owner: type) -> _Record: ...

    def __get__(self, state: "State | None", owner: type) -> "_Record | Pending[_Record]":
        if state is None:
            return self
        pending = state.pending
        if isinstance(pending, self.record):
            return pending
        raise ValueError(M("the position is in phase {phase}, not {wanted}", phase=state.phase_name,
                           wanted=PHASE_NAMES[self.phase]))


class Game(core.Game):
    """``Game(players=3, distance="diagonal", ...)``: 2 to 4 players and the interpretation options
    (see :data:`tutor.games.apacze.INTERPRETATIONS`)."""

    INTERPRETATIONS = INTERPRETATIONS
    name = "apacze"

    def __init__(self, players: int = 3, **options: str):
        if players not in TILES_BY_PLAYERS:
            raise ValueError(M("Apacze i Komancze is for 2 to 4 players, not {players}", players=players))
        self.players = players
        self.options = self.resolve(options)
        self.tiles = TILES_BY_PLAYERS[players]
        self.rounds = self.tiles // players

    def settings(self) -> tuple[tuple[str, Any, Any], ...]:
        return (("players", self.players, ALWAYS),)

    @property
    def num_players(self) -> int:
        return self.players

    def player_name(self, player: int) -> str:
        """A player by the colour of their pieces, as the board and the log show them (a glossary term)."""
        return colour(player)

    def new_state(self) -> "State":
        # for a test marked with these rules (no verdict or event names them)
        cite("apacze.setup.players")
        cite("apacze.setup.tiles")
        cite("apacze.setup.pieces")
        n = self.players
        camp = Camp(CAMP_INDIANS, CAMP_SIZES, CAMP_SIZES)
        return State(self, DRAW, 0, START_PLACEMENTS, (None,) * n, ((START_ANIMALS,) * 3,) * n, (camp,) * n,
                     (), (), 0, ((),) * n, ())

    @classmethod
    def parse(cls, notation_: str) -> "State":
        return position.read(cls, notation_)

    def max_game_length(self) -> int:
        n, rounds = self.players, self.rounds
        board_animals = sum(sum(f.animals for f in k.tile.fields.values()) for k in START_PLACEMENTS) + \
            self.tiles * max(sum(f.animals for f in k.fields.values()) for k in TILE_KINDS)
        per_action = 2 + MAX_INDIANS + COST[MAX_INDIANS]
        trades = n * (3 * START_ANIMALS + rounds * (board_animals + ACTIONS_PER_ROUND)) // 2
        return self.tiles + rounds * n * ACTIONS_PER_ROUND * per_action + trades

    def shop(self) -> tuple[int, tuple[int, ...]]:
        """Indians and the sizes of each building kind one colour owns in all."""
        extra = CAMP_SIZES if self.options["shop"] == "all_sizes" else ()
        return INDIANS, tuple(sorted(SIZES + extra))


@persistent_history
@dataclass(frozen=True, eq=False)
class State(core.State):
    """A position (immutable: change it with :func:`tutor.core.api.evolve`; what may be done, what it
    does, why, and the texts are the rules modules', bound by the core).

    ``placements``: the start tiles, then the placed tiles sorted; ``hands``: each player's tile
    kind or None; ``animals``: (bison, salmon, turkeys) per player; ``camp``: per player;
    ``indians``: sorted :class:`Group` records; ``buildings``: sorted :class:`Building` records;
    ``done``: actions finished this round; ``used``: per player, the action types marked;
    ``pending``: what a sub-phase needs (a record of :mod:`.constants`, else ``()``; read it typed as
    :attr:`putting`, :attr:`moving`, :attr:`gathering`, :attr:`paying` or :attr:`settling`). ``history``
    and ``events`` (what happened by itself after the last action: the round's scoring) are not
    part of the position."""

    RULES: ClassVar[core.Rules[State]] = core.Rules(legal.legal_actions, transitions.apply, verdicts.explain,
                                                    position.write, A.parse_action, A.describe)

    game: Game
    phase: int
    round: int
    placements: tuple[Placement, ...]
    hands: tuple[str | None, ...]
    animals: tuple[tuple[int, int, int], ...]
    camp: tuple[Camp, ...]
    indians: tuple[Group, ...]
    buildings: tuple[Building, ...]
    done: int
    used: tuple[tuple[int, ...], ...]
    pending: Putting | Moving | Gathering | Paying | Settling | tuple[()]
    history: tuple[Action, ...] = field(default=(), compare=False)
    events: tuple[Event, ...] = field(default=(), compare=False)

    # --- the contract -------------------------------------------------------------------------

    MOVERS = {DRAW: CHANCE, OVER: TERMINAL}

    def _player_to_move(self) -> int:
        return self.settling.queue[0] if self.phase == SETTLE else self.mover

    def actor(self, action: Action) -> int:
        return CHANCE if action.verb == A.DRAW else self.current_player

    def chance_outcomes(self) -> list[tuple[Action, int]]:
        if self.phase != DRAW:
            return []
        return [(Action(A.DRAW, tile=k.id), n) for k, n in zip(TILE_KINDS, self.pile) if n]

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        cite("apacze.end.winner")  # for a test marked with the rule (no verdict or event names it)
        scores = tuple(sum(a) for a in self.animals)
        best = max(scores)
        tied = [p for p, s in enumerate(scores) if s == best]
        reason = M("the terrain tiles have run out; the most animals in all wins")
        if len(tied) > 1 and self.game.options["final_tie"] == "smallest_kind":
            least = max(min(self.animals[p]) for p in tied)
            tied = [p for p in tied if min(self.animals[p]) == least]
            reason = M("the terrain tiles have run out; the most animals in all wins; a tie goes to the most "
                       "animals in one's smallest kind")
        return Outcome(scores, tuple(tied), reason)

    def view(self, player: int) -> View:
        """What ``player`` sees: the position without the other players' tiles in hand."""
        return view_of(self, player)

    def observation(self, player: int) -> str:
        """The position as ``player`` sees it: the other players' tiles in hand show as ``?``."""
        return position.write_view(self.view(player))

    def _key(self):
        return (self.game._key(), self.phase, self.round, self.placements, self.hands,
                self.animals, self.camp, self.indians, self.buildings, self.done, self.used, self.pending)

    def __repr__(self) -> str:
        return f"<apacze.State {self.notation()!r}>"

    # --- reading the position ------------------------------------------------------------------

    @property
    def phase_name(self) -> str:
        return PHASE_NAMES[self.phase]

    # the pending record of the sub-phase under way, typed
    #: where the Indians of ``put`` may go
    putting = Pending(Putting, PUT)
    #: the move under way
    moving = Pending(Moving, MOVE)
    #: the gathering under way
    gathering = Pending(Gathering, GATHER)
    #: what the action under way still costs
    paying = Pending(Paying, PAY)
    #: who still settles a track above the limit
    settling = Pending(Settling, SETTLE)

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

    @cached
    def fields(self) -> dict[FieldId, dict]:
        """Every field on the board with its ``terrain`` and ``animals``, in :attr:`graph`'s order, without
        networkx (:func:`tutor.games.apacze.board.board_fields`); shared, so read it, never change it."""
        return board_fields(self.placements)

    @cached
    def graph(self) -> nx.Graph:
        """The field graph of the board (see :func:`tutor.games.apacze.board.field_graph`); shared
        between states with the same tiles, so read it, never change it."""
        return board_graph(self.placements)

    @cached
    def board(self) -> Board:
        """The same fields, joins and regions as :attr:`graph`, as plain dicts (see
        :class:`tutor.games.apacze.board.Board`): what the legal moves and the bots read."""
        return board_of(self.placements)

    def indians_on(self) -> dict[FieldId, tuple[int, int]]:
        return {f: (p, n) for f, p, n in self.indians}

    def buildings_on(self) -> dict[FieldId, tuple[int, int, int]]:
        return {f: (p, piece, size) for f, p, piece, size in self.buildings}

    def shop(self, player: int) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
        """What ``player`` can still buy: Indians, teepee sizes, canoe sizes."""
        total_indians, sizes = self.game.shop()
        indians = total_indians - self.camp[player][0] - sum(n for _, p, n in self.indians if p == player)
        out = []
        for piece in (TEEPEE, CANOE):
            left = list(sizes)
            for s in self.camp[player].sizes(piece):
                left.remove(s)
            for _, p, kind, s in self.buildings:
                if p == player and kind == piece:
                    left.remove(s)
            out.append(tuple(left))
        return indians, out[0], out[1]

    def spots(self) -> list[tuple[int, int]]:
        """Where the tile in hand may go now."""
        limit = self.game.options["distance"]
        return list(open_spots(self.placements, None if limit == "unlimited" else 3,
                               "diagonal" if limit == "diagonal" else "orthogonal"))

    def reach(self, field: FieldId, steps: int) -> dict[FieldId, int]:
        return self.board.reach(field, steps)

    def scoring(self, names=None) -> list[RegionScore]:
        """How every region would score now (the round's scoring uses exactly this); ``names`` names
        the players in the reasons."""
        pieces = {f: (p, s) for f, p, _, s in self.buildings}
        board = self.board
        return score_found(board_regions(self.placements), board.terrain, board.animals, self.indians_on(), pieces,
                           self.game.options["lower_places"], names, self.game.options["tied_places"])

    def round_gains(self) -> list[list[int]]:
        return gains(self.scoring(), self.game.players)
