"""The Tribù Indiani play page: a whole game to 100 spheres against bots, or hot-seat.

You are player 1 (seat 0); the other seats are bots or, in hot-seat, people sharing the screen. Hands are
secret: the table is drawn from one player's view, the log names a drawn card only to its owner, and
in hot-seat a "pass the screen" step shows only whose turn it is until the next person is at the
screen. Every action button's tooltip is the rule that allows it; a typed action the rules refuse is
explained. The board can be clicked (a hand card then where it goes, an active card then what it acts
on, the deck, the discard pile); the message line says when a chain or its Dioramas are lost, and
when a challenge ends, with the rule.
"""
from __future__ import annotations

from html import escape
from typing import Mapping, Sequence

import ipywidgets as widgets

from tutor.core import player_label
from tutor.core.i18n import Joined, M, P, tr
from tutor.core.match import Move
from tutor.games.tribu import Game, State
from tutor.games.tribu import actions as A
from tutor.games.tribu.log import log_line
from tutor.games.tribu.render import board_svg

from . import bounded
from .play_page import PlayPage
from .setup_panel import SetupPanel

PHASES = {"start": M("draw, take the Diorama on the discard pile, or use an active card"),
          "drawn": M("discard, lay, activate, swap or play an Azione"),
          "swapped": M("now discard, lay a card or play an Azione"),
          "answer": M("you are attacked: answer with active feathers or decline")}

CHANCE = M("the cards are being dealt or drawn")


class Setup(SetupPanel):
    """The shared setup and the printing of the cards."""

    def extras(self) -> list[widgets.Widget]:
        self.printing = bounded.Dropdown(options=["100", "96"], value="100", description=tr(M("Printing")))
        return [self.printing]

    def make_game(self) -> Game:
        return Game(self.players.value, self.printing.value, **self.chosen_options())


class PlayApp(PlayPage[State]):
    """Play Tribù Indiani: click an action, or type one; undo, share or load a position."""

    game_id, prefix = "tribu", "tribu"
    Setup = Setup
    PLAYERS, BOTS = 2, ("sensible",) * 3
    TYPE_HINT = M("or type an action, e.g. 'discard lupo'")
    MAX_BUTTONS = None
    SPOILER = M("The position string shows every hand: share it, but don't peek during a game.")

    def narrate(self, move: Move[State], viewer: int | None) -> list[str]:
        line = log_line(move.before, move.action, viewer)
        return [tr(line)] if line else []

    def draw(self, state: State, viewer: int | None, targets: Mapping[str, str] | None = None,
             selected: Sequence[str] = ()) -> str:
        return board_svg(state, viewer=viewer, targets=targets, selected=selected)

    def tries(self, state: State) -> list[A.Action]:
        """Before drawing (or when answering an attack), the hand cards: a click says why not yet."""
        if state.phase not in ("start", "answer"):
            return []
        return [A.Action(A.DISCARD, card) for card in sorted(set(state.hands[state.current_player]))]

    def notices(self, move: Move[State], viewer: int | None) -> list[str]:
        """What the move made happen by itself, as the engine tells it with its rule (all of it is public):
        an attack's or a steal's outcome, chains lost, the end of a challenge."""
        return [f"{tr(event)} [{event.rule}]" for event in move.after.events]

    def prompt(self, state: State) -> str:
        if state.is_terminal:
            outcome = state.outcome()
            assert outcome is not None  # a finished game has its outcome
            return "<b>" + escape(tr(M("Game over: {winners} won with {scores} spheres ({reason}).",
                                       winners=Joined([player_label(p) for p in outcome.winners],
                                                      " & "),
                                       scores=Joined(outcome.scores, ", "), reason=outcome.reason))) + "</b>"
        doing = PHASES.get(state.phase, CHANCE)
        if state.phase == "discard3":
            left = state.pending[0] if state.pending else 0
            doing = P("discard {n} more card", "discard {n} more cards", n=left)
        p = state.current_player
        if p == self.viewer:
            line = M("Player {number} (you): {doing}.", number=p + 1, doing=doing)
        else:
            line = M("Player {number}: {doing}.", number=p + 1, doing=doing)
        if state.last:
            line = M("{line} Last challenge scored {scores}.", line=line, scores=Joined(state.last, ", "))
        return f"<b>{escape(tr(line))}</b>"
