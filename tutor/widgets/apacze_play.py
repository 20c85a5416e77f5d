"""The Apacze i Komancze play page: a full game against bots or hot-seat.

Bots and the secret tile draws play by themselves until a person is to act. When a round ends,
its scoring is shown region by region (each region highlighted on the board, with who placed
where and why) before the game goes on. Undo goes back to the person's previous decision; the
position string can be copied, shared as a link, or pasted and loaded.
"""
from __future__ import annotations

from dataclasses import dataclass
from html import escape

import ipywidgets as widgets

from tutor.core.api import Action
from tutor.core.match import Match, MatchError, Move
from tutor.games.apacze import State
from tutor.games.apacze.log import narrate
from tutor.games.apacze.scoring import RegionScore
from tutor.games.apacze.transitions import before_scoring
from tutor.render.apacze import board_svg, phase_text, player_label, scoring

from .common import button
from .pages import GOLD, PlayPage


@dataclass
class ScoredMatch(Match):
    """A match that stops after a round is scored until its scoring has been read region by region."""

    def __post_init__(self) -> None:
        self.review: list[RegionScore] = []
        self.shown: State | None = None  # the board as it was scored
        self.region = 0
        self.round = 0
        super().__post_init__()

    def _apply(self, action: Action) -> None:
        before = self.current
        super()._apply(action)
        if self.current.events:
            self.shown = before_scoring(before, action, self.current)
            self.review, self.region, self.round = scoring(self.shown), 0, before.round + 1

    def waiting_for_person(self) -> bool:
        return bool(self.review) or super().waiting_for_person()

    def act(self, action: Action | str) -> None:
        if self.review:
            raise MatchError("First read the round's scoring (Next region), or apply it.")
        super().act(action)

    def next_region(self) -> None:
        """Show the next region of the round's scoring, or go on when all are shown."""
        self.region += 1
        if self.region >= len(self.review):
            self.apply_scoring()

    def apply_scoring(self) -> None:
        """The scoring has been read: go on with the game."""
        self.review, self.shown = [], None
        self.advance()

    def undo(self) -> None:
        self.review, self.shown = [], None
        super().undo()


class PlayApp(PlayPage):
    """Play Apacze i Komancze: choose actions with the buttons (or the list), read the scoring."""

    game_id, prefix = "apacze", "apacze"
    PLAYERS, BOTS = 3, ("greedy", "builder", "greedy")
    TYPE_HINT = "or type an action, e.g. 'place at 0,1 turned 0'"

    def new_match(self, game, bots, state=None) -> ScoredMatch:
        return ScoredMatch(game, bots, seed=self.seed, state=state, narrate=self.narrate)

    def started(self) -> str:
        return "New game: you play red."

    def narrate(self, move: Move, viewer: int | None) -> list[str]:
        return narrate(move, viewer)

    def draw(self, state: State, viewer: int | None) -> str:
        match = self.match
        if match.review:
            return board_svg(match.shown, highlight=match.review[match.region].fields)
        return board_svg(state)

    def prompt(self, state: State) -> str:
        match = self.match
        if match.review:
            return (f"<b>Round {match.round} is scored, region {match.region + 1} of {len(match.review)}:</b> "
                    f"{escape(match.review[match.region].reason)}")
        return f"<b>{escape(phase_text(state))}</b>"

    def controls(self, state: State) -> list[widgets.Widget]:
        if self.match.review:
            return [widgets.HBox([
                button("Next region", lambda: self.run(self.match.next_region), cls="apacze-next-region", colour=GOLD),
                button("Apply the whole scoring", lambda: self.run(self.match.apply_scoring), cls="apacze-apply")])]
        if not self.persons_turn(state):
            return []
        who = widgets.HTML(f"{escape(player_label(state.current_player))}, your choice:&nbsp;")
        legal = state.legal_actions()
        if len(legal) <= self.MAX_BUTTONS:
            return [who, *super().controls(state)]
        places = [a for a in legal if str(a).startswith("place")]
        others = [a for a in legal if not str(a).startswith("place")]
        rows = [who, self.choice(places or others, "choice", "do")]
        if places and others:
            rows.append(self.choice(others, "choice-other", "do-other"))
        return rows
