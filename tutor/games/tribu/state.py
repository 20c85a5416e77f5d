"""The Tribù Indiani contract: :class:`Game` (a configuration) and :class:`State` (a position).

The phases are listed in :mod:`tutor.games.tribu.constants`; what is legal is :mod:`legal`'s matter,
what an action does :mod:`transitions`', why :mod:`verdicts`'.

When the last card of the draw pile is drawn, the discard pile (all but a face-up top card) becomes
the new draw pile at once (rule tribu.piles.reshuffle). Randomness is only ever the chance node over the card types left in the draw pile,
weighted by how many of each are left.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import ClassVar

from tutor import core
from tutor.core import CHANCE, TERMINAL, NotationError, Outcome
from tutor.core import Event
from tutor.core.i18n import Joined, M
from tutor.core.rules import cite
from tutor.core.api import ALWAYS, cached, evolve
from tutor.core.history import extended, persistent_history

from . import actions as A
from . import legal, notation as position, transitions, verdicts
from .actions import Action
from .cards import BOARDS, CARDS, PRINTINGS, deck
from .chains import Chain
from .constants import CHANCE_PHASES, HAND_SIZE, MAX_CHALLENGES, MAX_ROUNDS, PRINTING, TARGET
from .legal import CARD_ACTIONS
from .rulebook import INTERPRETATIONS
from .scoring import score_sheet
from .validate import problems
from .view import Table, View, view_of


class Game(core.Game):
    """A Tribù Indiani table: ``Game(players=3, printing="96", block="chain_only")``.

    ``printing`` is ``"100"`` (the rulebook's deck, three Azione types) or ``"96"`` (two: a setting of this
    project for other printings of the box, not something the rulebook describes); the other keywords are
    the interpretation options of :data:`tutor.games.tribu.rulebook.INTERPRETATIONS`.
    """

    INTERPRETATIONS = INTERPRETATIONS

    name = "tribu"

    def __init__(self, players: int = 2, printing: str = PRINTING, **options: str):
        if not (isinstance(players, int) and 2 <= players <= 4):
            raise ValueError(M("Tribù Indiani is for 2 to 4 players, not {players}", players=repr(players)))
        if printing not in PRINTINGS:
            raise ValueError(M("printing {printing} is unknown; choose one of: {choices}", printing=repr(printing),
                               choices=Joined(PRINTINGS, ", ")))
        self.players = players
        self.printing = printing
        self.options = self.resolve(options)
        self.deck = deck(printing)
        #: complete chains that close a challenge
        self.chains_to_close = 4 if players <= 3 else 3

    def settings(self) -> tuple[tuple[str, object, object], ...]:
        return (("players", self.players, ALWAYS), ("printing", self.printing, PRINTING))

    @property
    def num_players(self) -> int:
        return self.players

    def new_state(self) -> "State":
        cite("tribu.setup.players")  # for a test marked with the rule (no verdict or event names it)
        n = self.players
        return State(self, challenge=1, dealer=0, turns=0, totals=(0,) * n, last=(), boards=(),
                     phase="board", player=0, pending=(), deck=self.deck, discard=(), face_down=(),
                     played=(0,) * len(CARDS), hands=((),) * n, chains=((),) * n, history=())

    @classmethod
    def parse(cls, text: str) -> "State":
        """The position a position string describes; NotationError for one that cannot be read or cannot arise."""
        game, fields = position.read(text, cls)
        state = State(game=game, history=(), **fields)
        wrong = problems(state)
        if wrong:
            raise NotationError(wrong[0])
        return state

    def max_game_length(self) -> int:
        per_turn = 10  # draw, its card, a swap, Draw three and its three cards and three discards
        per_challenge = HAND_SIZE * self.players + MAX_ROUNDS * self.players * per_turn
        return self.players + MAX_CHALLENGES * per_challenge


@persistent_history
@dataclass(frozen=True, eq=False, repr=False)
class State(core.State, Table):
    """A Tribù Indiani position (the referee's full view); changed only by ``tutor.core.api.evolve``.

    ``deck`` and ``played`` count cards per type; ``discard`` lists the discard pile bottom to top;
    ``face_down`` the places in it (from the bottom) of cards lying face down (a lost chain's active card);
    ``hands[p]`` is a sorted tuple of card types; ``chains[p]`` a tuple of :class:`Chain`.
    ``pending`` holds the phase's data (:data:`~tutor.games.tribu.constants.PAYLOADS`): the cards left to
    deal, to draw or to discard for Draw three, or the :class:`~tutor.games.tribu.constants.Attack` to answer.
    ``totals`` are the spheres of finished challenges; ``last`` the scores of the latest one.
    """

    RULES: ClassVar[core.Rules[State]] = core.Rules(legal.legal_actions, transitions.apply, verdicts.explain,
                                                    position.write, A.parse_action, A.describe)

    game: Game
    history: tuple[Action, ...] = field(compare=False)
    deck: tuple[int, ...]
    discard: tuple[int, ...]
    face_down: tuple[int, ...]
    played: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    chains: tuple[tuple[Chain, ...], ...]
    #: what happened by itself during the last action (recorded by :mod:`transitions`; not part of the position)
    happened: tuple[tuple, ...] = field(default=(), compare=False)

    def _evolve(self, action: Action, **changes) -> "State":
        """The position after ``action``: fields changed, history extended (in constant time:
        :mod:`tutor.core.history`), nothing happened yet."""
        return evolve(self, history=extended(self, action), happened=(), **changes)

    # --- the contract -------------------------------------------------------------------------

    MOVERS = {**dict.fromkeys(CHANCE_PHASES, CHANCE), "over": TERMINAL}

    def _player_to_move(self) -> int:
        return self.player

    def actor(self, action: Action) -> int:
        return CHANCE if action.verb in A.CHANCE_VERBS else self.player

    def chance_outcomes(self) -> list[tuple[Action, int]]:
        if self.phase == "board":
            return [(Action(A.BOARD, b), 1) for b in BOARDS if b not in self.boards]
        if self.phase in CHANCE_PHASES:
            return [(CARD_ACTIONS[t], n) for t, n in enumerate(self.deck) if n]
        return []

    def outcome(self) -> Outcome | None:
        if self.phase != "over":
            return None
        best = max(self.totals)
        winners = tuple(p for p, s in enumerate(self.totals) if s == best)
        tie = len(winners) > 1
        cite("tribu.game.target" if best >= TARGET else "tribu.tutor.limits")  # for a test marked with the rule
        if best >= TARGET and tie:
            why = M("a player reached {target} spheres after challenge {challenge}; the most spheres wins, ties share "
                    "the win", target=TARGET, challenge=self.challenge)
        elif best >= TARGET:
            why = M("a player reached {target} spheres after challenge {challenge}; the most spheres wins",
                    target=TARGET, challenge=self.challenge)
        elif tie:
            why = M("the tutor's limit of {limit} challenges was reached; the most spheres wins, ties share the win",
                    limit=MAX_CHALLENGES)
        else:
            why = M("the tutor's limit of {limit} challenges was reached; the most spheres wins", limit=MAX_CHALLENGES)
        return Outcome(self.totals, winners, why)

    @cached
    def events(self) -> tuple[Event, ...]:
        """What happened by itself during the last action, each a message naming its rule (an attack's or
        a steal's outcome, a bare chain lost, a challenge scored); worded only when read."""
        return tuple(map(transitions.tell, self.happened))

    def view(self, player: int) -> View:
        """What ``player`` sees: their hand and active cards, the table, the other hands as counts."""
        return view_of(self, player)

    def observation(self, player: int) -> str:
        return position.observe(self.view(player))

    def _key(self):
        return tuple(getattr(self, f.name) for f in fields(self) if f.compare)

    # --- reading the position ------------------------------------------------------------------

    def board(self, player: int) -> int:
        """The Tribù type on the player's Capo Tribù board (-1 before boards are dealt)."""
        return self.boards[player] if player < len(self.boards) else -1

    def complete_chains(self, player: int) -> int:
        return sum(chain.complete for chain in self.chains[player])

    def score_sheets(self, closer: int | None):
        """Each player's :class:`~tutor.games.tribu.scoring.ScoreSheet` if the challenge ended now,
        closed by ``closer`` (None: no Diorama left, nobody pays hostile spheres)."""
        return tuple(score_sheet(self.chains[p], self.hands[p], self.board(p),
                                 closer is not None and p != closer, self.game.options)
                     for p in range(self.game.num_players))

    def __repr__(self) -> str:
        return f"<tribu.State {self.notation()!r}>"
