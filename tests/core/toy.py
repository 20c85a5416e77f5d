"""A toy game on the core contract, small enough to test the core with: Nim with a chance start.

A chance node chooses the pile (3, 4 or 5 stones, weights 1, 2, 1); then the players take 1 or 2
stones in turn. Under the default reading the player who takes the last stone wins; under
``last="loses"`` that player loses. It is written exactly as a real game is: the register, the
settings, ``_legal_actions``, ``explain``, ``_apply``, a bounded notation.

It is a single module for the core's own tests and is registered nowhere. Its complete, registered form (the
rules split into the package's role files, with a drawing, an editor, a tutorial, pages and notebooks) is the
scaffold's template game, Nim on four piles dealt by chance (``tutor/scaffold/template``):
``tests/test_scaffold.py`` writes it as a new game and runs every shared test on it.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from tutor import core
from tutor.core import CHANCE, TERMINAL, Interpretation, NotationError, Outcome, Reading, Verdict
from tutor.core.notation import MAX_ACTION, bounded, build, excerpt, fields, read_header, read_int, write_header

REGISTER = (Interpretation("toy.interp.last", "Does the last stone win or lose?",
                           (Reading("wins", "taking the last stone wins"), Reading("loses", "it loses")),
                           "wins", "A toy reading.", "toy rules", option="last"),)


@dataclass(frozen=True, order=True)
class Action:
    verb: str   # "pile" (chance) or "take"
    count: int

    def __str__(self) -> str:
        return f"pile {self.count}" if self.verb == "pile" else f"take {self.count}"


class Game(core.Game):
    name = "toy"
    INTERPRETATIONS = REGISTER

    def __init__(self, players: int = 2, **options: str):
        if players not in (2, 3):
            raise ValueError(f"the toy is for 2 or 3 players, not {players!r}")
        self.players = players
        self.options = self.resolve(options)

    def settings(self):
        return (("players", self.players, core.api.ALWAYS),)

    @property
    def num_players(self) -> int:
        return self.players

    def new_state(self) -> "State":
        return State(self, pile=None, mover=0)

    @classmethod
    def parse(cls, notation: str) -> "State":
        head, body = fields(notation, 2, "toy")
        (players,), options = read_header(head, cls, 1)
        game = build(cls, read_int(players, "players", 2, 3), **options)
        words = body.split()
        if len(words) != 2:
            raise NotationError(f"{excerpt(body)} should be the pile and the player to move")
        pile = None if words[0] == "?" else read_int(words[0], "the pile", 0, 5)
        return State(game, pile=pile, mover=read_int(words[1], "the mover", 0, game.players - 1))

    def max_game_length(self) -> int:
        return 6


@dataclass(frozen=True, eq=False)
class State(core.State):
    game: Game
    pile: int | None
    mover: int
    history: tuple = field(default=())

    @property
    def current_player(self) -> int:
        if self.pile is None:
            return CHANCE
        return TERMINAL if self.pile == 0 else self.mover

    def _legal_actions(self, player):
        if self.pile is None:
            return [] if player is not None else [Action("pile", n) for n in (3, 4, 5)]
        if self.pile == 0 or player not in (None, self.mover):
            return []
        return [Action("take", n) for n in (1, 2) if n <= self.pile]

    def explain(self, action) -> Verdict:
        if self.pile is None:
            return Verdict(action.verb == "pile" and action.count in (3, 4, 5), "toy.start", "the pile is set by chance")
        if action.verb != "take":
            return Verdict(False, "toy.take", "players only take stones")
        if not 1 <= action.count <= 2:
            return Verdict(False, "toy.take", "take one or two stones")
        if action.count > self.pile:
            return Verdict(False, "toy.take", f"only {self.pile} stone(s) left")
        return Verdict(True, "toy.take", f"{action.count} of the {self.pile} stones")

    def _apply(self, action) -> "State":
        history = self.history + (action,)
        if action.verb == "pile":
            return replace(self, pile=action.count, history=history)
        return replace(self, pile=self.pile - action.count, mover=(self.mover + 1) % self.game.players,
                       history=history)

    def chance_outcomes(self):
        return [(Action("pile", n), w) for n, w in ((3, 1), (4, 2), (5, 1))] if self.pile is None else []

    def outcome(self):
        if self.pile != 0:
            return None
        last = (self.mover - 1) % self.game.players
        if self.game.options["last"] == "wins":
            winners = (last,)
        else:
            winners = tuple(p for p in range(self.game.players) if p != last)
        return Outcome(tuple(int(p in winners) for p in range(self.game.players)), winners, "the pile is empty")

    def notation(self) -> str:
        pile = "?" if self.pile is None else str(self.pile)
        return f"{write_header(self.game, [str(self.game.players)])} | {pile} {self.mover}"

    def parse_action(self, text: str):
        words = bounded(text, "an action", MAX_ACTION).split()
        if len(words) != 2 or words[0] not in ("pile", "take"):
            raise NotationError(f"{excerpt(str(text))} is not a toy action")
        return Action(words[0], read_int(words[1], "a count", 0, 9))

    def actor(self, action) -> int:
        return CHANCE if action.verb == "pile" else self.mover

    def _key(self):
        return (self.game, self.pile, self.mover)


class TakeOne:
    name = "one"

    def step(self, state, rng):
        return min(state.legal_actions())
