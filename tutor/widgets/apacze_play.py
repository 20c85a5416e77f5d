"""The Apacze i Komancze play page: a full game against bots or hot-seat.

Bots and the secret tile draws play by themselves until a person is to act, who plays by clicking
the board (the tile in hand, then its spot, then its turn; a camp piece, then its field; an Indian,
then where it goes...; :func:`tutor.games.apacze.render.click_path`), by the buttons below it or by typing.
A click on something the rules refuse now (a move already made this round, a piece one cannot pay
for) says why, with the rule. When a round ends, its scoring is shown region by region (each region
highlighted on the board, with who placed where and why) before the game goes on, and the message
line says what the round gave. Undo goes back to the person's previous decision; the
position string can be copied, shared as a link, or pasted and loaded.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape

import ipywidgets as widgets

from tutor.core.api import Action, Game
from tutor.core.bots import Bot
from tutor.core.i18n import M, tr
from tutor.core.match import Match, MatchError, Move
from tutor.games.apacze import State
from tutor.games.apacze import actions as A
from tutor.games.apacze.constants import CANOE, INDIAN, LIMIT, MOVE_KINDS, OVER, SETTLE, TEEPEE
from tutor.games.apacze.log import narrate
from tutor.games.apacze.scoring import RegionScore
from tutor.games.apacze.transitions import REGION_RULE, before_scoring
from tutor.games.apacze.render import PLAYER_NAMES, board_svg, phase_text, player_label, scoring

from .board import Choice
from .common import GOLD, button
from .play_page import PlayPage


@dataclass
class ScoredMatch(Match[State]):
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
            raise MatchError(M("First read the round's scoring (Next region), or apply it."))
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


class PlayApp(PlayPage[State]):
    """Play Apacze i Komancze: choose actions with the buttons (or the list), read the scoring."""

    game_id, prefix = "apacze", "apacze"
    PLAYERS, BOTS = 3, ("greedy", "builder", "greedy")
    TYPE_HINT = M("or type an action, e.g. 'place at 0,1 turned 0'")
    #: a drawn tile is kept from the others: in hot-seat the shared hand-over screen stands between two people
    HIDDEN = M("Their tile in hand stays hidden until they click.")
    REVEAL = M("I am {who}: show my tile")
    SPOILER = M("The position string names every tile in hand: share it, but don't peek during a game.")
    #: the drawn buttons while a round's scoring is read
    NEXT, APPLY = "button:next-region", "button:apply-scoring"

    def new_match(self, game: Game, bots: list[Bot | None], state: State | None = None) -> ScoredMatch:
        return ScoredMatch(game, bots, seed=self.seed, state=state, narrate=self.narrate)

    @property
    def scored(self) -> ScoredMatch | None:
        """The match under way, with its round's scoring to read (None before the first match)."""
        match = self.match
        assert match is None or isinstance(match, ScoredMatch)  # the page's matches are made by new_match
        return match

    def started(self) -> str:
        return M("New game: you play {colour}.", colour=PLAYER_NAMES[0])

    def narrate(self, move: Move[State], viewer: int | None) -> list[str]:
        return narrate(move, viewer)

    def draw(self, state: State, viewer: int | None, targets: Mapping[str, str] | None = None,
             selected: Sequence[str] = ()) -> str:
        # a tile in hand is kept from the others (drawn without showing it, says the rulebook): the board is
        # drawn from the seat of the person at the screen (against bots, the person's; in hot-seat, whoever
        # last said "I am ..." on the hand-over screen), so no other player's tile is ever shown
        match = self.scored
        if match is not None and match.shown is not None and match.review:
            return board_svg(match.shown, viewer=viewer, highlight=match.review[match.region].fields,
                             targets=targets, selected=selected)
        return board_svg(state, viewer=viewer, targets=targets, selected=selected)

    def handing_over(self) -> bool:
        """The shared hand-over screen, but not while a round's scoring is read: it is public, and whoever
        is at the screen reads it (or applies it) before the screen passes on."""
        match = self.scored
        return match is not None and not match.review and super().handing_over()

    def click_choices(self) -> list[Choice]:
        """While a round's scoring is read: the next region, or the whole scoring at once; else the
        legal actions and the refused tries (:meth:`tries`)."""
        match = self.scored
        if match is not None and match.review:
            last = match.region + 1 >= len(match.review)
            return [Choice((self.NEXT,), M("go on with the game") if last else M("show the next region's scoring"),
                           lambda: self.run(match.next_region)),
                    Choice((self.APPLY,), M("apply the whole scoring and go on"), lambda: self.run(match.apply_scoring))]
        return super().click_choices()

    def tries(self, state: State) -> list[A.Action]:
        """What a click may try that the rules refuse now: a move kind already used or with nowhere to
        go, and a shop piece one cannot pay for (their buttons and chips then say why)."""
        if state.phase_name != "act":
            return []
        tries = [A.Action(A.START, kind=kind) for kind in range(len(MOVE_KINDS))]
        indians, teepees, canoes = state.shop(state.current_player)
        tries += [A.Action(A.BUY, piece=INDIAN, size=1)] if indians else []
        tries += [A.Action(A.BUY, piece=piece, size=size) for piece, sizes in ((TEEPEE, teepees), (CANOE, canoes))
                  for size in sorted(set(sizes))]
        return tries

    def notices(self, move: Move[State], viewer: int | None) -> list[str]:
        """What the end of a round did by itself, as the engine tells it (the round's summary, tracks cut or
        to be settled; each region's scoring is shown region by region), whose turn it is to settle, and
        the end of the game, with the rules."""
        before, after = move.before, move.after
        said: list[str] = [M("{event} [{rule}]", event=event, rule=event.rule) for event in after.events
                           if event.rule != REGION_RULE]
        if after.phase == SETTLE and before.phase == SETTLE and before.current_player != after.current_player:
            said.append(M("{who} has more than {limit} of an animal and must exchange down to {limit} [{rule}]",
                          who=PLAYER_NAMES[after.current_player], limit=LIMIT, rule="apacze.track.limit"))
        if after.phase == OVER and before.phase != OVER:
            said.append(M("{phase} [{rule}]", phase=phase_text(after), rule="apacze.end.winner"))
        return said

    def prompt(self, state: State) -> str:
        match = self.scored
        if match is not None and match.review:
            head = M("Round {round} is scored, region {region} of {regions}:", round=match.round,
                     region=match.region + 1, regions=len(match.review))
            return f"<b>{escape(tr(head))}</b> {escape(tr(match.review[match.region].reason))}"
        if self.persons_turn(state):
            hint = M("click a highlighted place on the board (the tile in hand, a camp piece, an Indian, a track, "
                     "a button), or use the buttons below it.")
            return f"<b>{escape(tr(phase_text(state)))}</b>: {escape(tr(hint))}"
        return f"<b>{escape(tr(phase_text(state)))}</b>"

    def controls(self, state: State) -> list[widgets.Widget]:
        match = self.scored
        if match is not None and match.review:
            return [widgets.HBox([
                button(M("Next region"), lambda: self.run(match.next_region), cls="apacze-next-region", colour=GOLD),
                button(M("Apply the whole scoring"), lambda: self.run(match.apply_scoring), cls="apacze-apply")])]
        if not self.persons_turn(state):
            return []
        who = widgets.HTML(escape(tr(M("{who}, your choice:", who=player_label(state.current_player)))) + "&nbsp;")
        legal = state.legal_actions()
        if self.MAX_BUTTONS is None or len(legal) <= self.MAX_BUTTONS:
            return [who, *super().controls(state)]
        places = [a for a in legal if str(a).startswith("place")]
        others = [a for a in legal if not str(a).startswith("place")]
        rows = [who, self.choice(places or others, "choice", "do")]
        if places and others:
            rows.append(self.choice(others, "choice-other", "do-other"))
        return rows
