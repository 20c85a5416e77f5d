"""The $title contract: :class:`Game` (a configuration) and :class:`State` (a frozen position).

What may be done is :mod:`.legal`, what it does :mod:`.transitions`, why :mod:`.verdicts`; positions are
written and read by :mod:`.notation` and checked by :mod:`.validate`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Hashable

from tutor import core
from tutor.core import CHANCE, TERMINAL, Outcome
from tutor.core.history import persistent_history
from tutor.core.notation import validated
from tutor.core.i18n import M

from . import actions, legal, notation as position, transitions, validate, verdicts
from .actions import Action
from .constants import DEALING, MAX_PILE, OVER, PILES, PLAYERS, PLAYING
from .rulebook import INTERPRETATIONS


class Game(core.Game):
    """A game of $title: ``Game(players=3, last_stone="loses")`` (options: :data:`.rulebook.INTERPRETATIONS`)."""

    name = "$game_id"
    INTERPRETATIONS = INTERPRETATIONS

    def __init__(self, players: int = 2, **options: str):
        if players not in PLAYERS:
            raise ValueError(M("$title is for 2 or 3 players, not {players}", players=repr(players)))
        self.players = players
        self.options = self.resolve(options)

    def settings(self) -> tuple[tuple[str, object, object], ...]:
        return (("players", self.players, core.api.ALWAYS),)

    @property
    def num_players(self) -> int:
        return self.players

    def new_state(self) -> "State":
        return State(self, piles=(None,) * len(PILES), mover=0)

    @classmethod
    def parse(cls, notation: str) -> "State":
        """The position a string describes; NotationError when it cannot be read or could not arise."""
        game, fields = position.read(notation, cls)
        return validated(State(game, **fields), validate.problems)

    def max_game_length(self) -> int:
        return len(PILES) * (1 + MAX_PILE)


@persistent_history
@dataclass(frozen=True, eq=False)
class State(core.State):
    """A $title position: the stones of each pile (None: not dealt yet) and the player to move."""

    RULES: ClassVar[core.Rules[State]] = core.Rules(legal.legal_actions, transitions.apply, verdicts.explain,
                                                    position.write, actions.parse_action, actions.describe)

    game: Game
    piles: tuple[int | None, ...]
    mover: int
    history: tuple[Action, ...] = ()

    MOVERS = {DEALING: CHANCE, OVER: TERMINAL}

    @property
    def phase(self) -> str:
        if None in self.piles:
            return DEALING
        return OVER if not any(self.piles) else PLAYING

    def _player_to_move(self) -> int:
        return self.mover

    def chance_outcomes(self) -> list[tuple[Action, int]]:
        return legal.chance_outcomes(self)

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        players = self.game.players
        last = (self.mover - 1) % players   # who took the last stone
        if self.game.options["last_stone"] == "wins":
            winners: tuple[int, ...] = (last,)
        else:
            winners = tuple(p for p in range(players) if p != last)
        return Outcome(tuple(int(p in winners) for p in range(players)), winners,
                       M("player {n} took the last stone", n=last + 1))

    def actor(self, action: Action) -> int:
        return CHANCE if self.phase == DEALING else self.mover

    def is_legal(self, action: object) -> bool:
        """Only an :class:`Action` can be legal."""
        return isinstance(action, Action) and super().is_legal(action)

    def _key(self) -> Hashable:
        return (self.game, self.piles, self.mover)

    def __repr__(self) -> str:
        return f"<$game_id.State {self.notation()!r}>"
