"""The Apache rules contract: :class:`Game` (a configuration) and :class:`State` (an immutable position).

The phases of a turn are described in :mod:`.constants`; what may be done is :mod:`.legal`, what it
does :mod:`.transitions`, why :mod:`.verdicts`, and the position string :mod:`.notation`.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import compress
from typing import ClassVar, Iterable, Sequence

from tutor import core
from tutor.core import CHANCE, SIMULTANEOUS, TERMINAL, Outcome
from tutor.core.api import ALWAYS, Event, cached
from tutor.core.i18n import M, Joined, Term
from tutor.core.history import persistent_history
from tutor.core.rules import cite

from . import actions as A
from . import legal, notation as position, transitions, verdicts
from .actions import Action
from .cards import BOX, COLOURS, KINDS, NUM_TYPES
from .constants import DEFAULT_COLOURS, OVER, PHASE_NAMES, REVEAL, VARIANTS, WINDOW, Play
from .rulebook import INTERPRETATIONS


class Game(core.Game):
    """An Apache table: colours in clockwise seating order, variants, and interpretation options.

    ``Game(colours=("red", "yellow", "purple"), variants=("warpath",), next_revealer="clockwise")``.
    Options are listed in :data:`tutor.games.apache.rulebook.INTERPRETATIONS`.
    """

    INTERPRETATIONS = INTERPRETATIONS

    name = "apache"

    def __init__(self, colours: Sequence[str] = DEFAULT_COLOURS, variants: Iterable[str] = (),
                 first_player: int = 0, **options: str):
        colours = tuple(colours)
        if not 2 <= len(colours) <= len(COLOURS):
            raise ValueError(M("Apache is for 2 to 5 players, not {n}", n=len(colours)))
        for c in colours:
            if c not in COLOURS:
                raise ValueError(M("{colour} is not a colour; choose from {colours}", colour=repr(c),
                                   colours=Joined(COLOURS, ", ")))
        if len(set(colours)) != len(colours):
            raise ValueError(M("each player needs a colour of their own"))
        variants = tuple(variants)
        for v in variants:
            if v not in VARIANTS:
                raise ValueError(M("{variant} is not a variant; choose from {variants}", variant=repr(v),
                                   variants=Joined(VARIANTS, ", ")))
        if not (isinstance(first_player, int) and 0 <= first_player < len(colours)):
            raise ValueError(M("first_player must be a seat from 0 to {last}", last=len(colours) - 1))
        self.colours = colours
        self.variants = tuple(v for v in VARIANTS if v in variants)
        if len(self.variants) > 1:
            cite("apache.setup.variants")  # variants combined (no verdict or event names the rule)
        self.first_player = first_player
        self.options = self.resolve(options)
        self.seat_colours = tuple(COLOURS.index(c) for c in colours)
        #: the seat playing each colour, -1 for a colour nobody plays
        self.owner = tuple(self.seat_colours.index(c) if c in self.seat_colours else -1 for c in range(len(COLOURS)))
        self.warpath = "warpath" in self.variants
        self.wedding = "wedding" in self.variants
        self.shared_booty = "shared_booty" in self.variants
        pile = self.options["victory_pile"]
        self.buffalo_bottom = pile == "buffalo_bottom" or (pile == "warpath_tip" and self.warpath)
        self.allied_colours = tuple(c for c in range(len(COLOURS)) if self.owner[c] < 0) \
            if self.options["shared_booty_allies"] == "unowned" else None
        #: each seat's four possible plays, and every action of a claim window, sorted
        self.plays = tuple(tuple(A.play(c, k) for k in range(len(KINDS))) for c in self.seat_colours)
        self.window_actions = tuple(sorted([a for plays in self.plays for a in plays] + [A.CLOSE_ACTION]))
        #: per colour, who its chief may capture and (per maiden or not) who its Indians may marry, if face up
        self.prisoner_types = tuple(legal.prisoner_types(self, c) for c in range(len(COLOURS)))
        self.spouse_types = tuple((legal.spouse_types(self, c, False), legal.spouse_types(self, c, True))
                                  for c in range(len(COLOURS)))
        #: the window's legal actions per set of seats that have played (see :func:`.legal.window_actions`)
        self.window_cache: dict[frozenset[int], tuple[Action, ...]] = {}

    def settings(self):
        return (("colours", self.colours, ALWAYS), ("variants", self.variants, ALWAYS),
                ("first_player", self.first_player, ALWAYS))

    @property
    def num_players(self) -> int:
        return len(self.colours)

    def player_name(self, player: int) -> str:
        return Term("apache", self.colours[player])

    def new_state(self) -> "State":
        cite("apache.setup.box")  # for a test marked with these rules (no verdict or event names them)
        cite("apache.setup.first_player")
        zeros = (0,) * NUM_TYPES
        return State(self, REVEAL, self.first_player, BOX, zeros, ((),) * self.num_players, zeros, ())

    @classmethod
    def parse(cls, text: str) -> "State":
        return position.read(text, cls)

    def max_game_length(self) -> int:
        window = 2 * self.num_players + 1
        final_windows = sum(BOX) if self.options["last_window"] == "until_quiet" else 0
        return sum(BOX) * (1 + window) + final_windows * window


@persistent_history
@dataclass(frozen=True, eq=False)
class State(core.State):
    """An Apache position. Cards are counted by type; victory piles are listed bottom to top.

    What may be done, what it does, why, and the texts are the rules modules' (bound by the core)."""

    RULES: ClassVar[core.Rules[State]] = core.Rules(legal.legal_actions, transitions.apply, verdicts.explain,
                                                    position.write, A.parse_action, A.describe)

    game: Game
    phase: int
    #: the seat whose turn it is to reveal (until a window closes, the one who just revealed)
    turn: int
    down: tuple[int, ...]      # face-down counts per card type
    table: tuple[int, ...]     # face-up counts per card type
    piles: tuple[tuple[int, ...], ...]  # per seat: victory pile, bottom to top
    out: tuple[int, ...]       # counts removed from the game by punishment
    #: hand cards on the Pow-Wow board, bottom (fastest) first
    powwow: tuple[Play, ...]
    history: tuple[Action, ...] = ()
    #: what happened by itself during the last action (automatic settlements), recorded for the log
    #: (:data:`.transitions.Event`; read it as text in :attr:`events`)
    happened: tuple[transitions.Event, ...] = ()

    # --- the contract -------------------------------------------------------------------------

    MOVERS = {REVEAL: CHANCE, WINDOW: SIMULTANEOUS, OVER: TERMINAL}

    def _player_to_move(self) -> int:
        return self.powwow[0].seat

    def actor(self, action: Action) -> int:
        if action.verb == A.REVEAL:
            return CHANCE
        if action.verb == A.CLOSE:
            return SIMULTANEOUS
        return self.game.owner[action.colour]

    def chance_outcomes(self) -> list[tuple[Action, int]]:
        if self.phase != REVEAL:
            return []
        return list(compress(zip(A.REVEALS, self.down), self.down))  # the face-down types, with their counts

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        cite("apache.end.scoring")  # for a test marked with the rule (no verdict or event names it)
        scores = self.scores()
        best = max(scores)
        winners = tuple(p for p, s in enumerate(scores) if s == best)
        return Outcome(scores, winners, M("every prairie card has been revealed and the last claims are settled; "
                                          "the most cards in a victory pile wins, ties share the win"))

    def _key(self):
        return (self.game._key(), self.phase, self.turn, self.table, self.piles, self.out, self.powwow)

    # --- reading the position ------------------------------------------------------------------

    @cached
    def events(self) -> tuple[Event, ...]:
        """What happened by itself during the last action, in words for the log, each naming its rule
        (worded only when read, once per state: a playout never reads it)."""
        return tuple(map(transitions.tell, self.happened))

    def scores(self) -> tuple[int, ...]:
        """Each player's victory-pile size, in seat order."""
        return tuple(len(p) for p in self.piles)

    @property
    def phase_name(self) -> str:
        return PHASE_NAMES[self.phase]

    def hand(self, seat: int) -> tuple[int, ...]:
        """The kinds in the seat's hand (a card on the Pow-Wow board is not in the hand)."""
        for play in self.powwow:
            if play.seat == seat:
                return tuple(k for k in range(len(KINDS)) if k != play.kind)
        return tuple(range(len(KINDS)))

    def can_claim(self, seat: int, kind: int) -> bool:
        """Whether the seat's hand card of this kind could claim something on the table now."""
        return legal.can_claim(self.game, self.table, self.game.seat_colours[seat], kind)

    def __repr__(self) -> str:
        return f"<apache.State {self.notation()!r}>"
